"""The TM Dice hard bot: the generic search (game/ai/search.py), its rollouts cut at a turn's
start, with a reward fit for solo.

With rivals it is the generic hard bot with one change: a rollout plays random actions up to
the start of the next turn (not a fixed four). The rating holds credit for the rest of a
turn in progress (a support die's worth, the best main action in reach), so leaves cut at
fixed depth compared positions of different optimism: one still in our turn, carrying our
credit, against one handed to the rival, carrying theirs. Cut at a turn's start, every leaf is
rated the same way. Against greedy, on the same 21 seeded two-player games (seeds 30000+),
the hard bot's wins rose from 15 to 18 (mean score 60.6 against greedy's 43.2).

Solo, three things change, all because a solo rating spans a whole game's range
(about -150 at the start, when every missing parameter step weighs on it, to the final
score near 100) while the choices at one decision differ by a few points:

- the reward is a logistic of the rating *relative to the rating of the position being
  decided*, at a scale of a few points. The generic solo reward (centred on 100, scale 40)
  squeezed those differences into the fourth decimal, below the exploration term, so the
  search spread its visits evenly and chose almost at random among the prior's first picks.
- no random rollout: the rating already prices the rest of the turn, and four random actions
  (a die returned, a payment, a turn ended) only added noise of several points. The tree's
  own look-ahead, with rolls and draws sampled in each world, does the looking further.
- the one-step favourite (greedy's pick) stands unless the search found a choice clearly
  better: most solo decisions are small ones whose choices differ by less than the search's
  noise.
- the tree stops at the next turn's start (`horizon`). The rating counts the turn under way
  as spent once it is chosen (game/ai/tmdice_outlook.py), so a leaf just past the next turn's
  choice was rated a turn poorer, the deadline a turn nearer, than a leaf inside this turn,
  and a production turn's leaf poorer still by the dice it returns. The tree compared such
  leaves as equals: a die rolled for a missing step, whose lines soon ran into the next turn,
  lost to a die turned to pay for a card this turn, whose lines stayed inside it. At turn 44
  of the arena's solo game 16 (seed 70016; an oxygen step and an ocean missing) it turned
  dice four turns running, and the score went uncounted. Cut at the next turn's start, the
  arena's first 81 solo games (seeds 70000+) went from a median of 78 (an uncounted game as
  0) with 69 counted to 81 with 76 counted. Over 200 games: median 82, 189 counted, and
  the hard bot scores more than greedy in 119 of them, less in 72. A game costs about 53 s
  of CPU rather than 86.
"""

from __future__ import annotations

import math
from typing import Any

from game.ai.bots import Evaluate
from game.ai.search import Choice, SearchBot, action_key, reward_from_evaluate
from game.ai.tmdice_odds import rate_by_odds
from game.rules.core import Engine, Rng, SeatView

# A clear solo difference, in rating points (VP): one point of rating is worth about 0.04 of
# reward near the root's rating.
SOLO_SCALE = 6.0
# How much better (mean reward) a choice must look than the one-step favourite for the solo
# search to overrule it: about 0.7 rating points near the anchor.
SOLO_MARGIN = 0.03


# The most random actions a rollout plays to reach the next turn's start (a turn takes about
# four to eight).
ROLLOUT_MOST = 12


def at_turn_start(engine: Engine[Any, Any]) -> bool:
    """Whether a seat is about to choose its turn (production or action), nothing pending."""
    state = engine.state
    return bool(state.step == "turn" and not state.pending)


def is_solo(engine: Engine[Any, Any]) -> bool:
    # Every TM Dice state names its player count; the bot reads only its own sampled world.
    return int(engine.state.players) == 1


class TMDiceSearchBot(SearchBot):
    """ISMCTS for TM Dice: the generic bot with rivals, root-relative rewards solo."""

    def __init__(self, evaluate: Evaluate, scale: float) -> None:
        rivals = reward_from_evaluate(evaluate, scale)
        self.evaluate = evaluate
        self.anchor = 0.0  # the rating of the position being decided (solo)

        def reward(engine: Engine[Any, Any]) -> list[float]:
            if not is_solo(engine):
                return rivals(engine)
            return [solo_reward(evaluate(engine, 0), self.anchor)]

        super().__init__(reward, prior=evaluate)

    def search(self, view: SeatView, rng: Rng) -> list[Choice]:
        """As the generic search; solo, the rewards are first anchored on one sampled world's
        rating of the position being decided, and the one-step favourite in that world is
        kept unless the search found a choice clearly better."""
        if int(getattr(view.observation(), "players", 0)) != 1:
            return super().search(view, rng)
        world = view.determinize(rng.fork())
        self.anchor = self.evaluate(world, view.seat)
        favourite = action_key(world, self._favourite(world, view))
        choices = super().search(view, rng)
        kept = keep_favourite(choices, [action_key(world, c.action) for c in choices], favourite)
        self.last = kept
        return kept

    def _favourite(self, world: Engine[Any, Any], view: SeatView) -> Any:
        """The legal action the rating likes best one step ahead, a rolled die rated by the
        odds of its faces (the greedy bot's pick)."""
        return max(
            view.legal_actions(),
            key=lambda action: rate_by_odds(world, action, view.seat, self.evaluate),
        )

    def horizon(self, world: Engine[Any, Any]) -> bool:
        """Solo, the tree stops at the next turn's start (see the module's docstring); with
        rivals it has no horizon but the budget."""
        return is_solo(world) and at_turn_start(world)

    def rollout(self, world: Engine[Any, Any], rng: Rng) -> None:
        """With rivals, random actions up to the start of the next turn: every leaf is then
        rated at a turn's start, where no seat's rating holds credit for the rest of a turn
        (see the module's docstring). Solo, none."""
        if is_solo(world):
            return
        for _ in range(ROLLOUT_MOST):
            if world.is_over() or at_turn_start(world):
                return
            legal = world.legal_actions()
            if not legal:
                return
            world.apply(legal[rng.randbelow(len(legal))])


def keep_favourite(choices: list[Choice], keys: list[str], favourite: str) -> list[Choice]:
    """`choices` (most visited first) with the favourite moved to the front when its value is
    within `SOLO_MARGIN` of the most visited choice's: at the many small decisions of a solo
    turn (which die to roll or return, where to put a tile) the choices differ by less than
    the noise of a few dozen sampled worlds, and the visits alone would pick among them
    almost at random."""
    if not choices or keys[0] == favourite:
        return choices
    for i, key in enumerate(keys):
        if (
            key == favourite
            and choices[i].visits
            and choices[i].value >= (choices[0].value - SOLO_MARGIN)
        ):
            return [choices[i], *choices[:i], *choices[i + 1 :]]
    return choices


def solo_reward(rating: float, anchor: float) -> float:
    """A solo position's reward in [0, 1]: 0.5 at the anchor's rating, rising with each point
    above it at `SOLO_SCALE`."""
    z = max(-30.0, min(30.0, (rating - anchor) / SOLO_SCALE))
    return 1.0 / (1.0 + math.exp(-z))
