"""Engine bugs the contract suite found, each kept as the smallest case that showed it, now
fixed: a TM Dice clone shares no options with its original, and the last corporation choice
(which turns every corporation face up) is a reveal that cannot be undone."""

from __future__ import annotations

import pytest
from contract_helpers import shared_mutable_parts

from game.games import game_info
from game.rules.core import IllegalAction, Match, Setup

TMDiceEngine = game_info("tmdice").engine_cls()


def test_tmdice_clone_shares_nothing_mutable__contract_independent_clones() -> None:
    engine, _ = TMDiceEngine.new(Setup(game="tmdice", players=2), 1)
    clone = engine.clone()
    clone.state.options.purple = True
    assert engine.state.options.purple is False
    assert shared_mutable_parts(engine.state, clone.state) == []


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
