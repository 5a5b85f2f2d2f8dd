"""Every position of a game, rebuilt from its setup, seed and actions (the rules' replay).

The whole game is replayed once when a replay opens; the events of every action and the seat
that took it are kept, and a clone of the engine every `SNAPSHOT_EVERY` actions, so any
position is at most that many actions from a snapshot: stepping back is as cheap as stepping
forward.
"""

from __future__ import annotations

import copy
from bisect import bisect_right
from typing import Any

from game.rules.core import Engine, Event, IllegalAction, Match
from game.rules.core.events import turn_number

#: Actions between two kept snapshots: memory for a clone against at most this many applies.
SNAPSHOT_EVERY = 16


class Positions:
    """The positions 0..len(actions) of one match (0: after setup, n: after n actions)."""

    def __init__(self, match: Match, snapshot_every: int = SNAPSHOT_EVERY) -> None:
        full = Match(match.engine_cls, match.setup, match.seed)
        self._snapshots: list[Engine[Any, Any]] = []
        for number, action in enumerate(match.actions):
            if number % max(1, snapshot_every) == 0:
                self._snapshots.append(full.engine.clone())
            try:
                full.apply(action)
            except IllegalAction as err:
                raise IllegalAction(
                    f"Action {number + 1} cannot be replayed: {err.sentence}"
                ) from err
        if len(full.actions) % max(1, snapshot_every) == 0:
            self._snapshots.append(full.engine.clone())
        self.engine_cls = match.engine_cls
        self.setup = match.setup
        self.seed = match.seed
        self.actions: list[Any] = list(full.actions)
        self.seats: list[int] = list(full.seats)
        self._full = full
        self.snapshot_every = max(1, snapshot_every)
        turns = game_turns(full.setup_events, full.action_events)
        if len(turns) < 2:  # a game that does not number its turns: a seat's run is one
            turns = [(start, number + 1) for number, start in enumerate(turn_starts(self.seats))]
        #: Where each turn begins, and the game's own number for it (0: the setup).
        self.turn_starts = [start for start, _ in turns]
        self.turn_numbers = [number for _, number in turns]

    def __len__(self) -> int:
        """How many actions the game has (positions run from 0 to this)."""
        return len(self.actions)

    def engine_at(self, step: int) -> Engine[Any, Any]:
        """A fresh engine at the position after `step` actions."""
        step = self.clamp(step)
        engine = self._snapshots[step // self.snapshot_every].clone()
        for action in self.actions[(step // self.snapshot_every) * self.snapshot_every : step]:
            engine.apply(action)
        return engine

    def match_at(self, step: int) -> Match:
        """A match standing after `step` actions, with the events and seats of those actions
        (what a table's log and chart read); nothing can be undone in it."""
        step = self.clamp(step)
        match = copy.copy(self._full)
        match.engine = self.engine_at(step)
        match.actions = self.actions[:step]
        match.seats = self.seats[:step]
        match.action_events = self._full.action_events[:step]
        match.undo_floor = step
        match._floor = match.engine
        return match

    def clamp(self, step: int) -> int:
        return max(0, min(len(self.actions), step))

    def turn_of(self, step: int) -> int:
        """The number (0-based) of the turn the action after `step` belongs to."""
        return max(0, bisect_right(self.turn_starts, step) - 1)

    def turn_label(self, step: int) -> str:
        """Which turn the position is in, as the game numbers it ("turn 12 of 30"), or the
        setup before the first turn."""
        number = self.turn_numbers[self.turn_of(step)]
        if number <= 0:
            return "setup"
        return f"turn {number} of {max(self.turn_numbers)}"

    def next_turn(self, step: int) -> int:
        """The position where the next turn starts (the end if there is none)."""
        for start in self.turn_starts:
            if start > step:
                return start
        return len(self.actions)

    def previous_turn(self, step: int) -> int:
        """The position where this turn started, or the one before if `step` is at a start."""
        earlier = [s for s in self.turn_starts if s < step]
        return earlier[-1] if earlier else 0


def game_turns(setup: list[Event], actions: list[list[Event]]) -> list[tuple[int, int]]:
    """(position, turn number) where each of the game's own turns begins: after the action
    whose events start it ("turn_started", numbered by the game). Position 0 always begins
    one: the first turn if the setup started it, else the setup (number 0)."""
    first = next((turn_number(e) for e in setup if e.kind == "turn_started"), 0)
    out = [(0, first)]
    for number, batch in enumerate(actions):
        for event in batch:
            if event.kind != "turn_started":
                continue
            if out[-1][0] == number + 1:
                out[-1] = (number + 1, turn_number(event))
            else:
                out.append((number + 1, turn_number(event)))
    return out


def turn_starts(seats: list[int]) -> list[int]:
    """Positions where a turn begins: 0, and every action taken by a different seat than the
    one before it (a turn is a run of one seat's decisions; actions of no seat, -1, join the
    turn they fall in)."""
    starts = [0]
    current = seats[0] if seats else -1
    for number, seat in enumerate(seats):
        if seat == -1 or seat == current:
            continue
        if number > 0:
            starts.append(number)
        current = seat
    return starts
