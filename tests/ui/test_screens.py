"""New game, results, settings, rules and the computer's turn, through the real app."""

from __future__ import annotations

import json

import pygame
import pygame_gui
import pytest
from table_helpers import click, frames, make_app, start_table

from game.rules.core import Event
from game.store.settings import load_settings, settings_path
from game.ui.digmars import scoring
from game.ui.digmars.words import event_line
from game.ui.draw import palettes
from game.ui.play.seats import DEFAULT_NAMES, MatchSpec, default_seats
from game.ui.play.session import GameSession
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.setup import SetupScene
from game.ui.shell.sound import sound_shapes


@pytest.fixture
def app(display: pygame.Surface):  # type: ignore[no-untyped-def]
    return make_app(display)


def test_new_game_starts_the_table_with_the_chosen_seats_and_seed(app) -> None:  # type: ignore[no-untyped-def]
    from game.games import GAMES

    setup = SetupScene(app.ctx, GAMES)
    app.stack.push(setup)
    frames(app, 2)
    click(app, setup.buttons["more"].get_abs_rect().center)
    assert len(setup.seats) == 3
    setup.rows[1]["name"].set_text("Zed")
    assert setup.seed_entry is not None
    setup.seed_entry.set_text("42")
    click(app, setup.buttons["start"].get_abs_rect().center)
    table = app.stack.top
    session = table.session
    assert session.seed == 42
    assert [s.name for s in session.seats] == [DEFAULT_NAMES[0], "Zed", "Rover 2"]
    assert [s.human for s in session.seats] == [True, False, False]


def test_new_game_refuses_two_seats_with_one_name(app) -> None:  # type: ignore[no-untyped-def]
    from game.games import GAMES

    setup = SetupScene(app.ctx, GAMES)
    app.stack.push(setup)
    setup.rows[1]["name"].set_text(DEFAULT_NAMES[0])
    setup.start()
    assert app.stack.top is setup and "different name" in setup.error


def test_colour_buttons_skip_colours_already_taken(app) -> None:  # type: ignore[no-untyped-def]
    from game.games import GAMES

    setup = SetupScene(app.ctx, GAMES)
    app.stack.push(setup)
    setup._next_colour(0)
    assert setup.seats[0].colour not in {s.colour for s in setup.seats[1:]}


def test_computers_play_off_the_frame_loop_and_reach_the_results(app) -> None:  # type: ignore[no-untyped-def]
    """DESIGN: bots think in a worker while the screen keeps drawing: frames return while a
    computer is still deciding (a frame that waited for the bot would never see it)."""
    seats = default_seats(2, humans=0)
    _, session = start_table(app, seats, seed=9)
    frames_while_thinking = 0
    for _ in range(3000):
        frames(app, 1)
        frames_while_thinking += session.thinking is not None
        if isinstance(app.stack.top, ResultsScene):
            break
    assert isinstance(app.stack.top, ResultsScene)
    assert session.is_over()
    assert frames_while_thinking > 0


def test_results_sources_add_up_to_the_final_scores(app) -> None:  # type: ignore[no-untyped-def]
    from game.tools.simulate import play_game

    session = GameSession(MatchSpec("digmars", default_seats(3, humans=0), seed=4))
    while not session.is_over():
        session.start_thinking().join(5)
        session.apply(session.take_decision())
    result = session.engine.result()
    assert result is not None
    sources = scoring.score_sources(session)
    assert [sum(v for _, v in row) for row in sources] == result.scores
    track = scoring.score_track(session)
    assert [row[-1] for row in track] == result.scores
    app.stack.push(ResultsScene(app.ctx, session))
    frames(app, 2)
    assert play_game  # the rules' own simulation is untouched


def test_play_again_opens_a_fresh_table(app) -> None:  # type: ignore[no-untyped-def]
    session = GameSession(MatchSpec("digmars", default_seats(2, humans=0), seed=4))
    while not session.is_over():
        session.start_thinking().join(5)
        session.apply(session.take_decision())
    results = ResultsScene(app.ctx, session)
    app.stack.push(results)
    frames(app, 1)
    results.play_again()
    assert app.stack.top.session is not session
    assert not app.stack.top.session.match.actions


