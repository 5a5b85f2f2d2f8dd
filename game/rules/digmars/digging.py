"""Dig, Carry, Cooperation and Splitting (seed 003): who may work a stack, and what a dig
flips and a carry pays."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.core import Event
from game.rules.core.events import emit
from game.rules.digmars.actions import CARRY, DIG
from game.rules.digmars.events import BonusGained, FortuneShare, Player, TileCarried, TileFlipped

if TYPE_CHECKING:
    from game.rules.digmars.engine import DigMarsEngine


def stations_at(engine: DigMarsEngine, square: int) -> int:
    return sum(row.count(square) for row in engine.state.stations)


def players_at(engine: DigMarsEngine, square: int) -> list[int]:
    return [p for p, row in enumerate(engine.state.stations) if square in row]


def strength(engine: DigMarsEngine, player: int, equipment: int, square: int) -> int:
    """Equipment level plus one for every other station on the stack (cooperation)."""
    return engine.state.levels[player][equipment] + stations_at(engine, square) - 1


def can_dig(engine: DigMarsEngine, player: int, square: int) -> bool:
    s = engine.state
    tile = engine.top(square)
    return (
        tile is not None
        and not s.face_up[square]
        and square in s.stations[player]
        and strength(engine, player, DIG, square) >= tile.dig
    )


def can_carry(engine: DigMarsEngine, player: int, square: int) -> bool:
    s = engine.state
    tile = engine.top(square)
    return (
        tile is not None
        and s.face_up[square]
        and square in s.stations[player]
        and strength(engine, player, CARRY, square) >= tile.carry
    )


def workable(engine: DigMarsEngine, player: int) -> tuple[list[int], list[int]]:
    """The squares where `player` may dig now and those where they may carry now."""
    s = engine.state
    occupancy = [0] * len(s.stacks)
    for row in s.stations:
        for q in row:
            occupancy[q] += 1
    dig_level, carry_level = s.levels[player][DIG], s.levels[player][CARRY]
    digs: list[int] = []
    carries: list[int] = []
    for q in sorted(set(s.stations[player])):
        stack = s.stacks[q]
        if not stack:
            continue
        tile = engine.tiles[stack[-1]]
        if s.face_up[q]:
            if carry_level + occupancy[q] - 1 >= tile.carry:
                carries.append(q)
        elif dig_level + occupancy[q] - 1 >= tile.dig:
            digs.append(q)
    return digs, carries


def split(value: int, present: list[int], carrier: int) -> dict[int, int]:
    """Fortune split by players, not stations: an equal share each, the rest to the carrier."""
    share, rest = divmod(value, len(present))
    return {q: share + (rest if q == carrier else 0) for q in present}


def dig(engine: DigMarsEngine, player: int, square: int, events: list[Event]) -> None:
    s = engine.state
    s.face_up[square] = True
    tile_id = s.stacks[square][-1]
    for seen in s.inspected:
        if tile_id in seen:
            seen.remove(tile_id)
    tile = engine.tiles[tile_id]
    events.append(
        emit("tile_flipped", TileFlipped(player=player, square=square, tile=tile_id), reveal=True)
    )
    if tile.bonus is not None:
        s.bonuses.append(tile.bonus)
        events.append(emit("bonus_gained", BonusGained(player=player, bonus=tile.bonus)))


def carry(engine: DigMarsEngine, player: int, square: int, events: list[Event]) -> None:
    s = engine.state
    tile_id = s.stacks[square].pop()
    s.face_up[square] = False
    s.carried[player].append(tile_id)
    present = players_at(engine, square)
    shares = split(engine.tiles[tile_id].fortune, present, player)
    for q, amount in shares.items():
        s.fortune[q] += amount
    # The tile below now shows its back (its digging difficulty): new information, so undo
    # cannot go back past this carry. An emptied stack shows nothing new.
    events.append(
        emit(
            "tile_carried",
            TileCarried(
                player=player,
                square=square,
                tile=tile_id,
                shared_with=[q for q in present if q != player],
            ),
            reveal=bool(s.stacks[square]),
        )
    )
    for q, amount in shares.items():
        events.append(
            emit(
                "fortune_gained",
                Player(player=q),
                secret=FortuneShare(amount=amount),
                secret_to=(q,),
            )
        )
