"""Where the app's files live: the assets folder, from source or from a PyInstaller bundle.

From source the folder is ``assets/`` at the repository root. In a PyInstaller build it is
``assets/`` inside the bundle (``sys._MEIPASS``); the build spec must ship it there.
Every lookup goes through :func:`asset_path`, which fails with one clear sentence.
"""

from __future__ import annotations

from pathlib import Path

from game.paths import assets_dir

FONT_REGULAR = "fonts/DejaVuSans.ttf"
FONT_BOLD = "fonts/DejaVuSans-Bold.ttf"
THEME = "theme.json"


class AssetMissingError(FileNotFoundError):
    """An asset the app needs is not where it should be (an incomplete install or bundle)."""


def assets_root() -> Path:
    """The assets folder: inside the PyInstaller bundle when frozen, else at the repo root."""
    return assets_dir()


def asset_path(relative: str | Path, root: Path | None = None) -> Path:
    """The absolute path of an asset given relative to the assets folder.

    Raises :class:`AssetMissingError` with one sentence naming the file if it is not there.
    """
    base = assets_root() if root is None else root
    path = base / relative
    if not path.is_file():
        raise AssetMissingError(
            f"Missing asset {Path(relative).as_posix()!r}: expected it at {path}, "
            "so this installation of Mars Table is incomplete."
        )
    return path
