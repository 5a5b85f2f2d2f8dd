"""Issue 40 point 3: a text and interface size for the sofa (100, 125, 150 %), chosen in
Settings, shown at once, read by every screen; full screen at the desktop's resolution."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pygame_gui
import pytest
from table_helpers import frames, make_app, start_table

from game.store.settings import Settings, load_settings
from game.ui.draw import text as text_module
from game.ui.draw.text import FontBook, at_most, fit_sizes, render_fitted, scaled, text_scale
from game.ui.draw.theme import load_theme
from game.ui.play.seats import default_seats
from game.ui.scenes.settings import CARD, SettingsScene
from game.ui.scenes.title import TitleScene
from game.ui.shell.app import App, title_scene
from game.ui.widgets.wordmark import render_wordmark


@pytest.fixture(autouse=True)
def standard_afterwards() -> Iterator[None]:
    """The text size is the app's own: no test leaves another at a larger one."""
    yield
    text_module.use_text_scale(1.0)


def choose(scene: SettingsScene, label: str) -> None:
    """Pick ``label`` in the Text size list, as a click on it does."""
    menu = scene.elements["text_size"]
    scene.handle_event(
        pygame.event.Event(
            pygame_gui.UI_DROP_DOWN_MENU_CHANGED,
            text=label,
            selected_option_id=label,
            ui_element=menu,
            ui_object_id=menu.most_specific_combined_id,
        )
    )


def test_settings_offers_the_three_text_sizes(display: pygame.Surface) -> None:
    app = make_app(display)
    scene = SettingsScene(app.ctx)
    app.stack.push(scene)
    frames(app, 1)
    options = [text for text, _ in scene.elements["text_size"].options_list]
    assert options == ["100 %", "125 %", "150 %"]
    assert scene.elements["text_size"].selected_option[0] == "100 %"


def test_choosing_a_text_size_shows_at_once_and_is_saved(display: pygame.Surface) -> None:
    """The sentence under the row says the change shows at once: our fonts, the chrome's
    theme and the Settings screen itself are made again at the new size, and the choice is
    in the settings file."""
    app = make_app(display)
    app.stack.push(title_scene(app))
    scene = SettingsScene(app.ctx)
    app.stack.push(scene)
    frames(app, 1)
    done_before = scene.elements["back"].font.get_point_size()
    choose(scene, "150 %")
    frames(app, 1)
    assert app.settings.text_size == 150 and text_scale() == 1.5
    assert load_settings().text_size == 150
    assert scene.elements["text_size"].selected_option[0] == "150 %"
    assert scene.elements["back"].font.get_point_size() >= done_before * 1.4
    assert app.ctx.fonts.get(20).get_height() == FontBook(standard=True).get(30).get_height()
    choose(scene, "100 %")
    frames(app, 1)
    assert text_scale() == 1.0 and scene.elements["back"].font.get_point_size() == done_before


def test_the_screen_under_settings_is_made_again_at_the_new_size(display: pygame.Surface) -> None:
    app = make_app(display)
    app.stack.push(title_scene(app))
    title = app.stack.top
    assert isinstance(title, TitleScene)
    small = title.buttons[next(iter(title.buttons))].font.get_point_size()
    scene = SettingsScene(app.ctx)
    app.stack.push(scene)
    frames(app, 1)
    choose(scene, "125 %")
    app.stack.pop()
    frames(app, 1)
    big = title.buttons[next(iter(title.buttons))].font.get_point_size()
    assert big > small


def test_a_table_under_settings_keeps_its_game_through_a_new_text_size(
    display: pygame.Surface,
) -> None:
    """A table paused under Settings is not left and entered again (that would end its
    game): its log is wrapped again and its chrome restyled."""
    app = make_app(display)
    table, session = start_table(app, default_seats(2, humans=1))
    frames(app, 2)
    actions = len(session.match.actions)
    left: list[bool] = []
    table.exit = lambda: left.append(True)  # type: ignore[method-assign]  # leaving is a fault
    scene = SettingsScene(app.ctx)
    app.stack.push(scene)
    frames(app, 1)
    choose(scene, "150 %")
    app.stack.pop()
    frames(app, 2)
    assert app.stack.top is table and not left
    assert len(session.match.actions) == actions
    assert table.log_lines and table._built_scale == 1.5


