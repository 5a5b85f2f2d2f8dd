"""The save file format: JSON validated by pydantic, with a format version and migrations.

A save holds what a game *is* (its setup, its seed and its list of actions) plus a snapshot of
the state those give, who sits at each seat, and a summary for listing. Loading replays the
actions and checks the result against the snapshot (see saves.py).

Format history
- 1: `players` was a count at the top level next to `options`; there were no seats, no match
  id, no name and no summary.
- 2 (current): `setup` (game, players, options), `seats` (name, colour, human or bot),
  `match_id`, `name`, `rules` (a fingerprint of the game's rules data), `summary`.

An older file is validated by the model of its own version, then migrated one version at a
time (`MIGRATIONS[v]` turns a version-v dict into a version-v+1 dict) up to the current one.
A newer file is refused with a sentence saying so. Nothing here uses pickle or eval.
"""

from __future__ import annotations

import json
import math
import re
import unicodedata
from collections.abc import Callable
from datetime import UTC, datetime
from itertools import accumulate
from typing import Annotated, Any, Final, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    SerializerFunctionWrapHandler,
    StrictInt,
    ValidationError,
    field_validator,
    model_serializer,
)

from game.rules.core.setup import Setup
from game.store.safe_text import one_line

FORMAT_TAG: Final = "mars-table-save"
FORMAT_VERSION: Final = 2
# A finished 4-player game is about 15 KB; 4 MB is over 250 times that, and a file larger
# than this is refused before it is read.
MAX_SAVE_BYTES = 4 * 1024 * 1024
MAX_ACTIONS = 100_000
# Saves nest about 6 deep; deeper JSON is refused before it is parsed (a parser recursing
# through a file made of brackets is slow and can exhaust the stack).
MAX_JSON_DEPTH = 64
# A save holds a list or an object for every 40-70 bytes (the examples), so a real save of
# MAX_SAVE_BYTES would hold about 100,000. A file of bare brackets holds one for every 2
# bytes, 2,000,000 in 4 MB, and parsing them costs seconds of CPU each time the Load screen
# looks: more than this many is refused before parsing.
MAX_JSON_CONTAINERS = 250_000
# The years a save's date may carry: every clock and time zone can show them.
FIRST_YEAR, LAST_YEAR = 1970, 9000
# Scores, turns and counts a save's summary may show.
MAX_FIGURE = 1_000_000

# |seed| below 2**64: the rules' RNG uses the low 64 bits; anything beyond is not a real seed.
Seed = Annotated[StrictInt, Field(ge=-(2**64), le=2**64)]

DEFAULT_COLOURS = ("#c4452a", "#3f7fbf", "#d8a53a", "#5a9e5a")


class SaveFormatError(ValueError):
    """A file that is not a usable save; the message is one sentence for the player, made
    one safe line (it may quote the file)."""

    def __init__(self, sentence: str) -> None:
        super().__init__(one_line(sentence))


def control_character(text: str) -> str | None:
    """The first character of `text` no screen can show ('U+0000'), or None: a control
    character (NUL, tab, line break, escape...) or half of a UTF-16 pair, which no font
    draws and no file name takes."""
    for char in text:
        if unicodedata.category(char) in ("Cc", "Cs"):
            return f"U+{ord(char):04X}"
    return None


def _showable(text: str) -> str:
    code = control_character(text)
    if code is not None:
        raise ValueError(f"it holds a control character ({code}) a screen cannot show")
    return text


#: A string the app may show on a screen or in a file name.
ShownText = Annotated[str, AfterValidator(_showable)]
Figure = Annotated[int, Field(ge=-MAX_FIGURE, le=MAX_FIGURE)]
Seat = Annotated[int, Field(ge=0, le=3)]


def _check_year(year: int) -> None:
    if not FIRST_YEAR <= year <= LAST_YEAR:
        raise ValueError(
            f"the year {year} is not a date this save can have been made "
            f"({FIRST_YEAR}\u2013{LAST_YEAR})"
        )


