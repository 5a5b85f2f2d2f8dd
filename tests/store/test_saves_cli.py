"""`python -m game saves check PATH...`: one line per file, OK or the reason; non-zero exit
when any file fails. `saves list` shows the player's saves."""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

import pytest
from saves_helpers import saved

from game.store.cli import add_commands, main, run
from game.store.dirs import examples_dir
from game.store.saves import SaveStore

ROOT = Path(__file__).resolve().parents[2]


def test_all_good_files_print_ok_and_exit_0(
    store: SaveStore, capsys: pytest.CaptureFixture[str]
) -> None:
    path, session = saved(store, players=3)
    turn = session.match.engine.state.turns + 1
    assert main(["saves", "check", str(path)]) == 0
    out = capsys.readouterr().out
    assert out == f"OK {path} \u2014 Dig Mars, 3 players, turn {turn}\n"


def test_a_bad_file_prints_fail_with_the_reason_and_exits_1(
    store: SaveStore, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    good, _ = saved(store)
    empty = tmp_path / "empty.json"
    empty.write_bytes(b"")
    missing = tmp_path / "missing.json"
    assert main(["saves", "check", str(good), str(empty), str(missing)]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 3
    assert lines[0].startswith(f"OK {good} \u2014 Dig Mars")
    assert lines[1] == f"FAIL {empty} \u2014 The file is empty."
    assert lines[2] == f"FAIL {missing} \u2014 There is no save here: the file is missing."


def test_a_folder_checks_every_save_in_it(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["saves", "check", str(examples_dir())]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == len(list(examples_dir().glob("*.json")))
    assert all(line.startswith("OK ") for line in lines)


def test_a_broken_save_mentions_its_good_backup(
    store: SaveStore, capsys: pytest.CaptureFixture[str]
) -> None:
    path, session = saved(store)
    session.autosave()
    path.write_bytes(b"{")
    assert main(["saves", "check", str(path)]) == 1
    assert "(Its backup loads.)" in capsys.readouterr().out


def test_list_shows_the_saves_of_a_data_dir(
    store: SaveStore, capsys: pytest.CaptureFixture[str]
) -> None:
    _, session = saved(store)
    session.save_as("Evening game")
    (store.dir / "junk.json").write_text("[]")
    assert main(["saves", "list", "--data-dir", str(store.data_dir)]) == 0
    out = capsys.readouterr().out
    assert "3 saves" in out and "Evening game" in out and "Autosave" in out
    assert "FAIL junk.json" in out


def test_the_commands_plug_into_the_main_parser_without_clobbering_data_dir(
    tmp_path: Path,
) -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--data-dir", type=Path)
    add_commands(parser.add_subparsers(dest="command"))
    args = parser.parse_args(["--data-dir", str(tmp_path), "saves", "list"])
    assert args.command == "saves" and args.data_dir == tmp_path
    assert run(args) == 0


def test_it_runs_as_a_module(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"format_version": 7}')
    done = subprocess.run(
        [sys.executable, "-m", "game.store.cli", "saves", "check", str(bad)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 1
    assert "newer version of Mars Table" in done.stdout
