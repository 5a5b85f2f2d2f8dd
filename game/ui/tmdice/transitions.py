"""What an input means at the TM Dice table: pure functions from the interaction model, what
the person at the screen sees and may do (`Situation`) and one input to the next model, the
engine's actions to take (in order; the scene stops at the first one refused) and a
sentence for the status line. Every action comes from the legal list. No pygame.

The inputs: a click on a thing of the table (`Click`), a button of the action panel pressed
(`Press`), a right-click that enlarges the card under the pointer (`Inspect`), Esc (`Back`).
The keyboard's next / previous / take work the legal list through the shared table (moving
its pick drops the half-made choice: `TableModel.cleared`); pointing at a thing is
`TableModel.pointing` and `hold_hand`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.rules.tmdice import actions as A
from game.rules.tmdice.content import content
from game.ui.shell.glyphs import say
from game.ui.tmdice.action_words import area_words, why_area
from game.ui.tmdice.buttons import payment_options
from game.ui.tmdice.colony_buttons import options, tile_actions
from game.ui.tmdice.commands import Button, ColonyMode, PanelCommand, PayFor, PickColony, PickDie
from game.ui.tmdice.model import Placing, TableModel, Turning
from game.ui.tmdice.picks import excess_dice, picked_actions, picking
from game.ui.tmdice.situation import Situation
from game.ui.tmdice.targets import (
    CardRef,
    OnArea,
    OnButton,
    OnCard,
    OnChip,
    OnChoice,
    OnColony,
    OnDie,
    OnPanel,
    OnPopup,
    OnStrip,
    Target,
)
from game.ui.tmdice.words import dice

C = content()


@dataclass(frozen=True)
class Click:
    """A click (left button, a controller's "take") on a thing of the table."""

    target: Target | None


@dataclass(frozen=True)
class Press:
    """A button of the action panel pressed."""

    button: Button


@dataclass(frozen=True)
class Inspect:
    """A right-click: the card under the pointer enlarged and kept (or dropped again)."""

    target: Target | None


@dataclass(frozen=True)
class Back:
    """Esc (a controller's "back"): an enlarged card goes first; else the shared table
    drops the keyboard's pick and the half-made choice, or opens the menu."""


Input = Click | Press | Inspect | Back


@dataclass(frozen=True)
class Say:
    """A sentence for the status line ("" clears it)."""

    text: str
    error: bool = False


@dataclass(frozen=True)
class Outcome:
    model: TableModel
    #: the engine's actions to take, in order (a production turn's picks are several)
    actions: tuple[A.Action, ...] = ()
    say: Say | None = None
    #: the keyboard's pick moves to this index of the legal actions (Enter takes it)
    focus: int | None = None
    #: a panel command for the scene itself (skip a computer's turn, leave for the results)
    scene: PanelCommand | None = None
    #: the input meant something here (else it is left to whatever lies under it)
    handled: bool = True


def respond(model: TableModel, sit: Situation, given: Input) -> Outcome:
    """The outcome of one input."""
    if isinstance(given, Press):
        return press(model, sit, given.button)
    if isinstance(given, Inspect):
        return inspect(model, sit, given.target)
    if isinstance(given, Back):
        if model.pinned_card is None:
            return Outcome(model, handled=False)
        return Outcome(replace(model, pinned_card=None))
    return click(model, sit, given.target)


# --- clicks on the table ---------------------------------------------------------------------
def click(model: TableModel, sit: Situation, target: Target | None) -> Outcome:
    """A click: an enlarged card goes; in the pinned tableau popup it only reads; anywhere
    else it closes the popup and still acts."""
    model = replace(model, pinned_card=None)
    if isinstance(target, OnPopup) or (isinstance(target, OnStrip) and target.in_popup):
        return Outcome(model)
    was_pinned = model.pinned_panel
    model = replace(model, pinned_panel=None)
    if isinstance(target, OnButton):
        return press(model, sit, target.button)
    seat = target.seat if isinstance(target, OnPanel | OnChip) else None
    usable = isinstance(target, OnChip) and _usable_chip(sit, target)
    if seat is not None and not (usable and sit.to_act):
        # pinned, the popup stays open to read and hover its cards; a second click closes it
        return Outcome(replace(model, pinned_panel=None if seat == was_pinned else seat))
    if not sit.to_act:
        return Outcome(model, handled=False)
    if isinstance(target, OnChoice):
        return Outcome(model, actions=(target.action,))
    if isinstance(target, OnCard):
        return click_card(model, sit, target.card)
    if isinstance(target, OnChip):
        return start_payment(model, sit, PayFor("blue", target.card))
    if isinstance(target, OnArea):
        return click_area(model, sit, target.area)
    if isinstance(target, OnColony):
        return click_tile(model, sit, target.tile)
    if isinstance(target, OnDie):
        return click_die(model, sit, target.face, target.slot)
    return Outcome(model, handled=False)


def _usable_chip(sit: Situation, chip: OnChip) -> bool:
    """A blue card's chip on the panel of the seat at the screen whose turn it is: a click
    uses it."""
    blue = C.cards[chip.card].colour == "blue"
    return blue and chip.seat == sit.view.current == sit.viewer


def click_card(model: TableModel, sit: Situation, card: str) -> Outcome:
    if picking(sit) == "cards":
        return pick_card(model, card)
    return start_payment(model, sit, PayFor("card", card))


def click_area(model: TableModel, sit: Situation, area: int) -> Outcome:
    """A click on the map: the first on a lit area proposes it (its VP and bonus show), a
    second click on it, Enter or Confirm places the tile; elsewhere, the reason in words."""
    action = A.PlaceTile(area)
    top = sit.top
    if action in sit.legal and model.placing_at == area:
        return Outcome(model, actions=(action,))
    if action in sit.legal:
        words = f"{area_words(sit, area)} " + say("Confirm, click it again or press {take}.")
        return Outcome(
            replace(model, choice=Placing(area)), say=Say(words), focus=sit.legal.index(action)
        )
    if top is not None and top.kind == "place":
        return Outcome(model, say=Say(why_area(sit, area), error=True))
    why = "Tiles are placed by a standard project or a card: choose one first."
    return Outcome(model, say=Say(why, error=True))


def die_action(legal: tuple[A.Action, ...], face: str) -> A.Action | None:
    """What clicking one of your dice (or the wild tokens) means now."""
    for a in legal:
        if isinstance(a, A.Pay | A.Lose | A.Give) and a.face == face:
            return a
        if isinstance(a, A.DiscardDie) and a.face == face and a.n == 1:
            return a
    return None


def click_die(model: TableModel, sit: Situation, face: str, slot: int | None) -> Outcome:
    """A die of the tray: picked to return (production turn), paid, lost or given, or the
    die to turn; otherwise what dice are for, in words."""
    if picking(sit) == "dice" and slot is not None:
        return pick_die(model, sit, slot)
    action = die_action(sit.legal, face)
    if action is not None:
        return Outcome(model, actions=(action,))
    if any(isinstance(a, A.Rotate) and a.face == face for a in sit.legal):
        words = f"Turn this {face} die to which face? Pick it above."
        return Outcome(replace(model, choice=Turning(face)), say=Say(words))
    why = (
        "Dice are spent by paying for a card, a project or a blue card: choose one of those first."
    )
    return Outcome(model, say=Say(why, error=True))


def click_tile(model: TableModel, sit: Situation, tile: str) -> Outcome:
    """A click on a colony tile: the choice it stands for now, if any."""
    actions = tile_actions(sit, model, tile)
    if not actions:
        return Outcome(model, handled=False)
    top = sit.top
    if top is not None and top.kind == "module":
        return Outcome(model, actions=(actions[0],))
    pick = model.colony
    if pick is not None:
        return choose_tile(model, sit, pick.mode, tile)
    return Outcome(model)


def inspect(model: TableModel, sit: Situation, target: Target | None) -> Outcome:
    """A right-click enlarges the card under the pointer until the next click (on it again:
    no longer); a payment choice closes, a production turn's picks stay."""
    card = card_under(target, sit.tray_seat)
    pinned = None if card is None or card == model.pinned_card else card
    choice = None if isinstance(model.choice, PayFor) else model.choice
    return Outcome(replace(model, pinned_card=pinned, choice=choice))


def card_under(target: Target | None, tray_seat: int) -> CardRef | None:
    """The card a right-click enlarges: in the popup, the hand, the action panel's strips, the
    panel of the seat along the bottom, or a big card of a private choice."""
    if isinstance(target, OnCard | OnStrip):
        return ("project", target.card)
    if isinstance(target, OnChip) and target.seat == tray_seat:
        return ("project", target.card)
    if isinstance(target, OnChoice):
        return target.card
    return None


# --- the action panel's buttons --------------------------------------------------------------
def press(model: TableModel, sit: Situation, b: Button) -> Outcome:
    if not b.enabled:
        return Outcome(model)
    command = b.command
    if command is PanelCommand.SKIP or command is PanelCommand.RESULTS:
        return Outcome(model, scene=command)
    if isinstance(command, PickDie):
        return pick_die(model, sit, command.slot)
    if command is PanelCommand.CONFIRM:
        return confirm(model, sit)
    if command is PanelCommand.CANCEL:
        return Outcome(replace(model, choice=None), say=Say(""))
    if isinstance(command, PayFor):
        return start_payment(model, sit, command)
    if isinstance(command, PickColony):
        if not command.tile:  # the panel asks for the tile; the status line keeps hover words
            return Outcome(replace(model, choice=command), say=Say(""))
        return choose_tile(model, sit, command.mode, command.tile)
    if b.action is not None:
        return Outcome(model, actions=(b.action,))
    return Outcome(model)


def start_payment(model: TableModel, sit: Situation, pay: PayFor) -> Outcome:
    """A card / project / blue card was picked: one way to pay plays it, several open the
    payment choice (the obvious one, fewest wild tokens, first)."""
    ways = payment_options(sit.legal, pay)
    if not ways:
        return Outcome(model, say=Say(sit.why_not(pay.probe()), error=True))
    if len(ways) == 1:
        return Outcome(model, actions=(ways[0],))
    words = say("Choose how to pay: the first way is proposed ({take} or click).")
    return Outcome(replace(model, choice=pay), say=Say(words), focus=sit.legal.index(ways[0]))


def choose_tile(model: TableModel, sit: Situation, mode: ColonyMode, tile: str) -> Outcome:
    """One way to pay takes the build or trade at once; several open the payment choice."""
    ways = options(sit.legal, mode, tile)
    if not ways:
        return Outcome(model, say=Say(f"You cannot {mode} there now.", error=True))
    if len(ways) == 1:
        return Outcome(replace(model, choice=None), actions=(ways[0],))
    return Outcome(replace(model, choice=PickColony(mode, tile)), say=Say(""))


# --- a production turn's picks ---------------------------------------------------------------
def pick_die(model: TableModel, sit: Situation, slot: int) -> Outcome:
    """Pick or unpick the die at ``slot`` (tray order); never more than must be returned."""
    need = excess_dice(sit)
    dice = model.picks.dice
    if slot in dice:
        dice = tuple(d for d in dice if d != slot)
    elif len(dice) >= need:
        words = f"You return {need}: click a picked die first to keep it instead."
        return Outcome(model, say=Say(words))
    else:
        dice = (*dice, slot)
    return Outcome(replace(model, picks=replace(model.picks, dice=dice)), say=Say(""))


def pick_card(model: TableModel, card: str) -> Outcome:
    cards = model.picks.cards
    cards = tuple(c for c in cards if c != card) if card in cards else (*cards, card)
    return Outcome(replace(model, picks=replace(model.picks, cards=cards)), say=Say(""))


def confirm(model: TableModel, sit: Situation) -> Outcome:
    """Apply the picks one atomic action at a time; one the engine refuses stops there with
    its sentence (those before it stand, and Ctrl+Z undoes them one by one)."""
    need = excess_dice(sit)
    if picking(sit) == "dice" and len(model.picks.dice) != need:
        return Outcome(model, say=Say(f"Pick {dice(need)} to return first.", error=True))
    return Outcome(model, actions=tuple(picked_actions(sit, model.picks)))
