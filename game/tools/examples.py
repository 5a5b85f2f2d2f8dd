"""The example saves in saves/: one per playable game in the current format, plus one per
older format version the game was ever saved in. The tests load them all; the Load screen
offers them as example games.

    python -m game.tools.examples            regenerate every example in saves/
    python -m game.tools.examples --check    exit 1 if an example is missing or out of date

Each is a game played by bots from a fixed seed, stopped in the middle so that it can be
continued; the files are deterministic (fixed time, fixed match id), so regenerating them
changes nothing unless the rules or the format did.
"""

from __future__ import annotations

import argparse
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from game.ai.registry import make_bot
from game.games import GAMES, GameDescriptor, game_info
from game.rules.core import Match, Rng, SeatView, Setup
from game.store.atomic import atomic_write
from game.store.dirs import examples_dir
from game.store.saves import make_save
from game.store.saves_format import FORMAT_VERSION, SaveFile, SeatInfo

EXAMPLE_SEED = 2026
EXAMPLE_ACTIONS = 90  # stop after this many actions (or at the end): a game in the middle
EXAMPLE_TIME = datetime(2026, 1, 1, 12, 0, tzinfo=UTC)
# Older format versions each game was saved in, with an example kept for each.
LEGACY_VERSIONS: dict[str, tuple[int, ...]] = {"digmars": (1,)}
# Examples beside the one per game, with options on: (game, options, file name stem).
EXTRA_EXAMPLES: tuple[tuple[str, dict[str, Any], str], ...] = (
    ("tmdice", {"colonies": True}, "tmdice-colonies"),
)
COLOURS = ("#c4452a", "#3f7fbf", "#d8a53a", "#5a9e5a")
BOT = "greedy"


def example_players(info: GameDescriptor) -> int:
    low, high = info.players
    return max(low, min(3, high))


def example_seats(players: int) -> list[SeatInfo]:
    seats = [SeatInfo(name="Ada", colour=COLOURS[0], kind="human")]
    seats += [
        SeatInfo(name=f"Rover {i}", colour=COLOURS[i], kind="bot", bot=BOT)
        for i in range(1, players)
    ]
    return seats


def play_example(
    info: GameDescriptor,
    seed: int = EXAMPLE_SEED,
    stop: int = EXAMPLE_ACTIONS,
    options: dict[str, Any] | None = None,
) -> Match:
    """Bots play `info`'s game (with `options`) from `seed` for `stop` actions (or to the
    end)."""
    players = example_players(info)
    setup = Setup(game=info.game_id, players=players, options=dict(options or {}))
    match = Match(info.engine_cls(), setup, seed)
    bots = [make_bot(BOT, info.game_id) for _ in range(players)]
    rng = Rng.from_seed(seed ^ 0x5EED)
    while not match.engine.is_over() and len(match.actions) < stop:
        seat = match.engine.decider()
        assert seat is not None
        match.apply(bots[seat].choose(SeatView(match.engine, seat), rng))
    return match


def example_save(
    info: GameDescriptor, options: dict[str, Any] | None = None, stem: str = ""
) -> SaveFile:
    match = play_example(info, options=options)
    seats = example_seats(match.setup.players)
    stem = stem or info.game_id
    name = info.title + (f" ({', '.join(sorted(options))})" if options else "")
    save = make_save(match, seats, match_id=f"example-{stem}", name=name)
    return save.model_copy(update={"saved_at": EXAMPLE_TIME})


def as_version(save: SaveFile, version: int) -> dict[str, Any]:
    """`save` in the shape an older format version wrote (for the examples and the tests)."""
    data = save.model_dump(mode="json")
    if version == FORMAT_VERSION:
        return data
    if version == 1:
        return {
            "format": data["format"],
            "format_version": 1,
            "app_version": data["app_version"],
            "game": data["game"],
            "players": data["setup"]["players"],
            "options": data["setup"]["options"],
            "seed": data["seed"],
            "actions": data["actions"],
            "state": data["state"],
            "saved_at": data["saved_at"],
        }
    raise ValueError(f"no writer for save format {version}")


def example_files() -> dict[Path, bytes]:
    """Every example file's path and bytes, freshly generated."""
    import json

    out: dict[Path, bytes] = {}
    folder = examples_dir()
    for info in GAMES:
        save = example_save(info)
        for version in (*LEGACY_VERSIONS.get(info.game_id, ()), FORMAT_VERSION):
            text = json.dumps(as_version(save, version), indent=1, ensure_ascii=False)
            out[folder / f"{info.game_id}-v{version}.json"] = text.encode("utf-8") + b"\n"
    for game, options, stem in EXTRA_EXAMPLES:
        save = example_save(game_info(game), options, stem)
        text = json.dumps(as_version(save, FORMAT_VERSION), indent=1, ensure_ascii=False)
        out[folder / f"{stem}-v{FORMAT_VERSION}.json"] = text.encode("utf-8") + b"\n"
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.tools.examples", description=__doc__)
    parser.add_argument("--check", action="store_true", help="only compare with saves/")
    args = parser.parse_args(argv)
    stale = 0
    for path, data in example_files().items():
        same = path.is_file() and path.read_bytes() == data
        if args.check:
            if not same:
                stale += 1
                print(f"out of date: {path}")
            continue
        if not same:
            atomic_write(path, data, backup=False)
        print(f"{'unchanged' if same else 'wrote'} {path}")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
