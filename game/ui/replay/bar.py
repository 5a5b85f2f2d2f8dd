"""The replay's control bar along the bottom of the table: buttons, the timeline, the speed
and whose eyes the table shows. Drawn by us (not pygame-gui) so it sits over any game's table;
`hit` turns a click into the control under it."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui.draw import palette
from game.ui.draw.text import FontBook, render, render_fitted

BAR_HEIGHT = 58
#: (name, label) of the buttons, left to right.
BUTTONS: tuple[tuple[str, str], ...] = (
    ("start", "Start"),
    ("turn_back", "Turn \u2212"),
    ("back", "Back"),
    ("play", "Play"),
    ("step", "Step"),
    ("turn_on", "Turn +"),
    ("end", "End"),
)
SPEEDS: tuple[float, ...] = (0.5, 1.0, 2.0, 4.0, 8.0)


@dataclass
class BarState:
    step: int
    total: int
    turn: str  # which turn, as the game numbers it ("turn 12 of 30", "setup")
    turn_starts: list[int]
    playing: bool
    speed: float
    view: str
    line: str  # what the last action was, in words


def layout(size: tuple[int, int]) -> dict[str, pygame.Rect]:
    """Where each control is on a canvas of `size`."""
    width, height = size
    top = height - BAR_HEIGHT
    rects: dict[str, pygame.Rect] = {"bar": pygame.Rect(0, top, width, BAR_HEIGHT)}
    x = 10
    for name, _ in BUTTONS:
        rects[name] = pygame.Rect(x, top + 22, 62, 30)
        x += 66
    rects["leave"] = pygame.Rect(width - 72, top + 22, 62, 30)
    rects["rules"] = pygame.Rect(width - 72, top + 22 - 0, 62, 30).move(-66, 0)
    rects["view"] = pygame.Rect(rects["rules"].left - 184, top + 22, 180, 30)
    rects["speed"] = pygame.Rect(rects["view"].left - 62, top + 22, 58, 30)
    rects["timeline"] = pygame.Rect(x + 14, top + 28, rects["speed"].left - x - 30, 18)
    return rects


#: Width kept on the right for the revealed panel ("Everything revealed"), canvas pixels.
SIDE_PANEL = 226


def table_area(size: tuple[int, int], side: int = 0) -> pygame.Rect:
    """Where the table's picture goes: scaled to fit above the bar, centred; with `side`
    pixels kept free on the right (for the revealed panel), scaled to fit beside them and
    centred in the height left."""
    width, height = size
    inner_h = height - BAR_HEIGHT
    inner_w = width * inner_h // height
    if side and inner_w > width - side:
        inner_w = width - side
        inner_h = height * inner_w // width
        return pygame.Rect(0, (height - BAR_HEIGHT - inner_h) // 2, inner_w, inner_h)
    return pygame.Rect((width - inner_w) // 2, 0, inner_w, inner_h)


def side_area(size: tuple[int, int]) -> pygame.Rect:
    """The revealed panel's place: right of the table, above the bar."""
    width, height = size
    table = table_area(size, SIDE_PANEL)
    return pygame.Rect(table.right + 4, 6, width - table.right - 10, height - BAR_HEIGHT - 12)


def to_table(size: tuple[int, int], pos: tuple[int, int], side: int = 0) -> tuple[int, int]:
    """A canvas position as a position on the (unscaled) table."""
    area = table_area(size, side)
    return (
        (pos[0] - area.x) * size[0] // max(1, area.width),
        (pos[1] - area.y) * size[1] // max(1, area.height),
    )


def hit(size: tuple[int, int], pos: tuple[int, int]) -> str | None:
    """The control at `pos`, or None (the table's own area)."""
    rects = layout(size)
    if not rects["bar"].collidepoint(pos):
        return None
    for name, rect in rects.items():
        if name != "bar" and rect.collidepoint(pos):
            return name
    return "bar"


def timeline_step(size: tuple[int, int], x: int, state: BarState) -> int:
    """The turn start nearest to `x` on the timeline."""
    line = layout(size)["timeline"]
    share = min(1.0, max(0.0, (x - line.left) / max(1, line.width)))
    wanted = round(share * state.total)
    return min(state.turn_starts, key=lambda s: (abs(s - wanted), s))


def render_bar(fonts: FontBook, size: tuple[int, int], state: BarState) -> pygame.Surface:
    rects = layout(size)
    bar = rects["bar"]
    surface = pygame.Surface(bar.size, pygame.SRCALPHA)
    surface.fill((*palette.PANEL, 238))
    pygame.draw.line(surface, palette.PANEL_EDGE, (0, 0), (bar.width, 0), 1)
    shift = -bar.top

    def place(rect: pygame.Rect) -> pygame.Rect:
        return rect.move(0, shift)

    head = render(fonts.get(12, bold=True), "REPLAY", palette.OCHRE)
    surface.blit(head, (12, 5))
    where = f"Action {state.step} of {state.total}  \u00b7  {state.turn}"
    status = render(fonts.get(13, bold=True), where, palette.SAND)
    surface.blit(status, (12 + head.get_width() + 14, 4))
    left = 12 + head.get_width() + 14 + status.get_width() + 18
    line = render_fitted(fonts, state.line, palette.SAND_DIM, bar.width - left - 12, (13, 12))
    surface.blit(line, (left, 5))
    labels = dict(BUTTONS)
    labels["play"] = "Pause" if state.playing else "Play"
    for name, label in labels.items():
        rect = place(rects[name])
        fill = palette.BUTTON_ACTIVE if name == "play" and state.playing else palette.BUTTON
        pygame.draw.rect(surface, fill, rect, border_radius=6)
        pygame.draw.rect(surface, palette.PANEL_EDGE, rect, 1, border_radius=6)
        text = render(fonts.get(13, bold=True), label, palette.SAND)
        surface.blit(text, text.get_rect(center=rect.center))
    extras = (
        ("speed", f"{state.speed:g}\u00d7"),
        ("view", state.view),
        ("rules", "Rules"),
        ("leave", "Leave"),
    )
    for name, label in extras:
        rect = place(rects[name])
        pygame.draw.rect(surface, palette.BUTTON, rect, border_radius=6)
        pygame.draw.rect(surface, palette.PANEL_EDGE, rect, 1, border_radius=6)
        text = render_fitted(fonts, label, palette.SAND, rect.width - 12, (13, 12), bold=True)
        surface.blit(text, text.get_rect(center=rect.center))
    _draw_timeline(surface, place(rects["timeline"]), state)
    return surface


def _draw_timeline(surface: pygame.Surface, line: pygame.Rect, state: BarState) -> None:
    total = max(1, state.total)
    mid = line.centery
    pygame.draw.line(surface, palette.MUTED, (line.left, mid), (line.right, mid), 2)
    every = max(1, len(state.turn_starts) // 60)  # no more ticks than the line can show
    for index, start in enumerate(state.turn_starts):
        if index % every:
            continue
        x = line.left + line.width * start // total
        pygame.draw.line(surface, palette.SAND_DIM, (x, mid - 4), (x, mid + 4), 1)
    x = line.left + line.width * state.step // total
    pygame.draw.line(surface, palette.OCHRE, (line.left, mid), (x, mid), 3)
    pygame.draw.circle(surface, palette.OCHRE, (x, mid), 7)
    pygame.draw.circle(surface, palette.SAND, (x, mid), 7, 2)
