"""Every seat's secrets in words, for the replay's "Everything revealed" (a finished game):
each player's fortune (kept hidden in play, seed 003 "Carry") and the face-down tiles each
has inspected that still lie face down (seed 003 "Inspect ground"). The table draws them
too (every fortune on the panels, looked-at tiles on the grid); the lines say whose they are."""

from __future__ import annotations

from collections.abc import Sequence

from game.rules.core import Event
from game.rules.core.events import read, read_secret
from game.rules.digmars.actions import square_name
from game.rules.digmars.content import Tile
from game.rules.digmars.events import InspectedTile, StationAt
from game.rules.digmars.state import DigObservation


def secrets_in_words(
    view: DigObservation, events: Sequence[Event], tiles: Sequence[Tile]
) -> list[tuple[int, list[str]]]:
    """(seat, lines) for every seat: its fortune, then each tile it looked under that is still
    face down (read from the game's own events, whose private part names the tile)."""
    looks: list[list[str]] = [[] for _ in range(view.players)]
    for event in events:
        secret = read_secret(event, InspectedTile) if event.kind == "inspected" else None
        if secret is None:
            continue
        public = read(event, StationAt)
        square, tile_id = public["square"], secret["tile"]
        stack = view.stacks[square]
        if stack.inspected and stack.top is not None and stack.top.id == tile_id:
            tile = tiles[tile_id]
            line = (
                f"\u00b7 under {square_name(square)}: {tile.treasure} "
                f"(fortune {tile.fortune}, carry {tile.carry})"
            )
            if line not in looks[public["player"]]:
                looks[public["player"]].append(line)
    out: list[tuple[int, list[str]]] = []
    for seat in range(view.players):
        fortune = view.fortune[seat]
        lines = [f"Fortune: {'hidden' if fortune is None else fortune}"]
        if looks[seat]:
            lines += ["Looked at, still face down:", *looks[seat]]
        out.append((seat, lines))
    return out
