"""The seeded RNG of the rules core (DESIGN.md, "The rules contract": all chance comes from
the state's own seeded RNG, whose state is saved)."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest

from game.rules.core import Rng


def _draws(rng: Rng, n: int = 20) -> list[int]:
    return [rng.next_u64() for _ in range(n)]


def test_same_seed_same_stream_other_seed_other_stream() -> None:
    assert _draws(Rng.from_seed(42)) == _draws(Rng.from_seed(42))
    assert _draws(Rng.from_seed(42)) != _draws(Rng.from_seed(43))
    assert len(set(_draws(Rng.from_seed(0), 1000))) == 1000


def test_state_round_trips_through_json_mid_stream() -> None:
    """The whole generator is its state: saved and loaded mid-stream it goes on identically."""
    rng = Rng.from_seed(7)
    _draws(rng, 13)
    text = rng.model_dump_json()
    back = Rng.model_validate_json(text)
    assert back.state == rng.state
    assert _draws(back) == _draws(rng)
    assert rng.state != Rng.from_seed(7).state  # drawing advanced the saved state


def test_randbelow_is_roughly_uniform() -> None:
    rng = Rng.from_seed(2024)
    n, k = 60_000, 6
    counts = Counter(rng.randbelow(k) for _ in range(n))
    assert set(counts) == set(range(k))
    expected = n / k
    chi2 = sum((c - expected) ** 2 / expected for c in counts.values())
    assert chi2 < 20.5  # 5 degrees of freedom, p ~ 0.001


def test_randint_covers_both_ends_and_random_is_a_unit_float() -> None:
    rng = Rng.from_seed(5)
    values = {rng.randint(3, 6) for _ in range(400)}
    assert values == {3, 4, 5, 6}
    floats = [rng.random() for _ in range(5000)]
    assert all(0.0 <= x < 1.0 for x in floats)
    assert 0.47 < sum(floats) / len(floats) < 0.53
    with pytest.raises(ValueError):
        rng.randbelow(0)


def test_choice_picks_every_item() -> None:
    rng = Rng.from_seed(3)
    assert {rng.choice("abc") for _ in range(200)} == {"a", "b", "c"}


def test_shuffle_is_a_permutation_and_every_order_comes_up() -> None:
    rng = Rng.from_seed(11)
    items = list(range(50))
    rng.shuffle(items)
    assert sorted(items) == list(range(50))
    assert items != list(range(50))
    orders: Counter[tuple[int, ...]] = Counter()
    for _ in range(6000):
        trio = [0, 1, 2]
        rng.shuffle(trio)
        orders[tuple(trio)] += 1
    assert set(orders) == set(itertools.permutations(range(3)))
    assert all(850 < c < 1150 for c in orders.values())


def test_fork_is_independent_and_advances_the_parent_by_one_draw() -> None:
    parent = Rng.from_seed(99)
    twin = Rng.from_seed(99)
    child = parent.fork()
    twin.next_u64()
    assert parent.state == twin.state  # one draw, no more
    child_draws = _draws(child, 50)
    parent_draws = _draws(parent, 50)
    assert not set(child_draws) & set(parent_draws)
    # Forks are deterministic, and two forks in a row differ.
    again = Rng.from_seed(99)
    assert _draws(again.fork(), 50) == child_draws
    assert _draws(again.fork(), 50) != child_draws
