"""The store's one error: a save that cannot be loaded or written, with a sentence why."""

from __future__ import annotations

from game.store.safe_text import one_line


class SaveError(Exception):
    """A save that cannot be loaded or written; `sentence` says why, for the player.

    The sentence may quote the file (a game's name, a key of its snapshot, a rules error
    about its actions), so it is made one safe line here, whoever built it."""

    def __init__(self, sentence: str) -> None:
        sentence = one_line(sentence)
        super().__init__(sentence)
        self.sentence = sentence
