"""The full log: the whole game's history, worded from the seat at the screen, on one big
opaque panel over the dimmed table; the wheel, the arrows, Page Up / Down and Home / End
scroll it (a controller: the D-pad, and LB / RB a page), and Esc, L or Close return to the
table; a row of key hints says so."""

from __future__ import annotations

import pygame
import pygame_gui

from game.ui.draw import palette
from game.ui.scenes.table_log import (
    WHEEL_LINES,
    LogPicture,
    TableLog,
    anchor_at_track,
    render_log,
    scrolled,
)
from game.ui.shell import glyphs
from game.ui.shell.context import UiContext
from game.ui.shell.scene import GuiScene
from game.ui.widgets.key_hints import render_key_hints

MARGIN = 40
#: A controller's shoulder buttons page the log: LB a page back (older), RB a page on.
PAGE_BUTTONS = {
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: 1,
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: -1,
}


class LogScene(GuiScene):
    """The whole log, over the table (an overlay: the table shows dimmed at the edges)."""

    overlay = True

    def __init__(self, ctx: UiContext, log: TableLog, title: str = "GAME LOG") -> None:
        super().__init__(ctx)
        self.log = log
        self.title = title
        self.anchor: int | None = None
        w, h = ctx.size
        self.rect = pygame.Rect(MARGIN * 3, MARGIN, w - MARGIN * 6, h - MARGIN * 2 - 56)
        self.close_rect = pygame.Rect(0, 0, 160, 40)
        self.close_rect.midtop = (w // 2, self.rect.bottom + 10)
        self.close_button: pygame_gui.elements.UIButton | None = None
        self._picture: LogPicture | None = None
        self._key: object = None
        self._wrapped: dict[tuple[str, int, bool], list[str]] = {}

    def build_ui(self) -> None:
        self.close_button = pygame_gui.elements.UIButton(
            relative_rect=self.close_rect,
            text="Close",
            manager=self.ctx.manager,
            container=self.ui,
            object_id=pygame_gui.core.ObjectID(class_id="@small_button", object_id="#close_log"),
        )

    def picture(self) -> LogPicture:
        key = (self.log.version, self.anchor)
        if self._picture is None or self._key != key:
            self._picture = render_log(
                self.ctx.fonts,
                self.log,
                self.rect.size,
                self.anchor,
                self.title,
                full_button=False,
                cache=self._wrapped,
            )
            self._key = key
        return self._picture

    def key_hints(self) -> list[tuple[str, str]]:
        return [("scroll", "scrolls"), ("page", "a page"), ("back", "closes")]

    def key_hints_place(self) -> tuple[str, tuple[int, int]]:
        return "midleft", (self.close_rect.right + 24, self.close_rect.centery)

    def draw_key_hints(self, surface: pygame.Surface) -> None:
        """The row on a plate of the panel's colour: the dimmed table under it (its log, its
        status line) never reads through the hints."""
        if glyphs.device() != "mouse":
            row = render_key_hints(self.ctx.fonts, self.key_hints())
            anchor, point = self.key_hints_place()
            plate = row.get_rect(**{anchor: point}).inflate(20, 12)
            pygame.draw.rect(surface, palette.PANEL, plate, border_radius=8)
        super().draw_key_hints(surface)

    def scroll(self, lines: int) -> None:
        self.anchor = scrolled(self.log, self.anchor, lines, self.picture().rows - 1)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.close_button:
            self.stack.pop()
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(event.y * WHEEL_LINES)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            pic = self.picture()
            local = (event.pos[0] - self.rect.x, event.pos[1] - self.rect.y)
            if pic.newest_button is not None and pic.newest_button.collidepoint(local):
                self.anchor = None
            elif pic.track is not None and pic.track.inflate(10, 0).collidepoint(local):
                self.anchor = anchor_at_track(self.log, pic.track, local[1])
            return True
        if event.type != pygame.KEYDOWN:
            return False
        page = max(1, self.picture().rows - 2)
        moves = {
            pygame.K_UP: 1,
            pygame.K_DOWN: -1,
            pygame.K_PAGEUP: page,
            pygame.K_PAGEDOWN: -page,
        }
        shoulder = PAGE_BUTTONS.get(getattr(event, "button", -1))
        if shoulder is not None:  # a controller's shoulders: a page up (LB) or down (RB)
            self.scroll(shoulder * page)
        elif event.key in (pygame.K_ESCAPE, pygame.K_l, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.stack.pop()
        elif event.key in moves:
            self.scroll(moves[event.key])
        elif event.key == pygame.K_HOME:
            self.anchor = scrolled(self.log, 0, 0, self.picture().rows - 1)
        elif event.key == pygame.K_END:
            self.anchor = None
        return True

    def draw(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((8, 6, 12, 190))
        surface.blit(shade, (0, 0))
        # The panel itself is opaque: the table's words never show through the log's.
        pygame.draw.rect(surface, palette.PANEL, self.rect, border_radius=10)
        surface.blit(self.picture().surface, self.rect)
