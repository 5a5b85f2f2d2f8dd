"""What a new player's play-through of the hunt in a real window turned up (issue 37): a
short hand says what every squad in it does (never one squad with its words and the next
without), the log names the cockroach a hero goes to, and a window waiting on the moves on
screen says so in its title."""

from __future__ import annotations

from test_nothing_clipped import look, whole
from test_panel_voice import Names, positions

from game.rules.cockroach.content import content
from game.rules.cockroach.engine import CockroachEngine
from game.rules.core import Rng, Setup
from game.ui.cockroach.action_panel import draw_panel
from game.ui.cockroach.layout import PANEL
from game.ui.cockroach.model import Button, Command, HuntModel
from game.ui.cockroach.prompts import Panel, Status, build_panel
from game.ui.cockroach.words import Places, event_line

C = content()
SQUADS = [card.id for card in C.card.values() if card.type == "squad"]


def test_a_short_hand_says_what_each_of_its_squads_does() -> None:
    """Every pair of squads (the longest words with the shortest), in the spend panel: both
    say what they do, whole, or neither does."""
    lk = look()
    engine = positions()["spend"]
    decider = engine.decider()
    assert decider is not None
    view = engine.observation(decider)
    legal = list(engine.legal_actions())
    status = Status(False, decider, True, True)
    names = Names(lambda s: f"Seat {s + 1}", engine.describe, C)
    wordy = sorted(SQUADS, key=lambda c: -len(C.card[c].effect.text))
    pairs = [(wordy[0], wordy[-1]), (wordy[1], wordy[2]), ("s19", "s25")]
    for hand in pairs:
        view.hand = list(hand)
        panel = build_panel(HuntModel(), view, status, legal, [0, 1], names)
        ink = draw_panel(lk, panel, None, None)
        whole(ink, PANEL.size)
        said = " ".join(t for t, _ in ink.texts)
        assert all(C.card[c].effect.text in said for c in hand), (hand, said)


def test_the_log_names_the_cockroach_a_hero_goes_to_as_it_was_then() -> None:
    """Every hero's move in a whole game is told with the name of the cockroach in that
    place at that moment (newcomers after a kill too), never "the cockroach in place 2"."""
    engine, events = CockroachEngine.new(Setup(game="cockroach", players=3), 5)
    rng = Rng.from_seed(5)
    places = Places()
    moves = 0
    while True:
        for event in events:
            line = event_line(event, C, lambda s: f"Seat {s + 1}", lambda s: (0, 0, 0), places)
            if event.kind == "marker_moved":
                slot = event.data["slot"]
                assert line is not None and "in place" not in line[0], line
                where = engine.state.roaches[slot]
                assert line[0].endswith(f"goes to the {C.roach[where].name}."), line
                moves += 1
        if engine.is_over():
            break
        events = engine.apply(rng.choice(engine.legal_actions()))
    assert moves > 6


def test_every_log_line_of_a_game_is_in_a_players_words() -> None:
    """No line says an event's inner name ("Farid: injuries added."): games with every kind
    of step met, each event told as a sentence."""
    for seed in range(6):
        engine, events = CockroachEngine.new(Setup(game="cockroach", players=4), seed)
        rng = Rng.from_seed(seed)
        places = Places()
        while True:
            for event in events:
                line = event_line(event, C, lambda s: f"Seat {s + 1}", lambda s: (0, 0, 0), places)
                if line is not None:
                    assert event.kind.replace("_", " ") not in line[0], line
                    assert not line[0].startswith(f"Seat {event.data.get('player', 0) + 1}:")
            if engine.is_over():
                break
            events = engine.apply(rng.choice(engine.legal_actions()))


def test_the_buttons_of_a_panel_speak_at_one_size() -> None:
    """Three heroes to choose from: their buttons' words are all of one size, even when one
    name is a little wider than the others (no button shrinks alone)."""
    lk = look()
    texts = [f"Lead the hunt as {h.name}" for h in C.heroes] + ["Go to the Queen Drone"]
    buttons = tuple(Button(t, Command("noop"), slot) for slot, t in enumerate(texts[:5]))
    panel = Panel("you", 0, "hero", "Choose your hero", [], buttons)
    ink = draw_panel(lk, panel, None, None)
    heights = {rect.height for text, rect in ink.texts if text in texts}
    assert len(heights) == 1, heights
    whole(ink, PANEL.size)
