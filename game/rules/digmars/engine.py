"""Dig Mars rules (shared/seeds/003): a race to dig a canyon's 4x4 grid of tile stacks.

The engine class is the protocol only; each rule lives in the module named after its job:
flow (setup order, turns, carrying out an action), grid (moves), digging (dig, carry,
cooperation, splitting), upgrades, bonuses, ending (end and scoring), legal (the legal
actions), views (observation, determinize), words (describe, why_illegal), checks.

Decisions of this edition where the rule text is silent or where we depart from the box
(README.md, "Dig Mars", and the in-app rules say the same):
- Fortune is kept as a number per player; the bank (10 fortune tokens plus every fortune paid
  for upgrades) makes exact change, so a split or an upgrade never stalls for want of tokens
  (in the box change can run short).
- Moving onto an empty space means the adjacent one; a jump goes to the nearest stack beyond.
- The game ends at once when the last tile is taken, unless its carrier now has enough to
  declare victory: then they may declare first (or end the turn, and the game).
- The game also ends after the turn in which no player could ever dig or carry again (the
  canyon is locked). Most fortune wins; a tie goes to the tied player with more equipment
  levels, then it is shared.
"""

from __future__ import annotations

from typing import Self

from game.rules.core import Engine, Event, Result, Rng, Setup
from game.rules.core.errors import RulesError
from game.rules.core.events import emit
from game.rules.digmars import actions as A
from game.rules.digmars import checks, digging, ending, flow, legal, views, words
from game.rules.digmars.checks import fortune_total
from game.rules.digmars.content import Tile, tiles
from game.rules.digmars.events import GridDealt, Player
from game.rules.digmars.grid import RAYS, SQUARES, STACK_HEIGHT, move_targets
from game.rules.digmars.state import VICTORY_TARGET, DigObservation, DigState, copy_state
from game.rules.digmars.upgrades import upgrade_cost

__all__ = ["RAYS", "SQUARES", "DigMarsEngine", "fortune_total", "upgrade_cost"]


class DigMarsEngine(Engine[DigState, A.Action]):
    game_id = "digmars"
    state_model = DigState
    action_adapter = A.ACTION_ADAPTER

    def __init__(self, state: DigState) -> None:
        super().__init__(state)
        self.tiles: list[Tile] = tiles()

    @classmethod
    def new(cls, setup: Setup, seed: int) -> tuple[Self, list[Event]]:
        n = setup.players
        if n not in VICTORY_TARGET:
            raise RulesError("Dig Mars is played by 2 to 4 players.")
        if setup.options:
            unknown = ", ".join(sorted(setup.options))
            raise RulesError(f"Dig Mars has no options; {unknown} cannot be set.")
        rng = Rng.from_seed(seed)
        order = list(range(len(tiles())))
        rng.shuffle(order)
        stacks = [order[i * STACK_HEIGHT : (i + 1) * STACK_HEIGHT] for i in range(SQUARES)]
        first = rng.randbelow(n)
        state = DigState(
            players=n,
            rng=rng,
            stacks=stacks,
            face_up=[False] * SQUARES,
            stations=[[] for _ in range(n)],
            levels=[[1, 1, 1] for _ in range(n)],
            fortune=[0] * n,
            carried=[[] for _ in range(n)],
            inspected=[[] for _ in range(n)],
            first=first,
            current=first,
        )
        events = [
            emit("grid_dealt", GridDealt(stacks=[len(s) for s in stacks]), reveal=True),
            emit("first_player", Player(player=first)),
        ]
        return cls(state), events

    # --- the protocol --------------------------------------------------------------------
    def decider(self) -> int | None:
        return None if self.state.phase == "over" else self.state.current

    def turn_player(self) -> int:
        return self.state.current

    def is_over(self) -> bool:
        return self.state.phase == "over"

    def result(self) -> Result | None:
        return ending.result(self)

    def clone(self) -> Self:
        engine = type(self).__new__(type(self))
        engine.state = copy_state(self.state)
        engine.tiles = self.tiles
        engine._legal = None
        return engine

    def _legal_actions(self) -> list[A.Action]:
        return legal.legal_actions(self)

    def _apply(self, action: A.Action) -> list[Event]:
        return flow.apply(self, action)

    def why_illegal(self, action: A.Action) -> str:
        return words.why_illegal(self, action)

    def describe(self, action: A.Action) -> str:
        return words.describe(self, action)

    def observation(self, player: int) -> DigObservation:
        return views.observation(self, player)

    def revealed_observation(self, seat: int) -> DigObservation:
        """`observation(seat)` with every fortune and every inspected top shown."""
        return views.observation(self, seat, everyone=True)

    def determinize(self, player: int, rng: Rng) -> Self:
        return views.determinize(self, player, rng)

    def validate(self) -> None:
        """Check the invariants; RulesError on the first one broken (used by tests and loads)."""
        checks.validate(self)

    # --- what screens, bots and tests ask of a position ----------------------------------
    def target(self) -> int:
        """The fortune that lets a player declare victory at this table."""
        return VICTORY_TARGET[self.state.players]

    def top(self, square: int) -> Tile | None:
        stack = self.state.stacks[square]
        return self.tiles[stack[-1]] if stack else None

    def stations_at(self, square: int) -> int:
        return digging.stations_at(self, square)

    def players_at(self, square: int) -> list[int]:
        return digging.players_at(self, square)

    def strength(self, player: int, equipment: int, square: int) -> int:
        return digging.strength(self, player, equipment, square)

    def can_dig(self, player: int, square: int) -> bool:
        return digging.can_dig(self, player, square)

    def can_carry(self, player: int, square: int) -> bool:
        return digging.can_carry(self, player, square)

    def move_targets(self, source: int) -> list[int]:
        return move_targets(self.state.stacks, source)

    def can_declare(self, player: int) -> bool:
        s = self.state
        return s.phase == "turn" and s.current == player and s.fortune[player] >= self.target()

    def canyon_locked(self) -> bool:
        return ending.canyon_locked(self)
