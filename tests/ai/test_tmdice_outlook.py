"""The greedy bot values an engine over the turns likely left (issue 12 point 8): a green
card's brown box pays on every production turn to come (000, green cards: "Gain and roll all
dice in brown boxes during each Production turn"), a blue card on every use after a
production turn flips it back (000: "All used blue cards are unflipped during your
Production turn, so they can be reused"), so either is worth more than an immediate VP early
and less at the end."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.ai.tmdice import _effect_value, evaluate, step_credit
from game.ai.tmdice_outlook import (
    SOLO_PRODUCTION_SHARE,
    outlook,
    production_value,
    trigger_firings,
)
from game.rules.tmdice.actions import ChooseTurn, PlayCard, Skip, Terraform
from game.rules.tmdice.engine import OCEANS, OXY_STEPS, TEMP_STEPS, C, TMDiceEngine
from tests.rules.tmdice.tmdice_helpers import play_game, set_dice, to_hand


def _main_step_holding(e: TMDiceEngine, card: str, dice: dict[str, int]) -> int:
    """The current seat, at its main action, holding exactly `dice` and `card`."""
    seat = e.state.current
    set_dice(e, seat, dice)
    to_hand(e, seat, card)
    e.apply(ChooseTurn("action"))
    e.apply(Skip())  # no support action
    return seat


def _green_or_vp(e: TMDiceEngine, seat: int) -> tuple[float, float]:
    """Ratings after playing Street Market (a yellow die each production turn; cost: a
    megacredit and a science) and after buying 2 VP with three megacredits instead."""
    green = e.clone()
    green.apply(PlayCard("street_market"))
    assert "street_market" in green.state.players_state[seat].played
    vp = e.clone()
    vp.apply(Terraform("megacredit", 0))
    return evaluate(green, seat), evaluate(vp, seat)


def test_green_card_early_beats_2_vp_now__000_green_cards() -> None:
    e = play_game(2)
    seat = _main_step_holding(e, "street_market", {"megacredit": 3, "science": 1})
    green, vp = _green_or_vp(e, seat)
    assert green > vp


def test_green_card_in_the_final_round_loses_to_2_vp_now__000_end_of_game() -> None:
    # 000: "All players ... get 1 last turn": a production box never pays again
    e = play_game(2)
    seat = _main_step_holding(e, "street_market", {"megacredit": 3, "science": 1})
    e.state.final_left = 1
    green, vp = _green_or_vp(e, seat)
    assert vp > green


def test_every_production_item_counts__000_production_turn() -> None:
    # a wild token, a VP or a card in a brown box is produced like a die (Soil Bacteria,
    # Tourist Domes, Data Vaults): each adds to the box's worth
    look = outlook(play_game(2).state)
    assert look.cycles_left > 0
    base = production_value(["green"], look, lambda colour: 0.5)
    for extra in ("wild", "vp", "draw"):
        assert production_value(["green", extra], look, lambda colour: 0.5) > base


def test_an_ocean_trigger_fires_at_most_once_per_ocean_left__000_ocean_tiles() -> None:
    e = play_game(2)
    s = e.state
    look = outlook(s)
    assert trigger_firings("ocean", "any", s, look) == OCEANS - s.oceans
    s.oceans = OCEANS
    assert trigger_firings("ocean", "any", s, outlook(s)) == 0


@given(
    temperature=st.integers(0, TEMP_STEPS),
    oxygen=st.integers(0, OXY_STEPS),
    oceans=st.integers(0, OCEANS),
    players=st.integers(2, 4),
)
def test_turns_left_fall_as_the_parameters_rise__000_two_of_three_ends(
    temperature: int, oxygen: int, oceans: int, players: int
) -> None:
    # 000: "The game ends when 2 out of 3 global parameters are completed": one more step
    # on any parameter never lengthens the estimate, and a turn is always left to play
    e = play_game(players)
    s = e.state
    s.temperature, s.oxygen, s.oceans = temperature, oxygen, oceans
    look = outlook(s)
    assert look.turns_left >= 1.0
    assert 0.0 <= look.cycles_left < look.turns_left
    assert 0.0 <= look.progress <= 1.0
    for name, top in (("temperature", TEMP_STEPS), ("oxygen", OXY_STEPS), ("oceans", OCEANS)):
        if getattr(s, name) < top:
            setattr(s, name, getattr(s, name) + 1)
            assert outlook(s).turns_left <= look.turns_left
            setattr(s, name, getattr(s, name) - 1)


def test_solo_turns_left_count_down_the_turn_track__000_solo() -> None:
    # 000, solo: "The game ends at turn 50"
    e = play_game(1)
    s = e.state
    first = outlook(s)
    s.turn_no += 10
    later = outlook(s)
    assert first.turns_left - later.turns_left == 10
    s.turn_no = 50  # the last turn: one production's share of a cycle at most
    assert outlook(s).turns_left == 1
    assert outlook(s).cycles_left <= SOLO_PRODUCTION_SHARE


def _with_in_play(card: str | None) -> tuple[TMDiceEngine, int]:
    """A 2-player game at its first turn, with `card` in the current seat's tableau."""
    e = play_game(2)
    s = e.state
    seat = s.current
    if card is not None:
        for pile in (s.deck, s.discard, *(q.hand for q in s.players_state)):
            if card in pile:
                pile.remove(card)
        s.players_state[seat].played.append(card)
    s.award_dice = ["steel", "steel", "steel"]  # no award standing between the two
    return e, seat


def test_a_brown_box_wild_token_and_a_trigger_add_to_a_green_card__000_cards() -> None:
    # Soil Bacteria produces a green die and a wild token, Microbe Vats a green die and a
    # green die whenever its owner plays a red card; Lichen Mats only the green die
    plain, seat = _with_in_play("lichen_mats")
    wild, _ = _with_in_play("soil_bacteria")
    trigger, _ = _with_in_play("microbe_vats")
    assert evaluate(wild, seat) > evaluate(plain, seat)
    assert evaluate(trigger, seat) > evaluate(plain, seat)


@pytest.mark.parametrize("card", ["green_thumb", "ocean_bounty", "breeder"])
def test_a_bonus_cards_trigger_counts_as_a_played_cards_does__000_bonus_cards(card: str) -> None:
    """000, bonus cards: a bonus card taken is played at once, and a "whenever" on it holds
    for the rest of the game (Green Thumb: 1 VP for every green card played; Breeder: a green
    die for every red card). The rating counts its firings to come as it counts a played
    card's: the greedy bot once chose bonus cards as if their triggers were blank."""
    e, seat = _with_in_play(None)
    s = e.state
    before = evaluate(e, seat)
    s.players_state[seat].bonus.append(card)
    [trig] = C.bonus[card].triggers
    firings = trigger_firings(trig.on, trig.who, s, outlook(s))
    gain = sum(_effect_value(eff, step_credit(False)) for eff in trig.gain)
    assert firings > 0 and gain > 0
    assert evaluate(e, seat) - before - C.bonus[card].end_vp == pytest.approx(gain * firings)


def test_a_blue_card_is_worth_less_as_the_game_nears_its_end__000_blue_cards() -> None:
    early, seat = _with_in_play("silo_farm")
    early_without, _ = _with_in_play(None)
    late, _ = _with_in_play("silo_farm")
    late_without, _ = _with_in_play(None)
    for e in (late, late_without):  # one step from the end
        e.state.temperature, e.state.oceans = TEMP_STEPS - 1, OCEANS - 1
    early_worth = evaluate(early, seat) - evaluate(early_without, seat)
    late_worth = evaluate(late, seat) - evaluate(late_without, seat)
    assert early_worth > late_worth > 0
