"""The action panel's buttons as data: every choice named in words, with what it does (a game
action or a panel command). No pygame: action_panel.py draws them.

A person's choices are the engine's legal actions. When there are more than fit, actions of
one kind (the variants of one squad, the cards to take, the dice to roll again) fold into one
button that opens them, with a Back button. While the couch is asked about a window, the
buttons are the squad question's answers."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.rules.cockroach import actions as A
from game.rules.cockroach.content import Content
from game.rules.cockroach.state import RoachObservation
from game.ui.cockroach.model import Command, HuntModel, Value
from game.ui.cockroach.reactions import SquadQuestion, open_window

ROWS = 5
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

Row = tuple[str, Value]


def group_key(action: A.Action) -> str:
    return f"squad:{action.card}" if isinstance(action, A.PlaySquad) else action.kind


def fold_words(key: str, c: Content) -> str:
    if key.startswith("squad:"):
        return f"Play {c.card[key[6:]].name}\u2026"
    return FOLD_WORDS.get(key, "More\u2026")


def action_rows(
    legal: Sequence[A.Action],
    describe: Callable[[A.Action], str],
    c: Content,
    opened: str | None,
    page: int,
) -> list[Row]:
    """The buttons for `legal`: every action when they fit, else folded by kind; inside an
    opened group, its actions and Back; pages of ROWS with Next/Previous."""
    if opened is not None:
        inner = [a for a in legal if group_key(a) == opened]
        if inner:
            rows: list[Row] = [(describe(a), a) for a in inner]
            return _paged(rows, page, back=True)
    if len(legal) <= ROWS:
        return [(describe(a), a) for a in legal]
    groups: dict[str, list[A.Action]] = {}
    for action in legal:
        groups.setdefault(group_key(action), []).append(action)
    rows = []
    for key, members in groups.items():
        if len(members) == 1:
            rows.append((describe(members[0]), members[0]))
        else:
            rows.append((fold_words(key, c), Command("open", key)))
    return _paged(rows, page, back=False)


def _paged(rows: list[Row], page: int, back: bool) -> list[Row]:
    room = ROWS - (1 if back else 0)
    if len(rows) <= room:
        return rows + ([("Back", Command("back"))] if back else [])
    room -= 1
    pages = (len(rows) + room - 1) // room
    page %= pages
    out = rows[page * room : (page + 1) * room]
    out.append((f"More choices ({page + 1} of {pages})", Command("page", page + 1)))
    if back:
        out.append(("Back", Command("back")))
    return out


def question_rows(
    question: SquadQuestion,
    view: RoachObservation,
    humans: Sequence[int],
    name: Callable[[int], str],
) -> list[Row]:
    """The squad question's answers; once "I play a squad" is pressed, who plays (the people
    holding cards) and Back."""
    if question.choosing:
        rows: list[Row] = [
            (f"{name(p)} plays a squad", Command("player", p))
            for p in humans
            if view.hand_sizes[p] > 0
        ]
        return [*rows, ("Back: no one after all", Command("unchoose"))]
    return [
        ("Continue: no squad from anyone at the screen", Command("continue")),
        ("No squads from us until the next turn", Command("quiet")),
        ("I play a squad", Command("choose")),
    ]


def panel_rows(
    model: HuntModel,
    view: RoachObservation,
    legal: Sequence[A.Action],
    humans: Sequence[int],
    name: Callable[[int], str],
    describe: Callable[[A.Action], str],
    c: Content,
) -> list[Row]:
    """The panel's buttons now: the squad question's while the couch is asked, else the
    choices in `legal` (the person at the screen's; empty when they may not act), with "No
    squads until the next turn" for a window when one person plays."""
    if model.question.showing():
        return question_rows(model.question, view, humans, name)
    if not legal:
        return []
    rows = action_rows(legal, describe, c, model.opened, model.page)
    if len(humans) == 1 and open_window(view) is not None and model.opened is None:
        rows.append(("No squads until the next turn", Command("quiet")))
    return rows
