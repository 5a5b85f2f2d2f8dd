"""Autosaves written off the frame loop: a write with fsync takes a few to tens of
milliseconds, a frame has 16.

    saver = BackgroundSaver(store)
    saver.submit(session.snapshot())   # after each action: snapshot now (cheap), write later
    saver.problem                      # the sentence of the last failed write, or None
    saver.flush()                      # before quitting or loading: wait for the writes
    saver.close()

Snapshots are taken on the caller's thread (the match must not change under them); the
worker writes them in order, and when several wait for the same file only the newest is
written (each is the whole game, so nothing is lost).
"""

from __future__ import annotations

import threading
from pathlib import Path

from game.store.saves import SaveError, SaveStore
from game.store.saves_format import SaveFile


class BackgroundSaver:
    def __init__(self, store: SaveStore) -> None:
        self.store = store
        self.problem: str | None = None  # the last write that failed, as a sentence
        self.written = 0
        self._pending: dict[Path, SaveFile] = {}
        self._busy = False
        self._closed = False
        self._cond = threading.Condition()
        self._thread: threading.Thread | None = None

    def submit(self, save: SaveFile) -> None:
        """Queue `save` for its game's autosave file; returns at once."""
        path = self.store.autosave_path(save.match_id)
        with self._cond:
            if self._closed:
                raise RuntimeError("the saver is closed")
            self._pending[path] = save
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def _run(self) -> None:
        while True:
            with self._cond:
                while not self._pending and not self._closed:
                    self._cond.wait()
                if not self._pending:
                    return
                path = next(iter(self._pending))
                save = self._pending.pop(path)
                self._busy = True
            try:
                self.store.autosave(save)
                problem = None
            except SaveError as err:
                problem = err.sentence
            except Exception as err:  # never let the worker die silently
                problem = f"The game could not be saved ({type(err).__name__}: {err})."
            with self._cond:
                self._busy = False
                if problem is None:
                    self.written += 1
                    self.problem = None
                else:
                    self.problem = problem
                self._cond.notify_all()

    def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait until every submitted save is written; False if `timeout` ran out first."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._pending and not self._busy, timeout)

    def close(self, timeout: float | None = 10.0) -> bool:
        """Write what is pending, then stop the worker."""
        done = self.flush(timeout)
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        if self._thread is not None:
            self._thread.join(timeout)
        return done
