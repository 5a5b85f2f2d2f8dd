"""Our own text layout with the bundled font: wrapping, balancing, cutting short."""

from __future__ import annotations

import pygame
import pytest

from game.ui.draw.text import FontBook, render_paragraph, wrap, wrap_balanced

BLURB = "Race rival expeditions through a canyon: dig, haul treasure, upgrade your gear."


@pytest.fixture
def font(display: pygame.Surface) -> pygame.font.Font:
    return FontBook().get(15)


@pytest.mark.parametrize("width", [120, 300, 596, 2000])
def test_wrapping_keeps_every_word_in_order_within_the_width(
    font: pygame.font.Font, width: int
) -> None:
    for lines in (wrap(font, BLURB, width), wrap_balanced(font, BLURB, width)):
        assert " ".join(lines).split() == BLURB.split()
        assert all(font.size(line)[0] <= width for line in lines)


def test_balancing_keeps_the_line_count_and_evens_the_lines(font: pygame.font.Font) -> None:
    plain = wrap(font, BLURB, 596)
    balanced = wrap_balanced(font, BLURB, 596)
    assert len(balanced) == len(plain) == 2
    widths = [font.size(line)[0] for line in balanced]
    assert max(widths) - min(widths) < max(font.size(line)[0] for line in plain) / 2


def test_a_paragraph_past_its_line_limit_ends_with_an_ellipsis(font: pygame.font.Font) -> None:
    one_line = render_paragraph(font, BLURB, (255, 255, 255), 200, max_lines=1)
    assert one_line.get_height() == font.get_height()
    assert one_line.get_width() == 200


def test_fonts_are_loaded_once_per_size_and_weight(display: pygame.Surface) -> None:
    fonts = FontBook()
    assert fonts.get(15) is fonts.get(15)
    assert fonts.get(15) is not fonts.get(15, bold=True)
