"""The modules registered with the TM Dice engine, in registration order.

The engine's rules (flow, decisions, effects, triggers, scoring, view) call the hooks of the
modules a game is played with through `active`; catalog.py fills the registry. The registry
sits below both, so a module may use the engine's rules (a colony built fires the cards'
triggers) without an import circle.
"""

from __future__ import annotations

from game.rules.tmdice.modules.base import Module
from game.rules.tmdice.state import MODULE_STATES, TMState

MODULES: tuple[Module, ...] = ()


def register(*modules: Module) -> None:
    """Plug modules in: their hooks are called after those registered before; their state
    model is known to the state, so that saves load it."""
    global MODULES
    for module in modules:
        if any(m.name == module.name for m in MODULES):
            raise ValueError(f"a module named {module.name!r} is registered already")
        MODULES = (*MODULES, module)
        MODULE_STATES[module.name] = module.state_model


def active(s: TMState) -> list[Module]:
    """The modules this game is played with, in registration order."""
    found = [m for m in MODULES if m.name in s.modules]
    if len(found) != len(s.modules):
        missing = sorted(set(s.modules) - {m.name for m in found})
        raise LookupError(f"modules not registered: {', '.join(missing)}")
    return found


def module_production(s: TMState, seat: int) -> list[str]:
    """The dice colours the modules in play add to `seat`'s production (Colonies: a die per
    colony production bonus), in registration order."""
    return [colour for module in active(s) for colour in module.production(s, seat)]
