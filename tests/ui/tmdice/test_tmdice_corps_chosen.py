"""000 setup, "keep one corporation (secret until all have chosen)": a seat that has kept
one says so on its panel ("chosen (secret)", as the log says it has chosen), never
"choosing..." while the person still chooses. (Found by a play-test in a real window.)"""

from __future__ import annotations

import pygame
from table_helpers import frames, make_app
from tmdice_ui_helpers import start

from game.ui.play.seats import default_seats
from game.ui.tmdice.tableaus import _setting_up


def test_a_seat_that_kept_its_corporation_says_so_while_others_choose(
    display: pygame.Surface,
) -> None:
    app = make_app(display)
    table = start(app, default_seats(3, humans=1), seed=5)
    for _ in range(200):
        sit = table.situation()
        if sit.to_act and sit.view.step == "corps":
            break
        frames(app, 1)
    else:
        raise AssertionError("the person never came to choose a corporation")
    kept = [e.data["seat"] for e in table.session.match.events if e.kind == "corporation_chosen"]
    assert kept, "the computers choose first at this seed"
    for seat in range(3):
        words = _setting_up(sit, seat)
        assert words == ("chosen (secret)" if seat in kept else "choosing\u2026"), seat
    assert table.viewer not in kept
