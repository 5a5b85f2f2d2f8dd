"""The data of every Dig Mars event, typed: one TypedDict per event kind.

The engine builds each event with `emit(kind, Shape(...))` (mypy checks the fields) and the
screens read it back with `read(event, Shape)` (both in game.rules.core.events). `EVENT_DATA`
maps every kind to its shape, `EVENT_SECRET` each kind with a secret to the shape of that
secret (read with `read_secret`: None for a seat that may not see it).
tests/contract/test_event_data.py plays whole games and checks every event against these.

(No `from __future__ import annotations` here: Python 3.11 reads `NotRequired` only from
annotations that are evaluated.)
"""

from typing import TypedDict

from game.rules.digmars.content import Bonus


class Player(TypedDict):
    player: int


class GridDealt(TypedDict):
    stacks: list[int]  # tiles in each stack, square by square


class StationAt(TypedDict):
    player: int
    square: int


class TurnStarted(TypedDict):
    player: int
    turn: int


class StationMoved(TypedDict):
    player: int
    source: int
    target: int


class TileFlipped(TypedDict):
    player: int
    square: int
    tile: int


class BonusGained(TypedDict):
    player: int
    bonus: Bonus


class TileCarried(TypedDict):
    player: int
    square: int
    tile: int
    shared_with: list[int]  # the other players with a station there, who share its fortune


class FortuneShare(TypedDict):
    amount: int  # secret: only the player who gains it sees it


class Upgraded(TypedDict):
    player: int
    equipment: int
    level: int  # the level reached
    cost: int


class InspectedTile(TypedDict):
    tile: int  # secret: only the inspecting player sees it


class StationRelocated(TypedDict):
    player: int
    owner: int
    source: int
    target: int


class GameOver(TypedDict):
    winners: list[int]
    how: str
    fortune: list[int]


EVENT_DATA: dict[str, type] = {
    "grid_dealt": GridDealt,
    "first_player": Player,
    "station_placed": StationAt,
    "turn_started": TurnStarted,
    "turn_ended": Player,
    "station_moved": StationMoved,
    "tile_flipped": TileFlipped,
    "bonus_gained": BonusGained,
    "tile_carried": TileCarried,
    "fortune_gained": Player,
    "upgraded": Upgraded,
    "bonus_fortune": Player,
    "inspected": StationAt,
    "station_relocated": StationRelocated,
    "game_over": GameOver,
}

EVENT_SECRET: dict[str, type] = {
    "fortune_gained": FortuneShare,
    "inspected": InspectedTile,
}
