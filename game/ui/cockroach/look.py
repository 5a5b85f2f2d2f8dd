"""What every view of the hunt shares: the fonts, seat colours and names, the content."""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import ParamSpec, TypeVar

import pygame

from game.rules.cockroach.content import Content, content
from game.ui.draw.palette import Colour
from game.ui.draw.text import (
    FontBook,
    at_most,
    render_fitted,
    render_paragraph,
    scales_down,
    wrap,
)


@dataclass
class Look:
    fonts: FontBook
    colour: Callable[[int], Colour]
    name: Callable[[int], str]
    c: Content
    #: How many seats the table has (their names tell the markers apart).
    players: int = 4

    @classmethod
    def make(
        cls,
        fonts: FontBook,
        colour: Callable[[int], Colour],
        name: Callable[[int], str],
        players: int = 4,
    ) -> Look:
        return cls(fonts, colour, name, content(), players)

    def line(
        self, text: str, colour: Colour, width: int, size: int = 14, bold: bool = False
    ) -> pygame.Surface:
        """One line that never runs past `width` (smaller, then cut with an ellipsis)."""
        return render_fitted(self.fonts, text, colour, width, (size, size - 1, size - 2), bold)

    def initial(self, seat: int) -> str:
        """The first letter of a seat's name that draws (a name may open with a mark of
        writing direction, which has no width), upper case; "?" when none does."""
        font = self.fonts.get(12, True)
        for char in self.name(seat):
            if char.strip() and font.size(char)[0] > 0:
                return char.upper()
        return "?"

    def tag(self, seat: int) -> str:
        """What a seat's hero marker says, told apart without its colour: a name ending in a
        number keeps it ("Rover 2" is "R2"); else the initial ("E" for Esme), or its first
        two letters when another seat shares the initial ("Ad", "Al"), or the initial and the
        seat's number when those too are shared."""
        own = _tag_words(self.initial(seat), self.name(seat))
        others = [
            _tag_words(self.initial(p), self.name(p)) for p in range(self.players) if p != seat
        ]
        if own[0] not in [o[0] for o in others]:
            return own[0]
        if own[1] not in [o[1] for o in others]:
            return own[1]
        return f"{self.initial(seat)}{seat + 1}"

    def para(
        self, text: str, colour: Colour, width: int, size: int = 12, lines: int = 3
    ) -> pygame.Surface:
        return render_paragraph(
            self.fonts.get(size), text, colour, width, line_spacing=1.05, max_lines=lines
        )


def _tag_words(initial: str, name: str) -> tuple[str, str]:
    """A name's short tag and its longer one: the initial (with a closing number: "R2"), and
    the first two letters (with the number: "Ro2")."""
    number = re.search(r"(\d+)\s*$", name)
    digits = number.group(1)[:2] if number else ""
    letters = [ch for ch in name if ch.isalpha()]
    second = letters[1].lower() if len(letters) > 1 and letters[0].upper() == initial else ""
    return (initial + digits, initial + second + digits)


_steps: dict[tuple[int, int, int, int], int] = {}


def line_step(font: pygame.font.Font) -> int:
    """Pixels from one line of text to the next, so that no two lines' pictures overlap (at
    some sizes a descender renders a pixel below the font's line spacing)."""
    key = (font.get_linesize(), font.get_height(), font.get_ascent(), font.get_descent())
    step = _steps.get(key)
    if step is None:
        low = font.render("gjpqy|", True, (0, 0, 0)).get_height()
        step = _steps[key] = max(font.get_linesize(), font.get_height(), low)
    return step


