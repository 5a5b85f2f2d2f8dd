"""TM Dice actions: each one a complete, atomic choice of the player who must decide now."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal

from pydantic import Field, TypeAdapter

StandardProject = Literal["heat", "water", "plant", "city", "megacredit"]


@dataclass(frozen=True, slots=True)
class ChooseCorp:
    """Setup: keep this corporation (secretly, until everyone has chosen)."""

    corp: str
    kind: Literal["corp"] = "corp"


@dataclass(frozen=True, slots=True)
class ChooseTurn:
    """Start your turn: a production turn or an action turn."""

    which: Literal["production", "action"]
    kind: Literal["turn"] = "turn"


@dataclass(frozen=True, slots=True)
class DiscardDie:
    """Production turn, step 1: return `n` of your dice showing this face to the pool (you keep
    up to 3: a must while you hold more, a choice in the cards step below that)."""

    face: str
    n: int = 1
    kind: Literal["discard_die"] = "discard_die"


@dataclass(frozen=True, slots=True)
class DiscardCard:
    """Production turn, step 2: discard this card from your hand."""

    card: str
    kind: Literal["discard_card"] = "discard_card"


@dataclass(frozen=True, slots=True)
class CardsDone:
    """Production turn, step 2: keep the rest of your hand, draw to 5 and produce."""

    kind: Literal["cards_done"] = "cards_done"


@dataclass(frozen=True, slots=True)
class GainDie:
    """Support: take a die of this colour from the pool and roll it."""

    colour: str
    kind: Literal["gain_die"] = "gain_die"


@dataclass(frozen=True, slots=True)
class TurnDie:
    """Support: pay a resource, then turn another of your dice to any face."""

    kind: Literal["turn_die"] = "turn_die"


@dataclass(frozen=True, slots=True)
class DrawTwo:
    """Support: pay a resource, then draw 2 cards."""

    kind: Literal["draw_two"] = "draw_two"


@dataclass(frozen=True, slots=True)
class UseBlue:
    """Use a blue card's action (support, main or free), paying its cost; `wild_for` lists the
    cost icons paid with wild tokens."""

    card: str
    wild_for: tuple[str, ...] = ()
    kind: Literal["blue"] = "blue"


@dataclass(frozen=True, slots=True)
class Terraform:
    """Main: a standard project (3 heat, 3 water, 4 plants, 3 cities or 3 megacredits), with
    `wilds` wild tokens standing in for missing faces."""

    what: StandardProject
    wilds: int = 0
    kind: Literal["terraform"] = "terraform"


@dataclass(frozen=True, slots=True)
class PlayCard:
    """Main: play a card from your hand paying its exact icons; `wild_for` lists the icons paid
    with wild tokens."""

    card: str
    wild_for: tuple[str, ...] = ()
    kind: Literal["play"] = "play"


@dataclass(frozen=True, slots=True)
class SecondSupport:
    """Main: take a second support action instead."""

    kind: Literal["second_support"] = "second_support"


@dataclass(frozen=True, slots=True)
class Skip:
    """Take no support (or no main) action."""

    kind: Literal["skip"] = "skip"


@dataclass(frozen=True, slots=True)
class EndTurn:
    kind: Literal["end_turn"] = "end_turn"


@dataclass(frozen=True, slots=True)
class PickColour:
    """A die of a colour of your choice: this colour."""

    colour: str
    kind: Literal["colour"] = "colour"


@dataclass(frozen=True, slots=True)
class PickFace:
    """A die with ?: gain it showing this face."""

    face: str
    kind: Literal["face"] = "face"


@dataclass(frozen=True, slots=True)
class PlaceTile:
    """Place the pending tile on this area."""

    area: int
    kind: Literal["place"] = "place"


@dataclass(frozen=True, slots=True)
class Rotate:
    """Turn one of your dice showing `face` to `to` (another face of the same colour)."""

    face: str
    to: str
    kind: Literal["rotate"] = "rotate"


@dataclass(frozen=True, slots=True)
class Pay:
    """Pay one resource: a die showing this face, or "wild" for a wild token."""

    face: str
    kind: Literal["pay"] = "pay"


@dataclass(frozen=True, slots=True)
class Lose:
    """A red-bordered icon: you (an opponent) lose this resource ("wild" for a wild token)."""

    face: str
    kind: Literal["lose"] = "lose"


@dataclass(frozen=True, slots=True)
class Give:
    """Setup: the first player gives this resource to the last player."""

    face: str
    kind: Literal["give"] = "give"


@dataclass(frozen=True, slots=True)
class ChooseBonus:
    """VP-track bonus: take this bonus card and play it at once, for free."""

    card: str
    kind: Literal["bonus"] = "bonus"


@dataclass(frozen=True, slots=True)
class PickEffect:
    """Resolve this effect of the card next (effects go in any order)."""

    index: int
    kind: Literal["effect"] = "effect"


@dataclass(frozen=True, slots=True)
class BuildColony:
    """Main (Colonies module): build a colony on this tile, `wilds` wild tokens standing in
    for megacredits."""

    tile: str
    wilds: int = 0
    kind: Literal["build_colony"] = "build_colony"


@dataclass(frozen=True, slots=True)
class TradeColony:
    """Main (Colonies module): send your trade fleet to this tile, paying with dice showing
    `pay` (megacredit, energy or titanium), `wilds` wild tokens standing in for some."""

    tile: str
    pay: str
    wilds: int = 0
    kind: Literal["trade_colony"] = "trade_colony"


@dataclass(frozen=True, slots=True)
class ReturnColonyTile:
    """Solo setup (Colonies module): of the four tiles drawn, put this one back in the box."""

    tile: str
    kind: Literal["return_colony_tile"] = "return_colony_tile"


Action = (
    ChooseCorp
    | ChooseTurn
    | DiscardDie
    | DiscardCard
    | CardsDone
    | GainDie
    | TurnDie
    | DrawTwo
    | UseBlue
    | Terraform
    | PlayCard
    | SecondSupport
    | Skip
    | EndTurn
    | PickColour
    | PickFace
    | PlaceTile
    | Rotate
    | Pay
    | Lose
    | Give
    | ChooseBonus
    | PickEffect
    | BuildColony
    | TradeColony
    | ReturnColonyTile
)

ACTION_ADAPTER: TypeAdapter[Action] = TypeAdapter(Annotated[Action, Field(discriminator="kind")])
