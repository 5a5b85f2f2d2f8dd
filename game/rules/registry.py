"""The games Mars Table knows, for the title screen, the CLI and the saves."""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any

from game.rules.core.engine import Engine


@dataclass(frozen=True)
class GameInfo:
    game_id: str
    title: str
    players: tuple[int, int]
    blurb: str
    playable: bool
    engine_path: str  # "module:Class", imported on demand so start-up stays light

    def engine_cls(self) -> type[Engine[Any, Any]]:
        module, _, name = self.engine_path.partition(":")
        return getattr(importlib.import_module(module), name)  # type: ignore[no-any-return]


GAMES: tuple[GameInfo, ...] = (
    GameInfo(
        game_id="digmars",
        title="Dig Mars",
        players=(2, 4),
        blurb="Race rival expeditions through a canyon: dig, haul treasure, upgrade your gear.",
        playable=True,
        engine_path="game.rules.digmars.engine:DigMarsEngine",
    ),
    GameInfo(
        game_id="tmdice",
        title="Terraforming Mars: The Dice Game",
        players=(1, 4),
        blurb="Roll, turn and spend dice to terraform Mars: solo, or against up to three rivals.",
        playable=True,
        engine_path="game.rules.tmdice.engine:TMDiceEngine",
    ),
    GameInfo(
        game_id="cockroach",
        title="Cockroach Hunt",
        players=(2, 4),
        blurb="Lead a squad of heroes against giant Martian cockroaches; play squads out of turn.",
        playable=False,  # the rules and bots exist; the table comes later
        engine_path="game.rules.cockroach.engine:CockroachEngine",
    ),
)


def game_info(game_id: str) -> GameInfo:
    """The registered game with this id; KeyError with the known ids if there is none."""
    for info in GAMES:
        if info.game_id == game_id:
            return info
    known = ", ".join(g.game_id for g in GAMES)
    raise KeyError(f"Unknown game '{game_id}'. Known games: {known}.")
