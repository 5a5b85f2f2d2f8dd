"""Store tests: `game` from this checkout and `saves_helpers` from beside this file, and every
test's data dir in a temporary folder (never the player's real saves)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

for _path in (Path(__file__).resolve().parents[2], Path(__file__).resolve().parent):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

from game.store.dirs import DATA_DIR_ENV  # noqa: E402
from game.store.saves import SaveStore  # noqa: E402


@pytest.fixture(autouse=True)
def data_dir_here(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """MARS_TABLE_DATA_DIR points into tmp_path, so nothing touches the real user data dir."""
    folder = tmp_path / "data"
    monkeypatch.setenv(DATA_DIR_ENV, str(folder))
    return folder


@pytest.fixture
def store(tmp_path: Path) -> SaveStore:
    return SaveStore(tmp_path / "store")
