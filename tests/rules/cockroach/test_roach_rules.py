"""The rules of 004 outside the numbered effects: setup, the turn, dice and locking, support
cards, injuries, the kill and its spoils, one cockroach a turn, the end and the winner."""

from __future__ import annotations

import pytest
from roach_helpers import (
    HURT,
    SS,
    A,
    S,
    V,
    at_spend,
    kinds,
    new_game,
    pass_until,
    pass_windows,
    play,
    position,
)

from game.rules.cockroach.flow import finish
from game.rules.core import Setup, Window
from game.rules.core.errors import RulesError


# --- setting up -------------------------------------------------------------------------------
def test_setup_each_player_chooses_a_hero_and_holds_its_two_starting_cards() -> None:
    engine = new_game(3, seed=5)
    s = engine.state
    chosen = []
    while (
        s.phase == "setup"
        and engine.decider() is not None
        and any(isinstance(a, A.ChooseHero) for a in engine.legal_actions())
    ):
        seat = engine.decider()
        pick = engine.legal_actions()[0]
        chosen.append((seat, pick.hero))
        play(engine, [pick])
    assert [seat for seat, _ in chosen] == [(s.first + i) % 3 for i in range(3)]
    for seat, hero in chosen:
        assert sorted(s.hands[seat]) == sorted(engine.c.hero[hero].start)
    assert len({h for _, h in chosen}) == 3


@pytest.mark.parametrize(("players", "removed"), [(2, 6), (3, 3), (4, 0)])
def test_setup_decks_display_and_cockroaches(players: int, removed: int) -> None:
    """3 support cards face up; 6 cockroaches removed at 2 players, 3 at 3; as many revealed
    as players."""
    engine = new_game(
        players, seed=2, heroes=["vanguard", "quartermaster", "scout", "chemist"][:players]
    )
    s = engine.state
    assert len(s.display) == 3
    assert len(s.deck) == 31 - 2 * players - 3
    assert len(s.removed) == removed
    assert len(s.roaches) == players
    assert len(s.roach_deck) == 15 - removed - players
    engine.validate()


def test_setup_markers_from_the_first_players_right_each_on_an_empty_cockroach() -> None:
    engine = new_game(4, seed=9, heroes=["vanguard", "quartermaster", "scout", "chemist"])
    s = engine.state
    events = []
    while s.phase == "setup":
        taken = {m for m in s.markers if m >= 0}
        slots = {a.slot for a in engine.legal_actions()}
        assert slots == set(range(4)) - taken  # only empty cockroaches
        events += play(engine, [engine.legal_actions()[0]])
    order = [e.data["player"] for e in events if e.kind == "marker_moved"]
    assert order == [(s.first - 1 - i) % 4 for i in range(4)]
    assert order[-1] == s.first
    assert sorted(s.markers) == [0, 1, 2, 3]
    assert s.current == s.first  # the first player takes the first turn


def test_setup_refuses_bad_options_with_a_sentence() -> None:
    from game.rules.cockroach.engine import CockroachEngine

    with pytest.raises(RulesError, match="different heroes"):
        CockroachEngine.new(Setup(game="cockroach", players=2, options={"heroes": ["scout"]}), 1)
    with pytest.raises(RulesError, match="2 to 4 players"):
        CockroachEngine.new(Setup(game="cockroach", players=1), 1)


# --- a turn -----------------------------------------------------------------------------------
def test_turn_rolls_six_combat_dice() -> None:
    engine = position(heroes=["scout", "vanguard"])
    pass_until(engine, "spend")
    assert len(engine.state.dice) == 6


def test_turn_goes_to_the_left_and_unused_symbols_are_lost() -> None:
    engine = at_spend([SS, V], heroes=["scout", "vanguard"])
    play(engine, [A.EndSpending()])
    pass_windows(engine)
    s = engine.state
    assert s.current == 1 and s.gained == {} and s.extra_spent == {}
    assert engine.observation(1).available["star"] == engine.observation(1).available["star"]


def test_spending_a_symbol_locks_its_die_against_any_reroll() -> None:
    """004: a spent symbol locks its die; the die's other symbols stay spendable."""
    engine = at_spend(
        [["star", "injury"], S], heroes=["vanguard", "scout"], display=["s17", "s25", "s27"]
    )
    play(engine, [A.Acquire("s17")])  # 1 star: the vanguard may still re-roll, so it asks
    play(engine, [A.PayWith(dice=(1,))])  # lock die 1, keep die 0 free
    rerolls = {a.die for a in engine.legal_actions() if isinstance(a, A.Reroll)}
    assert rerolls == {0}
    play(engine, [A.Acquire("s25")])  # the last star, from die 0
    assert not any(isinstance(a, A.Reroll) for a in engine.legal_actions())
    assert engine.observation(0).injuries == 1  # die 0's injury still counts


