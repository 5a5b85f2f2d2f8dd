"""A table's still picture composed on one opaque surface: the frame copies it whole (one
plain blit instead of a dozen see-through ones), and composing it again touches only the
places whose part is a new surface. Places may overlap: what lies under or over a changed
place is put back in that area alone, in the same order, so every pixel is what blitting
every part afresh onto the background would give."""

from __future__ import annotations

import pygame

#: (name, part or None, top left on the canvas): one place of the still picture.
Place = tuple[object, pygame.Surface | None, tuple[int, int]]


class Still:
    def __init__(self) -> None:
        self.surface: pygame.Surface | None = None
        self._background: pygame.Surface | None = None
        self._placed: dict[object, tuple[pygame.Surface, pygame.Rect]] = {}

    def compose(self, background: pygame.Surface, places: list[Place]) -> pygame.Surface:
        """The background (a canvas-sized opaque surface) with every place's part on it, in
        order. A new background object draws everything afresh."""
        if self.surface is None or background is not self._background:
            self._background = background
            self.surface = background.copy()
            self._placed = {}
            for name, part, at in places:
                if part is not None:
                    self.surface.blit(part, at)
                    self._placed[name] = (part, pygame.Rect(at, part.get_size()))
            return self.surface
        surface = self.surface
        dirty: list[pygame.Rect] = []
        named = {name for name, _, _ in places}
        for name in [n for n in self._placed if n not in named]:
            dirty.append(self._placed.pop(name)[1])
        for name, part, at in places:
            old = self._placed.get(name)
            if old is not None and old[0] is part and old[1].topleft == at:
                continue
            if old is not None:
                dirty.append(old[1])
            if part is not None:
                dirty.append(pygame.Rect(at, part.get_size()))
        if not dirty:
            return surface
        dirty = _disjoint(dirty)  # a part blitted twice over one pixel would blend twice
        for rect in dirty:
            surface.blit(background, rect, rect)
        for name, part, at in places:
            if part is None:
                self._placed.pop(name, None)
                continue
            rect = pygame.Rect(at, part.get_size())
            for area in dirty:
                clip = rect.clip(area)
                if clip.width and clip.height:
                    surface.blit(part, clip, clip.move(-at[0], -at[1]))
            self._placed[name] = (part, rect)
        return surface

    def forget(self) -> None:
        """Compose everything afresh next time."""
        self.surface = None


def _disjoint(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """Rects covering at least the same pixels, none overlapping another (overlapping ones
    are merged into the rect round both)."""
    out: list[pygame.Rect] = []
    for rect in rects:
        rect = pygame.Rect(rect)
        merged = True
        while merged:
            merged = False
            for other in out:
                if other.colliderect(rect):
                    out.remove(other)
                    rect = rect.union(other)
                    merged = True
                    break
        out.append(rect)
    return out
