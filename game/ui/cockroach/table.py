"""The cockroach hunt's table: the scene. It holds the session, the interaction model
(model.py: the couch's squad question, the panel's opened group and page, the row under the
pointer, the keyboard's pick, the input lock of a freshly changed panel), the animation queue
and the layout; it turns keys and clicks into the model's inputs and calls the session. The
parts are drawn by their own modules (frame.py gathers them): the cockroaches (roaches), the
support market (market), each hero (heroes), the dice and the squads waiting (tray, stack),
the action panel (action_panel, from one `Panel` value: prompts, rows) and the log.

Mouse: the panel's buttons name every choice, each in a stable slot; a lit cockroach or
market card can be clicked too. Keyboard: Tab / arrows + Enter walk the legal actions, Esc
drops the pick (then opens the menu), Space skips a computer's move or the animations,
Ctrl+Z undoes, F1 opens the rules.

Everything shown comes from the viewer's observation (a spectator sees no hand), the session
and the rules' words; the screen never reads the engine's state.

Long (a little past 500 lines) because the couch's windows are answered here, in the scene's
flow (asking, passing for people, pass screens); what could stand apart already does: whether a
window matters in couch.py, the question in model.py, the drawing in frame.py.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pygame

from game.rules.cockroach import actions as A
from game.rules.cockroach.state import RoachObservation
from game.rules.core import Event
from game.ui.cockroach.action_panel import button_at, draw_lock, draw_waiting_edge
from game.ui.cockroach.animations import EventAnimations, held_back
from game.ui.cockroach.couch import matters_at_screen
from game.ui.cockroach.couch_menu import CouchDialog
from game.ui.cockroach.frame import Picture, bare_table, draw_parts, pictures_ahead
from game.ui.cockroach.layout import (
    LOG_RECT,
    PANEL,
    market_card_rect,
    roach_rect,
    slot_rect,
)
from game.ui.cockroach.look import Look
from game.ui.cockroach.model import (
    LOCK,
    Back,
    Button,
    ClickCard,
    ClickRoach,
    Command,
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
from game.ui.cockroach.pointing import spot_for
from game.ui.cockroach.prompts import Names, Panel, Status, build_panel
from game.ui.cockroach.reactions import open_window
from game.ui.cockroach.revealed import secrets_in_words
from game.ui.cockroach.viewing import card_note, held_view, key_input, observe
from game.ui.cockroach.words import Places, event_line, with_names
from game.ui.draw.palette import Colour
from game.ui.draw.parts import Parts
from game.ui.draw.still import Still
from game.ui.play.greyed import Greyed
from game.ui.play.seats import seat_colour
from game.ui.play.session import GameSession
from game.ui.scenes.table import TableScene, says_focus
from game.ui.shell.context import UiContext
from game.ui.shell.glyphs import SKIP_LABEL, say

PASS = A.Pass()
MAX_PASSES_A_FRAME = 24
PASS_WORDS = {
    "window": "Pass: play no squad now",
    "opt_move": "Stay on this cockroach",
    "reroll_pick": "Done choosing: roll the chosen dice",
}
#: Panel commands the scene carries out (the model knows nothing of them).
SCENE_COMMANDS = ("end_turn", "couch")
#: Seconds, at normal speed, a computer's move its animations show stays at least (they
#: tell what happened, and the next move waits for them to be read anyway).
ANIMATED_PACE = 0.2
#: Seconds a new turn with nothing animated stays before its first move (the roll).
TURN_PACE = 0.05
#: Seconds, at normal speed, a computer's move no animation shows stays before its next.
STILL_PACE = 0.3


class CockroachTable(TableScene):
    animated_pace = ANIMATED_PACE

    def __init__(self, ctx: UiContext, session: GameSession) -> None:
        self._view: RoachObservation | None = None
        #: The position before the last action, and, while a turn is held, before the action
        #: that ended it (its dice are shown as they were: the next turn has none rolled).
        self._before: RoachObservation | None = None
        self._held_before: RoachObservation | None = None
        self.look = Look.make(ctx.fonts, self.colour, session.name, len(session.seats))
        #: What the person at the screen is choosing; the shared table's keyboard pick
        #: (`focus`) lives in it too.
        self.model = HuntModel()
        #: Which cockroach stands in each place, as the log has read the events so far.
        self._places = Places()
        super().__init__(ctx, session)
        #: The parts as last drawn, each drawn again only when what it shows changes.
        self._parts = Parts()
        self.animations = EventAnimations(self.look, session.name, self.colour, self._parts)
        self.buttons: list[Button] = []  # the panel's buttons as last drawn (for the pointer)
        self.shown_panel: Panel | None = None  # the panel as last drawn
        self._picture = Picture()
        #: The parts composed on one surface, as the last frame showed them.
        self._still = Still()
        self._bare = bare_table(ctx.size)
        self._ahead = pictures_ahead(self.look)
        self._log: pygame.Surface | None = None
        self._time = 0.0
        self._dirty = True
        #: What the animations held back when the picture was last drawn.
        self._held_key: object = None
        #: Indexes of actions that were passes the table made for people in windows.
        self._passed_for_people: set[int] = set()
        #: Whether the window open now matters to the people (kept per position).
        self._matters: tuple[object, bool] | None = None

    # --- the game seen from the viewer -----------------------------------------------------
    @property
    def view(self) -> RoachObservation:
        if self._view is None:
            view = observe(self.session, self.viewer, self.revealed)
            held = self._held_before
            if self.holding and self.viewer is not None and held is not None:
                view = held_view(view, held, self.viewer)
            self._view = view
        return self._view

    @property
    def focus(self) -> int:
        """The keyboard's pick among the legal actions (-1: none), kept in the model."""
        return self.model.focus

    @focus.setter
    def focus(self, value: int) -> None:
        self.model = replace(self.model, focus=value)

    def colour(self, seat: int) -> Colour:
        return seat_colour(self.session.seats[seat].colour, self.ctx.settings.palette)

    def revealed_secrets(self) -> list[tuple[int, list[str]]]:
        return secrets_in_words(self.view, self.look.c)

    # --- TableScene hooks -----------------------------------------------------------------
    def event_text(self, event: Event) -> tuple[str, Colour] | None:
        return event_line(event, self.look.c, self.session.name, self.colour, self._places)

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

    def table_greyed(self) -> list[Greyed]:
        """What the board shows out of reach while the person chooses there: the market's
        cards they cannot take as they spend, the cockroaches their hero cannot go to as it
        moves; each with the engine's reason; in a guided step, the panel's other choices."""
        view, legal = self.view, self.legal()
        top = view.flow[-1] if view.flow else None
        kind = top.kind if top is not None and top.type == "step" else ""
        out: list[Greyed] = []
        if kind == "spend":
            for i, card in enumerate(view.display):
                take = A.Acquire(card)
                if take not in legal:
                    r = market_card_rect(i)
                    words = f"{self.words(take)}: {self.why_not(take)}"
                    out.append(Greyed((r.x, r.y, r.w, r.h), words))
        elif any(isinstance(a, A.Marker) for a in legal):
            for slot in range(len(view.roaches)):
                go = A.Marker(slot)
                if go not in legal:
                    r = roach_rect(slot)
                    out.append(
                        Greyed((r.x, r.y, r.w, r.h), f"{self.words(go)}: {self.why_not(go)}")
                    )
        for button in self.buttons:  # a guided step's other choices, greyed on the panel
            if button.why:
                r = slot_rect(button.slot)
                out.append(Greyed((r.x, r.y, r.w, r.h), button.why))
        return out

    def computer_pace(self, events: list[Event]) -> float:
        """A new turn needs no more than a glance: its roll follows and shows it. A move no
        animation shows (injury counters used, a card kept) is one short line of the log and
        a figure on a panel."""
        if any(event.kind == "turn_started" for event in events):
            return TURN_PACE
        return STILL_PACE

    def action_coming(self) -> None:
        self._view = self.view  # the position before: what the animations start from

    def on_events(self, events: list[Event], by_computer: bool) -> None:
        before = self._before = self._view
        self._view = None
        self.model = self.model.after_events(events)
        for anim in self.animations.for_events(events, before, self.view):
            self.anims.add(anim)

    def human_to_act(self) -> bool:
        """As the shared table says, except that with several people at the screen a window
        is answered only by the person the couch named (never by whoever holds the screen)."""
        question = self.model.question
        if not super().human_to_act() or question.showing() or self.holding:
            return False
        if open_window(self.view) is None:
            return True
        if len(self.session.humans()) > 1:
            return question.player == self.session.decider()
        return not question.passing()

    def set_viewer(self, seat: int | None) -> None:
        """A new person at the screen: the pointer lights nothing until it moves (it was
        last seen over the button a pass screen's click hid)."""
        super().set_viewer(seat)
        self._pointer = (-1, -1)

    def hold_turn(self) -> None:
        """The person's turn ended by itself: their panel says so, End turn in its slot; the
        header, their panel's edge and the dice still show their turn."""
        self.holding = True
        self._held_before = self._before
        self.hold_log_head()
        self.state_changed()

    # --- the squad question ----------------------------------------------------------------
    def window_matters(self) -> bool:
        """The window open now matters to the people at the screen (public facts only; see
        couch.py), kept per position and standing choices."""
        session = self.session
        choices = tuple((p, session.seats[p].couch) for p in session.humans())
        key = (len(session.match.actions), choices)
        if self._matters is None or self._matters[0] != key:
            self._matters = (key, matters_at_screen(session, self.view, self.look.c))
        return self._matters[1]

    def _answer_window(self) -> bool:
        """A window waits on a person: ask the couch, pass for them, or let them decide.
        True when this frame is spent on it (no pass screen, no bot). Passes made for people
        run on in one frame (up to a bound), so no half-asked window flashes on screen."""
        session = self.session
        if self.holding:
            return False
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
                decider, session.humans(), can_play, self.window_matters()
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
            self.action_coming()
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
                pygame.Rect(PANEL.right - 190, PANEL.bottom - 40, 178, 30), say(SKIP_LABEL)
            ),
        }
        self._refresh_chrome()

    def resume(self) -> None:
        super().resume()
        self._parts.clear()  # the settings may have changed how things are drawn
        self._still.forget()
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
        session = self.session
        computer = not session.is_over() and not session.is_human(session.decider())
        # Hidden while the panel is fresh: it stands where the last choice was pressed.
        computer = computer and not self.holding and not self.model.locked()
        if computer != skip.visible:
            skip.show() if computer else skip.hide()

    def menu_extra(self) -> tuple[str, Callable[[], None]] | None:
        """The menu's "Squad questions": each person's standing choice."""
        if not self.session.humans() or self.replaying:
            return None
        return ("Squad questions\u2026", self.open_couch_choices)

    def open_couch_choices(self) -> None:
        self.stack.push(CouchDialog(self.ctx, self.session, self.state_changed))

    # --- input ----------------------------------------------------------------------------
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
            holding=self.holding,
            viewer=self.viewer,
        )

    def panel(self, note: str = "") -> Panel:
        """The action panel now, as one value (see prompts.build_panel)."""
        names = Names(self.session.name, self.words, self.look.c)
        humans = self.session.humans()
        legal = self.legal()
        # a guided step's other choices show too, greyed with its "Not yet"
        allowed = self.allowed() if self.coach is not None else None
        return build_panel(
            self.model, self.view, self.status(), legal, humans, names, note, allowed, self.why_not
        )

    def current_rows(self) -> list[Button]:
        """The panel's buttons now."""
        return list(self.panel().buttons)

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
        command = given.value if isinstance(given, Press) else None
        if isinstance(command, Command) and command.name in SCENE_COMMANDS:
            return self._scene_command(command.name)
        if self._greyed(given):
            return True
        self.model, action = step(before, self.view, self.legal(), given)
        if action is not None:
            if self.try_action(action):
                self.model = self.model.changed()
            return True
        if isinstance(given, PointAt):
            self._dirty = self._dirty or self.model != before
            return False
        if isinstance(given, ClickRoach | ClickCard):
            return False
        if isinstance(given, Next | Previous):
            self.focus_changed()
        elif isinstance(given, Back) and says_focus(self.message):
            self.message = ""  # Enter would take nothing now
        self.state_changed()
        return True

    def _greyed(self, given: Input) -> bool:
        """A greyed choice pressed or clicked (a guided step takes another first): its
        reason said, nothing changed."""
        action: A.Action | None = None
        if isinstance(given, Press):
            why = next((b.why for b in self.buttons if b.value == given.value and b.why), "")
            if why:
                self.say(why, error=True)
                return True
            return False
        if isinstance(given, ClickRoach):
            action = A.Marker(given.slot)
        elif isinstance(given, ClickCard) and 0 <= given.index < len(self.view.display):
            action = A.Acquire(self.view.display[given.index])
        if action is None or self.coach is None or action in self.legal():
            return False
        if action not in self.allowed():
            return False
        self.say(self.why_not(action), error=True)
        return True

    def _scene_command(self, name: str) -> bool:
        if self.model.locked():
            return False
        if name == "end_turn" and self.holding:
            self.release_turn()
        elif name == "couch":
            self.open_couch_choices()
        return True

    def board_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            return self.send(PointAt(button_at(self.buttons, event.pos)))
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        index = button_at(self.buttons, event.pos)
        if index is not None:
            self.ctx.play_sound("click")
            return self.send(Press(self.buttons[index].value))
        target = self.target_at(event.pos)
        return target is not None and self.send(target)

    def action_spot(self, action: Any) -> pygame.Rect | None:
        """The button, cockroach or market card to click next towards `action` (pointing.py
        finds which; the layout says where)."""
        seat = self.session.decider()
        legal = self.session.engine.legal_actions() if self.human_to_act() else []
        spot = spot_for(action, self.model, self.view, self.current_rows(), legal, seat)
        if spot is None:
            return None
        if spot.where == "roach":
            return roach_rect(spot.index)
        if spot.where == "card":
            return market_card_rect(spot.index)
        return slot_rect(spot.index)

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
        Space skips the animations; a held turn's End turn waits out the lock; every other
        key (and Esc with nothing to drop: the menu) to the shared table."""
        enter = event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
        if self.holding and enter:
            return self._scene_command("end_turn")
        if event.key == pygame.K_SPACE and self.anims:
            self.anims.skip()
            return True
        given = key_input(event.key, getattr(event, "mod", 0))
        if isinstance(given, Next | Previous) and self.greyed_stops():
            return self.walk(1 if isinstance(given, Next) else -1)  # the greyed ones too
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
        locked = self.model.locked()
        self.model = self.model.ticked(dt)
        if locked and not self.model.locked():
            self._refresh_chrome()  # the lock is out: Skip ahead may show
        if not self.anims and not self.session.is_over() and self._answer_window():
            return
        was = (self.human_to_act(), self.session.thinking is not None, len(self.anims.items))
        super().update(dt)
        if not self.anims and not self.session.is_over():
            self._answer_window()  # a window a computer's move just opened
        now = (self.human_to_act(), self.session.thinking is not None, len(self.anims.items))
        if was != now or held_back(self.anims.items)[1] != self._held_key:
            self._dirty = True

    def log_rect(self) -> pygame.Rect:
        return LOG_RECT

    def _redraw(self) -> None:
        look, view, legal = self.look, self.view, self.legal()
        panel = self.panel()
        self.buttons = list(panel.buttons)
        # The rows may have changed under a still mouse: light the one now under it.
        self.model, _ = step(
            self.model, view, legal, PointAt(button_at(self.buttons, self._pointer))
        )
        under = pointed(self.model, self.buttons, legal)
        note = card_note(look, under) or card_note(look, self._hand_under())
        if note:
            panel = self.panel(note)
        shown = self.shown_panel
        fresh = shown is None or self._panel_key(panel) != self._panel_key(shown)
        if fresh:
            self.model = self.model.changed()
        self._refresh_chrome()  # after the lock: Skip ahead keeps away from a fresh panel
        self.shown_panel = panel
        held, self._held_key = held_back(self.anims.items)
        pointer = (self.model.hover_row, self.model.focused(legal))
        lit = named_dice(under)
        self._picture = draw_parts(look, view, legal, panel, pointer, lit, held, self._parts)
        self._log = self.log_part(self._parts, LOG_RECT.size)
        self._dirty = self._parts.waiting()  # the parts that waited come in the next frames

    @staticmethod
    def _panel_key(panel: Panel) -> object:
        return (panel.voice, panel.kind, panel.title, panel.buttons)

    def _hand_under(self) -> str | None:
        for card, rect in self._picture.hand_spots:
            if rect.collidepoint(self._pointer):
                return card
        return None

    def draw(self, surface: pygame.Surface) -> None:
        self._parts.new_frame()
        if self._dirty:
            self._redraw()
        else:  # a quiet frame: one picture drawn ahead of its need
            ahead = next(self._ahead, None)
            if ahead is not None:
                ahead()
        places = [*self._picture.places(), ("log", self._log, LOG_RECT.topleft)]
        surface.blit(self._still.compose(self._bare, places), (0, 0))
        if self.human_to_act() or self.model.question.showing() or self.holding:
            draw_waiting_edge(surface, self._time)
        draw_lock(surface, tuple(self.buttons), self.model.lock / LOCK)
        self.anims.draw(surface)
