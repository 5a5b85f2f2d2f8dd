"""Bot names -> bots, per game. A game's bots module (named by its descriptor in
game/games.py) provides `evaluate` (engine, seat) -> float for the generic greedy bot, and may
name bots of its own in `BOTS` (name -> factory): one named "random" or "greedy" replaces the
generic bot of that name for that game, any other name adds a bot. It may state `TURN_LIMIT`
(no game between its bots runs past that many turns: simulate calls a game past it
unfinished), `SEARCH_SCALE` (a clear lead in its rating's units, for the hard bot) and
`candidates(view)` (the actions worth a thought: the easy and hard bots choose among those)
and `EASY_TEMPERATURE` (how far apart, in its rating's units, the easy bot's options must be
for it to tell them apart; game/ai/strengths.py has the default).

Every game has the three strengths named for players: easy, normal (the game's greedy) and
hard (game/ai/strengths.py).
"""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType

from game.ai.bots import Bot, GreedyBot, RandomBot
from game.ai.strengths import EASY_TEMPERATURE, STRENGTHS, EasyBot, hard_bot
from game.games import game_info

GENERIC = ("random", "greedy")


def _game_module(game_id: str) -> ModuleType:
    return game_info(game_id).bots_module()


def _own_bots(module: ModuleType) -> dict[str, Callable[[], Bot]]:
    return getattr(module, "BOTS", {})


def bot_names(game_id: str) -> list[str]:
    own = _own_bots(_game_module(game_id))
    named = [*GENERIC, *(name for name, _ in STRENGTHS)]
    return [*named, *(name for name in own if name not in named)]


def make_bot(name: str, game_id: str) -> Bot:
    """A fresh bot; ValueError naming the known bots if `name` is not one of them."""
    module = _game_module(game_id)
    own = _own_bots(module)
    candidates = getattr(module, "candidates", None)
    if name == "normal":
        name = "greedy"
    if name in own:
        return own[name]()
    if name == "random":
        return RandomBot()
    if name == "greedy":
        return GreedyBot(module.evaluate)
    if name == "easy":
        temperature = getattr(module, "EASY_TEMPERATURE", EASY_TEMPERATURE)
        return EasyBot(module.evaluate, temperature, candidates=candidates)
    if name == "hard":
        return hard_bot(module.evaluate, getattr(module, "SEARCH_SCALE", 5.0), candidates)
    known = ", ".join(bot_names(game_id))
    raise ValueError(f"Unknown bot '{name}' for {game_id}. Known bots: {known}.")


def turn_limit(game_id: str) -> int | None:
    """The turn bound the game's bots promise to finish within, if they state one."""
    limit: int | None = getattr(_game_module(game_id), "TURN_LIMIT", None)
    return limit
