"""The TM Dice table's interaction model: what the person at the screen is in the middle of
choosing, what they picked, what the pointer is over and what is pinned open. One frozen
value, replaced (never changed) by the pure transitions of `transitions`; the parts of the
table draw from it. No pygame."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace

from game.ui.tmdice.commands import PayFor, PickColony
from game.ui.tmdice.targets import CardRef, OnPanel, Target


@dataclass(frozen=True)
class Placing:
    """A tile proposed for ``area`` (its VP and bonus shown), waiting to be confirmed."""

    area: int


@dataclass(frozen=True)
class Turning:
    """The die of ``face`` picked to turn (pink arrows): the faces it may take are offered."""

    face: str


#: What is being chosen: how to pay for a card, a blue card or a standard project (the
#: proposed way first); the tile, then the payment, of a colony build or trade; the area of
#: a tile, to confirm; which die to turn; or nothing.
Choice = PayFor | PickColony | Placing | Turning | None


@dataclass(frozen=True)
class Picks:
    """A production turn's picks, applied together on Confirm (000 "Production Turn"): the
    dice to return (their places in the tray's order) and the cards to discard, in the order
    picked. They stay while a free action's payment is chosen."""

    dice: tuple[int, ...] = ()
    cards: tuple[str, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.dice or self.cards)


#: A hand's layout held while the pointer is on it: a card id ("" for a back) per slot, or a
#: gap (None) where a card left.
HandHold = tuple[str | None, ...]


@dataclass(frozen=True)
class TableModel:
    choice: Choice = None
    picks: Picks = Picks()
    #: what the pointer is over (lit, lifted or ringed, and named on the status line)
    pointer: Target | None = None
    #: a card enlarged by a right-click, kept until the next click
    pinned_card: CardRef | None = None
    #: the seat whose tableau popup a click pinned open
    pinned_panel: int | None = None
    hand_hold: HandHold | None = None
    #: the action panel leaves room for a shelf of cards above the hand (see hand_layout);
    #: held with the hand's layout
    shelf: bool = True

    @property
    def popup_seat(self) -> int | None:
        """The tableau popup shown: of the hovered panel (a preview), else of the pinned one."""
        return self.pointer.seat if isinstance(self.pointer, OnPanel) else self.pinned_panel

    @property
    def paying(self) -> PayFor | None:
        return self.choice if isinstance(self.choice, PayFor) else None

    @property
    def colony(self) -> PickColony | None:
        return self.choice if isinstance(self.choice, PickColony) else None

    @property
    def placing_at(self) -> int | None:
        return self.choice.area if isinstance(self.choice, Placing) else None

    @property
    def turning(self) -> str | None:
        return self.choice.face if isinstance(self.choice, Turning) else None

    def has_selection(self) -> bool:
        """Something Esc drops: a payment or colony choice, picks, a pinned popup or card.
        (An area proposed carries the keyboard's focus, which Esc drops with it.)"""
        return (
            self.pinned_panel is not None
            or bool(self.picks)
            or isinstance(self.choice, PayFor | PickColony)
            or self.pinned_card is not None
        )

    def cleared(self) -> TableModel:
        """The half-made choice forgotten (after an action, an undo, a new viewer, the
        keyboard moving on); what the pointer is over and a pinned card stay."""
        return replace(self, choice=None, picks=Picks(), pinned_panel=None)

    def pointing(self, target: Target | None) -> TableModel:
        return self if target == self.pointer else replace(self, pointer=target)


def held_slots(held: Sequence[str | None], cards: Sequence[str]) -> list[str | None] | None:
    """`cards` in the slots of `held`, the layout kept while the pointer rests on the hand: a
    card still in hand keeps its slot and a card gone leaves a gap, so the next card never
    slides under the pointer. None when the hand gained a card: it is laid out afresh."""
    left = Counter(cards)
    slots: list[str | None] = []
    for cid in held:
        if cid is not None and left[cid] > 0:
            left[cid] -= 1
            slots.append(cid)
        else:
            slots.append(None)
    return None if +left else slots


def hand_slots(model: TableModel, cards: Sequence[str]) -> list[str | None]:
    """The hand as laid out: held while the pointer is on it (`held_slots`), else as it is.
    Read against the hand of now, so a card that left since the hold began is never drawn."""
    held = held_slots(model.hand_hold, cards) if model.hand_hold is not None else None
    return held if held is not None else list(cards)


def hold_hand(model: TableModel, on_hand: bool, cards: Sequence[str]) -> tuple[TableModel, bool]:
    """The hand keeps its layout while the pointer is on it and closes up once it leaves:
    nothing slides under the pointer when a card is played or discarded. Also True when the
    hand must be drawn again (it closes up)."""
    if on_hand and model.hand_hold is None:
        return replace(model, hand_hold=tuple(cards)), False
    if not on_hand and model.hand_hold is not None:
        closes_up = list(model.hand_hold) != list(cards)
        return replace(model, hand_hold=None), closes_up
    return model, False


def follow_hand(model: TableModel, cards: Sequence[str]) -> TableModel:
    """The held layout after the hand changed: gaps where cards left, laid out afresh when a
    card came in."""
    if model.hand_hold is None:
        return model
    return replace(model, hand_hold=tuple(hand_slots(model, cards)))
