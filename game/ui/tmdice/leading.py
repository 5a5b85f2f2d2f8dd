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


#: Clicks that only open or pick something before the one that takes the action: a colony
#: build is three (the Colony button, the tile, then the payment when there are several).
MOST_OPENINGS = 2


def leading_target(
    model: TableModel, sit: Situation, action: A.Action, targets: TargetsFor
) -> Target | None:
    """The thing to click now on the way to ``action``: one that takes it, else one that
    opens the choice in which the next clicks take it (the fewest clicks first); None when
    no click leads there (the action is not the person's to take, or the table offers it
    only by the keyboard)."""
    if action not in sit.legal:
        return None
    for openings in range(MOST_OPENINGS + 1):
        found = _within(model, sit, action, targets, openings)
        if found is not None:
            return found
    return None


def _within(
    model: TableModel, sit: Situation, action: A.Action, targets: TargetsFor, openings: int
) -> Target | None:
    """A thing to click now from which ``action`` is taken after exactly ``openings`` more
    clicks that only open or pick something."""
    for target in sorted(targets(model), key=_rank):
        if openings == 0:
            if takes(model, sit, target, action):
                return target
            continue
        after = opens(model, sit, target)
        if after is not None and _within(after, sit, action, targets, openings - 1) is not None:
            return target
    return None
