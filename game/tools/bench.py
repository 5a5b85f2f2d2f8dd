"""Save and load figures for one whole game played by bots.

    python -m game.tools.bench GAME --players N [--seed S] [--bots greedy] [--repeat K] [--json]

Bots play a game to the end; then the finished game is saved (snapshot + atomic write with
fsync, the autosave path) and loaded (read + validate + replay + verify) `--repeat` times into
a temporary folder, and the median times and the file size are printed. `--engine
module:Class` benchmarks a game that is not in the registry yet (registered for this run only).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from game import games as registry
from game.ai.registry import make_bot
from game.rules.core import Match, Rng, SeatView, Setup
from game.store.saves import SaveSession, SaveStore, make_save
from game.store.saves_format import SeatInfo, dump_save
from game.tools.simulate import DECISION_LIMIT


def _register(game: str, engine_path: str) -> None:
    if any(g.game_id == game for g in registry.GAMES):
        return
    info = registry.GameDescriptor(game, game, (1, 4), "", engine_path, bots=f"game.ai.{game}")
    registry.GAMES = (*registry.GAMES, info)


def play(game: str, players: int, seed: int, bots: list[str]) -> tuple[Match, float]:
    info = registry.game_info(game)
    match = Match(info.engine_cls(), Setup(game=game, players=players), seed)
    seat_bots = [make_bot(bots[i % len(bots)], game) for i in range(players)]
    rng = Rng.from_seed(seed ^ 0x5EED)
    start = time.perf_counter()
    while not match.engine.is_over() and len(match.actions) < DECISION_LIMIT:
        seat = match.engine.decider()
        assert seat is not None
        match.apply(seat_bots[seat].choose(SeatView(match.engine, seat), rng))
    return match, time.perf_counter() - start


def bench(game: str, players: int, seed: int, bots: list[str], repeat: int = 5) -> dict[str, Any]:
    match, play_seconds = play(game, players, seed, bots)
    seats = [
        SeatInfo(name=f"Bot {i + 1}", kind="bot", bot=bots[i % len(bots)]) for i in range(players)
    ]
    snapshot_ms: list[float] = []
    save_ms: list[float] = []
    load_ms: list[float] = []
    with tempfile.TemporaryDirectory(prefix="mars-bench-") as folder:
        store = SaveStore(Path(folder))
        session = SaveSession(store, match, seats)
        path = session.autosave()
        for _ in range(repeat):
            t0 = time.perf_counter()
            save = make_save(match, seats, match_id=session.match_id)
            t1 = time.perf_counter()
            store.autosave(save)
            t2 = time.perf_counter()
            loaded = SaveStore(Path(folder)).load(path)
            t3 = time.perf_counter()
            assert len(loaded.match.actions) == len(match.actions)
            snapshot_ms.append((t1 - t0) * 1000)
            save_ms.append((t2 - t0) * 1000)
            load_ms.append((t3 - t2) * 1000)
        size = path.stat().st_size
    result = match.engine.result()
    state_bytes = len(match.engine.to_json().encode())
    actions_bytes = len(json.dumps(match.actions_json(), separators=(",", ":")).encode())
    return {
        "game": game,
        "players": players,
        "seed": seed,
        "bots": [bots[i % len(bots)] for i in range(players)],
        "finished": result is not None,
        "actions": len(match.actions),
        "play_seconds": round(play_seconds, 2),
        "file_bytes": size,
        "state_bytes": state_bytes,
        "actions_bytes": actions_bytes,
        "compact_bytes": len(dump_save(save)),
        "snapshot_ms": round(statistics.median(snapshot_ms), 2),
        "save_ms": round(statistics.median(save_ms), 2),
        "load_ms": round(statistics.median(load_ms), 2),
        "repeat": repeat,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.tools.bench", description=__doc__)
    parser.add_argument("game")
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bots", default="greedy", help="comma-separated bot names")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--engine", help="module:Class of a game not in the registry yet")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if args.engine:
        _register(args.game, args.engine)
    try:
        figures = bench(args.game, args.players, args.seed, args.bots.split(","), args.repeat)
    except (KeyError, ValueError) as err:
        print(f"bench: {err.args[0] if err.args else err}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(figures))
    else:
        for key, value in figures.items():
            print(f"{key:>14}: {value}")
    return 0 if figures["finished"] else 1


if __name__ == "__main__":
    sys.exit(main())
