"""Pictures in the display's pixel format, so blitting them needs no conversion per frame."""

from __future__ import annotations

import pygame

#: The format ``convert_alpha`` gives on a display of a given format: (bits, masks) of the
#: display -> (bits, masks, flags) of a converted see-through surface.
_ALPHA_FORMAT: dict[tuple[int, tuple[int, ...]], tuple[int, tuple[int, ...], int]] = {}


def fast(surface: pygame.Surface) -> pygame.Surface:
    """The surface in the display's see-through pixel format (quick to blit), once there is a
    display. A surface already in it is returned as it is: converting it anyway copies every
    pixel, a fraction of a millisecond for each part a busy frame redraws."""
    window = pygame.display.get_surface()
    if window is None:
        return surface
    key = (window.get_bitsize(), tuple(window.get_masks()))
    target = _ALPHA_FORMAT.get(key)
    if target is None:
        probe = pygame.Surface((1, 1), pygame.SRCALPHA).convert_alpha()
        target = (probe.get_bitsize(), tuple(probe.get_masks()), probe.get_flags())
        _ALPHA_FORMAT[key] = target
    if (surface.get_bitsize(), tuple(surface.get_masks()), surface.get_flags()) == target:
        return surface
    return surface.convert_alpha()
