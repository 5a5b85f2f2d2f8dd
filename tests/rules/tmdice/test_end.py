"""End of the game and final scoring: 000 "2 of 3 ends the game", "End of Game", "Final
Scoring", "Bonus Cards", milestones; 001 "End Game" (the final-round option)."""

from __future__ import annotations

import pytest
from tmdice_helpers import (
    action_turn,
    check_invariants,
    legal_of,
    play_game,
    refresh,
    set_dice,
    set_wild,
    to_play_area,
)

from game.rules.tmdice.actions import ChooseBonus, EndTurn, GainDie, PlaceTile, Skip, Terraform
from game.rules.tmdice.resources import gain_wild, vp
from game.rules.tmdice.scoring import game_over
from game.rules.tmdice.tables import OCEANS, OXY_STEPS, TEMP_STEPS, C


def _pass_turn(e) -> None:
    seat = e.state.current
    action_turn(e)
    e.apply(Skip())
    e.apply(Skip())
    while e.state.current == seat and not e.is_over():
        e.apply(e.legal_actions()[0])


def _trigger_end(e):
    """Complete oceans and leave temperature one step short; the current player raises it."""
    s = e.state
    for a in C.ocean_areas[:OCEANS]:
        s.tiles[a] = "ocean"
    s.oceans = OCEANS
    s.temperature = TEMP_STEPS - 1
    seat = s.current
    set_dice(e, seat, {"heat": 3})
    action_turn(e)
    e.apply(Skip())
    e.apply(Terraform("heat", 0))
    while s.current == seat and not e.is_over():
        e.apply(e.legal_actions()[0])
    return seat


@pytest.mark.parametrize("players", [2, 3, 4])
def test_second_parameter_gives_everyone_one_more_turn__000_end(players: int) -> None:
    e = play_game(players, seed=3)
    trigger = _trigger_end(e)
    assert e.state.end_trigger == trigger
    order = []
    while not e.is_over():
        order.append(e.state.current)
        _pass_turn(e)
    assert sorted(order) == list(range(players))  # exactly one more turn each
    assert order[-1] == trigger  # the trigger player included, last


def test_first_completed_parameter_does_not_end__000_end() -> None:
    e = play_game(2)
    s = e.state
    s.temperature = TEMP_STEPS - 1
    seat = s.current
    set_dice(e, seat, {"heat": 3})
    action_turn(e)
    e.apply(Skip())
    e.apply(Terraform("heat", 0))
    assert s.final_left == -1


def test_third_parameter_still_scores_during_final_round__000_end() -> None:
    e = play_game(2, seed=5)
    _trigger_end(e)
    seat = e.state.current
    set_dice(e, seat, {"plant": 4})
    action_turn(e)
    e.apply(Skip())
    e.apply(Terraform("plant", 0))
    e.apply(PlaceTile(10))
    assert e.state.players_state[seat].vp_sources["terraform"] >= 2


def test_resources_and_hands_discarded_at_the_end__000_end() -> None:
    e = play_game(2)
    game_over(e.state, [])
    for p in e.state.players_state:
        assert p.dice == {} and p.wild == 0 and p.hand == []
    check_invariants(e)


def _score_awards(e, counts_by_seat, face="heat"):
    """Give each seat `n` heat icons in played card costs and score the game."""
    s = e.state
    s.award_dice = [face, "nuclear", "jovian"]
    for seat, n in enumerate(counts_by_seat):
        p = s.players_state[seat]
        p.played = []
        p.bonus = []
        for _ in range(n):
            p.bonus.append("solar_flare")  # bonus cost: heat, event
    game_over(e.state, [])
    return [p.vp_sources.get("awards", 0) for p in s.players_state]


def test_award_most_icons_5_second_3__000_final_scoring() -> None:
    assert _score_awards(play_game(3), [3, 2, 1]) == [5, 3, 0]


def test_award_ties_for_first_all_score_5_no_second__000_final_scoring() -> None:
    assert _score_awards(play_game(3), [2, 2, 1]) == [5, 5, 0]


def test_award_ties_for_second_all_score_3__000_final_scoring() -> None:
    assert _score_awards(play_game(4), [3, 1, 1, 0]) == [5, 3, 3, 0]