@dataclass
class Ink:
    """A surface and every line of text and picture put on it, with where it went (so a
    test can check that nothing is cut short, runs out of its card or overlaps)."""

    surface: pygame.Surface
    texts: list[tuple[str, pygame.Rect]] = field(default_factory=list)
    pictures: list[tuple[str, pygame.Rect]] = field(default_factory=list)
    #: Places that mean something under the pointer (a squad of the hand), not drawn.
    spots: list[tuple[str, pygame.Rect]] = field(default_factory=list)
    #: Flaws the drawing found itself that the record cannot show (a button's words taller
    #: than the button): a larger text size that makes more of them is not taken.
    flaws: int = 0

    def text(
        self,
        look: Look,
        text: str,
        colour: Colour,
        pos: tuple[int, int],
        size: int,
        bold: bool = False,
    ) -> pygame.Rect:
        picture = look.fonts.text(size, text, colour, bold)
        rect = self.surface.blit(picture, pos)
        self.texts.append((text, rect))
        return rect

    def put(self, label: str, picture: pygame.Surface, rect: pygame.Rect) -> pygame.Rect:
        """A picture (or a token) blitted at `rect`'s top left, recorded under `label`."""
        where = self.surface.blit(picture, rect.topleft)
        self.pictures.append((label, where))
        return where

    def lines(
        self,
        look: Look,
        lines: list[str],
        colour: Colour,
        pos: tuple[int, int],
        size: int,
        bold: bool = False,
    ) -> int:
        """Lines one under another from `pos`; returns the y under the last."""
        x, y = pos
        step = line_step(look.fonts.get(size, bold))
        for line in lines:
            if line:
                self.text(look, line, colour, (x, y), size, bold)
            y += step
        return y


def fit_lines(
    look: Look, text: str, width: int, room: int, sizes: tuple[int, ...]
) -> tuple[list[str], int]:
    """`text` wrapped to `width` at the first size of `sizes` whose lines fit `room` pixels
    high (else the last size): the lines and the size."""
    for size in sizes:
        font = look.fonts.get(size)
        lines = wrap(font, text, width)
        if len(lines) * line_step(font) <= room:
            return lines, size
    return wrap(look.fonts.get(sizes[-1]), text, width), sizes[-1]


def card_box(size: tuple[int, int], edge: Colour, fill: Colour = (34, 22, 28)) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surface, (*fill, 235), surface.get_rect(), border_radius=10)
    pygame.draw.rect(surface, edge, surface.get_rect(), 2, border_radius=10)
    return surface


_P = ParamSpec("_P")
_I = TypeVar("_I", bound=Ink)


def ink_flaws(ink: Ink) -> int:
    """How many faults a drawing has: lines cut short or out of their box, lines or pictures
    over one another (some are meant: counters on a creature's picture, so a larger size is
    judged against the standard one, not against none)."""
    inside = ink.surface.get_rect().inflate(-2, -2)
    flaws = ink.flaws
    for i, (text, rect) in enumerate(ink.texts):
        flaws += ("\u2026" in text) + (not inside.contains(rect))
        flaws += sum(rect.colliderect(where) for _, where in ink.texts[i + 1 :])
        flaws += sum(rect.colliderect(where) for _, where in ink.pictures)
    for i, (_, rect) in enumerate(ink.pictures):
        flaws += not inside.contains(rect)
        flaws += sum(rect.colliderect(where) for _, where in ink.pictures[i + 1 :])
    return flaws


def _heights(ink: Ink) -> list[int]:
    """The heights of the drawing's lines, smallest first."""
    return sorted(rect.height for _, rect in ink.texts)


def _larger(ink: Ink, standard: list[int]) -> bool:
    """The drawing's text is larger than the standard one's, and none of its share is
    smaller: its smallest line, its smallest quarter and its smaller half are no smaller (a
    panel whose names grew while its rules shrank is not larger), and it is larger on the
    whole."""
    heights = _heights(ink)
    if not heights or not standard:
        return False
    for share in (0.0, 0.25, 0.5):
        if heights[int(share * (len(heights) - 1))] < standard[int(share * (len(standard) - 1))]:
            return False
    return sum(heights) / len(heights) > sum(standard) / len(standard)


def grows(draw: Callable[_P, _I]) -> Callable[_P, _I]:
    """A renderer of a fixed box (a card, a panel) whose text grows with the text size where
    the box holds it: drawn at the text size in use, then each smaller one, down to the
    standard size; the first drawing with no more faults than at the standard size and
    larger text (`_larger`) is taken. At 100 % it draws once, as it always did."""

    @functools.wraps(draw)
    def drawn(*args: _P.args, **kwargs: _P.kwargs) -> _I:
        scales = scales_down()
        with at_most(1.0):
            standard = draw(*args, **kwargs)
        if scales[0] <= 1.0:
            return standard
        flaws = ink_flaws(standard)
        heights = _heights(standard)
        for scale in scales[:-1]:
            with at_most(scale):
                ink = draw(*args, **kwargs)
            if ink_flaws(ink) <= flaws and _larger(ink, heights):
                return ink
        return standard

    return drawn
