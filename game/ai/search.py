"""The hard bot: information-set Monte Carlo tree search over the rules contract.

Single-observer ISMCTS (Cowling, Powley and Whitehouse, 2012): one tree for the deciding seat,
whose edges are actions. Each iteration samples a world consistent with what the seat has seen
(`SeatView.determinize`, which also re-seeds the chance to come, so rolls and draws are
sampled inside the worlds), walks down the tree choosing among the actions legal *in that
world* with availability-aware UCB, adds one node, plays a short rollout with a cheap policy,
and rates the position reached with the game's own evaluation. Rewards are per seat, and each
decider maximises its own, so the same tree serves 1-4 players and out-of-turn decisions.

A game may name the actions worth a thought (`candidates`, Dig Mars does: no station walked
back and forth, no turn ended with work in reach); the tree and the rollouts then weigh only
those, for every seat, so the rival is modelled as a player who does not idle. In Dig Mars
this lifted the hard bot from 68 % to 87 % of 200 games against greedy.

Big decisions do not drown the tree: children of a node are added by progressive widening
(a node with n visits may have about `widen * sqrt(n)` children), tried in the order a cheap
prior puts them, and actions whose outcome is the same state are merged into one edge.

Honest by construction: the bot touches only its `SeatView` (legal actions, the seat's own
observation and sampled worlds), never the true state.
"""

from __future__ import annotations

import gc
import json
import math
import time
from collections.abc import Callable, Hashable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, cast

from game.rules.core import Engine, Rng, SeatView

Evaluate = Callable[[Engine[Any, Any], int], float]
# Rewards of a position for every seat, each in [0, 1].
Reward = Callable[[Engine[Any, Any]], list[float]]
# The actions worth a thought at a seat's own decision (a game may leave out idle ones).
Candidates = Callable[[SeatView], list[Any]]


@dataclass(frozen=True)
class SearchBudget:
    """How hard to think: iterations (reproducible under a seed) and a wall-clock cap.

    600 iterations take about 0.35-0.45 s of one core mid-game in Dig Mars and the cockroach
    hunt, about 0.45-0.5 s in TM Dice (`python -m game bench`, the arena's CPU figures). The
    cap keeps a decision under a second even when other programs leave the search a third of
    a core (then it searches fewer iterations)."""

    iterations: int = 600
    seconds: float = 0.9
    rollout_depth: int = 4
    exploration: float = 0.7
    widen: float = 2.0


@dataclass(slots=True)
class Node:
    """Statistics of one edge of the tree: the action taken to reach it and by whom."""

    seat: int | None = None
    visits: int = 0
    available: int = 0
    reward: float = 0.0  # summed reward of `seat`, the seat that chose this edge
    children: dict[Hashable, Node] = field(default_factory=dict)
    # The prior's rating of each action seen here, computed once per action in the first
    # world that offered it: rating every untried action at every expansion was most of
    # an iteration's cost.
    prior: dict[Hashable, float] = field(default_factory=dict)

    def ucb(self, c: float) -> float:
        if self.visits == 0:
            return math.inf
        return self.reward / self.visits + c * math.sqrt(
            math.log(max(self.available, 1)) / self.visits
        )


@dataclass
class Choice:
    """What the search concluded about one root action, for hints and reviews."""

    action: Any
    visits: int
    value: float  # mean reward of the deciding seat after this action, in [0, 1]


# How often (in iterations) the search asks whether its choice is already settled.
SETTLED_CHECK = 20


