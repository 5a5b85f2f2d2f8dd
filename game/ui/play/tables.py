"""Opening a game's table: the scene named by the game's descriptor (game/games.py)."""

from __future__ import annotations

from types import ModuleType

from game.games import game_info
from game.ui.play.session import GameSession
from game.ui.shell.context import UiContext
from game.ui.shell.scene import Scene


def has_table(game_id: str) -> bool:
    try:
        return game_info(game_id).playable
    except KeyError:
        return False


def open_table(ctx: UiContext, session: GameSession) -> Scene:
    cls = game_info(session.info.game_id).table_cls()
    return cls(ctx, session)


def players_text(players: tuple[int, int]) -> str:
    """'1 player', '2 players', '1-4 players' (with an en dash between the numbers)."""
    low, high = players
    if low == high:
        return f"{low} player" if low == 1 else f"{low} players"
    return f"{low}\u2013{high} players"


def ui_module(game_id: str, part: str) -> ModuleType | None:
    """The game's "scoring" or "rules" (pages) module, or None if it has none."""
    try:
        info = game_info(game_id)
    except KeyError:
        return None
    return info.part("rules_pages" if part == "rules" else part)
