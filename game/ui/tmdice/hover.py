"""What the mouse can be over on the TM Dice table, one small type per kind of thing (found
by :mod:`game.ui.tmdice.pointer`, read by the views that light or lift it)."""

from __future__ import annotations

from dataclasses import dataclass

#: A card to draw big: its kind ("project", "corp", "bonus") and id.
CardRef = tuple[str, str]


@dataclass(frozen=True)
class OnButton:
    button: int  # id() of a Button of the action panel


@dataclass(frozen=True)
class OnCard:
    card: str  # a card of the hand


@dataclass(frozen=True)
class OnStrip:
    """A played card's strip: in the action panel, a blue chip of a panel, or (``in_popup``)
    in the tableau popup."""

    card: str
    in_popup: bool = False


@dataclass(frozen=True)
class OnChoice:
    card: CardRef  # a big card of a private choice (corporation, bonus card)


@dataclass(frozen=True)
class OnArea:
    area: int


@dataclass(frozen=True)
class OnDie:
    face: str  # a die of the tray, or "wild" for the wild tokens


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


#: What the mouse is over.
Hover = (
    OnButton
    | OnColony
    | OnCard
    | OnStrip
    | OnChoice
    | OnArea
    | OnDie
    | OnPanel
    | OnPopup
    | OnAward
    | OnMilestone
)
