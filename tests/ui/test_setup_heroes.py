"""The New game screen's hero pick (issue 15 point 1; 004 setup: "Each player chooses a Hero
Card"): a hero per seat named in words with its technique and talent in a sentence, "chosen at
the table" keeps the box's way, two seats never lead one hero, the picks are remembered, and
four seats fit the screen."""

from __future__ import annotations

import pygame
import pygame_gui
import pytest
from table_helpers import click, frames, make_app

from game.games import GAMES
from game.rules.cockroach import actions as A
from game.rules.cockroach.state import RoachObservation
from game.store.settings import LastGame, LastSeat
from game.ui.cockroach.table import CockroachTable
from game.ui.draw.text import wrap
from game.ui.scenes.setup import HINT_TOP, PICK_LINES, PICK_TEXT_W, RIGHT, SetupScene
from game.ui.scenes.setup_choices import remembered
from game.ui.shell.app import App

HERO_NAMES = {"vanguard": "Ada Voss", "quartermaster": "Bram Okoye", "scout": "Celia Marsh"}


def _open(display: pygame.Surface, seats: int = 4) -> tuple[App, SetupScene]:
    app = make_app(display)
    scene = SetupScene(app.ctx, GAMES)
    app.stack.push(scene)
    frames(app, 1)
    button = next(b for b, g in scene.game_buttons.items() if g.game_id == "cockroach")
    scene.handle_event(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=button))
    while len(scene.seats) < seats:
        scene._resize(len(scene.seats) + 1)
    frames(app, 1)
    return app, scene


def _pick(scene: SetupScene, seat: int, hero: str) -> None:
    """Choose `hero` ("" for the table) in a seat's list, as the list reports a choice."""
    menu = scene.rows[seat]["pick"]
    wanted = f"#pick_{hero or 'open'}"
    menu.selected_option = next(o for o in menu.options_list if o[1] == wanted)
    scene.picks_changed()


def _table_view(app: App) -> RoachObservation:
    table = app.stack.top
    assert isinstance(table, CockroachTable)
    view = table.session.engine.observation(0)
    assert isinstance(view, RoachObservation)
    return view


def test_heroes_chosen_on_the_screen_lead_their_seats_at_the_table(
    display: pygame.Surface,
) -> None:
    app, scene = _open(display, seats=3)
    for seat, hero in enumerate(("scout", "vanguard", "quartermaster")):
        _pick(scene, seat, hero)
    scene.start()
    frames(app, 1)
    view = _table_view(app)
    assert view.heroes == ["scout", "vanguard", "quartermaster"]
    table = app.stack.top
    assert isinstance(table, CockroachTable)
    legal = table.session.engine.legal_actions()
    assert not any(isinstance(a, A.ChooseHero) for a in legal)  # nothing left to choose


def test_a_hero_picked_by_mouse_in_the_seats_list(display: pygame.Surface) -> None:
    """The list opens on a click and a click on a hero's name picks it (the real path)."""
    app, scene = _open(display, seats=2)
    menu = scene.rows[1]["pick"]
    click(app, menu.rect.center)
    frames(app, 2)
    sprites = scene.ctx.manager.get_sprite_group().sprites()
    option = next(b for b in sprites if getattr(b, "text", "") == "Hero: Celia Marsh")
    click(app, option.rect.center)
    frames(app, 2)
    assert scene.seats[1].hero == "scout"
    assert "Send another hero off" in scene.pick_sentence(scene.seats[1])


def test_chosen_at_the_table_keeps_the_boxs_way_for_those_seats(display: pygame.Surface) -> None:
    app, scene = _open(display, seats=3)
    _pick(scene, 1, "scout")
    spec = scene.spec()
    assert spec is not None and spec.options == {"heroes": ["", "scout", ""]}
    scene.start()
    frames(app, 1)
    view = _table_view(app)
    assert view.heroes[1] == "scout"
    table = app.stack.top
    assert isinstance(table, CockroachTable)
    offered = [a.hero for a in table.session.engine.legal_actions() if isinstance(a, A.ChooseHero)]
    assert offered and "scout" not in offered  # the others choose at the table, as in the box


