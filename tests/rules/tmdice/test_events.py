"""Every event's data is typed (game/rules/tmdice/events.py): in whole games with every
variant, each event's kind is listed in EVENT_DATA and its public data has exactly the fields
of that kind's TypedDict, of the right types; secrets only where EVENT_SECRET says."""

from __future__ import annotations

from typing import Any, get_type_hints

import pytest
from pydantic import TypeAdapter
from tmdice_helpers import new_game

from game.rules.core import Event, Rng
from game.rules.tmdice.events import EVENT_DATA, EVENT_SECRET, DieRolled, read

# one adapter per field of each kind (pydantic reads typing.TypedDict only from Python 3.12)
FIELDS: dict[str, dict[str, TypeAdapter[Any]]] = {
    kind: {name: TypeAdapter(hint) for name, hint in get_type_hints(shape).items()}
    for kind, shape in EVENT_DATA.items()
}


def _check(event: Event) -> None:
    assert event.kind in EVENT_DATA, f"event kind {event.kind} has no typed data"
    fields = FIELDS[event.kind]
    assert set(event.data) == set(fields), event.kind
    for name, value in event.data.items():
        fields[name].validate_python(value, strict=True)
    if event.secret:
        assert set(event.secret) <= set(get_type_hints(EVENT_SECRET[event.kind])), event.kind


@pytest.mark.parametrize(
    ("players", "seed", "options"),
    [
        (1, 3, {"purple": True, "missions": True, "storage": True}),
        (3, 4, {"purple": True, "missions": True, "storage": True}),
        (4, 5, {"missions": True, "bonus_pile": "001"}),
    ],
)
def test_every_event_carries_its_typed_data__design_events(
    players: int, seed: int, options: dict[str, Any]
) -> None:
    e = new_game(players, seed, **options)
    rng = Rng.from_seed(seed)
    kinds: set[str] = set()
    steps = 0
    while not e.is_over() and steps < 6000:
        for event in e.apply(rng.choice(e.legal_actions())):
            _check(event)
            kinds.add(event.kind)
        steps += 1
    assert e.is_over()
    assert {"die_rolled", "tile_placed", "vp", "final_scores", "turn_started"} <= kinds


def test_read_gives_the_typed_data__design_events() -> None:
    event = Event("die_rolled", {"seat": 1, "colour": "red", "face": "heat"}, reveal=True)
    data = read(event, DieRolled)
    assert (data["seat"], data["colour"], data["face"]) == (1, "red", "heat")
