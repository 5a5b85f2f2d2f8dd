"""The map and the global parameters: where a tile may go, placing it (with its VP, placement
bonus and purple marker), raising temperature and oxygen, and the end trigger.

The figures a screen also shows are pure functions of plain data: `legal_areas(tiles, ...)`
(where a tile may go), `placement_vp(tiles, tile, area)` (the VP a tile scores there) and
`completed_parameters(...)`.
"""

from __future__ import annotations

from game.rules.core import Event
from game.rules.tmdice.events import (
    Parameter,
    ParameterMaxed,
    ParameterRaised,
    Seat,
    TilePlaced,
    emit,
)
from game.rules.tmdice.resources import take_purple_marker, vp
from game.rules.tmdice.state import Pending, TMState
from game.rules.tmdice.tables import (
    CITY_VP,
    NON_RESERVED,
    OCEANS,
    OXY_BONUS,
    OXY_STEPS,
    SOLO_CITY_AREAS,
    TEMP_BONUS,
    TEMP_STEPS,
    TERRAFORM_VP,
    TERRAFORM_VP_COMPLETE,
    C,
    solo_forests,
    solo_oceans,
)
from game.rules.tmdice.triggers import fire


def legal_areas(tiles: list[str], tile: str, special: str = "") -> list[int]:
    """The areas where `tile` may go on a map holding `tiles` (per area: "" or its tile).

    ocean: a free ocean area; greenery: any free unreserved area; city: a free unreserved
    area next to no city; special: its own area; solo_city / solo_ocean / solo_greenery: the
    solo setup (000: the city on a VP area, the ocean next to it, the forest next to both).
    """
    if tile == "ocean":
        return [a for a in C.ocean_areas if not tiles[a]]
    if tile == "greenery":
        return [a for a in NON_RESERVED if not tiles[a]]
    if tile == "city":
        adj = C.adjacent
        return [
            a for a in NON_RESERVED if not tiles[a] and not any(tiles[b] == "city" for b in adj[a])
        ]
    if tile == "special":
        area = C.special_area[special]
        return [] if tiles[area] else [area]
    if tile == "solo_city":
        return [a for a in SOLO_CITY_AREAS if solo_oceans(a) and not tiles[a]]
    if tile == "solo_ocean":
        # only an ocean that leaves room for the forest (000's solo setup)
        city = tiles.index("city")
        return [a for a in solo_oceans(city) if not tiles[a]]
    if tile == "solo_greenery":
        city = tiles.index("city")
        ocean = tiles.index("ocean")
        return [a for a in solo_forests(city, ocean) if not tiles[a]]
    return []


def has_legal_area(tiles: list[str], tile: str) -> bool:
    """Whether `legal_areas(tiles, tile)` names any area, stopping at the first one (every
    main-action window asks this of greeneries and cities)."""
    if tile == "greenery":
        return any(not tiles[a] for a in NON_RESERVED)
    if tile == "city":
        adj = C.adjacent
        return any(
            not tiles[a] and not any(tiles[b] == "city" for b in adj[a]) for a in NON_RESERVED
        )
    return bool(legal_areas(tiles, tile))


def placement_vp(tiles: list[str], tile: str, area: int) -> int:
    """The VP a tile scores for itself placed on `area` (000 "Placing tiles"): a greenery 1 per
    adjacent city; a city 2, plus 1 per adjacent greenery; an ocean 2 for terraforming (the
    oxygen step of a greenery and the placement bonus of the area come on top)."""
    adj = C.adjacent[area]
    if tile == "greenery":
        return sum(1 for b in adj if tiles[b] == "city")
    if tile == "city":
        return CITY_VP + sum(1 for b in adj if tiles[b] == "greenery")
    if tile == "ocean":
        return TERRAFORM_VP
    return 0


def completed_parameters(temperature: int, oxygen: int, oceans: int) -> int:
    """How many of the three global parameters are complete (two end the game)."""
    return (temperature >= TEMP_STEPS) + (oxygen >= OXY_STEPS) + (oceans >= OCEANS)


