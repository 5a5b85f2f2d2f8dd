"""The pending decisions: the choices each kind on top of the stack offers, and carrying one
out. The top entry's `seat` decides (not always the player whose turn it is: an opponent
losing a resource to a red border)."""

from __future__ import annotations

from game.rules.core import Event, RulesError
from game.rules.tmdice.actions import (
    Action,
    ChooseBonus,
    ChooseCorp,
    Give,
    Lose,
    Pay,
    PickColour,
    PickEffect,
    PickFace,
    PlaceTile,
    Rotate,
    Skip,
)
from game.rules.tmdice.board import legal_areas, place
from game.rules.tmdice.content import BASE_COLOURS, FACE_COLOUR
from game.rules.tmdice.effects import do_listed_effect
from game.rules.tmdice.events import CardId, Resource, ResourceGiven, RotateDeclined, Seat, emit
from game.rules.tmdice.modules.base import Module
from game.rules.tmdice.modules.registry import active
from game.rules.tmdice.resources import add_face, draw, gain_face, gain_roll, spend_one, turn_die
from game.rules.tmdice.state import Pending, TMState
from game.rules.tmdice.tables import C, last_player
from game.rules.tmdice.triggers import fire

# A placement of each area, made once: every tile's decision lists them (actions are values)
_PLACE = {area.id: PlaceTile(area.id) for area in C.map.areas}


def decision_options(s: TMState, top: Pending) -> list[Action]:
    """Every choice of the decision on top of the stack, in a stable order."""
    kind = top.kind
    p = s.players_state[top.seat]
    if kind == "effects":
        return [PickEffect(i) for i in range(len(top.effects))]
    if kind == "corp":
        return [ChooseCorp(c) for c in p.corp_options]
    if kind == "colour":
        return [PickColour(c) for c in BASE_COLOURS if s.pool.get(c, 0) > 0]
    if kind == "face":
        colours = BASE_COLOURS if top.colour == "any" else (top.colour,)
        return [PickFace(f) for c in colours if s.pool.get(c, 0) > 0 for f in C.colour_faces[c]]
    if kind == "place":
        return [_PLACE[a] for a in legal_areas(s.tiles, top.tile, top.special)]
    if kind == "rotate":
        turns: list[Action] = [
            Rotate(f, t) for f in sorted(p.dice) for t in C.colour_faces[FACE_COLOUR[f]] if t != f
        ]
        return [*turns, Skip()] if turns and top.optional else turns
    if kind in ("pay", "lose", "give"):
        return _resource_options(s, top)
    if kind == "bonus":
        return [ChooseBonus(b) for b in sorted(set(s.bonus_pile))]
    if kind == "module":
        return _owner(s, top).decision_options(s, top)
    return []


def _owner(s: TMState, top: Pending) -> Module:
    """The module in play whose decision `top` is."""
    owner = next((m for m in active(s) if m.name == top.module), None)
    if owner is None:
        raise RulesError(f"a decision of module '{top.module}', which is not in play")
    return owner


def _resource_options(s: TMState, top: Pending) -> list[Action]:
    """Pay, lose or give one resource: a die of any face held, or a wild token."""
    p = s.players_state[top.seat]
    make = {"pay": Pay, "lose": Lose, "give": Give}[top.kind]
    out: list[Action] = []
    dice = sum(p.dice.values())
    keep_one = top.then == "turn"  # another die must be left to turn
    for f in sorted(p.dice):
        if keep_one and dice < 2:
            continue
        out.append(make(f))
    if p.wild > 0 and not (keep_one and dice < 1):
        out.append(make("wild"))
    return out


def _consume(s: TMState, top: Pending) -> None:
    """One of the top decision's `n` repetitions is done."""
    if top.n > 1:
        top.n -= 1
        top.done += 1
    else:
        s.pending.pop()


def resolve(s: TMState, a: Action, ev: list[Event]) -> None:
    """Carry out a choice of the decision on top of the stack."""
    top = s.pending[-1]
    seat = top.seat
    p = s.players_state[seat]
    if top.kind == "module":
        s.pending.pop()
        _owner(s, top).resolve(s, top, a, ev)
        return
    match a:
        case PickEffect():
            do_listed_effect(s, top, a.index, ev)
            return
        case Skip():  # an optional turn of a die declined (with any left of it)
            s.pending.pop()
            ev.append(emit("rotate_declined", RotateDeclined(seat=seat, n=top.n)))
            return
    _consume(s, top)
    match a:
        case ChooseCorp():
            p.corp = a.corp
            s.corp_box.extend(c for c in p.corp_options if c != a.corp)
            p.corp_options = []
            ev.append(
                emit(
                    "corporation_chosen",
                    Seat(seat=seat),
                    secret={"corp": a.corp},
                    secret_to=(seat,),
                )
            )
        case PickColour():
            gain_roll(s, seat, a.colour, ev)
        case PickFace():
            gain_face(s, seat, a.face, ev)
        case PlaceTile():
            place(s, seat, top.tile, a.area, ev)
        case Rotate():
            turn_die(s, seat, a.face, a.to, ev)
        case Pay():
            spend_one(s, seat, a.face)
            ev.append(emit("resource_paid", Resource(seat=seat, face=a.face)))
            _after_payment(s, seat, top.then, ev)
        case Lose():
            spend_one(s, seat, a.face)
            ev.append(emit("resource_lost", Resource(seat=seat, face=a.face)))
        case Give():
            last = last_player(s.first, s.players)
            spend_one(s, seat, a.face, to_pool=False)
            if a.face == "wild":
                s.players_state[last].wild += 1
            else:
                add_face(s, last, a.face)
            ev.append(emit("resource_given", ResourceGiven(seat=seat, to=last, face=a.face)))
        case ChooseBonus():
            s.bonus_pile.remove(a.card)
            p.bonus.append(a.card)
            card = C.bonus[a.card]
            ev.append(emit("bonus_card", CardId(seat=seat, card=a.card)))
            if card.effects:
                s.pending.append(
                    Pending(
                        kind="effects", seat=seat, source="bonus_cards", effects=list(card.effects)
                    )
                )
            fire(s, "bonus_card", seat, ev)
        case _:
            raise AssertionError(f"unexpected decision {a!r}")


def _after_payment(s: TMState, seat: int, then: str, ev: list[Event]) -> None:
    """What a payment of the player's choice was for: turning a die, drawing 2 cards, or a
    blue card's gain."""
    if then == "turn":
        s.pending.append(Pending(kind="rotate", seat=seat))
    elif then == "draw2":
        draw(s, seat, 2, ev)
    elif then.startswith("blue:"):
        action = C.cards[then.removeprefix("blue:")].action
        assert action is not None  # only blue cards with an action pay this way
        s.pending.append(
            Pending(kind="effects", seat=seat, source="cards", effects=list(action.gain))
        )
