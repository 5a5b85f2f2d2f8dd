"""The effect interpreter: one handler per effect type of the content (a `match` on the effect
models), and the things that start effects: a production box, a card played, a blue card
used, and whether the order of a card's effects is the player's choice.
"""

from __future__ import annotations

from game.rules.core import Event, RulesError
from game.rules.tmdice.actions import PlayCard, UseBlue
from game.rules.tmdice.board import legal_areas, raise_parameter, tile_icon
from game.rules.tmdice.content import (
    AttackEffect,
    DieEffect,
    DrawEffect,
    Effect,
    RaiseEffect,
    RotateEffect,
    TileEffect,
    VpEffect,
    WildEffect,
)
from game.rules.tmdice.events import BlueAction, CardPlayed, DieMissing, Seat, emit
from game.rules.tmdice.modules.registry import active, module_production
from game.rules.tmdice.resources import draw, gain_face, gain_roll, gain_wild, pay, vp
from game.rules.tmdice.state import Pending, TMState
from game.rules.tmdice.tables import ACTION_COST, CARD_COST, ROTATE_AREAS, C
from game.rules.tmdice.triggers import fire


def do_listed_effect(s: TMState, listed: Pending, index: int, ev: list[Event]) -> None:
    """Carry out the effect at `index` of an "effects" entry (the one on top of the stack),
    dropping the entry once it is empty. A tile whose list holds others is numbered for the
    table, "tile 2 of 3": the entry counts its tiles queued (`done`), the placement carries
    how many came before it (`done`) and how many are still to come (`later`)."""
    eff = listed.effects.pop(index)
    if not listed.effects:
        s.pending.pop()
    queued_at = len(s.pending)
    do_effect(s, listed.seat, eff, listed.source, ev)
    if not isinstance(eff, TileEffect):
        return
    if len(s.pending) > queued_at and s.pending[queued_at].kind == "place":
        placing = s.pending[queued_at]
        placing.done = listed.done
        placing.later = sum(isinstance(e, TileEffect) for e in listed.effects)
    listed.done += 1


def do_effect(s: TMState, seat: int, eff: Effect, source: str, ev: list[Event]) -> None:
    """Carry out one effect for `seat`; VP it gives are recorded under `source`."""
    match eff:
        case DieEffect(mode="roll", colour="any"):
            s.pending.append(Pending(kind="colour", seat=seat, n=eff.n))
        case DieEffect(mode="roll"):
            for _ in range(eff.n):
                gain_roll(s, seat, eff.colour, ev)
        case DieEffect(mode="choose"):
            s.pending.append(Pending(kind="face", seat=seat, n=eff.n, colour=eff.colour))
        case DieEffect():
            for _ in range(eff.n):
                gain_face(s, seat, eff.face or "", ev)
        case RotateEffect():
            # 000: pink arrows mean you *can* rotate a die: the player may decline
            s.pending.append(Pending(kind="rotate", seat=seat, n=eff.n, optional=True))
        case WildEffect():
            gain_wild(s, seat, eff.n, ev)
        case VpEffect():
            vp(s, seat, eff.n, source, ev)
        case DrawEffect():
            draw(s, seat, eff.n, ev)
        case RaiseEffect():
            for _ in range(eff.n):
                raise_parameter(s, seat, eff.param, ev)
        case TileEffect():
            tile_icon(s, seat, eff.tile, eff.special or "", ev)
        case AttackEffect():
            n = s.players
            for k in range(n - 1, 0, -1):  # the next opponent decides first
                s.pending.append(Pending(kind="lose", seat=(seat + k) % n, n=eff.n))
            ev.append(emit("attack", Seat(seat=seat)))
        case _:  # an effect a module brings
            if not any(m.do_effect(s, seat, eff, source, ev) for m in active(s)):
                raise RulesError(f"no rule carries out the effect {eff!r}")


def order_matters(s: TMState, seat: int, effects: list[Effect]) -> bool:
    """Something that turns a die (pink arrows, or a tile that may go on a "rotate a die"
    area) next to another effect that can bring a die (a die icon, a tile with its placement
    bonus, a raise with its track bonus): which comes first is the player's choice. Otherwise
    the order cannot matter and the printed order is used."""
    turners = [
        i
        for i, e in enumerate(effects)
        if isinstance(e, RotateEffect)
        or (
            isinstance(e, TileEffect)
            and any(a in ROTATE_AREAS for a in legal_areas(s.tiles, e.tile, e.special or ""))
        )
    ]
    if not turners:
        return False
    bringers = [i for i, e in enumerate(effects) if e.do in ("die", "tile", "raise")]
    return any(b != t for t in turners for b in bringers)


def production_items(s: TMState, seat: int) -> list[str]:
    """The brown boxes of `seat`'s corporation and green cards, in order."""
    p = s.players_state[seat]
    items: list[str] = list(C.corps[p.corp].production) if p.corp else []
    for cid in p.played:
        items.extend(C.cards[cid].production)
    return items


def produce(s: TMState, seat: int, ev: list[Event]) -> None:
    """Roll every production box, then the dice the modules add to the production (a colony's
    production die); if the pool lacks a die, whichever box it was for, take the rest and 1
    wild token (000: one for the production, not one a box)."""
    short = False
    for item in production_items(s, seat) + module_production(s, seat):
        if item == "wild":
            gain_wild(s, seat, 1, ev)
        elif item == "vp":
            vp(s, seat, 1, "production", ev)
        elif item == "draw":
            draw(s, seat, 1, ev)
        elif s.pool.get(item, 0) > 0:
            gain_roll(s, seat, item, ev)
        else:
            short = True
            ev.append(emit("die_missing", DieMissing(seat=seat, colour=item)))
    if short:
        ev.append(emit("pool_short", Seat(seat=seat)))
        gain_wild(s, seat, 1, ev)
    for module in active(s):
        module.after_production(s, seat, ev)


def use_blue(s: TMState, seat: int, a: UseBlue, ev: list[Event]) -> None:
    """Pay a blue card's action, tap the card and queue its gain (after a payment of the
    player's choice, if the action asks for one)."""
    p = s.players_state[seat]
    act = C.cards[a.card].action
    assert act is not None  # only blue cards with an action are offered
    pay(s, seat, ACTION_COST[a.card], a.wild_for, ev)
    p.tapped.append(a.card)
    ev.append(emit("blue_action", BlueAction(seat=seat, card=a.card, timing=act.timing)))
    if act.pay_any:
        s.pending.append(Pending(kind="pay", seat=seat, then=f"blue:{a.card}"))
    else:
        s.pending.append(Pending(kind="effects", seat=seat, source="cards", effects=list(act.gain)))
    fire(s, "blue_action", seat, ev)


def play_card(s: TMState, seat: int, a: PlayCard, ev: list[Event]) -> None:
    """Pay a card's exact icons and play it: a red card's effects and green-ribbon VP now."""
    p = s.players_state[seat]
    card = C.cards[a.card]
    pay(s, seat, CARD_COST[a.card], a.wild_for, ev)
    p.hand.remove(a.card)
    p.played.append(a.card)
    if card.colour == "green":
        p.green_cards += 1
    elif card.colour == "red":
        p.red_cards += 1
    else:
        p.blue_cards += 1
    ev.append(emit("card_played", CardPlayed(seat=seat, card=a.card, colour=card.colour)))
    if card.effects:
        s.pending.append(
            Pending(kind="effects", seat=seat, source="cards", effects=list(card.effects))
        )
    if card.vp:
        vp(s, seat, card.vp, "cards", ev)
    fire(s, f"play_{card.colour}", seat, ev)
