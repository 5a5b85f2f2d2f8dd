"""The panels' figures counted as the events that change them play, not before: a carried
tile adds to its carrier's treasures when it lands on their panel, and a fortune the viewer
may see (their own; everyone's with everything revealed) counts up, or down for an upgrade,
one by one while its note shows.

An animation that changes a figure carries a `Counting` key saying whose figure, which, and
from what to what; `figures_shown` reads the queue (playing and waiting) so each panel shows
the figure as far as its animations have got. Skipping the animations shows the figures as
they are."""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

from game.rules.core import Event
from game.rules.core.events import read, read_secret
from game.rules.digmars.events import FortuneShare, Player, TileCarried, Upgraded
from game.rules.digmars.state import DigObservation
from game.ui.draw.anim import Anim

Figure = Literal["fortune", "treasures"]
Change = tuple[int, Figure, int]  # (seat, figure, by how much)


@dataclass(frozen=True)
class Counting:
    """What a counting animation animates (its key): `seat`'s `figure` from `start` to
    `end`, a step at a time."""

    seat: int
    figure: Figure
    start: int
    end: int

    def at(self, t: float) -> int:
        """The figure shown at progress `t` (0..1): each step once its share of the time has
        passed (the last when the animation ends: a carried tile counts when it lands)."""
        steps = self.end - self.start
        done = math.floor(abs(steps) * min(1.0, max(0.0, t)) + 1e-9)
        return self.start + (done if steps >= 0 else -done)


def changes(event: Event, seen: Event) -> list[Change]:
    """How `event` changes the panels' figures; `seen`: the event as the screen may read it
    (a fortune share another player gains stays hidden: no change of theirs is counted)."""
    kind = event.kind
    if kind == "tile_carried":
        return [(read(event, TileCarried)["player"], "treasures", 1)]
    if kind == "fortune_gained":
        share = read_secret(seen, FortuneShare)
        amount = share["amount"] if share else 0
        return [(read(event, Player)["player"], "fortune", amount)] if amount else []
    if kind == "bonus_fortune":
        return [(read(event, Player)["player"], "fortune", 1)]
    if kind == "upgraded":
        d = read(event, Upgraded)
        return [(d["player"], "fortune", -d["cost"])]
    return []


class Tally:
    """The figures as a batch of events plays, from where they stood before the batch to
    where `view` (the observation after it) has them; only figures the screen shows."""

    def __init__(self, view: DigObservation, batch: Sequence[tuple[Event, Event]]) -> None:
        self.now: dict[tuple[int, Figure], int] = {}
        for seat in range(view.players):
            self.now[(seat, "treasures")] = view.treasures[seat]
            fortune = view.fortune[seat]
            if fortune is not None:
                self.now[(seat, "fortune")] = fortune
        for event, seen in batch:  # back to where they stood before the batch
            for seat, figure, by in changes(event, seen):
                if (seat, figure) in self.now:
                    self.now[(seat, figure)] -= by

    def step(self, event: Event, seen: Event, figure: Figure) -> Counting | None:
        """The count `event` makes of `figure` (None: none the screen shows), and move on."""
        for seat, which, by in changes(event, seen):
            start = self.now.get((seat, which))
            if which == figure and start is not None:
                self.now[(seat, which)] = start + by
                return Counting(seat, which, start, start + by)
        return None


def figures_shown(anims: Iterable[Anim]) -> dict[tuple[int, Figure], int]:
    """What each counted figure shows now: the first counting animation of the queue for it
    decides, at its start while it waits, as far as it has counted while it plays."""
    shown: dict[tuple[int, Figure], int] = {}
    for anim in anims:
        key = anim.key
        if isinstance(key, Counting) and (key.seat, key.figure) not in shown:
            shown[(key.seat, key.figure)] = key.at(anim.progress) if anim.started else key.start
    return shown
