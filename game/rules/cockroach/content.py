"""The cockroach hunt's content as data (assets/data/cockroach/*.json), validated on load.

Every hero, support card and cockroach carries its effect as a small declarative record: the
number of the effect in the rule text's list (01-50), its `kind` (what the engine's dispatch
tables run) and its parameters. Names and wording are this project's own.
"""

from __future__ import annotations

from functools import cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from game.rules.core.content import ContentError, load_content

GAME = "cockroach"

Symbol = Literal["star", "serum", "injury", "danger"]
SYMBOLS: tuple[Symbol, ...] = ("star", "serum", "injury", "danger")

# What each kind of effect needs besides its number and text: (n, symbol).
EffectKind = Literal[
    # heroes: techniques and talents
    "inflict",
    "draw",
    "push_rival",
    "ignore_talent",
    "reroll",
    "ignore_danger",
    "spoils_share",
    "extra_symbol",
    # equipment
    "exchange",
    "move_at_end",
    "discount_acquire",
    "discount_technique",
    # squads
    "destroy_equipment",
    "move_self",
    "steal_vp",
    "replace_roach",
    "roll_special",
    "fewer_dice",
    "ignore_rolled",
    "steal_equipment",
    "discard_hand",
    "discard_spoils",
    "ignore_dangers",
    "destroy_equipment_each",
    "replace_roach_choice",
    "set_special",
    "reroll_any",
    "look_deck",
    "steal_spoils",
    "skip_turn",
    # cockroach talents
    "heal_at_end",
    "lose_symbol_on_danger",
    "no_special_on_danger",
    "leave_at_end",
    "destroy_equipment_on_danger",
    "discard_spoils_at_end",
    "absorb_per_danger",
    "lone_fighter",
    "no_acquire_on_danger",
    "pull_at_end",
    "lose_per_danger",
    "toll",
    "no_special",
    "no_spoils",
]
NEEDS_N = {
    "inflict",
    "draw",
    "reroll",
    "ignore_danger",
    "extra_symbol",
    "discount_acquire",
    "discount_technique",
    "steal_vp",
    "fewer_dice",
    "look_deck",
    "absorb_per_danger",
    "lose_per_danger",
    "toll",
}
NEEDS_SYMBOL = {"extra_symbol", "ignore_rolled", "lose_symbol_on_danger", "lose_per_danger"}

TECHNIQUES = {"inflict", "draw", "push_rival", "ignore_talent"}
HERO_TALENTS = {"reroll", "ignore_danger", "spoils_share", "extra_symbol"}
EQUIPMENT = {
    "ignore_talent",
    "extra_symbol",
    "reroll",
    "exchange",
    "ignore_danger",
    "move_at_end",
    "discount_acquire",
    "discount_technique",
}
SQUADS = {
    "destroy_equipment",
    "inflict",
    "move_self",
    "steal_vp",
    "replace_roach",
    "roll_special",
    "fewer_dice",
    "ignore_rolled",
    "steal_equipment",
    "discard_hand",
    "discard_spoils",
    "ignore_dangers",
    "destroy_equipment_each",
    "replace_roach_choice",
    "set_special",
    "reroll_any",
    "look_deck",
    "steal_spoils",
    "skip_turn",
}
TALENTS = {
    "heal_at_end",
    "lose_symbol_on_danger",
    "fewer_dice",
    "no_special_on_danger",
    "leave_at_end",
    "destroy_equipment_on_danger",
    "discard_spoils_at_end",
    "absorb_per_danger",
    "lone_fighter",
    "no_acquire_on_danger",
    "pull_at_end",
    "lose_per_danger",
    "toll",
    "no_special",
    "no_spoils",
}


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Effect(_Frozen):
    """One numbered effect of the rule text: `kind` says what it does; `n` how many, `symbol`
    which symbol, where the kind needs them."""

    number: int = Field(ge=1, le=50)
    kind: EffectKind
    n: int = Field(default=0, ge=0, le=6)
    symbol: Symbol | None = None
    text: str = Field(min_length=1)

    @model_validator(mode="after")
    def _parameters_fit(self) -> Effect:
        for needed, present, what in (
            (self.kind in NEEDS_N, self.n > 0, "n"),
            (self.kind in NEEDS_SYMBOL, self.symbol is not None, "symbol"),
        ):
            if needed != present:
                raise ValueError(
                    f"effect kind {self.kind} {'needs' if needed else 'takes no'} {what}"
                )
        return self


class Cost(_Frozen):
    stars: int = Field(ge=0, le=6)
    serums: int = Field(ge=0, le=3)


class Hero(_Frozen):
    id: str = Field(min_length=1)
    name: str = Field(min_length=1)
    start: list[str] = Field(min_length=2, max_length=2)
    technique: Effect
    technique_cost: Cost
    talent: Effect

    @model_validator(mode="after")
    def _kinds(self) -> Hero:
        if self.technique.kind not in TECHNIQUES:
            raise ValueError(f"{self.technique.kind} is not a technique")
        if self.talent.kind not in HERO_TALENTS:
            raise ValueError(f"{self.talent.kind} is not a hero talent")
        if self.technique.number != self.talent.number:
            raise ValueError("a hero's technique and talent share their number (01-04)")
        return self


