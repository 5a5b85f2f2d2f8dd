"""A colony's production die is part of a player's production (DECISIONS.md, "Colonies"): the
short pool's wild token, the tie-break and the dice-production milestone; and the solo
reduction applies from the setup's production on."""

from __future__ import annotations

from test_colonies_rules import to_main, with_tiles
from tmdice_helpers import check_invariants, new_game, play_game, set_dice, set_wild

from game.rules.core import Event
from game.rules.tmdice.actions import BuildColony, CardsDone, ChooseCorp, ChooseTurn
from game.rules.tmdice.content import FACE_COLOUR
from game.rules.tmdice.engine import TMDiceEngine
from game.rules.tmdice.modules.colonies import colonies_of
from game.rules.tmdice.scoring import game_over
from game.rules.tmdice.tables import C

# a corporation with no green die in its brown box, four dice in it, one of them yellow
NO_GREEN = "crater_bank"


def yellow_held(e: TMDiceEngine, seat: int) -> int:
    dice = e.state.players_state[seat].dice
    return sum(k for face, k in dice.items() if FACE_COLOUR[face] == "yellow")


def yellow_taken(events: list[Event]) -> int:
    """Yellow dice that came to a player in these events (rolled or set to a face)."""
    return sum(
        1
        for ev in events
        if ev.kind in ("die_rolled", "die_gained") and ev.data["colour"] == "yellow"
    )


# --- 002 solo: the reduction starts with the setup's production ----------------------------
def test_solo_setup_production_is_reduced_too__002_solo() -> None:
    """002 solo: "start by reducing M€ production 2 steps". TM Dice's setup is itself a
    production (000 setup: "Take the production indicated in the brown box ... The dice are
    rolled"), so the yellow die goes back after the setup's production too, not only from
    the first production turn on."""
    e = new_game(1, seed=4, colonies=True)
    events: list[Event] = []
    while not any(ev.kind == "colony_production_lost" for ev in events):
        assert e.state.phase == "setup", "the setup's production was not reduced"
        legal = e.legal_actions()
        # a corporation with yellow dice in its brown box, so there is a yellow die to give
        yellow = [a for a in legal if isinstance(a, ChooseCorp)]
        yellow = [a for a in yellow if "yellow" in C.corps[a.corp].production]
        events += e.apply(yellow[0] if yellow else legal[0])
    kinds = [ev.kind for ev in events]
    assert kinds.count("colony_production_lost") == 1
    # after the setup's production, before the solo bonus card and the first turn
    assert "turn_started" not in kinds
    assert kinds.index("colony_production_lost") > max(
        i for i, kind in enumerate(kinds) if kind == "die_rolled"
    )
    assert yellow_held(e, 0) == yellow_taken(events) - 1
    check_invariants(e)


def test_multiplayer_setup_production_is_not_reduced__002_solo() -> None:
    """The reduction is the solo rule's: nobody gives a die back at a multiplayer setup."""
    e = new_game(2, seed=4, colonies=True)
    events: list[Event] = []
    while e.state.phase == "setup":
        events += e.apply(e.legal_actions()[0])
    assert "colony_production_lost" not in [ev.kind for ev in events]


# --- 000: a short pool pays one wild token, whichever box ran short ------------------------
def to_production(e: TMDiceEngine, colony_dice: list[str], short: tuple[str, ...]) -> list[Event]:
    """The current player, holding nothing, with the no-green corporation and these colony
    production dice, takes a production turn while the colours in `short` are all held by
    the other player (none left in the pool). The production's events."""
    s = e.state
    seat = s.current
    other = 1 - seat
    s.players_state[seat].corp = NO_GREEN
    colonies_of(s).production[seat] = list(colony_dice)
    set_dice(e, seat, {})
    set_wild(e, seat, 0)
    set_dice(e, other, {})
    faces = {colour: C.faces[colour][0] for colour in short}
    set_dice(e, other, {faces[colour]: s.pool[colour] for colour in short})
    e.apply(ChooseTurn("production"))
    while not any(isinstance(a, CardsDone) for a in e.legal_actions()):
        e.apply(e.legal_actions()[0])
    return e.apply(CardsDone())


