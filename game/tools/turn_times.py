"""`python -m game.tools.turn_times GAME --players N [--games K] [--seed S] [--turns T]
[--bot NAME] [--option NAME=VALUE]`: how long a computer seat's whole turn takes at the table,
as a person watches it: the real app, headless, every seat a computer, the default speed
setting, the real clock (frames at 60 per second, thinking in its thread or process as at the
table). Prints, as JSON, each turn's seconds from its start to the next turn's start, with the
p50 and p99 over all turns, and the load average."""

from __future__ import annotations

import argparse
import itertools
import json
import os
import sys
import time
from typing import Any

from game.tools.cli import parse_options
from game.tools.percentiles import percentile


def turn_times(
    game: str, players: int, seed: int, turns: int, bot: str, options: dict[str, Any]
) -> list[float]:
    """Seconds each of the first `turns` turns of one game took at the table."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from game.rules.core.events import seat_named
    from game.store.settings import Settings
    from game.ui.play.seats import MatchSpec, SeatSpec
    from game.ui.play.session import GameSession
    from game.ui.play.tables import open_table
    from game.ui.shell.app import App

    pygame.init()
    window = pygame.display.set_mode((1280, 720))
    app = App(window, settings=Settings(volume=0.0), sound=False)
    seats = [
        SeatSpec(name=f"Rover {i + 1}", colour=i, human=False, bot=bot) for i in range(players)
    ]
    session = GameSession(MatchSpec(game, seats, options=options, seed=seed))
    app.stack.push(open_table(app.ctx, session))
    clock = pygame.time.Clock()
    starts: list[float] = []
    seen = 0
    try:
        while len(starts) <= turns and app.running and not session.is_over():
            app.frame(pygame.event.get(), clock.tick(60) / 1000.0)
            events = session.match.events
            for event in events[seen:]:
                if event.kind == "turn_started" and seat_named(event) is not None:
                    starts.append(time.perf_counter())
            seen = len(events)
    finally:
        session.close()
        app.stack.clear()
        pygame.quit()
    return [b - a for a, b in itertools.pairwise(starts)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.tools.turn_times", description=__doc__)
    parser.add_argument("game")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--turns", type=int, default=12, help="turns timed in each game")
    parser.add_argument("--bot", default="normal", help="the seats' strength (the default)")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    args = parser.parse_args(argv)
    options = parse_options(args.option)
    times: list[float] = []
    for game in range(args.games):
        times += turn_times(
            args.game, args.players, args.seed + game, args.turns, args.bot, options
        )
    figures = {
        "game": args.game,
        "players": args.players,
        "options": options,
        "bot": args.bot,
        "turns": len(times),
        "p50_s": round(percentile(times, 0.5), 2),
        "p99_s": round(percentile(times, 0.99), 2),
        "turn_s": [round(t, 2) for t in times],
        "load_average": [round(x, 2) for x in os.getloadavg()]
        if hasattr(os, "getloadavg")
        else None,
    }
    print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
