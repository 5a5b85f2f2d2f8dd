"""The Terraforming Mars Dice Game table, one fixed layout on the 1280x720 canvas: awards and
milestones on top; the map, its tracks and the VP track on the left; whose turn and every
legal action in the middle; the seat's dice and hand at the bottom; the players' panels, the
modules' displays and the log on the right.

Mouse: click a lit card, a lit area, a die, a button; hover or right-click a card to enlarge
it; a production turn's dice and cards are picked, then confirmed. Keyboard: Tab / arrows
cycle through every legal action, Enter takes it, Ctrl+Z undoes, L: the full log, Esc: menu.

This module is the scene: its hooks into the shared table, what it keeps between frames, and
what a click, a key or the mouse means; each part of the picture has its own module.
"""

from __future__ import annotations

import random
from typing import Any

import pygame
import pygame_gui

from game.rules.core import Engine, Event
from game.rules.tmdice import actions as A
from game.rules.tmdice.state import PendingView, PlayerView, TMObservation
from game.ui.draw.palette import Colour
from game.ui.play.seats import seat_colour
from game.ui.play.session import GameSession
from game.ui.scenes.table import TableScene
from game.ui.shell.context import UiContext
from game.ui.tmdice import (
    action_panel,
    board,
    colonies_view,
    colony_buttons,
    final,
    hand,
    header,
    hints,
    lit_areas,
    live,
    overlays,
    picks,
    pointer,
    tableaus,
    tray,
    turn_box,
)
from game.ui.tmdice.animations import follow_animations, queue_animations
from game.ui.tmdice.buttons import (
    Button,
    PanelCommand,
    PayFor,
    PickDie,
    payment_options,
)
from game.ui.tmdice.colony_pick import PickColony
from game.ui.tmdice.column import column
from game.ui.tmdice.hover import CardRef, Hover
from game.ui.tmdice.layout import (
    ACTIONS,
    BOARD,
    FINAL,
    HAND,
    HEADER,
    RIGHT,
    STATUS,
    TRAY,
    TURN_BOX,
    VPTRACK,
    area_at,
)
from game.ui.tmdice.log_lines import event_line
from game.ui.tmdice.pictures import Pictures, fast
from game.ui.tmdice.revealed import secrets_in_words

PopupCache = tuple[object, pygame.Surface, list[tuple[str, pygame.Rect]]]