def test_no_pick_at_all_starts_the_game_without_the_option(display: pygame.Surface) -> None:
    _, scene = _open(display, seats=2)
    spec = scene.spec()
    assert spec is not None and "heroes" not in spec.options


def test_two_seats_on_one_hero_are_refused_with_a_sentence(display: pygame.Surface) -> None:
    app, scene = _open(display, seats=3)
    _pick(scene, 0, "chemist")
    _pick(scene, 2, "chemist")
    assert scene.error == "Two seats chose Dmitri Lund: each hero leads one seat."
    scene.start()
    frames(app, 1)
    assert app.stack.top is scene  # no game started
    assert "Dmitri Lund" in scene.error
    _pick(scene, 2, "")
    assert scene.error == ""


def test_a_computer_seat_offers_any_hero_in_its_own_words(display: pygame.Surface) -> None:
    _, scene = _open(display, seats=2)
    assert not scene.seats[1].human
    first = scene.rows[1]["pick"].options_list[0][0]
    person_first = scene.rows[0]["pick"].options_list[0][0]
    assert first == "Hero: any, its own pick"
    assert person_first == "Hero: chosen at the table"
    names = [o[0] for o in scene.rows[1]["pick"].options_list[1:]]
    assert names == [f"Hero: {n}" for n in ("Ada Voss", "Bram Okoye", "Celia Marsh", "Dmitri Lund")]


def test_hero_picks_are_remembered_for_the_next_new_game(display: pygame.Surface) -> None:
    app, scene = _open(display, seats=2)
    _pick(scene, 0, "vanguard")
    scene.start()
    last = app.ctx.settings.last_game
    assert last is not None and [s.hero for s in last.seats] == ["vanguard", ""]
    assert "heroes" not in last.options  # kept per seat, not as a stale option
    again = remembered(last, GAMES)
    assert again is not None and [s.hero for s in again[1]] == ["vanguard", ""]


def test_remembered_picks_drop_an_unknown_hero_and_a_second_seat_on_one_hero() -> None:
    seats = [
        LastSeat(name="A", colour=0, hero="scout"),
        LastSeat(name="B", colour=1, hero="scout"),
        LastSeat(name="C", colour=2, hero="gone"),
    ]
    again = remembered(LastGame(game_id="cockroach", seats=seats), GAMES)
    assert again is not None
    assert [s.hero for s in again[1]] == ["scout", "", ""]


@pytest.mark.parametrize("hero", ["vanguard", "quartermaster", "scout", "chemist", ""])
def test_each_pick_sentence_fits_beside_its_list_uncut(display: pygame.Surface, hero: str) -> None:
    _, scene = _open(display, seats=2)
    _pick(scene, 0, hero)
    sentence = scene.pick_sentence(scene.seats[0])
    assert sentence
    if hero:
        assert "Technique (" in sentence and "Talent:" in sentence
    fonts = scene.ctx.fonts
    assert any(len(wrap(fonts.get(size), sentence, PICK_TEXT_W)) <= PICK_LINES for size in (12, 11))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_four_seats_with_heroes_fit_the_screen_without_overlaps(
    open_window: object, size: tuple[int, int]
) -> None:
    window = open_window(size)  # type: ignore[operator]
    app, scene = _open(window, seats=4)
    for seat, hero in enumerate(("scout", "chemist", "quartermaster", "vanguard")):
        _pick(scene, seat, hero)
    frames(app, 1)
    widgets = [
        element.rect for row in scene.rows for element in row.values() if hasattr(element, "rect")
    ]
    texts = scene.pick_text_rects()
    assert len(texts) == 4
    panel = RIGHT.inflate(-8, -8)
    for i, rect in enumerate(widgets + texts):
        assert panel.contains(rect), rect
        assert rect.bottom <= RIGHT.y + HINT_TOP, rect
        for other in (widgets + texts)[i + 1 :]:
            assert not rect.colliderect(other), (rect, other)
