"""The statistics file format: every finished game, as the people who played it remember it.

JSON validated by pydantic, with a format tag, a format version and a migration path (as in
saves_format.py): an older file is validated by the model of its own version and migrated one
version at a time (`MIGRATIONS[v]` turns a version-v dict into a version-v+1 dict); a newer
file is refused with a sentence and never overwritten.

Format history
- 1 (current): `records`, one per finished match (its match id, game, player count, when it
  ended, how, and per seat: name, person or computer and which bot, score, won); `notice`, the
  sentence kept when an unreadable file was set aside and this one started afresh.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, Final, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from game.store.saves_format import (
    Figure,
    SaveDate,
    ShownText,
    shape_problem,
    validation_sentence,
)
from game.store.sizes import over_the_limit

FORMAT_TAG: Final = "mars-table-stats"
FORMAT_VERSION: Final = 1
# A record is about 300 bytes: 50,000 games is about 15 MB, a lifetime of play.
MAX_RECORDS = 50_000
MAX_STATS_BYTES = 32 * 1024 * 1024
# A record is a table with a list of at most four seat tables: six lists and tables.
MAX_STATS_CONTAINERS = 6 * MAX_RECORDS + 16


class StatsFormatError(ValueError):
    """A file that is not usable statistics; the message is one sentence for the player."""


class StatsTooNew(StatsFormatError):
    """Statistics written by a newer Mars Table: refused, and kept as they are."""


class SeatRecord(BaseModel):
    """One seat of a finished game: who sat there and how they did."""

    model_config = ConfigDict(extra="ignore")

    name: ShownText = Field(min_length=1, max_length=40)
    person: bool = True
    bot: ShownText | None = Field(default=None, max_length=40)  # as the save names it
    score: Figure = 0
    won: bool = False


class GameRecord(BaseModel):
    """One finished game. `counted` and `band` are a solo game's (None otherwise)."""

    model_config = ConfigDict(extra="ignore")

    match_id: str = Field(min_length=1, max_length=80, pattern=r"^[\w\-]+$")
    game: ShownText = Field(min_length=1, max_length=40)
    players: int = Field(ge=1, le=4)
    finished_at: SaveDate
    how: ShownText = Field(default="", max_length=200)
    seats: list[SeatRecord] = Field(min_length=1, max_length=4)
    counted: bool | None = None
    band: ShownText | None = Field(default=None, max_length=80)


class StatsFile(BaseModel):
    """The current statistics format (version 1)."""

    model_config = ConfigDict(extra="ignore")

    format: Literal["mars-table-stats"] = FORMAT_TAG
    format_version: Literal[1] = FORMAT_VERSION
    records: list[GameRecord] = Field(default_factory=list, max_length=MAX_RECORDS)
    notice: ShownText = Field(default="", max_length=400)


MODELS: dict[int, type[BaseModel]] = {1: StatsFile}
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


def _damaged(detail: str) -> str:
    return f"Your statistics file is damaged: {detail}"


def parse_json(data: bytes) -> Any:
    """The JSON value in `data`; StatsFormatError with one sentence if there is none."""
    if not data.strip():
        raise StatsFormatError(_damaged("it is empty."))
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise StatsFormatError(_damaged("it is not text.")) from None
    problem = shape_problem(text, MAX_STATS_CONTAINERS, "any history of games")
    if problem is not None:
        raise StatsFormatError(_damaged(f"{problem}."))
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as err:
        where = ""
        if isinstance(err, json.JSONDecodeError):
            where = f" (line {err.lineno}, column {err.colno})"
        raise StatsFormatError(_damaged(f"it is not valid JSON{where}.")) from None


def read_version(raw: Any) -> int:
    """The format version of a parsed file; StatsTooNew if newer than this app reads."""
    if not isinstance(raw, dict) or raw.get("format") != FORMAT_TAG:
        raise StatsFormatError(_damaged("it is not a Mars Table statistics file."))
    version = raw.get("format_version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise StatsFormatError(_damaged("it has no format version."))
    if version > FORMAT_VERSION:
        raise StatsTooNew(
            f"Your statistics were written by a newer version of Mars Table (format "
            f"{version}; this version reads up to {FORMAT_VERSION}). They are kept as they "
            "are, and no game is added to them until you update Mars Table."
        )
    if version not in MODELS:
        raise StatsFormatError(_damaged(f"format {version} is not one Mars Table ever wrote."))
    return version


def upgrade(raw: Any) -> StatsFile:
    """Validate a parsed file by the model of its version and migrate it to the current one."""
    version = read_version(raw)
    data: dict[str, Any] = raw
    while True:
        try:
            model = MODELS[version].model_validate(data)
        except ValidationError as err:
            detail = validation_sentence(err).removeprefix("This save is damaged: ")
            raise StatsFormatError(_damaged(detail)) from None
        if version == FORMAT_VERSION:
            assert isinstance(model, StatsFile)
            return model
        data = MIGRATIONS[version](model.model_dump(mode="json"))
        version += 1


def parse_stats(data: bytes) -> StatsFile:
    """The statistics in `data` (the bytes of a file), migrated to the current format."""
    if len(data) > MAX_STATS_BYTES:
        why = over_the_limit(len(data), MAX_STATS_BYTES, "any history of games")
        raise StatsFormatError(_damaged(f"it is {why}."))
    return upgrade(parse_json(data))


def dump_stats(stats: StatsFile) -> bytes:
    """The bytes written for `stats`: compact JSON, UTF-8, one trailing newline."""
    return stats.model_dump_json().encode("utf-8") + b"\n"