class SupportCard(_Frozen):
    id: str = Field(min_length=1)
    name: str = Field(min_length=1)
    type: Literal["equipment", "squad"]
    cost: Cost
    effect: Effect

    @model_validator(mode="after")
    def _kind_fits_type(self) -> SupportCard:
        allowed = EQUIPMENT if self.type == "equipment" else SQUADS
        if self.effect.kind not in allowed:
            raise ValueError(f"{self.effect.kind} is not a {self.type} effect")
        return self


class SpoilPart(_Frozen):
    """One part of a cockroach's spoils: star or injury counters, or victory points."""

    kind: Literal["star", "injury", "vp"]
    n: int = Field(ge=1, le=5)


class Cockroach(_Frozen):
    id: str = Field(min_length=1)
    name: str = Field(min_length=1)
    health: int = Field(ge=1, le=15)
    vp: int = Field(ge=0, le=10)
    spoils: list[SpoilPart] = Field(max_length=4)
    talent: Effect

    @model_validator(mode="after")
    def _talent(self) -> Cockroach:
        if self.talent.kind not in TALENTS:
            raise ValueError(f"{self.talent.kind} is not a cockroach talent")
        return self


class DiceData(_Frozen):
    format: Literal[1]
    combat_dice: int = Field(ge=1, le=10)
    combat: list[list[Symbol]] = Field(min_length=6, max_length=6)
    special: list[list[Symbol]] = Field(min_length=6, max_length=6)
    special_die_serums: int = Field(ge=1, le=6)

    @model_validator(mode="after")
    def _faces(self) -> DiceData:
        if any(not face for face in self.combat + self.special):
            raise ValueError("every die face shows at least one symbol")
        if any("danger" in face for face in self.special):
            raise ValueError("the special die shows no danger")
        return self


class SupplyData(_Frozen):
    format: Literal[1]
    stars: int = Field(ge=1)
    injury_counters: dict[Literal["1", "3", "5"], int]
    vp_counters: dict[Literal["1", "3", "5"], int]
    display: int = Field(ge=1, le=6)
    removed: dict[Literal["2", "3", "4"], int]

    def injury_value(self) -> int:
        return sum(int(v) * k for v, k in self.injury_counters.items())

    def vp_value(self) -> int:
        return sum(int(v) * k for v, k in self.vp_counters.items())


class HeroList(_Frozen):
    format: Literal[1]
    heroes: list[Hero] = Field(min_length=4, max_length=4)


class SupportList(_Frozen):
    format: Literal[1]
    cards: list[SupportCard] = Field(min_length=31, max_length=31)


class CockroachList(_Frozen):
    format: Literal[1]
    cockroaches: list[Cockroach] = Field(min_length=15, max_length=15)


class Content:
    """All the hunt's content, validated and cross-checked, with lookups by id."""

    def __init__(self) -> None:
        self.heroes = load_content(HeroList, GAME, "heroes.json").heroes
        self.cards = load_content(SupportList, GAME, "support.json").cards
        self.roaches = load_content(CockroachList, GAME, "cockroaches.json").cockroaches
        self.dice = load_content(DiceData, GAME, "dice.json")
        self.supply = load_content(SupplyData, GAME, "supply.json")
        self.hero = {h.id: h for h in self.heroes}
        self.card = {c.id: c for c in self.cards}
        self.roach = {r.id: r for r in self.roaches}
        self._cross_check()
        self.card_ids = [c.id for c in self.cards]
        # Faces as plain strings, for counting symbols of any name.
        self.combat_faces: list[list[str]] = [list(f) for f in self.dice.combat]
        self.special_faces: list[list[str]] = [list(f) for f in self.dice.special]
        self.roach_ids = [r.id for r in self.roaches]

    def _cross_check(self) -> None:
        where = "data/cockroach"
        for items, what in (
            (self.heroes, "hero"),
            (self.cards, "card"),
            (self.roaches, "cockroach"),
        ):
            ids = [i.id for i in items]
            if len(set(ids)) != len(ids):
                raise ContentError(f"{where}: two {what}s share an id.")
        numbers = sorted(
            [h.technique.number for h in self.heroes]
            + [c.effect.number for c in self.cards]
            + [r.talent.number for r in self.roaches]
        )
        if numbers != list(range(1, 51)):
            raise ContentError(f"{where}: the effects must be numbered 01 to 50, each once.")
        if sum(c.type == "equipment" for c in self.cards) != 10:
            raise ContentError(f"{where}/support.json: there must be 10 equipment cards.")
        starts = [cid for h in self.heroes for cid in h.start]
        for cid in starts:
            if cid not in self.card:
                raise ContentError(f"{where}/heroes.json: starting card {cid} does not exist.")
            if self.card[cid].type != "squad":
                raise ContentError(f"{where}/heroes.json: starting card {cid} must be a squad.")
        if len(set(starts)) != len(starts):
            raise ContentError(f"{where}/heroes.json: two heroes start with the same card.")
        need = max(sum(p.n for p in r.spoils if p.kind == "vp") + r.vp for r in self.roaches)
        if self.supply.vp_value() < need:
            raise ContentError(f"{where}/supply.json: too few victory points for one cockroach.")


@cache
def content() -> Content:
    """The hunt's content, loaded and validated once."""
    return Content()


def content_counts() -> dict[str, int]:
    """What `python -m game content cockroach --json` prints."""
    c = content()
    return {
        "heroes": len(c.heroes),
        "support_cards": len(c.cards),
        "equipment": sum(card.type == "equipment" for card in c.cards),
        "squads": sum(card.type == "squad" for card in c.cards),
        "cockroaches": len(c.roaches),
        "effects": 50,
    }
