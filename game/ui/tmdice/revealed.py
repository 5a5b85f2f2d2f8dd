"""Every seat's secrets in words, for the replay's "Everything revealed" (a finished game):
each hand card by card (seed 000: "Deal 5 Project cards to each player"), the corporations a
player is choosing from or has kept before all reveal (seed 001: "Each player secretly
chooses one corporation"), and the bonus pile while someone looks through it (seed 000:
"Secretly look at all available bonus cards"). The table shows the hand of the seat along
its bottom; these lines go in the replay's revealed panel, for every seat."""

from __future__ import annotations

from game.rules.tmdice.state import PlayerView, TMObservation
from game.ui.tmdice.words import C


def secrets_in_words(view: TMObservation, seats: list[PlayerView]) -> list[tuple[int, list[str]]]:
    """(seat, lines) for every seat of `view` (a revealed observation), `seats` its players'
    views in seat order."""
    choosing_corps = view.phase == "setup" and view.step == "corps"
    out: list[tuple[int, list[str]]] = []
    for seat, player in enumerate(seats):
        lines: list[str] = []
        if player.corp_options:
            lines.append("Choosing a corporation:")
            lines += [f"\u00b7 {C.corps[c].name}" for c in player.corp_options]
        elif choosing_corps and player.corp is not None:
            lines.append(f"Kept {C.corps[player.corp].name}")
        if player.hand is not None:
            count = len(player.hand)
            plural = "s" if count != 1 else ""
            lines.append(f"Hand: {count} card{plural}" if count else "Hand: empty")
            lines += [f"\u00b7 {C.cards[c].name}" for c in player.hand]
        if view.bonus_pile and view.pending_seat == seat:
            lines.append("Looking through the bonus pile:")
            lines += [f"\u00b7 {C.bonus[b].name}" for b in view.bonus_pile]
        out.append((seat, lines))
    return out
