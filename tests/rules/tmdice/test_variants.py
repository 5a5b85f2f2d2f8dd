"""The 001 variants: purple dice, missions (storage spaces and the bonus pile are tested with
the production turn and the setup)."""

from __future__ import annotations

from tmdice_helpers import (
    action_turn,
    check_invariants,
    new_game,
    play_game,
    set_dice,
    set_wild,
)

from game.rules.tmdice.actions import GainDie, PlaceTile, Skip, Terraform
from game.rules.tmdice.content import FACE_COLOUR
from game.rules.tmdice.modules.missions import missions_of
from game.rules.tmdice.scoring import game_over
from game.rules.tmdice.tables import C


def test_purple_markers_on_rotate_spots_and_vp_track_8_16__001_setup() -> None:
    e = play_game(2, purple=True)
    assert sorted(e.state.purple_map) == sorted(a.id for a in C.map.areas if a.purple_spot)
    assert e.state.purple_track == [8, 16]
    assert e.state.pool["purple"] == 0
    assert all(
        c in e.state.deck or any(c in p.hand for p in e.state.players_state) for c in C.purple_cards
    )
    check_invariants(e)


def test_no_purple_without_the_variant__001_setup() -> None:
    e = play_game(2)
    assert e.state.purple_map == [] and e.state.purple_track == []
    assert not set(C.purple_cards) & set(e.state.deck)


def test_tile_on_a_rotate_spot_gains_the_purple_die__001_purple() -> None:
    e = play_game(2, purple=True)
    seat = e.state.current
    area = e.state.purple_map[0]
    set_dice(e, seat, {"plant": 4})
    set_wild(e, seat, 0)
    action_turn(e)
    e.apply(Skip())
    e.apply(Terraform("plant", 0))
    events = e.apply(PlaceTile(area))
    purple = [ev for ev in events if ev.kind == "die_rolled" and ev.data["colour"] == "purple"]
    assert len(purple) == 1
    assert area not in e.state.purple_map
    check_invariants(e)


def test_reaching_8_vp_gains_the_purple_die__001_purple() -> None:
    e = play_game(2, purple=True)
    seat = e.state.current
    p = e.state.players_state[seat]
    p.vp, p.vp_sources = 7, {"terraform": 7}
    p.bonus_steps = [5]
    set_dice(e, seat, {"megacredit": 3})
    action_turn(e)
    e.apply(Skip())
    e.apply(Terraform("megacredit", 0))
    assert e.state.purple_track == [16]
    assert any(FACE_COLOUR[f] == "purple" for f in p.dice)
    check_invariants(e)


def test_spent_purple_dice_can_be_gained_from_the_pool__decision_purple() -> None:
    e = play_game(2, purple=True)
    e.state.purple_track.remove(16)
    e.state.pool["purple"] = 1
    action_turn(e)
    assert GainDie("purple") in e.legal_actions()


def test_three_missions_face_up_without_duplicates__001_setup() -> None:
    for seed in range(10):
        e = play_game(3, seed=seed, missions=True)
        display = missions_of(e.state).display
        assert len(display) == 3 and len(set(display)) == 3


def test_two_part_mission_cube_then_completion_one_point__001_missions() -> None:
    e = play_game(2, seed=1, missions=True)
    s = e.state
    missions_of(s).deck.extend(missions_of(s).display)
    missions_of(s).display = ["climate_team", "splash", "landmark"]  # temperature + oxygen
    for m in missions_of(s).display:
        missions_of(s).deck.remove(m)
    seat = s.current
    set_dice(e, seat, {"heat": 3})
    action_turn(e)
    e.apply(Skip())
    e.apply(Terraform("heat", 0))
    assert missions_of(s).cubes[seat].get("climate_team") == [0]
    assert "climate_team" in missions_of(s).display
    # the other player does one part too
    other = 1 - seat
    set_dice(e, other, {"heat": 3})
    action_turn(e)
    e.apply(Skip())
    e.apply(Terraform("heat", 0))
    assert missions_of(s).cubes[other]["climate_team"] == [0]
    # the first player completes it: all cubes removed, the mission is taken
    set_dice(e, seat, {"plant": 4})
    action_turn(e)
    e.apply(Skip())
    e.apply(Terraform("plant", 0))
    e.apply(PlaceTile(10))
    while s.current == seat:
        e.apply(e.legal_actions()[0])
    assert "climate_team" in missions_of(s).done[seat]
    assert "climate_team" not in missions_of(s).cubes[other]
    assert len(missions_of(s).display) == 3  # refilled at the end of the turn
    game_over(e.state, [])
    assert s.players_state[seat].vp_sources["missions"] == 1


def test_one_part_mission_completes_at_once__001_missions() -> None:
    e = play_game(2, seed=2, missions=True)
    s = e.state
    missions_of(s).deck.extend(missions_of(s).display)
    missions_of(s).display = ["heatwave", "splash", "landmark"]
    for m in missions_of(s).display:
        missions_of(s).deck.remove(m)
    seat = s.current
    set_dice(e, seat, {"heat": 3})
    action_turn(e)
    e.apply(Skip())
    events = e.apply(Terraform("heat", 0))
    assert "mission_completed" in [ev.kind for ev in events]
    assert missions_of(s).done[seat] == ["heatwave"]


def test_setup_puts_duplicate_missions_to_the_bottom__001_setup() -> None:
    # 001 setup: "In case of duplicates, return to bottom of deck and draw another"
    e = new_game(2, seed=2, missions=True)
    s = e.state
    assert len(set(missions_of(s).display)) == 3
    for seed in range(30):
        world = new_game(2, seed=seed, missions=True)
        assert len(set(missions_of(world.state).display)) == 3
        total = len(missions_of(world.state).display) + len(missions_of(world.state).deck)
        assert total == sum(m.copies for m in C.missions)  # nothing discarded at setup
        assert missions_of(world.state).discard == []


def test_mission_refresh_discards_duplicates__001_missions() -> None:
    # 001: "At the end of your turn, refresh the mission tableau; discard and redraw any
    # duplicates"
    e = play_game(2, seed=2, missions=True)
    s = e.state
    seat = s.current
    missions_of(s).deck.extend(missions_of(s).display)
    missions_of(s).display = ["heatwave", "splash"]
    missions_of(s).deck = [m for m in missions_of(s).deck if m not in ("landmark", "heatwave")]
    missions_of(s).deck += ["landmark", "heatwave"]  # the top is the end of the list
    before = len(missions_of(s).deck)
    action_turn(e)
    e.apply(Skip())
    e.apply(Skip())
    while s.current == seat:
        e.apply(e.legal_actions()[0])
    assert missions_of(s).display == ["heatwave", "splash", "landmark"]
    assert missions_of(s).discard == ["heatwave"]
    assert len(missions_of(s).deck) == before - 2 and missions_of(s).deck[-1] != "heatwave"


def test_missions_absent_without_the_variant__001_missions() -> None:
    e = play_game(2)
    assert "missions" not in e.state.modules
