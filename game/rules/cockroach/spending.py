"""The turn player's spending (004, "Spend Stars and Serums ... in any order"): the special
die, the hero's technique, acquiring support cards, and the once-a-turn abilities that use the
dice (re-roll, exchange), the toll of talent 48 and the injury counters held as spoils.

Once-a-turn discounts (equipment 13, 14) apply by themselves the first time they can: a lower
price is never worse for the player.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.rules.cockroach import abilities as ab
from game.rules.cockroach import actions as A
from game.rules.cockroach import dice
from game.rules.cockroach.changes import draw, move_marker, reroll, take_card
from game.rules.cockroach.content import Cost, Effect
from game.rules.cockroach.effects import play_squad
from game.rules.cockroach.events import (
    Card,
    CardDrawn,
    DiceLocked,
    Exchanged,
    PlayerAmount,
    PlayerCard,
    TechniqueUsed,
    TollPaid,
)
from game.rules.cockroach.payment import Need, pay, ways_to_pay
from game.rules.core import Event, Step
from game.rules.core.events import emit

if TYPE_CHECKING:
    from game.rules.cockroach.engine import CockroachEngine

_SPECIAL = A.RollSpecial()
_TOLL = A.PayToll()
_USE = A.UseInjuries()
_TO_INJURY = A.Exchange("injury")
_TO_STAR = A.Exchange("star")
# a re-roll of each combat die (the content allows 10 at most), made once: actions are values
_REROLL = tuple(A.Reroll(d) for d in range(10))


def _reroll(die: int) -> A.Reroll:
    return _REROLL[die] if die < len(_REROLL) else A.Reroll(die)


def _unused(eng: CockroachEngine, kind: str) -> str | None:
    """A source of a once-a-turn ability of the turn player not used yet this turn."""
    s = eng.state
    for src in ab.sources(eng, s.current, kind):
        if src not in s.used:
            return src
    return None


def price(eng: CockroachEngine, cost: Cost, discount: str) -> tuple[int, int, str | None]:
    """(stars, serums, discount source used) for a cost, with a once-a-turn discount."""
    return _priced(eng, cost, _unused(eng, discount) if cost.stars else None)


def _priced(eng: CockroachEngine, cost: Cost, src: str | None) -> tuple[int, int, str | None]:
    """`price` with the discount's source (if any) already found."""
    cut = eng.c.card[src].effect.n if src else 0
    return max(0, cost.stars - cut), cost.serums, src


def technique_plays(eng: CockroachEngine, have: tuple[int, int]) -> list[A.Action]:
    """The technique's plays, given the (stars, serums) the turn player has."""
    s = eng.state
    p = s.current
    hero = eng.c.hero[s.heroes[p]]
    stars, serums, _ = price(eng, hero.technique_cost, "discount_technique")
    if have[0] < stars or have[1] < serums:
        return []
    return TECHNIQUE_TARGETS[hero.technique.kind](eng, p, hero.technique)


def spend_actions(eng: CockroachEngine) -> list[A.Action]:
    s = eng.state
    p = s.current
    out: list[A.Action] = []
    if s.skipped or not s.rolled:
        return out
    have = (dice.available(eng, "star"), dice.available(eng, "serum"))
    # The special die's own serums cannot pay for rolling it: spending them locks it.
    # (`available` without them, the dice being rolled here.)
    serums = have[1] - dice.special_left(eng, "serum")
    if serums >= eng.c.dice.special_die_serums and dice.special_allowed(eng):
        out.append(_SPECIAL)
    out.extend(technique_plays(eng, have))
    blocked = ab.talent(eng, "no_acquire_on_danger") is not None and dice.dangers(eng) > 0
    if not blocked:
        discount = _unused(eng, "discount_acquire")  # the same for every card on display
        for cid in s.display:
            cost = eng.c.card[cid].cost
            stars, serums, _ = _priced(eng, cost, discount if cost.stars else None)
            if have[0] >= stars and have[1] >= serums:
                out.append(A.Acquire(cid))
    if _unused(eng, "reroll"):
        out.extend(_reroll(d) for d in dice.rerollable(eng))
    if _unused(eng, "exchange"):
        if have[0]:
            out.append(_TO_INJURY)
        if dice.available(eng, "injury"):
            out.append(_TO_STAR)
    toll = ab.talent(eng, "toll")
    if toll is not None and not s.toll_paid and have[0] >= toll.talent.n:
        out.append(_TOLL)
    if s.hurts[p]:
        out.append(_USE)
    return out