def test_award_no_second_place_with_two_players__000_final_scoring() -> None:
    assert _score_awards(play_game(2), [3, 1]) == [5, 0]


def test_award_counts_costs_of_played_cards_and_bonus_cards__000_final_scoring() -> None:
    e = play_game(2)
    seat = 0
    to_play_area(e, seat, "heat_trap")  # heat energy
    e.state.players_state[seat].bonus.append("solar_flare")  # heat event
    assert e.award_counts("heat")[seat] == 2
    assert e.award_counts("event")[seat] == 1
    assert e.award_counts("energy")[seat] == 1


def test_milestone_first_to_reach_claims_it_4_vp__000_milestones() -> None:
    e = play_game(2)
    s = e.state
    s.milestones = ["hoarder", "mayor", "gardener"]
    seat = s.current
    set_dice(e, seat, {"heat": 4, "water": 3})
    action_turn(e)
    assert s.milestone_state[0] == -1
    e.apply(GainDie("green"))  # the eighth die: claimed as soon as it is met
    assert s.milestone_state[0] == seat
    assert "hoarder" in s.players_state[seat].milestones
    while s.current == seat:  # the rest of the turn
        e.apply(Skip() if Skip() in e.legal_actions() else e.legal_actions()[0])
    set_dice(e, 1 - seat, {"plant": 9})
    action_turn(e)
    e.apply(GainDie("green"))  # ten dice now, but the milestone is taken
    assert s.milestone_state[0] == seat  # a milestone is claimed only once
    game_over(e.state, [])
    assert s.players_state[seat].vp_sources["milestones"] == 4


def test_tie_broken_by_dice_production__000_how_do_you_win() -> None:
    e = play_game(2)
    s = e.state
    for p in s.players_state:
        p.vp = 10
        p.vp_sources = {"terraform": 10}
    to_play_area(e, 1, "orbital_bank")  # two more production dice for seat 1
    s.award_dice = ["artifact", "artifact", "artifact"]  # nobody scores awards
    s.milestones = []
    s.milestone_state = []
    game_over(e.state, [])
    assert s.scores == [10, 10]
    assert s.winners == [1]
    assert "production" in str(s.notes["how"])


def test_vp_track_bonus_card_at_5_and_12_chosen_from_all_remaining__000_bonus_cards() -> None:
    e = play_game(2)
    s = e.state
    seat = s.current
    s.players_state[seat].vp = 4
    s.players_state[seat].vp_sources = {"terraform": 4}
    pile = list(s.bonus_pile)
    set_dice(e, seat, {"megacredit": 3})
    set_wild(e, seat, 0)
    action_turn(e)
    e.apply(Skip())
    e.apply(Terraform("megacredit", 0))  # 4 -> 6 VP: a bonus card at the end of the turn
    assert e.state.pending[-1].kind == "bonus"
    assert e.decider() == seat
    assert {a.card for a in legal_of(e, ChooseBonus)} == set(pile)
    assert e.observation(seat).bonus_pile == sorted(pile)
    assert e.observation(1 - seat).bonus_pile is None  # chosen secretly
    choice = e.legal_actions()[0]
    assert isinstance(choice, ChooseBonus)
    e.apply(choice)
    while e.state.pending:
        e.apply(e.legal_actions()[0])
    assert choice.card in s.players_state[seat].bonus
    assert choice.card not in s.bonus_pile
    assert 5 in s.players_state[seat].bonus_steps
    check_invariants(e)


def test_bonus_card_with_ongoing_effect__000_bonus_cards() -> None:
    e = play_game(2)
    s = e.state
    seat = s.current
    s.players_state[seat].bonus.append("green_thumb")  # +1 VP whenever you play a green card
    if "green_thumb" in s.bonus_pile:
        s.bonus_pile.remove("green_thumb")
    else:
        s.bonus_box.remove("green_thumb")
    from tmdice_helpers import to_hand

    from game.rules.tmdice.actions import PlayCard

    to_hand(e, seat, "lichen_mats")
    set_dice(e, seat, {"plant": 1, "microbe": 1})
    action_turn(e)
    e.apply(Skip())
    e.apply(PlayCard("lichen_mats", ()))
    assert s.players_state[seat].vp_sources.get("cards", 0) == 1
    check_invariants(e)