def test_short_pool_pays_a_wild_token_for_a_colony_die__000_production_turn() -> None:
    """000 production turn: "If there aren't enough dice in the pool, take as many as you
    can and gain 1 wild token". A colony's production die is part of the production: the
    pool short of it pays the token as a brown box short of a die does."""
    e = play_game(2, seed=2, colonies=True)
    seat = e.state.current
    events = to_production(e, ["green"], short=("green",))
    kinds = [ev.kind for ev in events]
    assert kinds.count("pool_short") == 1
    assert any(ev.kind == "die_missing" and ev.data["colour"] == "green" for ev in events)
    assert e.state.players_state[seat].wild == 1
    check_invariants(e)


def test_short_pool_one_wild_token_a_production_turn__000_production_turn() -> None:
    """000: "take as many as you can and gain 1 wild token": one token for the production,
    however many boxes, brown or colony, ran short."""
    e = play_game(2, seed=2, colonies=True)
    seat = e.state.current
    events = to_production(e, ["green", "red", "red"], short=("green", "red"))
    assert [ev.kind for ev in events].count("pool_short") == 1
    assert e.state.players_state[seat].wild == 1
    check_invariants(e)


def test_full_pool_no_wild_token_for_colony_dice__000_production_turn() -> None:
    e = play_game(2, seed=2, colonies=True)
    seat = e.state.current
    events = to_production(e, ["green", "grey"], short=())
    assert "pool_short" not in [ev.kind for ev in events]
    assert e.state.players_state[seat].wild == 0
    rolled = [ev.data["colour"] for ev in events if ev.kind == "die_rolled"]
    # the brown boxes first, then the colonies' dice
    assert rolled == [*C.corps[NO_GREEN].production, "green", "grey"]


# --- decisions: colony dice are dice production --------------------------------------------
def test_colony_dice_count_for_the_tie_break__decision_colony_production() -> None:
    """000: "If tied, the player with the highest dice production (count all dice symbols in
    brown boxes on corporate and green cards) wins". A colony's production die is rolled
    with the brown boxes on every production turn (002: "+1 production"), so it counts."""
    e = play_game(2, colonies=True)
    s = e.state
    for p in s.players_state:
        p.corp = NO_GREEN
        p.played = []
        p.vp = 10
        p.vp_sources = {"terraform": 10}
    colonies_of(s).production = [[], ["red"]]
    s.award_dice = ["artifact", "artifact", "artifact"]  # nobody scores awards
    s.milestones = []
    s.milestone_state = []
    game_over(s, [])
    assert s.scores == [10, 10]
    assert s.winners == [1]
    assert s.notes["how"] == "tie broken by dice production"


def test_colony_dice_count_for_the_producer_milestone__decision_colony_production() -> None:
    """Producer, "Have 6 dice in your production boxes": a colony's production die counts,
    and the colony that brings the sixth claims the milestone at once."""
    e = play_game(2, colonies=True)
    with_tiles(e, "ganymede_greens")
    s = e.state
    seat = s.current
    p = s.players_state[seat]
    p.corp = NO_GREEN  # 4 dice in its brown box
    p.played = []
    colonies_of(s).production[seat] = ["blue"]  # a fifth
    s.milestones = ["producer", "mayor", "gardener"]
    s.milestone_state = [-1, -1, -1]
    assert e.dice_production(seat) == 5
    set_dice(e, seat, {"megacredit": 3})
    to_main(e)
    e.apply(BuildColony("ganymede_greens"))  # a green production die: the sixth
    assert e.dice_production(seat) == 6
    assert s.milestone_state[0] == seat
    assert "producer" in p.milestones


def test_solo_reduction_does_not_lower_dice_production__decision_colony_production() -> None:
    """The solo reduction is a die given back after producing, not a die out of a box:
    the dice-production count (the Producer milestone) stays what the boxes and colonies
    roll."""
    e = play_game(1, colonies=True)
    s = e.state
    p = s.players_state[0]
    p.corp = NO_GREEN
    p.played = []
    colonies_of(s).production[0] = ["blue", "red"]
    assert colonies_of(s).debt == [1]
    assert e.dice_production(0) == 6
