"""Issue 38, point 7: solo tells you how you are doing. Beside the players' panel the table
shows the rulebook's bands (000 "Solo game scoring benchmark") and where the score would land
if the game ended now, with the band's name; a game with rivals has no such box."""

from __future__ import annotations

import pygame
from table_helpers import frames, make_app
from tmdice_ui_helpers import start, to_turn_window

from game.rules.tmdice import figures
from game.ui.play.seats import default_seats
from game.ui.tmdice import solo_view
from game.ui.tmdice.column import column


def test_the_solo_table_shows_the_bands_and_the_score_now(display: pygame.Surface) -> None:
    app = make_app(display)
    table = start(app, default_seats(1, humans=1), seed=3)
    to_turn_window(app, table)
    state = table.engine.state
    state.players_state[0].vp = 71
    table.refresh_view()
    table.state_changed()
    frames(app, 2)
    sit = table.situation()
    col = column(sit)
    assert col.solo is not None
    assert not any(col.solo.colliderect(r) for r in (*col.panels, col.log))
    p = sit.views[0]
    now = solo_view.score_now(sit)
    assert now == figures.solo_score_if_ended(
        p.vp, p, p.milestones, p.missions, sit.view.award_dice
    )
    assert now >= 71
    assert figures.band_for(now) in [name for _, name in figures.solo_bands()]
    picture = solo_view.render(table.pics, sit, col.solo)
    assert picture.get_size() == col.solo.size
    words = f"If the game ended now: {now} VP \u2014 {figures.band_for(now)}"
    assert table.ctx.fonts.get(10, True).size(words)[0] <= col.solo.width - 20


def test_a_game_with_rivals_has_no_solo_box(display: pygame.Surface) -> None:
    app = make_app(display)
    table = start(app, default_seats(2, humans=1), seed=3)
    assert column(table.situation()).solo is None
