"""Render the TM Dice table for a given game state to a PNG, headless, to look at it.

    python -m game.tools.tmdice_preview --players 4 --actions 120 --out /tmp/tmd.png

The game is played by bots for ``--actions`` actions, then the table is drawn as the first
seat (a person) sees it.
"""

from __future__ import annotations

import argparse
import os
from typing import Any


def make_session(spec: Any) -> Any:
    """A GameSession for a TM Dice MatchSpec."""
    from game.ui.play.session import GameSession

    return GameSession(spec)


def play_bots(session: Any, actions: int, bot: str = "greedy") -> None:
    """Advance the session's match by ``actions`` bot moves (every seat played by a bot)."""
    from game.ai.registry import make_bot
    from game.rules.core import Rng, SeatView

    bots: dict[int, Any] = {}
    rng = Rng.from_seed(session.seed ^ 0x5EED)
    for _ in range(actions):
        engine = session.engine
        if engine.is_over():
            return
        seat = engine.decider()
        if seat not in bots:
            bots[seat] = make_bot(bot, "tmdice")
        session.apply(bots[seat].choose(SeatView(engine, seat), rng))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--actions", type=int, default=0)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--humans", type=int, default=1)
    parser.add_argument("--option", action="append", default=[])
    parser.add_argument("--hover", default="", help="x,y canvas point to hover")
    parser.add_argument("--out", default="/tmp/tmdice.png")
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from game.store.settings import Settings
    from game.tools.cli import parse_options
    from game.ui.draw.parts import MOST_FRAMES_WAITED
    from game.ui.play.seats import MatchSpec, default_seats
    from game.ui.shell.app import App
    from game.ui.tmdice.table import TMDiceTable

    options = parse_options(args.option)
    w, h = (int(v) for v in args.size.split("x"))
    pygame.init()
    window = pygame.display.set_mode((w, h))
    app = App(window, settings=Settings(animation_speed="instant", volume=0.0), sound=False)
    seats = default_seats(args.players, humans=args.humans)
    session = make_session(MatchSpec("tmdice", seats, options=options, seed=args.seed))
    play_bots(session, args.actions)
    # the person at the screen is the decider if a person, else the first person
    table = TMDiceTable(app.ctx, session)
    app.stack.push(table)
    humans = session.humans()
    decider = session.decider()
    table.set_viewer(decider if decider in humans else (humans[0] if humans else None))
    for _ in range(MOST_FRAMES_WAITED + 3):  # every part that waits comes in (parts.py)
        app.frame(pygame.event.get(), 1 / 60)
    if args.hover:
        x, y = (int(v) for v in args.hover.split(","))
        where = app.canvas.to_window((x, y))
        app.frame(
            [pygame.event.Event(pygame.MOUSEMOTION, pos=where, rel=(0, 0), buttons=(0, 0, 0))],
            1 / 60,
        )
        app.frame([], 1 / 60)
    pygame.image.save(app.window, args.out)
    app.stack.clear()
    pygame.quit()
    print(args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
