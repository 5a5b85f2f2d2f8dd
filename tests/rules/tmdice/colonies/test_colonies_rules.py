"""The Colonies module (seed 002), rule by rule: setup, building a colony, trading, the
round's end (002's colony production) and solo with colonies."""

from __future__ import annotations

from tmdice_helpers import action_turn, check_invariants, legal_of, new_game, play_game, set_dice

from game.rules.core import Event, Rng
from game.rules.tmdice.actions import (
    BuildColony,
    CardsDone,
    ChooseTurn,
    EndTurn,
    ReturnColonyTile,
    Skip,
    TradeColony,
)
from game.rules.tmdice.engine import TMDiceEngine
from game.rules.tmdice.modules.colonies import colonies_of, open_tiles, place_tiles
from game.rules.tmdice.modules.colonies_tiles import START_STEP, colony_tiles
from game.rules.tmdice.tables import C


def to_main(e: TMDiceEngine) -> None:
    """The current player takes an action turn and skips its support action."""
    action_turn(e)
    e.apply(Skip())


def with_tiles(e: TMDiceEngine, *tiles: str) -> None:
    """These tiles in play, one fleet each at home, and no colony corporation's trigger in
    the way of what a test counts."""
    c = colonies_of(e.state)
    c.tiles, c.marker, c.colonies = [], {}, {}
    place_tiles(c, list(tiles))
    c.fleets = [[""] for _ in c.fleets]
    for p in e.state.players_state:
        if p.corp in C.colony_corps:
            p.corp = C.corporations[0].id
    e._legal = None


# --- setup ---------------------------------------------------------------------------------
def test_setup_draws_players_plus_two_tiles_five_at_two__002_setup() -> None:
    for players, tiles in ((2, 5), (3, 5), (4, 6)):
        c = colonies_of(play_game(players, colonies=True).state)
        assert len(c.tiles) == tiles == len(set(c.tiles))


def test_setup_one_trade_fleet_each_on_the_fleets_tile__002_setup() -> None:
    c = colonies_of(new_game(3, colonies=True).state)  # before a corporation adds a fleet
    assert c.fleets == [[""], [""], [""]]


def test_markers_start_on_the_second_step_resource_tiles_closed__002_setup() -> None:
    c = colonies_of(new_game(4, seed=3, colonies=True).state)
    for tid in c.tiles:
        if colony_tiles()[tid].needs is None:
            assert c.marker[tid] == START_STEP == 1
        else:
            assert c.marker[tid] == -1


def test_closed_tile_opens_when_a_card_in_play_shows_its_face__002_setup() -> None:
    e = play_game(2, colonies=True)
    with_tiles(e, "enceladus_vents", "io_furnace")
    c = colonies_of(e.state)
    assert c.marker["enceladus_vents"] == -1
    s = e.state
    set_dice(e, s.current, {"megacredit": 3, "microbe": 2, "energy": 2})
    to_main(e)
    # closed: no build, no trade there
    assert all(a.tile != "enceladus_vents" for a in legal_of(e, BuildColony))
    assert all(a.tile != "enceladus_vents" for a in legal_of(e, TradeColony))
    microbe_card = next(cid for cid in C.base_cards if "microbe" in C.cards[cid].cost)
    s.players_state[s.current].played.append(microbe_card)
    open_tiles(s, [])
    assert c.marker["enceladus_vents"] == START_STEP


def test_colonies_off_by_default() -> None:
    assert "colonies" not in play_game(2).state.modules


# --- building a colony ---------------------------------------------------------------------
def test_build_lowest_spot_marker_up_and_build_bonus__002_building() -> None:
    e = play_game(2, colonies=True)
    with_tiles(e, "ganymede_greens", "io_furnace")
    s = e.state
    seat = s.current
    set_dice(e, seat, {"megacredit": 3})
    to_main(e)
    e.apply(BuildColony("ganymede_greens"))
    c = colonies_of(s)
    assert c.colonies["ganymede_greens"] == [seat]
    assert c.marker["ganymede_greens"] == 1  # one colony: the marker stays at step 1
    assert c.production[seat] == ["green"]  # +1 plant production: a green production die
    assert s.players_state[seat].dice.get("megacredit", 0) == 0  # paid 3 megacredits
    check_invariants(e)


