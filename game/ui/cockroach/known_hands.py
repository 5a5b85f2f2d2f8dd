"""What anyone at the table can tell of each hand, from public facts only: the squads a seat
may hold. No hand is ever read.

A hand starts as its hero's two squads (printed on the hero card, 004 setup); a squad taken
from the face-up market joins it openly; a card drawn from the deck (technique 02) or kept
from a look at it (squad 33) is a card no one else saw. A squad played leaves it face up; a
hand thrown away (squad 24) is gone. So each hand is some known squads and a number of
unseen cards, and an unseen card may be any squad whose place nobody knows (not face up in
the market, not in the discard pile, not waiting on the stack, not known in a hand).

The table asks the couch about a window only when some squad a person may hold could be
played in it: the question comes or not from these public facts, whatever anyone holds.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from game.rules.cockroach.content import Content
from game.rules.cockroach.events import CardDrawn, Player, PlayerCard
from game.rules.cockroach.state import RoachObservation
from game.rules.core import Event
from game.rules.core.events import read


@dataclass
class PublicHand:
    """A hand as the table knows it: the squads known to be in it, and how many unseen."""

    known: list[str] = field(default_factory=list)
    unseen: int = 0


def public_hands(events: Sequence[Event], view: RoachObservation, c: Content) -> list[PublicHand]:
    """Each seat's hand as public facts tell it (events as a spectator sees them). The count
    of unseen cards follows the hand's public size (a card kept from a look may have been
    equipment, which went into play); known cards beyond that size (never) make it unseen."""
    hands = [PublicHand() for _ in range(view.players)]
    for event in events:
        public = event.seen_by(None)
        kind = public.kind
        if kind == "dealt":
            for p, hero in enumerate(view.heroes):
                hands[p] = PublicHand(list(c.hero[hero].start) if hero in c.hero else [])
        elif kind == "card_acquired":
            got = read(public, PlayerCard)
            if got["card"] in c.card and c.card[got["card"]].type == "squad":
                hands[got["player"]].known.append(got["card"])
        elif kind == "card_drawn":
            drawn = read(public, CardDrawn)
            if "card" not in drawn:  # a squad drawn face down
                hands[drawn["player"]].unseen += 1
        elif kind == "card_kept":
            hands[read(public, Player)["player"]].unseen += 1
        elif kind == "squad_played":
            played = read(public, PlayerCard)
            hand = hands[played["player"]]
            if played["card"] in hand.known:
                hand.known.remove(played["card"])
            else:
                hand.unseen = max(0, hand.unseen - 1)
        elif kind == "hand_discarded":
            hands[read(public, Player)["player"]] = PublicHand()
    for p, hand in enumerate(hands):
        if len(hand.known) <= view.hand_sizes[p]:
            hand.unseen = view.hand_sizes[p] - len(hand.known)
        else:
            hands[p] = PublicHand([], view.hand_sizes[p])
    return hands


def placed_squads(view: RoachObservation, hands: Sequence[PublicHand]) -> set[str]:
    """The squads whose place everyone knows: face up in the market, in the discard pile,
    waiting on the stack, or known to be in a hand."""
    placed = set(view.display) | set(view.discard)
    placed |= {f.kind for f in view.flow if f.type == "play"}
    for hand in hands:
        placed |= set(hand.known)
    return placed


def squads_a_seat_may_hold(
    seat: int, view: RoachObservation, hands: Sequence[PublicHand], c: Content
) -> set[str]:
    """The squads `seat` may hold, as anyone at the table can tell."""
    hand = hands[seat]
    may = set(hand.known)
    if hand.unseen:
        squads = {card.id for card in c.card.values() if card.type == "squad"}
        may |= squads - placed_squads(view, hands)
    return may
