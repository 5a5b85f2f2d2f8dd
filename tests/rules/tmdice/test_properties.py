"""Invariants (issue item 12): no die, card or token created or lost; VP = the sum of its
recorded sources; no two cities adjacent; oceans only on reserved areas; every game ends
(solo by turn 50); replay determinism; undo never crosses a roll or a draw; JSON round trip."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from tmdice_helpers import check_invariants, new_game, run_random

from game.rules.core import IllegalAction, Match, Rng, Setup
from game.rules.tmdice.engine import TMDiceEngine

OPTIONS = st.fixed_dictionaries(
    {
        "purple": st.booleans(),
        "missions": st.booleans(),
        "storage": st.booleans(),
        "bonus_pile": st.sampled_from(["000", "001"]),
    }
)


@settings(max_examples=25, deadline=None)
@given(players=st.integers(1, 4), seed=st.integers(0, 10**6), options=OPTIONS)
def test_invariants_hold_through_random_games(players: int, seed: int, options: dict) -> None:
    e = new_game(players, seed, **options)
    check_invariants(e)
    run_random(e, seed, check_every=5)
    check_invariants(e)
    r = e.result()
    assert r is not None
    for seat, p in enumerate(e.state.players_state):
        assert r.scores[seat] == p.vp == sum(r.breakdown[seat].values())
    if players == 1:
        assert e.state.turn_no <= 50
        assert isinstance(r.notes["counted"], bool) and r.notes["band"]


@settings(max_examples=15, deadline=None)
@given(players=st.integers(1, 4), seed=st.integers(0, 10**6))
def test_replay_rebuilds_the_same_game(players: int, seed: int) -> None:
    setup = Setup(game="tmdice", players=players, options={"missions": True, "purple": True})
    match = Match(TMDiceEngine, setup, seed)
    rng = Rng.from_seed(seed)
    for _ in range(300):
        if match.engine.is_over():
            break
        match.apply(rng.choice(match.engine.legal_actions()))
    actions = [TMDiceEngine.action_from_json(a) for a in match.actions_json()]
    again = Match.replay(TMDiceEngine, setup, seed, actions)
    assert again.engine.to_json() == match.engine.to_json()


@settings(max_examples=15, deadline=None)
@given(players=st.integers(1, 4), seed=st.integers(0, 10**6))
def test_json_round_trip(players: int, seed: int) -> None:
    e = new_game(players, seed, purple=True, missions=True, storage=True)
    rng = Rng.from_seed(seed)
    for _ in range(150):
        if e.is_over():
            break
        e.apply(rng.choice(e.legal_actions()))
        back = TMDiceEngine.from_json(e.to_json())
        assert back.to_json() == e.to_json()
        assert back.legal_actions() == e.legal_actions()
        assert e.clone().to_json() == e.to_json()


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_undo_never_crosses_a_roll_or_a_draw(seed: int) -> None:
    setup = Setup(game="tmdice", players=2)
    match = Match(TMDiceEngine, setup, seed)
    rng = Rng.from_seed(seed)
    for _ in range(200):
        if match.engine.is_over():
            break
        events = match.apply(rng.choice(match.engine.legal_actions()))
        rolled = any(ev.kind in ("die_rolled", "cards_drawn", "deck_reshuffled") for ev in events)
        if rolled:
            assert all(ev.reveal for ev in events if ev.kind in ("die_rolled", "cards_drawn"))
            assert not match.can_undo()
            try:
                match.undo()
            except IllegalAction:
                pass
            else:
                raise AssertionError("undo crossed a roll or a draw")
        elif match.can_undo():
            before = match.engine.to_json()
            undone = match.actions[-1]
            match.undo()
            match.apply(undone)
            assert match.engine.to_json() == before


def test_every_solo_game_ends_by_turn_50() -> None:
    for seed in range(6):
        e = new_game(1, seed)
        run_random(e, seed)
        assert e.state.turn_no <= 50
