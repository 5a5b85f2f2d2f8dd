"""`Rng.shuffle` writes its draws out for speed; it must stay the Fisher-Yates of `randbelow`
it always was (DESIGN.md, "The rules contract": a game is its setup, its seed and its
actions, so saved games and every seeded bot replay only if a shuffle never changes)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from game.rules.core import Rng


def _fisher_yates(rng: Rng, items: list[int]) -> None:
    for i in range(len(items) - 1, 0, -1):
        j = rng.randbelow(i + 1)
        items[i], items[j] = items[j], items[i]


def _same_as_fisher_yates(state: int, size: int) -> None:
    """A shuffle from `state` of `size` items: the same order, and the generator left in the
    same state, as the Fisher-Yates of `randbelow`."""
    fast, slow = Rng(state=state), Rng(state=state)
    mine, theirs = list(range(size)), list(range(size))
    fast.shuffle(mine)
    _fisher_yates(slow, theirs)
    assert mine == theirs
    assert fast.state == slow.state
    assert sorted(mine) == list(range(size))


@given(state=st.integers(0, 2**64 - 1), size=st.integers(0, 300))
def test_shuffle_is_fisher_yates_over_randbelow(state: int, size: int) -> None:
    """Same order, and the generator left in the same state."""
    _same_as_fisher_yates(state, size)


def test_a_known_shuffle_never_changes() -> None:
    """A recorded shuffle: saves made before any change to the generator replay the same."""
    rng = Rng.from_seed(2026)
    deck = list(range(12))
    rng.shuffle(deck)
    assert deck == RECORDED
    assert rng.next_u64() == RECORDED_NEXT


# made by the generator before its shuffle was written out
RECORDED = [1, 4, 10, 11, 9, 3, 6, 8, 0, 7, 2, 5]
RECORDED_NEXT = 6197165826272582427


def _unshift(y: int, k: int) -> int:
    """The x with x ^ (x >> k) == y (64-bit)."""
    x = y
    for _ in range(64 // k + 1):
        x = y ^ (x >> k)
    return x


def _unmix(z: int) -> int:
    """The generator state whose output is `z` (splitmix64's finalizer undone)."""
    mask = (1 << 64) - 1
    z = _unshift(z, 31)
    z = (z * pow(0x94D049BB133111EB, -1, 1 << 64)) & mask
    z = _unshift(z, 27)
    z = (z * pow(0xBF58476D1CE4E5B9, -1, 1 << 64)) & mask
    return _unshift(z, 30)


@given(size=st.integers(2, 300), rejected=st.integers(0, 299))
def test_a_rejected_draw_is_drawn_again(size: int, rejected: int) -> None:
    """An output of 2**64 - 1 is rejected by every `randbelow`: placed at any draw of a
    shuffle, the shuffle still matches the Fisher-Yates of `randbelow` draw for draw."""
    golden, mask = 0x9E3779B97F4A7C15, (1 << 64) - 1
    draw = rejected % (size - 1)
    _same_as_fisher_yates((_unmix(mask) - (draw + 1) * golden) & mask, size)
