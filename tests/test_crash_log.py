"""Issue 10, point 2: a native crash leaves a trace. A segfault kills the process before any
Python handler runs; the log file still names where it happened (faulthandler writes there),
also after the log has rotated."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

CRASH = """
import ctypes, logging, sys
from game.logs import setup_logging
setup_logging()
if "rotate" in sys.argv:
    for handler in logging.getLogger().handlers:
        if hasattr(handler, "doRollover"):
            handler.doRollover()
logging.getLogger("test").info("about to crash")

def draw_the_frame_that_crashes():
    ctypes.string_at(0)  # reads address 0: a segmentation fault, as a native crash would

draw_the_frame_that_crashes()
"""


@pytest.mark.skipif(os.name == "nt", reason="a segfault on Windows pops a dialog")
@pytest.mark.parametrize("rotate", [False, True], ids=["fresh log", "after rotation"])
def test_a_segfault_is_named_in_the_log_file(tmp_path: Path, rotate: bool) -> None:
    env = {**os.environ, "MARS_TABLE_LOG_DIR": str(tmp_path), "PYTHONFAULTHANDLER": ""}
    done = subprocess.run(
        [sys.executable, "-c", CRASH, *(["rotate"] if rotate else [])],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode != 0
    log = (tmp_path / "mars-table.log").read_text(encoding="utf-8", errors="replace")
    assert "about to crash" in log
    assert "Fatal Python error: Segmentation fault" in log
    assert "draw_the_frame_that_crashes" in log  # where it happened


def test_stopping_the_log_points_the_trace_back_at_the_console(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import faulthandler

    from game.logs import setup_logging, stop_logging

    monkeypatch.setenv("MARS_TABLE_LOG_DIR", str(tmp_path))
    stop_logging()
    assert setup_logging() == tmp_path / "mars-table.log"
    assert faulthandler.is_enabled()
    stop_logging()
    assert faulthandler.is_enabled()  # on the console again, never on a closed file
