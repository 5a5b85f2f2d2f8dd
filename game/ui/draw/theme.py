"""The one theme file (assets/theme.json) and the pygame-gui manager that uses it.

Paths in the theme (fonts, images) are written relative to the assets folder; they are made
absolute here, because pygame-gui would resolve them against the working directory. Font sizes
are written for the standard text size and scaled here to the player's (Settings: text size),
the same way as our own text (text.py).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame_gui

from game.ui.draw.assets import THEME, asset_path
from game.ui.draw.text import scaled

Pointer = Callable[[], tuple[int, int]]

_PATH_KEYS = frozenset({"regular_path", "bold_path", "italic_path", "bold_italic_path", "path"})


def load_theme(root: Path | None = None) -> dict[str, Any]:
    """assets/theme.json as a dict, with every asset path in it made absolute and every font
    size scaled to the text size in use.

    Raises AssetMissingError if the theme or a file it names is missing, and ValueError
    (one sentence) if the theme is not valid JSON.
    """
    path = asset_path(THEME, root)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as error:
        raise ValueError(f"The theme file {path} is not valid JSON: {error}.") from None
    standard = _resolve_paths(data, root)
    return _fixed_at_standard(_with_default_fonts(_scale_fonts(standard)), standard)


#: The class of a scene's container whose chrome keeps the standard text size (a table: its
#: buttons sit in a fixed layout with no room for larger words; the table grows with the
#: window instead).
FIXED_CHROME = "@fixed_chrome"


def standard_class(cls: str | None) -> str:
    """The theme class like ``cls`` (or like an element with no class) but with the font at
    its standard size: for a label that does not fit its fixed box at a larger text size."""
    return f"@standard_{(cls or '@plain').lstrip('@')}"


def _fixed_at_standard(theme: dict[str, Any], standard: dict[str, Any]) -> dict[str, Any]:
    """The theme, plus a block for each element type and class with a font, inside a
    FIXED_CHROME container, that keeps that font at its standard size; and for each class a
    ``standard_class`` twin (at 100 % the same as the class)."""
    out = dict(theme)
    # Our own font for the plain twin: pygame-gui's default one has no glyph for a list's
    # arrow at its standard size.
    plain = {**standard.get("defaults", {}).get("font", _PLAIN_FONT), "size": _PLAIN_FONT["size"]}
    twins = {standard_class(None): plain}
    for key, block in standard.items():
        if key.startswith("@") and isinstance(block, dict):
            twins[standard_class(key)] = block.get("font", plain)
            out[standard_class(key)] = {**theme[key], "font": twins[standard_class(key)]}
    out[standard_class(None)] = {"font": plain}
    for twin, font in twins.items():
        # A list's chosen line and arrow are buttons of its own: they take a button's font.
        out[f"{twin}.button"] = {"font": font}
    if scaled(_DEFAULT_FONT[1]) == _DEFAULT_FONT[1]:
        return out
    fonts = {
        kind: {"name": _DEFAULT_FONT[0], "size": str(_DEFAULT_FONT[1])}
        for kind in _DEFAULT_FONT_TYPES
    }
    for key, block in standard.items():
        if key != "defaults" and isinstance(block, dict) and isinstance(block.get("font"), dict):
            fonts[key] = block["font"]
    for key, font in fonts.items():
        out[f"{FIXED_CHROME}.{key}"] = {**theme.get(key, {}), "font": font}
    return out


#: The element types the chrome uses with pygame-gui's own default font (our theme gives them
#: none), and that font's size: at a larger text size they are given it scaled.
_DEFAULT_FONT_TYPES = (
    "button",
    "drop_down_menu",
    "horizontal_slider",
    "label",
    "selection_list",
    "text_box",
    "text_entry_line",
    "tool_tip",
)
_DEFAULT_FONT = ("noto_sans", 14)
_PLAIN_FONT = {"name": _DEFAULT_FONT[0], "size": str(_DEFAULT_FONT[1])}


def _with_default_fonts(theme: dict[str, Any]) -> dict[str, Any]:
    """At a text size other than 100 %, a scaled copy of pygame-gui's default font for each
    element type that would use it (its "defaults" block takes colours, not fonts)."""
    size = scaled(_DEFAULT_FONT[1])
    if size == _DEFAULT_FONT[1]:
        return theme
    out = dict(theme)
    for kind in _DEFAULT_FONT_TYPES:
        block = dict(out.get(kind, {}))
        block.setdefault("font", {"name": _DEFAULT_FONT[0], "size": str(size)})
        out[kind] = block
    return out


def _scale_fonts(node: Any) -> Any:
    """The theme with the ``size`` of every ``font`` block drawn at the text size in use."""
    if isinstance(node, dict):
        out = {key: _scale_fonts(value) for key, value in node.items()}
        font = out.get("font")
        if isinstance(font, dict) and str(font.get("size", "")).isdigit():
            out["font"] = {**font, "size": str(scaled(int(font["size"])))}
        return out
    return node


def _resolve_paths(node: Any, root: Path | None) -> Any:
    if isinstance(node, dict):
        return {
            key: (
                str(asset_path(value, root))
                if key in _PATH_KEYS and isinstance(value, str)
                else _resolve_paths(value, root)
            )
            for key, value in node.items()
        }
    if isinstance(node, list):
        return [_resolve_paths(item, root) for item in node]
    return node


class CanvasUIManager(pygame_gui.UIManager):
    """A UIManager that lives on the logical canvas.

    The app hands it events already mapped to canvas pixels, so its own event scaling stays
    at 1:1; for hovering it asks ``pointer`` where the mouse is on the canvas instead of
    reading the window's mouse position.
    """

    def __init__(
        self,
        size: tuple[int, int],
        theme: dict[str, Any],
        pointer: Pointer,
    ) -> None:
        self._pointer = pointer
        super().__init__(size, theme, enable_live_theme_updates=False)

    def restyle(self, theme: dict[str, Any]) -> None:
        """Use ``theme`` from now on, for the elements already made too (a text size
        change); their rectangles stay as their scenes made them."""
        self.set_ui_theme(self.create_new_theme(theme), update_all_sprites=True)

    def _update_mouse_position(self) -> None:
        self.mouse_position = self._pointer()
