"""The solo rating's worth of a corporation beyond what the rating sees when it is chosen
(000, solo: the score is the goal, and a corporation is chosen once, at the start). It is a
constant through the game, so it sways the choice of corporation and nothing after."""

from __future__ import annotations

import pytest

from game.ai import tmdice_solo_terms
from game.ai.registry import make_bot
from game.ai.tmdice import evaluate
from game.ai.tmdice_solo_terms import SOLO_CORPORATION_WORTH, solo_corporation_worth
from game.rules.core import Rng, SeatView, Setup
from game.rules.tmdice.actions import ChooseCorp
from game.rules.tmdice.engine import C, TMDiceEngine


def _at_corporation_choice(seed: int, players: int = 1) -> TMDiceEngine:
    e, _ = TMDiceEngine.new(Setup(game="tmdice", players=players), seed)
    while not (e.state.pending and e.state.pending[-1].kind == "corp"):
        e.apply(e.legal_actions()[0])
    return e


def test_every_base_corporation_has_a_measured_worth_and_colonies_ones_count_as_the_mean() -> None:
    assert set(SOLO_CORPORATION_WORTH) == {c.id for c in C.corporations}
    assert solo_corporation_worth(None) == 0.0
    assert solo_corporation_worth("not_a_corporation") == 0.0


def test_solo_greedy_chooses_the_corporation_worth_more_than_its_rating_shows(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Seed 5 deals helion_forge and northlight_labs. The rating alone prefers helion_forge,
    whose start looks richer; with the measured worth the bot takes northlight_labs."""
    e = _at_corporation_choice(5)
    assert {a.corp for a in e.legal_actions() if isinstance(a, ChooseCorp)} == {
        "helion_forge",
        "northlight_labs",
    }
    choice = make_bot("greedy", "tmdice").choose(SeatView(e, 0), Rng.from_seed(1))
    assert choice == ChooseCorp("northlight_labs")
    monkeypatch.setattr(tmdice_solo_terms, "SOLO_CORPORATION_WORTH", {})
    choice = make_bot("greedy", "tmdice").choose(SeatView(e, 0), Rng.from_seed(1))
    assert choice == ChooseCorp("helion_forge")


@pytest.mark.parametrize("players", [1, 2])
def test_the_worth_is_a_constant_through_the_game_solo_and_absent_with_rivals(
    players: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """At every tenth decision of a seeded greedy game, and at its end, the rating with the
    table less the rating without it is the chosen corporation's worth solo, 0 with rivals."""
    e = _at_corporation_choice(5, players)
    bots = [make_bot("greedy", "tmdice") for _ in range(players)]
    rng = Rng.from_seed(2)
    checked = 0
    decisions = 0
    while True:
        seat = e.decider()
        corp = e.state.players_state[0].corp
        if decisions % 10 == 0 or e.is_over():
            with_table = evaluate(e, 0)
            monkeypatch.setattr(tmdice_solo_terms, "SOLO_CORPORATION_WORTH", {})
            without = evaluate(e, 0)
            monkeypatch.undo()
            expected = SOLO_CORPORATION_WORTH.get(corp or "", 0.0) if players == 1 else 0.0
            assert with_table - without == pytest.approx(expected)
            checked += 1
        if e.is_over() or seat is None:
            break
        e.apply(bots[seat].choose(SeatView(e, seat), rng))
        decisions += 1
    assert e.is_over() and checked > 10
