"""Text of the Dig Mars table that takes the player's larger text size where its box has room
(text.py: ``fitting_scale``): each line at the largest scale, up to the setting, at which it
stands whole in its room; the standard size (as at 100 %) where no larger one does."""

from __future__ import annotations

import pygame

from game.ui.draw.palette import Colour
from game.ui.draw.text import (
    FontBook,
    at_most,
    fit_sizes,
    fitting_scale,
    render,
    render_fitted,
    scales_down,
)


def line_scale(
    fonts: FontBook, size: int, texts: list[str], width: int, height: int, bold: bool = False
) -> float:
    """The largest text scale at which each of ``texts`` at ``size`` is at most ``width``
    wide and its line at most ``height`` high (1.0 when none larger is)."""

    def fits() -> bool:
        font = fonts.get(size, bold)
        return font.get_height() <= height and all(font.size(t)[0] <= width for t in texts)

    return fitting_scale(fits)


def grown_line(
    fonts: FontBook,
    size: int,
    text: str,
    colour: Colour,
    width: int,
    height: int,
    bold: bool = False,
) -> pygame.Surface:
    """One line of text as large as its room (``width`` x ``height``) holds it, up to the
    text size in use; never smaller than at the standard size."""
    with at_most(line_scale(fonts, size, [text], width, height, bold)):
        return render(fonts.get(size, bold), text, colour)


def grown_fitted(
    fonts: FontBook,
    text: str,
    colour: Colour,
    width: int,
    sizes: tuple[int, ...],
    height: int,
    bold: bool = False,
) -> pygame.Surface:
    """``render_fitted`` (the first of ``sizes`` that fits ``width``) at the largest text scale
    whose line stands whole, at most ``height`` high and in type no smaller than at the
    standard size; else as at the standard size."""
    with at_most(1.0):
        standard = next((s for s in sizes if fonts.get(s, bold).size(text)[0] <= width), None)
        floor = fonts.px(standard) if standard is not None else 0
    for scale in scales_down()[:-1]:
        with at_most(scale):
            for size in fit_sizes(sizes):
                font = fonts.get(size, bold)
                if fonts.px(size) < floor or font.get_height() > height:
                    continue
                if font.size(text)[0] <= width:
                    return render(font, text, colour)
    with at_most(1.0):
        return render_fitted(fonts, text, colour, width, sizes, bold)
