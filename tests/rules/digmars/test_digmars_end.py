"""Dig Mars, "Game end" (rule text seed 003) and this edition's tie-break and locked canyon
(engine docstring: most fortune wins; a tie goes to more equipment levels, then is shared)."""

from __future__ import annotations

import pytest
from digmars_helpers import A, T, kinds, position

from game.rules.core import IllegalAction
from game.rules.digmars.state import VICTORY_TARGET

MANY = list(range(4, 16))  # empty squares 4..15: enough tiles off the grid to pay big fortunes


@pytest.mark.parametrize(("players", "target"), [(2, 40), (3, 30), (4, 20)])
def test_declare_victory_at_40_30_20_fortune(players: int, target: int) -> None:
    """A player may declare victory with at least 40 / 30 / 20 fortune in a 2 / 3 / 4 player
    game, and then immediately wins (seed 003, "Game end")."""
    assert VICTORY_TARGET[players] == target
    stations = [[q] for q in range(players)]
    short = position(
        players, stations=stations, fortune=[target - 1] + [0] * (players - 1), empty=MANY
    )
    assert A.DeclareVictory() not in short.legal_actions()
    with pytest.raises(IllegalAction) as err:
        short.apply(A.DeclareVictory())
    assert err.value.sentence == f"You need {target} fortune to declare victory."

    enough = position(
        players, stations=stations, fortune=[target] + [0] * (players - 1), empty=MANY
    )
    assert A.DeclareVictory() in enough.legal_actions()
    events = enough.apply(A.DeclareVictory())
    assert enough.is_over()
    assert enough.result().winners == [0]
    assert enough.result().how == "declared victory"
    assert kinds(events)[-1] == "game_over"


def test_declare_victory_only_in_your_own_turn() -> None:
    """A player may declare victory only in his turn (seed 003, "Game end"): a rival who has
    reached the target waits for their turn."""
    engine = position(2, stations=[[0], [1]], fortune=[5, 40], empty=MANY, current=0)
    assert engine.decider() == 0
    assert A.DeclareVictory() not in engine.legal_actions()
    with pytest.raises(IllegalAction):
        engine.apply(A.DeclareVictory())
    engine.apply(A.EndTurn())
    assert engine.decider() == 1
    engine.apply(A.DeclareVictory())
    assert engine.result().winners == [1]


def test_declared_victory_wins_even_if_another_has_more() -> None:
    """The declaring player wins even if some other player has more fortune (seed 003, "Game
    end")."""
    engine = position(4, stations=[[0], [1], [2], [3]], fortune=[20, 27, 0, 0], empty=MANY)
    engine.apply(A.DeclareVictory())
    assert engine.result().winners == [0]
    assert engine.result().scores == [20, 27, 0, 0]


def test_turn_stays_open_to_declare_after_the_third_action() -> None:
    """Reaching the target with the last action of a turn still leaves the chance to declare
    in that turn (seed 003, "Game end"): the turn does not pass by itself."""
    worth = T(dig=1, carry=1, fortune=2)
    engine = position(
        2,
        stations=[[5], [15]],
        tops={5: worth},
        face_up=[5],
        fortune=[38, 0],
        empty=MANY[2:],
        actions_left=1,
    )
    engine.apply(A.Carry(5))
    assert engine.state.fortune[0] == 40
    assert engine.decider() == 0
    assert engine.legal_actions() == [A.DeclareVictory(), A.EndTurn()]


def _last_tile(fortune: list[int], levels: list[list[int]] | None = None):
    """Everything taken but one explored tile worth 4 on square 5, where player 0 stands."""
    last = T(dig=3, carry=1, fortune=4)
    empty = [q for q in range(16) if q != 5]
    return position(
        2,
        stations=[[5], [6]],
        tops={5: last},
        face_up=[5],
        heights={5: 1},
        empty=empty,
        fortune=fortune,
        levels=levels,
    ), last


def test_game_ends_when_the_last_tile_is_taken_most_fortune_wins() -> None:
    """If nobody has declared victory once the last tile has been taken, the player with the
    most fortune wins (seed 003, "Game end"). The game ends with that turn (edition)."""
    engine, last = _last_tile([10, 12])
    engine.apply(A.Carry(5))
    assert not any(engine.state.stacks)
    assert not engine.is_over()  # the turn goes on: the carrier may still declare or upgrade
    events = engine.apply(A.EndTurn())
    assert engine.is_over()
    result = engine.result()
    assert result.scores == [10 + last.fortune, 12]
    assert result.winners == [0]
    assert "last tile" in result.how
    assert kinds(events)[-1] == "game_over"
    assert engine.legal_actions() == []
    assert engine.decider() is None


def test_game_end_tie_goes_to_more_equipment_levels() -> None:
    """Tie-break of this edition (the rule text has none): the tied player with more
    equipment levels wins (seed 003, "Game end")."""
    engine, _ = _last_tile([10, 14], levels=[[1, 1, 1], [2, 1, 1]])
    engine.apply(A.Carry(5))
    engine.apply(A.EndTurn())
    assert engine.result().scores == [14, 14]
    assert engine.result().winners == [1]
    assert "equipment levels" in engine.result().how


def test_game_end_tie_still_tied_is_shared() -> None:
    """Tied on fortune and equipment levels, the win is shared (edition tie-break, seed 003
    "Game end")."""
    engine, _ = _last_tile([10, 14])
    engine.apply(A.Carry(5))
    engine.apply(A.EndTurn())
    assert engine.result().winners == [0, 1]
    assert "shared" in engine.result().how


def _locked(fortune: list[int]):
    top = {0: T(dig=4, carry=1, fortune=4), 1: T(dig=4, carry=2, fortune=5)}
    return position(
        2,
        stations=[[0], [1]],
        tops=top,
        heights={0: 1, 1: 1},
        empty=list(range(2, 16)),
        fortune=fortune,
    )


def test_game_ends_when_the_canyon_is_locked() -> None:
    """Edition rule (the text is silent): when no player could ever dig or carry again, even
    spending all their fortune, the game ends with the turn and most fortune wins."""
    engine = _locked([0, 0])
    assert engine.canyon_locked()
    engine.apply(A.EndTurn())
    assert engine.is_over()
    assert engine.result().how.startswith("Most fortune (0) after no one can dig or carry")


def test_canyon_not_locked_while_fortune_can_still_open_it() -> None:
    """Three fortune buy two more stations: with the rival's, four stations make digging 4
    (edition rule on the locked canyon, seed 003 "Cooperation")."""
    engine = _locked([3, 0])
    assert not engine.canyon_locked()
    engine.apply(A.EndTurn())
    assert not engine.is_over()


def test_no_action_after_the_game_is_over() -> None:
    """Once there is a winner the game is over (seed 003, "Game end")."""
    engine = position(2, stations=[[0], [1]], fortune=[40, 0], empty=MANY)
    engine.apply(A.DeclareVictory())
    with pytest.raises(IllegalAction) as err:
        engine.apply(A.EndTurn())
    assert err.value.sentence == "The game is over."