def test_second_and_third_colony_push_the_marker_up__002_building() -> None:
    e = play_game(3, colonies=True)
    with_tiles(e, "luna_exchange")
    c = colonies_of(e.state)
    seat = e.state.current
    c.colonies["luna_exchange"] = [x for x in range(3) if x != seat]
    c.marker["luna_exchange"] = 1
    set_dice(e, seat, {"megacredit": 3})
    to_main(e)
    e.apply(BuildColony("luna_exchange"))
    assert c.colonies["luna_exchange"][2] == seat
    assert c.marker["luna_exchange"] == 3  # moved up to stay beside the colonies


def test_three_colonies_a_tile_one_per_player__002_building() -> None:
    e = play_game(4, colonies=True)
    with_tiles(e, "luna_exchange", "io_furnace")
    c = colonies_of(e.state)
    s = e.state
    seat = s.current
    others = [x for x in range(4) if x != seat]
    c.colonies["luna_exchange"] = others  # full
    c.colonies["io_furnace"] = [seat]  # already has one there
    set_dice(e, seat, {"megacredit": 3})
    to_main(e)
    assert legal_of(e, BuildColony) == []


def test_build_costs_three_megacredits_wilds_may_stand_in() -> None:
    e = play_game(2, colonies=True)
    with_tiles(e, "io_furnace")
    seat = e.state.current
    set_dice(e, seat, {"megacredit": 2})
    to_main(e)
    assert legal_of(e, BuildColony) == []
    e.state.players_state[seat].wild = 1
    e.state.wild_supply -= 1
    e._legal = None
    assert legal_of(e, BuildColony) == [BuildColony("io_furnace", 1)]


# --- trading -------------------------------------------------------------------------------
def test_trade_pays_parks_fleet_takes_income_owners_bonus_marker_drops__002_trading() -> None:
    e = play_game(3, colonies=True)
    with_tiles(e, "kallisto_forge", "io_furnace")
    s = e.state
    seat = s.current
    owner = (seat + 1) % 3
    c = colonies_of(s)
    c.colonies["kallisto_forge"] = [owner]
    c.marker["kallisto_forge"] = 5  # income at step 5: 3 energy dice
    set_dice(e, seat, {"titanium": 2})
    set_dice(e, owner, {})
    to_main(e)
    assert TradeColony("kallisto_forge", "titanium") in legal_of(e, TradeColony)
    e.apply(TradeColony("kallisto_forge", "titanium"))
    assert c.fleets[seat] == ["kallisto_forge"]
    assert s.players_state[seat].dice == {"energy": 3}
    assert s.players_state[owner].dice == {"energy": 1}  # colony bonus
    assert c.marker["kallisto_forge"] == 1  # next to the one colony
    check_invariants(e)


def test_trade_three_ways_to_pay__002_trading() -> None:
    e = play_game(2, colonies=True)
    with_tiles(e, "io_furnace")
    seat = e.state.current
    set_dice(e, seat, {"megacredit": 2, "energy": 2, "titanium": 2})
    to_main(e)
    assert {a.pay for a in legal_of(e, TradeColony)} == {"megacredit", "energy", "titanium"}


def test_one_fleet_a_tile_and_own_fleet_must_be_home__002_trading() -> None:
    e = play_game(2, colonies=True)
    with_tiles(e, "io_furnace", "luna_exchange")
    s = e.state
    seat = s.current
    c = colonies_of(s)
    c.fleets[1 - seat] = ["io_furnace"]
    set_dice(e, seat, {"megacredit": 2})
    to_main(e)
    assert {a.tile for a in legal_of(e, TradeColony)} == {"luna_exchange"}
    c.fleets[seat] = ["luna_exchange"]
    e._legal = None
    assert legal_of(e, TradeColony) == []


def test_pluto_colony_bonus_draws_then_discards__002_tiles() -> None:
    e = play_game(2, colonies=True)
    with_tiles(e, "pluto_archive")
    s = e.state
    seat = s.current
    owner = 1 - seat
    c = colonies_of(s)
    c.colonies["pluto_archive"] = [owner]
    hand = len(s.players_state[owner].hand)
    set_dice(e, seat, {"energy": 2})
    to_main(e)
    e.apply(TradeColony("pluto_archive", "energy"))
    assert e.decider() == owner
    e.apply(e.legal_actions()[0])
    assert len(s.players_state[owner].hand) == hand


