"""Figures the TM Dice table shows, as pure functions of what an observation carries.

Each function computes one number (or short list) a screen puts in front of a player: the VP a
tile would score on an area, how many icons each player has for an award and what the award
pays, who the last player is, which areas a tile may go on. They take plain data (the tiles
on the map, the parameters, the cards in play) so that a screen can call them with an
observation and the engine with its state. Where the engine has the rule as a pure function
(legal areas, award counts and points, the last player) the figure is that very function;
tests hold every figure to what the engine actually awards in real games.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal, Protocol

from game.rules.tmdice import board, scoring, tables
from game.rules.tmdice.content import Effect, content
from game.rules.tmdice.modules import colonies as colony_rules
from game.rules.tmdice.modules.colonies_tiles import (
    MAX_COLONIES,
    TRACK,
    ColonyTile,
    colony_tiles,
    trade_income,
)

# The rules' VP figures, said by the screens too.
from game.rules.tmdice.tables import (
    AWARD_FIRST_VP as AWARD_FIRST_VP,
)
from game.rules.tmdice.tables import (
    AWARD_SECOND_VP as AWARD_SECOND_VP,
)
from game.rules.tmdice.tables import (
    CITY_VP as CITY_VP,
)
from game.rules.tmdice.tables import (
    MEGACREDIT_PROJECT_VP as MEGACREDIT_PROJECT_VP,
)
from game.rules.tmdice.tables import (
    MILESTONE_VP as MILESTONE_VP,
)
from game.rules.tmdice.tables import (
    MISSION_VP as MISSION_VP,
)
from game.rules.tmdice.tables import (
    TERRAFORM_VP as TERRAFORM_VP,
)
from game.rules.tmdice.tables import (
    TERRAFORM_VP_COMPLETE as TERRAFORM_VP_COMPLETE,
)

C = content()

#: Standard projects: what is paid (a face, how many) for each (000 "Main action").
STANDARD_PROJECTS = tables.STANDARD


class Tableau(Protocol):
    """A player's cards in play, as an observation (or the state) holds them."""

    @property
    def played(self) -> Sequence[str]: ...

    @property
    def bonus(self) -> Sequence[str]: ...


# --- parameters --------------------------------------------------------------------------
def temperature_step(temperature_c: int) -> int:
    """Steps raised from the track's start (-32 degrees C is step 0)."""
    temp = C.tracks.temperature
    return (temperature_c - temp.start) // temp.step


def oxygen_step(oxygen_pct: int) -> int:
    """Steps raised from the track's start (0 % is step 0)."""
    oxy = C.tracks.oxygen
    return (oxygen_pct - oxy.start) // oxy.step


def parameters_done(temperature_c: int, oxygen_pct: int, oceans: int) -> dict[str, bool]:
    """Which of the three global parameters are complete (two end the game; solo needs all
    three for the score to count)."""
    return {
        "temperature": temperature_c >= C.tracks.temperature.end,
        "oxygen": oxygen_pct >= C.tracks.oxygen.end,
        "oceans": oceans >= C.tracks.ocean_tiles,
    }


# --- tiles -------------------------------------------------------------------------------
@dataclass(frozen=True)
class PlacementVP:
    """The VP a tile scores as it is placed, by where they come from."""

    terraform: int = 0  # an ocean, or the oxygen a greenery raises
    bonus_raise: int = 0  # a parameter raised by a track bonus that raise reaches
    tile: int = 0  # a city's own 2 VP
    adjacent: int = 0  # greenery next to cities, city next to greeneries
    placement: int = 0  # a VP placement bonus printed on the area

    @property
    def total(self) -> int:
        return self.terraform + self.bonus_raise + self.tile + self.adjacent + self.placement


def _raise_vp(temperature_c: int, oxygen_pct: int, param: str) -> tuple[int, int]:
    """(VP for raising ``param`` one step, VP of raises its track bonus brings)."""
    if param == "temperature":
        track, step = C.tracks.temperature, temperature_step(temperature_c)
    else:
        track, step = C.tracks.oxygen, oxygen_step(oxygen_pct)
    if step >= track.steps():
        return TERRAFORM_VP_COMPLETE, 0
    reached = track.start + (step + 1) * track.step
    extra = 0
    if param == "temperature":
        temperature_c = reached
    else:
        oxygen_pct = reached
    for eff in track.bonuses.get(str(reached), []):
        if eff.do == "raise":
            for _ in range(getattr(eff, "n", 1)):
                vp, more = _raise_vp(temperature_c, oxygen_pct, eff.param)
                extra += vp + more
    return TERRAFORM_VP, extra


