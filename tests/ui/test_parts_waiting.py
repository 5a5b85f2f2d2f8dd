"""Parts kept as last drawn (game/ui/draw/parts.py): a part only read may wait for a later
frame when another was drawn afresh in this one; a part people act on never waits."""

from __future__ import annotations

from functools import partial

from game.ui.draw.parts import MOST_FRAMES_WAITED, Parts


def drawn(log: list[str], name: str, key: int) -> str:
    log.append(name)
    return f"{name}{key}"


def test_a_read_part_waits_one_frame_when_another_part_was_drawn_first() -> None:
    parts, log = Parts(), list[str]()
    for name in ("panel", "log", "header"):
        parts.get(name, 0, partial(drawn, log, name, 0), read=name != "panel")
    log.clear()
    parts.new_frame()
    assert parts.get("panel", 1, lambda: drawn(log, "panel", 1)) == "panel1"
    assert parts.get("log", 1, lambda: drawn(log, "log", 1), read=True) == "log0"
    assert parts.get("header", 1, lambda: drawn(log, "header", 1), read=True) == "header0"
    assert parts.waiting()
    parts.new_frame()  # the next frame: one of the two that waited is drawn
    assert parts.get("panel", 1, lambda: drawn(log, "panel", 1)) == "panel1"
    assert parts.get("log", 1, lambda: drawn(log, "log", 1), read=True) == "log1"
    assert parts.get("header", 1, lambda: drawn(log, "header", 1), read=True) == "header0"
    assert parts.waiting()
    parts.new_frame()
    assert parts.get("log", 1, lambda: drawn(log, "log", 1), read=True) == "log1"
    assert parts.get("header", 1, lambda: drawn(log, "header", 1), read=True) == "header1"
    assert not parts.waiting()
    assert log == ["panel", "log", "header"]  # each drawn once


def test_parts_people_act_on_are_drawn_in_the_frame_that_changed_them() -> None:
    parts, log = Parts(), list[str]()
    parts.new_frame()
    for key in (0, 1):
        for name in ("actions", "hand", "tray"):
            assert parts.get(name, key, partial(drawn, log, name, key)) == f"{name}{key}"
        parts.new_frame()
    assert not parts.waiting()


def test_a_part_drawn_for_the_first_time_never_waits() -> None:
    """There is no older picture to show in its place."""
    parts, log = Parts(), list[str]()
    parts.new_frame()
    parts.get("actions", 0, lambda: drawn(log, "actions", 0))
    assert parts.get("log", 0, lambda: drawn(log, "log", 0), read=True) == "log0"
    assert not parts.waiting()


def test_a_read_part_waits_no_more_than_a_few_frames_while_moves_come_every_frame() -> None:
    parts, log = Parts(), list[str]()
    parts.get("log", 0, partial(drawn, log, "log", 0), read=True)
    shown = []
    for frame in range(1, 10):
        parts.new_frame()
        parts.get("actions", frame, partial(drawn, log, "actions", frame))  # a move each frame
        shown.append(parts.get("log", 1, partial(drawn, log, "log", 1), read=True))
    assert shown.index("log1") == MOST_FRAMES_WAITED
    assert log.count("log") == 2
