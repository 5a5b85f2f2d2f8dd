"""The bot-driven commands that take a game: arena, bench (engine costs for search), think
(one decision through the table's search worker) and replay (a position of a saved game drawn
headless)."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

COMMANDS = ("arena", "bench", "think", "replay")


def add_commands(commands: Any) -> None:
    arena = commands.add_parser("arena", help="bots play each other, seats rotated; win rates")
    arena.add_argument("game")
    arena.add_argument("--players", type=int, default=2)
    arena.add_argument("--bots", required=True, help="comma-separated bot names, rotated")
    arena.add_argument("--games", type=int, default=100)
    arena.add_argument("--seed", type=int, default=1)
    arena.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    arena.add_argument("--json", action="store_true", help="print one JSON object")
    arena.add_argument("--progress", action="store_true", help="a line on stderr after each game")
    arena.add_argument("--jobs", type=int, default=1, help="processes that play games at once")

    bench = commands.add_parser("bench", help="engine costs and search speed, mid-game")
    bench.add_argument("game")
    bench.add_argument("--players", type=int, default=2)
    bench.add_argument("--seed", type=int, default=1)
    bench.add_argument("--at", type=int, default=40, help="decisions played before measuring")
    bench.add_argument("--json", action="store_true", help="print one JSON object")

    think = commands.add_parser(
        "think", help="one computer decision mid-game, in the search worker process"
    )
    think.add_argument("game")
    think.add_argument("--players", type=int, default=2)
    think.add_argument("--seed", type=int, default=1)
    think.add_argument("--at", type=int, default=40, help="decisions played before deciding")
    think.add_argument("--bot", default="hard", help="the bot that decides (default hard)")

    replay = commands.add_parser("replay", help="draw a position of a saved game, headless")
    replay.add_argument("save", type=Path, help="a save file")
    replay.add_argument("--step", type=int, help="actions played (default: all of them)")
    replay.add_argument("--screenshot", type=Path, help="where to save the PNG")
    replay.add_argument(
        "--seat",
        help="whose eyes: a seat (1 = first seat), 'public', or 'all' (everything revealed, "
        "a finished game only); default: the viewer's own choice",
    )
    replay.add_argument("--size", type=window_size, default=(1280, 720), help="window size, WxH")


def window_size(text: str) -> tuple[int, int]:
    """A window size given as WxH on the command line (1280x720), at least 320x240."""
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not a size like 1280x720") from None
    if width < 320 or height < 240:
        raise argparse.ArgumentTypeError(f"{text} is too small; the least is 320x240")
    return width, height


def _option_value(text: str) -> object:
    lowered = text.lower()
    if lowered in ("true", "false"):
        return lowered == "true"
    # JSON reads a list (the cockroach hunt's heroes, one per seat) and a number; it refuses
    # "001", which names a rules text (the bonus-pile variant) and stays as written
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        return text


def parse_options(pairs: Sequence[str]) -> dict[str, Any]:
    """`--option NAME=VALUE` pairs as a game's options: true / false as yes or no, JSON (a
    number, a list) as itself, anything else as written. ValueError when a pair has no name."""
    options: dict[str, Any] = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep or not name:
            raise ValueError(f"An option is NAME=VALUE; got '{pair}'.")
        options[name] = _option_value(value)
    return options


def _print(figures: dict[str, Any], as_json: bool) -> None:
    if as_json:
        print(json.dumps(figures))
        return
    for key, value in figures.items():
        print(f"{key:>28}: {value}")


def _progress_line(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


def run(args: argparse.Namespace) -> int:
    if args.command == "arena":
        from game.tools.arena import arena

        bots = [b for b in args.bots.split(",") if b]
        progress = _progress_line if args.progress else None
        options = parse_options(args.option)
        figures = arena(
            args.game, args.players, bots, args.games, args.seed, options, progress, args.jobs
        )
        _print(figures, args.json)
        complete = figures["finished"] == args.games
        return 0 if figures["errors"] == 0 and complete else 1
    if args.command == "replay":
        from game.tools.replay import render_replay

        return render_replay(args.save, args.step, args.screenshot, args.size, args.seat)
    if args.command == "think":
        from game.tools.think import think

        try:
            figures = think(args.game, args.players, args.seed, args.at, args.bot)
        except RuntimeError as err:
            print(f"think: {err}", file=sys.stderr)
            return 1
        print(json.dumps(figures))
        return 0
    from game.tools.speed import bench

    _print(bench(args.game, args.players, args.seed, args.at), args.json)
    return 0
