"""Nothing clipped or overlapping (issue 37, points 1 and 6), checked over crafted positions:
every cockroach card (each creature, any injuries, four heroes on it, lit as a target, its
talent ignored), every hero choice card (free or taken), every market card, the action panel
of every kind of decision with hands of every size (every squad listed, whole), the dice tray
with a pile of waiting squads, and the log (no line under its scrollbar); and the whole table
with four heroes and full hands drawn in windows of 1280x720 and 1920x1080."""

from __future__ import annotations

import pygame
import pytest
from roachtable_helpers import make_app, start
from test_panel_voice import Names, positions

from game.rules.cockroach.content import content
from game.rules.cockroach.engine import CockroachEngine
from game.rules.cockroach.state import FrameView, RoachObservation
from game.rules.core import Setup
from game.ui.cockroach.action_panel import draw_panel
from game.ui.cockroach.heroes import draw_hero_choice
from game.ui.cockroach.layout import (
    LOG_RECT,
    MARKET,
    PANEL,
    ROACH_H,
    ROACH_W,
    TRAY,
    buttons_top,
    market_card_rect,
)
from game.ui.cockroach.look import Ink, Look
from game.ui.cockroach.market import draw_market_card
from game.ui.cockroach.model import Command, HuntModel, Press
from game.ui.cockroach.prompts import Status, build_panel
from game.ui.cockroach.roaches import PIC, PIC_X, PIC_Y, draw_roach
from game.ui.cockroach.tray import draw_tray
from game.ui.draw.text import FontBook
from game.ui.play.seats import COLOURS, SeatSpec
from game.ui.scenes.pass_device import PassScene
from game.ui.scenes.table_log import TableLog, render_log

C = content()
SQUADS = [card.id for card in C.card.values() if card.type == "squad"]
LONG_NAMES = ("Bartholomew-Jo", "Wilhelmina Q", "Maximiliano R", "Anastasia-Lee")


#: Issue 40 point 3: every layout here holds at each text size (100, 125, 150 %).
pytestmark = pytest.mark.usefixtures("text_size")


def look() -> Look:
    return Look.make(FontBook(), lambda s: COLOURS[s], lambda s: LONG_NAMES[s])


def whole(
    ink: Ink,
    size: tuple[int, int],
    over_picture: frozenset[str] = frozenset(),
    opens: frozenset[str] = frozenset(),
) -> None:
    """Every line inside, none cut short, none over another line or a picture (except
    the pictures named in `over_picture`, which others may lie on: counters on a creature).
    `opens`: buttons whose words end in an ellipsis because they open more choices."""
    inside = pygame.Rect((0, 0), size).inflate(-2, -2)
    for i, (text, rect) in enumerate(ink.texts):
        assert "\u2026" not in text or text in opens, f"cut short: {text!r}"
        assert inside.contains(rect), (text, rect, size)
        for other, where in ink.texts[i + 1 :]:
            assert not rect.colliderect(where), (text, other)
        for label, where in ink.pictures:
            if not any(label.startswith(p) for p in over_picture):
                assert not rect.colliderect(where), (text, label)
    for i, (label, rect) in enumerate(ink.pictures):
        assert inside.contains(rect), (label, rect, size)
        for other, where in ink.pictures[i + 1 :]:
            if not any(x.startswith(p) for x in (label, other) for p in over_picture):
                assert not rect.colliderect(where), (label, other)


def four_heroes() -> RoachObservation:
    engine, _ = CockroachEngine.new(
        Setup(
            game="cockroach",
            players=4,
            options={"heroes": ["scout", "chemist", "quartermaster", "vanguard"]},
        ),
        3,
    )
    view = engine.observation(0)
    view.phase, view.current = "turn", 0
    return view


def test_every_cockroach_card_keeps_every_word_whole() -> None:
    lk = look()
    view = four_heroes()
    for rid, roach in C.roach.items():
        for wounds in range(roach.health + 1):
            for highlight in ("", "Go here"):
                view.roaches[0].roach, view.roaches[0].wounds = rid, wounds
                view.markers = [0, 0, 0, 0]
                view.talent_off = [rid] if wounds % 2 else []
                ink = draw_roach(lk, view, 0, highlight)
                over = frozenset({"picture", "injury counter", "Go here"})
                whole(ink, (ROACH_W, ROACH_H), over)
                counters = [r for label, r in ink.pictures if label == "injury counter"]
                assert len(counters) == wounds  # health shows as damage on the creature
                art = pygame.Rect(PIC_X, PIC_Y, PIC, PIC)
                assert all(art.contains(r) for r in counters)
                assert f"picture {rid}" in [label for label, _ in ink.pictures]
                assert f"vp {roach.vp}" in [label for label, _ in ink.pictures]


def test_every_hero_choice_card_keeps_every_word_whole() -> None:
    lk = look()
    for hero in C.heroes:
        for taken in (None, 0, 3):
            ink = draw_hero_choice(lk, hero.id, taken)
            whole(ink, (ROACH_W, ROACH_H))
            said = " ".join(t for t, _ in ink.texts)
            if taken is None:
                assert all(C.card[c].name.split()[0] in said for c in hero.start)
            else:
                assert f"Taken by {LONG_NAMES[taken]}" in said