def _a_date_any_clock_shows(moment: datetime) -> datetime:
    """The moment in UTC (a date without a time zone is taken as UTC), refused outside the
    years every clock and time zone can show."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    _check_year(moment.year)  # first as written: only then is moving it to UTC safe
    moment = moment.astimezone(UTC)
    _check_year(moment.year)
    return moment


SaveDate = Annotated[datetime, AfterValidator(_a_date_any_clock_shows)]


class SeatInfo(BaseModel):
    """Who sits at one seat: a name, a colour, and a human or a bot (with the bot's name);
    a person's standing choice of a game's own (the cockroach hunt: when the table asks them
    about playing a squad out of turn) and the game controller they claimed (its GUID and
    name, so the game resumed gives it back to them), each left out of the file when there
    is none (and ignored by older versions of the app)."""

    model_config = ConfigDict(extra="ignore")

    name: ShownText = Field(min_length=1, max_length=40)
    colour: ShownText = Field(default="", max_length=32)
    kind: Literal["human", "bot"] = "human"
    bot: ShownText | None = Field(default=None, max_length=40)
    couch: ShownText = Field(default="", max_length=16)
    controller: ShownText = Field(default="", max_length=120)

    @model_serializer(mode="wrap")
    def _without_empty_choice(self, handler: SerializerFunctionWrapHandler) -> Any:
        data = handler(self)
        if isinstance(data, dict):
            for optional in ("couch", "controller"):
                if not data.get(optional):
                    data.pop(optional, None)
        return data


def default_seats(players: int) -> list[SeatInfo]:
    """'Player 1'...'Player N', all human, in the default colours."""
    return [
        SeatInfo(name=f"Player {i + 1}", colour=DEFAULT_COLOURS[i % len(DEFAULT_COLOURS)])
        for i in range(players)
    ]


class SaveSummary(BaseModel):
    """What the Load screen shows without replaying: progress, and scores when all may see them."""

    model_config = ConfigDict(extra="ignore")

    progress: ShownText = Field(default="", max_length=40)  # "turn 41", "round 5", or ""
    turn: Figure | None = None
    round: Figure | None = None
    actions: Figure = 0
    over: bool = False
    decider: Seat | None = None  # the seat that must choose now
    # only scores every seat may see (e.g. at the end)
    scores: list[Figure] | None = Field(default=None, max_length=4)
    winners: list[Seat] | None = Field(default=None, max_length=4)


class SaveFileV1(BaseModel):
    """Format version 1, kept to read old files: no seats, `players` a bare count."""

    model_config = ConfigDict(extra="ignore")

    format: Literal["mars-table-save"] = FORMAT_TAG
    format_version: Literal[1]
    app_version: ShownText = Field(default="", max_length=40)
    game: ShownText = Field(min_length=1, max_length=40)
    players: int = Field(ge=1, le=4)
    options: dict[str, Any] = {}
    seed: Seed
    actions: list[Any] = Field(max_length=MAX_ACTIONS)
    state: dict[str, Any]
    saved_at: SaveDate


class SaveFile(BaseModel):
    """The current save format (version 2). Also what the app hands to the store to write."""

    model_config = ConfigDict(extra="ignore")

    format: Literal["mars-table-save"] = FORMAT_TAG
    format_version: Literal[2] = FORMAT_VERSION
    app_version: ShownText = Field(default="", max_length=40)
    game: ShownText = Field(min_length=1, max_length=40)
    setup: Setup
    seed: Seed
    seats: list[SeatInfo] = Field(min_length=1, max_length=4)
    # one per game played; autosaves use it (in a file name: letters, digits, - and _ only)
    match_id: str = Field(default="", max_length=80, pattern=r"^[\w\-]*$")
    name: ShownText = Field(default="", max_length=80)  # given on "Save as"; "" for an autosave
    # A fingerprint of the game's rules data when saved (see saves.rules_fingerprint): only
    # used to explain a replay that no longer matches its snapshot.
    rules: ShownText = Field(default="", max_length=80)
    actions: list[Any] = Field(max_length=MAX_ACTIONS)
    state: dict[str, Any]
    saved_at: SaveDate
    summary: SaveSummary | None = None

    @field_validator("setup")
    @classmethod
    def _options_are_plain(cls, setup: Setup) -> Setup:
        """Option names are short text a screen can show."""
        for key in setup.options:
            if len(key) > 40:
                raise ValueError("an option name is far too long")
            _showable(key)
        return setup

    def check_consistent(self) -> None:
        """SaveFormatError if the parts disagree with each other."""
        if self.setup.game != self.game:
            raise SaveFormatError(
                f"This save is damaged: it says it is a game of '{self.game}' "
                f"but was set up for '{self.setup.game}'."
            )
        if len(self.seats) != self.setup.players:
            raise SaveFormatError(
                f"This save is damaged: it is set up for {self.setup.players} players "
                f"but names {len(self.seats)} seats."
            )


MODELS: dict[int, type[BaseModel]] = {1: SaveFileV1, 2: SaveFile}


def _migrate_1_to_2(old: dict[str, Any]) -> dict[str, Any]:
    players = old["players"]
    return {
        "format": FORMAT_TAG,
        "format_version": 2,
        "app_version": old["app_version"],
        "game": old["game"],
        "setup": {"game": old["game"], "players": players, "options": old["options"]},
        "seed": old["seed"],
        "seats": [s.model_dump() for s in default_seats(players)],
        "match_id": "",
        "name": "",
        "rules": "",
        "actions": old["actions"],
        "state": old["state"],
        "saved_at": old["saved_at"],
        "summary": None,
    }


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _migrate_1_to_2}


def now_utc() -> datetime:
    return datetime.now(UTC)


# --- reading -----------------------------------------------------------------------------
def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number a save can hold")


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):  # 1e999 reads as infinity
        raise ValueError(f"{text[:20]} is not a number a save can hold")
    return value


# A JSON string, written as a run of plain characters between escapes: a 4 MB string costs
# milliseconds this way, where one alternation per character cost a third of a second.
_STRINGS = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"')
_NOT_BRACKETS = re.compile(r"[^\[\]{}]+")


def _brackets(text: str) -> str:
    """The brackets of a JSON text, in order, without those inside strings."""
    return _NOT_BRACKETS.sub("", _STRINGS.sub("", text))


def nesting_depth(text: str) -> int:
    """How deep the brackets of a JSON text nest, counted without parsing it."""
    return max(accumulate(1 if c in "[{" else -1 for c in _brackets(text)), default=0)


def shape_problem(text: str, most: int = MAX_JSON_CONTAINERS, what: str = "any save") -> str | None:
    """Why a JSON text is refused before it is parsed (the end of a sentence), or None: more
    than `most` lists and objects (more than `what` holds), or nested deeper than
    MAX_JSON_DEPTH.

    One pass over the brackets, which stops at the first one past the depth limit; nothing
    walks the parsed value again (a 4 MB file of brackets nested 60 deep cost seconds of CPU
    measured, parsed, then walked node by node)."""
    brackets = _brackets(text)
    count = brackets.count("[") + brackets.count("{")
    if count > most:
        far = "far " if count >= 2 * most else ""
        return (
            f"its data is made of {count:,} lists and tables, {far}more than {what} "
            f"({most:,} at most)"
        )
    depth = 0
    for bracket in brackets:
        if bracket in "[{":
            depth += 1
            if depth > MAX_JSON_DEPTH:
                return f"its data is nested more than {MAX_JSON_DEPTH} levels deep"
        else:
            depth -= 1
    return None


def parse_json(data: bytes) -> Any:
    """The JSON value in `data`; SaveFormatError with one sentence if there is none."""
    if not data.strip():
        raise SaveFormatError("The file is empty.")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise SaveFormatError(
            "This is not a Mars Table save: it is not text (perhaps another kind of file)."
        ) from None
    problem = shape_problem(text)
    if problem is not None:
        raise SaveFormatError(f"This save is damaged: {problem}.")
    try:
        return json.loads(text, parse_constant=_reject_constant, parse_float=_finite_float)
    except json.JSONDecodeError as err:
        body = text.strip()
        if (
            err.pos >= len(body)
            or err.msg.startswith("Unterminated string")
            or (body.startswith("{") and not body.endswith("}"))
        ):
            raise SaveFormatError(
                "The file ends too early: it was cut short (perhaps while it was being copied)."
            ) from None
        raise SaveFormatError(
            f"This is not a Mars Table save: it is not valid JSON "
            f"(line {err.lineno}, column {err.colno}: {err.msg})."
        ) from None
    except RecursionError:
        raise SaveFormatError(
            f"This save is damaged: its data is nested more than {MAX_JSON_DEPTH} levels deep."
        ) from None
    except ValueError as err:  # NaN/Infinity, or an integer with thousands of digits
        what = str(err) if "not a number" in str(err) else "a number with thousands of digits"
        raise SaveFormatError(
            f"This save is damaged: it holds an absurd number ({what})."
        ) from None


def _where(loc: tuple[int | str, ...]) -> str:
    """Where in the file ('seats[0].name'); a key is the file's own text, so made safe."""
    out = ""
    for step in loc:
        out += f"[{step}]" if isinstance(step, int) else (f".{step}" if out else str(step))
    return one_line(out) or "the top level"


def _shown(value: Any) -> str:
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10**15:
        return f"a number with {len(str(abs(value)))} digits"
    if isinstance(value, float) and math.isfinite(value) and abs(value) >= 1e15:
        return f"{value:.3g}"
    text = json.dumps(value) if not isinstance(value, str) else f"'{one_line(value)}'"
    return text if len(text) <= 40 else text[:37] + "..."


def validation_sentence(err: ValidationError) -> str:
    """The first problem pydantic found, as one sentence a player can pass on."""
    first = err.errors(include_url=False)[0]
    where = _where(tuple(first["loc"]))
    msg = str(first["msg"]).rstrip(".").removeprefix("Value error, ")
    msg = msg[:1].lower() + msg[1:]
    if first["type"] == "missing":
        return f"This save is damaged: the entry '{where}' is missing."
    shown = ""
    if "input" in first and not isinstance(first["input"], dict | list):
        shown = f" (it is {_shown(first['input'])})"
    return f"This save is damaged: {where}: {msg}{shown}."


def read_version(raw: Any) -> int:
    """The format version of a parsed file; SaveFormatError if it is not a save at all, or newer
    than this app reads."""
    if not isinstance(raw, dict) or "format_version" not in raw:
        raise SaveFormatError("This is not a Mars Table save: it has no save format version.")
    tag = raw.get("format", FORMAT_TAG)
    if tag != FORMAT_TAG:
        raise SaveFormatError(f"This is not a Mars Table save (its format is {_shown(tag)}).")
    version = raw["format_version"]
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveFormatError(
            f"This save is damaged: its format version {_shown(version)} is not a version."
        )
    if version > FORMAT_VERSION:
        app = raw.get("app_version")
        by = f" ({_shown(app)})" if isinstance(app, str) and app else ""
        raise SaveFormatError(
            f"This save was made by a newer version of Mars Table{by}, in save format "
            f"{version}; this version reads formats up to {FORMAT_VERSION}. "
            "Update Mars Table to open it."
        )
    if version not in MODELS:
        raise SaveFormatError(f"Save format {version} is not one Mars Table ever wrote.")
    return version


def upgrade(raw: Any) -> tuple[SaveFile, int]:
    """Validate a parsed file by the model of its version and migrate it to the current one.

    Returns the current-format save and the version the file had.
    """
    version = read_version(raw)  # parse_json measured its shape: no walk over it again
    data: dict[str, Any] = raw
    start = version
    while True:
        try:
            model = MODELS[version].model_validate(data)
        except ValidationError as err:
            raise SaveFormatError(validation_sentence(err)) from None
        if version == FORMAT_VERSION:
            assert isinstance(model, SaveFile)
            model.check_consistent()
            return model, start
        data = MIGRATIONS[version](model.model_dump(mode="json"))
        version += 1


def parse_save(data: bytes) -> tuple[SaveFile, int]:
    """The save in `data` (bytes of a file), migrated; and the version it had."""
    return upgrade(parse_json(data))


def dump_save(save: SaveFile) -> bytes:
    """The bytes written for `save`: compact JSON, UTF-8, one trailing newline."""
    return save.model_dump_json().encode("utf-8") + b"\n"
