"""Animations driven by rule events and dt: a queue that plays one at a time.

Animations never block input; the table only waits for them before the next computer move.
They run faster with the speed setting and can be skipped (finished at once).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

Draw = Callable[[pygame.Surface, float], None]


def ease(t: float) -> float:
    """Smooth start and stop (smoothstep) for 0..1."""
    t = min(1.0, max(0.0, t))
    return t * t * (3 - 2 * t)


class Anim:
    """One animation: ``draw(surface, progress)`` for progress 0..1 over ``duration`` seconds.

    ``key`` names what it animates (a square, a seat) so the table can hide the still picture
    of that thing while it plays; ``sound`` plays when it starts.
    """

    def __init__(
        self,
        duration: float,
        draw: Draw,
        key: object = None,
        sound: str | None = None,
        under: bool = False,
    ) -> None:
        self.duration = max(1e-3, duration)
        self.under = under  # drawn under the pieces on the board (a tile flipping)
        self.draw = draw
        self.key = key
        self.sound = sound
        self.elapsed = 0.0
        self.started = False

    @property
    def progress(self) -> float:
        return min(1.0, self.elapsed / self.duration)

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration


class AnimQueue:
    """Animations played in order, one at a time."""

    def __init__(self, play_sound: Callable[[str], None] = lambda name: None) -> None:
        self.items: list[Anim] = []
        self.play_sound = play_sound

    def __bool__(self) -> bool:
        return bool(self.items)

    def add(self, anim: Anim) -> None:
        self.items.append(anim)

    def update(self, dt: float) -> None:
        while self.items:
            current = self.items[0]
            if not current.started:
                current.started = True
                if current.sound:
                    self.play_sound(current.sound)
            current.elapsed += dt
            if not current.done:
                return
            dt = current.elapsed - current.duration
            self.items.pop(0)
            if dt <= 0:
                return

    def skip(self) -> None:
        self.items.clear()

    @property
    def current(self) -> Anim | None:
        return self.items[0] if self.items else None

    def keys(self) -> set[object]:
        """What is being animated or waiting to be (its still picture is hidden)."""
        return {anim.key for anim in self.items if anim.key is not None}

    def draw(self, surface: pygame.Surface, under: bool = False) -> None:
        """Draw the playing animation if it belongs to this layer (``under`` the pieces or
        over everything)."""
        if self.items and self.items[0].started and self.items[0].under == under:
            self.items[0].draw(surface, self.items[0].progress)
