"""The composed still picture (game/ui/draw/still.py) is, pixel for pixel, every part blitted
afresh on the background in order, however the parts change, move, come and go, and overlap
(see-through parts over each other blend once, as they would)."""

from __future__ import annotations

import random

import pygame

from game.ui.draw.still import Place, Still


def part(rng: random.Random) -> pygame.Surface:
    surface = pygame.Surface((rng.randint(5, 60), rng.randint(5, 60)), pygame.SRCALPHA)
    surface.fill((rng.randrange(256), rng.randrange(256), rng.randrange(256), rng.randrange(256)))
    return surface


def fresh(background: pygame.Surface, places: list[Place]) -> pygame.Surface:
    surface = background.copy()
    for _, picture, at in places:
        if picture is not None:
            surface.blit(picture, at)
    return surface


def test_the_composed_picture_is_the_parts_blitted_afresh() -> None:
    rng = random.Random(5)
    background = pygame.Surface((160, 120))
    background.fill((20, 30, 40))
    pygame.draw.circle(background, (200, 100, 50), (80, 60), 40)
    parts = {name: part(rng) for name in range(8)}
    spots = {name: (rng.randint(-10, 140), rng.randint(-10, 100)) for name in parts}
    still = Still()
    for step in range(300):
        name = rng.randrange(8)
        roll = rng.random()
        if roll < 0.5:
            parts[name] = part(rng)
        elif roll < 0.8:
            spots[name] = (rng.randint(-10, 140), rng.randint(-10, 100))
        elif roll < 0.9:
            parts.pop(name, None)
        places: list[Place] = [
            (n, parts.get(n), spots[n]) for n in range(8) if n in parts or rng.random() < 0.5
        ]
        got = still.compose(background, places)
        want = fresh(background, places)
        assert pygame.image.tobytes(got, "RGB") == pygame.image.tobytes(want, "RGB"), step
