"""The whole state of a Dig Mars game, and what one seat may see of it."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel

from game.rules.core.reactions import construct
from game.rules.core.rng import Rng
from game.rules.digmars.content import Bonus, Tile

Phase = Literal["place", "turn", "fleet", "over"]

VICTORY_TARGET = {2: 40, 3: 30, 4: 20}
UPGRADE_COST = {1: 1, 2: 2, 3: 3}  # from level n to n + 1
MAX_LEVEL = 4
ACTIONS_PER_TURN = 3
FORTUNE_TOKENS = 10


class DigState(BaseModel):
    """Everything about a game in progress. Tiles and squares are ids; a clone is cheap."""

    players: int
    rng: Rng
    stacks: list[list[int]]  # per square, tile ids from bottom to top
    face_up: list[bool]  # per square: the top tile has been explored
    stations: list[list[int]]  # per player, the square of each station on the grid
    levels: list[list[int]]  # per player: digging, carrying, expedition fleet
    fortune: list[int]  # per player; hidden from the others
    carried: list[list[int]]  # per player, the tiles they carried away (the record)
    bank: int = FORTUNE_TOKENS  # fortune tokens and paid fortune: the change box
    inspected: list[list[int]]  # per player, face-down tiles they have looked at
    first: int
    current: int
    phase: Phase = "place"
    actions_left: int = ACTIONS_PER_TURN
    bonuses: list[Bonus] = []  # bonus actions the current player may still use this turn
    turns: int = 0  # turns completed
    winners: list[int] = []
    end_reason: str = ""


class StackView(BaseModel):
    """One square as a seat sees it."""

    square: int
    height: int
    face_up: bool
    top_dig: int | None  # the digging difficulty on the back of a face-down top tile
    top: Tile | None  # the top tile's face, if explored or inspected by this seat
    inspected: bool = False  # `top` is known to this seat alone


class DigObservation(BaseModel):
    """What one seat may see: the grid, everyone's stations and equipment, its own fortune."""

    seat: int
    players: int
    phase: Phase
    current: int
    decider: int | None
    actions_left: int
    bonuses: list[Bonus]
    stacks: list[StackView]
    stations: list[list[int]]
    levels: list[list[int]]
    fortune: list[int | None]  # None for the other players: fortune is kept hidden
    treasures: list[int]  # how many tiles each player has carried
    bank: int
    target: int
    turns: int
    winners: list[int]
    end_reason: str


def copy_state(s: DigState) -> DigState:
    """A deep copy built field by field: bots clone a game for every action they weigh, and
    this is several times faster than pydantic's deep copy. Made as `model_construct` makes
    a model from every field (in the model's order), without its per-field work."""
    values = {
        "players": s.players,
        "rng": construct(Rng, {"state": s.rng.state}),
        "stacks": [list(x) for x in s.stacks],
        "face_up": list(s.face_up),
        "stations": [list(x) for x in s.stations],
        "levels": [list(x) for x in s.levels],
        "fortune": list(s.fortune),
        "carried": [list(x) for x in s.carried],
        "bank": s.bank,
        "inspected": [list(x) for x in s.inspected],
        "first": s.first,
        "current": s.current,
        "phase": s.phase,
        "actions_left": s.actions_left,
        "bonuses": list(s.bonuses),
        "turns": s.turns,
        "winners": list(s.winners),
        "end_reason": s.end_reason,
    }
    return construct(DigState, values)
