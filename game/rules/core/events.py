"""Events: every rule effect is recorded as one, for the log, the animations and the tests."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any


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
