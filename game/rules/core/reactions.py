"""Out-of-turn play: reaction windows, plays that stack, and a game's flow as one stack of frames.

A game that lets players act out of turn keeps its flow as a `FlowStack`: a list of frames,
the top one deciding what happens next.

- `Window`: a reaction window opened at a defined moment (after a roll, before injuries...).
  Its seats are asked one after the other, starting where the window says; each may play or
  pass. A play resets the count of passes, so everyone may answer it; the window closes when
  every seat has passed in a row.
- `Play`: a card (or other reaction) played from a window or on a turn. It goes on the stack
  under a fresh answer window; when that window closes the play resolves. Plays made in answer
  sit above the play they answer, so they resolve first: last in, first out.
- `Step`: what the game itself still has to do (roll, inflict, a choice...), with its data.

A window opens the same way whatever anyone holds, so its flow leaks no hand: a game may only
skip (auto-pass) a seat for a public reason, such as an empty hand, through `skip_while`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any, Literal, TypeVar

from pydantic import BaseModel, Field

ANSWER = "answer"  # the moment of the window that answers a play


class Window(BaseModel):
    """A reaction window: `seats` in the order they are asked; `at` indexes the seat asked now;
    `passes` counts the passes in a row since the window opened or since the last play."""

    type: Literal["window"] = "window"
    moment: str
    seats: list[int]
    at: int = 0
    passes: int = 0

    def asked(self) -> int:
        """The seat that must play or pass now."""
        return self.seats[self.at]

    def closed(self) -> bool:
        return self.passes >= len(self.seats)

    def record_pass(self) -> bool:
        """The asked seat passes; True when every seat has now passed in a row."""
        self.passes += 1
        self.at = (self.at + 1) % len(self.seats)
        return self.closed()

    def record_play(self) -> None:
        """The asked seat played: everyone gets another chance before the window closes."""
        self.passes = 0
        self.at = (self.at + 1) % len(self.seats)

    def skip_while(self, cannot_act: Callable[[int], bool]) -> bool:
        """Pass for every seat that cannot act for a public reason; True if that closed the
        window."""
        while not self.closed() and cannot_act(self.asked()):
            self.record_pass()
        return self.closed()


class Play(BaseModel):
    """One play waiting to resolve: who played what, with the choices made when playing."""

    type: Literal["play"] = "play"
    seat: int
    card: str
    args: dict[str, Any] = {}


class Step(BaseModel):
    """Something the game still has to do; `kind` names its handler, `data` its details."""

    type: Literal["step"] = "step"
    kind: str
    seat: int = -1
    data: dict[str, Any] = {}


Frame = Annotated[Window | Play | Step, Field(discriminator="type")]


def seats_from(start: int, players: int) -> list[int]:
    """Every seat once, in turn order (to the left), starting with `start`."""
    return [(start + i) % players for i in range(players)]


def window(moment: str, start: int, players: int) -> Window:
    """A window at `moment` that asks every seat in turn order, `start` first."""
    return Window(moment=moment, seats=seats_from(start, players))


class FlowStack(BaseModel):
    """A game's flow as a stack of frames (top last). The game pushes steps and windows, and
    `play` puts a play under its answer window; `top` tells the game what to handle next."""

    frames: list[Frame] = []

    def top(self) -> Window | Play | Step | None:
        return self.frames[-1] if self.frames else None

    def push(self, *frames: Window | Play | Step) -> None:
        """Push frames; the last one given ends on top (is handled first)."""
        self.frames.extend(frames)

    def pop(self) -> Window | Play | Step:
        return self.frames.pop()

    def open_window(self, moment: str, start: int, players: int) -> Window:
        w = window(moment, start, players)
        self.frames.append(w)
        return w

    def play(self, play: Play, players: int) -> None:
        """`play` was made (from the window on top, or on its player's own turn): it waits
        under a window in which every seat, from the player's left, may answer it."""
        top = self.top()
        if isinstance(top, Window):
            top.record_play()
        self.frames.append(play)
        self.frames.append(
            Window(moment=ANSWER, seats=seats_from((play.seat + 1) % players, players))
        )

    def windows(self) -> list[Window]:
        return [f for f in self.frames if isinstance(f, Window)]

    def pending_plays(self) -> list[Play]:
        """The plays still waiting to resolve, first played first."""
        return [f for f in self.frames if isinstance(f, Play)]

    def clone(self) -> FlowStack:
        """A deep copy, built by hand: games clone their state for every bot look-ahead."""
        out: list[Window | Play | Step] = []
        for f in self.frames:
            values = dict(f.__dict__)
            if isinstance(f, Window):
                values["seats"] = list(f.seats)
            elif isinstance(f, Play):
                values["args"] = _copy(f.args)
            else:
                values["data"] = _copy(f.data)
            out.append(construct(type(f), values))
        return construct(FlowStack, {"frames": out})


M = TypeVar("M", bound=BaseModel)


_new = object.__new__
_set = object.__setattr__


def construct(cls: type[M], values: dict[str, Any]) -> M:
    """A model from values already valid and complete, without validation: what
    `model_construct` does, minus its per-field default handling (clones are hot paths)."""
    obj = _new(cls)
    _set(obj, "__dict__", values)
    _set(obj, "__pydantic_fields_set__", set(values))
    _set(obj, "__pydantic_extra__", None)
    _set(obj, "__pydantic_private__", None)
    return obj


def _copy(data: dict[str, Any]) -> dict[str, Any]:
    """A copy of a frame's JSON-like data all the way down (lists and dicts may nest)."""
    return {k: _copied(v) for k, v in data.items()}


def _copied(value: Any) -> Any:
    if isinstance(value, list):
        if any(isinstance(v, list | dict) for v in value):
            return [_copied(v) for v in value]
        return list(value)
    if isinstance(value, dict):
        return _copy(value)
    return value
