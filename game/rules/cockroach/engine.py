"""The cockroach hunt (shared/seeds/004, published as Terra Formars): heroes roll six combat
dice, spend stars and serums on techniques, support cards and the special die, and injure the
cockroach under their marker; squads are played at any time, out of turn too.

The engine is split by job, each module below the next: injuries.py (what reaches a
cockroach), changes.py (the small table changes every other module makes), effects.py (squad
cards), payment.py (which dice a payment locks), spending.py (the turn player's actions),
choices.py (choices inside the flow), flow.py (setup, the turn's steps, a cockroach's death,
the end); beside them dice.py (rolls, symbols, paying), abilities.py (talents and equipment in
force), views.py (observation, determinize), words.py (sentences). Decisions where the rule text is
silent: assets/data/cockroach/DECISIONS.md.
"""

from __future__ import annotations

from typing import Self

from game.rules.cockroach import actions as A
from game.rules.cockroach.choices import choices_of, decide
from game.rules.cockroach.content import Content, content
from game.rules.cockroach.effects import play_squad, playable_if_held, squad_plays
from game.rules.cockroach.events import Passed, Player
from game.rules.cockroach.flow import advance, push_setup
from game.rules.cockroach.state import RoachObservation, RoachState
from game.rules.cockroach.views import determinize, observation, validate
from game.rules.cockroach.words import describe, why_illegal
from game.rules.core import Engine, Event, FlowStack, Result, Rng, Setup, Step, Window
from game.rules.core.errors import RulesError
from game.rules.core.events import emit
from game.rules.core.reactions import construct

_PASS = A.Pass()
# State fields that are lists (of ints or strings), and lists of lists: copied by clone().
_LISTS = (
    "heroes",
    "deck",
    "display",
    "discard",
    "roach_deck",
    "removed",
    "roaches",
    "wounds",
    "gone",
    "markers",
    "vp",
    "stars",
    "hurts",
    "dice",
    "special_spent",
    "used",
    "ignored",
    "talent_off",
    "injured",
    "winners",
)
_NESTED = ("hands", "equipment", "slain", "spent", "marks")


