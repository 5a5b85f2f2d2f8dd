"""Issue 18 points 2 and 3: hints from the hard bot on the asking seat's view only, and the
review of a person's decisions after the game."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from game.ai import advice
from game.ai.registry import make_bot
from game.ai.search import Choice, SearchBot, SearchBudget
from game.games import game_info
from game.rules.core import Engine, Match, Rng, SeatView, Setup

GAMES = [("digmars", 2), ("tmdice", 2), ("tmdice", 1)]


def _hard(game: str, iterations: int = 40) -> SearchBot:
    bot = make_bot("hard", game)
    assert isinstance(bot, SearchBot)
    # Iterations only (no wall-clock cap): the same seed gives the same search on any machine.
    bot.budget = SearchBudget(iterations=iterations, seconds=1e9)
    return bot


def _played(game: str, players: int, seed: int, decisions: int) -> Match:
    match = Match(game_info(game).engine_cls(), Setup(game=game, players=players), seed)
    bot = make_bot("greedy", game)
    rng = Rng.from_seed(seed)
    while decisions and not match.engine.is_over():
        seat = match.engine.decider()
        assert seat is not None
        match.apply(bot.choose(SeatView(match.engine, seat), rng))
        decisions -= 1
    return match


def _deciding(engine: Engine[Any, Any]) -> int:
    seat = engine.decider()
    assert seat is not None
    return seat


@pytest.mark.parametrize(("game", "players"), GAMES)
def test_hint_never_reveals_what_the_asking_seat_cannot_see(game: str, players: int) -> None:
    """Issue 18.2: the hint runs on a SeatView of the asking seat. Two games that differ only
    in what that seat cannot see (the second is a world sampled from its own view: other
    hands, deck order, face-down tiles and the chance to come all differ) get the very same
    hint, word for word: nothing the seat cannot see can reach the hint."""
    engine = _played(game, players, 11, 25).engine
    seat = _deciding(engine)
    other = engine.determinize(seat, Rng.from_seed(99))
    assert other.observation(seat) == engine.observation(seat)
    assert other.to_json() != engine.to_json()  # the hidden parts really differ
    hints = [advice.hint(SeatView(w, seat), _hard(game), Rng.from_seed(7)) for w in (engine, other)]
    first, second = hints
    assert engine.action_to_json(first.action) == other.action_to_json(second.action)
    assert replace(first, action=None) == replace(second, action=None)


def test_hint_names_a_legal_action_and_a_reason_from_the_search() -> None:
    """Issue 18.2: the hint is the hard bot's choice, with a one-line reason in the search's
    terms (its value and the lead over the runner-up)."""
    engine = _played("digmars", 2, 5, 12).engine
    seat = _deciding(engine)
    hint = advice.hint(SeatView(engine, seat), _hard("digmars", 60), Rng.from_seed(3))
    assert hint.action in engine.legal_actions()
    assert hint.seat == seat
    assert hint.iterations == 60
    assert "\n" not in hint.reason
    assert "chance to win" in hint.reason
    assert f"{round(100 * hint.value)} %" in hint.reason


def test_solo_reasons_speak_of_a_good_score() -> None:
    engine = _played("tmdice", 1, 5, 6).engine
    seat = _deciding(engine)
    view = SeatView(engine, seat)
    legal = view.legal_actions()
    assert len(legal) > 1
    text = advice.reason_text(Choice(legal[0], 30, 0.6), Choice(legal[1], 10, 0.5), view, True)
    assert text.startswith("60 % chance of a good score this way, 10 points better than ")


def test_a_close_call_says_so() -> None:
    engine = _played("digmars", 2, 5, 3).engine
    view = SeatView(engine, _deciding(engine))
    a, b = view.legal_actions()[:2]
    assert advice.reason_text(Choice(a, 5, 0.5), Choice(b, 5, 0.5), view, False).startswith(
        "Close call"
    )


def _mistake(step: int, loss: float) -> advice.Mistake:
    return advice.Mistake(step, 0, "a", "b", 0.5 - loss, 0.5)


def test_review_keeps_a_handful_biggest_first_above_the_threshold() -> None:
    """Issue 18.3: only decisions where the bot's choice beat the person's by more than the
    threshold, at most a handful, biggest first."""
    found = [_mistake(i, loss) for i, loss in enumerate([0.01, 0.3, 0.09, 0.5, 0.2, 0.12, 0.15])]
    kept = advice.worst(found, threshold=0.08, most=5)
    assert [m.loss for m in kept] == sorted([m.loss for m in kept], reverse=True)
    assert len(kept) == 5
    assert all(m.loss > 0.08 for m in kept)
    assert kept[0].step == 3


def test_review_judges_only_the_persons_decisions_and_can_stop() -> None:
    """Issue 18.3: every decision of the person's seat with a choice is judged (and only
    those), and the walk can be left after any decision."""
    match = _played("digmars", 2, 4, 30)
    todo = advice._decisions(match.engine_cls, match.setup, match.seed, match.actions, [0])
    walk = advice.review(
        match.engine_cls,
        match.setup,
        match.seed,
        match.actions,
        [0],
        lambda: _hard("digmars", 12),
        Rng.from_seed(1),
    )
    first = next(walk)
    assert first[:2] == (1, len(todo))
    walk.close()  # leaving the review: nothing more is computed
    seats = Match.replay(match.engine_cls, match.setup, match.seed, match.actions).seats
    assert todo and all(seats[step] == 0 for step in todo)


def test_review_finds_a_blunder() -> None:
    """A seat that plays randomly against the search's pick is caught at least once, and each
    mistake names both moves in words."""
    match = Match(game_info("digmars").engine_cls(), Setup(game="digmars", players=2), 8)
    rng = Rng.from_seed(2)
    random_bot = make_bot("random", "digmars")
    for _ in range(14):
        seat = _deciding(match.engine)
        match.apply(random_bot.choose(SeatView(match.engine, seat), rng))
    mistakes = [
        m
        for _, _, m in advice.review(
            match.engine_cls,
            match.setup,
            match.seed,
            match.actions,
            [0, 1],
            lambda: _hard("digmars", 40),
            Rng.from_seed(5),
        )
        if m is not None
    ]
    assert mistakes
    top = advice.worst(mistakes, threshold=0.0)[0]
    assert top.loss > 0
    assert top.sentence(solo=False).startswith("You chose ")
    assert "a better move was" in top.sentence(solo=False)
