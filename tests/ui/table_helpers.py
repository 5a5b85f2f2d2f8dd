"""Helpers for driving a table in tests: an app, a session, clicks at canvas positions."""

from __future__ import annotations

from typing import Any

import pygame

from game.store.settings import Settings
from game.ui.play.seats import MatchSpec, SeatSpec, default_seats
from game.ui.play.session import GameSession
from game.ui.play.tables import open_table
from game.ui.shell.app import App


def make_app(window: pygame.Surface, speed: str = "instant") -> App:
    return App(window, settings=Settings(animation_speed=speed, volume=0.0), sound=False)


def start_table(
    app: App, seats: list[SeatSpec] | None = None, seed: int = 7
) -> tuple[Any, GameSession]:
    seats = seats if seats is not None else default_seats(2, humans=2)
    session = GameSession(MatchSpec("digmars", seats, seed=seed))
    table = open_table(app.ctx, session)
    app.stack.push(table)
    return table, session


def frames(app: App, count: int = 2, events: list[pygame.event.Event] | None = None) -> None:
    for i in range(count):
        app.frame(events if (events and i == 0) else pygame.event.get(), 1 / 60)


def click(app: App, pos: tuple[int, int], button: int = 1) -> None:
    """A mouse click at a canvas position, through the window and the whole app."""
    where = app.canvas.to_window(pos)
    app.frame(
        [
            pygame.event.Event(pygame.MOUSEMOTION, pos=where, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=where, button=button),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=where, button=button),
        ],
        1 / 60,
    )
    app.frame(pygame.event.get(), 1 / 60)  # pygame-gui posts its button events to the queue


def key(app: App, key_code: int, mod: int = 0) -> None:
    app.frame([pygame.event.Event(pygame.KEYDOWN, key=key_code, mod=mod, unicode="")], 1 / 60)


def pass_screens(app: App, limit: int = 5) -> None:
    """Confirm any "pass to" screen on top."""
    from game.ui.scenes.pass_device import PassScene

    for _ in range(limit):
        frames(app, 2)
        top = app.stack.top
        if getattr(top, "holding", False):  # a turn that ended by itself: "End turn"
            top.release_turn()  # type: ignore[union-attr]
            frames(app, 2)
        if isinstance(app.stack.top, PassScene):
            app.stack.top.confirm()
        else:
            return
