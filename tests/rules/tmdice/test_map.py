"""Map and tiles: 000 "Placing tiles on the board", "Bonus on parameter", "Terraforming awards
2 VP", "Keep on terraforming"."""

from __future__ import annotations

from tmdice_helpers import action_turn, legal_of, play_game, refresh, set_dice, set_wild, to_hand

from game.rules.tmdice.actions import PlaceTile, PlayCard, Skip, Terraform
from game.rules.tmdice.tables import OCEANS, OXY_STEPS, TEMP_STEPS, C


def _standard(e, what, face, need):
    seat = e.state.current
    set_dice(e, seat, {face: need})
    set_wild(e, seat, 0)
    action_turn(e)
    e.apply(Skip())
    e.apply(Terraform(what, 0))
    return seat


def _settle_bonus(e, seat):
    while e.state.pending and e.decider() == seat:
        e.apply(e.legal_actions()[0])


def test_oceans_only_on_ocean_reserved_areas__000_ocean_tile() -> None:
    e = play_game(2)
    _standard(e, "water", "water", 3)
    areas = {a.area for a in legal_of(e, PlaceTile)}
    assert areas == set(C.ocean_areas)


def test_no_other_tile_on_ocean_areas__000_ocean_tile() -> None:
    e = play_game(2)
    _standard(e, "plant", "plant", 4)
    areas = {a.area for a in legal_of(e, PlaceTile)}
    assert not areas & set(C.ocean_areas)
    assert not areas & set(C.special_area.values())


def test_greenery_raises_oxygen_and_scores_adjacent_cities__000_greenery() -> None:
    e = play_game(2)
    s = e.state
    target = 10
    cities = [b for b in C.adjacent[target] if C.map.areas[b].reserved is None][:2]
    for b in cities:
        s.tiles[b] = "city"
    refresh(e)
    seat = _standard(e, "plant", "plant", 4)
    e.apply(PlaceTile(target))
    _settle_bonus(e, seat)
    p = s.players_state[seat]
    assert s.oxygen == 1
    assert p.vp_sources["terraform"] == 2
    assert p.vp_sources["tiles"] == len(cities)


def test_city_never_next_to_a_city__000_city_tile() -> None:
    e = play_game(2)
    s = e.state
    s.tiles[10] = "city"
    refresh(e)
    _standard(e, "city", "city", 3)
    areas = {a.area for a in legal_of(e, PlaceTile)}
    assert 10 not in areas
    assert not areas & set(C.adjacent[10])
    assert areas


def test_city_scores_2_plus_adjacent_greeneries__000_city_tile() -> None:
    e = play_game(2)
    s = e.state
    target = 10
    greens = [b for b in C.adjacent[target] if C.map.areas[b].reserved is None][:3]
    for b in greens:
        s.tiles[b] = "greenery"
    refresh(e)
    seat = _standard(e, "city", "city", 3)
    e.apply(PlaceTile(target))
    assert s.players_state[seat].vp_sources["tiles"] == 2 + len(greens)
    assert s.oxygen == 0  # a city does not terraform


def test_special_tile_on_its_own_area__000_special_tiles() -> None:
    e = play_game(2)
    seat = e.state.current
    to_hand(e, seat, "polar_outpost")  # city, water, titanium: polar station tile, 1 VP
    set_dice(e, seat, {"city": 1, "water": 1, "titanium": 1})
    action_turn(e)
    e.apply(Skip())
    e.apply(PlayCard("polar_outpost", ()))
    area = C.special_area["polar_station"]
    assert e.state.tiles[area] == "polar_station"
    assert e.state.owners[area] == seat


def test_special_tile_area_taken_means_effect_ignored__000_playing_a_card() -> None:
    e = play_game(2)
    seat = e.state.current
    e.state.tiles[C.special_area["polar_station"]] = "polar_station"
    to_hand(e, seat, "polar_outpost")
    set_dice(e, seat, {"city": 1, "water": 1, "titanium": 1})
    action_turn(e)
    e.apply(Skip())
    events = e.apply(PlayCard("polar_outpost", ()))
    assert "effect_ignored" in [ev.kind for ev in events]
    # the tile is ignored, the card's other effect (its VP) still happens
    assert e.state.players_state[seat].vp_sources["cards"] == 2


