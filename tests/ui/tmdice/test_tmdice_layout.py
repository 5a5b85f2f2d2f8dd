"""The TM Dice table's layout: nothing cut at 1280x720, the tableau popup's cards enlarge on
hover, and the table reads only what the seat at the screen may see."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest
from table_helpers import click, frames, make_app
from tmdice_ui_helpers import start

from game.rules.tmdice.content import content
from game.ui.draw.text import at_most
from game.ui.play.seats import SeatSpec
from game.ui.tmdice import header, hints, layout
from game.ui.tmdice import table as table_module
from game.ui.tmdice.board import TITLE_ROW, vp_tag_rect
from game.ui.tmdice.column import column
from game.ui.tmdice.layout import BOARD, HEX_R, hex_centre
from game.ui.tmdice.live import live_rects
from game.ui.tmdice.table import TMDiceTable
from game.ui.tmdice.targets import OnPanel, OnStrip

C = content()


#: Issue 40 point 3: every layout here holds at each text size (100, 125, 150 %).
pytestmark = pytest.mark.usefixtures("text_size")


def _seats() -> list[SeatSpec]:
    return [
        SeatSpec(name="Ada", colour=0, human=True),
        SeatSpec(name="Rover", colour=1, human=False, bot="greedy"),
    ]


def _move(app: object, table: TMDiceTable, point: tuple[int, int]) -> None:
    where = app.canvas.to_window(point)  # type: ignore[attr-defined]
    event = pygame.event.Event(pygame.MOUSEMOTION, pos=where, rel=(0, 0), buttons=(0, 0, 0))
    app.frame([event], 1 / 60)  # type: ignore[attr-defined]


def test_every_milestone_text_fits_the_header_whole(display: pygame.Surface) -> None:
    app = make_app(display)
    table = start(app, _seats(), seed=5)
    width = layout.milestone_rects()[0].width - 12
    with at_most(1.0):  # the header's boxes keep the standard size (issue 40 point 3)
        font = table.ctx.fonts.get(9)
    for m in C.miles.values():
        lines = header.milestone_lines(table.ctx.fonts, m.text, width)
        assert 1 <= len(lines) <= 2, m.text
        assert " ".join(lines) == m.text, f"cut: {lines}"
        assert all(font.size(line)[0] <= width for line in lines)


def test_the_tableau_popup_stays_open_and_enlarges_its_cards(display: pygame.Surface) -> None:
    app = make_app(display)
    table = start(app, _seats(), seed=5)
    played = ["lichen_mats", "brine_wells", "street_market"]
    table.engine.state.players_state[1].played.extend(played)
    table.refresh_view()
    table.state_changed()
    frames(app, 1)
    panel = column(table.situation()).panels[1]
    _move(app, table, panel.center)
    assert table.model.pointer == OnPanel(1) and table.model.popup_seat == 1
    sit = table.situation()
    live = live_rects(sit, table.model, table.arriving, table.buttons)
    _, rect, strips = table.popups.placed(table.pics, sit, 1, live)
    assert [cid for cid, _ in strips] == sorted(
        played, key=lambda c: ("green", "red", "blue").index(C.cards[c].colour)
    )
    # a hovered panel only previews: moving away closes it; a click pins it open
    _move(app, table, (rect.right + 3, panel.y + 20))
    assert table.model.popup_seat is None
    click(app, panel.center)
    assert table.model.pinned_panel == 1
    _move(app, table, (rect.right + 3, panel.y + 20))
    assert table.model.popup_seat == 1
    cid, strip = strips[0]
    _move(app, table, strip.center)
    assert table.model.pointer == OnStrip(cid, in_popup=True) and table.model.popup_seat == 1
    assert C.cards[cid].name in hints.hover_hint(table.situation(), table.model, table.buttons)
    frames(app, 1)  # the enlarged card draws beside the popup
    # a click on the popup presses nothing under it
    since = len(table.session.match.events)
    event = pygame.event.Event(
        pygame.MOUSEBUTTONDOWN, pos=app.canvas.to_window(strip.center), button=1
    )
    app.frame([event], 1 / 60)
    assert len(table.session.match.events) == since
    assert table.model.popup_seat == 1
    # a click away from it closes it
    click(app, (BOARD.x + 5, BOARD.bottom - 5))
    assert table.model.popup_seat is None and table.model.pinned_panel is None


def test_the_table_reads_the_seats_observation_not_the_engine_state() -> None:
    folder = Path(table_module.__file__).parent
    for path in folder.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "engine.state" not in text, f"{path.name} reads the engine's whole state"
        assert ".state.pending" not in text and ".state.players_state" not in text


def test_a_tile_looks_the_same_in_every_run() -> None:
    """The greenery's scattered plants come from a seed that does not change between runs
    (a str hash does), so screenshots of a position are repeatable."""
    code = (
        "import os, zlib; os.environ['SDL_VIDEODRIVER'] = 'dummy'; import pygame; pygame.init()\n"
        "from game.ui.draw.text import FontBook\n"
        "from game.ui.tmdice.map_art import render_tile\n"
        "tile = render_tile('greenery', 30.0, FontBook())\n"
        "print(zlib.crc32(pygame.image.tobytes(tile, 'RGBA')))\n"
    )
    runs = {
        subprocess.run(
            [sys.executable, "-c", code],
            capture_output=True,
            text=True,
            env={**os.environ, "PYTHONHASHSEED": str(seed)},
            check=True,
        ).stdout.strip()
        for seed in (1, 2)
    }
    assert len(runs) == 1, runs


def test_the_vp_tag_of_an_area_never_covers_the_oceans_left() -> None:
    """Placing a tile, the area under the pointer wears a "+n VP" tag. On the top row it went
    over "OCEANS n/7" in the board's title row, the count a player placing an ocean reads;
    every area's tag now stays below that row, on the board and against its own hex."""
    below_title = BOARD.top + TITLE_ROW
    moved = 0
    for area in content().map.areas:
        tag = vp_tag_rect(area.id, 54)  # "+10 VP" and its margin
        cx, cy = hex_centre(area.id)
        assert tag.top >= below_title and BOARD.contains(tag), area.id
        assert abs(tag.centerx - cx) <= 1 and abs(tag.centery - cy) <= HEX_R + 9, area.id
        moved += tag.top > cy
    assert moved >= 1  # the top row's tags sit on their hex's bottom edge
