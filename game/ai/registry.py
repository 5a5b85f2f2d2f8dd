"""Bot names -> bots, per game. A game's module game/ai/<game_id>.py provides `evaluate`
(engine, seat) -> float for the generic greedy bot, and may name bots of its own in `BOTS`
(name -> factory): one named "random" or "greedy" replaces the generic bot of that name for
that game, any other name adds a bot. It may also state `TURN_LIMIT`: no game between its
bots runs past that many turns (simulate calls a game past it unfinished)."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from types import ModuleType

from game.ai.bots import Bot, GreedyBot, RandomBot

GENERIC = ("random", "greedy")


def _game_module(game_id: str) -> ModuleType:
    return importlib.import_module(f"game.ai.{game_id}")


def _own_bots(module: ModuleType) -> dict[str, Callable[[], Bot]]:
    return getattr(module, "BOTS", {})


def bot_names(game_id: str) -> list[str]:
    own = _own_bots(_game_module(game_id))
    return [*GENERIC, *(name for name in own if name not in GENERIC)]


def make_bot(name: str, game_id: str) -> Bot:
    """A fresh bot; ValueError naming the known bots if `name` is not one of them."""
    module = _game_module(game_id)
    own = _own_bots(module)
    if name in own:
        return own[name]()
    if name == "random":
        return RandomBot()
    if name == "greedy":
        return GreedyBot(module.evaluate)
    known = ", ".join(bot_names(game_id))
    raise ValueError(f"Unknown bot '{name}' for {game_id}. Known bots: {known}.")


def turn_limit(game_id: str) -> int | None:
    """The turn bound the game's bots promise to finish within, if they state one."""
    limit: int | None = getattr(_game_module(game_id), "TURN_LIMIT", None)
    return limit
