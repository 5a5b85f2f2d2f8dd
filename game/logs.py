"""Logging to the user log dir, with rotation, so a player's problem can be looked into.

A native crash (a segfault or a heap abort in a C library) kills the process before any
Python handler runs; `faulthandler` still writes where it happened (the Python stack of every
thread) into the same log file, so the log names the place even then.
"""

from __future__ import annotations

import contextlib
import faulthandler
import logging
import os
import sys
from logging.handlers import RotatingFileHandler
from pathlib import Path
from typing import IO

from platformdirs import user_log_dir

APP_NAME = "MarsTable"
LOG_FILE = "mars-table.log"


def log_dir() -> Path:
    """Where logs go: MARS_TABLE_LOG_DIR if set, else the platform's user log dir."""
    override = os.environ.get("MARS_TABLE_LOG_DIR")
    return Path(override) if override else Path(user_log_dir(APP_NAME, appauthor=False))


class _LogFileHandler(RotatingFileHandler):
    """The rotating log file, with the fatal-error trace pointed at whichever file is current."""

    def doRollover(self) -> None:
        super().doRollover()
        _trace_fatal_errors_to(self.stream)


def _trace_fatal_errors_to(stream: IO[str] | None) -> None:
    if stream is None:
        return
    # A stream without a file descriptor cannot take the trace: run without it.
    with contextlib.suppress(OSError, ValueError, RuntimeError, AttributeError):
        faulthandler.enable(file=stream, all_threads=True)


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
        handler = _LogFileHandler(
            folder / LOG_FILE,
            maxBytes=1_000_000,
            backupCount=3,
            encoding="utf-8",
            errors="backslashreplace",  # a file name that is not UTF-8 still logs
        )
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root.addHandler(handler)
    root.setLevel(level)
    _trace_fatal_errors_to(handler.stream)
    return Path(handler.baseFilename)


def stop_logging() -> None:
    """Close and remove the rotating log file handler (tests; a later setup starts anew)."""
    root = logging.getLogger()
    for handler in list(root.handlers):
        if isinstance(handler, RotatingFileHandler):
            root.removeHandler(handler)
            if isinstance(handler, _LogFileHandler) and faulthandler.is_enabled():
                # Never leave the trace pointed at a closed file: back to the console.
                _trace_fatal_errors_to(sys.__stderr__)
            handler.close()
