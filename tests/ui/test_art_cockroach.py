"""The cockroach hunt's pictures (../shared/ART.md): every cockroach, hero and support card has
its own SVG under assets/images/cockroach/<kind>/, no file is left over from a renamed id, and
every file keeps the SVG conventions and draws."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from art_checks import draws, missing_pictures, problems_in, strays

from game.rules.cockroach.content import content
from game.ui.draw.pictures import picture_path

GAME = "cockroach"


def _ids(kind: str) -> list[str]:
    c = content()
    if kind == "roaches":
        return [r.id for r in c.roaches]
    if kind == "heroes":
        return [h.id for h in c.heroes]
    return [card.id for card in c.cards]


def _files(kind: str) -> list[Path]:
    """The pictures that exist (a missing one is the first test's failure, not every test's)."""
    paths = [picture_path(GAME, kind, pid) for pid in _ids(kind)]
    return [path for path in paths if path.is_file()]


KINDS = ("roaches", "heroes", "cards")


@pytest.mark.parametrize("kind", KINDS)
def test_every_content_id_has_its_picture(kind: str) -> None:
    assert missing_pictures(GAME, kind, _ids(kind)) == []


@pytest.mark.parametrize("kind", KINDS)
def test_one_file_per_picture_and_none_without_its_id(kind: str) -> None:
    assert strays(GAME, kind, _ids(kind)) == []


@pytest.mark.parametrize("kind", KINDS)
def test_only_the_elements_and_paints_the_small_renderer_draws_right(kind: str) -> None:
    found = [problem for path in _files(kind) for problem in problems_in(path)]
    assert found == []


@pytest.mark.parametrize("kind", KINDS)
def test_every_picture_parses_and_draws_at_48_px(kind: str, display: pygame.Surface) -> None:
    blank = [path.stem for path in _files(kind) if not draws(path, 48)]
    assert blank == []
