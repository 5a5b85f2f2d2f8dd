"""The replay viewer: a game's own table, fed a read-only session, with a control bar.

`replay_table` makes a subclass of the game's table class with `ReplayControls` in front, so
the board, tableaus and log are drawn by the very code that drew the live game, from one
seat's observation (its secrets only) or the public view; everything that would act (clicks
on choices, Enter, undo, bots, pass screens, results) is off. The bar steps one action or one
turn, jumps to a turn on the timeline, plays at a chosen speed and switches whose eyes the
table shows; the log follows the position, worded for those eyes. A finished game may also
be seen with everything revealed: the table draws the rules' revealed observation (every
hand and secret) and a panel beside it names each seat's secrets; the log stays the public
one.

Keys: Left / Right one action, Shift+arrows or Page Up / Down one turn, Home / End, Space play
or pause, + / - speed, V whose view, Esc leaves. A controller: the D-pad steps, the shoulders
jump a turn, A plays or pauses, X changes whose view, the triggers slow and speed, B leaves;
the help line names the device last used (glyphs.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final, Literal

import pygame

from game.ui import screens
from game.ui.draw import palette
from game.ui.draw.palette import Colour
from game.ui.replay import bar
from game.ui.replay.revealed_panel import render_revealed
from game.ui.replay.session import ReplaySession
from game.ui.scenes.table import TableScene
from game.ui.shell import glyphs
from game.ui.shell.context import UiContext

#: The table's status line in a replay (its own would speak of skipping and the menu); a
#: template for glyphs.say.
REPLAY_HELP = "{step} step, {turns} turn, {play} plays, {view} view, {speed} speed, {back} leaves."
#: What a controller's buttons do in a replay, where they mean more than the keys they stand
#: for (A plays rather than nothing, X changes the view rather than playing).
PAD_CONTROLS: dict[int, str] = {
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: "turn_back",
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: "turn_on",
    pygame.CONTROLLER_BUTTON_A: "play",
    pygame.CONTROLLER_BUTTON_X: "view",
}
#: The viewpoint that shows every seat's secrets (a finished game only).
EVERYTHING: Final = "everything"
#: Whose eyes the table shows: a seat, the public (None), or everything revealed.
Viewpoint = int | None | Literal["everything"]
REVEALED_LABEL = "Everything revealed"
#: Speeds of play at or above this many actions a second skip the animations.
SKIP_ANIMATIONS_AT = 4.0


class ReplayControls(TableScene):
    """Put in front of a game's table class (see `replay_table`)."""

    session: ReplaySession
    colour: Callable[[int], Colour]  # every game's table names its seats' colours
    replaying = True

    def __init__(self, ctx: UiContext, session: ReplaySession) -> None:
        super().__init__(ctx, session)
        self.playing = False
        self.rate = 2.0  # actions a second while playing
        self._clock = 0.0
        self._bar: pygame.Surface | None = None
        self._frame: pygame.Surface | None = None
        self._side: pygame.Surface | None = None
        #: A sentence the bar shows instead of the last action until the next step.
        self.note: str | None = None
        self.viewpoints: list[Viewpoint] = viewers(session)
        self.viewpoint: Viewpoint = self.viewpoints[0]
        self.show(self.viewpoint)
        self.message = replay_help()

    # --- nothing acts in a replay -----------------------------------------------------------
    def human_to_act(self) -> bool:
        return False

    def try_action(self, action: Any) -> bool:
        return False

    def undo(self) -> None:
        """Nothing to take back in a replay."""

    def _open_results(self) -> None:
        self._results_open = True  # the replay stays on the final position

    def _open_pass(self, seat: int) -> None:
        """Whose eyes the table shows is chosen on the bar, never by the flow."""

    def open_menu(self, over_pass: bool = False) -> None:
        self.leave()

    def leave(self) -> None:
        self.stack.pop()

    # --- moving through the game ------------------------------------------------------------
    def step_to(self, step: int) -> None:
        """Show the position after `step` actions (animated when it is one step forward)."""
        session = self.session
        if session.positions.clamp(step) == session.step:
            return
        events = session.goto(step)
        if events:
            self.anims.skip()
            self._after_action(events, by_computer=True)
            if self.playing and self.rate >= SKIP_ANIMATIONS_AT:
                self.anims.skip()
        else:
            self.anims.skip()
            self.set_viewer(self.viewer)
        self.message = replay_help()
        self.note = None
        self._bar = None
        self._side = None

    def control(self, name: str, pos: tuple[int, int] | None = None) -> None:
        """Do what the bar's control `name` does."""
        session, positions = self.session, self.session.positions
        step = session.step
        if name != "play":
            self.playing = name == "timeline" and self.playing
        moves = {
            "start": lambda: 0,
            "end": lambda: len(positions),
            "back": lambda: step - 1,
            "step": lambda: step + 1,
            "turn_back": lambda: positions.previous_turn(step),
            "turn_on": lambda: positions.next_turn(step),
        }
        if name in moves:
            self.step_to(moves[name]())
        elif name == "play":
            if step >= len(positions):
                self.step_to(0)
            self.playing = not self.playing
            self._clock = 0.0
        elif name == "speed":
            speeds = bar.SPEEDS
            self.rate = speeds[(speeds.index(self.rate) + 1) % len(speeds)]
        elif name == "leave":
            self.leave()
            return
        elif name == "rules":
            TableScene.chrome_pressed(self, "rules")
            return
        elif name == "view":
            at = self.viewpoints.index(self.viewpoint)
            self.show(self.viewpoints[(at + 1) % len(self.viewpoints)])
            if not self.session.finished:
                self.note = views_offered(self.session)
        elif name == "timeline" and pos is not None:
            self.step_to(bar.timeline_step(self.ctx.size, pos[0], self.bar_state()))
        self._bar = None

    def bar_state(self) -> bar.BarState:
        positions = self.session.positions
        return bar.BarState(
            step=self.session.step,
            total=len(positions),
            turn=positions.turn_label(self.session.step),
            turn_starts=positions.turn_starts,
            playing=self.playing,
            speed=self.rate,
            view=self.view_label(),
            line=self.note or (self.log_lines[-1][0] if self.log_lines else "The game is set up."),
        )

    def view_label(self) -> str:
        if self.revealed:
            return REVEALED_LABEL
        if self.viewer is None:
            return "Public view"
        return f"As {self.session.name(self.viewer)} saw it"

    # --- the frame --------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.playing or self.anims:
            return
        self._clock += dt
        if self._clock >= 1.0 / self.rate:
            self._clock = 0.0
            if self.session.step >= len(self.session.positions):
                self.playing = False
                self._bar = None
            else:
                self.step_to(self.session.step + 1)

    def draw_table(self, surface: pygame.Surface) -> None:
        """The game's table at the position, full size, as the live game drew it."""
        super().draw(surface)

    def draw(self, surface: pygame.Surface) -> None:
        # The whole table, a little smaller, above the bar: nothing of it is covered.
        if self._frame is None or self._frame.get_size() != self.ctx.size:
            self._frame = pygame.Surface(self.ctx.size)
        self.draw_table(self._frame)
        area = bar.table_area(self.ctx.size, self.side_width())
        surface.fill(palette.SPACE_DEEP)
        surface.blit(pygame.transform.smoothscale(self._frame, area.size), area)
        if self.revealed:
            side = bar.side_area(self.ctx.size)
            if self._side is None:
                secrets = self.revealed_secrets()
                self._side = render_revealed(
                    self.ctx.fonts, side.size, secrets, self.session.name, self.colour
                )
            surface.blit(self._side, side)
        if self._bar is None:
            self._bar = bar.render_bar(self.ctx.fonts, self.ctx.size, self.bar_state())
        surface.blit(self._bar, bar.layout(self.ctx.size)["bar"])
        self._hide_chrome()

    def _hide_chrome(self) -> None:
        """The table's own buttons (undo, menu, choices) are for playing: the bar replaces
        them."""
        for button in self._chrome.values():
            if button.visible:
                button.hide()

    def set_viewer(self, seat: int | None) -> None:
        super().set_viewer(seat)
        self._bar = None
        self._side = None

    def show(self, viewpoint: Viewpoint) -> None:
        """Show the table through `viewpoint`'s eyes (one of `viewpoints`)."""
        self.viewpoint = viewpoint
        self.revealed = viewpoint == EVERYTHING
        self.set_viewer(None if viewpoint == EVERYTHING else viewpoint)

    def side_width(self) -> int:
        """Canvas pixels kept right of the table for the revealed panel (0: none)."""
        return bar.SIDE_PANEL if self.revealed else 0

    # --- input ------------------------------------------------------------------------------
    def keys_changed(self) -> None:
        if self.message in glyphs.on_any_device(REPLAY_HELP):
            self.message = replay_help()
        if self.note is not None and not self.session.finished:
            self.note = views_offered(self.session)
        self._bar = None
        super().keys_changed()

    def key_pressed(self, event: pygame.event.Event) -> bool:
        control = (
            PAD_CONTROLS.get(getattr(event, "button", -1)) if getattr(event, "pad", False) else None
        )
        if control is not None:
            self.control(control)
            return True
        key, mods = event.key, getattr(event, "mod", 0)
        shift = bool(mods & pygame.KMOD_SHIFT)
        keys = {
            pygame.K_RIGHT: "turn_on" if shift else "step",
            pygame.K_LEFT: "turn_back" if shift else "back",
            pygame.K_PAGEDOWN: "turn_on",
            pygame.K_PAGEUP: "turn_back",
            pygame.K_HOME: "start",
            pygame.K_END: "end",
            pygame.K_SPACE: "play",
            pygame.K_v: "view",
        }
        if key in keys:
            self.control(keys[key])
            return True
        if key in (
            pygame.K_PLUS,
            pygame.K_EQUALS,
            pygame.K_KP_PLUS,
            pygame.K_MINUS,
            pygame.K_KP_MINUS,
        ):
            faster = key not in (pygame.K_MINUS, pygame.K_KP_MINUS)
            index = bar.SPEEDS.index(self.rate) + (1 if faster else -1)
            self.rate = bar.SPEEDS[max(0, min(len(bar.SPEEDS) - 1, index))]
            self._bar = None
            return True
        if key == pygame.K_ESCAPE:
            self.leave()
            return True
        if key == pygame.K_F1:
            return super().key_pressed(event)
        return False

    def board_event(self, event: pygame.event.Event) -> bool:
        pos = getattr(event, "pos", None)
        where = bar.hit(self.ctx.size, pos) if pos is not None else None
        if where is None:
            if pos is None:
                return super().board_event(event)
            # The table is drawn scaled above the bar: hovering reads its own coordinates.
            inner = bar.to_table(self.ctx.size, pos, self.side_width())
            return super().board_event(pygame.event.Event(event.type, {**event.dict, "pos": inner}))
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and where != "bar":
            self.ctx.play_sound("click")
            self.control(where, pos)
        return True

    def chrome_pressed(self, name: str) -> None:
        if name == "menu":
            self.leave()
        elif name == "rules":
            super().chrome_pressed(name)


