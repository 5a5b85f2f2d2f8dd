"""The Dig Mars table: the canyon's 4x4 grid of stacks, the stations, each player's equipment,
the turn panel with its buttons, and the log.

Mouse: click one of your stations, then a highlighted stack to move it; click a stack where
you have a station to dig (face down) or carry (face up); the buttons upgrade, use bonus
actions, declare victory and end the turn. Shift+click uses the regular action when a bonus
extra dig / carry could be used instead. Keyboard: Tab / arrows + Enter (see TableScene).
"""

from __future__ import annotations

import math
from typing import Any

import pygame
import pygame_gui

from game.rules.core import Event
from game.rules.digmars import actions as A
from game.rules.digmars.actions import CARRY, DIG, FLEET, SIZE, square_name
from game.rules.digmars.engine import DigMarsEngine
from game.rules.digmars.state import MAX_LEVEL, UPGRADE_COST, DigObservation, StackView
from game.ui.digmars import art
from game.ui.digmars.words import event_line
from game.ui.draw import palette
from game.ui.draw.anim import Anim, ease
from game.ui.draw.text import render, render_fitted, render_tracked
from game.ui.play.seats import SHAPES, render_mark, seat_colour
from game.ui.play.session import GameSession
from game.ui.scenes.table import TableScene
from game.ui.shell.context import UiContext
from game.ui.widgets.panel import render_pill

# Layout on the 1280x720 canvas.
HEADER_H = 56
CELL = 130
GAP = 8
GRID_X, GRID_Y = 44, 74
GRID_W = SIZE * CELL + (SIZE - 1) * GAP
PLATE = pygame.Rect(GRID_X - 24, GRID_Y - 22, GRID_W + 40, GRID_W + 36)
STATUS = pygame.Rect(PLATE.left, PLATE.bottom + 8, PLATE.width, 720 - PLATE.bottom - 14)
PANEL_X, PANEL_W, PANEL_H, PANEL_GAP = PLATE.right + 16, 300, 130, 8
RIGHT_X = PANEL_X + PANEL_W + 16
RIGHT_W = 1280 - 20 - RIGHT_X
TURN_BOX = pygame.Rect(RIGHT_X, PLATE.top, RIGHT_W, 104)
LOG_RECT = pygame.Rect(RIGHT_X, 484, RIGHT_W, 720 - 484 - 12)
LOG_TALL = pygame.Rect(RIGHT_X, TURN_BOX.bottom + 60, RIGHT_W, 720 - TURN_BOX.bottom - 60 - 12)
BONUS_TOP = TURN_BOX.bottom + 170
TOKEN_R = 9
TOKEN_STEP = 22
TOKEN_BASE = 10  # a token's centre above the tile's bottom: clear of a bonus ribbon
TRACK_NAMES = ("DIG", "CARRY", "FLEET")
EQUIPMENT_TITLES = ("Digging", "Carrying", "Expedition fleet")
SHORT_TITLES = ("Digging", "Carrying", "Fleet")


def cell_rect(square: int) -> pygame.Rect:
    row, col = divmod(square, SIZE)
    return pygame.Rect(GRID_X + col * (CELL + GAP), GRID_Y + row * (CELL + GAP), CELL, CELL)


def tile_rect(square: int, height: int) -> pygame.Rect:
    """Where the top tile of a stack of ``height`` is drawn: lower stacks sit lower."""
    offset = (3 - max(1, min(3, height))) * 4
    cell = cell_rect(square)
    return pygame.Rect(cell.x + offset, cell.y + offset, art.TILE, art.TILE)


def panel_rect(seat: int) -> pygame.Rect:
    return pygame.Rect(PANEL_X, PLATE.top + seat * (PANEL_H + PANEL_GAP), PANEL_W, PANEL_H)


