"""Reading a save file's bytes and checking its format (not yet replaying it).

A save is refused before its bytes are parsed when it cannot be one: not a regular file (a
folder, a pipe, a device: opening a pipe would block until something writes to it), or larger
than MAX_SAVE_BYTES. The JSON's nesting depth is checked before parsing (saves_format).
"""

from __future__ import annotations

from pathlib import Path

from game.store.errors import SaveError
from game.store.saves_format import MAX_SAVE_BYTES, SaveFile, SaveFormatError, parse_save


def _mb(size: int) -> str:
    return f"{size / (1024 * 1024):.1f} MB"


def read_bytes(path: Path) -> bytes:
    """The bytes of a save file, refusing early anything that cannot be one."""
    try:
        size = path.stat().st_size
    except FileNotFoundError:
        raise SaveError("There is no save here: the file is missing.") from None
    except OSError as err:
        raise SaveError(f"The save cannot be read: {err.strerror or err}.") from None
    if path.is_dir():
        raise SaveError("This is a folder, not a save.")
    if size > MAX_SAVE_BYTES:
        raise SaveError(
            f"This file is {_mb(size)}, far larger than any save (at most "
            f"{_mb(MAX_SAVE_BYTES)}), so it was not opened."
        )
    try:
        with open(path, "rb") as handle:
            data = handle.read(MAX_SAVE_BYTES + 1)
    except OSError as err:
        raise SaveError(f"The save cannot be read: {err.strerror or err}.") from None
    if len(data) > MAX_SAVE_BYTES:  # it grew while we looked
        raise SaveError(f"This file is larger than any save (at most {_mb(MAX_SAVE_BYTES)}).")
    return data


def read_header(path: Path) -> tuple[SaveFile, int]:
    """The save at `path`, validated and migrated but not replayed; SaveError if it is bad."""
    data = read_bytes(path)
    try:
        return parse_save(data)
    except SaveFormatError as err:
        raise SaveError(str(err)) from None
