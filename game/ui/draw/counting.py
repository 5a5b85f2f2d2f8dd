"""A count in words ("1 card", "2 injuries", "3 dice"): one definition for every table."""

from __future__ import annotations

#: Words whose plural is not the word with an s.
IRREGULAR = {"injury": "injuries", "die": "dice", "combat die": "combat dice"}


def counted(n: int, word: str) -> str:
    """`n` and `word`, plural unless `n` is 1."""
    return f"{n} {word if n == 1 else IRREGULAR.get(word, word + 's')}"
