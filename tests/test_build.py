"""The packaged build (issue 7): `pyinstaller build.spec` makes dist/MarsTable/MarsTable, and
the built executable renders the title headless with --smoke like the source app; its hard
bot thinks in a child process of the frozen executable, as at the table (issue 17.4)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def built_app(tmp_path_factory: pytest.TempPathFactory) -> Path:
    work = tmp_path_factory.mktemp("build")
    dist = work / "dist"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--log-level",
            "WARN",
            "--distpath",
            str(dist),
            "--workpath",
            str(work / "build"),
            str(ROOT / "build.spec"),
        ],
        check=True,
        cwd=work,
        capture_output=True,
    )
    exe = dist / "MarsTable" / ("MarsTable.exe" if os.name == "nt" else "MarsTable")
    assert exe.exists(), "the build did not produce dist/MarsTable/MarsTable"
    return exe


def test_built_app_smoke_writes_screenshot_from_any_directory(
    built_app: Path, tmp_path: Path
) -> None:
    """Issue 7.2: the built executable accepts --smoke --screenshot PATH and exits 0; it finds
    its assets wherever it is started from."""
    elsewhere = tmp_path / "somewhere" / "else"
    elsewhere.mkdir(parents=True)
    shot = tmp_path / "shot.png"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run(
        [str(built_app), "--smoke", "--screenshot", str(shot)],
        cwd=elsewhere,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert list(elsewhere.iterdir()) == [], "the app wrote files next to where it was started"


def test_built_app_fails_with_one_line(built_app: Path, tmp_path: Path) -> None:
    """Issue 7.3: a failure is a short sentence and a non-zero exit, never a traceback."""
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run(
        [str(built_app), "--smoke", "--screenshot", str(blocker / "shot.png")],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode != 0
    assert "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1


def test_built_app_hard_bot_moves_through_its_worker_process(
    built_app: Path, tmp_path: Path
) -> None:
    """Issue 17.4: the worker process works in the packaged one-folder build. `think` makes one
    hard-bot decision through the table's child process (game/ui/play/thinking.py); frozen,
    the child is the executable started again (multiprocessing.freeze_support)."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run(
        [str(built_app), "think", "digmars", "--players", "2", "--seed", "1"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    figures = json.loads(done.stdout.strip().splitlines()[-1])
    assert figures["bot"] == "hard"
    assert figures["legal_actions"] > 1, "a forced move would not start the search"
    assert figures["action"], "the worker answered without a move"
    assert list(tmp_path.iterdir()) == [], "the app wrote files next to where it was started"
