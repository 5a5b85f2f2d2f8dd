"""Three strengths for every game, named for players: easy, normal and hard.

- easy: looks one action ahead like greedy, but picks among the options with a probability
  that falls with how much worse each looks (a softmax over the ratings), so it usually plays
  a sensible move and sometimes a plausible weaker one, as a learner does; never uniform noise.
- normal: the greedy bot (one-step look-ahead in a sampled world).
- hard: information-set Monte Carlo tree search (game/ai/search.py) guided by the same rating.
"""

from __future__ import annotations

import math
from typing import Any

from game.ai.bots import Evaluate, listed_in
from game.ai.search import Candidates, SearchBot, reward_from_evaluate
from game.rules.core import Rng, SeatView

STRENGTHS: tuple[tuple[str, str], ...] = (
    ("easy", "Easy"),
    ("normal", "Normal"),
    ("hard", "Hard"),
)
# Rating differences are in each game's own units (VP, fortune); this many units of
# difference make an option e times less likely for the easy bot.
EASY_TEMPERATURE = 1.5


class EasyBot:
    """Greedy ratings, softmax choice: mostly good moves, sometimes a plausible slip."""

    name = "easy"

    def __init__(
        self,
        evaluate: Evaluate,
        temperature: float = EASY_TEMPERATURE,
        candidates: Candidates | None = None,
    ) -> None:
        self.evaluate = evaluate
        self.temperature = temperature
        self.candidates = candidates

    def choose(self, view: SeatView, rng: Rng) -> Any:
        actions = self.candidates(view) if self.candidates else view.legal_actions()
        if len(actions) == 1:
            return actions[0]
        world = view.determinize(rng)
        listed = listed_in(world)
        ratings = []
        for action in actions:
            trial = world.branch()
            trial.apply(listed(action))
            ratings.append(self.evaluate(trial, view.seat))
        top = max(ratings)
        weights = [math.exp(max(-50.0, (r - top) / self.temperature)) for r in ratings]
        pick = rng.random() * sum(weights)
        for action, weight in zip(actions, weights, strict=True):
            pick -= weight
            if pick <= 0:
                return action
        return actions[-1]


def hard_bot(evaluate: Evaluate, scale: float, candidates: Candidates | None = None) -> SearchBot:
    """The search bot for a game whose rating is `evaluate`, in units where `scale` is a
    clear but not decisive lead; at its own decision it weighs only `candidates`."""
    return SearchBot(reward_from_evaluate(evaluate, scale), prior=evaluate, candidates=candidates)
