"""The canyon's grid as it looks: each square's stack (face-down backs with their digging
difficulty, explored faces, a privately inspected face, emptied pits), and the pulsing frames
with a word on the squares a click or Enter would act on."""

from __future__ import annotations

from functools import partial

import pygame

from game.rules.digmars.state import DigObservation, StackView
from game.ui.digmars import art, faces
from game.ui.digmars.layout import CELL, PLATE, cell_rect, tile_rect
from game.ui.digmars.pieces import Pieces
from game.ui.draw import palette
from game.ui.draw.display_format import fast


def render_board(pieces: Pieces, view: DigObservation, alone: bool = True) -> pygame.Surface:
    """The plate with every stack on it, in plate coordinates. `alone`: a looked-at tile is
    the viewer's own secret (else everything is revealed: some player looked at it)."""
    board = pieces.background().subsurface(PLATE).copy()
    for stack in view.stacks:
        cell = cell_rect(stack.square).move(-PLATE.left, -PLATE.top)
        board.blit(_stack_picture(pieces, stack, alone), cell)
    return board


def _stack_picture(pieces: Pieces, stack: StackView, alone: bool) -> pygame.Surface:
    """One square's stack as it looks now: cached by what shows."""
    top = stack.top.id if stack.top is not None else None
    seen = stack.inspected and alone
    key = ("stack", stack.square, stack.height, stack.face_up, stack.top_dig, top, stack.inspected)
    return pieces.ctx.cached((*key, seen), lambda: _draw_stack(pieces, stack, alone))


def _draw_stack(pieces: Pieces, stack: StackView, alone: bool) -> pygame.Surface:
    ctx = pieces.ctx
    surface = pygame.Surface((CELL, CELL), pygame.SRCALPHA)
    q = stack.square
    origin = cell_rect(q).topleft

    def local(rect: pygame.Rect) -> pygame.Rect:
        return rect.move(-origin[0], -origin[1])

    if stack.height == 0:
        pit = ctx.cached("pit", lambda: art.render_pit(ctx.fonts))
        surface.blit(pit, local(tile_rect(q, 3).move(4, 4)))
        return fast(surface)
    slab = ctx.cached("slab", art.render_slab)
    shadow = ctx.cached("stack-shadow", art.render_shadow)
    bottom = local(tile_rect(q, stack.height).move(4 * (stack.height - 1), 4 * (stack.height - 1)))
    surface.blit(shadow, bottom.move(1, 3))
    for depth in range(stack.height - 1, 0, -1):
        surface.blit(slab, local(tile_rect(q, stack.height).move(4 * depth, 4 * depth)))
    rect = local(tile_rect(q, stack.height))
    if stack.face_up and stack.top is not None:
        surface.blit(pieces.tile_face(stack.top.id), rect)
    elif stack.inspected and stack.top is not None:
        note = "ONLY YOU SEE" if alone else "LOOKED AT"
        surface.blit(faces.render_inspected(ctx.fonts, stack.top, note), rect)
    else:
        surface.blit(pieces.tile_back(stack.top_dig or 1, q), rect)
    # How deep the stack still is: one pip per tile left.
    for i, centre in enumerate(art.depth_pips(rect)):
        if 3 - i <= stack.height:
            pygame.draw.circle(surface, palette.SAND, centre, 3)
        pygame.draw.circle(surface, (30, 16, 16), centre, 3, 1)
    return fast(surface)


GLOW = 5  # how far a lit square's glow reaches past its frame, in pixels


class TargetFrames:
    """The pulsing frames on squares a click would act on, each with a small word on top."""

    def __init__(self, pieces: Pieces) -> None:
        self.pieces = pieces
        self._frame: pygame.Surface | None = None

    def draw(
        self,
        surface: pygame.Surface,
        targets: dict[int, str],
        hover_square: int | None,
        pulse: float,
    ) -> None:
        """Frames first, then every word over them (a word may overlap the next row)."""
        tags: list[tuple[pygame.Surface, pygame.Rect]] = []
        for square, word in targets.items():
            rect = cell_rect(square).inflate(2, 2)
            if word:
                tag = self.pieces.ctx.cached(("target-tag", word), partial(self._tag, word))
                tags.append((tag, tag.get_rect(midbottom=(rect.centerx, rect.top + 9))))
            if square == hover_square:
                pygame.draw.rect(surface, palette.LIMB, rect, 4, border_radius=12)
                continue
            frame = self._pulse_frame(rect.size)
            frame.set_alpha(round(90 + 150 * pulse))
            surface.blit(frame, rect.inflate(2 * GLOW, 2 * GLOW))
        for tag, where in tags:
            surface.blit(tag, where)

    def _pulse_frame(self, size: tuple[int, int]) -> pygame.Surface:
        """The frame of a square a click would act on, with a soft glow around it: the square
        reads as lit, as a board game's legal spaces are."""
        if self._frame is None:
            frame = pygame.Surface((size[0] + 2 * GLOW, size[1] + 2 * GLOW), pygame.SRCALPHA)
            for i in range(GLOW):
                alpha = round(70 * (i + 1) / GLOW)
                ring = frame.get_rect().inflate(-2 * i, -2 * i)
                pygame.draw.rect(
                    frame, (*palette.OCHRE, alpha), ring, 1, border_radius=12 + GLOW - i
                )
            inner = frame.get_rect().inflate(-2 * GLOW, -2 * GLOW)
            pygame.draw.rect(frame, (*palette.OCHRE, 255), inner, 4, border_radius=12)
            self._frame = frame
        return self._frame

    def _tag(self, word: str) -> pygame.Surface:
        text = self.pieces.ctx.fonts.text(10, word, palette.SPACE_DEEP, bold=True)
        tag = pygame.Surface((text.get_width() + 14, 16), pygame.SRCALPHA)
        pygame.draw.rect(tag, palette.OCHRE, tag.get_rect(), border_radius=8)
        tag.blit(text, text.get_rect(center=tag.get_rect().center))
        return fast(tag)
