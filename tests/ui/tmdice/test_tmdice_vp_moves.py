"""Issue 38, point 9: computer turns you can follow. Besides the dice rolling in, the cards
flying to their player and the tiles dropping onto the map, a seat's VP marker moves up the
track to its new score (the track leaves it at the old score until the move ends), at the
speed setting, and a skip ends it at once."""

from __future__ import annotations

import random

import pygame
from table_helpers import make_app
from tmdice_ui_helpers import start

from game.rules.core.events import emit
from game.ui.play.seats import default_seats
from game.ui.tmdice.animations import Stage, animations
from game.ui.tmdice.arriving import Arriving, arriving
from game.ui.tmdice.tracks import vp_track


def test_a_vp_gain_moves_the_marker_up_the_track(display: pygame.Surface) -> None:
    app = make_app(display, speed="normal")
    table = start(app, default_seats(2, humans=1), seed=5)
    table.engine.state.players_state[1].vp = 9
    table.refresh_view()
    sit = table.situation()
    stage = Stage(table.pics, sit, Arriving(), random.Random(1))
    events = [emit("vp", {"seat": 1, "n": 2, "source": "terraform"})]
    anims = animations(stage, events, True, 0, -1)
    keys = [a.key for a in anims]
    now = arriving(keys)
    assert now.vp_of(1) == 2 and now.vp_of(0) == 0
    track = vp_track(sit)
    assert track.at(9 - now.vp_of(1)) < track.at(9)
    for anim in anims:
        table.anims.add(anim)
    assert table.anims
    table.anims.skip()  # Space / Skip ahead: the move ends at once
    assert arriving(table.anims.keys()).vp_of(1) == 0
