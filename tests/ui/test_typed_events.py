"""Screens read event data typed (issue 11, point 6: "event data for the kinds the UI reads is
typed"): no module under game/ui/ reads an event's `data` or `secret` as a plain dict
(`.data[...]`, `.data.get(...)`, `.secret[...]`, `.secret.get(...)`, `key in .secret`). They
go through `read(event, Shape)` / `read_secret(event, Shape)` with the game's TypedDict of that
kind (or core's `seat_named` / `turn_number` for what every game's events say alike), so mypy
checks every key a screen reads."""

from __future__ import annotations

import ast
from pathlib import Path

UI = Path(__file__).resolve().parents[2] / "game" / "ui"
LOOSE = {"data", "secret"}


def _loose(node: ast.AST) -> bool:
    """`x.data` or `x.secret`: a record's raw dict."""
    return isinstance(node, ast.Attribute) and node.attr in LOOSE


def loose_reads(text: str, where: str) -> list[str]:
    """Every place in a module's ``text`` that reads `.data` / `.secret` as a plain dict."""
    out: list[str] = []
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.Subscript) and _loose(node.value):
            out.append(f"{where}:{node.lineno}: indexes {ast.unparse(node)}")
        elif isinstance(node, ast.Attribute) and _loose(node.value):
            out.append(f"{where}:{node.lineno}: calls {ast.unparse(node)}")
        elif isinstance(node, ast.Compare) and any(_loose(c) for c in node.comparators):
            out.append(f"{where}:{node.lineno}: looks in {ast.unparse(node)}")
    return out


def test_no_screen_reads_event_data_as_a_plain_dict() -> None:
    found = [
        hit
        for path in sorted(UI.rglob("*.py"))
        for hit in loose_reads(path.read_text(encoding="utf-8"), str(path.relative_to(UI)))
    ]
    assert not found, "read event data with read(event, Shape):\n" + "\n".join(found)


def test_the_check_catches_every_loose_read() -> None:
    text = """
seat = event.data["seat"]
player = e.data.get("player")
tile = event.secret["tile"]
cards = event.secret.get("cards")
for key, value in event.data.items():
    pass
if "tile" in event.secret:
    pass
"""
    lines = sorted(int(hit.split(":")[1]) for hit in loose_reads(text, "x.py"))
    assert lines == [2, 3, 4, 5, 6, 8]


def test_typed_reads_pass_the_check() -> None:
    text = """
d = read(event, DieRolled)
seat = d["seat"]
secret = read_secret(event, Cards)
ended = seat_named(event)
frames = [(f.seat, f.data) for f in flow]
"""
    assert loose_reads(text, "x.py") == []
