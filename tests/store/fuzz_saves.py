"""Fuzz the save loader with damaged copies of the example saves in saves/ and print figures.

    .venv/bin/python tests/store/fuzz_saves.py [--per-kind N] [--seed S]

Each example is damaged in nine ways (byte flips, truncation, wrong types, deep nesting, huge
numbers, control characters, format characters in texts and keys, hostile file names, 4 MB
of nested brackets), N times each, and every copy goes through what `saves check`, the Load
screen and Continue do: the check's line, the full check, the list, and a load. The figures:
files tried, refused with a sentence, accepted, tracebacks (anything but a SaveError: must be
0), files changed by reading them (must be 0), texts that are not one safe line (a sentence,
a name or the check's line holding a control or format character: must be 0), and the
slowest file in CPU milliseconds. An accepted copy must also load: the check and the load
never disagree.
"""

from __future__ import annotations

import argparse
import io
import json
import random
import sys
import tempfile
import time
import traceback
import unicodedata
from collections.abc import Callable
from contextlib import redirect_stdout
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from game.store.cli import main as saves_command
from game.store.dirs import examples_dir
from game.store.safe_text import UNSHOWN
from game.store.saves import SaveEntry, SaveError, SaveStore, check_entry
from game.store.saves_format import MAX_SAVE_BYTES

CONTROL = [chr(c) for c in range(32)] + ["\x7f", "\ud800", "\udfff", "\u0085"]
#: Every control and format character, line and paragraph separator (no lone surrogates:
#: CONTROL has two).
HOSTILE = [
    c for c in map(chr, range(sys.maxunicode + 1)) if unicodedata.category(c) in UNSHOWN - {"Cs"}
]


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


def format_characters(rng: random.Random, data: bytes) -> bytes:
    """Control and format characters (bidi marks, U+2028...) put into texts and keys (a key of
    the snapshot is quoted when it does not match the replay)."""
    raw = json.loads(data)
    for _ in range(rng.randint(1, 3)):
        path = _pick(rng, raw, lambda v: isinstance(v, str | dict) and v != {})
        if path is None:
            break
        old = _get(raw, path)
        bad = "".join(rng.choice(HOSTILE) for _ in range(rng.randint(1, 3)))
        if isinstance(old, dict):  # a key of it
            key = rng.choice(list(old))
            at = rng.randrange(len(key) + 1)
            old[key[:at] + bad + key[at:]] = old.pop(key)
        else:
            at = rng.randrange(len(old) + 1)
            raw = _put(raw, path, old[:at] + bad + old[at:])
    return json.dumps(raw).encode()


def hostile_name(rng: random.Random) -> str:
    """A file name holding control and format characters (not NUL or '/': no file system
    takes those), sometimes an escape sequence, a line feed or a bidi override too."""
    allowed = [c for c in HOSTILE if c not in "\x00/"]
    bad = "".join(rng.choice(allowed) for _ in range(rng.randint(1, 3)))
    return f"saved{bad}{rng.choice(['', chr(27) + '[2J', chr(10), chr(0x202E)])}"


def brackets(rng: random.Random, data: bytes) -> bytes:
    """Nearly 4 MB of bracket chains nested about 60 deep (or just past the limit) in the
    snapshot or the actions: cheap to refuse, costly to parse and walk."""
    raw = json.loads(data)
    depth = rng.choice([50, 58, 62, 70])
    one = "[" * depth + "1" + "]" * depth
    room = MAX_SAVE_BYTES - len(data) - 4096
    count = rng.choice([room, room // 20, room // 200]) // (len(one) + 1)
    junk = "[" + ",".join([one] * max(1, count)) + "]"
    if rng.random() < 0.5:
        raw["state"]["junk"] = "@@"
    else:
        raw["actions"] = ["@@"]
    return json.dumps(raw).replace('"@@"', junk, 1).encode()


KINDS: dict[str, Callable[[random.Random, bytes], bytes]] = {
    "byte flips": byte_flips,
    "truncation": truncation,
    "wrong types": wrong_types,
    "deep nesting": deep_nesting,
    "huge numbers": huge_numbers,
    "control characters": control_characters,
    "format characters": format_characters,
    "hostile names": lambda rng, data: data,  # the file's name is what is hostile
    "brackets": brackets,
}


@dataclass
class Figures:
    tried: int = 0
    refused: int = 0
    accepted: int = 0
    tracebacks: list[str] = field(default_factory=list)
    changed: list[str] = field(default_factory=list)
    disagreements: list[str] = field(default_factory=list)
    unsafe: list[str] = field(default_factory=list)
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
            f"texts not one safe line: {len(self.unsafe)}",
            f"slowest file: {ms:.0f} ms of CPU ({name!a})",
        ]


def _is_sentence(text: str) -> bool:
    return bool(text) and text[0].isupper() and text.endswith(".") and "\n" not in text


def _unshown(text: str) -> bool:
    return any(unicodedata.category(c) in UNSHOWN for c in text)


def _check_line(path: Path) -> str:
    """What `saves check` prints for the file."""
    out = io.StringIO()
    with redirect_stdout(out):
        saves_command(["saves", "check", str(path)])
    return out.getvalue()


def _texts(entry: SaveEntry) -> list[str]:
    """Every text of an entry the Load screen, Continue or `saves check` shows."""
    names = [*entry.seat_names, *(seat.name for seat in entry.seats)]
    shown = [entry.title, entry.game_title, entry.progress, entry.file_name, entry.describe()]
    return [*shown, *names, entry.problem or ""]


def try_one(store: SaveStore, path: Path, figures: Figures) -> None:
    """What `saves check`, the Load screen and Continue do with one file."""
    before = path.read_bytes()
    start = time.process_time()
    try:
        line = _check_line(path)
        if line.count("\n") != 1 or _unshown(line.rstrip("\n")):
            figures.unsafe.append(f"{path.name!r}: the check printed {line!r}")
        entry = check_entry(path)
        listed = store.list()
        figures.unsafe += [f"{path.name!r}: {t!r}" for t in _texts(entry) if _unshown(t)]
        try:
            store.load(path)
            loads = True
        except SaveError as err:
            loads = False
            if _unshown(err.sentence):
                figures.unsafe.append(f"{path.name!r}: {err.sentence!r}")
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
    took = (time.process_time() - start) * 1000
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
                    name = f"{example.stem}-{kind.replace(' ', '-')}-{i}"
                    if kind == "hostile names" and sys.platform != "win32":
                        name = f"{name}-{hostile_name(rng)}"
                    path = store.dir / f"{name}.json"
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
    for problem in figures.unsafe[:5]:
        print("---", problem, sep="\n")
    failed = figures.tracebacks or figures.changed or figures.disagreements or figures.unsafe
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
