"""`python -m game.tools.startup [--runs N] [--packaged PATH]`: how long a person waits for
the title. Times, in the same run and alternately, the process start to the title's first
frame (`python -m game --first-frame`, or the packaged build's executable) and to a bare pygame
window's first frame, and prints the medians, their ratio and every run as JSON. Both open
their window on the display there is (DISPLAY; Xvfb will do), or with none, headless on the
dummy video driver: always both on the same footing.

The title's first frame is the title as it looks at rest (backdrop, wordmark, tagline, the
menu's buttons drawn as pygame-gui draws them, the key hint, the games' names), drawn before
pygame-gui and the settings' model load; the app says "title ready" once pygame-gui's own
buttons have taken over and answer, and that time is printed beside it (``app_title_ready_s``,
None for a build that does not say it).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

FIRST_FRAME = "first frame"
TITLE_READY = "title ready"

BARE = (
    "import pygame; pygame.init(); w = pygame.display.set_mode((1280, 720)); "
    "w.fill((20, 14, 24)); pygame.display.flip(); print('first frame', flush=True)"
)


def time_to_first_frame(command: list[str], env: dict[str, str]) -> dict[str, float]:
    """Seconds from starting `command` to its printing "first frame", and to its printing
    "title ready" (when it does) by those words."""
    start = time.perf_counter()
    times: dict[str, float] = {}
    with subprocess.Popen(command, stdout=subprocess.PIPE, text=True, env=env) as child:
        assert child.stdout is not None
        for line in child.stdout:
            said = line.strip()
            if said in (FIRST_FRAME, TITLE_READY) and said not in times:
                times[said] = time.perf_counter() - start
        child.wait()
    if FIRST_FRAME not in times:
        raise SystemExit(f"{' '.join(command)} ended without drawing a frame")
    return times


def measure(runs: int, packaged: Path | None) -> dict[str, object]:
    env = dict(os.environ, SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    # Timed from source with its bytecode written, as an installed app runs: a shell that
    # forbids writing it would time compiling every module on every start instead.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        env["SDL_VIDEODRIVER"] = "dummy"
    app = (
        [str(packaged), "--first-frame"]
        if packaged
        else [sys.executable, "-m", "game", "--first-frame"]
    )
    bare = [sys.executable, "-c", BARE]
    time_to_first_frame(app, env)  # a first run warms the file cache and writes bytecode
    app_s: list[float] = []
    ready_s: list[float] = []
    bare_s: list[float] = []
    for _ in range(runs):
        times = time_to_first_frame(app, env)
        app_s.append(times[FIRST_FRAME])
        if TITLE_READY in times:
            ready_s.append(times[TITLE_READY])
        bare_s.append(time_to_first_frame(bare, env)[FIRST_FRAME])
    app_median, bare_median = statistics.median(app_s), statistics.median(bare_s)
    ready_median = statistics.median(ready_s) if len(ready_s) == runs else None
    return {
        "app": "packaged" if packaged else "source",
        "runs": runs,
        "display": env.get("SDL_VIDEODRIVER") or env.get("DISPLAY") or "",
        "app_first_frame_s": round(app_median, 3),
        "bare_window_first_frame_s": round(bare_median, 3),
        "ratio": round(app_median / bare_median, 2),
        "app_title_ready_s": None if ready_median is None else round(ready_median, 3),
        "title_ready_ratio": None if ready_median is None else round(ready_median / bare_median, 2),
        "app_runs_s": [round(t, 3) for t in app_s],
        "title_ready_runs_s": [round(t, 3) for t in ready_s],
        "bare_runs_s": [round(t, 3) for t in bare_s],
        "load_average": [round(x, 2) for x in os.getloadavg()]
        if hasattr(os, "getloadavg")
        else None,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.tools.startup", description=__doc__)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--packaged", type=Path, help="the packaged build's executable")
    args = parser.parse_args(argv)
    print(json.dumps(measure(args.runs, args.packaged)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
