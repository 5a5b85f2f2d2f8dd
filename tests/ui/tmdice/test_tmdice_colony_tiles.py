"""Issue 38, point 4: colonies at a glance. Each colony tile (002) is drawn as a tile: its
moon, its income per step written on its track (readable without hovering), the white marker,
the three colony spots with their owners' marks and a parked fleet in its owner's colour; the
standard projects keep their names when the panel is crowded; a production turn lists the
colony production dice with the brown boxes (002 adapted: a colony's production die)."""

from __future__ import annotations

import itertools

import pygame
from table_helpers import frames, make_app
from tmdice_ui_helpers import start

from game.rules.tmdice import figures
from game.ui.play.seats import SeatSpec
from game.ui.tmdice import colonies_view, colony_words
from game.ui.tmdice.action_panel import _terse
from game.ui.tmdice.commands import Button, PayFor
from game.ui.tmdice.table import TMDiceTable


def _table(display: pygame.Surface) -> TMDiceTable:
    seats = [SeatSpec(name=f"P{i}", colour=i, human=i == 0, bot="greedy") for i in range(4)]
    app = make_app(display)
    table = start(app, seats, seed=4, colonies=True)
    frames(app, 2)
    return table


def test_a_colony_tile_shows_its_moon_track_marker_spots_and_fleet(
    display: pygame.Surface,
) -> None:
    table = _table(display)
    c = table.engine.state.modules["colonies"]
    tile = next(t for t in c.tiles if c.marker[t] >= 0)
    c.marker[tile] = 3
    c.colonies[tile] = [2]
    c.fleets[1] = [tile]
    table.refresh_view()
    sit = table.situation()
    area = colonies_view.column(sit).colonies
    assert area is not None
    picture = colonies_view.render(table.pics, sit, table.model, area)
    row = dict(colonies_view.row_rects(sit))[tile].move(-area.x, -area.y)
    parts = colonies_view.row_parts(row)
    # the moon: a picture, not the row's plain fill
    moon = {picture.get_at(p)[:3] for p in _grid(parts.moon)}
    assert len(moon) > 8
    # the marker's step is the white one, the others are not
    assert picture.get_at(parts.cells[3].topleft + pygame.Vector2(2, 2))[:3] == (250, 250, 252)
    assert picture.get_at(parts.cells[2].topleft + pygame.Vector2(2, 2))[:3] != (250, 250, 252)
    # every step's income is written on it, whole
    data = figures.colony_tile(tile)
    for i, cell in enumerate(parts.cells):
        label = colony_words.step_label(list(data.income[i]))
        assert table.ctx.fonts.get(11, True).size(label)[0] <= cell.width
    # the owner's mark on the first spot, the fleet in its owner's colour
    spot = {picture.get_at(p)[:3] for p in _grid(parts.spots[0])}
    assert len(spot) > 2
    fleet_colour = table.colour(1)
    fleet = [picture.get_at(p)[:3] for p in _grid(parts.fleet)]
    assert fleet_colour in fleet


def _grid(r: pygame.Rect) -> list[tuple[int, int]]:
    return [(x, y) for x in range(r.x, r.right) for y in range(r.y, r.bottom)]


def test_standard_projects_keep_their_names_in_a_crowded_panel() -> None:
    buttons = [
        Button(f"\u00d7{n} {name}", (("die", face),), command=PayFor("project", face), tip="t")
        for face, n, name in (
            ("heat", 3, "Temperature"),
            ("water", 3, "Ocean"),
            ("plant", 4, "Greenery"),
            ("city", 3, "City"),
            ("megacredit", 3, "2 VP"),
        )
    ]
    texts = [b.text for b in _terse(buttons)]
    assert texts == ["Temp.", "Ocean", "Greenery", "City", "2 VP"]
    assert not any(t.startswith("\u00d7") for t in texts)
    assert all(b.tip.startswith("\u00d7") for b in _terse(buttons))


def test_a_production_turn_lists_the_colony_dice(display: pygame.Surface) -> None:
    table = _table(display)
    table.engine.state.modules["colonies"].production[0] = ["grey", "blue"]
    table.refresh_view()
    sit = table.situation()
    items = colony_words.seat_production(sit, 0)
    assert items[-2:] == ["grey", "blue"]
    p = sit.views[0]
    assert items[:-2] == figures.production_items(p.corp, p.played)


class _Spy(pygame.Surface):
    """A surface that notes where each picture is drawn on it."""

    drawn: list[tuple[pygame.Surface, pygame.Rect]]

    def blit(self, source, dest, *rest, **kw):  # type: ignore[no-untyped-def, override]
        out = super().blit(source, dest, *rest, **kw)
        self.drawn.append((source, pygame.Rect(out)))
        return out


def test_a_colony_row_draws_no_word_under_its_track_in_any_row_height(
    display: pygame.Surface,
) -> None:
    """Issue 38, "nothing clipped or overlapping": with 4 players the column gives the colony
    tiles short rows (19 px apart at 1280x720). In every row height tried, each word of a row
    (its name, what it trades, its steps' numbers, why it is closed) stands whole in the row,
    clear of the other words, the income picture, the steps it is not written on and the
    colony spots."""
    from game.ui.tmdice.layout import COLONY_ROWS

    table = _table(display)
    c = table.engine.state.modules["colonies"]
    shown = list(c.tiles) + [t for t in figures.colony_tiles() if t not in c.tiles][:1]
    words: list[pygame.Surface] = []
    real_text = table.pics.fonts.text

    def text(*args, **kw):  # type: ignore[no-untyped-def]
        img = real_text(*args, **kw)
        words.append(img)
        return img

    table.pics.fonts.text = text  # type: ignore[method-assign]
    for pitch, tile in itertools.product(COLONY_ROWS, shown):
        row = pygame.Rect(4, 2, 342, pitch - 3)
        surface = _Spy((350, 40), pygame.SRCALPHA)
        surface.drawn = []
        words.clear()
        colonies_view._draw_row(table.pics, surface, c, tile, row, False)
        parts = colonies_view.row_parts(row)
        texts = [  # where each word's ink is
            src.get_bounding_rect().move(r.topleft)
            for src, r in surface.drawn
            if any(src is w for w in words)
        ]
        assert texts, (pitch, tile)
        step = colony_words.marker_of(c, tile)
        closed = step is not None and step < 0  # its reason instead of its track
        keep_clear = [] if closed else [parts.icon, *parts.spots]
        for r in texts:
            where = (pitch, tile, r)
            assert row.contains(r), where
            assert r.collidelist(keep_clear) < 0, where
            on = [cell for cell in parts.cells if cell.colliderect(r) and not closed]
            assert len(on) <= 1 and (not on or on[0].contains(r.clip(row))), where
        for a, b in itertools.combinations(texts, 2):
            assert not a.colliderect(b), (pitch, tile, a, b)
