"""TM Dice's pictures (../shared/ART.md): every project card (base, purple and Colonies),
corporation (base and Colonies) and bonus card has its SVG under
assets/images/tmdice/<kind>/<id>.svg, no file is left over from a renamed card, and every file
keeps the SVG conventions and draws."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from art_checks import draws, missing_pictures, problems_in, strays

from game.rules.tmdice.content import Content, content
from game.ui.draw.pictures import picture_path

GAME = "tmdice"
#: kind (the pictures' folder) -> the content ids that need a picture there
SETS: dict[str, Callable[[Content], list[str]]] = {
    "cards": lambda c: list(c.cards),
    "corporations": lambda c: list(c.corps),
    "bonus": lambda c: list(c.bonus),
}


def ids(kind: str) -> list[str]:
    return SETS[kind](content())


def files(kind: str) -> list[Path]:
    return [picture_path(GAME, kind, pid) for pid in ids(kind)]


def test_the_sets_include_the_modules_content() -> None:
    c = content()
    assert set(c.colony_cards) <= set(ids("cards"))
    assert set(c.purple_cards) <= set(ids("cards"))
    assert set(c.colony_corps) <= set(ids("corporations"))


@pytest.mark.parametrize("kind", sorted(SETS))
def test_every_content_id_has_its_picture(kind: str) -> None:
    assert missing_pictures(GAME, kind, ids(kind)) == []


@pytest.mark.parametrize("kind", sorted(SETS))
def test_no_picture_outlives_its_content_id(kind: str) -> None:
    assert strays(GAME, kind, ids(kind)) == []


@pytest.mark.parametrize("kind", sorted(SETS))
def test_every_picture_keeps_the_svg_conventions(kind: str) -> None:
    found = [problem for path in files(kind) for problem in problems_in(path)]
    assert found == []


@pytest.mark.parametrize("kind", sorted(SETS))
def test_every_picture_draws_at_48_px(kind: str) -> None:
    assert [path.name for path in files(kind) if not draws(path, 48)] == []
