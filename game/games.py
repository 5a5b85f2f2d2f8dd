"""One descriptor per game: everything Mars Table knows about a game, in one place.

A descriptor ties together a game's rules engine, its bots and its new-game options: what the
rules, the saves, the bots and the tools need. Its screens (table, results scoring, rules pages)
are registered inside game/ui (game/ui/screens.py): nothing below the screens names one. Each
part is named as a "module" or "module:Class" string and imported on demand, so this file
imports nothing of the games themselves and start-up stays light.

Adding a game is adding one entry to ``GAMES`` (and, for a table, one to the screens').
"""

from __future__ import annotations

import importlib
import json
from dataclasses import dataclass, field
from types import ModuleType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.rules.core.engine import Engine


@dataclass(frozen=True)
class Option:
    """One option or variant on the new-game screen: its name in the setup, a label, the
    choices as (value, text) with the first the default, and a sentence saying what it does."""

    name: str
    label: str
    choices: tuple[tuple[Any, str], ...]
    help: str = ""


@dataclass(frozen=True)
class SeatChoice:
    """A choice each seat makes on the new-game screen (the cockroach hunt's hero): the option
    it fills (a list, one value per seat, "" for a seat that leaves it to the table), a label,
    the words of "left to the table" for a person and for a computer, and the "module:function"
    that lists the choices as (value, name, sentence)."""

    option: str
    label: str
    open_person: str
    open_computer: str
    offers: str

    def offered(self) -> tuple[tuple[str, str, str], ...]:
        return tuple(_load(self.offers)())

    def problem(self, values: Any, seats: int) -> str | None:
        """Why `values` cannot be this choice for `seats` seats, as a sentence; None if it can."""
        known = {value for value, _, _ in self.offered()}
        if not isinstance(values, list) or len(values) != seats:
            return f"Option '{self.option}' needs one entry per seat ({seats})."
        named = [v for v in values if v != ""]
        if any(v not in known for v in named):
            return f"Option '{self.option}' names something this game does not have."
        if len(set(named)) < len(named):
            names = dict((v, n) for v, n, _ in self.offered())
            twice = next(v for v in named if named.count(v) > 1)
            return f"Two seats chose {names[twice]}: each {self.label.lower()} leads one seat."
        return None


@dataclass(frozen=True)
class GameDescriptor:
    game_id: str
    title: str
    players: tuple[int, int]
    blurb: str
    engine: str  # "module:Class", an Engine subclass
    bots: str  # module with `evaluate(engine, seat)` and optionally `EXTRA_BOTS`
    options: tuple[Option, ...] = field(default_factory=tuple)
    seat_choice: SeatChoice | None = None

    def engine_cls(self) -> type[Engine[Any, Any]]:
        engine: type[Engine[Any, Any]] = _load(self.engine)
        return engine

    def check_options(self, options: dict[str, Any]) -> None:
        """ValueError with a sentence if `options` names an option this game does not offer,
        or a value that is not one of that option's choices."""
        offered = {opt.name: [value for value, _ in opt.choices] for opt in self.options}
        for name, value in options.items():
            if self.seat_choice is not None and name == self.seat_choice.option:
                count = len(value) if isinstance(value, list) else 0
                problem = self.seat_choice.problem(value, count)
                if problem:
                    raise ValueError(problem)
                continue
            if name not in offered:
                known = ", ".join(offered) if offered else "none"
                raise ValueError(f"{self.title} has no option '{name}' (its options: {known}).")
            # Compared with their types: 1 == True, but 1 is not a choice of an on/off option.
            if not any(type(value) is type(v) and value == v for v in offered[name]):
                choices = ", ".join(json.dumps(v) for v in offered[name])
                raise ValueError(
                    f"Option '{name}' of {self.title} is one of {choices}, not {json.dumps(value)}."
                )

    def bots_module(self) -> ModuleType:
        return importlib.import_module(self.bots)

    def rules_package(self) -> str:
        """The game's rules package ("game.rules.<game>"), home of its content counts."""
        return self.engine.partition(":")[0].rsplit(".", 1)[0]


def _load(path: str) -> Any:
    module, _, name = path.partition(":")
    return getattr(importlib.import_module(module), name)


GAMES: tuple[GameDescriptor, ...] = (
    GameDescriptor(
        game_id="digmars",
        title="Dig Mars",
        players=(2, 4),
        blurb="Race rival expeditions through a canyon: dig, haul treasure, upgrade your gear.",
        engine="game.rules.digmars.engine:DigMarsEngine",
        bots="game.ai.digmars",
    ),
    GameDescriptor(
        game_id="tmdice",
        title="Terraforming Mars: The Dice Game",
        players=(1, 4),
        blurb="Roll, turn and spend dice to terraform Mars: solo, or against up to three rivals.",
        engine="game.rules.tmdice.engine:TMDiceEngine",
        bots="game.ai.tmdice",
        options=(
            Option(
                "purple",
                "Purple dice",
                ((False, "Off"), (True, "On")),
                "Six purple dice wait on the map and at 8 and 16 VP; the first to reach one "
                "rolls it.",
            ),
            Option(
                "missions",
                "Missions",
                ((False, "Off"), (True, "On")),
                "Three public goals are on show; finish one for an extra point at the end.",
            ),
            Option(
                "storage",
                "Storage spaces",
                ((False, "Off"), (True, "On")),
                "Cards with a storage space let you keep one more die at a production turn.",
            ),
            Option(
                "bonus_pile",
                "Bonus pile",
                (("000", "4 / 6 / 8 cards"), ("001", "2 a player")),
                "How many bonus cards are dealt for the 5 and 12 VP steps; solo always uses 4.",
            ),
            Option(
                "colonies",
                "Colonies",
                ((False, "Off"), (True, "On")),
                help="Colony tiles beside Mars: build colonies for their bonuses and send your "
                "trade fleet for dice. Solo: keep 3 of 4 tiles and lose a yellow die each "
                "production turn.",
            ),
            Option(
                "colony_corps",
                "Colony corporations",
                ((False, "Mixed in"), (True, "One each")),
                help="With Colonies on: deal each player one colony corporation and one other "
                "to choose from, instead of two from the shuffled lot.",
            ),
        ),
    ),
    GameDescriptor(
        game_id="cockroach",
        title="Cockroach Hunt",
        players=(2, 4),
        blurb="Pick a hero, hunt giant Martian cockroaches, play squads out of turn.",
        engine="game.rules.cockroach.engine:CockroachEngine",
        bots="game.ai.cockroach",
        seat_choice=SeatChoice(
            option="heroes",
            label="Hero",
            open_person="chosen at the table",
            open_computer="any, its own pick",
            offers="game.rules.cockroach.words:hero_offers",
        ),
    ),
)


def game_info(game_id: str) -> GameDescriptor:
    """The registered game with this id; KeyError with the known ids if there is none."""
    for info in GAMES:
        if info.game_id == game_id:
            return info
    known = ", ".join(g.game_id for g in GAMES)
    raise KeyError(f"Unknown game '{game_id}'. Known games: {known}.")
