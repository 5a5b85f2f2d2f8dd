"""TM Dice content as data (assets/data/tmdice/*.json), validated by pydantic on load.

Every card, corporation, bonus card, milestone, mission, map area, track and die is data; the
engine interprets the declarative effects below. A bad file fails with one sentence naming the
file, the entry and the field (see game.rules.core.content).

Long because it is one schema: the effect models form a single discriminated union that
pydantic needs in one place to read the card files and the saves; split, the union and the
models it names would have to import each other.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from game.rules.core.content import load_content

GAME = "tmdice"

Colour = Literal["green", "blue", "grey", "red", "yellow", "purple"]
BASE_COLOURS: tuple[str, ...] = ("green", "blue", "grey", "red", "yellow")
Face = Literal[
    "plant",
    "microbe",
    "animal",
    "water",
    "energy",
    "oxygen",
    "steel",
    "titanium",
    "city",
    "heat",
    "event",
    "nuclear",
    "megacredit",
    "science",
    "jovian",
    "asteroid",
    "floater",
    "artifact",
]
ProdItem = Literal["green", "blue", "grey", "red", "yellow", "wild", "vp", "draw"]
# What happens in the game that triggers and missions can listen to.
EventKey = Literal[
    "ocean",
    "greenery",
    "city",
    "special",
    "temperature",
    "oxygen",
    "play_green",
    "play_red",
    "play_blue",
    "buy_vp",
    "production_turn",
    "draw2",
    "gain_die",
    "turn_die",
    "blue_action",
    "bonus_card",
    "milestone",
    "colony",  # Colonies module: a colony built
    "trade",  # Colonies module: a trade made
]
Param = Literal["temperature", "oxygen", "ocean"]


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


# --- effects: the declarative language of cards, corporations, map areas and tracks --------


class DieEffect(_Frozen):
    """Gain `n` dice of `colour` ("any": a colour of your choice, never purple).
    mode roll: blank die, rolled; choose: die with ?, set to a face you choose;
    face: die face, set to `face`."""

    do: Literal["die"]
    colour: Literal["green", "blue", "grey", "red", "yellow", "purple", "any"]
    mode: Literal["roll", "choose", "face"] = "roll"
    face: Face | None = None
    n: int = Field(default=1, ge=1, le=6)

    @model_validator(mode="after")
    def _face_fits(self) -> DieEffect:
        if (self.mode == "face") != (self.face is not None):
            raise ValueError("a die effect names a face exactly when its mode is 'face'")
        if self.face is not None and self.colour != "any" and FACE_COLOUR[self.face] != self.colour:
            raise ValueError(f"face {self.face} is not on a {self.colour} die")
        if self.mode == "face" and self.colour == "any":
            raise ValueError("a die face has a colour; use that colour, not 'any'")
        return self


class RotateEffect(_Frozen):
    """Pink arrows: turn one of your dice to another face of its colour, `n` times."""

    do: Literal["rotate"]
    n: int = Field(default=1, ge=1, le=4)


class WildEffect(_Frozen):
    do: Literal["wild"]
    n: int = Field(default=1, ge=1, le=6)


class VpEffect(_Frozen):
    """Green-ribbon VP: gained at once."""

    do: Literal["vp"]
    n: int = Field(default=1, ge=1, le=10)


class DrawEffect(_Frozen):
    do: Literal["draw"]
    n: int = Field(default=1, ge=1, le=5)


class RaiseEffect(_Frozen):
    """Raise temperature or oxygen by `n` steps (terraforming)."""

    do: Literal["raise"]
    param: Literal["temperature", "oxygen"]
    n: int = Field(default=1, ge=1, le=3)


class TileEffect(_Frozen):
    """Place a tile: ocean (terraforms), greenery (+1 oxygen), city, or a named special tile."""

    do: Literal["tile"]
    tile: Literal["ocean", "greenery", "city", "special"]
    special: str | None = None

    @model_validator(mode="after")
    def _special_named(self) -> TileEffect:
        if (self.tile == "special") != (self.special is not None):
            raise ValueError("a tile effect names 'special' exactly when the tile is special")
        return self


class AttackEffect(_Frozen):
    """Red border: every opponent loses `n` resources of their choice, if they can."""

    do: Literal["attack"]
    n: int = Field(default=1, ge=1, le=3)


class ColonyEffect(_Frozen):
    """Colonies module: build a colony, without paying, on a tile of your choice."""

    do: Literal["colony"]


class TradeEffect(_Frozen):
    """Colonies module: trade, without paying, with a tile of your choice that has no fleet
    (your fleet goes there, if it is home; else the trade is lost)."""

    do: Literal["trade"]


class FleetEffect(_Frozen):
    """Colonies module: one more trade fleet, for the rest of the game."""

    do: Literal["fleet"]


Effect = Annotated[
    DieEffect
    | RotateEffect
    | WildEffect
    | VpEffect
    | DrawEffect
    | RaiseEffect
    | TileEffect
    | AttackEffect
    | ColonyEffect
    | TradeEffect
    | FleetEffect,
    Field(discriminator="do"),
]


class Trigger(_Frozen):
    """Whenever `who` (you, or any player) does `on`, you gain `gain`."""

    on: EventKey
    who: Literal["self", "any"] = "self"
    gain: list[Effect] = Field(min_length=1)


class BlueAction(_Frozen):
    """A blue card's action: pay `cost` (exact icons) and `pay_any` resources of your choice,
    then gain `gain`; the card is tapped until your next production turn."""

    timing: Literal["support", "main", "free"]
    cost: list[Face] = []
    pay_any: int = Field(default=0, ge=0, le=2)
    gain: list[Effect] = Field(min_length=1)


class Card(_Frozen):
    """A project card. Green: production box. Red: effects at once. Blue: an action."""

    id: str = Field(min_length=1)
    name: str = Field(min_length=1)
    colour: Literal["green", "red", "blue"]
    cost: list[Face] = Field(min_length=1, max_length=6)
    text: str = Field(min_length=1)
    production: list[ProdItem] = []
    effects: list[Effect] = []
    vp: int = Field(default=0, ge=0, le=5)  # green ribbon
    end_vp: int = Field(default=0, ge=0, le=5)  # red ribbon
    action: BlueAction | None = None
    triggers: list[Trigger] = []
    storage: int = Field(default=0, ge=0, le=2)
    variant: Literal["base", "purple", "colonies"] = "base"

    @model_validator(mode="after")
    def _colour_rules(self) -> Card:
        if self.colour == "green" and not self.production:
            raise ValueError("a green card needs a production box")
        if self.colour != "green" and self.production:
            raise ValueError("only green cards have a production box")
        if self.colour == "blue" and self.action is None:
            raise ValueError("a blue card needs an action")
        if self.colour != "blue" and self.action is not None:
            raise ValueError("only blue cards have an action")
        if self.colour == "red" and not (self.effects or self.vp):
            raise ValueError("a red card needs effects or VP")
        if self.colour != "red" and self.effects:
            raise ValueError("only red cards have immediate effects")
        purple = any(FACE_COLOUR[f] == "purple" for f in self.cost)
        if purple != (self.variant == "purple"):
            raise ValueError("cards with purple faces in their cost belong to the purple variant")
        return self


class Corporation(_Frozen):
    id: str = Field(min_length=1)
    name: str = Field(min_length=1)
    text: str = Field(min_length=1)
    start: list[Effect] = Field(min_length=1)  # the starting (red/orange) box
    production: list[ProdItem] = Field(min_length=1)  # the brown box
    triggers: list[Trigger] = []


class BonusCard(_Frozen):
    """Taken at 5 and 12 VP, played at once for free; its cost icons count for awards."""

    id: str = Field(min_length=1)
    name: str = Field(min_length=1)
    cost: list[Face] = Field(min_length=1, max_length=6)
    text: str = Field(min_length=1)
    effects: list[Effect] = []
    triggers: list[Trigger] = []
    end_vp: int = Field(default=0, ge=0, le=5)

    @model_validator(mode="after")
    def _does_something(self) -> BonusCard:
        if not (self.effects or self.triggers or self.end_vp):
            raise ValueError("a bonus card must do something")
        if any(FACE_COLOUR[f] == "purple" for f in self.cost):
            raise ValueError("bonus cards have no purple faces")
        return self


class Milestone(_Frozen):
    """Claimed, free, by the first player who meets `kind` >= n; worth 4 VP at the end."""

    id: str = Field(min_length=1)
    name: str = Field(min_length=1)
    text: str = Field(min_length=1)
    kind: Literal[
        "green_cards",
        "red_cards",
        "blue_cards",
        "greeneries",
        "cities",
        "tiles",
        "production",
        "dice",
        "hand",
        "wild",
    ]
    n: int = Field(ge=1, le=20)


class Mission(_Frozen):
    """Variant (001): one or two parts; each part is done when you do `on`."""

    id: str = Field(min_length=1)
    name: str = Field(min_length=1)
    text: str = Field(min_length=1)
    parts: list[EventKey] = Field(min_length=1, max_length=2)
    copies: int = Field(default=2, ge=1, le=3)


class Area(_Frozen):
    """One hex of the map, in axial coordinates (q, r), r from -3 (top) to 3 (bottom)."""

    id: int = Field(ge=0, le=36)
    q: int = Field(ge=-3, le=3)
    r: int = Field(ge=-3, le=3)
    reserved: Literal["ocean", "special"] | None = None
    special: str | None = None
    bonus: list[Effect] = []
    vp_spot: bool = False  # one of the three areas with a VP placement bonus (solo setup)
    purple_spot: bool = False  # a "rotate a die" spot: a purple die marker in the variant

    @model_validator(mode="after")
    def _consistent(self) -> Area:
        if (self.reserved == "special") != (self.special is not None):
            raise ValueError("a special area names its special tile, and only it")
        if self.vp_spot != any(isinstance(e, VpEffect) for e in self.bonus):
            raise ValueError("vp_spot marks exactly the areas with a VP placement bonus")
        if self.purple_spot != any(isinstance(e, RotateEffect) for e in self.bonus):
            raise ValueError("purple_spot marks exactly the 'rotate a die' areas")
        return self


class MapData(_Frozen):
    format: Literal[1]
    areas: list[Area]

    @model_validator(mode="after")
    def _shape(self) -> MapData:
        if len(self.areas) != 37:
            raise ValueError(f"the map has 37 areas, not {len(self.areas)}")
        seen = set()
        for index, area in enumerate(self.areas):
            if area.id != index:
                raise ValueError(f"area number {index} has id {area.id}; ids must run 0..36")
            if abs(area.q + area.r) > 3:
                raise ValueError(f"area {index} at ({area.q}, {area.r}) is off the map")
            seen.add((area.q, area.r))
        if len(seen) != 37:
            raise ValueError("two areas share a position")
        if sum(a.vp_spot for a in self.areas) != 3:
            raise ValueError("exactly 3 areas carry a VP placement bonus")
        if sum(a.purple_spot for a in self.areas) != 4:
            raise ValueError("exactly 4 areas carry a 'rotate a die' bonus")
        return self


class DiceColour(_Frozen):
    common: Face
    uncommon: Face
    rare: Face
    count: int = Field(ge=1, le=20)

    def faces(self) -> tuple[str, ...]:
        """The six faces, common three times, uncommon twice, rare once."""
        return (self.common,) * 3 + (self.uncommon,) * 2 + (self.rare,)


class DiceData(_Frozen):
    format: Literal[1]
    colours: dict[Colour, DiceColour]
    wild_tokens: int = Field(ge=1)

    @model_validator(mode="after")
    def _all_colours(self) -> DiceData:
        if set(self.colours) != {*BASE_COLOURS, "purple"}:
            raise ValueError("dice need the five colours and purple")
        faces = [f for c in self.colours.values() for f in (c.common, c.uncommon, c.rare)]
        if len(set(faces)) != len(faces):
            raise ValueError("a face appears on two colours")
        return self


class Track(_Frozen):
    start: int
    solo_start: int
    step: int = Field(ge=1)
    end: int
    bonuses: dict[str, list[Effect]] = {}  # value reached -> effects for whoever raised it

    def steps(self) -> int:
        return (self.end - self.start) // self.step


class Band(_Frozen):
    low: int
    name: str


class TrackData(_Frozen):
    format: Literal[1]
    temperature: Track
    oxygen: Track
    ocean_tiles: int = Field(ge=1)
    vp_bonus_at: list[int]
    purple_at: list[int]
    solo_turns: int = Field(ge=1)
    solo_deadlines: list[int]
    solo_award_thresholds: dict[Literal["common", "uncommon", "rare"], int]
    bands: list[Band]
    bonus_pile: dict[str, int]  # players -> bonus cards (000)


class CardList(_Frozen):
    format: Literal[1]
    cards: list[Card]


class CorporationList(_Frozen):
    format: Literal[1]
    corporations: list[Corporation]


class BonusList(_Frozen):
    format: Literal[1]
    bonus_cards: list[BonusCard]


class MilestoneList(_Frozen):
    format: Literal[1]
    milestones: list[Milestone]


class MissionList(_Frozen):
    format: Literal[1]
    missions: list[Mission]


FACE_COLOUR: dict[str, str] = {
    "plant": "green",
    "microbe": "green",
    "animal": "green",
    "water": "blue",
    "energy": "blue",
    "oxygen": "blue",
    "steel": "grey",
    "titanium": "grey",
    "city": "grey",
    "heat": "red",
    "event": "red",
    "nuclear": "red",
    "megacredit": "yellow",
    "science": "yellow",
    "jovian": "yellow",
    "asteroid": "purple",
    "floater": "purple",
    "artifact": "purple",
}


def _unique_ids(items: Sequence[BaseModel], what: str) -> None:
    ids = [getattr(i, "id") for i in items]  # noqa: B009
    dupes = sorted({i for i in ids if ids.count(i) > 1})
    if dupes:
        from game.rules.core.content import ContentError

        raise ContentError(f"data/tmdice: duplicate {what} id(s): {', '.join(dupes)}.")


COLONIES = (GAME, "colonies")  # the Colonies module's content folder


class ColonyCardList(_Frozen):
    """The Colonies module's project cards (a separate file, so a model of its own)."""

    cards: list[Card]


