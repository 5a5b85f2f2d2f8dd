"""Positions for the Dig Mars rule tests: a real engine whose state is rearranged so that
known tiles lie on top of chosen stacks and stations stand on chosen squares.

Every tile stays somewhere (a tile taken off the grid goes to player 0's carried record and
its fortune to the bank), so `engine.validate()` still holds for every position built here.
Tiles asked for by their numbers (`T`) are written into the game's own copy of the tile list,
which validate() also counts from.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.rules.core import Event, Match, Rng, Setup
from game.rules.digmars import actions as A
from game.rules.digmars.content import Tile, tiles
from game.rules.digmars.engine import SQUARES, DigMarsEngine

TILES: list[Tile] = tiles()


@dataclass(frozen=True)
class T:
    """A tile as a test needs it. The position puts a tile with exactly these numbers on the
    grid, whatever the shipped content says, so a rebalanced tiles.json cannot break a rule
    test."""

    dig: int = 1
    carry: int = 1
    fortune: int = 2
    bonus: str | None = None

    def matches(self, tile: Tile) -> bool:
        return (tile.dig, tile.carry, tile.fortune, tile.bonus) == (
            self.dig,
            self.carry,
            self.fortune,
            self.bonus,
        )


def new_game(players: int = 2, seed: int = 0) -> DigMarsEngine:
    engine, _ = DigMarsEngine.new(Setup(game="digmars", players=players), seed)
    return engine


def position(
    players: int = 2,
    *,
    stations: Sequence[Sequence[int]],
    tops: Mapping[int, int | T | Sequence[int | T]] | None = None,
    face_up: Iterable[int] = (),
    empty: Iterable[int] = (),
    heights: Mapping[int, int] | None = None,
    levels: Sequence[Sequence[int]] | None = None,
    fortune: Sequence[int] | None = None,
    current: int = 0,
    actions_left: int = 3,
    bonuses: Sequence[str] = (),
    seed: int = 0,
) -> DigMarsEngine:
    """A game in the turn phase of `current` with:
    - `tops`: square -> the tile on top of that stack (a content id, or a `T` whose numbers
      a spare tile is given), or a list of them from the top down;
    - `face_up`: squares whose top tile is explored (all others face down);
    - `empty`: squares whose stack has been emptied; `heights`: square -> tiles left (>= 1);
    - `stations`: per player the squares of their stations;
    - `levels`: per player [digging, carrying, fleet] (default 1, 1, number of stations).
    """
    engine = new_game(players, seed)
    s = engine.state
    wishes = {q: [w] if isinstance(w, int | T) else list(w) for q, w in (tops or {}).items()}
    taken = {w for row in wishes.values() for w in row if isinstance(w, int)}
    spare = (t for t in range(len(engine.tiles)) if t not in taken)
    engine.tiles = list(engine.tiles)  # this game's own copy: specs rewrite some tiles
    for square, chosen in wishes.items():
        for depth, wish in enumerate(chosen):
            tile = wish if isinstance(wish, int) else next(spare)
            if isinstance(wish, T):
                engine.tiles[tile] = engine.tiles[tile].model_copy(
                    update={
                        "dig": wish.dig,
                        "carry": wish.carry,
                        "fortune": wish.fortune,
                        "bonus": wish.bonus,
                    }
                )
            q, i = next(
                (q, i) for q, stack in enumerate(s.stacks) for i, t in enumerate(stack) if t == tile
            )
            at = len(s.stacks[square]) - 1 - depth
            s.stacks[q][i], s.stacks[square][at] = s.stacks[square][at], s.stacks[q][i]
    removed: list[int] = []
    for square in empty:
        assert square not in (tops or {}), "an emptied square has no top tile"
        removed.extend(s.stacks[square])
        s.stacks[square] = []
    for square, height in (heights or {}).items():
        assert 1 <= height <= 3
        cut = len(s.stacks[square]) - height
        removed.extend(s.stacks[square][:cut])
        s.stacks[square] = s.stacks[square][cut:]
    s.carried[0].extend(removed)
    s.bank += sum(engine.tiles[t].fortune for t in removed)
    ups = set(face_up)
    s.face_up = [q in ups and bool(s.stacks[q]) for q in range(SQUARES)]
    s.stations = [list(row) for row in stations]
    s.levels = (
        [list(row) for row in levels]
        if levels is not None
        else [[1, 1, len(row)] for row in stations]
    )
    if fortune is not None:
        # Fortune held by the players comes out of the bank, so the total stays the same.
        s.fortune = list(fortune)
        s.bank -= sum(fortune)
        assert s.bank >= 0, "empty more squares: the bank cannot pay that much fortune"
    s.current = current
    s.phase = "turn"
    s.actions_left = actions_left
    s.bonuses = list(bonuses)  # type: ignore[arg-type]
    engine._legal = None
    return engine


def top_id(engine: DigMarsEngine, square: int) -> int:
    return engine.state.stacks[square][-1]


def top_tile(engine: DigMarsEngine, square: int) -> Tile:
    return engine.tiles[engine.state.stacks[square][-1]]


def kinds(events: Sequence[Event]) -> list[str]:
    return [e.kind for e in events]


def play_random(
    engine: DigMarsEngine, rng: Rng, limit: int = 20_000, check: bool = False
) -> list[Any]:
    """Random legal play to the end (or `limit` decisions); the actions taken."""
    taken: list[Any] = []
    while not engine.is_over() and len(taken) < limit:
        action = rng.choice(engine.legal_actions())
        engine.apply(action)
        taken.append(action)
        if check:
            engine.validate()
    return taken


def match_at(engine: DigMarsEngine) -> Match:
    """A Match (undo, replay) that starts from this position instead of a fresh deal."""
    start = engine.clone()

    class FromPosition(DigMarsEngine):
        @classmethod
        def new(cls, setup: Setup, seed: int) -> tuple[DigMarsEngine, list[Event]]:
            game = cls(start.clone().state)
            game.tiles = start.tiles
            return game, []

    return Match(FromPosition, Setup(game="digmars", players=engine.state.players), 0)


__all__ = ["SQUARES", "TILES", "A", "DigMarsEngine", "Rng", "T"]