def replay_help() -> str:
    """The replay's help line, naming the device last used."""
    return glyphs.say(REPLAY_HELP)


def viewers(session: ReplaySession) -> list[Viewpoint]:
    """Whose eyes the table may show, the first the default. A finished game may be seen by
    any seat, or with everything revealed (its secrets are spent); a game still going only
    by the public view and, when one person plays, that person's seat (never a rival's
    secrets)."""
    humans = session.humans()
    seats = list(range(len(session.seats)))
    if session.finished:
        first = humans[0] if len(humans) == 1 else None
        order: list[Viewpoint] = [first, *[s for s in [None, *seats] if s != first]]
        return [*order, EVERYTHING]
    return [humans[0], None] if len(humans) == 1 else [None]


def views_offered(session: ReplaySession) -> str:
    """Why a game still going offers only the views it does (said when V is pressed)."""
    humans = session.humans()
    if len(humans) == 1:
        name = session.name(humans[0])
        return (
            f"Game not over: {glyphs.glyph('view')} offers only {name}'s view and the public "
            "one, never a rival's secrets."
        )
    return glyphs.say("Game not over: {view} offers only the public view, never anyone's secrets.")


def replay_table(ctx: UiContext, session: ReplaySession) -> TableScene:
    """The game's own table, made a replay viewer of `session`."""
    table_cls = screens.table_cls(session.info.game_id)
    viewer_cls = type(f"Replay{table_cls.__name__}", (ReplayControls, table_cls), {})
    scene: TableScene = viewer_cls(ctx, session)
    return scene
