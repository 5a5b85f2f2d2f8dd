"""The figures the Dig Mars screen shows (game/rules/digmars/figures.py) agree with what the
engine does in real positions. Each test plays random legal games and holds a figure to the
engine's own legal actions and events, through the rules contract only (observation, legal
actions, apply), so it keeps holding however the engine is organised inside."""

from __future__ import annotations

from collections.abc import Iterator

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.rules.core import Event, Rng, Setup
from game.rules.digmars import actions as A
from game.rules.digmars.engine import DigMarsEngine
from game.rules.digmars.figures import move_targets, upgrade_cost, victory_target
from game.rules.digmars.state import MAX_LEVEL, DigObservation

games = st.tuples(st.integers(2, 4), st.integers(0, 2**32 - 1), st.integers(0, 2**32 - 1))
quick = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def positions(
    game: tuple[int, int, int],
) -> Iterator[tuple[DigMarsEngine, DigObservation, list[A.Action], list[Event]]]:
    """Every position of one random game: (engine, the decider's observation, the legal
    actions, the events of the action that led here)."""
    players, seed, play_seed = game
    engine, events = DigMarsEngine.new(Setup(game="digmars", players=players), seed)
    rng = Rng.from_seed(play_seed)
    while not engine.is_over():
        decider = engine.decider()
        assert decider is not None
        view = engine.observation(decider)
        legal = engine.legal_actions()
        yield engine, view, legal, events
        events = engine.apply(rng.choice(legal))


@quick
@given(games)
def test_move_targets_are_the_engines_moves(game: tuple[int, int, int]) -> None:
    """Seed 003, Move: an adjacent stack, or past emptied stacks the closest stack in that
    direction, or the empty space itself. From the heights an observation shows, the figure
    lists exactly the squares the engine lets each of the player's stations move to."""
    checked = 0
    for _, view, legal, _ in positions(game):
        if view.phase != "turn" or view.actions_left == 0:
            continue
        heights = [s.height for s in view.stacks]
        for source in set(view.stations[view.current]):
            engine_targets = {
                a.target for a in legal if isinstance(a, A.Move) and a.source == source
            }
            assert set(move_targets(heights, source)) == engine_targets
            checked += 1
    assert checked > 0


@quick
@given(games)
def test_upgrade_cost_is_what_the_engine_charges_and_requires(game: tuple[int, int, int]) -> None:
    """Seed 003, Upgrade: 1, 2, 3 fortune from level 1, 2, 3; nothing past level 4. Every
    upgrade the engine makes costs the figure, and an upgrade is legal (with an action left)
    exactly when the player's own fortune covers the figure."""
    for _, view, legal, events in positions(game):
        for event in events:
            if event.kind == "upgraded":
                assert event.data["cost"] == upgrade_cost(event.data["level"] - 1)
        if view.phase != "turn" or view.actions_left == 0:
            continue
        fortune = view.fortune[view.current]
        assert fortune is not None  # the decider's own fortune is in its observation
        for equipment in range(3):
            cost = upgrade_cost(view.levels[view.current][equipment])
            affordable = cost is not None and fortune >= cost
            assert (A.Upgrade(equipment) in legal) == affordable


def test_upgrade_cost_table() -> None:
    """Seed 003, Upgrade: level 1 -> 2 costs 1, 2 -> 3 costs 2, 3 -> 4 costs 3; 4 is the top."""
    assert [upgrade_cost(level) for level in range(1, MAX_LEVEL + 1)] == [1, 2, 3, None]


@quick
@given(games)
def test_victory_target_is_when_the_engine_lets_a_player_declare(
    game: tuple[int, int, int],
) -> None:
    """Seed 003, Game end: 40, 30, 20 fortune for 2, 3, 4 players. Declare victory is legal
    exactly when the player's own fortune reaches the figure, which the observation shows."""
    for _, view, legal, _ in positions(game):
        assert view.target == victory_target(view.players)
        if view.phase == "turn":
            fortune = view.fortune[view.current]
            assert fortune is not None
            assert (A.DeclareVictory() in legal) == (fortune >= victory_target(view.players))


def test_victory_targets_by_player_count() -> None:
    """Seed 003: 2 players 40 points, 3 players 30, 4 players 20."""
    assert [victory_target(n) for n in (2, 3, 4)] == [40, 30, 20]
