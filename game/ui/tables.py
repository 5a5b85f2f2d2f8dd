"""Which games have a table in this build, and everything a game's screens plug in: the
table scene, the scores for the results, the rules pages and the new-game options.

Dig Mars is here now; TM Dice adds one entry to ``GAME_UIS`` when its table exists, and the
setup, seats, turns, undo, log, pass screen and results machinery serve it unchanged.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from game.ui.context import UiContext
from game.ui.scene import Scene
from game.ui.session import GameSession


@dataclass(frozen=True)
class Option:
    """One option or variant on the new-game screen: its name in the setup, a label, and
    the choices as (value, text); the first choice is the default."""

    name: str
    label: str
    choices: tuple[tuple[Any, str], ...]


@dataclass(frozen=True)
class GameUi:
    table: str  # "module:Class", a TableScene subclass
    scoring: str | None = None  # module: score_sources, score_track, target (results screen)
    rules: str | None = None  # module: PAGES (rules screen)
    options: tuple[Option, ...] = field(default_factory=tuple)


GAME_UIS: dict[str, GameUi] = {
    "digmars": GameUi(
        table="game.ui.digmars.table:DigMarsTable",
        scoring="game.ui.digmars.scoring",
        rules="game.ui.digmars.rules",
    ),
    "tmdice": GameUi(
        table="game.ui.tmdice.table:TMDiceTable",
        scoring="game.ui.tmdice.scoring",
        rules="game.ui.tmdice.rules",
        options=(
            Option("purple", "Purple dice", ((False, "Off"), (True, "On"))),
            Option("missions", "Missions", ((False, "Off"), (True, "On"))),
            Option("storage", "Storage spaces", ((False, "Off"), (True, "On"))),
            Option("bonus_pile", "Bonus pile", (("000", "4 / 6 / 8 cards"), ("001", "2 a player"))),
        ),
    ),
}


def has_table(game_id: str) -> bool:
    return game_id in GAME_UIS


def game_ui(game_id: str) -> GameUi | None:
    return GAME_UIS.get(game_id)


def ui_module(game_id: str, part: str) -> ModuleType | None:
    """The game's scoring or rules module, or None if it has none."""
    entry = GAME_UIS.get(game_id)
    path = getattr(entry, part, None) if entry else None
    return importlib.import_module(path) if path else None


def open_table(ctx: UiContext, session: GameSession) -> Scene:
    module, _, name = GAME_UIS[session.info.game_id].table.partition(":")
    cls = getattr(importlib.import_module(module), name)
    return cls(ctx, session)  # type: ignore[no-any-return]
