"""What a hostile deep save costs to look at: `python -m game.tools.deep_saves [--runs N] [--json]`.

Writes a few saves of nearly the size limit (4 MB) built to be slow to read: thousands of
chains of brackets nested just under the depth limit (60 deep) or just over it (70 deep),
in the snapshot or in the actions, and one with just fewer lists than a save may hold
(MAX_JSON_CONTAINERS), padded to 4 MB with text. Each is checked as the Load screen does
(the quick look, format only, and the full check, which replays it); the figures are CPU
milliseconds per file, the median of `--runs` runs (CPU time, which other programs on the
machine do not change), and the sentence each is refused with. Last, the CPU the Load
screen spends on a folder holding three of them (its quick look, then its full check).
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

from game.store.dirs import examples_dir
from game.store.listing import check_entry
from game.store.saves import SaveStore
from game.store.saves_format import MAX_JSON_CONTAINERS, MAX_SAVE_BYTES

EXAMPLE = "digmars-v2.json"


def chains(depth: int, room: int) -> str:
    """A JSON list of as many `depth`-deep chains of brackets as fit in `room` bytes."""
    one = "[" * depth + "1" + "]" * depth
    count = max(1, room // (len(one) + 1))
    return "[" + ",".join([one] * count) + "]"


def hostile_saves(folder: Path) -> list[Path]:
    """The hostile files, written into `folder`, each just under the size limit."""
    raw: dict[str, Any] = json.loads((examples_dir() / EXAMPLE).read_text(encoding="utf-8"))
    room = MAX_SAVE_BYTES - len(json.dumps(raw)) - 4096
    made = []
    under = 2 * (MAX_JSON_CONTAINERS - 1000)  # bytes of chains just under the cap
    # (file name, where the junk goes, how deep one chain nests inside the save, its bytes)
    for name, where, depth, size in (
        ("state-60-deep", "state", 58, room),
        ("actions-60-deep", "actions", 58, room),
        ("state-70-deep", "state", 68, room),
        ("state-60-deep-under-the-cap", "state", 58, under),
    ):
        copy = json.loads(json.dumps(raw))
        junk = "@@JUNK@@"
        if where == "state":
            copy["state"]["junk"] = junk
            copy["state"]["padding"] = "x" * (room - size)
        else:
            copy["actions"] = [junk]
        text = json.dumps(copy).replace(f'"{junk}"', chains(depth, size), 1)
        path = folder / f"{name}.json"
        path.write_text(text, encoding="utf-8")
        made.append(path)
    return made


def _cpu_ms(path: Path, verify: bool) -> tuple[float, str]:
    start = time.process_time()
    entry = check_entry(path, verify=verify)
    return (time.process_time() - start) * 1000, entry.problem or "accepted"


def load_screen_ms(data_dir: Path, runs: int) -> float:
    """Median CPU ms of what the Load screen does with the saves of `data_dir`: the quick
    look at every file, then the full check (a fresh store each run: nothing cached)."""
    samples = []
    for _ in range(runs):
        start = time.process_time()
        store = SaveStore(data_dir)
        store.list(verify=False)
        store.list()
        samples.append((time.process_time() - start) * 1000)
    return round(statistics.median(samples), 1)


def measure(runs: int = 5) -> list[dict[str, Any]]:
    """Per hostile file: its size, the median CPU ms of the quick look and of the full
    check, and what the check says; then the Load screen's CPU ms for a folder of three."""
    out: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory(prefix="mars-table-deep-") as folder:
        paths = hostile_saves(Path(folder))
        for path in paths:
            quick = [_cpu_ms(path, verify=False) for _ in range(runs)]
            full = [_cpu_ms(path, verify=True) for _ in range(runs)]
            out.append(
                {
                    "file": path.name,
                    "bytes": path.stat().st_size,
                    "quick_cpu_ms": round(statistics.median(ms for ms, _ in quick), 1),
                    "full_cpu_ms": round(statistics.median(ms for ms, _ in full), 1),
                    "says": full[-1][1],
                }
            )
        data_dir = Path(folder) / "data"
        saves = SaveStore(data_dir).dir
        saves.mkdir(parents=True)
        for path in paths[:3]:
            path.rename(saves / path.name)
        three = {"file": "a folder of three", "load_screen_cpu_ms": load_screen_ms(data_dir, runs)}
        out.append(three)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="runs per file (the median)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    figures = measure(args.runs)
    if args.json:
        print(json.dumps(figures, indent=2))
        return 0
    for row in figures:
        if "load_screen_cpu_ms" in row:
            print(f"the Load screen, {row['file']}: {row['load_screen_cpu_ms']} ms CPU")
            continue
        print(
            f"{row['file']}: {row['bytes']} bytes, quick look {row['quick_cpu_ms']} ms CPU, "
            f"full check {row['full_cpu_ms']} ms CPU (median of {args.runs}): {row['says']}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
