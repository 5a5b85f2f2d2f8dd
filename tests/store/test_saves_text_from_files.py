"""Issue 35, points 1 and 2: text read from a file is shown safely everywhere. A save whose
game name, snapshot key, save name, seat name or progress holds a control or format character
(NUL, ESC, a line break, U+0085, bidi marks, U+2028) is refused or listed with every text
of its entry on one safe line, and `saves check` prints one line per file whatever the file
holds or is called: no escape sequence reaches the terminal, no line break splits a line."""

from __future__ import annotations

import io
import json
import unicodedata
from collections.abc import Callable
from contextlib import redirect_stdout
from pathlib import Path
from typing import Any

import pytest

from game.store.cli import main
from game.store.dirs import examples_dir
from game.store.listing import SaveEntry
from game.store.safe_text import STAND_IN, UNSHOWN, one_line
from game.store.saves import SaveError, SaveStore, check_entry
from game.store.stats import StatsStore

#: One of each kind that did harm: NUL (the font renderer raises), ESC (a terminal obeys
#: it), line feed and U+0085 (a line split), a bidi override, a line separator, and a
#: zero-width joiner.
HOSTILE = ["\x00", "\x1b[2J", "\n", "\r", "\x85", "\u202e", "\u2028", "\u2029", "\u200d", "\ufeff"]


def unshown(text: str) -> list[str]:
    """The characters of `text` no screen or terminal should get as they are."""
    return [c for c in text if unicodedata.category(c) in UNSHOWN]


def entry_texts(entry: SaveEntry) -> list[str]:
    """Every text of an entry a screen or `saves check` shows."""
    return [
        entry.title,
        entry.game_title,
        entry.progress,
        entry.file_name,
        entry.problem or "",
        entry.describe(),
        *entry.seat_names,
        *(seat.name for seat in entry.seats),
    ]


def _key(raw: dict[str, Any], bad: str) -> None:
    raw["state"][f"bank{bad}"] = 1


def _setup_game(raw: dict[str, Any], bad: str) -> None:
    raw["setup"]["game"] = f"dig{bad}mars"


def _game(raw: dict[str, Any], bad: str) -> None:
    raw["game"] = f"dig{bad}mars"


def _name(raw: dict[str, Any], bad: str) -> None:
    raw["name"] = f"Evening{bad}game"


def _seat(raw: dict[str, Any], bad: str) -> None:
    raw["seats"][0]["name"] = f"Ada{bad}"


def _progress(raw: dict[str, Any], bad: str) -> None:
    raw["summary"]["progress"] = f"turn{bad} 4"


def _option(raw: dict[str, Any], bad: str) -> None:
    raw["setup"]["options"][f"x{bad}"] = 1


FIELDS: dict[str, Callable[[dict[str, Any], str], None]] = {
    "snapshot key": _key,
    "setup game": _setup_game,
    "game name": _game,
    "save name": _name,
    "seat name": _seat,
    "progress": _progress,
    "option key": _option,
}


def write(folder: Path, raw: dict[str, Any], name: str = "odd.json") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(json.dumps(raw), encoding="utf-8")
    return path


def test_one_line_replaces_every_control_and_format_character_and_nothing_else() -> None:
    assert one_line("Zoë 火星 \U0001f680 — ok") == "Zoë 火星 \U0001f680 — ok"
    assert one_line("a\x00b\x1b[2Jc\nd\x85e\u202ef\u2028g\ud800") == (
        f"a{STAND_IN}b{STAND_IN}[2Jc{STAND_IN}d{STAND_IN}e{STAND_IN}f{STAND_IN}g{STAND_IN}"
    )
    assert unshown(one_line("".join(map(chr, range(0x3000))))) == []


@pytest.mark.parametrize("bad", HOSTILE, ids=[f"U+{ord(b[0]):04X}" for b in HOSTILE])
@pytest.mark.parametrize("field", FIELDS)
def test_every_text_of_a_hostile_saves_entry_is_one_safe_line(
    store: SaveStore, field: str, bad: str
) -> None:
    raw = json.loads((examples_dir() / "digmars-v2.json").read_text(encoding="utf-8"))
    FIELDS[field](raw, bad)
    path = write(store.dir, raw)
    entry = check_entry(path)
    for text in entry_texts(entry):
        assert unshown(text) == [], (field, text)
    if entry.ok:
        return
    with pytest.raises(SaveError) as caught:
        store.load(path)
    assert unshown(caught.value.sentence) == []


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda raw: raw["state"].__setitem__("x\x1b[2J\x00y", 1), "'x\ufffd[2J\ufffdy'"),
        (lambda raw: raw["setup"].__setitem__("game", "dig\x00mars"), "'dig\ufffdmars'"),
    ],
    ids=["snapshot key", "setup game"],
)
def test_the_sentences_that_took_the_load_screen_down_quote_a_stand_in(
    store: SaveStore, change: Callable[[dict[str, Any]], None], words: str
) -> None:
    raw = json.loads((examples_dir() / "digmars-v2.json").read_text(encoding="utf-8"))
    change(raw)
    entry = check_entry(write(store.dir, raw))
    assert entry.problem is not None and words in entry.problem


def check_output(*args: str) -> tuple[int, str]:
    out = io.StringIO()
    with redirect_stdout(out):
        code = main(["saves", "check", *args])
    return code, out.getvalue()


def test_saves_check_prints_one_line_per_file_whatever_it_holds_or_is_called(
    tmp_path: Path,
) -> None:
    raw = json.loads((examples_dir() / "digmars-v2.json").read_text(encoding="utf-8"))
    folder = tmp_path / "hostile"
    names = ["esc\x1b[2J.json", "two\nlines.json", "nel\x85.json", "bidi\u202e.json", "ok.json"]
    for i, name in enumerate(names):
        copy = json.loads(json.dumps(raw))
        if i % 2 == 0:  # half of them quote hostile text in their sentence too
            copy["state"][f"k\x1b[31m{i}\n"] = 1
        write(folder, copy, name)
    code, out = check_output(str(folder))
    assert code == 1
    assert out.count("\n") == len(names) and out.endswith("\n")
    for line in out.splitlines():
        assert unshown(line) == [], line
        assert line.startswith(("OK ", "FAIL "))


def test_saves_check_of_a_missing_hostile_path_is_one_line(tmp_path: Path) -> None:
    code, out = check_output(str(tmp_path / "gone\x1b]0;title\x07\n.json"))
    assert code == 1 and out.count("\n") == 1 and unshown(out.rstrip("\n")) == []


def test_a_notice_in_the_statistics_file_is_one_safe_line(tmp_path: Path) -> None:
    stats = StatsStore(tmp_path / "stats.json")
    notice = "Kept\u2028as\u202estats\u200d.json."
    data = {"format": "mars-table-stats", "format_version": 1, "records": [], "notice": notice}
    (tmp_path / "stats.json").write_text(json.dumps(data))
    loaded = stats.load()
    assert loaded.stats.notice == one_line(notice) and unshown(loaded.stats.notice) == []
