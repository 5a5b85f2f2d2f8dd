"""Issue 40 point 3: at a larger text size the hunt's table really draws larger text where
its boxes hold it (the action panel's title, lines and buttons, the header's turn line, the
players' names, a cockroach's talent, a market card's effect), so the growth cannot vanish
unseen; at 100 % each part draws as it always did."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from test_nothing_clipped import C, four_heroes, look
from test_panel_voice import Names, positions

from game.ui.cockroach.action_panel import draw_panel
from game.ui.cockroach.header import render_header
from game.ui.cockroach.heroes import draw_hero
from game.ui.cockroach.layout import market_card_rect
from game.ui.cockroach.look import Ink, Look
from game.ui.cockroach.market import draw_market_card
from game.ui.cockroach.model import HuntModel
from game.ui.cockroach.prompts import Panel, Status, build_panel
from game.ui.cockroach.roaches import TALENT_Y, draw_roach
from game.ui.draw.text import FontBook, text_scale, use_text_scale
from game.ui.play.seats import COLOURS


@pytest.fixture(autouse=True)
def _restore_scale() -> Iterator[None]:
    before = text_scale()
    yield
    use_text_scale(before)


def at(scale: float, draw: Callable[[], Ink]) -> Ink:
    use_text_scale(scale)
    return draw()


def heights(ink: Ink, keep: Callable[[str, int], bool]) -> list[int]:
    """The heights of the lines drawn that `keep(text, top)` picks."""
    return [rect.height for text, rect in ink.texts if keep(text, rect.top)]


def grown(draw: Callable[[], Ink], keep: Callable[[str, int], bool]) -> list[str]:
    """At 150 % the lines picked are there and each taller than the tallest at 100 %;
    returns them."""
    small = heights(at(1.0, draw), keep)
    ink = at(1.5, draw)
    large = heights(ink, keep)
    assert small and large
    assert min(large) > max(small), (small, large)
    return [text for text, rect in ink.texts if keep(text, rect.top)]


def short_look() -> Look:
    """Names as short as most players' (a long one shrinks back to fit its line)."""
    names = ("Ann", "Bo", "Cy", "Dee")
    return Look.make(FontBook(), lambda s: COLOURS[s], lambda s: names[s])


def panel_of(kind: str) -> Panel:
    engine = positions()[kind]
    decider = engine.decider()
    assert decider is not None
    view = engine.observation(decider)
    names = Names(lambda s: f"Player {s + 1}", engine.describe, C)
    status = Status(False, decider, True, True)
    return build_panel(HuntModel(), view, status, list(engine.legal_actions()), [0, 1], names)


def test_the_action_panel_draws_its_title_lines_and_buttons_larger() -> None:
    """A short title and its line ("hero"); buttons whose words have room ("move": a
    button as wide as its words keeps their size, on one line)."""
    lk, panel = short_look(), panel_of("hero")
    titled = grown(lambda: draw_panel(lk, panel, None, None), lambda text, top: top < 20)
    assert titled == [panel.title]
    grown(lambda: draw_panel(lk, panel, None, None), lambda text, top: 20 < top < 60)
    panel = panel_of("move")
    labels = {b.text for b in panel.buttons}
    assert grown(lambda: draw_panel(lk, panel, None, None), lambda text, _: text in labels)


def test_the_header_turn_line_is_larger() -> None:
    lk, view = look(), four_heroes()
    use_text_scale(1.0)
    small = render_header(lk, view).get_height()
    use_text_scale(1.5)
    assert render_header(lk, view).get_height() > small


def test_player_names_on_their_panels_are_larger() -> None:
    lk, view = short_look(), four_heroes()
    # Seat 0's hero has the most words: its panel has no room for more and keeps 100 %.
    for seat in (1, 2, 3):
        name = lk.name(seat)
        grown(lambda s=seat: draw_hero(lk, view, s, False), lambda t, _, n=name: t == n)


def test_a_cockroach_talent_and_a_market_card_effect_are_larger() -> None:
    lk, view = look(), four_heroes()
    grown(lambda: draw_roach(lk, view, 0, ""), lambda _, top: top >= TALENT_Y)
    size = market_card_rect(0).size
    cid = next(c for c in C.card if C.card[c].type == "squad")
    grown(lambda: draw_market_card(lk, cid, size, True), lambda _, top: top >= 42)
