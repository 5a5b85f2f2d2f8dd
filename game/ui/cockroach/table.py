"""The cockroach hunt's table: the scene. It holds the session, the interaction model
(model.py: the couch's squad question, the panel's opened group and page, the row under the
pointer, the keyboard's pick), the animation queue and the layout; it turns keys and clicks
into the model's inputs and calls the session. The parts are drawn by their own modules:
the cockroaches (roaches), the support market (market), each hero (heroes), the dice (tray),
the action panel (action_panel, its words in prompts and rows) and the log.

Mouse: the panel's buttons name every choice; a lit cockroach or market card can be clicked
too. Keyboard: Tab / arrows + Enter walk the legal actions, Esc drops the pick (then opens
the menu), Space skips a computer's move, Ctrl+Z undoes, F1 opens the rules.

Everything shown comes from the viewer's observation (a spectator sees no hand), the session
and the rules' words; the screen never reads the engine's state.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.rules.cockroach import actions as A
from game.rules.cockroach.state import RoachObservation
from game.rules.core import Event
from game.ui.cockroach.action_panel import draw_waiting_edge, render_panel, row_at
from game.ui.cockroach.animations import EventAnimations, dice_in_motion
from game.ui.cockroach.header import render_header
from game.ui.cockroach.heroes import render_hero, render_hero_choice
from game.ui.cockroach.layout import (
    LOG_RECT,
    MARKET,
    PANEL,
    TRAY,
    hero_rect,
    market_card_rect,
    roach_rect,
)
from game.ui.cockroach.look import Look
from game.ui.cockroach.market import render_market
from game.ui.cockroach.model import (
    Back,
    ClickCard,
    ClickRoach,
    HuntModel,
    Input,
    Next,
    PointAt,
    Press,
    Previous,
    Take,
    named_dice,
    pointed,
    step,
)
from game.ui.cockroach.prompts import Lines, Status, panel_text
from game.ui.cockroach.reactions import open_window
from game.ui.cockroach.revealed import secrets_in_words
from game.ui.cockroach.roaches import render_roach
from game.ui.cockroach.rows import Row, panel_rows
from game.ui.cockroach.tray import render_tray
from game.ui.cockroach.words import event_line, with_names
from game.ui.draw import palette
from game.ui.draw.palette import Colour
from game.ui.play.seats import seat_colour
from game.ui.play.session import GameSession
from game.ui.scenes.table import FOCUS_PREFIX, TableScene
from game.ui.shell.context import UiContext

PASS = A.Pass()
MAX_PASSES_A_FRAME = 24
PASS_WORDS = {
    "window": "Pass: play no squad now",
    "opt_move": "Stay on this cockroach",
    "reroll_pick": "Done choosing: roll the chosen dice",
}


def observe(session: GameSession, viewer: int | None, revealed: bool = False) -> RoachObservation:
    """The viewer's observation; with no viewer (computers only) a seat's without its hand;
    `revealed` (a finished game's replay): every hand and private look, none as "yours"."""
    seat = 0 if viewer is None else viewer
    engine = session.engine
    view = engine.revealed_observation(seat) if revealed else engine.observation(seat)
    if not isinstance(view, RoachObservation):
        raise TypeError(f"A cockroach table needs a cockroach hunt, not {type(view).__name__}.")
    if viewer is None:
        view.hand = []
    return view


def _taken_by(view: RoachObservation, hero: str) -> int | None:
    return view.heroes.index(hero) if hero in view.heroes else None


class CockroachTable(TableScene):
    def __init__(self, ctx: UiContext, session: GameSession) -> None:
        self._view: RoachObservation | None = None
        self.look = Look.make(ctx.fonts, self.colour, session.name)
        #: What the person at the screen is choosing; the shared table's keyboard pick
        #: (`focus`) lives in it too.
        self.model = HuntModel()
        super().__init__(ctx, session)
        self.animations = EventAnimations(self.look, session.name, self.colour)
        self.rows: list[Row] = []  # the panel's buttons as last drawn (for the pointer)
        self._cache: dict[str, pygame.Surface] = {}
        self._roach_pics: list[pygame.Surface] = []
        self._hero_pics: list[pygame.Surface] = []
        self._time = 0.0
        self._dirty = True
        self._log_key: object = None
        #: The dice the tray was last drawn without (tumbling in the animation queue).
        self._tumbling: frozenset[int] = frozenset()
        #: Indexes of actions that were passes the table made for people in windows.
        self._passed_for_people: set[int] = set()

    # --- the game seen from the viewer -----------------------------------------------------
    @property
    def view(self) -> RoachObservation:
        if self._view is None:
            self._view = observe(self.session, self.viewer, self.revealed)
        return self._view

    @property
    def focus(self) -> int:
        """The keyboard's pick among the legal actions (-1: none), kept in the model."""
        return self.model.focus

    @focus.setter
    def focus(self, value: int) -> None:
        self.model = replace(self.model, focus=value)

    def colour(self, seat: int) -> Colour:
        return seat_colour(self.session.seats[seat].colour, self.ctx.settings.colour_blind)

    def revealed_secrets(self) -> list[tuple[int, list[str]]]:
        return secrets_in_words(self.view, self.look.c)

    # --- TableScene hooks -----------------------------------------------------------------
    def event_text(self, event: Event) -> tuple[str, Colour] | None:
        return event_line(event, self.look.c, self.session.name, self.colour)

    def state_changed(self) -> None:
        self._view = None
        self._dirty = True

    def clear_selection(self) -> None:
        self.model = self.model.closed()

    def has_selection(self) -> bool:
        return self.model.has_selection()

    def focus_changed(self) -> None:
        action = self.focused_action()
        if action is not None:
            self.say_focus(self.words(action))

    def on_events(self, events: list[Event], by_computer: bool) -> None:
        self._view = None
        self.model = self.model.after_events(events)
        for anim in self.animations.for_events(events, banners=bool(self.session.bots)):
            self.anims.add(anim)

    def human_to_act(self) -> bool:
        """As the shared table says, except that with several people at the screen a window
        is answered only by the person the couch named (never by whoever holds the screen)."""
        question = self.model.question
        if not super().human_to_act() or question.showing():
            return False
        if open_window(self.view) is None:
            return True
        if len(self.session.humans()) > 1:
            return question.player == self.session.decider()
        return not question.passing(self.view)

    # --- the squad question ----------------------------------------------------------------
    def _answer_window(self) -> bool:
        """A window waits on a person: ask the couch, pass for them, or let them decide.
        True when this frame is spent on it (no pass screen, no bot). Passes made for people
        run on in one frame (up to a bound), so no half-asked window flashes on screen."""
        session = self.session
        for _ in range(MAX_PASSES_A_FRAME):
            decider = session.decider()
            if decider is None or not session.is_human(decider) or self.anims:
                return False
            if open_window(self.view) is None:
                self.model = replace(self.model, question=self.model.question.reset())
                return False
            legal = session.engine.legal_actions()
            can_play = any(isinstance(a, A.PlaySquad) for a in legal)
            was = self.model.question.showing()
            question, verdict = self.model.question.verdict(
                self.view, decider, session.humans(), can_play
            )
            if verdict == "person" and question.handing_over:
                self.model = replace(self.model, question=question.handed_over())
                super()._open_pass(decider)
                return True
            self.model = replace(self.model, question=question)
            if verdict == "person":
                return False
            if verdict == "ask":
                if not was:
                    self.state_changed()
                return True
            self._after_action(session.apply(PASS), by_computer=False)
            self._passed_for_people.add(len(session.match.actions) - 1)
        return True

    def _open_pass(self, seat: int) -> None:
        """No pass screen for a window the couch answers together. Passes the table makes for
        people may hand the decision to someone else (or to a computer): the screen goes to
        whoever decides now, never to a person who was passed for."""
        if self._answer_window():
            return
        decider = self.session.decider()
        if decider is not None and self.session.is_human(decider) and decider != self.viewer:
            super()._open_pass(decider)

    def undo_allowed(self) -> bool:
        """Undo takes back a person's own move, never a pass the table made for them (it
        would only be made again at once)."""
        last = len(self.session.match.actions) - 1
        return last not in self._passed_for_people and super().undo_allowed()

    def undo(self) -> None:
        if len(self.session.match.actions) - 1 in self._passed_for_people:
            if self.human_to_act():
                self.say(
                    "Nothing to undo: the table last passed a window for you, and your moves "
                    "before it are settled.",
                    error=True,
                )
            return
        super().undo()
        actions = len(self.session.match.actions)
        self._passed_for_people = {i for i in self._passed_for_people if i < actions}

    # --- chrome ---------------------------------------------------------------------------
    def build_ui(self) -> None:
        top = 10
        self._chrome = {
            "menu": self.add_button(pygame.Rect(1264 - 84, top, 84, 32), "Menu"),
            "undo": self.add_button(pygame.Rect(1264 - 176, top, 84, 32), "Undo"),
            "rules": self.add_button(pygame.Rect(1264 - 268, top, 84, 32), "Rules"),
            "skip": self.add_button(
                pygame.Rect(PANEL.right - 190, PANEL.bottom - 40, 178, 30), "Skip ahead (Space)"
            ),
        }
        self._refresh_chrome()

    def resume(self) -> None:
        super().resume()
        self.state_changed()
        self._refresh_chrome()

    def _refresh_chrome(self) -> None:
        if not self._chrome:
            return
        undo = self._chrome["undo"]
        undo_ok = self.undo_allowed()
        if undo_ok != undo.is_enabled:
            undo.enable() if undo_ok else undo.disable()
        skip = self._chrome["skip"]
        computer = not self.session.is_over() and not self.session.is_human(self.session.decider())
        if computer != skip.visible:
            skip.show() if computer else skip.hide()

    # --- input ----------------------------------------------------------------------------
    def current_rows(self) -> list[Row]:
        """The panel's buttons now (see rows.panel_rows)."""
        session = self.session
        legal = self.legal()
        return panel_rows(
            self.model, self.view, legal, session.humans(), session.name, self.words, self.look.c
        )

    def words(self, action: A.Action) -> str:
        """A button's words: the engine's, with Pass said as what it means here."""
        if isinstance(action, A.Pass):
            top = self.view.flow[-1] if self.view.flow else None
            if top is not None:
                return PASS_WORDS.get(top.kind if top.type == "step" else "window", "Pass")
        return with_names(self.session.engine.describe(action), self.session.name)

    def send(self, given: Input) -> bool:
        """An input through the model, and what it means done: the action it takes tried
        (the engine answers an illegal one), the screen redrawn for a new pick. True when it
        meant something (the pointer moving never does)."""
        before = self.model
        self.model, action = step(before, self.view, self.legal(), given)
        if action is not None:
            self.try_action(action)
            return True
        if isinstance(given, PointAt):
            self._dirty = self._dirty or self.model != before
            return False
        if isinstance(given, ClickRoach | ClickCard):
            return False
        if isinstance(given, Next | Previous):
            self.focus_changed()
        elif isinstance(given, Back) and self.message.startswith(FOCUS_PREFIX):
            self.message = ""  # Enter would take nothing now
        self.state_changed()
        return True

    def board_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            return self.send(PointAt(row_at(self.rows, event.pos)))
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        row = row_at(self.rows, event.pos)
        if row is not None:
            self.ctx.play_sound("click")
            return self.send(Press(self.rows[row][1]))
        target = self.target_at(event.pos)
        return target is not None and self.send(target)

    def target_at(self, pos: tuple[int, int]) -> ClickRoach | ClickCard | None:
        """The cockroach or market card at a canvas point, if any."""
        for slot in range(len(self.view.roaches)):
            if roach_rect(slot).collidepoint(pos):
                return ClickRoach(slot)
        for i in range(len(self.view.display)):
            if market_card_rect(i).collidepoint(pos):
                return ClickCard(i)
        return None

    def key_pressed(self, event: pygame.event.Event) -> bool:
        """Tab / arrows, Enter and Esc go to the model when they mean something for it now;
        every other key (and Esc with nothing to drop: the menu) to the shared table."""
        given = key_input(event.key, getattr(event, "mod", 0))
        if given is not None and self._for_the_model(given):
            return self.send(given)
        return super().key_pressed(event)

    def _for_the_model(self, given: Input) -> bool:
        if isinstance(given, Take):
            question = self.model.question.showing()
            return question or (not self.holding and self.focused_action() is not None)
        if isinstance(given, Back):
            return self.model.focus >= 0 or self.model.has_selection()
        return bool(self.legal())

    # --- the frame ------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self._time += dt
        if not self.anims and not self.session.is_over() and self._answer_window():
            return
        was = (self.human_to_act(), self.session.thinking is not None, len(self.anims.items))
        super().update(dt)
        if not self.anims and not self.session.is_over():
            self._answer_window()  # a window a computer's move just opened
        now = (self.human_to_act(), self.session.thinking is not None, len(self.anims.items))
        if was != now or dice_in_motion(self.anims.keys()) != self._tumbling:
            self._dirty = True

    def status(self) -> Status:
        """Who decides now, as the panel's words say it."""
        session = self.session
        decider = session.decider()
        return Status(
            over=session.is_over(),
            decider=decider,
            decider_human=session.is_human(decider),
            acting=self.human_to_act(),
            message=self.message,
            error=self.message_is_error,
        )

    def panel_words(self) -> tuple[str, Lines]:
        """The panel's title and lines now (see prompts.panel_text)."""
        return panel_text(self.view, self.model.question, self.status(), self.look, self.words)

    def _redraw(self) -> None:
        self._refresh_chrome()
        view = self.view
        look = self.look
        legal = self.legal()
        moves = {a.slot for a in legal if isinstance(a, A.Marker)}
        takeable = {a.card for a in legal if isinstance(a, A.Acquire)}
        self._roach_pics = [
            render_roach(look, view, s, "Click: go here" if s in moves else "")
            for s in range(len(view.roaches))
        ]
        if not view.roaches:  # setup: the heroes to choose stand where the cockroaches will
            self._roach_pics = [
                render_hero_choice(look, h.id, _taken_by(view, h.id)) for h in look.c.heroes
            ]
        self._hero_pics = [
            render_hero(look, view, p, p == view.current) for p in range(view.players)
        ]
        self._cache["market"] = render_market(look, view, takeable)
        self.rows = self.current_rows()
        # The rows may have changed under a still mouse: light the one now under it.
        self.model, _ = step(self.model, view, legal, PointAt(row_at(self.rows, self._pointer)))
        self._tumbling = dice_in_motion(self.anims.keys())
        lit = named_dice(pointed(self.model, self.rows, legal))
        self._cache["tray"] = render_tray(look, view, self._tumbling, lit)
        title, lines = self.panel_words()
        focus = self.model.focused(legal)
        hover = self.model.hover_row
        self._cache["panel"] = render_panel(look, title, lines, self.rows, hover, focus)
        self._cache["header"] = render_header(look, view)
        log_key = (len(self.log_lines), self.viewer)
        if self._log_key != log_key:
            self._cache["log"] = self.render_log(LOG_RECT.size)
            self._log_key = log_key
        self._dirty = False

    def draw(self, surface: pygame.Surface) -> None:
        if self._dirty:
            self._redraw()
        surface.fill(palette.SPACE)
        surface.blit(self._cache["header"], (16, 4))
        for slot, pic in enumerate(self._roach_pics):
            surface.blit(pic, roach_rect(slot))
        for seat, pic in enumerate(self._hero_pics):
            surface.blit(pic, hero_rect(seat))
        surface.blit(self._cache["market"], MARKET)
        surface.blit(self._cache["tray"], TRAY)
        surface.blit(self._cache["panel"], PANEL)
        surface.blit(self._cache["log"], LOG_RECT)
        if self.human_to_act() or self.model.question.showing():
            draw_waiting_edge(surface, self._time)
        self.anims.draw(surface)


def key_input(key: int, mods: int) -> Input | None:
    """The model's input a key means: Tab / Right / Down the next choice, Shift+Tab / Left /
    Up the previous, Enter take, Esc back."""
    if key == pygame.K_TAB:
        return Previous() if mods & pygame.KMOD_SHIFT else Next()
    if key in (pygame.K_RIGHT, pygame.K_DOWN):
        return Next()
    if key in (pygame.K_LEFT, pygame.K_UP):
        return Previous()
    if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
        return Take()
    if key == pygame.K_ESCAPE:
        return Back()
    return None
