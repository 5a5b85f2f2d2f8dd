"""The tracks around the map: the thermometer (-32 to +8 degrees C) and the oxygen tube
(0-14 %) with their bonuses and markers, and the VP track under the map with the bonus-card
steps, the purple-die steps, every player's cube and, in solo, the turn counter with its
milestone deadlines."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.rules.tmdice import figures
from game.rules.tmdice.content import content
from game.rules.tmdice.state import TMObservation
from game.ui.draw import palette
from game.ui.draw.text import FontBook
from game.ui.tmdice.effect_art import effect_icon
from game.ui.tmdice.layout import OXY_X, TEMP_X, TRACK_BOTTOM, TRACK_TOP, VPTRACK, oxy_y, temp_y
from game.ui.tmdice.pictures import Pictures
from game.ui.tmdice.situation import Situation
from game.ui.tmdice.symbols import PAPER

C = content()
#: The VP markers' size, and how far apart markers that would cover each other stand.
MARK_R, MARK_SPACING = 6, 15
HOT = (210, 70, 50)
AIR = (100, 170, 230)


def draw_track_base(fonts: FontBook, surface: pygame.Surface) -> None:
    """The empty thermometer and oxygen tube, their steps and track bonuses."""
    temp, oxy = C.tracks.temperature, C.tracks.oxygen
    # temperature: a thermometer, -32 at the bottom
    tube = pygame.Rect(TEMP_X - 7, TRACK_TOP - 10, 14, TRACK_BOTTOM - TRACK_TOP + 20)
    pygame.draw.rect(surface, (30, 16, 16), tube.inflate(4, 4), border_radius=8)
    pygame.draw.rect(surface, (70, 40, 40), tube, border_radius=7)
    pygame.draw.circle(surface, (30, 16, 16), (TEMP_X, TRACK_BOTTOM + 14), 11)
    pygame.draw.circle(surface, HOT, (TEMP_X, TRACK_BOTTOM + 14), 8)
    for step in range(temp.steps() + 1):
        y = temp_y(step)
        value = temp.start + step * temp.step
        text = f"{value:+d}" if value else "0"
        label = fonts.text(10, text, palette.SAND_DIM, bold=value == temp.end)
        surface.blit(label, label.get_rect(midright=(TEMP_X - 11, y)))
        pygame.draw.line(surface, (140, 90, 80), (TEMP_X - 7, y), (TEMP_X - 3, y), 1)
        for eff in temp.bonuses.get(str(value)) or []:
            effect_icon(surface, eff, (TEMP_X - 44, y), 15, fonts)
    head = fonts.text(9, "\u00b0C", palette.OCHRE, bold=True)
    surface.blit(head, head.get_rect(midbottom=(TEMP_X, TRACK_TOP - 13)))
    # oxygen: 0 at the bottom
    tube = pygame.Rect(OXY_X - 7, TRACK_TOP - 10, 14, TRACK_BOTTOM - TRACK_TOP + 20)
    pygame.draw.rect(surface, (16, 20, 30), tube.inflate(4, 4), border_radius=8)
    pygame.draw.rect(surface, (40, 52, 70), tube, border_radius=7)
    for step in range(oxy.steps() + 1):
        y = oxy_y(step)
        value = oxy.start + step * oxy.step
        label = fonts.text(10, f"{value}%", palette.SAND_DIM, bold=value == oxy.end)
        surface.blit(label, label.get_rect(midleft=(OXY_X + 11, y)))
        for eff in oxy.bonuses.get(str(value)) or []:
            effect_icon(surface, eff, (OXY_X + 24, y - 13), 13, fonts)
    head = fonts.text(9, "O\u2082", palette.OCHRE, bold=True)
    surface.blit(head, head.get_rect(midbottom=(OXY_X, TRACK_TOP - 13)))


def draw_track_markers(
    pics: Pictures, view: TMObservation, board: pygame.Surface, origin: tuple[int, int]
) -> None:
    """The temperature and oxygen reached: the tubes filled to their markers."""
    ox, oy = origin
    y = temp_y(figures.temperature_step(view.temperature_c)) - oy
    fill = pygame.Rect(TEMP_X - 4 - ox, y, 8, TRACK_BOTTOM + 10 - oy - y)
    pygame.draw.rect(board, HOT, fill, border_radius=4)
    temp = f"{view.temperature_c:+d}\u00b0" if view.temperature_c else "0\u00b0"
    _marker(pics, board, (TEMP_X - ox - 13, y), temp)
    y = oxy_y(figures.oxygen_step(view.oxygen_pct)) - oy
    fill = pygame.Rect(OXY_X - 4 - ox, y, 8, TRACK_BOTTOM + 10 - oy - y)
    pygame.draw.rect(board, AIR, fill, border_radius=4)
    _marker(pics, board, (OXY_X - ox + 13, y), f"{view.oxygen_pct}%")


def _marker(pics: Pictures, board: pygame.Surface, centre: tuple[float, float], text: str) -> None:
    cx, cy = centre
    rect = pygame.Rect(0, 0, 40, 17)
    rect.center = (round(cx), round(cy))
    pygame.draw.rect(board, (245, 245, 250), rect, border_radius=5)
    pygame.draw.rect(board, (30, 20, 20), rect, 1, border_radius=5)
    label = pics.fonts.text(10, text, (20, 12, 14), bold=True)
    board.blit(label, label.get_rect(center=rect.center))


@dataclass(frozen=True)
class VpTrack:
    """The VP track on the canvas: its ends, its line's height and the VP at its right end
    (it grows by tens past 30)."""

    x0: int
    x1: int
    y: int
    scale: int

    def at(self, v: int) -> int:
        return round(self.x0 + (self.x1 - self.x0) * min(max(v, 0), self.scale) / self.scale)


def vp_track(sit: Situation) -> VpTrack:
    top_vp = max([p.vp for p in sit.views] + [0])
    scale = max(30, (top_vp // 10 + 1) * 10 + (10 if top_vp % 10 >= 7 else 0))
    y = VPTRACK.y + (14 if sit.view.solo else 22)
    return VpTrack(VPTRACK.x + 40, VPTRACK.x + VPTRACK.width - 14, y, scale)


def draw_vp_track(
    pics: Pictures,
    sit: Situation,
    board: pygame.Surface,
    origin: tuple[int, int],
    arriving_vp: dict[int, int],
) -> None:
    """The VP track with every player's marker (a marker still moving up is drawn by its
    animation: it stands ``arriving_vp`` steps lower here)."""
    view = sit.view
    fonts = pics.fonts
    ox, oy = origin
    solo = view.solo
    track = vp_track(sit)
    scale = track.scale
    x0, x1 = ox + track.x0 - VPTRACK.x, ox + track.x1 - VPTRACK.x
    y = oy + track.y - VPTRACK.y
    label = fonts.text(10, "VP", palette.OCHRE, bold=True)
    label_rect = board.blit(label, (ox + 12, y - 7))
    pygame.draw.line(board, (120, 80, 70), (x0, y), (x1, y), 3)

    def at(v: int) -> int:
        return round(x0 + (x1 - x0) * min(v, scale) / scale)

    for v in range(0, scale + 1, 5):
        pygame.draw.line(board, (150, 110, 90), (at(v), y - 4), (at(v), y + 4), 1)
        if v % 10 == 0:
            lab = fonts.text(8, str(v), palette.MUTED)
            board.blit(lab, tick_number_rect(lab, at(v), y, solo, ox + VPTRACK.width - 6))
    for step in C.tracks.vp_bonus_at:
        r = pygame.Rect(0, 0, 9, 12)
        r.midbottom = (at(step), y - 5)
        pygame.draw.rect(board, (168, 60, 96), r, border_radius=2)
        pygame.draw.rect(board, PAPER, r, 1, border_radius=2)
    for step in view.purple_track:
        pic = pics.die("artifact", 12)
        board.blit(pic, pic.get_rect(midbottom=(at(step), y - 5)))
    steps = [at(p.vp - arriving_vp.get(seat, 0)) for seat, p in enumerate(sit.views)]
    for seat, x in enumerate(fan_out(steps, MARK_SPACING, lo=first_marker_x(label_rect))):
        mark = pics.mark(seat, MARK_R)
        board.blit(mark, mark.get_rect(center=(x, y)))
    if solo:
        _draw_solo_turns(pics, view.turn_no, board, origin, x0, x1)


def tick_number_rect(
    number: pygame.Surface, x: int, y: int, solo: bool, right_end: int
) -> pygame.Rect:
    """Where a VP number of the track (every 10 VP) goes, for its tick at (`x`, `y`), so that
    a marker on that step covers none of it: with rivals under the markers' lower edge; solo
    (the turn track runs below) above the track beside the marker, right of it, or left of
    it where the right would pass `right_end`, the inside of the track's box."""
    if not solo:
        return number.get_rect(midtop=(x, y + MARK_R + 2))
    rect = number.get_rect(bottomleft=(x + MARK_R + 2, y - 1))
    if rect.right > right_end:
        rect.bottomright = (x - MARK_R - 2, y - 1)
    return rect


