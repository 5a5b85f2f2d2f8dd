"""What a module is: a variant or an expansion plugged into the TM Dice engine through hooks.

A module subclasses `Module`, names its state model (a pydantic model kept in
`TMState.modules[name]` while the module is on, saved and cloned with the game), and overrides
only the hooks it needs; every hook has a do-nothing default. The engine calls the hooks of
the modules that are on, in the order they were registered (modules/registry.py,
filled by modules/catalog.py).
"""

from __future__ import annotations

from typing import Any, ClassVar

from pydantic import BaseModel

from game.rules.core import Event, Rng
from game.rules.tmdice.actions import Action
from game.rules.tmdice.content import Effect
from game.rules.tmdice.state import Options, Pending, TMState


class Module:
    """One variant or expansion. Hooks, by the moment the engine calls them:

    - `enabled(options)`: whether this game uses the module (the options screen's choice).
    - `setup(s, ev)`: at setup, after the milestones are drawn and before the first player is
      chosen; `s.modules[name]` already holds a fresh `state_model()`.
    - `deal_corporations(s, hands, box)`: at setup, the corporations each seat is dealt and
      the ones left in the box (a module may add its own, or deal them its way).
    - `corporation_groups(s)`: determinize: the groups a corporation deal takes one of each
      from (the 002 variant: a colony corporation and another); empty: a deal is any two of
      the game's corporations.
    - `production(s, seat)`: the dice colours the module adds to `seat`'s production, rolled
      after the brown boxes at the setup's production and on every production turn (a pool
      short of one of them pays the production's one wild token, as a brown box does); they
      count as dice production (the tie-break, the Producer milestone).
    - `after_production(s, seat, ev)`: `seat` has just produced (at the setup or on a
      production turn).
    - `do_effect(s, seat, effect, source, ev)`: an effect model the base interpreter does not
      know (True: handled).
    - `on_event(s, key, seat, ev)`: something happened (an `EventKey` of the content: a tile
      placed, a card played, a parameter raised...) done by `seat`, after the cards' triggers.
    - `window_actions(s)`: extra main actions the module offers the current player (a trade,
      say); `apply_action(s, action, ev)` carries one out (True: handled; the engine has
      already moved the turn past its main action).
    - `decision_options(s, top)`: the choices of a decision the module pushed on the stack as
      `Pending(kind="module", module=name, seat=...)` (with `n`, `then`... as it likes);
      `resolve(s, top, action, ev)` carries one out (the entry is already off the stack).
    - `end_of_turn(s, ev)`: after a turn ends, before the next one starts.
    - `end_points(s, seat, ev)`: final scoring, for each seat after milestones and cards.
    - `observe(s, player)` / `observe_seat(s, seat)`: fields of the observation (the table's
      and one seat's) the module fills; only what `player` may see.
    - `hide(s, player, rng)`: determinize: re-sample what `player` cannot see of the module's
      state, each unseen collection sorted before it is shuffled with `rng`.
    """

    name: ClassVar[str]
    state_model: ClassVar[type[BaseModel]]

    def enabled(self, options: Options) -> bool:
        return False

    def setup(self, s: TMState, ev: list[Event]) -> None:
        return None

    def deal_corporations(
        self, s: TMState, hands: list[list[str]], box: list[str]
    ) -> tuple[list[list[str]], list[str]]:
        return hands, box

    def corporation_groups(self, s: TMState) -> list[list[str]]:
        return []

    def production(self, s: TMState, seat: int) -> list[str]:
        return []

    def after_production(self, s: TMState, seat: int, ev: list[Event]) -> None:
        return None

    def do_effect(
        self, s: TMState, seat: int, effect: Effect, source: str, ev: list[Event]
    ) -> bool:
        return False

    def on_event(self, s: TMState, key: str, seat: int, ev: list[Event]) -> None:
        return None

    def window_actions(self, s: TMState) -> list[Action]:
        return []

    def apply_action(self, s: TMState, action: Action, ev: list[Event]) -> bool:
        return False

    def decision_options(self, s: TMState, top: Pending) -> list[Action]:
        return []

    def resolve(self, s: TMState, top: Pending, action: Action, ev: list[Event]) -> None:
        return None

    def end_of_turn(self, s: TMState, ev: list[Event]) -> None:
        return None

    def end_points(self, s: TMState, seat: int, ev: list[Event]) -> None:
        return None

    def observe(self, s: TMState, player: int) -> dict[str, Any]:
        return {}

    def observe_seat(self, s: TMState, seat: int) -> dict[str, Any]:
        return {}

    def hide(self, s: TMState, player: int, rng: Rng) -> None:
        return None
