"""What the action panel says, as one value (`Panel`): who decides now, what they decide, the
words over it and the buttons for it, all from one reading of the moment, so the title, the
text and the buttons never speak of different things. Words only (no pygame): from the
observation, the squad question, who decides now (`Status`), the legal actions and the
names of the table. action_panel.py draws a `Panel`."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal

from game.rules.cockroach import actions as A
from game.rules.cockroach.content import Content
from game.rules.cockroach.state import RoachObservation
from game.ui.cockroach.model import Button, Command, HuntModel
from game.ui.cockroach.reactions import MOMENT_WORDS, open_window, paying_for, stack_of_plays
from game.ui.cockroach.rows import action_rows, question_rows
from game.ui.cockroach.slots import SETTLE_SLOT
from game.ui.draw import palette
from game.ui.draw.palette import Colour
from game.ui.shell.glyphs import say

Lines = list[tuple[str, Colour]]
#: Who the panel speaks for: the person at the screen acting ("you"), the whole couch asked
#: about a window ("couch"), a person's ended turn held on screen ("held"), a computer seat
#: deciding ("computer"), another person deciding ("person"), the end ("over"), nobody.
Voice = Literal["you", "couch", "held", "computer", "person", "over", "none"]

STEP_WORDS = {
    "hero": "Choose your hero",
    "place": "Put your hero marker on a cockroach",
    "spend": "Spend your stars and serums, then Done",
    "spoils": "Hand out the spoils of the slain cockroach",
    "move": "Move your hero to another cockroach",
    "pull": "Bring another hero onto your cockroach",
    "leave": "Your hero must leave this cockroach",
    "opt_move": "You may move your hero to another cockroach",
    "wreck_own": "Destroy one of your equipment cards",
    "wreck_other": "Destroy an equipment card",
    "pick_roach": "Choose a cockroach from the deck",
    "keep_card": "Keep one of the cards you look at",
    "reroll_pick": "Choose the dice to roll again",
    "pay": "Which dice pay? The others stay free to roll again",
}
HELD_WORDS = "See what you drew and rolled, then End turn ({take})."


@dataclass(frozen=True)
class Status:
    """Who decides now, as the table sees it, and the table's last message."""

    over: bool
    decider: int | None
    decider_human: bool
    acting: bool  # the person at the screen decides now
    message: str = ""
    error: bool = False
    holding: bool = False  # a person's ended turn is held on screen for their End turn
    viewer: int | None = None  # the person whose eyes are on the screen


@dataclass(frozen=True)
class Panel:
    """Everything the action panel shows, read once: who decides (`voice`, `decider`), what
    is decided (`kind`: a step's kind, a window's moment, "question", "choosing", "held"...),
    the title and lines over it, the buttons, and the hand shown (None: none, it is not the
    turn of the person it belongs to)."""

    voice: Voice
    decider: int | None
    kind: str
    title: str
    lines: Lines
    buttons: tuple[Button, ...]
    hand: tuple[str, ...] | None = None


@dataclass(frozen=True)
class Names:
    """How the panel names things: seats, actions (as their buttons do), the content."""

    name: Callable[[int], str]
    describe: Callable[[A.Action], str]
    c: Content


def hand_shown(view: RoachObservation) -> tuple[str, ...]:
    """The hand the panel shows: the viewer's own (drawn only while they act, after a pass
    screen named them)."""
    return tuple(view.hand)


def stack_note(view: RoachObservation) -> Lines:
    plays = stack_of_plays(view)
    if not plays:
        return []
    count = f"{len(plays)} squad{'s' if len(plays) != 1 else ''}"
    return [(f"{count} waiting to resolve: see the pile under the dice.", palette.SAND_DIM)]


def result_lines(view: RoachObservation, names: Names) -> Lines:
    """Who won, with how many VP, and why the hunt ended."""
    if not view.winners:
        return []
    who = " and ".join(names.name(p) for p in view.winners)
    verb = "wins" if len(view.winners) == 1 else "share the win"
    lines: Lines = [(f"{who} {verb} with {view.vp[view.winners[0]]} VP.", palette.OCHRE)]
    if view.end_reason:
        lines.append((f"{view.end_reason}.", palette.SAND_DIM))
    return lines


