"""A step of building a colony or trading at the TM Dice table (002 Colonies module): which
of the two was started, and the tile once one is chosen (then the payment is chosen)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

ColonyMode = Literal["build", "trade"]


@dataclass(frozen=True)
class PickColony:
    """A button's command, and the table's choice in progress: ``tile`` is "" while the
    player chooses a tile, then the tile whose payment is being chosen."""

    mode: ColonyMode
    tile: str = ""
