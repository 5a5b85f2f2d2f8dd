"""Whether the window open now matters to the people at the screen: the table asks the couch
(or a lone person) about it only then. Public facts only, so a question's coming shows
nothing of any hand: each person's standing choice (reactions.wants_window), and whether some
squad that person may hold, as anyone at the table can tell (known_hands.py), could be played
now (the rules' `could_play`, which reads no hand)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from game.rules.cockroach.content import Content
from game.rules.cockroach.state import RoachObservation
from game.rules.core import Event
from game.ui.cockroach.known_hands import public_hands, squads_a_seat_may_hold
from game.ui.cockroach.reactions import wants_window

CouldPlay = Callable[[int, str], bool]


def window_matters(
    events: Sequence[Event],
    view: RoachObservation,
    choices: Mapping[int, str],
    could_play: CouldPlay,
    c: Content,
) -> bool:
    """Some person at the screen (`choices`: each person's standing choice) holds cards,
    wants to be asked about this window, and may hold a squad that could be played in it.
    `view`: any seat's observation (only its public parts are read)."""
    wanting = [
        p for p, choice in choices.items() if view.hand_sizes[p] and wants_window(choice, p, view)
    ]
    if not wanting:
        return False
    hands = public_hands(events, view, c)
    return any(
        could_play(p, card)
        for p in wanting
        for card in sorted(squads_a_seat_may_hold(p, view, hands, c))
    )
