"""Logging to the user log dir, with rotation, so a player's problem can be looked into.

A native crash (a segfault or a heap abort in a C library) kills the process before any
Python handler runs; `faulthandler` still writes where it happened (the Python stack of every
thread) into the same log file, so the log names the place even then.

The rotation is our own few lines on the logging package's FileHandler, as the standard
library's RotatingFileHandler does it: that one's module loads sockets and pickling for its
other handlers, which the title's first frame (the log starts before it) would wait for.
"""

from __future__ import annotations

import contextlib
import faulthandler
import logging
import os
import sys
from pathlib import Path
from typing import IO

from platformdirs import user_log_dir

APP_NAME = "MarsTable"
LOG_FILE = "mars-table.log"


def log_dir() -> Path:
    """Where logs go: MARS_TABLE_LOG_DIR if set, else the platform's user log dir."""
    override = os.environ.get("MARS_TABLE_LOG_DIR")
    return Path(override) if override else Path(user_log_dir(APP_NAME, appauthor=False))


class LogFileHandler(logging.FileHandler):
    """The log file, rolled over when the next line would take it past ``maxBytes``: the
    file becomes ``.1``, an older ``.1`` becomes ``.2`` and so on, keeping ``backupCount``;
    the fatal-error trace follows whichever file is current."""

    def __init__(self, path: Path, max_bytes: int, backups: int) -> None:
        # errors: a file name that is not UTF-8 still logs
        super().__init__(path, encoding="utf-8", errors="backslashreplace")
        self.maxBytes = max_bytes
        self.backupCount = backups

    def emit(self, record: logging.LogRecord) -> None:
        try:
            if self._full(record):
                self.doRollover()
        except Exception:
            self.handleError(record)
            return
        super().emit(record)

    def _full(self, record: logging.LogRecord) -> bool:
        if self.stream is None:
            self.stream = self._open()
        if not os.path.isfile(self.baseFilename):  # a device or a pipe never fills
            return False
        self.stream.seek(0, os.SEEK_END)
        return self.stream.tell() + len(f"{self.format(record)}\n") >= self.maxBytes

    def doRollover(self) -> None:
        if self.stream is not None:
            self.stream.close()
            self.stream = None
        for i in range(self.backupCount - 1, 0, -1):
            older = f"{self.baseFilename}.{i}"
            if os.path.exists(older):
                os.replace(older, f"{self.baseFilename}.{i + 1}")
        if self.backupCount > 0 and os.path.exists(self.baseFilename):
            os.replace(self.baseFilename, f"{self.baseFilename}.1")
        self.stream = self._open()
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
        if isinstance(handler, LogFileHandler):
            return Path(handler.baseFilename)
    try:
        folder = log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        handler = LogFileHandler(folder / LOG_FILE, max_bytes=1_000_000, backups=3)
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
        if isinstance(handler, LogFileHandler):
            root.removeHandler(handler)
            if faulthandler.is_enabled():
                # Never leave the trace pointed at a closed file: back to the console.
                _trace_fatal_errors_to(sys.__stderr__)
            handler.close()
