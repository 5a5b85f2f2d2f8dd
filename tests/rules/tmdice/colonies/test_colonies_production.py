"""A colony's production die is part of a player's production (DECISIONS.md, "Colonies"): the
short pool's wild token."""

from __future__ import annotations

from tmdice_helpers import check_invariants, play_game, set_dice, set_wild

from game.rules.core import Event
from game.rules.tmdice.actions import CardsDone, ChooseTurn
from game.rules.tmdice.engine import TMDiceEngine
from game.rules.tmdice.modules.colonies import colonies_of
from game.rules.tmdice.tables import C

# a corporation with no green die in its brown box, four dice in it, one of them yellow
NO_GREEN = "crater_bank"


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
