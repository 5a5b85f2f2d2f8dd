"""Vector pictures (../shared/ART.md): drawn at the size asked, cached per size, a missing or
broken file drawn as a placeholder with one log line, and the conventions' checker catches
what the small SVG renderer would draw wrong."""

from __future__ import annotations

import logging
from pathlib import Path

import pygame
import pytest
from art_checks import draws, problems_in

from game.ui.draw import pictures

CIRCLE = (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256">'
    '<circle cx="128" cy="128" r="100" fill="#c4452a" stroke="#2a1410" stroke-width="4"/></svg>'
)


@pytest.fixture
def art(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, display: pygame.Surface) -> Path:
    monkeypatch.setattr(pictures, "assets_root", lambda: tmp_path)
    pictures.forget()
    folder = tmp_path / "images" / "game" / "kind"
    folder.mkdir(parents=True)
    (folder / "round.svg").write_text(CIRCLE)
    (folder / "broken.svg").write_text("<svg")
    yield folder
    pictures.forget()


def test_a_picture_is_drawn_at_the_size_asked_and_cached(art: Path) -> None:
    small = pictures.picture("game", "kind", "round", (48, 48))
    assert small.get_size() == (48, 48)
    assert small.get_at((24, 24))[:3] == (196, 69, 42)
    assert pictures.picture("game", "kind", "round", (48, 48)) is small
    wide = pictures.picture("game", "kind", "round", (96, 48))
    assert wide.get_size() == (96, 48)  # the picture keeps its shape, centred in the box


def test_a_missing_or_broken_picture_is_a_placeholder_and_one_log_line(
    art: Path, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.WARNING):
        for pid in ("gone", "broken", "gone"):
            surface = pictures.picture("game", "kind", pid, (40, 30))
            assert surface.get_size() == (40, 30)
        pictures.forget()
        pictures.picture("game", "kind", "gone", (40, 30))
    said = [r.message for r in caplog.records if "placeholder" in r.message]
    assert len(said) == 2  # one line per file, however often it is asked for


def test_the_checker_names_what_the_renderer_would_draw_wrong(art: Path) -> None:
    good = art / "round.svg"
    assert problems_in(good) == [] and draws(good)
    bad = art / "bad.svg"
    bad.write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="10">'
        '<text x="1" y="5" fill="red">A</text><rect style="fill:#fff" width="2" height="2"/>'
        "</svg>"
    )
    found = problems_in(bad)
    assert any("width/height" in p for p in found)
    assert any("<text>" in p for p in found)
    assert any("style" in p for p in found)
    assert any("'red'" in p for p in found)
