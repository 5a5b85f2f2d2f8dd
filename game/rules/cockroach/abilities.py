"""Who has which lasting ability now: hero talents, equipment, and the cockroaches' talents.

A cockroach's talent works in the turn of a player whose marker is on it (004: "must be
activated during the player's turn if their marker is on it"), unless that player ignores it
(hero technique 04 for the turn, equipment 05 always), and then for that player only.
Talents 49 and 50 work while their cockroach is in play, whoever fights it; the player
fighting it may still ignore them, for themselves.
Talent 44 is about who may join the cockroach, so it always holds.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.cockroach.content import Cockroach, Effect

if TYPE_CHECKING:
    from game.rules.cockroach.engine import CockroachEngine


def passives(eng: CockroachEngine, seat: int) -> list[tuple[str, Effect]]:
    """(source, effect) of every lasting ability of `seat`: its hero's talent and equipment."""
    s = eng.state
    out: list[tuple[str, Effect]] = []
    if s.heroes[seat]:
        out.append(("talent", eng.c.hero[s.heroes[seat]].talent))
    out.extend((cid, eng.c.card[cid].effect) for cid in s.equipment[seat])
    return out


def _of_kind(
    eng: CockroachEngine, seat: int, kind: str, symbol: str | None
) -> list[tuple[str, Effect]]:
    """`passives` of this kind (and symbol), in the same order. Written out rather than
    filtered from `passives`: the rules ask it many times per action, and most answers are
    empty."""
    s = eng.state
    out: list[tuple[str, Effect]] = []
    hero = s.heroes[seat]
    if hero:
        eff = eng.c.hero[hero].talent
        if eff.kind == kind and (symbol is None or eff.symbol == symbol):
            out.append(("talent", eff))
    cards = eng.c.card
    for cid in s.equipment[seat]:
        eff = cards[cid].effect
        if eff.kind == kind and (symbol is None or eff.symbol == symbol):
            out.append((cid, eff))
    return out


def sources(eng: CockroachEngine, seat: int, kind: str, symbol: str | None = None) -> list[str]:
    """The abilities of `seat` of this kind (and symbol), by source id."""
    return [src for src, _ in _of_kind(eng, seat, kind, symbol)]


def passive_n(eng: CockroachEngine, seat: int, kind: str, symbol: str | None = None) -> int:
    return sum(eff.n for _, eff in _of_kind(eng, seat, kind, symbol))


def fought(eng: CockroachEngine, seat: int) -> Cockroach | None:
    """The cockroach under `seat`'s marker, if any."""
    slot = eng.state.markers[seat]
    return eng.c.roach[eng.state.roaches[slot]] if slot >= 0 else None


def ignores_talent(eng: CockroachEngine, seat: int, roach: str) -> bool:
    s = eng.state
    return (seat == s.current and roach in s.talent_off) or bool(
        sources(eng, seat, "ignore_talent")
    )


def talent(eng: CockroachEngine, kind: str) -> Cockroach | None:
    """The turn player's cockroach if its talent is `kind` and works now."""
    s = eng.state
    if s.phase != "turn":
        return None
    roach = fought(eng, s.current)
    if roach is None or roach.talent.kind != kind or ignores_talent(eng, s.current, roach.id):
        return None
    return roach


def no_special_die(eng: CockroachEngine) -> bool:
    """Talent 49: no player rolls the special die while such a cockroach is in play; only the
    turn player rolls it, so only a turn player who fights it and ignores its talent may."""
    s = eng.state
    mine = s.markers[s.current] if s.phase == "turn" else -1
    return any(
        eng.c.roach[rid].talent.kind == "no_special"
        and not (slot == mine and ignores_talent(eng, s.current, rid))
        for slot, rid in enumerate(s.roaches)
    )


def gains_spoils(eng: CockroachEngine, seat: int) -> bool:
    """Talent 50: no hero gains spoils while such a cockroach is in play, but for a hero who
    fights it and ignores its talent: an ignore silences the talent of the cockroach that
    seat fights, for that seat only (DECISIONS.md)."""
    s = eng.state
    return not any(
        eng.c.roach[rid].talent.kind == "no_spoils"
        and not (s.markers[seat] == slot and ignores_talent(eng, seat, rid))
        for slot, rid in enumerate(s.roaches)
    )


def may_join(eng: CockroachEngine, seat: int, slot: int) -> bool:
    """Talent 44: a cockroach that fights one hero at a time takes no second one."""
    s = eng.state
    if eng.c.roach[s.roaches[slot]].talent.kind != "lone_fighter":
        return True
    return not any(m == slot for p, m in enumerate(s.markers) if p != seat)


def destinations(eng: CockroachEngine, seat: int, exclude: int = -2) -> list[int]:
    """The slots `seat`'s hero may move to (never `exclude`)."""
    return [
        slot
        for slot in range(len(eng.state.roaches))
        if slot != exclude and may_join(eng, seat, slot)
    ]
