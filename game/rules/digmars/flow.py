"""Turn flow (seed 003, "Game setup" and "Playing the game"): placing the first stations in
turn order, up to three actions a turn, passing the turn, and carrying out each action."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.core import Event
from game.rules.core.events import emit
from game.rules.digmars import actions as A
from game.rules.digmars import bonuses, digging, ending, upgrades
from game.rules.digmars.events import Player, StationAt, StationMoved, TurnStarted
from game.rules.digmars.state import ACTIONS_PER_TURN

if TYPE_CHECKING:
    from game.rules.digmars.engine import DigMarsEngine


def apply(engine: DigMarsEngine, action: A.Action) -> list[Event]:
    """Carry out a legal action (already checked) and return its events."""
    s = engine.state
    p = s.current
    events: list[Event] = []
    if isinstance(action, A.PlaceStation):
        place_station(engine, p, action.square, events)
    elif isinstance(action, A.Move):
        s.actions_left -= 1
        row = s.stations[p]
        row[row.index(action.source)] = action.target
        events.append(
            emit(
                "station_moved",
                StationMoved(player=p, source=action.source, target=action.target),
            )
        )
    elif isinstance(action, A.Dig):
        bonuses.spend(engine, action.bonus, "extra_dig")
        digging.dig(engine, p, action.square, events)
    elif isinstance(action, A.Carry):
        bonuses.spend(engine, action.bonus, "extra_carry")
        digging.carry(engine, p, action.square, events)
        if not any(s.stacks) and s.fortune[p] < engine.target():
            end_turn(engine, events)  # the last tile is taken: the game ends at once
    elif isinstance(action, A.Upgrade):
        upgrades.upgrade(engine, p, action.equipment, events)
    elif isinstance(action, A.TakeFortune):
        bonuses.take_fortune(engine, p, events)
    elif isinstance(action, A.Inspect):
        bonuses.inspect(engine, p, action.square, events)
    elif isinstance(action, A.Relocate):
        bonuses.relocate(engine, p, action, events)
    elif isinstance(action, A.DeclareVictory):
        ending.finish(engine, [p], "declared victory", events)
    elif isinstance(action, A.EndTurn):
        end_turn(engine, events)
    if _only_end_turn_left(engine):
        end_turn(engine, events)  # nothing left but ending the turn: end it for the player
    return events


def place_station(engine: DigMarsEngine, player: int, square: int, events: list[Event]) -> None:
    """A station goes on the grid: in setup order, or the new one of a fleet upgrade."""
    s = engine.state
    s.stations[player].append(square)
    events.append(emit("station_placed", StationAt(player=player, square=square)))
    if s.phase == "place":
        nxt = (player + 1) % s.players
        if nxt == s.first:
            start_turn(engine, s.first, events)
        else:
            s.current = nxt
    else:
        s.phase = "turn"


def _only_end_turn_left(engine: DigMarsEngine) -> bool:
    s = engine.state
    if s.phase != "turn" or s.actions_left > 0 or s.fortune[s.current] >= engine.target():
        return False
    return not s.bonuses or len(engine._legal_actions()) == 1


def start_turn(engine: DigMarsEngine, player: int, events: list[Event]) -> None:
    s = engine.state
    s.current = player
    s.phase = "turn"
    s.actions_left = ACTIONS_PER_TURN
    s.bonuses = []
    events.append(emit("turn_started", TurnStarted(player=player, turn=s.turns + 1)))


def end_turn(engine: DigMarsEngine, events: list[Event]) -> None:
    """Pass the turn, or end the game once the grid is empty or the canyon locked."""
    s = engine.state
    events.append(emit("turn_ended", Player(player=s.current)))
    s.turns += 1
    if not any(s.stacks):
        ending.finish_by_fortune(engine, "the last tile was taken", events)
    elif ending.canyon_locked(engine):
        ending.finish_by_fortune(engine, "no one can dig or carry any more", events)
    else:
        start_turn(engine, (s.current + 1) % s.players, events)