def cost(eng: CockroachEngine, action: A.Action) -> tuple[Need, str | None, bool] | None:
    """What a spending action costs: the symbols, the once-a-turn discount it uses, and
    whether the special die may pay (never for rolling itself); None if it costs nothing.
    (The card an Acquire buys is its `card`.)"""
    s = eng.state
    match action:
        case A.RollSpecial():
            return {"serum": eng.c.dice.special_die_serums}, None, False
        case A.Technique():
            hero = eng.c.hero[s.heroes[s.current]]
            stars, serums, src = price(eng, hero.technique_cost, "discount_technique")
            return {"star": stars, "serum": serums}, src, True
        case A.Acquire():
            stars, serums, src = price(eng, eng.c.card[action.card].cost, "discount_acquire")
            return {"star": stars, "serum": serums}, src, True
        case A.Exchange():
            return {"star" if action.to == "injury" else "injury": 1}, None, True
        case A.PayToll():
            toll = ab.talent(eng, "toll")
            assert toll is not None
            return {"star": toll.talent.n}, None, True
    return None


def spend(eng: CockroachEngine, action: A.Action, events: list[Event]) -> None:
    """Carry out one spending action (already checked legal). One that costs symbols is paid
    first; when the dice it locks are the player's choice (payment.py), a `pay` step asks."""
    s = eng.state
    p = s.current
    priced = cost(eng, action)
    if priced is not None:
        need, src, use_special = priced
        buying = action.card if isinstance(action, A.Acquire) else ""
        ways = ways_to_pay(eng, need, use_special, buying)
        if len(ways) > 1:
            data = {
                "action": A.ACTION_ADAPTER.dump_python(action, mode="json"),
                "ways": [
                    {"dice": list(w.dice), "special": w.special, "counters": w.counters}
                    for w in ways
                ],
            }
            s.flow.push(Step(kind="pay", seat=p, data=data))
            return
        paid(eng, action, ways[0] if ways else None, events)
        return
    match action:
        case A.PlaySquad():
            play_squad(eng, p, action, events)
        case A.Reroll():
            src = _unused(eng, "reroll")
            assert src is not None
            s.used.append(src)
            reroll(eng, [action.die], events)
        case A.UseInjuries():
            s.gained["injury"] = s.gained.get("injury", 0) + s.hurts[p]
            s.supply_injuries += s.hurts[p]
            events.append(emit("injury_counters_used", PlayerAmount(player=p, amount=s.hurts[p])))
            s.hurts[p] = 0
        case _:
            raise AssertionError(f"not a spending action: {action}")


def paid(
    eng: CockroachEngine, action: A.Action, way: A.PayWith | None, events: list[Event]
) -> None:
    """Pay for `action` (by `way`, or the kind way) and carry it out."""
    s = eng.state
    p = s.current
    priced = cost(eng, action)
    assert priced is not None
    need, src, _ = priced
    if src:
        s.used.append(src)
    free = [d for d in range(len(s.dice)) if not s.spent[d]]
    special_free = s.special >= 0 and not s.special_spent
    pay(eng, need, way)
    locked = [d for d in free if s.spent[d]]
    special = special_free and bool(s.special_spent)
    if locked or special:
        events.append(emit("dice_locked", DiceLocked(player=p, dice=locked, special=special)))
    match action:
        case A.RollSpecial():
            events.append(dice.roll_special(eng))
        case A.Technique():
            hero = eng.c.hero[s.heroes[p]]
            events.append(emit("technique_used", TechniqueUsed(player=p, hero=hero.id)))
            TECHNIQUES[hero.technique.kind](eng, p, hero.technique, action, events)
        case A.Acquire():
            acquire(eng, p, action.card, events)
        case A.Exchange():
            exchange = _unused(eng, "exchange")
            assert exchange is not None
            s.used.append(exchange)
            s.gained[action.to] = s.gained.get(action.to, 0) + 1
            events.append(emit("exchanged", Exchanged(player=p, to=action.to)))
        case A.PayToll():
            s.toll_paid = True
            events.append(emit("toll_paid", TollPaid(player=p, stars=need["star"])))


