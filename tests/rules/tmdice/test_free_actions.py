"""Free actions: 001 "Free action take at any time on your turn, even Production"; 000 "free
actions that can be taken before or after your support or main action, or even at the start
or end of a production turn". Usable at every point of your own turn, and nowhere else."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tmdice_helpers import legal_of, new_game, play_game, set_dice, set_wild, to_play_area

from game.rules.core import Rng
from game.rules.tmdice.actions import (
    CardsDone,
    ChooseTurn,
    DiscardDie,
    EndTurn,
    PlaceTile,
    SecondSupport,
    Skip,
    Terraform,
    UseBlue,
)
from game.rules.tmdice.engine import TMDiceEngine
from game.rules.tmdice.tables import C

FREE = UseBlue("cargo_hauler", ())  # free: pay a titanium, gain two wild tokens


def _ready(players: int = 2) -> tuple[TMDiceEngine, int]:
    """The current player holds the free blue card, untapped, and can pay for it."""
    e = play_game(players)
    seat = e.state.current
    to_play_area(e, seat, "cargo_hauler")
    set_dice(e, seat, {"titanium": 2, "heat": 2, "water": 1})
    set_wild(e, seat, 0)
    return e, seat


def _start(e: TMDiceEngine) -> None:
    """Start of the turn, before choosing production or action."""


def _production_keep(e: TMDiceEngine) -> None:
    e.apply(ChooseTurn("production"))  # 5 dice of 3 faces: the keep step waits


def _production_cards(e: TMDiceEngine) -> None:
    _production_keep(e)
    e.apply(DiscardDie("heat", 2))


def _production_end(e: TMDiceEngine) -> None:
    _production_cards(e)
    e.apply(CardsDone())


def _support(e: TMDiceEngine) -> None:
    e.apply(ChooseTurn("action"))


def _main(e: TMDiceEngine) -> None:
    _support(e)
    e.apply(Skip())


def _second_support(e: TMDiceEngine) -> None:
    _main(e)
    e.apply(SecondSupport())


def _after_main(e: TMDiceEngine) -> None:
    _main(e)
    e.apply(Skip())


POINTS: dict[str, tuple[Callable[[TMDiceEngine], None], str]] = {
    "start of the turn": (_start, "turn"),
    "production: keeping dice": (_production_keep, "prod_keep"),
    "production: discarding cards": (_production_cards, "prod_cards"),
    "production: after producing": (_production_end, "prod_end"),
    "action turn: support": (_support, "support"),
    "action turn: main": (_main, "main"),
    "action turn: second support": (_second_support, "support2"),
    "action turn: after the main action": (_after_main, "after"),
}


@pytest.mark.parametrize("point", list(POINTS))
def test_free_action_at_every_point_of_your_turn__001_free_action_any_time(point: str) -> None:
    e, seat = _ready()
    go, step = POINTS[point]
    go(e)
    assert e.state.step == step and not e.state.pending and e.decider() == seat
    assert FREE in e.legal_actions()
    wild = e.state.players_state[seat].wild
    e.apply(FREE)
    assert e.state.players_state[seat].wild == wild + 2
    if step in ("prod_end", "after"):  # nothing is left to do: the turn ends by itself
        assert e.state.current != seat
    else:  # a free action does not use up a step of the turn
        assert e.state.step == step
        assert "cargo_hauler" in e.state.players_state[seat].tapped


def test_free_action_between_the_production_steps__000_start_or_end_of_production() -> None:
    # production untaps the card: used before producing and again after, in one turn
    e, _seat = _ready()
    _production_cards(e)
    e.apply(FREE)
    assert FREE not in e.legal_actions()  # tapped
    e.apply(CardsDone())
    assert e.state.step == "prod_end"
    assert FREE in e.legal_actions() and EndTurn() in e.legal_actions()


def test_no_free_action_on_another_players_turn__001_free_action_on_your_turn() -> None:
    e, seat = _ready()
    other = 1 - seat
    to_play_area(e, other, "think_tank")  # free: pay a science, draw a card
    set_dice(e, other, {"science": 2})
    for go, _step in POINTS.values():
        world = e.clone()
        go(world)
        assert not any(
            isinstance(a, UseBlue) and a.card == "think_tank" for a in world.legal_actions()
        )


def test_no_free_action_in_the_middle_of_a_decision__001_free_action() -> None:
    # a pending choice (here: where the greenery goes) is finished first
    e, seat = _ready()
    set_dice(e, seat, {"titanium": 1, "plant": 4})
    _main(e)
    e.apply(Terraform("plant", 0))
    assert e.state.pending[-1].kind == "place"
    assert FREE not in e.legal_actions()
    assert all(isinstance(a, PlaceTile) for a in e.legal_actions())


def test_no_free_action_during_the_setup__000_setup() -> None:
    e = new_game(2)
    while e.state.phase == "setup":
        assert not any(isinstance(a, UseBlue) for a in e.legal_actions())
        e.apply(e.legal_actions()[0])


@settings(max_examples=12, deadline=None)
@given(players=st.integers(1, 4), seed=st.integers(0, 10**6))
def test_free_actions_only_in_the_windows_of_the_turn_player__001_free_action(
    players: int, seed: int
) -> None:
    # property over random play: a blue card's free action is offered only to the player whose
    # turn it is, only when no decision is pending, only during play, only for an untapped
    # card in that player's tableau; and with such a card affordable in a window, it is offered
    e = new_game(players, seed, purple=True, missions=True, storage=True)
    rng = Rng.from_seed(seed)
    for _ in range(1500):
        if e.is_over():
            break
        s = e.state
        free = [
            a
            for a in legal_of(e, UseBlue)
            if (action := C.cards[a.card].action) is not None and action.timing == "free"
        ]
        if free:
            assert s.phase == "play" and not s.pending and e.decider() == s.current
            p = s.players_state[s.current]
            assert all(a.card in p.played and a.card not in p.tapped for a in free)
        e.apply(rng.choice(e.legal_actions()))
