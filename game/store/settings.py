"""The player's settings, kept as JSON in the user config dir (platformdirs, app "MarsTable").

MARS_TABLE_CONFIG_DIR overrides the folder (tests, portable installs). A settings file that
cannot be read is set aside as ``settings.json.bad`` and the defaults are used: settings are
never worth refusing to start over. Writes are atomic (atomic.py: temp file, fsync, rename);
the temp file of a write that was killed is swept when the settings are next read.

Where the file is and the choices it may hold are in settings_file.py, with the quick read of
the window's settings that the title's first frame uses instead of this model (pydantic loads
after that frame).
"""

from __future__ import annotations

import contextlib
import json
import logging
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from game.store.atomic import atomic_write, sweep_temps
from game.store.settings_file import (
    APP_NAME,
    ENV_DIR,
    FILE_NAME,
    FORMAT,
    LAST_GAME_ID_MAX,
    LAST_GAME_SEATS_MAX,
    SEAT_COLOUR_MAX,
    SEAT_TEXT_MAX,
    SPEED_FACTORS,
    TEXT_SIZES,
    WINDOW_SIZES,
    Palette,
    Speed,
    TextSize,
    config_dir,
    settings_path,
)

log = logging.getLogger(__name__)

__all__ = [
    "APP_NAME",
    "ENV_DIR",
    "FILE_NAME",
    "FORMAT",
    "SPEED_FACTORS",
    "TEXT_SIZES",
    "WINDOW_SIZES",
    "LastGame",
    "LastSeat",
    "Palette",
    "Settings",
    "Speed",
    "TextSize",
    "config_dir",
    "load_settings",
    "save_settings",
    "settings_path",
]


class LastSeat(BaseModel):
    """One seat of the last game started, as the New game screen sets it up again."""

    model_config = ConfigDict(extra="ignore")

    name: str = Field(default="", max_length=SEAT_TEXT_MAX["name"])
    colour: int = Field(default=0, ge=0, le=SEAT_COLOUR_MAX)
    human: bool = True
    bot: str = Field(default="normal", max_length=SEAT_TEXT_MAX["bot"])
    # a seat's own pick (the cockroach hunt's hero)
    hero: str = Field(default="", max_length=SEAT_TEXT_MAX["hero"])
    # a person's standing choice of the game's
    couch: str = Field(default="", max_length=SEAT_TEXT_MAX["couch"])


class LastGame(BaseModel):
    """The choices of the last game started (game, seats, options), offered again next time.
    The New game screen checks them against the game as it is now: a game, option or value
    that is gone is dropped, never an error."""

    model_config = ConfigDict(extra="ignore")

    game_id: str = Field(max_length=LAST_GAME_ID_MAX)
    seats: list[LastSeat] = Field(default_factory=list, max_length=LAST_GAME_SEATS_MAX)
    options: dict[str, Any] = Field(default_factory=dict)


class Settings(BaseModel):
    """Everything the Settings screen changes, and the last new game's choices."""

    model_config = ConfigDict(extra="ignore")

    format: int = FORMAT
    window_size: tuple[int, int] = (1280, 720)
    fullscreen: bool = False
    animation_speed: Speed = "normal"
    volume: float = Field(default=0.6, ge=0.0, le=1.0)
    #: The seat and die colours: standard, or a palette made for a colour-vision deficiency.
    #: (Older files said ``colour_blind``: on is the red-green palette, the most common need.)
    palette: Palette = "standard"
    last_game: LastGame | None = None
    #: End a person's turn as soon as nothing is left to do in it, without "End turn".
    auto_end_turn: bool = False
    #: Text and interface size in per cent (a sofa several metres from the screen). Files
    #: written before it have none: 100.
    text_size: TextSize = 100

    @field_validator("text_size", mode="before")
    @classmethod
    def _offered_text_size(cls, value: Any) -> Any:
        # One odd value (a hand-edited file) is not worth setting the other settings aside.
        if value in TEXT_SIZES and not isinstance(value, bool):
            return int(value)
        log.warning("The text size %r is not one offered (100, 125, 150): using 100 %%.", value)
        return 100

    @model_validator(mode="before")
    @classmethod
    def _older_colour_blind(cls, data: Any) -> Any:
        if isinstance(data, dict) and "palette" not in data and data.get("colour_blind") is True:
            return {**data, "palette": "deuteranopia"}
        return data

    def speed_factor(self) -> float:
        return SPEED_FACTORS[self.animation_speed]

    def text_scale(self) -> float:
        """How many times the standard size text and the chrome are drawn."""
        return self.text_size / 100


def load_settings(path: Path | None = None) -> Settings:
    """The saved settings, or the defaults if there are none or the file is unreadable."""
    path = settings_path() if path is None else path
    sweep_temps(path.parent)
    try:
        data = path.read_bytes()
    except OSError:
        return Settings()
    try:
        return Settings.model_validate(json.loads(data.decode("utf-8")))
    # Not UTF-8, not JSON (or nested past what the parser takes), not the model's.
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError, ValidationError):
        with contextlib.suppress(OSError):
            path.replace(path.with_name(path.name + ".bad"))
        return Settings()


def save_settings(settings: Settings, path: Path | None = None) -> Path:
    """Write the settings atomically; returns the file written. OSError if it cannot."""
    path = settings_path() if path is None else path
    atomic_write(path, settings.model_dump_json(indent=2).encode("utf-8"), backup=False)
    return path
