"""Whether the window open now matters to the people at the screen: the table asks the couch
(or a lone person) about it only then. Public facts only, so a question's coming shows
nothing of any hand: each person's standing choice (reactions.wants_window), and whether some
squad that person may hold, as anyone at the table can tell (known_hands.py), could be played
now (the rules' `could_play`, which reads no hand)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING

from game.rules.cockroach.content import Content
from game.rules.cockroach.state import RoachObservation
from game.rules.core import Event
from game.ui.cockroach.known_hands import public_hands, squads_a_seat_may_hold
from game.ui.cockroach.reactions import wants_window

if TYPE_CHECKING:
    from game.ui.play.session import GameSession

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


def matters_at_screen(session: GameSession, view: RoachObservation, c: Content) -> bool:
    """The window open now matters to the people at `session`'s screen: a lone person's by
    their standing choice alone (what they hold is theirs to see), a couch's by
    `window_matters` (when the rules can tell what could be played)."""
    choices = {p: session.seats[p].couch for p in session.humans()}
    if len(choices) == 1:
        ((seat, choice),) = choices.items()
        return wants_window(choice, seat, view)
    could_play = getattr(session.engine, "could_play", None)
    events = session.match.events
    return could_play is None or window_matters(events, view, choices, could_play, c)
