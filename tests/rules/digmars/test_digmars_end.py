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
    """ "In case nobody has declared victory after the last tile has been taken, the winner is
    the player with the most fortune points" (seed 003, "Game end"): the game ends at once,
    with actions still left in the turn; no move or upgrade on an empty grid."""
    engine, last = _last_tile([10, 12])
    assert engine.state.actions_left == 3
    events = engine.apply(A.Carry(5))
    assert not any(engine.state.stacks)
    assert engine.is_over()
    result = engine.result()
    assert result.scores == [10 + last.fortune, 12]
    assert result.winners == [0]
    assert "last tile" in result.how
    assert kinds(events)[-2:] == ["turn_ended", "game_over"]
    assert engine.legal_actions() == []
    assert engine.decider() is None


def test_last_tile_taken_by_a_rival_with_more_fortune_still_ends_at_once() -> None:
    """The carrier cannot play on for more fortune: the rival with the most wins (seed 003,
    "Game end")."""
    engine, _ = _last_tile([0, 30])
    engine.apply(A.Carry(5))
    assert engine.is_over()
    assert engine.result().winners == [1]


def test_last_tile_carrier_who_reaches_the_target_may_declare_first() -> None:
    """A player may declare victory in his turn (seed 003, "Game end"): the carrier of the
    last tile who now has enough is offered the declaration and nothing else; declining it
    ends the game on most fortune."""
    engine, _ = _last_tile([38, 45])
    engine.apply(A.Carry(5))
    assert not engine.is_over()
    assert engine.decider() == 0
    assert engine.legal_actions() == [A.DeclareVictory(), A.EndTurn()]
    with pytest.raises(IllegalAction):
        engine.apply(A.Upgrade(0))
    declared = engine.clone()
    declared.apply(A.DeclareVictory())
    assert declared.result().winners == [0]
    assert declared.result().how == "declared victory"
    engine.apply(A.EndTurn())
    assert engine.result().winners == [1]
    assert "last tile" in engine.result().how


def test_last_tile_ends_the_game_even_with_a_bonus_unused() -> None:
    """The game ends when the last tile is taken (seed 003, "Game end"): an unused bonus
    action (here an extra fortune point) lapses with it."""
    engine, _ = _last_tile([10, 12])
    engine.state.bonuses = ["extra_fortune"]
    engine._legal = None
    engine.apply(A.Carry(5))
    assert engine.is_over()
    assert engine.result().scores[0] == 14


def test_game_end_tie_goes_to_more_equipment_levels() -> None:
    """Tie-break of this edition (the rule text has none): the tied player with more
    equipment levels wins (seed 003, "Game end")."""
    engine, _ = _last_tile([10, 14], levels=[[1, 1, 1], [2, 1, 1]])
    engine.apply(A.Carry(5))
    assert engine.result().scores == [14, 14]
    assert engine.result().winners == [1]
    assert "equipment levels" in engine.result().how


def test_game_end_tie_still_tied_is_shared() -> None:
    """Tied on fortune and equipment levels, the win is shared (edition tie-break, seed 003
    "Game end")."""
    engine, _ = _last_tile([10, 14])
    engine.apply(A.Carry(5))
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
