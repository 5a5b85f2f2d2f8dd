"""Bonus actions (seed 003): used once, in the turn the tile showing it was dug up, by the
player who dug it. Extra dig and extra carry are Dig and Carry actions with `bonus` set."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.core import Event
from game.rules.core.events import emit
from game.rules.digmars import actions as A
from game.rules.digmars.content import Bonus
from game.rules.digmars.events import InspectedTile, Player, StationAt, StationRelocated

if TYPE_CHECKING:
    from game.rules.digmars.engine import DigMarsEngine


def spend(engine: DigMarsEngine, bonus: bool, name: Bonus) -> None:
    """A dig or carry costs an action, or the extra dig / extra carry bonus it uses."""
    if bonus:
        engine.state.bonuses.remove(name)
    else:
        engine.state.actions_left -= 1


def take_fortune(engine: DigMarsEngine, player: int, events: list[Event]) -> None:
    s = engine.state
    s.bonuses.remove("extra_fortune")
    s.bank -= 1
    s.fortune[player] += 1
    events.append(emit("bonus_fortune", Player(player=player)))


def inspect(engine: DigMarsEngine, player: int, square: int, events: list[Event]) -> None:
    """A private look at a face-down top tile: a reveal to this seat alone."""
    s = engine.state
    s.bonuses.remove("inspect")
    tile_id = s.stacks[square][-1]
    if tile_id not in s.inspected[player]:
        s.inspected[player].append(tile_id)
    events.append(
        emit(
            "inspected",
            StationAt(player=player, square=square),
            secret=InspectedTile(tile=tile_id),
            secret_to=(player,),
            reveal=True,
        )
    )


def relocate(engine: DigMarsEngine, player: int, action: A.Relocate, events: list[Event]) -> None:
    s = engine.state
    s.bonuses.remove("relocate")
    row = s.stations[action.owner]
    row[row.index(action.source)] = action.target
    events.append(
        emit(
            "station_relocated",
            StationRelocated(
                player=player, owner=action.owner, source=action.source, target=action.target
            ),
        )
    )
