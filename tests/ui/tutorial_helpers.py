"""A small guided game of our own for the coach's tests (the real scripts come from the
script engineers; these few Dig Mars steps use the real engine, seed 5, two seats)."""

from __future__ import annotations

from typing import Any

import pygame

from game.tutorials.script import Rule, Step, Tutorial
from game.ui.shell.app import App

MINI = Tutorial(
    tutorial_id="mini",
    title="Dig Mars in four steps",
    blurb="A few moves of Dig Mars, for the coach's tests.",
    game_id="digmars",
    players=2,
    options={},
    seed=5,
    person=0,
    names=("Learner", "Rover"),
    rules=(Rule("place", "placing a station"), Rule("dig", "digging")),
    steps=(
        Step(
            {"kind": "place", "square": 0},
            "Put your first station down on the lit square.",
            "Dig Mars: setting up",
            "place your station",
            ("place",),
        ),
        Step({"kind": "place", "square": 0}),
        Step(
            {"kind": "dig", "square": 0},
            "Dig where your station stands.",
            "Dig Mars: digging",
            "dig under your station",
            ("dig",),
        ),
        Step(
            {"kind": "end_turn"},
            "End your turn.",
            "Dig Mars: a turn",
            "end your turn",
        ),
        Step({"kind": "end_turn"}),
    ),
    welcome="Welcome to a tiny game.",
    handover="The rest of the game is yours.",
)


def run_frames(app: App, count: int = 3) -> None:
    for _ in range(count):
        app.frame(pygame.event.get(), 1 / 60)


def settle(app: App, table: Any, limit: int = 600) -> None:
    """Frames until the table waits on the person (or a card is on top)."""
    for _ in range(limit):
        if app.stack.top is not table:
            return
        coach = table.coach
        match = table.session.match
        if coach is not None and coach.teaching(match) and not table.anims.busy():
            return
        if coach is not None and coach.free:
            return
        if coach is not None and coach.at_end(match) and not table.holding:
            app.frame(pygame.event.get(), 1 / 60)
            continue
        if table.holding:
            table.release_turn()
        app.frame(pygame.event.get(), 1 / 60)


def mini_spot(table: Any, action: Any) -> pygame.Rect | None:
    """Where the mini tutorial's actions are clicked on the Dig Mars table (the real
    override is the Dig Mars script engineer's): a square's free corner, the End turn button."""
    from game.ui.digmars.layout import cell_rect

    kind = getattr(action, "kind", "")
    square = getattr(action, "square", None)
    if kind in ("place", "dig") and square is not None:
        cell = cell_rect(square)
        return pygame.Rect(cell.x + 4, cell.y + 4, 22, 22)
    if kind == "end_turn":
        button = table._chrome.get("end_turn")
        return pygame.Rect(button.rect) if button is not None else None
    return None


class Follower:
    """Plays a guided game through by following its own pointers: at each teaching step it
    clicks the middle of the table's spot for the step (again while the table's picks move
    on, at most `CLICKS` times), or where the table gives none, Tab to the pick and Enter;
    with `pad`, the D-pad and A instead. It checks at every step that the table offers the
    person exactly the step's action."""

    CLICKS = 6

    def __init__(self, app: App, table: Any, pad: bool = False) -> None:
        self.app = app
        self.table = table
        self.pad = pad
        self.clicked = 0
        self.keyed = 0
        self.taught = 0

    def take(self, number: int) -> None:
        from table_helpers import click

        from game.tutorials.script import fields_match

        table, match = self.table, self.table.session.match
        coach = table.coach
        step = coach.tutorial.steps[number]
        action = coach.action(match)
        # the "cannot rot" check: what the table lights is exactly the step's action
        assert table.legal() == [action], (number, table.legal(), step.action)
        assert fields_match(type(match.engine).action_to_json(action), step.action)
        spot = None
        for _ in range(self.CLICKS):
            self.wait_unlocked()
            spot = None if self.pad else table.action_spot(action)
            if spot is None:
                break
            click(self.app, spot.center)
            self.clicked += 1
            if len(match.actions) > number:
                break
        if len(match.actions) == number:
            assert spot is None, (
                f"step {number + 1}: clicks on the table's spot {spot} took nothing"
            )
            self.keyboard()
        assert len(match.actions) > number, f"step {number + 1} was not taken"
        assert match.actions[number] == action, (number, match.actions[number], action)
        self.taught += 1

    def wait_unlocked(self) -> None:
        """A table that ignores input for a moment after its panel changed (the hunt's, so
        a double click never takes a fresh button) is given that moment, as a person is."""
        model = getattr(self.table, "model", None)
        for _ in range(120):
            if model is None or not getattr(model, "locked", lambda: False)():
                return
            run_frames(self.app, 1)
            model = getattr(self.table, "model", None)

    def keyboard(self) -> None:
        from controller_helpers import press
        from table_helpers import key

        table = self.table
        self.wait_unlocked()
        if self.pad:
            if table.focused_action() is None:
                press(self.app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
            press(self.app, pygame.CONTROLLER_BUTTON_A)
        else:
            if table.focused_action() is None:
                key(self.app, pygame.K_TAB)
            key(self.app, pygame.K_RETURN)
        self.keyed += 1

    def enter(self) -> None:
        from controller_helpers import press
        from table_helpers import key

        if self.pad:
            press(self.app, pygame.CONTROLLER_BUTTON_A)
        else:
            key(self.app, pygame.K_RETURN)
        run_frames(self.app, 1)

    def play(self, limit: int = 20_000) -> None:
        """From the welcome card to the handover card closed (free play)."""
        from game.ui.tutorial.cards import CoachCard

        app, table = self.app, self.table
        coach = table.coach
        for _ in range(limit):
            if coach.free:
                return
            top = app.stack.top
            if isinstance(top, CoachCard):
                self.enter()
                continue
            assert top is table, f"{type(top).__name__} on top of the guided game"
            match = table.session.match
            assert not coach.off_script, coach.off_script
            if table.holding:
                self.enter()
                continue
            if coach.teaching(match) and not table.anims.busy():
                self.take(coach.number(match))
                continue
            if coach.teaching(match):
                table.anims.skip()
            else:
                assert table.legal() == [], "the person may act during a step the tutorial plays"
            app.frame(pygame.event.get(), 1 / 60)
        raise AssertionError("the guided game did not reach its handover")
