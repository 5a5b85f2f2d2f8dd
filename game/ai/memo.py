"""Answers the bots have already worked out, by what they depend on: a dict cleared whole
when it grows past its size, so that a long session does not grow without end."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

V = TypeVar("V")


class BoundedMemo(Generic[V]):
    """Answers by key, at most `size` of them (then all are dropped and worked out anew)."""

    __slots__ = ("answers", "size")

    def __init__(self, size: int) -> None:
        self.size = size
        self.answers: dict[Hashable, V] = {}

    def known(self, key: Hashable, work: Callable[[], V]) -> V:
        """The answer to `key`, worked out by `work` the first time it is asked."""
        answers = self.answers
        if key in answers:
            return answers[key]
        if len(answers) >= self.size:
            answers.clear()
        value = answers[key] = work()
        return value
