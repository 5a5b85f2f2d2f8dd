"""QA: the longest names a seat can have never run into the text beside them."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from table_helpers import frames, make_app, start_table

from game.ui.digmars import layout, panels, turn
from game.ui.digmars.grown import grown_fitted
from game.ui.draw.palette import Colour
from game.ui.draw.text import FontBook, render_fitted
from game.ui.play.seats import SeatSpec
from game.ui.scenes.pass_device import CARD_W, PassScene

LONG = "W" * 16  # the name box takes 16 characters; W is the widest letter


#: Issue 40 point 3: every layout here holds at each text size (100, 125, 150 %).
pytestmark = pytest.mark.usefixtures("text_size")


def test_render_fitted_shrinks_then_cuts(display: pygame.Surface) -> None:
    fonts = FontBook()
    short = render_fitted(fonts, "Ada", (255, 255, 255), 200, (17, 13))
    assert short.get_height() == fonts.get(17).get_height()
    long = render_fitted(fonts, LONG, (255, 255, 255), 120, (17, 13))
    assert long.get_width() <= 120


def test_long_names_fit_the_panels_and_the_turn_box(
    display: pygame.Surface, monkeypatch: pytest.MonkeyPatch
) -> None:
    fitted: list[tuple[str, int, int]] = []
    real = grown_fitted  # render_fitted at the largest text size the name's place holds

    def spy(
        fonts: FontBook, text: str, colour: Colour, width: int, *args: Any, **kwargs: Any
    ) -> pygame.Surface:
        surface = real(fonts, text, colour, width, *args, **kwargs)
        fitted.append((text, width, surface.get_width()))
        return surface

    for module in (panels, turn):  # the players' panels and the turn box draw the names
        monkeypatch.setattr(module, "grown_fitted", spy)
    app = make_app(display)
    seats = [SeatSpec(LONG, 0), SeatSpec("M" * 16, 1, human=False)]
    start_table(app, seats, seed=3)
    frames(app, 3)
    while isinstance(app.stack.top, PassScene):
        app.stack.top.confirm()
        frames(app, 2)
    texts = {text for text, _, _ in fitted}
    assert LONG in texts and "M" * 16 in texts  # both panels' names
    assert any(text.startswith("Your turn") or "turn" in text for text in texts)
    for text, width, drawn in fitted:
        assert drawn <= width, text
    for text, width, _ in fitted:
        if text in (LONG, "M" * 16):
            assert width <= layout.PANEL_W - 42 - 12 - 60  # clear of the pill / kind


def test_a_long_name_on_the_pass_screen_stays_on_its_card(display: pygame.Surface) -> None:
    app = make_app(display)
    scene = PassScene(app.ctx, LONG, lambda: None)
    app.stack.push(scene)
    frames(app, 1)
    assert scene.button is not None
    text_width = app.ctx.fonts.get(18, bold=True).size(scene.button.text)[0]
    assert text_width + 28 <= scene.button.relative_rect.width <= CARD_W
    short = PassScene(app.ctx, "Ada", lambda: None)
    app.stack.push(short)
    frames(app, 1)
    assert short.button is not None and short.button.text == "I am Ada: show the table"


def test_a_saves_row_keeps_long_names_clear_of_its_buttons(display: pygame.Surface) -> None:
    from game.store.saves_format import SeatInfo
    from game.ui.scenes.load import TEXT_W, seat_line_fit

    fonts = FontBook()
    font, small = fonts.get(14), fonts.get(12)
    seats = [SeatInfo(name=LONG, kind="human")] + [
        SeatInfo(name=f"Maximilian Wolf{i}", kind="bot", bot="greedy") for i in range(3)
    ]
    names, show_kind = seat_line_fit(font, small, seats, TEXT_W)
    width = sum(18 + font.size(n)[0] + 22 for n in names)
    assert width <= TEXT_W and not show_kind
    few = [SeatInfo(name="Ada", kind="human"), SeatInfo(name="Rover 1", kind="bot", bot="greedy")]
    assert seat_line_fit(font, small, few, TEXT_W) == (["Ada", "Rover 1"], True)
