"""Computer seats play whole TM Dice games on the real table (`autoplay`), 1, 2 and 4 players."""

from __future__ import annotations

import io
import json

import pytest

from game.tools.autoplay import autoplay


@pytest.mark.parametrize("players", [1, 2, 4])
def test_autoplay_plays_tm_dice_to_the_end(players: int) -> None:
    out = io.StringIO()
    code = autoplay("tmdice", players, seed=players * 7, speed="instant", out=out)
    figures = json.loads(out.getvalue().strip().splitlines()[-1])
    assert code == 0, figures
    assert figures["finished"] is True and figures["frames"] > 50


def test_autoplay_with_the_variants_and_animations() -> None:
    """The 001 variants on, animations at the fast speed (tumbling dice, tiles, cards)."""
    from game.ui.play.seats import MatchSpec

    original = MatchSpec.__init__

    def with_options(self: MatchSpec, *args: object, **kwargs: object) -> None:
        original(self, *args, **kwargs)  # type: ignore[arg-type]
        self.options = {"purple": True, "missions": True, "storage": True}

    pytest.MonkeyPatch().setattr(MatchSpec, "__init__", with_options)
    try:
        out = io.StringIO()
        code = autoplay("tmdice", 3, seed=11, speed="fast", out=out)
    finally:
        MatchSpec.__init__ = original  # type: ignore[method-assign]
    figures = json.loads(out.getvalue().strip().splitlines()[-1])
    assert code == 0, figures
