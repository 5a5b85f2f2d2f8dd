"""The Dig Mars in-app rules (game/ui/digmars/rules.py) say what the engine does: the move
diagram lights every square the engine lets a station move to, and the pages name this
edition's departures from the box (exact change) and the end when the last tile is taken."""

from __future__ import annotations

import pygame
import pytest

from game.rules.core import Setup
from game.rules.digmars.engine import DigMarsEngine
from game.ui.digmars import rules
from game.ui.draw import palette
from game.ui.draw.text import FontBook
from game.ui.scenes.rules import DIAGRAM

#: Issue 40 point 3: every layout here holds at each text size (100, 125, 150 %).
pytestmark = pytest.mark.usefixtures("text_size")


def _lit(surface: pygame.Surface, square: int) -> bool:
    """The ochre frame of a lit square shows just below its bottom-left corner."""
    r = rules.move_square(square, DIAGRAM)
    return tuple(surface.get_at((r.left + 8, r.bottom + 1)))[:3] == palette.OCHRE


def test_move_diagram_lights_the_emptied_square_and_the_jump(display: pygame.Surface) -> None:
    """Move (seed 003): a station may stop on an emptied square ("to move in a different
    direction later") or skip it to the closest stack beyond; the diagram lights both, as
    the engine allows both."""
    engine, _ = DigMarsEngine.new(Setup(game="digmars", players=2), 1)
    engine.state.stacks[6] = []
    assert sorted(engine.move_targets(5)) == sorted(rules.move_diagram_targets())
    assert set(rules.move_diagram_targets()) == {1, 4, 6, 7, 9}
    surface = rules._move_diagram(FontBook(), DIAGRAM)
    for square in range(16):
        assert _lit(surface, square) == (square in {1, 4, 6, 7, 9}), square


def test_rules_pages_name_the_generous_bank_and_the_sudden_end() -> None:
    """Change (seed 003: "Use Fortune tokens or discarded tiles for change") is made exactly
    here, and the pages say it departs from the box; the game ends once the last tile is
    taken (seed 003, "Game end")."""
    text = " ".join(page.text for page in rules.PAGES)
    assert "exact change" in text and "departs from the box" in text
    assert "ends at once when the last tile is taken" in text