class CockroachEngine(Engine[RoachState, A.Action]):
    game_id = "cockroach"
    # Raised when a rule changes how a game plays out: a save made before says so when it no
    # longer replays (2: talents guard every injury, dangers of every roll, "this turn", the
    # dice a payment locks chosen where it matters).
    rules_version = 2
    state_model = RoachState
    action_adapter = A.ACTION_ADAPTER

    def __init__(self, state: RoachState) -> None:
        super().__init__(state)
        self.c: Content = content()

    # --- setup ---------------------------------------------------------------------------
    @classmethod
    def new(cls, setup: Setup, seed: int) -> tuple[Self, list[Event]]:
        """004 setup. Option `heroes`: one entry per seat, a hero id chosen before the game or
        "" for a seat that chooses at the table, in the box's way (in turn, from the first
        player)."""
        n = setup.players
        if not 2 <= n <= 4:
            raise RulesError("The cockroach hunt is played by 2 to 4 players.")
        c = content()
        chosen = setup.options.get("heroes")
        if chosen is not None:
            named = [h for h in chosen if h] if isinstance(chosen, list) else []
            if (
                not isinstance(chosen, list)
                or len(chosen) != n
                or len(set(named)) != len(named)
                or any(h not in c.hero for h in named)
            ):
                known = ", ".join(c.hero)
                raise RulesError(
                    f"Option heroes needs {n} entries: different heroes among {known}, "
                    'or "" for a seat that chooses at the table.'
                )
        unknown = set(setup.options) - {"heroes"}
        if unknown:
            raise RulesError(f"The cockroach hunt has no option {sorted(unknown)[0]}.")
        rng = Rng.from_seed(seed)
        first = rng.randbelow(n)
        state = RoachState(
            players=n,
            rng=rng,
            first=first,
            current=first,
            heroes=list(chosen) if chosen else [""] * n,
            hands=[[] for _ in range(n)],
            equipment=[[] for _ in range(n)],
            deck=[],
            display=[],
            discard=[],
            roach_deck=[],
            removed=[],
            roaches=[],
            wounds=[],
            markers=[-1] * n,
            vp=[0] * n,
            stars=[0] * n,
            hurts=[0] * n,
            slain=[[] for _ in range(n)],
            supply_stars=c.supply.stars,
            supply_injuries=c.supply.injury_value(),
            supply_vp=c.supply.vp_value(),
            injured=[""] * n,
            marks=[[] for _ in range(n)],
            flow=FlowStack(),
        )
        engine = cls(state)
        events = [emit("first_player", Player(player=first))]
        push_setup(engine)
        advance(engine, events)
        return engine, events

    # --- the protocol --------------------------------------------------------------------
    def decider(self) -> int | None:
        if self.state.phase == "over":
            return None
        top = self.state.flow.top()
        if isinstance(top, Window):
            return top.asked()
        if isinstance(top, Step):
            return top.seat
        return None

    def turn_player(self) -> int:
        return self.state.current

    def is_over(self) -> bool:
        return self.state.phase == "over"

    def result(self) -> Result | None:
        s = self.state
        if s.phase != "over":
            return None
        breakdown = [
            {"vp": s.vp[p], "slain": len(s.slain[p]), "equipment": len(s.equipment[p])}
            for p in range(s.players)
        ]
        return Result(
            scores=list(s.vp),
            winners=list(s.winners),
            how=s.end_reason,
            breakdown=breakdown,
            notes={"out_of_turn": s.out_of_turn, "heroes": list(s.heroes)},
        )

    def _legal_actions(self) -> list[A.Action]:
        s = self.state
        top = s.flow.top()
        if isinstance(top, Window):
            return [_PASS, *squad_plays(self, top.asked())]
        if isinstance(top, Step):
            return choices_of(self, top)
        return []

    def _apply(self, action: A.Action) -> list[Event]:
        s = self.state
        events: list[Event] = []
        top = s.flow.top()
        if isinstance(top, Window):
            seat = top.asked()
            if isinstance(action, A.PlaySquad):
                play_squad(self, seat, action, events)
            else:
                events.append(emit("passed", Passed(player=seat, moment=top.moment)))
                if top.record_pass():
                    s.flow.pop()
        elif isinstance(top, Step):
            decide(self, top, action, events)
        # Stopped at a choice step, the flow has just listed its choices: they are the legal
        # actions now (what `_legal_actions` would list again from the same state).
        self._legal = advance(self, events)
        return events

    def why_illegal(self, action: A.Action) -> str:
        return why_illegal(self, action)

    def describe(self, action: A.Action) -> str:
        return describe(self, action)

    def could_play(self, seat: int, card: str) -> bool:
        """`seat` could play squad `card` now if it held it (public facts only: the screen
        asks it of every card anyone may hold, to leave out windows where none could)."""
        return playable_if_held(self, seat, card)

    def observation(self, player: int) -> RoachObservation:
        return observation(self, player)

    def revealed_observation(self, seat: int) -> RoachObservation:
        """`observation(seat)` with every hand and every private look shown."""
        return observation(self, seat, everyone=True)

    def determinize(self, player: int, rng: Rng) -> Self:
        return determinize(self, player, rng)

    def clone(self) -> Self:
        s = self.state
        values = dict(s.__dict__)
        for name in _LISTS:
            values[name] = list(values[name])
        for name in _NESTED:
            values[name] = [list(x) for x in values[name]]
        values["gained"] = dict(s.gained)
        values["extra_spent"] = dict(s.extra_spent)
        values["rng"] = construct(Rng, {"state": s.rng.state})
        values["flow"] = s.flow.clone()
        engine = type(self).__new__(type(self))
        engine.state = construct(RoachState, values)
        engine.c = self.c
        engine._legal = None
        return engine

    def validate(self) -> None:
        """The invariants: every card and cockroach exactly once, every counter accounted for."""
        validate(self)
