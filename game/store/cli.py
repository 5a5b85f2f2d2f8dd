"""`python -m game saves ...`: check save files and list the player's saves.

    python -m game saves check PATH...     one line per file, OK or the reason; exit 1 if any fails
    python -m game saves list [--data-dir DIR]    the player's saves, newest first

Every line is one line: a file's name and whatever a file says pass through one_line
(game/store/safe_text.py), so no escape sequence from a file reaches the terminal and no line
break splits a line.

The lead wires this in game/__main__.py: `add_commands(subparsers)` when building the parser,
and `if args.command == "saves": return run(args)`.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from game.store.safe_text import one_line

SAVE_GLOB = "*.json"

DASH = "\u2014"


def add_commands(subparsers: Any) -> argparse.ArgumentParser:
    """Add the `saves` command (with `check` and `list`) to a parser's subparsers."""
    saves = subparsers.add_parser("saves", help="check save files, list the saves")
    commands = saves.add_subparsers(dest="saves_command", metavar="{check,list}")
    commands.required = True
    check = commands.add_parser("check", help="load and verify save files, one line each")
    check.add_argument("paths", nargs="+", type=Path, metavar="PATH", help="a file or a folder")
    check.add_argument(
        "--quick", action="store_true", help="check the format only, do not replay the actions"
    )
    listing = commands.add_parser("list", help="list the player's saves")
    # SUPPRESS: never clobber an app-wide --data-dir that the main parser may define.
    listing.add_argument("--data-dir", type=Path, default=argparse.SUPPRESS)
    listing.add_argument("--quick", action="store_true", help="do not replay the actions")
    return saves


def _expand(paths: list[Path]) -> list[Path]:
    out: list[Path] = []
    for path in paths:
        if path.is_dir():
            out.extend(sorted(p for p in path.glob(SAVE_GLOB) if not p.name.startswith(".")))
        else:
            out.append(path)
    return out


def _shown(path: Path) -> str:
    return one_line(str(path))


def _check(args: argparse.Namespace) -> int:
    from game.store.saves import check_entry

    failed = 0
    files = _expand(args.paths)
    if not files:
        print(f"FAIL {' '.join(map(_shown, args.paths))} {DASH} There are no saves here.")
        return 1
    for path in files:
        entry = check_entry(path, verify=not args.quick)
        if entry.ok:
            print(f"OK {_shown(path)} {DASH} {entry.describe()}")
        else:
            failed += 1
            hint = " (Its backup loads.)" if entry.backup_ok else ""
            print(f"FAIL {_shown(path)} {DASH} {entry.problem}{hint}")
    return 1 if failed else 0


def _list(args: argparse.Namespace) -> int:
    from game.store.saves import SaveStore

    store = SaveStore(getattr(args, "data_dir", None))
    entries = store.list(verify=not args.quick)
    print(f"{len(entries)} saves in {_shown(store.dir)}")
    for entry in entries:
        when = f"{entry.saved_at:%Y-%m-%d %H:%M}" if entry.saved_at else "?"
        if entry.ok:
            seats = ", ".join(entry.seat_names)
            print(f"{when}  {entry.title} {DASH} {entry.describe()} ({seats})  {entry.file_name}")
        else:
            hint = " (Its backup loads.)" if entry.backup_ok else ""
            print(f"{when}  FAIL {entry.file_name} {DASH} {entry.problem}{hint}")
    return 0


def run(args: argparse.Namespace) -> int:
    """Run a `saves` command; the exit code."""
    if hasattr(sys.stdout, "reconfigure"):
        sys.stdout.reconfigure(errors="replace")
    if args.saves_command == "check":
        return _check(args)
    return _list(args)


def main(argv: list[str] | None = None) -> int:
    """`python -m game.store.cli saves check ...` until the main parser wires this in."""
    parser = argparse.ArgumentParser(prog="mars-table")
    add_commands(parser.add_subparsers(dest="command", required=True))
    return run(parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
