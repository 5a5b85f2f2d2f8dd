"""Reading a save file's bytes and checking its format (not yet replaying it).

A save is refused before its bytes are parsed when it cannot be one: not a regular file (a
folder, a pipe, a device: opening a pipe would block until something writes to it), or larger
than MAX_SAVE_BYTES. The JSON's nesting depth is checked before parsing (saves_format).
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from game.store.errors import SaveError
from game.store.saves_format import MAX_SAVE_BYTES, SaveFile, SaveFormatError, parse_save
from game.store.sizes import megabytes, over_the_limit


def _not_a_file(mode: int) -> str | None:
    """Why a path of this mode cannot be a save (None: a regular file)."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return "This is a folder, not a save."
    if stat.S_ISFIFO(mode):
        what = "a pipe"
    elif stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        what = "a device"
    elif stat.S_ISSOCK(mode):
        what = "a socket"
    else:
        what = "not a plain file"
    return f"This is {what}, not a save file, so it was not opened."


def _too_large(size: int) -> str:
    return f"This file is {over_the_limit(size, MAX_SAVE_BYTES, 'any save')}, so it was not opened."


def read_bytes(path: Path) -> bytes:
    """The bytes of a save file, refusing early anything that cannot be one.

    The file is opened without blocking and checked again once open, so a pipe or a device
    put in its place in between is refused too instead of stalling the caller.
    """
    try:
        info = path.stat()
    except FileNotFoundError:
        raise SaveError("There is no save here: the file is missing.") from None
    except (OSError, ValueError) as err:  # ValueError: a NUL in the path
        raise SaveError(f"The save cannot be read: {_reason(err)}.") from None
    problem = _not_a_file(info.st_mode)
    if problem is not None:
        raise SaveError(problem)
    if info.st_size > MAX_SAVE_BYTES:
        raise SaveError(_too_large(info.st_size))
    flags = os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(path, flags)
    except OSError as err:
        raise SaveError(f"The save cannot be read: {_reason(err)}.") from None
    try:
        opened = os.fstat(fd)
        problem = _not_a_file(opened.st_mode)
        if problem is not None:
            raise SaveError(problem)
        if opened.st_size > MAX_SAVE_BYTES:
            raise SaveError(_too_large(opened.st_size))
        with os.fdopen(fd, "rb", closefd=False) as handle:
            data = handle.read(MAX_SAVE_BYTES + 1)
    except OSError as err:
        raise SaveError(f"The save cannot be read: {_reason(err)}.") from None
    finally:
        os.close(fd)
    if len(data) > MAX_SAVE_BYTES:  # it grew while we looked
        raise SaveError(f"This file is larger than any save (at most {megabytes(MAX_SAVE_BYTES)}).")
    return data


def _reason(err: Exception) -> str:
    return getattr(err, "strerror", None) or str(err).rstrip(".")


def read_header(path: Path) -> tuple[SaveFile, int]:
    """The save at `path`, validated and migrated but not replayed; SaveError if it is bad."""
    data = read_bytes(path)
    try:
        return parse_save(data)
    except SaveFormatError as err:
        raise SaveError(str(err)) from None
