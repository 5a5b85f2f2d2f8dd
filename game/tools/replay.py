"""`python -m game replay SAVE --step N --screenshot PNG`: a position of a saved game drawn by
its own table, headless, as the replay viewer shows it; prints figures as JSON (how long the
replay took to open and, median of several, to step once)."""

from __future__ import annotations

import json
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

#: Steps timed for the step figure (back and forth around the position asked for).
TIMED_STEPS = 9


def render_replay(
    save: Path,
    step: int | None,
    screenshot: Path | None,
    size: tuple[int, int] = (1280, 720),
    seat: int | str | None = None,
    out: Any = None,
) -> int:
    """Open `save` in the replay viewer at `step` (default: the end), as seen by `seat`
    (1-based, "public", or "all": everything revealed, a finished game only; default the
    viewer's own choice), save a PNG; ValueError with a sentence for a save that cannot be
    shown."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from game.store.errors import SaveError
    from game.store.settings import Settings
    from game.store.verify import load_save
    from game.ui.draw.parts import MOST_FRAMES_WAITED
    from game.ui.play.session import GameSession
    from game.ui.replay.session import ReplaySession
    from game.ui.replay.table import EVERYTHING, ReplayControls, replay_table
    from game.ui.shell.app import App

    out = sys.stdout if out is None else out
    try:
        loaded = load_save(save)
    except SaveError as err:
        raise ValueError(f"{save} cannot be replayed: {err.sentence}") from None
    pygame.init()
    try:
        window = pygame.display.set_mode(size)
        app = App(window, settings=Settings(animation_speed="instant", volume=0.0), sound=False)
        spec = GameSession.from_loaded(loaded, None).spec
        started = time.perf_counter()
        session = ReplaySession(spec, loaded.match)
        table = replay_table(app.ctx, session)
        assert isinstance(table, ReplayControls)
        app.stack.push(table)
        app.frame([], 1 / 60)
        open_ms = (time.perf_counter() - started) * 1000.0
        total = len(session.positions)
        if step is not None and not 0 <= step <= total:
            raise ValueError(f"This game has {total} actions: --step is 0 to {total}.")
        if seat is not None:
            table.show(_viewpoint(str(seat), table.viewpoints, EVERYTHING))
        target = total if step is None else step
        times = []
        for offset in range(TIMED_STEPS):
            here = max(0, min(total, target - TIMED_STEPS // 2 + offset))
            t0 = time.perf_counter()
            table.step_to(here)
            app.frame([], 1 / 60)
            times.append((time.perf_counter() - t0) * 1000.0)
        table.step_to(target)
        for _ in range(MOST_FRAMES_WAITED + 3):  # every part that waits comes in (parts.py)
            app.frame([], 1 / 60)
        if screenshot is not None:
            screenshot.parent.mkdir(parents=True, exist_ok=True)
            pygame.image.save(app.window, str(screenshot))
        figures = {
            "game": loaded.save.game,
            "actions": total,
            "step": session.step,
            "view": table.view_label(),
            "open_ms": round(open_ms, 1),
            "step_ms_median": round(statistics.median(times), 1),
            "screenshot": str(screenshot) if screenshot is not None else None,
        }
        app.stack.clear()
    finally:
        pygame.quit()
    print(json.dumps(figures), file=out)
    return 0


def _viewpoint(seat: str, offered: list[Any], everything: str) -> Any:
    """The viewpoint `--seat` names among those the replay `offered`; ValueError with a
    sentence for one it does not offer."""
    wanted = seat.strip().lower()
    if wanted == "all":
        if everything not in offered:
            raise ValueError(
                "This game is not finished: everything is revealed only in the replay of a "
                "finished game (until then, each seat's secrets are still in play)."
            )
        return everything
    if wanted == "public":
        return None
    if not wanted.isdigit():
        raise ValueError(
            f"--seat is a seat number (1 = the first seat), 'public' or 'all', not '{seat}'."
        )
    if int(wanted) - 1 not in offered:
        allowed = ", ".join(str(v + 1) for v in offered if isinstance(v, int))
        raise ValueError(
            f"Seat {wanted} cannot be shown for this game"
            + (f" (seats that can: {allowed})." if allowed else ".")
        )
    return int(wanted) - 1
