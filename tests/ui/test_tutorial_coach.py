"""The coach of a guided game at the real table (issue 41), on a few Dig Mars steps of our
own (tutorial_helpers.MINI; rule text 003, "Setup" and "Dig"): the table offers only the
step's action, the tutorial plays the steps without words, the handover makes the game a
normal one against Easy computers with hints offered, progress is kept and resumed."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest
from table_helpers import click, key, make_app
from tutorial_helpers import MINI, Follower, mini_spot, run_frames, settle

from game.store.tutorial_progress import TutorialProgress
from game.ui.shell.app import App
from game.ui.tutorial.cards import CoachCard
from game.ui.tutorial.guide import HINT_OFFER
from game.ui.tutorial.opening import open_guided


@pytest.fixture
def app(display: pygame.Surface) -> App:
    return make_app(display)


def open_mini(app: App, start_over: bool = False) -> Any:
    table = open_guided(app.ctx, MINI, start_over, TutorialProgress())
    app.stack.push(table)
    run_frames(app, 2)
    return table


def past_welcome(app: App, table: Any) -> None:
    assert isinstance(app.stack.top, CoachCard)
    key(app, pygame.K_RETURN)
    settle(app, table)


def test_a_welcome_card_opens_the_guided_game_and_enter_closes_it(app: App) -> None:
    table = open_mini(app)
    card = app.stack.top
    assert isinstance(card, CoachCard) and card.head == "LEARN TO PLAY"
    key(app, pygame.K_RETURN)
    assert app.stack.top is table


def test_place_step_offers_only_its_action_and_others_say_not_yet(app: App) -> None:
    """003, placing stations: of the 16 squares the rules allow, only the step's is offered;
    every other is answered with the step's "Not yet" and changes nothing."""
    table = open_mini(app)
    past_welcome(app, table)
    engine = table.session.engine
    step_action = table.coach.action(table.session.match)
    assert table.legal() == [step_action]
    others = [a for a in engine.legal_actions() if a != step_action]
    assert len(others) == 15
    for action in others:
        assert not table.try_action(action)
        assert table.message == "Not yet: first place your station."
        assert table.message_is_error
    assert table.session.match.actions == []


def test_a_wrong_click_on_the_board_explains_and_changes_nothing(app: App) -> None:
    """003, placing stations: a click on another square says what the step asks first."""
    from game.ui.digmars.layout import cell_rect

    table = open_mini(app)
    past_welcome(app, table)
    click(app, cell_rect(7).center)
    assert table.session.match.actions == []
    assert table.message == "Not yet: first place your station."


def test_steps_without_words_play_themselves_at_computer_pace(app: App) -> None:
    """003, placing stations: after the learner's station the computer's follows by itself."""
    table = open_mini(app)
    past_welcome(app, table)
    assert table.try_action(table.coach.action(table.session.match))
    settle(app, table)
    match = table.session.match
    assert len(match.actions) == 3 - 1  # the computer's place step was played
    assert table.coach.teaching(match)
    assert table.session.thinking is None  # no bot was asked: the script said the move


def test_handover_makes_the_computers_easy_saves_and_offers_hints(app: App) -> None:
    table = open_mini(app)
    table.session.spec.seats[1].bot = "hard"  # whatever it was, free play is the tutorial's
    Follower(app, table).play()
    session = table.session
    assert table.coach.free
    assert session.spec.seats[1].bot == "easy"
    assert type(session.bots[1]).__name__ == "EasyBot"
    assert session.saving is not None  # a normal game: autosaved, on Continue
    saves = table.ctx.saves
    assert saves is not None and saves.flush(5.0)
    assert [e.game for e in saves.store.list(verify=False)] == ["digmars"]
    assert table.message == HINT_OFFER
    # free play: the person's choices are the rules' own again
    run_frames(app, 5)
    if table.human_to_act():
        assert table.legal() == list(session.engine.legal_actions())


