"""Actions in words: what each one does, and why one cannot be taken now, in sentences a
player understands."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.digmars import actions as A
from game.rules.digmars.actions import CARRY, DIG, EQUIPMENT, FLEET, square_name
from game.rules.digmars.content import BONUS_NAMES
from game.rules.digmars.digging import strength
from game.rules.digmars.grid import SQUARES
from game.rules.digmars.state import MAX_LEVEL, UPGRADE_COST

if TYPE_CHECKING:
    from game.rules.digmars.engine import DigMarsEngine


def describe(engine: DigMarsEngine, action: A.Action) -> str:
    s = engine.state
    if isinstance(action, A.PlaceStation):
        return f"Place a station on {square_name(action.square)}"
    if isinstance(action, A.Move):
        return f"Move a station {square_name(action.source)} → {square_name(action.target)}"
    if isinstance(action, A.Dig):
        extra = " (extra dig)" if action.bonus else ""
        return f"Dig at {square_name(action.square)}{extra}"
    if isinstance(action, A.Carry):
        extra = " (extra carry)" if action.bonus else ""
        return f"Carry from {square_name(action.square)}{extra}"
    if isinstance(action, A.Upgrade):
        level = s.levels[s.current][action.equipment]
        cost = UPGRADE_COST.get(level, 0)
        return f"Upgrade {EQUIPMENT[action.equipment]} to {level + 1} ({cost} fortune)"
    if isinstance(action, A.TakeFortune):
        return "Take an extra fortune point"
    if isinstance(action, A.Inspect):
        return f"Inspect the ground at {square_name(action.square)}"
    if isinstance(action, A.Relocate):
        return (
            f"Relocate player {action.owner + 1}'s station "
            f"{square_name(action.source)} → {square_name(action.target)}"
        )
    if isinstance(action, A.DeclareVictory):
        return "Declare victory"
    return "End turn"


def why_illegal(engine: DigMarsEngine, action: A.Action) -> str:
    s = engine.state
    if s.phase in ("place", "fleet"):
        if not isinstance(action, A.PlaceStation):
            return "First place your new station on the grid."
        return "Choose one of the 16 squares of the grid."
    if isinstance(action, A.PlaceStation):
        return "There is no station to place now."
    if isinstance(action, A.DeclareVictory):
        return f"You need {engine.target()} fortune to declare victory."
    if isinstance(action, A.EndTurn):
        return "You cannot end your turn now."
    if isinstance(action, A.TakeFortune | A.Inspect | A.Relocate):
        return _why_bonus_illegal(engine, action)
    uses_bonus = isinstance(action, A.Dig | A.Carry) and action.bonus
    if uses_bonus:
        bonus = "extra_dig" if isinstance(action, A.Dig) else "extra_carry"
        if bonus not in s.bonuses:
            return f"You have no {BONUS_NAMES[bonus].lower()} bonus to use this turn."
    elif s.actions_left <= 0:
        return "You have used your three actions this turn."
    if isinstance(action, A.Move | A.Dig | A.Carry) and not all(
        0 <= q < SQUARES for q in _squares_of(action)
    ):
        return "That square is not on the grid."
    if isinstance(action, A.Move):
        if action.source not in s.stations[s.current]:
            return f"You have no station on {square_name(action.source)}."
        return (
            "A station moves to an orthogonally adjacent square, or past emptied stacks "
            "to the nearest stack in that direction."
        )
    if isinstance(action, A.Dig | A.Carry):
        return _why_work_illegal(engine, action)
    if isinstance(action, A.Upgrade):
        return _why_upgrade_illegal(engine, action)
    return "That is not something you can do now."


def _why_bonus_illegal(
    engine: DigMarsEngine, action: A.TakeFortune | A.Inspect | A.Relocate
) -> str:
    s = engine.state
    bonus = {A.TakeFortune: "extra_fortune", A.Inspect: "inspect"}.get(type(action), "relocate")
    if bonus not in s.bonuses:
        return (
            f"{BONUS_NAMES[bonus]} is a bonus action: you may use it only in the turn "
            "you dig up a tile that shows it."
        )
    if isinstance(action, A.Inspect):
        return "Inspect a stack whose top tile is still face down."
    if isinstance(action, A.Relocate):
        if not 0 <= action.owner < s.players or action.source not in s.stations[action.owner]:
            return "There is no such station to relocate."
        return "A station can only be relocated to another stack that still has tiles."
    return "The bank has no fortune left to give."


def _why_work_illegal(engine: DigMarsEngine, action: A.Dig | A.Carry) -> str:
    s = engine.state
    p = s.current
    verb = "dig" if isinstance(action, A.Dig) else "carry"
    q = action.square
    tile = engine.top(q)
    if tile is None:
        return "There is nothing left on that square."
    if q not in s.stations[p]:
        return f"You need a station on {square_name(q)} to {verb} there."
    if isinstance(action, A.Dig):
        if s.face_up[q]:
            return "That tile is already explored: carry it instead."
        have = strength(engine, p, DIG, q)
        return f"This ground needs digging {tile.dig}; you have {have} there."
    if not s.face_up[q]:
        return "That tile has not been dug up yet."
    have = strength(engine, p, CARRY, q)
    return f"This treasure needs carrying {tile.carry}; you have {have} there."


def _why_upgrade_illegal(engine: DigMarsEngine, action: A.Upgrade) -> str:
    s = engine.state
    p = s.current
    if action.equipment not in (DIG, CARRY, FLEET):
        return "Choose digging, carrying or expedition fleet."
    level = s.levels[p][action.equipment]
    if level >= MAX_LEVEL:
        return f"Your {EQUIPMENT[action.equipment]} is already at level {MAX_LEVEL}."
    cost = UPGRADE_COST[level]
    return f"Upgrading to level {level + 1} costs {cost} fortune; you have {s.fortune[p]}."


def _squares_of(action: A.Move | A.Dig | A.Carry) -> tuple[int, ...]:
    return (action.source, action.target) if isinstance(action, A.Move) else (action.square,)
