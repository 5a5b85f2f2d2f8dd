"""Which dice a payment locks. 004: "When a symbol is spent, it locks the die that symbol
appears on, which cannot be re-rolled for any reason that turn."

Symbols that lock nothing new are spent first: those gained off the dice, and those on dice
(the special die too) that are locked already. What is left must lock something new: combat
dice, the special die, or star counters (spoils, which keep from turn to turn) in their place.
Which of those is the player's choice where it matters:

- which combat dice stay free matters while a re-roll may still come this turn (talent 01,
  equipment 09, squad 32 in hand);
- whether the special die stays free matters while it may still be rolled again or set (3
  serums besides this payment, squads 20 and 31 in hand);
- otherwise dice are spent before star counters, which keep.

Ways that leave the same things free are one way; a way that locks more than another (the same
dice and more, or more counters) is dropped. One way left: it is paid at once. Several: the
turn player picks among them (the `pay` step, choices.py), each said in words.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from itertools import combinations
from typing import TYPE_CHECKING

from game.rules.cockroach import abilities as ab
from game.rules.cockroach import actions as A
from game.rules.cockroach import dice

if TYPE_CHECKING:
    from game.rules.cockroach.engine import CockroachEngine

Need = dict[str, int]  # symbol -> how many to pay
# What a way leaves behind: the faces (symbols) it newly locks, the special die, the counters.
Outcome = tuple[tuple[tuple[str, ...], ...], bool, int]


def reroll_ahead(eng: CockroachEngine, buying: str = "") -> bool:
    """A combat die may still be rolled again this turn: an unused re-roll ability, or a
    squad 32 in hand, or either of them the card being bought (`buying`)."""
    s = eng.state
    p = s.current
    if any(src not in s.used for src in ab.sources(eng, p, "reroll")):
        return True
    return _holds(eng, "reroll_any", buying) or _kind(eng, buying) == "reroll"


def _kind(eng: CockroachEngine, card: str) -> str:
    return eng.c.card[card].effect.kind if card else ""


def _holds(eng: CockroachEngine, kind: str, buying: str = "") -> bool:
    """The turn player holds a squad of this kind, or is buying one."""
    s = eng.state
    held = any(_kind(eng, cid) == kind for cid in s.hands[s.current])
    return held or _kind(eng, buying) == kind


def _special_replaceable(eng: CockroachEngine, need: Need, buying: str) -> bool:
    """The special die, if left free, may still be rolled again or set this turn."""
    if _holds(eng, "set_special", buying):
        return True
    rollable = not ab.no_special_die(eng) and not (
        ab.talent(eng, "no_special_on_danger") is not None and dice.dangers(eng) > 0
    )
    serums = dice.available(eng, "serum", special=False) - need.get("serum", 0)
    enough = serums >= eng.c.dice.special_die_serums or _holds(eng, "roll_special", buying)
    return rollable and enough


@dataclass(frozen=True, slots=True)
class _Held:
    """What the turn player holds of one symbol, worked out once per payment: a way to pay
    differs from the next only in the dice and the special die it newly locks."""

    kept: int  # paid without locking anything: gains, and the special die if locked already
    special: int  # on the special die while it is free: paid only by a way that locks it
    locked: int  # left on combat dice locked already
    usable: int  # the most the combat dice may give (what the dice show that may be used)
    per_die: dict[int, int]  # left on each free combat die


def _held(eng: CockroachEngine, symbol: str) -> _Held:
    s = eng.state
    faces = eng.c.combat_faces
    left = [faces[f].count(symbol) - s.spent[d].count(symbol) for d, f in enumerate(s.dice)]
    special = dice.special_left(eng, symbol) if s.special >= 0 else 0
    return _Held(
        kept=dice.extra_left(eng, symbol) + (special if s.special_spent else 0),
        special=0 if s.special_spent else special,
        locked=sum(n for d, n in enumerate(left) if s.spent[d]),
        usable=dice.unspent_rolled(eng, symbol),
        per_die={d: n for d, n in enumerate(left) if not s.spent[d]},
    )


def _free(held: _Held, dice_used: Iterable[int], special: bool) -> int:
    """What of the symbol the turn player pays without locking anything beyond `dice_used`
    (free dice) and the special die when `special`: gains, dice locked already, the special
    die if locked."""
    on_dice = held.locked + sum(held.per_die[d] for d in dice_used)
    return held.kept + min(on_dice, held.usable) + (held.special if special else 0)


def _counters_needed(
    eng: CockroachEngine,
    held: dict[str, _Held],
    need: Need,
    dice_used: tuple[int, ...],
    special: bool,
) -> int | None:
    """Star counters this way still needs, or None if it cannot pay."""
    counters = 0
    for symbol, n in need.items():
        short = n - _free(held[symbol], dice_used, special)
        if short <= 0:
            continue
        if symbol != "star" or short > eng.state.stars[eng.state.current]:
            return None
        counters = short
    return counters


def _candidates(eng: CockroachEngine, need: Need, use_special: bool) -> Iterator[A.PayWith]:
    s = eng.state
    free = [d for d in range(len(s.dice)) if not s.spent[d]]
    useful = [d for d in free if any(eng.c.combat_faces[s.dice[d]].count(x) for x in need)]
    specials = [False]
    if use_special and s.special >= 0 and not s.special_spent:
        specials.append(True)
    held = {symbol: _held(eng, symbol) for symbol in need}
    for k in range(len(useful) + 1):
        for chosen in combinations(useful, k):
            for special in specials:
                counters = _counters_needed(eng, held, need, chosen, special)
                if counters is not None:
                    yield A.PayWith(dice=chosen, special=special, counters=counters)


def ways_to_pay(
    eng: CockroachEngine, need: Need, use_special: bool = True, buying: str = ""
) -> list[A.PayWith]:
    """The ways to pay `need` that differ in what they leave free where it matters, the kind
    one first (fewest counters, the special die before combat dice, dice with fewest
    symbols). `buying`: the support card this pays for, whose power counts too (equipment
    09, squads 20, 31, 32 make the dice left free matter). Empty if it cannot be paid."""
    s = eng.state
    faces = eng.c.combat_faces
    dice_matter = reroll_ahead(eng, buying)
    special_matters = _special_replaceable(eng, need, buying)

    def key(way: A.PayWith) -> Outcome:
        """What a way leaves behind that matters: the faces it locks, the special die, the
        star counters it spends (they keep, so they always matter)."""
        locked = tuple(sorted(tuple(faces[s.dice[d]]) for d in way.dice)) if dice_matter else ()
        return locked, way.special and special_matters, way.counters

    def kindness(way: A.PayWith) -> tuple[int, bool, int, int, tuple[int, ...]]:
        symbols = sum(len(faces[s.dice[d]]) for d in way.dice)
        return way.counters, not way.special, len(way.dice), symbols, way.dice

    best: dict[Outcome, A.PayWith] = {}
    for way in sorted(_candidates(eng, need, use_special), key=kindness):
        best.setdefault(key(way), way)
    kept = sorted(
        (
            way
            for k, way in best.items()
            if not any(other != k and _covers(k, other) for other in best)
        ),
        key=kindness,
    )
    return _short_list(eng, kept, dice_matter, special_matters)


def _short_list(
    eng: CockroachEngine, ways: list[A.PayWith], dice_matter: bool, special_matters: bool
) -> list[A.PayWith]:
    """The kind way, then for each thing a player may want left free (a die of each face
    showing, when a re-roll may come; the special die, when it may be rolled or set), the
    kindest way that leaves it free: a short list however many ways there are."""
    if len(ways) <= 1:
        return ways
    s = eng.state
    faces = eng.c.combat_faces
    out = [ways[0]]

    def offer(way: A.PayWith | None) -> None:
        if way is not None and way not in out:
            out.append(way)

    if dice_matter:
        showing = {tuple(faces[f]) for d, f in enumerate(s.dice) if not s.spent[d]}
        for face in sorted(showing):
            offer(next((w for w in ways if _leaves_free(eng, w, face)), None))
    if special_matters:
        offer(next((w for w in ways if not w.special), None))
    return out


def _leaves_free(eng: CockroachEngine, way: A.PayWith, face: tuple[str, ...]) -> bool:
    """After `way`, an unlocked combat die still shows `face`."""
    s = eng.state
    faces = eng.c.combat_faces
    return any(
        tuple(faces[f]) == face and not s.spent[d] and d not in way.dice
        for d, f in enumerate(s.dice)
    )


def _covers(worse: Outcome, better: Outcome) -> bool:
    """`better` locks no more than `worse`: a sub-multiset of its dice, no special die where
    it has none, no more counters."""
    locked_w, special_w, counters_w = worse
    locked_b, special_b, counters_b = better
    return (
        not Counter(locked_b) - Counter(locked_w)
        and special_b <= special_w
        and counters_b <= counters_w
    )


def pay(eng: CockroachEngine, need: Need, way: A.PayWith | None = None) -> None:
    """Spend `need` for the turn player, by `way` (None: the kind way, when it is the only
    one that matters)."""
    for symbol, n in need.items():
        if n:
            dice.pay(eng, symbol, n, way)
