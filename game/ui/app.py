"""The app: a window, the logical canvas, the chrome's UI manager and the scene stack.

``run_app`` opens the window and runs until the player quits; ``smoke`` renders the title
screen without a display and saves it as a PNG (for CI and for looking at the screens).
"""

from __future__ import annotations

import io
import os
import sys
from collections.abc import Callable, Iterable
from pathlib import Path

import pygame

from game.store.settings import Settings, load_settings
from game.ui import palette
from game.ui.assets import AssetMissingError
from game.ui.canvas import LOGICAL_SIZE, Canvas
from game.ui.context import UiContext
from game.ui.games import registered_games
from game.ui.scene import Scene, SceneStack
from game.ui.sound import Sounds
from game.ui.text import FontBook
from game.ui.theme import CanvasUIManager, load_theme

WINDOW_TITLE = "Mars Table"
FPS = 60
PROGRAM = "mars-table"

_POINTER_EVENTS = frozenset({pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP})
_REPAINT_EVENTS = frozenset(
    {pygame.VIDEOEXPOSE, pygame.WINDOWEXPOSED, pygame.WINDOWSHOWN, pygame.WINDOWRESTORED}
)


class App:
    """Runs a scene stack on a window: events in, one frame out.

    Needs ``pygame.display.set_mode`` to have been called (the window is ``window``).
    """

    def __init__(
        self,
        window: pygame.Surface,
        logical_size: tuple[int, int] = LOGICAL_SIZE,
        settings: Settings | None = None,
        sound: bool = True,
    ) -> None:
        self.window = window
        self.canvas = Canvas(window.get_size(), logical_size)
        self._pointer: tuple[int, int] = self.canvas.to_logical(pygame.mouse.get_pos())
        self.manager = CanvasUIManager(logical_size, load_theme(), lambda: self._pointer)
        self.settings = load_settings() if settings is None else settings
        self.sounds = Sounds(self.settings.volume) if sound else None
        self.ctx = UiContext(
            manager=self.manager,
            fonts=FontBook(),
            size=logical_size,
            settings=self.settings,
            play_sound=self.play_sound,
            apply_display=self.apply_display,
        )
        self.stack = SceneStack()
        self.frames = 0

    def play_sound(self, name: str) -> None:
        if self.sounds is not None:
            self.sounds.volume = self.settings.volume
            self.sounds.play(name)

    def apply_display(self) -> None:
        """Re-open the window at the settings' size or full screen (a settings change)."""
        if os.environ.get("SDL_VIDEODRIVER") == "dummy" and self.window.get_size() == tuple(
            self.settings.window_size
        ):
            return
        try:
            if self.settings.fullscreen:
                window = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            else:
                window = pygame.display.set_mode(self.settings.window_size, pygame.RESIZABLE)
        except pygame.error:
            return
        self.window = window
        self.canvas.resize(window.get_size())
        self.canvas.repaint()

    @property
    def running(self) -> bool:
        return len(self.stack) > 0 and not self.stack.quit_requested

    def frame(self, events: Iterable[pygame.event.Event], dt: float) -> None:
        """Handle ``events``, advance by ``dt`` seconds and draw one frame to the window."""
        self.frames += 1
        for raw in events:
            self.handle_event(raw)
            if not self.running:
                return
        self.manager.update(dt)
        self.stack.update(dt)
        self.draw()

    def handle_event(self, raw: pygame.event.Event) -> None:
        """One window event: to the app itself, else to the chrome, else to the top scene."""
        if raw.type == pygame.QUIT:
            self.stack.request_quit()
            return
        if raw.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            surface = pygame.display.get_surface()
            if surface is not None:
                self.window = surface
                self.canvas.resize(surface.get_size())
                self.canvas.repaint()
            return
        if raw.type in _REPAINT_EVENTS:
            self.canvas.repaint()
        if raw.type == pygame.WINDOWLEAVE:
            self._pointer = (-1, -1)
        event = self.canvas.translate_event(raw)
        if event.type in _POINTER_EVENTS:
            self._pointer = event.pos
        if self.manager.process_events(event):
            return
        self.stack.handle_event(event)

    def draw(self) -> None:
        """Scenes, then chrome, onto the canvas; then the canvas onto the window."""
        self.canvas.surface.fill(palette.SPACE_DEEP)
        self.stack.draw(self.canvas.surface)
        self.manager.draw_ui(self.canvas.surface)
        self.canvas.present(self.window)

    def run(self, fps: int = FPS, max_frames: int | None = None) -> int:
        """Run until the stack empties or a scene asks to quit; returns the exit code.

        ``max_frames`` stops the loop after that many frames (for tests and benchmarks).
        """
        clock = pygame.time.Clock()
        clock.tick(fps)
        while self.running and (max_frames is None or self.frames < max_frames):
            dt = min(clock.tick(fps) / 1000.0, 0.1)
            self.frame(pygame.event.get(), dt)
            pygame.display.flip()
        code = self.stack.exit_code
        self.stack.clear()
        return code


