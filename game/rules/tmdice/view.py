"""Hidden information and copies: what one seat may see (`observe`), a world consistent with
it for the bots (`determinize`), and a cheap independent copy of the state (`copy_state`)."""

from __future__ import annotations

from game.rules.core import Rng
from game.rules.tmdice.copying import made, model_copier
from game.rules.tmdice.modules.registry import active
from game.rules.tmdice.state import (
    Pending,
    PendingView,
    PlayerState,
    PlayerView,
    TMObservation,
    TMState,
)
from game.rules.tmdice.tables import CORPS_DEALT, OXY, TEMP


def public_pending(top: Pending) -> PendingView:
    """The decision on top as every seat sees it on the table."""
    return PendingView(
        kind=top.kind,
        seat=top.seat,
        n=top.n,
        step=top.done + 1,
        total=top.done + top.n + top.later,
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
    groups = _corporation_groups(s, all_corps)
    if s.phase == "setup" and s.step == "corps":
        _deal_unseen(s, player, groups, rng)
    else:
        _return_unseen(s, player, groups, rng)
        chosen = {p.corp for p in s.players_state}
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


def _corporation_groups(s: TMState, all_corps: list[str]) -> list[list[str]]:
    """The groups a deal takes the same number of corporations from: one group, all of this
    game's, unless a module deals its own way (002's variant: a colony one and another)."""
    for module in active(s):
        groups = module.corporation_groups(s)
        if groups:
            known = set(all_corps)
            return [[c for c in group if c in known] for group in groups]
    return [all_corps]


def _deal_unseen(s: TMState, player: int, groups: list[list[str]], rng: Rng) -> None:
    """Before the reveal: every other seat is dealt again from what `player` has not seen,
    as many from each group as the real deal took; one that has chosen keeps one of them."""
    me = s.players_state[player]
    mine = set(me.corp_dealt)
    hidden = [[c for c in group if c not in mine] for group in groups]
    for group in hidden:
        rng.shuffle(group)
    each = CORPS_DEALT // len(hidden)
    box: list[str] = []
    for i in range(s.players):
        if i == player:
            continue
        p = s.players_state[i]
        dealt = [c for group in hidden for c in group[:each]]
        hidden = [group[each:] for group in hidden]
        if len(hidden) > 1:  # which of its groups a seat chose from is unseen too
            rng.shuffle(dealt)
        p.corp_dealt = dealt
        if p.corp is not None:
            p.corp, p.corp_options = dealt[0], []
            box.append(dealt[1])
        else:
            p.corp_options = dealt
    returned = [c for c in me.corp_dealt if c != me.corp and c not in me.corp_options]
    s.corp_box = sorted([c for group in hidden for c in group] + box + returned)


def _return_unseen(s: TMState, player: int, groups: list[list[str]], rng: Rng) -> None:
    """After the reveal: which corporation each other seat returned is unseen (not the one
    `player` returned: that one was dealt to `player`); it comes from the group the seat's
    own is not in when a deal takes one of each."""
    me = s.players_state[player]
    chosen = {p.corp for p in s.players_state}
    returned_here = {c for c in me.corp_dealt if c != me.corp}
    candidates = [[c for c in g if c not in chosen and c not in returned_here] for g in groups]
    for group in candidates:
        rng.shuffle(group)
    for i in range(s.players):
        p = s.players_state[i]
        if i == player or p.corp is None:
            continue
        # one group: the other corporation came from it; one of each: from the other group
        source = next(
            left
            for group, left in zip(groups, candidates, strict=True)
            if len(groups) == 1 or p.corp not in group
        )
        if source:
            p.corp_dealt = sorted([p.corp, source.pop()])


# What copy_state gives each model, without pydantic's per-field assignment (the search
# copies a state for every action it rates): the same __dict__, fields-set and private slots
# that `model_copy()` followed by these assignments would leave.
_PLAYER_LISTS = (
    "corp_options",
    "corp_dealt",
    "hand",
    "played",
    "bonus",
    "tapped",
    "milestones",
    "bonus_steps",
)
_PLAYER_COPIED = frozenset((*_PLAYER_LISTS, "dice", "vp_sources"))
_STATE_LISTS = (
    "tiles",
    "owners",
    "award_dice",
    "milestones",
    "milestone_state",
    "deck",
    "discard",
    "bonus_pile",
    "bonus_box",
    "bonus_seen",
    "corp_box",
    "purple_map",
    "purple_track",
    "scores",
    "winners",
)
_STATE_OTHERS = ("rng", "pool", "pending", "players_state", "breakdown", "notes", "modules")
_STATE_COPIED = frozenset((*_STATE_LISTS, *_STATE_OTHERS, "options"))


def _copy_player(p: PlayerState) -> PlayerState:
    fields = dict(p.__dict__)
    for name in _PLAYER_LISTS:
        fields[name] = list(fields[name])
    fields["dice"] = dict(p.dice)
    fields["vp_sources"] = dict(p.vp_sources)
    return made(p, fields, _PLAYER_COPIED)


_EFFECTS = frozenset(("effects",))


def copy_state(s: TMState) -> TMState:
    """An independent copy, cheaper than a deep copy: the content's effects are immutable and
    shared, every list and dict of the state is new."""
    fields = dict(s.__dict__)
    for name in _STATE_LISTS:
        fields[name] = list(fields[name])
    fields["rng"] = made(s.rng, {"state": s.rng.state}, frozenset(("state",)))
    fields["pool"] = dict(s.pool)
    fields["pending"] = [
        made(p, {**p.__dict__, "effects": list(p.effects)}, _EFFECTS) for p in s.pending
    ]
    fields["players_state"] = [_copy_player(p) for p in s.players_state]
    fields["breakdown"] = [dict(b) for b in s.breakdown]
    fields["notes"] = dict(s.notes)
    fields["modules"] = {name: model_copier(type(m))(m) for name, m in s.modules.items()}
    fields["options"] = made(s.options, dict(s.options.__dict__), frozenset())
    return made(s, fields, _STATE_COPIED)
