"""Solo: 000 "Terraforming Mars Dice Solo Gameplay" and "Solo game scoring benchmark"."""

from __future__ import annotations

import pytest
from tmdice_helpers import action_turn, check_invariants, legal_of, new_game, play_game, set_dice

from game.rules.tmdice.actions import ChooseCorp, PlaceTile, Skip, Terraform
from game.rules.tmdice.scoring import game_over
from game.rules.tmdice.tables import OCEANS, OXY_STEPS, TEMP_STEPS, C, band_for


def _pass_turn(e) -> None:
    turn = e.state.turn_no
    action_turn(e)
    e.apply(Skip())
    e.apply(Skip())
    while e.state.turn_no == turn and not e.is_over():
        e.apply(e.legal_actions()[0])


def test_solo_board_city_on_vp_area_ocean_next_to_it_greenery_next_to_both__000_solo() -> None:
    e = new_game(1, seed=2)
    assert e.state.pending[-1].tile == "solo_city"
    cities = {a.area for a in legal_of(e, PlaceTile)}
    assert cities == {a.id for a in C.map.areas if a.vp_spot}
    city = sorted(cities)[1]
    e.apply(PlaceTile(city))
    oceans = {a.area for a in legal_of(e, PlaceTile)}
    assert oceans and oceans <= set(C.ocean_areas) and oceans <= set(C.adjacent[city])
    ocean = sorted(oceans)[0]
    e.apply(PlaceTile(ocean))
    greens = (
        {a.area for a in legal_of(e, PlaceTile)} if e.state.pending[-1].kind == "place" else set()
    )
    if greens:
        assert greens <= set(C.adjacent[city]) & set(C.adjacent[ocean])
        e.apply(PlaceTile(sorted(greens)[0]))
    s = e.state
    assert s.tiles[city] == "city" and s.tiles[ocean] == "ocean"
    assert s.tiles.count("greenery") == 1
    assert s.oceans == 1
    # no VP and no bonuses for any of this
    assert s.players_state[0].vp == 0 and s.players_state[0].dice == {}
    assert s.players_state[0].wild == 0
    assert all(o == -1 for o, t in zip(s.owners, s.tiles, strict=True) if t)


def test_solo_setup_always_leaves_a_forest_for_every_city_and_ocean__000_solo_setup() -> None:
    # 000: "an ocean tile next to the city tile, and 1 forest tile adjacent to both": every
    # city/ocean pair offered leaves a forest area, and no ocean area that would leave none is
    # offered
    e = new_game(1, seed=2)
    cities = [a.area for a in legal_of(e, PlaceTile)]
    assert cities
    pairs = 0
    for city in cities:
        with_city = e.clone()
        with_city.apply(PlaceTile(city))
        offered = {a.area for a in legal_of(with_city, PlaceTile)}
        near = [a for a in C.ocean_areas if a in C.adjacent[city]]
        for ocean in near:
            forests = set(C.adjacent[city]) & set(C.adjacent[ocean])
            possible = any(C.map.areas[f].reserved is None for f in forests)
            assert (ocean in offered) == possible, (city, ocean)
        for ocean in offered:
            board = with_city.clone()
            board.apply(PlaceTile(ocean))
            if board.state.pending[-1].tile == "solo_greenery":  # else the only area was taken
                board.apply(board.legal_actions()[0])
            (forest,) = [a for a, tile in enumerate(board.state.tiles) if tile == "greenery"]
            assert forest in set(C.adjacent[city]) & set(C.adjacent[ocean]), (city, ocean)
            pairs += 1
    assert pairs >= len(cities)


def test_solo_uses_four_bonus_cards_whatever_the_bonus_pile_option__000_solo() -> None:
    # 000's solo rule ("Use 4 bonus cards ... you will acquire 2 more, and the last one will
    # not be used") wins over 001's "2 per player"
    for rule in ("000", "001"):
        e = new_game(1, bonus_pile=rule)
        assert len(e.state.bonus_pile) == 4, rule


def test_solo_bonus_card_after_initial_production_from_four__000_solo() -> None:
    e = new_game(1, seed=1)
    while e.state.pending and e.state.pending[-1].kind == "place":
        e.apply(e.legal_actions()[0])
    e.apply(ChooseCorp(e.state.players_state[0].corp_options[0]))
    while e.state.pending[-1].kind != "bonus":  # a starting box with a choice
        e.apply(e.legal_actions()[0])
    assert sum(e.state.players_state[0].dice.values()) > 0  # production already rolled
    assert len(e.legal_actions()) == 4
    e.apply(e.legal_actions()[0])
    while e.state.phase == "setup":
        e.apply(e.legal_actions()[0])
    assert len(e.state.bonus_pile) == 3
    assert e.state.turn_no == 1


def test_solo_game_ends_after_turn_50_and_does_not_count__000_solo() -> None:
    e = play_game(1)
    e.state.turn_no = 50
    _pass_turn(e)
    r = e.result()
    assert r is not None
    assert r.notes["counted"] is False and r.winners == []
    assert r.notes["band"] == band_for(r.scores[0])


