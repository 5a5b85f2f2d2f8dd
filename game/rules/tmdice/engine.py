"""Terraforming Mars: The Dice Game — the engine: the rules contract (game.rules.core.Engine)
over the modules of this package, which hold the rules themselves (see __init__.py)."""

from __future__ import annotations

from typing import Self

from game.rules.core import Engine, Event, Result, Rng, Setup, decider_of
from game.rules.tmdice.actions import ACTION_ADAPTER, Action
from game.rules.tmdice.board import completed
from game.rules.tmdice.effects import production_items
from game.rules.tmdice.flow import apply_action, keep_limit, legal_actions
from game.rules.tmdice.goals import milestone_value, seat_dice_production
from game.rules.tmdice.scoring import award_counts, award_standings
from game.rules.tmdice.setup import new_game
from game.rules.tmdice.state import STANDARD, TMObservation, TMState
from game.rules.tmdice.tables import (
    CARD_COST,
    OCEANS,
    OXY_STEPS,
    TEMP_STEPS,
    C,
    band_for,
    wild_options,
)
from game.rules.tmdice.view import copy_state, determinize, observe, public_pending
from game.rules.tmdice.words import describe, why_illegal

# Names the bots and tests have long imported from here.
__all__ = [
    "CARD_COST",
    "OCEANS",
    "OXY_STEPS",
    "STANDARD",
    "TEMP_STEPS",
    "C",
    "TMDiceEngine",
    "band_for",
    "wild_options",
]


class TMDiceEngine(Engine[TMState, Action]):
    game_id = "tmdice"
    state_model = TMState
    action_adapter = ACTION_ADAPTER
    # bumped when a rule change makes old saves replay differently (the saves' fingerprint)
    rules_version = 3  # 3: Colonies production (issue 34, points 8, 9, 11)

    # --- the engine protocol -----------------------------------------------------------------
    @classmethod
    def new(cls, setup: Setup, seed: int) -> tuple[Self, list[Event]]:
        state, events = new_game(setup, seed)
        return cls(state), events

    def decider(self) -> int | None:
        s = self.state
        return None if s.phase == "over" else decider_of(s.pending, s.current)

    def turn_player(self) -> int:
        return self.state.current

    def result(self) -> Result | None:
        s = self.state
        if s.phase != "over":
            return None
        return Result(
            scores=list(s.scores),
            winners=list(s.winners),
            how=str(s.notes.get("how", "")),
            breakdown=[dict(b) for b in s.breakdown],
            notes=dict(s.notes),
        )

    def clone(self) -> Self:
        return type(self)(copy_state(self.state))

    def _legal_actions(self) -> list[Action]:
        return legal_actions(self.state)

    def _apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        apply_action(self.state, action, events)
        return events

    def why_illegal(self, action: Action) -> str:
        s = self.state
        p = s.players_state[s.current]
        return why_illegal(
            action,
            over=s.phase == "over",
            step=s.step,
            pending=s.pending[-1].kind if s.pending else None,
            hand=p.hand,
            dice=p.dice,
            wild=p.wild,
        )

    def describe(self, action: Action) -> str:
        s = self.state
        return describe(action, public_pending(s.pending[-1]) if s.pending else None)

    def observation(self, player: int) -> TMObservation:
        s = self.state
        keep = [keep_limit(s, seat) for seat in range(s.players)]
        return observe(s, player, self.decider(), keep)

    def revealed_observation(self, seat: int) -> TMObservation:
        """`observation(seat)` with every hand, corporation choice and look at the bonus
        pile shown (the Colonies and missions modules hold nothing secret)."""
        s = self.state
        keep = [keep_limit(s, other) for other in range(s.players)]
        return observe(s, seat, self.decider(), keep, everyone=True)

    def determinize(self, player: int, rng: Rng) -> Self:
        world = self.clone()
        determinize(world.state, player, rng)
        return world

    # --- figures the bots read from a world they may see whole ---------------------------------
    def keep_limit(self, seat: int) -> int:
        return keep_limit(self.state, seat)

    def production_items(self, seat: int) -> list[str]:
        return production_items(self.state, seat)

    def dice_production(self, seat: int) -> int:
        return seat_dice_production(self.state, seat)

    def milestone_metric(self, seat: int, kind: str) -> int:
        return milestone_value(self.state, seat, kind)

    def award_counts(self, face: str) -> list[int]:
        return award_counts(self.state, face)

    def award_standings(self) -> list[list[int]]:
        """`award_counts` of each award die's face, in the order of the award dice."""
        return award_standings(self.state)

    def completed(self) -> int:
        return completed(self.state)
