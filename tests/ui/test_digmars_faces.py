"""Issue 38, point 1: Dig Mars tiles show the ground and the treasure as pictures. A dug-up
tile's face is its ground's picture with rounded corners, its treasure's picture on it, and
its figures (rule text 003, "Exploration tiles": fortune, carrying difficulty, bonus) where
no picture, depth pip or station token covers them; a looked-at tile shows that face small
on its back, with whose look it is."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.rules.digmars.content import tiles
from game.ui.digmars import faces
from game.ui.digmars.art import BONUS_RIBBON, TILE, depth_pips
from game.ui.digmars.layout import TOKEN_BASE, TOKEN_R
from game.ui.digmars.pictures import slug
from game.ui.draw.text import FontBook

#: Issue 40 point 3: every layout here holds at each text size (100, 125, 150 %).
pytestmark = pytest.mark.usefixtures("text_size")


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """Every picture a face asks for, as (kind, picture id)."""
    asked: list[tuple[str, str]] = []
    real_ground, real_treasure = faces.ground_picture, faces.treasure_picture

    def ground(tile, size):  # type: ignore[no-untyped-def]
        asked.append(("grounds", slug(tile.ground)))
        return real_ground(tile, size)

    def treasure(tile, size):  # type: ignore[no-untyped-def]
        asked.append(("treasures", slug(tile.treasure)))
        return real_treasure(tile, size)

    monkeypatch.setattr(faces, "ground_picture", ground)
    monkeypatch.setattr(faces, "treasure_picture", treasure)
    return asked


def test_every_face_shows_its_ground_and_its_treasure(
    display: pygame.Surface, drawn: list[tuple[str, str]]
) -> None:
    fonts = FontBook()
    for tile in tiles():
        drawn.clear()
        face = faces.render_face(fonts, tile)
        assert drawn == [("grounds", slug(tile.ground)), ("treasures", slug(tile.treasure))]
        assert face.get_size() == (TILE, TILE)
        # The full-bleed ground is cut round at the corners; the middle is solid.
        assert face.get_at((0, 0)).a == 0 and face.get_at((TILE - 1, TILE - 1)).a == 0
        assert face.get_at((TILE // 2, TILE // 2)).a == 255


def test_a_faces_figures_keep_clear_of_each_other_the_pips_and_the_tokens() -> None:
    coin = pygame.Rect(0, 0, 2 * faces.COIN_R + 2, 2 * faces.COIN_R + 4)
    coin.center = faces.COIN_AT
    pips = [pygame.Rect(x - 4, y - 4, 8, 8) for x, y in depth_pips(pygame.Rect(0, 0, TILE, TILE))]
    parts = {
        "coin": coin,
        "carry": faces.CARRY_CHIP,
        "treasure": faces.TREASURE,
        "bonus": BONUS_RIBBON,
    }
    inside = pygame.Rect(2, 2, TILE - 4, TILE - 4)
    token_top = TILE - TOKEN_BASE - TOKEN_R
    for name, rect in parts.items():
        assert inside.contains(rect), name
        assert rect.bottom <= token_top, name
        assert rect.collidelist(pips) == -1, name
    for (a, ra), (b, rb) in itertools.combinations(parts.items(), 2):
        assert not ra.colliderect(rb), (a, b)


def test_a_looked_at_tile_shows_its_face_small_and_whose_look_it_is(
    display: pygame.Surface, drawn: list[tuple[str, str]]
) -> None:
    fonts = FontBook()
    tile = tiles()[20]
    mine = faces.render_inspected(fonts, tile, "ONLY YOU SEE")
    assert ("treasures", slug(tile.treasure)) in drawn
    theirs = faces.render_inspected(fonts, tile, "ADA'S LOOK")
    assert mine.get_size() == theirs.get_size() == (TILE, TILE)
    note = pygame.Rect(0, faces.PEEK.bottom, TILE, TILE - faces.PEEK.bottom)
    assert pygame.image.tobytes(mine.subsurface(note), "RGBA") != pygame.image.tobytes(
        theirs.subsurface(note), "RGBA"
    )


def test_every_word_on_a_looked_at_tile_is_9_px_or_more(
    display: pygame.Surface, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 38: every word on the Dig Mars table is 9 px or more at 1280x720. A looked-at
    tile draws its small face's fortune, carrying and bonus at its own size: each text drawn
    on it (times any shrinking of what it is drawn on) is 9 px or more, for every tile."""
    from game.ui.digmars import art

    drawn: list[tuple[int, str]] = []
    shrunk: list[float] = []

    def record(font: pygame.font.Font, text: str, colour: object) -> pygame.Surface:
        drawn.append((font.point_size, text))
        return font.render(text, True, colour)  # type: ignore[arg-type]

    def scaled(real):  # type: ignore[no-untyped-def]
        def scale(surface, size, *rest):  # type: ignore[no-untyped-def]
            out = real(surface, size, *rest)
            shrunk.append(out.get_height() / max(1, surface.get_height()))
            return out

        return scale

    monkeypatch.setattr(faces, "render", record)
    monkeypatch.setattr(art, "render", record)
    for name in ("smoothscale", "scale", "smoothscale_by", "scale_by"):
        monkeypatch.setattr(pygame.transform, name, scaled(getattr(pygame.transform, name)))
    fonts = FontBook()
    for tile in tiles():
        drawn.clear()
        shrunk.clear()
        faces.render_inspected(fonts, tile, "ONLY YOU SEE")
        factor = min([1.0, *shrunk])
        assert {t for _, t in drawn} >= {str(tile.fortune), str(tile.carry), "ONLY YOU SEE"}
        small = [(size * factor, text) for size, text in drawn if size * factor < 9]
        assert not small, (tile.id, small)