def first_marker_x(label: pygame.Rect) -> int:
    """The leftmost a fanned VP marker's centre goes: markers that share the track's start
    stand clear of the "VP" label, never on it."""
    return label.right + 5 + MARK_R


def fan_out(xs: Sequence[int], spacing: int, lo: int = 0) -> list[int]:
    """Where each VP marker goes along the track: on its own step, or, where markers would
    cover each other (the same step, or steps closer than a marker), side by side and
    centred on their steps (never left of ``lo``), so every player's marker shows."""
    clusters = [[i] for i in sorted(range(len(xs)), key=lambda i: (xs[i], i))]

    def span(group: list[int]) -> tuple[float, float]:
        # a fanned group is pushed right of `lo` before it is checked against its neighbour,
        # so a push never lands it on the next marker
        centre = sum(xs[i] for i in group) / len(group)
        half = (len(group) - 1) * spacing / 2
        left = max(centre - half, lo) if len(group) > 1 else centre - half
        return left, left + 2 * half

    merged = True
    while merged:
        merged = False
        for k in range(len(clusters) - 1):
            if span(clusters[k + 1])[0] - span(clusters[k])[1] < spacing:
                clusters[k : k + 2] = [clusters[k] + clusters[k + 1]]
                merged = True
                break
    out = [0] * len(xs)
    for group in clusters:
        left = span(group)[0]
        for k, i in enumerate(group):
            out[i] = round(left + k * spacing)
    return out


def _draw_solo_turns(
    pics: Pictures, turn_no: int, board: pygame.Surface, origin: tuple[int, int], x0: int, x1: int
) -> None:
    """The solo turn counter: 50 turns, the milestone deadlines marked."""
    fonts = pics.fonts
    ox, oy = origin
    ty = oy + 30
    board.blit(fonts.text(9, "TURN", palette.OCHRE, bold=True), (ox + 8, ty - 6))
    total = C.tracks.solo_turns
    for turn in range(1, total + 1):
        x = round(x0 + (x1 - x0) * (turn - 0.5) / total)
        done = turn < turn_no
        now = turn == turn_no
        colour = palette.OCHRE if now else (palette.SAND_DIM if done else (80, 56, 56))
        pygame.draw.circle(board, colour, (x, ty), 4 if now else 2)
        if turn in C.tracks.solo_deadlines:
            pygame.draw.circle(board, palette.DUSTY_ROSE, (x, ty), 5, 1)
            lab = fonts.text(8, str(turn), palette.DUSTY_ROSE)
            board.blit(lab, lab.get_rect(midtop=(x, ty + 5)))
