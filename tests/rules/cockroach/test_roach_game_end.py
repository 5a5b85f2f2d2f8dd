"""The end of the hunt loses no card (004: the game ends when a slain cockroach cannot be
replaced; DESIGN.md habits: "no die or card is created or lost"): a squad still waiting to
resolve, or cards a seat is still looking at, leave the flow with the rest of the game."""

from __future__ import annotations

from roach_helpers import new_game

from game.rules.cockroach.engine import CockroachEngine
from game.rules.cockroach.flow import finish
from game.rules.core import Event, Play, Rng, Step


def in_play(players: int, seed: int) -> CockroachEngine:
    """A hunt past its setup (heroes chosen, markers placed, cards dealt)."""
    engine = new_game(players, seed)
    rng = Rng.from_seed(seed)
    while engine.state.phase != "turn":
        engine.apply(rng.choice(engine.legal_actions()))
    return engine


def test_a_squad_waiting_to_resolve_is_discarded_when_the_hunt_ends__004_end() -> None:
    engine = in_play(2, 613)
    s = engine.state
    card = s.deck.pop()
    s.flow.push(Play(seat=0, card=card, args={"target": -1, "slot": -1, "item": ""}))
    events: list[Event] = []
    finish(engine, "a slain cockroach could not be replaced", events)
    assert card in s.discard and s.flow.frames == []
    engine.validate()  # every support card is somewhere


def test_cards_being_looked_at_go_back_to_the_deck_when_the_hunt_ends__004_end() -> None:
    engine = in_play(3, 5)
    s = engine.state
    looked = [s.deck.pop(), s.deck.pop()]
    s.flow.push(Step(kind="keep_card", seat=1, data={"options": list(looked)}))
    finish(engine, "a slain cockroach could not be replaced", [])
    assert set(looked) <= set(s.deck)
    engine.validate()


def test_a_random_game_that_ended_with_a_squad_on_the_stack_keeps_every_card() -> None:
    """The game hypothesis found (2 players, seed 613, random choices seeded 1294): a squad
    played as the last cockroach died was lost with the flow."""
    engine = new_game(2, 613)
    rng = Rng.from_seed(1294)
    while not engine.is_over():
        engine.apply(rng.choice(engine.legal_actions()))
        engine.validate()
