"""The house's arrows (DESIGN.md "The house"): no import cycle among the modules of game/ at
import time, and the rules import nothing of ours but rules/core and their own package."""

from __future__ import annotations

import ast
from pathlib import Path

GAME = Path(__file__).resolve().parents[1] / "game"


def _modules() -> dict[str, Path]:
    out = {}
    for path in GAME.rglob("*.py"):
        parts = path.relative_to(GAME.parent).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        out[name] = path
    return out


def _module_level_imports(path: Path, known: dict[str, Path]) -> set[str]:
    """The game modules `path` imports when it is imported (not inside functions and not
    under `if TYPE_CHECKING:`)."""
    found: set[str] = set()
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("game"):
            found.add(node.module)
            found.update(f"{node.module}.{a.name}" for a in node.names)
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
    return {name for name in found if name in known}


def _cycle(graph: dict[str, set[str]]) -> list[str]:
    """One import cycle, as the modules along it; [] when there is none."""
    state: dict[str, int] = {}
    trail: list[str] = []

    def visit(v: str) -> list[str]:
        state[v] = 1
        trail.append(v)
        for w in sorted(graph[v]):
            if state.get(w) == 1:
                return [*trail[trail.index(w) :], w]
            if w not in state and (found := visit(w)):
                return found
        trail.pop()
        state[v] = 2
        return []

    for v in sorted(graph):
        if v not in state and (found := visit(v)):
            return found
    return []


def test_no_import_cycle_among_the_modules_of_game() -> None:
    known = _modules()
    graph = {name: _module_level_imports(path, known) for name, path in known.items()}
    assert _cycle(graph) == []


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]


def test_rules_import_only_core_and_their_own_package() -> None:
    known = _modules()
    for name, path in known.items():
        if not name.startswith("game.rules.") or name.startswith("game.rules.core"):
            continue
        package = ".".join(name.split(".")[:3])
        for dep in _module_level_imports(path, known):
            assert dep.startswith(("game.rules.core", package)) or dep == "game.rules", (
                f"{name} imports {dep}"
            )
