"""Production turn: 000 "Gameplay" steps 1-5, "No available dice in the dice pool", and the
deck-out decision (DECISIONS.md)."""

from __future__ import annotations

from hypothesis import example, given, settings
from hypothesis import strategies as st
from tmdice_helpers import (
    check_invariants,
    legal_of,
    new_game,
    play_game,
    set_dice,
    set_hand_size,
    set_wild,
    to_play_area,
)

from game.rules.core import Event, Rng
from game.rules.tmdice.actions import (
    CardsDone,
    ChooseTurn,
    DiscardCard,
    DiscardDie,
    EndTurn,
    UseBlue,
)
from game.rules.tmdice.tables import C


def _production(e, seat=None):
    e.apply(ChooseTurn("production"))


def test_keep_at_most_three_dice__000_production_step_1() -> None:
    e = play_game(2)
    seat = e.state.current
    set_dice(e, seat, {"heat": 2, "water": 2, "plant": 1})
    set_wild(e, seat, 2)
    _production(e)
    assert e.state.step == "prod_keep"
    assert DiscardDie("heat", 2) in e.legal_actions()
    assert DiscardDie("heat", 3) not in e.legal_actions()
    assert CardsDone() not in e.legal_actions()  # no going on while holding more than 3
    e.apply(DiscardDie("heat", 2))
    p = e.state.players_state[seat]
    assert sum(p.dice.values()) == 3 and p.wild == 2  # wild tokens not included
    assert e.state.step == "prod_cards"
    check_invariants(e)


def test_keep_up_to_three_dice_so_fewer_may_be_kept__000_001_production_step_1() -> None:
    # 000 "Keep up to 3 resource dice ... and return the remaining dice"; 001 "Discard dice
    # until you have no more than 3": at or below 3, dice may still go back to the pool
    e = play_game(2)
    seat = e.state.current
    set_dice(e, seat, {"heat": 3})
    _production(e)
    assert e.state.step == "prod_cards"
    legal = e.legal_actions()
    assert {DiscardDie("heat", k) for k in (1, 2, 3)} <= set(legal) and CardsDone() in legal
    pool = e.state.pool["red"]
    e.apply(DiscardDie("heat", 2))
    assert e.state.players_state[seat].dice == {"heat": 1}
    assert e.state.pool["red"] == pool + 2
    assert e.state.step == "prod_cards"
    check_invariants(e)


def test_returned_dice_refill_the_pool_before_your_production__000_production_steps_1_4() -> None:
    # why keeping fewer can matter: the returned die is in the pool when your own box rolls
    e = play_game(2)
    seat = e.state.current
    other = 1 - seat
    set_dice(e, seat, {})
    set_wild(e, seat, 0)
    to_play_area(e, seat, "vent_pipes")  # one red die in the production box
    set_dice(e, other, {})
    red = e.state.pool["red"]
    set_dice(e, other, {"heat": red - 1})
    set_dice(e, seat, {"heat": 1})  # the last red die
    assert e.state.pool["red"] == 0
    _production(e)

    def red_rolled(events: list[Event]) -> int:
        return sum(1 for ev in events if ev.kind == "die_rolled" and ev.data["colour"] == "red")

    keeping = e.clone()
    kept = red_rolled(keeping.apply(CardsDone()))
    e.apply(DiscardDie("heat", 1))
    assert red_rolled(e.apply(CardsDone())) == kept + 1
    check_invariants(e)


def test_single_face_excess_is_discarded_without_asking__000_production_step_1() -> None:
    e = play_game(2)
    set_dice(e, e.state.current, {"heat": 5})
    _production(e)
    assert e.state.step == "prod_cards"
    assert e.state.players_state[e.state.current].dice == {"heat": 3}


def test_storage_space_keeps_one_more_die__001_storage() -> None:
    e = play_game(2, storage=True)
    seat = e.state.current
    to_play_area(e, seat, "heat_sinks")  # storage 1
    set_dice(e, seat, {"heat": 3, "water": 2})
    _production(e)
    assert e.keep_limit(seat) == 4
    e.apply(DiscardDie("water", 1))
    assert sum(e.state.players_state[seat].dice.values()) == 4


