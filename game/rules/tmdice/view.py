"""Hidden information and copies: what one seat may see (`observe`), a world consistent with
it for the bots (`determinize`), and a cheap independent copy of the state (`copy_state`)."""

from __future__ import annotations

from game.rules.core import Rng
from game.rules.tmdice.modules.registry import active
from game.rules.tmdice.state import (
    Pending,
    PendingView,
    PlayerState,
    PlayerView,
    TMObservation,
    TMState,
)
from game.rules.tmdice.tables import OXY, TEMP


def public_pending(top: Pending) -> PendingView:
    """The decision on top as every seat sees it on the table."""
    return PendingView(
        kind=top.kind,
        seat=top.seat,
        n=top.n,
        step=top.done + 1,
        total=top.done + top.n,
        colour=top.colour if top.kind == "face" else "",
        tile=top.tile if top.kind == "place" else "",
        special=top.special if top.kind == "place" else "",
        then=top.then if top.kind == "pay" else "",
        effects=list(top.effects) if top.kind == "effects" else [],
        module=top.module,
    )


def observe(
    s: TMState, player: int, decider: int | None, keep: list[int], everyone: bool = False
) -> TMObservation:
    """Everything `player` may see (`keep`: each seat's dice kept at a production turn). With
    `everyone`, laid out the same way, what any seat may see: every hand, every corporation
    deal and secret choice, the bonus pile while someone looks through it (the replay's
    everything revealed). The deck's order stays hidden even then."""
    top = s.pending[-1] if s.pending else None
    corps_public = s.phase != "setup" or s.step != "corps"
    modules = active(s)

    def view(seat: int) -> PlayerView:
        p = s.players_state[seat]
        mine = everyone or seat == player
        extra = {k: v for m in modules for k, v in m.observe_seat(s, seat).items()}
        return PlayerView(
            corp=p.corp if (mine or corps_public) else None,
            corp_options=list(p.corp_options) if mine else [],
            hand=list(p.hand) if mine else None,
            hand_size=len(p.hand),
            dice=dict(p.dice),
            wild=p.wild,
            vp=p.vp,
            vp_sources=dict(p.vp_sources),
            played=list(p.played),
            bonus=list(p.bonus),
            tapped=list(p.tapped),
            milestones=list(p.milestones),
            keep=keep[seat],
            **extra,
        )

    sees_pile = top is not None and top.kind == "bonus" and (everyone or top.seat == player)
    extra = {k: v for m in modules for k, v in m.observe(s, player).items()}
    return TMObservation(
        seat=player,
        players=s.players,
        solo=s.solo,
        options=s.options.model_copy(),  # its own: a screen may change what it is given
        phase=s.phase,
        step=s.step,
        first=s.first,
        current=s.current,
        decider=decider,
        temperature_c=TEMP.start + s.temperature * TEMP.step,
        oxygen_pct=OXY.start + s.oxygen * OXY.step,
        oceans=s.oceans,
        tiles=list(s.tiles),
        owners=list(s.owners),
        pool=dict(s.pool),
        wild_supply=s.wild_supply,
        award_dice=list(s.award_dice),
        milestones=list(s.milestones),
        milestone_state=list(s.milestone_state),
        deck_size=len(s.deck),
        discard=list(s.discard),
        bonus_pile_size=len(s.bonus_pile),
        bonus_pile=sorted(s.bonus_pile) if sees_pile else None,
        purple_map=list(s.purple_map),
        purple_track=list(s.purple_track),
        pending_kind=top.kind if top else None,
        pending_seat=top.seat if top else None,
        pending=public_pending(top) if top else None,
        you=view(player),
        others=[view(i) for i in range(s.players) if i != player],
        turn_no=s.turn_no,
        final_left=s.final_left,
        scores=list(s.scores),
        **extra,
    )


