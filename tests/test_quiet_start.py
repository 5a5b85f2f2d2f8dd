"""Issue 10, point 9: a quiet first run. Installing prints no warning our own files cause (the
licence in pyproject.toml is an SPDX string, which setuptools 77+ wants), and a machine
without a sound device prints no audio-driver errors: the app notices, plays silently, logs
what the driver said, and Settings says sound is unavailable."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def test_the_licence_is_an_spdx_string_setuptools_reads_without_a_warning() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert isinstance(project["project"]["license"], str)
    assert project["build-system"]["requires"] == ["setuptools>=77"]


CHATTY_DRIVER = """
import logging, os, sys
from game.logs import setup_logging
from game.ui.shell.sound import native_stderr_to_log
setup_logging()
with native_stderr_to_log("Opening the sound device"):
    os.write(2, b"ALSA lib pcm.c:2666:(snd_pcm_open_noupdate) Unknown PCM default\\n")
print("done", flush=True)
"""


@pytest.mark.skipif(os.name == "nt", reason="fd 2 of a GUI process on Windows goes nowhere")
def test_what_an_audio_driver_prints_goes_to_the_log_not_the_terminal(tmp_path: Path) -> None:
    env = {**os.environ, "MARS_TABLE_LOG_DIR": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-c", CHATTY_DRIVER],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0 and done.stdout == "done\n"
    assert done.stderr == ""
    log = (tmp_path / "mars-table.log").read_text()
    assert "Opening the sound device: the system said:" in log
    assert "Unknown PCM default" in log


NO_SOUND_CARD = """
import pygame
from game.ui.shell import app as app_module
def run_briefly(self, fps=60, max_frames=None):
    from game.ui.shell.sound import sound_available
    print("sound", sound_available(), flush=True)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    return real(self, fps, max_frames=5)
real = app_module.App.run
app_module.App.run = run_briefly
raise SystemExit(app_module.run_app((1280, 720)))
"""


@pytest.mark.skipif(sys.platform != "linux", reason="ALSA is Linux's")
def test_the_app_on_a_machine_without_sound_prints_nothing(tmp_path: Path) -> None:
    """SDL forced to ALSA: on a machine without a sound card ALSA complains on stderr; the app
    keeps the terminal clean either way and runs (silently when there is no card)."""
    env = {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "alsa",
        "MARS_TABLE_LOG_DIR": str(tmp_path / "log"),
        "MARS_TABLE_CONFIG_DIR": str(tmp_path / "config"),
        "MARS_TABLE_DATA_DIR": str(tmp_path / "data"),
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
    }
    done = subprocess.run(
        [sys.executable, "-c", NO_SOUND_CARD],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("sound ")
    assert "ALSA" not in done.stderr and done.stderr == ""
