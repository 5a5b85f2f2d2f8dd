"""Squad cards (effects 15-35): when each may be played, with which targets, and what it does.

Two dispatch tables keyed by the effect's kind: `TARGETS` lists the complete plays of a card
(targets chosen when it is played, so an answer knows what it answers), `RESOLVE` carries one
out when its turn on the stack comes. A squad whose situation changed before it resolved
(its target left, its cockroach died) does what it still can, or nothing.

Squads that change the turn player's dice (20, 27, 31, 32) are only playable in your own turn
before its injuries are inflicted: played at any other time they would do nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.rules.cockroach import abilities as ab
from game.rules.cockroach import actions as A
from game.rules.cockroach import dice
from game.rules.cockroach.changes import (
    discard_spoils,
    draw,
    dying,
    inflict,
    move_marker,
    swap_roach,
    wreck,
)
from game.rules.cockroach.content import Effect
from game.rules.cockroach.events import (
    Cards,
    DeckLookedAt,
    HandDiscarded,
    Marked,
    Player,
    PlayerAmount,
    PlayerCard,
    SpecialFace,
    SpoilsClaimed,
    SquadPlayed,
    Stolen,
    SymbolsIgnored,
    VpStolen,
)
from game.rules.cockroach.injuries import guard
from game.rules.core import Event, Play, Step
from game.rules.core.events import emit

if TYPE_CHECKING:
    from game.rules.cockroach.engine import CockroachEngine


def squad_plays(eng: CockroachEngine, seat: int) -> list[A.Action]:
    """Every squad play `seat` could make now, one per card and choice of targets."""
    out: list[A.Action] = []
    if eng.state.phase != "turn":
        return out
    for cid in sorted(set(eng.state.hands[seat])):
        eff = eng.c.card[cid].effect
        out.extend(TARGETS[eff.kind](eng, seat, cid, eff))
    return out


def playable_if_held(eng: CockroachEngine, seat: int, card: str) -> bool:
    """`seat` could play squad `card` now if it held it. The test reads no hand (only public
    facts: whose turn, markers, dice, counters, equipment, hand sizes, the flow), so asking
    it of any card shows nothing of what anyone holds."""
    if eng.state.phase != "turn" or card not in eng.c.card:
        return False
    eff = eng.c.card[card].effect
    targets = TARGETS.get(eff.kind)
    return targets is not None and bool(targets(eng, seat, card, eff))


def play_squad(eng: CockroachEngine, seat: int, action: A.PlaySquad, events: list[Event]) -> None:
    """The card leaves the hand face up (a reveal) and waits under an answer window."""
    s = eng.state
    s.hands[seat].remove(action.card)
    args = {"target": action.target, "slot": action.slot, "item": action.item}
    s.flow.play(Play(seat=seat, card=action.card, args=args), s.players)
    if seat != s.current:
        s.out_of_turn += 1
    events.append(
        emit(
            "squad_played",
            SquadPlayed(
                player=seat,
                card=action.card,
                out_of_turn=seat != s.current,
                target=action.target,
                slot=action.slot,
                item=action.item,
            ),
            reveal=True,
        )
    )


def resolve(eng: CockroachEngine, play: Play, events: list[Event]) -> None:
    eff = eng.c.card[play.card].effect
    eng.state.discard.append(play.card)
    events.append(emit("squad_resolves", PlayerCard(player=play.seat, card=play.card)))
    RESOLVE[eff.kind](eng, play, eff, events)


# --- when a squad can be played -------------------------------------------------------------
def _dice_turn(eng: CockroachEngine, seat: int) -> bool:
    """`seat`'s own turn, dice rolled, injuries not inflicted yet."""
    s = eng.state
    return s.current == seat and s.rolled and not s.inflicted and not s.skipped


def _alive_roach(eng: CockroachEngine, seat: int) -> bool:
    slot = eng.state.markers[seat]
    return slot >= 0 and dying(eng, slot) is None


def _opponents(eng: CockroachEngine, seat: int) -> list[int]:
    return [p for p in range(eng.state.players) if p != seat]


Targets = Callable[["CockroachEngine", int, str, Effect], list[A.Action]]


def _t_plain_if(test: Callable[[CockroachEngine, int], bool]) -> Targets:
    def targets(eng: CockroachEngine, seat: int, cid: str, eff: Effect) -> list[A.Action]:
        return [A.PlaySquad(cid)] if test(eng, seat) else []

    return targets


def _t_opponent_if(test: Callable[[CockroachEngine, int], bool]) -> Targets:
    def targets(eng: CockroachEngine, seat: int, cid: str, eff: Effect) -> list[A.Action]:
        return [A.PlaySquad(cid, target=p) for p in _opponents(eng, seat) if test(eng, p)]

    return targets


