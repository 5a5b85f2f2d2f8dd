"""The Dig Mars table: the scene's hooks and input. It shows the canyon's 4x4 grid of stacks,
the stations, each player's equipment, the turn box and action panel, the status line and
the log, each drawn by its own module (layout, grid, stations, panels, turn, hints,
action_panel, animations); this one decides what to draw when and what input means.

Mouse: click one of your stations, then a highlighted stack to move it; click a stack where
you have a station to dig (face down) or carry (face up); the buttons upgrade, use bonus
actions, declare victory and end the turn. Shift+click uses the regular action when a bonus
extra dig / carry could be used instead. Keyboard: Tab / arrows + Enter (see TableScene).

Everything shown comes from the viewer's observation (a spectator's hides every fortune and
every private look), the session, and the pure functions of game.rules.digmars.figures.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.rules.core import Event
from game.rules.digmars import actions as A
from game.rules.digmars.state import DigObservation, StackView
from game.ui.digmars.action_panel import SHORT_TITLES, ActionPanel, StartBonus
from game.ui.digmars.animations import EventAnimations, TurnBanner, tokens_in_motion
from game.ui.digmars.choices import Note, Selection, next_click
from game.ui.digmars.counting import figures_shown
from game.ui.digmars.grid import TargetFrames, render_board
from game.ui.digmars.hints import hover_hint, prompt, render_status, stack_words
from game.ui.digmars.layout import (
    END_TURN_RECT,
    HEADER_AT,
    LOG_RECT,
    PLATE,
    STATUS,
    TOKEN_R,
    TURN_BOX,
    Spot,
    panel_rect,
    square_at,
    tile_rect,
    token_at,
    token_spots,
)
from game.ui.digmars.panels import PlayerPanels
from game.ui.digmars.pieces import Pieces
from game.ui.digmars.revealed import secrets_in_words
from game.ui.digmars.stations import Rings, draw_tokens
from game.ui.digmars.turn import held_view, render_header, render_turn_box
from game.ui.digmars.words import event_line
from game.ui.draw.display_format import fast
from game.ui.draw.palette import Colour
from game.ui.draw.parts import Parts
from game.ui.play.greyed import Greyed
from game.ui.play.session import GameSession
from game.ui.scenes.table import TableScene
from game.ui.shell.context import UiContext


def observe(session: GameSession, viewer: int | None, revealed: bool = False) -> DigObservation:
    """What the screen may show: the viewer's own observation; with no viewer (computers
    only) a seat's, with every fortune and every private look taken out; `revealed` (a
    finished game's replay): every fortune and every private look."""
    seat = 0 if viewer is None else viewer
    engine = session.engine
    view = engine.revealed_observation(seat) if revealed else engine.observation(seat)
    if not isinstance(view, DigObservation):
        raise TypeError(f"A Dig Mars table needs a Dig Mars game, not {type(view).__name__}.")
    if viewer is None and not revealed:
        view.fortune = [None] * view.players
        view.stacks = [
            StackView(**{**s.model_dump(), "top": None, "inspected": False}) if s.inspected else s
            for s in view.stacks
        ]
    return view


#: A greyed bonus button's name in its reason (short: the reason fits the status line).
GREYED_NAMES = {
    "take_fortune": "Bonus fortune",
    "inspect": "Inspect ground",
    "relocate": "Relocate a station",
}

#: Seconds, at normal speed, a computer's move its animations show stays at least (a station
#: sliding, a tile turning over: they tell what happened while they play).
ANIMATED_PACE = 0.4


