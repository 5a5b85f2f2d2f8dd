"""The cockroach table keeps to its side of the screen/rules boundary (DESIGN.md): it imports
from the hunt's rules only actions, content, state, figures and words (and core), and never
reads the engine's state."""

from __future__ import annotations

import ast
from pathlib import Path

from game.ui import cockroach

SCREEN = Path(cockroach.__file__).parent
ALLOWED = {
    "game.rules.core",
    "game.rules.cockroach.actions",
    "game.rules.cockroach.content",
    "game.rules.cockroach.state",
    "game.rules.cockroach.figures",
    "game.rules.cockroach.words",
}


def rules_imports(tree: ast.AST) -> set[str]:
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names if a.name.startswith("game.rules")}
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("game.rules"):
            module = node.module or ""
            if module in ("game.rules", "game.rules.cockroach"):
                out |= {f"{module}.{a.name}" for a in node.names}
            else:
                out.add(module)
    return out


def test_the_table_imports_only_the_public_rules_modules() -> None:
    files = sorted(SCREEN.glob("*.py"))
    assert len(files) >= 10
    for path in files:
        for module in rules_imports(ast.parse(path.read_text(encoding="utf-8"))):
            allowed = module in ALLOWED or module.startswith("game.rules.core.")
            assert allowed, f"{path.name} imports {module}"


def test_the_table_never_reads_the_engines_state() -> None:
    for path in sorted(SCREEN.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr == "state":
                inner = node.value
                name = getattr(inner, "attr", getattr(inner, "id", ""))
                assert name != "engine", f"{path.name} reads engine.state"
