"""Which thing on the hunt's table leads to a given action, from what is on it now: a panel
button (the action's own, the folded group holding it, the page or Back that reaches it, the
squad question's answer, or End turn while a person's ended turn is held), a cockroach, or a
market card. Pure data (no pygame): the
table turns a `Spot` into a rectangle of its layout; a tutorial lights and points at it.

A lit cockroach or market card is the spot when clicking it takes the action (a marker to
put down, a card to take): that is where a player's eye already is. Everything else is a
button, found the way a player would: the button itself, else the group or page it is in.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from game.rules.cockroach import actions as A
from game.rules.cockroach.state import RoachObservation
from game.ui.cockroach.model import Button, Command, HuntModel
from game.ui.cockroach.rows import group_key

#: Where a click goes: a panel button slot, a cockroach's place, a market card's index.
Where = Literal["slot", "roach", "card"]


@dataclass(frozen=True)
class Spot:
    where: Where
    index: int


def _slot_of(buttons: Sequence[Button], wanted: object) -> Spot | None:
    for button in buttons:
        if button.value == wanted:
            return Spot("slot", button.slot)
    return None


def _command_slot(buttons: Sequence[Button], name: str, arg: object = None) -> Spot | None:
    for button in buttons:
        value = button.value
        if isinstance(value, Command) and value.name == name and (arg is None or value.arg == arg):
            return Spot("slot", button.slot)
    return None


def _question_spot(
    action: A.Action, model: HuntModel, buttons: Sequence[Button], seat: int | None
) -> Spot | None:
    """The couch's squad question stands before the window's choices: Continue lets it go
    by; a squad is played by saying who plays it first."""
    if isinstance(action, A.Pass):
        return _command_slot(buttons, "continue")
    if not isinstance(action, A.PlaySquad):
        return None
    if model.question.choosing:
        return _command_slot(buttons, "player", seat) if seat is not None else None
    return _command_slot(buttons, "choose")


def spot_for(
    action: A.Action,
    model: HuntModel,
    view: RoachObservation,
    buttons: Sequence[Button],
    legal: Sequence[A.Action],
    seat: int | None = None,
) -> Spot | None:
    """The next thing to click to bring about `action`, given the panel's `buttons` now and
    the person's `legal` choices (`seat`: who would play, for the squad question); None
    when nothing on the table leads to it now."""
    held = _command_slot(buttons, "end_turn")
    if held is not None:  # a person's ended turn waits on screen: nothing else can be clicked
        return held
    if model.question.showing():
        return _question_spot(action, model, buttons, seat)
    if action not in legal:
        return None
    if model.opened is None:
        if isinstance(action, A.Marker) and 0 <= action.slot < len(view.roaches):
            return Spot("roach", action.slot)
        if isinstance(action, A.Acquire) and action.card in view.display:
            return Spot("card", view.display.index(action.card))
    found = _slot_of(buttons, action)
    if found is not None:
        return found
    if model.opened is not None:
        if model.opened != group_key(action):
            return _command_slot(buttons, "back")
        return _command_slot(buttons, "page")
    return _command_slot(buttons, "open", group_key(action)) or _command_slot(buttons, "page")
