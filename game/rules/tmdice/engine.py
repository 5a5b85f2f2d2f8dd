"""Terraforming Mars: The Dice Game — the rules engine.

The rules are the two rule texts (seeds 000 and 001); decisions the texts leave open are in
assets/data/tmdice/DECISIONS.md. A turn is a short list of windows (choose the turn, the
production steps, the support and main actions, the end of the turn); every multi-step effect
is a stack of pending entries (`TMState.pending`), the top resolved first. An entry that needs
a choice is a decision of its `seat`, which may not be the player whose turn it is.
"""

from __future__ import annotations

from typing import Any, Self

from pydantic import BaseModel

from game.rules.core import Engine, Event, Result, Rng, RulesError, Setup, decider_of, event
from game.rules.tmdice.actions import (
    ACTION_ADAPTER,
    Action,
    CardsDone,
    ChooseBonus,
    ChooseCorp,
    ChooseTurn,
    DiscardCard,
    DiscardDie,
    DrawTwo,
    EndTurn,
    GainDie,
    Give,
    Lose,
    Pay,
    PickColour,
    PickEffect,
    PickFace,
    PlaceTile,
    PlayCard,
    Rotate,
    SecondSupport,
    Skip,
    Terraform,
    TurnDie,
    UseBlue,
)
from game.rules.tmdice.content import (
    BASE_COLOURS,
    FACE_COLOUR,
    DieEffect,
    Effect,
    RotateEffect,
    TileEffect,
    content,
)
from game.rules.tmdice.state import (
    Options,
    Pending,
    PendingView,
    PlayerState,
    PlayerView,
    TMObservation,
    TMState,
)

C = content()
TEMP = C.tracks.temperature
OXY = C.tracks.oxygen
TEMP_STEPS = TEMP.steps()
OXY_STEPS = OXY.steps()
OCEANS = C.tracks.ocean_tiles
HAND_SIZE = 5
KEEP_DICE = 3
STANDARD: dict[str, tuple[str, int]] = {
    "heat": ("heat", 3),
    "water": ("water", 3),
    "plant": ("plant", 4),
    "city": ("city", 3),
    "megacredit": ("megacredit", 3),
}
STANDARD_WORDS = {
    "heat": "raise the temperature",
    "water": "place an ocean",
    "plant": "place a greenery",
    "city": "place a city",
    "megacredit": "gain 2 VP",
}
NON_RESERVED = [a.id for a in C.map.areas if a.reserved is None]
ROTATE_AREAS = frozenset(
    a.id for a in C.map.areas if any(isinstance(e, RotateEffect) for e in a.bonus)
)
TEMP_BONUS: dict[int, list[Effect]] = {
    (int(v) - TEMP.start) // TEMP.step: e for v, e in TEMP.bonuses.items()
}
OXY_BONUS: dict[int, list[Effect]] = {
    (int(v) - OXY.start) // OXY.step: e for v, e in OXY.bonuses.items()
}


def _cost_counts(cost: list[str]) -> tuple[tuple[str, int], ...]:
    counts: dict[str, int] = {}
    for face in cost:
        counts[face] = counts.get(face, 0) + 1
    return tuple(sorted(counts.items()))


CARD_COST = {cid: _cost_counts(card.cost) for cid, card in C.cards.items()}
ACTION_COST = {
    cid: _cost_counts(card.action.cost) for cid, card in C.cards.items() if card.action is not None
}
TRIGGERS: dict[str, tuple[Any, ...]] = {}
for _cid, _card in C.cards.items():
    if _card.triggers:
        TRIGGERS[_cid] = tuple(_card.triggers)
for _bid, _bonus in C.bonus.items():
    if _bonus.triggers:
        TRIGGERS[_bid] = tuple(_bonus.triggers)
for _kid, _corp in C.corps.items():
    if _corp.triggers:
        TRIGGERS[_kid] = tuple(_corp.triggers)
TRIGGER_KEYS = {t.on for trigs in TRIGGERS.values() for t in trigs}
CORP_DICE = {
    cid: sum(1 for item in corp.production if item in BASE_COLOURS) for cid, corp in C.corps.items()
}
MILESTONE_ATTR = {
    "greeneries": "greeneries",
    "cities": "cities",
    "tiles": "tiles",
    "green_cards": "green_cards",
    "red_cards": "red_cards",
    "blue_cards": "blue_cards",
    "wild": "wild",
}
DICE_PRODUCTION = {
    cid: sum(1 for item in card.production if item in BASE_COLOURS) for cid, card in C.cards.items()
}


def wild_options(
    cost: tuple[tuple[str, int], ...], dice: dict[str, int], wild: int
) -> list[tuple[str, ...]]:
    """Every way to pay `cost` exactly: the tuples of icons paid with wild tokens (wilds never
    stand in for purple faces). Empty if the cost cannot be paid."""
    results: list[tuple[str, ...]] = [()]
    for face, need in cost:
        have = dice.get(face, 0)
        low = need - have if need > have else 0
        high = 0 if FACE_COLOUR[face] == "purple" else min(need, wild)
        if low > high:
            return []
        grown: list[tuple[str, ...]] = []
        for r in results:
            used = len(r)
            for w in range(low, high + 1):
                if used + w > wild:
                    break
                grown.append(r + (face,) * w)
        if not grown:
            return []
        results = grown
    return results


SOLO_CITY_AREAS = [a.id for a in C.map.areas if a.vp_spot]


def solo_forests(city: int, ocean: int) -> list[int]:
    """The solo setup's forest areas: free of any reservation, next to both the city and the
    ocean (000's solo setup)."""
    near = set(C.adjacent[city]) & set(C.adjacent[ocean])
    return [a for a in NON_RESERVED if a in near]


def solo_oceans(city: int) -> list[int]:
    """The solo setup's ocean areas for a city on `city`: next to it, and leaving at least one
    forest area next to both (on the empty setup board)."""
    return [a for a in C.ocean_areas if a in C.adjacent[city] and solo_forests(city, a)]


def bonus_pile_size(players: int, rule: str) -> int:
    """Bonus cards in the pile: 000's 4/6/8 by player count, or 001's 2 per player; solo always
    uses 000's 4 (000's solo rule: "Use 4 bonus cards ... the last one will not be used")."""
    if rule == "001" and players > 1:
        return 2 * players
    return C.tracks.bonus_pile[str(players)]


def band_for(score: int) -> str:
    name = C.tracks.bands[0].name
    for band in C.tracks.bands:
        if score >= band.low:
            name = band.name
    return name


