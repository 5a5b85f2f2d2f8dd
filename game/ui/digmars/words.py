"""Dig Mars events in words, for the log. Every line is built from the event as the viewer
may see it (``event.seen_by(viewer)``), so another player's fortune never appears."""

from __future__ import annotations

from collections.abc import Callable

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


def event_line(
    event: Event,
    tiles: list[Tile],
    name: Callable[[int], str],
    colour: Callable[[int], Colour],
) -> Line | None:
    kind = event.kind
    plain = palette.SAND_DIM
    if kind == "grid_dealt":
        d = read(event, GridDealt)
        return (f"The canyon is dealt: {len(d['stacks'])} stacks of 3 tiles.", plain)
    if kind == "first_player":
        d = read(event, Player)
        return (f"{name(d['player'])} goes first. Each places a station in turn.", plain)
    if kind == "station_placed":
        d = read(event, StationAt)
        return (f"{name(d['player'])} places a station on {square_name(d['square'])}.", plain)
    if kind == "turn_started":
        d = read(event, TurnStarted)
        return (f"Turn {d['turn']}: {name(d['player'])}", colour(d["player"]))
    if kind == "station_moved":
        d = read(event, StationMoved)
        return (
            f"{name(d['player'])} moves a station "
            f"{square_name(d['source'])} \u2192 {square_name(d['target'])}.",
            plain,
        )
    if kind == "tile_flipped":
        d = read(event, TileFlipped)
        tile = tiles[d["tile"]]
        bonus = f", bonus: {BONUS_NAMES[tile.bonus]}" if tile.bonus else ""
        return (
            f"{name(d['player'])} digs at {square_name(d['square'])}: {tile.treasure} "
            f"(fortune {tile.fortune}, carry {tile.carry}{bonus}).",
            palette.SAND,
        )
    if kind == "bonus_gained":
        d = read(event, BonusGained)
        return (f"{name(d['player'])} may use {BONUS_NAMES[d['bonus']]} this turn.", plain)
    if kind == "tile_carried":
        d = read(event, TileCarried)
        tile = tiles[d["tile"]]
        shared = d["shared_with"]
        with_ = f", shared with {', '.join(name(q) for q in shared)}" if shared else ""
        return (
            f"{name(d['player'])} carries the {tile.treasure} (fortune {tile.fortune}) from "
            f"{square_name(d['square'])}{with_}.",
            palette.SAND,
        )
    if kind == "fortune_gained":
        d = read(event, Player)
        share = read_secret(event, FortuneShare)
        amount = share["amount"] if share else None
        if amount is None:
            return None  # another player's fortune: the carry line already says who shared
        if amount == 0:
            return (
                f"{name(d['player'])} gets no share: it did not split (only you see this).",
                palette.OCHRE,
            )
        return (f"{name(d['player'])} gains {amount} fortune (only you see this).", palette.OCHRE)
    if kind == "upgraded":
        d = read(event, Upgraded)
        return (
            f"{name(d['player'])} upgrades {EQUIPMENT[d['equipment']]} to level {d['level']}, "
            f"paying {d['cost']} fortune.",
            plain,
        )
    if kind == "bonus_fortune":
        d = read(event, Player)
        return (f"{name(d['player'])} takes 1 fortune from the bank (bonus).", plain)
    if kind == "inspected":
        d = read(event, StationAt)
        where = square_name(d["square"])
        seen = read_secret(event, InspectedTile)
        tile_id = seen["tile"] if seen else None
        if tile_id is None:
            return (f"{name(d['player'])} secretly inspects the ground at {where}.", plain)
        tile = tiles[tile_id]
        return (
            f"You look under {where}: {tile.treasure} (fortune {tile.fortune}, "
            f"carry {tile.carry}). Only you see this.",
            palette.OCHRE,
        )
    if kind == "station_relocated":
        d = read(event, StationRelocated)
        return (
            f"{name(d['player'])} relocates {name(d['owner'])}'s station "
            f"{square_name(d['source'])} \u2192 {square_name(d['target'])}.",
            plain,
        )
    if kind == "game_over":
        d = read(event, GameOver)
        winners = " and ".join(name(p) for p in d["winners"])
        verb = "wins" if len(d["winners"]) == 1 else "share the win"
        return (f"{winners} {verb}: {d['how']}.", palette.LIMB)
    return None
