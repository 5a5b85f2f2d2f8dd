"""Finding the assets folder from source and from a PyInstaller bundle."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from game.ui.draw.assets import (
    FONT_BOLD,
    FONT_REGULAR,
    THEME,
    AssetMissingError,
    asset_path,
    assets_root,
)


def test_from_source_the_assets_are_at_the_repository_root() -> None:
    root = assets_root()
    assert root.name == "assets"
    assert (root.parent / "game" / "ui" / "draw" / "assets.py").is_file()


@pytest.mark.parametrize("name", [FONT_REGULAR, FONT_BOLD, THEME, "fonts/LICENSE-DejaVu.txt"])
def test_the_bundled_assets_are_there(name: str) -> None:
    assert asset_path(name).is_file()


def test_the_font_licence_names_the_licence() -> None:
    text = asset_path("fonts/LICENSE-DejaVu.txt").read_text(encoding="utf-8")
    assert "Bitstream Vera Fonts Copyright" in text
    assert "Arev Fonts Copyright" in text


def test_in_a_pyinstaller_bundle_the_assets_are_inside_it(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    (tmp_path / "assets" / "fonts").mkdir(parents=True)
    (tmp_path / "assets" / "fonts" / "x.ttf").write_bytes(b"")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert assets_root() == tmp_path / "assets"
    assert asset_path("fonts/x.ttf") == tmp_path / "assets" / "fonts" / "x.ttf"


def test_a_missing_asset_fails_with_one_sentence_naming_it(tmp_path: Path) -> None:
    with pytest.raises(AssetMissingError) as caught:
        asset_path("fonts/Nope.ttf", root=tmp_path)
    message = str(caught.value)
    assert "fonts/Nope.ttf" in message
    assert str(tmp_path / "fonts" / "Nope.ttf") in message
    assert "\n" not in message
    assert message.endswith(".") and message.count(". ") == 0
    assert isinstance(caught.value, FileNotFoundError)