def title_scene(app: App) -> Scene:
    """The first scene: the title over the games in the rules' registry."""
    from game.ui.scenes.title import TitleScene

    return TitleScene(app.ctx, registered_games())


def _window_icon() -> pygame.Surface:
    """A small Mars for the window's icon."""
    icon = pygame.Surface((64, 64), pygame.SRCALPHA)
    pygame.draw.circle(icon, (*palette.RUST_DEEP, 255), (32, 32), 30)
    pygame.draw.circle(icon, (*palette.RUST, 255), (29, 29), 26)
    pygame.draw.circle(icon, (*palette.RUST_BRIGHT, 255), (26, 25), 16)
    pygame.draw.ellipse(icon, (*palette.RUST_DARK, 255), (14, 36, 26, 7))
    pygame.draw.circle(icon, (*palette.LIMB, 255), (32, 32), 30, 2)
    return icon


def _fail(message: str) -> int:
    print(f"{PROGRAM}: {message}", file=sys.stderr)
    return 1


def _reason(error: BaseException) -> str:
    text = str(error).strip().rstrip(".") or type(error).__name__
    return " ".join(text.split())


def run_app(size: tuple[int, int] | None = None, fullscreen: bool = False) -> int:
    """Open the window and run the app at 60 fps until the player quits; the exit code.

    Without a ``size`` the window opens at the size saved in the settings.
    """
    try:
        settings = load_settings()
        fullscreen = fullscreen or settings.fullscreen
        if size is None:
            size = settings.window_size
        pygame.init()
        pygame.display.set_caption(WINDOW_TITLE)
        pygame.display.set_icon(_window_icon())
        if fullscreen:
            window = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            window = pygame.display.set_mode(size, pygame.RESIZABLE)
        pygame.key.set_repeat(400, 40)
        app = App(window, settings=settings)
        app.stack.push(title_scene(app))
    except (AssetMissingError, ValueError, ImportError, pygame.error) as error:
        pygame.quit()
        return _fail(f"could not start: {_reason(error)}.")
    try:
        return app.run()
    finally:
        pygame.quit()


def render_frames(
    size: tuple[int, int],
    make_scene: Callable[[App], Scene] = title_scene,
    frames: int = 3,
) -> pygame.Surface:
    """Run a scene headless for a few frames and return a copy of the window."""
    window = pygame.display.set_mode(size)
    app = App(window, sound=False)
    app.stack.push(make_scene(app))
    for _ in range(frames):
        app.frame(pygame.event.get(), 1.0 / FPS)
    shot = window.copy()
    app.stack.clear()
    return shot


def smoke(screenshot: Path, size: tuple[int, int] = (1280, 720)) -> int:
    """Render the title screen without a display and save it as a PNG at ``screenshot``.

    Returns 0, or prints one line to stderr and returns 1 on any failure.
    """
    screenshot = Path(screenshot)
    if len(size) != 2 or min(size) < 1:
        return _fail(f"invalid screenshot size {size!r}: both sides must be at least 1 pixel.")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    try:
        pygame.init()
        shot = render_frames((int(size[0]), int(size[1])))
        data = io.BytesIO()
        pygame.image.save(shot, data, "screenshot.png")
    except Exception as error:  # the smoke test answers with one line, never a traceback
        return _fail(f"smoke test failed: {_reason(error)}.")
    finally:
        pygame.quit()
    try:
        screenshot.parent.mkdir(parents=True, exist_ok=True)
        screenshot.write_bytes(data.getvalue())
    except OSError as error:
        reason = error.strerror or _reason(error)
        return _fail(f"could not write screenshot to {screenshot}: {reason}.")
    return 0
