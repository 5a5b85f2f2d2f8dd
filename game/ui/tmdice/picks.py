"""Choices that are picked, seen, then confirmed at the TM Dice table: a production turn's
dice to return (000 "Production Turn" step 1: keep up to 3, plus storage) and cards to
discard (step 2), and the area of a tile ("Placing tiles": its placement bonus comes with
it). The picks show, nothing moves between clicks, and nothing is revealed before Confirm;
the engine offers atomic actions one at a time, so Confirm applies them in order."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from game.rules.tmdice import actions as A
from game.ui.tmdice import hints
from game.ui.tmdice.buttons import excess_dice, keep_faces

if TYPE_CHECKING:
    from game.ui.tmdice.table import TMDiceTable

Picking = Literal["dice", "cards"]


def picking(t: TMDiceTable) -> Picking | None:
    """What the person at the screen is picking now, if anything."""
    if not t.human_to_act() or t.view.pending is not None:
        return None
    if t.view.step == "prod_keep":
        return "dice"
    if t.view.step == "prod_cards":
        return "cards"
    return None


def pick_die(t: TMDiceTable, slot: int) -> None:
    """Pick or unpick the die at ``slot`` (tray order); never more than must be returned."""
    need = excess_dice(t)
    if slot in t.picked_dice:
        t.picked_dice.remove(slot)
    elif len(t.picked_dice) >= need:
        t.say(f"You return {need}: click a picked die first to keep it instead.")
        return
    else:
        t.picked_dice.append(slot)
    t.message = ""
    t.state_changed()


def pick_card(t: TMDiceTable, card: str) -> None:
    if card in t.picked_cards:
        t.picked_cards.remove(card)
    else:
        t.picked_cards.append(card)
    t.message = ""
    t.state_changed()


def picked_actions(t: TMDiceTable) -> list[A.Action]:
    """The engine's atomic actions for the picks, in the order they are applied."""
    what = picking(t)
    if what == "dice":
        faces = keep_faces(t)
        return [A.DiscardDie(faces[slot], 1) for slot in sorted(t.picked_dice)]
    if what == "cards":
        return [*(A.DiscardCard(c) for c in t.picked_cards), A.CardsDone()]
    return []


def confirm(t: TMDiceTable) -> None:
    """Apply the picks one atomic action at a time; one the engine refuses stops there with
    its sentence (those before it stand, and Ctrl+Z undoes them one by one)."""
    if picking(t) == "dice" and len(t.picked_dice) != excess_dice(t):
        t.say(f"Pick {excess_dice(t)} dice to return first.", error=True)
        return
    for action in picked_actions(t):
        if not t.try_action(action):
            return


def click_area(t: TMDiceTable, area: int) -> None:
    """A click on the map: the first on a lit area proposes it (its VP and bonus show), a
    second click on it, Enter or Confirm places the tile; elsewhere, the reason in words."""
    action = A.PlaceTile(area)
    top = t.top_pending()
    legal = t.legal()
    if action in legal and t.placing_at == area:
        t.try_action(action)
    elif action in legal:
        t.placing_at = area
        t.focus = legal.index(action)
        t.say(f"{hints.area_words(t, area)} Confirm, click it again or press Enter.")
    elif top is not None and top.kind == "place":
        t.say(hints.why_area(t, area), error=True)
    else:
        t.say("Tiles are placed by a standard project or a card: choose one first.", error=True)
