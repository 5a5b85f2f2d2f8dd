"""Measurement commands share their games among worker processes the same way."""

from __future__ import annotations

import multiprocessing
import signal
from collections.abc import Callable, Iterable, Iterator
from typing import TypeVar

T = TypeVar("T")
R = TypeVar("R")


def in_processes(play: Callable[[T], R], items: Iterable[T], jobs: int) -> Iterator[R]:
    """`play` of every item, in the items' order, here or in `jobs` worker processes. Workers
    are spawned (a fresh interpreter: the one start method every platform has, Windows
    included), so `play` and the items must pickle; each item plays as it would alone, so the
    figures do not depend on `jobs`."""
    if jobs <= 1:
        yield from map(play, items)
        return
    with multiprocessing.get_context("spawn").Pool(jobs, _ignore_ctrl_c) as pool:
        yield from pool.imap(play, items)


def _ignore_ctrl_c() -> None:
    # Ctrl-C reaches every process of the group: the workers leave it to the parent, which
    # stops them and reports what is already finished.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
