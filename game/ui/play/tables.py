"""Opening a game's table: the scene the screens' registry names (game/ui/screens.py)."""

from __future__ import annotations

from types import ModuleType

from game.ui import screens
from game.ui.play.session import GameSession
from game.ui.shell.context import UiContext
from game.ui.shell.scene import Scene

has_table = screens.has_table


def open_table(ctx: UiContext, session: GameSession) -> Scene:
    cls = screens.table_cls(session.info.game_id)
    return cls(ctx, session)


def players_text(players: tuple[int, int]) -> str:
    """'1 player', '2 players', '1-4 players' (with an en dash between the numbers)."""
    low, high = players
    if low == high:
        return f"{low} player" if low == 1 else f"{low} players"
    return f"{low}\u2013{high} players"


def ui_module(game_id: str, part: str) -> ModuleType | None:
    """The game's "scoring" or "rules" (pages) module, or None if it has none."""
    return screens.part(game_id, "rules_pages" if part == "rules" else part)