class ColonyCorporationList(_Frozen):
    corporations: list[Corporation]


class Content:
    """All TM Dice content, validated and cross-checked, with lookups by id."""

    def __init__(self) -> None:
        self.dice = load_content(DiceData, GAME, "dice.json")
        self.tracks = load_content(TrackData, GAME, "tracks.json")
        self.map = load_content(MapData, GAME, "map.json")
        self.all_cards = load_content(CardList, GAME, "cards.json").cards
        self.all_cards = [
            *self.all_cards,
            *load_content(ColonyCardList, *COLONIES, "cards.json").cards,
        ]
        self.corporations = load_content(CorporationList, GAME, "corporations.json").corporations
        # the Colonies module's corporations, dealt only when it is on
        self.colony_corporations = load_content(
            ColonyCorporationList, *COLONIES, "corporations.json"
        ).corporations
        self.bonus_cards = load_content(BonusList, GAME, "bonus_cards.json").bonus_cards
        self.milestones = load_content(MilestoneList, GAME, "milestones.json").milestones
        self.missions = load_content(MissionList, GAME, "missions.json").missions
        for items, what in (
            (self.all_cards, "card"),
            ([*self.corporations, *self.colony_corporations], "corporation"),
            (self.bonus_cards, "bonus card"),
            (self.milestones, "milestone"),
            (self.missions, "mission"),
        ):
            _unique_ids(items, what)
        self.cards = {c.id: c for c in self.all_cards}
        self.base_cards = [c.id for c in self.all_cards if c.variant == "base"]
        self.purple_cards = [c.id for c in self.all_cards if c.variant == "purple"]
        self.colony_cards = [c.id for c in self.all_cards if c.variant == "colonies"]
        self.colony_corps = [c.id for c in self.colony_corporations]
        self.corps = {c.id: c for c in (*self.corporations, *self.colony_corporations)}
        self.bonus = {b.id: b for b in self.bonus_cards}
        self.miles = {m.id: m for m in self.milestones}
        self.mission_by_id = {m.id: m for m in self.missions}
        self.faces: dict[str, tuple[str, ...]] = {
            colour: spec.faces() for colour, spec in self.dice.colours.items()
        }
        self.colour_faces: dict[str, tuple[str, ...]] = {
            colour: (spec.common, spec.uncommon, spec.rare)
            for colour, spec in self.dice.colours.items()
        }
        self.rarity: dict[str, str] = {}
        for spec in self.dice.colours.values():
            self.rarity[spec.common] = "common"
            self.rarity[spec.uncommon] = "uncommon"
            self.rarity[spec.rare] = "rare"
        for face, colour in FACE_COLOUR.items():
            if face not in self.colour_faces[colour]:
                from game.rules.core.content import ContentError

                raise ContentError(f"data/tmdice/dice.json: face {face} must be on {colour}.")
        pos = {(a.q, a.r): a.id for a in self.map.areas}
        self.adjacent: list[tuple[int, ...]] = []
        for a in self.map.areas:
            near = []
            for dq, dr in ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)):
                other = pos.get((a.q + dq, a.r + dr))
                if other is not None:
                    near.append(other)
            self.adjacent.append(tuple(sorted(near)))
        self.ocean_areas = [a.id for a in self.map.areas if a.reserved == "ocean"]
        self.special_area = {a.special: a.id for a in self.map.areas if a.special is not None}
        self._cross_check()

    def _cross_check(self) -> None:
        from game.rules.core.content import ContentError

        specials = set(self.special_area)
        for card in self.all_cards:
            for eff in card.effects:
                if isinstance(eff, TileEffect) and eff.special and eff.special not in specials:
                    raise ContentError(
                        f"data/tmdice/cards.json: entry {card.id}: special tile "
                        f"'{eff.special}' has no area on the map."
                    )
        if len(self.ocean_areas) < self.tracks.ocean_tiles:
            raise ContentError("data/tmdice/map.json: fewer ocean areas than ocean tiles.")


@cache
def content() -> Content:
    """The TM Dice content, loaded and validated once."""
    return Content()


def content_counts() -> dict[str, int]:
    """What `python -m game content tmdice --json` prints."""
    c = content()
    return {
        "project_cards": len(c.all_cards),
        "corporations": len(c.corporations),
        "bonus_cards": len(c.bonus_cards),
        "milestones": len(c.milestones),
        "missions": len(c.missions),
        "map_areas": len(c.map.areas),
    }
