"""QA: from the title, the rules of every game with a table can be read, not only the first."""

from __future__ import annotations

import pygame
import pytest
from table_helpers import click, frames, key, make_app

from game.ui.scenes.rules import RulesScene

#: Issue 40 point 3: every layout here holds at each text size (100, 125, 150 %).
pytestmark = pytest.mark.usefixtures("text_size")


def test_the_rules_screen_has_a_tab_for_each_game(display: pygame.Surface) -> None:
    app = make_app(display)
    games = [("digmars", "Dig Mars"), ("tmdice", "Terraforming Mars: The Dice Game")]
    scene = RulesScene(app.ctx, "digmars", games=games)
    app.stack.push(scene)
    frames(app, 1)
    dig_pages = scene.pages
    tab = scene.buttons["game:tmdice"]
    assert tab.visible
    scene.turn(1)
    click(app, tab.get_abs_rect().center)
    assert scene.game_id == "tmdice" and scene.page == 0
    assert scene.pages is not dig_pages
    key(app, pygame.K_TAB)
    assert scene.game_id == "digmars"


def test_the_title_offers_every_games_rules(display: pygame.Surface) -> None:
    from game.ui.play.tables import ui_module
    from game.ui.shell.app import title_scene

    app = make_app(display)
    title = title_scene(app)
    app.stack.push(title)
    frames(app, 1)
    title.open_rules()
    scene = app.stack.top
    assert isinstance(scene, RulesScene)
    with_rules = [g.game_id for g in title.games if ui_module(g.game_id, "rules") is not None]
    if len(with_rules) > 1:
        assert [gid for gid, _ in scene.games] == with_rules
    else:
        assert scene.games == ()  # one game: no tabs


def _has_colour(surface: pygame.Surface, colour: tuple[int, int, int]) -> bool:
    return pygame.mask.from_threshold(surface, (*colour, 255), (1, 1, 1, 255)).count() > 0


def test_rules_pictures_use_the_palette_in_use(
    display: pygame.Surface,
) -> None:
    """Issue 13 point 9: the stations in the rules' diagrams wear the colours of the table."""
    from game.ui.draw.palettes import SEAT_COLOURS

    COLOURS, SAFE_COLOURS = SEAT_COLOURS["standard"], SEAT_COLOURS["protanopia"]

    app = make_app(display)
    scene = RulesScene(app.ctx, "digmars")
    app.stack.push(scene)
    frames(app, 1)
    last = len(scene.pages) - 1  # cooperation: every seat's station on one stack
    scene.turn(last)
    app.ctx.settings.palette = "protanopia"
    safe = scene._picture()
    assert _has_colour(safe, SAFE_COLOURS[1]) and not _has_colour(safe, COLOURS[1])
    app.ctx.settings.palette = "standard"
    usual = scene._picture()
    assert _has_colour(usual, COLOURS[1]) and not _has_colour(usual, SAFE_COLOURS[1])
