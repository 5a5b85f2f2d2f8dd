"""Each hero's panel (issue 15 point 2; 004 "The Heroes", "Support Cards"; issue 37 points 1
and 6): the hero's portrait, the technique with its cost, the talent, the once-a-turn marks
used this turn, every equipment card, and hand size, spoils and VP as tokens, all readable at
1280x720 with four seats and three or more equipment cards each: no line cut short with an
ellipsis, none running out of the panel or into another line or a picture."""

from __future__ import annotations

import pygame
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.rules.cockroach.engine import CockroachEngine
from game.rules.cockroach.state import RoachObservation
from game.rules.core import Setup
from game.ui.cockroach.heroes import USED_MARK, HeroInk, draw_hero
from game.ui.cockroach.layout import HERO_H, HERO_W
from game.ui.cockroach.look import Look
from game.ui.draw.text import FontBook
from game.ui.play.seats import COLOURS, DEFAULT_NAMES

HEROES = ["scout", "chemist", "quartermaster", "vanguard"]  # the longest texts first
EQUIPMENT = ["s05", "s06", "s07", "s08", "s09", "s10", "s11", "s12", "s13", "s14"]


def crafted(each: int, used: bool = True) -> RoachObservation:
    """Four heroes, `each` equipment cards apiece (a card may repeat across heroes: only the
    panel is under test), big hands, spoils and VP; seat 0 is playing and has used its
    talent and two of its cards this turn."""
    engine, _ = CockroachEngine.new(
        Setup(game="cockroach", players=4, options={"heroes": HEROES}), 3
    )
    view = engine.observation(0)
    view.equipment = [[EQUIPMENT[(p * 3 + i) % 10] for i in range(each)] for p in range(4)]
    view.phase, view.current = "turn", 0
    view.used = ["talent", *view.equipment[0][:3:2]] if used else []
    view.stars, view.hurts = [2, 0, 12, 1], [3, 0, 1, 15]
    view.vp, view.hand_sizes = [12, 3, 0, 27], [4, 0, 11, 2]
    return view


def look() -> Look:
    return Look.make(FontBook(), lambda s: COLOURS[s], lambda s: DEFAULT_NAMES[s])


def check_panel(ink: HeroInk, view: RoachObservation, seat: int, lk: Look) -> None:
    inside = pygame.Rect(0, 0, HERO_W, HERO_H).inflate(-4, -4)
    texts = [text for text, _ in ink.texts]
    for i, (text, rect) in enumerate(ink.texts):
        assert "\u2026" not in text, f"cut short: {text!r}"
        assert inside.contains(rect), (text, rect)
        for other, where in ink.texts[i + 1 :]:
            assert not rect.colliderect(where), (text, other)
        for label, where in ink.pictures:
            assert not rect.colliderect(where), (text, label)
    for i, (label, rect) in enumerate(ink.pictures):
        assert inside.contains(rect), (label, rect)
        for other, where in ink.pictures[i + 1 :]:
            assert not rect.colliderect(where), (label, other)
    pictures = [label for label, _ in ink.pictures]
    said = " ".join(texts)
    hero = lk.c.hero[view.heroes[seat]]
    assert hero.name in said
    assert hero.technique.text in said
    assert hero.talent.text in said
    for card in view.equipment[seat]:
        assert lk.c.card[card].name in said
    assert f"portrait {view.heroes[seat]}" in pictures
    assert f"hand {view.hand_sizes[seat]}" in pictures
    assert f"star {view.stars[seat]}" in pictures and f"injury {view.hurts[seat]}" in pictures
    assert f"vp {view.vp[seat]}" in pictures


@pytest.mark.parametrize("each", [0, 1, 3, 4, 5])
def test_four_hero_panels_keep_every_word_whole_with_three_or_more_equipment_each(
    display: pygame.Surface, each: int
) -> None:
    view = crafted(each)
    lk = look()
    for seat in range(4):
        check_panel(draw_hero(lk, view, seat, seat == 0), view, seat, lk)


def test_used_this_turn_marks_show_on_the_talent_and_the_cards_used(
    display: pygame.Surface,
) -> None:
    view = crafted(3)
    lk = look()
    texts = [t for t, _ in draw_hero(lk, view, 0, True).texts]
    assert f"Talent ({USED_MARK} used)" in texts
    used = [lk.c.card[c].name for c in (view.equipment[0][0], view.equipment[0][2])]
    for name in used:
        assert f"{name} {USED_MARK}" in texts
    assert lk.c.card[view.equipment[0][1]].name in texts  # not used: no mark
    # Another seat's panel carries no marks: "used" is about the turn player's turn.
    assert not any(USED_MARK in t for t, _ in draw_hero(lk, view, 1, False).texts)


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    counts=st.lists(st.integers(0, 6), min_size=4, max_size=4),
    used=st.booleans(),
)
def test_any_equipment_up_to_six_a_hero_never_cuts_or_overlaps(
    display: pygame.Surface, counts: list[int], used: bool
) -> None:
    """Invariant over the equipment held (up to six each, more than the box's ten cards
    allow at four seats): the panel still says everything whole."""
    view = crafted(6, used)
    view.equipment = [cards[:n] for cards, n in zip(view.equipment, counts, strict=True)]
    view.used = [u for u in view.used if u == "talent" or u in view.equipment[0]]
    lk = look()
    for seat in range(4):
        check_panel(draw_hero(lk, view, seat, seat == 0), view, seat, lk)
