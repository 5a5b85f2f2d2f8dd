"""The Terraforming Mars Dice Game table (long because every input and every part of the
table passes through this one scene, each already a call into a module of its own), one
fixed layout on the 1280x720 canvas: awards and milestones on top; the map, its tracks and
the VP track on the left; whose turn and every legal action in the middle; the seat's dice
and hand at the bottom; the players' panels, the modules' displays and the log on the right.

Mouse: click a lit card, a lit area, a die, a button; hover or right-click a card to enlarge
it; a production turn's dice and cards are picked, then confirmed. Keyboard: Tab / arrows
cycle through every legal action, Enter takes it, Ctrl+Z undoes, L: the full log, Esc: menu.

This module is the scene: it holds the session, the interaction model (`model`), the layout
of the last frame and the animation queue; it turns a pointer's position into the thing
under it, hands every input to the model's pure transitions (`transitions`) and takes the
actions they name; and it calls each part's renderer with what that part shows.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pygame
import pygame_gui

from game.rules.core import Engine, Event
from game.rules.core.events import read
from game.rules.tmdice import actions as A
from game.rules.tmdice import events as E
from game.rules.tmdice.state import PendingView, PlayerView, TMObservation
from game.ui.draw.display_format import fast
from game.ui.draw.palette import Colour
from game.ui.draw.parts import Parts
from game.ui.draw.still import Place, Still
from game.ui.play.greyed import Greyed
from game.ui.play.seats import seat_colour
from game.ui.play.session import GameSession
from game.ui.scenes.table import TableScene
from game.ui.shell.context import UiContext
from game.ui.tmdice import (
    board,
    colonies_view,
    final,
    hand,
    header,
    hints,
    lit_areas,
    live,
    overlays,
    solo_view,
    tray,
    turn_box,
)
from game.ui.tmdice.action_panel import Drawn, Placed, leaves_room, render_actions, shown
from game.ui.tmdice.action_words import describe
from game.ui.tmdice.animations import Stage, animations
from game.ui.tmdice.arriving import Arriving, arriving
from game.ui.tmdice.colony_buttons import open_choice
from game.ui.tmdice.column import column, part_spots
from game.ui.tmdice.commands import PanelCommand
from game.ui.tmdice.hand_layout import Middle, middle
from game.ui.tmdice.layout import (
    ACTIONS,
    BOARD,
    FINAL,
    HEADER,
    RIGHT,
    TURN_BOX,
    VPTRACK,
)
from game.ui.tmdice.log_lines import event_line
from game.ui.tmdice.missions_view import render_missions
from game.ui.tmdice.model import TableModel, follow_hand, hold_hand
from game.ui.tmdice.pictures import Pictures
from game.ui.tmdice.pointing import Places, places, shown_popup, spot_for, target_at
from game.ui.tmdice.popup import Popups
from game.ui.tmdice.revealed import secrets_in_words
from game.ui.tmdice.scoring import breakdown, how_text
from game.ui.tmdice.situation import Situation
from game.ui.tmdice.tableaus import panel_picture
from game.ui.tmdice.targets import OnButton, OnCard, Target
from game.ui.tmdice.transitions import Back, Click, Input, Inspect, respond
from game.ui.tmdice.turn_box import Settled


class TMDiceTable(TableScene):
    def __init__(self, ctx: UiContext, session: GameSession) -> None:
        super().__init__(ctx, session)
        self.pics = Pictures(ctx, self.colour)
        self.view: TMObservation = self._observe()
        self.views: list[PlayerView] = self._seat_views()
        #: what the person at the screen is choosing, has picked, points at
        self.model = TableModel()
        #: the action panel as last drawn: its buttons and strips are where clicks land
        self.actions = Drawn(pygame.Surface((1, 1)), (), ())
        self.cache: dict[str, pygame.Surface] = {}
        self.still = Still()  # the cached parts composed, as the last frame showed them
        #: the parts as last drawn, each with what it showed (drawn again only when that changes)
        self._parts = Parts()
        self.popups = Popups()
        #: the tiles and dice the animations still bring in, as last drawn
        self.arriving = Arriving()
        self.settled: Settled | None = None  # see turn_box.stepper_step
        self.time = 0.0
        self.rng = random.Random(7)  # tumbling dice faces
        self._dirty = True
        self._ahead = self.pics.ahead()
        self._status_key: object = None
        self._mouse: tuple[int, int] | None = None

    # --- who sees what ----------------------------------------------------------------------
    @property
    def engine(self) -> Engine[Any, Any]:
        """The game behind the table, through the rules contract only (never its state)."""
        return self.session.engine

    def tray_seat(self) -> int:
        """Whose dice and hand are along the bottom: the person at the screen, else the seat
        whose turn it is (then the hand shows as card backs)."""
        return self.viewer if self.viewer is not None else self.engine.turn_player()

    def _observe(self) -> TMObservation:
        engine, seat = self.engine, self.tray_seat()
        # A finished game's replay may reveal everything: every hand and private choice.
        view = engine.revealed_observation(seat) if self.revealed else engine.observation(seat)
        assert isinstance(view, TMObservation)
        if self.viewer is None and not self.revealed:  # a spectator: no hand, no private choice
            view.you.hand = None
            view.you.corp_options = []
            view.bonus_pile = None
            if view.phase == "setup" and view.step == "corps":
                view.you.corp = None
        return view

    def _seat_views(self) -> list[PlayerView]:
        view = self.view
        others = iter(view.others)
        return [view.you if seat == view.seat else next(others) for seat in range(view.players)]

    def revealed_secrets(self) -> list[tuple[int, list[str]]]:
        return secrets_in_words(self.view, self.views)

    def refresh_view(self) -> None:
        """Observe the game again (after it changed, or the viewer did)."""
        self.view = self._observe()
        self.views = self._seat_views()

    def colour(self, seat: int) -> Colour:
        return seat_colour(self.session.seats[seat].colour, self.ctx.settings.palette)

    def top_pending(self) -> PendingView | None:
        """The decision on top of the stack, as the seat sees it (what is being placed, paid,
        chosen)."""
        return self.view.pending

    def legal(self) -> list[A.Action]:
        return super().legal()

    def situation(self) -> Situation:
        """What the person at the screen sees and may do now, for the model and the parts."""
        session = self.session
        seats = range(len(session.seats))
        legal = tuple(self.legal())
        return Situation(
            view=self.view,
            views=tuple(self.views),
            legal=legal,
            focus=legal[self.focus] if 0 <= self.focus < len(legal) else None,
            viewer=self.viewer,
            tray_seat=self.tray_seat(),
            names=tuple(session.name(seat) for seat in seats),
            humans=tuple(session.is_human(seat) for seat in seats),
            decider=session.decider(),
            to_act=self.human_to_act(),
            holding=self.holding,
            replaying=self.replaying,
            thinking=session.thinking is not None,
            with_bots=bool(session.bots),
            result=self.engine.result() if self.view.phase == "over" else None,
            engine_words=self.engine.describe,
            why_not=self.why_not,
            held_turn=self._held_turn() if self.holding else None,
            engine_legal=self._engine_legal(legal),
            chosen=self._corps_chosen() if self.view.phase == "setup" else frozenset(),
        )

    def _corps_chosen(self) -> frozenset[int]:
        """The seats that have kept a corporation (in secret until all have)."""
        events = self.session.match.events
        return frozenset(read(e, E.Seat)["seat"] for e in events if e.kind == "corporation_chosen")

    def _engine_legal(self, legal: tuple[A.Action, ...]) -> tuple[A.Action, ...] | None:
        """The rules' choices when a guided step narrows `legal` (None: the same)."""
        if self.coach is None:
            return None
        allowed = tuple(self.allowed())
        return None if allowed == legal else allowed

    def _held_turn(self) -> int | None:
        """The number of the viewer's turn that ended by itself (the rules count on)."""
        for event in reversed(self.session.match.events):
            if event.kind == "turn_ended":
                ended = read(event, E.Turn)
                if ended["seat"] == self.viewer:
                    return ended["turn"]
        return None

    def describe(self, action: A.Action) -> str:
        return describe(self.situation(), action)

    @property
    def buttons(self) -> tuple[Placed, ...]:
        """The action panel's buttons as last drawn, where they are."""
        return self.actions.buttons

    # --- TableScene hooks -------------------------------------------------------------------
    def table_greyed(self) -> list[Greyed]:
        """The action panel's greyed buttons, each with what its hover says (the engine's
        reason for a standard project or a colony, what a confirm waits for); in a guided
        step, the big cards of a private choice it does not take first."""
        sit = self.situation()
        out = [
            Greyed((r.x, r.y, r.w, r.h), sit.why_not(action))
            for _, r, action in overlays.choice_cards(sit)
            if action not in sit.legal
        ]
        for placed in self.buttons:
            b = placed.button
            words = b.tip or b.text or b.label
            if shown(placed) and not b.enabled and words:
                r = placed.rect
                out.append(Greyed((r.x, r.y, r.w, r.h), words))
        return out

    def event_text(self, event: Event) -> tuple[str, Colour] | None:
        solo = len(self.session.seats) == 1  # asked before the first view is built
        return event_line(event, self.session.name, self.colour, self.viewer, solo)

    def on_events(self, events: list[Event], by_computer: bool) -> None:
        old_tray = self.tray_seat()
        was_final = self.view.final_left
        self.refresh_view()
        sit = self.situation()
        stage = Stage(self.pics, sit, self.arriving, self.rng, self.middle(sit).tray)
        for anim in animations(stage, events, by_computer, old_tray, was_final):
            self.anims.add(anim)

    def state_changed(self) -> None:
        self._dirty = True

    def clear_selection(self) -> None:
        self.model = self.model.cleared()

    def has_selection(self) -> bool:
        return self.model.has_selection()

    def key_pressed(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_ESCAPE and self.respond(Back()):
            return True
        return super().key_pressed(event)

    def focus_changed(self) -> None:
        action = self.focused_action()
        if action is not None:
            self.say_focus(self.describe(action))

    def set_viewer(self, seat: int | None) -> None:
        super().set_viewer(seat)
        self.refresh_view()
        self._parts.clear()

    def undo(self) -> None:
        super().undo()
        self.refresh_view()

    # --- chrome -----------------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        self._redraw()

    def resume(self) -> None:
        super().resume()
        self.pics.forget_marks()
        self._parts.clear()
        self.popups.forget()
        self.refresh_view()  # the game may have changed under a menu (undo, load)
        self.state_changed()

    def build_ui(self) -> None:
        manager, ui = self.ctx.manager, self.ui
        for i, (name, text) in enumerate((("rules", "Rules"), ("undo", "Undo"), ("menu", "Menu"))):
            rect = pygame.Rect(RIGHT.right - 3 * 86 + 4 + i * 86, 10, 80, 32)
            self._chrome[name] = pygame_gui.elements.UIButton(
                relative_rect=rect,
                text=text,
                manager=manager,
                container=ui,
                object_id=pygame_gui.core.ObjectID(class_id="@small_button", object_id=f"#{name}"),
            )

    def _refresh_chrome(self) -> None:
        undo = self._chrome.get("undo")
        if undo is None:
            return
        ok = self.undo_allowed()
        if ok and not undo.is_enabled:
            undo.enable()
        elif not ok and undo.is_enabled:
            undo.disable()

    # --- input ------------------------------------------------------------------------------
    def places(self, sit: Situation | None = None) -> Places:
        """Where the things a pointer can be over are now."""
        sit = sit if sit is not None else self.situation()
        return places(self.pics, sit, self.model, self.arriving, self.actions, self.popups)

    def target_at(self, pos: tuple[int, int], sit: Situation | None = None) -> Target | None:
        return target_at(self.places(sit), pos)

    def respond(self, given: Input) -> bool:
        """Hand an input to the model; take the actions it names, say what it says. True when
        the input meant something here."""
        outcome = respond(self.model, self.situation(), given)
        self.model = outcome.model
        if outcome.focus is not None:
            self.focus = outcome.focus
        if outcome.say is not None:
            self.say(outcome.say.text, outcome.say.error)
        if outcome.scene is PanelCommand.SKIP:
            self.skip()
        elif outcome.scene is PanelCommand.RESULTS:
            self._show_results = True
        for action in outcome.actions:  # one the engine refuses stops the rest
            if not self.try_action(action):
                break
        self.state_changed()
        return outcome.handled

    def action_spot(self, action: Any) -> pygame.Rect | None:
        sit = self.situation()
        panel = self.middle(sit).actions
        return spot_for(self.pics, sit, self.model, self.places(sit), panel, action)

    def board_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self._mouse = event.pos
            self._pointer_moved(event.pos)
            return False
        if event.type != pygame.MOUSEBUTTONDOWN or event.button not in (1, 3):
            return False
        target = self.target_at(event.pos)
        if event.button == 3:
            self.respond(Inspect(target))
            return True
        if isinstance(target, OnButton):
            self.ctx.play_sound("click")
        handled = self.respond(Click(target))
        self.model = self.model.pointing(self.target_at(event.pos))
        return handled

    def _pointer_moved(self, pos: tuple[int, int]) -> None:
        """What the pointer is over; the hand holds its layout while the pointer is on it."""
        sit = self.situation()
        on_hand = self.middle(sit).on_hand(pos)
        self.model, closes_up = hold_hand(self.model, on_hand, hand.hand_cards(sit))
        target = self.target_at(pos, sit)
        if target != self.model.pointer:
            cards = any(isinstance(h, OnCard) for h in (target, self.model.pointer))
            self.model = self.model.pointing(target)
            if cards and "hand" in self.cache:  # the card under the pointer lifts
                mid = self.middle(sit)
                self.cache["hand"] = hand.render_hand(self.pics, sit, self.model, mid)
        self._dirty |= closes_up

    # --- the frame --------------------------------------------------------------------------
    def _redraw(self) -> None:
        sit = self.situation()
        # a card may have left the hand, or come into it; a choice may no longer be offered
        model = follow_hand(self.model, hand.hand_cards(sit))
        model = replace(model, choice=open_choice(sit, model))
        if model.hand_hold is None:  # a held hand keeps its place too
            short = middle(len(hand.hand_cards(sit))).actions
            model = replace(model, shelf=leaves_room(self.pics.fonts, sit, model, short))
        self.model = model
        self._refresh_chrome()
        mid = self.middle(sit)
        pics, arriving = self.pics, self.arriving
        # What a part may show, when it has no key of its own: not whether a computer is
        # thinking (only the turn box says so), which changes twice in every computer move.
        shown = replace(sit, thinking=False)
        seen = (shown, self.model, arriving)
        self.actions = self._parts.get(
            "actions",
            (seen, mid.actions),
            lambda: render_actions(pics, sit, self.model, mid.actions),
        )
        self.cache["actions"] = self.actions.surface
        if self._mouse is not None:  # what is under the mouse may have changed
            self.model = self.model.pointing(self.target_at(self._mouse, sit))
        model = self.model
        seen = (shown, model, arriving)
        at = BOARD.union(VPTRACK)
        self.cache["board"] = self._parts.get(
            "board",
            board.board_key(sit, arriving, at),
            lambda: board.render_board(pics, sit, arriving, at),
            read=True,
        )
        self.cache["header"] = self._parts.get(
            "header",
            header.header_key(sit, HEADER),
            lambda: header.render_header(pics, sit, HEADER),
            read=True,
        )
        if self.holding:  # the turn that ended stays lit, production or action
            step = turn_box.held_step(self.settled)
        else:
            step, self.settled = turn_box.stepper_step(sit.view, self.settled)
        self.cache["turn"] = turn_box.render_turn_box(pics, sit, step, TURN_BOX)
        self.cache["tray"] = self._parts.get(
            "tray", (seen, mid.tray), lambda: tray.render_tray(pics, sit, model, arriving, mid.tray)
        )
        self.cache["hand"] = self._parts.get(
            "hand", (seen, mid), lambda: hand.render_hand(pics, sit, model, mid)
        )
        right = column(sit)  # the mission display and the colony tiles, when in the game
        if right.missions is not None:
            at = right.missions
            self.cache["missions"] = self._parts.get(
                "missions", (seen, at), lambda: render_missions(pics, sit, at), read=True
            )
        if right.colonies is not None:
            at = right.colonies
            self.cache["colonies"] = self._parts.get(
                "colonies", (seen, at), lambda: colonies_view.render(pics, sit, model, at)
            )
        if right.solo is not None:
            at = right.solo
            self.cache["solo"] = self._parts.get(
                "solo", (seen, at), lambda: solo_view.render(pics, sit, at), read=True
            )
        self.cache["log"] = self.log_part(self._parts, right.log.size)
        self._status_key = None
        self._dirty = False

    def middle(self, sit: Situation) -> Middle:
        """The action panel, the status line and the hand, as the hand's size lays them out
        (held while the pointer rests on the hand)."""
        return hand.lay_out(sit, self.model)

    def end_turn_rect(self) -> pygame.Rect:
        return pygame.Rect(ACTIONS.x + 12, ACTIONS.y + 44, ACTIONS.width - 24, 44)

    def log_rect(self) -> pygame.Rect:
        return column(self.situation()).log

    def update(self, dt: float) -> None:
        self.time += dt
        if self.session.is_over() and self.session.humans() and not self._show_results:
            # people read the final scoring on the table first; a button moves on
            self.anims.update(dt * self.speed())
            return
        was = self._frame_key()
        super().update(dt)
        if was != self._frame_key():
            self._dirty = True

    def _frame_key(self) -> tuple[object, ...]:
        """What, when it changes between frames, means the cached pictures are stale."""
        return (
            self.human_to_act(),
            self.session.thinking is not None,
            len(self.anims.items),
            self.session.decider(),
        )

    def _follow_animations(self) -> None:
        """A tile dropping in shows on the map when it lands, dice rolling in when they land."""
        now = arriving(self.anims.keys())
        if now != self.arriving:
            self.arriving = now
            self.state_changed()

    def draw(self, surface: pygame.Surface) -> None:
        self._follow_animations()
        self._parts.new_frame()
        if self._dirty:
            self._redraw()
        else:  # a quiet frame: one picture drawn ahead of its need
            ahead = next(self._ahead, None)
            if ahead is not None:
                ahead()
        sit = self.situation()
        mid = self.middle(sit)
        right = column(sit)
        places: list[Place] = []
        for name, at in part_spots(mid, right):
            if isinstance(name, int):  # a player's panel
                dice = self.arriving.dice_of(name)
                places.append(
                    (name, panel_picture(self._parts, self.pics, sit, name, at, dice), at.topleft)
                )
            elif name in self.cache:
                places.append((name, self.cache[name], at.topleft))
        self._dirty |= self._parts.waiting()  # the parts that waited come in the next frames
        background = board.background(self.pics, mid.tray, mid.hand)
        surface.blit(self.still.compose(background, places), (0, 0))
        self._draw_live(surface, sit)
        self.anims.draw(surface, under=True)
        self.anims.draw(surface)
        if self.view.phase == "over" and not self.anims:
            if "final" not in self.cache:
                rows, how = breakdown(self.engine), how_text(self.session)
                self.cache["final"] = fast(final.render_final(self.pics, sit, rows, how, FINAL))
            surface.blit(self.cache["final"], FINAL)
        clickable = live.live_rects(sit, self.model, self.arriving, self.buttons)
        popup = shown_popup(self.popups, self.pics, sit, self.model.popup_seat, clickable)
        overlays.draw_overlays(self.pics, sit, self.model, popup, surface)

    def _draw_live(self, surface: pygame.Surface, sit: Situation) -> None:
        """What changes with the mouse and the clock: lit areas, hover and focus rings, and
        the status line (drawn again when its text may have changed)."""
        lit_areas.draw_veil(self.pics, sit, surface)
        board.draw_lit_areas(self.pics, sit, self.model, self.time, surface)
        colonies_view.draw_pointer_ring(sit, self.model, surface)
        live.draw_rings(sit, self.model, self.buttons, surface)
        message = (self.message, self.message_is_error)
        key = (message, self.model.pointer, self.focus, self._dirty, id(self.cache.get("actions")))
        if self._status_key != key:
            self.cache["status"] = hints.render_status(
                self.pics, sit, self.model, self.buttons, message, self.middle(sit).status
            )
            self._status_key = key
        surface.blit(self.cache["status"], self.middle(sit).status)
