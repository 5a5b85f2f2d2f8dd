"""Where the app's own files are: the assets folder, from source or from a packaged build."""

from __future__ import annotations

import sys
from pathlib import Path


def assets_dir() -> Path:
    """The assets folder: beside the game package from source, inside the bundle when frozen."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        return Path(bundle) / "assets"
    return Path(__file__).resolve().parent.parent / "assets"


def asset_path(*parts: str) -> Path:
    """A file under assets/; FileNotFoundError with a clear sentence if it is missing."""
    path = assets_dir().joinpath(*parts)
    if not path.exists():
        raise FileNotFoundError(f"A game file is missing: {path}. Reinstall Mars Table.")
    return path
