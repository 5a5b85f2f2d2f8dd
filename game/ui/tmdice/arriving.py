"""What is still arriving on the TM Dice table: the tiles dropping onto the map, the dice
rolling to their owners and the VP markers moving up the track, while their animations play
or wait in the queue. The scene reads it off its animation queue and hands it to the parts,
which leave those pieces out (the animation draws them until they land). No pygame."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field


def tile_key(area: int) -> tuple[str, int]:
    """The key of the animation of a tile dropping on ``area``."""
    return ("tile", area)


def vp_key(seat: int, n: int, serial: int) -> tuple[str, int, int, int]:
    """The key of the animation of ``seat``'s VP marker moving ``n`` steps up the track
    (``serial`` keeps two such moves in one queue apart)."""
    return ("vp", seat, n, serial)


def dice_key(dice: Iterable[tuple[int, str]]) -> tuple[str, tuple[tuple[int, str], ...]]:
    """The key of the animation of dice (seat, face) rolling or carried to their owners."""
    return ("dice", tuple(dice))


@dataclass(frozen=True)
class Arriving:
    tiles: frozenset[int] = frozenset()
    #: per seat, the faces of its dice still on their way, in the order they come
    dice: dict[int, tuple[str, ...]] = field(default_factory=dict)
    #: per seat, the VP its marker has still to move up the track
    vp: dict[int, int] = field(default_factory=dict)

    def dice_of(self, seat: int) -> tuple[str, ...]:
        return self.dice.get(seat, ())

    def vp_of(self, seat: int) -> int:
        return self.vp.get(seat, 0)


def arriving(keys: Iterable[object]) -> Arriving:
    """What the animations named by ``keys`` (those waiting too) bring in."""
    tuples = [k for k in keys if isinstance(k, tuple)]
    tiles = frozenset(k[1] for k in tuples if k[0] == "tile")
    dice: dict[int, tuple[str, ...]] = {}
    for k in tuples:
        if k[0] == "dice":
            for seat, face in k[1]:
                dice[seat] = (*dice.get(seat, ()), face)
    vp: dict[int, int] = {}
    for k in tuples:
        if k[0] == "vp":
            vp[k[1]] = vp.get(k[1], 0) + k[2]
    return Arriving(tiles, dice, vp)
