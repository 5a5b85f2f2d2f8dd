"""Animations driven by rule events and dt: a queue that plays them in order, each starting
when the one before it lets it.

An animation may let the next one start before it ends (`next_at`: the point where what it
shows can be read), so the parts of one happening overlap; two animations never draw the
same part of the table at once (`parts`): the later one waits for the earlier to end.
Animations never block input; the table only waits for them before the next computer move.
They run faster with the speed setting and can be skipped (finished at once).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import pygame

Draw = Callable[[pygame.Surface, float], None]


def ease(t: float) -> float:
    """Smooth start and stop (smoothstep) for 0..1."""
    t = min(1.0, max(0.0, t))
    return t * t * (3 - 2 * t)


class Anim:
    """One animation: ``draw(surface, progress)`` for progress 0..1 over ``duration`` seconds.

    ``key`` names what it animates (a square, a seat) so the table can hide the still picture
    of that thing while it plays; ``sound`` plays when it starts. ``next_at``: the seconds
    into it after which the next animation in the queue may start (None: when it ends);
    ``parts``: what it draws that no other animation may draw at the same time.
    """

    def __init__(
        self,
        duration: float,
        draw: Draw,
        key: object = None,
        sound: str | None = None,
        under: bool = False,
        next_at: float | None = None,
        parts: Iterable[object] = (),
    ) -> None:
        self.duration = max(1e-3, duration)
        self.under = under  # drawn under the pieces on the board (a tile flipping)
        self.draw = draw
        self.key = key
        self.sound = sound
        self.next_at = self.duration if next_at is None else min(self.duration, max(0.0, next_at))
        self.parts = frozenset(parts)
        self.elapsed = 0.0
        self.started = False

    @property
    def progress(self) -> float:
        return min(1.0, self.elapsed / self.duration)

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    @property
    def released(self) -> bool:
        """The next animation in the queue may start (as far as this one is concerned)."""
        return self.started and self.elapsed >= self.next_at


class AnimQueue:
    """Animations played in order: each starts once the one before it has reached its
    `next_at` and no playing animation draws one of its parts; several may play at once."""

    def __init__(self, play_sound: Callable[[str], None] = lambda name: None) -> None:
        self.items: list[Anim] = []
        self.play_sound = play_sound

    def __bool__(self) -> bool:
        return bool(self.items)

    def add(self, anim: Anim) -> None:
        self.items.append(anim)

    def update(self, dt: float) -> None:
        # The started animations are always the first ones of the queue.
        for i, anim in enumerate(self.items):
            if anim.started:
                anim.elapsed += dt
                continue
            late = self._may_start(i, dt)
            if late is None:
                break
            anim.started = True
            anim.elapsed = late  # the time since the moment it could start, this frame
            if anim.sound:
                self.play_sound(anim.sound)
        self.items = [anim for anim in self.items if not anim.done]

    def _may_start(self, i: int, dt: float) -> float | None:
        """How long ago (this frame) the waiting animation `i` could have started; None: it
        must wait on."""
        late = dt
        if i > 0:
            before = self.items[i - 1]
            if not before.released:
                return None
            late = min(late, before.elapsed - before.next_at)
        parts = self.items[i].parts
        for other in self.items[:i]:
            if other.parts & parts:
                if not other.done:
                    return None
                late = min(late, other.elapsed - other.duration)
        return max(0.0, late)

    def busy(self) -> bool:
        """What plays cannot be read yet, or more waits to start: a computer's next move
        waits (the tail of the last animation may play on under the next one)."""
        return bool(self.items) and not self.items[-1].released

    def skip(self) -> None:
        self.items.clear()

    @property
    def current(self) -> Anim | None:
        return self.items[0] if self.items else None

    def keys(self) -> set[object]:
        """What is being animated or waiting to be (its still picture is hidden)."""
        return {anim.key for anim in self.items if anim.key is not None}

    def draw(self, surface: pygame.Surface, under: bool = False) -> None:
        """Draw the playing animations that belong to this layer (``under`` the pieces or
        over everything), the earliest first."""
        for anim in self.items:
            if not anim.started:
                break
            if anim.under == under:
                anim.draw(surface, anim.progress)
