"""Dig Mars actions: each one a complete, atomic choice of the player who must decide now."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal

from pydantic import Field, TypeAdapter

DIG, CARRY, FLEET = 0, 1, 2
EQUIPMENT = ("digging", "carrying", "expedition fleet")
SIZE = 4  # the grid is SIZE x SIZE stacks; a square is row * SIZE + column


def square_name(square: int) -> str:
    """A1 is the top-left stack, D4 the bottom-right."""
    row, col = divmod(square, SIZE)
    return f"{'ABCD'[col]}{row + 1}"


@dataclass(frozen=True, slots=True)
class PlaceStation:
    """Put a station on a square: at setup (any stack) or after a fleet upgrade (any square)."""

    square: int
    kind: Literal["place"] = "place"


@dataclass(frozen=True, slots=True)
class Move:
    """Move one of your stations from `source` to `target` (orthogonal, skipping emptied stacks)."""

    source: int
    target: int
    kind: Literal["move"] = "move"


@dataclass(frozen=True, slots=True)
class Dig:
    """Flip the unexplored top tile at `square`; `bonus` spends an Extra dig, not an action."""

    square: int
    bonus: bool = False
    kind: Literal["dig"] = "dig"


@dataclass(frozen=True, slots=True)
class Carry:
    """Take the explored top tile at `square`; `bonus` spends an Extra carry, not an action."""

    square: int
    bonus: bool = False
    kind: Literal["carry"] = "carry"


@dataclass(frozen=True, slots=True)
class Upgrade:
    """Raise one equipment tile (DIG, CARRY or FLEET) by a level, paying its price in fortune."""

    equipment: int
    kind: Literal["upgrade"] = "upgrade"


@dataclass(frozen=True, slots=True)
class TakeFortune:
    """Extra fortune point bonus: take one fortune from the bank."""

    kind: Literal["take_fortune"] = "take_fortune"


@dataclass(frozen=True, slots=True)
class Inspect:
    """Inspect ground bonus: look at the face-down top tile at `square`, privately."""

    square: int
    kind: Literal["inspect"] = "inspect"


@dataclass(frozen=True, slots=True)
class Relocate:
    """Relocate station bonus: move a station of `owner` from `source` to a non-empty `target`."""

    owner: int
    source: int
    target: int
    kind: Literal["relocate"] = "relocate"


@dataclass(frozen=True, slots=True)
class DeclareVictory:
    kind: Literal["declare"] = "declare"


@dataclass(frozen=True, slots=True)
class EndTurn:
    kind: Literal["end_turn"] = "end_turn"


Action = (
    PlaceStation
    | Move
    | Dig
    | Carry
    | Upgrade
    | TakeFortune
    | Inspect
    | Relocate
    | DeclareVictory
    | EndTurn
)

ACTION_ADAPTER: TypeAdapter[Action] = TypeAdapter(Annotated[Action, Field(discriminator="kind")])
