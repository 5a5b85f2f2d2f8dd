"""The stack of pending decisions: multi-step effects broken into short, atomic choices.

A game keeps a list of `PendingDecision` (or subclasses with the details of each kind) in its
state; the top entry is decided first, by its own seat, which need not be the seat whose turn
it is (an opponent choosing which resource to lose, a player answering out of turn).
"""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import BaseModel


class PendingDecision(BaseModel):
    """One decision still to be taken: what kind, and by which seat."""

    kind: str
    seat: int


def decider_of(stack: Sequence[PendingDecision], turn_player: int) -> int:
    """Who decides now: the seat of the top pending decision, else the turn's player."""
    return stack[-1].seat if stack else turn_player
