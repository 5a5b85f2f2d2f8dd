"""The games the app offers, as the screens see them: read from the rules' registry."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol


class GameEntry(Protocol):
    """What a screen needs to know about one game (``game.rules.registry.GAMES`` items)."""

    @property
    def game_id(self) -> str: ...

    @property
    def title(self) -> str: ...

    @property
    def players(self) -> tuple[int, int]: ...

    @property
    def blurb(self) -> str: ...

    @property
    def playable(self) -> bool: ...


def registered_games() -> tuple[GameEntry, ...]:
    """Every game in the rules' registry, in its order."""
    from game.rules.registry import GAMES

    return tuple(GAMES)


def playable_games(games: Iterable[GameEntry]) -> tuple[GameEntry, ...]:
    """Only the games that can be played in this build."""
    return tuple(game for game in games if game.playable)


def players_text(players: tuple[int, int]) -> str:
    """'1 player', '2 players', '1-4 players' (with an en dash between the numbers)."""
    low, high = players
    if low == high:
        return f"{low} player" if low == 1 else f"{low} players"
    return f"{low}\u2013{high} players"
