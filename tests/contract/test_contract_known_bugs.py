"""Engine bugs found by the contract suite, each as the smallest case that shows it, marked
xfail(strict=True) until the engine's owner fixes it (see contract_known.py)."""

from __future__ import annotations

import pytest
from contract_helpers import shared_mutable_parts

from game.games import game_info
from game.rules.core import IllegalAction, Match, Setup

TMDiceEngine = game_info("tmdice").engine_cls()


@pytest.mark.xfail(
    strict=True,
    reason="TMDiceEngine.clone shares state.options (a mutable Options model) with the "
    "original: a change to one engine's options shows in the other.",
)
def test_tmdice_clone_shares_nothing_mutable__contract_independent_clones() -> None:
    engine, _ = TMDiceEngine.new(Setup(game="tmdice", players=2), 1)
    clone = engine.clone()
    clone.state.options.purple = True
    assert engine.state.options.purple is False
    assert shared_mutable_parts(engine.state, clone.state) == []


@pytest.mark.xfail(
    strict=True,
    reason="TM Dice: the last corporation choice reveals every corporation "
    "('corporations_revealed') without reveal=True, so Match lets it be undone after the "
    "other players' corporations have been seen (000 setup: choices are secret until all "
    "have chosen; DESIGN: undo never goes past new information).",
)
def test_tmdice_last_corporation_choice_cannot_be_undone__contract_undo() -> None:
    match = Match(TMDiceEngine, Setup(game="tmdice", players=2), 1)
    while match.engine.state.step == "corps":
        seat = match.engine.decider()
        assert seat is not None
        match.apply(match.engine.legal_actions()[0])
    assert all(p.corp for p in match.engine.state.players_state)  # all chosen: all face up
    assert not match.can_undo()
    with pytest.raises(IllegalAction):
        match.undo()