def test_three_serums_roll_the_special_die() -> None:
    engine = at_spend([V, V, V], heroes=["scout", "vanguard"])
    events = play(engine, [A.RollSpecial()])
    # 004: "When a symbol is spent, it locks the die": the payment says which dice it locked
    # (the table drops a padlock on each), then the special die is rolled.
    assert kinds(events)[:2] == ["dice_locked", "special_rolled"] and events[1].reveal
    assert events[0].data == {"player": 0, "dice": [0, 1, 2], "special": False}
    assert engine.observation(0).available["serum"] == engine.c.special_faces[
        engine.state.special
    ].count("serum")


def test_acquiring_a_card_refills_the_display_at_once() -> None:
    engine = at_spend([SS, SS], heroes=["scout", "vanguard"], display=["s07", "s17", "s25"])
    top = engine.state.deck[-1]
    events = play(engine, [A.Acquire("s07")])
    s = engine.state
    assert s.equipment[0] == ["s07"]  # equipment face up beside the hero
    assert top in s.display and len(s.display) == 3
    assert "display_refilled" in kinds(events)
    play(engine, [A.Acquire("s17")])
    assert "s17" in s.hands[0]  # a squad into the hand


def test_an_empty_deck_is_rebuilt_from_the_shuffled_discard() -> None:
    engine = at_spend([SS, SS], heroes=["scout", "vanguard"], display=["s07", "s17", "s25"])
    s = engine.state
    s.discard.extend(s.deck)
    s.deck = []
    discarded = len(s.discard)
    events = play(engine, [A.Acquire("s07")])
    assert "deck_reshuffled" in kinds(events) and len(s.display) == 3
    assert s.discard == [] and len(s.deck) == discarded - 1  # one refilled the market
    engine.validate()


def test_injuries_go_on_the_cockroach_under_your_marker() -> None:
    engine = at_spend([HURT, HURT], heroes=["scout", "vanguard"])
    play(engine, [A.EndSpending()])
    pass_windows(engine)
    assert engine.state.wounds == [2, 0]


def test_only_one_cockroach_a_turn() -> None:
    """004 note: injuries go on one single cockroach a turn. Having injured one, a hero that
    moves on cannot injure another the same turn."""
    engine = at_spend([HURT], heroes=["scout", "vanguard"], hands={0: ["s16", "s17"]})
    play(engine, [A.EndSpending()])
    pass_until(engine, "turn_end")
    assert engine.state.wounds[0] == 1
    assert A.PlaySquad("s16") in engine.legal_actions()  # the same cockroach: allowed
    play(engine, [A.PlaySquad("s17", slot=1)])
    play(engine, [A.Pass()])  # the answer window: seat 0 again (seat 1 holds nothing)
    assert engine.state.markers[0] == 1
    assert A.PlaySquad("s16") not in engine.legal_actions()


def test_the_killer_takes_the_vp_and_hands_all_spoils_to_the_others_never_itself() -> None:
    engine = at_spend(
        [HURT],
        players=3,
        heroes=["vanguard", "quartermaster", "chemist"],
        roaches={0: "r41"},
        wounds={0: 5},
        markers=[0, 0, 0],
    )
    play(engine, [A.EndSpending()])
    pass_until(engine, "spoils")
    s = engine.state
    assert s.vp[0] == 3 and engine.decider() == 0
    assert set(engine.legal_actions()) == {A.GiveSpoil(1), A.GiveSpoil(2)}
    play(engine, [A.GiveSpoil(2), A.GiveSpoil(2)])  # any way the killer chooses
    assert s.stars == [0, 0, 2]
    # then the killer moves, then the others in turn order
    assert engine.decider() == 0
    play(engine, [engine.legal_actions()[0]])
    assert engine.decider() == 1
    engine.validate()


def test_alone_with_a_slain_cockroach_no_one_gets_spoils() -> None:
    engine = at_spend([HURT], heroes=["vanguard", "chemist"], roaches={0: "r41"}, wounds={0: 5})
    events = play(engine, [A.EndSpending()])
    events += pass_windows(engine)
    assert "spoils_lost" in kinds(events) and engine.state.stars == [0, 0]