def determinize(s: TMState, player: int, rng: Rng) -> None:
    """Turn the copy `s` into a world consistent with what `player` sees, the unseen sampled
    with `rng`. Every unseen collection is put in a canonical (sorted) order before it is
    shuffled, so the world depends on the observation and `rng` only, never on the true
    hidden order."""
    me = s.players_state[player]
    others = [i for i in range(s.players) if i != player]
    # project cards: the deck and the other hands are unseen
    unseen = sorted(s.deck + [c for i in others for c in s.players_state[i].hand])
    rng.shuffle(unseen)
    k = 0
    for i in others:
        size = len(s.players_state[i].hand)
        s.players_state[i].hand = unseen[k : k + size]
        k += size
    s.deck = unseen[k:]
    # the corporations of this game: the box and every deal (a module may add its own)
    all_corps = sorted(set(s.corp_box).union(*(p.corp_dealt for p in s.players_state)))
    if s.phase == "setup" and s.step == "corps":
        # before the reveal: the others' deals and choices are unseen
        mine = set(me.corp_dealt)
        hidden = [c for c in all_corps if c not in mine]
        rng.shuffle(hidden)
        for i in others:
            p = s.players_state[i]
            dealt, hidden = hidden[:2], hidden[2:]
            p.corp_dealt = dealt
            if p.corp is not None:
                p.corp, p.corp_options = dealt[0], []
                hidden.append(dealt[1])
            else:
                p.corp_options = dealt
        returned = [c for c in me.corp_dealt if c != me.corp and c not in me.corp_options]
        s.corp_box = sorted(hidden + returned)
    else:
        # after the reveal: which corporation each other player returned is unseen (not
        # the one this seat returned: that one was dealt to this seat)
        chosen = {p.corp for p in s.players_state}
        returned_here = {c for c in me.corp_dealt if c != me.corp}
        candidates = sorted(c for c in all_corps if c not in chosen and c not in returned_here)
        rng.shuffle(candidates)
        for i in others:
            p = s.players_state[i]
            if p.corp is not None and candidates:
                p.corp_dealt = sorted([p.corp, candidates.pop()])
        s.corp_box = sorted(c for c in all_corps if c not in chosen)
    # the bonus pile: unseen unless this seat has looked through it
    if player in s.bonus_seen:
        s.bonus_pile, s.bonus_box = sorted(s.bonus_pile), sorted(s.bonus_box)
    else:
        pool = sorted(s.bonus_pile + s.bonus_box)
        rng.shuffle(pool)
        size = len(s.bonus_pile)
        s.bonus_pile, s.bonus_box = pool[:size], pool[size:]
    for module in active(s):
        module.hide(s, player, rng)
    s.rng = rng.fork()


def _copy_player(p: PlayerState) -> PlayerState:
    q = p.model_copy()
    q.corp_options = list(p.corp_options)
    q.corp_dealt = list(p.corp_dealt)
    q.hand = list(p.hand)
    q.dice = dict(p.dice)
    q.vp_sources = dict(p.vp_sources)
    q.played = list(p.played)
    q.bonus = list(p.bonus)
    q.tapped = list(p.tapped)
    q.milestones = list(p.milestones)
    q.bonus_steps = list(p.bonus_steps)
    return q


def copy_state(s: TMState) -> TMState:
    """An independent copy, cheaper than a deep copy: the content's effects are immutable and
    shared, every list and dict of the state is new."""
    ns = s.model_copy()
    ns.rng = Rng(state=s.rng.state)
    ns.tiles = list(s.tiles)
    ns.owners = list(s.owners)
    ns.pool = dict(s.pool)
    ns.award_dice = list(s.award_dice)
    ns.milestones = list(s.milestones)
    ns.milestone_state = list(s.milestone_state)
    ns.deck = list(s.deck)
    ns.discard = list(s.discard)
    ns.bonus_pile = list(s.bonus_pile)
    ns.bonus_box = list(s.bonus_box)
    ns.bonus_seen = list(s.bonus_seen)
    ns.corp_box = list(s.corp_box)
    ns.purple_map = list(s.purple_map)
    ns.purple_track = list(s.purple_track)
    ns.pending = [p.model_copy(update={"effects": list(p.effects)}) for p in s.pending]
    ns.players_state = [_copy_player(p) for p in s.players_state]
    ns.scores = list(s.scores)
    ns.breakdown = [dict(b) for b in s.breakdown]
    ns.winners = list(s.winners)
    ns.notes = dict(s.notes)
    ns.modules = {name: state.model_copy(deep=True) for name, state in s.modules.items()}
    ns.options = s.options.model_copy()
    return ns
