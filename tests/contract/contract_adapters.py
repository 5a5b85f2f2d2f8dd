"""Per-game adapters: another arrangement of what one seat has not seen.

The hidden-information contract compares two worlds that differ only in what a seat cannot
see. The public protocol gives one way to build the second world, `determinize(seat, rng)`;
but a world built by the engine's own sampler cannot catch a part that the sampler forgets to
hide. So a game whose hidden parts the suite knows gets an adapter here that rearranges them
by a different road: it permutes the true hidden order in place, keeping everything the seat
can see. A game without an adapter is tested through `determinize` alone.

An adapter reads and writes the engine's state directly: it is test code that knows where a
game keeps its secrets, and the only place in the suite that does. It uses the state model
and the content only, never the engine's modules (which are being split by job).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.rules.core import Engine, Rng
from game.rules.digmars.content import tiles

Reshuffle = Callable[[Engine[Any, Any], int, Rng], Engine[Any, Any]]
Adapter = Callable[[Engine[Any, Any], int, Rng, bool], Engine[Any, Any]]


def _permute_digmars(
    engine: Engine[Any, Any], seat: int, rng: Rng, reseed: bool
) -> Engine[Any, Any]:
    """Dig Mars: the face-down tiles `seat` has not inspected change places. A face-down top
    shows its digging difficulty, so tops swap only with tops of the same difficulty; the
    tiles under the tops swap among themselves. Other seats' private looks follow their
    squares, and the chance to come is re-seeded if `reseed`."""
    dig = [tile.dig for tile in tiles()]
    world = engine.clone()
    s = world.state
    known = set(s.inspected[seat])
    tops: dict[int, list[int]] = {}  # digging difficulty -> squares with such a hidden top
    under: list[tuple[int, int]] = []
    for q, stack in enumerate(s.stacks):
        for depth, tile_id in enumerate(stack):
            if tile_id in known:
                continue
            if depth == len(stack) - 1:
                if not s.face_up[q]:
                    tops.setdefault(dig[tile_id], []).append(q)
            else:
                under.append((q, depth))
    renamed: dict[int, int] = {}
    for squares in tops.values():
        moved = [s.stacks[q][-1] for q in squares]
        rng.shuffle(moved)
        for q, tile_id in zip(squares, moved, strict=True):
            renamed[s.stacks[q][-1]] = tile_id
            s.stacks[q][-1] = tile_id
    moved = [s.stacks[q][d] for q, d in under]
    rng.shuffle(moved)
    for (q, d), tile_id in zip(under, moved, strict=True):
        s.stacks[q][d] = tile_id
    for other in range(s.players):
        if other != seat:
            s.inspected[other] = [renamed.get(t, t) for t in s.inspected[other]]
    if reseed:
        s.rng = rng.fork()
    return world


def _permute_tmdice(
    engine: Engine[Any, Any], seat: int, rng: Rng, reseed: bool
) -> Engine[Any, Any]:
    """TM Dice: the deck and the other hands are dealt again from the same cards (sizes
    kept); the corporations `seat` cannot see are renamed among themselves; the bonus pile is
    swapped with the box unless `seat` has looked through it; the mission deck is reordered;
    the chance to come is re-seeded if `reseed`."""
    world = engine.clone()
    s = world.state
    others = [p for p in range(s.players) if p != seat]
    cards = s.deck + [c for p in others for c in s.players_state[p].hand]
    rng.shuffle(cards)
    for p in others:
        size = len(s.players_state[p].hand)
        s.players_state[p].hand, cards = cards[:size], cards[size:]
    s.deck = cards
    # Corporations: before the reveal every corporation not dealt to `seat` is unseen; after
    # it, only those nobody chose (a returned one, or one never dealt).
    revealed = not (s.phase == "setup" and s.step == "corps")
    seen = set(s.players_state[seat].corp_dealt)
    if revealed:
        seen |= {p.corp for p in s.players_state if p.corp is not None}
    # the corporations of this game (a module such as Colonies adds its own to the deal)
    in_game = set(s.corp_box).union(*(ps.corp_dealt for ps in s.players_state))
    hidden = sorted(c for c in in_game if c not in seen)
    renamed = dict(zip(hidden, _shuffled(hidden, rng), strict=True))
    for p in others:
        ps = s.players_state[p]
        ps.corp_dealt = [renamed.get(c, c) for c in ps.corp_dealt]
        ps.corp_options = [renamed.get(c, c) for c in ps.corp_options]
        if ps.corp is not None:
            ps.corp = renamed.get(ps.corp, ps.corp)
    s.corp_box = [renamed.get(c, c) for c in s.corp_box]
    if seat not in s.bonus_seen:
        bonus = s.bonus_pile + s.bonus_box
        rng.shuffle(bonus)
        size = len(s.bonus_pile)
        s.bonus_pile, s.bonus_box = bonus[:size], bonus[size:]
    rng.shuffle(_mission_deck(s))
    if reseed:
        s.rng = rng.fork()
    return world


def _mission_deck(s: Any) -> list[str]:
    """The 001 mission deck, in the state itself or, once missions are a plug-in module, in
    that module's state (an empty list when missions are not played)."""
    if hasattr(s, "mission_deck"):
        deck: list[str] = s.mission_deck
        return deck
    module = getattr(s, "modules", {}).get("missions")
    return module.deck if module is not None else []


def _shuffled(items: list[str], rng: Rng) -> list[str]:
    out = list(items)
    rng.shuffle(out)
    return out


ADAPTERS: dict[str, Adapter] = {
    "digmars": _permute_digmars,
    "tmdice": _permute_tmdice,
}


def _by_determinize(engine: Engine[Any, Any], seat: int, rng: Rng) -> Engine[Any, Any]:
    return engine.determinize(seat, rng)


def other_worlds(game_id: str, same_chance: bool = False) -> list[tuple[str, Reshuffle]]:
    """The ways to build a world that differs from the true one only in what a seat has not
    seen: the engine's own `determinize`, and the game's adapter if it has one. With
    `same_chance`, only worlds whose chance to come is the true one's (the adapter's): there,
    the same roll gives the same face in both worlds."""
    adapter = ADAPTERS.get(game_id)
    ways: list[tuple[str, Reshuffle]] = [] if same_chance else [("determinize", _by_determinize)]
    if adapter is not None:
        ways.append(
            ("adapter", lambda engine, seat, rng: adapter(engine, seat, rng, not same_chance))
        )
    return ways
