"""The data of every TM Dice event, typed: one TypedDict per event kind.

The engine builds each event's data as its TypedDict (mypy checks the fields) and `EVENT_DATA`
maps every kind to its type, so a reader (the log, the animations, the tests) can rely on the
fields: `read(event, DieRolled)` gives the data typed. tests/rules/tmdice/test_events.py checks
that every event of whole games carries exactly the fields of its kind. `secret` data (drawn
cards, a chosen corporation, the bonus pile seen) is listed with its kind in `EVENT_SECRET`.
"""

from __future__ import annotations

from typing import TypedDict

# built and read through the helpers every game shares
from game.rules.core.events import emit as emit
from game.rules.core.events import read as read


class Seat(TypedDict):
    seat: int


class Size(TypedDict):
    size: int


class BonusPileShown(TypedDict):
    seat: int
    size: int


class AwardDie(TypedDict):
    colour: str
    face: str


class Milestones(TypedDict):
    ids: list[str]


class MissionId(TypedDict):
    mission: str


class CorporationsRevealed(TypedDict):
    corps: list[str | None]


class DieRolled(TypedDict):
    seat: int
    colour: str
    face: str


class DieGained(TypedDict):
    seat: int
    colour: str
    face: str


class DieMissing(TypedDict):
    seat: int
    colour: str


class DieDiscarded(TypedDict):
    seat: int
    face: str
    n: int


class DieTurned(TypedDict):
    seat: int
    face: str
    to: str


class Resource(TypedDict):
    seat: int
    face: str


class ResourceGiven(TypedDict):
    seat: int
    to: int
    face: str


class Paid(TypedDict):
    seat: int
    faces: list[str]
    wilds: int


class WildGained(TypedDict):
    seat: int
    n: int


class Vp(TypedDict):
    seat: int
    n: int
    source: str


class VpBonusStep(TypedDict):
    seat: int
    step: int


class CardsDrawn(TypedDict):
    seat: int
    count: int


class Reshuffled(TypedDict):
    cards: int


class CardId(TypedDict):
    seat: int
    card: str


class CardPlayed(TypedDict):
    seat: int
    card: str
    colour: str


class BlueAction(TypedDict):
    seat: int
    card: str
    timing: str


class BlueUntapped(TypedDict):
    seat: int
    cards: list[str]


class StandardProjectTaken(TypedDict):
    seat: int
    what: str


class Triggered(TypedDict):
    seat: int
    card: str
    on: str


class TilePlaced(TypedDict):
    seat: int
    tile: str
    area: int


class ParameterRaised(TypedDict):
    seat: int
    param: str
    step: int


class ParameterMaxed(TypedDict):
    seat: int
    param: str


class Parameter(TypedDict):
    param: str


class EffectIgnored(TypedDict):
    seat: int
    what: str


class RotateDeclined(TypedDict):
    seat: int
    n: int


class Turn(TypedDict):
    seat: int
    turn: int


class MilestoneClaimed(TypedDict):
    seat: int
    milestone: str


class MilestoneRemoved(TypedDict):
    milestone: str


class MissionCube(TypedDict):
    seat: int
    mission: str
    part: int


class MissionCompleted(TypedDict):
    seat: int
    mission: str


class Nothing(TypedDict):
    pass


class FinalScores(TypedDict):
    scores: list[int]
    winners: list[int]


EVENT_DATA: dict[str, type] = {
    "bonus_pile": Size,
    "bonus_pile_shown": BonusPileShown,
    "bonus_pile_empty": Seat,
    "bonus_card": CardId,
    "award_die": AwardDie,
    "milestones": Milestones,
    "mission_revealed": MissionId,
    "mission_discarded": MissionId,
    "first_player": Seat,
    "corporations_dealt": Seat,
    "corporation_chosen": Seat,
    "corporations_revealed": CorporationsRevealed,
    "die_rolled": DieRolled,
    "die_gained": DieGained,
    "die_missing": DieMissing,
    "die_discarded": DieDiscarded,
    "die_turned": DieTurned,
    "resource_paid": Resource,
    "resource_lost": Resource,
    "resource_given": ResourceGiven,
    "paid": Paid,
    "wild_gained": WildGained,
    "vp": Vp,
    "vp_bonus_step": VpBonusStep,
    "cards_drawn": CardsDrawn,
    "deck_empty": Seat,
    "deck_reshuffled": Reshuffled,
    "card_discarded": CardId,
    "card_played": CardPlayed,
    "blue_action": BlueAction,
    "blue_untapped": BlueUntapped,
    "production_turn": Seat,
    "action_turn": Seat,
    "pool_short": Seat,
    "standard_project": StandardProjectTaken,
    "skipped": Seat,
    "triggered": Triggered,
    "attack": Seat,
    "tile_placed": TilePlaced,
    "ocean_complete": Seat,
    "parameter_raised": ParameterRaised,
    "parameter_maxed": ParameterMaxed,
    "parameter_complete": Parameter,
    "effect_ignored": EffectIgnored,
    "rotate_declined": RotateDeclined,
    "turn_started": Turn,
    "turn_ended": Turn,
    "milestone_claimed": MilestoneClaimed,
    "milestone_removed": MilestoneRemoved,
    "mission_cube": MissionCube,
    "mission_completed": MissionCompleted,
    "game_end": Nothing,
    "final_scores": FinalScores,
}


class Corporations(TypedDict):
    corps: list[str]


class Corporation(TypedDict):
    corp: str


class Cards(TypedDict):
    cards: list[str]


# Kinds with secret data, and the shape of that secret (seen only by `secret_to`).
EVENT_SECRET: dict[str, type] = {
    "corporations_dealt": Corporations,
    "corporation_chosen": Corporation,
    "cards_drawn": Cards,
    "bonus_pile_shown": Cards,
}
