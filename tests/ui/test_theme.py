"""The one theme file: loads cleanly into pygame-gui and speaks only the Mars palette."""

from __future__ import annotations

import json
import logging
import re
import warnings
from pathlib import Path

import pygame
import pygame_gui
import pytest

from game.ui.draw import palette
from game.ui.draw.assets import THEME, asset_path
from game.ui.draw.theme import CanvasUIManager, load_theme

HEX = re.compile(r"#([0-9a-fA-F]{6})([0-9a-fA-F]{2})?")


def test_font_paths_in_the_theme_are_made_absolute() -> None:
    theme = load_theme()
    font = theme["defaults"]["font"]
    for key in ("regular_path", "bold_path"):
        path = Path(font[key])
        assert path.is_absolute() and path.is_file()


def test_a_theme_naming_a_missing_font_fails_with_one_sentence(tmp_path: Path) -> None:
    (tmp_path / THEME).write_text(
        json.dumps({"defaults": {"font": {"name": "x", "regular_path": "fonts/Missing.ttf"}}})
    )
    with pytest.raises(FileNotFoundError, match=r"Missing\.ttf"):
        load_theme(tmp_path)


def test_a_broken_theme_file_is_named(tmp_path: Path) -> None:
    (tmp_path / THEME).write_text("{ not json")
    with pytest.raises(ValueError, match="not valid JSON"):
        load_theme(tmp_path)


def test_the_theme_loads_and_draws_without_any_warning(
    display: pygame.Surface,
    capfd: pytest.CaptureFixture[str],
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.DEBUG)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        manager = CanvasUIManager((1280, 720), load_theme(), lambda: (640, 360))
        button = pygame_gui.elements.UIButton(
            pygame.Rect(540, 340, 200, 48),
            "Quit",
            manager=manager,
            object_id=pygame_gui.core.ObjectID(class_id="@menu_button", object_id="#quit"),
        )
        pygame_gui.elements.UILabel(pygame.Rect(10, 10, 300, 30), "A label", manager=manager)
        pygame_gui.elements.UIButton(pygame.Rect(10, 60, 120, 36), "Plain", manager=manager)
        canvas = pygame.Surface((1280, 720))
        for _ in range(3):
            manager.update(1 / 60)
            manager.draw_ui(canvas)
    assert button.hovered  # the pointer sits on the button
    assert [str(w.message) for w in caught] == []
    assert caplog.records == []
    out, err = capfd.readouterr()
    assert out.strip() == "" and err.strip() == ""


def theme_colours(node: object) -> list[str]:
    if isinstance(node, dict):
        return [c for value in node.values() for c in theme_colours(value)]
    if isinstance(node, str) and HEX.fullmatch(node):
        return [node]
    return []


def test_the_theme_uses_only_palette_colours() -> None:
    data = json.loads(asset_path(THEME).read_text(encoding="utf-8"))
    known = {palette.to_hex(colour) for colour in palette.ALL.values()}
    colours = theme_colours(data)
    assert colours, "the theme should set colours"
    strangers = sorted({c for c in colours if "#" + HEX.fullmatch(c).group(1).lower() not in known})
    assert strangers == []


def test_text_contrasts_strongly_with_buttons_and_panels() -> None:
    def luminance(colour: palette.Colour) -> float:
        def channel(c: int) -> float:
            s = c / 255
            return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4

        r, g, b = (channel(c) for c in colour)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    def contrast(a: palette.Colour, b: palette.Colour) -> float:
        hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
        return (hi + 0.05) / (lo + 0.05)

    for background in (palette.BUTTON, palette.BUTTON_HOVER, palette.PANEL, palette.SPACE):
        assert contrast(palette.SAND, background) >= 7.0  # WCAG AAA for normal text
    assert contrast(palette.SAND_DIM, palette.PANEL) >= 7.0
    assert contrast(palette.OCHRE, palette.PANEL) >= 4.5
