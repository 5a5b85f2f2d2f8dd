"""004: "When a symbol is spent, it locks the die that symbol appears on, which cannot be
re-rolled for any reason that turn." Which die a payment locks is the player's choice where it
matters (issue 34, point 7): while a re-roll may still come (talents 01, 09; squad 32) or the
special die may still be rolled or set, the ways that leave different things free are offered
in words; otherwise the payment is automatic and kind (payment.py, DECISIONS.md)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from roach_helpers import SS, A, S, V, at_spend, play

from game.rules.cockroach import dice
from game.rules.cockroach.payment import ways_to_pay
from game.rules.core import Step

STAR_DANGER = ["star", "danger"]
STAR_SERUM = ["star", "serum"]


def _pay_step(engine) -> Step | None:
    top = engine.state.flow.top()
    return top if isinstance(top, Step) and top.kind == "pay" else None


def test_with_a_reroll_left_the_player_chooses_which_die_a_star_locks() -> None:
    """The vanguard (talent 01: re-roll a die once a turn) pays 1 star: lock the star-and-
    danger die, or the plain star die; the other stays free to roll again."""
    engine = at_spend([STAR_DANGER, S], heroes=["vanguard", "scout"], display=["s17"])
    play(engine, [A.Acquire("s17")])
    assert _pay_step(engine) is not None
    ways = engine.legal_actions()
    assert ways == [A.PayWith(dice=(1,)), A.PayWith(dice=(0,))]  # the kind way first
    words = [engine.describe(w) for w in ways]
    assert words == ["Lock die 2 (star)", "Lock die 1 (star and danger)"]
    play(engine, [A.PayWith(dice=(0,))])
    assert engine.state.spent == [["star"], []]
    assert "s17" in engine.state.hands[0]
    assert {a.die for a in engine.legal_actions() if isinstance(a, A.Reroll)} == {1}


def test_without_a_reroll_left_the_payment_is_automatic_and_kind() -> None:
    """The scout has no re-roll: which die is locked changes nothing, so nothing is asked; the
    die with fewest symbols pays."""
    engine = at_spend([STAR_DANGER, S], heroes=["scout", "vanguard"], display=["s17"])
    play(engine, [A.Acquire("s17")])
    assert _pay_step(engine) is None
    assert engine.state.spent == [[], ["star"]]


def test_dice_showing_the_same_face_are_one_way() -> None:
    engine = at_spend([S, S, S], heroes=["vanguard", "scout"], display=["s17"])
    play(engine, [A.Acquire("s17")])
    assert _pay_step(engine) is None
    assert sum(map(len, engine.state.spent)) == 1


def test_a_die_locked_already_pays_before_any_new_lock() -> None:
    """A die with a spent symbol is locked: its other star pays without a question."""
    engine = at_spend([SS, S], heroes=["vanguard", "scout"], display=["s17", "s25"])
    engine.state.spent[0] = ["star"]
    engine._legal = None
    play(engine, [A.Acquire("s17")])
    assert _pay_step(engine) is None
    assert engine.state.spent == [["star", "star"], []]


def test_squad_32_in_hand_makes_the_dice_left_free_matter() -> None:
    engine = at_spend([STAR_DANGER, S], heroes=["scout", "vanguard"], display=["s17"])
    engine.state.hands[0].append(engine.state.deck.pop(engine.state.deck.index("s32")))
    engine._legal = None
    play(engine, [A.Acquire("s17")])
    assert _pay_step(engine) is not None


def test_a_star_counter_may_pay_in_place_of_a_die_while_a_reroll_is_left() -> None:
    """Star counters (spoils) keep from turn to turn; dice are spent first unless the player
    would rather keep a die free to roll again."""
    engine = at_spend([S], heroes=["vanguard", "scout"], display=["s17"], stars=[1, 0])
    play(engine, [A.Acquire("s17")])
    ways = engine.legal_actions()
    assert ways == [A.PayWith(dice=(0,)), A.PayWith(counters=1)]
    assert engine.describe(ways[1]) == "Spend 1 star counter, lock no die"
    play(engine, [ways[1]])
    assert engine.state.stars[0] == 0 and engine.state.spent == [[]]
    engine.validate()


def test_the_special_die_never_pays_for_rolling_itself() -> None:
    """Spending a symbol of the special die locks it, so its own serums cannot pay the 3
    serums that roll it again."""
    engine = at_spend([V, V], heroes=["scout", "vanguard"])
    s = engine.state
    s.special = next(i for i, f in enumerate(engine.c.special_faces) if f.count("serum") >= 1)
    engine._legal = None
    assert dice.available(engine, "serum") >= 3 or A.RollSpecial() not in engine.legal_actions()
    assert A.RollSpecial() not in engine.legal_actions()


def _special_showing_a_star(heroes: list[str]):
    engine = at_spend([S], heroes=heroes, display=["s17"])
    s = engine.state
    s.special = next(i for i, f in enumerate(engine.c.special_faces) if "star" in f)
    s.hands[0].append(s.deck.pop(s.deck.index("s31")))
    engine._legal = None
    return engine


def test_with_squad_31_in_hand_the_special_die_is_kept_free_when_dice_do_not_matter() -> None:
    """Squad 31 sets the special die's side, so locking it would cost something; with no
    re-roll left, locking the combat die costs nothing: that way is taken."""
    engine = _special_showing_a_star(["scout", "vanguard"])
    play(engine, [A.Acquire("s17")])
    assert _pay_step(engine) is None
    assert engine.state.special_spent == [] and engine.state.spent == [["star"]]


def test_with_squad_31_and_a_reroll_the_player_chooses_special_or_combat_die() -> None:
    engine = _special_showing_a_star(["vanguard", "scout"])
    play(engine, [A.Acquire("s17")])
    ways = engine.legal_actions()
    assert set(ways) == {A.PayWith(special=True), A.PayWith(dice=(0,))}
    special = engine.describe(A.PayWith(special=True))
    assert special.startswith("Lock the special die (")


#: A roll of one to six dice with faces of every shape, a price, and star counters held.
PAYMENTS = given(
    faces=st.lists(
        st.sampled_from([S, SS, V, ["injury"], ["serum", "injury"], STAR_DANGER, STAR_SERUM]),
        min_size=1,
        max_size=6,
    ),
    stars=st.integers(0, 5),
    serums=st.integers(0, 2),
    counters=st.integers(0, 3),
)


@settings(max_examples=60)
@PAYMENTS
def test_every_way_pays_in_full_and_no_two_leave_the_same_things_free(
    faces: list[list[str]], stars: int, serums: int, counters: int
) -> None:
    """Property: each way offered pays the whole cost (the symbols leave the dice and
    counters exactly), locks nothing beyond what it names, and no way offered locks a
    sub-multiset of another's faces with no more counters."""
    engine = at_spend(faces, heroes=["vanguard", "scout"], stars=[counters, 0])
    need = {"star": stars, "serum": serums}
    if not dice.can_pay(engine, stars, serums):
        return
    ways = ways_to_pay(engine, need)
    assert ways
    for way in ways:
        trial = engine.clone()
        before = {sym: dice.available(trial, sym) for sym in ("star", "serum")}
        for sym, n in need.items():
            dice.pay(trial, sym, n, way)
        for sym, n in need.items():
            assert dice.available(trial, sym) == before[sym] - n
        newly = {d for d, spent in enumerate(trial.state.spent) if spent}
        assert newly <= set(way.dice)
        assert engine.state.stars[0] - trial.state.stars[0] == way.counters
    keys = {
        (
            tuple(sorted(tuple(engine.c.combat_faces[engine.state.dice[d]]) for d in w.dice)),
            w.counters,
        )
        for w in ways
    }
    assert len(keys) == len(ways)


