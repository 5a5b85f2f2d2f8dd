"""The modules of this edition, registered in the order their hooks run. Adding a module is
adding its file in this folder and one entry here."""

from __future__ import annotations

from game.rules.tmdice.modules import registry
from game.rules.tmdice.modules.base import Module
from game.rules.tmdice.modules.colonies import Colonies
from game.rules.tmdice.modules.missions import Missions
from game.rules.tmdice.state import Options

registry.register(Missions(), Colonies())


def enabled(options: Options) -> list[Module]:
    """The modules a game with these options is played with, in registration order."""
    return [m for m in registry.MODULES if m.enabled(options)]
