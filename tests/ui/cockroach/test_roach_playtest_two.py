"""What a new player's second play-test of the hunt in a real window turned up: hero markers
told apart without colour, a setup that says what is happening, the squad question's
choices in full words, the log's spoils line in plain words, the special die shown before it
is rolled and combat dice large enough to read."""

from __future__ import annotations

import pygame
from test_nothing_clipped import four_heroes, whole

from game.rules.cockroach.content import content
from game.rules.cockroach.engine import CockroachEngine
from game.rules.cockroach.state import RoachObservation
from game.rules.core import Event, Setup
from game.ui.cockroach.heroes import draw_hero
from game.ui.cockroach.layout import DIE, HERO_H, HERO_W, MARKET, ROACH_H, ROACH_W, TRAY
from game.ui.cockroach.look import Look
from game.ui.cockroach.market import draw_market
from game.ui.cockroach.prompts import STEP_WORDS
from game.ui.cockroach.reactions import COUCH_CHOICES, MOMENT_WORDS, PERSON_CHOICE
from game.ui.cockroach.roaches import draw_roach
from game.ui.cockroach.tray import draw_tray
from game.ui.cockroach.words import Places, event_line
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


def _choosing() -> RoachObservation:
    """Four seats choosing heroes, the first player's choice made: the second seat chooses."""
    engine, _ = CockroachEngine.new(Setup(game="cockroach", players=4), 3)
    engine.apply(engine.legal_actions()[0])
    decider = engine.decider()
    assert decider is not None
    view = engine.observation(decider)
    assert isinstance(view, RoachObservation)
    assert view.phase == "setup" and sum(bool(h) for h in view.heroes) == 1
    return view


def test_setup_market_says_the_cards_are_dealt_once_heroes_are_chosen() -> None:
    lk = grey_look(ROVERS)
    view = _choosing()
    ink = draw_market(lk, view, set())
    said = " ".join(t for t, _ in ink.texts)
    assert "Deck 0" not in said and "cockroaches left 0" not in said
    assert "dealt once every hero is chosen" in said
    whole(ink, MARKET.size)


def test_setup_hero_slots_name_who_is_choosing_and_who_waits() -> None:
    lk = grey_look(ROVERS)
    view = _choosing()
    order = [(view.first + i) % 4 for i in range(4)]
    decider, after, last = order[1], order[2], order[3]
    assert view.decider == decider

    def says(seat: int) -> str:
        ink = draw_hero(lk, view, seat, acting=seat == decider)
        whole(ink, (HERO_W, HERO_H))
        return " ".join(t for t, _ in ink.texts)

    assert "Choosing a hero now" in says(decider)
    assert f"Chooses a hero next, after {ROVERS[decider]}" in says(after)
    assert f"Chooses a hero after {ROVERS[after]}" in says(last)


def test_squad_question_choices_say_their_full_meaning_in_short_list_entries() -> None:
    """The Played by list keeps short entries; the hint under the seats and the menu's Squad
    questions say what each means: every window, my turn and my dying cockroach, never until
    my next turn."""
    font = FontBook().get(13)
    for _, words, _ in COUCH_CHOICES:
        assert font.size(f"Person \u00b7 {words}")[0] <= 196, words  # inside the list's box
    sentences = {value: sentence for value, _, sentence in COUCH_CHOICES}
    assert "every window" in sentences["every"]
    assert "my own turn" in sentences["turn"] and "about to die" in sentences["turn"]
    assert "next turn" in sentences["never"]
    hint = PERSON_CHOICE.hint
    assert all(f"\u201c{words}\u201d" in hint for _, words, _ in COUCH_CHOICES)
    assert "about to die" in hint and "next turn" in hint
    assert "asked" not in " ".join(words for _, words, _ in COUCH_CHOICES)


def test_new_game_hint_for_squad_questions_fits_under_four_seats(display: pygame.Surface) -> None:
    from table_helpers import frames, make_app

    from game.games import GAMES
    from game.ui.scenes.setup import HINT_TOP, RIGHT, SetupScene

    app = make_app(display)
    scene = SetupScene(app.ctx, GAMES)
    scene.game = next(g for g in scene.games if g.game_id == "cockroach")
    app.stack.push(scene)
    frames(app, 1)
    scene._resize(4)
    text = scene.hint_text(PERSON_CHOICE.hint)
    assert text.get_width() <= RIGHT.width - 40
    assert HINT_TOP - 2 + text.get_height() <= RIGHT.height - 2
    assert text.get_height() >= 2 * 13  # the whole sentence, on two lines


def test_log_says_plainly_why_no_one_gets_the_spoils() -> None:
    rid = next(iter(C.roach))
    name = C.roach[rid].name

    def told(reason: str) -> str:
        event = Event("spoils_lost", {"roach": rid, "reason": reason})
        line = event_line(event, C, lambda s: f"Seat {s + 1}", lambda s: (0, 0, 0), Places())
        assert line is not None
        return line[0]

    assert told("alone") == f"No spoils: no other hero was on the {name}."
    assert name in told("no_spoils") and "killer" not in told("no_spoils")


def test_the_special_die_shows_before_it_is_rolled_and_the_dice_are_large() -> None:
    """After the roll the special die is drawn as itself (its body and symbols, dimmed) with
    words under it, not an empty frame; the combat dice are as large as the row allows, and
    nothing in the tray overlaps."""
    lk = grey_look(ROVERS)
    view = four_heroes()
    view.rolled, view.dice, view.spent = True, [0, 1, 2, 3, 4, 5], [[]] * 6
    view.special = -1
    ink = draw_tray(lk, view)
    whole(ink, TRAY.size)
    said = [t for t, _ in ink.texts]
    assert "Special die" in said and "not rolled" in said
    where = dict(ink.pictures)["special die"]
    colours = {
        ink.surface.get_at((x, y))[:3]
        for x in range(where.left + 4, where.right - 4)
        for y in range(where.top + 4, where.bottom - 4)
    }
    assert len(colours) >= 4  # a body with three symbols on it, not a bare frame
    assert DIE >= 56
    dice = [rect for label, rect in ink.pictures if label.startswith("die ")]
    assert len(dice) == 6 and all(rect.width == DIE for rect in dice)
    assert dice[-1].right < where.left


def test_panel_titles_read_as_sentences_after_a_name() -> None:
    """A title is "Farid: spend your stars...", never "Farid: your turn: spend..."; a
    window's moment runs on in the sentence instead of sitting in brackets."""
    assert all(":" not in words for words in STEP_WORDS.values())
    assert all("(" not in words and ")" not in words for words in MOMENT_WORDS.values())


def test_hero_markers_wear_their_seats_shapes() -> None:
    """Issue 40: a seat's hero marker is its shape (circle, square, triangle, diamond) as on
    every other table, so the markers differ in outline even with one colour and one tag."""
    from game.ui.cockroach.tokens import hero_marker

    lk = grey_look(("Ada", "Ada", "Ada", "Ada"))
    outlines = [pygame.mask.from_surface(hero_marker(lk, s, 12)).count() for s in range(4)]
    assert len(set(outlines)) == 4
    assert all(hero_marker(lk, s, 12).get_size() == (28, 28) for s in range(4))