@contextmanager
def cycle_collector_paused() -> Iterator[None]:
    """Python's cycle collector off for a while, as it was afterwards. A search makes
    thousands of short-lived worlds, and the collector, set off by the count of objects
    made, kept scanning every object alive (about a tenth of a search's time) for cycles a
    search never makes (its worlds and nodes are trees: each is freed by its last
    reference going)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def settled(root: Node, left: int) -> bool:
    """Whether the most visited root choice stays the most visited whatever the `left`
    iterations still in the budget do: then they would not change the choice."""
    visits = sorted((child.visits for child in root.children.values()), reverse=True)
    visits += [0, 0]  # a choice not tried yet has no visits
    return visits[0] - visits[1] > left


def action_key(engine: Engine[Any, Any], action: Any) -> str:
    """A stable name for an action across sampled worlds (its JSON form)."""
    return json.dumps(engine.action_to_json(action), sort_keys=True, separators=(",", ":"))


def tree_key(engine: Engine[Any, Any], action: Any) -> Hashable:
    """The action itself where it is a hashable value (every game's actions are frozen data
    classes, equal across worlds when they name the same choice), else its JSON name."""
    try:
        hash(action)
    except TypeError:
        return action_key(engine, action)
    return cast(Hashable, action)


def tree_keys(engine: Engine[Any, Any], actions: Sequence[Any]) -> dict[Hashable, Any]:
    """`tree_key` of each action -> the action, in the actions' order (hashing each action
    once: the search keys every action it meets)."""
    keyed: dict[Hashable, Any] = {}
    for action in actions:
        try:
            keyed[action] = action
        except TypeError:
            keyed[action_key(engine, action)] = action
    return keyed


def most_promising(children: dict[Hashable, Node], tried: Sequence[Hashable], c: float) -> Hashable:
    """The tried child with the highest UCB, the first of equals in the legal list's order
    (reproducible in a world): what `max` by `Node.ucb` picks."""
    best = tried[0]
    best_ucb = children[best].ucb(c)
    for key in tried[1:]:
        ucb = children[key].ucb(c)
        if ucb > best_ucb:
            best, best_ucb = key, ucb
    return best


def reward_from_evaluate(evaluate: Evaluate, scale: float) -> Reward:
    """Per-seat rewards from a game's evaluation: a finished game pays its result (a share of
    the win, or in solo the score), an unfinished one a logistic of each seat's lead over its
    best rival, or of its own rating in solo."""

    def reward(engine: Engine[Any, Any]) -> list[float]:
        result = engine.result()
        players = len(result.scores) if result is not None else _players(engine)
        if result is not None:
            if players == 1:
                return [_squash(result.scores[0] if result.winners else 0.0, 100.0, 40.0)]
            share = 1.0 / len(result.winners) if result.winners else 0.0
            return [share if p in result.winners else 0.0 for p in range(players)]
        ratings = [evaluate(engine, p) for p in range(players)]
        if players == 1:
            return [_squash(ratings[0], 100.0, 40.0)]
        out = []
        for p in range(players):
            best_rival = max(r for q, r in enumerate(ratings) if q != p)
            out.append(_squash(ratings[p] - best_rival, 0.0, scale))
        return out

    return reward


def _squash(x: float, centre: float, scale: float) -> float:
    z = max(-30.0, min(30.0, (x - centre) / scale))
    return 1.0 / (1.0 + math.exp(-z))


def _players(engine: Engine[Any, Any]) -> int:
    # Every game's state names its player count; the bot reads only its own sampled world.
    return int(engine.state.players)


class SearchBot:
    """ISMCTS with a per-game reward, a cheap rollout policy and a budget."""

    name = "hard"

    def __init__(
        self,
        reward: Reward,
        budget: SearchBudget | None = None,
        prior: Evaluate | None = None,
        candidates: Candidates | None = None,
    ) -> None:
        self.reward = reward
        self.budget = budget or SearchBudget()
        self.prior = prior
        self.candidates = candidates
        self.last: list[Choice] = []
        self.iterations_done = 0
        self.should_stop: Callable[[], bool] = lambda: False
        self._root_keys: frozenset[Hashable] = frozenset()

    # --- the Bot protocol ----------------------------------------------------------------
    def choose(self, view: SeatView, rng: Rng) -> Any:
        actions = view.legal_actions()
        if len(actions) > 1 and self.candidates:
            actions = self.candidates(view)
        if len(actions) == 1:
            self.last = [Choice(actions[0], 0, 0.0)]
            self.iterations_done = 0
            return actions[0]
        if self._all_alike(view, actions, rng):
            self.last = [Choice(actions[0], 0, 0.0)]
            self.iterations_done = 0
            return actions[0]
        choices = self.search(view, rng)
        return choices[0].action

    @staticmethod
    def _all_alike(view: SeatView, actions: Sequence[Any], rng: Rng) -> bool:
        """Whether every choice leads to the same state (e.g. which of two equal dice to
        return): then there is nothing to search."""
        if len(actions) > 12:
            return False
        world = view.determinize(rng.fork())
        outcomes = set()
        for action in actions:
            trial = world.branch()
            trial.apply(action)
            outcomes.add(trial.to_json())
            if len(outcomes) > 1:
                return False
        return True

    # --- the search ----------------------------------------------------------------------
    def search(self, view: SeatView, rng: Rng) -> list[Choice]:
        """Every root action with its visits and value, most visited first."""
        root = Node(seat=view.seat)
        legal = self.candidates(view) if self.candidates else view.legal_actions()
        first_world = view.determinize(rng.fork())
        keys = {tree_key(first_world, a): a for a in legal}
        self._root_keys = frozenset(keys)
        start = time.perf_counter()
        done = 0
        with cycle_collector_paused():
            while done < self.budget.iterations:
                self._iterate(view.determinize(rng), root, rng)
                done += 1
                if time.perf_counter() - start > self.budget.seconds or self.should_stop():
                    break
                if done % SETTLED_CHECK == 0 and settled(root, self.budget.iterations - done):
                    break
        self.iterations_done = done
        choices = [
            Choice(keys[k], n.visits, n.reward / n.visits if n.visits else 0.0)
            for k, n in root.children.items()
            if k in keys
        ]
        for k, a in keys.items():
            if k not in root.children:
                choices.append(Choice(a, 0, 0.0))
        choices.sort(key=lambda c: (c.visits, c.value), reverse=True)
        self.last = choices
        return choices

    def _iterate(self, world: Engine[Any, Any], root: Node, rng: Rng) -> None:
        path: list[Node] = []
        node = root
        expanded = False
        while not world.is_over() and not expanded and not (path and self.horizon(world)):
            seat = world.decider()
            if seat is None:
                break
            legal = self._worth_a_thought(world, seat)
            if not legal:
                break
            keyed = tree_keys(world, legal)
            if node is root:
                keyed = {k: a for k, a in keyed.items() if k in self._root_keys} or keyed
            children = node.children
            tried: list[Hashable] = []
            untried: list[Hashable] = []
            for key in keyed:  # the children this world offers again are available again
                child = children.get(key)
                if child is None:
                    untried.append(key)
                else:
                    child.available += 1
                    tried.append(key)
            allowed = max(1, int(self.budget.widen * math.sqrt(node.visits + 1)))
            after: Engine[Any, Any] | None = None
            if untried and len(tried) < allowed:
                key, after = self._pick_untried(world, node, untried, keyed, seat, rng)
                child = Node(seat=seat, available=1)
                children[key] = child
                expanded = True
            else:
                key = most_promising(children, tried, self.budget.exploration)
                child = children[key]
            if after is None:
                world.apply(keyed[key])
            else:  # the prior's trial of this very action in this world: the same position
                world = after
            path.append(child)
            node = child
        self.rollout(world, rng)
        rewards = self.reward(world)
        root.visits += 1
        for step in path:
            step.visits += 1
            if step.seat is not None and step.seat < len(rewards):
                step.reward += rewards[step.seat]

    def horizon(self, world: Engine[Any, Any]) -> bool:
        """Whether the tree stops at `world`, a position some actions below the root: its
        rating (after the rollout) stands for everything beyond. The generic search has no
        horizon but the budget."""
        return False

    def _pick_untried(
        self,
        world: Engine[Any, Any],
        node: Node,
        untried: Sequence[Hashable],
        keyed: dict[Hashable, Any],
        seat: int,
        rng: Rng,
    ) -> tuple[Hashable, Engine[Any, Any] | None]:
        """The untried action the prior likes best (a random one without a prior). Each action
        is rated once per node, in the first world that offers it. With it, the position it
        leads to where the prior rated it in this `world` (else None): the search walks on
        from there instead of applying the action again."""
        if self.prior is None or len(untried) == 1:
            return untried[rng.randbelow(len(untried))], None
        ratings = node.prior
        trials: dict[Hashable, Engine[Any, Any]] = {}
        for key in untried:
            if key not in ratings:
                trial = trials[key] = world.branch()
                trial.apply(keyed[key])
                ratings[key] = self.prior(trial, seat) + rng.random() * 1e-6
        best = max(untried, key=ratings.__getitem__)
        return best, trials.get(best)

    def _worth_a_thought(self, world: Engine[Any, Any], seat: int) -> list[Any]:
        """The actions the tree and the rollouts weigh for `seat` in a sampled world: the
        game's candidates where it names them (every seat is then modelled as a player who
        does not idle), else every legal action."""
        if self.candidates is None:
            return world.legal_actions()
        return self.candidates(SeatView(world, seat))

    def rollout(self, world: Engine[Any, Any], rng: Rng) -> None:
        """Play on from a leaf with the cheap policy: `rollout_depth` random actions among
        those worth a thought. Hints and reviews rate a choice by the same playouts."""
        for _ in range(self.budget.rollout_depth):
            if world.is_over():
                return
            seat = world.decider()
            legal = self._worth_a_thought(world, seat) if seat is not None else []
            if not legal:
                return
            world.apply(legal[rng.randbelow(len(legal))])
