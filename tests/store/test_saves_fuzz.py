"""Issues 10 and 35: a fuzz run over the example saves (byte flips, truncation, wrong types,
deep nesting, huge numbers, control characters, format characters in texts and keys, hostile
file names, 4 MB of nested brackets). Every damaged copy is refused with a sentence or
accepted; none raises anything else, none is changed by being read, the check and the load
always agree, and every text shown of it is one safe line. Prints the figures (run with -s
to see them); the same run at any size: `.venv/bin/python tests/store/fuzz_saves.py
--per-kind 40`."""

from __future__ import annotations

import pytest
from fuzz_saves import fuzz


@pytest.mark.slow
def test_damaged_example_saves_are_refused_with_a_sentence_and_never_changed() -> None:
    figures = fuzz(per_kind=6, seed=3)
    print("\n" + "\n".join(figures.lines()))
    assert figures.tried == figures.refused + figures.accepted + len(figures.tracebacks)
    assert figures.tracebacks == []
    assert figures.changed == []
    assert figures.disagreements == []
    assert figures.unsafe == []
    assert figures.refused > 0
