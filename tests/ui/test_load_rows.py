"""The Load screen's rows never overlap their text (issue 13, point 9): a long save name or a
long game title gives way before the date, and an example named after its game does not name
it twice."""

from __future__ import annotations

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.games import GAMES
from game.ui.scenes.load import TEXT_W
from game.ui.scenes.load_rows import title_line

NAMES = st.text(
    alphabet=st.characters(min_codepoint=32, max_codepoint=0x24F, exclude_characters="\x7f"),
    min_size=1,
    max_size=80,
)


#: Issue 40 point 3: every layout here holds at each text size (100, 125, 150 %).
pytestmark = pytest.mark.usefixtures("text_size")


@pytest.fixture(scope="module")
def fonts() -> tuple[pygame.font.Font, pygame.font.Font]:
    pygame.font.init()
    from game.ui.draw.text import FontBook

    book = FontBook()
    return book.get(18, bold=True), book.get(15)


@settings(max_examples=150, deadline=None)
@given(
    title=NAMES,
    game=st.sampled_from([g.title for g in GAMES] + ["X" * 60]),
    date_w=st.integers(60, 200),
)
def test_a_rows_name_and_game_fit_beside_the_date(
    fonts: tuple[pygame.font.Font, pygame.font.Font], title: str, game: str, date_w: int
) -> None:
    bold, font = fonts
    room = TEXT_W - date_w - 24
    name, tail = title_line(bold, font, title, game, room)
    used = bold.size(name)[0] + ((12 + font.size(tail)[0]) if tail else 0)
    assert used <= room, (name, tail, used, room)
    assert name  # the save's own name always shows, cut short if it must be


def test_an_example_named_after_its_game_does_not_name_it_twice(
    fonts: tuple[pygame.font.Font, pygame.font.Font],
) -> None:
    bold, font = fonts
    for game in GAMES:
        name, tail = title_line(bold, font, game.title, game.title, TEXT_W - 150)
        assert name == game.title and tail == ""
    name, tail = title_line(bold, font, "Example", "Dig Mars", TEXT_W - 150)
    assert (name, tail) == ("Example", "\u00b7  Dig Mars")
