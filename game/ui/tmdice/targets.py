"""What can be pointed at or clicked on the TM Dice table, one small type per kind of thing:
the scene finds the one under the pointer (by the layout's rectangles), the interaction
model reads what pointing at it or clicking it means, and the parts light or lift it. No
pygame."""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.tmdice import actions as A
from game.ui.tmdice.commands import Button

#: A card to draw big: its kind ("project", "corp", "bonus") and id.
CardRef = tuple[str, str]


@dataclass(frozen=True)
class OnButton:
    """A button of the action panel: its place in the panel's list, and what it carries."""

    index: int
    button: Button


@dataclass(frozen=True)
class OnCard:
    card: str  # a card of the hand


@dataclass(frozen=True)
class OnStrip:
    """A played card's strip: in the action panel, or (``in_popup``) in the tableau popup."""

    card: str
    in_popup: bool = False


@dataclass(frozen=True)
class OnChip:
    """A card's chip in a player's panel: every card in play on the panel of the seat along
    the bottom, the blue cards on the others' (clicking a usable one of yours uses it)."""

    seat: int
    card: str


@dataclass(frozen=True)
class OnChoice:
    """A big card of a private choice (corporation, bonus card), and what a click takes."""

    card: CardRef
    action: A.Action


@dataclass(frozen=True)
class OnArea:
    area: int


@dataclass(frozen=True)
class OnDie:
    """A die of the tray (``slot``: its place in the tray's order), or the wild tokens
    (face "wild", no slot)."""

    face: str
    slot: int | None = None


@dataclass(frozen=True)
class OnPanel:
    seat: int


@dataclass(frozen=True)
class OnPopup:
    seat: int  # the pinned tableau popup


@dataclass(frozen=True)
class OnAward:
    index: int


@dataclass(frozen=True)
class OnMilestone:
    index: int


@dataclass(frozen=True)
class OnColony:
    tile: str  # a colony tile (Colonies module)


#: A thing on the table the pointer can be over.
Target = (
    OnButton
    | OnColony
    | OnCard
    | OnStrip
    | OnChip
    | OnChoice
    | OnArea
    | OnDie
    | OnPanel
    | OnPopup
    | OnAward
    | OnMilestone
)