def _t_equipment(eng: CockroachEngine, seat: int, cid: str, eff: Effect) -> list[A.Action]:
    s = eng.state
    return [
        A.PlaySquad(cid, target=p, item=card)
        for p in _opponents(eng, seat)
        for card in sorted(set(s.equipment[p]))
    ]


def _t_move(eng: CockroachEngine, seat: int, cid: str, eff: Effect) -> list[A.Action]:
    here = eng.state.markers[seat]
    if here < 0:
        return []
    return [A.PlaySquad(cid, slot=slot) for slot in ab.destinations(eng, seat, exclude=here)]


def _t_set_special(eng: CockroachEngine, seat: int, cid: str, eff: Effect) -> list[A.Action]:
    s = eng.state
    if not _dice_turn(eng, seat) or (s.special >= 0 and s.special_spent):
        return []
    return [A.PlaySquad(cid, slot=face) for face in range(len(eng.c.dice.special))]


def _can_inflict(eng: CockroachEngine, seat: int) -> bool:
    """16, 29 change something: they join the turn's injuries still to come, or reach the
    cockroach `seat` fights now; talent 48 lets none through unpaid, and only the turn
    player's spending (while it is still to come or going on) can pay it."""
    s = eng.state
    slot = s.markers[seat]
    unpaid = slot >= 0 and guard(eng, seat, slot, 1).toll_unpaid
    if s.current == seat and not s.inflicted and not s.skipped:
        return not unpaid or _spending_ahead(eng)
    return _alive_roach(eng, seat) and s.injured[seat] in ("", s.roaches[slot]) and not unpaid


def _spending_ahead(eng: CockroachEngine) -> bool:
    """The turn player's spending step is still to come or going on."""
    return any(isinstance(f, Step) and f.kind == "spend" for f in eng.state.flow.frames)


def _roll_ahead(eng: CockroachEngine, target: int) -> bool:
    """Squad 21 ("rolls 2 fewer Combat Dice this turn"): in `target`'s turn, before a roll
    it will make (not one squad 35 has taken away)."""
    s = eng.state
    return s.current == target and not s.rolled and not s.skipped and "skip" not in s.marks[target]


def _t_ignore_rolled(eng: CockroachEngine, seat: int, cid: str, eff: Effect) -> list[A.Action]:
    """Squads 22, 26 ("ignores all the Serums / Stars they rolled ... this turn"): in the
    target's turn while its spending is still to come or going on, before the roll or with
    such symbols on its dice still unspent; at any other time they would change nothing."""
    s = eng.state
    target = s.current
    if target == seat or s.skipped or not _spending_ahead(eng) or eff.symbol in s.ignored:
        return []
    if s.rolled and not dice.unspent_rolled(eng, eff.symbol or ""):
        return []
    if not s.rolled and not _roll_ahead(eng, target):
        return []
    return [A.PlaySquad(cid, target=target)]


def _steal_spoils_ok(eng: CockroachEngine, seat: int) -> bool:
    """Squad 34: a cockroach is dying, slain by someone else, and has spoils that `seat` may
    take (talent 50 may forbid it)."""
    for frame in reversed(eng.state.flow.frames):
        if isinstance(frame, Step) and frame.kind == "kill":
            roach = eng.c.roach[frame.data["roach"]]
            return (
                frame.seat != seat
                and bool(roach.spoils)
                and "thief" not in frame.data
                and ab.gains_spoils(eng, seat)
            )
    return False


TARGETS: dict[str, Targets] = {
    "destroy_equipment": _t_equipment,
    "inflict": _t_plain_if(_can_inflict),
    "move_self": _t_move,
    "steal_vp": _t_opponent_if(lambda eng, p: eng.state.vp[p] > 0),
    "replace_roach": _t_plain_if(
        lambda eng, p: _alive_roach(eng, p) and bool(eng.state.roach_deck)
    ),
    "roll_special": _t_plain_if(lambda eng, p: _dice_turn(eng, p) and dice.special_allowed(eng)),
    "fewer_dice": _t_opponent_if(_roll_ahead),
    "ignore_rolled": _t_ignore_rolled,
    "steal_equipment": _t_equipment,
    "discard_hand": _t_opponent_if(lambda eng, p: bool(eng.state.hands[p])),
    "discard_spoils": _t_opponent_if(lambda eng, p: bool(eng.state.stars[p] or eng.state.hurts[p])),
    "ignore_dangers": _t_plain_if(
        lambda eng, p: (
            eng.state.current == p and not eng.state.inflicted and "danger" not in eng.state.ignored
        )
    ),
    "destroy_equipment_each": _t_plain_if(
        lambda eng, p: any(eng.state.equipment[q] for q in _opponents(eng, p))
    ),
    "replace_roach_choice": _t_plain_if(
        lambda eng, p: _alive_roach(eng, p) and bool(eng.state.roach_deck)
    ),
    "set_special": _t_set_special,
    "reroll_any": _t_plain_if(lambda eng, p: _dice_turn(eng, p) and bool(dice.rerollable(eng))),
    "look_deck": _t_plain_if(lambda eng, p: bool(eng.state.deck or eng.state.discard)),
    "steal_spoils": _t_plain_if(_steal_spoils_ok),
    "skip_turn": _t_opponent_if(lambda eng, p: True),
}


