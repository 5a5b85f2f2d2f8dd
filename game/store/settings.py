"""The player's settings, kept as JSON in the user config dir (platformdirs, app "MarsTable").

MARS_TABLE_CONFIG_DIR overrides the folder (tests, portable installs). A settings file that
cannot be read is set aside as ``settings.json.bad`` and the defaults are used: settings are
never worth refusing to start over. Writes are atomic (atomic.py: temp file, fsync, rename);
the temp file of a write that was killed is swept when the settings are next read.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
from pathlib import Path
from typing import Any, Literal

from platformdirs import user_config_dir
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from game.store.atomic import atomic_write, sweep_temps

log = logging.getLogger(__name__)

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


class LastSeat(BaseModel):
    """One seat of the last game started, as the New game screen sets it up again."""

    model_config = ConfigDict(extra="ignore")

    name: str = Field(default="", max_length=64)
    colour: int = Field(default=0, ge=0, le=63)
    human: bool = True
    bot: str = Field(default="normal", max_length=32)
    hero: str = Field(default="", max_length=32)  # a seat's own pick (the cockroach hunt's hero)
    couch: str = Field(default="", max_length=16)  # a person's standing choice of the game's


class LastGame(BaseModel):
    """The choices of the last game started (game, seats, options), offered again next time.
    The New game screen checks them against the game as it is now: a game, option or value
    that is gone is dropped, never an error."""

    model_config = ConfigDict(extra="ignore")

    game_id: str = Field(max_length=64)
    seats: list[LastSeat] = Field(default_factory=list, max_length=8)
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


def config_dir() -> Path:
    """Where settings live: $MARS_TABLE_CONFIG_DIR, else the platform's user config dir."""
    override = os.environ.get(ENV_DIR)
    if override:
        return Path(override)
    return Path(user_config_dir(APP_NAME, appauthor=False))


def settings_path() -> Path:
    return config_dir() / FILE_NAME


def load_settings(path: Path | None = None) -> Settings:
    """The saved settings, or the defaults if there are none or the file is unreadable."""
    path = settings_path() if path is None else path
    sweep_temps(path.parent)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Settings()
    except OSError:
        return Settings()
    try:
        return Settings.model_validate(json.loads(text))
    except (json.JSONDecodeError, ValidationError):
        with contextlib.suppress(OSError):
            path.replace(path.with_name(path.name + ".bad"))
        return Settings()


def save_settings(settings: Settings, path: Path | None = None) -> Path:
    """Write the settings atomically; returns the file written. OSError if it cannot."""
    path = settings_path() if path is None else path
    atomic_write(path, settings.model_dump_json(indent=2).encode("utf-8"), backup=False)
    return path
