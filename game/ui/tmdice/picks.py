"""Choices that are picked, seen, then confirmed at the TM Dice table: a production turn's
dice to return (000 "Production Turn" step 1: keep up to 3, plus storage) and cards to
discard (step 2). The picks show, nothing moves between clicks, and nothing is revealed
before Confirm; the engine offers atomic actions one at a time, so Confirm applies them in
order. No pygame."""

from __future__ import annotations

from typing import Literal

from game.rules.tmdice import actions as A
from game.ui.tmdice.dice_order import die_order
from game.ui.tmdice.model import Picks
from game.ui.tmdice.situation import Situation

Picking = Literal["dice", "cards"]


def picking(sit: Situation) -> Picking | None:
    """What the person at the screen is picking now, if anything."""
    if not sit.to_act or sit.view.pending is not None:
        return None
    if sit.view.step == "prod_keep":
        return "dice"
    if sit.view.step == "prod_cards":
        return "cards"
    return None


def excess_dice(sit: Situation) -> int:
    """How many dice the seat at a production turn must return to keep what it may."""
    p = sit.views[sit.view.current]
    return max(0, sum(p.dice.values()) - p.keep)


def keep_faces(sit: Situation) -> list[str]:
    """The seat's dice at a production turn, one per die, in the tray's order."""
    p = sit.views[sit.view.current]
    return sorted((f for f, k in p.dice.items() for _ in range(k)), key=die_order)


def picked_actions(sit: Situation, picks: Picks) -> list[A.Action]:
    """The engine's atomic actions for the picks, in the order they are applied."""
    what = picking(sit)
    if what == "dice":
        faces = keep_faces(sit)
        return [A.DiscardDie(faces[slot], 1) for slot in sorted(picks.dice)]
    if what == "cards":
        return [*(A.DiscardCard(c) for c in picks.cards), A.CardsDone()]
    return []