def _buy_with(card: str, faces: list[list[str]], heroes: list[str], special: list[str] | None):
    engine = at_spend(faces, heroes=heroes, display=[card])
    if special is not None:
        engine.state.special = engine.c.special_faces.index(special)
        engine._legal = None
    return engine


def test_the_card_bought_counts_a_reroll_it_brings_squad_32_and_equipment_09() -> None:
    """Buying a re-roll (squad 32, equipment 09) makes the dice left free matter for this
    very payment: the player chooses."""
    for card in ("s32", "s09"):
        faces = [STAR_DANGER, S, S, SS, V, ["serum", "injury"]]
        engine = _buy_with(card, faces, ["scout", "vanguard"], None)
        play(engine, [A.Acquire(card)])
        assert _pay_step(engine) is not None, card


def test_the_card_bought_counts_a_special_die_it_sets_squad_31() -> None:
    """Buying squad 31 (set the special die's side) never locks the special die unasked:
    paying from combat dice keeps the card playable."""
    special = next(f for f in at_spend().c.special_faces if f.count("star") >= 2)
    engine = _buy_with("s31", [SS, S, V], ["scout", "vanguard"], special)
    play(engine, [A.Acquire("s31")])
    assert engine.state.special_spent == []
    assert any(isinstance(a, A.PlaySquad) and a.card == "s31" for a in engine.legal_actions())


@settings(max_examples=60)
@PAYMENTS
def test_the_ways_offered_are_a_short_list(
    faces: list[list[str]], stars: int, serums: int, counters: int
) -> None:
    """Point 7, "a short list": the kind way and at most one way per face a player may keep
    free to roll again (one per distinct face rolled)."""
    engine = at_spend(faces, heroes=["vanguard", "scout"], stars=[counters, 0])
    if not dice.can_pay(engine, stars, serums):
        return
    ways = ways_to_pay(engine, {"star": stars, "serum": serums})
    assert 1 <= len(ways) <= 1 + len({tuple(f) for f in faces})