# --- what a squad does ----------------------------------------------------------------------
Resolve = Callable[["CockroachEngine", Play, Effect, list[Event]], None]


def _fizzle(play: Play, events: list[Event]) -> None:
    events.append(emit("squad_fizzled", PlayerCard(player=play.seat, card=play.card)))


def _r_destroy(eng: CockroachEngine, play: Play, eff: Effect, events: list[Event]) -> None:
    target, item = play.args["target"], play.args["item"]
    if item in eng.state.equipment[target]:
        wreck(eng, target, item, events)
    else:
        _fizzle(play, events)


def _r_inflict(eng: CockroachEngine, play: Play, eff: Effect, events: list[Event]) -> None:
    """16, 29: on your own turn before its injuries, they join the turn's injuries; at any
    other time they are inflicted at once on the cockroach you fight."""
    s = eng.state
    if s.current == play.seat and not s.inflicted and not s.skipped:
        s.gained["injury"] = s.gained.get("injury", 0) + eff.n
        events.append(emit("injuries_added", PlayerAmount(player=play.seat, amount=eff.n)))
    elif _alive_roach(eng, play.seat):
        inflict(eng, play.seat, eff.n, events)  # which says why, if none land
    else:
        _fizzle(play, events)


def _r_move(eng: CockroachEngine, play: Play, eff: Effect, events: list[Event]) -> None:
    slot = play.args["slot"]
    if eng.state.markers[play.seat] != slot and ab.may_join(eng, play.seat, slot):
        move_marker(eng, play.seat, slot, events)
    else:
        _fizzle(play, events)


def _r_steal_vp(eng: CockroachEngine, play: Play, eff: Effect, events: list[Event]) -> None:
    s = eng.state
    target = play.args["target"]
    taken = min(eff.n, s.vp[target])
    s.vp[target] -= taken
    s.vp[play.seat] += taken
    events.append(emit("vp_stolen", VpStolen(player=play.seat, target=target, amount=taken)))


def _r_replace(eng: CockroachEngine, play: Play, eff: Effect, events: list[Event]) -> None:
    """19: the cockroach fought goes into the deck and the top one takes its place."""
    s = eng.state
    if not _alive_roach(eng, play.seat) or not s.roach_deck:
        _fizzle(play, events)
        return
    swap_roach(eng, s.markers[play.seat], s.roach_deck.pop(), play.seat, events)


def _r_replace_choice(eng: CockroachEngine, play: Play, eff: Effect, events: list[Event]) -> None:
    """30: look through the deck (a private look) and pick the newcomer."""
    s = eng.state
    if not _alive_roach(eng, play.seat) or not s.roach_deck:
        _fizzle(play, events)
        return
    options = sorted(s.roach_deck)
    s.flow.push(Step(kind="pick_roach", seat=play.seat, data={"options": options}))
    events.append(
        emit(
            "deck_looked_at",
            DeckLookedAt(player=play.seat, deck="cockroach"),
            secret=Cards(cards=options),
            secret_to=(play.seat,),
            reveal=True,
        )
    )


def _r_roll_special(eng: CockroachEngine, play: Play, eff: Effect, events: list[Event]) -> None:
    if _dice_turn(eng, play.seat) and dice.special_allowed(eng):
        events.append(dice.roll_special(eng))
    else:
        _fizzle(play, events)


def _r_set_special(eng: CockroachEngine, play: Play, eff: Effect, events: list[Event]) -> None:
    """31: not a roll, so talents 39 and 49 do not stop it."""
    s = eng.state
    if not _dice_turn(eng, play.seat) or (s.special >= 0 and s.special_spent):
        _fizzle(play, events)
        return
    s.special = play.args["slot"]
    s.special_spent = []
    events.append(emit("special_set", SpecialFace(player=play.seat, face=s.special)))


