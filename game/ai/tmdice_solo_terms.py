"""The solo-only terms of TM Dice's rating (000, solo): awards won at a threshold, the chance
that an uncounted game throws the score away, milestones that leave at their deadlines, and
two weights of the shared rating that differ in solo (the standard faces, the dice a production
turn returns). `game.ai.tmdice.evaluate` reads them when the seat plays alone; with rivals they
are unused."""

from __future__ import annotations

import math

from game.rules.tmdice.engine import C
from game.rules.tmdice.goals import open_milestones
from game.rules.tmdice.state import TMState

# Solo, a standard face weighs this much plus its share of the dice the parameters still need:
# the face of the parameter furthest behind stands out. At 0.25 (it was 0.5) greedy's solo
# median, an uncounted game read as 0, rose from 69 to 71 in each of two 200-game arenas
# (seeds 70000 and 80000), and its counted games from 160 to 164 and from 152 to 162.
SOLO_FACE_FLOOR = 0.25
# Solo, the dice a production turn makes the seat return (000: keep up to 3) weigh their full
# value when the turn is chosen (with rivals, half). Each was won with a support action, and
# at half weight greedy chose production turns with a hoard in hand, returning about 55 dice
# a game. In full, greedy's solo median (uncounted as 0) rose from 71 to 74 and from 71 to
# 73.5 in two 200-game arenas (seeds 70000 and 80000); counted games 164 -> 174, 162 -> 172.
SOLO_DICE_GIVEN_UP = 1.0


def solo_award_prospect(icons: int, face: str) -> float:
    """A solo award's worth with `icons` of its face played: 5 VP at the threshold, 3 VP one
    short (000, solo), and below that a share that grows faster near the goal, so that icons
    go to one award rather than being spread thin."""
    # C.rarity holds the three rarity words as plain str
    need = C.tracks.solo_award_thresholds[C.rarity[face]]  # type: ignore[index]
    if icons >= need:
        return 5.0
    if icons == need - 1:
        return 3.0
    return 2.4 * (icons / (need - 1)) ** 2


# Solo (000): the score counts only if every parameter is complete by turn 50. Own turns a
# parameter step takes when the seat works at it (its dice, a support action to fix a face,
# the main action), the spread of that estimate in turns, and the points an uncounted game
# throws away (a counted greedy game scores about 70).
SOLO_TURNS_PER_STEP = 2.0
SOLO_RISK_SPREAD = 3.0
SOLO_AT_STAKE = 60.0


def solo_shortfall_risk(steps_missing: float, turns_left: float) -> float:
    """The chance, roughly, that the parameter steps still missing (an oxygen step counted
    heavier) are not all done in the turns left: a logistic of the turns they need beyond
    the turns there are."""
    if steps_missing <= 0:
        return 0.0
    z = (SOLO_TURNS_PER_STEP * steps_missing - turns_left) / SOLO_RISK_SPREAD
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


# What progress towards an open solo milestone is worth at most: below the 4 VP of the
# claim, so that claiming it is still a step up.
SOLO_MILESTONE_PROSPECT = 2.5


def solo_milestone_prospect(s: TMState, seat: int) -> float:
    """Solo (000): a milestone still on the board leaves after its deadline (turns 16, 20,
    24). Progress towards one is worth a share of its 4 VP that grows faster near the goal,
    as long as the turns before its deadline can still cover what is missing."""
    value = 0.0
    for i, need, have in open_milestones(s, seat):
        turns = C.tracks.solo_deadlines[i] - s.turn_no + 1  # the turn under way counts
        if turns <= 0 or have <= 0:
            continue
        reach = min(1.0, turns / (need - have)) if have < need else 1.0
        value += SOLO_MILESTONE_PROSPECT * (have / need) ** 2 * reach
    return value
