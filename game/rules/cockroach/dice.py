"""The combat dice and the special die: rolling, what the turn player can spend, and paying.

Spending a symbol locks its die for the turn (004). `pay` spends in the kind order (symbols
gained off the dice first, they lock nothing; then the special die, dice already locked, the
dice that show the fewest symbols, and star counters held as spoils last, since they keep), or
within a way the player chose where the dice it locks matter (payment.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.cockroach import abilities as ab
from game.rules.cockroach.actions import PayWith
from game.rules.cockroach.events import DiceRerolled, DiceRolled, SpecialFace
from game.rules.core import Event
from game.rules.core.events import emit

if TYPE_CHECKING:
    from game.rules.cockroach.engine import CockroachEngine

SPENDABLE = ("star", "serum", "injury")


def rolled(eng: CockroachEngine, symbol: str) -> int:
    faces = eng.c.combat_faces
    n = 0
    for f in eng.state.dice:  # a loop, not sum(): the rules count symbols very often
        n += faces[f].count(symbol)
    return n


def dangers(eng: CockroachEngine) -> int:
    """Dangers rolled this turn that count (after ignoring): those on the dice and those on
    faces re-rolled away since, for a danger re-rolled was still rolled (004: "if any Dangers
    were rolled")."""
    s = eng.state
    if "danger" in s.ignored:
        return 0
    ignore = ab.passive_n(eng, s.current, "ignore_danger")
    return max(0, rolled(eng, "danger") + s.dangers_rerolled - ignore)


def usable_rolled(eng: CockroachEngine, symbol: str) -> int:
    """Symbols of this kind rolled on the combat dice that may be used this turn."""
    s = eng.state
    if symbol in s.ignored:
        return 0
    count = rolled(eng, symbol)
    danger = dangers(eng) if count else 0
    if danger:
        lose = ab.talent(eng, "lose_symbol_on_danger")
        if lose is not None and lose.talent.symbol == symbol:
            return 0
        per = ab.talent(eng, "lose_per_danger")
        if per is not None and per.talent.symbol == symbol:
            count -= per.talent.n * danger
    return max(0, count)


def _extra_total(eng: CockroachEngine, symbol: str) -> int:
    s = eng.state
    return s.gained.get(symbol, 0) + ab.passive_n(eng, s.current, "extra_symbol", symbol)


def extra_left(eng: CockroachEngine, symbol: str) -> int:
    return max(0, _extra_total(eng, symbol) - eng.state.extra_spent.get(symbol, 0))


def _dice_left(eng: CockroachEngine, symbol: str) -> int:
    spent = 0
    for row in eng.state.spent:
        spent += row.count(symbol)
    return max(0, usable_rolled(eng, symbol) - spent)


def unspent_rolled(eng: CockroachEngine, symbol: str) -> int:
    """Symbols of this kind on the combat dice, usable and not spent yet."""
    return _dice_left(eng, symbol)


def special_left(eng: CockroachEngine, symbol: str) -> int:
    s = eng.state
    if s.special < 0:
        return 0
    return eng.c.special_faces[s.special].count(symbol) - s.special_spent.count(symbol)


def available(eng: CockroachEngine, symbol: str, special: bool = True) -> int:
    """What the turn player can still spend of `symbol` (stars include star counters);
    without `special`, leaving out what the special die shows."""
    s = eng.state
    if not s.rolled and symbol != "star":
        return extra_left(eng, symbol)
    out = extra_left(eng, symbol) + _dice_left(eng, symbol)
    if special:
        out += special_left(eng, symbol)
    if symbol == "star":
        out += s.stars[s.current]
    return out


def can_pay(eng: CockroachEngine, stars: int, serums: int) -> bool:
    return available(eng, "star") >= stars and available(eng, "serum") >= serums


def pay(eng: CockroachEngine, symbol: str, n: int, way: PayWith | None = None) -> None:
    """Spend `n` of `symbol` for the turn player (the caller checked it can). Without `way`,
    in the kind order (gains, the special die, locked dice, the dice with fewest symbols, star
    counters); with `way` (payment.py), locking nothing beyond what it names."""
    s = eng.state
    take = min(n, extra_left(eng, symbol))
    if take:
        s.extra_spent[symbol] = s.extra_spent.get(symbol, 0) + take
        n -= take
    if way is None or s.special_spent or way.special:
        take = min(n, special_left(eng, symbol))
        s.special_spent.extend([symbol] * take)
        n -= take
    faces = eng.c.combat_faces
    while n > 0 and _dice_left(eng, symbol) > 0:
        candidates = [
            i
            for i, f in enumerate(s.dice)
            if faces[f].count(symbol) > s.spent[i].count(symbol)
            and (way is None or s.spent[i] or i in way.dice)
        ]
        if not candidates:
            break
        die = min(candidates, key=lambda i: (not s.spent[i], len(faces[s.dice[i]]), i))
        s.spent[die].append(symbol)
        n -= 1
    if n > 0 and symbol == "star":
        taken = min(n, s.stars[s.current])
        s.stars[s.current] -= taken
        s.supply_stars += taken
        n -= taken
    if n > 0:
        raise AssertionError(f"paid {symbol} beyond what was available")


def locked(eng: CockroachEngine, die: int) -> bool:
    return bool(eng.state.spent[die])


def rerollable(eng: CockroachEngine) -> list[int]:
    s = eng.state
    return [i for i in range(len(s.dice)) if not s.spent[i]]


def roll_combat(eng: CockroachEngine, count: int) -> Event:
    s = eng.state
    s.dice = [s.rng.randbelow(6) for _ in range(count)]
    s.spent = [[] for _ in range(count)]
    s.rolled = True
    return emit("dice_rolled", DiceRolled(player=s.current, dice=list(s.dice)), reveal=True)


def reroll(eng: CockroachEngine, dice: list[int]) -> Event:
    s = eng.state
    faces = eng.c.combat_faces
    for die in dice:
        s.dangers_rerolled += faces[s.dice[die]].count("danger")
        s.dice[die] = s.rng.randbelow(6)
    return emit(
        "dice_rerolled",
        DiceRerolled(player=s.current, dice=list(dice), faces=[s.dice[d] for d in dice]),
        reveal=True,
    )


def special_allowed(eng: CockroachEngine) -> bool:
    """Talents 39 and 49 forbid rolling the special die; a die with a spent symbol is locked."""
    s = eng.state
    if s.special >= 0 and s.special_spent:
        return False
    if ab.no_special_die(eng):
        return False
    return not (ab.talent(eng, "no_special_on_danger") is not None and dangers(eng) > 0)


def roll_special(eng: CockroachEngine) -> Event:
    s = eng.state
    s.special = s.rng.randbelow(6)
    s.special_spent = []
    return emit("special_rolled", SpecialFace(player=s.current, face=s.special), reveal=True)


def injuries_held(eng: CockroachEngine) -> int:
    """The injuries the turn player has for the injuries step, before the cockroach's talents:
    on the dice (injuries are never spent, only exchanged), the special die and gained."""
    s = eng.state
    if not s.rolled or s.skipped:
        return 0
    return _dice_left(eng, "injury") + special_left(eng, "injury") + extra_left(eng, "injury")
