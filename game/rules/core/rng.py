"""The seeded random number generator every game draws its chance from.

The generator is a splitmix64 stream: its whole state is one integer, so it is saved with the
game state and a replay of setup + seed + actions draws exactly the same numbers.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

from pydantic import BaseModel

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


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

        The draws are written out here rather than called: the bots shuffle every hidden
        deck once per sampled world, and three calls per card were most of that cost."""
        state = self.__dict__["state"]
        for i in range(len(items) - 1, 0, -1):
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
        self.__dict__["state"] = state

    def fork(self) -> Rng:
        """A new, independent generator; advances this one by one draw."""
        return Rng(state=_mix(self.next_u64() ^ _GOLDEN))
