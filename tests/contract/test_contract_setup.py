"""Setups (DESIGN.md: `Setup` is "the rules-relevant setup: which game, how many seats, and
the chosen options"; project standard: "Bad input gets a clear sentence, never a traceback").

Every setup the descriptor offers starts a game; one it does not offer (a player count
outside the box, an option the game has not got, a value that is not one of an option's
choices) is refused by `new()` with a RulesError whose message is a sentence."""

from __future__ import annotations

from typing import Any

import pytest
from contract_helpers import EVERY_GAME, default_options, every_game, player_counts

from game.games import GameDescriptor
from game.rules.core import RulesError, Setup


def assert_refused(info: GameDescriptor, players: int, options: dict[str, Any]) -> None:
    setup = Setup(game=info.game_id, players=players, options=options)
    with pytest.raises(RulesError) as refused:
        info.engine_cls().new(setup, 1)
    sentence = str(refused.value).strip()
    assert sentence.endswith("."), sentence


@EVERY_GAME
def test_every_offered_setup_starts_a_game(info: GameDescriptor) -> None:
    """Each player count with the default options, and each choice of each option."""
    cls = info.engine_cls()
    tried = [(n, default_options(info)) for n in player_counts(info)]
    for opt in info.options:
        for value, _ in opt.choices:
            tried.append((info.players[1], {**default_options(info), opt.name: value}))
    for players, options in tried:
        engine, _ = cls.new(Setup(game=info.game_id, players=players, options=options), 5)
        assert engine.decider() is not None
        assert engine.legal_actions()


@EVERY_GAME
def test_a_player_count_outside_the_box_is_refused_with_a_sentence(
    info: GameDescriptor,
) -> None:
    for players in range(1, 5):  # what a Setup can hold
        if players not in player_counts(info):
            assert_refused(info, players, default_options(info))


@every_game({})
def test_an_option_the_game_has_not_got_is_refused_with_a_sentence(
    info: GameDescriptor,
) -> None:
    assert_refused(info, info.players[1], {**default_options(info), "no_such_option": True})


@every_game({})
def test_an_option_value_outside_its_choices_is_refused_with_a_sentence(
    info: GameDescriptor,
) -> None:
    for opt in info.options:
        assert_refused(info, info.players[1], {**default_options(info), opt.name: "weird"})
