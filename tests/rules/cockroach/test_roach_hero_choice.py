"""004 setup, "Each player chooses a Hero Card": heroes chosen before the game (on the New
game screen) and heroes chosen at the table, in turn, may be mixed."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from roach_helpers import HEROES, A, new_game, play

from game.rules.cockroach.engine import CockroachEngine
from game.rules.core import Setup
from game.rules.core.errors import RulesError


def _choose_all(engine: CockroachEngine) -> list[tuple[int, str]]:
    """Let every seat still without a hero take the first one offered; (seat, hero) each."""
    chosen = []
    while any(isinstance(a, A.ChooseHero) for a in engine.legal_actions()):
        seat = engine.decider()
        pick = engine.legal_actions()[0]
        assert isinstance(pick, A.ChooseHero) and seat is not None
        chosen.append((seat, pick.hero))
        play(engine, [pick])
    return chosen


def test_setup_seats_with_a_hero_chosen_before_the_game_skip_the_choice_at_the_table() -> None:
    engine = new_game(3, seed=4, heroes=["", "chemist", ""])
    s = engine.state
    assert s.heroes[1] == "chemist"
    chosen = _choose_all(engine)
    first = s.first
    # The others choose in turn from the first player, as in the box, skipping seat 1.
    assert [seat for seat, _ in chosen] == [
        (first + i) % 3 for i in range(3) if (first + i) % 3 != 1
    ]
    assert "chemist" not in {hero for _, hero in chosen}  # a hero taken is not offered
    assert s.hands[1] == list(engine.c.hero["chemist"].start)
    assert len(set(s.heroes)) == 3


def test_setup_every_hero_chosen_before_the_game_means_no_choice_at_the_table() -> None:
    engine = new_game(2, seed=1, heroes=["scout", "vanguard"])
    assert not any(isinstance(a, A.ChooseHero) for a in engine.legal_actions())
    assert engine.state.heroes == ["scout", "vanguard"]


@pytest.mark.parametrize(
    "heroes",
    [["scout", "scout"], ["scout"], ["scout", "nobody"], "scout,vanguard", ["", "", ""]],
)
def test_setup_refuses_heroes_that_do_not_fit_with_a_sentence(heroes: object) -> None:
    with pytest.raises(RulesError, match="different heroes"):
        CockroachEngine.new(Setup(game="cockroach", players=2, options={"heroes": heroes}), 1)


@settings(max_examples=30, deadline=None)
@given(
    players=st.integers(2, 4),
    picks=st.lists(st.sampled_from(["", *HEROES]), min_size=4, max_size=4),
    seed=st.integers(0, 10**6),
)
def test_setup_any_mix_of_chosen_and_open_seats_ends_with_four_different_heroes(
    players: int, picks: list[str], seed: int
) -> None:
    """Invariant: whatever was chosen before, every seat ends with a hero of its own, the
    chosen ones kept."""
    wanted = picks[:players]
    named = [h for h in wanted if h]
    if len(set(named)) != len(named):
        return
    engine = new_game(players, seed=seed, heroes=wanted)
    _choose_all(engine)
    heroes = engine.state.heroes
    assert all(heroes) and len(set(heroes)) == players
    assert all(heroes[i] == h for i, h in enumerate(wanted) if h)
    engine.validate()