# --- the round's end -----------------------------------------------------------------------
def finish_turn(e: TMDiceEngine) -> None:
    """The current player takes a production turn, keeping all it may."""
    start = e.state.turn_no
    e.apply(ChooseTurn("production"))
    while e.state.turn_no == start and not e.is_over():
        legal = e.legal_actions()
        pick = next((a for a in legal if isinstance(a, CardsDone | EndTurn)), legal[0])
        e.apply(pick)


def test_round_end_after_last_player_fleets_home_markers_up__002_solar_phase() -> None:
    e = play_game(2, colonies=True)
    with_tiles(e, "io_furnace", "luna_exchange")
    c = colonies_of(e.state)
    c.fleets = [["io_furnace"], [""]]
    c.marker["luna_exchange"] = 6
    finish_turn(e)  # the first player's turn: not yet the round's end
    assert c.fleets[0] == ["io_furnace"]
    assert c.marker["io_furnace"] == 1
    finish_turn(e)  # the last player in turn order
    assert c.fleets == [[""], [""]]
    assert c.marker["io_furnace"] == 2
    assert c.marker["luna_exchange"] == 6  # the top of the track


def test_closed_tiles_marker_does_not_move() -> None:
    e = play_game(2, colonies=True)
    with_tiles(e, "titan_clouds")
    c = colonies_of(e.state)
    finish_turn(e)
    finish_turn(e)
    assert c.marker["titan_clouds"] == -1


# --- solo ----------------------------------------------------------------------------------
def test_solo_draw_four_keep_three__002_solo() -> None:
    e = new_game(1, seed=5, colonies=True)
    while not any(isinstance(a, ReturnColonyTile) for a in e.legal_actions()):
        e.apply(e.legal_actions()[0])
    c = colonies_of(e.state)
    offered = list(c.offered)
    assert len(offered) == 4
    e.apply(ReturnColonyTile(offered[2]))
    assert sorted(c.tiles) == sorted(offered[:2] + offered[3:])
    assert c.offered == []


def test_solo_round_end_every_second_turn__decision_solo_round_end() -> None:
    """000 solo: "The game ends at turn 50"; a solo round ends after every second turn
    (DECISIONS.md, "The round's end"): the fleet sent out comes home after the next turn."""
    e = play_game(1, colonies=True)
    c = colonies_of(e.state)
    tid = (
        next(t for t in c.tiles if c.marker[t] >= 0)
        if any(c.marker[t] >= 0 for t in c.tiles)
        else None
    )
    if tid is None:
        with_tiles(e, "io_furnace")
        tid = "io_furnace"
    c.fleets = [[tid]]
    finish_turn(e)
    assert c.fleets == [[tid]]
    finish_turn(e)
    assert c.fleets == [[""]]


def test_solo_game_has_25_round_ends_in_its_50_turns__decision_solo_round_end() -> None:
    """000 solo: "You have 50 turns" and "The game ends at turn 50": a solo game always runs
    50 turns, so a round's end every second turn gives it 25, about the turns of a seat of a
    two-player game (DECISIONS.md, "The round's end")."""
    e = play_game(1, seed=3, colonies=True)
    rng = Rng.from_seed(3)
    ends = 0
    while not e.is_over():
        events = e.apply(rng.choice(e.legal_actions()))
        ends += sum(ev.kind == "colonies_round_end" for ev in events)
    assert e.state.turn_no == 50
    assert ends == 25


def test_solo_production_a_yellow_die_less__002_solo() -> None:
    """002: "start by reducing M€ production 2 steps": one yellow die back each production
    turn (megacredit first)."""
    e = play_game(1, colonies=True)
    s = e.state
    assert colonies_of(s).debt == [1]
    set_dice(e, 0, {"megacredit": 1})
    e.apply(ChooseTurn("production"))
    events: list[Event] = []
    while not events:
        legal = e.legal_actions()
        pick = next((a for a in legal if isinstance(a, CardsDone)), None)
        if pick is None:
            e.apply(legal[0])
            continue
        events = e.apply(pick)
    kinds = [ev.kind for ev in events]
    assert "colony_production_lost" in kinds
    check_invariants(e)


def test_two_player_games_have_no_debt() -> None:
    assert colonies_of(play_game(2, colonies=True).state).debt == [0, 0]