class TMDiceTable(TableScene):
    def __init__(self, ctx: UiContext, session: GameSession) -> None:
        super().__init__(ctx, session)
        self.pics = Pictures(ctx, self.colour)
        self.view: TMObservation = self._observe()
        self.views: list[PlayerView] = self._seat_views()
        self.hover: Hover | None = None
        self.pinned_card: CardRef | None = None  # right-clicked card, kept enlarged
        self.choosing: PayFor | None = None  # a payment being chosen in the action panel
        self.colony_pick: PickColony | None = None  # a colony build or trade being chosen
        self.rotate_from: str | None = None  # the die picked to turn (pink arrows)
        # a production turn's picks, applied together on Confirm: dice (their tray slots)
        # to return, cards to discard
        self.picked_dice: list[int] = []
        self.picked_cards: list[str] = []
        self.placing_at: int | None = None  # the area a tile is proposed for, to confirm
        self.buttons: list[Button] = []
        self.strips: list[tuple[str, pygame.Rect]] = []  # card strips in the action panel
        self.cache: dict[str, pygame.Surface] = {}
        self.panel_cache: dict[int, tuple[object, pygame.Surface]] = {}
        # the tableau popup shown: of the hovered panel, else of the clicked (pinned) one
        self.popup_seat: int | None = None
        self.popup_pinned: int | None = None
        self.popup_cache: PopupCache | None = None
        self.blue_chips: dict[int, list[tuple[str, pygame.Rect]]] = {}
        self.hidden_tiles: set[int] = set()  # tiles still dropping in (animated)
        self.hidden_dice: dict[int, tuple[str, ...]] = {}  # dice still rolling in, per seat
        self.settled_step: tuple[tuple[int, int], str] | None = None  # see turn_box
        self.time = 0.0
        self.rng = random.Random(7)  # tumbling dice faces
        self._dirty = True
        self._log_key: object = None
        self._status_key: object = None
        self._show_results = False
        self._mouse: tuple[int, int] | None = None
        self.hand_hold: list[str | None] | None = None  # see hand.held_slots

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
        return seat_colour(self.session.seats[seat].colour, self.ctx.settings.colour_blind)

    def top_pending(self) -> PendingView | None:
        """The decision on top of the stack, as the seat sees it (what is being placed, paid,
        chosen)."""
        return self.view.pending

    def legal(self) -> list[A.Action]:
        return super().legal()

    def describe(self, action: A.Action) -> str:
        return hints.describe(self, action)

    # --- TableScene hooks -------------------------------------------------------------------
    def event_text(self, event: Event) -> tuple[str, Colour] | None:
        solo = len(self.session.seats) == 1  # asked before the first view is built
        return event_line(event, self.session.name, self.colour, self.viewer, solo)

    def on_events(self, events: list[Event], by_computer: bool) -> None:
        old_tray = self.tray_seat()
        was_final = self.view.final_left
        self.refresh_view()
        queue_animations(self, events, by_computer, old_tray, was_final)

    def state_changed(self) -> None:
        self._dirty = True

    def clear_selection(self) -> None:
        self.placing_at = None
        self.picked_dice = []
        self.picked_cards = []
        self.popup_pinned = None
        self.popup_seat = None
        self.choosing = None
        self.colony_pick = None
        self.rotate_from = None

    def has_selection(self) -> bool:
        return (
            self.popup_pinned is not None
            or bool(self.picked_dice or self.picked_cards)
            or self.choosing is not None
            or self.colony_pick is not None
            or self.pinned_card is not None
        )

    def key_pressed(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_ESCAPE and self.pinned_card is not None:
            self.pinned_card = None
            self._dirty = True
            return True
        return super().key_pressed(event)

    def focus_changed(self) -> None:
        action = self.focused_action()
        if action is not None:
            self.say_focus(self.describe(action))

    def set_viewer(self, seat: int | None) -> None:
        super().set_viewer(seat)
        self.refresh_view()
        self.panel_cache = {}

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
        self.panel_cache = {}
        self.popup_cache = None
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

    # --- acting -----------------------------------------------------------------------------
    def start_payment(self, pay: PayFor) -> None:
        """A card / project / blue card was picked: one way to pay plays it, several open the
        payment choice (the obvious one, fewest wild tokens, first)."""
        options = payment_options(self, pay)
        if not options:
            self.say(self.engine.why_illegal(pay.probe()), error=True)
            return
        if len(options) == 1:
            self.try_action(options[0])
            return
        self.choosing = pay
        self.message = "Choose how to pay: the first way is proposed (Enter or click)."
        self.message_is_error = False
        self.focus = self.legal().index(options[0])
        self.state_changed()

    def press(self, b: Button) -> None:
        if not b.enabled:
            return
        command = b.command
        if command is PanelCommand.SKIP:
            self.skip()
        elif command is PanelCommand.RESULTS:
            self._show_results = True
        elif isinstance(command, PickDie):
            picks.pick_die(self, command.slot)
        elif command is PanelCommand.CONFIRM:
            picks.confirm(self)
        elif command is PanelCommand.CANCEL:
            self.placing_at = self.choosing = self.colony_pick = None
            self.message = ""
            self.state_changed()
        elif isinstance(command, PayFor):
            self.start_payment(command)
        elif isinstance(command, PickColony):
            colony_buttons.press(self, command)
        elif b.action is not None:
            self.try_action(b.action)

    def die_action(self, face: str) -> A.Action | None:
        return tray.die_action(self, face)

    def click_card(self, card: str) -> None:
        if picks.picking(self) == "cards":
            picks.pick_card(self, card)
            return
        self.start_payment(PayFor("card", card))

    def click_area(self, area: int) -> None:
        picks.click_area(self, area)

    def click_die(self, face: str, slot: int | None = None) -> None:
        if picks.picking(self) == "dice" and slot is not None:
            picks.pick_die(self, slot)
            return
        action = self.die_action(face)
        if action is not None:
            self.try_action(action)
        elif any(isinstance(a, A.Rotate) and a.face == face for a in self.legal()):
            self.rotate_from = face
            self.say(f"Turn this {face} die to which face? Pick it above.")
        else:
            self.say(
                "Dice are spent by paying for a card, a project or a blue card: "
                "choose one of those first.",
                error=True,
            )

    # --- input ------------------------------------------------------------------------------
    def board_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self._mouse = event.pos
            self._dirty |= pointer.follow(self, event.pos)
            return False
        if event.type != pygame.MOUSEBUTTONDOWN:
            return False
        pos = event.pos
        if event.button == 3:
            card = pointer.card_under(self, pos)
            self.pinned_card = None if card is None or card == self.pinned_card else card
            self.choosing = None  # a payment choice closes; production picks stay
            self._dirty = True
            return True
        if event.button != 1:
            return False
        if self.pinned_card is not None:
            self.pinned_card = None
            self._dirty = True
        return self._left_click(pos)

    def _left_click(self, pos: tuple[int, int]) -> bool:
        if pointer.popup_hit(self, pos) is not None:  # the pinned popup: reading it
            return True
        was_pinned = self.popup_pinned
        if was_pinned is not None:  # a click elsewhere closes it, and still acts
            self.popup_pinned = None
            pointer.set_hover(self, pointer.hover_at(self, pos))
            self._dirty = True
        b = action_panel.button_at(self, pos)
        if b is not None:
            self.ctx.play_sound("click")
            self.press(b)
            return True
        blue = tableaus.blue_chip_at(self, pos)
        usable = blue is not None and blue[0] == self.view.current == self.viewer
        seat = tableaus.panel_at(self, pos)
        if seat is not None and not (usable and self.human_to_act()):
            # pinned, the popup stays open to read and hover its cards; a second click closes it
            self.popup_pinned = None if seat == was_pinned else seat
            pointer.set_hover(self, pointer.hover_at(self, pos))
            self._dirty = True
            return True
        if not self.human_to_act():
            return False
        choice = overlays.choice_at(self, pos)
        if choice is not None:
            self.try_action(choice)
            return True
        card = hand.card_at(self, pos)
        if card is not None:
            self.click_card(card)
            return True
        if blue is not None and usable:
            self.start_payment(PayFor("blue", blue[1]))
            return True
        area = area_at(pos)
        if area is not None:
            self.click_area(area)
            return True
        tile = colonies_view.tile_at(self, pos)
        if tile is not None and colony_buttons.click_tile(self, tile):
            return True
        face = tray.die_at(self, pos)
        if face is not None:
            self.click_die(face, tray.slot_at(self, pos))
            return True
        return False

    # --- the frame --------------------------------------------------------------------------
    def _redraw(self) -> None:
        hand.update_hold(self)  # a card may have left the hand, or come into it
        self._refresh_chrome()
        self.cache["actions"] = action_panel.render_actions(self)
        if self._mouse is not None:  # what is under the mouse may have changed
            pointer.set_hover(self, pointer.hover_at(self, self._mouse))
        self.cache["board"] = board.render_board(self)
        self.cache["header"] = header.render_header(self)
        self.cache["turn"] = turn_box.render_turn_box(self)
        self.cache["tray"] = tray.render_tray(self)
        self.cache["hand"] = hand.render_hand(self)
        right = column(self)  # the mission display and the colony tiles, when in the game
        extras = (("missions", right.missions, tableaus.render_missions),)
        for name, rect, render in (*extras, ("colonies", right.colonies, colonies_view.render)):
            if rect is not None:
                self.cache[name] = render(self)
        log_key = (len(self.log_lines), self.viewer, self.log_rect().size)
        if self.cache.get("log") is None or self._log_key != log_key:
            self.cache["log"] = fast(self.render_log(self.log_rect().size))
            self._log_key = log_key
        self._status_key = None
        self._dirty = False

    def end_turn_rect(self) -> pygame.Rect:
        return pygame.Rect(ACTIONS.x + 12, ACTIONS.y + 44, ACTIONS.width - 24, 44)

    def log_rect(self) -> pygame.Rect:
        return column(self).log

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

    def draw(self, surface: pygame.Surface) -> None:
        follow_animations(self)
        if self._dirty:
            self._redraw()
        surface.blit(board.background(self), (0, 0))
        surface.blit(self.cache["board"], BOARD.union(VPTRACK))
        surface.blit(self.cache["header"], HEADER)
        surface.blit(self.cache["turn"], TURN_BOX)
        surface.blit(self.cache["actions"], ACTIONS)
        surface.blit(self.cache["tray"], TRAY)
        surface.blit(self.cache["hand"], HAND)
        for seat in range(self.view.players):
            surface.blit(tableaus.panel(self, seat), tableaus.seat_rect(self, seat))
        surface.blit(self.cache["log"], self.log_rect())
        right = column(self)
        for name, rect in (("missions", right.missions), ("colonies", right.colonies)):
            if rect is not None and name in self.cache:
                surface.blit(self.cache[name], rect)
        self._draw_live(surface)
        self.anims.draw(surface, under=True)
        self.anims.draw(surface)
        if self.view.phase == "over" and not self.anims:
            if "final" not in self.cache:
                self.cache["final"] = fast(final.render_final(self))
            surface.blit(self.cache["final"], FINAL)
        overlays.draw_overlays(self, surface)

    def _draw_live(self, surface: pygame.Surface) -> None:
        """What changes with the mouse and the clock: lit areas, hover and focus rings, and
        the status line (drawn again when its text may have changed)."""
        lit_areas.draw_veil(self, surface)
        board.draw_lit_areas(self, surface)
        colonies_view.draw_pointer_ring(self, surface)
        live.draw_rings(self, surface)
        key = (
            self.message,
            self.message_is_error,
            self.hover,
            self.focus,
            self._dirty,
            id(self.cache.get("actions")),
        )
        if self._status_key != key:
            self.cache["status"] = hints.render_status(self)
            self._status_key = key
        surface.blit(self.cache["status"], STATUS)
