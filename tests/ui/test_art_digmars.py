"""Dig Mars pictures (../shared/ART.md): every ground and every treasure the 48 tiles name
has its picture, assets/images/digmars/{grounds,treasures}/<slug>.svg, where the slug is the
name in lower snake case ("Old Probe Part" -> old_probe_part); no picture is left without a
name; and every file keeps the SVG conventions and draws."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from art_checks import draws, missing_pictures, problems_in, strays

from game.rules.digmars.content import tiles
from game.ui.digmars.pictures import GAME, slug
from game.ui.draw.pictures import picture_path


def names(kind: str) -> list[str]:
    field = {"grounds": "ground", "treasures": "treasure"}[kind]
    return sorted({getattr(tile, field) for tile in tiles()})


KINDS = ("grounds", "treasures")
PICTURES = [(kind, slug(name)) for kind in KINDS for name in names(kind)]


def test_the_slug_is_the_name_in_lower_snake_case() -> None:
    assert slug("Dust Bowl") == "dust_bowl"
    assert slug("Old Probe Part") == "old_probe_part"


@pytest.mark.parametrize("kind", KINDS)
def test_no_two_names_share_a_picture(kind: str) -> None:
    slugs = [slug(name) for name in names(kind)]
    assert len(set(slugs)) == len(slugs)


@pytest.mark.parametrize("kind", KINDS)
def test_every_content_id_has_its_picture(kind: str) -> None:
    assert missing_pictures(GAME, kind, [slug(n) for n in names(kind)]) == []


@pytest.mark.parametrize("kind", KINDS)
def test_no_picture_is_left_without_its_content_id(kind: str) -> None:
    assert strays(GAME, kind, [slug(n) for n in names(kind)]) == []


@pytest.mark.parametrize(("kind", "pid"), PICTURES)
def test_every_file_parses_and_uses_only_what_the_renderer_draws(kind: str, pid: str) -> None:
    path = picture_path(GAME, kind, pid)
    assert problems_in(path) == []
    assert ET.parse(path).getroot().get("viewBox") == "0 0 256 256"  # the art box


@pytest.mark.parametrize(("kind", "pid"), PICTURES)
def test_every_picture_draws_at_48_px(kind: str, pid: str) -> None:
    assert draws(picture_path(GAME, kind, pid), 48)
