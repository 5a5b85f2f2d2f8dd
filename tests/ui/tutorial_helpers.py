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
