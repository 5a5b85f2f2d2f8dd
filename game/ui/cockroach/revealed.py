"""Every seat's secrets in words, for the replay's "Everything revealed" (a finished game):
each hand of squads, and the cards a seat was privately looking at (squads 30 and 33). The
table itself shows hand sizes only; these lines go in the replay's revealed panel."""

from __future__ import annotations

from game.rules.cockroach.content import Content
from game.rules.cockroach.state import RoachObservation

#: The private steps (a seat looking at cards alone) and how a line introduces them.
LOOKS = {"keep_card": "Looking at", "pick_roach": "Picking from the deck"}


def secrets_in_words(view: RoachObservation, c: Content) -> list[tuple[int, list[str]]]:
    """(seat, lines) for every seat: its hand card by card, then any private look."""
    hands = view.hands or [[] for _ in range(view.players)]
    out: list[tuple[int, list[str]]] = []
    for seat in range(view.players):
        hand = hands[seat]
        count = len(hand)
        lines = [f"Hand: {count} squad{'s' if count != 1 else ''}" if count else "Hand: empty"]
        lines += [f"\u00b7 {c.card[card].name}" for card in hand]
        for frame in view.flow:
            if frame.type == "step" and frame.kind in LOOKS and frame.seat == seat:
                options = frame.options()
                names = [c.card[o].name if o in c.card else c.roach[o].name for o in options]
                lines.append(f"{LOOKS[frame.kind]}:")
                lines += [f"\u00b7 {name}" for name in names]
        out.append((seat, lines))
    return out
