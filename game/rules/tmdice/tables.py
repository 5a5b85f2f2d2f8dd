"""Figures the TM Dice rules derive once from the content: track lengths, costs as counts,
who listens to what, the solo setup's areas, and the pure helpers built on them (ways to pay
with wild tokens, the bonus pile size, the solo rating band).

Everything here is plain data or a pure function of plain data, so the screens' figures
(game/rules/tmdice/figures.py) and the engine can share them.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.rules.tmdice.content import (
    BASE_COLOURS,
    FACE_COLOUR,
    Effect,
    RotateEffect,
    Trigger,
    content,
)
from game.rules.tmdice.state import STANDARD, STANDARD_WORDS

__all__ = ["STANDARD", "STANDARD_WORDS"]

C = content()
TEMP = C.tracks.temperature
OXY = C.tracks.oxygen
TEMP_STEPS = TEMP.steps()
OXY_STEPS = OXY.steps()
OCEANS = C.tracks.ocean_tiles
HAND_SIZE = 5
# Victory points the rules give (000 "Terraforming", "Placing tiles", "Main action", "Final
# Scoring"; 001 "Missions"). The engine scores with these and the screens' figures say them.
TERRAFORM_VP = 2  # a step of temperature or oxygen, an ocean tile
TERRAFORM_VP_COMPLETE = 1  # raising a parameter already complete, an ocean beyond the last
CITY_VP = 2  # a city for itself (plus 1 per adjacent greenery)
MEGACREDIT_PROJECT_VP = 2  # the megacredit standard project
AWARD_FIRST_VP = 5
AWARD_SECOND_VP = 3
MILESTONE_VP = 4
MISSION_VP = 1  # each completed mission
CORPS_DEALT = 2  # 000 setup: "deal 2 to each player"
KEEP_DICE = 3
NON_RESERVED = [a.id for a in C.map.areas if a.reserved is None]
ROTATE_AREAS = frozenset(
    a.id for a in C.map.areas if any(isinstance(e, RotateEffect) for e in a.bonus)
)
TEMP_BONUS: dict[int, list[Effect]] = {
    (int(v) - TEMP.start) // TEMP.step: e for v, e in TEMP.bonuses.items()
}
OXY_BONUS: dict[int, list[Effect]] = {
    (int(v) - OXY.start) // OXY.step: e for v, e in OXY.bonuses.items()
}


def _cost_counts(cost: Sequence[str]) -> tuple[tuple[str, int], ...]:
    counts: dict[str, int] = {}
    for face in cost:
        counts[face] = counts.get(face, 0) + 1
    return tuple(sorted(counts.items()))


CARD_COST = {cid: _cost_counts(card.cost) for cid, card in C.cards.items()}
# the faces of each card's cost, in CARD_COST's order
CARD_FACES = {cid: tuple(face for face, _ in cost) for cid, cost in CARD_COST.items()}
BONUS_COST = {bid: _cost_counts(bonus.cost) for bid, bonus in C.bonus.items()}
# solo awards (000): icons needed for 5 VP, by the rarity of the award's face
SOLO_AWARD_NEED: dict[str, int] = {
    face: need
    for rarity, need in C.tracks.solo_award_thresholds.items()
    for face, face_rarity in C.rarity.items()
    if face_rarity == rarity
}
ACTION_COST = {
    cid: _cost_counts(card.action.cost) for cid, card in C.cards.items() if card.action is not None
}
TRIGGERS: dict[str, tuple[Trigger, ...]] = {}
for _cid, _card in C.cards.items():
    if _card.triggers:
        TRIGGERS[_cid] = tuple(_card.triggers)
for _bid, _bonus in C.bonus.items():
    if _bonus.triggers:
        TRIGGERS[_bid] = tuple(_bonus.triggers)
for _kid, _corp in C.corps.items():
    if _corp.triggers:
        TRIGGERS[_kid] = tuple(_corp.triggers)
TRIGGER_KEYS = {t.on for trigs in TRIGGERS.values() for t in trigs}
# key -> the cards, corporations and bonus cards with a trigger on it
TRIGGER_SOURCES: dict[str, frozenset[str]] = {
    key: frozenset(src for src, trigs in TRIGGERS.items() if any(t.on == key for t in trigs))
    for key in TRIGGER_KEYS
}
CORP_DICE = {
    cid: sum(1 for item in corp.production if item in BASE_COLOURS) for cid, corp in C.corps.items()
}
MILESTONE_ATTR = {
    "greeneries": "greeneries",
    "cities": "cities",
    "tiles": "tiles",
    "green_cards": "green_cards",
    "red_cards": "red_cards",
    "blue_cards": "blue_cards",
    "wild": "wild",
}
DICE_PRODUCTION = {
    cid: sum(1 for item in card.production if item in BASE_COLOURS) for cid, card in C.cards.items()
}


def wild_options(
    cost: tuple[tuple[str, int], ...], dice: dict[str, int], wild: int
) -> list[tuple[str, ...]]:
    """Every way to pay `cost` exactly: the tuples of icons paid with wild tokens (wilds never
    stand in for purple faces). Empty if the cost cannot be paid."""
    results: list[tuple[str, ...]] = [()]
    for face, need in cost:
        have = dice.get(face, 0)
        low = need - have if need > have else 0
        high = 0 if FACE_COLOUR[face] == "purple" else min(need, wild)
        if low > high:
            return []
        grown: list[tuple[str, ...]] = []
        for r in results:
            used = len(r)
            for w in range(low, high + 1):
                if used + w > wild:
                    break
                grown.append(r + (face,) * w)
        if not grown:
            return []
        results = grown
    return results


def can_pay(cost: tuple[tuple[str, int], ...], dice: dict[str, int], wild: int) -> bool:
    """Whether `wild_options(cost, dice, wild)` offers any way to pay, without listing them:
    every face short of dice must be made up with wild tokens (never a purple one), and the
    tokens must cover all the shortfalls together."""
    short = 0
    for face, need in cost:
        have = dice.get(face, 0)
        if need > have:
            if FACE_COLOUR[face] == "purple":
                return False
            short += need - have
    return short <= wild


SOLO_CITY_AREAS = [a.id for a in C.map.areas if a.vp_spot]


def solo_forests(city: int, ocean: int) -> list[int]:
    """The solo setup's forest areas: free of any reservation, next to both the city and the
    ocean (000's solo setup)."""
    near = set(C.adjacent[city]) & set(C.adjacent[ocean])
    return [a for a in NON_RESERVED if a in near]


def solo_oceans(city: int) -> list[int]:
    """The solo setup's ocean areas for a city on `city`: next to it, and leaving at least one
    forest area next to both (on the empty setup board)."""
    return [a for a in C.ocean_areas if a in C.adjacent[city] and solo_forests(city, a)]


def bonus_pile_size(players: int, rule: str) -> int:
    """Bonus cards in the pile: 000's 4/6/8 by player count, or 001's 2 per player; solo always
    uses 000's 4 (000's solo rule: "Use 4 bonus cards ... the last one will not be used")."""
    if rule == "001" and players > 1:
        return 2 * players
    return C.tracks.bonus_pile[str(players)]


def last_player(first: int, players: int) -> int:
    """The last seat in turn order (000's setup: the first player gives it a resource)."""
    return (first - 1) % players


def dice_kept(storage: bool, played: Sequence[str]) -> int:
    """Dice kept at a production turn: 3, plus one per storage space on the cards in play
    with the 001 storage variant."""
    if not storage:
        return KEEP_DICE
    return KEEP_DICE + sum(C.cards[c].storage for c in played)


def band_for(score: int) -> str:
    """The solo benchmark band a score falls in (000 "Solo game scoring benchmark")."""
    name = C.tracks.bands[0].name
    for band in C.tracks.bands:
        if score >= band.low:
            name = band.name
    return name