def test_storage_ignored_without_the_variant__001_storage() -> None:
    e = play_game(2)
    to_play_area(e, e.state.current, "heat_sinks")
    assert e.keep_limit(e.state.current) == 3


def test_discard_any_cards_then_draw_to_five__000_production_steps_2_3() -> None:
    e = play_game(2)
    seat = e.state.current
    set_dice(e, seat, {})
    set_hand_size(e, seat, 5)
    _production(e)
    hand = list(e.state.players_state[seat].hand)
    e.apply(DiscardCard(hand[0]))
    e.apply(DiscardCard(hand[1]))
    assert hand[0] in e.state.discard and hand[1] in e.state.discard
    e.apply(CardsDone())
    assert len(e.state.players_state[seat].hand) == 5
    check_invariants(e)


def test_production_rolls_corporation_and_green_boxes__000_production_step_4() -> None:
    e = play_game(2)
    seat = e.state.current
    set_dice(e, seat, {})
    set_wild(e, seat, 0)
    to_play_area(e, seat, "fusion_cells")  # blue + red
    corp = C.corps[e.state.players_state[seat].corp or ""]
    _production(e)
    events = e.apply(CardsDone())
    rolled = [ev.data["colour"] for ev in events if ev.kind == "die_rolled"]
    expected = [c for c in corp.production if c != "wild"] + ["blue", "red"]
    assert sorted(rolled) == sorted(expected)
    assert all(ev.reveal for ev in events if ev.kind == "die_rolled")
    check_invariants(e)


def test_pool_short_take_what_is_there_and_one_wild__000_no_dice() -> None:
    e = play_game(2)
    seat = e.state.current
    other = 1 - seat
    set_dice(e, seat, {})
    set_wild(e, seat, 0)
    to_play_area(e, seat, "magma_plant")  # two red
    to_play_area(e, seat, "vent_pipes")  # one red
    # the other player holds every red die but one
    set_dice(e, other, {})
    red_left = e.state.pool["red"]
    set_dice(e, other, {"heat": red_left - 1})
    _production(e)
    events = e.apply(CardsDone())
    red_rolled = sum(1 for ev in events if ev.kind == "die_rolled" and ev.data["colour"] == "red")
    assert red_rolled == 1
    assert e.state.pool["red"] == 0
    assert [ev.kind for ev in events].count("pool_short") == 1
    gained = [ev for ev in events if ev.kind == "wild_gained"]
    corp_wilds = C.corps[e.state.players_state[seat].corp or ""].production.count("wild")
    assert sum(ev.data["n"] for ev in gained) == corp_wilds + 1
    check_invariants(e)


def test_missing_dice_outside_production_are_lost__000_no_dice() -> None:
    e = play_game(2)
    seat = e.state.current
    set_dice(e, 1 - seat, {})
    set_dice(e, 1 - seat, {"plant": e.state.pool["green"]})
    e.apply(ChooseTurn("action"))
    from game.rules.tmdice.actions import GainDie

    assert GainDie("green") not in e.legal_actions()


def test_blue_cards_untap_at_production__000_production_step_5() -> None:
    e = play_game(2)
    seat = e.state.current
    to_play_area(e, seat, "greenhouse")
    e.state.players_state[seat].tapped = ["greenhouse"]
    set_dice(e, seat, {})
    _production(e)
    e.apply(CardsDone())
    assert e.state.players_state[seat].tapped == []


def test_production_time_vp_wild_and_card__cards_production_boxes() -> None:
    e = play_game(2)
    seat = e.state.current
    set_dice(e, seat, {})
    to_play_area(e, seat, "tourist_domes")  # yellow + vp
    to_play_area(e, seat, "jovian_tugs")  # yellow + wild
    to_play_area(e, seat, "data_vaults")  # yellow + card
    p = e.state.players_state[seat]
    set_hand_size(e, seat, 5)
    vp, wild = p.vp, p.wild
    _production(e)
    e.apply(CardsDone())
    hand_after_draw = 5 + 1
    assert p.vp == vp + 1 and p.vp_sources["production"] == 1
    assert p.wild >= wild + 1
    assert len(p.hand) == hand_after_draw


