"""Pictures that take long to draw and never change (the title's backdrop) kept on disk
between runs, so the next start shows them at once. A cached file that cannot be read is
drawn again; one that cannot be written is simply not kept: the cache never stops the app.

They are kept as BMP (alpha included): a few megabytes, read in a fraction of the time a PNG
takes to unpack, and the backdrop is on the title's first frame."""

from __future__ import annotations

import contextlib
import logging
import os
from collections.abc import Callable
from pathlib import Path

import pygame

from game.store.dirs import cache_dir

log = logging.getLogger(__name__)


def drawn_once(
    name: str, make: Callable[[], pygame.Surface], alpha: bool = False
) -> pygame.Surface:
    """The picture cached as `name` (a file name that says what and which version), else
    `make()` saved under that name for the next run. `alpha`: it has see-through parts."""
    path = cache_dir() / f"{name}.bmp"
    try:
        loaded = pygame.image.load(str(path))
        if not pygame.display.get_surface():
            return loaded
        return loaded.convert_alpha() if alpha else loaded.convert()
    except (OSError, pygame.error, FileNotFoundError):
        pass
    surface = make()
    _keep(surface, path)
    return surface


def _keep(surface: pygame.Surface, path: Path) -> None:
    partial = path.with_name(f".{path.name}.{os.getpid()}.part{path.suffix}")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(surface, str(partial))
        os.replace(partial, path)
    except (OSError, pygame.error) as err:
        log.info("The picture %s was not kept for the next start: %s", path.name, err)
        with contextlib.suppress(OSError):
            partial.unlink(missing_ok=True)
