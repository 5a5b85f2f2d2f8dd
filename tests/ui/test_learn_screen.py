"""Learn to play (issue 41, points 1 and 4): the title's entry opens a list of the four guided
games, navigable with the keyboard and a controller; it marks the finished ones and the step
reached, says which builds on which, and loads no tutorial module before it opens."""

from __future__ import annotations

import sys

import pygame
import pytest
from table_helpers import key, make_app
from tutorial_helpers import MINI
from ui_fakes import DIG_MARS

from game.store.tutorial_progress import TutorialProgress
from game.tutorials import catalogue
from game.tutorials.catalogue import TUTORIALS, Listed
from game.ui.scenes.learn import LearnScene, rows
from game.ui.scenes.title import TitleScene
from game.ui.shell.app import App


@pytest.fixture
def app(display: pygame.Surface) -> App:
    return make_app(display)


def test_learn_to_play_on_the_title_opens_the_list(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Other tests in this process may have loaded the tutorials: start as a fresh app does.
    for name in [n for n in sys.modules if n.startswith("game.tutorials.")]:
        monkeypatch.delitem(sys.modules, name)
    title = TitleScene(app.ctx, [DIG_MARS])
    app.stack.push(title)
    app.frame([], 1 / 60)
    assert not any(
        name.startswith("game.tutorials.")
        and name.count(".") == 2
        and name.rsplit(".", 1)[1] in {t.tutorial_id for t in TUTORIALS}
        for name in sys.modules
    )
    title.open_learn()
    app.frame([], 1 / 60)
    scene = app.stack.top
    assert isinstance(scene, LearnScene)
    assert [r.tutorial_id for r in scene.rows] == ["tmdice", "colonies", "digmars", "cockroach"]
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is title


def test_a_missing_script_is_listed_and_cannot_be_opened(app: App) -> None:
    scene = LearnScene(app.ctx)
    app.stack.push(scene)
    for row in scene.rows:
        if not row.ready:
            assert row.status == "Not in this build yet."
            assert not scene.buttons[row.tutorial_id].is_enabled


def test_the_list_marks_finished_and_the_step_reached(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    colonies = Listed("colonies", "Colonies", "tests:COLONIES")
    mini = Listed("mini", MINI.title, "tests:MINI")
    after = type(MINI)(**{**MINI.__dict__, "tutorial_id": "colonies", "after": "mini"})
    monkeypatch.setattr(catalogue, "TUTORIALS", (mini, colonies))
    found = {"mini": MINI, "colonies": after}
    monkeypatch.setattr(catalogue, "load", lambda tutorial_id: found[tutorial_id])
    progress = TutorialProgress()
    progress.set("mini", len(MINI.steps), finished=True)
    progress.set("colonies", 2)
    listed = rows(progress)
    assert listed[0].status.startswith("Finished")
    assert listed[1].status == "Step 2 of 3"
    assert listed[1].started and listed[1].after == MINI.title
    scene = LearnScene(app.ctx)
    app.stack.push(scene)
    assert scene.buttons["colonies"].text == "Go on"
    assert scene.buttons["mini"].text == "Play again"


def test_the_list_is_walked_with_the_controller(app: App) -> None:
    from controller_helpers import plug, press

    plug(app)
    scene = LearnScene(app.ctx)
    app.stack.push(scene)
    app.frame([], 1 / 60)
    press(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    assert scene.focused_button is not None
    press(app, pygame.CONTROLLER_BUTTON_B)
    assert app.stack.top is not scene


def test_a_tutorial_left_part_way_goes_on_or_starts_over(app: App) -> None:
    """Issue 41, point 4: Go on rebuilds the game at the step reached; Start over at its
    first step. Both open on the title (leaving the table goes back there)."""
    from game.tutorials.catalogue import load as load_tutorial
    from game.ui.scenes.table import TableScene
    from game.ui.tutorial.cards import CoachCard

    try:
        hunt = load_tutorial("cockroach")
    except ImportError:
        pytest.skip("the hunt's tutorial is not in this build yet")
    reached = hunt.teaching_steps()[3]
    TutorialProgress().set("cockroach", reached)
    for choice, actions in (("go", reached), ("other", 0)):
        title = TitleScene(app.ctx, [DIG_MARS])
        app.stack.push(title)
        title.open_learn()
        learn = app.stack.top
        assert isinstance(learn, LearnScene)
        row = next(r for r in learn.rows if r.tutorial_id == "cockroach")
        assert row.started and row.status == f"Step 4 of {len(hunt.teaching_steps())}"
        learn.choose("cockroach")
        card = app.stack.top
        assert isinstance(card, CoachCard)
        card.pressed(choice)
        table = app.stack.top
        assert isinstance(table, TableScene) and table.coach is not None
        assert len(table.session.match.actions) == actions
        assert list(app.stack)[-2] is title
        app.stack.pop()
        app.stack.pop()
        TutorialProgress().set("cockroach", reached)


def test_the_title_marks_the_finished_tutorials(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 41 point 4: the title marks the tutorials finished (on its Learn to play entry)."""
    title = TitleScene(app.ctx, [DIG_MARS])
    app.stack.push(title)
    assert title.buttons["open_learn"].text == "Learn to play"
    app.stack.pop()
    progress = TutorialProgress()
    progress.set(TUTORIALS[0].tutorial_id, 10, finished=True)
    title = TitleScene(app.ctx, [DIG_MARS])
    app.stack.push(title)
    assert title.buttons["open_learn"].text == f"Learn to play \u00b7 1 of {len(TUTORIALS)} done"
    app.stack.pop()
    for listed in TUTORIALS:
        progress.set(listed.tutorial_id, 10, finished=True)
    title = TitleScene(app.ctx, [DIG_MARS])
    app.stack.push(title)
    assert title.buttons["open_learn"].text == "Learn to play \u00b7 all done"