class DigMarsTable(TableScene):
    animated_pace = ANIMATED_PACE

    def __init__(self, ctx: UiContext, session: GameSession) -> None:
        self.pieces = Pieces(ctx, session.seats)
        self._view: DigObservation | None = None
        super().__init__(ctx, session)
        self.hover_square: int | None = None
        self.hover_token: tuple[int, int] | None = None  # (owner, square)
        self.selection = Selection()
        self.panel = ActionPanel()
        self._parts = Parts()
        self.panels = PlayerPanels(self.pieces, self._parts)
        self.frames = TargetFrames(self.pieces)
        self.animations = EventAnimations(self.pieces)
        self._cache: dict[str, pygame.Surface] = {}
        self._spots: list[Spot] = []
        self._time = 0.0
        self._dirty = True
        self._status_dirty = True
        self._banner_due: int | None = None  # the seat greeted once a held turn ends

    # --- the game seen from the viewer -----------------------------------------------------
    @property
    def view(self) -> DigObservation:
        """The viewer's observation, taken again after every change; while their finished
        turn is held, still their turn (the header, turn box, panels and buttons say so)."""
        if self._view is None:
            view = observe(self.session, self.viewer, self.revealed)
            if self.holding and self.viewer is not None:
                view = held_view(view, self.viewer)
            self._view = view
        return self._view

    def colour(self, seat: int) -> Colour:
        return self.pieces.colour(seat)

    def revealed_secrets(self) -> list[tuple[int, list[str]]]:
        return secrets_in_words(self.view, self.session.match.events, self.pieces.tiles)

    def alone(self) -> bool:
        """A looked-at tile on the grid is the person's own secret ("only you see"): not in
        a replay, where whoever watches is not that seat, nor with everything revealed."""
        return not (self.revealed or self.replaying)

    def banner_text(self, player: int) -> str:
        return self.animations.banner_text(player)

    # --- TableScene hooks -----------------------------------------------------------------
    def event_text(self, event: Event) -> tuple[str, Colour] | None:
        tiles, name = self.pieces.tiles, self.session.name
        return event_line(event, tiles, name, self.colour, self.replaying)

    def state_changed(self) -> None:
        self._view = None
        self._dirty = True
        self._status_dirty = True

    def clear_selection(self) -> None:
        self.selection = Selection()

    def has_selection(self) -> bool:
        return self.selection.active()

    def hold_turn(self) -> None:
        super().hold_turn()
        # The status line's prompt already says the turn waits for End turn.
        self.message = ""
        # The next seat's banner waits for the End turn: until then it is still this turn.
        waiting = [a.key.player for a in self.anims.items if isinstance(a.key, TurnBanner)]
        self.anims.items = [a for a in self.anims.items if not isinstance(a.key, TurnBanner)]
        self._banner_due = waiting[-1] if waiting else None

    def end_turn_rect(self) -> pygame.Rect:
        """A held turn's End turn stands where the turn's own End turn button stood."""
        return pygame.Rect(END_TURN_RECT)

    def _greet_after_hold(self) -> None:
        """After End turn, the banner the held turn kept back (not after an undo, which
        gives the turn back instead)."""
        due, self._banner_due = self._banner_due, None
        if due is not None and not self.session.is_over() and self.view.current == due:
            self.anims.add(self.animations.banner(due))

    def focus_changed(self) -> None:
        action = self.focused_action()
        target = self.panel.name_of(action)
        for name, button in self._chrome.items():
            if name == target:
                button.select()
            elif button.is_selected:
                button.unselect()
        if action is not None:
            self.say_focus(self.session.engine.describe(action))

    def table_greyed(self) -> list[Greyed]:
        """The action panel's greyed buttons (an upgrade not affordable, a bonus with
        nowhere to go, Declare victory short of fortune), each with the engine's reason."""
        out = []
        for name, value in self.panel.values.items():
            button = self._chrome.get(name)
            if button is None or not button.visible or button.is_enabled:
                continue
            why = self.why_not(self._probe(value))
            # named short (the ring shows which button), so the reason fits the status line
            named = SHORT_TITLES[value.equipment] if isinstance(value, A.Upgrade) else ""
            named = named or GREYED_NAMES.get(name, button.text)
            r = button.rect
            out.append(Greyed((r.x, r.y, r.w, r.h), f"{named}: {why}"))
        return out

    def _probe(self, value: A.Action | StartBonus) -> A.Action:
        """The action to ask the engine why a button is greyed."""
        if not isinstance(value, StartBonus):
            return value
        if value.mode == "inspect":
            return A.Inspect(0)
        own = self.view.stations[self.view.current]
        source = own[0] if own else 0
        return A.Relocate(self.view.current, source, source)

    def on_events(self, events: list[Event], by_computer: bool) -> None:
        self._view = None  # the animations land where the pieces stand after these events
        banners = bool(self.session.bots)
        made = self.animations.for_events(events, self.view, self.viewer, banners, self.revealed)
        for anim in made:
            self.anims.add(anim)

    # --- chrome ---------------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        # Draw what the first frames need now, not during them.
        for tile in self.pieces.tiles:
            self.pieces.tile_face(tile.id)
        self._redraw()

    def resume(self) -> None:
        super().resume()  # shows every element of the container again: re-hide ours
        self.panel.forget()
        self.pieces.forget_marks()  # the palette may have changed in the settings
        self._parts.clear()
        self.state_changed()
        self._refresh_chrome()

    def build_ui(self) -> None:
        self._chrome = self.panel.build(self.ctx.manager, self.ui)
        self._refresh_chrome()

    def _refresh_chrome(self) -> None:
        if not self._chrome:
            return
        human = self.human_to_act()
        computer = not self.session.is_over() and not self.session.is_human(self.view.current)
        legal = self.legal()
        allowed = self.allowed() if self.coach is not None else None
        mode = self.selection.mode
        self.panel.refresh(self._chrome, self.view, legal, human, mode, computer, allowed)
        if self.focused_action() is None:
            for button in self._chrome.values():
                if button.is_selected:
                    button.unselect()
        undo_ok = self.undo_allowed()
        undo = self._chrome.get("undo")
        if undo is not None:
            if undo_ok and not undo.is_enabled:
                undo.enable()
            elif not undo_ok and undo.is_enabled:
                undo.disable()

    def chrome_pressed(self, name: str) -> None:
        value = self.panel.values.get(name)
        if isinstance(value, StartBonus):
            self.selection = self.selection.toggled(value.mode)
            self.state_changed()
        elif value is not None:
            self.try_action(value)
        else:
            super().chrome_pressed(name)

    # --- the mouse on the board -----------------------------------------------------------
    def token_spots(self) -> list[Spot]:
        """Every station token and where it stands, as drawn now."""
        if self._dirty:
            self._spots = token_spots(self.view)
        return self._spots

    def board_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            square = square_at(event.pos)
            token = token_at(self.token_spots(), event.pos)
            if (square, token) != (self.hover_square, self.hover_token):
                self.hover_square, self.hover_token = square, token
                self._status_dirty = True
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            # a greyed (disabled) button swallows the press itself: its release answers
            return self.human_to_act() and self.greyed_click(event.pos)
        if event.type != pygame.MOUSEBUTTONDOWN:
            return False
        if event.button == 3:
            self.clear_selection()
            self.state_changed()
            return True
        if event.button != 1 or not self.human_to_act():
            return False
        token = token_at(self.token_spots(), event.pos)
        square = square_at(event.pos)
        if token is None and square is None:
            return False
        shift = bool(pygame.key.get_mods() & pygame.KMOD_SHIFT)
        action = self.click_action(token, square, shift)
        if action is not None:
            self.focus = -1
            self.try_action(action)
        return True

    def greyed_click(self, pos: tuple[int, int]) -> bool:
        """A click on a greyed button of the panel whose choice the rules allow (a guided
        step takes another first): its reason said, nothing changed."""
        if self.coach is None:
            return False
        for name, button in self._chrome.items():
            if button.visible and not button.is_enabled and button.get_abs_rect().collidepoint(pos):
                action = self.panel.stands_for(name, self.allowed())
                if action is None:
                    return False
                self.say(self.why_not(action), error=True)
                return True
        return False

    def click_action(
        self, token: tuple[int, int] | None, square: int | None, shift: bool = False
    ) -> A.Action | None:
        """The action a click means (or None after a selection changed, with a message)."""
        self.selection, outcome = self.selection.click(
            self.view, self.legal(), token, square, shift, self.session.name, self.why_not
        )
        if isinstance(outcome, Note):
            self.say(outcome.text, error=outcome.error)
            return None
        if outcome is None:
            self.state_changed()
        return outcome

    def hover_hint(self) -> str:
        """What a click under the mouse would do; else what the stack under it holds."""
        if not self.human_to_act():
            hover = self.hover_square
            return "" if hover is None else stack_words(self.view.stacks[hover], self.alone())
        return hover_hint(
            self.view,
            self.selection,
            self.legal(),
            self.hover_square,
            self.hover_token,
            self.session.engine.describe,
        )

    def action_spot(self, action: Any) -> pygame.Rect | None:
        """The next thing to click towards `action` (choices.next_click says which): a
        station token, the top tile of a stack, or a button of the action panel."""
        aim = next_click(self.view, self.selection, self.legal(), action)
        if aim is None:
            return None
        if aim.token is not None:
            for spot in self.token_spots():
                if (spot.owner, spot.square) == aim.token:
                    reach = TOKEN_R + 3  # the radius a click on the token takes (token_at)
                    return pygame.Rect(0, 0, 2 * reach, 2 * reach).move(
                        spot.pos[0] - reach, spot.pos[1] - reach
                    )
            return None
        if aim.square is not None:
            return tile_rect(aim.square, self.view.stacks[aim.square].height)
        name = aim.button if isinstance(aim.button, str) else self.panel.name_of(aim.button)
        button = self._chrome.get(name) if name is not None else None
        if button is None or not button.visible:
            return None
        return pygame.Rect(button.get_abs_rect())

    def targets(self) -> tuple[dict[int, str], set[int]]:
        """(squares to highlight with what a click there does, squares whose tokens to ring)."""
        if not self.human_to_act():
            return {}, set()
        legal = self.legal()
        return self.selection.targets(self.view, legal, self.focused_action(), self.hover_token)

    # --- the frame ------------------------------------------------------------------------
    def log_rect(self) -> pygame.Rect:
        return LOG_RECT

    def _redraw(self) -> None:
        self._refresh_chrome()
        view = self.view
        human = self.human_to_act()
        alone, seed, held = self.alone(), self.session.seed, self.holding
        parts = self._parts
        # Drawn again only when what they show changes; being only read, the board, the turn
        # box and the header may come a frame or a few after a move (parts.py).
        self._cache["board"] = parts.get(
            "board", (view, alone), lambda: render_board(self.pieces, view, alone), read=True
        )
        thinking = self.session.thinking is not None
        self._cache["turn"] = parts.get(
            "turn",
            (view, human, thinking, held),
            lambda: fast(render_turn_box(self.pieces, view, human, thinking, held)),
            read=True,
        )
        self._cache["header"] = parts.get(
            "header", (view, seed), lambda: render_header(self.ctx.fonts, view, seed), read=True
        )
        self._cache["log"] = self.log_part(parts, self.log_rect().size)
        self._spots = token_spots(view)
        self._dirty = False

    def status_lines(self) -> tuple[str, str]:
        """The status line's prompt and its help line, as the viewer reads them now."""
        return prompt(
            self.view,
            self.selection,
            self.human_to_act(),
            self.session.name,
            replaying=self.replaying,
            holding=self.holding,
        )

    def _render_status(self) -> pygame.Surface:
        lines = self.status_lines()
        message = self.message or self.hover_hint()
        error = self.message_is_error and bool(self.message)
        return render_status(self.ctx.fonts, lines, message, error)

    def update(self, dt: float) -> None:
        self._time += dt
        if self._banner_due is not None and not self.holding:
            self._greet_after_hold()
        was = (self.human_to_act(), self.session.thinking is not None, len(self.anims.items))
        super().update(dt)
        now = (self.human_to_act(), self.session.thinking is not None, len(self.anims.items))
        if was != now:
            self._dirty = True

    def draw(self, surface: pygame.Surface) -> None:
        self._parts.new_frame()
        if self._dirty:
            self._redraw()
        view = self.view
        human = self.human_to_act()
        surface.blit(self.pieces.background(), (0, 0))
        surface.blit(self._cache["board"], PLATE)
        surface.blit(self._cache["header"], HEADER_AT)
        highlight, rings = self.targets()
        pulse = 0.55 + 0.45 * math.sin(self._time * 5.0)
        self.frames.draw(surface, highlight, self.hover_square, pulse)
        self.anims.draw(surface, under=True)
        pick = self.selection.relocate_pick
        relocating = self.selection.mode == "relocate"
        owner = pick[0] if pick else (None if relocating else view.current)
        ring = Rings(frozenset(rings), owner, self.selection.selected)
        hover = self.hover_token if human else None
        moving = tokens_in_motion(self.anims.keys())
        draw_tokens(surface, self.pieces, self.token_spots(), moving, ring, hover)
        counted = figures_shown(self.anims.items)
        for seat in range(view.players):
            surface.blit(self.panels.panel(view, seat, counted), panel_rect(seat))
        self._dirty |= self._parts.waiting()  # the parts that waited come in the next frames
        surface.blit(self._cache["turn"], TURN_BOX)
        if not self.replaying:  # a replay shows no buttons, so no titles over them
            self.panel.draw_heads(surface, self.ctx, view)
        if self._status_dirty:
            self._cache["status"] = fast(self._render_status())
            self._status_dirty = False
        surface.blit(self._cache["status"], STATUS)
        surface.blit(self._cache["log"], self.log_rect())
        self.anims.draw(surface)
