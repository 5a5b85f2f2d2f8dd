"""Paying with wild tokens (000: a wild token stands in for any icon but a purple one, 001):
`can_pay`, the bots' quick question, answers exactly whether `wild_options` lists a way."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from game.rules.tmdice.content import FACE_COLOUR
from game.rules.tmdice.tables import ACTION_COST, BONUS_COST, CARD_COST, can_pay, wild_options

COSTS = sorted({*CARD_COST.values(), *BONUS_COST.values(), *ACTION_COST.values()})
FACES = sorted(FACE_COLOUR)


@given(
    cost=st.sampled_from(COSTS),
    dice=st.dictionaries(st.sampled_from(FACES), st.integers(1, 5), max_size=6),
    wild=st.integers(0, 4),
)
def test_can_pay_is_whether_any_way_to_pay_exists(
    cost: tuple[tuple[str, int], ...], dice: dict[str, int], wild: int
) -> None:
    assert can_pay(cost, dice, wild) == bool(wild_options(cost, dice, wild))


def test_a_purple_icon_cannot_be_paid_with_a_wild_token() -> None:
    """001 purple dice: wilds never stand in for a purple face."""
    purple = next(face for face, colour in FACE_COLOUR.items() if colour == "purple")
    assert not can_pay(((purple, 1),), {}, 3)
    assert can_pay(((purple, 1),), {purple: 1}, 0)


def test_wild_tokens_cover_the_shortfalls_together() -> None:
    """Two missing icons of different faces need two wild tokens, not one."""
    assert not can_pay((("heat", 1), ("plant", 1)), {}, 1)
    assert can_pay((("heat", 1), ("plant", 1)), {}, 2)
    assert can_pay((("heat", 2), ("plant", 1)), {"heat": 1}, 2)
