"""The game log every table shares: its lines (worded from the viewer's seat), a header line
per turn, and one picture of it at any size, scrolled to any point.

The table's log panel and the full-log screen draw the same picture; each keeps its own
scroll position: ``anchor`` is the index of the newest line shown, None to follow the newest
line as it arrives (a player who scrolled up keeps reading what they scrolled to)."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.ui.draw import palette
from game.ui.draw.text import FontBook, wrap

Colour = tuple[int, int, int]
LogLine = tuple[str, Colour]

LOG_FONT = 13
HEAD_FONT = 12
SCROLLBAR_W = 6
#: Where a line's text starts (after its dot), and the room kept between the longest line
#: and the scrollbar: lines wrap before it, never under it.
TEXT_X = 26
SCROLLBAR_GAP = 8
#: Lines moved by one notch of the mouse wheel.
WHEEL_LINES = 3


@dataclass
class TableLog:
    """What the log holds: its lines, and which of them open a turn."""

    lines: list[LogLine] = field(default_factory=list)
    heads: set[int] = field(default_factory=set)
    #: Grows with every change, so a cached picture knows it is stale.
    version: int = 0

    def clear(self) -> None:
        self.lines = []
        self.heads = set()
        self.version += 1

    def add(self, text: str, colour: Colour, head: bool = False) -> None:
        if head:
            self.heads.add(len(self.lines))
        self.lines.append((text, colour))
        self.version += 1

    def take_last_head(self) -> LogLine | None:
        """Take away the last line if it opens a turn (one with nothing under it yet), to be
        added again later; None if the last line is not a turn's head."""
        last = len(self.lines) - 1
        if last not in self.heads:
            return None
        self.heads.discard(last)
        self.version += 1
        return self.lines.pop()


def scrolled(log: TableLog, anchor: int | None, by: int, floor: int = 0) -> int | None:
    """The anchor after scrolling ``by`` lines (positive: back in time); None: the newest.
    ``floor``: the lowest anchor worth showing (the oldest lines fill the view from there)."""
    last = len(log.lines) - 1
    if last < 0:
        return None
    at = (last if anchor is None else anchor) - by
    at = max(min(floor, last), at)
    return None if at >= last else at


@dataclass(frozen=True)
class LogPicture:
    """A drawn log and where its live parts are, in the picture's own pixels."""

    surface: pygame.Surface
    full_button: pygame.Rect | None  # "Full log": opens the whole history
    newest_button: pygame.Rect | None  # shown when scrolled up: back to the newest line
    track: pygame.Rect | None  # the scrollbar's track (None: everything fits)
    thumb: pygame.Rect | None
    shown: tuple[int, int]  # the first and last line index in view (inclusive; -1 if none)
    rows: int  # how many text rows fit


WrapCache = dict[tuple[str, int, bool], list[str]]


def _wrapped(fonts: FontBook, text: str, width: int, head: bool, cache: WrapCache) -> list[str]:
    key = (text, width, head)
    got = cache.get(key)
    if got is None:
        font = fonts.get(HEAD_FONT if head else LOG_FONT, bold=head)
        got = [part for line in wrap(font, text, width) for part in _broken(font, line, width)]
        cache[key] = got
    return got


def _broken(font: pygame.font.Font, line: str, width: int) -> list[str]:
    """A line wider than `width` (one long word) broken between letters, so that no line
    ever runs under the scrollbar."""
    parts: list[str] = []
    while font.size(line)[0] > width and len(line) > 1:
        cut = len(line) - 1
        while cut > 1 and font.size(line[:cut])[0] > width:
            cut -= 1
        parts.append(line[:cut])
        line = line[cut:]
    return [*parts, line]


