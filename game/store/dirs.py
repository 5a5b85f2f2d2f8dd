"""Where Mars Table keeps the player's files: saves in the user data dir (platformdirs).

`--data-dir PATH` (passed in as `override`) beats the MARS_TABLE_DATA_DIR environment variable,
which beats the platform's user data dir. Saves live in `<data dir>/saves`. The example saves
shipped with the app are read from `saves/` beside the game package, or inside the bundle when
frozen.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_NAME = "MarsTable"
DATA_DIR_ENV = "MARS_TABLE_DATA_DIR"


def data_dir(override: Path | str | None = None) -> Path:
    """The root of the player's data: `override`, else $MARS_TABLE_DATA_DIR, else platformdirs."""
    if override is not None and str(override) != "":
        return Path(override).expanduser()
    env = os.environ.get(DATA_DIR_ENV, "")
    if env:
        return Path(env).expanduser()
    from platformdirs import user_data_dir

    return Path(user_data_dir(APP_NAME, appauthor=False))


def cache_dir() -> Path:
    """Where pictures drawn once are kept between runs (nothing there is the player's: it may
    be deleted at any time): the user cache dir, or `<data dir>/cache` when the data dir is
    given (tests, --data-dir)."""
    if os.environ.get(DATA_DIR_ENV, ""):
        return data_dir() / "cache"
    from platformdirs import user_cache_dir

    return Path(user_cache_dir(APP_NAME, appauthor=False))


def saves_dir(override: Path | str | None = None) -> Path:
    """Where the player's saves live: `<data dir>/saves` (not created here)."""
    return data_dir(override) / "saves"


def examples_dir() -> Path:
    """The example saves shipped with the app (saves/ in the source tree or the bundle)."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        return Path(bundle) / "saves"
    return Path(__file__).resolve().parent.parent.parent / "saves"
