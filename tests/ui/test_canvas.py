"""The logical canvas: letterboxed scaling and mouse positions mapped back to canvas pixels."""

from __future__ import annotations

import pygame
import pytest

from game.ui.draw.canvas import BAND, LOGICAL_SIZE, Canvas


def test_at_1280x720_the_canvas_is_the_window() -> None:
    canvas = Canvas((1280, 720))
    assert canvas.viewport == pygame.Rect(0, 0, 1280, 720)
    assert canvas.scale == 1.0
    for pos in [(0, 0), (640, 360), (1279, 719), (17, 403)]:
        assert canvas.to_logical(pos) == pos
        assert canvas.to_window(pos) == pos


def test_at_1920x1080_the_canvas_is_scaled_by_one_and_a_half() -> None:
    canvas = Canvas((1920, 1080))
    assert canvas.viewport == pygame.Rect(0, 0, 1920, 1080)
    assert canvas.scale == pytest.approx(1.5)
    assert canvas.to_logical((0, 0)) == (0, 0)
    assert canvas.to_logical((960, 540)) == (640, 360)
    assert canvas.to_logical((1919, 1079)) == (1279, 719)
    assert canvas.to_logical((301, 301)) == (200, 200)
    assert canvas.to_window((640, 360)) == (960, 540)


@pytest.mark.parametrize("window", [(1280, 720), (1920, 1080), (2560, 1440), (3840, 2160)])
def test_every_canvas_pixel_maps_back_to_itself(window: tuple[int, int]) -> None:
    canvas = Canvas(window)
    for pos in [(0, 0), (1, 1), (639, 359), (640, 360), (1000, 123), (1279, 719)]:
        assert canvas.to_logical(canvas.to_window(pos)) == pos


def test_a_taller_window_gets_bars_above_and_below() -> None:
    canvas = Canvas((1920, 1200))
    assert canvas.viewport == pygame.Rect(0, 60, 1920, 1080)
    assert canvas.to_logical((960, 60)) == (640, 0)
    assert canvas.to_logical((960, 600)) == (640, 360)
    assert canvas.to_logical((960, 30))[1] < 0  # on the bar: outside the canvas


def test_a_wider_window_gets_bars_at_the_sides() -> None:
    canvas = Canvas((2560, 1080))
    assert canvas.viewport == pygame.Rect(320, 0, 1920, 1080)
    assert canvas.to_logical((320, 0)) == (0, 0)
    assert canvas.to_logical((2239, 1079)) == (1279, 719)
    assert canvas.to_logical((2400, 500))[0] >= LOGICAL_SIZE[0]


def test_resize_refits_the_canvas() -> None:
    canvas = Canvas((1280, 720))
    canvas.resize((3840, 2160))
    assert canvas.scale == pytest.approx(3.0)
    assert canvas.to_logical((1920, 1080)) == (640, 360)


def test_mouse_events_are_translated_and_other_events_are_not() -> None:
    canvas = Canvas((1920, 1080))
    down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(960, 540), button=1)
    moved = pygame.event.Event(pygame.MOUSEMOTION, pos=(300, 150), rel=(15, -30), buttons=(0, 0, 0))
    keydown = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE)
    assert canvas.translate_event(down).pos == (640, 360)
    assert canvas.translate_event(down).button == 1
    assert canvas.translate_event(moved).pos == (200, 100)
    assert canvas.translate_event(moved).rel == (10, -20)
    assert canvas.translate_event(keydown) is keydown
    assert down.pos == (960, 540)  # the original is left alone


@pytest.mark.parametrize("window_size", [(1280, 720), (1920, 1080), (1920, 1200), (1000, 1000)])
def test_present_fills_the_viewport_and_blacks_out_the_bars(
    window_size: tuple[int, int],
) -> None:
    canvas = Canvas(window_size)
    canvas.surface.fill((200, 80, 40))
    window = pygame.Surface(window_size)
    window.fill((0, 255, 0))
    canvas.present(window)
    vp = canvas.viewport

    def close_to_canvas(pos: tuple[int, int]) -> bool:
        # Smooth scaling may round each channel by a step or two.
        return all(
            abs(a - b) <= 3 for a, b in zip(window.get_at(pos)[:3], (200, 80, 40), strict=True)
        )

    assert close_to_canvas(vp.center)
    assert close_to_canvas((vp.left + 1, vp.top + 1))
    assert close_to_canvas((vp.right - 2, vp.bottom - 2))
    if vp.top > 0:
        assert window.get_at((vp.centerx, vp.top // 2))[:3] == (0, 0, 0)
    if vp.left > 0:
        assert window.get_at((vp.left // 2, vp.centery))[:3] == (0, 0, 0)


def test_a_scaled_present_updates_only_what_changed_but_matches_a_full_scale(
    display: pygame.Surface,
) -> None:
    window = pygame.display.set_mode((1920, 1080))
    canvas = Canvas((1920, 1080))
    canvas.surface.fill((30, 20, 40))
    canvas.present(window)
    pygame.draw.rect(canvas.surface, (200, 120, 60), (300, 300, 200, 100))
    canvas.present(window)
    full = pygame.transform.smoothscale(canvas.surface, (1920, 1080))
    for x, y in ((600, 525), (10, 10), (1900, 1070), (449, 449), (760, 600)):
        got = window.get_at((x, y))[:3]
        want = full.get_at((x, y))[:3]
        assert max(abs(a - b) for a, b in zip(got, want, strict=True)) <= 6, (x, y, got, want)


@pytest.mark.parametrize("row", [BAND - 1, 3 * BAND])
def test_a_mark_gone_from_a_band_edge_leaves_nothing_in_the_next_band(
    display: pygame.Surface, row: int
) -> None:
    """A hovered card lifts: the bottom of a letter leaves the last row of one band (or the
    first of the next). The unchanged neighbour band's window rows blend that canvas row in,
    so they are scaled again too: no stray dash stays under the card's text."""
    window = pygame.display.set_mode((1920, 1080))
    canvas = Canvas((1920, 1080))
    paper = (240, 230, 210)
    canvas.surface.fill(paper)
    pygame.draw.line(canvas.surface, (0, 0, 0), (100, row), (200, row))
    canvas.present(window)
    canvas.surface.fill(paper)
    canvas.present(window)
    full = pygame.transform.smoothscale(canvas.surface, (1920, 1080))
    for y in range(round((row - 3) * 1.5), round((row + 4) * 1.5)):
        for x in (160, 225, 290):
            got = window.get_at((x, y))[:3]
            want = full.get_at((x, y))[:3]
            assert max(abs(a - b) for a, b in zip(got, want, strict=True)) <= 6, (x, y, got)
