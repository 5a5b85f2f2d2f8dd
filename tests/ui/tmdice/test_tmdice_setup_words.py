"""Issue 13, point 9 (part): the setup header shows the colour of the seat choosing; solo
never says "secret until all have chosen" (001 setup: each player secretly chooses a
corporation -- alone, there is no one to keep it from); the log's articles are right."""

from __future__ import annotations

import re

import pygame
from table_helpers import make_app
from tmdice_ui_helpers import start

from game.ai.registry import make_bot
from game.rules.core import Rng, SeatView, Setup
from game.rules.tmdice.engine import TMDiceEngine
from game.ui.play.seats import SeatSpec, default_seats
from game.ui.tmdice.log_lines import event_line
from game.ui.tmdice.words import article


def test_articles_follow_the_sound_of_the_word() -> None:
    assert article("energy") == "an energy"
    assert article("event") == "an event"
    assert article("plant") == "a plant"
    assert article("microbe") == "a microbe"


def test_no_log_line_of_a_whole_game_says_a_before_a_vowel() -> None:
    engine, events = TMDiceEngine.new(Setup(game="tmdice", players=3), 8)
    bot = make_bot("random", "tmdice")
    rng = Rng.from_seed(8)
    while not engine.is_over():
        events += engine.apply(bot.choose(SeatView(engine, engine.decider()), rng))
    for event in events:
        line = event_line(event, str, lambda s: (255, 255, 255), None)
        if line is not None:
            assert not re.search(r"\ba [aeiouAEIOU]", line[0]), line[0]


def _setup_title(display: pygame.Surface, seats: list[SeatSpec]) -> tuple[str, object, object]:
    app = make_app(display)
    table = start(app, seats, seed=5)
    assert table.view.phase == "setup"
    decider = table.session.decider()
    table.set_viewer(decider)
    table._redraw()
    pic = table.cache["turn"]
    return table.session.name(decider), pic.get_at((1, 45))[:3], table.colour(decider)


def test_the_setup_header_wears_the_colour_of_the_seat_choosing(
    display: pygame.Surface,
) -> None:
    seats = default_seats(2, humans=2)
    _, edge, colour = _setup_title(display, seats)
    assert edge == colour


def test_solo_never_says_secret_until_all_have_chosen(display: pygame.Surface) -> None:
    from game.ui.tmdice import overlays

    app = make_app(display)
    table = start(app, default_seats(1, humans=1), seed=5)
    table.set_viewer(0)
    for _ in range(20):  # the solo board's tiles come first
        top = table.top_pending()
        if top is not None and top.kind == "corp":
            break
        table.try_action(table.legal()[0])
    top = table.top_pending()
    assert top is not None and top.kind == "corp"
    said: list[str] = []
    real = table.pics.fonts.text

    def spy(size: int, text: str, colour: object, bold: bool = False) -> pygame.Surface:
        said.append(text)
        return real(size, text, colour, bold)  # type: ignore[arg-type]

    table.pics.fonts.text = spy  # type: ignore[method-assign]
    surface = pygame.Surface((1280, 720))
    overlays.draw_overlays(table.pics, table.situation(), table.model, None, surface)
    assert any(s.startswith("Keep one corporation") for s in said)
    assert not any("secret" in s for s in said)


def test_microbe_and_animal_faces_have_distinct_shapes() -> None:
    """Issue 13 point 6: the green die's microbe and animal faces were told apart by a few
    dots at 1280x720; the microbe is now a rod lying flat, the animal a round paw, the plant
    a diagonal leaf."""
    from game.ui.tmdice.symbols import draw_symbol

    def ink(face: str) -> set[tuple[int, int]]:
        surface = pygame.Surface((28, 28), pygame.SRCALPHA)
        draw_symbol(surface, face, (14, 14), 12, (0, 0, 0))
        return {(x, y) for x in range(28) for y in range(28) if surface.get_at((x, y)).a > 128}

    def aspect(points: set[tuple[int, int]]) -> float:
        xs, ys = [x for x, _ in points], [y for _, y in points]
        return (max(xs) - min(xs) + 1) / (max(ys) - min(ys) + 1)

    microbe, animal, plant = ink("microbe"), ink("animal"), ink("plant")
    assert microbe and animal and plant
    assert len(microbe & animal) / len(microbe | animal) < 0.35
    # a rod lying flat: clearly wider than tall, where the paw and the leaf are not
    assert aspect(microbe) >= 1.4
    assert aspect(animal) < 1.3 and aspect(plant) < 1.3
