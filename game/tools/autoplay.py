"""`python -m game autoplay GAME --players N --seed S`: the real app, headless, with computer
seats playing a whole game; PNG screenshots on the way; frame-time figures as JSON.

The clock is simulated (every frame advances 1/60 s) so a run is repeatable and as fast as the
machine allows; the figures are the wall time each frame took to handle, update and draw
(p50_ms, p99_ms), and p99_cpu_ms, the frame thread's own CPU time, which other programs on a
busy machine cannot inflate.
"""

from __future__ import annotations

import json
import logging
import os
import statistics
import sys
import time
import traceback
from pathlib import Path
from typing import Any

from game.tools.percentiles import percentile

FRAME_LIMIT = 60_000

log = logging.getLogger(__name__)


def autoplay(
    game: str,
    players: int,
    seed: int,
    screenshots: Path | None = None,
    every: int = 0,
    size: tuple[int, int] = (1280, 720),
    speed: str = "fast",
    bots: list[str] | None = None,
    out: Any = None,
    text_size: int = 100,
) -> int:
    """Play one game with computer seats in the real app; print one JSON line; exit code."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from game.logs import setup_logging
    from game.store.settings import Settings
    from game.ui.play.seats import MatchSpec, SeatSpec
    from game.ui.play.session import GameSession
    from game.ui.play.tables import has_table, open_table
    from game.ui.scenes.results import ResultsScene
    from game.ui.shell.app import App

    out = sys.stdout if out is None else out
    setup_logging()
    log.info("Autoplay of %s: %d players, seed %d", game, players, seed)
    times: list[float] = []
    cpu: list[float] = []  # the frame thread's own CPU time: what other processes can't add
    finished = False
    error = ""
    start = time.perf_counter()
    frames = 0
    try:
        if not has_table(game):
            raise ValueError(f"There is no table for '{game}' yet.")
        pygame.init()
        window = pygame.display.set_mode(size)
        settings = Settings.model_validate(
            {"animation_speed": speed, "volume": 0.0, "text_size": text_size}
        )
        app = App(window, settings=settings, sound=False)
        names = bots or ["greedy"]
        seats = [
            SeatSpec(name=f"Rover {i + 1}", colour=i, human=False, bot=names[i % len(names)])
            for i in range(players)
        ]
        session = GameSession(MatchSpec(game, seats, seed=seed))
        from game.ui.shell.app import title_scene

        app.stack.push(title_scene(app))
        app.stack.push(open_table(app.ctx, session))
        if screenshots is not None:
            screenshots.mkdir(parents=True, exist_ok=True)
        settle = 0
        while frames < FRAME_LIMIT and app.running:
            t0, c0 = time.perf_counter(), time.thread_time()
            app.frame(pygame.event.get(), 1.0 / 60)
            times.append((time.perf_counter() - t0) * 1000.0)
            cpu.append((time.thread_time() - c0) * 1000.0)
            frames = app.frames
            if screenshots is not None and every > 0 and frames % every == 0:
                pygame.image.save(app.window, str(screenshots / f"{game}_{frames:05d}.png"))
            if isinstance(app.stack.top, ResultsScene):
                settle += 1
                if settle >= 3:
                    finished = True
                    break
            elif session.thinking is not None and not session.thinking.done:
                session.thinking.join(0.05)  # no busy wait: the bot's thread runs meanwhile
        if screenshots is not None:
            pygame.image.save(app.window, str(screenshots / f"{game}_final.png"))
        app.stack.clear()
    except Exception as err:  # any error: a traceback on stderr, non-zero exit, JSON still last
        traceback.print_exc()
        log.exception("Autoplay of %s failed", game)
        error = f"{type(err).__name__}: {err}"
    finally:
        pygame.quit()
    figures: dict[str, Any] = {
        "frames": frames,
        "p50_ms": round(statistics.median(times), 2) if times else 0.0,
        "p99_ms": round(percentile(times, 0.99), 2),
        "p99_cpu_ms": round(percentile(cpu, 0.99), 2),
        "seconds": round(time.perf_counter() - start, 2),
        "finished": finished,
    }
    if error:
        figures["error"] = error
    print(json.dumps(figures), file=out, flush=True)
    return 0 if finished and not error else 1