def placement_vp(
    tiles: Sequence[str], temperature_c: int, oxygen_pct: int, area: int, tile: str
) -> PlacementVP:
    """The VP placing ``tile`` on ``area`` scores now (000 "Placing tiles"): an ocean 2 for
    terraforming; a greenery 1 per city next to it and the oxygen it raises (2, 1 once oxygen
    is complete, plus a track bonus that raise reaches); a city 2 plus 1 per greenery next to
    it; and a VP placement bonus printed on the area. The solo setup's tiles score nothing."""
    if tile.startswith("solo_"):
        return PlacementVP()
    adj = C.adjacent[area]
    placement = sum(getattr(e, "n", 1) for e in C.map.areas[area].bonus if e.do == "vp")
    if tile == "ocean":
        return PlacementVP(terraform=TERRAFORM_VP, placement=placement)
    if tile == "greenery":
        raised, extra = _raise_vp(temperature_c, oxygen_pct, "oxygen")
        near = sum(1 for b in adj if tiles[b] == "city")
        return PlacementVP(terraform=raised, bonus_raise=extra, adjacent=near, placement=placement)
    if tile == "city":
        near = sum(1 for b in adj if tiles[b] == "greenery")
        return PlacementVP(tile=CITY_VP, adjacent=near, placement=placement)
    return PlacementVP(placement=placement)


AreaRefusal = Literal[
    "taken",
    "ocean_only",
    "reserved_ocean",
    "special_elsewhere",
    "reserved_special",
    "next_to_city",
    "solo_spot",
]


def area_refusal(
    tiles: Sequence[str], area: int, tile: str, special: str = ""
) -> AreaRefusal | None:
    """Why ``tile`` may not go on ``area`` now (None: it may). One tile per area; oceans only
    on the ocean-reserved areas, which take nothing else; a special tile on its own area; a
    city never next to another city (000 "Placing tiles"). The solo setup (000 "Solo"): its
    city on an area with a VP placement bonus, its ocean next to that city, its greenery next
    to both."""
    a = C.map.areas[area]
    if tiles[area]:
        return "taken"
    kind = tile.removeprefix("solo_")
    if kind == "ocean":
        if a.reserved != "ocean":
            return "ocean_only"
    elif a.reserved == "ocean":
        return "reserved_ocean"
    elif kind == "special":
        if a.reserved != "special" or a.special != special:
            return "special_elsewhere"
    elif a.reserved == "special":
        return "reserved_special"
    elif kind == "city" and any(tiles[b] == "city" for b in C.adjacent[area]):
        return "next_to_city"
    if tile == "solo_city" and not a.vp_spot:
        return "solo_spot"
    if tile == "solo_ocean" and area not in C.adjacent[tiles.index("city")]:
        return "solo_spot"
    if tile == "solo_greenery":
        near = set(C.adjacent[tiles.index("city")]) & set(C.adjacent[tiles.index("ocean")])
        if area not in near:
            return "solo_spot"
    return None


def legal_areas(tiles: Sequence[str], tile: str, special: str = "") -> list[int]:
    """Every area ``tile`` may be placed on now (see :func:`area_refusal`)."""
    return board.legal_areas(list(tiles), tile, special)


# --- awards ------------------------------------------------------------------------------
def award_count(face: str, tableau: Tableau) -> int:
    """How many ``face`` icons are in the costs of a player's played cards, bonus cards
    included (000 "Final Scoring": awards count the icons in the costs)."""
    return scoring.award_count(face, list(tableau.played), list(tableau.bonus))


def award_counts(face: str, tableaus: Sequence[Tableau]) -> list[int]:
    """Every player's :func:`award_count`, in seat order."""
    return [award_count(face, t) for t in tableaus]


def solo_award_need(face: str) -> int:
    """Solo: icons needed to win an award of this face, by its rarity (6, 8 or 10)."""
    thresholds = C.tracks.solo_award_thresholds
    return next(need for rarity, need in thresholds.items() if rarity == C.rarity[face])


def award_vp(face: str, counts: Sequence[int], solo: bool) -> list[int]:
    """What one award pays each player at the end (000 "Final Scoring"): 5 VP to the most
    icons, every tied leader included, and then no second place; else 3 VP to the runners-up,
    only with 3 or more players. Nobody scores with no icon. Solo: 5 VP with the need, 3 VP
    one short of it."""
    return scoring.award_points(list(counts), face, solo)


