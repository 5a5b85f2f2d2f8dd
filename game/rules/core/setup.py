"""What a game is started from (besides its seed)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field


class Setup(BaseModel):
    """The rules-relevant setup: which game, how many seats, and the chosen options."""

    game: str
    players: int = Field(ge=1, le=4)
    options: dict[str, Any] = {}
