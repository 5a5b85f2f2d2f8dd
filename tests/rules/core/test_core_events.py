"""Events (DESIGN.md, "The rules contract": every rule effect is an event; hidden information
is explicit)."""

from __future__ import annotations

from game.rules.core import Event, event


def test_public_event_is_the_same_for_everyone() -> None:
    e = event("tile_flipped", player=0, square=3)
    assert e.data == {"player": 0, "square": 3}
    assert not e.reveal and not e.secret
    assert e.seen_by(0) is e and e.seen_by(2) is e and e.seen_by(None) is e


def test_secret_is_seen_only_by_its_players() -> None:
    e = Event("inspected", {"player": 1, "square": 5}, {"tile": 17}, secret_to=(1, 3), reveal=True)
    assert e.seen_by(1).secret == {"tile": 17}
    assert e.seen_by(3).secret == {"tile": 17}
    for other in (0, 2, None):
        stripped = e.seen_by(other)
        assert stripped.secret == {}
        assert stripped.data == {"player": 1, "square": 5}
        assert stripped.kind == "inspected" and stripped.reveal
    assert e.secret == {"tile": 17}  # stripping makes a copy; the record keeps the secret
