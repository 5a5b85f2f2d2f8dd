"""The data of every event of the cockroach hunt, typed: one TypedDict per event kind.

The engine builds each event with `emit(kind, Shape(...))` (mypy checks the fields) and the
screens read it back with `read(event, Shape)` (both in game.rules.core.events). `EVENT_DATA`
maps every kind to its shape, `EVENT_SECRET` each kind with a secret to the shape of that
secret (read with `read_secret`: None for a seat that may not see it).
tests/contract/test_event_data.py plays whole games and checks every event against these.

(No `from __future__ import annotations` here: Python 3.11 reads `NotRequired` only from
annotations that are evaluated.)
"""

from typing import Literal, NotRequired, TypedDict

from game.rules.cockroach.content import Symbol


# --- shapes shared by several kinds ---------------------------------------------------------
class Player(TypedDict):
    player: int


class PlayerCard(TypedDict):
    player: int
    card: str


class PlayerAmount(TypedDict):
    player: int
    amount: int


class Cards(TypedDict):
    cards: list[str]  # a secret: the cards only their holder sees


class Card(TypedDict):
    card: str


# --- setup and turns --------------------------------------------------------------------------
class HeroChosen(TypedDict):
    player: int
    hero: str


class Dealt(TypedDict):
    display: list[str]
    roaches: list[str]
    removed: int
    hand_sizes: list[int]


class TurnStarted(TypedDict):
    player: int
    turn: int


class Passed(TypedDict):
    player: int
    moment: str


class GameOver(TypedDict):
    winners: list[int]
    how: str
    vp: list[int]


# --- dice -------------------------------------------------------------------------------------
class DiceRolled(TypedDict):
    player: int
    dice: list[int]  # the face of each combat die


class DiceRerolled(TypedDict):
    player: int
    dice: list[int]  # which dice
    faces: list[int]  # their new faces


class DiceLocked(TypedDict):
    player: int
    dice: list[int]  # the combat dice a payment has just locked
    special: bool  # the special die too


class SpecialFace(TypedDict):
    player: int
    face: int


class SymbolsIgnored(TypedDict):
    player: int
    symbol: Symbol


class Marked(TypedDict):
    player: int
    mark: str


class Exchanged(TypedDict):
    player: int
    to: Literal["injury", "star"]


class TollPaid(TypedDict):
    player: int
    stars: int


class TechniqueUsed(TypedDict):
    player: int
    hero: str


# --- markers and cockroaches --------------------------------------------------------------------
class MarkerMoved(TypedDict):
    player: int
    slot: int


class RoachRevealed(TypedDict):
    slot: int
    roach: str


class RoachSwapped(TypedDict):
    player: int
    slot: int
    old: str


class Injured(TypedDict):
    player: int
    slot: int
    roach: str
    amount: int


class Reason(TypedDict):
    player: int
    reason: str


class RoachDying(TypedDict):
    slot: int
    roach: str
    killer: int


class RoachSlain(TypedDict):
    slot: int
    roach: str
    killer: int
    vp: int


class Healed(TypedDict):
    slot: int
    amount: int


# --- spoils -------------------------------------------------------------------------------------
class SpoilsDiscarded(TypedDict):
    player: int
    stars: int
    injuries: int


class SpoilGained(TypedDict):
    player: int
    kind: str  # star, injury or vp
    amount: int


class SpoilsLost(TypedDict):
    roach: str
    reason: str


class SpoilsClaimed(TypedDict):
    player: int
    roach: str


# --- cards --------------------------------------------------------------------------------------
class DeckReshuffled(TypedDict):
    cards: int


class CardDrawn(TypedDict):
    player: int
    card: NotRequired[str]  # shown when it is equipment (face up); a squad stays secret


class SquadPlayed(TypedDict):
    player: int
    card: str
    out_of_turn: bool
    target: int  # -1: none
    slot: int  # -1: none
    item: str  # "": none


class Stolen(TypedDict):
    player: int
    target: int
    card: str


class VpStolen(TypedDict):
    player: int
    target: int
    amount: int


class HandDiscarded(TypedDict):
    player: int
    cards: list[str]


class DeckLookedAt(TypedDict):
    player: int
    deck: Literal["cockroach", "support"]
    count: NotRequired[int]  # the support cards looked at


EVENT_DATA: dict[str, type] = {
    "first_player": Player,
    "hero_chosen": HeroChosen,
    "dealt": Dealt,
    "hand_dealt": Player,
    "turn_started": TurnStarted,
    "turn_missed": Player,
    "turn_ended": Player,
    "passed": Passed,
    "spending_done": Player,
    "game_over": GameOver,
    "dice_rolled": DiceRolled,
    "dice_rerolled": DiceRerolled,
    "special_rolled": SpecialFace,
    "special_set": SpecialFace,
    "dice_locked": DiceLocked,
    "symbols_ignored": SymbolsIgnored,
    "dangers_ignored": Player,
    "marked": Marked,
    "exchanged": Exchanged,
    "toll_paid": TollPaid,
    "toll_unpaid": Player,
    "technique_used": TechniqueUsed,
    "injury_counters_used": PlayerAmount,
    "marker_moved": MarkerMoved,
    "displaced": Player,
    "roach_revealed": RoachRevealed,
    "roach_swapped": RoachSwapped,
    "injured": Injured,
    "injuries_shrugged": Injured,
    "injuries_lost": Reason,
    "injuries_added": PlayerAmount,
    "roach_dying": RoachDying,
    "roach_slain": RoachSlain,
    "healed": Healed,
    "spoils_discarded": SpoilsDiscarded,
    "spoil_gained": SpoilGained,
    "spoils_lost": SpoilsLost,
    "spoils_claimed": SpoilsClaimed,
    "deck_reshuffled": DeckReshuffled,
    "display_refilled": Card,
    "card_acquired": PlayerCard,
    "card_drawn": CardDrawn,
    "card_kept": Player,
    "deck_looked_at": DeckLookedAt,
    "squad_played": SquadPlayed,
    "squad_resolves": PlayerCard,
    "squad_fizzled": PlayerCard,
    "equipment_destroyed": PlayerCard,
    "equipment_stolen": Stolen,
    "vp_stolen": VpStolen,
    "hand_discarded": HandDiscarded,
}

EVENT_SECRET: dict[str, type] = {
    "hand_dealt": Cards,
    "card_drawn": Card,
    "card_kept": Card,
    "deck_looked_at": Cards,
}
