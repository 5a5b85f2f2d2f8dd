"""The canyon's geometry and how stations move over it (seed 003, "Move")."""

from __future__ import annotations

from collections.abc import Sequence

from game.rules.digmars.actions import SIZE

SQUARES = SIZE * SIZE
STACK_HEIGHT = 3
UNREACHABLE = 99
_DIRECTIONS = ((-1, 0), (1, 0), (0, -1), (0, 1))


def _rays() -> list[list[list[int]]]:
    """For each square and direction, the squares met walking that way, nearest first."""
    rays: list[list[list[int]]] = []
    for square in range(SQUARES):
        row, col = divmod(square, SIZE)
        per_square = []
        for dr, dc in _DIRECTIONS:
            ray = []
            r, c = row + dr, col + dc
            while 0 <= r < SIZE and 0 <= c < SIZE:
                ray.append(r * SIZE + c)
                r, c = r + dr, c + dc
            per_square.append(ray)
        rays.append(per_square)
    return rays


RAYS = _rays()


def move_targets(stacks: Sequence[object], source: int) -> list[int]:
    """Squares a station on `source` may move to: each orthogonal neighbour (an emptied one
    too: a station may stop there to turn later), and past an emptied neighbour the nearest
    stack that still has tiles in that direction. `stacks[q]` is true while square q still
    has tiles (its tile list, or its height)."""
    out: list[int] = []
    for ray in RAYS[source]:
        if not ray:
            continue
        out.append(ray[0])
        if not stacks[ray[0]]:
            for square in ray[1:]:
                if stacks[square]:
                    out.append(square)
                    break
    return out


def distances_from(stacks: Sequence[object], source: int) -> list[int]:
    """For every square, the fewest moves that bring a station on `source` there (jumps over
    emptied stacks included); UNREACHABLE where no moves lead."""
    out = [UNREACHABLE] * SQUARES
    out[source] = 0
    frontier = [source]
    while frontier:
        nxt = []
        for q in frontier:
            for t in move_targets(stacks, q):
                if out[t] == UNREACHABLE:
                    out[t] = out[q] + 1
                    nxt.append(t)
        frontier = nxt
    return out


def distance(a: int, b: int) -> int:
    """Orthogonal steps between two squares, as if no stack had been emptied."""
    (ra, ca), (rb, cb) = divmod(a, SIZE), divmod(b, SIZE)
    return abs(ra - rb) + abs(ca - cb)


DISTANCE = tuple(tuple(distance(a, b) for b in range(SQUARES)) for a in range(SQUARES))
