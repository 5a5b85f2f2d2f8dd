"""The in-app rules: a game's pages in our own words, each with a small diagram."""

from __future__ import annotations

import inspect
from collections.abc import Callable, Sequence
from typing import Any

import pygame
import pygame_gui

from game.ui.draw import palette
from game.ui.draw.text import (
    at_most,
    fitting_scale,
    render,
    render_paragraph,
    render_tracked,
    text_scale,
)
from game.ui.shell.context import UiContext
from game.ui.shell.scene import GuiScene
from game.ui.widgets.backdrop import backdrop
from game.ui.widgets.panel import render_panel

CARD = pygame.Rect(60, 96, 1160, 520)
DIAGRAM = (440, 440)


def draw_diagram(
    diagram: Callable[..., pygame.Surface], fonts: Any, seat_palette: str
) -> pygame.Surface:
    """A page's diagram; one that shows seat colours (it takes ``seat_palette``) is drawn in
    the palette in use, so the pictures match the table."""
    if "seat_palette" in inspect.signature(diagram).parameters:
        return diagram(fonts, DIAGRAM, seat_palette=seat_palette)
    return diagram(fonts, DIAGRAM)


class RulesScene(GuiScene):
    """``games`` (id, title) pairs, when more than one: a tab for each game's rules above the
    card (Tab switches too); from a table the scene shows that game's rules only."""

    def __init__(self, ctx: UiContext, game_id: str, games: Sequence[tuple[str, str]] = ()) -> None:
        super().__init__(ctx)
        self.games = tuple(games) if len(games) > 1 else ()
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self._back: pygame.Surface | None = None
        self.show_game(game_id)

    def show_game(self, game_id: str) -> None:
        from game.ui.play.tables import ui_module

        self.game_id = game_id
        module = ui_module(game_id, "rules")
        self.pages: tuple[Any, ...] = module.PAGES if module else ()
        self.page = 0
        self._pictures: dict[tuple[int, str, float], pygame.Surface] = {}
        for gid, _ in self.games:
            tab = self.buttons.get(f"game:{gid}")
            if tab is not None:
                tab.select() if gid == game_id else tab.unselect()
        self._sync()

    def enter(self) -> None:
        size = self.ctx.size
        back = backdrop(self.ctx, size)
        shade = pygame.Surface(size, pygame.SRCALPHA)
        shade.fill((*palette.SPACE_DEEP, 150))
        back.blit(shade, (0, 0))
        back.blit(render_panel(CARD.size, accent=palette.OCHRE), CARD)
        self._back = back
        super().enter()

    def build_ui(self) -> None:
        w, h = self.ctx.size
        for name, text, x in (
            ("prev", "\u2190 Previous", CARD.x),
            ("done", "Close", w // 2 - 100),
            ("next", "Next \u2192", CARD.right - 200),
        ):
            cls = "@menu_button" if name == "done" else "@small_button"
            self.buttons[name] = self.add_button(
                pygame.Rect(x, h - 84, 200, 48), text, cls, f"#{name}"
            )
        x = CARD.x
        for gid, title in self.games:
            width = self.ctx.fonts.get(14, bold=True).size(title)[0] + 40
            self.buttons[f"game:{gid}"] = self.add_button(
                pygame.Rect(x, CARD.y - 52, width, 40), title, "@small_button", "#game"
            )
            x += width + 10
        self.show_game(self.game_id)

    def _sync(self) -> None:
        prev, nxt = self.buttons.get("prev"), self.buttons.get("next")
        if prev is not None:
            prev.enable() if self.page > 0 else prev.disable()
        if nxt is not None:
            nxt.enable() if self.page < len(self.pages) - 1 else nxt.disable()

    def turn(self, step: int) -> None:
        self.page = max(0, min(len(self.pages) - 1, self.page + step))
        self._sync()

    def key_hints(self) -> list[tuple[str, str]]:
        hints = [("flip", "turns the page")]
        if self.games:
            hints.append(("games", "another game"))
        return [*hints, ("back", "closes")]

    def key_hints_place(self) -> tuple[str, tuple[int, int]]:
        # above the games' tabs, on the right: clear of them at every text size
        return "midright", (CARD.right, (CARD.y - 52) // 2)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_F1):
                self.stack.pop()
            elif event.key in (pygame.K_RIGHT, pygame.K_PAGEDOWN):
                self.turn(1)
            elif event.key in (pygame.K_LEFT, pygame.K_PAGEUP):
                self.turn(-1)
            elif event.key in (pygame.K_TAB, pygame.K_DOWN, pygame.K_UP) and self.games:
                # Tab or the D-pad's up and down: the next (previous) game's rules
                back = event.key == pygame.K_UP or (
                    event.key == pygame.K_TAB and getattr(event, "mod", 0) & pygame.KMOD_SHIFT
                )
                ids = [gid for gid, _ in self.games]
                here = ids.index(self.game_id) if self.game_id in ids else 0
                self.show_game(ids[(here + (-1 if back else 1)) % len(ids)])
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for gid, _ in self.games:
                if event.ui_element is self.buttons.get(f"game:{gid}"):
                    self.show_game(gid)
                    return True
            if event.ui_element is self.buttons.get("done"):
                self.stack.pop()
            elif event.ui_element is self.buttons.get("next"):
                self.turn(1)
            elif event.ui_element is self.buttons.get("prev"):
                self.turn(-1)
            return True
        return False

    def page_words(self, page: Any) -> tuple[pygame.Surface, pygame.Surface, int]:
        """A page's title, its text and the text's top (on the card), at the largest text
        size the card holds them whole at (the standard size when none does)."""
        fonts = self.ctx.fonts

        def words() -> tuple[pygame.Surface, pygame.Surface, int]:
            title = render(fonts.get(26, bold=True), page.title, palette.SAND)
            body = render_paragraph(fonts.get(16), page.text, palette.SAND_DIM, 620)
            return title, body, max(100, 50 + title.get_height() + 8)

        def whole() -> bool:
            _, body, top = words()
            return top + body.get_height() <= CARD.height - 12

        with at_most(fitting_scale(whole)):
            return words()

    def _picture(self) -> pygame.Surface:
        key = (self.page, self.ctx.settings.palette, text_scale())
        picture = self._pictures.get(key)
        if picture is None:
            picture = pygame.Surface(CARD.size, pygame.SRCALPHA)
            fonts = self.ctx.fonts
            if not self.pages:
                picture.blit(render(fonts.get(16), "No rules page yet.", palette.SAND), (40, 40))
            else:
                page = self.pages[self.page]
                head = render_tracked(
                    fonts.get(12, bold=True),
                    f"RULES \u00b7 PAGE {self.page + 1} OF {len(self.pages)}",
                    palette.OCHRE,
                    3,
                )
                picture.blit(head, (40, 28))

                title, body, top = self.page_words(page)
                picture.blit(title, (40, 50))
                picture.blit(body, (40, top))
                # A diagram is a picture with labels laid out in its own box: standard size.
                with at_most(1.0):
                    diagram = draw_diagram(page.diagram, fonts, self.ctx.settings.palette)
                picture.blit(diagram, (CARD.width - DIAGRAM[0] - 40, 50))
            self._pictures[key] = picture
        return picture

    def draw(self, surface: pygame.Surface) -> None:
        if self._back is not None:
            surface.blit(self._back, (0, 0))
        surface.blit(self._picture(), CARD)
