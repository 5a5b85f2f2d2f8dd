"""Issue 13 points 7 and 8 at the TM Dice table: the seat at the screen sees its own green, red
and blue cards in play without hovering (names whole, blue ones used or not this round), and
the map is larger than the 30 px hexes of the first layout, inside its plate, clear of its
tracks; the right column stacks panels, missions, colony tiles and log without overlap."""

from __future__ import annotations

import math

import pygame
from hypothesis import example, given
from hypothesis import strategies as st
from table_helpers import frames, make_app
from tmdice_ui_helpers import start

from game.rules.tmdice.content import content
from game.ui.play.seats import SeatSpec
from game.ui.tmdice import hints, own_tableau
from game.ui.tmdice.column import column
from game.ui.tmdice.layout import (
    AWARD_H,
    BOARD,
    HEX_R,
    LOG_LEAST,
    LOG_MIN,
    OXY_X,
    PANEL_BLUE_H,
    PANEL_H,
    RIGHT,
    SQ3,
    TEMP_X,
    H,
    W,
    chip_rects,
    hex_centre,
    right_column,
)
from game.ui.tmdice.pointing import panel_chips
from game.ui.tmdice.targets import OnChip

C = content()
CANVAS = pygame.Rect(0, 0, W, H)


def _seats(players: int) -> list[SeatSpec]:
    return [SeatSpec(name="Ada", colour=0, human=True)] + [
        SeatSpec(name=f"Rover {i}", colour=i, human=False, bot="greedy") for i in range(1, players)
    ]


def test_the_map_is_larger_and_inside_its_plate_clear_of_its_tracks() -> None:
    """Issue 13 point 8: a larger map at 1280x720 (the first layout had 30 px hexes): every
    hex inside the board's plate, none reaching the thermometer or the oxygen tube."""
    assert HEX_R > 30
    for area in C.map.areas:
        x, y = hex_centre(area.id)
        half_w = HEX_R * SQ3 / 2
        hex_box = pygame.Rect(
            math.floor(x - half_w), math.floor(y - HEX_R), math.ceil(2 * half_w), 2 * HEX_R
        )
        assert BOARD.contains(hex_box), area.id
        assert hex_box.left > TEMP_X + 9 and hex_box.right < OXY_X - 9, area.id


@example(players=4, own=0, cards=24, missions=True, tiles=6)
@example(players=4, own=3, cards=24, missions=False, tiles=6)
@given(
    players=st.integers(min_value=1, max_value=4),
    own=st.integers(min_value=0, max_value=3),
    cards=st.integers(min_value=0, max_value=24),
    missions=st.booleans(),
    tiles=st.sampled_from([0, 3, 4, 5, 6]),
)
def test_the_right_column_never_overlaps_and_stays_on_screen(
    players: int, own: int, cards: int, missions: bool, tiles: int
) -> None:
    """Panels (one per seat, the seat at the screen's with its cards), the missions, the
    colony tiles and the log: inside the column, none over another, every chip inside its
    panel; the log keeps ``LOG_MIN`` whenever the panels can leave it that much."""
    own = min(own, players - 1)
    col = right_column(players, own, cards, missions, tiles)
    parts = [*col.panels]
    parts += [r for r in (col.missions, col.colonies) if r is not None]
    parts.append(col.log)
    for i, rect in enumerate(parts):
        assert RIGHT.contains(rect), rect
        assert not any(rect.colliderect(other) for other in parts[i + 1 :])
    assert (col.missions is not None) == missions and (col.colonies is not None) == bool(tiles)
    assert all(p.height >= PANEL_H for i, p in enumerate(col.panels) if i != own)
    chips = chip_rects(col.panels[own], cards, col.chip_columns)
    assert all(col.panels[own].contains(r) for r in chips)
    for i, rect in enumerate(chips):
        assert not any(rect.colliderect(other) for other in chips[i + 1 :])
    # four players with both the missions and the colony tiles: the log keeps a line or two
    # (the whole log is one click away)
    assert col.log.height >= (20 if players == 4 and missions and tiles else LOG_LEAST)
    if players <= 3 and cards <= 15 and not (missions and tiles):
        assert col.log.height >= LOG_MIN


def test_own_cards_in_play_are_named_on_the_table_with_fifteen_cards(
    display: pygame.Surface,
) -> None:
    """Issue 13 point 7, with 4 players, the Colonies module and 15 cards in play: each card
    has a chip inside the panel and the canvas, its name whole (no ellipsis, 8 points or
    more), used blue cards marked; hovering a chip names the card."""
    app = make_app(display)
    table = start(app, _seats(4), seed=4, colonies=True)
    state = table.engine.state
    played = [c for c in state.deck if C.cards[c].colour == "blue"][:4]
    played += [c for c in state.deck if C.cards[c].colour != "blue"][: 15 - len(played)]
    state.players_state[0].played.extend(played)
    state.players_state[0].tapped.append(played[0])
    table.refresh_view()
    table.state_changed()
    frames(app, 2)
    sit = table.situation()
    chips = own_tableau.chips(sit, 0)
    assert sorted(c for c, _ in chips) == sorted(played)
    panel = column(sit).panels[0]
    for cid, rect in chips:
        assert panel.contains(rect) and CANVAS.contains(rect)
        size, name = own_tableau.chip_name(table.ctx.fonts, C.cards[cid].name, rect.width)
        assert name == C.cards[cid].name and size >= 8, (cid, name)
    own = [cid for seat, cid, _ in panel_chips(table.pics, sit) if seat == 0]
    blue = [cid for cid in own if C.cards[cid].colour == "blue"]
    assert sorted(blue) == sorted(c for c in played if C.cards[c].colour == "blue")
    cid, rect = chips[-1]
    where = app.canvas.to_window(rect.center)
    app.frame(
        [pygame.event.Event(pygame.MOUSEMOTION, pos=where, rel=(0, 0), buttons=(0, 0, 0))], 1 / 60
    )
    assert table.model.pointer == OnChip(0, cid)
    assert C.cards[cid].name in hints.hover_hint(table.situation(), table.model, table.buttons)


def test_every_card_name_is_whole_on_a_chip_of_two_columns(display: pygame.Surface) -> None:
    """With two columns of chips (the usual case), every project card's name is written whole
    at 10 points."""
    app = make_app(display)
    table = start(app, _seats(2), seed=4)
    width = chip_rects(pygame.Rect(RIGHT.x, 0, RIGHT.width, 200), 2, 2)[0].width
    for card in C.cards.values():
        size, name = own_tableau.chip_name(table.ctx.fonts, card.name, width)
        assert (size, name) == (10, card.name)


def test_no_own_chip_for_the_other_seats(display: pygame.Surface) -> None:
    """Only the seat at the screen lists its cards in its panel; the others keep the compact
    panel (their whole tableau opens on hover)."""
    app = make_app(display)
    table = start(app, _seats(3), seed=4)
    table.engine.state.players_state[1].played.extend(["lichen_mats", "brine_wells"])
    table.refresh_view()
    sit = table.situation()
    assert table.tray_seat() == 0 and own_tableau.chips(sit, 0) == []
    assert column(sit).panels[1].height - AWARD_H in (PANEL_H, PANEL_BLUE_H)
    other = column(sit).panels[1]
    assert all(own_tableau.chip_at(sit, (x, y)) is None for x, y in (other.center, other.midbottom))
