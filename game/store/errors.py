"""The store's one error: a save that cannot be loaded or written, with a sentence why."""

from __future__ import annotations


class SaveError(Exception):
    """A save that cannot be loaded or written; `sentence` says why, for the player."""

    def __init__(self, sentence: str) -> None:
        super().__init__(sentence)
        self.sentence = sentence
