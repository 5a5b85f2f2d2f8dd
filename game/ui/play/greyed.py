"""Greyed choices within reach of the keys and a controller: the walk over a table's choices
(Tab / arrows / the D-pad) goes over the legal ones as it always did, then stops on each
choice shown greyed (a standard project too dear, an upgrade not affordable, a market card
out of reach, Undo with nothing to take back), so a player on the sofa can read why it is
greyed as the mouse reads it on hover. A greyed stop is ringed, its reason shows where the
hover shows it, and Enter / A on it says the reason again and changes nothing.

The greyed stops come after the legal ones rather than among them in the panel's order:
the legal walk keeps its order and its count (a player who learned "three to the right is
Draw 2" is not thrown off), and one more press past the last choice reads the greyed ones.

Pure: no pygame, only where each stop is drawn (a rectangle on the 1280x720 canvas) and its
words."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

#: A rectangle on the canvas: x, y, width, height.
Box = tuple[int, int, int, int]


@dataclass(frozen=True)
class Greyed:
    """A choice shown greyed: where it is drawn, and why it cannot be taken now (a sentence
    that names the choice, as its hover says it)."""

    box: Box
    words: str


def position(legal: int, greyed: Sequence[Greyed], focus: int, on: Greyed | None) -> int:
    """Where the walk stands among ``legal`` legal choices then ``greyed``: the legal pick
    ``focus``, else the greyed stop ``on``; -1 nowhere."""
    if 0 <= focus < legal:
        return focus
    if on is not None and on in greyed:
        return legal + list(greyed).index(on)
    return -1


def walked(legal: int, greyed: Sequence[Greyed], at: int, step: int) -> int:
    """The position one ``step`` (+1 or -1) from ``at`` (-1: from nowhere, where forward
    picks the first choice and back the last legal one, as before greyed stops were
    walked). The walk goes round: after the last greyed stop, the first legal choice."""
    count = legal + len(greyed)
    if count == 0:
        return -1
    if at < 0:
        return 0 if step > 0 else (legal - 1 if legal else count - 1)
    return (at + step) % count