def _r_mark(eng: CockroachEngine, play: Play, eff: Effect, events: list[Event]) -> None:
    """21, 22, 26 hit the target's turn now in progress, and do nothing if that turn has gone
    past them (004: "this turn"); 35 ("they miss their turn") hits the target's turn if it has
    not rolled yet, else its next turn."""
    s = eng.state
    target = play.args["target"]
    if eff.kind == "skip_turn":
        mark = "skip"
    elif eff.kind == "fewer_dice" and _roll_ahead(eng, target):
        mark = f"fewer:{eff.n}"
    elif eff.kind == "ignore_rolled" and s.current == target and not s.inflicted:
        symbol = eff.symbol
        assert symbol is not None  # the content requires a symbol of this kind (NEEDS_SYMBOL)
        if symbol not in s.ignored:
            s.ignored.append(symbol)
        events.append(emit("symbols_ignored", SymbolsIgnored(player=target, symbol=symbol)))
        return
    else:
        _fizzle(play, events)
        return
    s.marks[target].append(mark)
    events.append(emit("marked", Marked(player=target, mark=mark)))


def _r_steal_equipment(eng: CockroachEngine, play: Play, eff: Effect, events: list[Event]) -> None:
    s = eng.state
    target, item = play.args["target"], play.args["item"]
    if item not in s.equipment[target]:
        _fizzle(play, events)
        return
    s.equipment[target].remove(item)
    s.equipment[play.seat].append(item)
    events.append(emit("equipment_stolen", Stolen(player=play.seat, target=target, card=item)))


def _r_discard_hand(eng: CockroachEngine, play: Play, eff: Effect, events: list[Event]) -> None:
    s = eng.state
    target = play.args["target"]
    cards, s.hands[target] = s.hands[target], []
    s.discard.extend(cards)
    events.append(
        emit("hand_discarded", HandDiscarded(player=target, cards=cards), reveal=bool(cards))
    )


def _r_discard_spoils(eng: CockroachEngine, play: Play, eff: Effect, events: list[Event]) -> None:
    discard_spoils(eng, play.args["target"], events)


def _r_ignore_dangers(eng: CockroachEngine, play: Play, eff: Effect, events: list[Event]) -> None:
    s = eng.state
    if s.current == play.seat and "danger" not in s.ignored:
        s.ignored.append("danger")
        events.append(emit("dangers_ignored", Player(player=play.seat)))
    else:
        _fizzle(play, events)


def _r_destroy_each(eng: CockroachEngine, play: Play, eff: Effect, events: list[Event]) -> None:
    n = eng.state.players
    targets = [(play.seat + i) % n for i in range(1, n)]
    eng.state.flow.push(Step(kind="wreck_other", seat=play.seat, data={"targets": targets}))


def _r_reroll_any(eng: CockroachEngine, play: Play, eff: Effect, events: list[Event]) -> None:
    if _dice_turn(eng, play.seat):
        eng.state.flow.push(Step(kind="reroll_pick", seat=play.seat, data={"marked": []}))
    else:
        _fizzle(play, events)


def _r_look_deck(eng: CockroachEngine, play: Play, eff: Effect, events: list[Event]) -> None:
    """33: the top cards come off the deck while looked at; the kept one goes to the hand."""
    s = eng.state
    options: list[str] = []
    for _ in range(eff.n):
        if not s.deck and options:
            break
        card = draw(eng, events)
        if card is None:
            break
        options.append(card)
    if not options:
        _fizzle(play, events)
        return
    s.flow.push(Step(kind="keep_card", seat=play.seat, data={"options": options}))
    events.append(
        emit(
            "deck_looked_at",
            DeckLookedAt(player=play.seat, deck="support", count=len(options)),
            secret=Cards(cards=list(options)),
            secret_to=(play.seat,),
            reveal=True,
        )
    )


def _r_steal_spoils(eng: CockroachEngine, play: Play, eff: Effect, events: list[Event]) -> None:
    for frame in reversed(eng.state.flow.frames):
        if isinstance(frame, Step) and frame.kind == "kill":
            if frame.seat != play.seat and "thief" not in frame.data:
                frame.data["thief"] = play.seat
                events.append(
                    emit(
                        "spoils_claimed", SpoilsClaimed(player=play.seat, roach=frame.data["roach"])
                    )
                )
                return
            break
    _fizzle(play, events)


RESOLVE: dict[str, Resolve] = {
    "destroy_equipment": _r_destroy,
    "inflict": _r_inflict,
    "move_self": _r_move,
    "steal_vp": _r_steal_vp,
    "replace_roach": _r_replace,
    "roll_special": _r_roll_special,
    "fewer_dice": _r_mark,
    "ignore_rolled": _r_mark,
    "steal_equipment": _r_steal_equipment,
    "discard_hand": _r_discard_hand,
    "discard_spoils": _r_discard_spoils,
    "ignore_dangers": _r_ignore_dangers,
    "destroy_equipment_each": _r_destroy_each,
    "replace_roach_choice": _r_replace_choice,
    "set_special": _r_set_special,
    "reroll_any": _r_reroll_any,
    "look_deck": _r_look_deck,
    "steal_spoils": _r_steal_spoils,
    "skip_turn": _r_mark,
}
