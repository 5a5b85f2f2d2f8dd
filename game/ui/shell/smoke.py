"""The smoke test: the title (or any scene) rendered headless for a few frames and saved as
a PNG, for packaging checks and screenshots without a display."""

from __future__ import annotations

import io
import os
from collections.abc import Callable
from pathlib import Path

import pygame

from game.ui.shell.app import FPS, App, _fail, _reason, title_scene
from game.ui.shell.stack import Scene


def render_frames(
    size: tuple[int, int],
    make_scene: Callable[[App], Scene] = title_scene,
    frames: int = 3,
    text_size: int | None = None,
) -> pygame.Surface:
    """Run a scene headless for a few frames and return a copy of the window (at
    ``text_size`` per cent, else the saved settings' text size)."""
    from game.store.settings import load_settings

    window = pygame.display.set_mode(size)
    settings = load_settings()
    if text_size is not None:
        settings = settings.model_copy(update={"text_size": text_size})
    app = App(window, settings=settings, sound=False)
    app.stack.push(make_scene(app))
    for _ in range(frames):
        app.frame(pygame.event.get(), 1.0 / FPS)
    shot = window.copy()
    app.close()
    return shot


def smoke(
    screenshot: Path, size: tuple[int, int] = (1280, 720), text_size: int | None = None
) -> int:
    """Render the title screen without a display and save it as a PNG at ``screenshot``
    (at ``text_size`` per cent, else the saved settings' text size).

    Returns 0, or prints one line to stderr and returns 1 on any failure.
    """
    screenshot = Path(screenshot)
    if len(size) != 2 or min(size) < 1:
        return _fail(f"invalid screenshot size {size!r}: both sides must be at least 1 pixel.")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    try:
        pygame.init()
        shot = render_frames((int(size[0]), int(size[1])), text_size=text_size)
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
