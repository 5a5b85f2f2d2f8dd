"""Errors the rules raise, worded for players."""


class IllegalAction(Exception):
    """An action the rules do not allow now; `sentence` says why in words a player understands."""

    def __init__(self, sentence: str) -> None:
        super().__init__(sentence)
        self.sentence = sentence


class RulesError(Exception):
    """A broken invariant or bad input to the rules package (a bug or a bad file, not a move)."""
