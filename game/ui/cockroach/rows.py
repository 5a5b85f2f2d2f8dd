"""The action panel's buttons as data: every choice named in words, with what it does (a game
action or a panel command) and its slot in the panel's grid. No pygame: action_panel.py draws
them.

Slots are stable, so nothing moves under the cursor: the choice that lets the moment go
(Continue, Pass, Done, Stay, End turn) always sits in the last slot (bottom right) and no other
choice ever takes it; Back sits bottom left and "More choices" just above it; the other
choices fill the grid from the top left. When there are more than fit, actions of one kind
(the variants of one squad, the cards to take, the dice to roll again) fold into one button
that opens them. While the couch is asked about a window, the buttons are the squad
question's answers."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.rules.cockroach import actions as A
from game.rules.cockroach.content import Content
from game.rules.cockroach.state import RoachObservation
from game.ui.cockroach.model import Button, Command, HuntModel, Value
from game.ui.cockroach.reactions import SquadQuestion
from game.ui.cockroach.slots import BACK_SLOT, MORE_SLOT, SETTLE_SLOT

#: The slots choices fill, in order, leaving the last one to the settling choice.
FREE = tuple(range(SETTLE_SLOT))
ROWS = len(FREE)
#: Commands that let the moment go, as Pass does: they sit in the settle slot.
SETTLE_COMMANDS = ("continue", "end_turn")
FOLD_WORDS = {
    "acquire": "Take a support card\u2026",
    "reroll": "Roll a die again\u2026",
    "technique": "Use your technique\u2026",
    "marker": "Move your hero\u2026",
    "give": "Hand out the spoils\u2026",
    "wreck": "Destroy an equipment card\u2026",
    "pick": "Take one of the cards shown\u2026",
    "pull": "Bring a hero onto your cockroach\u2026",
    "exchange": "Exchange a symbol\u2026",
    "pay_with": "Choose the dice that pay\u2026",
    "hero": "Choose a hero\u2026",
}

Choice = tuple[str, Value]


def settles(value: Value) -> bool:
    """The choice lets the moment go (it keeps the last slot)."""
    if isinstance(value, Command):
        return value.name in SETTLE_COMMANDS
    return isinstance(value, A.Pass | A.EndSpending)


def group_key(action: A.Action) -> str:
    return f"squad:{action.card}" if isinstance(action, A.PlaySquad) else action.kind


def fold_words(key: str, c: Content) -> str:
    if key.startswith("squad:"):
        return f"Play {c.card[key[6:]].name}\u2026"
    return FOLD_WORDS.get(key, "More\u2026")


def placed(choices: Sequence[Choice], page: int, back: bool) -> list[Button]:
    """Choices in the free slots (Back in its own when `back`); past what fits, pages with
    "More choices" in its slot."""
    free = [s for s in FREE if not (back and s == BACK_SLOT)]
    out: list[Button] = []
    if len(choices) > len(free):
        more = MORE_SLOT if back else BACK_SLOT
        free = [s for s in free if s != more]
        pages = (len(choices) + len(free) - 1) // len(free)
        page %= pages
        choices = choices[page * len(free) : (page + 1) * len(free)]
        words = f"More choices ({page + 1} of {pages})"
        out.append(Button(words, Command("page", page + 1), more))
    out += [Button(text, value, slot) for (text, value), slot in zip(choices, free, strict=False)]
    if back:
        out.append(Button("Back", Command("back"), BACK_SLOT))
    return sorted(out, key=lambda b: b.slot)


def action_rows(
    legal: Sequence[A.Action],
    describe: Callable[[A.Action], str],
    c: Content,
    opened: str | None,
    page: int,
) -> list[Button]:
    """The buttons for `legal`: the settling action in the last slot; the others each in a
    slot when they fit, else folded by kind; inside an opened group, its actions and Back."""
    settling = next((a for a in legal if settles(a)), None)
    rest = [a for a in legal if a is not settling]
    tail = [] if settling is None else [Button(describe(settling), settling, SETTLE_SLOT)]
    if opened is not None:
        inner = [a for a in rest if group_key(a) == opened]
        if inner:
            return placed([(describe(a), a) for a in inner], page, back=True) + tail
    if len(rest) <= len(FREE):
        return placed([(describe(a), a) for a in rest], 0, back=False) + tail
    groups: dict[str, list[A.Action]] = {}
    for action in rest:
        groups.setdefault(group_key(action), []).append(action)
    choices: list[Choice] = []
    for key, members in groups.items():
        if len(members) == 1:
            choices.append((describe(members[0]), members[0]))
        else:
            choices.append((fold_words(key, c), Command("open", key)))
    return placed(choices, page, back=False) + tail


def question_rows(
    question: SquadQuestion,
    view: RoachObservation,
    humans: Sequence[int],
    name: Callable[[int], str],
) -> list[Button]:
    """The squad question's answers; once "I play a squad" is pressed, who plays (the people
    holding cards) and Back."""
    if question.choosing:
        holders = [p for p in humans if view.hand_sizes[p] > 0]
        rows = [
            Button(f"{name(p)} plays a squad", Command("player", p), slot)
            for p, slot in zip(holders, FREE, strict=False)
        ]
        return [*rows, Button("Back: no one plays after all", Command("unchoose"), BACK_SLOT)]
    return [
        Button("I play a squad", Command("choose"), 0),
        Button("When are we asked?\u2026", Command("couch"), BACK_SLOT),
        Button("Continue: no squad now", Command("continue"), SETTLE_SLOT),
    ]


def panel_rows(
    model: HuntModel,
    view: RoachObservation,
    legal: Sequence[A.Action],
    humans: Sequence[int],
    name: Callable[[int], str],
    describe: Callable[[A.Action], str],
    c: Content,
) -> list[Button]:
    """The panel's buttons now: the squad question's while the couch is asked, else the
    choices in `legal` (the person at the screen's; empty when they may not act)."""
    if model.question.showing():
        return question_rows(model.question, view, humans, name)
    if not legal:
        return []
    return action_rows(legal, describe, c, model.opened, model.page)
