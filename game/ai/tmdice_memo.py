"""Memos for the TM Dice rating: the values of dice, new dice and production boxes that a
search asks for over and over, shared by every position with the same valuation profile.

A profile is everything a `Valuer` holds (which parameters are complete, the face weights);
each memoised value is a function of the profile and of its own arguments only, so a memo
answers exactly what a fresh computation would, to the last bit (keys keep a dict's own
order, since a float sum depends on the order it runs in). Memos are bounded: each is
cleared whole when it grows past its size.
"""

from __future__ import annotations

from collections.abc import Callable

# a search meets a few hundred positions' worth of dice; a long session must not grow
# without end
MEMO_PROFILES = 256
MEMO_ENTRIES = 4096

DiceKey = tuple[tuple[tuple[str, int], ...], int]


class ValueMemo:
    """Values already worked out for one valuation profile."""

    __slots__ = ("dice", "die_values", "values")

    def __init__(self) -> None:
        self.die_values: dict[str, float] = {}
        # dice and wild tokens -> their value (the hottest question, kept apart)
        self.dice: dict[DiceKey, float] = {}
        # (question, its arguments...) -> the answer, for the other questions
        self.values: dict[tuple[object, ...], float] = {}

    def known(self, key: tuple[object, ...], work: Callable[[], float]) -> float:
        """The memoised answer to `key`, worked out by `work` the first time."""
        value = self.values.get(key)
        if value is None:
            if len(self.values) >= MEMO_ENTRIES:
                self.values.clear()
            value = self.values[key] = work()
        return value


_MEMOS: dict[tuple[object, ...], ValueMemo] = {}


def profile_of(valuer: object) -> tuple[object, ...]:
    """Every attribute of a valuer, as a key (dicts as their items, in their order)."""
    return tuple(
        (name, tuple(value.items()) if isinstance(value, dict) else value)
        for name, value in vars(valuer).items()
    )


def memo_for(profile: tuple[object, ...]) -> ValueMemo:
    """The memo shared by every valuer with this profile."""
    memo = _MEMOS.get(profile)
    if memo is None:
        if len(_MEMOS) >= MEMO_PROFILES:
            _MEMOS.clear()
        memo = _MEMOS[profile] = ValueMemo()
    return memo
