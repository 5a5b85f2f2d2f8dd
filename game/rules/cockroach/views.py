"""What a seat may see (observation), worlds a bot may imagine (determinize), and the
invariants a game must keep (validate)."""

from __future__ import annotations

from copy import deepcopy
from typing import TYPE_CHECKING, TypeVar

from game.rules.cockroach import abilities as ab
from game.rules.cockroach import dice
from game.rules.cockroach.injuries import injuries_now
from game.rules.cockroach.state import FrameView, RoachObservation, SlotView
from game.rules.core import Play, Rng, Step, Window
from game.rules.core.errors import RulesError

if TYPE_CHECKING:
    from game.rules.cockroach.engine import CockroachEngine

#: The engine class (or a subclass): a world is of the class of the engine it comes from.
E = TypeVar("E", bound="CockroachEngine")

# Choice steps whose data only their own seat may see (cards looked at privately).
PRIVATE = {"pick_roach", "keep_card"}


def _frames(eng: CockroachEngine, player: int, everyone: bool) -> list[FrameView]:
    out: list[FrameView] = []
    for f in eng.state.flow.frames:
        if isinstance(f, Window):
            out.append(FrameView(type="window", kind=f.moment, seat=f.asked()))
        elif isinstance(f, Play):
            out.append(FrameView(type="play", kind=f.card, seat=f.seat, data=deepcopy(f.args)))
        elif f.kind in PRIVATE and f.seat != player and not everyone:
            out.append(FrameView(type="step", kind=f.kind, seat=f.seat))
        else:
            # A copy all the way down: a screen may change what it is given, never the game.
            out.append(FrameView(type="step", kind=f.kind, seat=f.seat, data=deepcopy(f.data)))
    return out


def used_marks(eng: CockroachEngine) -> list[str]:
    """The turn player's once-a-turn abilities used this turn: those the turn records, and
    each extra symbol (hero talent 04, equipment 07 and 08) once that many of its symbol
    were spent past what was gained otherwise (extras are spent before any die)."""
    s = eng.state
    used = list(s.used)
    for symbol, spent in s.extra_spent.items():
        left = spent - s.gained.get(symbol, 0)
        for src, effect in ab.passives(eng, s.current):
            if effect.kind != "extra_symbol" or effect.symbol != symbol or left <= 0:
                continue
            if src not in used:
                used.append(src)
            left -= effect.n
    return used


def observation(eng: CockroachEngine, player: int, everyone: bool = False) -> RoachObservation:
    """What `player` may see; with `everyone`, laid out the same way, what any seat may see:
    every hand (`hands`) and the cards a seat is privately looking at (the replay's everything
    revealed). The decks' order stays hidden even then."""
    s = eng.state
    turn = s.phase == "turn"
    return RoachObservation(
        seat=player,
        players=s.players,
        phase=s.phase,
        current=s.current,
        first=s.first,
        decider=eng.decider(),
        heroes=list(s.heroes),
        hand=list(s.hands[player]),
        hand_sizes=[len(h) for h in s.hands],
        hands=[list(h) for h in s.hands] if everyone else None,
        equipment=[list(e) for e in s.equipment],
        display=list(s.display),
        deck_size=len(s.deck),
        discard=list(s.discard),
        roach_deck_size=len(s.roach_deck),
        removed=len(s.removed),
        roaches=[SlotView(slot=i, roach=r, wounds=s.wounds[i]) for i, r in enumerate(s.roaches)],
        gone=list(s.gone),
        markers=list(s.markers),
        vp=list(s.vp),
        stars=list(s.stars),
        hurts=list(s.hurts),
        slain=[list(x) for x in s.slain],
        supply_stars=s.supply_stars,
        supply_injuries=s.supply_injuries,
        supply_vp=s.supply_vp,
        rolled=s.rolled,
        skipped=s.skipped,
        inflicted=s.inflicted,
        dice=list(s.dice),
        spent=[list(x) for x in s.spent],
        special=s.special,
        special_spent=list(s.special_spent),
        available={sym: dice.available(eng, sym) for sym in dice.SPENDABLE} if turn else {},
        dangers=dice.dangers(eng) if turn else 0,
        injuries=injuries_now(eng) if turn else 0,
        used=used_marks(eng) if turn else list(s.used),
        ignored=list(s.ignored),
        talent_off=list(s.talent_off),
        toll_paid=s.toll_paid,
        marks=[list(x) for x in s.marks],
        flow=_frames(eng, player, everyone),
        turns=s.turns,
        out_of_turn=s.out_of_turn,
        winners=list(s.winners),
        end_reason=s.end_reason,
    )


