"""Dig Mars hidden information: fortune kept hidden (seed 003, "Carry": "Always keep your
Fortune points hidden"), face-down tiles, private inspections; observation and determinize."""

from __future__ import annotations

import random

from digmars_helpers import SQUARES, A, Rng, T, position

INSPECT = T(bonus="inspect")
WORTH = T(dig=1, carry=1, fortune=2)


def _mid_game():
    """Player 0 has flipped a tile, inspected square 12 and holds fortune; 1 holds more (6)."""
    engine = position(
        3, stations=[[5], [9], [10]], tops={5: INSPECT, 6: WORTH}, face_up=[6], fortune=[3, 6, 1]
    )
    engine.apply(A.Dig(5))
    engine.apply(A.Inspect(12))
    return engine


def test_fortune_hidden_from_the_other_players() -> None:
    """Fortune points are kept hidden from the other players (seed 003, "Carry"): a seat sees
    its own and nobody else's; how many tiles each carried is on the table."""
    engine = _mid_game()
    assert engine.observation(0).fortune == [3, None, None]
    assert engine.observation(1).fortune == [None, 6, None]
    assert engine.observation(2).fortune == [None, None, 1]


def test_fortune_gained_is_a_secret_of_the_receiver() -> None:
    """The fortune a carry brings is told to each receiver alone (seed 003, "Carry")."""
    engine = position(2, stations=[[6], [6]], tops={6: T(dig=1, carry=2, fortune=3)}, face_up=[6])
    events = engine.apply(A.Carry(6))
    gains = {e.data["player"]: e for e in events if e.kind == "fortune_gained"}
    assert gains[0].seen_by(0).secret == {"amount": 2}
    assert gains[0].seen_by(1).secret == {}
    assert gains[1].seen_by(1).secret == {"amount": 1}
    assert gains[1].seen_by(0).secret == {}


def test_face_down_tiles_show_only_their_digging_difficulty() -> None:
    """An unexplored tile shows its digging difficulty on the back; its face (carrying,
    fortune, bonus) is unseen until dug (seed 003, "Exploration tiles")."""
    engine = _mid_game()
    obs = engine.observation(1)
    for q in range(SQUARES):
        view = obs.stacks[q]
        stack = engine.state.stacks[q]
        assert view.height == len(stack)
        if engine.state.face_up[q]:
            assert view.top == engine.tiles[stack[-1]] and view.top_dig is None
        else:
            assert view.top is None
            assert view.top_dig == engine.tiles[stack[-1]].dig
    # A stack is seen as its height and its top: no tile ids below the top.
    assert set(obs.stacks[0].model_dump()) == {
        "square",
        "height",
        "face_up",
        "top_dig",
        "top",
        "inspected",
    }


def test_determinize_keeps_everything_the_seat_has_seen() -> None:
    """A sampled world agrees with the seat's observation: face-up tiles, face-down tops'
    digging difficulty, tiles it inspected, stack heights, stations, equipment, its fortune."""
    engine = _mid_game()
    for seed in range(5):
        world = engine.determinize(0, Rng.from_seed(seed))
        assert world.observation(0) == engine.observation(0)
        assert world.state.stacks[12][-1] == engine.state.stacks[12][-1]  # inspected
        world.validate()


def test_determinize_samples_the_unseen_tiles() -> None:
    """Tiles the seat has not seen are drawn anew: different rngs give different worlds, and
    no unseen tile is pinned to its true place."""
    engine = _mid_game()
    worlds = [engine.determinize(1, Rng.from_seed(seed)).state.stacks for seed in range(6)]
    assert len({str(w) for w in worlds}) == 6
    truth = engine.state.stacks
    moved = {
        (q, d)
        for w in worlds
        for q in range(SQUARES)
        for d in range(len(truth[q]))
        if w[q][d] != truth[q][d]
    }
    # Seat 1 did not inspect square 12: its top is unseen like the rest.
    assert (12, len(truth[12]) - 1) in moved
    assert (6, len(truth[6]) - 1) not in moved  # face up: seen by all


def test_determinize_forgets_other_seats_inspections_and_keeps_the_real_game() -> None:
    """Another seat's private look is not the sampling seat's knowledge; sampling never
    changes the real game."""
    engine = _mid_game()
    before = engine.to_json()
    world = engine.determinize(1, Rng.from_seed(3))
    assert world.state.inspected[0] == []
    assert engine.to_json() == before
    assert world.state is not engine.state


def test_determinize_depends_only_on_what_the_seat_has_seen() -> None:
    """Two games that look the same to a seat (the hidden tiles lie elsewhere) give that seat
    the same sampled world for the same rng: sampling cannot leak where tiles really are."""
    engine = _mid_game()
    seat = 1
    other = engine.clone()
    s = other.state
    # Swap unseen tiles below the tops (public: only heights) in a consistent way.
    deep = [(q, d) for q in range(SQUARES) for d in range(len(s.stacks[q]) - 1)]
    ids = [s.stacks[q][d] for q, d in deep]
    random.Random(4).shuffle(ids)
    for (q, d), t in zip(deep, ids, strict=True):
        s.stacks[q][d] = t
    assert other.state.stacks != engine.state.stacks
    assert other.observation(seat) == engine.observation(seat)
    for seed in range(3):
        a = engine.determinize(seat, Rng.from_seed(seed)).to_json()
        b = other.determinize(seat, Rng.from_seed(seed)).to_json()
        assert a == b
