"""The whole state of a TM Dice game, and what one seat may see of it.

Cards, corporations, bonus cards, milestones and missions are ids into the content; dice are
counts (a die is its colour and its face, and a face names its colour). Everything here is
plain JSON-round-trippable data.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field, SerializeAsAny, field_validator

from game.rules.core.pending import PendingDecision
from game.rules.core.rng import Rng
from game.rules.tmdice.content import Effect

# The standard projects (000's main actions): what each costs, and what it does in words.
STANDARD: dict[str, tuple[str, int]] = {
    "heat": ("heat", 3),
    "water": ("water", 3),
    "plant": ("plant", 4),
    "city": ("city", 3),
    "megacredit": ("megacredit", 3),
}
STANDARD_WORDS = {
    "heat": "raise the temperature",
    "water": "place an ocean",
    "plant": "place a greenery",
    "city": "place a city",
    "megacredit": "gain 2 VP",
}

PendingKind = Literal[
    "effects",  # a list of effects to resolve (automatic, or "order" when the order matters)
    "produce",  # roll a seat's production boxes (setup and production turns)
    "corp",  # setup: choose a corporation
    "colour",  # a blank die of a colour of your choice
    "face",  # a die with ?: choose its face
    "place",  # place a tile
    "rotate",  # pink arrows / the turn-a-die support: turn one of your dice
    "pay",  # pay one resource of your choice, then `then`
    "lose",  # red border: an opponent loses a resource of their choice
    "give",  # setup: the first player gives a resource to the last player
    "bonus",  # VP-track bonus card: choose one from the pile
    "module",  # a decision of a module (game.rules.tmdice.modules), named by `module`
]


class Pending(PendingDecision):
    """One entry of the stack of pending decisions and effects; the top is resolved first."""

    kind: PendingKind
    seat: int
    source: str = ""  # where VP gained here is recorded (terraform, cards, placement...)
    effects: list[Effect] = []
    n: int = 1  # repetitions still to decide
    # Repetitions decided, so the table can say "die <done + 1> of <done + n>"; on an
    # "effects" entry its tiles queued so far, and on a "place" entry the tiles of the same
    # list before it (`done`) and after it (`later`), so the table can say "tile 2 of 3".
    # Not saved: saves from before they existed must still replay to the same JSON (a save is
    # verified by replaying it); a replayed or copied state has them, a state read back from
    # JSON starts at 0.
    done: int = Field(default=0, exclude=True)
    later: int = Field(default=0, exclude=True)
    colour: str = ""  # for "face": the die's colour ("any": any non-purple)
    tile: str = ""  # for "place": ocean / greenery / city / special / solo_city ...
    special: str = ""
    then: str = ""  # for "pay": turn / draw2 / blue:<card id>
    order_chosen: bool = False
    optional: bool = False  # for "rotate": pink arrows, which the player may decline
    module: str = ""  # for "module": the module whose decision this is


class Options(BaseModel):
    """The options screen: the 001 variants, off by default (000 is the default game)."""

    purple: bool = False  # purple dice
    missions: bool = False
    storage: bool = False  # storage spaces on cards
    bonus_pile: Literal["000", "001"] = "000"  # 4/6/8 by players, or 2 per player
    colonies: bool = False  # the Colonies module (002)
    colony_corps: bool = False  # 002 variant: deal one colony corporation and one other
    # No final-round option: 000 ("every player gets one last turn, the trigger player
    # included") and 001 ("one more round, the trigger player takes the last turn") describe
    # the same turns (DECISIONS.md, "Final round"); new() refuses unknown option names.


class PlayerState(BaseModel):
    corp: str | None = None
    corp_options: list[str] = []
    corp_dealt: list[str] = []  # the two corporations this player was dealt (private)
    hand: list[str] = []
    dice: dict[str, int] = {}  # face -> how many dice show it (no zero entries)
    wild: int = 0
    vp: int = 0
    vp_sources: dict[str, int] = {}
    played: list[str] = []  # project cards in play, in the order played
    bonus: list[str] = []  # bonus cards played
    tapped: list[str] = []  # blue cards used since the last production turn
    milestones: list[str] = []
    bonus_steps: list[int] = []  # VP-track bonus steps reached
    bonus_due: int = 0  # bonus cards to take at the end of this turn
    turns: int = 0
    tiles: int = 0  # tiles placed on the map, oceans not counted (oceans belong to nobody)
    greeneries: int = 0
    cities: int = 0
    green_cards: int = 0
    red_cards: int = 0
    blue_cards: int = 0


# name -> state model of each module (filled by game.rules.tmdice.modules on import), so that
# a saved game's module states load as their own models
MODULE_STATES: dict[str, type[BaseModel]] = {}


class TMState(BaseModel):
    players: int
    solo: bool
    options: Options
    rng: Rng
    phase: Literal["setup", "play", "over"] = "setup"
    step: str = "corps"
    first: int = 0
    current: int = 0
    temperature: int = 0  # steps raised from -32 C
    oxygen: int = 0  # steps raised from 0 %
    oceans: int = 0  # ocean tiles on the map
    tiles: list[str] = []  # per area: "" or ocean / greenery / city / <special>
    owners: list[int] = []  # per area: who placed the tile there (-1: nobody, the solo setup)
    pool: dict[str, int] = {}  # colour -> dice in the pool
    wild_supply: int = 0
    award_dice: list[str] = []  # the faces of the three award dice
    milestones: list[str] = []  # top, middle, bottom
    milestone_state: list[int] = []  # -1 unclaimed, -2 removed (solo), else the claiming seat
    deck: list[str] = []
    discard: list[str] = []
    bonus_pile: list[str] = []
    bonus_box: list[str] = []  # bonus cards back in the box (never used this game)
    bonus_seen: list[int] = []  # seats that have looked through the bonus pile
    corp_box: list[str] = []  # corporations not dealt, or returned
    purple_map: list[int] = []  # areas still holding a purple die marker
    purple_track: list[int] = []  # VP-track steps still holding a purple die marker
    pending: list[Pending] = []
    players_state: list[PlayerState] = []
    turn_no: int = 0  # turns started (solo: the turn marker)
    turns: int = 0  # turns completed
    second_support: bool = False
    end_trigger: int = -1  # the seat whose turn completed the second parameter
    final_left: int = -1  # turns still to finish once the end is triggered
    scores: list[int] = []
    breakdown: list[dict[str, int]] = []
    winners: list[int] = []
    notes: dict[str, str | bool | int] = {}
    # the state each module in play adds (game.rules.tmdice.modules), by module name
    modules: dict[str, SerializeAsAny[BaseModel]] = {}

    @field_validator("modules", mode="before")
    @classmethod
    def _module_states(cls, raw: Any) -> Any:
        if not isinstance(raw, dict):
            return raw
        out: dict[str, Any] = {}
        for name, data in raw.items():
            model = MODULE_STATES.get(name)
            if model is None:
                raise ValueError(f"unknown module '{name}'")
            out[name] = data if isinstance(data, model) else model.model_validate(data)
        return out


class ColoniesState(BaseModel):
    """The Colonies module (002): all of it is public, so the observation carries it whole."""

    tiles: list[str] = []  # the colony tiles in play
    offered: list[str] = []  # solo setup: the four tiles drawn, before one goes back
    marker: dict[str, int] = {}  # tile -> step of its white marker (0..6; -1: not yet open)
    colonies: dict[str, list[int]] = {}  # tile -> the seats with a colony there, lowest first
    fleets: list[list[str]] = []  # per seat, per fleet: the tile it is at ("": at home)
    production: list[list[str]] = []  # per seat: production dice (colours) from colonies
    debt: list[int] = []  # per seat: yellow dice returned each production turn (solo)
    builds: list[int] = []  # per seat: colonies built
    trades: list[int] = []  # per seat: trades made


class PendingView(BaseModel):
    """The public face of the decision on top of the stack: what is being decided and by whom,
    with only the details every seat sees on the table (the tile being placed, the colour of
    a die whose face is chosen, what a payment is for, the effects whose order is chosen).
    A private choice's options (corporations dealt, the bonus pile) are never here."""

    kind: str
    seat: int
    n: int = 1
    step: int = 1  # a decision taken several times (gain 2 dice, lose 2 resources): which one
    total: int = 1  # ... of how many
    colour: str = ""  # "face": the die's colour
    tile: str = ""  # "place": ocean / greenery / city / special / solo_...
    special: str = ""  # "place" of a special tile: which one
    then: str = ""  # "pay": turn / draw2 / blue:<card id>
    effects: list[Effect] = []  # "effects": the effects still to resolve, in their order
    module: str = ""  # "module": whose decision it is


