"""TM Dice for the bots: what dice are worth in one position (`Valuer`), for the rating in
game/ai/tmdice.py.

A valuer's figures depend only on which parameters are complete and, solo, on the steps
still missing; `valuer_for` hands out one valuer per such profile, so the search, which rates
thousands of positions of a few profiles, does not build one for each.
"""

from __future__ import annotations

from game.ai.memo import BoundedMemo
from game.ai.tmdice_memo import MEMO_ENTRIES, MEMO_PROFILES, memo_for, profile_of
from game.ai.tmdice_odds import FACE_ODDS, LIKELIEST_FACE
from game.ai.tmdice_solo_terms import SOLO_FACE_FLOOR, SOLO_FACE_SHARE
from game.rules.tmdice.content import FACE_COLOUR
from game.rules.tmdice.engine import OCEANS, OXY_STEPS, STANDARD, TEMP_STEPS, C, TMDiceEngine

STANDARD_FACES = {face: need for face, need in STANDARD.values()}
SET_VALUE = {"heat": 1.8, "water": 1.8, "plant": 1.9, "city": 1.6, "megacredit": 1.2}


class Valuer:
    """Dice values for one position: sets of standard faces by their parameter's urgency."""

    def __init__(self, engine: TMDiceEngine) -> None:
        s = engine.state
        self.done = {
            "heat": s.temperature >= TEMP_STEPS,
            "plant": s.oxygen >= OXY_STEPS,
            "water": s.oceans >= OCEANS,
        }
        if s.solo:
            need = {
                "heat": max(TEMP_STEPS - s.temperature, 0) * 3,
                "plant": max(OXY_STEPS - s.oxygen, 0) * 4,
                "water": max(OCEANS - s.oceans, 0) * 3,
            }
            total = sum(need.values()) or 1
            self.weight = {
                face: SOLO_FACE_FLOOR + SOLO_FACE_SHARE * k / total for face, k in need.items()
            }
            self.weight["megacredit"] = 0.7
            self.weight["city"] = 0.7
        else:
            self.weight = {f: 1.0 for f in STANDARD_FACES}
        # last: every value below is a function of the attributes set above and of its own
        # arguments only, and the memo is shared by every Valuer whose attributes are equal
        self._memo = memo_for(profile_of(self))

    def die_value(self, colour: str) -> float:
        """What one rolled die of `colour` is worth on its own, by the odds of its faces."""
        known = self._memo.die_values
        value = known.get(colour)
        if value is None:
            value = 0.0
            for face, odds in FACE_ODDS[colour]:
                need = STANDARD_FACES.get(face)
                if need is None:
                    worth = 0.25 if colour != "purple" else 0.5
                elif self.done.get(face):
                    worth = 0.3
                else:
                    worth = SET_VALUE[face] * self.weight[face] / need * 0.85
                value += odds * worth
            known[colour] = value
        return value

    def dice(self, dice: dict[str, int], wild: int) -> float:
        """Dice are worth what they can still become; a big hoard is worth less per die."""
        # keyed in the dict's own order: the sum below runs in it, to the last bit
        key = (tuple(dice.items()), wild)
        known = self._memo.dice
        value = known.get(key)
        if value is None:
            if len(known) >= MEMO_ENTRIES:
                known.clear()
            value = known[key] = self._dice(dice, wild)
        return value

    def _dice(self, dice: dict[str, int], wild: int) -> float:
        value = 0.0
        total = 0
        for face, k in dice.items():
            total += k
            need = STANDARD_FACES.get(face)
            if need is None:
                value += 0.25 * min(k, 2) if FACE_COLOUR[face] != "purple" else 0.5 * k
            elif self.done.get(face):
                value += 0.3 * k
            else:
                # closer to a full set is worth more, but a full set should be spent
                full, rest = divmod(k, need)
                worth = SET_VALUE[face] * self.weight[face]
                value += full * worth + rest * worth / need * (0.75 + 0.1 * rest)
        if total > 6:
            value -= 0.15 * (total - 6)
        return value + 0.7 * wild

    def rotation_gain(self, dice: dict[str, int], wild: int) -> float:
        """The best improvement one turned die can make."""
        key = ("turn", tuple(dice.items()), wild)
        return self._memo.known(key, lambda: self._rotation_gain(dice, wild))

    def _rotation_gain(self, dice: dict[str, int], wild: int) -> float:
        base = self.dice(dice, wild)
        best = 0.0
        for face in list(dice):
            for to in C.colour_faces[FACE_COLOUR[face]]:
                if to == face:
                    continue
                trial = dict(dice)
                trial[face] -= 1
                if not trial[face]:
                    del trial[face]
                trial[to] = trial.get(to, 0) + 1
                best = max(best, self.dice(trial, wild) - base)
        return best

    def cheapest_payment(self, dice: dict[str, int], wild: int) -> float:
        key = ("pay", tuple(dice.items()), wild)
        return self._memo.known(key, lambda: self._cheapest_payment(dice, wild))

    def _cheapest_payment(self, dice: dict[str, int], wild: int) -> float:
        base = self.dice(dice, wild)
        best = 0.7 if wild else 9.0
        for face in dice:
            trial = dict(dice)
            trial[face] -= 1
            if not trial[face]:
                del trial[face]
            best = min(best, base - self.dice(trial, wild))
        return best if best < 9.0 else 0.0

    def kept(self, dice: dict[str, int], keep: int) -> dict[str, int]:
        """The dice kept at a production-turn discard down to `keep`: the most useful."""
        order = sorted(
            dice.items(),
            key=lambda fk: (fk[0] not in STANDARD_FACES or self.done.get(fk[0], False), -fk[1]),
        )
        kept: dict[str, int] = {}
        room = keep
        for face, k in order:
            if room <= 0:
                break
            take = min(k, room)
            kept[face] = take
            room -= take
        return kept

    def die_of(self, colour: str, dice: dict[str, int], wild: int) -> float:
        """The expected value a newly rolled die of `colour` adds."""
        key = ("die", colour, tuple(dice.items()), wild)
        return self._memo.known(key, lambda: self._die_of(colour, dice, wild))

    def _die_of(self, colour: str, dice: dict[str, int], wild: int) -> float:
        base = self.dice(dice, wild)
        value = 0.0
        for face, odds in FACE_ODDS[colour]:
            trial = dict(dice)
            trial[face] = trial.get(face, 0) + 1
            value += odds * (self.dice(trial, wild) - base)
        return value

    def produced(self, items: list[str], held: dict[str, int], wild: int) -> float:
        """What production boxes `items` bring, each die rated on top of `held` and the dice
        produced before it."""
        key = ("produced", tuple(items), tuple(held.items()), wild)
        return self._memo.known(key, lambda: self._produced(items, held, wild))

    def _produced(self, items: list[str], held: dict[str, int], wild: int) -> float:
        value = 0.0
        dice = dict(held)
        for item in items:
            if item == "wild":
                value += 0.7
            elif item == "vp":
                value += 1.0
            elif item == "draw":
                value += 0.25
            else:
                value += self.die_of(item, dice, wild)
                best = LIKELIEST_FACE[item]
                dice[best] = dice.get(best, 0) + 1
        return value


# (solo, temperature, oxygen, oceans) -> the valuer of positions with those figures
_VALUERS: BoundedMemo[Valuer] = BoundedMemo(MEMO_PROFILES)


def valuer_for(engine: TMDiceEngine) -> Valuer:
    """The valuer of `engine`'s position: every figure of a `Valuer` is a function of the
    game's solo flag and its three parameters, so positions that share them share one."""
    s = engine.state
    return _VALUERS.known((s.solo, s.temperature, s.oxygen, s.oceans), lambda: Valuer(engine))
