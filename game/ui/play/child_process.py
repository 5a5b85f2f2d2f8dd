"""A child process that serves jobs over a pipe: the search's and the advice's workers.

Spawned (the same on every platform, the packaged build included), a daemon (it never
outlives the app), reached through one pipe. The frame loop only polls it; `wait` blocks, for
commands and tests. `stop` ends it at once: whatever it was computing is no longer wanted.
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable
from multiprocessing.connection import Connection, wait


class ChildProcess:
    """A spawned child running `serve(connection)` until its pipe closes."""

    def __init__(self, serve: Callable[[Connection], None], name: str) -> None:
        context = multiprocessing.get_context("spawn")
        self._conn, child = context.Pipe()
        self._process = context.Process(target=serve, args=(child,), daemon=True, name=name)
        self._process.start()
        child.close()

    @property
    def pid(self) -> int | None:
        return self._process.pid

    def alive(self) -> bool:
        return self._process.is_alive()

    def wait(self, timeout: float) -> None:
        """Block until the child says something or ends, at most `timeout` seconds."""
        wait([self._conn], timeout)

    def stop(self) -> None:
        """End the child at once."""
        self._conn.close()
        if self._process.is_alive():
            self._process.terminate()
        self._process.join(1.0)
