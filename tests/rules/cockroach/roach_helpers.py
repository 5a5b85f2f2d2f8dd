"""Positions for the cockroach hunt's rule tests: a real engine whose state is rearranged so
that chosen cockroaches lie in chosen slots, heroes hold chosen cards and the dice show chosen
faces. Cards and cockroaches are moved, never created, so `engine.validate()` still holds.

Dice faces are given as symbol lists; the position's own copy of the content gets those faces
(padded to six with a single star), so a rebalanced dice.json cannot break a rule test.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from typing import Any

from game.rules.cockroach import actions as A
from game.rules.cockroach.engine import CockroachEngine
from game.rules.cockroach.flow import advance, start_turn
from game.rules.core import Event, Match, Rng, Setup, Step, Window

HEROES = ["vanguard", "quartermaster", "scout", "chemist"]
QUIET = ["r39", "r42", "r36", "r45"]


def new_game(
    players: int = 2, seed: int = 0, heroes: Sequence[str] | None = None
) -> CockroachEngine:
    options: dict[str, Any] = {"heroes": list(heroes)} if heroes is not None else {}
    engine, _ = CockroachEngine.new(Setup(game="cockroach", players=players, options=options), seed)
    return engine


def _take_card(engine: CockroachEngine, cid: str) -> None:
    s = engine.state
    for pile in [s.deck, s.display, s.discard, *s.hands, *s.equipment]:
        if cid in pile:
            pile.remove(cid)
            return
    raise AssertionError(f"card {cid} is nowhere")


def _put_roach(engine: CockroachEngine, slot: int, rid: str) -> None:
    s = engine.state
    if s.roaches[slot] == rid:
        return
    for pile in (s.roach_deck, s.removed, s.roaches, s.gone):
        if rid in pile:
            i = pile.index(rid)
            pile[i], s.roaches[slot] = s.roaches[slot], rid
            return
    raise AssertionError(f"cockroach {rid} is nowhere")


def position(
    players: int = 2,
    *,
    heroes: Sequence[str] | None = None,
    current: int = 0,
    roaches: Mapping[int, str] | None = None,
    wounds: Mapping[int, int] | None = None,
    markers: Sequence[int] | None = None,
    hands: Mapping[int, Sequence[str]] | None = None,
    equipment: Mapping[int, Sequence[str]] | None = None,
    display: Sequence[str] | None = None,
    vp: Sequence[int] | None = None,
    stars: Sequence[int] | None = None,
    hurts: Sequence[int] | None = None,
    seed: int = 0,
) -> CockroachEngine:
    """A game at the start of `current`'s turn (the turn_start window, before the roll).
    Hands default to empty (so no window asks anyone); markers default to slot = seat."""
    engine = new_game(players, seed, heroes or HEROES[:players])
    rng = Rng.from_seed(seed)
    while engine.state.phase == "setup":
        engine.apply(rng.choice(engine.legal_actions()))
    s = engine.state
    s.flow.frames = []
    for seat in range(players):  # every starting card back to the deck: hands as asked
        s.deck.extend(s.hands[seat])
        s.hands[seat] = []
    # Quiet cockroaches by default: their talents act only on dangers with the special die or
    # support cards (39, 45) or at the end of a turn (42, 36).
    asked = dict(roaches or {})
    spare = iter(r for r in [*QUIET, "r37", "r38"] if r not in asked.values())
    chosen = {slot: asked.get(slot) or next(spare) for slot in range(players)}
    for slot, rid in chosen.items():
        _put_roach(engine, slot, rid)
    for slot, n in (wounds or {}).items():
        s.wounds[slot] = n
        s.supply_injuries -= n
    s.markers = list(markers) if markers is not None else list(range(players))
    for seat, cards in (hands or {}).items():
        for cid in cards:
            _take_card(engine, cid)
            s.hands[seat].append(cid)
    for seat, cards in (equipment or {}).items():
        for cid in cards:
            _take_card(engine, cid)
            s.equipment[seat].append(cid)
    if display is not None:
        s.deck.extend(s.display)
        s.display = []
        for cid in display:
            _take_card(engine, cid)
            s.display.append(cid)
    for field, values, supply in (
        ("vp", vp, "supply_vp"),
        ("stars", stars, "supply_stars"),
        ("hurts", hurts, "supply_injuries"),
    ):
        if values is not None:
            setattr(s, field, list(values))
            setattr(s, supply, getattr(s, supply) - sum(values))
    events: list[Event] = []
    start_turn(engine, current, events)
    advance(engine, events)
    engine._legal = None
    engine.validate()
    return engine


def set_faces(engine: CockroachEngine, faces: Sequence[Sequence[str]]) -> None:
    """The turn's combat dice show `faces` (die i shows faces[i]); re-rolls draw from the same
    six faces (padded with single stars)."""
    c = copy.copy(engine.c)
    table = [list(f) for f in faces] + [["star"]] * max(0, 6 - len(faces))
    c.combat_faces = table
    engine.c = c
    s = engine.state
    s.dice = list(range(len(faces)))
    s.spent = [[] for _ in faces]
    s.rolled = True
    engine._legal = None


def pass_until(engine: CockroachEngine, kind: str) -> None:
    """Everyone passes (and the turn player ends spending) until a step of `kind` or a window
    of that moment is on top."""
    for _ in range(500):
        top = engine.state.flow.top()
        if isinstance(top, Step) and top.kind == kind:
            return
        if isinstance(top, Window) and top.moment == kind:
            return
        if engine.is_over():
            raise AssertionError(f"the game ended before {kind}")
        legal = engine.legal_actions()
        pick = next((a for a in legal if isinstance(a, A.Pass | A.EndSpending)), legal[0])
        engine.apply(pick)
    raise AssertionError(f"never reached {kind}")


def at_spend(faces: Sequence[Sequence[str]] = (("star",),), **kwargs: Any) -> CockroachEngine:
    """A game at the spending step of `current`, its dice showing `faces`."""
    engine = position(**kwargs)
    pass_until(engine, "spend")
    set_faces(engine, faces)
    return engine


def kinds(events: Sequence[Event]) -> list[str]:
    return [e.kind for e in events]


def play(engine: CockroachEngine, actions: Sequence[Any]) -> list[Event]:
    out: list[Event] = []
    for action in actions:
        out.extend(engine.apply(action))
    return out


def random_game(players: int, seed: int, check: bool = False) -> tuple[CockroachEngine, list[Any]]:
    engine = new_game(players, seed)
    rng = Rng.from_seed(seed + 99)
    taken: list[Any] = []
    while not engine.is_over() and len(taken) < 20_000:
        action = rng.choice(engine.legal_actions())
        engine.apply(action)
        taken.append(action)
        if check:
            engine.validate()
    return engine, taken


def match_at(engine: CockroachEngine) -> Match:
    """A Match (undo, replay) that starts from this position instead of a fresh deal."""
    start = engine.clone()

    class FromPosition(CockroachEngine):
        @classmethod
        def new(cls, setup: Setup, seed: int) -> tuple[CockroachEngine, list[Event]]:
            game = start.clone()
            game.__class__ = cls
            return game, []

    return Match(FromPosition, Setup(game="cockroach", players=engine.state.players), 0)


__all__ = ["A", "CockroachEngine", "Rng", "Step", "Window"]


def pass_windows(engine: CockroachEngine) -> list[Event]:
    """Everyone asked passes until no window is on top."""
    out: list[Event] = []
    while isinstance(engine.state.flow.top(), Window):
        out.extend(engine.apply(A.Pass()))
    return out


S, SS, V, D = ["star"], ["star", "star"], ["serum"], ["danger"]
HURT = ["injury"]
