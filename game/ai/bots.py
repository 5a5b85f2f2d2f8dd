"""Computer players. A bot sees only a SeatView: the legal actions, its own observation, and
determinized worlds sampled from what its seat cannot see."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from game.rules.core import Engine, Rng, SeatView

Evaluate = Callable[[Engine[Any, Any], int], float]


def listed_in(world: Engine[Any, Any]) -> Callable[[Any], Any]:
    """For trying the seat's actions in a sampled world: each action's equal in the world's
    own list of legal actions (listed once here, and kept by every trial's branch), which
    `apply` then finds by identity instead of checking its fields and comparing it with
    every listed action in turn. An action not listed there (or not hashable) stays as it
    is, for `apply` to judge."""
    own: dict[Any, Any] = {}
    for action in world.legal_actions():
        try:
            own.setdefault(action, action)
        except TypeError:  # an action that cannot be a dict key: none is found here
            continue

    def find(action: Any) -> Any:
        try:
            return own.get(action, action)
        except TypeError:
            return action

    return find


class Bot(Protocol):
    name: str

    def choose(self, view: SeatView, rng: Rng) -> Any: ...


class RandomBot:
    """Picks uniformly among the legal actions."""

    name = "random"

    def choose(self, view: SeatView, rng: Rng) -> Any:
        return rng.choice(view.legal_actions())


class GreedyBot:
    """One-step look-ahead: tries every legal action in one sampled world and keeps the one
    whose result `evaluate` rates best for its seat (ties broken at random)."""

    name = "greedy"

    def __init__(self, evaluate: Evaluate) -> None:
        self.evaluate = evaluate

    def choose(self, view: SeatView, rng: Rng) -> Any:
        return self.choose_among(view, view.legal_actions(), rng)

    def choose_among(self, view: SeatView, actions: list[Any], rng: Rng) -> Any:
        """The best of `actions` (some or all of the legal ones) by one-step look-ahead."""
        if len(actions) == 1:
            return actions[0]
        world = view.determinize(rng)
        listed = listed_in(world)
        best: list[Any] = []
        best_score = float("-inf")
        for action in actions:
            score = self.rate(world, listed(action), view.seat)
            if score > best_score + 1e-9:
                best, best_score = [action], score
            elif score >= best_score - 1e-9:
                best.append(action)
        return rng.choice(best)

    def rate(self, world: Engine[Any, Any], action: Any, seat: int) -> float:
        """`evaluate` of `world` after `action`, for `seat` (`world` itself is left as it is)."""
        trial = world.branch()
        trial.apply(action)
        return self.evaluate(trial, seat)
