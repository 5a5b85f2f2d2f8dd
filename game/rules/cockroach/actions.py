"""The hunt's actions: each a complete, atomic choice of the seat that must decide now."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal

from pydantic import Field, TypeAdapter


@dataclass(frozen=True, slots=True)
class ChooseHero:
    hero: str
    kind: Literal["hero"] = "hero"


@dataclass(frozen=True, slots=True)
class Marker:
    """Put your hero marker on the cockroach in `slot` (setup, or a move you must or may make)."""

    slot: int
    kind: Literal["marker"] = "marker"


@dataclass(frozen=True, slots=True)
class Pass:
    """Let a reaction window go by; or decline a choice you may skip."""

    kind: Literal["pass"] = "pass"


@dataclass(frozen=True, slots=True)
class PlaySquad:
    """Play a squad card from your hand. `target` a seat, `slot` a cockroach or a special die
    face, `item` an equipment card: as the card's effect needs."""

    card: str
    target: int = -1
    slot: int = -1
    item: str = ""
    kind: Literal["squad"] = "squad"


@dataclass(frozen=True, slots=True)
class RollSpecial:
    """Spend 3 serums to roll the special die."""

    kind: Literal["special"] = "special"


@dataclass(frozen=True, slots=True)
class Technique:
    """Use your hero's technique, paying its cost; hero 3 names `target` and its new `slot`."""

    target: int = -1
    slot: int = -1
    kind: Literal["technique"] = "technique"


@dataclass(frozen=True, slots=True)
class Acquire:
    card: str
    kind: Literal["acquire"] = "acquire"


@dataclass(frozen=True, slots=True)
class Reroll:
    """Roll one combat die again (a once-a-turn talent or equipment), or mark it for a
    re-roll of several dice."""

    die: int
    kind: Literal["reroll"] = "reroll"


@dataclass(frozen=True, slots=True)
class PayWith:
    """Pay the spending action waiting for it by locking these combat `dice` (and the special
    die if `special`), and spending `counters` star counters, beyond what is locked already."""

    dice: tuple[int, ...] = ()
    special: bool = False
    counters: int = 0
    kind: Literal["pay_with"] = "pay_with"


@dataclass(frozen=True, slots=True)
class Exchange:
    """Equipment 10: turn a star into an injury (`to` injury) or an injury into a star."""

    to: Literal["injury", "star"]
    kind: Literal["exchange"] = "exchange"


@dataclass(frozen=True, slots=True)
class PayToll:
    """Pay the stars a cockroach demands before it can be injured."""

    kind: Literal["toll"] = "toll"


@dataclass(frozen=True, slots=True)
class UseInjuries:
    """Add the injury counters you hold (spoils) to this turn's injuries."""

    kind: Literal["use_injuries"] = "use_injuries"


@dataclass(frozen=True, slots=True)
class EndSpending:
    """Done spending: go on to inflict the turn's injuries."""

    kind: Literal["end_spending"] = "end_spending"


@dataclass(frozen=True, slots=True)
class GiveSpoil:
    """Hand a part of the slain cockroach's spoils to `seat`: the part at index `part` of
    those left (the next one unless the killer chooses which, see choices.py)."""

    seat: int
    part: int = 0
    kind: Literal["give"] = "give"


@dataclass(frozen=True, slots=True)
class Wreck:
    """Destroy equipment `card` of `seat`."""

    seat: int
    card: str
    kind: Literal["wreck"] = "wreck"


@dataclass(frozen=True, slots=True)
class Pick:
    """Take `card` (a support card or a cockroach) among those you are shown."""

    card: str
    kind: Literal["pick"] = "pick"


@dataclass(frozen=True, slots=True)
class Pull:
    """Bring `seat`'s hero onto the cockroach you fight."""

    seat: int
    kind: Literal["pull"] = "pull"


Action = (
    ChooseHero
    | Marker
    | Pass
    | PlaySquad
    | RollSpecial
    | Technique
    | Acquire
    | Reroll
    | Exchange
    | PayWith
    | PayToll
    | UseInjuries
    | EndSpending
    | GiveSpoil
    | Wreck
    | Pick
    | Pull
)

ACTION_ADAPTER: TypeAdapter[Action] = TypeAdapter(Annotated[Action, Field(discriminator="kind")])
