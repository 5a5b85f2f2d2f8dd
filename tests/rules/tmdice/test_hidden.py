"""Hidden information (issue item 10): hands, deck order, unchosen corporations and the bonus
pile stay out of `observation()`; `determinize()` samples them and re-seeds the chance."""

from __future__ import annotations

from tmdice_helpers import check_invariants, new_game, play_game, to_move

from game.rules.core import Rng, Setup
from game.rules.tmdice.actions import ChooseCorp
from game.rules.tmdice.engine import TMDiceEngine
from game.rules.tmdice.tables import C


def test_observation_hides_other_hands_and_the_deck__000_setup() -> None:
    e = play_game(3)
    obs = e.observation(0)
    assert obs.you.hand == e.state.players_state[0].hand
    assert all(o.hand is None for o in obs.others)
    assert all(o.hand_size == 5 for o in obs.others)
    dumped = obs.model_dump_json()
    for card in e.state.deck:
        assert f'"{card}"' not in dumped or card in obs.you.hand or card in obs.discard


def test_observation_hides_corporation_deals_and_choices__000_setup() -> None:
    e = new_game(2, seed=4)
    first = to_move(e)
    other = 1 - first
    e.apply(ChooseCorp(e.state.players_state[first].corp_options[1]))
    obs = e.observation(other)
    assert obs.others[0].corp is None and obs.others[0].corp_options == []
    assert len(obs.you.corp_options) == 2


def test_observation_hides_the_bonus_pile__000_bonus_cards() -> None:
    e = play_game(2)
    obs = e.observation(0)
    assert obs.bonus_pile is None and obs.bonus_pile_size == 4


def test_determinize_keeps_what_the_seat_knows__issue_10() -> None:
    e = play_game(3, seed=6)
    world = e.determinize(0, Rng.from_seed(9))
    s, w = e.state, world.state
    assert w.players_state[0].hand == s.players_state[0].hand
    assert [len(p.hand) for p in w.players_state] == [len(p.hand) for p in s.players_state]
    assert len(w.deck) == len(s.deck)
    unseen = sorted(s.deck + s.players_state[1].hand + s.players_state[2].hand)
    assert sorted(w.deck + w.players_state[1].hand + w.players_state[2].hand) == unseen
    assert w.players_state[1].dice == s.players_state[1].dice
    assert w.rng.state != s.rng.state  # future rolls cannot be predicted
    assert e.observation(0) == world.observation(0)
    check_invariants(world)


def test_determinize_samples_the_unseen__issue_10() -> None:
    e = play_game(3, seed=6)
    hands = {
        tuple(e.determinize(0, Rng.from_seed(k)).state.players_state[1].hand) for k in range(5)
    }
    assert len(hands) > 1


def test_determinize_samples_unchosen_corporations__issue_10() -> None:
    e = new_game(3, seed=1)
    first = to_move(e)
    e.apply(ChooseCorp(e.state.players_state[first].corp_options[0]))
    seat = to_move(e)
    world = e.determinize(seat, Rng.from_seed(3))
    mine = e.state.players_state[seat].corp_options
    assert world.state.players_state[seat].corp_options == mine
    others = [
        c
        for i, p in enumerate(world.state.players_state)
        if i != seat
        for c in ([p.corp] if p.corp else []) + p.corp_options
    ]
    assert not set(others) & set(mine)
    assert len(set(others)) == len(others)
    assert set(others) | set(mine) | set(world.state.corp_box) == {c.id for c in C.corporations}
    # the corporation this seat was dealt and returned is never dealt to another seat
    first_dealt = set(e.state.players_state[first].corp_dealt)
    world_first = e.determinize(first, Rng.from_seed(5)).state
    for i, p in enumerate(world_first.players_state):
        if i != first:
            assert not set(p.corp_options + ([p.corp] if p.corp else [])) & first_dealt


def test_determinize_bonus_pile_known_after_looking__000_bonus_cards() -> None:
    e = play_game(2)
    e.state.bonus_seen = [0]
    w = e.determinize(0, Rng.from_seed(2))
    assert sorted(w.state.bonus_pile) == sorted(e.state.bonus_pile)  # the same cards
    piles = {tuple(e.determinize(1, Rng.from_seed(k)).state.bonus_pile) for k in range(6)}
    assert len(piles) > 1


def test_drawn_cards_are_secret_to_the_drawer__issue_10() -> None:
    _, events = TMDiceEngine.new(Setup(game="tmdice", players=2), 3)
    drawn = [ev for ev in events if ev.kind == "cards_drawn"]
    assert len(drawn) == 2
    for ev in drawn:
        seat = ev.data["seat"]
        assert ev.secret_to == (seat,)
        assert ev.seen_by(1 - seat).secret == {}
        assert ev.seen_by(seat).secret["cards"]
