"""Settings: saved under the user config dir, overridable, atomic, forgiving of bad files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.store.settings import (
    ENV_DIR,
    Settings,
    config_dir,
    load_settings,
    save_settings,
    settings_path,
)


@pytest.fixture(autouse=True)
def config_here(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(ENV_DIR, str(tmp_path / "cfg"))
    return tmp_path / "cfg"


def test_the_env_var_overrides_the_config_dir(config_here: Path) -> None:
    assert config_dir() == config_here
    assert settings_path() == config_here / "settings.json"


def test_without_the_env_var_settings_live_in_the_platform_config_dir(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv(ENV_DIR)
    assert "MarsTable" in str(config_dir())


def test_no_file_gives_the_defaults() -> None:
    assert load_settings() == Settings()


def test_settings_round_trip() -> None:
    wanted = Settings(
        window_size=(1920, 1080),
        fullscreen=True,
        animation_speed="fast",
        volume=0.25,
        palette="protanopia",
    )
    path = save_settings(wanted)
    assert path.is_file()
    assert load_settings() == wanted
    assert not [p for p in path.parent.iterdir() if p.name.endswith(".tmp")]


def test_a_broken_file_is_set_aside_and_the_defaults_used(config_here: Path) -> None:
    config_here.mkdir(parents=True)
    (config_here / "settings.json").write_text("{not json")
    assert load_settings() == Settings()
    assert (config_here / "settings.json.bad").read_text() == "{not json"


def test_an_out_of_range_value_is_not_trusted(config_here: Path) -> None:
    config_here.mkdir(parents=True)
    (config_here / "settings.json").write_text(json.dumps({"volume": 7}))
    assert load_settings().volume == Settings().volume


def test_speed_factors_order_the_speeds() -> None:
    factors = [Settings(animation_speed=s).speed_factor() for s in ("slow", "normal", "fast")]
    assert factors == sorted(factors)


def test_an_older_file_with_the_colour_blind_switch_on_chooses_the_red_green_palette(
    config_here: Path,
) -> None:
    config_here.mkdir(parents=True)
    (config_here / "settings.json").write_text('{"format": 1, "colour_blind": true}')
    assert load_settings().palette == "deuteranopia"
    (config_here / "settings.json").write_text('{"format": 1, "colour_blind": false}')
    assert load_settings().palette == "standard"


@pytest.mark.parametrize(
    "content", [b"\xff\xfe{not utf-8", b"[" * 100_000], ids=["not UTF-8", "nested too deep"]
)
def test_a_file_that_cannot_be_read_as_json_is_set_aside_too(
    config_here: Path, content: bytes
) -> None:
    config_here.mkdir(parents=True)
    (config_here / "settings.json").write_bytes(content)
    assert load_settings() == Settings()
    assert (config_here / "settings.json.bad").read_bytes() == content


def test_the_text_size_is_saved_and_read_back() -> None:
    """Issue 40 point 3: the text and interface size (100, 125 or 150 %) is kept."""
    for size in (100, 125, 150):
        save_settings(Settings(text_size=size))
        assert load_settings().text_size == size
    assert Settings(text_size=150).text_scale() == 1.5


def test_a_file_from_before_the_text_size_reads_at_100_percent(config_here: Path) -> None:
    """Issue 40 point 3: older settings files have no text size; they keep the old look."""
    config_here.mkdir(parents=True)
    (config_here / "settings.json").write_text('{"format": 1, "palette": "tritanopia"}')
    loaded = load_settings()
    assert loaded.text_size == 100
    assert loaded.palette == "tritanopia"


def test_a_text_size_not_offered_gives_the_default_with_a_sentence(
    config_here: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """Issue 40 point 3: a hand-edited size that is not offered reads as 100 %, says so in
    the log, and leaves the other settings as they were."""
    config_here.mkdir(parents=True)
    for odd in ("130", '"big"', "true", "null"):
        (config_here / "settings.json").write_text(f'{{"volume": 0.3, "text_size": {odd}}}')
        caplog.clear()
        loaded = load_settings()
        assert (loaded.text_size, loaded.volume) == (100, 0.3)
        assert "is not one offered" in caplog.text
        assert not (config_here / "settings.json.bad").exists()
