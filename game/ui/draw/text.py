"""Our own text drawing with the bundled DejaVu Sans: a font cache and a few layout helpers.

pygame-gui draws the chrome's text from the theme; these helpers are for what we draw
ourselves (titles, cards, the board). Render once onto cached surfaces, not every frame.

Sizes are asked for at the standard text size and drawn at the player's text size (Settings:
100, 125 or 150 %; ``use_text_scale``): every font this module hands out is scaled in one
place, :meth:`FontBook.get`. A box of fixed size chooses how it takes the larger text:
- a box that picks from a list of sizes (``render_fitted``, a card's text) asks
  :func:`fit_sizes`: the scaled sizes first, then smaller ones down to the smallest it took at
  100 %, never smaller;
- a box that lays out several lines (a status line, a rules page) asks :func:`fitting_scale`
  for the largest text size at which it holds them whole, and draws inside ``at_most`` it;
- a piece of the game whose layout has no room at all (a card face, a tile, a player's panel)
  keeps the standard size: ``@standard_size`` on its renderer, or a ``FontBook(standard=True)``
  for a whole table's pieces.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import ParamSpec, TypeVar

import pygame

from game.ui.draw.assets import FONT_BOLD, FONT_REGULAR, asset_path
from game.ui.draw.palette import Colour

_scale = 1.0
#: The largest scale text is drawn at just now (inside ``at_most``).
_cap = 3.0

_P = ParamSpec("_P")
_R = TypeVar("_R")


def use_text_scale(scale: float) -> None:
    """Draw every font from now on at ``scale`` times the size asked for (the app sets it from
    the settings; fonts and lines already made at another scale are not reused)."""
    global _scale
    _scale = max(0.5, min(3.0, float(scale)))


def text_scale() -> float:
    """How many times the size asked for text is drawn at (1.0: the standard size)."""
    return _scale


def scaled(size: float) -> int:
    """The pixel size a text asked for at ``size`` is drawn at now (halves round up: Python's
    round would draw 9 at 150 % as 14 but 11 at 150 % as 16, unevenly)."""
    return max(1, int(size * min(_scale, _cap) + 0.5))


@contextmanager
def at_most(scale: float) -> Iterator[None]:
    """Draw text inside the block at no more than ``scale`` times its size (a piece of the
    game whose box is fixed: its text stays the size the box was drawn for)."""
    global _cap
    before = _cap
    _cap = min(before, scale)
    try:
        yield
    finally:
        _cap = before


def standard_size(draw: Callable[_P, _R]) -> Callable[_P, _R]:
    """A renderer of a fixed box (a card face, a tile) whose text keeps the standard size at
    any text size: the box has no room for more, and the table grows with the window."""

    @functools.wraps(draw)
    def drawn(*args: _P.args, **kwargs: _P.kwargs) -> _R:
        with at_most(1.0):
            return draw(*args, **kwargs)

    return drawn


def scales_down() -> tuple[float, ...]:
    """The scales to try, largest first, for a box that takes the larger text where it holds
    it: the text size in use, then each smaller one offered, down to 1.0."""
    top = min(_scale, _cap)
    if top <= 1.0:
        return (top,)
    return (top, *(s for s in (1.25,) if s < top - 1e-9), 1.0)


def fitting_scale(fits: Callable[[], bool]) -> float:
    """The largest text scale at which ``fits()`` (its text is laid out in its box) holds: the
    scale in use, then each smaller one offered; 1.0 (the standard size) when none does. Draw
    the box inside ``at_most`` of it, so drawing and laying out agree."""
    scales = scales_down()
    for scale in scales[:-1]:
        with at_most(scale):
            if fits():
                return scale
    return scales[-1]


def fit_sizes(sizes: tuple[int, ...]) -> tuple[int, ...]:
    """The sizes a fitting helper tries, largest first: ``sizes`` as asked, then smaller ones
    down to the size that draws no smaller than the smallest of ``sizes`` at 100 %. At 100 %
    that is ``sizes`` itself; at 150 % a box that held 9 px text still gets at least 9 px."""
    if min(_scale, _cap) <= 1.0 or not sizes:
        return sizes
    floor = min(sizes)
    lowest = next(s for s in range(1, floor + 1) if scaled(s) >= floor)
    extra = tuple(range(min(sizes) - 1, lowest - 1, -1))
    return (*sizes, *extra)


class FontBook:
    """Bundled fonts by (size, bold), loaded on first use.

    One per running app: pygame fonts die with ``pygame.quit()``, so never keep one across it.
    """

    def __init__(self, standard: bool = False) -> None:
        #: Draw at the standard size whatever the text size (a table whose fixed layout has
        #: no room for larger text; it grows with the window instead).
        self.standard = standard
        # Kept by the size drawn (not asked for): a change of text size needs no clearing.
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        self._texts: dict[tuple[int, bool, str, Colour], pygame.Surface] = {}
        self._regular = asset_path(FONT_REGULAR)
        self._bold = asset_path(FONT_BOLD)

    def text(self, size: int, text: str, colour: Colour, bold: bool = False) -> pygame.Surface:
        """A line of text, rendered once and kept (for labels drawn again and again).

        Treat the result as read-only.
        """
        key = (self.px(size), bold, text, colour)
        surface = self._texts.get(key)
        if surface is None:
            if len(self._texts) > 4000:
                self._texts.clear()
            surface = self.get(size, bold).render(text, True, colour)
            self._texts[key] = surface
        return surface

    def px(self, size: int) -> int:
        """The pixel size text asked for at ``size`` is drawn at by this book."""
        return size if self.standard else scaled(size)

    def get(self, size: int, bold: bool = False) -> pygame.font.Font:
        """The font for text asked for at ``size``, drawn at the player's text size."""
        px = self.px(size)
        key = (px, bold)
        font = self._fonts.get(key)
        if font is None:
            if not pygame.font.get_init():
                pygame.font.init()
            font = pygame.font.Font(self._bold if bold else self._regular, px)
            self._fonts[key] = font
        return font