class DigMarsTable(TableScene):
    def __init__(self, ctx: UiContext, session: GameSession) -> None:
        self.tiles = session.engine.tiles  # type: ignore[attr-defined]
        super().__init__(ctx, session)
        self.hover_square: int | None = None
        self.hover_token: tuple[int, int] | None = None  # (owner, square)
        self.selected: int | None = None  # square of the selected own station
        self.mode: str | None = None  # None, "inspect", "relocate"
        self.relocate_pick: tuple[int, int] | None = None  # (owner, source)
        self.view: DigObservation = self._observe()
        self._cache: dict[str, pygame.Surface] = {}
        self._tokens: list[tuple[tuple[int, int], int, int]] = []
        self._marks: dict[tuple[int, int], pygame.Surface] = {}
        self._time = 0.0
        self._dirty = True
        self._status_dirty = True
        self._panel_cache: dict[int, tuple[object, pygame.Surface]] = {}
        self._log_key: object = None
        self._pulse_frame: pygame.Surface | None = None

    # --- the session seen from the viewer -------------------------------------------------
    @property
    def engine(self) -> DigMarsEngine:
        return self.session.engine  # type: ignore[return-value]

    def _observe(self) -> DigObservation:
        seat = 0 if self.viewer is None else self.viewer
        view = self.engine.observation(seat)
        if self.viewer is None:  # a spectator: no one's fortune, no private looks
            view.fortune = [None] * view.players
            view.stacks = [
                StackView(**{**s.model_dump(), "top": None, "inspected": False})
                if s.inspected
                else s
                for s in view.stacks
            ]
        return view

    def colour(self, seat: int) -> tuple[int, int, int]:
        return seat_colour(self.session.seats[seat].colour, self.ctx.settings.colour_blind)

    def mark(self, seat: int, r: int = TOKEN_R) -> pygame.Surface:
        key = (seat, r)
        surface = self._marks.get(key)
        if surface is None:
            surface = render_mark(SHAPES[seat % len(SHAPES)], self.colour(seat), r)
            self._marks[key] = surface
        return surface

    # --- TableScene hooks -----------------------------------------------------------------
    def event_text(self, event: Event) -> tuple[str, tuple[int, int, int]] | None:
        return event_line(event, self.tiles, self.session.name, self.colour)

    def state_changed(self) -> None:
        self._dirty = True
        self._status_dirty = True

    def clear_selection(self) -> None:
        self.selected = None
        self.mode = None
        self.relocate_pick = None

    def has_selection(self) -> bool:
        return self.selected is not None or self.mode is not None

    def focus_changed(self) -> None:
        action = self.focused_action()
        target = None
        if isinstance(action, A.Upgrade):
            target = f"upgrade{action.equipment}"
        elif isinstance(action, A.EndTurn):
            target = "end_turn"
        elif isinstance(action, A.DeclareVictory):
            target = "declare"
        elif isinstance(action, A.TakeFortune):
            target = "take_fortune"
        for name, button in self._chrome.items():
            if name == target:
                button.select()
            elif button.is_selected:
                button.unselect()
        if action is not None:
            self.message = "Enter: " + self.engine.describe(action)
            self.message_is_error = False

    def on_events(self, events: list[Event], by_computer: bool) -> None:
        for event in events:
            d = event.data
            kind = event.kind
            if kind == "tile_flipped":
                self.anims.add(self._flip_anim(d["square"], d["tile"]))
            elif kind in ("station_moved", "station_relocated"):
                owner = d.get("owner", d["player"])
                self.anims.add(self._slide_anim(owner, d["source"], d["target"]))
            elif kind == "station_placed":
                self.anims.add(self._drop_anim(d["player"], d["square"]))
            elif kind == "tile_carried":
                self.anims.add(self._carry_anim(d["player"], d["square"], d["tile"]))
            elif kind == "fortune_gained":
                amount = event.seen_by(self.viewer).secret.get("amount")
                if amount:  # only the viewer's own gain: others' fortune stays hidden
                    self.anims.add(self._float_anim(d["player"], f"+{amount} fortune", 0.45))
            elif kind == "upgraded":
                text = f"{EQUIPMENT_TITLES[d['equipment']]} \u2192 {d['level']}, paid {d['cost']}"
                if d["player"] == self.viewer:
                    after = self.engine.state.fortune[self.viewer]
                    text += f": fortune {after + d['cost']} \u2192 {after}"
                self.anims.add(self._float_anim(d["player"], text, 0.7, sound="upgrade"))
            elif kind == "bonus_gained":
                text = "\u2605 " + art.bonus_name(d["bonus"])
                self.anims.add(self._float_anim(d["player"], text, 0.5))
            elif kind == "bonus_fortune":
                self.anims.add(self._float_anim(d["player"], "+1 fortune (bonus)", 0.45))
            elif kind == "turn_started" and self.session.bots:  # helps follow computer turns
                self.anims.add(self._banner_anim(d["player"]))
        self.view = self._observe()

    def set_viewer(self, seat: int | None) -> None:
        super().set_viewer(seat)
        self.view = self._observe()

    def undo(self) -> None:
        super().undo()
        self.view = self._observe()

    # --- chrome ---------------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        # Draw what the first frames need now, not during them.
        for tile in self.tiles:
            self._tile_face(tile.id)
        self._redraw()

    def resume(self) -> None:
        super().resume()  # shows every element of the container again: re-hide ours
        self._chrome_state = {}
        self._marks = {}  # the palette may have changed in the settings
        self._panel_cache = {}
        self.state_changed()
        self._refresh_chrome()

    def build_ui(self) -> None:
        manager, ui = self.ctx.manager, self.ui

        def button(name: str, rect: pygame.Rect, text: str, cls: str = "@small_button") -> None:
            self._chrome[name] = pygame_gui.elements.UIButton(
                relative_rect=rect,
                text=text,
                manager=manager,
                container=ui,
                object_id=pygame_gui.core.ObjectID(class_id=cls, object_id=f"#{name}"),
            )

        top = 11
        button("menu", pygame.Rect(1260 - 92, top, 92, 34), "Menu")
        button("undo", pygame.Rect(1260 - 92 - 100, top, 92, 34), "Undo")
        button("rules", pygame.Rect(1260 - 92 - 200, top, 92, 34), "Rules")
        y = TURN_BOX.bottom + 28
        for equipment in (DIG, CARRY, FLEET):
            button(
                f"upgrade{equipment}",
                pygame.Rect(RIGHT_X, y, RIGHT_W, 36),
                "Upgrade",
                "@action_button",
            )
            y += 40
        y += 22
        assert y == BONUS_TOP
        for name in ("take_fortune", "inspect", "relocate"):
            button(name, pygame.Rect(RIGHT_X, y, RIGHT_W, 32), "", "@action_button")
            y += 35
        half = (RIGHT_W - 8) // 2
        button("end_turn", pygame.Rect(RIGHT_X, y + 2, half, 40), "End turn", "@primary_button")
        button(
            "declare",
            pygame.Rect(RIGHT_X + half + 8, y + 2, RIGHT_W - half - 8, 40),
            "Declare victory",
            "@primary_button",
        )
        button(
            "skip", pygame.Rect(RIGHT_X, TURN_BOX.bottom + 10, RIGHT_W, 40), "Skip ahead (Space)"
        )
        self._chrome_state = {}
        self._refresh_chrome()

    def _set(self, name: str, visible: bool, text: str | None = None, on: bool = True) -> None:
        button = self._chrome.get(name)
        if button is None:
            return
        key = (visible, text, on)
        if self._chrome_state.get(name) == key:
            return
        self._chrome_state[name] = key
        if text is not None and button.text != text:
            button.set_text(text)
        if on and not button.is_enabled:
            button.enable()
        elif not on and button.is_enabled:
            button.disable()
        if visible:
            button.show()
        else:
            button.hide()

    def _refresh_chrome(self) -> None:
        if not self._chrome:
            return
        engine = self.engine
        s = engine.state
        me = self.human_to_act()
        legal = engine.legal_actions() if me else []
        turn = s.phase == "turn"
        seat = s.current
        for equipment in (DIG, CARRY, FLEET):
            level = s.levels[seat][equipment]
            if level >= MAX_LEVEL:
                text = f"{SHORT_TITLES[equipment]}: level {MAX_LEVEL}, the top"
            else:
                cost = UPGRADE_COST[level]
                text = f"{SHORT_TITLES[equipment]} {level} \u2192 {level + 1}  \u00b7  pay {cost}"
                have = s.fortune[seat]
                if me and have < cost:
                    text += f" (you have {have})"
            self._set(f"upgrade{equipment}", me and turn, text, A.Upgrade(equipment) in legal)
        bonuses = s.bonuses if me else []
        self._set(
            "take_fortune",
            "extra_fortune" in bonuses,
            "\u2605 Bonus: take 1 fortune",  # longer labels are clipped at 1280x720
        )
        inspect_text = "\u2605 Bonus: inspect ground"
        if self.mode == "inspect":
            inspect_text = "Inspecting: click a face-down stack"
        self._set("inspect", "inspect" in bonuses, inspect_text)
        relocate_text = "\u2605 Bonus: relocate any station"
        if self.mode == "relocate":
            relocate_text = "Relocating: pick a station"
        self._set("relocate", "relocate" in bonuses, relocate_text)
        y = BONUS_TOP
        for name in ("take_fortune", "inspect", "relocate"):
            button = self._chrome.get(name)
            if button is not None and self._chrome_state.get(name, (False,))[0]:
                if button.relative_rect.top != y:
                    button.set_relative_position((RIGHT_X, y))
                y += 35
        self._set("end_turn", me and turn, "End turn")
        self._set("declare", me and A.DeclareVictory() in legal, "Declare victory!")
        computer = not self.session.is_over() and not self.session.is_human(s.current)
        self._set("skip", computer and not me, None)
        if self.focused_action() is None:
            for button in self._chrome.values():
                if button.is_selected:
                    button.unselect()
        undo_ok = not self._passing and self.session.can_undo(self.viewer)
        undo = self._chrome.get("undo")
        if undo is not None:
            if undo_ok and not undo.is_enabled:
                undo.enable()
            elif not undo_ok and undo.is_enabled:
                undo.disable()

    def chrome_pressed(self, name: str) -> None:
        if name.startswith("upgrade"):
            self.try_action(A.Upgrade(int(name[-1])))
        elif name == "end_turn":
            self.try_action(A.EndTurn())
        elif name == "declare":
            self.try_action(A.DeclareVictory())
        elif name == "take_fortune":
            self.try_action(A.TakeFortune())
        elif name == "inspect":
            self.selected = None
            self.mode = None if self.mode == "inspect" else "inspect"
            self.state_changed()
        elif name == "relocate":
            self.selected = None
            self.relocate_pick = None
            self.mode = None if self.mode == "relocate" else "relocate"
            self.state_changed()
        else:
            super().chrome_pressed(name)

    # --- the mouse on the board -----------------------------------------------------------
    def square_at(self, pos: tuple[int, int]) -> int | None:
        for q in range(SIZE * SIZE):
            if cell_rect(q).collidepoint(pos):
                return q
        return None

    def token_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        for (x, y), owner, square in self._token_spots():
            if (pos[0] - x) ** 2 + (pos[1] - y) ** 2 <= (TOKEN_R + 3) ** 2:
                return owner, square
        return None

    def board_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            square = self.square_at(event.pos)
            token = self.token_at(event.pos)
            if (square, token) != (self.hover_square, self.hover_token):
                self.hover_square, self.hover_token = square, token
                self._status_dirty = True
            return False
        if event.type != pygame.MOUSEBUTTONDOWN:
            return False
        if event.button == 3:
            self.clear_selection()
            self.state_changed()
            return True
        if event.button != 1 or not self.human_to_act():
            return False
        token = self.token_at(event.pos)
        square = self.square_at(event.pos)
        if token is None and square is None:
            return False
        action = self.click_action(token, square, pygame.key.get_mods() & pygame.KMOD_SHIFT)
        if action is None:
            return True
        self.focus = -1
        self.try_action(action)
        return True

    def click_action(
        self, token: tuple[int, int] | None, square: int | None, shift: bool = False
    ) -> Any | None:
        """The action a click means (or None after a selection changed, with a message)."""
        s = self.engine.state
        legal = self.engine.legal_actions()
        me = s.current
        if s.phase in ("place", "fleet"):
            target = square if square is not None else token[1] if token else None
            return None if target is None else A.PlaceStation(target)
        if self.mode == "inspect":
            if square is None:
                return None
            return A.Inspect(square)
        if self.mode == "relocate":
            if self.relocate_pick is None:
                if token is None:
                    self.say("Pick the station to relocate: click a station token.", error=True)
                    return None
                self.relocate_pick = token
                self.say(
                    f"Now click the stack to relocate {self.session.name(token[0])}'s "
                    f"station to (not an empty one)."
                )
                return None
            if square is None:
                return None
            owner, source = self.relocate_pick
            return A.Relocate(owner, source, square)
        if token is not None and token[0] == me and token[1] != self.selected:
            self.selected = token[1]
            moves = [a for a in legal if isinstance(a, A.Move) and a.source == token[1]]
            if moves:
                self.message = ""
                self.state_changed()
            else:
                target = self.engine.move_targets(token[1])
                why = self.engine.why_illegal(A.Move(token[1], target[0] if target else 0))
                self.say(why, error=True)
                self.selected = None
            return None
        if square is None:
            return None
        if self.selected is not None:
            move = A.Move(self.selected, square)
            if move in legal:
                return move
            if square == self.selected and token is not None:
                self.selected = None
                self.state_changed()
                return None
        return self._work_action(square, legal, shift) or (
            A.Move(self.selected, square) if self.selected is not None else self._why(square)
        )

    def _work_action(self, square: int, legal: list[Any], shift: bool) -> Any | None:
        """Dig or carry at ``square``: the bonus version first unless shift is held."""
        face_up = self.engine.state.face_up[square]
        kind = A.Carry if face_up else A.Dig
        order = (False, True) if shift else (True, False)
        for bonus in order:
            action = kind(square, bonus=bonus)
            if action in legal:
                return action
        return None

    def _why(self, square: int) -> Any:
        face_up = self.engine.state.face_up[square]
        return A.Carry(square) if face_up else A.Dig(square)

    def hover_hint(self) -> str:
        """What a click under the mouse would do."""
        if not self.human_to_act():
            return ""
        if self.hover_token is not None and self.mode is None:
            owner, square = self.hover_token
            if owner == self.engine.state.current and self.engine.state.phase == "turn":
                return f"Click to move this station ({square_name(square)})"
        if self.hover_square is None:
            return ""
        legal = self.engine.legal_actions()
        for action in self._actions_for_square(self.hover_square, legal):
            return "Click: " + self.engine.describe(action)
        return ""

    def _actions_for_square(self, square: int, legal: list[Any]) -> list[Any]:
        out = []
        for action in legal:
            if isinstance(action, A.PlaceStation | A.Dig | A.Carry | A.Inspect):
                if action.square == square:
                    if isinstance(action, A.Inspect) and self.mode != "inspect":
                        continue
                    out.append(action)
            elif isinstance(action, A.Move) and action.target == square:
                if self.selected == action.source and self.mode is None:
                    out.append(action)
            elif (
                isinstance(action, A.Relocate)
                and action.target == square
                and self.mode == "relocate"
                and self.relocate_pick == (action.owner, action.source)
            ):
                out.append(action)
        return out

    def targets(self) -> tuple[dict[int, str], set[int]]:
        """(squares to highlight with what a click there does, squares whose tokens to ring)."""
        if not self.human_to_act():
            return {}, set()
        legal = self.engine.legal_actions()
        s = self.engine.state
        focus = self.focused_action()
        if focus is not None:
            return self._focus_squares(focus), set()
        if s.phase in ("place", "fleet"):
            return {a.square: "PLACE" for a in legal if isinstance(a, A.PlaceStation)}, set()
        if self.mode == "inspect":
            return {a.square: "LOOK" for a in legal if isinstance(a, A.Inspect)}, set()
        if self.mode == "relocate":
            if self.relocate_pick is None:
                return {}, {a.source for a in legal if isinstance(a, A.Relocate)}
            owner, source = self.relocate_pick
            return {
                a.target: "PUT HERE"
                for a in legal
                if isinstance(a, A.Relocate) and (a.owner, a.source) == (owner, source)
            }, {source}
        source = self.selected
        if source is None and self.hover_token is not None and self.hover_token[0] == s.current:
            source = self.hover_token[1]
        out: dict[int, str] = {}
        if source is not None:
            for a in legal:
                if isinstance(a, A.Move) and a.source == source:
                    out[a.target] = "MOVE"
        for a in legal:
            if isinstance(a, A.Dig | A.Carry):
                word = "DIG" if isinstance(a, A.Dig) else "CARRY"
                out[a.square] = f"MOVE / {word}" if out.get(a.square) == "MOVE" else word
        rings = (
            {source} if source is not None else {a.source for a in legal if isinstance(a, A.Move)}
        )
        return out, rings

    def _focus_squares(self, action: Any) -> dict[int, str]:
        """The squares a keyboard-picked action touches, labelled (Enter takes it)."""
        if isinstance(action, A.Move | A.Relocate):
            return {action.source: "FROM", action.target: "TO \u21b5"}
        words = {A.PlaceStation: "PLACE", A.Dig: "DIG", A.Carry: "CARRY", A.Inspect: "LOOK"}
        square = getattr(action, "square", None)
        word = words.get(type(action), "")
        return {} if square is None else {square: f"{word} \u21b5"}

    # --- animations ------------------------------------------------------------------------
    def _flip_anim(self, square: int, tile_id: int) -> Anim:
        tile = self.tiles[tile_id]
        back = self._tile_back(tile.dig, square)
        face = self._tile_face(tile_id)

        def draw(surface: pygame.Surface, t: float) -> None:
            height = len(self.engine.state.stacks[square])
            rect = tile_rect(square, height)
            pygame.draw.rect(surface, art.PIT, rect, border_radius=9)
            lift = math.sin(math.pi * t) * 10
            if t < 0.5:
                width = max(1, round(art.TILE * (1 - ease(t * 2))))
                picture = pygame.transform.smoothscale(back, (width, art.TILE))
            else:
                width = max(1, round(art.TILE * ease((t - 0.5) * 2)))
                picture = pygame.transform.smoothscale(face, (width, art.TILE))
            surface.blit(picture, picture.get_rect(center=(rect.centerx, rect.centery - lift)))

        return Anim(0.5, draw, key=("square", square), sound="flip", under=True)

    def _slide_anim(self, owner: int, source: int, target: int) -> Anim:
        mark = self.mark(owner)

        def draw(surface: pygame.Surface, t: float) -> None:
            a = pygame.Vector2(cell_rect(source).center)
            b = pygame.Vector2(self._token_centre(owner, target))
            p = a.lerp(b, ease(t))
            p.y -= math.sin(math.pi * t) * 26
            surface.blit(mark, mark.get_rect(center=(round(p.x), round(p.y))))

        return Anim(0.38, draw, key=("token", owner, target), sound="place")

    def _drop_anim(self, owner: int, square: int) -> Anim:
        mark = self.mark(owner)

        def draw(surface: pygame.Surface, t: float) -> None:
            x, y = self._token_centre(owner, square)
            y -= round((1 - ease(t)) * 60)
            pic = mark
            if t < 0.9:
                pic = pygame.transform.smoothscale_by(mark, 1.6 - 0.6 * ease(t))
            surface.blit(pic, pic.get_rect(center=(x, y)))
            ring = round(6 + 18 * t)
            pygame.draw.circle(surface, self.colour(owner), (x, y), ring, 2)

        return Anim(0.32, draw, key=("token", owner, square), sound="place")

    def _carry_anim(self, player: int, square: int, tile_id: int) -> Anim:
        face = self._tile_face(tile_id)

        def draw(surface: pygame.Surface, t: float) -> None:
            start = pygame.Vector2(cell_rect(square).center)
            end = pygame.Vector2(panel_rect(player).midleft) + pygame.Vector2(40, 0)
            p = start.lerp(end, ease(t))
            scale = 1.0 - 0.7 * ease(t)
            pic = pygame.transform.smoothscale_by(face, scale)
            pic.set_alpha(round(255 * (1 - 0.6 * t)))
            surface.blit(
                pic, pic.get_rect(center=(round(p.x), round(p.y - 40 * math.sin(math.pi * t))))
            )

        return Anim(0.55, draw, sound="carry")

    def _float_anim(self, player: int, text: str, seconds: float, sound: str | None = None) -> Anim:
        label = render_pill(
            render(self.ctx.fonts.get(14, bold=True), text, palette.SAND), self.colour(player)
        )
        back = pygame.Surface(label.get_size(), pygame.SRCALPHA)
        pygame.draw.rect(back, (*palette.PANEL, 235), back.get_rect(), border_radius=12)
        back.blit(label, (0, 0))

        def draw(surface: pygame.Surface, t: float) -> None:
            rect = panel_rect(player)
            pic = back.copy()
            pic.set_alpha(round(255 * min(1.0, 3 * (1 - t))))
            surface.blit(pic, pic.get_rect(midright=(rect.right - 10, rect.top + 48 - 16 * t)))

        return Anim(seconds, draw, sound=sound)

    def banner_text(self, player: int) -> str:
        """ "Your turn, Ada" for a person (so a person named "You" never reads "You's turn"),
        "Rover 1's turn" for a computer seat."""
        name = self.session.name(player)
        return f"Your turn, {name}" if self.session.is_human(player) else f"{name}'s turn"

    def _banner_anim(self, player: int) -> Anim:
        text = render(self.ctx.fonts.get(26, bold=True), self.banner_text(player), palette.SAND)
        box = pygame.Surface((text.get_width() + 90, 64), pygame.SRCALPHA)
        pygame.draw.rect(box, (*palette.PANEL, 235), box.get_rect(), border_radius=14)
        pygame.draw.rect(box, self.colour(player), box.get_rect(), 2, border_radius=14)
        mark = self.mark(player, 13)
        box.blit(mark, mark.get_rect(center=(34, 32)))
        box.blit(text, text.get_rect(midleft=(56, 32)))

        def draw(surface: pygame.Surface, t: float) -> None:
            pic = box.copy()
            pic.set_alpha(round(255 * min(1.0, 4 * t, 4 * (1 - t))))
            surface.blit(pic, pic.get_rect(center=PLATE.center))

        return Anim(0.6, draw)

    # --- cached pictures -------------------------------------------------------------------
    def _tile_back(self, dig: int, square: int) -> pygame.Surface:
        key = ("back", dig, square)
        return self.ctx.cached(
            key, lambda: _fast(art.render_back(self.ctx.fonts, dig, square * 7 + dig))
        )

    def _tile_face(self, tile_id: int) -> pygame.Surface:
        return self.ctx.cached(
            ("face", tile_id), lambda: _fast(art.render_face(self.ctx.fonts, self.tiles[tile_id]))
        )

    def _background(self) -> pygame.Surface:
        def make() -> pygame.Surface:
            from game.ui.widgets.backdrop import render_table_cloth

            surface = render_table_cloth(self.ctx.size).copy()
            shadow = pygame.Surface((PLATE.width + 24, PLATE.height + 24), pygame.SRCALPHA)
            pygame.draw.rect(
                shadow, (0, 0, 0, 120), shadow.get_rect().inflate(-16, -16), border_radius=20
            )
            shadow = pygame.transform.gaussian_blur(shadow, 6)
            surface.blit(shadow, (PLATE.x - 12 + 4, PLATE.y - 12 + 6))
            plate = pygame.Surface(PLATE.size, pygame.SRCALPHA)
            pygame.draw.rect(plate, (52, 28, 24, 255), plate.get_rect(), border_radius=16)
            pygame.draw.rect(plate, (*palette.PANEL_EDGE, 255), plate.get_rect(), 2, 16)
            surface.blit(plate, PLATE)
            fonts = self.ctx.fonts
            for i in range(SIZE):
                letter = render(fonts.get(12, bold=True), "ABCD"[i], palette.SAND_DIM)
                surface.blit(
                    letter, letter.get_rect(center=(cell_rect(i).centerx, PLATE.bottom - 8))
                )
                number = render(fonts.get(12, bold=True), str(i + 1), palette.SAND_DIM)
                surface.blit(
                    number, number.get_rect(center=(PLATE.left + 11, cell_rect(i * SIZE).centery))
                )
            for q in range(SIZE * SIZE):
                pygame.draw.rect(surface, (36, 20, 20), cell_rect(q), border_radius=10)
            title = render_tracked(fonts.get(20, bold=True), "DIG MARS", palette.OCHRE, 4)
            surface.blit(title, (PLATE.left, 16))
            return surface.convert() if pygame.display.get_surface() else surface

        return self.ctx.cached(("digmars-table", self.ctx.size), make)

    def _render_board(self) -> pygame.Surface:
        board = self._background().subsurface(PLATE).copy()
        for stack in self.view.stacks:
            cell = cell_rect(stack.square).move(-PLATE.left, -PLATE.top)
            board.blit(self._stack_picture(stack), cell)
        return board

    def _stack_picture(self, stack: StackView) -> pygame.Surface:
        """One square's stack as it looks now: cached by what shows."""
        q = stack.square
        top = stack.top.id if stack.top is not None else None
        key = ("stack", q, stack.height, stack.face_up, stack.top_dig, top, stack.inspected)
        return self.ctx.cached(key, lambda: self._draw_stack(stack))

    def _draw_stack(self, stack: StackView) -> pygame.Surface:
        surface = pygame.Surface((CELL, CELL), pygame.SRCALPHA)
        q = stack.square
        origin = cell_rect(q).topleft

        def local(rect: pygame.Rect) -> pygame.Rect:
            return rect.move(-origin[0], -origin[1])

        if stack.height == 0:
            pit = self.ctx.cached("pit", lambda: art.render_pit(self.ctx.fonts))
            surface.blit(pit, local(tile_rect(q, 3).move(4, 4)))
            return _fast(surface)
        slab = self.ctx.cached("slab", art.render_slab)
        for depth in range(stack.height - 1, 0, -1):
            surface.blit(slab, local(tile_rect(q, stack.height).move(4 * depth, 4 * depth)))
        rect = local(tile_rect(q, stack.height))
        if stack.face_up and stack.top is not None:
            surface.blit(self._tile_face(stack.top.id), rect)
        elif stack.inspected and stack.top is not None:
            tile = stack.top
            surface.blit(art.render_inspected(self.ctx.fonts, tile), rect)
        else:
            surface.blit(self._tile_back(stack.top_dig or 1, q), rect)
        # How deep the stack still is: one pip per tile left.
        for i in range(3):
            centre = (rect.right - 12 - i * 9, rect.top + 12)
            if 3 - i <= stack.height:
                pygame.draw.circle(surface, palette.SAND, centre, 3)
            pygame.draw.circle(surface, (30, 16, 16), centre, 3, 1)
        return _fast(surface)

    def _panel(self, seat: int) -> pygame.Surface:
        view = self.view
        key = (
            view.phase != "over" and view.current == seat,
            view.fortune[seat],
            view.treasures[seat],
            len(view.stations[seat]),
            tuple(view.levels[seat]),
            view.target,
        )
        cached = self._panel_cache.get(seat)
        if cached is not None and cached[0] == key:
            return cached[1]
        surface = _fast(self._render_panel(seat))
        self._panel_cache[seat] = (key, surface)
        return surface

    def _render_panel(self, seat: int) -> pygame.Surface:
        surface = pygame.Surface((PANEL_W, PANEL_H), pygame.SRCALPHA)
        view = self.view
        fonts = self.ctx.fonts
        rect = surface.get_rect()
        current = view.phase != "over" and view.current == seat
        colour = self.colour(seat)
        pygame.draw.rect(surface, (*palette.PANEL, 232), rect, border_radius=10)
        edge = colour if current else palette.PANEL_EDGE
        pygame.draw.rect(surface, edge, rect, 3 if current else 1, border_radius=10)
        pygame.draw.rect(
            surface,
            colour,
            pygame.Rect(rect.x + 1, rect.y + 10, 5, rect.height - 20),
            border_radius=2,
        )
        mark = self.mark(seat, 10)
        surface.blit(mark, mark.get_rect(center=(rect.x + 26, rect.y + 21)))
        seat_spec = self.session.seats[seat]
        kind = render(fonts.get(12), seat_spec.kind_text(), palette.SAND_DIM)
        kind_rect = kind.get_rect(topright=(rect.right - 12, rect.y + 14))
        if current:
            tag = render_pill(render(fonts.get(11, bold=True), "PLAYING", colour), colour, (7, 1))
            kind_rect = tag.get_rect(topright=(rect.right - 12, rect.y + 12))
            surface.blit(tag, kind_rect)
        else:
            surface.blit(kind, kind_rect)
        room = kind_rect.left - 10 - (rect.x + 42)
        name = render_fitted(fonts, seat_spec.name, palette.SAND, room, (17, 15, 13), bold=True)
        surface.blit(name, name.get_rect(midleft=(rect.x + 42, rect.y + 21)))
        for text, where in self._stat_line(seat):
            surface.blit(text, where)
        # The three equipment tracks: four boxes each, filled up to the level.
        col_w = (rect.width - 24) // 3
        for e in range(3):
            x0 = rect.x + 14 + e * col_w
            label = render(fonts.get(10, bold=True), TRACK_NAMES[e], palette.SAND_DIM)
            surface.blit(label, (x0, rect.y + 66))
            level = view.levels[seat][e]
            for lv in range(1, MAX_LEVEL + 1):
                box = pygame.Rect(x0 + (lv - 1) * 22, rect.y + 84, 19, 26)
                filled = lv <= level
                fill = colour if filled else (44, 30, 34)
                if filled and lv < level:
                    fill = palette.mix(colour, palette.PANEL, 0.45)
                pygame.draw.rect(surface, fill, box, border_radius=4)
                pygame.draw.rect(surface, (16, 8, 10), box, 1, border_radius=4)
                digit = render(
                    fonts.get(12, bold=lv == level),
                    str(lv),
                    (20, 12, 14) if filled else palette.MUTED,
                )
                surface.blit(digit, digit.get_rect(center=box.center))
                if lv == level:
                    pygame.draw.rect(surface, palette.SAND, box.inflate(2, 2), 1, border_radius=5)
        return surface

    def _stat_line(self, seat: int) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """A panel's fortune (left) and treasures and stations (right), in panel coordinates;
        the right part gets smaller type before it would run into a two-digit fortune."""
        view = self.view
        fonts = self.ctx.fonts
        fortune = view.fortune[seat]
        if fortune is None:
            money = "Fortune: hidden"
            money_colour = palette.MUTED
        else:
            money = f"Fortune {fortune} / {view.target}"
            money_colour = palette.OCHRE
        line = render(fonts.get(13, bold=fortune is not None), money, money_colour)
        line_rect = line.get_rect(topleft=(16, 38))
        stations = len(view.stations[seat])
        counts = f"Treasures {view.treasures[seat]}  \u00b7  Stations {stations}"
        room = PANEL_W - 12 - line_rect.right - 10
        extra = render(fonts.get(13), counts, palette.SAND_DIM)
        for size, text in (
            (13, counts.replace("  ", " ")),
            (12, counts.replace("  ", " ")),
            (11, counts.replace("  ", " ")),
        ):
            if extra.get_width() <= room:
                break
            extra = render(fonts.get(size), text, palette.SAND_DIM)
        extra_rect = extra.get_rect(topright=(PANEL_W - 12, 38))
        extra_rect.centery = line_rect.centery
        return [(line, line_rect), (extra, extra_rect)]

    def _render_turn_box(self) -> pygame.Surface:
        surface = pygame.Surface(TURN_BOX.size, pygame.SRCALPHA)
        pygame.draw.rect(surface, (*palette.PANEL, 232), surface.get_rect(), border_radius=10)
        view = self.view
        fonts = self.ctx.fonts
        if view.phase == "over":
            text = render(fonts.get(20, bold=True), "The game is over", palette.SAND)
            surface.blit(text, (16, 14))
            return surface
        seat = view.current
        colour = self.colour(seat)
        pygame.draw.rect(surface, colour, surface.get_rect(), 2, border_radius=10)
        mark = self.mark(seat, 11)
        surface.blit(mark, mark.get_rect(center=(26, 26)))
        who = (
            "Your turn, " + self.session.name(seat)
            if self.human_to_act()
            else (f"{self.session.name(seat)}'s turn")
        )
        title = render_fitted(
            fonts, who, palette.SAND, TURN_BOX.width - 44 - 12, (19, 16, 14), True
        )
        surface.blit(title, title.get_rect(midleft=(44, 26)))
        if view.phase in ("place", "fleet"):
            what = (
                "Place a station on any stack"
                if view.phase == "place"
                else ("Place your new station on any square")
            )
            line = render(fonts.get(14), what, palette.OCHRE)
            surface.blit(line, (16, 48))
        else:
            for i in range(3):
                centre = (24 + i * 20, 57)
                if i < view.actions_left:
                    pygame.draw.circle(surface, palette.OCHRE, centre, 7)
                pygame.draw.circle(surface, palette.SAND_DIM, centre, 7, 1)
            left = view.actions_left
            text = f"{left} action{'s' if left != 1 else ''} left"
            surface.blit(render(fonts.get(14, bold=True), text, palette.SAND), (90, 48))
        if view.bonuses:
            names = ", ".join(art.SHORT_BONUS[b] for b in view.bonuses)
            chip = render(
                fonts.get(13, bold=True), f"\u2605 Bonus this turn: {names}", palette.LIMB
            )
            surface.blit(chip, (16, 76))
        elif self.session.thinking is not None:
            surface.blit(render(fonts.get(13), "Thinking\u2026", palette.SAND_DIM), (16, 76))
        return surface

    def _render_status(self) -> pygame.Surface:
        surface = pygame.Surface(STATUS.size, pygame.SRCALPHA)
        fonts = self.ctx.fonts
        engine = self.engine
        s = engine.state
        if s.phase == "over":
            prompt, help_ = "The game is over.", ""
        elif not self.human_to_act():
            name = self.session.name(s.current)
            prompt = f"{name} is playing\u2026"
            help_ = "Space skips ahead.  Esc opens the menu."
        elif s.phase in ("place", "fleet"):
            prompt = "Click a stack to place your station."
            help_ = "Tab / arrows pick a square, Enter places."
        elif self.mode == "inspect":
            prompt = "Inspect: click a face-down stack to look under it (only you will see)."
            help_ = "Esc or right-click cancels."
        elif self.mode == "relocate":
            prompt = "Relocate: click any station, then the stack to put it on."
            help_ = "Esc or right-click cancels."
        elif self.selected is not None:
            prompt = f"Move the station on {square_name(self.selected)}: click a highlighted stack."
            help_ = "Or click your stack to dig / carry.  Right-click cancels."
        elif {"extra_dig", "extra_carry"} & set(s.bonuses):
            free = " and ".join(
                word
                for bonus, word in (("extra_dig", "dig"), ("extra_carry", "carry"))
                if bonus in s.bonuses
            )
            prompt = f"Bonus: one free {free} this turn. Click a stack where you can."
            help_ = "The bonus is used first; Shift+click spends a regular action instead."
        elif s.actions_left == 0:
            prompt = "No actions left: use your bonus, or end the turn."
            help_ = "Tab / arrows + Enter choose by keyboard.  Ctrl+Z undoes.  Esc: menu."
        else:
            prompt = "Click your station to move it, or your stack to dig or carry."
            help_ = "Tab / arrows + Enter choose by keyboard.  Ctrl+Z undoes.  Esc: menu."
        surface.blit(render(fonts.get(15, bold=True), prompt, palette.SAND), (4, 2))
        if help_:
            surface.blit(render(fonts.get(13), help_, palette.SAND_DIM), (4, 24))
        message = self.message or self.hover_hint()
        if message:
            colour = palette.LIMB if self.message_is_error and self.message else palette.OCHRE
            font = fonts.get(13, bold=True)
            text = message
            while font.size(text)[0] > STATUS.width - 8 and len(text) > 4:
                text = text[:-2] + "\u2026"
            surface.blit(render(font, text, colour), (4, 46))
        return surface

    def _render_header(self) -> pygame.Surface:
        surface = pygame.Surface((560, 40), pygame.SRCALPHA)
        view = self.view
        fonts = self.ctx.fonts
        text = f"Race to {view.target} fortune  \u00b7  turn {view.turns + 1}"
        if view.phase == "place":
            text = f"Race to {view.target} fortune  \u00b7  placing stations"
        text += f"  \u00b7  seed {self.session.seed}"
        surface.blit(render(fonts.get(14), text, palette.SAND_DIM), (0, 10))
        return surface

    def log_rect(self) -> pygame.Rect:
        return LOG_RECT if self.human_to_act() or self.session.is_over() else LOG_TALL

    def _redraw(self) -> None:
        self._refresh_chrome()
        self._cache["board"] = self._render_board()
        self._cache["turn"] = _fast(self._render_turn_box())
        self._cache["header"] = self._render_header()
        log_key = (len(self.log_lines), self.log_rect().size, self.viewer)
        if self._cache.get("log") is None or self._log_key != log_key:
            self._cache["log"] = _fast(self.render_log(self.log_rect().size))
            self._log_key = log_key
        self._tokens = self._compute_tokens()
        self._dirty = False

    # --- stations -----------------------------------------------------------------------
    def _compute_tokens(self) -> list[tuple[tuple[int, int], int, int]]:
        spots = []
        view = self.view
        for q in range(SIZE * SIZE):
            owners = [p for p in range(view.players) for _ in range(view.stations[p].count(q))]
            for i, (x, y) in enumerate(self._slots(q, len(owners))):
                spots.append(((x, y), owners[i], q))
        return spots

    def _slots(self, square: int, count: int) -> list[tuple[int, int]]:
        if count == 0:
            return []
        height = self.view.stacks[square].height
        rect = tile_rect(square, height)
        per_row = 5
        rows = (count + per_row - 1) // per_row
        out = []
        for i in range(count):
            row, col = divmod(i, per_row)
            in_row = min(per_row, count - row * per_row)
            x = rect.centerx + round((col - (in_row - 1) / 2) * TOKEN_STEP)
            y = rect.bottom - TOKEN_BASE - (rows - 1 - row) * TOKEN_STEP
            out.append((x, y))
        return out

    def _token_spots(self) -> list[tuple[tuple[int, int], int, int]]:
        if self._dirty:
            self._tokens = self._compute_tokens()
        return self._tokens

    def _token_centre(self, owner: int, square: int) -> tuple[int, int]:
        for (x, y), o, q in self._token_spots():
            if o == owner and q == square:
                return x, y
        return cell_rect(square).center

    # --- the frame ------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self._time += dt
        was = (self.human_to_act(), self.session.thinking is not None, len(self.anims.items))
        super().update(dt)
        now = (self.human_to_act(), self.session.thinking is not None, len(self.anims.items))
        if was != now:
            self._dirty = True

    def draw(self, surface: pygame.Surface) -> None:
        if self._dirty:
            self._redraw()
        surface.blit(self._background(), (0, 0))
        surface.blit(self._cache["board"], PLATE)
        surface.blit(self._cache["header"], (PLATE.left + 150, 14))
        hidden = self.anims.keys()
        highlight, rings = self.targets()
        pulse = 0.55 + 0.45 * math.sin(self._time * 5.0)
        self._tags: list[tuple[pygame.Surface, pygame.Rect]] = []
        for q, word in highlight.items():
            self._draw_target(surface, q, pulse, q == self.hover_square, word)
        for tag, where in self._tags:
            surface.blit(tag, where)
        self.anims.draw(surface, under=True)
        skip = {k for k in hidden if isinstance(k, tuple) and k[0] == "token"}
        skipped: set[tuple[int, int]] = set()
        for (x, y), owner, q in self._token_spots():
            if ("token", owner, q) in skip and (owner, q) not in skipped:
                skipped.add((owner, q))
                continue
            mark = self.mark(owner)
            surface.blit(mark, mark.get_rect(center=(x, y)))
            ringed = owner == (
                self.relocate_pick[0] if self.relocate_pick else self.engine.state.current
            )
            if q in rings and (ringed or (self.mode == "relocate" and not self.relocate_pick)):
                ring_colour = palette.LIMB if self.selected == q else palette.OCHRE
                pygame.draw.circle(surface, ring_colour, (x, y), TOKEN_R + 4, 2)
            if self.hover_token == (owner, q) and self.human_to_act():
                pygame.draw.circle(surface, palette.SAND, (x, y), TOKEN_R + 6, 1)
        for seat in range(self.view.players):
            surface.blit(self._panel(seat), panel_rect(seat))
        surface.blit(self._cache["turn"], TURN_BOX)
        if self.human_to_act() and self.engine.state.phase == "turn":
            head = self.ctx.cached(
                "upgrade-head",
                lambda: render_tracked(
                    self.ctx.fonts.get(11, bold=True), "UPGRADE \u00b7 ONE ACTION", palette.OCHRE, 2
                ),
            )
            surface.blit(head, (RIGHT_X + 4, TURN_BOX.bottom + 10))
            if {"extra_fortune", "inspect", "relocate"} & set(self.engine.state.bonuses):
                head = self.ctx.cached(
                    "bonus-head",
                    lambda: render_tracked(
                        self.ctx.fonts.get(11, bold=True), "BONUS ACTIONS", palette.OCHRE, 2
                    ),
                )
                surface.blit(head, (RIGHT_X + 4, TURN_BOX.bottom + 152))
        if self._status_dirty:
            self._cache["status"] = _fast(self._render_status())
            self._status_dirty = False
        surface.blit(self._cache["status"], STATUS)
        surface.blit(self._cache["log"], self.log_rect())
        self.anims.draw(surface)

    def _tag(self, word: str) -> pygame.Surface:
        text = self.ctx.fonts.text(10, word, palette.SPACE_DEEP, bold=True)
        tag = pygame.Surface((text.get_width() + 14, 16), pygame.SRCALPHA)
        pygame.draw.rect(tag, palette.OCHRE, tag.get_rect(), border_radius=8)
        tag.blit(text, text.get_rect(center=tag.get_rect().center))
        return _fast(tag)

    def _draw_target(
        self, surface: pygame.Surface, square: int, pulse: float, hover: bool, word: str
    ) -> None:
        rect = cell_rect(square).inflate(2, 2)
        if word:
            tag = self.ctx.cached(("target-tag", word), lambda: self._tag(word))
            self._tags.append((tag, tag.get_rect(midbottom=(rect.centerx, rect.top + 9))))
        if self._pulse_frame is None:
            frame = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(frame, (*palette.OCHRE, 255), frame.get_rect(), 4, border_radius=12)
            self._pulse_frame = frame
        if hover:
            pygame.draw.rect(surface, palette.LIMB, rect, 4, border_radius=12)
            return
        frame = self._pulse_frame
        frame.set_alpha(round(90 + 150 * pulse))
        surface.blit(frame, rect)


def _fast(surface: pygame.Surface) -> pygame.Surface:
    """The surface in the display's pixel format (quicker to blit), when there is one."""
    return surface.convert_alpha() if pygame.display.get_surface() else surface
