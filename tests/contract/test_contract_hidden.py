"""Hidden information (DESIGN.md, the rules contract): "`observation(player)` is what that
seat may see; `determinize(player, rng)` samples the unseen (hands, deck order, face-down
tiles) for bots. No bot and no hot-seat screen ever reads what its seat cannot see."

Each test builds a second world that differs from the true one only in what seat p has not
seen (by the engine's `determinize`, and by the game's adapter if it has one) and asks that p
cannot tell the two apart: not by its observation, not by its choices, not by the events it is
shown, and not by the worlds `determinize` samples for it."""

from __future__ import annotations

from contract_adapters import other_worlds
from contract_helpers import EVERY_GAME, WALKS, Start, starts, view_of, walk
from hypothesis import given
from hypothesis import strategies as st

from game.games import GameDescriptor
from game.rules.core import Rng


@EVERY_GAME
@WALKS
@given(data=st.data())
def test_observation_never_contains_what_the_seat_may_not_see(
    info: GameDescriptor, data: st.DataObject
) -> None:
    start: Start = data.draw(starts(info, max_steps=250))
    ways = other_worlds(info.game_id)
    for engine, _, rng in walk(start):
        for seat in range(start.setup.players):
            seen = view_of(engine, seat)
            for way, build in ways:
                other = build(engine, seat, rng.fork())
                assert view_of(other, seat) == seen, way


@EVERY_GAME
@WALKS
@given(data=st.data())
def test_the_decider_has_the_same_choices_in_both_worlds(
    info: GameDescriptor, data: st.DataObject
) -> None:
    """The legal actions (and their words on the buttons) are part of what the deciding seat
    sees: they may not depend on its unseen parts."""
    start: Start = data.draw(starts(info, max_steps=250))
    ways = other_worlds(info.game_id)
    for engine, _, rng in walk(start):
        seat = engine.decider()
        assert seat is not None
        legal = engine.legal_actions()
        words = [engine.describe(a) for a in legal]
        for way, build in ways:
            other = build(engine, seat, rng.fork())
            assert other.legal_actions() == legal, way
            assert [other.describe(a) for a in legal] == words, way


@EVERY_GAME
@WALKS
@given(data=st.data())
def test_events_never_show_a_seat_more_than_its_observation(
    info: GameDescriptor, data: st.DataObject
) -> None:
    """The same action in both worlds: if the seat's observations afterwards agree, the
    events as that seat is shown them (the log, the animations) agree too. An action that
    reveals something is taken in worlds with the same chance to come, so that a roll is
    the same roll in both and only what the seat has not seen differs."""
    start: Start = data.draw(starts(info, max_steps=250))
    for engine, action, rng in walk(start):
        reveals = any(e.reveal for e in engine.clone().apply(action))
        for seat in range(start.setup.players):
            for way, build in other_worlds(info.game_id, same_chance=reveals):
                other = build(engine, seat, rng.fork())
                if action not in other.legal_actions():
                    continue
                true_world = engine.clone()
                shown = [e.seen_by(seat) for e in true_world.apply(action)]
                other_shown = [e.seen_by(seat) for e in other.apply(action)]
                if view_of(true_world, seat) == view_of(other, seat):
                    assert shown == other_shown, f"{engine.describe(action)!r}, {way}"


@EVERY_GAME
@WALKS
@given(data=st.data())
def test_determinize_never_depends_on_the_true_hidden_order(
    info: GameDescriptor, data: st.DataObject
) -> None:
    """Two true worlds that differ only in p's unseen parts give the very same sampled world
    for the same generator: the sample depends on what p has seen and on the rng alone."""
    start: Start = data.draw(starts(info, max_steps=250))
    ways = other_worlds(info.game_id)
    for engine, _, rng in walk(start):
        for seat in range(start.setup.players):
            for way, build in ways:
                other = build(engine, seat, rng.fork())
                key = rng.next_u64()
                sampled = engine.determinize(seat, Rng(state=key)).to_json()
                assert other.determinize(seat, Rng(state=key)).to_json() == sampled, way


@EVERY_GAME
@WALKS
@given(data=st.data())
def test_a_determinized_world_is_a_game_the_seat_cannot_tell_from_the_true_one(
    info: GameDescriptor, data: st.DataObject
) -> None:
    """It shows the seat the same observation, survives a JSON round trip, and plays on."""
    start: Start = data.draw(starts(info, max_steps=250))
    cls = start.engine_cls()
    for engine, _, rng in walk(start):
        seat = rng.randbelow(start.setup.players)
        world = engine.determinize(seat, rng.fork())
        assert view_of(world, seat) == view_of(engine, seat)
        assert cls.from_json(world.to_json()).to_json() == world.to_json()
        for _ in range(5):
            if world.is_over():
                break
            world.apply(rng.choice(world.legal_actions()))
