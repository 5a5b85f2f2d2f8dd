"""Every legal action of the player to decide, handed out from prebuilt action objects."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.digmars import actions as A
from game.rules.digmars.actions import CARRY, DIG, FLEET
from game.rules.digmars.digging import workable
from game.rules.digmars.grid import SQUARES, move_targets
from game.rules.digmars.state import MAX_LEVEL, UPGRADE_COST

if TYPE_CHECKING:
    from game.rules.digmars.engine import DigMarsEngine

# Every action object made once: legal_actions() runs for every decision of every game, and
# handing out shared frozen objects keeps it from building hundreds of them each time.
_PLACE = tuple(A.PlaceStation(q) for q in range(SQUARES))
_MOVE = tuple(tuple(A.Move(a, b) for b in range(SQUARES)) for a in range(SQUARES))
_DIG = tuple(A.Dig(q) for q in range(SQUARES))
_CARRY = tuple(A.Carry(q) for q in range(SQUARES))
_BONUS_DIG = tuple(A.Dig(q, bonus=True) for q in range(SQUARES))
_BONUS_CARRY = tuple(A.Carry(q, bonus=True) for q in range(SQUARES))
_INSPECT = tuple(A.Inspect(q) for q in range(SQUARES))
_RELOCATE = tuple(
    tuple(tuple(A.Relocate(owner, a, b) for b in range(SQUARES)) for a in range(SQUARES))
    for owner in range(4)
)
_UPGRADE = (A.Upgrade(DIG), A.Upgrade(CARRY), A.Upgrade(FLEET))
_DECLARE = A.DeclareVictory()
_END_TURN = A.EndTurn()
TAKE_FORTUNE = A.TakeFortune()


def legal_actions(engine: DigMarsEngine) -> list[A.Action]:
    s = engine.state
    p = s.current
    if s.phase in ("place", "fleet"):
        return list(_PLACE)
    out: list[A.Action] = []
    fortune = s.fortune[p]
    if fortune >= engine.target():
        out.append(_DECLARE)
        if not any(s.stacks):
            # The last tile is taken and the game ends now; its carrier, able to declare,
            # may do so first (it is still their turn), else most fortune wins.
            return [_DECLARE, _END_TURN]
    digs, carries = workable(engine, p)
    if s.actions_left > 0:
        stacks = s.stacks
        for source in sorted(set(s.stations[p])):
            for target in move_targets(stacks, source):
                out.append(_MOVE[source][target])
        out.extend(_DIG[q] for q in digs)
        out.extend(_CARRY[q] for q in carries)
        for equipment in (DIG, CARRY, FLEET):
            level = s.levels[p][equipment]
            if level < MAX_LEVEL and fortune >= UPGRADE_COST[level]:
                out.append(_UPGRADE[equipment])
    if s.bonuses:
        out.extend(_bonus_actions(engine, digs, carries))
    out.append(_END_TURN)
    return out


def _bonus_actions(engine: DigMarsEngine, digs: list[int], carries: list[int]) -> list[A.Action]:
    s = engine.state
    bonuses, stacks, face_up = s.bonuses, s.stacks, s.face_up
    out: list[A.Action] = []
    if "extra_dig" in bonuses:
        out.extend(_BONUS_DIG[q] for q in digs)
    if "extra_carry" in bonuses:
        out.extend(_BONUS_CARRY[q] for q in carries)
    if "extra_fortune" in bonuses and s.bank > 0:
        out.append(TAKE_FORTUNE)
    if "inspect" in bonuses:
        out.extend(_INSPECT[q] for q in range(SQUARES) if stacks[q] and not face_up[q])
    if "relocate" in bonuses:
        targets = [q for q in range(SQUARES) if stacks[q]]
        for owner, row in enumerate(s.stations):
            for source in sorted(set(row)):
                made = _RELOCATE[owner][source]
                out.extend(made[t] for t in targets if t != source)
    return out
