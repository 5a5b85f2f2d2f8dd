"""Issue 38, point 6: the names a new game gives its people never match a hero's, so a seat
named by default is never taken for the cockroach hunt hero it plays."""

from __future__ import annotations

from game.rules.cockroach.content import content
from game.ui.play.seats import DEFAULT_NAMES, default_seats


def test_no_default_name_is_any_part_of_a_heros_name() -> None:
    heroes = [hero.name for hero in content().heroes]
    words = {word.lower() for name in heroes for word in name.split()}
    for name in DEFAULT_NAMES:
        assert name.lower() not in words, name
        assert all(name.lower() not in hero.lower() for hero in heroes), name


def test_people_get_the_default_names_and_computers_rover_names() -> None:
    seats = default_seats(4, humans=2)
    assert [s.name for s in seats] == [*DEFAULT_NAMES[:2], "Rover 1", "Rover 2"]
    assert len(set(DEFAULT_NAMES)) == len(DEFAULT_NAMES) == 4
