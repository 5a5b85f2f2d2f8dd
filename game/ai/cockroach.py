"""How a hunt looks to a seat, for the greedy bot's one-step look-ahead.

The rating is in victory points: points held, plus what the seat's position promises (the
cockroach it fights, weighed by how near death it is and whether others share it; spoils and
cards held; equipment), minus the best rival's points. The bot answers reaction windows with
the same look-ahead: a squad is played when the position after it rates better than passing.
"""

from __future__ import annotations

from typing import Any

from game.rules.cockroach import dice
from game.rules.cockroach.engine import CockroachEngine
from game.rules.cockroach.injuries import injuries_now
from game.rules.core import Engine, Step

WIN = 1_000.0
# The easy bot's slips. At the default temperature (1.5) greedy beat it in only 63 % of 200
# two-player games, below the >= 65 % each strength owes the one beneath; a hunt's ratings
# spread wider than the other games', so its easy bot needs a wider softmax to slip as often
# (3.0: 70 %, 4.0: 75.5 % [69-81 %], `python -m game arena cockroach --bots greedy,easy`).
EASY_TEMPERATURE = 4.0


def _prospect(engine: CockroachEngine, seat: int) -> float:
    """What the cockroach under the seat's marker promises: its points, sooner when it is near
    death, less when other heroes would share its spoils or it may be stolen."""
    s = engine.state
    slot = s.markers[seat]
    if slot < 0:
        return 0.0
    roach = engine.c.roach[s.roaches[slot]]
    left = max(1, roach.health - s.wounds[slot])
    if s.current == seat and s.rolled and not s.inflicted:
        left = max(1, left - injuries_now(engine) + 1)
    rivals = sum(1 for p, m in enumerate(s.markers) if m == slot and p != seat)
    worth = roach.vp + 0.5 * sum(part.n for part in roach.spoils if part.kind == "vp")
    return worth * (1.0 / left) * (0.85**rivals)


def _holdings(engine: CockroachEngine, seat: int) -> float:
    s = engine.state
    value = float(s.vp[seat])
    value += 0.35 * s.stars[seat] + 0.3 * s.hurts[seat]
    value += 0.6 * len(s.hands[seat]) + 1.2 * len(s.equipment[seat])
    return value


def _turn_value(engine: CockroachEngine, seat: int) -> float:
    """The rest of the seat's own turn: symbols still to spend are worth a little; injuries
    waiting for the injuries step count toward the kill (in `_prospect`)."""
    s = engine.state
    if s.current != seat or not s.rolled or s.inflicted:
        return 0.0
    return 0.08 * (dice.available(engine, "star") + dice.available(engine, "serum"))


def _paid(engine: CockroachEngine, seat: int) -> CockroachEngine:
    """A payment waiting for its dice (payment.py) is rated as paid the kind way, its first:
    otherwise the action it pays for would look as if it did nothing."""
    top = engine.state.flow.top()
    if isinstance(top, Step) and top.kind == "pay" and top.seat == seat:
        engine = engine.clone()
        engine.apply(engine.legal_actions()[0])
    return engine


def evaluate(engine: Engine[Any, Any], seat: int) -> float:
    """Higher is better for `seat`."""
    assert isinstance(engine, CockroachEngine)
    engine = _paid(engine, seat)
    s = engine.state
    if s.phase == "over":
        return WIN / len(s.winners) if seat in s.winners else -WIN + s.vp[seat]
    mine = _holdings(engine, seat) + 2.0 * _prospect(engine, seat) + _turn_value(engine, seat)
    rivals = max(
        _holdings(engine, p) + 1.0 * _prospect(engine, p) for p in range(s.players) if p != seat
    )
    return mine - 0.6 * rivals