def acquire(eng: CockroachEngine, seat: int, cid: str, events: list[Event]) -> None:
    """004: the card goes to its taker (its cost already paid): equipment face up beside the
    hero, a squad into the hand; the empty place is refilled from the deck at once (the
    discard reshuffled if need be)."""
    s = eng.state
    s.display.remove(cid)
    take_card(eng, seat, cid)
    events.append(emit("card_acquired", PlayerCard(player=seat, card=cid)))
    new = draw(eng, events)
    if new is not None:
        s.display.append(new)
        events.append(emit("display_refilled", Card(card=new), reveal=True))


# --- the four techniques (effects 01-04, first line) ----------------------------------------
def _plain(eng: CockroachEngine, seat: int, eff: Effect) -> list[A.Action]:
    return [A.Technique()]


def _draw_targets(eng: CockroachEngine, seat: int, eff: Effect) -> list[A.Action]:
    return [A.Technique()] if eng.state.deck or eng.state.discard else []


def _ignore_targets(eng: CockroachEngine, seat: int, eff: Effect) -> list[A.Action]:
    roach = ab.fought(eng, seat)
    if roach is None or ab.ignores_talent(eng, seat, roach.id):
        return []
    return [A.Technique()]


def _push_targets(eng: CockroachEngine, seat: int, eff: Effect) -> list[A.Action]:
    """Technique 03: another hero on your cockroach goes to another cockroach."""
    s = eng.state
    here = s.markers[seat]
    return [
        A.Technique(target=p, slot=slot)
        for p in range(s.players)
        if p != seat and here >= 0 and s.markers[p] == here
        for slot in ab.destinations(eng, p, exclude=here)
    ]


def _inflict(
    eng: CockroachEngine, seat: int, eff: Effect, action: A.Technique, events: list[Event]
) -> None:
    eng.state.gained["injury"] = eng.state.gained.get("injury", 0) + eff.n


def _draw(
    eng: CockroachEngine, seat: int, eff: Effect, action: A.Technique, events: list[Event]
) -> None:
    for _ in range(eff.n):
        card = draw(eng, events)
        if card is None:
            return
        take_card(eng, seat, card)
        drawn = CardDrawn(player=seat)
        if eng.c.card[card].type == "equipment":
            drawn["card"] = card  # equipment goes face up: everyone sees it
        events.append(
            emit(
                "card_drawn",
                drawn,
                secret=Card(card=card),
                secret_to=(seat,),
                reveal=True,
            )
        )


def _push(
    eng: CockroachEngine, seat: int, eff: Effect, action: A.Technique, events: list[Event]
) -> None:
    move_marker(eng, action.target, action.slot, events)


def _ignore(
    eng: CockroachEngine, seat: int, eff: Effect, action: A.Technique, events: list[Event]
) -> None:
    roach = ab.fought(eng, seat)
    assert roach is not None
    eng.state.talent_off.append(roach.id)


Targets = Callable[["CockroachEngine", int, Effect], list[A.Action]]
Run = Callable[["CockroachEngine", int, Effect, A.Technique, list[Event]], None]

TECHNIQUE_TARGETS: dict[str, Targets] = {
    "inflict": _plain,
    "draw": _draw_targets,
    "push_rival": _push_targets,
    "ignore_talent": _ignore_targets,
}
TECHNIQUES: dict[str, Run] = {
    "inflict": _inflict,
    "draw": _draw,
    "push_rival": _push,
    "ignore_talent": _ignore,
}
