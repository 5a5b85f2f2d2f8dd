"""The cockroach table: registered and playable from the title, its example save opens,
undo never crosses a roll, re-rolls tumble only their dice, results add up, rules pages draw
(issue 15, points 1-3, 6, 7)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pygame
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from roachtable_helpers import Couch, make_app, start

from game.ai.registry import make_bot
from game.games import game_info
from game.rules.cockroach.engine import CockroachEngine
from game.rules.cockroach.state import RoachObservation
from game.rules.core import Event, Rng, SeatView, Setup
from game.store.dirs import examples_dir
from game.store.saves import load_save
from game.ui import screens
from game.ui.cockroach import rules, scoring
from game.ui.cockroach.animations import EventAnimations, dice_in_motion
from game.ui.cockroach.look import Look
from game.ui.cockroach.model import Command
from game.ui.cockroach.table import CockroachTable
from game.ui.draw.text import FontBook
from game.ui.play.seats import MatchSpec, SeatSpec, default_seats
from game.ui.play.session import GameSession
from game.ui.play.tables import has_table, open_table
from game.ui.scenes.rules import DIAGRAM


def test_the_hunt_is_playable_from_the_title() -> None:
    info = game_info("cockroach")
    assert has_table("cockroach") and info.players == (2, 4)
    assert screens.table_cls("cockroach") is CockroachTable
    assert screens.part("cockroach", "scoring") is scoring
    assert screens.part("cockroach", "rules_pages") is rules


def test_the_example_save_opens_at_the_table_at_both_sizes(
    open_window: object,
) -> None:
    """saves/cockroach-v2.json loads, verifies, and the table draws it at 1280x720 and
    1920x1080 (the logical canvas scales)."""
    path = examples_dir() / "cockroach-v2.json"
    loaded = load_save(path)
    assert not loaded.match.engine.is_over()
    for size in ((1280, 720), (1920, 1080)):
        window = open_window(size)  # type: ignore[operator]
        app = make_app(window)
        session = GameSession.from_loaded(load_save(Path(path)), None)
        table = open_table(app.ctx, session)
        app.stack.push(table)
        for _ in range(3):
            app.frame([], 1 / 60)
        assert app.stack.top is not None


def test_undo_never_takes_back_a_roll(display: pygame.Surface) -> None:
    """004: dice rolled are new information; DESIGN: undo never past a reveal."""
    app = make_app(display)
    table, session = start(app, seats=default_seats(2, humans=1), seed=8)
    couch = Couch(app, table)

    def spending() -> bool:
        view = table.view
        return (
            table.human_to_act()
            and view.flow[-1].kind == "spend"
            and view.rolled
            and session.decider() == table.viewer
        )

    couch.play(until=spending)
    dice = list(table.view.dice)
    actions = len(session.match.actions)
    table.undo()
    assert list(table.view.dice) == dice and len(session.match.actions) == actions
    assert not session.can_undo(table.viewer)


def test_a_reroll_tumbles_only_the_dice_that_reroll(display: pygame.Surface) -> None:
    """004: a spent symbol locks its die; only the dice re-rolled roll again."""
    look = Look.make(_fonts(display), lambda seat: (200, 100, 50), lambda seat: f"P{seat}")
    anims = EventAnimations(look, lambda seat: f"P{seat}", lambda seat: (200, 100, 50))
    view = CockroachEngine.new(Setup(game="cockroach", players=2), 1)[0].observation(0)
    event = Event("dice_rerolled", {"player": 0, "dice": [1, 4], "faces": [0, 5]})
    (tumble,) = anims.for_events([event], view, view)
    assert dice_in_motion({tumble.key}) == {1, 4}
    (roll,) = anims.for_events(
        [Event("dice_rolled", {"player": 0, "dice": [0, 1, 2, 3, 4, 5]})], view, view
    )
    assert dice_in_motion({roll.key}) == set(range(6))


def _fonts(display: pygame.Surface) -> FontBook:
    return FontBook()


@settings(
    max_examples=4, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(seed=st.integers(1, 10_000), players=st.integers(2, 4))
def test_results_sources_add_up_to_each_players_vp(seed: int, players: int) -> None:
    """The results screen's VP sources sum to each player's VP, and the chart ends there."""
    seats = [SeatSpec(name=f"B{i}", colour=i, human=False, bot="greedy") for i in range(players)]
    session = GameSession(MatchSpec("cockroach", seats, seed=seed))
    bot = make_bot("random", "cockroach")
    rng = Rng.from_seed(seed)
    engine = session.engine
    for _ in range(20_000):
        if engine.is_over():
            break
        seat = engine.decider()
        assert seat is not None
        session.apply(bot.choose(SeatView(engine, seat), rng))
    assert engine.is_over()
    view = engine.observation(0)
    assert isinstance(view, RoachObservation)
    sources = scoring.score_sources(session)
    track = scoring.score_track(session)
    for p in range(players):
        assert sum(n for _, n in sources[p]) == view.vp[p]
        assert track[p][-1] == view.vp[p]
    session.close()


def test_rules_pages_draw_and_explain_the_windows(display: pygame.Surface) -> None:
    fonts = FontBook()
    titles = [page.title for page in rules.PAGES]
    assert len(set(titles)) == len(titles) >= 6
    text = " ".join(page.text for page in rules.PAGES)
    for moment in ("before the roll", "after the roll", "before the injuries", "about to die"):
        assert moment in text
    assert "last played resolves first" in text
    for page in rules.PAGES:
        picture = page.diagram(fonts, DIAGRAM)
        assert picture.get_size() == DIAGRAM
        assert picture.get_bounding_rect().width > 0  # something is drawn


def test_every_choice_of_a_turn_is_a_named_button(display: pygame.Surface) -> None:
    """Every legal action is reachable from the panel's buttons, each named in words."""
    app = make_app(display)
    table, session = start(app, seats=default_seats(2, humans=1), seed=12)
    couch = Couch(app, table)
    checked = 0
    for _ in range(3000):
        if session.is_over() or checked > 40:
            break
        if table.human_to_act() and not table.anims:
            reachable: set[object] = set()
            rows = table.current_rows()
            assert all(b.text.strip() for b in rows)
            reachable |= {b.value for b in rows if not isinstance(b.value, Command)}
            folds = [
                b.value.arg for b in rows if isinstance(b.value, Command) and b.value.name == "open"
            ]
            for fold in [None, *folds]:
                assert fold is None or isinstance(fold, str)
                for page in range(6):
                    table.model = replace(table.model, opened=fold, page=page)
                    reachable |= {
                        b.value for b in table.current_rows() if not isinstance(b.value, Command)
                    }
            table.model = replace(table.model, opened=None, page=0)
            assert set(table.legal()) <= reachable
            checked += 1
        couch.step()
    assert checked > 10


def test_undo_never_takes_back_a_pass_the_table_made(display: pygame.Surface) -> None:
    """A pass made for a person in a window would only be made again: undo refuses it, with
    a sentence, and the button is off."""
    app = make_app(display)
    table, session = start(app, seats=default_seats(2, humans=1), seed=8)
    couch = Couch(app, table)

    def after_a_pass_for_me() -> bool:
        last = len(session.match.actions) - 1
        return last in table._passed_for_people and table.human_to_act()

    couch.play(until=after_a_pass_for_me)
    actions = len(session.match.actions)
    table.undo()
    assert len(session.match.actions) == actions
    assert table.message.startswith("Nothing to undo") and not table.undo_allowed()
