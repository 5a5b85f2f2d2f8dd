#!/usr/bin/env python3
"""Set up Mars Table in a local virtual environment, then play or test.

    python3 dev.py play    create or update .venv, install, start the app
    python3 dev.py test    create or update .venv, install, run lint, type checks and the whole
                           test suite (in parallel)

Needs only Python 3.11+. Extra arguments after `test` go to pytest.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
STAMP = VENV / ".mars-table-installed"


def venv_python() -> Path:
    windows = VENV / "Scripts" / "python.exe"
    return windows if windows.exists() else VENV / "bin" / "python"


def ensure_environment() -> Path:
    """Create .venv if needed and (re)install when pyproject.toml has changed."""
    if sys.version_info < (3, 11):  # noqa: UP036 - dev.py runs under any system Python
        sys.exit("Mars Table needs Python 3.11 or newer.")
    if not venv_python().exists():
        print("Creating the virtual environment in .venv ...", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    python = venv_python()
    wanted = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    if not STAMP.exists() or STAMP.read_text().strip() != wanted:
        print("Installing Mars Table and its dependencies ...", flush=True)
        pip = [str(python), "-m", "pip", "--disable-pip-version-check", "install", "-q"]
        _quietly([*pip, "--upgrade", "pip"])
        _quietly([*pip, "-e", f"{ROOT}[dev]"])
        STAMP.write_text(wanted)
    return python


def _quietly(command: list[str]) -> None:
    """Run an install step; its output (build tools' notices) is shown only if it fails."""
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        sys.stdout.write(done.stdout)
        sys.stderr.write(done.stderr)
        sys.exit(f"Installing failed (exit code {done.returncode}); the output is above.")


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "play"
    if command not in ("play", "test"):
        print(__doc__)
        return 2
    python = str(ensure_environment())
    os.chdir(ROOT)
    if command == "play":
        return subprocess.call([python, "-m", "game", *argv[1:]])
    for step in (
        [python, "-m", "ruff", "check", "."],
        [python, "-m", "ruff", "format", "--check", "."],
        [python, "-m", "mypy"],  # the files and settings are in pyproject.toml
    ):
        if subprocess.call(step) != 0:
            return 1
    # Without arguments: the whole suite, slow tests included, on every core (pytest-xdist).
    pytest_args = argv[1:] or ["-n", "auto"]
    return subprocess.call([python, "-m", "pytest", *pytest_args])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