class PlayerView(BaseModel):
    corp: str | None
    corp_options: list[str]
    hand: list[str] | None  # None for the other players
    hand_size: int
    dice: dict[str, int]
    wild: int
    vp: int
    vp_sources: dict[str, int]
    played: list[str]
    bonus: list[str]
    tapped: list[str]
    milestones: list[str]
    missions: list[str] = []  # missions completed (001 variant)
    cubes: dict[str, list[int]] = {}  # mission on display -> parts done (001 variant)
    keep: int = 3  # dice kept at a production turn (3, plus storage spaces in play)


class TMObservation(BaseModel):
    """What one seat may see: the board, the tracks, everyone's dice, tableau and VP, its own
    hand and corporation choice; never the deck order, other hands or unchosen corporations,
    and the bonus pile only while it is this seat's to choose from."""

    seat: int
    players: int
    solo: bool
    options: Options
    phase: str
    step: str
    first: int
    current: int
    decider: int | None
    temperature_c: int
    oxygen_pct: int
    oceans: int
    tiles: list[str]
    owners: list[int]
    pool: dict[str, int]
    wild_supply: int
    award_dice: list[str]
    milestones: list[str]
    milestone_state: list[int]
    deck_size: int
    discard: list[str]
    bonus_pile_size: int
    bonus_pile: list[str] | None
    mission_display: list[str] = []  # 001 missions (filled by the missions module)
    mission_deck_size: int = 0
    mission_discard: list[str] = []
    purple_map: list[int]
    purple_track: list[int]
    colonies: ColoniesState | None = None  # 002 Colonies module (filled by the module)
    pending_kind: str | None
    pending_seat: int | None
    pending: PendingView | None = None  # the top decision, its public details
    you: PlayerView
    others: list[PlayerView]
    turn_no: int
    final_left: int
    scores: list[int]
