"""What the contract suite shares: the registry as test parameters, setups drawn from a game's
descriptor, positions reached by random play, and the deep mutation that tests clones.

Everything here goes through the public protocol (`Engine`, `Match`, `Setup`, the descriptor):
a game gets the whole suite by being registered in game/games.py.
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, settings
from hypothesis import strategies as st
from pydantic import BaseModel

from game.games import GAMES, GameDescriptor
from game.rules.core import Engine, Match, Rng, Setup


def every_game(known_bugs: Mapping[str, str] | None = None) -> pytest.MarkDecorator:
    """One parameter per registered game, playable or not: registering a game is joining the
    suite. A game named in `known_bugs` (game id -> the bug) runs as a strict xfail until its
    engine is fixed; the fix then fails the suite until the mark is taken away."""
    bugs = known_bugs or {}
    params = [
        pytest.param(
            g, marks=[pytest.mark.xfail(strict=True, reason=bugs[g.game_id])], id=g.game_id
        )
        if g.game_id in bugs
        else pytest.param(g, id=g.game_id)
        for g in GAMES
    ]
    return pytest.mark.parametrize("info", params)


EVERY_GAME = every_game()

# Hypothesis: few examples (each one plays part of a game), no deadline (engines differ a lot
# in speed), the same examples on every run so that a failure can be replayed, and no
# shrinking: the failing start (setup, seed, steps) is printed, and shrinking a whole game
# costs minutes for a known failure.
# CONTRACT_EXAMPLES=100 makes a deeper run (the walks over every position take half as many).
EXAMPLES = int(os.environ.get("CONTRACT_EXAMPLES", "8"))
CONTRACT = settings(
    max_examples=EXAMPLES,
    deadline=None,
    derandomize=True,
    phases=[Phase.explicit, Phase.reuse, Phase.generate],
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

WALKS = settings(CONTRACT, max_examples=max(1, EXAMPLES // 2))  # tests that check every position
RANDOM_PLAY_STEPS = 400  # the deepest position a property test walks to
DECISION_BOUND = 20_000  # a game not over after this many decisions never ends


def player_counts(info: GameDescriptor) -> list[int]:
    low, high = info.players
    return list(range(low, high + 1))


def default_options(info: GameDescriptor) -> dict[str, Any]:
    return {opt.name: opt.choices[0][0] for opt in info.options}


@dataclass(frozen=True)
class Start:
    """Where a position comes from: a setup, a seed, and how many random decisions follow."""

    setup: Setup
    seed: int
    steps: int

    def engine_cls(self) -> type[Engine[Any, Any]]:
        return next(g for g in GAMES if g.game_id == self.setup.game).engine_cls()


@st.composite
def setups(draw: st.DrawFn, info: GameDescriptor) -> Setup:
    """Any allowed player count with any choice of each option on the new-game screen."""
    players = draw(st.sampled_from(player_counts(info)))
    options = {opt.name: draw(st.sampled_from([v for v, _ in opt.choices])) for opt in info.options}
    return Setup(game=info.game_id, players=players, options=options)


@st.composite
def starts(draw: st.DrawFn, info: GameDescriptor, max_steps: int = RANDOM_PLAY_STEPS) -> Start:
    return Start(
        setup=draw(setups(info)),
        seed=draw(st.integers(0, 2**32 - 1)),
        steps=draw(st.integers(0, max_steps)),
    )


def chooser_rng(start: Start) -> Rng:
    """The generator that picks the random decisions (apart from the game's own chance)."""
    return Rng.from_seed(start.seed ^ 0xC0FFEE)


def random_match(start: Start) -> Match:
    """A match after up to `start.steps` uniformly random decisions (fewer if it ends)."""
    match = Match(start.engine_cls(), start.setup, start.seed)
    rng = chooser_rng(start)
    for _ in range(start.steps):
        if match.engine.is_over():
            break
        match.apply(rng.choice(match.engine.legal_actions()))
    return match


def walk(start: Start) -> Iterator[tuple[Engine[Any, Any], Any, Rng]]:
    """Every position of a random game up to `start.steps` decisions: yields the engine (to
    look at, not to change), the random action about to be taken, and a generator for the
    test's own choices (apart from the chooser's, so the path is the same whatever the test
    draws). The action is applied after the test body has run."""
    engine, _ = start.engine_cls().new(start.setup, start.seed)
    rng = chooser_rng(start)
    own = Rng.from_seed(start.seed ^ 0x7E57)
    for _ in range(start.steps):
        if engine.is_over():
            return
        action = rng.choice(engine.legal_actions())
        yield engine, action, own
        engine.apply(action)


def snapshot(engine: Engine[Any, Any], players: int) -> dict[str, Any]:
    """What must not change when something else is done to another engine: the state, the
    decider, the legal actions and every seat's observation."""
    return {
        "state": engine.to_json(),
        "decider": engine.decider(),
        "legal": list(engine.legal_actions()),
        "observations": [engine.observation(p).model_dump() for p in range(players)],
    }


# --- deep mutation -------------------------------------------------------------------------
_SENTINEL = "~mutated~"


def _bumped(value: Any) -> Any:
    """Another value of the same immutable kind (the identity for what has no other)."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 1000
    if isinstance(value, float):
        return value + 0.5
    if isinstance(value, str):
        return value + _SENTINEL
    return value


def _is_frozen(value: Any) -> bool:
    if isinstance(value, BaseModel):
        return bool(value.model_config.get("frozen"))
    params = getattr(type(value), "__dataclass_params__", None)
    return bool(params is not None and params.frozen)


def deep_mutate(
    value: Any, seen: set[int] | None = None, spare: frozenset[str] = frozenset()
) -> None:
    """Change everything mutable reachable from `value` in place: every field of every
    mutable model, every list and dict entry, and grow every list, dict and set. Immutable
    content (frozen models and dataclasses, tuples of them) is shared by design and left, and
    so are the top-level fields named in `spare` (a sharing already known)."""
    seen = set() if seen is None else seen
    if id(value) in seen or _is_frozen(value):
        return
    seen.add(id(value))
    if isinstance(value, BaseModel):
        for name in type(value).model_fields:
            if name in spare:
                continue
            inner = getattr(value, name)
            deep_mutate(inner, seen)
            value.__dict__[name] = _bumped(inner)
    elif isinstance(value, list):
        for i, inner in enumerate(value):
            deep_mutate(inner, seen)
            value[i] = _bumped(inner)
        value.append(_SENTINEL)
    elif isinstance(value, dict):
        for key, inner in list(value.items()):
            deep_mutate(inner, seen)
            value[key] = _bumped(inner)
        value[_SENTINEL] = _SENTINEL
    elif isinstance(value, set):
        value.add(_SENTINEL)
    elif isinstance(value, tuple):
        for inner in value:
            deep_mutate(inner, seen)


def default_setups(info: GameDescriptor) -> list[Setup]:
    """One setup per allowed player count, every option at its default."""
    options = default_options(info)
    return [Setup(game=info.game_id, players=n, options=options) for n in player_counts(info)]


def _is_mutable(value: Any) -> bool:
    if isinstance(value, list | dict | set | bytearray):
        return True
    return isinstance(value, BaseModel) or hasattr(type(value), "__dataclass_params__")


def shared_mutable_parts(one: Any, other: Any, path: str = "state") -> list[str]:
    """The paths at which two states hold the very same mutable object (a list, dict, set or
    unfrozen model): what a change to one would also change in the other."""
    if _is_frozen(one) or not _is_mutable(one):
        return []
    if one is other:
        return [path]
    found: list[str] = []
    if isinstance(one, BaseModel) and isinstance(other, BaseModel):
        for name in type(one).model_fields:
            found += shared_mutable_parts(
                getattr(one, name), getattr(other, name), f"{path}.{name}"
            )
    elif isinstance(one, list) and isinstance(other, list):
        for i, (a, b) in enumerate(zip(one, other, strict=False)):
            found += shared_mutable_parts(a, b, f"{path}[{i}]")
    elif isinstance(one, dict) and isinstance(other, dict):
        for key in one.keys() & other.keys():
            found += shared_mutable_parts(one[key], other[key], f"{path}[{key!r}]")
    return found


def view_of(engine: Engine[Any, Any], seat: int) -> dict[str, Any]:
    """Everything a seat is shown of a game: its observation, and who must decide now (a
    screen shows that too, and a flow that waits on a hidden hand would leak it)."""
    return {
        "observation": engine.observation(seat).model_dump(),
        "decider": engine.decider(),
        "over": engine.is_over(),
    }
