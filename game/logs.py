"""Logging to the user log dir, with rotation, so a player's problem can be looked into."""

from __future__ import annotations

import logging
import os
from logging.handlers import RotatingFileHandler
from pathlib import Path

from platformdirs import user_log_dir

APP_NAME = "MarsTable"
LOG_FILE = "mars-table.log"


def log_dir() -> Path:
    """Where logs go: MARS_TABLE_LOG_DIR if set, else the platform's user log dir."""
    override = os.environ.get("MARS_TABLE_LOG_DIR")
    return Path(override) if override else Path(user_log_dir(APP_NAME, appauthor=False))


def setup_logging(level: int = logging.INFO) -> Path | None:
    """Send the app's log to a rotating file (3 x 1 MB); returns its path, or None if the
    folder cannot be written (the app then runs without a log file rather than not at all)."""
    root = logging.getLogger()
    for handler in root.handlers:
        if isinstance(handler, RotatingFileHandler):
            return Path(handler.baseFilename)
    try:
        folder = log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        handler = RotatingFileHandler(
            folder / LOG_FILE, maxBytes=1_000_000, backupCount=3, encoding="utf-8"
        )
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root.addHandler(handler)
    root.setLevel(level)
    return Path(handler.baseFilename)


def stop_logging() -> None:
    """Close and remove the rotating log file handler (tests; a later setup starts anew)."""
    root = logging.getLogger()
    for handler in list(root.handlers):
        if isinstance(handler, RotatingFileHandler):
            root.removeHandler(handler)
            handler.close()
