"""The colony tiles of the Colonies module (002), as data: assets/data/tmdice/colonies/tiles.json.

Each tile has a build bonus (effects, and perhaps a production die), a trade income for each
of the seven steps of its track (0..6), a colony bonus, and perhaps the face a card in play
must show before the tile opens. The numbers are the big game's, converted to dice as
DECISIONS.md ("Colonies") says.
"""

from __future__ import annotations

from functools import cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from game.rules.core.content import load_content
from game.rules.tmdice.content import Effect, Face

TRACK = 7  # steps 0..6
START_STEP = 1  # the highlighted second step
MAX_COLONIES = 3
Colour = Literal["green", "blue", "grey", "red", "yellow"]


class ColonyTile(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(min_length=1)
    name: str = Field(min_length=1)
    text: str = Field(min_length=1)
    build: list[Effect] = []
    build_production: Colour | None = None  # "+1 production": a die of this colour
    income: list[list[Effect]] = Field(min_length=TRACK, max_length=TRACK)
    income_production: list[Colour] = []  # per step, when the income is a production die
    colony_bonus: list[Effect] = Field(min_length=1)
    colony_discard: int = Field(default=0, ge=0, le=1)  # then discard a card from the hand
    needs: Face | None = None  # closed until a card in play shows this face

    @model_validator(mode="after")
    def _gives_something(self) -> ColonyTile:
        if not (self.build or self.build_production):
            raise ValueError(f"colony tile {self.id} has no build bonus")
        if self.income_production and len(self.income_production) != TRACK:
            raise ValueError(f"colony tile {self.id}: a production income needs seven steps")
        return self


class ColonyTileList(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    tiles: list[ColonyTile] = Field(min_length=5)


@cache
def colony_tiles() -> dict[str, ColonyTile]:
    """Every colony tile by id, in the data's order."""
    tiles = load_content(ColonyTileList, "tmdice", "colonies", "tiles.json").tiles
    return {t.id: t for t in tiles}


def trade_income(tile: ColonyTile, step: int) -> tuple[list[Effect], list[Colour]]:
    """What a trade at `step` gives: effects, and production dice (colours) gained."""
    production = [tile.income_production[step]] if tile.income_production else []
    return list(tile.income[step]), production
