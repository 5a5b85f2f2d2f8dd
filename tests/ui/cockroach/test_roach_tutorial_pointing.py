"""The hunt's table points at what to click for each teaching step of its guided game (issue
41, points 2 and 6): from the position before the step, clicking the middle of
`action_spot(step's action)` (again while the table's picks progress) takes exactly the
step's action, through the real table, as a learner at the screen would."""

from __future__ import annotations

from collections.abc import Callable

import pygame
from roachtable_helpers import make_app
from tutorial_pointing import follow_the_pointer

from game.rules.cockroach import actions as A
from game.rules.cockroach.engine import CockroachEngine
from game.tutorials.cockroach import TUTORIAL
from game.tutorials.script import play_through
from game.ui.cockroach.model import Button, Command, HuntModel
from game.ui.cockroach.pointing import Spot, spot_for
from game.ui.cockroach.rows import action_rows
from game.ui.cockroach.slots import SETTLE_SLOT
from game.ui.shell.app import App

#: Frames between clicks: a freshly changed panel ignores presses for a moment (model.LOCK).
SETTLE = 24


def _follow_the_pointer(app: App, number: int) -> None:
    follow_the_pointer(app, TUTORIAL, number, SETTLE)


def test_every_teaching_step_is_taken_by_clicking_its_spot(display: pygame.Surface) -> None:
    """004 throughout: each teaching step's action, and only it, follows from the clicks."""
    app = make_app(display)
    for number in TUTORIAL.teaching_steps():
        _follow_the_pointer(app, number)


def test_the_spot_is_on_the_canvas_at_the_larger_window_too(
    open_window: Callable[[tuple[int, int]], pygame.Surface],
) -> None:
    """Issue 41, point 5: at 1920x1080 the canvas scales, and the card to buy (004, "Support
    cards") is still taken by clicking where the table points."""
    app = make_app(open_window((1920, 1080)))
    number = next(n for n in TUTORIAL.teaching_steps() if "buying" in TUTORIAL.steps[n].teaches)
    _follow_the_pointer(app, number)


def test_the_out_of_turn_squad_is_the_learners_own_click(display: pygame.Surface) -> None:
    """004, "Support cards": the out-of-turn squad is the learner's own choice at the
    moment a cockroach is about to die; its button is what the pointer lights."""
    app = make_app(display)
    number = next(
        n for n in TUTORIAL.teaching_steps() if "squad_out_of_turn" in TUTORIAL.steps[n].teaches
    )
    _follow_the_pointer(app, number)


def test_spots_lead_through_a_folded_group_and_back() -> None:
    """The pure part: a marker to put down is its cockroach, a card to take its market card,
    a folded action the group's button that opens it, and from inside another group, Back."""
    match = play_through(TUTORIAL, upto=56)
    engine = match.engine
    assert isinstance(engine, CockroachEngine)
    view = engine.observation(TUTORIAL.person)
    closed = HuntModel()
    take = A.Acquire("s16")
    assert spot_for(take, closed, view, [], [take]) == Spot("card", view.display.index("s16"))
    assert spot_for(A.Marker(1), closed, view, [], [A.Marker(1)]) == Spot("roach", 1)
    assert spot_for(take, closed, view, [], []) is None  # not a choice now
    # Many dice to roll again fold into one button; the technique stands alone.
    legal: list[A.Action] = [A.Technique(), *(A.Reroll(d) for d in range(6)), A.EndSpending()]
    buttons = action_rows(legal, engine.describe, engine.c, None, 0)
    opener = next(b for b in buttons if b.value == Command("open", "reroll"))
    assert spot_for(A.Reroll(3), closed, view, buttons, legal) == Spot("slot", opener.slot)
    opened = HuntModel(opened="reroll")
    inside = action_rows(legal, engine.describe, engine.c, "reroll", 0)
    die = next(b for b in inside if b.value == A.Reroll(1))
    assert spot_for(A.Reroll(1), opened, view, inside, legal) == Spot("slot", die.slot)
    # Six dice do not fit one page beside Back: the last ones are a page further.
    page = next(b for b in inside if isinstance(b.value, Command) and b.value.name == "page")
    assert spot_for(A.Reroll(5), opened, view, inside, legal) == Spot("slot", page.slot)
    back = next(b for b in inside if b.value == Command("back"))
    assert spot_for(A.Technique(), opened, view, inside, legal) == Spot("slot", back.slot)
    done = next(b for b in buttons if b.value == A.EndSpending())
    assert spot_for(A.EndSpending(), closed, view, buttons, legal) == Spot("slot", done.slot)


def test_a_held_turn_points_at_end_turn_first() -> None:
    """A person's turn that ended by itself waits for End turn: whatever comes next, that
    is the click that leads to it."""
    match = play_through(TUTORIAL, upto=32)
    view = match.engine.observation(TUTORIAL.person)
    end = Button("End turn", Command("end_turn"), SETTLE_SLOT)
    assert spot_for(A.Marker(1), HuntModel(), view, [end], []) == Spot("slot", SETTLE_SLOT)
