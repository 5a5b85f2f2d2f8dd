"""The title screen: the app's name over Mars, the games that can be played, and Quit."""

from __future__ import annotations

from collections.abc import Iterable

import pygame
import pygame_gui

from game.ui import palette
from game.ui.context import UiContext
from game.ui.games import GameEntry, playable_games, players_text
from game.ui.scene import GuiScene
from game.ui.text import render, render_paragraph, render_tracked
from game.ui.widgets.backdrop import render_backdrop
from game.ui.widgets.panel import render_panel, render_pill
from game.ui.widgets.wordmark import render_wordmark

TAGLINE = "Mars tabletop games, played at one screen"
LIST_HEADING = "ON THE TABLE"
NO_GAMES = "No game is ready to play in this build."

WORDMARK_SIZE = 84
WORDMARK_TRACKING = 8
CARD_WIDTH = 640
CARD_WIDTH_GRID = 470
CARD_PADDING = (22, 16)
CARD_GAP = 14
TITLE_GAP = 8
HEADING_GAP = 14
QUIT_SIZE = (200, 48)
QUIT_BOTTOM_MARGIN = 34


class TitleScene(GuiScene):
    """The first screen. Esc or the Quit button ends the app."""

    def __init__(self, ctx: UiContext, games: Iterable[GameEntry]) -> None:
        super().__init__(ctx)
        self.games = playable_games(games)
        self.quit_button: pygame_gui.elements.UIButton | None = None
        self._static: pygame.Surface | None = None
        #: Where the Quit button and the game cards are on the canvas (set on enter).
        self.quit_rect = pygame.Rect(0, 0, *QUIT_SIZE)
        self.card_rects: list[pygame.Rect] = []

    # building

    def enter(self) -> None:
        self._static = self._render_static()
        super().enter()

    def build_ui(self) -> None:
        self.quit_button = pygame_gui.elements.UIButton(
            relative_rect=self.quit_rect,
            text="Quit",
            manager=self.ctx.manager,
            container=self.ui,
            object_id=pygame_gui.core.ObjectID(class_id="@menu_button", object_id="#quit_button"),
        )

    def exit(self) -> None:
        super().exit()
        self.quit_button = None
        self._static = None

    def _render_static(self) -> pygame.Surface:
        """Everything that does not move, drawn once."""
        width, height = self.ctx.size
        fonts = self.ctx.fonts
        size = self.ctx.size
        surface = self.ctx.cached(("backdrop", size), lambda: render_backdrop(size)).copy()
        cx = width // 2

        mark = render_wordmark(fonts, size=WORDMARK_SIZE, tracking=WORDMARK_TRACKING)
        # The wordmark surface has a glow margin of half its font size on every side.
        margin = WORDMARK_SIZE // 2
        mark_rect = mark.get_rect(midtop=(cx, 40 - margin))
        surface.blit(mark, mark_rect)
        letters_bottom = mark_rect.bottom - margin

        rule_y = letters_bottom + 14
        _draw_ornament(surface, (cx, rule_y), 180)
        tagline = render_tracked(fonts.get(17), TAGLINE, palette.SAND_DIM, 1)
        tagline_rect = tagline.get_rect(midtop=(cx, rule_y + 16))
        surface.blit(tagline, tagline_rect)

        self.quit_rect = pygame.Rect(0, 0, *QUIT_SIZE)
        self.quit_rect.midbottom = (cx, height - QUIT_BOTTOM_MARGIN)

        heading = render_tracked(fonts.get(13, bold=True), LIST_HEADING, palette.OCHRE, 4)
        area = pygame.Rect(0, tagline_rect.bottom + 30, width, 0)
        area.height = self.quit_rect.top - 28 - area.top
        placed = self._layout_cards(area.height - heading.get_height() - HEADING_GAP)
        block_height = heading.get_height() + HEADING_GAP + _extent(placed)
        top = area.top + max(0, (area.height - block_height) * 2 // 5)
        heading_rect = heading.get_rect(midtop=(cx, top))
        surface.blit(heading, heading_rect)
        self.card_rects = []
        for card, rect in placed:
            rect = rect.move(0, heading_rect.bottom + HEADING_GAP)
            surface.blit(card, rect)
            self.card_rects.append(rect)

        hint = render_pill(render(fonts.get(13), "Esc", palette.SAND_DIM), palette.SAND_DIM, (7, 2))
        label = render(fonts.get(13), "quits", palette.SAND_DIM)
        hint_y = height - 30
        surface.blit(hint, hint.get_rect(midright=(width - 70, hint_y)))
        surface.blit(label, label.get_rect(midleft=(width - 62, hint_y)))
        return surface.convert() if pygame.display.get_surface() else surface

    def _layout_cards(self, max_height: int) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """The game cards and their places, relative to the top of the list, centred.

        One column for up to three games, two beyond; blurbs get fewer lines until the list
        fits in ``max_height``.
        """
        width = self.ctx.size[0]
        if not self.games:
            card = self._render_empty()
            return [(card, card.get_rect(midtop=(width // 2, 0)))]
        columns = 1 if len(self.games) <= 3 else 2
        card_width = CARD_WIDTH if columns == 1 else CARD_WIDTH_GRID
        rows = [self.games[i : i + columns] for i in range(0, len(self.games), columns)]
        placed: list[tuple[pygame.Surface, pygame.Rect]] = []
        for max_lines in (3, 2, 1):
            placed = []
            y = 0
            for row in rows:
                natural = max(self._card_height(g, card_width, max_lines) for g in row)
                row_width = len(row) * card_width + (len(row) - 1) * CARD_GAP
                x = (width - row_width) // 2
                for game in row:
                    card = self._render_card(game, card_width, max_lines, natural)
                    placed.append((card, card.get_rect(topleft=(x, y))))
                    x += card_width + CARD_GAP
                y += natural + CARD_GAP
            if _extent(placed) <= max_height:
                break
        return placed

    def _card_parts(
        self, game: GameEntry, card_width: int, max_lines: int
    ) -> tuple[pygame.Surface, pygame.Surface, pygame.Surface]:
        fonts = self.ctx.fonts
        inner = card_width - 2 * CARD_PADDING[0]
        pill = render_pill(
            render(fonts.get(13, bold=True), players_text(game.players), palette.OCHRE),
            palette.OCHRE,
        )
        title_width = inner - pill.get_width() - 16
        title = render_paragraph(
            fonts.get(22, bold=True), game.title, palette.SAND, title_width, balanced=True
        )
        blurb = render_paragraph(
            fonts.get(15), game.blurb, palette.SAND_DIM, inner, max_lines=max_lines, balanced=True
        )
        return title, pill, blurb

    def _card_height(self, game: GameEntry, card_width: int, max_lines: int) -> int:
        title, _, blurb = self._card_parts(game, card_width, max_lines)
        return 2 * CARD_PADDING[1] + title.get_height() + TITLE_GAP + blurb.get_height() + 2

    def _render_card(
        self, game: GameEntry, card_width: int, max_lines: int, height: int
    ) -> pygame.Surface:
        pad_x, pad_y = CARD_PADDING
        title, pill, blurb = self._card_parts(game, card_width, max_lines)
        card = render_panel((card_width, height))
        card.blit(title, (pad_x, pad_y))
        line = self.ctx.fonts.get(22, bold=True).get_height()
        card.blit(pill, pill.get_rect(midright=(card_width - pad_x, pad_y + line // 2)))
        card.blit(blurb, (pad_x, pad_y + title.get_height() + TITLE_GAP))
        return card

    def _render_empty(self) -> pygame.Surface:
        text = render(self.ctx.fonts.get(16), NO_GAMES, palette.SAND_DIM)
        card = render_panel((CARD_WIDTH, text.get_height() + 2 * CARD_PADDING[1]), accent=None)
        card.blit(text, text.get_rect(center=card.get_rect().center))
        return card

    # the frame

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.stack.request_quit()
            return True
        if (
            event.type == pygame_gui.UI_BUTTON_PRESSED
            and self.quit_button is not None
            and event.ui_element is self.quit_button
        ):
            self.stack.request_quit()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if self._static is not None:
            surface.blit(self._static, (0, 0))


def _draw_ornament(surface: pygame.Surface, centre: tuple[int, int], half: int) -> None:
    """A thin rule fading out to both sides, with a small planet in the middle."""
    cx, cy = centre
    layer = pygame.Surface((2 * half + 1, 9), pygame.SRCALPHA)
    for i in range(half - 10):
        alpha = round(200 * (1 - i / (half - 10)) ** 1.5)
        layer.set_at((half - 10 - i, 4), (*palette.OCHRE, alpha))
        layer.set_at((half + 10 + i, 4), (*palette.OCHRE, alpha))
    pygame.draw.circle(layer, (*palette.RUST_BRIGHT, 255), (half, 4), 4)
    pygame.draw.circle(layer, (*palette.OCHRE, 255), (half, 4), 4, 1)
    surface.blit(layer, layer.get_rect(center=(cx, cy)))


def _extent(placed: list[tuple[pygame.Surface, pygame.Rect]]) -> int:
    """The height from the top of the first card to the bottom of the lowest."""
    return max((rect.bottom for _, rect in placed), default=0) - min(
        (rect.top for _, rect in placed), default=0
    )