def render_log(
    fonts: FontBook,
    log: TableLog,
    size: tuple[int, int],
    anchor: int | None,
    title: str = "LOG",
    full_button: bool = True,
    cache: WrapCache | None = None,
) -> LogPicture:
    """The log lines that fit, newest (or the anchor) at the bottom, wrapped; a header row
    with a rule above each turn; a scrollbar when the history does not fit."""
    cache = {} if cache is None else cache
    width, height = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surface, (*palette.PANEL, 225), surface.get_rect(), border_radius=10)
    pygame.draw.rect(surface, (*palette.PANEL_EDGE, 200), surface.get_rect(), 1, border_radius=10)
    head = fonts.text(12, title, palette.OCHRE, bold=True)
    surface.blit(head, (14, 9))
    full: pygame.Rect | None = None
    if full_button:
        label = fonts.text(11, "Full log", palette.SAND)
        full = pygame.Rect(0, 0, label.get_width() + 14, 18)
        full.topright = (width - 10, 6)
        pygame.draw.rect(surface, palette.PANEL_EDGE, full, 1, border_radius=6)
        surface.blit(label, label.get_rect(center=full.center))
    step = fonts.get(LOG_FONT).get_linesize() + 1
    text_w = width - 8 - SCROLLBAR_W - SCROLLBAR_GAP - TEXT_X
    top, bottom = 30, height - 8
    budget = max(1, (bottom - top) // step)
    last = len(log.lines) - 1 if anchor is None else min(anchor, len(log.lines) - 1)
    rows: list[tuple[str, Colour, bool, bool]] = []  # text, colour, first row, head
    first = last + 1
    for i in range(last, -1, -1):
        text, colour = log.lines[i]
        is_head = i in log.heads
        block = [
            (line, colour, j == 0, is_head)
            for j, line in enumerate(_wrapped(fonts, text, text_w, is_head, cache))
        ]
        if len(rows) + len(block) > budget and rows:
            break
        rows[:0] = block[-budget:]
        first = i
    y = bottom - step * len(rows)
    for line, colour, first_row, is_head in rows:
        if is_head:
            if first_row:
                pygame.draw.line(surface, palette.PANEL_EDGE, (12, y), (12 + text_w + 14, y))
            surface.blit(fonts.text(HEAD_FONT, line, colour, bold=True), (14, y + 1))
        else:
            if first_row:
                pygame.draw.circle(surface, colour, (17, y + step // 2), 2)
            surface.blit(fonts.text(LOG_FONT, line, colour), (TEXT_X, y))
        y += step
    track = thumb = None
    total = len(log.lines)
    shown_n = last - first + 1
    if total > shown_n > 0 or (total and first > 0):
        track = pygame.Rect(width - 8 - SCROLLBAR_W, top, SCROLLBAR_W, bottom - top)
        pygame.draw.rect(surface, (*palette.PANEL_EDGE, 160), track, border_radius=3)
        thumb_h = max(14, round(track.height * shown_n / total))
        span = track.height - thumb_h
        ratio = first / max(1, total - shown_n)
        thumb = pygame.Rect(track.x, track.y + round(span * min(1.0, ratio)), SCROLLBAR_W, thumb_h)
        pygame.draw.rect(surface, palette.SAND_DIM, thumb, border_radius=3)
    newest: pygame.Rect | None = None
    if anchor is not None and anchor < total - 1:
        label = fonts.text(11, f"\u2193 {total - 1 - anchor} newer", palette.SPACE_DEEP, bold=True)
        newest = pygame.Rect(0, 0, label.get_width() + 14, 18)
        newest.topright = ((full.x - 6) if full else width - 10, 6)
        pygame.draw.rect(surface, palette.OCHRE, newest, border_radius=6)
        surface.blit(label, label.get_rect(center=newest.center))
    return LogPicture(surface, full, newest, track, thumb, (first, last), budget)


def anchor_at_track(log: TableLog, track: pygame.Rect, y: int) -> int | None:
    """Where a click on the scrollbar's track scrolls to: that fraction of the history."""
    total = len(log.lines)
    if total == 0:
        return None
    fraction = min(1.0, max(0.0, (y - track.y) / max(1, track.height)))
    return scrolled(log, round(fraction * (total - 1)), 0)
