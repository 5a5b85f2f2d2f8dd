"""Issue 39, point 1: the window's settings read before the first frame without pydantic
agree with the settings' model whenever they answer, and leave every doubtful file to it."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from game.store.settings import LastGame, LastSeat, Settings, save_settings
from game.store.settings_file import DEFAULT_WINDOW, ENV_DIR, window_of, window_settings


@pytest.fixture(autouse=True)
def config_here(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(ENV_DIR, str(tmp_path / "cfg"))
    return tmp_path / "cfg"


def test_no_file_opens_the_window_at_the_models_defaults() -> None:
    defaults = Settings()
    assert (
        window_settings()
        == DEFAULT_WINDOW
        == (
            defaults.window_size,
            defaults.fullscreen,
            defaults.text_size,
        )
    )


def test_a_file_the_app_wrote_is_read_without_the_model() -> None:
    wanted = Settings(
        window_size=(1920, 1080),
        fullscreen=True,
        volume=0.25,
        palette="tritanopia",
        text_size=150,
        last_game=LastGame(game_id="digmars", seats=[LastSeat(name="Ada", colour=3)]),
    )
    save_settings(wanted)
    assert window_settings() == ((1920, 1080), True, 150)


@pytest.mark.parametrize(
    "text",
    [
        "{not json",
        "[1280, 720]",
        '{"volume": 7}',
        '{"volume": NaN}',
        '{"window_size": ["1920", "1080"]}',
        '{"window_size": [1920, 1080, 1]}',
        '{"fullscreen": 1}',
        '{"palette": "sepia"}',
        '{"last_game": {"seats": []}}',
        '{"last_game": {"game_id": "tmdice", "seats": [{"colour": 64}]}}',
        '{"last_game": {"game_id": "' + "x" * 65 + '"}}',
        '{"last_game": {"game_id": "\\ud800"}}',
    ],
)
def test_a_doubtful_file_is_left_to_the_model(config_here: Path, text: str) -> None:
    config_here.mkdir(parents=True)
    (config_here / "settings.json").write_text(text, encoding="utf-8")
    assert window_settings() is None


@pytest.mark.parametrize("content", [b"\xff\xfe{", b"[" * 100_000])
def test_a_file_that_is_not_json_is_left_to_the_model(config_here: Path, content: bytes) -> None:
    config_here.mkdir(parents=True)
    (config_here / "settings.json").write_bytes(content)
    assert window_settings() is None


def _json_values() -> st.SearchStrategy[Any]:
    leaves = st.one_of(
        st.none(),
        st.booleans(),
        st.integers(-5, 3000),
        st.sampled_from([100, 125, 150]),
        st.floats(allow_nan=True, allow_infinity=True),
        st.sampled_from(["slow", "fast", "standard", "tritanopia", "sepia", "1280", "x" * 70]),
        st.text(max_size=20),
    )
    return st.recursive(
        leaves,
        lambda inner: st.one_of(
            st.lists(inner, max_size=9),
            st.dictionaries(
                st.sampled_from(
                    ["game_id", "seats", "options", "name", "colour", "human", "bot", "x"]
                ),
                inner,
                max_size=6,
            ),
        ),
        max_leaves=20,
    )


_KEYS = [
    "format",
    "window_size",
    "fullscreen",
    "animation_speed",
    "volume",
    "palette",
    "text_size",
    "last_game",
    "auto_end_turn",
    "colour_blind",
    "unknown",
]


@settings(max_examples=400, deadline=None)
@given(st.dictionaries(st.sampled_from(_KEYS), _json_values(), max_size=8))
def test_whenever_the_quick_read_answers_the_model_agrees(data: dict[str, Any]) -> None:
    window = window_of(data)
    if window is None:
        return
    try:
        model = Settings.model_validate(data)
    except ValidationError as error:  # pragma: no cover - the failure this test looks for
        raise AssertionError(f"the quick read took what the model refuses: {error}") from None
    assert window == (model.window_size, model.fullscreen, model.text_size)


@settings(max_examples=100, deadline=None)
@given(
    st.builds(
        Settings,
        window_size=st.tuples(st.integers(1, 4000), st.integers(1, 4000)),
        fullscreen=st.booleans(),
        animation_speed=st.sampled_from(["slow", "normal", "fast", "instant"]),
        volume=st.floats(0.0, 1.0),
        palette=st.sampled_from(["standard", "deuteranopia", "protanopia", "tritanopia"]),
        auto_end_turn=st.booleans(),
        text_size=st.sampled_from([100, 125, 150]),
    )
)
def test_every_file_the_app_writes_is_read_quickly(model: Settings) -> None:
    data = json.loads(model.model_dump_json())
    assert window_of(data) == (model.window_size, model.fullscreen, model.text_size)
