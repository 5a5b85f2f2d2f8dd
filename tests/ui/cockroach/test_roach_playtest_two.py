"""What a new player's second play-test of the hunt in a real window turned up: hero markers
told apart without colour, a setup that says what is happening, the squad question's
choices in full words, the log's spoils line in plain words, the special die shown before it
is rolled and combat dice large enough to read."""

from __future__ import annotations

import pygame
from test_nothing_clipped import four_heroes, whole

from game.rules.cockroach.content import content
from game.ui.cockroach.layout import ROACH_H, ROACH_W
from game.ui.cockroach.look import Look
from game.ui.cockroach.roaches import draw_roach
from game.ui.draw.text import FontBook

C = content()
ROVERS = ("Rover 1", "Rover 2", "Rover 3", "Rover 4")


def grey_look(names: tuple[str, ...]) -> Look:
    """Every seat the same colour: what a reader who cannot tell the colours apart sees."""
    return Look.make(FontBook(), lambda s: (150, 150, 150), lambda s: names[s], len(names))


def test_hero_markers_of_seats_sharing_an_initial_differ_without_colour() -> None:
    """Four markers on one cockroach, all seats one colour: no two markers look alike."""
    lk = grey_look(ROVERS)
    view = four_heroes()
    view.markers = [0, 0, 0, 0]
    ink = draw_roach(lk, view, 0)
    whole(ink, (ROACH_W, ROACH_H), frozenset({"picture", "injury counter"}))
    marks = {label: rect for label, rect in ink.pictures if label.startswith("marker")}
    assert len(marks) == 4
    looks = [pygame.image.tobytes(ink.surface.subsurface(rect), "RGBA") for rect in marks.values()]
    assert len(set(looks)) == 4
    assert [lk.tag(s) for s in range(4)] == ["R1", "R2", "R3", "R4"]


def test_marker_tags_are_short_and_distinct_for_any_names() -> None:
    for names in (
        ("Esme", "Farid", "Greta", "Hiro"),
        ("Ada", "Alex", "Bob", "Rover 1"),
        ("Ann", "Anna", "Rover 12", "Rover 13"),
    ):
        lk = grey_look(names)
        tags = [lk.tag(s) for s in range(4)]
        assert len(set(tags)) == 4, tags
        assert all(len(t) <= 3 for t in tags), tags
    assert grey_look(("Esme", "Farid")).tag(0) == "E"  # a lone initial stays one letter
