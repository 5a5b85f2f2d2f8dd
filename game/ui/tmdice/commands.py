"""What a button of the TM Dice table's action panel carries: the legal action of the engine it
stands for, or a typed command (a payment to open, a colony build or trade to start, a die to
pick, a command of the panel itself), never a string to parse. A payment or a colony choice
under way is the same value as the command that opened it. No pygame: where a button is
drawn is the action panel's business."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Literal, cast

from game.rules.tmdice import actions as A

#: What a payment pays for: a card in hand, a blue card's action, a standard project.
PayKind = Literal["card", "blue", "project"]
ColonyMode = Literal["build", "trade"]
IconKind = Literal["die", "blank", "wild", "arrows", "card"]
#: A small picture on a button: a die of a face, a blank die of a colour, a wild token...
Icon = tuple[IconKind, str]


class PanelCommand(Enum):
    """What a button of the panel does that is not an action of the game."""

    SKIP = "skip"  # fast-forward a computer's turn
    RESULTS = "results"  # leave the final scoring for the results screen
    CANCEL = "cancel"  # close a payment choice
    CONFIRM = "confirm"  # apply the dice or cards picked (production turn)


@dataclass(frozen=True)
class PickDie:
    """Pick (or unpick) one die of the seat to return at a production turn: its place in the
    tray's order, so that two dice showing the same face are two picks."""

    slot: int


@dataclass(frozen=True)
class PayFor:
    """Open the payment of a card in hand, a blue card or a standard project: one way to pay
    takes it at once, several open the choice."""

    kind: PayKind
    ident: str  # a card id, or a standard project ("heat", "water"...)

    def matches(self, action: object) -> bool:
        """``action`` is one way of paying for this."""
        if self.kind == "card":
            return isinstance(action, A.PlayCard) and action.card == self.ident
        if self.kind == "blue":
            return isinstance(action, A.UseBlue) and action.card == self.ident
        return isinstance(action, A.Terraform) and action.what == self.ident

    def probe(self) -> A.Action:
        """The action to ask the engine why this cannot be paid now."""
        if self.kind == "card":
            return A.PlayCard(self.ident)
        if self.kind == "blue":
            return A.UseBlue(self.ident)
        return A.Terraform(cast(A.StandardProject, self.ident))


@dataclass(frozen=True)
class PickColony:
    """Start a colony build or a trade (002 Colonies module), and that choice in progress:
    ``tile`` is "" while the player chooses a tile, then the tile whose payment is being
    chosen."""

    mode: ColonyMode
    tile: str = ""


Command = PayFor | PanelCommand | PickDie | PickColony


@dataclass(frozen=True)
class Button:
    """One clickable thing in the action panel: ``action`` is the legal action it stands for
    (taken on a click, lit by the keyboard focus); ``command``, when set, is what a click does
    instead (open a payment, a panel command)."""

    text: str = ""
    icons: tuple[Icon, ...] = ()
    action: A.Action | None = None
    command: Command | None = None
    tip: str = ""
    primary: bool = False
    wide: bool = False
    arrow: bool = False  # two icons with an arrow between them (turn a die: from -> to)
    enabled: bool = True
    selected: bool = False  # picked, waiting for Confirm
    label: str = ""  # the icons in a word or two, in small type beside them (never icon-only)
    #: greyed (not enabled) though the rules allow it: what a click on it answers (a guided
    #: game's "Not yet: first ...")
    why: str = ""
    #: drawn dimmed, icons too: a guided step takes another choice, and nothing but the
    #: step's choice may read as lit (what the rules refuse as much as what is "not yet")
    dim: bool = False


#: The action panel's buttons in groups, each under its heading ("" for none).
Groups = list[tuple[str, list[Button]]]