def _message(status: Status, note: str) -> Lines:
    if status.message:
        return [(status.message, palette.RUST_BRIGHT if status.error else palette.SAND)]
    return [(note, palette.SAND)] if note else []


def _acting(
    model: HuntModel, view: RoachObservation, legal: Sequence[A.Action], names: Names, note: str
) -> tuple[str, str, Lines]:
    """Kind, title and lines while the person at the screen decides."""
    moment = open_window(view)
    top = view.flow[-1] if view.flow else None
    if moment is not None:
        kind = moment
        title = f"Play a squad {MOMENT_WORDS.get(moment, moment)}, or pass"
    elif top is not None and top.type == "step":
        kind = top.kind
        title = STEP_WORDS.get(top.kind, "Your choice")
    else:
        kind, title = "choice", "Your choice"
    lines: Lines = []
    paying = paying_for(view)
    if paying is not None:
        lines.append((f"Paying for: {names.describe(paying)}.", palette.SAND))
    if kind == "hero":
        lines.append(("The heroes stand above: technique, talent and first squads.", palette.SAND))
    return kind, title, lines + stack_note(view)


def build_panel(
    model: HuntModel,
    view: RoachObservation,
    status: Status,
    legal: Sequence[A.Action],
    humans: Sequence[int],
    names: Names,
    note: str = "",
) -> Panel:
    """The panel now, from one reading of who decides: the held turn first (the person's
    turn is over, whoever decides next), then the end, the couch's question, the person at
    the screen's choices, or whom the table waits for. `note`: what the button or card under
    the pointer does, shown unless the table has a message."""
    said = _message(status, note)
    if status.holding:
        end = Button("End turn", Command("end_turn"), SETTLE_SLOT)
        who = status.viewer
        title = "Your turn is over" if who is None else f"{names.name(who)}: your turn is over"
        hand = hand_shown(view) if who is not None else None
        words = [(say(HELD_WORDS), palette.SAND)]
        return Panel("held", who, "held", title, words, (end,), hand)
    if status.over:
        return Panel("over", None, "over", "The hunt is over", said + result_lines(view, names), ())
    moment = open_window(view)
    question = model.question
    if question.showing():
        when = MOMENT_WORDS.get(moment or "", "now")
        kind = "choosing" if question.choosing else "question"
        words = (
            "Who plays? They will see their hand alone, behind a pass screen."
            if question.choosing
            else "Anyone at the screen may play a squad card now."
        )
        buttons = tuple(question_rows(question, view, humans, names.name))
        lines = [*said, (words, palette.SAND), *stack_note(view)]
        return Panel("couch", None, kind, f"Any squad {when}?", lines, buttons)
    decider = status.decider
    if status.acting and legal:
        kind, title, lines = _acting(model, view, legal, names, note)
        if decider is not None:
            title = f"{names.name(decider)}: {title}"
        buttons = tuple(action_rows(legal, names.describe, names.c, model.opened, model.page))
        hand = hand_shown(view) if kind != "hero" else None
        return Panel("you", decider, kind, title, said + lines, buttons, hand)
    if decider is None:
        return Panel("none", None, "none", "", said, ())
    name = names.name(decider)
    if not status.decider_human:
        title = f"{name} (computer) is thinking\u2026"
        if moment is not None:
            title = f"{name} (computer) may play a squad {MOMENT_WORDS.get(moment, moment)}"
        return Panel("computer", decider, moment or "thinking", title, said + stack_note(view), ())
    title, words = f"Waiting for {name}", f"The screen goes to {name} next."
    if moment is not None:
        title = f"A moment for squads {MOMENT_WORDS.get(moment, moment)}"
        words = "Squads may be played once the moves on screen end."
    lines = [*said, (words, palette.SAND_DIM), *stack_note(view)]
    return Panel("person", decider, moment or "waiting", title, lines, ())
