"""The logical canvas: scenes draw on a fixed 1280x720 surface, scaled to fit the window.

The canvas keeps its aspect ratio: it is scaled by the largest factor that fits the window
and centred, with black bars where the shapes differ (letterboxing). Mouse positions are
mapped back from window pixels to canvas pixels, so scenes and pygame-gui only ever see
logical coordinates.

No surface cut from the window outlives the frame that cut it: `pygame.display.set_mode`
frees the window's pixels, and a subsurface kept across it points at freed memory (a native
crash, not an exception). The canvas remembers only plain numbers about the window (its size,
the viewport, where its pixels live) to tell when it must scale the whole canvas again.
"""

from __future__ import annotations

import pygame

from game.store.settings_file import WINDOW_SIZES
from game.ui.draw import palette

LOGICAL_SIZE: tuple[int, int] = (1280, 720)

#: Rows of the canvas compared (and re-scaled) together when presenting a frame.
BAND = 24

_POSITIONAL_EVENTS = frozenset({pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP})


class Canvas:
    """A logical drawing surface and its placement (the viewport) in a window."""

    def __init__(
        self,
        window_size: tuple[int, int],
        logical_size: tuple[int, int] = LOGICAL_SIZE,
    ) -> None:
        self.logical_size = logical_size
        self.surface = pygame.Surface(logical_size)
        if pygame.display.get_surface() is not None:
            self.surface = self.surface.convert()
        self.window_size = window_size
        self.viewport = pygame.Rect(0, 0, *logical_size)
        self._previous: list[bytes] | None = None
        self._fresh = True
        self._direct = False  # the frame being drawn is on the window (see drawing_surface)
        self._window_key: tuple[int, tuple[int, int], tuple[int, ...]] | None = None
        #: Scaling goes through two surfaces kept across frames: the canvas widened to the
        #: viewport's width, and the window rows around a re-scaled strip, kept aside while it
        #: is scaled into the window. Scaling both ways at once takes a new buffer from the
        #: system on every call, which costs more than the scaling itself; one way at a time
        #: needs none.
        self._wide: pygame.Surface | None = None
        self._scaled: pygame.Surface | None = None
        self.resize(window_size)

    # geometry

    def resize(self, window_size: tuple[int, int]) -> None:
        """Fit the canvas into a window of this size (call on every window resize)."""
        ww, wh = max(1, window_size[0]), max(1, window_size[1])
        lw, lh = self.logical_size
        scale = min(ww / lw, wh / lh)
        vw, vh = max(1, round(lw * scale)), max(1, round(lh * scale))
        self.window_size = (ww, wh)
        self.viewport = pygame.Rect((ww - vw) // 2, (wh - vh) // 2, vw, vh)

    @property
    def scale(self) -> float:
        """Window pixels per logical pixel."""
        return self.viewport.width / self.logical_size[0]

    def to_logical(self, pos: tuple[float, float]) -> tuple[int, int]:
        """Window pixel -> canvas pixel. Points on the bars map outside the canvas."""
        x = (pos[0] - self.viewport.x) * self.logical_size[0] / self.viewport.width
        y = (pos[1] - self.viewport.y) * self.logical_size[1] / self.viewport.height
        return (int(x // 1), int(y // 1))

    def to_window(self, pos: tuple[float, float]) -> tuple[int, int]:
        """Canvas pixel -> the window pixel under its centre (so it maps back to itself)."""
        x = self.viewport.x + (pos[0] + 0.5) * self.viewport.width / self.logical_size[0]
        y = self.viewport.y + (pos[1] + 0.5) * self.viewport.height / self.logical_size[1]
        return (int(x // 1), int(y // 1))

    def translate_event(self, event: pygame.event.Event) -> pygame.event.Event:
        """The same event with its mouse position (and motion) in canvas pixels."""
        if event.type not in _POSITIONAL_EVENTS or not hasattr(event, "pos"):
            return event
        attrs = dict(event.dict)
        attrs["pos"] = self.to_logical(event.pos)
        if "rel" in attrs:
            rx, ry = attrs["rel"]
            attrs["rel"] = (round(rx / self.scale), round(ry / self.scale))
        return pygame.event.Event(event.type, attrs)

    # output

    def drawing_surface(self, window: pygame.Surface) -> pygame.Surface:
        """Where the next frame is drawn before `present`: the window itself when it is the
        canvas's size and pixel format (there is nothing to scale, and the copy is saved),
        else the canvas."""
        self._direct = window.get_size() == self.logical_size and (
            window.get_bitsize(),
            window.get_masks(),
        ) == (self.surface.get_bitsize(), self.surface.get_masks())
        return window if self._direct else self.surface

    def present(self, window: pygame.Surface) -> None:
        """Draw the canvas onto the window: scaled, centred, with bars around it."""
        if self._direct:  # the frame was drawn on the window itself
            self._direct = False
            self._window_key = None  # the next scaled frame starts from a whole canvas
            return
        if window.get_size() != self.window_size:
            self.resize(window.get_size())
        vp = self.viewport
        if vp.width < self.window_size[0] or vp.height < self.window_size[1]:
            self._fill_bars(window)
        if vp.size == self.logical_size:
            window.blit(self.surface, vp.topleft)
            self._window_key = None  # the next scaled frame starts from a whole canvas
            return
        self._note_window(window)
        # Cut afresh every frame and dropped on return: never kept past a set_mode.
        target = window.subsurface(vp)
        bands = self._copy_bands()
        previous, self._previous = self._previous, bands
        if previous is None or len(previous) != len(bands) or self._fresh:
            self._fresh = False
            self._smoothscale(self.surface, target)
            return
        # Only the bands of rows that changed since the last frame are scaled again: most
        # frames change little, and scaling the whole canvas is the dearest step of a frame.
        # Even when most bands changed this is no dearer than scaling the whole (measured at
        # 1920x1080): the strips go straight to the window, only their margins kept aside.
        changed = [now != then for now, then in zip(bands, previous, strict=True)]
        if not any(changed):  # most frames of a still table
            return
        height = self.logical_size[1]
        start = None
        for i, dirty in enumerate([*changed, False]):
            if dirty and start is None:
                start = i
            elif not dirty and start is not None:
                self._rescale_rows(target, start * BAND, min(height, i * BAND))
                start = None

    def _copy_bands(self) -> list[bytes]:
        """The canvas's pixels, a band of rows at a time: one copy of each, compared with the
        last frame's as they are (no copy of the whole, then of its slices, to compare)."""
        pitch = self.surface.get_pitch()
        height = self.logical_size[1]
        view = self.surface.get_view("0")
        # The surface stays locked until this is released. (pygame's type stubs do not give
        # BufferProxy the buffer protocol that it has.)
        pixels = memoryview(view)  # type: ignore[arg-type]
        try:
            return [
                pixels[y * pitch : min(height, y + BAND) * pitch].tobytes()
                for y in range(0, height, BAND)
            ]
        finally:
            pixels.release()
            del view

    def repaint(self) -> None:
        """Scale the whole canvas on the next present (the window's pixels were lost)."""
        self._fresh = True

    def _rescale_rows(self, target: pygame.Surface, top: int, bottom: int) -> None:
        """Scale canvas rows [top, bottom) into the window, with a margin for the filter.

        The filter blends each window row from neighbouring canvas rows, so the window rows of
        one canvas row either side also depend on the changed rows: they are written too, or a
        letter's edge that left the changed rows stays on screen."""
        width, height = self.logical_size
        scale_y = self.viewport.height / height
        src_top, src_bottom = max(0, top - 3), min(height, bottom + 3)
        strip = self.surface.subsurface((0, src_top, width, src_bottom - src_top))
        out_top = round(src_top * scale_y)
        out_bottom = max(out_top + 1, round(src_bottom * scale_y))
        size = self.viewport.size
        out = pygame.Rect(0, out_top, size[0], min(out_bottom, size[1]) - out_top)
        inner_top = round(max(0, top - 1) * scale_y)
        inner_bottom = min(out.bottom, round(min(height, bottom + 1) * scale_y))
        # The strip is scaled straight into the window; only the few window rows of its
        # margins, which the filter gets wrong at the strip's edges, are kept aside and put
        # back (cheaper than scaling into a kept surface and copying all the rows over).
        above = pygame.Rect(0, out_top, size[0], inner_top - out_top)
        below = pygame.Rect(0, inner_bottom, size[0], out.bottom - inner_bottom)
        rows = max(above.height, below.height)
        kept = self._scaled
        if kept is None or kept.get_width() != size[0] or kept.get_height() < 2 * rows:
            kept = self._scaled = pygame.Surface((size[0], 2 * rows), 0, self.surface)
        kept.blit(target, (0, 0), above)
        kept.blit(target, (0, rows), below)
        self._smoothscale(strip, target.subsurface(out), src_top)
        target.blit(kept, above.topleft, (0, 0, size[0], above.height))
        target.blit(kept, below.topleft, (0, rows, size[0], below.height))

    def _smoothscale(self, source: pygame.Surface, dest: pygame.Surface, top: int = 0) -> None:
        """``pygame.transform.smoothscale`` of `source` (canvas rows from `top`) into `dest`,
        pixel for pixel: across first, into the kept wide surface, then down."""
        width = dest.get_width()
        size = (width, self.logical_size[1])
        if self._wide is None or self._wide.get_size() != size:
            self._wide = pygame.Surface(size, 0, self.surface)
        wide = self._wide.subsurface((0, top, width, source.get_height()))
        pygame.transform.smoothscale(source, wide.get_size(), wide)
        pygame.transform.smoothscale(wide, dest.get_size(), dest)

    def _note_window(self, window: pygame.Surface) -> None:
        """Scale everything again when the window is not the one the last frame went to (a
        new set_mode keeps the same Python object but new pixels)."""
        key = (window._pixels_address, window.get_size(), tuple(self.viewport))
        if self._window_key != key:
            self._window_key = key
            self._fresh = True

    def _fill_bars(self, window: pygame.Surface) -> None:
        vp = self.viewport
        ww, wh = self.window_size
        for bar in (
            pygame.Rect(0, 0, ww, vp.top),
            pygame.Rect(0, vp.bottom, ww, wh - vp.bottom),
            pygame.Rect(0, vp.top, vp.left, vp.height),
            pygame.Rect(vp.right, vp.top, ww - vp.right, vp.height),
        ):
            if bar.width > 0 and bar.height > 0:
                window.fill(palette.LETTERBOX, bar)


def fit_to_screen(size: tuple[int, int]) -> tuple[int, int]:
    """The saved window size, or the biggest offered size the screen can hold when the saved
    one is bigger (a smaller monitor since): never a window whose buttons are off-screen."""
    try:
        desktops = pygame.display.get_desktop_sizes()
    except pygame.error:
        return size
    if not desktops:
        return size
    room = (max(w for w, _ in desktops), max(h for _, h in desktops))
    if size[0] <= room[0] and size[1] <= room[1]:
        return size
    fitting = [s for s in WINDOW_SIZES if s[0] <= room[0] and s[1] <= room[1]]
    return fitting[-1] if fitting else WINDOW_SIZES[0]
