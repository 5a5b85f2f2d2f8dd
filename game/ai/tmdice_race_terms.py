"""The races with rivals in TM Dice's rating, as the hard bot reads them (000, "Final
scoring"): each award pays 5 VP to the players with the most of its icon in the costs of
their played cards (tied players each score the 5 VP; two players: nothing for second),
and each milestone pays 4 VP to the first player to meet it.

The greedy rating glances at the awards (a point or two for leading) and not at the
milestones still open; the hard bot rates positions with these terms added. Weighed as below,
a greedy player reading them won 61 % of 400 two-player games against the plain greedy one
(seeds 50000-50399; mean score 53.5 against 48.5), and 54.0 % and 56.2 % of 200 more on
seeds 30000 and 61000: most of it from the awards (59 % of 400 alone), some from the
milestones (56 % alone); twice the milestone weight lost (49 %)."""

from __future__ import annotations

import math

from game.rules.tmdice.goals import open_milestones
from game.rules.tmdice.state import TMState

AWARD_VP = 5.0
# Early in a game an award's standing is worth this share of its 5 VP: much can still change.
AWARD_EARLY_SHARE = 0.3
# How many icons a lead may still swing by at the start of a game (at its end: half an icon).
AWARD_SPREAD = 2.5
# What progress towards an open milestone is worth at most (a share of it, squared, below
# the 4 VP of the claim, so that claiming is still a step up).
MILESTONE_PROSPECT = 5.0


def race_award_prospect(mine: int, best_rival: int, progress: float) -> float:
    """One award's expected VP for a seat with `mine` icons against the best rival's: the
    chance of ending with at least as many (a tie also pays 5 VP), growing surer as the game
    nears its end."""
    if mine == 0 and best_rival == 0:
        return 0.0
    spread = 0.5 + AWARD_SPREAD * (1.0 - progress)
    chance = 1.0 / (1.0 + math.exp(-(mine - best_rival + 0.5) / spread))
    return AWARD_VP * (AWARD_EARLY_SHARE + (1.0 - AWARD_EARLY_SHARE) * progress) * chance


def race_milestone_prospect(s: TMState, seat: int) -> float:
    """Progress towards the milestones nobody has claimed yet: a share of the claim that
    grows faster near the goal."""
    return sum(
        MILESTONE_PROSPECT * (have / need) ** 2 for _, need, have in open_milestones(s, seat)
    )
