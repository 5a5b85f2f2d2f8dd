"""The modules plugged into the TM Dice engine (see ../__init__.py, "Modules").

Adding a module is adding its file here and one entry to `MODULES`; its state model is
registered with the state so that saves load it.
"""

from __future__ import annotations

from game.rules.tmdice.modules.base import Module
from game.rules.tmdice.modules.colonies import Colonies
from game.rules.tmdice.modules.missions import Missions
from game.rules.tmdice.state import MODULE_STATES, Options, TMState

MODULES: tuple[Module, ...] = (Missions(), Colonies())

for _module in MODULES:
    MODULE_STATES[_module.name] = _module.state_model


def enabled(options: Options) -> list[Module]:
    """The modules a game with these options is played with, in registration order."""
    return [m for m in MODULES if m.enabled(options)]


def active(s: TMState) -> list[Module]:
    """The modules this game is played with, in registration order."""
    return [m for m in MODULES if m.name in s.modules]


__all__ = ["MODULES", "Module", "active", "enabled"]
