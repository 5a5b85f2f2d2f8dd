"""The house's arrows (DESIGN.md "The house"): no import cycle among the modules of game/,
counting every import a module makes anywhere (at its top or inside a function; only those
under `if TYPE_CHECKING:` are left out, as they never run) and the package `__init__` each
import runs on the way, and the rules import nothing of ours but rules/core and their own
package."""

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


def _type_checking_only(tree: ast.AST) -> set[int]:
    """The ids of the nodes under an `if TYPE_CHECKING:` (its body, not its else)."""
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for part in node.body:
                skipped.update(id(n) for n in ast.walk(part))
    return skipped


def _imports(source: str, known: set[str], type_only: bool = False) -> set[str]:
    """The modules of game/ that `source` imports anywhere, when it runs (with `type_only`,
    those it names for type checking too)."""
    tree = ast.parse(source)
    skipped = set() if type_only else _type_checking_only(tree)
    found: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found.add(node.module)
            found.update(f"{node.module}.{a.name}" for a in node.names)
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
    return found & known


def _with_packages(name: str, deps: set[str], known: set[str]) -> set[str]:
    """`deps` and the packages above each (importing `a.b.c` runs `a/b/__init__.py` first),
    leaving out the packages `name` itself sits in, which always run before it."""
    own = {name.rsplit(".", i)[0] for i in range(1, name.count(".") + 1)}
    out = set(deps)
    for dep in deps:
        parts = dep.split(".")
        out.update(".".join(parts[:i]) for i in range(1, len(parts)))
    return (out & known) - own - {name}


def _graph(type_only: bool = False) -> dict[str, set[str]]:
    known = _modules()
    names = set(known)
    return {
        name: _with_packages(
            name, _imports(path.read_text(encoding="utf-8"), names, type_only), names
        )
        for name, path in known.items()
    }


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The groups of modules that import one another in a circle (the strongly connected
    components of more than one module, Tarjan's algorithm), each sorted, in sorted order."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return sorted(groups)


def _circle(graph: dict[str, set[str]], group: list[str]) -> list[str]:
    """One circle through a group's first module, as the modules along it (for the message)."""
    members = set(group)
    start = group[0]
    trail = [start]
    seen = {start}

    def walk(v: str) -> bool:
        for w in sorted(graph[v] & members):
            if w == start:
                trail.append(w)
                return True
            if w not in seen:
                seen.add(w)
                trail.append(w)
                if walk(w):
                    return True
                trail.pop()
        return False

    walk(start)
    return trail


def test_no_import_cycle_among_the_modules_of_game__counting_imports_inside_functions() -> None:
    graph = _graph()
    circles = [" -> ".join(_circle(graph, group)) for group in _cycles(graph)]
    assert not circles, "import cycles:\n" + "\n".join(circles)


def test_no_import_cycle_among_the_screens_counting_imports_for_type_checking() -> None:
    """DESIGN.md, the screens: a part of a screen takes what it draws; no module of game/ui
    names, even only for its types, a module that names it back (issue 36, point 2)."""
    graph = _graph(type_only=True)
    screens = [g for g in _cycles(graph) if any(m.startswith("game.ui") for m in g)]
    circles = [" -> ".join(_circle(graph, group)) for group in screens]
    assert not circles, "import cycles in game/ui:\n" + "\n".join(circles)


def test_the_cycle_finder_finds_every_cycle_and_only_cycles() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a", "d"}, "d": set(), "e": {"f"}, "f": {"e"}}
    assert _cycles(graph) == [["a", "b", "c"], ["e", "f"]]
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": set()}) == []
    assert _circle(graph, ["a", "b", "c"]) == ["a", "b", "c", "a"]


def test_imports_inside_functions_count_and_type_checking_ones_do_not() -> None:
    source = (
        "from typing import TYPE_CHECKING\n"
        "from game.a import x\n"
        "if TYPE_CHECKING:\n"
        "    from game.b import y\n"
        "else:\n"
        "    import game.e\n"
        "def f():\n"
        "    from game.c import z\n"
        "    import game.d\n"
    )
    known = {"game.a", "game.b", "game.c", "game.d", "game.e", "game.c.z"}
    assert _imports(source, known) == {"game.a", "game.c", "game.c.z", "game.d", "game.e"}


def test_an_import_runs_the_packages_above_it_but_not_the_importers_own() -> None:
    known = {"g", "g.p", "g.p.m", "g.q", "g.q.n", "g.q.n.o"}
    assert _with_packages("g.p.m", {"g.q.n.o"}, known) == {"g.q", "g.q.n", "g.q.n.o"}
    assert _with_packages("g.q.n.o", {"g.q.n"}, known) == set()


def test_rules_import_only_core_and_their_own_package() -> None:
    for name, deps in _graph().items():
        if not name.startswith("game.rules.") or name.startswith("game.rules.core"):
            continue
        package = ".".join(name.split(".")[:3])
        for dep in deps:
            assert dep.startswith(("game.rules.core", package)) or dep == "game.rules", (
                f"{name} imports {dep}"
            )
