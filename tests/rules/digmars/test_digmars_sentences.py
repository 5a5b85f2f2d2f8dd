"""Dig Mars: an illegal action is refused with a sentence a player understands (DESIGN.md,
"The rules contract"; every rule of seed 003)."""

from __future__ import annotations

import re

import pytest
from digmars_helpers import A, T, position

from game.rules.core import IllegalAction
from game.rules.digmars.actions import DIG

HARD = T(dig=4, carry=1)

CASES = [
    (A.Move(15, 14), "You have no station on D4."),
    (A.Move(5, 15), "A station moves to an orthogonally adjacent square"),
    (A.Dig(0), "You need a station on A1 to dig there."),
    (A.Dig(5), "This ground needs digging 4; you have 1 there."),
    (A.Dig(6), "That tile is already explored: carry it instead."),
    (A.Carry(5), "That tile has not been dug up yet."),
    (A.Dig(5, bonus=True), "You have no extra dig bonus to use this turn."),
    (A.Carry(6, bonus=True), "You have no extra carry bonus to use this turn."),
    (A.Upgrade(DIG), "Upgrading to level 2 costs 1 fortune; you have 0."),
    (A.Inspect(3), "Inspect ground is a bonus action"),
    (A.Relocate(1, 15, 3), "Relocate station is a bonus action"),
    (A.TakeFortune(), "Extra fortune point is a bonus action"),
    (A.DeclareVictory(), "You need 40 fortune to declare victory."),
    (A.PlaceStation(3), "There is no station to place now."),
    (A.Dig(7), "There is nothing left on that square."),
    (A.Dig(99), "That square is not on the grid."),
    (A.Move(5, -1), "That square is not on the grid."),
]


def _game():
    return position(
        2,
        stations=[[5, 6, 7], [15]],
        tops={5: HARD},
        face_up=[6],
        empty=[7],
        levels=[[1, 1, 3], [1, 1, 1]],
    )


@pytest.mark.parametrize(("action", "start"), CASES, ids=[type(a).__name__ for a, _ in CASES])
def test_illegal_action_answered_with_a_sentence(action, start: str) -> None:
    """apply() refuses an illegal action with IllegalAction whose sentence is plain words:
    no class names, no field names, a full stop; nothing changes."""
    engine = _game()
    before = engine.to_json()
    with pytest.raises(IllegalAction) as err:
        engine.apply(action)
    sentence = err.value.sentence
    assert sentence.startswith(start)
    assert sentence == engine.why_illegal(action)
    assert sentence[0].isupper() and sentence.endswith(".")
    assert not re.search(r"[A-Z][a-z]+[A-Z]|\w\(|_|None|bonus=", sentence)
    assert engine.to_json() == before


def test_actions_used_up_sentence() -> None:
    """After three actions only bonus actions remain, and the answer says so (seed 003,
    "Playing the game")."""
    engine = _game()
    engine.state.actions_left = 0
    engine.state.fortune[0] = 40  # the turn stays open to declare
    engine.state.bank -= 40
    engine._legal = None
    with pytest.raises(IllegalAction) as err:
        engine.apply(A.Move(5, 4))
    assert err.value.sentence == "You have used your three actions this turn."


@pytest.mark.parametrize(
    ("action", "sentence"),
    [
        (A.Relocate(1, 14, 3), "There is no such station to relocate."),
        (A.Relocate(3, 15, 3), "There is no such station to relocate."),
        (
            A.Relocate(1, 15, 7),
            "A station can only be relocated to another stack that still has tiles.",
        ),
    ],
)
def test_relocate_sentences(action, sentence: str) -> None:
    """With the relocate bonus in hand, a wrong station or an empty target is named."""
    engine = _game()
    engine.state.bonuses = ["relocate"]
    engine._legal = None
    with pytest.raises(IllegalAction) as err:
        engine.apply(action)
    assert err.value.sentence == sentence