def test_deck_reshuffles_discard_when_empty__decision_deck_out() -> None:
    e = play_game(2)
    s = e.state
    seat = s.current
    s.discard.extend(s.deck[:-1])
    s.deck = s.deck[-1:]
    set_dice(e, seat, {})
    set_hand_size(e, seat, 5)
    _production(e)
    hand = list(s.players_state[seat].hand)
    for card in hand:
        e.apply(DiscardCard(card))
    events = e.apply(CardsDone())
    kinds = [ev.kind for ev in events]
    assert "deck_reshuffled" in kinds
    assert len(s.players_state[seat].hand) == 5
    check_invariants(e)


def test_draw_stops_when_deck_and_discard_are_empty__decision_deck_out() -> None:
    e = play_game(2)
    s = e.state
    seat = s.current
    other = 1 - seat
    s.players_state[other].hand.extend(s.deck)
    s.deck = []
    s.players_state[other].hand.extend(s.discard)
    s.discard = []
    while len(s.players_state[seat].hand) > 4:
        s.players_state[other].hand.append(s.players_state[seat].hand.pop())
    set_dice(e, seat, {})
    _production(e)
    events = e.apply(CardsDone())
    assert "deck_empty" in [ev.kind for ev in events]
    assert len(s.players_state[seat].hand) == 4  # nothing replaces the missing card
    check_invariants(e)


def test_free_actions_at_start_and_end_of_production_turn__000_free_action() -> None:
    e = play_game(2)
    seat = e.state.current
    to_play_area(e, seat, "weather_control")  # free: pay an energy, turn a die
    set_dice(e, seat, {"energy": 2, "heat": 1})
    free = UseBlue("weather_control", ())
    assert free in e.legal_actions()  # start of the turn
    e.apply(free)
    assert e.decider() == seat
    while e.state.pending:
        e.apply(e.legal_actions()[0])
    assert "weather_control" in e.state.players_state[seat].tapped
    _production(e)
    set_dice(e, seat, {"energy": 1, "heat": 1})
    e.apply(CardsDone())
    # untapped by the production: usable again at its end, before ending the turn
    assert e.state.step == "prod_end"
    assert free in e.legal_actions() and EndTurn() in e.legal_actions()


@settings(max_examples=12, deadline=None)
@given(players=st.integers(1, 4), seed=st.integers(0, 10**6), storage=st.booleans())
@example(players=2, seed=50797, storage=False)  # a free action gains a die at the cards step
def test_never_more_than_the_kept_dice_past_the_keep_step__000_production_step_1(
    players: int, seed: int, storage: bool
) -> None:
    """Property over random play: once the keep step is over, the player holds no more dice
    than they may keep (3, plus storage), and returning dice is offered down to none. Dice
    gained after the keep step by a free action (001: "at any time on your turn, even
    Production") come on top: step 1 is over, so nothing sends them back."""
    e = new_game(players, seed, storage=storage)
    rng = Rng.from_seed(seed)
    gained_since_keep = 0
    for _ in range(1500):
        if e.is_over():
            break
        s = e.state
        if s.step == "prod_cards" and not s.pending:
            p = s.players_state[s.current]
            assert sum(p.dice.values()) <= e.keep_limit(s.current) + gained_since_keep
            offered = {(a.face, a.n) for a in legal_of(e, DiscardDie)}
            assert offered == {(f, k) for f, n in p.dice.items() for k in range(1, n + 1)}
        seat, cards_step = s.current, s.step == "prod_cards"
        events = e.apply(rng.choice(e.legal_actions()))
        if cards_step:
            gained_since_keep += sum(
                1 for ev in events if ev.kind == "die_gained" and ev.data["seat"] == seat
            )
        else:
            gained_since_keep = 0