class TMDiceEngine(Engine[TMState, Action]):
    game_id = "tmdice"
    state_model = TMState
    action_adapter = ACTION_ADAPTER
    # bumped when a rule change makes old saves replay differently (the saves' fingerprint)
    rules_version = 2

    def __init__(self, state: TMState) -> None:
        super().__init__(state)
        # something a milestone counts may have grown since the last check (a cache, not
        # state: a fresh engine, a clone or a loaded game checks at once)
        self.milestones_dirty = True

    # ======================================================================================
    # setup
    # ======================================================================================
    @classmethod
    def new(cls, setup: Setup, seed: int) -> tuple[Self, list[Event]]:
        n = setup.players
        unknown = sorted(set(setup.options) - set(Options.model_fields))
        if unknown:
            known = ", ".join(Options.model_fields)
            raise RulesError(
                f"Terraforming Mars: The Dice Game has no option {', '.join(unknown)}; "
                f"its options are {known}."
            )
        options = Options.model_validate(setup.options)
        rng = Rng.from_seed(seed)
        solo = n == 1
        state = TMState(
            players=n,
            solo=solo,
            options=options,
            rng=rng,
            temperature=(TEMP.solo_start - TEMP.start) // TEMP.step if solo else 0,
            oxygen=(OXY.solo_start - OXY.start) // OXY.step if solo else 0,
            tiles=[""] * 37,
            owners=[-1] * 37,
            pool={c: C.dice.colours[c].count for c in BASE_COLOURS},
            wild_supply=C.dice.wild_tokens,
            players_state=[PlayerState() for _ in range(n)],
        )
        engine = cls(state)
        ev: list[Event] = []
        s = state
        # purple dice (001 variant): markers on the four rotate-a-die spots and the VP track
        if options.purple:
            s.pool["purple"] = 0
            s.purple_map = [a.id for a in C.map.areas if a.purple_spot]
            s.purple_track = list(C.tracks.purple_at)
        # project deck
        deck = list(C.base_cards) + (list(C.purple_cards) if options.purple else [])
        rng.shuffle(deck)
        s.deck = deck
        # bonus pile
        bonus = [b.id for b in C.bonus_cards]
        rng.shuffle(bonus)
        size = bonus_pile_size(n, options.bonus_pile)
        s.bonus_pile, s.bonus_box = bonus[:size], bonus[size:]
        ev.append(event("bonus_pile", size=len(s.bonus_pile)))
        # awards: one die per colour, three chosen at random, rolled and placed
        colours = list(BASE_COLOURS)
        rng.shuffle(colours)
        for colour in colours[:3]:
            s.pool[colour] -= 1
            face = engine._roll(colour)
            s.award_dice.append(face)
            ev.append(Event("award_die", {"colour": colour, "face": face}, reveal=True))
        # milestones: three at random (top, middle, bottom)
        miles = [m.id for m in C.milestones]
        rng.shuffle(miles)
        s.milestones = miles[:3]
        s.milestone_state = [-1, -1, -1]
        ev.append(event("milestones", ids=list(s.milestones)))
        # missions (001 variant): three face up, no duplicates
        if options.missions:
            s.mission_deck = [m.id for m in C.missions for _ in range(m.copies)]
            rng.shuffle(s.mission_deck)
            engine._refill_missions(ev, duplicates_to="bottom")
        # first player
        s.first = rng.randbelow(n)
        s.current = s.first
        ev.append(event("first_player", seat=s.first))
        # five project cards and two corporations each
        corps = [c.id for c in C.corporations]
        rng.shuffle(corps)
        for seat in range(n):
            engine._draw(seat, HAND_SIZE, ev)
            s.players_state[seat].corp_options = corps[2 * seat : 2 * seat + 2]
            s.players_state[seat].corp_dealt = corps[2 * seat : 2 * seat + 2]
            ev.append(
                Event(
                    "corporations_dealt",
                    {"seat": seat},
                    secret={"corps": corps[2 * seat : 2 * seat + 2]},
                    secret_to=(seat,),
                    reveal=True,
                )
            )
        s.corp_box = corps[2 * n :]
        # corporation choices, in player order (secret until all have chosen)
        for seat in reversed(engine._order()):
            s.pending.append(Pending(kind="corp", seat=seat))
        if solo:  # the solo board: city, ocean next to it, greenery next to both
            for tile in ("solo_greenery", "solo_ocean", "solo_city"):
                s.pending.append(Pending(kind="place", seat=0, tile=tile))
        s.step = "corps"
        engine._settle(ev)
        return engine, ev

    # ======================================================================================
    # the engine protocol
    # ======================================================================================
    def decider(self) -> int | None:
        s = self.state
        if s.phase == "over":
            return None
        return decider_of(s.pending, s.current)

    def turn_player(self) -> int:
        return self.state.current

    def result(self) -> Result | None:
        s = self.state
        if s.phase != "over":
            return None
        return Result(
            scores=list(s.scores),
            winners=list(s.winners),
            how=str(s.notes.get("how", "")),
            breakdown=[dict(b) for b in s.breakdown],
            notes=dict(s.notes),
        )

    def clone(self) -> Self:
        s = self.state
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
        ns.mission_display = list(s.mission_display)
        ns.mission_deck = list(s.mission_deck)
        ns.mission_discard = list(s.mission_discard)
        ns.purple_map = list(s.purple_map)
        ns.purple_track = list(s.purple_track)
        ns.pending = [p.model_copy(update={"effects": list(p.effects)}) for p in s.pending]
        ns.players_state = [_copy_player(p) for p in s.players_state]
        ns.scores = list(s.scores)
        ns.breakdown = [dict(b) for b in s.breakdown]
        ns.winners = list(s.winners)
        ns.notes = dict(s.notes)
        return type(self)(ns)

    # --- legal actions ---------------------------------------------------------------------
    def _legal_actions(self) -> list[Action]:
        s = self.state
        if s.pending:
            return self._decision_options(s.pending[-1])
        step = s.step
        if step == "turn":
            return [ChooseTurn("production"), ChooseTurn("action"), *self._blue_options("free")]
        if step == "prod_keep":
            p = s.players_state[s.current]
            excess = sum(p.dice.values()) - self.keep_limit(s.current)
            return [
                *(
                    DiscardDie(f, k)
                    for f in sorted(p.dice)
                    for k in range(1, min(p.dice[f], excess) + 1)
                ),
                *self._blue_options("free"),
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
                *self._blue_options("free"),
            ]
        if step == "support":
            return [*self._support_options(), Skip(), *self._blue_options("free")]
        if step == "main":
            return [*self._main_options(), Skip(), *self._blue_options("free")]
        if step == "support2":
            support = self._support_options()
            # (a free action may have spent what the second support needed: then it is skipped)
            return [*support, *([] if support else [Skip()]), *self._blue_options("free")]
        if step in ("prod_end", "after"):
            return [EndTurn(), *self._blue_options("free")]
        return []

    def _support_options(self) -> list[Action]:
        s = self.state
        p = s.players_state[s.current]
        out: list[Action] = [GainDie(c) for c, k in s.pool.items() if k > 0]
        dice = sum(p.dice.values())
        if dice >= 1 and dice + p.wild >= 2:
            out.append(TurnDie())
        if dice + p.wild >= 1:
            out.append(DrawTwo())
        out.extend(self._blue_options("support"))
        return out

    def _main_options(self) -> list[Action]:
        s = self.state
        seat = s.current
        p = s.players_state[seat]
        out: list[Action] = []
        for what, (face, need) in STANDARD.items():
            have = p.dice.get(face, 0)
            if have + p.wild < need:
                continue
            if what == "plant" and not self._areas("greenery", seat):
                continue
            if what == "city" and not self._areas("city", seat):
                continue
            low = need - have if need > have else 0
            for w in range(low, min(need, p.wild) + 1):
                out.append(Terraform(what, w))  # type: ignore[arg-type]
        for cid in sorted(set(p.hand)):
            for wf in wild_options(CARD_COST[cid], p.dice, p.wild):
                out.append(PlayCard(cid, wf))
        out.extend(self._blue_options("main"))
        if self._support_options():
            out.append(SecondSupport())
        return out

    def _blue_options(self, timing: str) -> list[Action]:
        s = self.state
        if s.phase != "play":
            return []
        p = s.players_state[s.current]
        out: list[Action] = []
        for cid in p.played:
            card = C.cards[cid]
            act = card.action
            if act is None or act.timing != timing or cid in p.tapped:
                continue
            for wf in wild_options(ACTION_COST[cid], p.dice, p.wild):
                if act.pay_any:
                    left = sum(p.dice.values()) + p.wild - len(act.cost)
                    if left < act.pay_any:
                        continue
                out.append(UseBlue(cid, wf))
        return out

    def _decision_options(self, top: Pending) -> list[Action]:
        s = self.state
        kind = top.kind
        p = s.players_state[top.seat]
        if kind == "effects":
            return [PickEffect(i) for i in range(len(top.effects))]
        if kind == "corp":
            return [ChooseCorp(c) for c in p.corp_options]
        if kind == "colour":
            return [PickColour(c) for c in BASE_COLOURS if s.pool.get(c, 0) > 0]
        if kind == "face":
            colours = BASE_COLOURS if top.colour == "any" else (top.colour,)
            return [PickFace(f) for c in colours if s.pool.get(c, 0) > 0 for f in C.colour_faces[c]]
        if kind == "place":
            return [PlaceTile(a) for a in self._areas(top.tile, top.seat, top.special)]
        if kind == "rotate":
            turns: list[Action] = [
                Rotate(f, t)
                for f in sorted(p.dice)
                for t in C.colour_faces[FACE_COLOUR[f]]
                if t != f
            ]
            return [*turns, Skip()] if turns and top.optional else turns
        if kind in ("pay", "lose", "give"):
            cls = {"pay": Pay, "lose": Lose, "give": Give}[kind]
            out: list[Action] = []
            dice = sum(p.dice.values())
            keep_one = top.then == "turn"  # another die must be left to turn
            for f in sorted(p.dice):
                if keep_one and dice < 2:
                    continue
                out.append(cls(f))
            if p.wild > 0 and not (keep_one and dice < 1):
                out.append(cls("wild"))
            return out
        if kind == "bonus":
            return [ChooseBonus(b) for b in sorted(set(s.bonus_pile))]
        return []

    # --- apply -----------------------------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        ev: list[Event] = []
        s = self.state
        if s.pending:
            self._resolve(action, ev)
        else:
            self._window(action, ev)
        self._settle(ev)
        # milestones are claimed as soon as they are met (also checked before a turn ends)
        if (
            self.milestones_dirty
            and s.phase == "play"
            and -1 in s.milestone_state
            and self._check_milestones(ev)
        ):
            self._settle(ev)
        return ev

    def _window(self, a: Action, ev: list[Event]) -> None:
        s = self.state
        seat = s.current
        p = s.players_state[seat]
        if isinstance(a, UseBlue):
            timing = C.cards[a.card].action.timing  # type: ignore[union-attr]
            if timing == "support":
                s.step = "main" if s.step == "support" else "after"
            elif timing == "main":
                s.step = "after"
            self._use_blue(seat, a, ev)
            return
        if isinstance(a, ChooseTurn):
            if a.which == "production":
                s.step = "prod_keep"
                ev.append(event("production_turn", seat=seat))
            else:
                s.step = "support"
                ev.append(event("action_turn", seat=seat))
            return
        if isinstance(a, DiscardDie):
            for _ in range(a.n):
                self._remove_face(seat, a.face)
            ev.append(event("die_discarded", seat=seat, face=a.face, n=a.n))
            return
        if isinstance(a, DiscardCard):
            p.hand.remove(a.card)
            s.discard.append(a.card)
            ev.append(event("card_discarded", seat=seat, card=a.card))
            return
        if isinstance(a, CardsDone):
            if len(p.hand) < HAND_SIZE:
                self._draw(seat, HAND_SIZE - len(p.hand), ev)
            self._produce(seat, ev)
            if p.tapped:
                ev.append(event("blue_untapped", seat=seat, cards=list(p.tapped)))
                p.tapped = []
            self._fire("production_turn", seat, ev)
            s.step = "prod_end"
            return
        if isinstance(a, (GainDie, TurnDie, DrawTwo)):
            s.step = "main" if s.step == "support" else "after"
            if isinstance(a, GainDie):
                self._gain_roll(seat, a.colour, ev)
                self._fire("gain_die", seat, ev)
            elif isinstance(a, TurnDie):
                s.pending.append(Pending(kind="pay", seat=seat, then="turn"))
                self._fire("turn_die", seat, ev)
            else:
                s.pending.append(Pending(kind="pay", seat=seat, then="draw2"))
                self._fire("draw2", seat, ev)
            return
        if isinstance(a, Skip):
            s.step = "main" if s.step == "support" else "after"
            ev.append(event("skipped", seat=seat))
            return
        if isinstance(a, SecondSupport):
            s.step = "support2"
            s.second_support = True
            return
        if isinstance(a, Terraform):
            s.step = "after"
            face, need = STANDARD[a.what]
            self._pay(seat, ((face, need),), (face,) * a.wilds, ev)
            ev.append(event("standard_project", seat=seat, what=a.what))
            if a.what == "heat":
                self._raise(seat, "temperature", ev)
            elif a.what == "water":
                self._tile(seat, "ocean", "", ev)
            elif a.what == "plant":
                s.pending.append(Pending(kind="place", seat=seat, tile="greenery"))
            elif a.what == "city":
                s.pending.append(Pending(kind="place", seat=seat, tile="city"))
            else:
                self._vp(seat, 2, "megacredits", ev)
                self._fire("buy_vp", seat, ev)
            return
        if isinstance(a, PlayCard):
            s.step = "after"
            self._play_card(seat, a, ev)
            return
        if isinstance(a, EndTurn):
            s.step = "ending"
            return
        raise AssertionError(f"unexpected action {a!r}")

    def _resolve(self, a: Action, ev: list[Event]) -> None:
        """Carry out a decision on the top of the pending stack."""
        s = self.state
        top = s.pending[-1]
        seat = top.seat
        p = s.players_state[seat]
        if isinstance(a, PickEffect):
            eff = top.effects.pop(a.index)
            if not top.effects:
                s.pending.pop()
            self._do_effect(seat, eff, top.source, ev)
            return
        if isinstance(a, Skip):  # an optional turn of a die declined (with any left of it)
            s.pending.pop()
            ev.append(event("rotate_declined", seat=seat, n=top.n))
            return
        self._consume(top)
        if isinstance(a, ChooseCorp):
            p.corp = a.corp
            s.corp_box.extend(c for c in p.corp_options if c != a.corp)
            p.corp_options = []
            ev.append(
                Event(
                    "corporation_chosen", {"seat": seat}, secret={"corp": a.corp}, secret_to=(seat,)
                )
            )
        elif isinstance(a, PickColour):
            self._gain_roll(seat, a.colour, ev)
        elif isinstance(a, PickFace):
            self._gain_face(seat, a.face, ev)
        elif isinstance(a, PlaceTile):
            self._place(seat, top.tile, a.area, ev)
        elif isinstance(a, Rotate):
            self._turn(seat, a.face, a.to, ev)
        elif isinstance(a, Pay):
            self._spend_one(seat, a.face)
            ev.append(event("resource_paid", seat=seat, face=a.face))
            if top.then == "turn":
                s.pending.append(Pending(kind="rotate", seat=seat))
            elif top.then == "draw2":
                self._draw(seat, 2, ev)
            elif top.then.startswith("blue:"):
                card = C.cards[top.then[5:]]
                s.pending.append(
                    Pending(
                        kind="effects", seat=seat, source="cards", effects=list(card.action.gain)
                    )  # type: ignore[union-attr]
                )
        elif isinstance(a, Lose):
            self._spend_one(seat, a.face)
            ev.append(event("resource_lost", seat=seat, face=a.face))
        elif isinstance(a, Give):
            last = (s.first - 1) % s.players
            self._spend_one(seat, a.face, to_pool=False)
            if a.face == "wild":
                s.players_state[last].wild += 1
            else:
                d = s.players_state[last].dice
                d[a.face] = d.get(a.face, 0) + 1
            ev.append(event("resource_given", seat=seat, to=last, face=a.face))
            self.milestones_dirty = True
        elif isinstance(a, ChooseBonus):
            s.bonus_pile.remove(a.card)
            p.bonus.append(a.card)
            card = C.bonus[a.card]
            ev.append(event("bonus_card", seat=seat, card=a.card))
            if card.effects:
                s.pending.append(
                    Pending(
                        kind="effects", seat=seat, source="bonus_cards", effects=list(card.effects)
                    )
                )
            self._fire("bonus_card", seat, ev)
        else:
            raise AssertionError(f"unexpected decision {a!r}")

    def _consume(self, top: Pending) -> None:
        if top.n > 1:
            top.n -= 1
        else:
            self.state.pending.pop()

    def _order_matters(self, seat: int, effects: list[Effect]) -> bool:
        """Something that turns a die (pink arrows, or a tile that may go on a "rotate a die"
        area) next to another effect that can bring a die (a die icon, a tile with its
        placement bonus, a raise with its track bonus): which comes first is the player's
        choice. Otherwise the order cannot matter and the printed order is used."""
        turners = [
            i
            for i, e in enumerate(effects)
            if isinstance(e, RotateEffect)
            or (
                isinstance(e, TileEffect)
                and any(a in ROTATE_AREAS for a in self._areas(e.tile, seat, e.special or ""))
            )
        ]
        if not turners:
            return False
        bringers = [i for i, e in enumerate(effects) if e.do in ("die", "tile", "raise")]
        return any(b != t for t in turners for b in bringers)

    # --- the settle loop -------------------------------------------------------------------
    def _settle(self, ev: list[Event]) -> None:
        """Resolve everything automatic until a decision (or a window) is reached."""
        s = self.state
        while s.phase != "over":
            if s.pending:
                top = s.pending[-1]
                if top.kind == "effects":
                    effs = top.effects
                    if not effs:
                        s.pending.pop()
                        continue
                    if len(effs) > 1 and self._order_matters(top.seat, effs):
                        return  # the order matters: the player picks the next effect
                    eff = effs.pop(0)
                    if not effs:
                        s.pending.pop()
                    self._do_effect(top.seat, eff, top.source, ev)
                    continue
                if top.kind == "produce":
                    s.pending.pop()
                    self._produce(top.seat, ev)
                    continue
                opts = self._decision_options(top)
                if not opts:
                    s.pending.pop()  # impossible: ignored
                    ev.append(event("effect_ignored", seat=top.seat, what=top.kind))
                    continue
                if len(opts) == 1 and top.kind != "corp":
                    self._resolve(opts[0], ev)
                    continue
                return
            if not self._advance(ev):
                return

    def _advance(self, ev: list[Event]) -> bool:
        """Move on from a step that needs no choice; False when a window awaits a choice."""
        s = self.state
        step = s.step
        if step == "corps":
            ev.append(event("corporations_revealed", corps=[p.corp for p in s.players_state]))
            for seat in reversed(self._order()):
                corp = C.corps[s.players_state[seat].corp or ""]
                s.pending.append(Pending(kind="produce", seat=seat))
                s.pending.append(
                    Pending(
                        kind="effects", seat=seat, source="corporation", effects=list(corp.start)
                    )
                )
            s.step = "give"
            return True
        if step == "give":
            s.step = "ready"
            if s.solo:
                self._show_bonus_pile(0, ev)
            else:
                s.pending.append(Pending(kind="give", seat=s.first))
            return True
        if step == "prod_keep":
            p = s.players_state[s.current]
            if sum(p.dice.values()) > self.keep_limit(s.current):
                if len(p.dice) > 1:
                    return False
                face = next(iter(p.dice))
                excess = sum(p.dice.values()) - self.keep_limit(s.current)
                for _ in range(excess):
                    self._remove_face(s.current, face)
                ev.append(event("die_discarded", seat=s.current, face=face, n=excess))
                return True
            s.step = "prod_cards"
            return True
        if step == "ready":
            # a VP-track bonus step reached during the setup (the solo bonus card can score
            # 5 VP): its bonus card is taken at the end of the setup, before the first turn
            if self._take_due_bonus(self._order(), ev):
                return True
            s.phase = "play"
            s.step = "turn"
            s.turn_no = 1
            ev.append(event("turn_started", seat=s.current, turn=s.turn_no))
            return False
        if step in ("prod_end", "after"):
            if self._blue_options("free"):
                return False
            s.step = "ending"
            return True
        if step == "ending":
            if self.milestones_dirty and -1 in s.milestone_state and self._check_milestones(ev):
                return True
            n = s.players
            if self._take_due_bonus([(s.current + k) % n for k in range(n)], ev):
                return True
            self._finish_turn(ev)
            return s.phase != "over"
        return False

    def _take_due_bonus(self, order: list[int], ev: list[Event]) -> bool:
        """The first seat in `order` owed a VP-track bonus card takes it (a choice from the
        pile); True if one was owed."""
        s = self.state
        for seat in order:
            p = s.players_state[seat]
            if p.bonus_due > 0:
                p.bonus_due -= 1
                if s.bonus_pile:
                    self._show_bonus_pile(seat, ev)
                else:
                    ev.append(event("bonus_pile_empty", seat=seat))
                return True
        return False

    def _show_bonus_pile(self, seat: int, ev: list[Event]) -> None:
        """`seat` secretly looks through the bonus pile to choose one: a private look, so new
        information (undo never goes back past it)."""
        s = self.state
        if seat not in s.bonus_seen:
            s.bonus_seen.append(seat)
        s.pending.append(Pending(kind="bonus", seat=seat))
        ev.append(
            Event(
                "bonus_pile_shown",
                {"seat": seat, "size": len(s.bonus_pile)},
                secret={"cards": sorted(s.bonus_pile)},
                secret_to=(seat,),
                reveal=True,
            )
        )

    def _finish_turn(self, ev: list[Event]) -> None:
        s = self.state
        p = s.players_state[s.current]
        p.turns += 1
        s.turns += 1
        ev.append(event("turn_ended", seat=s.current, turn=s.turn_no))
        if s.options.missions:
            self._refill_missions(ev, duplicates_to="discard")
        over = False
        if s.solo:
            for i, deadline in enumerate(C.tracks.solo_deadlines):
                if s.turn_no == deadline and s.milestone_state[i] == -1:
                    s.milestone_state[i] = -2
                    ev.append(event("milestone_removed", milestone=s.milestones[i]))
            over = s.turn_no >= C.tracks.solo_turns
        elif s.final_left > 0:
            s.final_left -= 1
            over = s.final_left == 0
        if over:
            self._game_over(ev)
            return
        s.turn_no += 1
        s.current = (s.current + 1) % s.players
        s.step = "turn"
        s.second_support = False
        ev.append(event("turn_started", seat=s.current, turn=s.turn_no))

    # ======================================================================================
    # rule effects
    # ======================================================================================
    def _order(self) -> list[int]:
        s = self.state
        return [(s.first + k) % s.players for k in range(s.players)]

    def keep_limit(self, seat: int) -> int:
        """Dice kept at a production turn: 3, plus one per storage space (001 variant)."""
        s = self.state
        if not s.options.storage:
            return KEEP_DICE
        return KEEP_DICE + sum(C.cards[c].storage for c in s.players_state[seat].played)

    def completed(self) -> int:
        s = self.state
        return (s.temperature >= TEMP_STEPS) + (s.oxygen >= OXY_STEPS) + (s.oceans >= OCEANS)

    def _roll(self, colour: str) -> str:
        return C.faces[colour][self.state.rng.randbelow(6)]

    def _gain_roll(self, seat: int, colour: str, ev: list[Event]) -> None:
        self.milestones_dirty = True
        s = self.state
        if s.pool.get(colour, 0) <= 0:
            ev.append(event("die_missing", seat=seat, colour=colour))
            return
        s.pool[colour] -= 1
        face = self._roll(colour)
        d = s.players_state[seat].dice
        d[face] = d.get(face, 0) + 1
        ev.append(Event("die_rolled", {"seat": seat, "colour": colour, "face": face}, reveal=True))

    def _gain_face(self, seat: int, face: str, ev: list[Event]) -> None:
        self.milestones_dirty = True
        s = self.state
        colour = FACE_COLOUR[face]
        if s.pool.get(colour, 0) <= 0:
            ev.append(event("die_missing", seat=seat, colour=colour))
            return
        s.pool[colour] -= 1
        d = s.players_state[seat].dice
        d[face] = d.get(face, 0) + 1
        ev.append(event("die_gained", seat=seat, colour=colour, face=face))

    def _remove_face(self, seat: int, face: str, to_pool: bool = True) -> None:
        s = self.state
        d = s.players_state[seat].dice
        k = d[face] - 1
        if k:
            d[face] = k
        else:
            del d[face]
        if to_pool:
            colour = FACE_COLOUR[face]
            s.pool[colour] = s.pool.get(colour, 0) + 1

    def _spend_one(self, seat: int, face: str, to_pool: bool = True) -> None:
        if face == "wild":
            self.state.players_state[seat].wild -= 1
            if to_pool:
                self.state.wild_supply += 1
        else:
            self._remove_face(seat, face, to_pool)

    def _turn(self, seat: int, face: str, to: str, ev: list[Event]) -> None:
        d = self.state.players_state[seat].dice
        self._remove_face(seat, face, to_pool=False)
        d[to] = d.get(to, 0) + 1
        ev.append(event("die_turned", seat=seat, face=face, to=to))

    def _pay(
        self,
        seat: int,
        cost: tuple[tuple[str, int], ...],
        wild_for: tuple[str, ...],
        ev: list[Event],
    ) -> None:
        s = self.state
        p = s.players_state[seat]
        paid: list[str] = []
        for face, need in cost:
            w = wild_for.count(face)
            for _ in range(need - w):
                self._remove_face(seat, face)
                paid.append(face)
        if wild_for:
            p.wild -= len(wild_for)
            s.wild_supply += len(wild_for)
        ev.append(event("paid", seat=seat, faces=paid, wilds=len(wild_for)))

    def _gain_wild(self, seat: int, n: int, ev: list[Event]) -> None:
        self.milestones_dirty = True
        s = self.state
        k = min(n, s.wild_supply)
        if k:
            s.wild_supply -= k
            s.players_state[seat].wild += k
        ev.append(event("wild_gained", seat=seat, n=k))

    def _vp(self, seat: int, n: int, source: str, ev: list[Event]) -> None:
        s = self.state
        p = s.players_state[seat]
        before = p.vp
        p.vp += n
        p.vp_sources[source] = p.vp_sources.get(source, 0) + n
        ev.append(event("vp", seat=seat, n=n, source=source))
        if s.phase == "over":  # final scoring moves no marker and takes no bonus card
            return
        for step in C.tracks.vp_bonus_at:
            if before < step <= p.vp and step not in p.bonus_steps:
                p.bonus_steps.append(step)
                p.bonus_due += 1
                ev.append(event("vp_bonus_step", seat=seat, step=step))
        for step in list(s.purple_track):
            if p.vp >= step:
                s.purple_track.remove(step)
                self._take_purple_marker(seat, ev)

    def _take_purple_marker(self, seat: int, ev: list[Event]) -> None:
        self.milestones_dirty = True
        face = self._roll("purple")
        d = self.state.players_state[seat].dice
        d[face] = d.get(face, 0) + 1
        ev.append(
            Event("die_rolled", {"seat": seat, "colour": "purple", "face": face}, reveal=True)
        )

    def _draw(self, seat: int, n: int, ev: list[Event]) -> None:
        self.milestones_dirty = True
        s = self.state
        drawn: list[str] = []
        for _ in range(n):
            if not s.deck:
                if not s.discard:
                    ev.append(event("deck_empty", seat=seat))
                    break
                s.deck, s.discard = s.discard, []
                s.rng.shuffle(s.deck)
                ev.append(Event("deck_reshuffled", {"cards": len(s.deck)}, reveal=True))
            drawn.append(s.deck.pop())
        s.players_state[seat].hand.extend(drawn)
        ev.append(
            Event(
                "cards_drawn",
                {"seat": seat, "count": len(drawn)},
                secret={"cards": drawn},
                secret_to=(seat,),
                reveal=True,
            )
        )

    def production_items(self, seat: int) -> list[str]:
        p = self.state.players_state[seat]
        items: list[str] = list(C.corps[p.corp].production) if p.corp else []
        for cid in p.played:
            items.extend(C.cards[cid].production)
        return items

    def dice_production(self, seat: int) -> int:
        """Dice symbols in the brown boxes of the corporation and green cards (the tie-break;
        wild, VP and card symbols are not dice)."""
        p = self.state.players_state[seat]
        total = CORP_DICE[p.corp] if p.corp else 0
        return total + sum(DICE_PRODUCTION[c] for c in p.played)

    def _produce(self, seat: int, ev: list[Event]) -> None:
        s = self.state
        short = False
        for item in self.production_items(seat):
            if item == "wild":
                self._gain_wild(seat, 1, ev)
            elif item == "vp":
                self._vp(seat, 1, "production", ev)
            elif item == "draw":
                self._draw(seat, 1, ev)
            elif s.pool.get(item, 0) > 0:
                self._gain_roll(seat, item, ev)
            else:
                short = True
                ev.append(event("die_missing", seat=seat, colour=item))
        if short:
            ev.append(event("pool_short", seat=seat))
            self._gain_wild(seat, 1, ev)

    def _do_effect(self, seat: int, eff: Effect, source: str, ev: list[Event]) -> None:
        s = self.state
        do = eff.do
        if do == "die":
            assert isinstance(eff, DieEffect)
            if eff.mode == "roll":
                if eff.colour == "any":
                    s.pending.append(Pending(kind="colour", seat=seat, n=eff.n))
                else:
                    for _ in range(eff.n):
                        self._gain_roll(seat, eff.colour, ev)
            elif eff.mode == "choose":
                s.pending.append(Pending(kind="face", seat=seat, n=eff.n, colour=eff.colour))
            else:
                for _ in range(eff.n):
                    self._gain_face(seat, eff.face or "", ev)
        elif do == "rotate":
            # 000: pink arrows mean you *can* rotate a die: the player may decline
            s.pending.append(Pending(kind="rotate", seat=seat, n=eff.n, optional=True))  # type: ignore[union-attr]
        elif do == "wild":
            self._gain_wild(seat, eff.n, ev)  # type: ignore[union-attr]
        elif do == "vp":
            self._vp(seat, eff.n, source, ev)  # type: ignore[union-attr]
        elif do == "draw":
            self._draw(seat, eff.n, ev)  # type: ignore[union-attr]
        elif do == "raise":
            for _ in range(eff.n):  # type: ignore[union-attr]
                self._raise(seat, eff.param, ev)  # type: ignore[union-attr]
        elif do == "tile":
            self._tile(seat, eff.tile, eff.special or "", ev)  # type: ignore[union-attr]
        elif do == "attack":
            n = s.players
            for k in range(n - 1, 0, -1):  # the next opponent decides first
                victim = (seat + k) % n
                s.pending.append(Pending(kind="lose", seat=victim, n=eff.n))  # type: ignore[union-attr]
            ev.append(event("attack", seat=seat))

    def _tile(self, seat: int, tile: str, special: str, ev: list[Event]) -> None:
        """A tile icon: ocean beyond the seventh terraforms for 1 VP (no tile is left)."""
        s = self.state
        if tile == "ocean" and s.oceans >= OCEANS:
            # no tile is placed, so nothing that answers "place an ocean" fires (triggers,
            # missions, bonus cards)
            ev.append(event("ocean_complete", seat=seat))
            self._vp(seat, 1, "terraform", ev)
            return
        s.pending.append(Pending(kind="place", seat=seat, tile=tile, special=special))

    def _areas(self, tile: str, seat: int, special: str = "") -> list[int]:
        s = self.state
        tiles = s.tiles
        if tile == "ocean":
            return [a for a in C.ocean_areas if not tiles[a]]
        if tile == "solo_ocean":
            # 000: "an ocean tile next to the city tile, and 1 forest tile adjacent to both":
            # only an ocean that leaves room for that forest
            city = tiles.index("city")
            return [a for a in solo_oceans(city) if not tiles[a]]
        if tile == "greenery":
            return [a for a in NON_RESERVED if not tiles[a]]
        if tile == "city":
            adj = C.adjacent
            return [
                a
                for a in NON_RESERVED
                if not tiles[a] and not any(tiles[b] == "city" for b in adj[a])
            ]
        if tile == "special":
            area = C.special_area[special]
            return [] if tiles[area] else [area]
        if tile == "solo_city":
            return [a for a in SOLO_CITY_AREAS if solo_oceans(a) and not tiles[a]]
        if tile == "solo_greenery":
            city = tiles.index("city")
            ocean = tiles.index("ocean")
            return [a for a in solo_forests(city, ocean) if not tiles[a]]
        return []

    def _place(self, seat: int, tile: str, area: int, ev: list[Event]) -> None:
        self.milestones_dirty = True
        s = self.state
        if tile.startswith("solo_"):
            kind = tile[5:]
            s.tiles[area] = kind
            s.owners[area] = -1
            if kind == "ocean":
                s.oceans += 1
            ev.append(event("tile_placed", seat=-1, tile=kind, area=area))
            return
        kind = tile if tile != "special" else C.map.areas[area].special or "special"
        s.tiles[area] = kind
        s.owners[area] = seat
        ev.append(event("tile_placed", seat=seat, tile=kind, area=area))
        adj = C.adjacent[area]
        p = s.players_state[seat]
        if tile != "ocean":
            p.tiles += 1
        if tile == "greenery":
            p.greeneries += 1
        elif tile == "city":
            p.cities += 1
        if tile == "ocean":
            s.oceans += 1
            self._vp(seat, 2, "terraform", ev)
            if s.oceans >= OCEANS:
                ev.append(event("parameter_complete", param="ocean"))
                self._check_end()
        elif tile == "greenery":
            near = sum(1 for b in adj if s.tiles[b] == "city")
            if near:
                self._vp(seat, near, "tiles", ev)
        elif tile == "city":
            near = sum(1 for b in adj if s.tiles[b] == "greenery")
            self._vp(seat, 2 + near, "tiles", ev)
        bonus = C.map.areas[area].bonus
        if bonus:
            s.pending.append(
                Pending(kind="effects", seat=seat, source="placement", effects=list(bonus))
            )
        if area in s.purple_map:
            s.purple_map.remove(area)
            self._take_purple_marker(seat, ev)
        if tile == "greenery":
            self._raise(seat, "oxygen", ev)
        self._fire("special" if tile == "special" else tile, seat, ev)

    def _raise(self, seat: int, param: str, ev: list[Event]) -> None:
        s = self.state
        if param == "temperature":
            cur, top, bonuses = s.temperature, TEMP_STEPS, TEMP_BONUS
        else:
            cur, top, bonuses = s.oxygen, OXY_STEPS, OXY_BONUS
        if cur < top:
            cur += 1
            if param == "temperature":
                s.temperature = cur
            else:
                s.oxygen = cur
            ev.append(event("parameter_raised", seat=seat, param=param, step=cur))
            self._vp(seat, 2, "terraform", ev)
            if cur in bonuses:
                s.pending.append(
                    Pending(kind="effects", seat=seat, source="track", effects=list(bonuses[cur]))
                )
            if cur == top:
                ev.append(event("parameter_complete", param=param))
                self._check_end()
        else:
            ev.append(event("parameter_maxed", seat=seat, param=param))
            self._vp(seat, 1, "terraform", ev)
        self._fire(param, seat, ev)

    def _check_end(self) -> None:
        s = self.state
        if s.solo or s.phase != "play" or s.final_left >= 0:
            return
        if self.completed() >= 2:
            s.end_trigger = s.current
            s.final_left = s.players + 1  # this turn, then one more turn each

    def _fire(self, key: str, seat: int, ev: list[Event]) -> None:
        """Triggers of every player listening to `key` done by `seat`; missions progress."""
        s = self.state
        for owner, p in enumerate(s.players_state if key in TRIGGER_KEYS else ()):
            sources: list[str] = [p.corp] if p.corp else []
            sources.extend(p.played)
            sources.extend(p.bonus)
            for src in sources:
                trigs = TRIGGERS.get(src)
                if not trigs:
                    continue
                for t in trigs:
                    if t.on == key and (t.who == "any" or owner == seat):
                        ev.append(event("triggered", seat=owner, card=src, on=key))
                        s.pending.append(
                            Pending(
                                kind="effects", seat=owner, source="cards", effects=list(t.gain)
                            )
                        )
        if s.options.missions and s.phase == "play":
            self._mission_progress(seat, key, ev)

    def _use_blue(self, seat: int, a: UseBlue, ev: list[Event]) -> None:
        s = self.state
        p = s.players_state[seat]
        card = C.cards[a.card]
        act = card.action
        assert act is not None
        self._pay(seat, ACTION_COST[a.card], a.wild_for, ev)
        p.tapped.append(a.card)
        ev.append(event("blue_action", seat=seat, card=a.card, timing=act.timing))
        if act.pay_any:
            s.pending.append(Pending(kind="pay", seat=seat, then=f"blue:{a.card}"))
        else:
            s.pending.append(
                Pending(kind="effects", seat=seat, source="cards", effects=list(act.gain))
            )
        self._fire("blue_action", seat, ev)

    def _play_card(self, seat: int, a: PlayCard, ev: list[Event]) -> None:
        self.milestones_dirty = True
        s = self.state
        p = s.players_state[seat]
        card = C.cards[a.card]
        self._pay(seat, CARD_COST[a.card], a.wild_for, ev)
        p.hand.remove(a.card)
        p.played.append(a.card)
        if card.colour == "green":
            p.green_cards += 1
        elif card.colour == "red":
            p.red_cards += 1
        else:
            p.blue_cards += 1
        ev.append(event("card_played", seat=seat, card=a.card, colour=card.colour))
        if card.effects:
            s.pending.append(
                Pending(kind="effects", seat=seat, source="cards", effects=list(card.effects))
            )
        if card.vp:
            self._vp(seat, card.vp, "cards", ev)
        self._fire(f"play_{card.colour}", seat, ev)

    # --- milestones, missions --------------------------------------------------------------
    def milestone_metric(self, seat: int, kind: str) -> int:
        s = self.state
        p = s.players_state[seat]
        if kind == "green_cards":
            return p.green_cards
        if kind == "red_cards":
            return p.red_cards
        if kind == "blue_cards":
            return p.blue_cards
        if kind == "greeneries":
            return p.greeneries
        if kind == "cities":
            return p.cities
        if kind == "tiles":
            return p.tiles
        if kind == "production":
            return self.dice_production(seat)
        if kind == "dice":
            return sum(p.dice.values())
        if kind == "hand":
            return len(p.hand)
        if kind == "wild":
            return p.wild
        return 0

    def _check_milestones(self, ev: list[Event]) -> bool:
        """Claim every milestone a player now meets (from the current player on); True if
        one was claimed."""
        s = self.state
        claimed = False
        self.milestones_dirty = False
        n = s.players
        order = range(n) if s.current == 0 else [(s.current + k) % n for k in range(n)]
        players = s.players_state
        for i, mid in enumerate(s.milestones):
            if s.milestone_state[i] != -1:
                continue
            m = C.miles[mid]
            kind, need = m.kind, m.n
            attr = MILESTONE_ATTR.get(kind)
            for seat in order:
                p = players[seat]
                if attr is not None:
                    value = getattr(p, attr)
                elif kind == "dice":
                    value = sum(p.dice.values())
                else:
                    value = self.milestone_metric(seat, kind)
                if value >= need:
                    s.milestone_state[i] = seat
                    p.milestones.append(mid)
                    ev.append(event("milestone_claimed", seat=seat, milestone=mid))
                    self._fire("milestone", seat, ev)
                    claimed = True
                    break
        return claimed

    def _mission_progress(self, seat: int, key: str, ev: list[Event]) -> None:
        s = self.state
        p = s.players_state[seat]
        for mid in list(s.mission_display):
            parts = C.mission_by_id[mid].parts
            done = p.cubes.get(mid, [])
            idx = next((i for i, part in enumerate(parts) if part == key and i not in done), None)
            if idx is None:
                continue
            done = [*done, idx]
            if len(done) == len(parts):
                s.mission_display.remove(mid)
                for other in s.players_state:
                    other.cubes.pop(mid, None)
                p.missions.append(mid)
                ev.append(event("mission_completed", seat=seat, mission=mid))
            else:
                p.cubes[mid] = done
                ev.append(event("mission_cube", seat=seat, mission=mid, part=idx))

    def _refill_missions(self, ev: list[Event], duplicates_to: str) -> None:
        """Fill the display to three missions. A duplicate drawn goes to the bottom of the deck
        at setup (001's setup) and to the discard pile at the end of a turn (001's refresh:
        "discard and redraw any duplicates")."""
        s = self.state
        while len(s.mission_display) < 3 and s.mission_deck:
            if duplicates_to == "bottom" and all(m in s.mission_display for m in s.mission_deck):
                break  # only duplicates left: putting them back would never end
            mid = s.mission_deck.pop()
            if mid in s.mission_display:
                if duplicates_to == "bottom":
                    s.mission_deck.insert(0, mid)
                else:
                    s.mission_discard.append(mid)
                    ev.append(event("mission_discarded", mission=mid))
                continue
            s.mission_display.append(mid)
            ev.append(Event("mission_revealed", {"mission": mid}, reveal=True))

    # --- the end ---------------------------------------------------------------------------
    def award_counts(self, face: str) -> list[int]:
        """How many `face` icons are in the costs of each player's played cards (bonus cards
        included)."""
        out = []
        for p in self.state.players_state:
            k = sum(C.cards[c].cost.count(face) for c in p.played)  # type: ignore[arg-type]
            k += sum(C.bonus[b].cost.count(face) for b in p.bonus)  # type: ignore[arg-type]
            out.append(k)
        return out

    def _game_over(self, ev: list[Event]) -> None:
        s = self.state
        s.phase = "over"
        s.step = "over"
        s.pending = []
        n = s.players
        # remaining resources and cards in hand are discarded
        for seat, p in enumerate(s.players_state):
            for face in list(p.dice):
                for _ in range(p.dice[face]):
                    self._remove_face(seat, face)
            s.wild_supply += p.wild
            p.wild = 0
            s.discard.extend(p.hand)
            p.hand = []
        ev.append(event("game_end"))
        # awards
        thresholds = C.tracks.solo_award_thresholds
        for face in s.award_dice:
            counts = self.award_counts(face)
            if s.solo:
                need = thresholds[C.rarity[face]]  # type: ignore[index]
                if counts[0] >= need:
                    self._vp(0, 5, "awards", ev)
                elif counts[0] == need - 1:
                    self._vp(0, 3, "awards", ev)
                continue
            best = max(counts)
            if best <= 0:
                continue
            firsts = [i for i in range(n) if counts[i] == best]
            for i in firsts:
                self._vp(i, 5, "awards", ev)
            if len(firsts) == 1 and n > 2:
                rest = [counts[i] for i in range(n) if counts[i] < best]
                second = max(rest) if rest else 0
                if second > 0:
                    for i in range(n):
                        if counts[i] == second:
                            self._vp(i, 3, "awards", ev)
        for seat, p in enumerate(s.players_state):
            if p.milestones:
                self._vp(seat, 4 * len(p.milestones), "milestones", ev)
            end = sum(C.cards[c].end_vp for c in p.played) + sum(C.bonus[b].end_vp for b in p.bonus)
            if end:
                self._vp(seat, end, "cards_end", ev)
            if p.missions:
                self._vp(seat, len(p.missions), "missions", ev)
        s.scores = [p.vp for p in s.players_state]
        s.breakdown = [dict(p.vp_sources) for p in s.players_state]
        best = max(s.scores)
        tied = [i for i in range(n) if s.scores[i] == best]
        how = "most VP"
        if len(tied) > 1:
            prods = {i: self.dice_production(i) for i in tied}
            top = max(prods.values())
            tied = [i for i in tied if prods[i] == top]
            how = "tie broken by dice production" if len(tied) == 1 else "shared: a re-match"
        s.winners = tied
        s.notes = {"how": how}
        if s.solo:
            counted = self.completed() == 3
            s.notes = {
                "how": "all parameters complete" if counted else "parameters not complete",
                "counted": counted,
                "band": band_for(s.scores[0]),
                "turns": s.turn_no,
            }
            if not counted:
                s.winners = []
        ev.append(event("final_scores", scores=list(s.scores), winners=list(s.winners)))

    # ======================================================================================
    # words, hidden information
    # ======================================================================================
    def why_illegal(self, action: Action) -> str:
        s = self.state
        if s.phase == "over":
            return "The game is over."
        kind = getattr(action, "kind", None)
        if s.pending:
            top = s.pending[-1]
            return {
                "effects": "First choose which effect of the card to resolve next.",
                "corp": "First choose the corporation you keep.",
                "colour": "First choose the colour of the die you gain.",
                "face": "First choose the face of the die you gain.",
                "place": "First choose where to place the tile (that area is not allowed).",
                "rotate": "First choose which die to turn, and to which face of its colour.",
                "pay": "First choose which resource to pay.",
                "lose": "You must first choose which resource you lose.",
                "give": "The first player must first give one resource to the last player.",
                "bonus": "First choose one of the bonus cards.",
            }.get(top.kind, "Another choice must be made first.")
        p = s.players_state[s.current]
        if kind == "play" and isinstance(action, PlayCard):
            if s.step != "main":
                return "Cards are played as a main action, after your support action."
            if action.card not in p.hand:
                return "That card is not in your hand."
            return "You cannot pay that card's exact icons that way."
        if kind == "terraform" and isinstance(action, Terraform):
            if s.step != "main":
                return "Standard projects are main actions, after your support action."
            face, need = STANDARD[action.what]
            have = p.dice.get(face, 0)
            if have + p.wild < need:
                return f"That needs {need} {face}; you have {have} and {p.wild} wild."
            return "There is no area left where that tile may go."
        if kind == "blue":
            return "That blue card cannot be used now: it is tapped, not yours, or unpaid."
        if kind in ("gain_die", "turn_die", "draw_two"):
            if s.step not in ("support", "support2"):
                return "Support actions come first in an action turn (or as your main action)."
            return "You cannot take that support action now."
        if kind == "end_turn":
            return "Your turn is not over yet: finish your actions first."
        return "That is not one of the choices now."

    def describe(self, action: Action) -> str:
        a: Any = action
        k = a.kind
        if k == "corp":
            return f"Keep {C.corps[a.corp].name}"
        if k == "turn":
            return "Production turn" if a.which == "production" else "Action turn"
        if k == "discard_die":
            return f"Return {a.n} {a.face} {'die' if a.n == 1 else 'dice'} to the pool"
        if k == "discard_card":
            return f"Discard {C.cards[a.card].name}"
        if k == "cards_done":
            return "Draw to 5 and produce"
        if k == "gain_die":
            return f"Gain and roll a {a.colour} die"
        if k == "turn_die":
            return "Pay a resource to turn another die"
        if k == "draw_two":
            return "Pay a resource to draw 2 cards"
        wilds = ""
        if k in ("blue", "play") and a.wild_for:
            wilds = f" (wild for {', '.join(a.wild_for)})"
        if k == "blue":
            return f"Use {C.cards[a.card].name}{wilds}"
        if k == "terraform":
            face, need = STANDARD[a.what]
            dice = need - a.wilds
            paid = ", ".join(
                part
                for part in (f"{dice} {face}" if dice else "", f"{a.wilds} wild" if a.wilds else "")
                if part
            )
            return f"Pay {paid}: {STANDARD_WORDS[a.what]}"
        if k == "play":
            return f"Play {C.cards[a.card].name}{wilds}"
        if k == "second_support":
            return "Take a second support action"
        if k == "skip":
            top_kind = self.state.pending[-1].kind if self.state.pending else ""
            return "Turn no die (leave your dice as they are)" if top_kind == "rotate" else "Skip"
        if k == "end_turn":
            return "End turn"
        if k == "colour":
            return f"Gain and roll a {a.colour} die"
        if k == "face":
            return f"Gain a die showing {a.face}"
        if k == "place":
            top = self.state.pending[-1].tile if self.state.pending else "tile"
            return f"Place the {top.replace('solo_', '')} on area {a.area}"
        if k == "rotate":
            return f"Turn a {a.face} die to {a.to}"
        if k == "pay":
            return f"Pay a {a.face}"
        if k == "lose":
            return f"Lose a {a.face}"
        if k == "give":
            return f"Give a {a.face} to the last player"
        if k == "bonus":
            return f"Take {C.bonus[a.card].name}"
        if k == "effect":
            top = self.state.pending[-1] if self.state.pending else None
            if top is not None and a.index < len(top.effects):
                return f"Resolve next: {top.effects[a.index].do}"
            return "Resolve that effect next"
        return str(action)

    def observation(self, player: int) -> BaseModel:
        s = self.state
        top = s.pending[-1] if s.pending else None
        corps_public = s.phase != "setup" or s.step != "corps"

        def view(seat: int) -> PlayerView:
            p = s.players_state[seat]
            mine = seat == player
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
                missions=list(p.missions),
                cubes={k: list(v) for k, v in p.cubes.items()},
                keep=self.keep_limit(seat),
            )

        def public(top: Pending) -> PendingView:
            return PendingView(
                kind=top.kind,
                seat=top.seat,
                n=top.n,
                colour=top.colour if top.kind == "face" else "",
                tile=top.tile if top.kind == "place" else "",
                special=top.special if top.kind == "place" else "",
                then=top.then if top.kind == "pay" else "",
                effects=list(top.effects) if top.kind == "effects" else [],
            )

        sees_pile = top is not None and top.kind == "bonus" and top.seat == player
        return TMObservation(
            seat=player,
            players=s.players,
            solo=s.solo,
            options=s.options,
            phase=s.phase,
            step=s.step,
            first=s.first,
            current=s.current,
            decider=self.decider(),
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
            mission_display=list(s.mission_display),
            mission_deck_size=len(s.mission_deck),
            mission_discard=list(s.mission_discard),
            purple_map=list(s.purple_map),
            purple_track=list(s.purple_track),
            pending_kind=top.kind if top else None,
            pending_seat=top.seat if top else None,
            pending=public(top) if top else None,
            you=view(player),
            others=[view(i) for i in range(s.players) if i != player],
            turn_no=s.turn_no,
            final_left=s.final_left,
            scores=list(s.scores),
        )

    def determinize(self, player: int, rng: Rng) -> Self:
        """A world consistent with what `player` sees, the unseen sampled with `rng`. Every
        unseen collection is put in a canonical (sorted) order before it is shuffled, so the
        world depends on the observation and `rng` only, never on the true hidden order."""
        world = self.clone()
        s = world.state
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
        all_corps = [c.id for c in C.corporations]
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
            returned = {c for c in me.corp_dealt if c != me.corp}
            candidates = sorted(c for c in all_corps if c not in chosen and c not in returned)
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
        s.mission_deck = sorted(s.mission_deck)
        rng.shuffle(s.mission_deck)
        s.rng = rng.fork()
        world._legal = None
        return world


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
    q.missions = list(p.missions)
    q.cubes = {k: list(v) for k, v in p.cubes.items()}
    q.bonus_steps = list(p.bonus_steps)
    return q
