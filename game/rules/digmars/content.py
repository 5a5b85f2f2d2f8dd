"""The 48 exploration tiles of Dig Mars, as data (assets/data/digmars/tiles.json)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from game.rules.core.content import load_content

Bonus = Literal["extra_dig", "extra_carry", "extra_fortune", "inspect", "relocate"]

BONUS_NAMES: dict[str, str] = {
    "extra_dig": "Extra dig",
    "extra_carry": "Extra carry",
    "extra_fortune": "Extra fortune point",
    "inspect": "Inspect ground",
    "relocate": "Relocate station",
}

TILE_COUNT = 48


class Tile(BaseModel):
    """One exploration tile: its back shows `dig`; its front the treasure."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: int = Field(ge=0)
    ground: str = Field(min_length=1)
    treasure: str = Field(min_length=1)
    dig: int = Field(ge=1, le=4)
    carry: int = Field(ge=1, le=4)
    fortune: int = Field(ge=1, le=12)
    bonus: Bonus | None = None


class TileSet(BaseModel):
    model_config = ConfigDict(extra="forbid")

    format: Literal[1]
    tiles: list[Tile]

    @model_validator(mode="after")
    def _ids_are_positions(self) -> TileSet:
        if len(self.tiles) != TILE_COUNT:
            raise ValueError(f"there must be {TILE_COUNT} tiles, not {len(self.tiles)}")
        for index, tile in enumerate(self.tiles):
            if tile.id != index:
                raise ValueError(f"tile number {index} has id {tile.id}; ids must run 0..47")
        return self


def tiles() -> list[Tile]:
    """The tile set, validated; index = tile id."""
    return load_content(TileSet, "digmars", "tiles.json").tiles


def content_counts() -> dict[str, int]:
    """How much content the game has, for `python -m game content digmars`."""
    all_tiles = tiles()
    return {
        "tiles": len(all_tiles),
        "tiles_with_bonus": sum(1 for t in all_tiles if t.bonus is not None),
        "fortune_in_tiles": sum(t.fortune for t in all_tiles),
    }
