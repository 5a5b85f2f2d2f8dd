"""Figures for the replay viewer, hints and the review, printed as JSON (no test asserts
them): `python -m game.tools.advice_bench [--game tmdice] [--players 4] [--seed 1]`.

- replay: a finished game played by greedy bots is written as a save, then opened in the
  replay viewer several times (`open_ms`, the median) and stepped back and forth
  (`step_ms`, the median of every step), headless at 1280x720;
- hints: the hard bot's hint in the advice process at positions of that game where the
  person's seat decides among several choices, from the request to the reply on the frame
  thread (p50, p99);
- review: the whole review of the person's decisions in the advice process (seconds).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from game.tools.percentiles import percentile


def _finished_game(game: str, players: int, seed: int) -> Any:
    from game.ai.registry import make_bot
    from game.rules.core import Rng, SeatView
    from game.ui.play.seats import MatchSpec, default_seats
    from game.ui.play.session import GameSession

    session = GameSession(MatchSpec(game, default_seats(players, humans=1), seed=seed))
    bot, rng = make_bot("greedy", game), Rng.from_seed(seed)
    while not session.is_over():
        seat = session.decider()
        assert seat is not None
        session.match.apply(bot.choose(SeatView(session.engine, seat), rng))
        session.actors.append(seat)
    return session


def bench(game: str, players: int, seed: int, hints: int, opens: int) -> dict[str, Any]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from game.rules.core import Match, Rng
    from game.store.making import make_save, new_match_id
    from game.store.saves_format import SaveFile
    from game.store.settings import Settings
    from game.ui.play.advising import AdviceProcess
    from game.ui.play.seat_info import seat_info
    from game.ui.replay.opening import replay_save
    from game.ui.replay.table import ReplayControls
    from game.ui.shell.app import App

    session = _finished_game(game, players, seed)
    match = session.match
    figures: dict[str, Any] = {"game": game, "players": players, "actions": len(match.actions)}
    save: SaveFile = make_save(
        match, [seat_info(s) for s in session.seats], match_id=new_match_id()
    )
    path = Path(tempfile.mkdtemp(prefix="replay-bench-")) / "finished.json"
    path.write_text(save.model_dump_json())

    pygame.init()
    window = pygame.display.set_mode((1280, 720))
    app = App(window, settings=Settings(animation_speed="instant", volume=0.0), sound=False)
    open_ms, step_ms = [], []
    for _ in range(opens):
        t0 = time.perf_counter()
        table = replay_save(app.ctx, path)
        app.stack.push(table)
        app.frame([], 1 / 60)
        open_ms.append((time.perf_counter() - t0) * 1000.0)
        assert isinstance(table, ReplayControls)
        for step in [*range(1, 12), *range(10, 0, -1), len(match.actions) // 2]:
            t0 = time.perf_counter()
            table.step_to(step)
            app.frame([], 1 / 60)
            step_ms.append((time.perf_counter() - t0) * 1000.0)
        app.stack.clear()
    pygame.quit()
    figures["replay_open_ms_median"] = round(statistics.median(open_ms), 1)
    figures["replay_step_ms_median"] = round(statistics.median(step_ms), 1)
    figures["replay_step_ms_p99"] = round(percentile(step_ms, 0.99), 1)

    process = AdviceProcess()
    replayed = Match(match.engine_cls, match.setup, match.seed)
    latencies: list[float] = []
    rng = Rng.from_seed(seed)
    for action in match.actions:
        engine = replayed.engine
        if (
            len(latencies) < hints
            and engine.decider() == 0
            and len(engine.legal_actions()) > 1
            and len(replayed.actions) % 3 == 0
        ):
            t0 = time.perf_counter()
            process.ask_hint(engine, 0, rng)
            answer: list[str] = []
            while not answer:  # the child first says it has the question, then answers
                process.wait(1.0)
                answer = [kind for kind, _ in process.replies() if kind != "started"]
            assert answer == ["hint"], answer
            latencies.append((time.perf_counter() - t0) * 1000.0)
        replayed.apply(action)
    figures["hints"] = len(latencies)
    figures["hint_ms_p50"] = round(statistics.median(latencies), 1)
    figures["hint_ms_p99"] = round(percentile(latencies, 0.99), 1)

    t0 = time.perf_counter()
    process.ask_review(match, [0], Rng.from_seed(seed))
    judged, mistakes = 0, 0
    while True:
        replies = process.replies()
        kinds = [k for k, _ in replies]
        for kind, payload in replies:
            if kind == "progress":
                judged = payload[1]
                mistakes += payload[2] is not None
        if "done" in kinds or "error" in kinds:
            break
        process.wait(1.0)
    figures["review_seconds"] = round(time.perf_counter() - t0, 1)
    figures["review_decisions"] = judged
    figures["review_mistakes_found"] = mistakes
    process.stop()
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="tmdice")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--hints", type=int, default=20)
    parser.add_argument("--opens", type=int, default=5)
    args = parser.parse_args()
    print(json.dumps(bench(args.game, args.players, args.seed, args.hints, args.opens)))


if __name__ == "__main__":
    main()
