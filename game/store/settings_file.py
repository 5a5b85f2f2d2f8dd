"""Where the settings file is, the choices it may hold, and a quick read of what the window
needs before the title's first frame (its size, full screen or not, the text size the title
is drawn at) without pydantic.

The settings' model (settings.py) is pydantic's, and pydantic takes longer to load than the
rest of the title's first frame together; the window cannot wait for it. ``window_settings``
answers only when the file is one the model surely takes as it is (what ``save_settings``
writes, or no file at all): every field it knows has a value of exactly the model's type and
in the model's range. Anything else (a string for a number, a value out of range, a file
that is not JSON) it leaves to the model, which then loads before the window opens: a file
the model would refuse never opens the window at a size it holds.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Literal, get_args

from platformdirs import user_config_dir

APP_NAME = "MarsTable"
ENV_DIR = "MARS_TABLE_CONFIG_DIR"
FILE_NAME = "settings.json"
FORMAT = 1

Speed = Literal["slow", "normal", "fast", "instant"]
#: The colour palettes (game/ui/draw/palettes.py): standard, or made for a colour-vision
#: deficiency.
Palette = Literal["standard", "deuteranopia", "protanopia", "tritanopia"]

#: How many times faster than "normal" animations and computer turns run at each speed.
SPEED_FACTORS: dict[str, float] = {"slow": 0.6, "normal": 1.0, "fast": 2.2, "instant": 1000.0}

#: The text and interface sizes offered, in per cent of the standard size.
TEXT_SIZES: tuple[int, ...] = (100, 125, 150)
TextSize = Literal[100, 125, 150]

WINDOW_SIZES: tuple[tuple[int, int], ...] = (
    (1280, 720),
    (1600, 900),
    (1920, 1080),
    (2560, 1440),
)

#: The window's settings when there is no file (the model's defaults): its size, full screen
#: or not, and the text size in per cent.
Window = tuple[tuple[int, int], bool, int]
DEFAULT_WINDOW: Window = ((1280, 720), False, 100)

#: The longest text each text field of the model takes (its ``max_length``).
LAST_GAME_ID_MAX = 64
LAST_GAME_SEATS_MAX = 8
SEAT_TEXT_MAX: dict[str, int] = {"name": 64, "bot": 32, "hero": 32, "couch": 16}
SEAT_COLOUR_MAX = 63


def config_dir() -> Path:
    """Where settings live: $MARS_TABLE_CONFIG_DIR, else the platform's user config dir."""
    override = os.environ.get(ENV_DIR)
    if override:
        return Path(override)
    return Path(user_config_dir(APP_NAME, appauthor=False))


def settings_path() -> Path:
    return config_dir() / FILE_NAME


def window_settings(path: Path | None = None) -> Window | None:
    """(window size, full screen, text size) from the settings file, when the model surely takes the
    file as it is; None when only the model can tell (load it then: settings.load_settings)."""
    path = settings_path() if path is None else path
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return DEFAULT_WINDOW
    except (OSError, ValueError):
        return None
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return None
    return window_of(data)


def window_of(data: Any) -> Window | None:
    """(window size, full screen, text size) of settings `data` as JSON gives them, or None
    unless the model surely takes every field `data` holds as it is."""
    if not isinstance(data, dict) or not all(
        _plain(data, key, check) for key, check in _FIELDS.items()
    ):
        return None
    size = data.get("window_size", DEFAULT_WINDOW[0])
    fullscreen = data.get("fullscreen", DEFAULT_WINDOW[1])
    return (size[0], size[1]), fullscreen, data.get("text_size", DEFAULT_WINDOW[2])


def _plain(data: dict[str, Any], key: str, check: Any) -> bool:
    return key not in data or bool(check(data[key]))


def _int(value: Any) -> bool:
    # Far inside what the model takes: a 64-bit machine integer.
    return type(value) is int and -(2**31) <= value < 2**31


def _bool(value: Any) -> bool:
    return type(value) is bool


def _text(value: Any, longest: int | None = None) -> bool:
    if type(value) is not str or (longest is not None and len(value) > longest):
        return False
    try:
        value.encode("utf-8")  # a lone surrogate (JSON allows "\ud800") is the model's to judge
    except UnicodeEncodeError:
        return False
    return True


def _size(value: Any) -> bool:
    return type(value) is list and len(value) == 2 and all(_int(v) for v in value)


def _volume(value: Any) -> bool:
    return type(value) in (int, float) and 0.0 <= value <= 1.0  # NaN compares false


def _seat(value: Any) -> bool:
    if type(value) is not dict:
        return False
    texts = all(_text(value[k], n) for k, n in SEAT_TEXT_MAX.items() if k in value)
    colour = "colour" not in value or (
        _int(value["colour"]) and 0 <= value["colour"] <= SEAT_COLOUR_MAX
    )
    return texts and colour and ("human" not in value or _bool(value["human"]))


def _last_game(value: Any) -> bool:
    if value is None:
        return True
    if type(value) is not dict or not _text(value.get("game_id"), LAST_GAME_ID_MAX):
        return False
    seats = value.get("seats", [])
    options = value.get("options", {})
    return (
        type(seats) is list
        and len(seats) <= LAST_GAME_SEATS_MAX
        and all(_seat(s) for s in seats)
        and type(options) is dict
        and all(_text(k) for k in options)
    )


#: Each field of the model and the test its JSON value passes when the model surely takes it.
_FIELDS: dict[str, Any] = {
    "format": _int,
    "window_size": _size,
    "fullscreen": _bool,
    "animation_speed": lambda v: v in get_args(Speed),
    "volume": _volume,
    "palette": lambda v: v in get_args(Palette),
    "last_game": _last_game,
    "auto_end_turn": _bool,
    "text_size": lambda v: type(v) is int and v in TEXT_SIZES,
}
