"""Setup: 000 "Setup of Terraforming Mars Dice Game" (and 001 "Setup" for the variants)."""

from __future__ import annotations

import pytest
from tmdice_helpers import (
    check_invariants,
    new_game,
    play_game,
    set_dice,
    set_wild,
    to_move,
    to_play,
)

from game.rules.tmdice.actions import ChooseCorp, Give
from game.rules.tmdice.content import FACE_COLOUR
from game.rules.tmdice.tables import OXY, TEMP, C


def test_tracks_start_at_0_percent_and_minus_32__000_setup() -> None:
    e = play_game(3)
    obs = e.observation(0)
    assert obs.oxygen_pct == 0 and obs.temperature_c == -32
    assert e.state.oceans == 0 and e.state.tiles.count("") == 37
    assert all(p.vp == 0 for p in e.state.players_state)


@pytest.mark.parametrize(("players", "pile"), [(1, 4), (2, 4), (3, 6), (4, 8)])
def test_bonus_pile_4_6_8_by_players__000_setup(players: int, pile: int) -> None:
    e = new_game(players)
    assert len(e.state.bonus_pile) == pile
    assert len(e.state.bonus_pile) + len(e.state.bonus_box) == len(C.bonus_cards)


@pytest.mark.parametrize("players", [2, 3, 4])  # solo: always 4 (test_solo.py)
def test_bonus_pile_two_per_player_variant__001_setup(players: int) -> None:
    e = new_game(players, bonus_pile="001")
    assert len(e.state.bonus_pile) == 2 * players


def test_awards_one_die_per_colour_three_rolled__000_setup() -> None:
    seen = set()
    for seed in range(12):
        e = new_game(2, seed)
        colours = [FACE_COLOUR[f] for f in e.state.award_dice]
        assert len(colours) == 3 and len(set(colours)) == 3
        for colour in colours:
            assert e.state.pool[colour] == 11
        seen.update(colours)
    assert len(seen) == 5  # all five colours can be chosen


def test_three_random_milestones__000_setup() -> None:
    picks = {tuple(new_game(2, seed).state.milestones) for seed in range(10)}
    assert all(len(p) == 3 and len(set(p)) == 3 for p in picks)
    assert len(picks) > 1


def test_first_player_random__000_setup() -> None:
    firsts = {new_game(4, seed).state.first for seed in range(30)}
    assert firsts == {0, 1, 2, 3}


def test_five_project_cards_and_two_corporations_dealt__000_setup() -> None:
    e = new_game(4)
    for p in e.state.players_state:
        assert len(p.hand) == 5
        assert len(p.corp_options) == 2
    dealt = [c for p in e.state.players_state for c in p.corp_options]
    assert len(set(dealt)) == 8


def test_corporation_kept_secretly_then_revealed__000_setup() -> None:
    e = new_game(2, seed=3)
    first = to_move(e)
    assert first == e.state.first
    keep = e.state.players_state[first].corp_options[0]
    e.apply(ChooseCorp(keep))
    other = to_move(e)
    assert other != first
    # the other player cannot see the choice yet
    assert e.observation(other).others[0].corp is None
    assert e.observation(first).you.corp == keep
    e.apply(e.legal_actions()[0])
    to_play(e)
    assert e.observation(other).others[0].corp == keep


def test_starting_box_and_production_box_taken_and_rolled__000_setup() -> None:
    e = new_game(1, seed=5)
    while e.state.pending and e.state.pending[-1].kind == "place":
        e.apply(e.legal_actions()[0])
    corp_id = e.state.players_state[0].corp_options[0]
    e.apply(ChooseCorp(corp_id))
    corp = C.corps[corp_id]
    to_play(e)
    p = e.state.players_state[0]
    produced = sum(1 for item in corp.production if item != "wild")
    started = sum(getattr(eff, "n", 1) for eff in corp.start if eff.do == "die")
    assert sum(p.dice.values()) >= produced + started - 0  # dice from both boxes
    check_invariants(e)


def test_first_player_gives_one_resource_to_last__000_setup() -> None:
    e = new_game(3, seed=2)
    while not (e.state.pending and e.state.pending[-1].kind == "give"):
        if e.state.phase != "setup":
            pytest.skip("no give decision with this seed")
        e.apply(e.legal_actions()[0])
    first = e.state.first
    last = (first - 1) % 3
    assert e.decider() == first
    # make the choice meaningful: two kinds of resources
    set_dice(e, first, {"heat": 1, "water": 1})
    set_wild(e, first, 0)
    before = dict(e.state.players_state[last].dice)
    e.apply(Give("water"))
    assert e.state.players_state[first].dice == {"heat": 1}
    assert e.state.players_state[last].dice.get("water", 0) == before.get("water", 0) + 1
    assert e.state.phase == "play" and e.state.current == first
    check_invariants(e)


def test_no_resource_given_in_solo__000_setup() -> None:
    e = new_game(1)
    kinds = []
    while e.state.phase == "setup":
        if e.state.pending:
            kinds.append(e.state.pending[-1].kind)
        e.apply(e.legal_actions()[0])
    assert "give" not in kinds


def test_game_starts_with_first_player_turn__000_setup() -> None:
    e = play_game(4, seed=8)
    assert e.state.current == e.state.first == to_move(e)
    assert e.state.step == "turn"


def test_solo_tracks_start_at_2_percent_and_minus_28__000_solo() -> None:
    e = play_game(1)
    obs = e.observation(0)
    assert (obs.oxygen_pct, obs.temperature_c) == (OXY.solo_start, TEMP.solo_start)
