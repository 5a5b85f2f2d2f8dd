"""The TM Dice table's actions and map areas in words: what an action does (the engine's
sentence, with what the screen knows better), the VP a tile would score on an area and where
they come from, why a tile may not go on an area. No pygame."""

from __future__ import annotations

from game.rules.tmdice import actions as A
from game.rules.tmdice import figures
from game.rules.tmdice.content import content
from game.ui.tmdice.situation import Situation
from game.ui.tmdice.words import SPECIAL_NAMES, effect_words

C = content()
#: Why a tile may not go on an area, in a player's words (000 "Placing tiles").
REFUSALS: dict[figures.AreaRefusal, str] = {
    "taken": "Only one tile may be placed on each area.",
    "ocean_only": "An ocean goes on a blue ocean-reserved area.",
    "reserved_ocean": "That area is reserved for an ocean tile.",
    "special_elsewhere": "This special tile goes on its own area, named on the map.",
    "reserved_special": "That area is reserved for its special tile.",
    "next_to_city": "A city may not be placed next to another city.",
    "solo_spot": "The solo setup says where this tile goes: one of the lit areas.",
}


def describe(sit: Situation, action: A.Action) -> str:
    """An action in words: the engine's sentence, with what the screen knows better (the
    effect to resolve next, the VP a tile scores there)."""
    text = sit.engine_words(action)
    top = sit.top
    if (
        isinstance(action, A.PickEffect)
        and top is not None
        and top.kind == "effects"
        and action.index < len(top.effects)
    ):
        text = "Resolve next: " + effect_words(top.effects[action.index])
    if isinstance(action, A.PlaceTile):
        text += f" \u2014 {placement_words(sit, action.area)}"
    return text


def placing(sit: Situation) -> str:
    """The tile being placed now (a greenery when none is: what an area would score)."""
    top = sit.top
    return top.tile if top is not None and top.kind == "place" else "greenery"


def placement_vp(sit: Situation, area: int, tile: str) -> figures.PlacementVP:
    view = sit.view
    return figures.placement_vp(view.tiles, view.temperature_c, view.oxygen_pct, area, tile)


def placement_parts(tile: str, vp: figures.PlacementVP) -> list[str]:
    """Where a tile's VP come from, in words."""
    if tile.startswith("solo_"):
        return ["solo setup: no VP"]
    parts: list[str] = []
    if tile == "ocean":
        parts.append(f"{vp.terraform} terraforming")
    elif tile == "greenery":
        parts.append(f"{vp.terraform} oxygen")
        if vp.bonus_raise:
            parts.append(f"{vp.bonus_raise} from the oxygen track bonus")
        if vp.adjacent:
            parts.append(f"{vp.adjacent} next to cities")
    elif tile == "city":
        parts.append(f"{vp.tile} city")
        if vp.adjacent:
            parts.append(f"{vp.adjacent} next to greeneries")
    if vp.placement:
        parts.append(f"{vp.placement} placement bonus")
    return parts


def placement_words(sit: Situation, area: int) -> str:
    tile = placing(sit)
    vp = placement_vp(sit, area, tile)
    parts = placement_parts(tile, vp)
    bonus = [effect_words(e) for e in C.map.areas[area].bonus if e.do != "vp"]
    text = f"{vp.total} VP" + (f" ({', '.join(parts)})" if parts else "")
    if bonus and not tile.startswith("solo_"):
        text += "; bonus: " + ", ".join(bonus)
    return text


def why_area(sit: Situation, area: int) -> str:
    """Why the tile being placed may not go on ``area``."""
    top = sit.top
    tile, special = (top.tile, top.special) if top is not None else ("greenery", "")
    refusal = figures.area_refusal(sit.view.tiles, area, tile, special)
    if refusal is not None:
        return REFUSALS[refusal]
    return sit.why_not(A.PlaceTile(area))


def area_words(sit: Situation, area: int) -> str:
    a = C.map.areas[area]
    tile = sit.view.tiles[area]
    if A.PlaceTile(area) in sit.legal:
        top = sit.top
        word = top.tile.replace("solo_", "") if top is not None else "tile"
        return f"Place the {word} on area {area}: {placement_words(sit, area)}."
    if tile:
        owner = sit.view.owners[area]
        who = sit.name(owner) if owner >= 0 else "nobody"
        name = SPECIAL_NAMES.get(tile, tile)
        return f"Area {area}: {name} (placed by {who})."
    if a.reserved == "ocean":
        what = "ocean-reserved"
    elif a.reserved == "special":
        what = "reserved for " + SPECIAL_NAMES.get(a.special or "", "")
    else:
        what = "open"
    bonus = ", ".join(effect_words(e) for e in a.bonus) or "no bonus"
    return f"Area {area}: {what}; placement bonus: {bonus}."
