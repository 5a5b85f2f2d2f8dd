"""The Dig Mars rules are split by job (DESIGN.md, "The house": no file over ~500 lines): each
module holds one job, and the engine class only answers the protocol, handing each question
to the module that knows it."""

from __future__ import annotations

import inspect
from pathlib import Path

import game.rules.digmars as package
from game.rules.digmars.engine import DigMarsEngine

JOBS = {
    "flow",
    "grid",
    "digging",
    "upgrades",
    "bonuses",
    "ending",
    "legal",
    "views",
    "words",
    "checks",
}


def test_every_module_is_short_and_each_job_has_one() -> None:
    folder = Path(package.__file__).parent
    modules = {path.stem: path for path in folder.glob("*.py")}
    assert set(modules) >= JOBS
    for name, path in modules.items():
        lines = len(path.read_text(encoding="utf-8").splitlines())
        assert lines <= 500, f"{name}.py has {lines} lines"


def test_the_engine_class_is_thin() -> None:
    """Apart from new() (which deals the grid), each method of the engine is a few lines."""
    for name, member in vars(DigMarsEngine).items():
        function = getattr(member, "__func__", member)
        if not inspect.isfunction(function) or name == "new":
            continue
        body = inspect.getsource(function).splitlines()
        assert len(body) <= 8, f"DigMarsEngine.{name} has {len(body)} lines"