def test_an_app_opens_at_the_saved_text_size(display: pygame.Surface) -> None:
    app = App(display, settings=Settings(text_size=125, volume=0.0), sound=False)
    assert text_scale() == 1.25
    assert app.ctx.fonts.get(20).get_height() == FontBook(standard=True).get(25).get_height()
    with at_most(1.0):  # a fixed box's text keeps the standard size
        assert app.ctx.fonts.get(20).get_height() == FontBook(standard=True).get(20).get_height()


@pytest.mark.parametrize("size", (100, 125, 150))
def test_the_settings_rows_stay_whole_in_their_card(display: pygame.Surface, size: int) -> None:
    """Every row (label, sentence, control) inside the card and clear of the next, the
    card's footer under the last, Done under the card, at every size."""
    app = App(display, settings=Settings(text_size=size, volume=0.0), sound=False)
    scene = SettingsScene(app.ctx)
    app.stack.push(scene)
    frames(app, 1)
    step = scene.row_step()
    fonts = app.ctx.fonts
    text_h = fonts.get(17, True).get_linesize() + 4 + fonts.get(13).get_height()
    assert text_h <= step
    rows = len(scene.notes())
    assert scene.row_y(rows - 1) + step <= CARD.bottom - fonts.get(11, True).get_height() - 12
    for label, note in scene.notes():
        for words, (sz, bold) in ((label, (17, True)), (note, (13, False))):
            width = scene.text_width()
            line = render_fitted(fonts, words, (0, 0, 0), width, (sz,), bold)
            assert line.get_width() <= width and "\u2026" not in words
            assert fonts.get(sz, bold).size(words)[0] <= width or size > 100, words
    controls = [e for k, e in scene.elements.items() if k != "back"]
    assert all(CARD.contains(e.rect) for e in controls)
    assert scene.elements["back"].rect.top >= CARD.bottom + 4
    assert scene.elements["back"].rect.bottom <= app.ctx.size[1]


def test_fitted_text_never_falls_below_the_standard_size() -> None:
    """A box that cannot hold the larger text takes smaller sizes down to the smallest it
    took at 100 %, never smaller."""
    for scale in (1.0, 1.25, 1.5):
        text_module.use_text_scale(scale)
        for sizes in ((11, 10, 9), (14,), (34, 28, 22)):
            tried = fit_sizes(sizes)
            assert tried[: len(sizes)] == sizes
            assert min(scaled(s) for s in tried) >= min(sizes)
    text_module.use_text_scale(1.5)
    assert scaled(10) == 15
    with at_most(1.0):
        assert scaled(10) == 10


def test_the_theme_scales_every_font_but_a_tables_own_buttons() -> None:
    """The chrome's fonts grow with the text size; inside a table (its fixed layout) the
    same classes keep their standard size."""
    standard = load_theme()
    text_module.use_text_scale(1.5)
    big = load_theme()
    assert int(big["@menu_button"]["font"]["size"]) == 27 == scaled(18)
    assert int(big["drop_down_menu"]["font"]["size"]) == scaled(14)
    assert big["@fixed_chrome.@menu_button"]["font"] == standard["@menu_button"]["font"]
    assert big["@fixed_chrome.button"]["font"]["size"] == "14"


def test_the_wordmark_keeps_its_size_at_any_text_size() -> None:
    """The title's wordmark is a picture (and kept on disk by name): it never grows."""
    pygame.font.init()
    fonts = FontBook()
    standard = render_wordmark(fonts).get_size()
    text_module.use_text_scale(1.5)
    assert render_wordmark(fonts).get_size() == standard


def test_full_screen_opens_at_the_desktops_resolution(
    display: pygame.Surface, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(2560, 1440), (1280, 1024)])
    opened: list[tuple[Any, int]] = []
    real = pygame.display.set_mode

    def set_mode(size: Any = (0, 0), flags: int = 0, *args: Any, **kwargs: Any) -> Any:
        opened.append((tuple(size), flags))
        return real((1280, 720))

    monkeypatch.setattr(pygame.display, "set_mode", set_mode)
    app = make_app(display)
    app.settings.window_size = (1600, 900)
    app.settings.fullscreen = True
    app.apply_display()
    assert opened == [((2560, 1440), pygame.FULLSCREEN)]