def test_injury_counters_held_as_spoils_are_spent_on_your_cockroach() -> None:
    engine = at_spend([S], heroes=["scout", "vanguard"], hurts=[2, 0])
    play(engine, [A.UseInjuries()])
    assert engine.observation(0).injuries == 2 and engine.state.hurts[0] == 0
    engine.validate()


def test_star_counters_held_as_spoils_pay_like_stars() -> None:
    engine = at_spend(
        [V], heroes=["scout", "vanguard"], stars=[1, 0], display=["s17", "s25", "s27"]
    )
    play(engine, [A.Acquire("s17")])
    assert engine.state.stars[0] == 0
    engine.validate()


def test_a_slain_cockroach_is_replaced_from_the_deck() -> None:
    engine = at_spend([HURT], heroes=["scout", "vanguard"], roaches={0: "r41"}, wounds={0: 5})
    top = engine.state.roach_deck[-1]
    events = play(engine, [A.EndSpending()])
    events += pass_windows(engine)
    assert engine.state.roaches[0] == top and "roach_revealed" in kinds(events)


def test_the_game_ends_when_a_slain_cockroach_cannot_be_replaced() -> None:
    engine = at_spend(
        [HURT], heroes=["scout", "vanguard"], roaches={0: "r41"}, wounds={0: 5}, vp=[0, 2]
    )
    s = engine.state
    s.gone.extend(s.roach_deck)
    s.roach_deck = []
    play(engine, [A.EndSpending()])
    pass_windows(engine)
    result = engine.result()
    assert result is not None and engine.is_over()
    assert result.scores == [3, 2] and result.winners == [0]
    assert "could not be replaced" in result.how


def test_tie_goes_to_the_player_who_slew_more_then_is_shared() -> None:
    engine = at_spend([S], heroes=["scout", "vanguard"], vp=[4, 4])
    s = engine.state
    s.slain = [["r40"], []]
    finish(engine, "test", [])
    assert s.winners == [0] and "tie broken" in s.end_reason
    other = at_spend([S], heroes=["scout", "vanguard"], vp=[4, 4])
    finish(other, "test", [])
    assert other.state.winners == [0, 1] and "shared" in other.state.end_reason


def test_a_short_supply_gives_what_it_has() -> None:
    """Star counters are limited to 12: spoils beyond the supply are lost."""
    engine = at_spend(
        [HURT],
        players=3,
        heroes=["vanguard", "quartermaster", "chemist"],
        roaches={0: "r41"},
        wounds={0: 5},
        markers=[0, 0, 0],
        stars=[0, 11, 0],
    )
    play(engine, [A.EndSpending()])
    pass_until(engine, "spoils")
    play(engine, [A.GiveSpoil(1), A.GiveSpoil(1)])
    assert engine.state.stars[1] == 12 and engine.state.supply_stars == 0
    engine.validate()


def test_reaction_windows_open_at_each_defined_moment() -> None:
    engine = position(heroes=["scout", "vanguard"], hands={1: ["s18"]})
    seen = []
    for _ in range(40):
        top = engine.state.flow.top()
        if engine.state.current == 1:
            break
        if isinstance(top, Window):
            seen.append(top.moment)
        legal = engine.legal_actions()
        engine.apply(next(a for a in legal if isinstance(a, A.Pass | A.EndSpending)))
    assert seen == ["turn_start", "after_roll", "before_injuries", "turn_end"]


def test_the_dying_window_asks_from_the_killer_and_the_killer_cannot_steal_its_spoils() -> None:
    engine = at_spend(
        [HURT],
        heroes=["vanguard", "chemist"],
        roaches={0: "r41"},
        wounds={0: 5},
        markers=[0, 0],
        hands={0: ["s34"], 1: ["s18"]},
    )
    play(engine, [A.EndSpending()])
    pass_until(engine, "dying")
    assert engine.decider() == 0
    assert engine.legal_actions() == [A.Pass()]  # squad 34 is not for the killer


def test_hero_3_on_the_cockroach_must_get_a_part() -> None:
    """Three heroes on a slain cockroach with two parts of spoils: the killer may not give
    both to the hero who is not hero 3."""
    engine = at_spend(
        [HURT],
        players=3,
        heroes=["vanguard", "quartermaster", "scout"],
        roaches={0: "r41"},
        wounds={0: 5},
        markers=[0, 0, 0],
    )
    play(engine, [A.EndSpending()])
    pass_until(engine, "spoils")
    assert set(engine.legal_actions()) == {A.GiveSpoil(1), A.GiveSpoil(2)}
    play(engine, [A.GiveSpoil(1)])  # the last part then can only go to hero 3
    assert engine.state.stars == [0, 1, 1]
