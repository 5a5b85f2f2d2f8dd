"""The animation queue (game time, never the clock): animations play in order; one may let
the next start before it ends, so the parts of one happening overlap; two never draw the same
part of the table at once; a computer's next move waits only until the last can be read."""

from __future__ import annotations

import pygame

from game.ui.draw.anim import Anim, AnimQueue


def _nothing(surface: pygame.Surface, t: float) -> None:
    pass


def _play(queue: AnimQueue, seconds: float, dt: float = 0.01) -> None:
    for _ in range(round(seconds / dt)):
        queue.update(dt)


def test_animations_play_one_after_another_unless_told_otherwise() -> None:
    queue = AnimQueue()
    first, second = Anim(0.5, _nothing), Anim(0.5, _nothing)
    queue.add(first)
    queue.add(second)
    _play(queue, 0.3)
    assert first.started and not second.started
    _play(queue, 0.3)
    assert second.started and abs(second.elapsed - 0.1) < 1e-6  # it gets the time left over
    _play(queue, 0.45)
    assert not queue


def test_the_next_may_start_once_what_plays_can_be_read() -> None:
    queue = AnimQueue()
    first = Anim(0.5, _nothing, next_at=0.2)
    second = Anim(0.5, _nothing)
    queue.add(first)
    queue.add(second)
    _play(queue, 0.25)
    assert first.started and second.started and not first.done  # both play
    _play(queue, 0.5)
    assert not queue  # 0.2 + 0.5 seconds in all, not 1.0


def test_two_animations_never_draw_the_same_part_at_once() -> None:
    queue = AnimQueue()
    leaving = Anim(0.5, _nothing, next_at=0.0, parts=["place 1"])
    medal = Anim(0.4, _nothing, next_at=0.0, parts=["vp 0"])
    arriving = Anim(0.4, _nothing, parts=["place 1"])
    for anim in (leaving, medal, arriving):
        queue.add(anim)
    _play(queue, 0.1)
    assert leaving.started and medal.started and not arriving.started
    _play(queue, 0.45)
    assert arriving.started and abs(arriving.elapsed - 0.05) < 1e-6


def test_a_computer_waits_only_until_the_last_animation_can_be_read() -> None:
    queue = AnimQueue()
    queue.add(Anim(0.4, _nothing, next_at=0.3))
    assert queue.busy()
    _play(queue, 0.2)
    assert queue.busy()
    _play(queue, 0.12)
    assert queue and not queue.busy()  # its tail plays on under the next move


def test_several_animations_draw_the_earliest_first() -> None:
    drawn: list[str] = []
    queue = AnimQueue()
    queue.add(Anim(0.5, lambda s, t: drawn.append("first"), next_at=0.0))
    queue.add(Anim(0.5, lambda s, t: drawn.append("second")))
    queue.update(0.01)
    queue.draw(pygame.Surface((4, 4)))
    assert drawn == ["first", "second"]