def determinize(eng: E, player: int, rng: Rng) -> E:
    """A world consistent with what `player` has seen: the other hands, the support deck and
    the cards another seat is privately looking at are dealt again from those same cards; the
    cockroach deck and the cockroaches set aside likewise; the chance to come is re-seeded.
    Sizes stay as they are (they are public)."""
    world = eng.clone()
    s = world.state
    private = [
        f for f in s.flow.frames if isinstance(f, Step) and f.kind in PRIVATE and f.seat != player
    ]
    looked = [f for f in private if f.kind == "keep_card"]
    cards = [c for p in range(s.players) if p != player for c in s.hands[p]] + list(s.deck)
    cards += [c for f in looked for c in f.data["options"]]
    # Sorted first: the sample depends on the rng and on what the seat has seen only.
    cards.sort()
    rng.shuffle(cards)
    squads = [c for c in cards if eng.c.card[c].type == "squad"]
    for p in range(s.players):  # a hand only ever holds squads
        if p != player:
            k = len(s.hands[p])
            s.hands[p], squads = squads[:k], squads[k:]
    dealt = {c for p in range(s.players) if p != player for c in s.hands[p]}
    cards = [c for c in cards if c not in dealt]
    for f in looked:
        k = len(f.data["options"])
        f.data["options"], cards = cards[:k], cards[k:]
    s.deck = cards
    looking_at_roaches = any(
        isinstance(f, Step) and f.kind == "pick_roach" and f.seat == player for f in s.flow.frames
    )
    if not looking_at_roaches:  # squad 30 shows the seat the whole deck: then it is known
        roaches = sorted(s.roach_deck + s.removed)
        rng.shuffle(roaches)
        k = len(s.removed)
        s.removed, s.roach_deck = roaches[:k], roaches[k:]
    for f in private:
        if f.kind == "pick_roach":
            f.data["options"] = sorted(s.roach_deck)
    s.rng = rng.fork()
    return world


def validate(eng: CockroachEngine) -> None:
    """RulesError on the first broken invariant (tests and save loads use it)."""
    s = eng.state
    c = eng.c
    in_flow = [f.card for f in s.flow.frames if isinstance(f, Play)]
    looking = [
        card
        for f in s.flow.frames
        if isinstance(f, Step) and f.kind == "keep_card"
        for card in f.data["options"]
    ]
    cards = (
        [x for h in s.hands for x in h]
        + [x for e in s.equipment for x in e]
        + s.deck
        + s.display
        + s.discard
        + in_flow
        + looking
    )
    if s.phase != "setup" and sorted(cards) != sorted(c.card_ids):
        raise RulesError("A support card is missing or doubled.")
    roaches = s.roach_deck + s.removed + s.roaches + s.gone
    if s.roaches and sorted(roaches) != sorted(c.roach_ids):
        raise RulesError("A cockroach is missing or doubled.")
    if s.supply_stars + sum(s.stars) != c.supply.stars:
        raise RulesError("A star counter was created or lost.")
    if s.supply_injuries + sum(s.hurts) + sum(s.wounds) != c.supply.injury_value():
        raise RulesError("An injury counter was created or lost.")
    given = sum(s.vp)
    if s.supply_vp + given != c.supply.vp_value():
        raise RulesError("A victory point counter was created or lost.")
    if min([s.supply_stars, s.supply_injuries, s.supply_vp, *s.vp, *s.stars, *s.hurts]) < 0:
        raise RulesError("A counter went below zero.")
