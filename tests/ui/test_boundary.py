"""The screen/rules boundary (DESIGN.md "A screen never computes a rule"): code under game/ui/
never reads an engine's whole state, and imports from a game's rules package only its public
modules: core, actions, content, state (observation models and constants), figures (pure
functions of what an observation carries), words (sentences) and events (the typed data of
each event kind)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

UI = Path(__file__).resolve().parents[2] / "game" / "ui"
RULES = Path(__file__).resolve().parents[2] / "game" / "rules"
PUBLIC = {"actions", "content", "state", "figures", "words", "events"}
#: Folders another branch is bringing to the boundary at the same time.
PENDING: dict[str, str] = {}


#: Issue 40 point 3: every layout here holds at each text size (100, 125, 150 %).
pytestmark = pytest.mark.usefixtures("text_size")


def _folders() -> list[str]:
    return sorted(p.name for p in UI.iterdir() if p.is_dir() and not p.name.startswith("_"))


def _cases() -> list[object]:
    return [
        pytest.param(name, marks=pytest.mark.xfail(strict=False, reason=PENDING[name]))
        if name in PENDING
        else name
        for name in _folders()
    ]


def _games() -> set[str]:
    return {p.name for p in RULES.iterdir() if p.is_dir() and p.name not in ("core", "__pycache__")}


def trespasses(text: str, where: str, games: set[str]) -> list[str]:
    """Every line of a module's ``text`` that crosses the boundary, as "where:line: what"."""
    out = [
        f"{where}:{n}: reads engine.state"
        for n, line in enumerate(text.splitlines(), 1)
        if "engine.state" in line
    ]
    for node in ast.walk(ast.parse(text)):
        names: list[str] = []
        if isinstance(node, ast.ImportFrom) and node.module:
            names = [f"{node.module}.{alias.name}" for alias in node.names]
        elif isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        for name in names:
            parts = name.split(".")
            if parts[:2] != ["game", "rules"] or len(parts) < 4 or parts[2] not in games:
                continue
            if parts[3] not in PUBLIC:
                out.append(f"{where}:{node.lineno}: imports {name}")
    return out


def _scan(paths: list[Path]) -> list[str]:
    games = _games()
    return [
        line
        for path in sorted(paths)
        for line in trespasses(path.read_text(encoding="utf-8"), str(path.relative_to(UI)), games)
    ]


@pytest.mark.parametrize("folder", _cases())
def test_screens_use_only_the_public_face_of_the_rules(folder: str) -> None:
    found = _scan(list((UI / folder).rglob("*.py")))
    assert not found, "\n".join(found)


def test_the_screens_top_level_modules_keep_to_the_boundary_too() -> None:
    found = _scan(list(UI.glob("*.py")))
    assert not found, "\n".join(found)


def test_the_check_catches_each_kind_of_trespass() -> None:
    games = {"tmdice"}
    engine = "from game.rules.tmdice.engine import STANDARD\n"
    module = "from game.rules.tmdice import engine\n"
    plain = "import game.rules.tmdice.engine\n"
    state = "x = session.engine.state\n"
    for text in (engine, module, plain, state):
        assert trespasses(text, "t.py", games), text
    public = (
        "from game.rules.core import Event\n"
        "from game.rules.tmdice import actions as A, figures\n"
        "from game.rules.tmdice.state import TMObservation\n"
    )
    assert not trespasses(public, "t.py", games)
