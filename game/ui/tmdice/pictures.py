"""The TM Dice table's drawing kit: its cached pictures (dice, tiles, card faces and strips,
small icons and the players' marks, each drawn once and blitted every frame), the fonts, the
seats' colours and the app's picture cache. Every part of the table draws with it.

The table's fonts keep the standard size at any text size (Settings): its fixed layout of
boxes has no room for larger words in most places, and it grows with the window instead. The
parts read the most from across the room (the action panel, the turn box, the log and the
status line) draw with ``grown``, the fonts at the player's text size, each inside
``at_most`` the largest scale its box holds whole."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator
from functools import partial

import pygame

from game.rules.tmdice.content import content
from game.ui.draw.display_format import fast
from game.ui.draw.palette import Colour
from game.ui.draw.text import FontBook
from game.ui.play.seats import SHAPES, render_mark
from game.ui.shell.context import UiContext
from game.ui.tmdice import card_art, card_face, dice_art, effect_art, map_art
from game.ui.tmdice.hand_layout import CARD_H, CARD_W
from game.ui.tmdice.layout import HEX_R
from game.ui.tmdice.symbols import PAPER


class Pictures:
    """Pictures cached in the app's cache (shared by every table) or, for the seat marks
    whose colours follow the settings, here."""

    def __init__(self, ctx: UiContext, colour: Callable[[int], Colour]) -> None:
        self.ctx = ctx
        self.colour = colour
        self._marks: dict[tuple[int, int], pygame.Surface] = {}
        self._fonts = FontBook(standard=True)
        self._grown = FontBook()

    @property
    def fonts(self) -> FontBook:
        """The table's fonts, at the standard size (see the module's note)."""
        return self._fonts

    @property
    def grown(self) -> FontBook:
        """The fonts at the player's text size (capped by ``at_most``): for a part that
        takes larger text where its box has room; at 100 % the same as ``fonts``."""
        return self._grown

    def cached(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        """A picture drawn once for the whole app (shared by every table), under ``key``."""
        return self.ctx.cached(key, make)

    def forget_marks(self) -> None:
        """The seat colours may have changed (the palette setting)."""
        self._marks = {}

    def mark(self, seat: int, r: int = 8) -> pygame.Surface:
        key = (seat, r)
        if key not in self._marks:
            self._marks[key] = render_mark(SHAPES[seat % len(SHAPES)], self.colour(seat), r)
        return self._marks[key]

    def die(self, face: str, size: int) -> pygame.Surface:
        return self.ctx.cached(
            ("tmd-die", face, size), lambda: fast(dice_art.render_die(face, size))
        )

    def tile(self, kind: str) -> pygame.Surface:
        return self.ctx.cached(
            ("tmd-tile", kind), lambda: fast(map_art.render_tile(kind, HEX_R, self.fonts))
        )

    def card_face(
        self, kind: str, cid: str, size: tuple[int, int], left: bool = False
    ) -> pygame.Surface:
        return self.ctx.cached(
            ("tmd-card", kind, cid, size, left),
            lambda: fast(card_face.card_surface(self.fonts, kind, cid, size)),
        )

    def card_mini(self, cid: str, size: tuple[int, int]) -> pygame.Surface:
        return self.ctx.cached(
            ("tmd-mini", cid, size), lambda: fast(card_art.card_mini(self.fonts, cid, size))
        )

    def card_back(self, size: tuple[int, int]) -> pygame.Surface:
        return self.ctx.cached(("tmd-back", size), lambda: fast(card_art.card_back(size)))

    def strip(self, cid: str, tapped: bool, width: int) -> pygame.Surface:
        return self.ctx.cached(
            ("tmd-strip", cid, tapped, width),
            lambda: fast(card_art.card_strip(self.fonts, cid, width, tapped)),
        )

    def icon(self, kind: str, value: str, size: int) -> pygame.Surface:
        """A small icon: a die ("die", face), a blank die ("blank", colour), a wild token,
        the pink arrows of turning a die, a card."""

        def make() -> pygame.Surface:
            if kind == "die":
                return dice_art.render_die(value, size)
            if kind == "blank":
                return dice_art.render_blank(value, size)
            if kind == "wild":
                return dice_art.render_wild(size - 2)
            surf = pygame.Surface((size, size), pygame.SRCALPHA)
            if kind == "arrows":
                effect_art.draw_arrows(surf, (size / 2, size / 2), size * 0.42)
            elif kind == "card":
                r = pygame.Rect(size * 0.22, size * 0.1, size * 0.56, size * 0.8)
                pygame.draw.rect(surf, (120, 60, 40), r.move(3, -2), border_radius=3)
                pygame.draw.rect(surf, PAPER, r, border_radius=3)
            return surf

        return self.ctx.cached(("tmd-icon", kind, value, size), lambda: fast(make()))

    def veil(self, size: tuple[int, int]) -> pygame.Surface:
        """A greyed choice's veil (a guided step takes another one first): the card still
        reads under it, dimmed."""

        def make() -> pygame.Surface:
            s = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(s, (40, 36, 44, 150), s.get_rect(), border_radius=10)
            return s

        return self.ctx.cached(("tmd-card-veil", size), make)

    def ahead(self) -> Iterator[Callable[[], object]]:
        """The pictures an animation may need at once, to be drawn ahead, one in each frame
        that draws nothing new: a project card flying from a hand to its player's panel
        (drawing its face takes a few milliseconds, and it would fall in the frame that draws
        the whole move)."""
        for card in content().all_cards:
            yield partial(self.card_face, "project", card.id, (CARD_W, CARD_H))
