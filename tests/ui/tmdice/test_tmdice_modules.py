"""The TM Dice screen is split by job (issue 11): no module of game/ui/tmdice over ~500 lines
without a reason written at its top."""

from __future__ import annotations

from pathlib import Path

import game.ui.tmdice as package

LIMIT = 500


def test_no_tm_dice_screen_module_grows_past_the_limit_without_a_reason() -> None:
    folder = Path(package.__file__).parent
    long = []
    for path in sorted(folder.glob("*.py")):
        text = path.read_text(encoding="utf-8")
        head = text[:600].lower()
        if text.count("\n") > LIMIT and "long because" not in head:
            long.append(f"{path.name}: {text.count(chr(10))} lines")
    assert not long, long
