"""The TM Dice rating's memos answer exactly what a fresh computation would (the hard bot's
choices, measured in 200-game arenas, must not move by a bit), and stay bounded."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai import tmdice_memo
from game.ai.tmdice import Valuer
from game.rules.core import Setup
from game.rules.tmdice.content import BASE_COLOURS, FACE_COLOUR
from game.rules.tmdice.engine import TMDiceEngine

FACES = sorted(f for f, colour in FACE_COLOUR.items() if colour in BASE_COLOURS)


def _valuer(players: int, temperature: int, oxygen: int, oceans: int) -> Valuer:
    engine, _ = TMDiceEngine.new(Setup(game="tmdice", players=players), 1)
    s = engine.state
    s.temperature, s.oxygen, s.oceans = temperature, oxygen, oceans
    return Valuer(engine)


dice_st = st.dictionaries(st.sampled_from(FACES), st.integers(1, 6), max_size=6)


@settings(max_examples=60, deadline=None)
@given(
    players=st.sampled_from([1, 2]),
    temperature=st.integers(0, 20),
    oxygen=st.integers(0, 15),
    oceans=st.integers(0, 10),
    dice=dice_st,
    wild=st.integers(0, 3),
    colour=st.sampled_from(sorted(BASE_COLOURS)),
    items=st.lists(st.sampled_from([*sorted(BASE_COLOURS), "wild", "vp", "draw"]), max_size=5),
)
def test_memoised_values_are_the_fresh_ones_to_the_last_bit(
    players: int,
    temperature: int,
    oxygen: int,
    oceans: int,
    dice: dict[str, int],
    wild: int,
    colour: str,
    items: list[str],
) -> None:
    v = _valuer(players, temperature, oxygen, oceans)
    for _ in range(2):  # the second round is answered from the memo
        assert v.dice(dice, wild) == v._dice(dice, wild)
        assert v.die_of(colour, dice, wild) == v._die_of(colour, dice, wild)
        assert v.rotation_gain(dice, wild) == v._rotation_gain(dice, wild)
        assert v.cheapest_payment(dice, wild) == v._cheapest_payment(dice, wild)
        assert v.produced(items, dice, wild) == v._produced(items, dice, wild)


def test_positions_share_a_memo_only_with_the_same_profile() -> None:
    """Solo weighs faces by the parameters still missing; with rivals every face weighs the
    same: the two never share values, and two positions alike in both do."""
    solo, rivals = _valuer(1, 3, 2, 1), _valuer(2, 3, 2, 1)
    assert solo._memo is not rivals._memo
    assert _valuer(2, 5, 5, 5)._memo is _valuer(2, 3, 2, 1)._memo  # nothing complete in both
    assert _valuer(2, 30, 2, 1)._memo is not rivals._memo  # the temperature is complete
    assert _valuer(1, 3, 2, 1)._memo is solo._memo


def test_a_memo_stays_bounded() -> None:
    v = _valuer(2, 0, 0, 0)
    for k in range(tmdice_memo.MEMO_ENTRIES + 10):
        v.dice({"heat": 1 + k % 7, "plant": 1 + k // 7}, 0)
    assert 0 < len(v._memo.dice) <= tmdice_memo.MEMO_ENTRIES
    for k in range(tmdice_memo.MEMO_PROFILES + 5):
        tmdice_memo.memo_for(("test", k))
    assert len(tmdice_memo._MEMOS) <= tmdice_memo.MEMO_PROFILES
