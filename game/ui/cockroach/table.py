"""The cockroach hunt's table: the scene's hooks and input. It shows the cockroaches in play
(roaches), the support market (market), each hero (heroes), the dice (tray), the action
panel and the log; reaction windows go through the couch's squad question (reactions).

Mouse: the panel's buttons name every choice; a lit cockroach or market card can be clicked
too. Keyboard: Tab / arrows + Enter walk the legal actions (see TableScene), Space skips a
computer's move, Ctrl+Z undoes, F1 opens the rules, Esc the menu.

Everything shown comes from the viewer's observation (a spectator sees no hand), the session
and the rules' words; the screen never reads the engine's state.
"""

from __future__ import annotations

import math

import pygame

from game.rules.cockroach import actions as A
from game.rules.cockroach.events import Passed
from game.rules.cockroach.state import RoachObservation
from game.rules.core import Event
from game.rules.core.events import read
from game.ui.cockroach.action_panel import Command, Value, action_rows, render_panel, row_at
from game.ui.cockroach.animations import EventAnimations, hidden_dice
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
from game.ui.cockroach.prompts import panel_text
from game.ui.cockroach.reactions import SquadQuestion, open_window
from game.ui.cockroach.revealed import secrets_in_words
from game.ui.cockroach.roaches import render_roach
from game.ui.cockroach.tray import render_tray
from game.ui.cockroach.words import event_line, with_names
from game.ui.draw import palette
from game.ui.draw.palette import Colour
from game.ui.draw.text import render_tracked
from game.ui.play.seats import seat_colour
from game.ui.play.session import GameSession
from game.ui.scenes.table import TableScene
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
        super().__init__(ctx, session)
        self.question = SquadQuestion()
        self.animations = EventAnimations(self.look, session.name, self.colour)
        self.opened: str | None = None  # a folded group of actions opened in the panel
        self.page = 0
        self.hover_row: int | None = None
        self.rows: list[tuple[str, Value]] = []
        self._cache: dict[str, pygame.Surface] = {}
        self._roach_pics: list[pygame.Surface] = []
        self._hero_pics: list[pygame.Surface] = []
        self._time = 0.0
        self._dirty = True
        self._log_key: object = None
        self._hidden: frozenset[int] = frozenset()
        #: Indexes of actions that were passes the table made for people in windows.
        self._passed_for_people: set[int] = set()

    # --- the game seen from the viewer -----------------------------------------------------
    @property
    def view(self) -> RoachObservation:
        if self._view is None:
            self._view = observe(self.session, self.viewer, self.revealed)
        return self._view

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
        self.opened = None
        self.page = 0

    def has_selection(self) -> bool:
        return self.opened is not None

    def focus_changed(self) -> None:
        action = self.focused_action()
        if action is not None:
            self.say_focus(self.words(action))

    def on_events(self, events: list[Event], by_computer: bool) -> None:
        self._view = None
        if any(e.kind == "squad_played" for e in events):
            self.question.squad_played()
        elif any(e.kind != "passed" for e in events):
            self.question.reset()  # something happened: a new question if a window waits
        for e in events:
            if e.kind == "passed" and read(e, Passed)["player"] == self.question.player:
                self.question.answer_continue()  # the person who meant to play let it go
        for anim in self.animations.for_events(events, banners=bool(self.session.bots)):
            self.anims.add(anim)

    def human_to_act(self) -> bool:
        """As the shared table says, except that with several people at the screen a window
        is answered only by the person the couch named (never by whoever holds the screen)."""
        if not super().human_to_act() or self.question.showing():
            return False
        if open_window(self.view) is None:
            return True
        if len(self.session.humans()) > 1:
            return self.question.player == self.session.decider()
        return not self.question.passing(self.view)

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
                self.question.reset()
                return False
            legal = session.engine.legal_actions()
            can_play = any(isinstance(a, A.PlaySquad) for a in legal)
            was = self.question.showing()
            verdict = self.question.verdict(self.view, decider, session.humans(), can_play)
            if verdict == "person" and self.question.handing_over:
                self.question.handing_over = False
                super()._open_pass(decider)
                return True
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

    def command(self, command: Command) -> None:
        if command.name == "continue":
            self.question.answer_continue()
        elif command.name == "quiet":
            self.question.answer_quiet(self.view.turns)
        elif command.name == "choose":
            self.question.choosing = True
        elif command.name == "player" and isinstance(command.arg, int):
            self.question.answer_player(command.arg)
        elif command.name == "unchoose":
            self.question.choosing = False
        elif command.name == "open" and isinstance(command.arg, str):
            self.opened, self.page = command.arg, 0
        elif command.name == "back":
            self.opened, self.page = None, 0
        elif command.name == "page" and isinstance(command.arg, int):
            self.page = command.arg
        self.state_changed()

    def question_rows(self) -> list[tuple[str, Value]]:
        view = self.view
        if self.question.choosing:
            rows: list[tuple[str, Value]] = [
                (f"{self.session.name(p)} plays a squad", Command("player", p))
                for p in self.session.humans()
                if view.hand_sizes[p] > 0
            ]
            return [*rows, ("Back: no one after all", Command("unchoose"))]
        return [
            ("Continue: no squad from anyone at the screen", Command("continue")),
            ("No squads from us until the next turn", Command("quiet")),
            ("I play a squad", Command("choose")),
        ]

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
    def current_rows(self) -> list[tuple[str, Value]]:
        if self.question.showing():
            return self.question_rows()
        if not self.human_to_act():
            return []
        rows = action_rows(self.legal(), self.words, self.look.c, self.opened, self.page)
        alone = len(self.session.humans()) == 1
        if alone and open_window(self.view) is not None and self.opened is None:
            rows.append(("No squads until the next turn", Command("quiet")))
        return rows

    def words(self, action: A.Action) -> str:
        """A button's words: the engine's, with Pass said as what it means here."""
        if isinstance(action, A.Pass):
            top = self.view.flow[-1] if self.view.flow else None
            if top is not None:
                return PASS_WORDS.get(top.kind if top.type == "step" else "window", "Pass")
        return with_names(self.session.engine.describe(action), self.session.name)

    def press(self, value: Value) -> None:
        if isinstance(value, Command):
            self.command(value)
        else:
            self.try_action(value)

    def board_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            row = row_at(self.rows, event.pos)
            if row != self.hover_row:
                self.hover_row = row
                self._dirty = True
            return False
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        row = row_at(self.rows, event.pos)
        if row is not None:
            self.ctx.play_sound("click")
            self.press(self.rows[row][1])
            return True
        action = self.click_action(event.pos)
        if action is not None:
            self.try_action(action)
            return True
        return False

    def click_action(self, pos: tuple[int, int]) -> A.Action | None:
        """A click on a lit cockroach (go there) or market card (take it)."""
        legal = self.legal()
        for slot in range(len(self.view.roaches)):
            if roach_rect(slot).collidepoint(pos) and A.Marker(slot) in legal:
                return A.Marker(slot)
        for i, cid in enumerate(self.view.display):
            if market_card_rect(i).collidepoint(pos) and A.Acquire(cid) in legal:
                return A.Acquire(cid)
        return None

    def key_pressed(self, event: pygame.event.Event) -> bool:
        if self.question.showing() and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.command(Command("continue"))
            return True
        return super().key_pressed(event)

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
        hidden = hidden_dice(self.anims.keys())
        if was != now or hidden != self._hidden:
            self._hidden = hidden
            self._dirty = True

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
        self.hover_row = row_at(self.rows, self._pointer)
        self._cache["tray"] = render_tray(look, view, self._hidden, self._dice_named())
        title, lines = panel_text(self, view)
        focus = self.focused_action()
        self._cache["panel"] = render_panel(look, title, lines, self.rows, self.hover_row, focus)
        self._cache["header"] = self._render_header(view)
        log_key = (len(self.log_lines), self.viewer)
        if self._log_key != log_key:
            self._cache["log"] = self.render_log(LOG_RECT.size)
            self._log_key = log_key
        self._dirty = False

    def _dice_named(self) -> frozenset[int]:
        """The dice the choice under the pointer (else the keyboard's focus) names: a die to
        roll again, or the dice a payment locks (-1: the special die)."""
        pointed: Value | None = self.focused_action()
        if self.hover_row is not None and self.hover_row < len(self.rows):
            pointed = self.rows[self.hover_row][1]
        if isinstance(pointed, A.Reroll):
            return frozenset({pointed.die})
        if isinstance(pointed, A.PayWith):
            return frozenset(pointed.dice) | ({-1} if pointed.special else frozenset())
        return frozenset()

    def _render_header(self, view: RoachObservation) -> pygame.Surface:
        surface = pygame.Surface((420, 50), pygame.SRCALPHA)
        title = render_tracked(
            self.ctx.fonts.get(20, bold=True), "COCKROACH HUNT", palette.OCHRE, 4
        )
        surface.blit(title, (0, 4))
        if view.phase == "turn":
            text = f"Turn {view.turns + 1} \u00b7 {self.session.name(view.current)}'s turn"
        elif view.phase == "setup":
            text = "Setting up: heroes, then markers"
        else:
            text = "The hunt is over"
        surface.blit(self.look.line(text, palette.SAND_DIM, 410, 14), (0, 30))
        return surface

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
        if self.human_to_act() or self.question.showing():
            pulse = 0.5 + 0.5 * math.sin(self._time * 4.0)
            edge = tuple(int(c * (0.6 + 0.4 * pulse)) for c in palette.OCHRE)
            pygame.draw.rect(surface, edge, PANEL.inflate(4, 4), 2, border_radius=12)
        self.anims.draw(surface)
