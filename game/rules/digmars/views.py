"""What a seat may see (observation) and the worlds a bot may imagine from it (determinize).
Fortune is hidden (seed 003: "Always keep your Fortune points hidden"); so are face-down tiles
and what another seat inspected."""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING, TypeVar

from game.rules.core import Rng
from game.rules.core.reactions import construct
from game.rules.digmars.grid import SQUARES
from game.rules.digmars.state import DigObservation, StackView

if TYPE_CHECKING:
    from game.rules.digmars.engine import DigMarsEngine

#: The engine class (or a subclass): a world is of the class of the engine it comes from.
E = TypeVar("E", bound="DigMarsEngine")


def observation(engine: DigMarsEngine, player: int, everyone: bool = False) -> DigObservation:
    """What `player` may see; with `everyone`, laid out the same way, what any seat may see:
    every fortune and every top some seat has inspected (the replay's everything revealed).
    A face-down tile nobody has looked at stays face down even then."""
    s = engine.state
    looked = {t for seat in range(s.players) for t in s.inspected[seat]} if everyone else set()
    looked.update(s.inspected[player])
    stacks = []
    # Built without validation: every value below is made here from a valid state, and the
    # bots ask for an observation at each of their own decisions in every sampled world.
    for q in range(SQUARES):
        stack = s.stacks[q]
        tile = engine.tiles[stack[-1]] if stack else None
        face_up = s.face_up[q]
        known = tile is not None and (face_up or tile.id in looked)
        stack_view = {
            "square": q,
            "height": len(stack),
            "face_up": face_up,
            "top_dig": tile.dig if tile is not None and not face_up else None,
            "top": tile if known else None,
            "inspected": known and not face_up,
        }
        stacks.append(construct(StackView, stack_view))
    seen = {
        "seat": player,
        "players": s.players,
        "phase": s.phase,
        "current": s.current,
        "decider": engine.decider(),
        "actions_left": s.actions_left,
        "bonuses": list(s.bonuses),
        "stacks": stacks,
        "stations": [list(row) for row in s.stations],
        "levels": [list(row) for row in s.levels],
        "fortune": [f if everyone or q == player else None for q, f in enumerate(s.fortune)],
        "treasures": [len(row) for row in s.carried],
        "bank": s.bank,
        "target": engine.target(),
        "turns": s.turns,
        "winners": list(s.winners),
        "end_reason": s.end_reason,
    }
    return construct(DigObservation, seen)


def determinize(engine: E, player: int, rng: Rng) -> E:
    """A world consistent with what `player` has seen: every face-down tile it has not
    inspected is redrawn from the unseen tiles (a face-down top keeps its visible digging
    difficulty), and the chance to come is re-seeded. Rival fortune is kept: every gain
    and payment was public, so a player with a perfect memory knows it."""
    world = engine.clone()
    s = world.state
    known = set(s.inspected[player])
    unseen: list[int] = []
    slots: list[tuple[int, int]] = []  # (square, depth) of every unseen face-down tile
    for q in range(SQUARES):
        stack = s.stacks[q]
        for depth, tile_id in enumerate(stack):
            top = depth == len(stack) - 1
            if (top and s.face_up[q]) or tile_id in known:
                continue
            unseen.append(tile_id)
            slots.append((q, depth))
    # Sorted first: the sample must depend on the rng and on what the seat has seen only,
    # never on where the unseen tiles really lie.
    unseen.sort()
    rng.shuffle(unseen)
    # Face-down tops show their digging difficulty: give each the first unseen tile of that
    # difficulty left in the shuffled order (each difficulty's tiles queued in that order).
    queued: dict[int, deque[int]] = {}
    for t in unseen:
        queued.setdefault(engine.tiles[t].dig, deque()).append(t)
    given: set[int] = set()
    for q, depth in slots:
        if depth == len(s.stacks[q]) - 1:
            pick = queued[engine.tiles[s.stacks[q][depth]].dig].popleft()
            given.add(pick)
            s.stacks[q][depth] = pick
    rest = [t for t in unseen if t not in given]  # the others, still in the shuffled order
    for q, depth in slots:
        if depth != len(s.stacks[q]) - 1:
            s.stacks[q][depth] = rest.pop()
    for q in range(s.players):
        if q != player:
            s.inspected[q] = []
    s.rng = rng.fork()
    return world
