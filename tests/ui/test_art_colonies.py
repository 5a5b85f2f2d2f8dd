"""TM Dice colony pictures (../shared/ART.md): every colony tile of the Colonies module has
its moon or body, assets/images/tmdice/colonies/<id>.svg; no picture is left without a tile;
and every file keeps the SVG conventions and draws."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from art_checks import draws, missing_pictures, problems_in, strays

from game.rules.tmdice.modules.colonies_tiles import colony_tiles
from game.ui.draw.pictures import picture_path

GAME, KIND = "tmdice", "colonies"
IDS = list(colony_tiles())


def test_every_content_id_has_its_picture() -> None:
    assert missing_pictures(GAME, KIND, IDS) == []


def test_no_picture_is_left_without_its_content_id() -> None:
    assert strays(GAME, KIND, IDS) == []


@pytest.mark.parametrize("pid", IDS)
def test_every_file_parses_and_uses_only_what_the_renderer_draws(pid: str) -> None:
    path = picture_path(GAME, KIND, pid)
    assert problems_in(path) == []
    assert ET.parse(path).getroot().get("viewBox") == "0 0 256 256"  # the art box


@pytest.mark.parametrize("pid", IDS)
def test_every_picture_draws_at_48_px(pid: str) -> None:
    assert draws(picture_path(GAME, KIND, pid), 48)
