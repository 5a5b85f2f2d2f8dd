"""The seeded random number generator every game draws its chance from.

The generator is a splitmix64 stream: its whole state is one integer, so it is saved with the
game state and a replay of setup + seed + actions draws exactly the same numbers.
"""

from __future__ import annotations

import sys
from array import array
from collections.abc import MutableSequence, Sequence
from functools import lru_cache
from typing import TypeVar

from pydantic import BaseModel

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


# Lists shorter than this are shuffled draw by draw: below it, working the outputs out at
# once costs more than it saves.
_BATCH_FROM = 8


def _limits(most: int) -> tuple[int, ...]:
    """For n up to `most`: randbelow(n) rejects an output at or above this (which keeps the
    draw free of modulo bias)."""
    return tuple(_MASK - (_MASK % n) if n else 0 for n in range(most + 1))


_LIMITS = _limits(511)


def _shuffle_from(items: MutableSequence[T], top: int, state: int) -> int:
    """Fisher-Yates draw by draw for i from `top` down to 1, from generator state `state`;
    the generator's state after it."""
    for i in range(top, 0, -1):
        n = i + 1
        limit = _MASK - (_MASK % n)
        while True:
            state = (state + _GOLDEN) & _MASK
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            z ^= z >> 31
            if z < limit:
                break
        j = z % n
        items[i], items[j] = items[j], items[i]
    return state


@lru_cache(maxsize=512)
def _lanes(count: int) -> tuple[int, int, int]:
    """For `count` 64-bit values side by side in one integer, 128 bits apart (room for a
    product of two 64-bit values, so no lane spills into the next): a 1 in each lane, k + 1 in
    lane k, and a 64-bit mask in each lane."""
    ones = int.from_bytes((b"\x01" + bytes(15)) * count, "little")
    ramp = int.from_bytes(b"".join((k + 1).to_bytes(16, "little") for k in range(count)), "little")
    masks = int.from_bytes((b"\xff" * 8 + bytes(8)) * count, "little")
    return ones, ramp, masks


def _outputs(state: int, count: int) -> list[int]:
    """The generator's next `count` outputs from `state` (what `next_u64` would return, one
    after the other), each lane of one big integer mixed at once: the same arithmetic as
    `_mix`, lane by lane."""
    ones, ramp, masks = _lanes(count)
    z = (state * ones + _GOLDEN * ramp) & masks  # lane k: the state of draw k
    z = ((z ^ ((z >> 30) & masks)) * 0xBF58476D1CE4E5B9) & masks
    z = ((z ^ ((z >> 27) & masks)) * 0x94D049BB133111EB) & masks
    z ^= (z >> 31) & masks
    words = array("Q")
    words.frombytes(z.to_bytes(16 * count, "little"))
    if sys.byteorder != "little":
        words.byteswap()
    return words[::2].tolist()


class Rng(BaseModel):
    """A small deterministic generator; `state` is all there is to it."""

    state: int = 0

    @classmethod
    def from_seed(cls, seed: int) -> Rng:
        return cls(state=_mix(seed & _MASK))

    def next_u64(self) -> int:
        state = (self.__dict__["state"] + _GOLDEN) & _MASK
        # Straight into the field storage: this runs for every die and shuffle, and an int
        # needs none of pydantic's assignment handling.
        self.__dict__["state"] = state
        return _mix(state)

    def randbelow(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("randbelow needs a positive bound")
        limit = _MASK - (_MASK % n)
        while True:
            r = self.next_u64()
            if r < limit:
                return r % n

    def randint(self, low: int, high: int) -> int:
        """A uniform integer in [low, high], both ends included."""
        return low + self.randbelow(high - low + 1)

    def random(self) -> float:
        return (self.next_u64() >> 11) / float(1 << 53)

    def choice(self, items: Sequence[T]) -> T:
        return items[self.randbelow(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates, in place: for i from the end, swap with `randbelow(i + 1)`.

        The bots shuffle every hidden deck once per sampled world, so the draws are not
        called one by one: the generator's next outputs are worked out all at once
        (`_outputs`), and a draw `randbelow` would reject, which almost never happens, hands
        the rest to the draw-by-draw loop."""
        state = self.__dict__["state"]
        draws = len(items) - 1
        if draws < _BATCH_FROM:
            self.__dict__["state"] = _shuffle_from(items, draws, state)
            return
        limits = _LIMITS if draws < len(_LIMITS) - 1 else _limits(draws + 1)
        for i, z in zip(range(draws, 0, -1), _outputs(state, draws), strict=True):
            n = i + 1
            if z >= limits[n]:
                # rejected (one output in about 2**56): draw by draw from here on
                after = (state + (draws - i + 1) * _GOLDEN) & _MASK
                self.__dict__["state"] = _shuffle_from(items, i, after)
                return
            j = z % n
            items[i], items[j] = items[j], items[i]
        self.__dict__["state"] = (state + draws * _GOLDEN) & _MASK

    def fork(self) -> Rng:
        """A new, independent generator; advances this one by one draw."""
        return Rng(state=_mix(self.next_u64() ^ _GOLDEN))
