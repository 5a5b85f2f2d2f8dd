"""TM Dice for the bots: `evaluate` rates a position for one seat (the greedy bot's heuristic).

The rating is VP plus what is likely to turn into VP: end-game points already secured
(milestones, red-ribbon cards, missions, award standing), terraforming progress (solo: a score
counts only with all three parameters complete), dice and wild tokens weighed by how close
they are to a standard project, production, cards in hand and blue cards, the decisions still
pending for the seat, and the rest of the current turn (the greedy bot looks one action ahead,
so a production turn or an action turn is rated by what it is likely to bring).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.ai.bots import Bot
from game.ai.memo import BoundedMemo
from game.ai.tmdice_memo import MEMO_ENTRIES
from game.ai.tmdice_odds import TMDiceGreedyBot
from game.ai.tmdice_outlook import (
    Outlook,
    blue_uses,
    outlook,
    production_per_turn,
    production_value,
    trigger_firings,
)
from game.ai.tmdice_race_terms import race_award_prospect, race_milestone_prospect
from game.ai.tmdice_search import TMDiceSearchBot
from game.ai.tmdice_solo_terms import (
    SOLO_DICE_GIVEN_UP,
    pending_steps,
    solo_award_prospect,
    solo_corporation_worth,
    solo_milestone_prospect,
    solo_missing_steps_penalty,
)
from game.ai.tmdice_valuer import Valuer, valuer_for
from game.rules.core import Engine
from game.rules.tmdice.engine import (
    CARD_COST,
    OCEANS,
    OXY_STEPS,
    STANDARD,
    TEMP_STEPS,
    C,
    TMDiceEngine,
)
from game.rules.tmdice.modules.missions import missions_done
from game.rules.tmdice.state import ColoniesState, TMState
from game.rules.tmdice.tables import can_pay

# The easy bot's slips. At the default 1.5 easy played almost at random (greedy won 98.5 % of
# 200 two-player games); at 0.8 greedy wins 81.8 % [75.8-86.5 %] of 200 (arena, seed 1). Solo
# it completes the parameters in 19 of 100 games (seeds 70000): median 0, uncounted as 0.
EASY_TEMPERATURE = 0.8


# red-ribbon VP of each card and bonus card, looked up rather than read off the content
CARD_END_VP = {cid: card.end_vp for cid, card in C.cards.items()}
BONUS_END_VP = {bid: bonus.end_vp for bid, bonus in C.bonus.items()}
# (valuer, corporation, cards played) -> what the seat's brown boxes bring at one production
_PER_TURN: BoundedMemo[float] = BoundedMemo(MEMO_ENTRIES)


def _seat_production_per_turn(engine: TMDiceEngine, seat: int, v: Valuer) -> float:
    """`production_per_turn` of the seat's brown boxes (its corporation's and its green
    cards'), by the valuer's die values: the same from one position to the next until a card
    is played."""
    p = engine.state.players_state[seat]
    return _PER_TURN.known(
        (v, p.corp, tuple(p.played)),
        lambda: production_per_turn(engine.production_items(seat), v.die_value),
    )


def _tableau_value(s: TMState, seat: int, look: Outlook, v: Valuer) -> float:
    """Blue actions (each use: its gain less what it costs) and triggers of the seat's played
    cards and bonus cards (000: kept all game), over the uses and firings likely to come."""
    p = s.players_state[seat]
    value = 0.0
    for cid in p.played:
        act = C.cards[cid].action
        if act is not None:
            gain = sum(_effect_value(e, step_credit(s.solo), v.done) for e in act.gain)
            per_use = max(0.2, gain - 0.45 * (len(act.cost) + act.pay_any))
            value += per_use * blue_uses(look, cid not in p.tapped)
    triggers = [t for c in p.played for t in C.cards[c].triggers]
    for trig in triggers + [t for b in p.bonus for t in C.bonus[b].triggers]:
        gain = sum(_effect_value(e, step_credit(s.solo), v.done) for e in trig.gain)
        value += gain * trigger_firings(trig.on, trig.who, s, look)
    return value


DONE_FACE = {"temperature": "heat", "oxygen": "plant", "ocean": "water", "greenery": "plant"}


def step_credit(solo: bool) -> float:
    """What a parameter step is worth beyond its 2 VP in a card's or a main action's worth:
    solo, a step towards the score counting at all; with rivals, the end brought nearer."""
    return 2.5 if solo else 0.5


def _effect_value(eff: Any, progress: float, done: dict[str, bool] | None = None) -> float:
    """An effect's rough worth in VP, a parameter step at 2 VP plus `progress`; raising a
    completed parameter is worth 1 VP."""
    do = eff.do
    finished = done or {}
    if do == "vp":
        return float(eff.n)
    if do == "raise":
        if finished.get(DONE_FACE[eff.param]):
            return 1.0 * eff.n
        return (2.0 + progress) * eff.n
    if do == "tile":
        if eff.tile in ("ocean", "greenery") and finished.get(DONE_FACE[eff.tile]):
            return 1.5
        return {"ocean": 2.0 + progress, "greenery": 2.5 + progress, "city": 2.5}.get(eff.tile, 0.5)
    if do == "die":
        return (0.6 if eff.mode != "roll" else 0.45) * eff.n
    if do == "wild":
        return 0.7 * eff.n
    if do == "draw":
        return 0.25 * eff.n
    if do == "rotate":
        return 0.3 * eff.n
    if do == "attack":
        return 0.3
    # Colonies module: a free colony (a production die and its bonuses), a free trade, a fleet
    return {"colony": 2.0, "trade": 1.2, "fleet": 1.0}.get(do, 0.0)


_WORTH: dict[tuple[str, bool, tuple[bool, ...]], float] = {}


def card_worth(cid: str, solo: bool, done: dict[str, bool]) -> float:
    """What a project card brings when played now, roughly, in VP."""
    key = (cid, solo, (done["heat"], done["plant"], done["water"]))
    worth = _WORTH.get(key)
    if worth is None:
        card = C.cards[cid]
        credit = step_credit(solo)
        value = card.vp + card.end_vp + sum(_effect_value(e, credit, done) for e in card.effects)
        value += 2.5 * sum(1 for item in card.production if item != "draw")
        act = card.action
        if act is not None:  # as rated once in play (see evaluate)
            gain = sum(_effect_value(e, credit, done) for e in act.gain)
            value += 1.2 * max(0.2, gain - 0.45 * (len(act.cost) + act.pay_any))
        worth = max(0.5, value - 0.4 * len(card.cost))
        _WORTH[key] = worth
    return worth


Cost = tuple[tuple[str, int], ...]
_HANDS: BoundedMemo[tuple[tuple[Cost, float], ...]] = BoundedMemo(MEMO_ENTRIES)


def hand_worths(
    hand: list[str], solo: bool, done: dict[str, bool]
) -> tuple[tuple[Cost, float], ...]:
    """(cost, `card_worth`) of each different card in `hand`, in the order of `set(hand)` (the
    order the rating sums them in). A hand changes seldom in a search, so each is worked out
    once per parameters complete."""
    key = (tuple(hand), solo, done["heat"], done["plant"], done["water"])
    return _HANDS.known(
        key, lambda: tuple((CARD_COST[cid], card_worth(cid, solo, done)) for cid in set(hand))
    )


def _pending_value(engine: TMDiceEngine, seat: int, v: Valuer) -> float:
    """What the decisions and effects still waiting for this seat are likely worth."""
    s = engine.state
    solo = s.solo
    p = s.players_state[seat]
    # solo, a parameter step still pending (a tile to place, an effect to resolve) already
    # counts as done in the missing steps (`evaluate`), where its real weight lies
    progress = 0.0 if solo else step_credit(solo)
    value = 0.0
    for pend in s.pending:
        if pend.seat != seat:
            continue
        kind = pend.kind
        if kind == "effects":
            value += sum(_effect_value(e, progress, v.done) for e in pend.effects)
        elif kind == "place":
            value += {"ocean": 2.0 + progress, "greenery": 2.5 + progress, "city": 2.5}.get(
                pend.tile, 0.5
            )
        elif kind in ("face", "colour"):
            value += 0.6 * pend.n
        elif kind == "rotate":
            value += v.rotation_gain(p.dice, p.wild) * pend.n
        elif kind == "bonus":
            value += 3.0
        elif kind == "pay":
            value -= v.cheapest_payment(p.dice, p.wild)
            if pend.then == "turn":
                value += v.rotation_gain(p.dice, p.wild)
            elif pend.then == "draw2":
                value += 0.3
            elif pend.then.startswith("blue:"):
                act = C.cards[pend.then[5:]].action
                if act is not None:
                    value += sum(_effect_value(e, step_credit(solo)) for e in act.gain)
        elif kind == "lose":
            value -= v.cheapest_payment(p.dice, p.wild) * pend.n
        elif kind == "module" and pend.then in ("colony", "trade"):
            value += 2.0 if pend.then == "colony" else 1.2  # a card's free colony or trade
    return value


def _main_potential(engine: TMDiceEngine, seat: int, solo: bool, v: Valuer) -> float:
    """Roughly what the best main action available now is worth."""
    p = engine.state.players_state[seat]
    progress = step_credit(solo)
    best = 0.45  # a second support action: about a die
    for what, (face, need) in STANDARD.items():
        if p.dice.get(face, 0) + p.wild >= need:
            gain = 2.0 if what == "megacredit" or v.done.get(face) else 2.0 + progress
            best = max(best, gain - 0.2 * max(0, need - p.dice.get(face, 0)))
    for cid in set(p.hand):
        if C.cards[cid].colour == "red" and can_pay(CARD_COST[cid], p.dice, p.wild):
            best = max(best, card_worth(cid, solo, v.done))
    return best


def _produced_value(
    engine: TMDiceEngine, seat: int, v: Valuer, held: dict[str, int] | None = None
) -> float:
    """What a seat's production boxes bring, each die rated on top of `held` and the dice
    produced before it."""
    wild = engine.state.players_state[seat].wild
    return v.produced(engine.production_items(seat), held or {}, wild)


def _production_value(engine: TMDiceEngine, seat: int, v: Valuer) -> float:
    """A production turn, rated before it happens: the dice kept plus the dice produced."""
    s = engine.state
    p = s.players_state[seat]
    kept = v.kept(p.dice, engine.keep_limit(seat)) if s.step == "prod_keep" else dict(p.dice)
    # the dice given up weigh half with rivals: a hoard beyond what the next turns can spend is
    # mostly idle; solo they weigh in full (`SOLO_DICE_GIVEN_UP`)
    given_up = SOLO_DICE_GIVEN_UP if s.solo else 0.5
    value = given_up * (v.dice(kept, p.wild) - v.dice(p.dice, p.wild))
    value += _produced_value(engine, seat, v, kept)
    value += max(0, 5 - len(p.hand)) * 0.2
    value += 0.3 * len(p.tapped)
    return value


def colonies_value(s: TMState, seat: int, look: Outlook, v: Valuer) -> float:
    """The Colonies module: a colony's production die works like any other brown box, and
    each colony brings a colony bonus now and then, when someone trades there."""
    c = s.modules.get("colonies")
    if not isinstance(c, ColoniesState):
        return 0.0
    value = production_value(c.production[seat], look, v.die_value)
    value += 0.08 * look.turns_left * sum(seat in here for here in c.colonies.values())
    return value


def evaluate(engine: Engine[Any, Any], seat: int, read_races: bool = False) -> float:
    """The greedy bot's rating of a position for `seat` (see the module's docstring);
    `read_races` weighs awards and milestones as the hard bot does."""
    assert isinstance(engine, TMDiceEngine)
    s = engine.state
    p = s.players_state[seat]
    worth = solo_corporation_worth(p.corp) if s.solo else 0.0
    if s.phase == "over":
        score = float(p.vp) + worth
        if s.solo and not s.notes.get("counted"):
            score -= 100.0
        elif not s.solo:
            score += 50.0 if seat in s.winners else 0.0
        return score
    v = valuer_for(engine)
    score = float(p.vp) + worth + _pending_value(engine, seat, v)
    score += 4.0 * len(p.milestones) + len(missions_done(s, seat))
    score += sum(map(CARD_END_VP.__getitem__, p.played)) + sum(
        map(BONUS_END_VP.__getitem__, p.bonus)
    )
    look = outlook(s)
    progress = look.progress
    if s.solo:
        # the score only counts with every parameter complete (game/ai/tmdice_solo_terms.py)
        temperature, oxygen, oceans = pending_steps(s, seat)
        missing = [
            (max(TEMP_STEPS - s.temperature - temperature, 0), 1.0),
            (max(OXY_STEPS - s.oxygen - oxygen, 0), 1.35),  # a greenery takes 4 plants
            (max(OCEANS - s.oceans - oceans, 0), 1.0),
        ]
        score -= solo_missing_steps_penalty(missing, progress, look.turns_left)
    else:
        # raising the parameters brings the end nearer and pays track bonuses: prefer it to
        # buying VP with megacredits
        score += 1.2 * (s.temperature + s.oxygen + s.oceans)
    late = progress > 0.85
    score += v.dice(p.dice, p.wild) * (0.6 if late else 1.0)
    # the engine: brown boxes, blue actions and triggers over the turns likely left
    score += _seat_production_per_turn(engine, seat, v) * look.cycles_left
    score += _tableau_value(s, seat, look, v)
    if s.modules:
        score += colonies_value(s, seat, look, v)
    # cards in hand: worth what they bring, once their icons are (nearly) there
    hand_value = 0.0
    for cost, worth_now in hand_worths(p.hand, s.solo, v.done):
        worth = worth_now * (1.0 - 0.6 * progress)
        if can_pay(cost, p.dice, p.wild):
            hand_value += 0.5 * worth
        else:
            hand_value += 0.05 * worth
    score += min(hand_value, 6.0)
    # the rest of this turn
    if s.current == seat and not s.pending:
        step = s.step
        if step in ("support", "support2"):
            rotate = v.rotation_gain(p.dice, p.wild) - v.cheapest_payment(p.dice, p.wild)
            best_die = max(
                (v.die_of(c, p.dice, p.wild) for c, k in s.pool.items() if k > 0), default=0.0
            )
            score += max(best_die, rotate, 0.0)
        if step in ("support", "main"):
            score += _main_potential(engine, seat, s.solo, v)
        if step in ("prod_keep", "prod_cards"):
            # just before producing, the credit is what producing will bring, at the weight
            # of the dice held: a larger one would make staying in these steps (returning
            # dice, 000's "keep up to 3") look better than producing
            held_weight = 0.6 if late else 1.0
            score += held_weight * _production_value(engine, seat, v)
    standings = zip(s.award_dice, engine.award_standings(), strict=True)
    if s.solo:
        score += sum(solo_award_prospect(counts[0], face) for face, counts in standings)
        score += solo_milestone_prospect(s, seat)
    # in a race, standing in the awards matters
    if not s.solo:
        for _, counts in standings:
            mine = counts[seat]
            best_other = max(counts[:seat] + counts[seat + 1 :])
            if read_races:
                score += race_award_prospect(mine, best_other, progress)
            elif mine > best_other:
                score += 2.0 * progress
            elif mine == best_other and mine > 0:
                score += 1.0 * progress
        if read_races:
            score += race_milestone_prospect(s, seat)
    return score


def evaluate_races(engine: Engine[Any, Any], seat: int) -> float:
    """The hard bot's rating: `evaluate` with the races for awards and milestones weighed as
    they pay (game/ai/tmdice_race_terms.py)."""
    return evaluate(engine, seat, read_races=True)


# With rivals the hard bot is the generic one at the registry's default scale; solo it rates
# positions against the one being decided (game/ai/tmdice_search.py).
SEARCH_SCALE = 5.0


def _hard() -> Bot:
    return TMDiceSearchBot(evaluate_races, SEARCH_SCALE)


def _greedy() -> Bot:
    return TMDiceGreedyBot(evaluate)


BOTS: dict[str, Callable[[], Bot]] = {"greedy": _greedy, "hard": _hard}
