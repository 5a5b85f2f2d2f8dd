"""The results scoring shared by Dig Mars and the hunt (game/ui/play/event_scores.py): each
seat's score by source and turn by turn, added up from the game's events. DESIGN.md habits:
"scores equal the sum of their sources" — checked over whole games played at random."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from types import ModuleType, SimpleNamespace
from typing import Any, cast

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.games import game_info
from game.rules.core import Event, Match, Rng, Setup, event
from game.ui.cockroach import scoring as roach_scoring
from game.ui.digmars import scoring as dig_scoring
from game.ui.play import event_scores
from game.ui.play.event_scores import Change
from game.ui.play.session import GameSession


def _session(players: int, events: list[Event]) -> GameSession:
    """What the scoring reads of a session: its player count and its events."""
    fake = SimpleNamespace(
        setup=SimpleNamespace(players=players), match=SimpleNamespace(events=events)
    )
    return cast(GameSession, fake)


def _gains(events: Sequence[Event]) -> Iterator[list[Change]]:
    for e in events:
        yield [(e.data["seat"], e.data["why"], e.data["n"])] if e.kind == "gain" else []


def test_sources_add_up_by_seat_in_the_order_given() -> None:
    events = [
        event("gain", seat=0, why="b", n=2),
        event("gain", seat=1, why="a", n=5),
        event("gain", seat=0, why="b", n=-1),
    ]
    got = event_scores.score_sources(_session(2, events), ("a", "b"), _gains)
    assert got == [[("a", 0), ("b", 1)], [("a", 5), ("b", 0)]]


def test_the_track_takes_a_point_after_each_turn_and_at_the_end() -> None:
    events = [
        event("gain", seat=0, why="a", n=3),
        event("turn_ended", player=0),
        event("gain", seat=1, why="a", n=4),
        event("turn_ended", player=1),
        event("gain", seat=0, why="a", n=1),
        event("game_over"),
    ]
    assert event_scores.score_track(_session(2, events), _gains) == [[0, 3, 3, 4], [0, 0, 4, 4]]


def _finished(game: str, players: int, seed: int) -> tuple[GameSession, list[int]]:
    match = Match(game_info(game).engine_cls(), Setup(game=game, players=players), seed)
    rng = Rng.from_seed(seed)
    while not match.engine.is_over():
        match.apply(rng.choice(match.engine.legal_actions()))
    result = match.engine.result()
    assert result is not None
    return _session(players, match.events), list(result.scores)


@pytest.mark.parametrize(
    ("game", "scoring"), [("digmars", dig_scoring), ("cockroach", roach_scoring)]
)
@settings(max_examples=6, deadline=None, derandomize=True)
@given(players=st.integers(2, 4), seed=st.integers(0, 2**31))
def test_scores_equal_the_sum_of_their_sources_and_the_track_ends_on_them(
    game: str, scoring: ModuleType, players: int, seed: int
) -> None:
    session, scores = _finished(game, players, seed)
    sources: list[list[tuple[str, Any]]] = scoring.score_sources(session)
    assert [sum(n for _, n in row) for row in sources] == scores
    assert [[name for name, _ in row] for row in sources] == [list(scoring.SOURCES)] * players
    track: list[list[int]] = scoring.score_track(session)
    assert [row[-1] for row in track] == scores
    assert all(row[0] == 0 for row in track)
