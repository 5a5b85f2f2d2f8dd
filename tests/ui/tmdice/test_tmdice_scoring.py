"""TM Dice scores for the results screen: sources add up to the final scores."""

from __future__ import annotations

import pytest

from game.tools.tmdice_preview import make_session, play_bots
from game.ui.play.seats import MatchSpec, default_seats
from game.ui.tmdice import scoring


@pytest.mark.parametrize("players", [1, 3])
def test_score_sources_add_up_to_the_final_scores(players: int) -> None:
    session = make_session(MatchSpec("tmdice", default_seats(players, humans=0), seed=4))
    play_bots(session, 100_000)
    result = session.engine.result()
    assert result is not None
    sources = scoring.score_sources(session)
    track = scoring.score_track(session)
    for seat in range(players):
        assert sum(v for _, v in sources[seat]) == result.scores[seat]
        assert track[seat][0] == 0 and track[seat][-1] == result.scores[seat]
    text = scoring.how_text(session)
    if players == 1:
        assert ("not counted" in text) != bool(result.notes.get("counted"))
        assert scoring.title(session) is not None
    else:
        assert text and scoring.title(session) is None