def award_leaders(counts: Sequence[int]) -> list[int]:
    """The seats that lead an award now (none while nobody has an icon)."""
    best = max(counts, default=0)
    return [i for i, k in enumerate(counts) if k == best] if best > 0 else []


# --- seats, production, payments, bands -------------------------------------------------
def last_player(first: int, players: int) -> int:
    """The last player in turn order, who receives the first player's resource at setup."""
    return tables.last_player(first, players)


def production_items(corp: str | None, played: Sequence[str]) -> list[str]:
    """What a production turn rolls and gains: the brown boxes of the corporation and of the
    cards in play (dice colours, "wild", "vp", "draw")."""
    items: list[str] = list(C.corps[corp].production) if corp else []
    for cid in played:
        items.extend(C.cards[cid].production)
    return items


@dataclass(frozen=True)
class BlueCardPayment:
    """A payment of one resource for this blue card's action."""

    card: str


PaymentFor = Literal["turn", "draw2"] | BlueCardPayment


def payment_for(then: str) -> PaymentFor:
    """What a pending one-resource payment is for, from its ``then``: turning another die,
    drawing 2 cards, or a blue card's action ("blue:<card id>")."""
    if then == "turn":
        return "turn"
    if then == "draw2":
        return "draw2"
    card = then.removeprefix("blue:")
    if card == then or card not in C.cards:
        raise ValueError(f"Unknown payment {then!r}.")
    return BlueCardPayment(card)


#: The solo benchmark band a score falls in (the engine's own, for the final scoring).
band_for = tables.band_for


def solo_bands() -> list[tuple[int, str]]:
    """The rulebook's solo benchmark bands (000 "Solo game scoring benchmark"), lowest first:
    (the lowest score in the band, its name)."""
    return [(band.low, band.name) for band in C.tracks.bands]


def solo_score_if_ended(
    vp: int,
    tableau: Tableau,
    milestones: Sequence[str],
    missions: Sequence[str],
    award_dice: Sequence[str],
) -> int:
    """The solo score if the game ended now, as the final scoring would count it: the VP
    already scored, the awards at the solo thresholds, the milestones taken, the red-ribbon
    VP of the cards and the missions done (whether the score counts -- all three parameters
    complete -- is another matter)."""
    awards = sum(award_vp(face, [award_count(face, tableau)], solo=True)[0] for face in award_dice)
    return (
        vp
        + awards
        + tables.MILESTONE_VP * len(milestones)
        + scoring.end_card_vp(tableau.played, tableau.bonus)
        + tables.MISSION_VP * len(missions)
    )


# --- colonies (002, the Colonies module) -------------------------------------------------
#: Building a colony: dice of this face, how many (wild tokens stand in).
COLONY_BUILD: tuple[str, int] = (colony_rules.BUILD_FACE, colony_rules.BUILD_COST)
#: Trading: this many dice of one of these faces (002's three payment alternatives).
COLONY_TRADE_FACES: tuple[str, ...] = colony_rules.TRADE_FACES
COLONY_TRADE_COST = colony_rules.TRADE_COST
#: Steps of a colony tile's track (0..6), and colonies a tile holds.
COLONY_TRACK = TRACK
COLONY_SPOTS = MAX_COLONIES


def colony_tile(tile: str) -> ColonyTile:
    """A colony tile's data: name, build bonus, income per step, colony bonus, the face a
    card in play must show before it opens."""
    return colony_tiles()[tile]


@dataclass(frozen=True)
class TradeGains:
    """What trading with a tile gives now (002 "Trading"): the trader's income at the
    marker (effects, and production dice by colour), and the colony bonus every colony owner
    there takes (then a card to discard, on some tiles)."""

    income: tuple[Effect, ...]
    production: tuple[str, ...]
    bonus: tuple[Effect, ...]
    discard: bool
    owners: tuple[int, ...]


def trade_gains(tile: str, step: int, owners: Sequence[int]) -> TradeGains:
    """The gains of a trade with ``tile`` whose marker is at ``step`` and whose colonies
    belong to ``owners`` (lowest spot first): the very income the engine's trade resolves."""
    t = colony_tile(tile)
    income, production = trade_income(t, step)
    return TradeGains(
        tuple(income),
        tuple(production),
        tuple(t.colony_bonus),
        bool(t.colony_discard),
        tuple(owners),
    )
