"""Work a screen needs that may take long (reading the save folder, replaying saves), done on
a thread so the frame loop keeps drawing: start it, poll for the answer each frame.

    lookup = OffFrame(find_latest)     # a function of no arguments
    lookup.start()                     # (again: a newer answer replaces the older)
    found, value = lookup.poll()       # in update(): (True, answer) once, then (False, None)
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Generic, TypeVar

T = TypeVar("T")

log = logging.getLogger(__name__)


class OffFrame(Generic[T]):
    def __init__(self, work: Callable[[], T], fallback: T, name: str = "off-frame") -> None:
        self.work = work
        self.fallback = fallback  # the answer when the work raised (it is logged)
        self.name = name
        self._generation = 0
        self._answer: tuple[int, T] | None = None
        self._lock = threading.Lock()
        self._done = threading.Event()

    @property
    def busy(self) -> bool:
        return not self._done.is_set()

    def start(self) -> None:
        """Begin the work on a new thread; an answer still coming from an older start is
        dropped."""
        with self._lock:
            self._generation += 1
            generation = self._generation
            self._answer = None
        self._done.clear()
        threading.Thread(target=self._run, args=(generation,), name=self.name, daemon=True).start()

    def _run(self, generation: int) -> None:
        try:
            answer = self.work()
        except Exception:
            log.exception("%s failed", self.name)
            answer = self.fallback
        with self._lock:
            if generation != self._generation:
                return
            self._answer = (generation, answer)
        self._done.set()

    def poll(self) -> tuple[bool, T | None]:
        """(True, the answer) the first time it is there, else (False, None)."""
        with self._lock:
            answer, self._answer = self._answer, None
        if answer is None:
            return False, None
        return True, answer[1]

    def wait(self, timeout: float = 20.0) -> bool:
        """Block until the answer is there (tests and screenshots only); False on timeout."""
        return self._done.wait(timeout)
