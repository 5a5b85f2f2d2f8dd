"""Hunt scores for the results screen: where each player's VP came from, and each player's
VP turn by turn, from the game's events. The adding up is shared with Dig Mars
(game/ui/play/event_scores.py); this module says which events move whose VP."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from game.rules.cockroach.events import RoachSlain, SpoilGained, VpStolen
from game.rules.core import Event
from game.rules.core.events import read
from game.ui.play import event_scores
from game.ui.play.event_scores import Change
from game.ui.play.session import GameSession

UNIT = "VP"
CHART_TITLE = "VICTORY POINTS THROUGH THE HUNT"
SOURCES = ("Cockroaches slain", "Spoils", "Stolen from others", "Stolen by others")


def changes(events: Sequence[Event]) -> Iterator[list[Change]]:
    """The changes of VP each event brings, in order (see event_scores.Changes)."""
    for event in events:
        found: list[Change] = []
        if event.kind == "roach_slain":
            slain = read(event, RoachSlain)
            found.append((slain["killer"], SOURCES[0], slain["vp"]))
        elif event.kind == "spoil_gained":
            spoil = read(event, SpoilGained)
            if spoil["kind"] == "vp":
                found.append((spoil["player"], SOURCES[1], spoil["amount"]))
        elif event.kind == "vp_stolen":
            theft = read(event, VpStolen)
            found.append((theft["player"], SOURCES[2], theft["amount"]))
            found.append((theft["target"], SOURCES[3], -theft["amount"]))
        yield found


def score_sources(session: GameSession) -> list[list[tuple[str, int]]]:
    return event_scores.score_sources(session, SOURCES, changes)


def score_track(session: GameSession) -> list[list[int]]:
    """Each player's VP at the start and after every turn."""
    return event_scores.score_track(session, changes)


def target(session: GameSession) -> int | None:
    """The hunt has no VP target: it ends when a slain cockroach cannot be replaced."""
    return None
