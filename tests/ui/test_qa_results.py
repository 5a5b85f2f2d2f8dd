"""QA: on the Results screen a score source's number never wraps away from its label."""

from __future__ import annotations

import pygame
import pytest
from table_helpers import frames, make_app

from game.ui.draw import text as text_module
from game.ui.play.seats import default_seats
from game.ui.play.session import GameSession, MatchSpec
from game.ui.scenes import results as results_module
from game.ui.scenes.results import ResultsScene

#: Issue 40 point 3: every layout here holds at each text size (100, 125, 150 %).
pytestmark = pytest.mark.usefixtures("text_size")


def test_a_no_break_space_keeps_two_words_on_one_line(display: pygame.Surface) -> None:
    font = pygame.font.Font(None, 20)
    width = font.size("Spent on upgrades ")[0]
    lines = text_module.wrap(font, "Treasure carried +37 \u00b7 Spent on upgrades\u00a0-8", width)
    assert "-8" not in lines
    assert any(line.endswith("upgrades\u00a0-8") for line in lines)


def test_results_lines_bind_each_number_to_its_label(
    display: pygame.Surface, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = GameSession(MatchSpec("digmars", default_seats(3, humans=0), seed=4))
    while not session.is_over():
        session.start_thinking().join(5)
        session.apply(session.take_decision())
    seen: list[str] = []
    real = results_module.render_paragraph

    def spy(font, text, *args, **kwargs):  # type: ignore[no-untyped-def]
        seen.append(text)
        return real(font, text, *args, **kwargs)

    monkeypatch.setattr(results_module, "render_paragraph", spy)
    app = make_app(display)
    app.stack.push(ResultsScene(app.ctx, session))
    frames(app, 2)
    lines = [t for t in seen if "Treasure\u00a0carried" in t]
    assert lines
    for line in lines:
        for part in line.split("  \u00b7  "):
            assert " " not in part, part  # "Spent on upgrades -8" never breaks inside
