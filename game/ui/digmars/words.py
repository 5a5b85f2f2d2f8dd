"""Dig Mars events in words, for the log. Every line is built from the event as the viewer
may see it (``event.seen_by(viewer)``), so another player's fortune never appears."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.rules.core import Event
from game.rules.core.events import read, read_secret
from game.rules.digmars.actions import EQUIPMENT, square_name
from game.rules.digmars.content import BONUS_NAMES, Tile
from game.rules.digmars.events import (
    BonusGained,
    FortuneShare,
    GameOver,
    GridDealt,
    InspectedTile,
    Player,
    StationAt,
    StationMoved,
    StationRelocated,
    TileCarried,
    TileFlipped,
    TurnStarted,
    Upgraded,
)
from game.ui.draw import palette
from game.ui.draw.palette import Colour

Line = tuple[str, Colour]


@dataclass(frozen=True, slots=True)
class Teller:
    """What the log's words need: the tiles, the seats' names and colours, and whether the
    lines are read back in a replay (where "you" would be whoever watches it: a seat's
    secret is then said to be that seat's, by name)."""

    tiles: Sequence[Tile]
    name: Callable[[int], str]
    colour: Callable[[int], Colour]
    replay: bool = False

    def only(self, seat: int) -> str:
        """Who alone sees a secret of `seat`'s: "only you see this", or in a replay "only
        Ada saw this"."""
        return f"only {self.name(seat)} saw this" if self.replay else "only you see this"


LineOf = Callable[[Event, Teller], Line | None]
PLAIN = palette.SAND_DIM


def _grid_dealt(event: Event, t: Teller) -> Line:
    d = read(event, GridDealt)
    return (f"The canyon is dealt: {len(d['stacks'])} stacks of 3 tiles.", PLAIN)


def _first_player(event: Event, t: Teller) -> Line:
    d = read(event, Player)
    return (f"{t.name(d['player'])} goes first. Each places a station in turn.", PLAIN)


def _station_placed(event: Event, t: Teller) -> Line:
    d = read(event, StationAt)
    return (f"{t.name(d['player'])} places a station on {square_name(d['square'])}.", PLAIN)


def _turn_started(event: Event, t: Teller) -> Line:
    d = read(event, TurnStarted)
    return (f"Turn {d['turn']}: {t.name(d['player'])}", t.colour(d["player"]))


def _station_moved(event: Event, t: Teller) -> Line:
    d = read(event, StationMoved)
    path = f"{square_name(d['source'])} \u2192 {square_name(d['target'])}"
    return (f"{t.name(d['player'])} moves a station {path}.", PLAIN)


def _tile_flipped(event: Event, t: Teller) -> Line:
    d = read(event, TileFlipped)
    tile = t.tiles[d["tile"]]
    bonus = f", bonus: {BONUS_NAMES[tile.bonus]}" if tile.bonus else ""
    return (
        f"{t.name(d['player'])} digs at {square_name(d['square'])}: {tile.treasure} "
        f"(fortune {tile.fortune}, carry {tile.carry}{bonus}).",
        palette.SAND,
    )


def _bonus_gained(event: Event, t: Teller) -> Line:
    d = read(event, BonusGained)
    return (f"{t.name(d['player'])} may use {BONUS_NAMES[d['bonus']]} this turn.", PLAIN)


def _tile_carried(event: Event, t: Teller) -> Line:
    d = read(event, TileCarried)
    tile = t.tiles[d["tile"]]
    shared = d["shared_with"]
    with_ = f", shared with {', '.join(t.name(q) for q in shared)}" if shared else ""
    return (
        f"{t.name(d['player'])} carries the {tile.treasure} (fortune {tile.fortune}) from "
        f"{square_name(d['square'])}{with_}.",
        palette.SAND,
    )


def _fortune_gained(event: Event, t: Teller) -> Line | None:
    d = read(event, Player)
    share = read_secret(event, FortuneShare)
    amount = share["amount"] if share else None
    if amount is None:
        return None  # another player's fortune: the carry line already says who shared
    who = t.name(d["player"])
    if amount == 0:
        return (f"{who} gets no share: it did not split ({t.only(d['player'])}).", palette.OCHRE)
    return (f"{who} gains {amount} fortune ({t.only(d['player'])}).", palette.OCHRE)


def _upgraded(event: Event, t: Teller) -> Line:
    d = read(event, Upgraded)
    return (
        f"{t.name(d['player'])} upgrades {EQUIPMENT[d['equipment']]} to level {d['level']}, "
        f"paying {d['cost']} fortune.",
        PLAIN,
    )


def _bonus_fortune(event: Event, t: Teller) -> Line:
    d = read(event, Player)
    return (f"{t.name(d['player'])} takes 1 fortune from the bank (bonus).", PLAIN)


def _inspected(event: Event, t: Teller) -> Line:
    d = read(event, StationAt)
    where = square_name(d["square"])
    seen = read_secret(event, InspectedTile)
    tile_id = seen["tile"] if seen else None
    if tile_id is None:
        return (f"{t.name(d['player'])} secretly inspects the ground at {where}.", PLAIN)
    tile = t.tiles[tile_id]
    who = t.name(d["player"]) + " looks" if t.replay else "You look"
    only = t.only(d["player"])
    return (
        f"{who} under {where}: {tile.treasure} (fortune {tile.fortune}, "
        f"carry {tile.carry}). {only[0].upper()}{only[1:]}.",
        palette.OCHRE,
    )


def _station_relocated(event: Event, t: Teller) -> Line:
    d = read(event, StationRelocated)
    path = f"{square_name(d['source'])} \u2192 {square_name(d['target'])}"
    own = d["owner"] == d["player"]
    whose = "one of their own stations" if own else f"{t.name(d['owner'])}'s station"
    return (f"{t.name(d['player'])} relocates {whose} {path}.", PLAIN)


def _game_over(event: Event, t: Teller) -> Line:
    d = read(event, GameOver)
    winners = " and ".join(t.name(p) for p in d["winners"])
    verb = "wins" if len(d["winners"]) == 1 else "share the win"
    return (f"{winners} {verb}: {d['how']}.", palette.LIMB)


LINES: dict[str, LineOf] = {
    "grid_dealt": _grid_dealt,
    "first_player": _first_player,
    "station_placed": _station_placed,
    "turn_started": _turn_started,
    "station_moved": _station_moved,
    "tile_flipped": _tile_flipped,
    "bonus_gained": _bonus_gained,
    "tile_carried": _tile_carried,
    "fortune_gained": _fortune_gained,
    "upgraded": _upgraded,
    "bonus_fortune": _bonus_fortune,
    "inspected": _inspected,
    "station_relocated": _station_relocated,
    "game_over": _game_over,
}


def event_line(
    event: Event,
    tiles: Sequence[Tile],
    name: Callable[[int], str],
    colour: Callable[[int], Colour],
    replay: bool = False,
) -> Line | None:
    """The log line of `event` as the viewer may see it (None: no line); `replay`: read
    back in a replay, where a secret is named as its seat's, never "only you"."""
    line_of = LINES.get(event.kind)
    return None if line_of is None else line_of(event, Teller(tiles, name, colour, replay))
