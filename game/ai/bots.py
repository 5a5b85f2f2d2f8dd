"""Computer players. A bot sees only a SeatView: the legal actions, its own observation, and
determinized worlds sampled from what its seat cannot see."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from game.rules.core import Engine, Rng, SeatView

Evaluate = Callable[[Engine[Any, Any], int], float]


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
        world.legal_actions()  # listed once here; every trial's branch keeps the list
        best: list[Any] = []
        best_score = float("-inf")
        for action in actions:
            score = self.rate(world, action, view.seat)
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
