"""Events: every rule effect is recorded as one, for the log, the animations and the tests.

Each game types the data of its event kinds in its own `events` module (a TypedDict per kind,
listed in `EVENT_DATA`); its engine builds an event with `emit(kind, Shape(...))`, so mypy
checks the fields, and a screen reads it back with `read(event, Shape)`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any, TypedDict, TypeVar, cast

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Event:
    """One rule effect.

    `data` is public. `secret` holds what only the players in `secret_to` may see (an inspected
    tile, a drawn card). `reveal` marks new information entering the game (a flip, a roll, a
    draw, a private look): undo never goes back past an action that produced one.
    """

    kind: str
    data: dict[str, Any] = field(default_factory=dict)
    secret: dict[str, Any] = field(default_factory=dict)
    secret_to: tuple[int, ...] = ()
    reveal: bool = False

    def seen_by(self, player: int | None) -> Event:
        """This event as `player` may see it (None: a spectator who sees only public data)."""
        if not self.secret or (player is not None and player in self.secret_to):
            return self
        return replace(self, secret={})


def event(kind: str, /, **data: Any) -> Event:
    """A public event that reveals nothing new."""
    return Event(kind, data)


def emit(
    kind: str,
    data: Mapping[str, Any],
    *,
    reveal: bool = False,
    secret: Mapping[str, Any] | None = None,
    secret_to: tuple[int, ...] = (),
) -> Event:
    """An event of `kind` whose data (and secret) were built as that kind's TypedDicts."""
    # a TypedDict is a dict already: no copy on this hot path
    public = data if isinstance(data, dict) else dict(data)
    return Event(kind, public, dict(secret) if secret else {}, secret_to, reveal)


def read(event: Event, shape: type[T]) -> T:
    """The event's public data as the TypedDict `shape` of its kind."""
    return cast(T, event.data)


def read_secret(event: Event, shape: type[T]) -> T | None:
    """The event's secret as the TypedDict `shape`, or None where it is not seen (an event as
    another seat sees it carries no secret)."""
    return cast(T, event.secret) if event.secret else None


class SeatNamed(TypedDict, total=False):
    """The seat an event is about, under either name the games give it (TM Dice says `seat`,
    Dig Mars and the cockroach hunt say `player`); an event about no seat has neither."""

    seat: int
    player: int


def seat_named(event: Event) -> int | None:
    """The seat the event is about (a turn's end, a roll...), or None when it names none."""
    named = read(event, SeatNamed)
    return named.get("seat", named.get("player"))


class TurnNumbered(TypedDict):
    """What every game's `turn_started` event says alike: the game's own turn number."""

    turn: int


def turn_number(event: Event) -> int:
    """The number of the turn a `turn_started` event begins."""
    return read(event, TurnNumbered)["turn"]
