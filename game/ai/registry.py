"""Bot names -> bots, per game. A game's bots module (named by its descriptor in
game/games.py) provides `evaluate` (engine, seat) -> float for the greedy bot and may add bots
of its own in `EXTRA_BOTS`."""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType

from game.ai.bots import Bot, GreedyBot, RandomBot
from game.ai.strengths import STRENGTHS, EasyBot, hard_bot
from game.games import game_info


def _game_module(game_id: str) -> ModuleType:
    return game_info(game_id).bots_module()


def bot_names(game_id: str) -> list[str]:
    extra: dict[str, Callable[[], Bot]] = getattr(_game_module(game_id), "EXTRA_BOTS", {})
    return ["random", "greedy", *(name for name, _ in STRENGTHS), *extra]


def make_bot(name: str, game_id: str) -> Bot:
    """A fresh bot; ValueError naming the known bots if `name` is not one of them."""
    module = _game_module(game_id)
    if name == "random":
        return RandomBot()
    if name in ("greedy", "normal"):
        return GreedyBot(module.evaluate)
    if name == "easy":
        return EasyBot(module.evaluate)
    if name == "hard":
        return hard_bot(module.evaluate, getattr(module, "SEARCH_SCALE", 5.0))
    extra: dict[str, Callable[[], Bot]] = getattr(module, "EXTRA_BOTS", {})
    if name in extra:
        return extra[name]()
    known = ", ".join(bot_names(game_id))
    raise ValueError(f"Unknown bot '{name}' for {game_id}. Known bots: {known}.")
