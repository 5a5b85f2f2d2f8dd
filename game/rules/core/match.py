"""A match: a game's setup, seed and list of actions, with its events and undo.

A game *is* its setup, its seed and its actions: `Match.replay` rebuilds an identical state
from those three. Undo goes back any number of actions but never past one that revealed new
information (a flip, a roll, a draw, a private look), so it cannot be used to peek.

Every action is recorded with the seat that took it (`seats`, the decider before it was
applied); it is derived again on replay, so a save needs only the actions. In a game with
out-of-turn play, `undo(seat=...)` also stops at an action another seat took: nobody takes
back someone else's reaction, nor their own move after seeing how others answered it.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from game.rules.core.engine import Engine
from game.rules.core.errors import IllegalAction
from game.rules.core.events import Event
from game.rules.core.setup import Setup


class Match:
    def __init__(self, engine_cls: type[Engine[Any, Any]], setup: Setup, seed: int) -> None:
        self.engine_cls = engine_cls
        self.setup = setup
        self.seed = seed
        self.engine, setup_events = engine_cls.new(setup, seed)
        self.setup_events: list[Event] = setup_events
        self.actions: list[Any] = []
        self.seats: list[int] = []  # the seat that took each action (-1: none)
        self.action_events: list[list[Event]] = []
        # Actions before `undo_floor` can never be taken back; `_floor` is the state there.
        self.undo_floor = 0
        self._floor: Engine[Any, Any] = self.engine.clone()

    @classmethod
    def replay(
        cls, engine_cls: type[Engine[Any, Any]], setup: Setup, seed: int, actions: Iterable[Any]
    ) -> Match:
        """Rebuild a match from its setup, seed and actions; IllegalAction if one is not legal
        at its place in the list."""
        match = cls(engine_cls, setup, seed)
        for number, action in enumerate(actions, start=1):
            try:
                match.apply(action)
            except IllegalAction as err:
                raise IllegalAction(f"Action {number} cannot be replayed: {err.sentence}") from err
        return match

    @property
    def events(self) -> list[Event]:
        """Every event so far, setup first."""
        out = list(self.setup_events)
        for batch in self.action_events:
            out.extend(batch)
        return out

    def apply(self, action: Any) -> list[Event]:
        seat = self.engine.decider()
        events = self.engine.apply(action)
        self.actions.append(action)
        self.seats.append(-1 if seat is None else seat)
        self.action_events.append(events)
        if any(e.reveal for e in events):
            self.undo_floor = len(self.actions)
            self._floor = self.engine.clone()
        return events

    def can_undo(self, seat: int | None = None) -> bool:
        return self.undoable(seat) > 0

    def undoable(self, seat: int | None = None) -> int:
        """How many of the last actions can be taken back (by `seat`, if given: only its own
        actions since the last one of another seat)."""
        count = len(self.actions) - self.undo_floor
        if seat is None:
            return count
        mine = 0
        while mine < count and self.seats[len(self.actions) - 1 - mine] == seat:
            mine += 1
        return mine

    def undo(self, steps: int = 1, seat: int | None = None) -> None:
        """Take back the last `steps` actions; IllegalAction if that would cross a reveal (or,
        with `seat`, an action another seat took)."""
        if steps < 1:
            return
        if len(self.actions) - steps < self.undo_floor:
            raise IllegalAction(
                "That cannot be undone: new information has been revealed since "
                "(a tile flipped, a die rolled or a card drawn)."
            )
        if seat is not None and steps > self.undoable(seat):
            raise IllegalAction(
                "That cannot be undone: another player has acted since, and their choice "
                "is theirs to keep."
            )
        keep = len(self.actions) - steps
        redo = self.actions[self.undo_floor : keep]
        del self.actions[keep:]
        del self.seats[keep:]
        del self.action_events[keep:]
        engine = self._floor.clone()
        for action in redo:
            engine.apply(action)
        self.engine = engine

    def actions_json(self) -> list[Any]:
        return [self.engine_cls.action_to_json(a) for a in self.actions]
