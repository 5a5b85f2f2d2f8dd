"""Invariants of a Dig Mars game, checked by tests and on loading a save: no tile or fortune
is created or lost, and stations match expedition fleets."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.core.errors import RulesError
from game.rules.digmars.actions import FLEET
from game.rules.digmars.content import tiles
from game.rules.digmars.state import FORTUNE_TOKENS

if TYPE_CHECKING:
    from game.rules.digmars.engine import DigMarsEngine


def fortune_total() -> int:
    """All the fortune in the box: the tiles' values and the tokens."""
    return sum(t.fortune for t in tiles()) + FORTUNE_TOKENS


def validate(engine: DigMarsEngine) -> None:
    """RulesError on the first invariant broken."""
    s = engine.state
    where = [t for stack in s.stacks for t in stack] + [t for row in s.carried for t in row]
    if sorted(where) != list(range(len(engine.tiles))):
        raise RulesError("A tile is missing or doubled.")
    on_grid = sum(engine.tiles[t].fortune for stack in s.stacks for t in stack)
    total = sum(t.fortune for t in engine.tiles) + FORTUNE_TOKENS
    if on_grid + sum(s.fortune) + s.bank != total:
        raise RulesError("Fortune was created or lost.")
    for p in range(s.players):
        fleet = s.levels[p][FLEET] - (s.phase == "fleet" and p == s.current)
        if s.phase != "place" and len(s.stations[p]) != fleet:
            raise RulesError("A player's stations do not match their expedition fleet.")
        if s.fortune[p] < 0:
            raise RulesError("A player's fortune went below zero.")
