"""TM Dice for the bots: what an engine is worth over the turns likely left.

A green card pays on every production turn still to come, a blue card on every use between
two production turns, a trigger every time its event happens. A one-step look-ahead sees none
of that unless the rating of a position counts it, so this module estimates the seat's own
turns still to come from the game's progress (solo: the turn track; otherwise the steps still
needed for two completed parameters, shared among the players) and prices each part of the
engine by its expected uses.

Everything here reads only what the seat's own view holds (tracks, its own tableau, the
turn counters), so the greedy bot and the search that uses it as a prior stay on their
SeatView.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from game.rules.tmdice.engine import OCEANS, OXY_STEPS, TEMP_STEPS, C
from game.rules.tmdice.state import TMState

# Measured on greedy games (500 solo, 200 at 3 players): a production turn is 17-21 % of a
# seat's turns, so a production box pays about once in five turns.
PRODUCTION_SHARE = 0.2
# Solo, the engine is priced as if a production turn came every 3.3 turns: the solo game
# always runs its 50 turns (000, solo), so a box or a blue card bought early keeps paying, and
# at the measured share greedy bought too little engine. Greedy, 600 solo games (seeds 70000,
# 80000 and 90000, 200 each), median with an uncounted game read as 0, on the bots of
# a23d8a6: 82 at 0.2, 84 at 0.25 and at 0.3, 85 at 0.35 and at 0.4; scores of 85 or more:
# 248, 289, 292, 311, 302. (0.3 was chosen on an earlier state of the bots, where it led.)
# The hard bot at 0.3, 200 solo games on seeds not used to choose it (110000-110199): median
# 90 (an uncounted game as 0), 190 counted, mean 86.7; it was 84 on seeds 70000 at 0.2.
SOLO_PRODUCTION_SHARE = 0.3
# Multiplayer: a seat's own turns per step still needed to end the game, by player count
# (greedy games, 200 each: 28.8, 15.6 and 10.6 turns a player at 2, 3 and 4 players, from
# the 14 steps that complete two parameters; one turn of the final round aside).
TURNS_PER_STEP = {2: 1.95, 3: 1.05, 4: 0.68}
# A blue action is used on about one cycle in three (measured on greedy games: a blue card in
# play is used on 3-6 % of its owner's turns): it needs its dice, and the action it takes
# competes with the rest of the turn.
BLUE_USE = 0.3
# How often a trigger's event is likely to happen per own turn still to come (an ocean has
# its own count: the oceans left).
TRIGGER_RATE = {"play_red": 0.25, "play_green": 0.12, "play_blue": 0.08, "city": 0.08}
DEFAULT_TRIGGER_RATE = 0.1
# A die held now is rated below what it turns into (so that a full set is spent rather than
# kept); a die still to be produced is rated at what it is likely to turn into.
FUTURE_DIE = 1.6


@dataclass(frozen=True)
class Outlook:
    """The seat's future as the bots estimate it."""

    turns_left: float  # own turns still to come
    cycles_left: float  # production turns among them (each rolls and untaps)
    progress: float  # 0 at the start, 1 at the end


def outlook(s: TMState) -> Outlook:
    """Own turns likely left: solo counts the turn track to 50 (the turn under way counts as
    spent, so that staying in a step never looks like a way to hold back the clock);
    multiplayer shares the steps still needed for a second completed parameter among the
    players; the final round leaves one turn and no production to come."""
    if s.solo:
        return _solo_outlook(s.turn_no - (1 if s.step == "turn" else 0))
    if s.final_left >= 0:
        return _FINAL_ROUND
    return _race_outlook(s.players, s.temperature, s.oxygen, s.oceans)


# Outlooks worked out once per figures they depend on: the search rates thousands of
# positions a decision, and the figures change only with a turn or a parameter step.
_FINAL_ROUND = Outlook(1.0, 0.0, 1.0)


@lru_cache(maxsize=256)
def _solo_outlook(used: int) -> Outlook:
    turns = float(max(C.tracks.solo_turns - used, 0))
    return Outlook(turns, turns * SOLO_PRODUCTION_SHARE, 1.0 - turns / C.tracks.solo_turns)


@lru_cache(maxsize=4096)
def _race_outlook(players: int, temperature: int, oxygen: int, oceans: int) -> Outlook:
    left = sorted(
        (
            max(TEMP_STEPS - temperature, 0),
            max(OXY_STEPS - oxygen, 0),
            max(OCEANS - oceans, 0),
        )
    )
    to_end = left[0] + left[1]
    turns = 1.0 + to_end * TURNS_PER_STEP.get(players, 0.68)
    progress = 1.0 - sum(left) / (TEMP_STEPS + OXY_STEPS + OCEANS)
    return Outlook(turns, turns * PRODUCTION_SHARE, progress)


def production_value(
    items: Sequence[str], look: Outlook, die_value: Callable[[str], float]
) -> float:
    """Brown boxes over the production turns to come: each die at what it is likely to turn
    into (`FUTURE_DIE` times `die_value` of its colour), a wild token 0.7, a VP 1, a card
    0.25."""
    return production_per_turn(items, die_value) * look.cycles_left


def production_per_turn(items: Sequence[str], die_value: Callable[[str], float]) -> float:
    """What brown boxes `items` bring at one production turn (see `production_value`)."""
    per_turn = 0.0
    for item in items:
        if item == "wild":
            per_turn += 0.7
        elif item == "vp":
            per_turn += 1.0
        elif item == "draw":
            per_turn += 0.25
        else:
            per_turn += FUTURE_DIE * die_value(item)
    return per_turn


def blue_uses(look: Outlook, ready: bool) -> float:
    """Uses of a blue card still to come: most cycles, and now if it is untapped."""
    return BLUE_USE * look.cycles_left + (0.5 if ready else 0.0)


def trigger_firings(on: str, who: str, s: TMState, look: Outlook) -> float:
    """How often a trigger is likely to fire from now on."""
    if on == "ocean":
        oceans_left = max(OCEANS - s.oceans, 0)
        return float(oceans_left) if who == "any" or s.solo else oceans_left / s.players
    return TRIGGER_RATE.get(on, DEFAULT_TRIGGER_RATE) * look.turns_left
