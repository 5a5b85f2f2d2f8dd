"""The house's habits that a test can hold (DESIGN.md "The house" and "Habits"; issue 11,
points 1 and 6): no module under game/ over ~500 lines without a reason written at its top,
and no `type: ignore` without a reason next to it (a comment on its line after it, or on the
line above)."""

from __future__ import annotations

import re
from pathlib import Path

GAME = Path(__file__).resolve().parents[1] / "game"
LONG = 500  # lines; "about 500": a module past this says why at its top
IGNORE = re.compile(r"#\s*type:\s*ignore(\[[^\]]*\])?")


def unexplained_ignores(text: str, where: str) -> list[str]:
    """Every `type: ignore` in `text` with no reason beside it, as "where:line"."""
    lines = text.splitlines()
    out = []
    for n, line in enumerate(lines):
        found = IGNORE.search(line)
        if not found:
            continue
        after = line[found.end() :].strip()
        above = lines[n - 1].strip() if n else ""
        if not after.startswith("#") and not above.startswith("#"):
            out.append(f"{where}:{n + 1}")
    return out


def test_every_type_ignore_has_a_reason_beside_it() -> None:
    found = [
        spot
        for path in sorted(GAME.rglob("*.py"))
        for spot in unexplained_ignores(path.read_text(encoding="utf-8"), str(path))
    ]
    assert not found, "type: ignore without a reason:\n" + "\n".join(found)


def test_the_ignore_check_tells_a_reason_from_none() -> None:
    text = (
        "a = f()  # type: ignore[arg-type]\n"
        "b = g()  # type: ignore[arg-type]  # g is untyped\n"
        "# h returns Any\n"
        "c = h()  # type: ignore\n"
    )
    assert unexplained_ignores(text, "m.py") == ["m.py:1"]


def test_no_module_over_about_500_lines_without_a_reason_at_its_top() -> None:
    silent = []
    for path in sorted(GAME.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        if text.count("\n") <= LONG:
            continue
        top = text.split('"""')[1] if text.startswith('"""') else ""
        if "long" not in top.lower():
            silent.append(f"{path.relative_to(GAME.parent)} ({text.count(chr(10))} lines)")
    assert not silent, "long modules that do not say why:\n" + "\n".join(silent)
