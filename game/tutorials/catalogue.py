"""Every guided first game, in the order the title lists them.

Each tutorial is named as "module:NAME" and loaded when first asked for, so the title
lists them without loading any game.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.tutorials.script import Tutorial


@dataclass(frozen=True)
class Listed:
    tutorial_id: str
    title: str
    where: str  # "module:NAME" of the Tutorial


TUTORIALS: tuple[Listed, ...] = (
    Listed("tmdice", "Terraforming Mars: The Dice Game", "game.tutorials.tmdice:TUTORIAL"),
    Listed("colonies", "TM Dice: what Colonies adds", "game.tutorials.colonies:TUTORIAL"),
    Listed("digmars", "Dig Mars", "game.tutorials.digmars:TUTORIAL"),
    Listed("cockroach", "The cockroach hunt", "game.tutorials.cockroach:TUTORIAL"),
)


def load(tutorial_id: str) -> Tutorial:
    """The tutorial with this id; KeyError if there is none."""
    listed = next((t for t in TUTORIALS if t.tutorial_id == tutorial_id), None)
    if listed is None:
        raise KeyError(tutorial_id)
    module, name = listed.where.split(":")
    tutorial: Tutorial = getattr(importlib.import_module(module), name)
    return tutorial
