"""The turn flow: the windows of a turn (choose the turn; production: keep dice, cards, end;
action: support, main, a second support, after), what each offers, carrying out a window's
choice, the settle loop that resolves everything automatic, and moving from turn to turn.

Steps (`TMState.step`): corps -> give -> ready during the setup; then per turn
turn -> (prod_keep -> prod_cards -> prod_end | support -> main [-> support2] -> after) -> ending.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import repeat
from typing import cast

from game.rules.core import Event
from game.rules.tmdice.actions import (
    Action,
    CardsDone,
    ChooseTurn,
    DiscardCard,
    DiscardDie,
    DrawTwo,
    EndTurn,
    GainDie,
    PlayCard,
    SecondSupport,
    Skip,
    StandardProject,
    Terraform,
    TurnDie,
    UseBlue,
)
from game.rules.tmdice.board import has_legal_area, raise_parameter, tile_icon
from game.rules.tmdice.decisions import decision_options, resolve
from game.rules.tmdice.effects import (
    do_listed_effect,
    order_matters,
    play_card,
    produce,
    use_blue,
)
from game.rules.tmdice.events import (
    BlueUntapped,
    BonusPileShown,
    CardId,
    CorporationsRevealed,
    DieDiscarded,
    EffectIgnored,
    Seat,
    StandardProjectTaken,
    Turn,
    emit,
)
from game.rules.tmdice.goals import check_milestones, counts_grew, remove_expired_milestones
from game.rules.tmdice.modules.registry import active
from game.rules.tmdice.resources import draw, gain_roll, pay, remove_face, vp
from game.rules.tmdice.scoring import game_over
from game.rules.tmdice.state import STANDARD, Pending, TMState
from game.rules.tmdice.tables import (
    ACTION_COST,
    CARD_COST,
    CARD_FACES,
    HAND_SIZE,
    MEGACREDIT_PROJECT_VP,
    C,
    dice_kept,
    wild_options,
)
from game.rules.tmdice.triggers import fire


def turn_order(s: TMState) -> list[int]:
    """The seats from the first player on."""
    return [(s.first + k) % s.players for k in range(s.players)]


def keep_limit(s: TMState, seat: int) -> int:
    """Dice kept at a production turn: 3, plus one per storage space (001 variant)."""
    return dice_kept(s.options.storage, s.players_state[seat].played)


# --- what the windows offer ----------------------------------------------------------------
def legal_actions(s: TMState) -> list[Action]:
    """Every choice of the decider now: the top pending decision's, else the window's."""
    if s.pending:
        return decision_options(s, s.pending[-1])
    step = s.step
    free = blue_options(s, "free")  # 001: free actions at any time on your turn
    if step == "turn":
        return [ChooseTurn("production"), ChooseTurn("action"), *free]
    if step == "prod_keep":
        p = s.players_state[s.current]
        excess = sum(p.dice.values()) - keep_limit(s, s.current)
        return [
            *(
                DiscardDie(f, k)
                for f in sorted(p.dice)
                for k in range(1, min(p.dice[f], excess) + 1)
            ),
            *free,
        ]
    if step == "prod_cards":
        # 000/001 keep *up to* 3 dice: below the limit, dice may still go back to the pool
        # here, beside the cards (the two touch different things, so their order cannot
        # matter; DECISIONS.md, "Production turn, dice")
        p = s.players_state[s.current]
        return [
            *(DiscardDie(f, k) for f in sorted(p.dice) for k in range(1, p.dice[f] + 1)),
            *(DiscardCard(c) for c in sorted(set(p.hand))),
            CardsDone(),
            *free,
        ]
    if step == "support":
        return [*support_options(s), Skip(), *free]
    if step == "main":
        return [*main_options(s), Skip(), *free]
    if step == "support2":
        support = support_options(s)
        # (a free action may have spent what the second support needed: then it is skipped)
        return [*support, *([] if support else [Skip()]), *free]
    if step in ("prod_end", "after"):
        return [EndTurn(), *free]
    return []


def support_options(s: TMState) -> list[Action]:
    p = s.players_state[s.current]
    out: list[Action] = [GainDie(c) for c, k in s.pool.items() if k > 0]
    dice = sum(p.dice.values())
    if dice >= 1 and dice + p.wild >= 2:
        out.append(TurnDie())
    if dice + p.wild >= 1:
        out.append(DrawTwo())
    out.extend(blue_options(s, "support"))
    return out


def main_options(s: TMState) -> list[Action]:
    seat = s.current
    p = s.players_state[seat]
    out: list[Action] = []
    for what, (face, need) in STANDARD.items():
        have = p.dice.get(face, 0)
        if have + p.wild < need:
            continue
        if what in ("plant", "city"):
            tile = "greenery" if what == "plant" else "city"
            if not has_legal_area(s.tiles, tile):
                continue
        low = need - have if need > have else 0
        for w in range(low, min(need, p.wild) + 1):
            out.append(Terraform(cast(StandardProject, what), w))
    for cid in sorted(set(p.hand)):
        held = tuple(map(p.dice.get, CARD_FACES[cid], repeat(0)))
        out.extend(card_plays(cid, held, p.wild))
    out.extend(blue_options(s, "main"))
    if s.modules:
        for module in active(s):
            out.extend(module.window_actions(s))
    if support_options(s):
        out.append(SecondSupport())
    return out


@lru_cache(maxsize=8192)
def card_plays(cid: str, held: tuple[int, ...], wild: int) -> tuple[PlayCard, ...]:
    """A play of card `cid` for each way to pay it (`wild_options`) holding `held` dice of
    each face of its cost (in `CARD_FACES` order) and `wild` wild tokens. Worked out once
    for each: every main-action window lists the plays of every card in hand, and these are
    all the payment reads."""
    dice = dict(zip(CARD_FACES[cid], held, strict=True))
    return tuple(PlayCard(cid, wf) for wf in wild_options(CARD_COST[cid], dice, wild))


def blue_options(s: TMState, timing: str) -> list[Action]:
    """The current player's untapped blue cards of `timing` they can pay for, one choice per
    way to pay."""
    if s.phase != "play":
        return []
    p = s.players_state[s.current]
    out: list[Action] = []
    for cid in p.played:
        act = C.cards[cid].action
        if act is None or act.timing != timing or cid in p.tapped:
            continue
        for wf in wild_options(ACTION_COST[cid], p.dice, p.wild):
            if act.pay_any and sum(p.dice.values()) + p.wild - len(act.cost) < act.pay_any:
                continue
            out.append(UseBlue(cid, wf))
    return out


# --- carrying out a choice -----------------------------------------------------------------
def apply_action(s: TMState, action: Action, ev: list[Event]) -> None:
    """Carry out a legal action (checked by the engine), then everything automatic after it;
    milestones are claimed as soon as they are met."""
    in_setup = s.phase == "setup"
    if s.pending:
        resolve(s, action, ev)
    else:
        window(s, action, ev)
    settle(s, ev)
    # a count can only have reached a milestone if it grew in this action (or during the
    # setup, whose gains are checked once play begins)
    if (in_setup or counts_grew(ev)) and check_milestones(s, ev):
        settle(s, ev)


def _next_step(s: TMState) -> None:
    """A support action (or its skip) is done: on to the main action, or past it."""
    s.step = "main" if s.step == "support" else "after"


def window(s: TMState, a: Action, ev: list[Event]) -> None:
    """Carry out the choice of a window (no decision pending)."""
    seat = s.current
    p = s.players_state[seat]
    match a:
        case UseBlue():
            action = C.cards[a.card].action
            assert action is not None  # only blue cards with an action are offered
            timing = action.timing
            if timing == "support":
                _next_step(s)
            elif timing == "main":
                s.step = "after"
            use_blue(s, seat, a, ev)
        case ChooseTurn(which="production"):
            s.step = "prod_keep"
            ev.append(emit("production_turn", Seat(seat=seat)))
        case ChooseTurn():
            s.step = "support"
            ev.append(emit("action_turn", Seat(seat=seat)))
        case DiscardDie():
            for _ in range(a.n):
                remove_face(s, seat, a.face)
            ev.append(emit("die_discarded", DieDiscarded(seat=seat, face=a.face, n=a.n)))
        case DiscardCard():
            p.hand.remove(a.card)
            s.discard.append(a.card)
            ev.append(emit("card_discarded", CardId(seat=seat, card=a.card)))
        case CardsDone():
            if len(p.hand) < HAND_SIZE:
                draw(s, seat, HAND_SIZE - len(p.hand), ev)
            produce(s, seat, ev)
            if p.tapped:
                ev.append(emit("blue_untapped", BlueUntapped(seat=seat, cards=list(p.tapped))))
                p.tapped = []
            fire(s, "production_turn", seat, ev)
            s.step = "prod_end"
        case GainDie():
            _next_step(s)
            gain_roll(s, seat, a.colour, ev)
            fire(s, "gain_die", seat, ev)
        case TurnDie():
            _next_step(s)
            s.pending.append(Pending(kind="pay", seat=seat, then="turn"))
            fire(s, "turn_die", seat, ev)
        case DrawTwo():
            _next_step(s)
            s.pending.append(Pending(kind="pay", seat=seat, then="draw2"))
            fire(s, "draw2", seat, ev)
        case Skip():
            _next_step(s)
            ev.append(emit("skipped", Seat(seat=seat)))
        case SecondSupport():
            s.step = "support2"
            s.second_support = True
        case Terraform():
            s.step = "after"
            _standard_project(s, seat, a, ev)
        case PlayCard():
            s.step = "after"
            play_card(s, seat, a, ev)
        case EndTurn():
            s.step = "ending"
        case _:  # a module's main action
            s.step = "after"
            if not any(module.apply_action(s, a, ev) for module in active(s)):
                raise AssertionError(f"unexpected action {a!r}")


def _standard_project(s: TMState, seat: int, a: Terraform, ev: list[Event]) -> None:
    face, need = STANDARD[a.what]
    pay(s, seat, ((face, need),), (face,) * a.wilds, ev)
    ev.append(emit("standard_project", StandardProjectTaken(seat=seat, what=a.what)))
    if a.what == "heat":
        raise_parameter(s, seat, "temperature", ev)
    elif a.what == "water":
        tile_icon(s, seat, "ocean", "", ev)
    elif a.what in ("plant", "city"):
        tile = "greenery" if a.what == "plant" else "city"
        s.pending.append(Pending(kind="place", seat=seat, tile=tile))
    else:
        vp(s, seat, MEGACREDIT_PROJECT_VP, "megacredits", ev)
        fire(s, "buy_vp", seat, ev)


# --- the settle loop -----------------------------------------------------------------------
def settle(s: TMState, ev: list[Event]) -> None:
    """Resolve everything automatic until a decision (or a window) is reached: effects whose
    order cannot matter, production, impossible decisions (skipped) and decisions with a
    single answer (taken, except a corporation choice)."""
    while s.phase != "over":
        if not s.pending:
            if not advance(s, ev):
                return
            continue
        top = s.pending[-1]
        if top.kind == "effects":
            effs = top.effects
            if not effs:
                s.pending.pop()
                continue
            if len(effs) > 1 and order_matters(s, top.seat, effs):
                return  # the order matters: the player picks the next effect
            do_listed_effect(s, top, 0, ev)
            continue
        if top.kind == "produce":
            s.pending.pop()
            produce(s, top.seat, ev)
            continue
        opts = decision_options(s, top)
        if not opts:
            s.pending.pop()  # impossible: ignored
            ev.append(emit("effect_ignored", EffectIgnored(seat=top.seat, what=top.kind)))
            continue
        if len(opts) == 1 and top.kind != "corp":
            resolve(s, opts[0], ev)
            continue
        return


def advance(s: TMState, ev: list[Event]) -> bool:
    """Move on from a step that needs no choice; False when a window awaits a choice."""
    step = s.step
    if step == "corps":
        ev.append(
            emit(
                "corporations_revealed",
                CorporationsRevealed(corps=[p.corp for p in s.players_state]),
                # the choices were secret until now: nobody may take theirs back after this
                reveal=True,
            )
        )
        for seat in reversed(turn_order(s)):
            corp = C.corps[s.players_state[seat].corp or ""]
            s.pending.append(Pending(kind="produce", seat=seat))
            s.pending.append(
                Pending(kind="effects", seat=seat, source="corporation", effects=list(corp.start))
            )
        s.step = "give"
        return True
    if step == "give":
        s.step = "ready"
        if s.solo:
            show_bonus_pile(s, 0, ev)
        else:
            s.pending.append(Pending(kind="give", seat=s.first))
        return True
    if step == "prod_keep":
        return _keep_step(s, ev)
    if step == "ready":
        # a VP-track bonus step reached during the setup (the solo bonus card can score
        # 5 VP): its bonus card is taken at the end of the setup, before the first turn
        if take_due_bonus(s, turn_order(s), ev):
            return True
        s.phase = "play"
        s.step = "turn"
        s.turn_no = 1
        ev.append(emit("turn_started", Turn(seat=s.current, turn=s.turn_no)))
        return False
    if step in ("prod_end", "after"):
        if blue_options(s, "free"):
            return False
        s.step = "ending"
        return True
    if step == "ending":
        if counts_grew(ev) and check_milestones(s, ev):
            return True
        n = s.players
        if take_due_bonus(s, [(s.current + k) % n for k in range(n)], ev):
            return True
        finish_turn(s, ev)
        return s.phase != "over"
    return False


def _keep_step(s: TMState, ev: list[Event]) -> bool:
    """Production step 1: above the limit the player chooses which dice go back (a single
    face goes back without asking); at or below it the cards step follows."""
    p = s.players_state[s.current]
    excess = sum(p.dice.values()) - keep_limit(s, s.current)
    if excess <= 0:
        s.step = "prod_cards"
        return True
    if len(p.dice) > 1:
        return False
    face = next(iter(p.dice))
    for _ in range(excess):
        remove_face(s, s.current, face)
    ev.append(emit("die_discarded", DieDiscarded(seat=s.current, face=face, n=excess)))
    return True


def take_due_bonus(s: TMState, order: list[int], ev: list[Event]) -> bool:
    """The first seat in `order` owed a VP-track bonus card takes it (a choice from the pile);
    True if one was owed."""
    for seat in order:
        p = s.players_state[seat]
        if p.bonus_due > 0:
            p.bonus_due -= 1
            if s.bonus_pile:
                show_bonus_pile(s, seat, ev)
            else:
                ev.append(emit("bonus_pile_empty", Seat(seat=seat)))
            return True
    return False


def show_bonus_pile(s: TMState, seat: int, ev: list[Event]) -> None:
    """`seat` secretly looks through the bonus pile to choose one: a private look, so new
    information (undo never goes back past it)."""
    if seat not in s.bonus_seen:
        s.bonus_seen.append(seat)
    s.pending.append(Pending(kind="bonus", seat=seat))
    ev.append(
        emit(
            "bonus_pile_shown",
            BonusPileShown(seat=seat, size=len(s.bonus_pile)),
            secret={"cards": sorted(s.bonus_pile)},
            secret_to=(seat,),
            reveal=True,
        )
    )


def finish_turn(s: TMState, ev: list[Event]) -> None:
    """The turn is over: the modules' end-of-turn, the solo deadlines and turn limit, the
    final round; then the next player's turn starts."""
    p = s.players_state[s.current]
    p.turns += 1
    s.turns += 1
    ev.append(emit("turn_ended", Turn(seat=s.current, turn=s.turn_no)))
    for module in active(s):
        module.end_of_turn(s, ev)
    over = False
    if s.solo:
        remove_expired_milestones(s, ev)
        over = s.turn_no >= C.tracks.solo_turns
    elif s.final_left > 0:
        s.final_left -= 1
        over = s.final_left == 0
    if over:
        game_over(s, ev)
        return
    s.turn_no += 1
    s.current = (s.current + 1) % s.players
    s.step = "turn"
    s.second_support = False
    ev.append(emit("turn_started", Turn(seat=s.current, turn=s.turn_no)))
