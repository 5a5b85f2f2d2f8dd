"""`python -m game.tools.deep_saves` (issue 35, point 4): the figures for hostile deep saves
of 4 MB, printed as JSON. Only their shape and sentences are checked here; the CPU figures
are for a person to read (tests assert no timings)."""

from __future__ import annotations

import json

import pytest

from game.tools.deep_saves import main


def test_deep_saves_prints_cpu_figures_and_the_sentence_for_each_file(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["--runs", "1", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    files, folder = rows[:-1], rows[-1]
    assert len(files) == 4 and folder["load_screen_cpu_ms"] >= 0
    for row in files:
        assert row["quick_cpu_ms"] >= 0 and row["full_cpu_ms"] >= 0
        assert row["says"].startswith("This save") and row["says"].endswith(".")
    refused_unparsed = [row for row in files if "lists and tables" in row["says"]]
    assert len(refused_unparsed) == 3  # the three of 4 MB of brackets