def completed(s: TMState) -> int:
    return completed_parameters(s.temperature, s.oxygen, s.oceans)


def check_end(s: TMState) -> None:
    """The second completed parameter triggers the end (not in solo): this turn, then one
    more turn each."""
    if s.solo or s.phase != "play" or s.final_left >= 0:
        return
    if completed(s) >= 2:
        s.end_trigger = s.current
        s.final_left = s.players + 1


def tile_icon(s: TMState, seat: int, tile: str, special: str, ev: list[Event]) -> None:
    """A tile icon: queue its placement. An ocean beyond the seventh terraforms for 1 VP and
    places nothing, so nothing that answers "place an ocean" fires (triggers, missions)."""
    if tile == "ocean" and s.oceans >= OCEANS:
        ev.append(emit("ocean_complete", Seat(seat=seat)))
        vp(s, seat, TERRAFORM_VP_COMPLETE, "terraform", ev)
        return
    s.pending.append(Pending(kind="place", seat=seat, tile=tile, special=special))


def place(s: TMState, seat: int, tile: str, area: int, ev: list[Event]) -> None:
    """Put `tile` on `area`: its VP, the area's placement bonus, a purple marker there, the
    oxygen step of a greenery, and the triggers. The solo setup's tiles belong to nobody and
    score nothing."""
    if tile.startswith("solo_"):
        kind = tile[5:]
        s.tiles[area] = kind
        s.owners[area] = -1
        if kind == "ocean":
            s.oceans += 1
        ev.append(emit("tile_placed", TilePlaced(seat=-1, tile=kind, area=area)))
        return
    kind = tile if tile != "special" else C.map.areas[area].special or "special"
    points = placement_vp(s.tiles, tile, area)
    s.tiles[area] = kind
    s.owners[area] = seat
    ev.append(emit("tile_placed", TilePlaced(seat=seat, tile=kind, area=area)))
    p = s.players_state[seat]
    if tile != "ocean":
        p.tiles += 1
    if tile == "greenery":
        p.greeneries += 1
    elif tile == "city":
        p.cities += 1
    if tile == "ocean":
        s.oceans += 1
        vp(s, seat, points, "terraform", ev)
        if s.oceans >= OCEANS:
            ev.append(emit("parameter_complete", Parameter(param="ocean")))
            check_end(s)
    elif points:
        vp(s, seat, points, "tiles", ev)
    bonus = C.map.areas[area].bonus
    if bonus:
        s.pending.append(
            Pending(kind="effects", seat=seat, source="placement", effects=list(bonus))
        )
    if area in s.purple_map:
        s.purple_map.remove(area)
        take_purple_marker(s, seat, ev)
    if tile == "greenery":
        raise_parameter(s, seat, "oxygen", ev)
    fire(s, "special" if tile == "special" else tile, seat, ev)


def raise_parameter(s: TMState, seat: int, param: str, ev: list[Event]) -> None:
    """One step of temperature or oxygen: 2 VP and the track's bonus; a completed parameter
    still terraforms, for 1 VP."""
    if param == "temperature":
        cur, top, bonuses = s.temperature, TEMP_STEPS, TEMP_BONUS
    else:
        cur, top, bonuses = s.oxygen, OXY_STEPS, OXY_BONUS
    if cur < top:
        cur += 1
        if param == "temperature":
            s.temperature = cur
        else:
            s.oxygen = cur
        ev.append(emit("parameter_raised", ParameterRaised(seat=seat, param=param, step=cur)))
        vp(s, seat, TERRAFORM_VP, "terraform", ev)
        if cur in bonuses:
            s.pending.append(
                Pending(kind="effects", seat=seat, source="track", effects=list(bonuses[cur]))
            )
        if cur == top:
            ev.append(emit("parameter_complete", Parameter(param=param)))
            check_end(s)
    else:
        ev.append(emit("parameter_maxed", ParameterMaxed(seat=seat, param=param)))
        vp(s, seat, TERRAFORM_VP_COMPLETE, "terraform", ev)
    fire(s, param, seat, ev)
