"""Milestones (000): the first player to meet one takes it, free, for 4 VP at the end; solo
milestones are removed at their deadlines. (Missions, the 001 variant, are a module:
modules/missions.py.)"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from operator import attrgetter

from game.rules.core import Event
from game.rules.tmdice.events import MilestoneClaimed, MilestoneRemoved, emit
from game.rules.tmdice.modules.registry import module_production
from game.rules.tmdice.state import PlayerState, TMState
from game.rules.tmdice.tables import CORP_DICE, DICE_PRODUCTION, C
from game.rules.tmdice.triggers import fire


def dice_production(corp: str | None, played: list[str]) -> int:
    """Dice symbols in the brown boxes of a corporation and the green cards played (wild, VP
    and card symbols are not dice)."""
    total = CORP_DICE[corp] if corp else 0
    return total + sum(DICE_PRODUCTION[c] for c in played)


def seat_dice_production(s: TMState, seat: int) -> int:
    """`seat`'s dice production, for the tie-break and the Producer milestone: its brown
    boxes' dice and the dice a module adds to its production (a colony's production die is
    rolled on every production turn like a brown box's; DECISIONS.md, "Colonies")."""
    p = s.players_state[seat]
    return dice_production(p.corp, p.played) + len(module_production(s, seat))


_VALUE: dict[str, Callable[[PlayerState], int]] = {
    "green_cards": attrgetter("green_cards"),
    "red_cards": attrgetter("red_cards"),
    "blue_cards": attrgetter("blue_cards"),
    "greeneries": attrgetter("greeneries"),
    "cities": attrgetter("cities"),
    "tiles": attrgetter("tiles"),
    "dice": lambda p: sum(p.dice.values()),
    "hand": lambda p: len(p.hand),
    "wild": attrgetter("wild"),
}


def milestone_value(s: TMState, seat: int, kind: str) -> int:
    """What a milestone of `kind` counts for `seat` (dice production needs the modules)."""
    if kind == "production":
        return seat_dice_production(s, seat)
    return _VALUE[kind](s.players_state[seat])


def open_milestones(s: TMState, seat: int) -> Iterator[tuple[int, int, int]]:
    """Each milestone nobody has claimed (nor, solo, removed): its place on the board, what
    it needs, and what `seat` has towards it (at most what it needs)."""
    for i, mid in enumerate(s.milestones):
        if s.milestone_state[i] == -1:
            m = C.miles[mid]
            yield i, m.n, min(milestone_value(s, seat, m.kind), m.n)


# The events after which something a milestone counts may have grown (dice, wild tokens,
# cards in hand, cards played, tiles); nothing else makes a count grow. A module adds the
# events of its own that can (Colonies: a colony built or a trade may bring a production die).
GROWTH_EVENTS: set[str] = {
    "die_rolled",
    "die_gained",
    "resource_given",
    "wild_gained",
    "cards_drawn",
    "card_played",
    "tile_placed",
}


_KIND = attrgetter("kind")


def counts_grew(ev: list[Event]) -> bool:
    """Whether these events can have made a milestone's count grow."""
    # compared without a Python call per event: asked twice in every action
    return not GROWTH_EVENTS.isdisjoint(map(_KIND, ev))


def check_milestones(s: TMState, ev: list[Event]) -> bool:
    """Claim every milestone a player now meets, players in turn order from the current one;
    True if one was claimed."""
    if s.phase != "play" or -1 not in s.milestone_state:
        return False
    claimed = False
    n = s.players
    order = [(s.current + k) % n for k in range(n)]
    for i, mid in enumerate(s.milestones):
        if s.milestone_state[i] != -1:
            continue
        m = C.miles[mid]
        for seat in order:
            p = s.players_state[seat]
            if milestone_value(s, seat, m.kind) >= m.n:
                s.milestone_state[i] = seat
                p.milestones.append(mid)
                ev.append(emit("milestone_claimed", MilestoneClaimed(seat=seat, milestone=mid)))
                fire(s, "milestone", seat, ev)
                claimed = True
                break
    return claimed


def remove_expired_milestones(s: TMState, ev: list[Event]) -> None:
    """Solo: after turns 16, 20 and 24 the top, middle and bottom milestone leave if still
    unclaimed."""
    for i, deadline in enumerate(C.tracks.solo_deadlines):
        if s.turn_no == deadline and s.milestone_state[i] == -1:
            s.milestone_state[i] = -2
            ev.append(emit("milestone_removed", MilestoneRemoved(milestone=s.milestones[i])))
