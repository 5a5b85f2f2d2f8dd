"""The app's name as a drawn wordmark: tracked capitals, a warm gradient, a soft glow."""

from __future__ import annotations

import pygame

from game.ui.draw import palette
from game.ui.draw.drawn_once import drawn_once
from game.ui.draw.text import FontBook, render_tracked, standard_size

#: Raised whenever the drawing below changes: the copies kept on disk are then drawn anew.
VERSION = 1


@standard_size
def wordmark(
    fonts: FontBook, text: str = "MARS TABLE", size: int = 80, tracking: int = 14
) -> pygame.Surface:
    """The wordmark, drawn once and kept on disk for the next start (its glow is slow)."""
    name = f"wordmark-v{VERSION}-{size}-{tracking}-{text.encode().hex()}"
    return drawn_once(name, lambda: render_wordmark(fonts, text, size, tracking), alpha=True)


@standard_size
def render_wordmark(
    fonts: FontBook, text: str = "MARS TABLE", size: int = 80, tracking: int = 14
) -> pygame.Surface:
    """The wordmark on a transparent surface, with room around it for its glow."""
    font = fonts.get(size, bold=True)
    letters = render_tracked(font, text, palette.SAND, tracking)
    w, h = letters.get_size()

    # Sand at the top warming to ochre at the foot of the letters.
    shade = pygame.Surface((1, h), pygame.SRCALPHA)
    for y in range(h):
        t = max(0.0, (y / h - 0.35) / 0.5)
        shade.set_at((0, y), (*palette.mix(palette.SAND, palette.OCHRE, t * 0.8), 255))
    fill = letters.copy()
    fill.blit(pygame.transform.scale(shade, (w, h)), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)

    margin = size // 2
    out = pygame.Surface((w + 2 * margin, h + 2 * margin), pygame.SRCALPHA)

    glow = pygame.Surface(out.get_size(), pygame.SRCALPHA)
    tint = render_tracked(font, text, palette.RUST_BRIGHT, tracking)
    glow.blit(tint, (margin, margin))
    glow = pygame.transform.gaussian_blur(glow, max(2, size // 6))
    glow.fill((255, 255, 255, 150), special_flags=pygame.BLEND_RGBA_MULT)
    out.blit(glow, (0, 0))

    shadow = render_tracked(font, text, palette.SPACE_DEEP, tracking).copy()
    shadow.set_alpha(170)
    out.blit(shadow, (margin + 2, margin + 4))
    out.blit(fill, (margin, margin))
    return out