def test_solo_all_three_parameters_complete_counts__000_solo() -> None:
    e = play_game(1)
    s = e.state
    for a in C.ocean_areas:
        if s.oceans < OCEANS and not s.tiles[a]:
            s.tiles[a] = "ocean"
            s.oceans += 1
    s.oxygen = OXY_STEPS
    s.temperature = TEMP_STEPS - 1
    set_dice(e, 0, {"heat": 3})
    action_turn(e)
    e.apply(Skip())
    e.apply(Terraform("heat", 0))
    assert e.completed() == 3
    assert not e.is_over()  # the game goes on to turn 50
    s.turn_no = 50
    _pass_turn(e)
    r = e.result()
    assert r is not None and r.notes["counted"] is True and r.winners == [0]
    assert r.notes["band"] == band_for(r.scores[0])
    check_invariants(e)


@pytest.mark.parametrize(
    ("score", "band"),
    [
        (59, "Might as well lose"),
        (60, "You can do better"),
        (75, "Getting a hang of it"),
        (84, "Decent"),
        (85, "Not bad at all"),
        (94, "Really good"),
        (95, "Great"),
        (100, "Supreme Victory"),
        (110, "Is this even possible?"),
    ],
)
def test_solo_rating_bands__000_solo_benchmark(score: int, band: str) -> None:
    assert band_for(score) == band


def _solo_awards(count: int, face: str) -> int:
    e = play_game(1)
    s = e.state
    s.award_dice = [face, "artifact", "artifact"]
    p = s.players_state[0]
    p.played = []
    p.bonus = []
    # a neutral played card carrying `count` icons: count through bonus cards' costs
    p.bonus = ["solar_flare"] * count if face in ("heat", "event") else []
    game_over(e.state, [])
    return p.vp_sources.get("awards", 0)


@pytest.mark.parametrize(("face", "need"), [("heat", 10), ("event", 8)])
def test_solo_awards_by_rarity_5_vp_or_3_one_short__000_solo(face: str, need: int) -> None:
    assert _solo_awards(need, face) == 5
    assert _solo_awards(need - 1, face) == 3
    assert _solo_awards(need - 2, face) == 0


def test_solo_award_threshold_for_a_rare_icon_is_6__000_solo() -> None:
    assert C.tracks.solo_award_thresholds == {"common": 10, "uncommon": 8, "rare": 6}
    assert C.rarity["nuclear"] == "rare"


def test_solo_milestones_removed_after_turns_16_20_24__000_solo() -> None:
    e = play_game(1)
    s = e.state
    s.milestone_state = [-1, 0, -1]  # the middle one is claimed
    s.players_state[0].milestones = [s.milestones[1]]
    s.turn_no = 16
    _pass_turn(e)
    assert s.milestone_state == [-2, 0, -1]
    s.turn_no = 20
    _pass_turn(e)
    assert s.milestone_state == [-2, 0, -1]  # claimed: stays
    s.turn_no = 24
    _pass_turn(e)
    assert s.milestone_state == [-2, 0, -2]


def test_solo_removed_milestone_cannot_be_claimed__000_solo() -> None:
    e = play_game(1)
    s = e.state
    s.milestones = ["hoarder", "mayor", "gardener"]
    s.milestone_state = [-2, -1, -1]
    set_dice(e, 0, {"heat": 5, "water": 5})
    action_turn(e)
    e.apply(Skip())
    assert s.milestone_state[0] == -2


def test_solo_turn_counter_runs_1_to_50__000_solo() -> None:
    e = play_game(1)
    assert e.state.turn_no == 1
    _pass_turn(e)
    assert e.state.turn_no == 2


def test_solo_has_no_second_parameter_trigger__000_solo() -> None:
    e = play_game(1)
    s = e.state
    s.oxygen = OXY_STEPS
    s.temperature = TEMP_STEPS - 1
    set_dice(e, 0, {"heat": 3})
    action_turn(e)
    e.apply(Skip())
    e.apply(Terraform("heat", 0))
    assert not e.is_over() and s.final_left == -1


def test_solo_score_if_the_game_ended_now_is_what_the_final_scoring_adds__000_solo() -> None:
    """000 "Final Scoring" in solo: awards at the solo thresholds, 4 VP a milestone and the
    red-ribbon cards come on top of the VP track; the figure the table shows before the end
    is what the engine then adds."""
    import random

    from game.rules.tmdice import figures

    e = play_game(1, seed=3, missions=True)
    rng = random.Random(3)
    while e.state.phase != "over":
        before = e.state.players_state[0].vp
        p = e.state.players_state[0]
        missions = (
            list(e.state.modules["missions"].done[0]) if "missions" in e.state.modules else []
        )
        now = figures.solo_score_if_ended(
            p.vp, p, list(p.milestones), missions, list(e.state.award_dice)
        )
        e.apply(rng.choice(e.legal_actions()))
        if e.state.turn_no > 6 and e.state.phase != "over":
            e.state.turn_no = 50  # the game ends at the end of this turn
    r = e.result()
    assert r is not None
    extras = sum(
        r_
        for k, r_ in e.state.breakdown[0].items()
        if k in ("awards", "milestones", "cards_end", "missions")
    )
    assert now - before == extras
