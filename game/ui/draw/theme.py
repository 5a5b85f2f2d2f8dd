"""The one theme file (assets/theme.json) and the pygame-gui manager that uses it.

Paths in the theme (fonts, images) are written relative to the assets folder; they are made
absolute here, because pygame-gui would resolve them against the working directory.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame_gui

from game.ui.draw.assets import THEME, asset_path

Pointer = Callable[[], tuple[int, int]]

_PATH_KEYS = frozenset({"regular_path", "bold_path", "italic_path", "bold_italic_path", "path"})


def load_theme(root: Path | None = None) -> dict[str, Any]:
    """assets/theme.json as a dict, with every asset path in it made absolute.

    Raises AssetMissingError if the theme or a file it names is missing, and ValueError
    (one sentence) if the theme is not valid JSON.
    """
    path = asset_path(THEME, root)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as error:
        raise ValueError(f"The theme file {path} is not valid JSON: {error}.") from None
    return _resolve_paths(data, root)


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

    def _update_mouse_position(self) -> None:
        self.mouse_position = self._pointer()
