"""The coach at the table: the welcome card, the bubble and pointer of each teaching step, a
wrong click explained, the handover card, and free play against the Easy computer.

The table calls it through the hooks of game/ui/scenes/table.py (`frame`, `draw`,
`board_event`); what the step is and what the person may take is coach.py's.
"""

from __future__ import annotations

import importlib
import math
import time
from typing import TYPE_CHECKING, Any

import pygame

from game.ai.registry import make_bot
from game.ui.draw import palette
from game.ui.tutorial.bubble import Words, bubble_width, draw_pointer, place, render_bubble
from game.ui.tutorial.cards import CoachCard
from game.ui.tutorial.coach import Coach

if TYPE_CHECKING:
    from game.store.tutorial_progress import TutorialProgress
    from game.tutorials.script import Tutorial
    from game.ui.scenes.table import TableScene

#: Where each game's table keeps its action panel ("module:NAME" of a canvas rectangle):
#: the pointer's target when the table cannot say where the step's action is clicked.
PANELS: dict[str, str] = {
    "tmdice": "game.ui.tmdice.layout:ACTIONS",
    "cockroach": "game.ui.cockroach.layout:PANEL",
    "digmars": "game.ui.digmars.layout:TURN_BOX",
}
#: What else the bubble leaves in view ("module:NAME" of canvas rectangles): the line where
#: the table answers a click or a hover ("Confirm: city on area 28"), and TM Dice's dice,
#: which most of its steps spend.
KEEP_IN_VIEW: dict[str, tuple[str, ...]] = {
    "tmdice": ("game.ui.tmdice.layout:STATUS", "game.ui.tmdice.layout:TRAY"),
    "digmars": ("game.ui.digmars.layout:STATUS", "game.ui.digmars.layout:LOG_RECT"),
}
#: Seconds the Hint button glows after the handover, unless a hint is asked sooner.
HINT_GLOW = 90.0
HELD = "Your turn is over. Look at what it brought, then press End turn."
OFF_SCRIPT = "The guided part stopped early here; the game goes on as a normal one."
HINT_OFFER = "Your game now. Stuck? Hint (H, or Y on a controller) suggests a move."


def _rect(where: str) -> pygame.Rect | None:
    module, name = where.split(":")
    rect = getattr(importlib.import_module(module), name, None)
    return pygame.Rect(rect) if isinstance(rect, pygame.Rect) else None


def panel_rect(game_id: str) -> pygame.Rect | None:
    where = PANELS.get(game_id)
    return None if where is None else _rect(where)


def in_view(game_id: str) -> list[pygame.Rect]:
    """The rectangles of `KEEP_IN_VIEW` for a game."""
    return [r for r in (_rect(where) for where in KEEP_IN_VIEW.get(game_id, ())) if r is not None]


def keys_line(device: str, spot_known: bool) -> str:
    """How to take the step without the mouse, for the device last used."""
    if device == "pad":
        return "Or move to it with the D-pad and press A."
    if spot_known:
        return "Click it, or press Tab until it is picked and then Enter."
    return "Press Tab until it is picked, then Enter (or click it)."