def test_placement_bonus_is_gained__000_placing_tiles() -> None:
    e = play_game(2)
    area = next(
        a.id for a in C.map.areas if a.reserved is None and a.bonus and a.bonus[0].do == "wild"
    )
    seat = _standard(e, "plant", "plant", 4)
    wild = e.state.players_state[seat].wild
    e.apply(PlaceTile(area))
    assert e.state.players_state[seat].wild == wild + 1


def test_vp_placement_bonus__000_placing_tiles() -> None:
    e = play_game(2)
    area = next(a.id for a in C.map.areas if a.vp_spot)
    seat = _standard(e, "plant", "plant", 4)
    e.apply(PlaceTile(area))
    assert e.state.players_state[seat].vp_sources["placement"] == 1


def test_ocean_scores_2_vp_as_terraforming__000_ocean_tile() -> None:
    e = play_game(2)
    seat = _standard(e, "water", "water", 3)
    e.apply(PlaceTile(C.ocean_areas[0]))
    assert e.state.players_state[seat].vp_sources["terraform"] == 2
    assert e.state.oceans == 1


def test_track_bonus_goes_to_whoever_raises__000_bonus_on_parameter() -> None:
    e = play_game(2)
    s = e.state
    s.temperature = 1  # -28: the next step reaches -24 (a red die showing heat)
    seat = _standard(e, "heat", "heat", 3)
    assert s.players_state[seat].dice == {"heat": 1}
    assert s.temperature == 2


def test_oxygen_bonus_raises_temperature__decision_tracks() -> None:
    e = play_game(2)
    s = e.state
    s.oxygen = 3  # 6 %: the next step reaches 8 %
    seat = _standard(e, "plant", "plant", 4)
    e.apply(PlaceTile(10))
    _settle_bonus(e, seat)
    assert s.oxygen == 4 and s.temperature == 1
    assert s.players_state[seat].vp_sources["terraform"] == 4


def test_terraforming_a_completed_parameter_gives_1_vp__000_keep_on_terraforming() -> None:
    e = play_game(2)
    s = e.state
    s.temperature = TEMP_STEPS
    seat = _standard(e, "heat", "heat", 3)
    assert s.temperature == TEMP_STEPS
    assert s.players_state[seat].vp_sources["terraform"] == 1


def test_greenery_after_oxygen_complete_gives_1_vp_for_oxygen__000_keep_on_terraforming() -> None:
    e = play_game(2)
    s = e.state
    s.oxygen = OXY_STEPS
    seat = _standard(e, "plant", "plant", 4)
    e.apply(PlaceTile(10))
    assert s.players_state[seat].vp_sources["terraform"] == 1


def test_ocean_after_the_seventh_gives_1_vp_no_tile__decision_ocean() -> None:
    e = play_game(2)
    s = e.state
    for a in C.ocean_areas[:OCEANS]:
        s.tiles[a] = "ocean"
    s.oceans = OCEANS
    seat = _standard(e, "water", "water", 3)
    assert not s.pending
    assert s.tiles.count("ocean") == OCEANS
    assert s.players_state[seat].vp_sources["terraform"] == 1


def test_no_room_for_a_greenery_means_no_standard_project__decision_tiles() -> None:
    e = play_game(2)
    s = e.state
    for a in C.map.areas:
        if a.reserved is None:
            s.tiles[a.id] = "greenery"
    refresh(e)
    seat = e.state.current
    set_dice(e, seat, {"plant": 4})
    action_turn(e)
    e.apply(Skip())
    assert Terraform("plant", 0) not in e.legal_actions()


def test_temperature_bonuses_at_minus_16_and_0__000_bonus_on_parameter() -> None:
    e = play_game(2)
    s = e.state
    s.temperature = 3  # -20: the next step reaches -16 (a red die showing heat)
    seat = _standard(e, "heat", "heat", 3)
    assert s.players_state[seat].dice == {"heat": 1}
    e2 = play_game(2)
    e2.state.temperature = 7  # -4: the next step reaches 0 (a blue die showing water)
    seat2 = _standard(e2, "heat", "heat", 3)
    assert e2.state.players_state[seat2].dice == {"water": 1}


def test_track_bonus_only_when_the_step_is_reached__000_bonus_on_parameter() -> None:
    e = play_game(2)
    s = e.state
    s.temperature = 2  # already at -24: the bonus was taken by whoever reached it
    seat = _standard(e, "heat", "heat", 3)
    assert s.players_state[seat].dice == {}
