"""The whole state of a cockroach hunt, and what one seat may see of it."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel

from game.rules.core.reactions import FlowStack
from game.rules.core.rng import Rng

Phase = Literal["setup", "turn", "over"]

# Moments at which a reaction window opens (assets/data/cockroach/DECISIONS.md).
TURN_START = "turn_start"
AFTER_ROLL = "after_roll"
BEFORE_INJURIES = "before_injuries"
DYING = "dying"
TURN_END = "turn_end"

# A safety net for bots that never hunt: the game also ends after this many turns (about 25
# rounds at 4 players; a game between people ends far sooner).
TURN_LIMIT = 120


class RoachState(BaseModel):
    """Everything about a game in progress. Cards and cockroaches are ids; a clone is cheap."""

    players: int
    rng: Rng
    first: int
    current: int
    phase: Phase = "setup"
    heroes: list[str]  # per seat; "" until chosen
    hands: list[list[str]]  # per seat, squad cards held (hidden from the others)
    equipment: list[list[str]]  # per seat, face up
    deck: list[str]  # support draw deck, top last (hidden order)
    display: list[str]  # the face-up support cards
    discard: list[str]
    roach_deck: list[str]  # top last (hidden)
    removed: list[str]  # set aside at setup, out of the game (hidden)
    roaches: list[str]  # the cockroaches in play, one per slot
    wounds: list[int]  # injury counters on each slot's cockroach
    gone: list[str] = []  # slain cockroaches, out of the game
    markers: list[int]  # per seat, the slot of its hero marker (-1: not on a cockroach)
    vp: list[int]  # per seat, victory points held
    stars: list[int]  # per seat, star counters held (spoils)
    hurts: list[int]  # per seat, injury counters held (spoils), by value
    slain: list[list[str]]  # per seat, the cockroaches it slew
    supply_stars: int
    supply_injuries: int  # value of the injury counters left in the supply
    supply_vp: int  # value of the victory point counters left in the supply
    # --- the turn in progress ---
    rolled: bool = False
    skipped: bool = False  # the turn player misses this turn (squad 35)
    inflicted: bool = False  # the turn's injuries step is done
    dice: list[int] = []  # face of each combat die rolled this turn
    spent: list[list[str]] = []  # per combat die, the symbols spent from it
    special: int = -1  # face of the special die, -1 when not taken this turn
    special_spent: list[str] = []
    gained: dict[str, int] = {}  # symbols gained off the dice (exchanges, squads, counters)
    extra_spent: dict[str, int] = {}  # symbols spent from gains and once-a-turn talents
    used: list[str] = []  # once-a-turn abilities used this turn
    ignored: list[str] = []  # symbols whose rolls count for nothing this turn ("danger": all)
    # Dangers on faces re-rolled away this turn: they were rolled all the same (talents 37,
    # 39, 41, 43, 45, 47 count every roll of the turn).
    dangers_rerolled: int = 0
    absorbed: int = 0  # injuries the cockroach of talent 43 has shrugged off this turn
    danger_struck: bool = False  # talent 41 has taken its equipment card this turn
    talent_off: list[str] = []  # cockroaches whose talent the turn player ignores this turn
    toll_paid: bool = False
    injured: list[str]  # per seat, the cockroach it injured this turn ("" none)
    marks: list[list[str]]  # per seat, squads waiting for its roll: fewer:N (this turn), skip
    flow: FlowStack
    turns: int = 0  # turns completed
    out_of_turn: int = 0  # squads played by a seat whose turn it was not
    winners: list[int] = []
    end_reason: str = ""


class SlotView(BaseModel):
    slot: int
    roach: str
    wounds: int


class FrameView(BaseModel):
    """A frame of the flow as a seat sees it: a window, a play waiting, or a choice."""

    type: str
    kind: str
    seat: int
    data: dict[str, Any] = {}

    def options(self) -> list[str]:
        """The cards a private step lets its seat look at (squads 30 and 33); none for any
        other frame, and none in the view of a seat other than the looker."""
        return list(self.data.get("options", []))


class RoachObservation(BaseModel):
    """What one seat may see: its own hand, the size of the others', everything face up and
    every counter; nothing of the decks' order or the other hands."""

    seat: int
    players: int
    phase: Phase
    current: int
    first: int
    decider: int | None
    heroes: list[str]
    hand: list[str]
    hand_sizes: list[int]
    hands: list[list[str]] | None = None  # every seat's hand: in a revealed observation only
    equipment: list[list[str]]
    display: list[str]
    deck_size: int
    discard: list[str]
    roach_deck_size: int
    removed: int
    roaches: list[SlotView]
    gone: list[str]
    markers: list[int]
    vp: list[int]
    stars: list[int]
    hurts: list[int]
    slain: list[list[str]]
    supply_stars: int
    supply_injuries: int
    supply_vp: int
    rolled: bool
    skipped: bool
    inflicted: bool
    dice: list[int]
    spent: list[list[str]]
    special: int
    special_spent: list[str]
    available: dict[str, int]
    dangers: int
    injuries: int  # what the turn's injuries step would inflict now
    used: list[str]
    ignored: list[str]
    talent_off: list[str]
    toll_paid: bool
    marks: list[list[str]]
    flow: list[FrameView]
    turns: int
    out_of_turn: int
    winners: list[int]
    end_reason: str
