"""Driving the app with a game controller alone, in tests: synthetic SDL controller events
posted to the queue, then a frame of the whole app. The test may read where the focus is to
decide how many moves to make, but acts only through the controller's events."""

from __future__ import annotations

from typing import Any

import pygame

from game.ai.registry import make_bot
from game.rules.core import Rng, SeatView
from game.ui.shell.app import App

PAD = 0  # the instance id of the made-up controller


def plug(app: App, device_index: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=device_index))
    app.frame(pygame.event.get(), 1 / 60)


def unplug(app: App, instance: int = PAD) -> None:
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=instance))
    app.frame(pygame.event.get(), 1 / 60)


def post_button(button: int, instance: int = PAD) -> None:
    for kind in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, button=button, instance_id=instance))


def press(app: App, *buttons: int, instance: int = PAD) -> None:
    """Press and let go of ``buttons`` in turn, then run the frames they need."""
    for button in buttons:
        post_button(button, instance)
    app.frame(pygame.event.get(), 1 / 60)
    app.frame(pygame.event.get(), 1 / 60)  # pygame-gui posts its button events to the queue


def stick(app: App, axis: int, value: int, instance: int = PAD) -> None:
    pygame.event.post(
        pygame.event.Event(
            pygame.CONTROLLERAXISMOTION, axis=axis, value=value, instance_id=instance
        )
    )
    app.frame(pygame.event.get(), 1 / 60)


def focus_button(app: App, text: str, limit: int = 40) -> None:
    """Move the focus on a screen of buttons with the D-pad until it is on ``text``."""
    top: Any = app.stack.top
    for _ in range(limit):
        focused = top.focused_button
        if getattr(focused, "text", None) == text:
            return
        press(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    raise AssertionError(f"no button {text!r} on {type(top).__name__}")


class PadPlayer:
    """The people at a table, playing with the controller alone: at each decision a greedy
    bot says which legal choice to aim for, and the D-pad moves the focus onto it before A
    takes it; pass screens, held turns and the table's questions get A."""

    def __init__(self, app: App, table: Any, game_id: str, seed: int = 11) -> None:
        self.app = app
        self.table = table
        self.bot = make_bot("greedy", game_id)
        self.rng = Rng.from_seed(seed)
        self.decisions = 0
        self.presses = 0
        self.pass_screens = 0

    def press(self, *buttons: int) -> None:
        self.presses += len(buttons)
        press(self.app, *buttons)

    def step(self) -> bool:
        """One move of the game; False once the table has left (the results are open)."""
        from game.ui.scenes.pass_device import PassScene

        app, table = self.app, self.table
        top = app.stack.top
        if isinstance(top, PassScene):
            self.pass_screens += 1
            self.press(pygame.CONTROLLER_BUTTON_A)
            return True
        if top is not table:
            return False
        session = table.session
        if session.is_over():  # the final scoring: A goes on to the results
            self.press(pygame.CONTROLLER_BUTTON_A)
            return True
        if session.thinking is not None:
            session.thinking.join(0.01)  # a computer thinks on another thread
            app.frame([], 1 / 60)
            return True
        question = getattr(getattr(table, "model", None), "question", None)
        if table.holding or (question is not None and question.showing()):
            self.press(pygame.CONTROLLER_BUTTON_A)
            return True
        if not table.human_to_act():
            app.frame([], 1 / 60)
            return True
        legal = table.legal()
        if table.focus >= 0 and table.has_selection():  # a choice half made: A confirms it
            self.press(pygame.CONTROLLER_BUTTON_A)
            return True
        seat = session.decider()
        aim = legal.index(self.bot.choose(SeatView(session.engine, seat), self.rng))
        here = table.focus
        # The walk goes over the legal choices, then the greyed ones (greyed.py), round.
        walk = len(legal) + len(table.greyed_stops())
        if table.greyed_focused() is not None:
            here = len(legal) + table.greyed_stops().index(table.greyed_focused())
        if here < 0:  # from no focus: Down picks the first, Up the last legal one
            forward, back = aim + 1, len(legal) - aim
        else:
            forward, back = (aim - here) % walk, (here - aim) % walk
        moves = (
            [pygame.CONTROLLER_BUTTON_DPAD_DOWN] * forward
            if forward <= back
            else [pygame.CONTROLLER_BUTTON_DPAD_UP] * back
        )
        for button in moves:
            post_button(button)
        self.presses += len(moves)
        app.frame(pygame.event.get(), 1 / 60)
        assert table.focused_action() == legal[aim], (table.focus, aim)
        self.decisions += 1
        self.press(pygame.CONTROLLER_BUTTON_A)
        return True

    def play(self, limit: int = 100_000, stall: int = 2_000) -> None:
        """Steps until the results open; fails when nothing moves on for ``stall`` steps."""
        last, still = None, 0
        for _ in range(limit):
            if not self.step():
                return
            now = (self.presses, len(self.table.session.match.events))
            still = still + 1 if now == last else 0
            last = now
            if still > stall:
                top = type(self.app.stack.top).__name__
                raise AssertionError(f"stuck on {top}: {self.table.message!r}")
        raise AssertionError("the game did not finish")


def walk_to_greyed(app: App, table: Any, contains: str = "") -> Any:
    """Move the focus with the D-pad alone until it stands on a greyed choice whose words
    hold ``contains`` (game/ui/play/greyed.py: after the legal ones); that greyed choice."""
    for _ in range(len(table.legal()) + len(table.greyed_stops()) + 1):
        press(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
        on = table.greyed_focused()
        if on is not None and contains in on.words:
            return on
    stops = [g.words for g in table.greyed_stops()]
    raise AssertionError(f"the D-pad never reached a greyed {contains!r}: {stops}")


def a_on_greyed_changes_nothing(app: App, table: Any, on: Any) -> None:
    """A on the greyed choice ``on``: no action taken, the state as it was, its reason said
    (as an error) where the hover says it, the focus still on it."""
    session = table.session
    actions, events = len(session.match.actions), len(session.match.events)
    legal = list(table.legal())
    press(app, pygame.CONTROLLER_BUTTON_A)
    assert len(session.match.actions) == actions and len(session.match.events) == events
    assert list(table.legal()) == legal
    assert table.message == on.words and table.message_is_error
    assert table.greyed_focused() == on
