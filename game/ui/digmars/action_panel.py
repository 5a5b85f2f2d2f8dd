"""The action panel under the turn box: the three upgrade buttons (with their price), the
bonus actions of this turn, End turn and Declare victory, Skip ahead on a computer's turn,
and the Rules / Undo / Menu buttons of the header.

Every button has a place of its own that never changes during a game: a bonus button that is
used or not on offer leaves a gap rather than letting the ones below it move up under the
cursor between two clicks.

Each of the game's buttons carries a typed value: the action it takes, or the bonus choice it
starts on the grid. The table's chrome keeps the buttons by name (the shared table answers
"menu", "undo", "rules" and "skip" itself)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame
import pygame_gui

from game.rules.digmars import actions as A
from game.rules.digmars.actions import CARRY, DIG, FLEET
from game.rules.digmars.figures import upgrade_cost
from game.rules.digmars.state import MAX_LEVEL, DigObservation
from game.ui.digmars.choices import Mode
from game.ui.digmars.layout import (
    BONUS_HEAD_AT,
    BONUS_STEP,
    BONUS_TOP,
    DECLARE_RECT,
    END_TURN_RECT,
    RIGHT_W,
    RIGHT_X,
    SKIP_RECT,
    UPGRADE_HEAD_AT,
    UPGRADE_STEP,
    UPGRADE_TOP,
)
from game.ui.draw import palette
from game.ui.draw.text import FontBook, at_most, fitting_scale, render_tracked, text_scale
from game.ui.shell.context import UiContext
from game.ui.shell.glyphs import SKIP_LABEL, say

SHORT_TITLES = ("Digging", "Carrying", "Fleet")
BONUS_BUTTONS = ("take_fortune", "inspect", "relocate")
#: Bonuses used from the panel (extra dig and extra carry are used on the grid).
PANEL_BONUSES = frozenset({"extra_fortune", "inspect", "relocate"})


@dataclass(frozen=True)
class StartBonus:
    """A bonus button whose choice is made on the grid: inspect a stack, relocate a station."""

    mode: Mode


ButtonValue = A.Action | StartBonus

Buttons = dict[str, pygame_gui.elements.UIButton]


class ActionPanel:
    """Builds the table's buttons and keeps their text, visibility and state up to date."""

    def __init__(self) -> None:
        self.values: dict[str, ButtonValue] = {}
        self._shown: dict[str, tuple[bool, str | None, bool]] = {}

    # --- building --------------------------------------------------------------------------
    def build(
        self, manager: pygame_gui.UIManager, container: pygame_gui.core.UIContainer
    ) -> Buttons:
        buttons: Buttons = {}

        def button(
            name: str,
            rect: pygame.Rect,
            text: str,
            cls: str = "@small_button",
            value: ButtonValue | None = None,
        ) -> None:
            buttons[name] = pygame_gui.elements.UIButton(
                relative_rect=rect,
                text=text,
                manager=manager,
                container=container,
                object_id=pygame_gui.core.ObjectID(class_id=cls, object_id=f"#{name}"),
            )
            if value is not None:
                self.values[name] = value

        top = 11
        button("menu", pygame.Rect(1260 - 92, top, 92, 34), "Menu")
        button("undo", pygame.Rect(1260 - 92 - 100, top, 92, 34), "Undo")
        button("rules", pygame.Rect(1260 - 92 - 200, top, 92, 34), "Rules")
        y = UPGRADE_TOP
        for equipment in (DIG, CARRY, FLEET):
            rect = pygame.Rect(RIGHT_X, y, RIGHT_W, 36)
            button(f"upgrade{equipment}", rect, "Upgrade", "@action_button", A.Upgrade(equipment))
            y += UPGRADE_STEP
        y = BONUS_TOP
        bonus_values: tuple[ButtonValue, ...] = (
            A.TakeFortune(),
            StartBonus("inspect"),
            StartBonus("relocate"),
        )
        for name, value in zip(BONUS_BUTTONS, bonus_values, strict=True):
            button(name, pygame.Rect(RIGHT_X, y, RIGHT_W, 32), "", "@action_button", value)
            y += BONUS_STEP
        button("end_turn", END_TURN_RECT, "End turn", "@primary_button", A.EndTurn())
        button("declare", DECLARE_RECT, "Declare victory", "@primary_button", A.DeclareVictory())
        button("skip", SKIP_RECT, say(SKIP_LABEL))
        self._shown = {}
        return buttons

    def forget(self) -> None:
        """The buttons were all shown again (the scene resumed): set each one anew."""
        self._shown = {}

    def name_of(self, value: ButtonValue | None) -> str | None:
        """The button that takes ``value``, if one does."""
        for name, own in self.values.items():
            if own == value:
                return name
        return None

    # --- keeping it current ----------------------------------------------------------------
    def refresh(
        self,
        buttons: Buttons,
        view: DigObservation,
        legal: Sequence[A.Action],
        human: bool,
        mode: Mode | None,
        computer_turn: bool,
        allowed: Sequence[A.Action] | None = None,
    ) -> None:
        """``human``: the person at the screen is to act (``legal`` is theirs); ``allowed``:
        every choice the rules allow, when a guided step narrows ``legal`` to its own (the
        buttons of the others show greyed, and a click on one says why: `stands_for`);
        ``computer_turn``: a computer seat is to act. The upgrade rows and the bonuses of the
        turn show on every turn, a computer's too (disabled), so the section and the log below
        it keep their places; only the person to act can press them."""
        turn = view.phase in ("turn", "fleet")
        for equipment in (DIG, CARRY, FLEET):
            text = self.upgrade_text(view, equipment, human)
            on = A.Upgrade(equipment) in legal
            self._set(buttons, f"upgrade{equipment}", turn, text, on)
        bonuses = view.bonuses if turn else []
        self._set(
            buttons,
            "take_fortune",
            "extra_fortune" in bonuses,
            "\u2605 Bonus: take 1 fortune",  # longer labels are clipped at 1280x720
            A.TakeFortune() in legal,
        )
        inspect_text = "\u2605 Bonus: inspect ground"
        if mode == "inspect":
            inspect_text = "Inspecting: click a face-down stack"
        can_inspect = any(isinstance(a, A.Inspect) for a in legal)
        self._set(buttons, "inspect", "inspect" in bonuses, inspect_text, can_inspect)
        relocate_text = "\u2605 Bonus: relocate any station"
        if mode == "relocate":
            relocate_text = "Relocating: pick a station"
        can_relocate = any(isinstance(a, A.Relocate) for a in legal)
        self._set(buttons, "relocate", "relocate" in bonuses, relocate_text, can_relocate)
        end_on = allowed is None or A.EndTurn() in legal
        self._set(buttons, "end_turn", human and view.phase == "turn", "End turn", end_on)
        declare = A.DeclareVictory()
        shown = declare in (legal if allowed is None else allowed)
        self._set(buttons, "declare", human and shown, "Declare victory!", declare in legal)
        self._set(buttons, "skip", computer_turn and not human, None)

    def stands_for(self, name: str, allowed: Sequence[A.Action]) -> A.Action | None:
        """The action of ``allowed`` a button leads to (a bonus started on the grid: its
        first), None when it leads to none."""
        value = self.values.get(name)
        if isinstance(value, StartBonus):
            kind = A.Inspect if value.mode == "inspect" else A.Relocate
            return next((a for a in allowed if isinstance(a, kind)), None)
        return value if value is not None and value in allowed else None

    @staticmethod
    def upgrade_text(view: DigObservation, equipment: int, human: bool) -> str:
        """'Digging 1 → 2 · pay 1', with what the player has when it is not enough."""
        level = view.levels[view.current][equipment]
        cost = upgrade_cost(level)
        if cost is None:
            return f"{SHORT_TITLES[equipment]}: level {MAX_LEVEL}, the top"
        text = f"{SHORT_TITLES[equipment]} {level} \u2192 {level + 1}  \u00b7  pay {cost}"
        have = view.fortune[view.current]  # the viewer's own when they are to act
        if human and have is not None and have < cost:
            text += f" (you have {have})"
        return text

    def _set(
        self,
        buttons: Buttons,
        name: str,
        visible: bool,
        text: str | None = None,
        on: bool = True,
    ) -> None:
        button = buttons.get(name)
        if button is None:
            return
        key = (visible, text, on)
        if self._shown.get(name) == key:
            return
        self._shown[name] = key
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

    # --- drawing ---------------------------------------------------------------------------
    @staticmethod
    def draw_heads(surface: pygame.Surface, ctx: UiContext, view: DigObservation) -> None:
        """The small section titles over the upgrade and bonus buttons (whenever they show)."""
        if view.phase not in ("turn", "fleet"):
            return
        upgrade = "UPGRADE \u00b7 ONE ACTION"
        key = ("digmars-head", upgrade, text_scale())
        surface.blit(ctx.cached(key, lambda: render_head(ctx.fonts, upgrade)), UPGRADE_HEAD_AT)
        if PANEL_BONUSES & set(view.bonuses):
            key = ("digmars-head", "BONUS ACTIONS", text_scale())
            head = ctx.cached(key, lambda: render_head(ctx.fonts, "BONUS ACTIONS"))
            surface.blit(head, BONUS_HEAD_AT)


#: A section title's room: the panel's width, and the height down to its first button.
HEAD_ROOM = (RIGHT_W - 8, UPGRADE_TOP - UPGRADE_HEAD_AT[1] - 1)


def render_head(fonts: FontBook, text: str) -> pygame.Surface:
    """A section title in small capitals, as large as its room over the buttons holds it."""

    def fits() -> bool:
        head = render_tracked(fonts.get(11, bold=True), text, palette.OCHRE, 2)
        return head.get_width() <= HEAD_ROOM[0] and head.get_height() <= HEAD_ROOM[1]

    with at_most(fitting_scale(fits)):
        return render_tracked(fonts.get(11, bold=True), text, palette.OCHRE, 2)
