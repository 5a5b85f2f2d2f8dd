"""The cockroach table's interaction model: what the person at the screen is choosing, what is
picked and lit, and what an input means. Pure data and pure transitions, no pygame: the scene
turns keys, clicks and the pointer into `Input`s, and `step` turns an input into a new model
and, when the input takes one, a game action.

The model holds the couch's squad question (reactions.py), the folded group of actions
opened in the action panel and its page, the panel row under the pointer, and the
keyboard's pick among the legal actions. Inputs are abstract: a panel button pressed (one of
its commands or an action), the pointer over a panel row, a click on a cockroach or a market
card, next, previous, take and back; mouse, keyboard and game controllers drive it alike.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

from game.rules.cockroach import actions as A
from game.rules.cockroach.state import RoachObservation
from game.rules.core import Event
from game.ui.cockroach.reactions import SquadQuestion


@dataclass(frozen=True)
class Command:
    """A panel button that is not a game action: the squad question's answers, opening a
    folded group, going back, turning pages."""

    name: str
    arg: object = None


#: What a panel button does: a command of the panel, or a game action.
Value = A.Action | Command


@dataclass(frozen=True)
class Button:
    """A panel button: its words, what it does, and its slot in the panel's grid (stable:
    the choice that lets the moment go always sits in the last slot)."""

    text: str
    value: Value
    slot: int
    #: greyed though the rules allow it (a guided game's step takes another choice first):
    #: what pressing it answers, "Not yet: first ..."; "" for a button that may be pressed
    why: str = ""


Rows = Sequence[Button]

#: Seconds of game time a freshly changed panel ignores clicks and Enter: long enough to
#: absorb the second press of a double-click, short enough not to be felt.
LOCK = 0.28


@dataclass(frozen=True)
class Press:
    """A panel button pressed (clicked, or a controller's button on it)."""

    value: Value


@dataclass(frozen=True)
class PointAt:
    """The pointer is over the panel's row `row` (None: over none)."""

    row: int | None


@dataclass(frozen=True)
class ClickRoach:
    """A click on the cockroach in place `slot`: go there, if that is a choice now."""

    slot: int


@dataclass(frozen=True)
class ClickCard:
    """A click on the market's face-up card `index`: take it, if that is a choice now."""

    index: int


@dataclass(frozen=True)
class Next:
    """Pick the next legal action (Tab, Right, Down)."""


@dataclass(frozen=True)
class Previous:
    """Pick the previous legal action (Shift+Tab, Left, Up)."""


@dataclass(frozen=True)
class Take:
    """Take what is picked (Enter): the keyboard's pick, or Continue at the squad question."""


@dataclass(frozen=True)
class Back:
    """Drop the half-made choice: the keyboard's pick and any opened group (Esc)."""


Input = Press | PointAt | ClickRoach | ClickCard | Next | Previous | Take | Back


@dataclass(frozen=True)
class HuntModel:
    question: SquadQuestion = field(default_factory=SquadQuestion)
    opened: str | None = None  # a folded group of actions opened in the panel
    page: int = 0
    hover_row: int | None = None  # the panel row under the pointer
    focus: int = -1  # the keyboard's pick: an index into the legal actions, -1 none
    lock: float = 0.0  # seconds left in which presses are ignored (the panel just changed)

    def closed(self) -> HuntModel:
        """No group opened (a choice was made, or dropped)."""
        return replace(self, opened=None, page=0)

    def has_selection(self) -> bool:
        return self.opened is not None

    def focused(self, legal: Sequence[A.Action]) -> A.Action | None:
        return legal[self.focus] if 0 <= self.focus < len(legal) else None

    def after_events(self, events: Sequence[Event]) -> HuntModel:
        return replace(self, question=self.question.after_events(events))

    def changed(self) -> HuntModel:
        """The panel's contents just changed: presses wait out the lock."""
        return replace(self, lock=LOCK)

    def ticked(self, dt: float) -> HuntModel:
        """`dt` seconds of game time went by."""
        return self if self.lock <= 0 else replace(self, lock=max(0.0, self.lock - dt))

    def locked(self) -> bool:
        return self.lock > 0


Outcome = tuple[HuntModel, A.Action | None]


def _command(model: HuntModel, view: RoachObservation, command: Command) -> HuntModel:
    """A panel command: an answer to the squad question, or a move in the panel."""
    change = COMMANDS.get(command.name)
    return model if change is None else change(model, view, command.arg)


def _question(model: HuntModel, question: SquadQuestion) -> HuntModel:
    return replace(model, question=question)


def _player(model: HuntModel, view: RoachObservation, arg: object) -> HuntModel:
    return _question(model, model.question.answer_player(arg)) if isinstance(arg, int) else model


def _open(model: HuntModel, view: RoachObservation, arg: object) -> HuntModel:
    return replace(model, opened=arg, page=0) if isinstance(arg, str) else model


def _page(model: HuntModel, view: RoachObservation, arg: object) -> HuntModel:
    return replace(model, page=arg) if isinstance(arg, int) else model


Change = Callable[[HuntModel, RoachObservation, object], HuntModel]
COMMANDS: dict[str, Change] = {
    "continue": lambda m, view, arg: _question(m, m.question.answer_continue()),
    "choose": lambda m, view, arg: _question(m, m.question.answer_choosing(True)),
    "unchoose": lambda m, view, arg: _question(m, m.question.answer_choosing(False)),
    "player": _player,
    "open": _open,
    "back": lambda m, view, arg: m.closed(),
    "page": _page,
}


def _moved(model: HuntModel, legal: Sequence[A.Action], step: int) -> HuntModel:
    """The keyboard's pick moved by `step` (from none: the first, or the last going back)."""
    if not legal:
        return model
    if model.focus >= 0:
        focus = (model.focus + step) % len(legal)
    else:
        focus = 0 if step > 0 else len(legal) - 1
    return replace(model, focus=focus).closed()


def step(
    model: HuntModel, view: RoachObservation, legal: Sequence[A.Action], given: Input
) -> Outcome:
    """What `given` means now: the new model, and the action it takes (None: none). An
    action is taken only from `legal` (the person's choices now; empty while they may not
    act), except a panel button's, which the panel offered from them. While the panel is
    freshly changed (`lock`), presses, clicks and Enter take nothing: a double-click's second
    press never lands on a choice the person has not seen."""
    if model.locked() and isinstance(given, Press | ClickRoach | ClickCard | Take):
        return model, None
    if isinstance(given, Press):
        if isinstance(given.value, Command):
            return _command(model, view, given.value), None
        return model, given.value
    if isinstance(given, PointAt):
        return replace(model, hover_row=given.row), None
    if isinstance(given, ClickRoach):
        marker = A.Marker(given.slot)
        return model, marker if marker in legal else None
    if isinstance(given, ClickCard):
        if 0 <= given.index < len(view.display):
            take = A.Acquire(view.display[given.index])
            return model, take if take in legal else None
        return model, None
    if isinstance(given, Next | Previous):
        return _moved(model, legal, 1 if isinstance(given, Next) else -1), None
    if isinstance(given, Take):
        if model.question.showing():
            return _command(model, view, Command("continue")), None
        return model, model.focused(legal)
    return replace(model, focus=-1).closed(), None


def named_dice(pointed: Value | None) -> frozenset[int]:
    """The dice a choice names: a die to roll again, or the dice a payment locks (-1: the
    special die); the tray lights them for the choice under the pointer or the keyboard's."""
    if isinstance(pointed, A.Reroll):
        return frozenset({pointed.die})
    if isinstance(pointed, A.PayWith):
        return frozenset(pointed.dice) | ({-1} if pointed.special else frozenset())
    return frozenset()


def pointed(model: HuntModel, rows: Rows, legal: Sequence[A.Action]) -> Value | None:
    """The choice under the pointer, else the keyboard's pick."""
    if model.hover_row is not None and model.hover_row < len(rows):
        return rows[model.hover_row].value
    return model.focused(legal)
