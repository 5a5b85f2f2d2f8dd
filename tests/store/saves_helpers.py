"""Shared helpers for the store tests: games played by seeded random choices."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.games import GAMES, GameDescriptor, game_info
from game.rules.core import Match, Rng, Setup
from game.store.saves import SaveSession, SaveStore
from game.store.saves_format import SeatInfo

COLOURS = ("#c4452a", "#3f7fbf", "#d8a53a", "#5a9e5a")


def playable() -> list[GameDescriptor]:
    """Every registered game: the tests run over all of them."""
    return list(GAMES)


def playable_ids() -> list[str]:
    return [g.game_id for g in playable()]


def seats(players: int) -> list[SeatInfo]:
    out = [SeatInfo(name="Ada", colour=COLOURS[0], kind="human")]
    out += [
        SeatInfo(name=f"Bot {i}", colour=COLOURS[i], kind="bot", bot="random")
        for i in range(1, players)
    ]
    return out


def play(game: str = "digmars", players: int = 3, seed: int = 5, steps: int = 40) -> Match:
    """A match of `game` after `steps` random legal actions (fewer if it ends first)."""
    match = Match(game_info(game).engine_cls(), Setup(game=game, players=players), seed)
    rng = Rng.from_seed(seed ^ 0xA11CE)
    for _ in range(steps):
        if match.engine.is_over():
            break
        match.apply(rng.choice(match.engine.legal_actions()))
    return match


def play_to_end(game: str = "digmars", players: int = 3, seed: int = 5) -> Match:
    return play(game, players, seed, steps=100_000)


def saved(
    store: SaveStore, game: str = "digmars", players: int = 3, seed: int = 5, steps: int = 40
) -> tuple[Path, SaveSession]:
    """An autosaved game in `store`: its path and its session."""
    session = SaveSession(store, play(game, players, seed, steps), seats(players))
    return session.autosave(), session


def engine_json(match: Match) -> Any:
    return match.engine.to_json()
