"""The revealed observation (issue 18 point 1: a finished game's replay "with everything
revealed"): `revealed_observation(seat)` is `observation(seat)` with every other seat's
secrets shown too. It must show whatever any seat's own observation shows, and asking for it
must change nothing (not the game, not any seat's observation).

Two checks, generic over the registry:

- laid out as seat p's observation, the revealed one shows all that observation(p) shows: a
  value p sees is there unchanged; where p sees nothing (None: hidden; False: a flag saying
  p does not know, such as a face-down tile p has not looked at; an empty list, such as the
  corporations another seat is choosing from) it may show more;
- whenever two worlds that differ only in what some seat q has not seen (built by the
  engine's `determinize` and by the game's adapter) look different to any seat p, they look
  different in the revealed observation too, whichever seat it is laid out around: p's
  secrets (its hand, the tile it looked at) are in everybody's revealed observation.
"""

from __future__ import annotations

from typing import Any

from contract_adapters import other_worlds
from contract_helpers import EVERY_GAME, WALKS, Start, deep_mutate, snapshot, starts, walk
from hypothesis import given
from hypothesis import strategies as st

from game.games import GameDescriptor


def shows_all_of(revealed: Any, seen: Any, path: str = "observation") -> list[str]:
    """The paths where `seen` (one seat's observation, dumped) shows something `revealed` (laid
    out the same way) does not; [] when the revealed one shows it all."""
    if seen is None or seen is False or seen == []:
        return []
    if isinstance(seen, dict):
        if not isinstance(revealed, dict):
            return [path]
        return [
            miss
            for key, value in seen.items()
            for miss in (
                shows_all_of(revealed[key], value, f"{path}.{key}")
                if key in revealed
                else [f"{path}.{key}"]
            )
        ]
    if isinstance(seen, list):
        if not isinstance(revealed, list) or len(revealed) != len(seen):
            return [path]
        return [
            miss
            for i, (big, small) in enumerate(zip(revealed, seen, strict=True))
            for miss in shows_all_of(big, small, f"{path}[{i}]")
        ]
    return [] if revealed == seen else [path]


def test_shows_all_of_finds_what_is_missing() -> None:
    """The comparison itself: more is fine where the seat sees nothing, less is not."""
    seen = {"fortune": [5, None], "inspected": [False], "hand": ["a"], "options": []}
    more = {"fortune": [5, 9], "inspected": [True], "hand": ["a"], "options": ["b", "c"]}
    assert shows_all_of(more, seen) == []
    less = {"fortune": [None, 9], "inspected": [True], "hand": [], "options": []}
    assert shows_all_of(less, seen) == ["observation.fortune[0]", "observation.hand"]


@EVERY_GAME
@WALKS
@given(data=st.data())
def test_the_revealed_observation_shows_all_each_seat_sees(
    info: GameDescriptor, data: st.DataObject
) -> None:
    """Laid out around seat p, the revealed observation holds p's observation whole."""
    start: Start = data.draw(starts(info, max_steps=250))
    for engine, _, _ in walk(start):
        for seat in range(start.setup.players):
            seen = engine.observation(seat).model_dump()
            revealed = engine.revealed_observation(seat).model_dump()
            assert shows_all_of(revealed, seen) == [], engine.decider()


@EVERY_GAME
@WALKS
@given(data=st.data())
def test_every_seat_s_secrets_are_in_the_revealed_observation(
    info: GameDescriptor, data: st.DataObject
) -> None:
    """Two worlds that differ only in what seat q has not seen: if any seat p can tell them
    apart, the revealed observation (around any seat) can too."""
    start: Start = data.draw(starts(info, max_steps=250))
    players = range(start.setup.players)
    for engine, _, rng in walk(start):
        revealed = [engine.revealed_observation(r).model_dump() for r in players]
        for q in players:
            for way, build in other_worlds(info.game_id):
                other = build(engine, q, rng.fork())
                told_apart = [
                    p
                    for p in players
                    if other.observation(p).model_dump() != engine.observation(p).model_dump()
                ]
                if not told_apart:
                    continue
                for r in players:
                    assert other.revealed_observation(r).model_dump() != revealed[r], (
                        f"seat {told_apart[0] + 1} tells the worlds apart, the revealed "
                        f"observation around seat {r + 1} does not ({way})"
                    )


@EVERY_GAME
@WALKS
@given(data=st.data())
def test_revealing_changes_nothing(info: GameDescriptor, data: st.DataObject) -> None:
    """Asking for the revealed observation leaves the game and every seat's observation as
    they were, and the revealed observation shares nothing with them: changing it changes
    neither."""
    start: Start = data.draw(starts(info, max_steps=250))
    players = start.setup.players
    for engine, _, _ in walk(start):
        before = snapshot(engine, players)
        for seat in range(players):
            deep_mutate(engine.revealed_observation(seat))
        assert snapshot(engine, players) == before
