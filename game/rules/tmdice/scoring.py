"""The end of the game: resources and hands discarded, awards, milestones, red-ribbon cards and
the modules' end points, the winner (tie-break: dice production), and the solo verdict.

`award_counts` and `award_points` are pure functions of plain data, shared with the screens.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from game.rules.core import Event
from game.rules.tmdice.board import completed
from game.rules.tmdice.events import FinalScores, Nothing, emit
from game.rules.tmdice.goals import seat_dice_production
from game.rules.tmdice.modules.registry import active
from game.rules.tmdice.resources import remove_face, vp
from game.rules.tmdice.state import TMState
from game.rules.tmdice.tables import (
    AWARD_FIRST_VP,
    AWARD_SECOND_VP,
    BONUS_COST,
    CARD_COST,
    MILESTONE_VP,
    SOLO_AWARD_NEED,
    C,
    band_for,
)

# icons by face in each card's cost, looked up rather than scanned: the bots count awards
# in every position they rate
_CARD_ICONS = {cid: dict(cost) for cid, cost in CARD_COST.items()}
_BONUS_ICONS = {bid: dict(cost) for bid, cost in BONUS_COST.items()}


@lru_cache(maxsize=4096)
def _icons(played: tuple[str, ...], bonus: tuple[str, ...]) -> dict[str, int]:
    """Icons by face in the costs of these cards (never changed by a caller)."""
    icons: dict[str, int] = {}
    for costs, cards in ((_CARD_ICONS, played), (_BONUS_ICONS, bonus)):
        for card in cards:
            for face, n in costs[card].items():
                icons[face] = icons.get(face, 0) + n
    return icons


def award_count(face: str, played: list[str], bonus: list[str]) -> int:
    """`face` icons in the costs of one player's played project cards and bonus cards."""
    return _icons(tuple(played), tuple(bonus)).get(face, 0)


def award_counts(s: TMState, face: str) -> list[int]:
    """How many `face` icons each player has for an award."""
    return [award_count(face, p.played, p.bonus) for p in s.players_state]


def award_standings(s: TMState) -> list[list[int]]:
    """`award_counts` of the face of each award die, in their order (each player's icons
    looked up once for all three)."""
    icons = [_icons(tuple(p.played), tuple(p.bonus)) for p in s.players_state]
    return [[mine.get(face, 0) for mine in icons] for face in s.award_dice]


def award_points(counts: list[int], face: str, solo: bool) -> list[int]:
    """VP each player scores for one award. Multiplayer (000): most icons 5 (ties all 5, then
    no second place), second most 3 (ties all 3; none with 2 players); nobody scores without an
    icon. Solo: 5 at the threshold of the icon's rarity, 3 one short."""
    n = len(counts)
    out = [0] * n
    if solo:
        need = SOLO_AWARD_NEED[face]
        if counts[0] >= need:
            out[0] = AWARD_FIRST_VP
        elif counts[0] == need - 1:
            out[0] = AWARD_SECOND_VP
        return out
    best = max(counts)
    if best <= 0:
        return out
    firsts = [i for i in range(n) if counts[i] == best]
    for i in firsts:
        out[i] = AWARD_FIRST_VP
    if len(firsts) == 1 and n > 2:
        rest = [c for c in counts if c < best]
        second = max(rest) if rest else 0
        if second > 0:
            for i in range(n):
                if counts[i] == second:
                    out[i] = AWARD_SECOND_VP
    return out


def end_card_vp(played: Sequence[str], bonus: Sequence[str]) -> int:
    """The red-ribbon VP of a player's played project cards and bonus cards."""
    return sum(C.cards[c].end_vp for c in played) + sum(C.bonus[b].end_vp for b in bonus)


def game_over(s: TMState, ev: list[Event]) -> None:
    """Final scoring; the state is over afterwards."""
    s.phase = "over"
    s.step = "over"
    s.pending = []
    n = s.players
    # remaining resources and cards in hand are discarded
    for seat, p in enumerate(s.players_state):
        for face in list(p.dice):
            for _ in range(p.dice[face]):
                remove_face(s, seat, face)
        s.wild_supply += p.wild
        p.wild = 0
        s.discard.extend(p.hand)
        p.hand = []
    ev.append(emit("game_end", Nothing()))
    for face in s.award_dice:
        for seat, points in enumerate(award_points(award_counts(s, face), face, s.solo)):
            if points:
                vp(s, seat, points, "awards", ev)
    for seat, p in enumerate(s.players_state):
        if p.milestones:
            vp(s, seat, MILESTONE_VP * len(p.milestones), "milestones", ev)
        end = end_card_vp(p.played, p.bonus)
        if end:
            vp(s, seat, end, "cards_end", ev)
        for module in active(s):
            module.end_points(s, seat, ev)
    s.scores = [p.vp for p in s.players_state]
    s.breakdown = [dict(p.vp_sources) for p in s.players_state]
    best = max(s.scores)
    tied = [i for i in range(n) if s.scores[i] == best]
    how = "most VP"
    if len(tied) > 1:
        prods = {i: seat_dice_production(s, i) for i in tied}
        top = max(prods.values())
        tied = [i for i in tied if prods[i] == top]
        how = "tie broken by dice production" if len(tied) == 1 else "shared: a re-match"
    s.winners = tied
    s.notes = {"how": how}
    if s.solo:
        counted = completed(s) == 3
        s.notes = {
            "how": "all parameters complete" if counted else "parameters not complete",
            "counted": counted,
            "band": band_for(s.scores[0]),
            "turns": s.turn_no,
        }
        if not counted:
            s.winners = []
    ev.append(emit("final_scores", FinalScores(scores=list(s.scores), winners=list(s.winners))))
