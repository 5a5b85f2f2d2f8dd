"""Dig Mars scores for the results screen: where each player's fortune came from, and the
fortune of every player turn by turn (all revealed once the game is over). The adding up is
shared with the hunt (game/ui/play/event_scores.py); this module says which events move whose
fortune."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from game.rules.core import Event
from game.rules.core.events import read, read_secret
from game.rules.digmars.events import FortuneShare, Player, TileCarried, Upgraded
from game.rules.digmars.figures import victory_target
from game.ui.play import event_scores
from game.ui.play.event_scores import Change
from game.ui.play.session import GameSession

UNIT = "fortune"
CHART_TITLE = "FORTUNE THROUGH THE GAME"
SOURCES = ("Treasure carried", "Shares of others' finds", "Bonus fortune", "Spent on upgrades")


def changes(events: Sequence[Event]) -> Iterator[list[Change]]:
    """The changes of fortune each event brings, in order (see event_scores.Changes)."""
    carrier = None
    for event in events:
        found: list[Change] = []
        if event.kind == "tile_carried":
            carrier = read(event, TileCarried)["player"]
        elif event.kind == "fortune_gained":
            d = read(event, Player)
            share = read_secret(event, FortuneShare)
            source = SOURCES[0] if d["player"] == carrier else SOURCES[1]
            found.append((d["player"], source, share["amount"] if share else 0))
        elif event.kind == "bonus_fortune":
            found.append((read(event, Player)["player"], SOURCES[2], 1))
        elif event.kind == "upgraded":
            d = read(event, Upgraded)
            found.append((d["player"], SOURCES[3], -d["cost"]))
        yield found


def score_sources(session: GameSession) -> list[list[tuple[str, int]]]:
    return event_scores.score_sources(session, SOURCES, changes)


def score_track(session: GameSession) -> list[list[int]]:
    """Each player's fortune at the start and after every turn."""
    return event_scores.score_track(session, changes)


def target(session: GameSession) -> int | None:
    """The fortune the race was to: the line drawn on the results chart."""
    return victory_target(session.setup.players)
