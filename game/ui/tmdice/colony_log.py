"""The Colonies module's events (002) in the log's words: "Ada built a colony on Luna
Exchange", "End of the colonies round: fleets home, markers up"."""

from __future__ import annotations

from typing import TypedDict

from game.rules.core import Event
from game.rules.core.events import read
from game.rules.tmdice import figures
from game.rules.tmdice.events import Seat
from game.ui.draw import palette
from game.ui.tmdice.log_teller import PLAIN, LineOf, Teller
from game.ui.tmdice.words import Line


# The shapes of the module's event data, as the screen reads them (the module's own typed
# dicts live with its rules, behind the screen/rules boundary).
class TileId(TypedDict):
    tile: str


class ColonyAt(TypedDict):
    seat: int
    tile: str


class TradeAt(TypedDict):
    seat: int
    tile: str
    step: int


def _name(tile: str) -> str:
    return figures.colony_tile(tile).name


def _tiles(event: Event, t: Teller) -> Line | None:
    return ("The colony tiles are laid out, each marker on its second step.", PLAIN)


def _returned(event: Event, t: Teller) -> Line | None:
    return (f"{_name(read(event, TileId)['tile'])} goes back to the box.", PLAIN)


def _opened(event: Event, t: Teller) -> Line | None:
    name = _name(read(event, TileId)["tile"])
    return (f"{name} opens: a card in play now shows what it needs.", palette.OCHRE)


def _built(event: Event, t: Teller) -> Line | None:
    d = read(event, ColonyAt)
    return (f"{t.who(d['seat'])} built a colony on {_name(d['tile'])}.", t.colour(d["seat"]))


def _traded(event: Event, t: Teller) -> Line | None:
    d = read(event, TradeAt)
    who = t.who(d["seat"])
    return (f"{who} traded with {_name(d['tile'])} (step {d['step']}).", t.colour(d["seat"]))


def _debt(event: Event, t: Teller) -> Line | None:
    seat = read(event, Seat)["seat"]
    return (f"{t.who(seat)} returned a yellow die (the colonies' debt).", PLAIN)


def _round_end(event: Event, t: Teller) -> Line | None:
    return ("End of the colonies round: fleets home, markers up.", palette.OCHRE)


def _fleet(event: Event, t: Teller) -> Line | None:
    seat = read(event, Seat)["seat"]
    return (f"{t.who(seat)} got one more trade fleet.", t.colour(seat))


COLONY_LINES: dict[str, LineOf] = {
    "colony_tiles": _tiles,
    "colony_tile_returned": _returned,
    "colony_tile_opened": _opened,
    "colony_built": _built,
    "colony_traded": _traded,
    "colony_production_lost": _debt,
    "colonies_round_end": _round_end,
    "colony_fleet_added": _fleet,
}