def test_settings_are_saved_when_changed(app) -> None:  # type: ignore[no-untyped-def]
    scene = SettingsScene(app.ctx)
    app.stack.push(scene)
    frames(app, 1)
    chosen = pygame.event.Event(
        pygame_gui.UI_DROP_DOWN_MENU_CHANGED,
        ui_element=scene.elements["palette"],  # type: ignore[attr-defined]
        text="Blue-yellow (tritanopia)",
    )
    scene.handle_event(chosen)
    assert app.settings.palette == "tritanopia"
    assert palettes.in_use() == "tritanopia"  # the dice follow at once
    assert json.loads(settings_path().read_text())["palette"] == "tritanopia"
    assert load_settings().palette == "tritanopia"
    click(app, scene.elements["auto_end_turn"].get_abs_rect().center)  # type: ignore[attr-defined]
    assert json.loads(settings_path().read_text())["auto_end_turn"] is True
    app.settings.palette = "standard"
    palettes.use("standard")
    app.settings.auto_end_turn = False


def test_rules_pages_turn_and_close(app) -> None:  # type: ignore[no-untyped-def]
    scene = RulesScene(app.ctx, "digmars")
    app.stack.push(scene)
    for _ in range(len(scene.pages)):
        frames(app, 1)
        scene.turn(1)
    assert scene.page == len(scene.pages) - 1 >= 3
    frames(app, 1)
    app.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")], 0.01)
    assert app.stack.top is None


def test_an_inspected_tile_is_worded_only_for_the_inspector() -> None:
    event = Event(
        "inspected", {"player": 1, "square": 0}, secret={"tile": 5}, secret_to=(1,), reveal=True
    )
    from game.rules.digmars.content import tiles

    def line(viewer: int) -> str:
        out = event_line(event.seen_by(viewer), tiles(), lambda p: f"P{p}", lambda p: (0, 0, 0))
        assert out is not None
        return out[0]

    assert tiles()[5].treasure in line(1)
    assert tiles()[5].treasure not in line(0)


def test_undo_is_only_for_your_own_actions_and_never_past_a_reveal() -> None:
    from game.rules.digmars import actions as A

    session = GameSession(MatchSpec("digmars", default_seats(2, humans=2), seed=7))
    first = session.decider()
    session.apply(A.PlaceStation(0))
    assert session.can_undo(first) is False  # the decider has changed
    session.apply(A.PlaceStation(0))
    me = session.decider()
    move = next(a for a in session.engine.legal_actions() if isinstance(a, A.Move))
    session.apply(move)
    assert session.can_undo(me)
    session.undo()
    assert session.engine.state.actions_left == 3


def test_the_sounds_are_short_and_in_range() -> None:
    shapes = sound_shapes()
    assert {"flip", "place", "roll"} <= set(shapes)
    for samples in shapes.values():
        assert 0 < len(samples) < 22050  # under a second
        assert max(abs(s) for s in samples) <= 2.0


def test_a_games_options_are_chosen_on_the_new_game_screen(app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import dataclasses

    from game import games

    variant = games.Option("pace", "Pace", ((1, "Calm"), (2, "Brisk")))
    patched = tuple(
        dataclasses.replace(g, options=(variant,)) if g.game_id == "digmars" else g
        for g in games.GAMES
    )
    monkeypatch.setattr(games, "GAMES", patched)
    setup = SetupScene(app.ctx, patched)
    app.stack.push(setup)
    frames(app, 1)
    assert setup.option_buttons[0].text == "Calm"
    click(app, setup.option_buttons[0].get_abs_rect().center)
    assert setup.option_buttons[0].text == "Brisk"
    spec = setup.spec()
    assert spec is not None and spec.options == {"pace": 2}


def test_every_screen_draws_without_a_pygame_gui_warning(
    app, caplog: pytest.LogCaptureFixture, capfd: pytest.CaptureFixture[str]
) -> None:  # type: ignore[no-untyped-def]
    import logging
    import warnings

    from game.games import GAMES
    from game.ui.scenes.menu import PauseMenu
    from game.ui.scenes.pass_device import PassScene
    from game.ui.shell.app import title_scene

    caplog.set_level(logging.DEBUG)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        app.stack.push(title_scene(app))
        frames(app, 1)
        for make in (
            lambda: SetupScene(app.ctx, GAMES),
            lambda: RulesScene(app.ctx, "digmars"),
            lambda: SettingsScene(app.ctx),
            lambda: PassScene(app.ctx, "Ada", lambda: None),
        ):
            app.stack.push(make())
            frames(app, 2)
            app.stack.pop()
        table, _ = start_table(app, default_seats(4, humans=1), seed=2)
        frames(app, 5)
        app.stack.push(PauseMenu(app.ctx, "digmars"))
        frames(app, 2)
    assert [str(w.message) for w in caught] == []
    assert [r.getMessage() for r in caplog.records if "pygame_gui" in r.name] == []
    assert "Warning" not in capfd.readouterr().err
    assert table.session.seats[0].human
