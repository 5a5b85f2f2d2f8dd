"""Issue 18.1: every position of a game, rebuilt from setup, seed and actions; stepping back
and forth lands on exactly the position the game had, whatever the snapshot spacing."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai.registry import make_bot
from game.games import game_info
from game.rules.core import Event, Match, Rng, SeatView, Setup
from game.ui.replay.positions import Positions, game_turns, turn_starts


def _game(game: str, players: int, seed: int, decisions: int) -> tuple[Match, list[str]]:
    """A game played by greedy bots and the state after every action, as JSON."""
    match = Match(game_info(game).engine_cls(), Setup(game=game, players=players), seed)
    states = [match.engine.to_json()]
    bot, rng = make_bot("greedy", game), Rng.from_seed(seed)
    while decisions and not match.engine.is_over():
        seat = match.engine.decider()
        assert seat is not None
        match.apply(bot.choose(SeatView(match.engine, seat), rng))
        states.append(match.engine.to_json())
        decisions -= 1
    return match, states


DIG, DIG_STATES = _game("digmars", 3, 2, 60)
TM, TM_STATES = _game("tmdice", 2, 2, 60)


@settings(max_examples=40, deadline=None)
@given(
    game=st.sampled_from(["digmars", "tmdice"]),
    every=st.integers(1, 20),
    steps=st.lists(st.integers(-5, 70), min_size=1, max_size=6),
)
def test_any_position_is_the_position_the_game_had(game: str, every: int, steps: list[int]) -> None:
    match, states = (DIG, DIG_STATES) if game == "digmars" else (TM, TM_STATES)
    positions = Positions(match, snapshot_every=every)
    assert len(positions) == len(match.actions)
    for step in steps:
        at = positions.clamp(step)
        assert positions.engine_at(step).to_json() == states[at]
        replayed = positions.match_at(step)
        assert replayed.actions == match.actions[:at]
        assert replayed.events == [
            *match.setup_events,
            *(e for batch in match.action_events[:at] for e in batch),
        ]
        assert not replayed.can_undo()  # a replay's position can take nothing back


def test_a_turn_is_a_run_of_one_seats_decisions() -> None:
    assert turn_starts([0, 0, 1, 1, -1, 1, 0, 2]) == [0, 2, 6, 7]
    assert turn_starts([]) == [0]


def test_turn_steps_move_to_the_next_and_previous_turn_start() -> None:
    positions = Positions(DIG)
    starts = positions.turn_starts
    assert len(starts) > 3
    assert positions.next_turn(0) == starts[1]
    assert positions.previous_turn(starts[2]) == starts[1]
    assert positions.previous_turn(starts[2] + 1) == starts[2] or starts[3] == starts[2] + 1
    assert positions.next_turn(len(positions)) == len(positions)
    assert positions.turn_of(starts[2]) == 2


def test_the_game_s_own_turns_are_where_its_turns_start() -> None:
    """A turn begins after the action whose events start it, numbered by the game; before
    the first one lies the setup (number 0)."""
    started = [Event("turn_started", {"turn": 1})]
    other = [Event("die_rolled", {})]
    assert game_turns([], [other, started, other, other, started]) == [(0, 0), (2, 1), (5, 1)]
    assert game_turns(started, [other]) == [(0, 1)]


@pytest.mark.parametrize("game", ["digmars", "tmdice", "cockroach"])
def test_the_bar_names_the_turn_the_table_shows(game: str) -> None:
    """The replay's status line counts turns as the game does: at every position past the
    setup, "turn N of M" is the turn the table's own header names (Dig Mars and the hunt:
    the turns played + 1; TM Dice: its turn number)."""
    match, _ = _game(game, 3, 3, 10_000)
    positions = Positions(match)
    names = set()
    for step in range(len(positions) + 1):
        label = positions.turn_label(step)
        names.add(label)
        if label == "setup":
            continue
        view: Any = positions.engine_at(step).observation(0)
        header = view.turn_no if game == "tmdice" else view.turns + 1
        if not positions.engine_at(step).is_over():
            assert label.startswith(f"turn {header} of "), (step, label)
    assert len(names) > 5