class TableCoach(Coach):
    """A coach that shows itself on a table (see the module's docstring)."""

    def __init__(
        self, tutorial: Tutorial, progress: TutorialProgress | None = None, resumed: int = 0
    ) -> None:
        super().__init__(tutorial, progress)
        #: The step the game was rebuilt at (0: a fresh start).
        self.resumed = resumed
        self._bubble: tuple[object, pygame.Surface, pygame.Rect] | None = None
        self._glow_until = 0.0

    # --- cards ------------------------------------------------------------------------------
    def frame(self, table: Any) -> bool:
        match = table.session.match
        self.keep_progress(match)
        if not self.welcomed:
            self.welcomed = True
            table.stack.push(self.welcome_card(table))
            return True
        if self.at_end(match) and not table.anims.busy() and not table.holding:
            table.stack.push(self.handover_card(table))
            return True
        if self.off_script and not self.free:  # a bug in the script: the game still goes on
            self.hand_over(table)
            table.say(OFF_SCRIPT)
        return False

    def welcome_card(self, table: TableScene) -> CoachCard:
        tutorial = self.tutorial
        paragraphs = [tutorial.welcome]
        button = "Start"
        if self.resumed:
            n, m = self.counter(table.session.match)
            paragraphs.append(f"Welcome back: you left off at step {min(n, m)} of {m}.")
            button = "Go on"
        paragraphs.append("A wrong click changes nothing: it only says what comes first.")
        return CoachCard(
            table.ctx, "Learn to play", tutorial.title, paragraphs, button, lambda: None
        )

    def handover_card(self, table: TableScene) -> CoachCard:
        paragraphs = [
            self.tutorial.handover,
            "The game is saved like any other: Continue on the title brings it back. The lit "
            "Hint button also answers to H, or Y on a controller.",
        ]
        return CoachCard(
            table.ctx,
            "Your game now",
            "The guided part is done",
            paragraphs,
            "Play on",
            lambda: self.hand_over(table),
        )

    def hand_over(self, table: TableScene) -> None:
        """Free play: the computers at the tutorial's strength, autosaves, hints offered."""
        self.free = True
        session = table.session
        for seat, spec in enumerate(session.spec.seats):
            if not spec.human:
                spec.bot = self.tutorial.free_bot
                session.bots[seat] = make_bot(self.tutorial.free_bot, session.info.game_id)
        session.start_saving(table.ctx.saves)
        self._glow_until = time.monotonic() + HINT_GLOW
        table.say(HINT_OFFER)

    # --- input -----------------------------------------------------------------------------
    def board_event(self, table: Any, event: Any) -> bool:
        match = table.session.match
        click = event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1
        if not click or not self.teaching(match) or not table.human_to_act():
            answered: bool = table.board_event(event)
            return answered
        spot = table.action_spot(self.action(match))
        before = (len(match.actions), table.message)
        answered = table.board_event(event)
        unmoved = (len(match.actions), table.message) == before
        missed = spot is not None and not spot.collidepoint(event.pos)
        if unmoved and (missed or (spot is None and answered)):
            step = self.step(match)
            if step is not None:
                table.say(step.not_yet(), error=True)
            return True
        return answered

    # --- drawing ---------------------------------------------------------------------------
    def target(self, table: TableScene) -> pygame.Rect | None:
        """Where the pointer points now: the table's spot for the step, else its panel."""
        match = table.session.match
        if table.holding:
            return table.end_turn_rect()
        spot = table.action_spot(self.action(match))
        return spot if spot is not None else panel_rect(table.session.info.game_id)

    def words(self, table: TableScene) -> Words | None:
        match = table.session.match
        device = table.ctx.pads.device if table.ctx.pads is not None else "mouse"
        if table.holding:
            return Words(HELD, keys="Enter or A also ends it.")
        step = self.step(match)
        if step is None or not self.teaching(match) or not table.human_to_act():
            return None
        n, m = self.counter(match)
        answer = table.message if table.message_is_error else ""
        spot_known = table.action_spot(self.action(match)) is not None
        return Words(
            step.text, step.source, f"STEP {n} OF {m}", answer, keys_line(device, spot_known)
        )

    def keep_clear(self, table: TableScene) -> list[pygame.Rect]:
        """What the bubble never covers: the table's buttons, its action panel and what
        `KEEP_IN_VIEW` names."""
        rects = [pygame.Rect(b.rect) for b in table._chrome.values() if b.visible]
        end_turn = table._end_turn_button
        if end_turn is not None:
            rects.append(pygame.Rect(end_turn.rect))
        panel = panel_rect(table.session.info.game_id)
        if panel is not None:
            rects.append(panel)
        return rects + in_view(table.session.info.game_id)

    def draw(self, table: Any, surface: Any) -> None:
        if self.free:
            self._draw_hint_glow(table, surface)
            return
        words = self.words(table)
        if words is None:
            self._bubble = None
            return
        spot = self.target(table)
        fonts = table.ctx.fonts
        key = (words, None if spot is None else tuple(spot), id(fonts), surface.get_size())
        if self._bubble is None or self._bubble[0] != key:
            picture = render_bubble(fonts, words, bubble_width(fonts))
            rect = place(surface, picture.get_size(), spot, self.keep_clear(table))
            self._bubble = (key, picture, rect)
        _, picture, rect = self._bubble
        if spot is not None:
            draw_pointer(surface, spot, rect, time.monotonic())
        surface.blit(picture, rect)

    def bubble_rect(self) -> pygame.Rect | None:
        """Where the bubble was last drawn (for tests)."""
        return None if self._bubble is None else self._bubble[2]

    def _draw_hint_glow(self, table: TableScene, surface: pygame.Surface) -> None:
        """After the handover the Hint button pulses until it is used (or a while passed)."""
        hint = table._chrome.get("hint")
        if hint is None or time.monotonic() > self._glow_until:
            return
        if sum(table.session.hints_taken.values()) > 0:
            self._glow_until = 0.0
            return
        pulse = 0.5 + 0.5 * math.sin(time.monotonic() * 4.0)
        ring = pygame.Rect(hint.rect).inflate(8 + round(6 * pulse), 8 + round(6 * pulse))
        pygame.draw.rect(surface, palette.OCHRE, ring, 3, border_radius=10)
