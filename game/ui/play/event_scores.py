"""Scores added up from a finished game's events, for the results screen of a game whose score
moves event by event (Dig Mars' fortune, the hunt's victory points).

A game's results-scoring module says which events change whose score and why: its `changes`
reads the events in order and gives, for each one, the (seat, source, amount) it brings
(none for most). This module adds those up by source (the score table) and turn by turn (the
chart), the same way for every such game.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator, Sequence

from game.rules.core import Event
from game.ui.play.session import GameSession

#: (seat, source, amount): one change of one seat's score.
Change = tuple[int, str, int]
#: Reads the events in order; one list of changes per event.
Changes = Callable[[Sequence[Event]], Iterator[list[Change]]]
#: The events after which the chart takes a point: the end of each turn and of the game.
TURN_ENDS = frozenset({"turn_ended", "game_over"})


def score_sources(
    session: GameSession, sources: Sequence[str], changes: Changes
) -> list[list[tuple[str, int]]]:
    """Each seat's score by source, in the order of `sources`."""
    players = session.setup.players
    totals = [dict.fromkeys(sources, 0) for _ in range(players)]
    for found in changes(session.match.events):
        for seat, source, amount in found:
            totals[seat][source] += amount
    return [[(name, totals[p][name]) for name in sources] for p in range(players)]


def score_track(
    session: GameSession, changes: Changes, turn_ends: Collection[str] = TURN_ENDS
) -> list[list[int]]:
    """Each seat's score at the start and after every turn."""
    players = session.setup.players
    now = [0] * players
    track = [[0] for _ in range(players)]
    events = session.match.events
    for event, found in zip(events, changes(events), strict=True):
        for seat, _, amount in found:
            now[seat] += amount
        if event.kind in turn_ends:
            for p in range(players):
                track[p].append(now[p])
    return track
