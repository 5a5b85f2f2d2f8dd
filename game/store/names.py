"""Save names: what a player may call a save, and the safe file name it is written under.

A file name never is, or starts as, a Windows device name (CON, PRN, AUX, NUL, COM0-9,
LPT0-9, also with the superscript digits Windows treats the same): opening "con.json" on
Windows opens the console, not a file.
"""

from __future__ import annotations

import re

from game.store.errors import SaveError
from game.store.saves_format import control_character

#: The longest name a save may be given (the save format's limit).
MAX_NAME = 80
AUTOSAVE_PREFIX = "autosave-"

_DEVICE_DIGITS = "0123456789\u00b9\u00b2\u00b3"
WINDOWS_RESERVED = frozenset(
    {"con", "prn", "aux", "nul", "conin$", "conout$"}
    | {f"{d}{i}" for d in ("com", "lpt") for i in _DEVICE_DIGITS}
)


def check_save_name(name: str) -> str:
    """The name a save will carry (trimmed); SaveError with a sentence if it cannot be one."""
    name = name.strip()
    if not name:
        raise SaveError("A save needs a name.")
    if len(name) > MAX_NAME:
        raise SaveError(
            f"A save's name can be at most {MAX_NAME} characters long; this one has {len(name)}."
        )
    if control_character(name) is not None:
        raise SaveError("A save's name cannot hold control characters (a tab, a line break...).")
    return name


def is_reserved(stem: str) -> bool:
    """Whether Windows reads a file named `stem` (with any extension) as a device."""
    base = stem.split(".", 1)[0].rstrip(" .").lower()
    return base in WINDOWS_RESERVED


def file_stem(name: str) -> str:
    """A safe file name (without .json) for a save called `name`."""
    stem = re.sub(r"[^\w\- ]+", "-", name, flags=re.UNICODE).strip(" -.")
    stem = re.sub(r"[\s]+", " ", stem)[:60].strip(" -.") or "save"
    if is_reserved(stem):
        stem += "-save"
    if stem.lower().startswith(AUTOSAVE_PREFIX.rstrip("-")):
        stem = "save-" + stem
    return stem
