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
# ... and this much times that share (3.0 before the retuning described at
# `SOLO_STEP_WEIGHT_START`).
SOLO_FACE_SHARE = 2.0
# Solo, the dice a production turn makes the seat return (000: keep up to 3) weigh their full
# value when the turn is chosen (with rivals, half). Each was won with a support action, and
# at half weight greedy chose production turns with a hoard in hand, returning about 55 dice
# a game. In full, greedy's solo median (uncounted as 0) rose from 71 to 74 and from 71 to
# 73.5 in two 200-game arenas (seeds 70000 and 80000); counted games 164 -> 174, 162 -> 172.
SOLO_DICE_GIVEN_UP = 1.0


def pending_steps(s: TMState, seat: int) -> tuple[int, int, int]:
    """The temperature, oxygen and ocean steps the seat has coming from what is pending: a
    greenery or an ocean to place (000: the step comes with the tile), an effect still to
    resolve. Solo they count as done in the missing steps: a greenery paid for but not yet
    placed was rated at a tile's few points while the missing oxygen step still weighed its
    full penalty, so greedy, looking one action ahead, held four plants and more rather than
    place a greenery."""
    temperature = oxygen = oceans = 0
    for pend in s.pending:
        if pend.seat != seat:
            continue
        if pend.kind == "place":
            oxygen += pend.tile == "greenery"
            oceans += pend.tile == "ocean"
        elif pend.kind == "effects":
            for eff in pend.effects:
                if eff.do == "raise":
                    temperature += eff.n if eff.param == "temperature" else 0
                    oxygen += eff.n if eff.param == "oxygen" else 0
                elif eff.do == "tile":
                    oxygen += eff.tile == "greenery"
                    oceans += eff.tile == "ocean"
    return temperature, oxygen, oceans


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
# throws away (a counted greedy game scores about 80; 100 rather than 80 keeps the deadline
# weighing while the steps' own weight starts low, below).
SOLO_TURNS_PER_STEP = 2.0
SOLO_RISK_SPREAD = 3.0
SOLO_AT_STAKE = 100.0
# A missing step weighs START + GROWTH * the game's progress, times (1 + STEEPNESS * the steps
# missing of its parameter). Retuned once a pending greenery or ocean counted as done
# (`pending_steps`) and greedy rated a rolled die by its odds (game/ai/tmdice_odds.py): with
# those the old weights (2.5 + 6.0 * progress, steepness 0.25, 60 at stake, face share 3.0)
# kept greedy terraforming before building anything, and its counted games scored lower.
# Greedy, 200 solo games each, median with an uncounted game read as 0 (games counted):
# seeds 70000: 73 (196) -> 80 (184); 80000: 76 (198) -> 81 (188); and on seeds not used to
# choose them, 90000: 74.5 (191) -> 81 (182).
SOLO_STEP_WEIGHT_START = 0.5
SOLO_STEP_WEIGHT_GROWTH = 10.0
SOLO_STEP_STEEPNESS = 0.1


def solo_shortfall_risk(steps_missing: float, turns_left: float) -> float:
    """The chance, roughly, that the parameter steps still missing (an oxygen step counted
    heavier) are not all done in the turns left: a logistic of the turns they need beyond
    the turns there are."""
    if steps_missing <= 0:
        return 0.0
    z = (SOLO_TURNS_PER_STEP * steps_missing - turns_left) / SOLO_RISK_SPREAD
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def solo_missing_steps_penalty(
    missing: list[tuple[int, float]], progress: float, turns_left: float
) -> float:
    """What the parameter steps still missing cost the rating (each with its parameter's
    weight): the closer the deadline, the more a missing step weighs, the parameter furthest
    behind weighs most, and the chance of not completing them in time puts the whole score
    at stake."""
    weight = SOLO_STEP_WEIGHT_START + SOLO_STEP_WEIGHT_GROWTH * progress
    penalty = sum(weight * cost * m * (1.0 + SOLO_STEP_STEEPNESS * m) for m, cost in missing)
    return penalty + SOLO_AT_STAKE * solo_shortfall_risk(
        sum(m * cost for m, cost in missing), turns_left
    )


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


# Solo (000), what each corporation adds to the final score beyond what the rating sees just
# after it is chosen: greedy played 400 solo games per corporation, the corporation forced, on
# the same seeds (50000-50199, 51000-51199; `python -m game.tools.corp_worth`). Each figure is
# the corporation's median score (an uncounted game as 0) less the median over all of them,
# less its mean rating just after the choice less the mean over all. The rating alone chose
# corporations whose abilities pay late or whose dice come slowly: a helion_forge start rated
# 5.5 points above the mean and scored 3.4 below it on average. Cross-checked on every pair of
# corporations, the table fitted on one seed set choosing on the other: the median score of
# the choice rose from 81 to 83 in both directions. In the arena's 200 solo games from seed
# 70000, the hard bot's median went from 82 to 84 (189 to 191 games counted). Colonies
# corporations are not measured (0: the mean).
SOLO_CORPORATION_WORTH: dict[str, float] = {
    "crater_bank": -1.9,
    "deepdelve_mining": 2.5,
    "helion_forge": -7.5,
    "northlight_labs": 6.6,
    "redrock_works": -0.1,
    "skyward_trust": 6.2,
    "tidewater_union": -2.8,
    "verdant_vale": 0.1,
}


def solo_corporation_worth(corp: str | None) -> float:
    """A corporation's worth to the solo rating beyond what the rating sees of it: a constant
    once the corporation is chosen, also at the game's end, so it sways the choice of
    corporation and nothing after."""
    return SOLO_CORPORATION_WORTH.get(corp or "", 0.0)