def render(font: pygame.font.Font, text: str, colour: Colour) -> pygame.Surface:
    """Antialiased text on a transparent surface."""
    return font.render(text, True, colour)


def render_tracked(
    font: pygame.font.Font, text: str, colour: Colour, tracking: int
) -> pygame.Surface:
    """Text with extra space between letters (for titles and small capitals), drawn once and
    kept: a glyph blitted at a time, it is dear to draw again in every frame that redraws a
    panel. Treat the result as read-only."""
    return _tracked(font, text, colour, tracking)


@functools.lru_cache(maxsize=1024)
def _tracked(font: pygame.font.Font, text: str, colour: Colour, tracking: int) -> pygame.Surface:
    # A character with no width (a format character from a file) has no glyph to track.
    text = "".join(ch for ch in text if font.size(ch)[0] > 0)
    if tracking == 0 or len(text) < 2:
        return render(font, text, colour)
    glyphs = [font.render(ch, True, colour) for ch in text]
    advances = [font.size(ch)[0] for ch in text]
    width = sum(advances) + tracking * (len(text) - 1)
    surface = pygame.Surface((width, font.get_height()), pygame.SRCALPHA)
    x = 0
    for glyph, advance in zip(glyphs, advances, strict=True):
        surface.blit(glyph, (x, 0))
        x += advance + tracking
    return surface


#: The room a button's label leaves in its box, both sides together: at a larger text size a
#: label that does not fit so is drawn at the standard size.
BUTTON_TEXT_PAD = 16


_BREAKS = re.compile(r"[^\S\u00a0]+")  # any white space but the no-break space


def wrap(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """Greedy word wrap of ``text`` into lines no wider than ``width`` pixels.

    A single word wider than ``width`` stays on a line of its own rather than being cut. A
    no-break space (U+00A0) keeps its two words on one line ("upgrades\u00a0-8"). The
    lines are kept for the next call with the same text: a panel drawn again wraps the same
    words, a measure at a time.
    """
    return list(_wrapped(font, text, width))


@functools.lru_cache(maxsize=2048)
def _wrapped(font: pygame.font.Font, text: str, width: int) -> tuple[str, ...]:
    lines: list[str] = []
    for paragraph in text.splitlines() or [""]:
        line = ""
        for word in _BREAKS.split(paragraph.strip()):
            if not word:
                continue
            candidate = f"{line} {word}" if line else word
            if line and font.size(candidate)[0] > width:
                lines.append(line)
                line = word
            else:
                line = candidate
        lines.append(line)
    return tuple(lines)


def wrap_balanced(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """Like :func:`wrap`, but with lines of even length (no lone word on the last line)."""
    lines = wrap(font, text, width)
    if len(lines) < 2:
        return lines
    low, high = width // 2, width
    while low < high:
        middle = (low + high) // 2
        if len(wrap(font, text, middle)) <= len(lines):
            high = middle
        else:
            low = middle + 1
    return wrap(font, text, high)


def render_paragraph(
    font: pygame.font.Font,
    text: str,
    colour: Colour,
    width: int,
    line_spacing: float = 1.25,
    max_lines: int | None = None,
    balanced: bool = False,
) -> pygame.Surface:
    """Wrapped text as one transparent surface; past ``max_lines`` it ends with an ellipsis.

    ``balanced`` evens out the line lengths (for short paragraphs such as blurbs).
    """
    lines = wrap_balanced(font, text, width) if balanced else wrap(font, text, width)
    if max_lines is not None and len(lines) > max_lines:
        lines = lines[:max_lines]
        last = lines[-1]
        while last and font.size(last + "…")[0] > width:
            last = last[:-1].rstrip()
        lines[-1] = last + "…"
    step = round(font.get_linesize() * line_spacing)
    height = step * (len(lines) - 1) + font.get_height()
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    for i, line in enumerate(lines):
        surface.blit(font.render(line, True, colour), (0, i * step))
    return surface


def render_fitted(
    fonts: FontBook,
    text: str,
    colour: Colour,
    width: int,
    sizes: tuple[int, ...],
    bold: bool = False,
) -> pygame.Surface:
    """One line no wider than ``width``: at the first of ``sizes`` that fits (at a larger text
    size, down to the smallest at 100 %), else at the last, cut short with an ellipsis (a long
    player name never runs into its neighbours)."""
    sizes = fit_sizes(sizes)
    for size in sizes:
        font = fonts.get(size, bold=bold)
        if font.size(text)[0] <= width:
            return render(font, text, colour)
    font = fonts.get(sizes[-1], bold=bold)
    cut = text
    while cut and font.size(cut + "\u2026")[0] > width:
        cut = cut[:-1]
    return render(font, cut.rstrip() + "\u2026", colour)
