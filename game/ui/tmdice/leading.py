"""Which thing of the TM Dice table a person clicks next to bring about a given legal action
(a guided game lights it and points at it): found by asking the interaction model itself
what each click means (`transitions.respond`), so it stays right whatever the panel offers
and however a choice is made (at once, or a payment, an area, a die to turn opened first).
No pygame: the scene says where each thing is.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.rules.tmdice import actions as A
from game.ui.tmdice.model import TableModel
from game.ui.tmdice.situation import Situation
from game.ui.tmdice.targets import (
    OnArea,
    OnButton,
    OnCard,
    OnChip,
    OnChoice,
    OnColony,
    OnDie,
    Target,
)
from game.ui.tmdice.transitions import Click, respond

#: Where the eye goes first when two things lead to the same action: the thing the action
#: is about (a card of the hand, an area, a tile) before the panel's button that names it.
_PREFERENCE: tuple[type, ...] = (OnChoice, OnCard, OnArea, OnColony, OnDie, OnButton, OnChip)

#: The things of the table under the pointer for a model (the panel's buttons depend on it).
TargetsFor = Callable[[TableModel], Sequence[Target]]


def _rank(target: Target) -> int:
    for i, kind in enumerate(_PREFERENCE):
        if isinstance(target, kind):
            return i
    return len(_PREFERENCE)


def takes(model: TableModel, sit: Situation, target: Target, action: A.Action) -> bool:
    """Clicking ``target`` takes ``action`` at once (first, when a confirm applies picks)."""
    actions = respond(model, sit, Click(target)).actions
    return bool(actions) and actions[0] == action


def opens(model: TableModel, sit: Situation, target: Target) -> TableModel | None:
    """The model after clicking ``target`` when the click only opens or picks something (a
    payment, an area proposed, a die to turn, a colony tile, a production pick); else None."""
    outcome = respond(model, sit, Click(target))
    after = outcome.model
    if outcome.actions or (after.choice == model.choice and after.picks == model.picks):
        return None
    return after


def leading_target(
    model: TableModel, sit: Situation, action: A.Action, targets: TargetsFor
) -> Target | None:
    """The thing to click now on the way to ``action``: one that takes it, else one that
    opens the choice in which a second click takes it; None when no click leads there (the
    action is not the person's to take, or the table offers it only by the keyboard)."""
    if action not in sit.legal:
        return None
    now = sorted(targets(model), key=_rank)
    for target in now:
        if takes(model, sit, target, action):
            return target
    for target in now:
        after = opens(model, sit, target)
        if after is not None and any(takes(after, sit, t, action) for t in targets(after)):
            return target
    return None