@pytest.mark.parametrize("game", ("tmdice", "digmars", "cockroach"))
def test_every_rules_page_keeps_its_words_inside_the_card(
    display: pygame.Surface, text_size: int, game: str
) -> None:
    """Every page's title and text end inside the card at each text size (larger where
    the card holds them, else the standard size, whose pages all fit)."""
    from game.ui.scenes.rules import CARD as RULES_CARD
    from game.ui.scenes.rules import RulesScene

    app = App(display, settings=Settings(text_size=text_size, volume=0.0), sound=False)
    scene = RulesScene(app.ctx, game)
    app.stack.push(scene)
    frames(app, 1)
    assert scene.pages
    for page in scene.pages:
        title, body, top = scene.page_words(page)
        assert 50 + title.get_height() <= top
        assert top + body.get_height() <= RULES_CARD.height - 12, page.title


def _words_fit(element: Any) -> bool:
    """Whether every choice of a list (or a button's text) fits its box at its font."""
    if isinstance(element, pygame_gui.elements.UIDropDownMenu):
        box = element.menu_states["closed"].selected_option_button
        texts = [o[0] if isinstance(o, tuple) else o for o in element.options_list]
        return all(box.font.size(t)[0] + 8 <= box.rect.width for t in texts)
    return bool(element.font.size(element.text)[0] + 16 <= element.rect.width)


@pytest.mark.parametrize("game", ("digmars", "tmdice", "cockroach"))
def test_new_game_lists_and_buttons_hold_their_words_at_each_size(
    display: pygame.Surface, text_size: int, game: str
) -> None:
    """Every seat's lists, every option's button (whichever choice it shows) and the game
    buttons hold their words whole, at four seats, at each text size: larger where they
    fit, else the standard size; each pick's sentence stays in its seat's row."""
    from game.games import GAMES
    from game.ui.scenes.setup import PICK_ROW_H, PICK_TOP, SetupScene

    app = App(display, settings=Settings(text_size=text_size, volume=0.0), sound=False)
    scene = SetupScene(app.ctx, GAMES)
    app.stack.push(scene)
    frames(app, 1)
    button = next(b for b, g in scene.game_buttons.items() if g.game_id == game)
    scene.handle_event(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=button))
    while scene.buttons["more"].is_enabled:
        scene.handle_event(
            pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=scene.buttons["more"])
        )
    frames(app, 1)
    assert all(_words_fit(b) for b in scene.game_buttons)
    for row in scene.rows:
        assert _words_fit(row["kind"]) and ("pick" not in row or _words_fit(row["pick"]))
    assert scene.game is not None
    for option, b in zip(scene.game.options, scene.option_buttons, strict=True):
        for _, text in option.choices:
            assert b.font.size(text)[0] + 16 <= b.rect.width, text
    for rect in scene.pick_text_rects():
        assert rect.height <= PICK_ROW_H - PICK_TOP - 4


def test_the_tm_dice_table_keeps_its_boxes_standard_and_its_log_large(
    display: pygame.Surface,
) -> None:
    """The TM Dice table's fixed boxes draw at the standard size at any text size; its log
    and status line, read the most, at the player's."""
    from game.ui.play.seats import MatchSpec
    from game.ui.play.session import GameSession
    from game.ui.play.tables import open_table

    app = App(display, settings=Settings(text_size=150, volume=0.0), sound=False)
    session = GameSession(MatchSpec("tmdice", default_seats(2, humans=1), seed=5))
    table = open_table(app.ctx, session)
    app.stack.push(table)
    frames(app, 3)
    assert table.pics.fonts.get(12).get_height() == FontBook(standard=True).get(12).get_height()
    assert table.ctx.fonts.get(12).get_height() == FontBook(standard=True).get(18).get_height()
    from game.ui.tmdice import hints

    sit = table.situation()
    rect = table.middle(sit).status

    def status_height() -> int:
        said = ("Pass the dice.", False)
        picture = hints.render_status(table.pics, sit, table.model, table.buttons, said, rect)
        return int(picture.get_bounding_rect().height)

    large = status_height()
    with at_most(1.0):
        assert status_height() < large
