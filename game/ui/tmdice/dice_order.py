"""The order the TM Dice table shows a seat's dice in: by colour (the pool's order, purple
last), then from the common face to the rare one. No pygame."""

from __future__ import annotations

from collections.abc import Sequence

from game.rules.tmdice.content import BASE_COLOURS, FACE_COLOUR, content
from game.rules.tmdice.state import PlayerView

C = content()


def die_order(face: str) -> tuple[int, int]:
    """Dice sort by colour (the pool's order, purple last), then common to rare face."""
    colour = FACE_COLOUR[face]
    order = [*BASE_COLOURS, "purple"]
    return order.index(colour), C.colour_faces[colour].index(face)


def seat_faces(player: PlayerView, arriving: Sequence[str] = ()) -> list[str]:
    """A seat's dice faces in tray order, one per die, without the ``arriving`` ones (still
    rolling in: their animation draws them until they land), each the last of its face."""
    faces = sorted((f for f, k in player.dice.items() for _ in range(k)), key=die_order)
    for face in arriving:
        if face in faces:
            faces.reverse()
            faces.remove(face)
            faces.reverse()
    return faces
