"""`python -m game` (and the `mars-table` entry point): the app and its sub-commands.

python -m game                               open the app
python -m game --smoke --screenshot PATH     render the title without a display, save a PNG
python -m game --first-frame                 open the app, draw the title once, close
python -m game simulate GAME --players N --games K --seed S --bots LIST [--json]
python -m game content GAME [--json]         count the game's content
python -m game saves check PATH...           verify save files, one line each
python -m game autoplay GAME --players N --seed S [--screenshots DIR] [--every K] [--size WxH]
                                             computer seats play one game in the real app,
                                             headless; prints frame figures as JSON
python -m game replay SAVE [--step N] [--seat K] [--screenshot PNG]
                                             a position of a saved game, drawn headless
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path

PROGRAM = "mars-table"


def _parser() -> argparse.ArgumentParser:
    from game.store import cli as store_cli
    from game.store.settings import TEXT_SIZES
    from game.tools import cli as tools_cli

    parser = argparse.ArgumentParser(prog=PROGRAM, description="Mars tabletop games.")
    parser.add_argument("--smoke", action="store_true", help="render once, headless, and exit")
    parser.add_argument("--screenshot", type=Path, help="with --smoke: where to save the PNG")
    parser.add_argument("--size", type=tools_cli.window_size, default=None, help="window size, WxH")
    parser.add_argument("--fullscreen", action="store_true")
    parser.add_argument(
        "--text-size",
        type=int,
        choices=TEXT_SIZES,
        help="with --smoke: text and interface size in per cent (default: the settings')",
    )
    parser.add_argument(
        "--first-frame",
        action="store_true",
        help="draw the title once and close (the start-up measurement)",
    )
    parser.add_argument(
        "--data-dir", type=Path, help="keep saves here instead of the user data folder"
    )
    commands = parser.add_subparsers(dest="command")
    store_cli.add_commands(commands)
    tools_cli.add_commands(commands)

    sim = commands.add_parser("simulate", help="bots play whole games; prints figures")
    sim.add_argument("game")
    sim.add_argument("--players", type=int, required=True)
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--bots", default="random", help="comma-separated bot names, one a seat")
    sim.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    sim.add_argument("--json", action="store_true", help="print one JSON object")

    content = commands.add_parser("content", help="count a game's content")
    content.add_argument("game")
    content.add_argument("--json", action="store_true")

    auto = commands.add_parser("autoplay", help="computer seats play a game in the app, headless")
    auto.add_argument("game")
    auto.add_argument("--players", type=int, required=True)
    auto.add_argument("--seed", type=int, default=1)
    auto.add_argument("--screenshots", type=Path, help="folder for PNG screenshots")
    auto.add_argument("--every", type=int, default=0, help="a screenshot every K frames")
    auto.add_argument(
        "--size", type=tools_cli.window_size, default=(1280, 720), help="window size, WxH"
    )
    auto.add_argument(
        "--speed",
        choices=("slow", "normal", "fast", "instant"),
        default="fast",
        help="animation and computer speed (default fast; instant: no animations)",
    )
    auto.add_argument("--bots", default="greedy", help="comma-separated bot names, one a seat")
    auto.add_argument(
        "--text-size", type=int, choices=TEXT_SIZES, default=100, help="text size in per cent"
    )
    return parser


def _simulate(args: argparse.Namespace) -> int:
    from game.games import game_info
    from game.tools.cli import parse_options
    from game.tools.simulate import simulate

    info = game_info(args.game)
    low, high = info.players
    if not low <= args.players <= high:
        print(f"{PROGRAM}: {info.title} is for {low}-{high} players.", file=sys.stderr)
        return 2
    options = parse_options(args.option)
    figures = simulate(
        args.game, args.players, args.games, args.seed, args.bots.split(","), options
    )
    if args.json:
        print(json.dumps(figures))
    else:
        for key, value in figures.items():
            print(f"{key:>18}: {value}")
    ok = figures["errors"] == 0 and figures["finished"] == figures["games"]
    return 0 if ok else 1


def _content(args: argparse.Namespace) -> int:
    from game.games import game_info

    info = game_info(args.game)
    counts = importlib.import_module(f"{info.rules_package()}.content").content_counts()
    if args.json:
        print(json.dumps(counts))
    else:
        for key, value in counts.items():
            print(f"{key:>16}: {value}")
    return 0


def _autoplay(args: argparse.Namespace) -> int:
    from game.games import game_info
    from game.tools.autoplay import autoplay

    info = game_info(args.game)
    low, high = info.players
    if not low <= args.players <= high:
        print(f"{PROGRAM}: {info.title} is for {low}-{high} players.", file=sys.stderr)
        return 2
    return autoplay(
        args.game,
        args.players,
        args.seed,
        screenshots=args.screenshots,
        every=args.every,
        size=args.size,
        speed=args.speed,
        bots=args.bots.split(","),
        text_size=args.text_size,
    )


#: The command lines that open the window as they are, without the parser: a double-click
#: gives none, and the start-up measurement (--first-frame) must time that same path. Building
#: the parser of every sub-command, and its help's formatting, costs the title's first frame.
_PLAIN = {(): False, ("--first-frame",): True}


def main(argv: Sequence[str] | None = None) -> int:
    plain = _PLAIN.get(tuple(sys.argv[1:] if argv is None else argv))
    if plain is not None:
        from game.ui.shell.app import run_app

        return run_app(first_frame=plain)
    from game.store import cli as store_cli
    from game.tools import cli as tools_cli

    args = _parser().parse_args(argv)
    if args.data_dir is not None:
        os.environ["MARS_TABLE_DATA_DIR"] = str(args.data_dir.resolve())
    try:
        if args.command == "saves":
            return store_cli.run(args)
        if args.command in tools_cli.COMMANDS:
            return tools_cli.run(args)
        if args.command == "simulate":
            return _simulate(args)
        if args.command == "content":
            return _content(args)
        if args.command == "autoplay":
            return _autoplay(args)
        from game.ui.shell.app import run_app
        from game.ui.shell.smoke import smoke

        if args.smoke:
            if args.screenshot is None:
                print(f"{PROGRAM}: --smoke needs --screenshot PATH", file=sys.stderr)
                return 2
            return smoke(args.screenshot, args.size or (1280, 720), args.text_size)
        return run_app(args.size, args.fullscreen, args.first_frame)
    except KeyError as err:  # an unknown game or bot name: the message is the sentence
        print(f"{PROGRAM}: {err.args[0]}", file=sys.stderr)
        return 2
    except ValueError as err:
        print(f"{PROGRAM}: {err}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    if getattr(sys, "frozen", False):
        import multiprocessing

        # The packaged build starts the search bot's child process by running itself again.
        multiprocessing.freeze_support()
    sys.exit(main())
