"""The quick read of the guided games' progress for the title's first frame (issue 39, point
1): whenever it answers, the progress file's model says the same, and a file only the model
can judge (damaged, newer, doubtful) gets no answer."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.store.tutorial_progress import TutorialProgress
from game.store.tutorials_done import finished_quickly

IDS = ("tmdice", "colonies", "digmars", "cockroach")


def test_no_file_means_none_finished(tmp_path: Path) -> None:
    assert finished_quickly(IDS, tmp_path / "tutorials.json") == 0


def test_a_file_the_app_wrote_is_read_without_the_model(tmp_path: Path) -> None:
    path = tmp_path / "tutorials.json"
    store = TutorialProgress(path)
    store.set("digmars", 20, finished=True)
    store.set("tmdice", 12)
    store.set("cockroach", 40, finished=True)
    assert finished_quickly(IDS, path) == 2


@pytest.mark.parametrize(
    "text",
    [
        "{not json",
        "[]",
        '{"format": 2, "tutorials": {}}',
        '{"format": "1"}',
        '{"tutorials": {"digmars": {"finished": "yes"}}}',
        '{"tutorials": {"digmars": {"finished": 1}}}',
        '{"tutorials": {"digmars": {"step": -1}}}',
        '{"tutorials": {"digmars": []}}',
    ],
)
def test_a_doubtful_file_is_left_to_the_model(tmp_path: Path, text: str) -> None:
    path = tmp_path / "tutorials.json"
    path.write_text(text, encoding="utf-8")
    assert finished_quickly(IDS, path) is None


def _values() -> st.SearchStrategy[Any]:
    leaves = st.one_of(
        st.none(),
        st.booleans(),
        st.integers(-3, 100_003),
        st.sampled_from([0, 1, 2, "1", "true", 1.0]),
        st.text(max_size=5),
    )
    reached = st.dictionaries(st.sampled_from(["step", "finished", "x"]), leaves, max_size=3)
    return st.one_of(leaves, reached)


@settings(max_examples=400, deadline=None)
@given(
    st.dictionaries(
        st.sampled_from(["format", "tutorials", "x"]),
        st.one_of(
            st.integers(-1, 3),
            st.dictionaries(st.sampled_from([*IDS, "other"]), _values(), max_size=5),
            _values(),
        ),
        max_size=3,
    )
)
def test_whenever_the_quick_read_answers_the_model_agrees(data: dict[str, Any]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "tutorials.json"
        path.write_text(json.dumps(data), encoding="utf-8")
        done = finished_quickly(IDS, path)
        if done is None:
            return
        model = TutorialProgress(path)
        assert model.problem == ""
        assert done == sum(model.reached(t).finished for t in IDS)
