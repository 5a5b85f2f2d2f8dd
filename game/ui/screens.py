"""The screens of each game: its table scene, its results scoring and its rules pages. The
rules' registry (game/games.py) knows engines, options and bots, and nothing of screens; this is
the screen side of it, inside game/ui. Each part is named as a "module" or "module:Class"
string and imported when first used, so the title draws before any game's screens load.

Adding a game's table is adding one entry to ``SCREENS``.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable
from dataclasses import dataclass
from types import ModuleType
from typing import Any, Protocol, TypeVar


@dataclass(frozen=True)
class Screens:
    table: str  # "module:Class", a TableScene subclass
    scoring: str  # module: score_sources, score_track, target (the results screen)
    rules_pages: str  # module: PAGES (the rules screen)
    #: "module:NAME" of a `PersonChoice` the table asks each person to make ("" none).
    person_choice: str = ""


@dataclass(frozen=True)
class PersonChoice:
    """A standing choice each person at a game's table makes on the New game screen (in
    their "played by" list) and may change from the menu; it is kept with their seat, so a
    saved game resumes with it. `choices`: (value, words, sentence); `default` when none was
    made; `hint`: under the seats (one line, or two in smaller type), saying what it is."""

    choices: tuple[tuple[str, str, str], ...]
    default: str
    hint: str

    def words(self, value: str) -> str:
        """The words of `value` (the default's for a value that is not a choice)."""
        words = {v: w for v, w, _ in self.choices}
        return words.get(value) or words[self.default]

    def value(self, value: str) -> str:
        """`value` if it is one of the choices, else the default."""
        return value if any(v == value for v, _, _ in self.choices) else self.default


SCREENS: dict[str, Screens] = {
    "digmars": Screens(
        table="game.ui.digmars.table:DigMarsTable",
        scoring="game.ui.digmars.scoring",
        rules_pages="game.ui.digmars.rules",
    ),
    "tmdice": Screens(
        table="game.ui.tmdice.table:TMDiceTable",
        scoring="game.ui.tmdice.scoring",
        rules_pages="game.ui.tmdice.rules",
    ),
    "cockroach": Screens(
        table="game.ui.cockroach.table:CockroachTable",
        scoring="game.ui.cockroach.scoring",
        rules_pages="game.ui.cockroach.rules",
        person_choice="game.ui.cockroach.reactions:PERSON_CHOICE",
    ),
}


class Registered(Protocol):
    @property
    def game_id(self) -> str: ...


G = TypeVar("G", bound=Registered)


def has_table(game_id: str) -> bool:
    """Whether the app can seat people at this game."""
    return game_id in SCREENS


def playable(games: Iterable[G]) -> tuple[G, ...]:
    """The games of the rules' registry that have a table, in their order."""
    return tuple(g for g in games if has_table(g.game_id))


def table_cls(game_id: str) -> Any:
    """The game's table scene class; KeyError if it has none in this build."""
    if game_id not in SCREENS:
        raise KeyError(f"'{game_id}' has no table in this build.")
    module, _, name = SCREENS[game_id].table.partition(":")
    return getattr(importlib.import_module(module), name)


def person_choice(game_id: str) -> PersonChoice | None:
    """The standing choice the game's table asks of each person, or None."""
    screens = SCREENS.get(game_id)
    if screens is None or not screens.person_choice:
        return None
    module, _, name = screens.person_choice.partition(":")
    found = getattr(importlib.import_module(module), name)
    assert isinstance(found, PersonChoice)
    return found


def part(game_id: str, name: str) -> ModuleType | None:
    """The game's "scoring" or "rules_pages" module, or None if it has none."""
    screens = SCREENS.get(game_id)
    path: str | None = getattr(screens, name) if screens is not None else None
    return importlib.import_module(path) if path else None