def test_end_turn_is_offered_only_with_free_actions_left__000_free_action() -> None:
    e = play_game(2)
    seat = e.state.current
    action_turn(e)
    e.apply(Skip())
    e.apply(Skip())
    assert e.state.current != seat
    assert EndTurn() not in e.legal_actions()
    refresh(e)


def test_result_scores_winners_and_breakdown__000_final_scoring() -> None:
    e = play_game(2)
    e.state.players_state[0].vp_sources = {"terraform": 7}
    e.state.players_state[0].vp = 7
    game_over(e.state, [])
    r = e.result()
    assert r is not None
    assert r.scores[0] >= 7 and r.breakdown[0]["terraform"] == 7
    assert r.winners
    assert OXY_STEPS == 7


def test_vp_jump_past_5_and_12_gives_two_bonus_cards__000_bonus_cards() -> None:
    e = play_game(3, seed=2)
    s = e.state
    seat = s.current
    p = s.players_state[seat]
    p.vp, p.vp_sources = 4, {"terraform": 4}
    vp(e.state, seat, 9, "cards", [])  # 4 -> 13: both bonus steps at once
    assert p.bonus_due == 2 and p.bonus_steps == [5, 12]
    action_turn(e)
    e.apply(Skip())
    e.apply(Skip())
    taken = 0
    while s.current == seat:
        if s.pending and s.pending[-1].kind == "bonus":
            taken += 1
        e.apply(e.legal_actions()[0])
    assert taken == 2 and len(p.bonus) == 2
    check_invariants(e)


def test_empty_bonus_pile_gives_nothing__000_bonus_cards() -> None:
    e = play_game(2)
    s = e.state
    seat = s.current
    s.bonus_box.extend(s.bonus_pile)
    s.bonus_pile = []
    p = s.players_state[seat]
    p.vp, p.vp_sources = 4, {"terraform": 4}
    vp(e.state, seat, 2, "cards", [])
    action_turn(e)
    e.apply(Skip())
    events = e.apply(Skip())
    assert "bonus_pile_empty" in [ev.kind for ev in events]
    assert p.bonus == [] and s.current != seat


def test_bonus_card_reached_on_another_players_turn__decision_bonus_timing() -> None:
    e = play_game(2, seed=3)
    s = e.state
    seat = s.current
    other = 1 - seat
    q = s.players_state[other]
    q.vp, q.vp_sources = 4, {"terraform": 4}
    vp(e.state, other, 1, "cards", [])
    action_turn(e)
    e.apply(Skip())
    e.apply(Skip())
    # at the end of this turn the other player takes the card: their decision
    assert s.pending and s.pending[-1].kind == "bonus" and e.decider() == other
    assert e.turn_player() == seat


def test_wild_tokens_are_a_finite_supply__decision_wild_tokens() -> None:
    e = play_game(2)
    s = e.state
    seat = s.current
    set_wild(e, seat, s.wild_supply + s.players_state[seat].wild - 1)
    events: list = []
    gain_wild(e.state, seat, 3, events)
    assert events[-1].data["n"] == 1 and s.wild_supply == 0
    check_invariants(e)


def test_oceans_belong_to_nobody_for_tile_milestones__decision_map() -> None:
    e = play_game(2)
    seat = e.state.current
    set_dice(e, seat, {"water": 3})
    action_turn(e)
    e.apply(Skip())
    e.apply(Terraform("water", 0))
    e.apply(e.legal_actions()[0])
    assert e.milestone_metric(seat, "tiles") == 0


def test_tie_after_production_is_a_shared_win__000_how_do_you_win() -> None:
    e = play_game(2)
    s = e.state
    for p in s.players_state:
        p.vp, p.vp_sources = 10, {"terraform": 10}
        p.corp = "skyward_trust"  # same production
        p.played = []
    s.award_dice = ["artifact", "artifact", "artifact"]
    s.milestones, s.milestone_state = [], []
    game_over(e.state, [])
    assert s.winners == [0, 1] and "re-match" in str(s.notes["how"])
