"""The coach's bubble and pointer, drawn over a table: pure drawing and placing, no game.

The bubble holds the step's sentence, its source in smaller type and "step n of m"; it is
placed where the table under it is emptiest, never over the spot it points at nor over the
rectangles it is told to keep clear (the action panel's buttons); the pointer is a pulsing
ring at the spot with a line from the bubble. Every size is measured from the fonts, so a
larger text size makes a taller or wider bubble, never clipped words.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.ui.draw import palette
from game.ui.draw.text import FontBook, render_paragraph, render_tracked, wrap
from game.ui.widgets.panel import render_panel

#: Space kept between the bubble and the canvas's edge, and around a spot it must not cover.
MARGIN = 12
CLEAR = 18
PAD = 16
#: The bubble's width in widths of the text's "n" (so it grows with the text size).
WIDTH_CHARS = 34
MIN_W, MAX_W = 300, 560
#: The side of the cells in which the table's busyness is judged, and the placing grid.
CELL = 20


@dataclass(frozen=True)
class Words:
    """What a bubble says."""

    text: str
    source: str = ""
    counter: str = ""  # "STEP 3 OF 12"
    answer: str = ""  # the last "Not yet" said, under the text
    keys: str = ""  # how to take it without a mouse


def bubble_width(fonts: FontBook) -> int:
    n = fonts.get(17).size("n")[0]
    return max(MIN_W, min(MAX_W, n * WIDTH_CHARS))


def render_bubble(fonts: FontBook, words: Words, width: int) -> pygame.Surface:
    """The bubble as one picture (a panel with an ochre bar, the lines stacked)."""
    inner = width - 2 * PAD
    parts: list[tuple[pygame.Surface, int]] = []
    if words.counter:
        parts.append((render_tracked(fonts.get(12, bold=True), words.counter, palette.OCHRE, 2), 6))
    parts.append((render_paragraph(fonts.get(17), words.text, palette.SAND, inner), 6))
    if words.source:
        parts.append((render_paragraph(fonts.get(13), words.source, palette.SAND_DIM, inner), 4))
    if words.answer:
        parts.append(
            (render_paragraph(fonts.get(14, bold=True), words.answer, palette.LIMB, inner), 4)
        )
    if words.keys:
        parts.append((render_paragraph(fonts.get(12), words.keys, palette.MUTED, inner), 0))
    height = PAD * 2 + sum(s.get_height() + gap for s, gap in parts)
    # opaque: the log or a card under the bubble must not show through its words
    bubble = render_panel((width, height), accent=palette.OCHRE, fill_alpha=255)
    pygame.draw.rect(bubble, (*palette.OCHRE, 160), bubble.get_rect(), 2, border_radius=10)
    y = PAD
    for surface, gap in parts:
        bubble.blit(surface, (PAD, y))
        y += surface.get_height() + gap
    return bubble


def text_fits(fonts: FontBook, text: str, width: int) -> bool:
    """Every word of `text` fits the bubble's width at the bubble's text size."""
    font = fonts.get(17)
    return all(font.size(line)[0] <= width - 2 * PAD for line in wrap(font, text, width - 2 * PAD))


class Busyness:
    """How much is drawn in each cell of a picture of the table (its edges and brightness),
    summed so that any rectangle of cells is read at once."""

    def __init__(self, surface: pygame.Surface) -> None:
        self.cols = surface.get_width() // CELL
        self.rows = surface.get_height() // CELL
        edges = pygame.transform.laplacian(
            surface.convert(24) if surface.get_bitsize() < 24 else surface
        )
        # sums[r][c]: the busyness of the cells above and left of (c, r), for O(1) rectangles
        sums = [[0.0] * (self.cols + 1) for _ in range(self.rows + 1)]
        for r in range(self.rows):
            running = 0.0
            for c in range(self.cols):
                cell = pygame.Rect(c * CELL, r * CELL, CELL, CELL)
                er, eg, eb, *_ = pygame.transform.average_color(edges, cell)
                mr, mg, mb, *_ = pygame.transform.average_color(surface, cell)
                value = (er + eg + eb) / 3 * 2.0 + (0.3 * mr + 0.59 * mg + 0.11 * mb) * 0.3
                running += value * value / 10  # a cell of text outweighs many faint ones
                sums[r + 1][c + 1] = sums[r][c + 1] + running
        self.sums = sums

    def of(self, rect: pygame.Rect) -> float:
        """The mean busyness of the cells `rect` covers."""
        c0 = max(0, min(self.cols, rect.left // CELL))
        c1 = max(c0 + 1, min(self.cols, -(-rect.right // CELL)))
        r0 = max(0, min(self.rows, rect.top // CELL))
        r1 = max(r0 + 1, min(self.rows, -(-rect.bottom // CELL)))
        s = self.sums
        total = s[r1][c1] - s[r0][c1] - s[r1][c0] + s[r0][c0]
        return total / ((c1 - c0) * (r1 - r0))


def candidates(
    canvas: pygame.Rect, size: tuple[int, int], spot: pygame.Rect | None
) -> list[pygame.Rect]:
    """Where a bubble of `size` may go: everywhere on a grid inside the canvas's margin, and
    beside the spot on each side."""
    inner = canvas.inflate(-2 * MARGIN, -2 * MARGIN)
    out: list[pygame.Rect] = []
    for x in range(inner.left, inner.right - size[0] + 1, CELL):
        for y in range(inner.top, inner.bottom - size[1] + 1, CELL):
            out.append(pygame.Rect((x, y), size))
    for fx, fy in ((1, 0), (0, 1), (1, 1)):  # flush with the right and bottom margins
        rect = pygame.Rect((0, 0), size)
        rect.bottomright = (inner.right, inner.bottom)
        rect.x = rect.x if fx else inner.left
        rect.y = rect.y if fy else inner.top
        out.append(rect)
    if spot is not None:
        around = spot.inflate(2 * CLEAR, 2 * CLEAR)
        for rect in (
            pygame.Rect((around.right, around.centery - size[1] // 2), size),
            pygame.Rect((around.left - size[0], around.centery - size[1] // 2), size),
            pygame.Rect((around.centerx - size[0] // 2, around.bottom), size),
            pygame.Rect((around.centerx - size[0] // 2, around.top - size[1]), size),
        ):
            out.append(rect.clamp(inner))
    return out


def place(
    surface: pygame.Surface,
    size: tuple[int, int],
    spot: pygame.Rect | None,
    keep_clear: Sequence[pygame.Rect],
) -> pygame.Rect:
    """The emptiest place for a bubble of `size` that covers neither the spot nor any of
    `keep_clear` (the least covering one when none is free), nearer the spot when as empty."""
    canvas = surface.get_rect()
    avoid = [r for r in keep_clear if r.width > 0 and r.height > 0]
    if spot is not None:
        avoid.append(spot.inflate(2 * CLEAR, 2 * CLEAR))
    busy = Busyness(surface)
    best: tuple[float, pygame.Rect] | None = None
    for rect in candidates(canvas, size, spot):
        covered = sum(_area(rect.clip(r)) for r in avoid)
        score = covered * 1000.0 + busy.of(rect)
        if spot is not None:
            score += math.dist(rect.center, spot.center) * 0.03
        if best is None or score < best[0]:
            best = (score, rect)
    assert best is not None
    return best[1]


def _area(rect: pygame.Rect) -> int:
    return rect.width * rect.height


def draw_pointer(
    surface: pygame.Surface, spot: pygame.Rect, bubble: pygame.Rect, time: float
) -> None:
    """A ring pulsing around the spot and a line with a head from the bubble's edge to it."""
    pulse = 0.5 + 0.5 * math.sin(time * 5.0)
    # Close round the spot: a heading just above a button stays readable under the ring.
    ring = spot.inflate(6 + round(4 * pulse), 6 + round(4 * pulse))
    layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(layer, (*palette.SPACE_DEEP, 200), ring.inflate(2, 2), 4, border_radius=12)
    pygame.draw.rect(layer, (*palette.OCHRE, 150 + round(105 * pulse)), ring, 3, border_radius=10)
    start = _edge_point(bubble, ring.center)
    end = _edge_point(ring, bubble.center)
    if math.dist(start, end) > 14 and not bubble.colliderect(ring):
        pygame.draw.line(layer, (*palette.SPACE_DEEP, 200), start, end, 6)
        pygame.draw.line(layer, (*palette.OCHRE, 230), start, end, 3)
        angle = math.atan2(end[1] - start[1], end[0] - start[0])
        head = [
            end,
            (end[0] - 14 * math.cos(angle - 0.45), end[1] - 14 * math.sin(angle - 0.45)),
            (end[0] - 14 * math.cos(angle + 0.45), end[1] - 14 * math.sin(angle + 0.45)),
        ]
        pygame.draw.polygon(layer, (*palette.OCHRE, 240), head)
    surface.blit(layer, (0, 0))


def _edge_point(rect: pygame.Rect, toward: tuple[int, int]) -> tuple[float, float]:
    """Where the line from `rect`'s centre toward a point leaves `rect`."""
    cx, cy = rect.center
    dx, dy = toward[0] - cx, toward[1] - cy
    if dx == 0 and dy == 0:
        return (cx, cy)
    sx = (rect.width / 2) / abs(dx) if dx else math.inf
    sy = (rect.height / 2) / abs(dy) if dy else math.inf
    s = min(sx, sy, 1.0)
    return (cx + dx * s, cy + dy * s)
