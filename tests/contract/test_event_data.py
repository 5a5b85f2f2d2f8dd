"""Every event's data is typed (DESIGN.md, the rules contract: "every rule effect is recorded
as an event"; issue 11, point 6: "event data for the kinds the UI reads is typed"): each
registered game lists a TypedDict per event kind in its rules package's `events` module
(`EVENT_DATA`, and `EVENT_SECRET` for the secrets), and in whole games played by random bots
every event carries exactly the fields of its kind, of the right types.

(No `from __future__ import annotations`: Python 3.11 reads `NotRequired` only from evaluated
annotations.)"""

import importlib
from collections.abc import Mapping
from functools import cache
from types import ModuleType
from typing import Any, NotRequired, TypedDict, get_type_hints

from contract_helpers import EVERY_GAME, default_options, player_counts
from pydantic import TypeAdapter

from game.games import GameDescriptor
from game.rules.core import Event, Rng, Setup
from game.rules.core.events import emit, read, read_secret, seat_named, turn_number

GAMES_PLAYED = 2  # whole games per player count


def events_module(info: GameDescriptor) -> ModuleType:
    """The `events` module of the game's rules package (beside its engine)."""
    package = info.engine.split(":")[0].rsplit(".", 1)[0]
    return importlib.import_module(f"{package}.events")


@cache
def _fields(shape: type) -> dict[str, TypeAdapter[Any]]:
    return {name: TypeAdapter(hint) for name, hint in get_type_hints(shape).items()}


def shape_errors(values: dict[str, Any], shape: type, what: str) -> list[str]:
    """What is wrong with `values` as the TypedDict `shape` (nothing: [])."""
    fields = _fields(shape)
    required: frozenset[str] = getattr(shape, "__required_keys__", frozenset(fields))
    errors = [f"{what} lacks '{name}'" for name in sorted(required - set(values))]
    errors += [
        f"{what} has '{name}', not in its shape" for name in sorted(set(values) - set(fields))
    ]
    for name, value in values.items():
        if name in fields:
            try:
                fields[name].validate_python(value, strict=True)
            except ValueError:
                errors.append(f"{what}: '{name}' = {value!r} is not {shape.__name__}'s type")
    return errors


def event_errors(event: Event, data: Mapping[str, type], secret: Mapping[str, type]) -> list[str]:
    if event.kind not in data:
        return [f"event kind '{event.kind}' has no typed data"]
    errors = shape_errors(event.data, data[event.kind], f"'{event.kind}' data")
    if event.secret:
        if event.kind not in secret:
            errors.append(f"'{event.kind}' has a secret, and no shape for it")
        else:
            errors += shape_errors(event.secret, secret[event.kind], f"'{event.kind}' secret")
    return errors


def whole_game_events(info: GameDescriptor, setup: Setup, seed: int) -> list[Event]:
    engine, events = info.engine_cls().new(setup, seed)
    rng = Rng.from_seed(seed ^ 0xE7E7)
    out = list(events)
    steps = 0
    while not engine.is_over() and steps < 20_000:
        out.extend(engine.apply(rng.choice(engine.legal_actions())))
        steps += 1
    assert engine.is_over()
    return out


@EVERY_GAME
def test_every_event_of_whole_games_carries_its_typed_data(info: GameDescriptor) -> None:
    module = events_module(info)
    data: dict[str, type] = module.EVENT_DATA
    secret: dict[str, type] = getattr(module, "EVENT_SECRET", {})
    assert set(secret) <= set(data)
    errors: set[str] = set()
    kinds: set[str] = set()
    options = default_options(info) | {o.name: o.choices[-1][0] for o in info.options[:1]}
    for players in player_counts(info):
        for seed in range(GAMES_PLAYED):
            setup = Setup(game=info.game_id, players=players, options=options)
            for event in whole_game_events(info, setup, 100 + seed):
                kinds.add(event.kind)
                errors.update(event_errors(event, data, secret))
    assert not errors, "\n".join(sorted(errors))
    assert len(kinds) >= len(data) // 2, f"few kinds seen: {sorted(kinds)}"


def test_the_checker_finds_a_missing_a_stray_and_a_mistyped_field() -> None:
    class Shape(TypedDict):
        player: int
        card: NotRequired[str]

    shapes = {"drawn": Shape}
    good = emit("drawn", {"player": 1}, secret={"player": 1}, secret_to=(1,))
    assert event_errors(good, shapes, {"drawn": Shape}) == []
    assert event_errors(emit("drawn", {"player": 1, "card": "x"}), shapes, {}) == []
    assert event_errors(emit("drawn", {"card": "x"}), shapes, {}) == ["'drawn' data lacks 'player'"]
    assert event_errors(emit("drawn", {"player": 1, "n": 2}), shapes, {}) == [
        "'drawn' data has 'n', not in its shape"
    ]
    assert event_errors(emit("drawn", {"player": "1"}), shapes, {}) == [
        "'drawn' data: 'player' = '1' is not Shape's type"
    ]
    assert event_errors(good, shapes, {}) == ["'drawn' has a secret, and no shape for it"]
    assert event_errors(emit("other", {}), shapes, {}) == ["event kind 'other' has no typed data"]


def test_read_and_read_secret_give_the_typed_data() -> None:
    event = emit("drawn", {"player": 2}, secret={"card": "c1"}, secret_to=(2,), reveal=True)
    assert read(event, dict)["player"] == 2
    assert read_secret(event, dict) == {"card": "c1"}
    assert read_secret(event.seen_by(0), dict) is None  # another seat sees no secret
    assert read_secret(event.seen_by(2), dict) == {"card": "c1"}


@EVERY_GAME
def test_turn_events_fit_the_shapes_screens_share(info: GameDescriptor) -> None:
    """The shared table and the replay read every game's `turn_ended` (whose turn ended: its
    `seat` or `player`) and `turn_started` (the game's turn number) through core's `SeatNamed`
    and `TurnNumbered`: each game's shapes of those kinds must carry those fields as ints."""
    data: dict[str, type] = events_module(info).EVENT_DATA
    ended = get_type_hints(data["turn_ended"])
    named = [field for field in ("seat", "player") if field in ended]
    assert len(named) == 1, f"turn_ended names its seat once, as seat or player: {ended}"
    assert ended[named[0]] is int
    assert get_type_hints(data["turn_started"]).get("turn") is int


def test_seat_named_and_turn_number_read_either_games_fields() -> None:
    assert seat_named(emit("turn_ended", {"seat": 2, "turn": 7})) == 2
    assert seat_named(emit("turn_ended", {"player": 1})) == 1
    assert seat_named(emit("tile_placed", {"seat": -1, "tile": "ocean", "area": 3})) == -1
    assert seat_named(emit("game_end", {})) is None
    assert turn_number(emit("turn_started", {"player": 0, "turn": 12})) == 12
