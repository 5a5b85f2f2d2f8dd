"""Fuzz the save loader with damaged copies of the example saves in saves/ and print figures.

    .venv/bin/python tests/store/fuzz_saves.py [--per-kind N] [--seed S]

Each example is damaged in six ways (byte flips, truncation, wrong types, deep nesting, huge
numbers, control characters), N times each, and every copy goes through what `saves check`,
the Load screen and Continue do: the full check, the list, and a load. The figures: files
tried, refused with a sentence, accepted, tracebacks (anything but a SaveError: must be 0),
files changed by reading them (must be 0), and the slowest file. An accepted copy must also
load: the check and the load never disagree.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.store.dirs import examples_dir
from game.store.saves import SaveError, SaveStore, check_entry

CONTROL = [chr(c) for c in range(32)] + ["\x7f", "\ud800", "\udfff", "\u0085"]


def _nodes(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path into a JSON value (keys and indexes), the value itself first."""
    out = [path]
    if isinstance(value, dict):
        for key, child in value.items():
            out += _nodes(child, (*path, key))
    elif isinstance(value, list):
        for i, child in enumerate(value):
            out += _nodes(child, (*path, i))
    return out


def _get(value: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        value = value[step]
    return value


def _put(value: Any, path: tuple[Any, ...], new: Any) -> Any:
    if not path:
        return new
    _get(value, path[:-1])[path[-1]] = new
    return value


def _pick(rng: random.Random, raw: Any, want: Callable[[Any], bool]) -> tuple[Any, ...] | None:
    found = [p for p in _nodes(raw) if p and want(_get(raw, p))]
    return rng.choice(found) if found else None


def byte_flips(rng: random.Random, data: bytes) -> bytes:
    out = bytearray(data)
    for _ in range(rng.randint(1, 8)):
        i = rng.randrange(len(out))
        out[i] ^= 1 << rng.randrange(8)
    return bytes(out)


def truncation(rng: random.Random, data: bytes) -> bytes:
    return data[: rng.randrange(len(data))]


def wrong_types(rng: random.Random, data: bytes) -> bytes:
    raw = json.loads(data)
    for _ in range(rng.randint(1, 3)):
        path = _pick(rng, raw, lambda v: True)
        if path is None:
            break
        old = _get(raw, path)
        choices: list[Any] = ["x", 7, -1, 2.5, True, None, [], {}, [1, "a"], {"kind": 3}]
        raw = _put(raw, path, rng.choice([c for c in choices if type(c) is not type(old)]))
    return json.dumps(raw).encode()


def deep_nesting(rng: random.Random, data: bytes) -> bytes:
    raw = json.loads(data)
    path = _pick(rng, raw, lambda v: True)
    depth = rng.choice([40, 70, 500, 5_000, 200_000])
    text = json.dumps(raw if path is None else _put(raw, path, "@@"))
    return text.replace('"@@"', "[" * depth + "1" + "]" * depth, 1).encode()


def huge_numbers(rng: random.Random, data: bytes) -> bytes:
    raw = json.loads(data)
    path = _pick(rng, raw, lambda v: isinstance(v, int | float) and not isinstance(v, bool))
    token = rng.choice(
        [
            "1" + "0" * rng.choice([20, 400, 4_000, 5_000]),
            "1e999",
            "-1e400",
            str(-(2**70)),
            str(2**64 + 1),
            "1e-999",
            "123456789.123456789e300",
        ]
    )
    text = json.dumps(raw if path is None else _put(raw, path, "@@"))
    return text.replace('"@@"', token, 1).encode()


def control_characters(rng: random.Random, data: bytes) -> bytes:
    raw = json.loads(data)
    for _ in range(rng.randint(1, 3)):
        path = _pick(rng, raw, lambda v: isinstance(v, str))
        if path is None:
            break
        old = _get(raw, path)
        at = rng.randrange(len(old) + 1)
        raw = _put(raw, path, old[:at] + rng.choice(CONTROL) + old[at:])
    return json.dumps(raw).encode()


KINDS: dict[str, Callable[[random.Random, bytes], bytes]] = {
    "byte flips": byte_flips,
    "truncation": truncation,
    "wrong types": wrong_types,
    "deep nesting": deep_nesting,
    "huge numbers": huge_numbers,
    "control characters": control_characters,
}


@dataclass
class Figures:
    tried: int = 0
    refused: int = 0
    accepted: int = 0
    tracebacks: list[str] = field(default_factory=list)
    changed: list[str] = field(default_factory=list)
    disagreements: list[str] = field(default_factory=list)
    slowest: tuple[float, str] = (0.0, "")

    def lines(self) -> list[str]:
        ms, name = self.slowest
        return [
            f"files tried: {self.tried}",
            f"refused with a sentence: {self.refused}",
            f"accepted: {self.accepted}",
            f"tracebacks: {len(self.tracebacks)}",
            f"files changed: {len(self.changed)}",
            f"check and load disagree: {len(self.disagreements)}",
            f"slowest file: {ms:.0f} ms ({name})",
        ]


def _is_sentence(text: str) -> bool:
    return bool(text) and text[0].isupper() and text.endswith(".") and "\n" not in text


def try_one(store: SaveStore, path: Path, figures: Figures) -> None:
    """What `saves check`, the Load screen and Continue do with one file."""
    before = path.read_bytes()
    start = time.perf_counter()
    try:
        entry = check_entry(path)
        listed = store.list()
        try:
            store.load(path)
            loads = True
        except SaveError as err:
            loads = False
            if not _is_sentence(err.sentence):
                figures.tracebacks.append(f"{path.name}: not a sentence: {err.sentence!r}")
        if entry.ok != loads or [e.ok for e in listed] != [entry.ok]:
            figures.disagreements.append(path.name)
        if entry.ok:
            figures.accepted += 1
        elif entry.problem is not None and _is_sentence(entry.problem):
            figures.refused += 1
        else:
            figures.tracebacks.append(f"{path.name}: not a sentence: {entry.problem!r}")
    except Exception:
        figures.tracebacks.append(f"{path.name}: {traceback.format_exc()}")
    took = (time.perf_counter() - start) * 1000
    if took > figures.slowest[0]:
        figures.slowest = (took, path.name)
    figures.tried += 1
    if not path.exists() or path.read_bytes() != before:
        figures.changed.append(path.name)


def fuzz(per_kind: int = 20, seed: int = 1) -> Figures:
    """Damage every example save `per_kind` times in each way and try every copy."""
    rng = random.Random(seed)
    figures = Figures()
    examples = sorted(examples_dir().glob("*.json"))
    with tempfile.TemporaryDirectory(prefix="mars-table-fuzz-") as folder:
        store = SaveStore(Path(folder))
        store.dir.mkdir(parents=True)
        for example in examples:
            data = example.read_bytes()
            for kind, damage in KINDS.items():
                for i in range(per_kind):
                    path = store.dir / f"{example.stem}-{kind.replace(' ', '-')}-{i}.json"
                    path.write_bytes(damage(rng, data))
                    try_one(store, path, figures)
                    path.unlink()
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-kind", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    figures = fuzz(args.per_kind, args.seed)
    for line in figures.lines():
        print(line)
    for problem in figures.tracebacks[:5] + figures.disagreements[:5]:
        print("---", problem, sep="\n")
    return 1 if figures.tracebacks or figures.changed or figures.disagreements else 0


if __name__ == "__main__":
    sys.exit(main())
