"""The New game screen (issue 13, point 9): the computer is offered by strength, every option
says what it does in a sentence, and the last game's choices are offered again next run."""

from __future__ import annotations

from pathlib import Path

import pygame
import pygame_gui
import pytest
from table_helpers import frames, make_app

from game.ai.strengths import STRENGTHS
from game.games import GAMES, game_info
from game.store.settings import LastGame, LastSeat, load_settings, settings_path
from game.ui.play.seats import SeatSpec, bot_label
from game.ui.scenes.setup import LEFT, SetupScene
from game.ui.scenes.setup_choices import remembered
from game.ui.screens import playable
from game.ui.shell.app import App


def _open(display: pygame.Surface, game_id: str | None = None) -> tuple[App, SetupScene]:
    app = make_app(display)
    scene = SetupScene(app.ctx, GAMES)
    app.stack.push(scene)
    frames(app, 1)
    if game_id is not None:
        button = next(b for b, g in scene.game_buttons.items() if g.game_id == game_id)
        scene.handle_event(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=button))
        frames(app, 1)
    return app, scene


def test_the_computer_is_offered_by_strength_name_without_duplicates(
    display: pygame.Surface,
) -> None:
    _, scene = _open(display)
    offered = [o[0] if isinstance(o, tuple) else o for o in scene.rows[0]["kind"].options_list]
    assert offered == ["Person", *(f"Computer \u00b7 {label}" for _, label in STRENGTHS)]
    assert len(set(offered)) == len(offered)


def test_choosing_hard_seats_the_hard_strength(display: pygame.Surface) -> None:
    _, scene = _open(display)
    scene.rows[1]["kind"].selected_option = ("Computer \u00b7 Hard", "Computer \u00b7 Hard")
    spec = scene.spec()
    assert spec is not None and spec.seats[1].bot == "hard" and not spec.seats[1].human


def test_old_saves_bots_keep_sensible_labels() -> None:
    """Saves written before the strengths say random or greedy: they still read well."""
    assert bot_label("greedy") == "Normal"
    assert bot_label("random") == "Random"
    assert [bot_label(key) for key, _ in STRENGTHS] == [label for _, label in STRENGTHS]
    assert SeatSpec("Rover", 1, human=False, bot="random").kind_text() == "Computer (Random)"


def test_every_option_of_every_game_has_a_sentence() -> None:
    for game in GAMES:
        for option in game.options:
            assert option.help.endswith("."), (game.game_id, option.name)


def test_option_sentences_are_shown_and_overlap_nothing(display: pygame.Surface) -> None:
    """Each variant's sentence sits under its label, inside the panel, clear of every button,
    of the other sentences and of the seed entry."""
    _, scene = _open(display, "tmdice")
    help_rects = scene.help_rects()
    # A sentence under every option, however many (two columns when one would not fit).
    options = game_info("tmdice").options
    assert len(help_rects) == len(options) >= 6
    others = [b.rect for b in scene.option_buttons]
    assert scene.seed_entry is not None
    others.append(scene.seed_entry.rect)
    for i, rect in enumerate(help_rects):
        assert LEFT.contains(rect), rect
        assert rect.collidelist(others) == -1, rect
        assert rect.collidelist(help_rects[:i] + help_rects[i + 1 :]) == -1, rect
    # No tooltip repeats it: a popup there would cover the next option's button.
    assert all(button.tool_tip_text is None for button in scene.option_buttons)


def test_the_last_game_is_offered_again_and_kept_atomically(
    display: pygame.Surface, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MARS_TABLE_CONFIG_DIR", str(tmp_path))  # no other test sees it
    app, scene = _open(display, "tmdice")
    scene._resize(3)
    scene._cycle_option(1)  # missions on
    scene.rows[2]["kind"].selected_option = ("Computer \u00b7 Hard", "Computer \u00b7 Hard")
    scene.rows[0]["name"].set_text("Zed")
    scene.start()
    on_disk = load_settings(settings_path()).last_game
    assert on_disk is not None and on_disk.game_id == "tmdice"
    assert not list(Path(settings_path().parent).glob("*.tmp*"))
    app.stack.clear()
    fresh = App(display, settings=load_settings(settings_path()), sound=False)  # a new run
    again = SetupScene(fresh.ctx, GAMES)
    assert again.game is not None and again.game.game_id == "tmdice"
    assert again.seats[0].name == "Zed"
    assert len(again.seats) == 3 and again.seats[2].bot == "hard"
    assert again.options["missions"] is True


@pytest.mark.parametrize(
    "last",
    [
        LastGame(game_id="no_such_game"),
        LastGame(
            game_id="digmars",
            seats=[LastSeat(name=f"P{i}", colour=0, bot="greedy") for i in range(6)],
            options={"purple": True},
        ),
        LastGame(game_id="tmdice", options={"missions": "yes", "purple": True}),
    ],
)
def test_remembered_choices_that_no_longer_fit_are_dropped(last: LastGame) -> None:
    games = playable(GAMES)
    got = remembered(last, games)
    if last.game_id == "no_such_game":
        assert got is None
        return
    assert got is not None
    game, seats, options = got
    low, high = game.players
    assert low <= len(seats) <= high
    assert len({s.colour for s in seats}) == len(seats)
    assert all(s.bot in dict(STRENGTHS) for s in seats)
    game.check_options(options)  # raises if a value is not offered
    assert "missions" not in options
