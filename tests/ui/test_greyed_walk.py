"""The walk over a table's choices (game/ui/play/greyed.py): the legal ones in their order
as before, then the greyed ones, round; from nowhere, forward picks the first legal choice
and back the last legal one (never a greyed one first)."""

from __future__ import annotations

from game.ui.play.greyed import Greyed, position, walked

G = [Greyed((0, 0, 10, 10), "first greyed"), Greyed((0, 20, 10, 10), "second greyed")]


def test_the_walk_goes_over_the_legal_choices_then_the_greyed_ones_round() -> None:
    at, seen = -1, []
    for _ in range(6):
        at = walked(3, G, at, 1)
        seen.append(at)
    assert seen == [0, 1, 2, 3, 4, 0]


def test_back_from_nowhere_picks_the_last_legal_choice_then_the_greyed_ones() -> None:
    assert walked(3, G, -1, -1) == 2
    assert walked(3, G, 0, -1) == 4  # from the first legal choice, back: the last greyed
    assert walked(0, G, -1, -1) == 1  # nothing legal: the greyed ones alone
    assert walked(0, [], -1, 1) == -1


def test_where_the_walk_stands() -> None:
    assert position(3, G, 1, None) == 1
    assert position(3, G, -1, G[1]) == 4
    assert position(3, G, -1, Greyed((5, 5, 1, 1), "gone")) == -1  # no longer greyed
