"""What reaches a cockroach. Every injury aimed at one, whoever inflicts it and whenever (the
turn's injuries step, a squad played later in the turn or out of turn), passes through
`guard`, which applies the cockroach's talents that guard it:

- 48: "You must spend 2 Stars in order to inflict any Injuries on this Cockroach". Only the
  turn player spends symbols (004: spending is a step of one's own turn), so only the turn
  player who paid the toll this turn injures it; anyone else's injuries are lost.
- 43: "ignores 1 Injury for each Danger rolled on the Combat Dice": one injury for each danger
  of the turn's rolls, shared by every injury of the turn, so the dangers of a turn never
  absorb more than their number.

A hero who ignores the cockroach's talent (equipment 05 always, technique 04 in their turn)
injures it in full. DECISIONS.md, "Cockroach talents".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from game.rules.cockroach import abilities as ab
from game.rules.cockroach import dice

if TYPE_CHECKING:
    from game.rules.cockroach.engine import CockroachEngine


class Guarded(NamedTuple):
    lands: int  # injuries that reach the cockroach
    shrugged: int  # injuries talent 43 ignores
    toll_unpaid: bool  # talent 48 stopped them all


def guard(eng: CockroachEngine, seat: int, slot: int, amount: int) -> Guarded:
    """What becomes of `amount` injuries that `seat` inflicts on the cockroach in `slot`."""
    s = eng.state
    roach = eng.c.roach[s.roaches[slot]]
    if amount <= 0 or ab.ignores_talent(eng, seat, roach.id):
        return Guarded(max(0, amount), 0, False)
    kind = roach.talent.kind
    if kind == "toll" and not (seat == s.current and s.toll_paid):
        return Guarded(0, 0, True)
    if kind == "absorb_per_danger":
        left = max(0, roach.talent.n * dice.dangers(eng) - s.absorbed)
        shrugged = min(amount, left)
        return Guarded(amount - shrugged, shrugged, False)
    return Guarded(amount, 0, False)


def injuries_now(eng: CockroachEngine) -> int:
    """What the turn's injuries step would inflict now on the turn player's cockroach."""
    s = eng.state
    slot = s.markers[s.current]
    held = dice.injuries_held(eng)
    return guard(eng, s.current, slot, held).lands if slot >= 0 else held
