"""Who answers when something happens: the triggers of cards, corporations and bonus cards
("whenever you / any player ..."), then the modules (missions count their parts here)."""

from __future__ import annotations

from game.rules.core import Event
from game.rules.tmdice.events import Triggered, emit
from game.rules.tmdice.modules.registry import active
from game.rules.tmdice.state import Pending, TMState
from game.rules.tmdice.tables import TRIGGER_SOURCES, TRIGGERS


def fire(s: TMState, key: str, seat: int, ev: list[Event]) -> None:
    """`seat` did `key` (an EventKey of the content): every matching trigger of every player
    queues its gain for its owner; then each module in play hears of it."""
    listening = TRIGGER_SOURCES.get(key, frozenset())
    for owner, p in enumerate(s.players_state if listening else ()):
        sources: list[str] = [p.corp] if p.corp else []
        sources.extend(p.played)
        sources.extend(p.bonus)
        if listening.isdisjoint(sources):  # most seats hold nothing that hears `key`
            continue
        for src in sources:
            for t in TRIGGERS.get(src, ()):
                if t.on == key and (t.who == "any" or owner == seat):
                    ev.append(emit("triggered", Triggered(seat=owner, card=src, on=key)))
                    s.pending.append(
                        Pending(kind="effects", seat=owner, source="cards", effects=list(t.gain))
                    )
    if s.modules:
        for module in active(s):
            module.on_event(s, key, seat, ev)