def test_progress_is_kept_and_the_game_resumes_at_the_step_reached(
    app: App, own_data_dir: Path
) -> None:
    table = open_mini(app)
    past_welcome(app, table)
    assert table.try_action(table.coach.action(table.session.match))
    settle(app, table)
    reached = len(table.session.match.actions)
    app.stack.pop()  # leave the table
    progress = TutorialProgress()
    assert progress.reached("mini").step == reached
    assert (own_data_dir / "tutorials.json").exists()
    again = open_mini(app)
    assert len(again.session.match.actions) == reached
    assert again.coach.resumed == reached
    card = app.stack.top
    assert isinstance(card, CoachCard)
    assert any("Welcome back" in p for p in card_texts(card))
    app.stack.pop()
    app.stack.pop()
    fresh = open_mini(app, start_over=True)
    assert fresh.session.match.actions == []


def card_texts(card: CoachCard) -> list[str]:
    return [p for p in card.paragraphs]


def test_the_finished_mark_is_kept_after_the_script(app: App) -> None:
    table = open_mini(app)
    Follower(app, table).play()
    assert TutorialProgress().reached("mini").finished


def test_played_through_with_clicks_on_the_pointed_spots(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    from game.ui.digmars.table import DigMarsTable

    monkeypatch.setattr(DigMarsTable, "action_spot", mini_spot, raising=False)
    table = open_mini(app)
    follower = Follower(app, table)
    follower.play()
    assert follower.taught == len(MINI.teaching_steps())
    assert follower.keyed == 0 and follower.clicked >= follower.taught


def test_played_through_with_the_controller_alone(app: App) -> None:
    from controller_helpers import plug

    plug(app)
    table = open_mini(app)
    follower = Follower(app, table, pad=True)
    follower.play()
    assert follower.taught == len(MINI.teaching_steps())


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_bubble_fits_and_covers_neither_its_spot_nor_the_buttons(
    open_window: Any, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], scale: float
) -> None:
    from game.ui.digmars.table import DigMarsTable
    from game.ui.draw.text import FontBook

    monkeypatch.setattr(DigMarsTable, "action_spot", mini_spot, raising=False)
    real_get = FontBook.get
    monkeypatch.setattr(
        FontBook, "get", lambda self, s, bold=False: real_get(self, round(s * scale), bold)
    )
    app = make_app(open_window(size))
    table = open_mini(app)
    past_welcome(app, table)
    for _ in range(3):
        run_frames(app, 2)
        coach, match = table.coach, table.session.match
        if not coach.teaching(match):
            break
        bubble = coach.bubble_rect()
        assert bubble is not None
        assert pygame.Rect(0, 0, 1280, 720).contains(bubble)
        spot = table.action_spot(coach.action(match))
        assert not bubble.colliderect(spot)
        for rect in coach.keep_clear(table):
            assert not bubble.colliderect(rect), (bubble, rect)
        assert table.try_action(coach.action(match))
        settle(app, table)


def test_hint_during_the_script_repeats_the_step_not_the_computers_advice(app: App) -> None:
    """003, placing stations: H names what the step asks; no advice process is started."""
    table = open_mini(app)
    past_welcome(app, table)
    key(app, pygame.K_h)
    assert table.message == "Hint: place your station, where the pointer shows."
    assert table.hinting.asked is None


def test_a_step_that_stops_fitting_hands_over_instead_of_stalling(app: App) -> None:
    """A script bug (a step naming an action the rules refuse) never strands the person:
    the game goes on as a free one against the Easy computer, and the log file says why."""
    from dataclasses import replace

    from game.tutorials.script import Step

    broken = replace(MINI, steps=(*MINI.steps[:2], Step({"kind": "dig", "square": 9}, "x")))
    table = open_guided(app.ctx, broken, True, TutorialProgress())
    app.stack.push(table)
    run_frames(app, 2)
    key(app, pygame.K_RETURN)  # the welcome card
    assert table.try_action(table.coach.action(table.session.match))
    run_frames(app, 5)
    assert table.coach.off_script and table.coach.free
    assert table.session.spec.seats[1].bot == "easy"
    assert table.legal() == list(table.session.engine.legal_actions())