def test_every_market_card_keeps_every_word_whole() -> None:
    lk = look()
    size = market_card_rect(0).size
    for cid in C.card:
        ink = draw_market_card(lk, cid, size, takeable=True)
        whole(ink, size)
        assert f"picture {cid}" in [label for label, _ in ink.pictures]
    assert MARKET.contains(market_card_rect(2))


@pytest.mark.parametrize("count", [0, 1, 2, 3, 5, 8, 12, 16, len(SQUADS)])
def test_every_squad_in_a_hand_is_listed_whole_in_every_panel(count: int) -> None:
    """A hand of `count` squads (the longest names among them; a hoarding player may hold
    every squad of the game) over every kind of decision, under a long message: each squad
    named whole, the words above the buttons, nothing over anything."""
    lk = look()
    hand = sorted(SQUADS, key=lambda c: -len(C.card[c].name))[:count]
    for kind, engine in sorted(positions().items()):
        decider = engine.decider()
        assert decider is not None
        view = engine.observation(decider)
        view.hand = list(hand)
        view.hand_sizes[decider] = count
        legal = list(engine.legal_actions())
        message = "You cannot pay for that: it needs 3 stars and 1 serum, and you have 2 stars."
        status = Status(False, decider, True, True, message=message, error=True)
        names = Names(lambda s: LONG_NAMES[s], engine.describe, C)
        for opened in (None, *{a.kind for a in legal}):
            p = build_panel(HuntModel(opened=opened), view, status, legal, [0, 1], names)
            ink = draw_panel(lk, p, None, None)
            opens = frozenset(b.text for b in p.buttons if isinstance(b.value, Command))
            whole(ink, PANEL.size, opens=opens)
            top = buttons_top() - PANEL.y
            words = [rect for text, rect in ink.texts if text not in {b.text for b in p.buttons}]
            assert all(rect.bottom <= top for rect in words if rect.y < top)
            if p.hand is not None:
                assert [card for card, _ in ink.spots] == list(hand), kind
                said = [t for t, _ in ink.texts]
                assert all(C.card[c].name in said for c in hand), kind


def test_the_tray_with_a_pile_of_squads_keeps_every_word_whole() -> None:
    lk = look()
    view = four_heroes()
    view.rolled, view.dice, view.spent = True, [0, 1, 2, 3, 4, 5], [[], ["star"], [], [], [], []]
    view.special, view.ignored = 2, ["star", "serum"]
    view.available, view.injuries, view.dangers = {"star": 12, "serum": 4}, 14, 3
    for n in range(5):
        view.flow = [
            FrameView(type="play", kind=SQUADS[i], seat=i % 4, data={"target": (i + 1) % 4})
            for i in range(n)
        ]
        ink = draw_tray(lk, view)
        whole(ink, TRAY.size)
        said = " ".join(t for t, _ in ink.texts)
        for i in range(n):
            assert C.card[SQUADS[i]].name in said


def test_log_lines_stay_clear_of_the_scrollbar() -> None:
    """Every line of the log, long words too, ends before the scrollbar's track."""
    fonts = FontBook()
    log = TableLog()
    green = (0, 255, 0)
    for i in range(60):
        log.add(f"{LONG_NAMES[i % 4]} deals 3 injuries to Quartermaster-Audit-Heavy-Lancers", green)
        log.add("W" * 60, green, head=i % 10 == 0)
    picture = render_log(fonts, log, LOG_RECT.size, None)
    assert picture.track is not None
    surface = picture.surface
    for x in range(picture.track.x - 4, LOG_RECT.width):
        for y in range(picture.track.y, picture.track.bottom):
            r, g, b, _ = surface.get_at((x, y))
            assert not (g > 120 and r < 100 and b < 100), (x, y)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_four_heroes_and_full_hands_draw_at_both_sizes(
    open_window: object, size: tuple[int, int]
) -> None:
    window = open_window(size)  # type: ignore[operator]
    app = make_app(window)
    seats = [SeatSpec(LONG_NAMES[i], i, True) for i in range(4)]
    heroes = ["scout", "chemist", "quartermaster", "vanguard"]
    table, _session = start(app, seats=seats, seed=2, options={"heroes": heroes})
    for _ in range(2000):
        if isinstance(app.stack.top, PassScene):
            app.stack.top.confirm()
        app.frame([], 1 / 60)
        if table.human_to_act() and table.view.flow[-1].kind == "spend":
            break
        if table.human_to_act():
            assert table.try_action(table.legal()[0])
        elif table.model.question.showing():
            table.send(Press(Command("continue")))
    view = table.view
    view.hand = sorted(SQUADS)[:12]
    table._dirty = True
    app.frame([], 1 / 60)
    panel = table.shown_panel
    assert panel is not None and panel.hand == tuple(view.hand)
