"""The choices a seat makes inside the flow (setup, spoils, moves, effects that ask), and the
turn player's spending step: what is legal, and carrying out what was chosen.

One handler per kind of choice step, in two dispatch tables (`OPTIONS`, `DECIDE`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.rules.cockroach import abilities as ab
from game.rules.cockroach import actions as A
from game.rules.cockroach import dice
from game.rules.cockroach.changes import (
    gain_spoil,
    move_marker,
    reroll,
    swap_roach,
    take_card,
    wreck,
)
from game.rules.cockroach.effects import squad_plays
from game.rules.cockroach.events import Card, HeroChosen, Player, RoachSwapped, SpoilsLost
from game.rules.cockroach.spending import paid, spend, spend_actions
from game.rules.core import Event, Step
from game.rules.core.events import emit

if TYPE_CHECKING:
    from game.rules.cockroach.engine import CockroachEngine

_PASS = A.Pass()
_END = A.EndSpending()


def choices_of(eng: CockroachEngine, step: Step) -> list[A.Action]:
    return OPTIONS[step.kind](eng, step)


def decide(eng: CockroachEngine, step: Step, action: A.Action, events: list[Event]) -> None:
    DECIDE[step.kind](eng, step, action, events)


# --- setup ----------------------------------------------------------------------------------
def _hero_options(eng: CockroachEngine, step: Step) -> list[A.Action]:
    taken = set(eng.state.heroes)
    return [A.ChooseHero(h.id) for h in eng.c.heroes if h.id not in taken]


def _hero(eng: CockroachEngine, step: Step, action: A.Action, events: list[Event]) -> None:
    assert isinstance(action, A.ChooseHero)
    eng.state.heroes[step.seat] = action.hero
    eng.state.flow.pop()
    events.append(emit("hero_chosen", HeroChosen(player=step.seat, hero=action.hero)))


def _place_options(eng: CockroachEngine, step: Step) -> list[A.Action]:
    """004: each marker goes on an empty cockroach."""
    taken = set(eng.state.markers)
    return [A.Marker(slot) for slot in range(len(eng.state.roaches)) if slot not in taken]


def _marker(eng: CockroachEngine, step: Step, action: A.Action, events: list[Event]) -> None:
    assert isinstance(action, A.Marker)
    eng.state.flow.pop()
    move_marker(eng, step.seat, action.slot, events)


# --- after a kill ---------------------------------------------------------------------------
def _spoils_options(eng: CockroachEngine, step: Step) -> list[A.Action]:
    """The next part goes to any recipient still open to more (a hero 3 from afar takes one
    part only), recipients owed a part first once as many parts are left as they are owed.
    When only such one-part recipients are left, the killer also chooses which part each
    gets (a part given in turn would be the next in the list, the others lost)."""
    data = step.data
    got = data.get("got", [])
    parts = data["parts"]
    unmet = [p for p in data["minimum"] if p in data["recipients"] and p not in got]
    if len(parts) <= len(unmet):
        seats = unmet
    else:
        seats = [p for p in data["recipients"] if not (p in data["capped"] and p in got)]
    if seats and all(p in data["capped"] for p in seats):
        kinds = [i for i, part in enumerate(parts) if part not in parts[:i]]
        return [A.GiveSpoil(p, i) for p in seats for i in kinds]
    return [A.GiveSpoil(p) for p in seats]


def _give(eng: CockroachEngine, step: Step, action: A.Action, events: list[Event]) -> None:
    assert isinstance(action, A.GiveSpoil)
    part = step.data["parts"].pop(action.part)
    step.data["got"] = [*step.data.get("got", []), action.seat]
    gain_spoil(eng, action.seat, part, events)
    if step.data["parts"] and not _spoils_options(eng, step):
        # No one left may take the rest: it goes back to the supply.
        events.append(emit("spoils_lost", SpoilsLost(roach=step.data["roach"], reason="rest")))
        step.data["parts"] = []
    if not step.data["parts"]:
        eng.state.flow.pop()


def _move_options(eng: CockroachEngine, step: Step) -> list[A.Action]:
    seat = step.data["seats"][0]
    slots = ab.destinations(eng, seat) or list(range(len(eng.state.roaches)))
    return [A.Marker(slot) for slot in slots]


def _move(eng: CockroachEngine, step: Step, action: A.Action, events: list[Event]) -> None:
    assert isinstance(action, A.Marker)
    seats = step.data["seats"]
    mover = seats.pop(0)
    if seats:
        step.seat = seats[0]
    else:
        eng.state.flow.pop()
    move_marker(eng, mover, action.slot, events)  # after the pop: it may push a step (41)


# --- end of turn ----------------------------------------------------------------------------
def _leave_options(eng: CockroachEngine, step: Step) -> list[A.Action]:
    here = eng.state.markers[step.seat]
    return [A.Marker(slot) for slot in ab.destinations(eng, step.seat, exclude=here)]


def _opt_move_options(eng: CockroachEngine, step: Step) -> list[A.Action]:
    """Equipment 12, or stay. Never onto a cockroach of talent 40 whose talent the hero does
    not ignore (the one it has just had to leave among them): 40 acts at the end of the turn,
    so a turn never ends with the hero on it."""
    s = eng.state
    here = s.markers[step.seat]
    slots = ab.destinations(eng, step.seat, exclude=here)
    return [_PASS, *(A.Marker(slot) for slot in slots if not _must_leave(eng, step.seat, slot))]


def _must_leave(eng: CockroachEngine, seat: int, slot: int) -> bool:
    """Talent 40 would send `seat`'s hero off the cockroach in `slot` at the end of a turn."""
    roach = eng.c.roach[eng.state.roaches[slot]]
    return roach.talent.kind == "leave_at_end" and not ab.ignores_talent(eng, seat, roach.id)


def _opt_move(eng: CockroachEngine, step: Step, action: A.Action, events: list[Event]) -> None:
    eng.state.flow.pop()
    if isinstance(action, A.Marker):
        move_marker(eng, step.seat, action.slot, events)  # after the pop: it may push a step


def _pull_options(eng: CockroachEngine, step: Step) -> list[A.Action]:
    """Talent 46: bring another hero onto the cockroach you fight (if it may join)."""
    s = eng.state
    here = s.markers[step.seat]
    return [
        A.Pull(p)
        for p in range(s.players)
        if p != step.seat and s.markers[p] != here and ab.may_join(eng, p, here)
    ]


def _pull(eng: CockroachEngine, step: Step, action: A.Action, events: list[Event]) -> None:
    assert isinstance(action, A.Pull)
    move_marker(eng, action.seat, eng.state.markers[step.seat], events)
    eng.state.flow.pop()


# --- effects that ask -----------------------------------------------------------------------
def _wreck_own_options(eng: CockroachEngine, step: Step) -> list[A.Action]:
    return [A.Wreck(step.seat, cid) for cid in eng.state.equipment[step.seat]]


def _wreck_other_options(eng: CockroachEngine, step: Step) -> list[A.Action]:
    s = eng.state
    targets = [t for t in step.data["targets"] if s.equipment[t]]
    return [A.Wreck(targets[0], cid) for cid in s.equipment[targets[0]]] if targets else []


def _wreck(eng: CockroachEngine, step: Step, action: A.Action, events: list[Event]) -> None:
    assert isinstance(action, A.Wreck)
    wreck(eng, action.seat, action.card, events)
    if step.kind == "wreck_other":
        step.data["targets"] = [t for t in step.data["targets"] if t != action.seat]
        if step.data["targets"]:
            return
    eng.state.flow.pop()


def _pick_options(eng: CockroachEngine, step: Step) -> list[A.Action]:
    return [A.Pick(cid) for cid in step.data["options"]]


def _pick_roach(eng: CockroachEngine, step: Step, action: A.Action, events: list[Event]) -> None:
    """Squad 30: the picked cockroach takes the place of the one fought; that one goes into the
    deck, which is shuffled."""
    assert isinstance(action, A.Pick)
    s = eng.state
    eng.state.flow.pop()
    slot = s.markers[step.seat]
    old = s.roaches[slot]
    s.roach_deck.remove(action.card)
    swap_roach(eng, slot, action.card, step.seat, events)
    events.append(emit("roach_swapped", RoachSwapped(player=step.seat, slot=slot, old=old)))


def _keep_card(eng: CockroachEngine, step: Step, action: A.Action, events: list[Event]) -> None:
    """Squad 33: keep one of the cards looked at; the others go back and the deck is shuffled."""
    assert isinstance(action, A.Pick)
    s = eng.state
    s.flow.pop()
    take_card(eng, step.seat, action.card)
    s.deck.extend(c for c in step.data["options"] if c != action.card)
    s.rng.shuffle(s.deck)
    events.append(
        emit(
            "card_kept",
            Player(player=step.seat),
            secret=Card(card=action.card),
            secret_to=(step.seat,),
            reveal=True,
        )
    )


def _reroll_pick_options(eng: CockroachEngine, step: Step) -> list[A.Action]:
    marked = step.data["marked"]
    return [_PASS, *(A.Reroll(d) for d in dice.rerollable(eng) if d not in marked)]


def _reroll_pick(eng: CockroachEngine, step: Step, action: A.Action, events: list[Event]) -> None:
    """Squad 32: mark any number of unlocked dice, then roll them all at once."""
    if isinstance(action, A.Reroll):
        step.data["marked"].append(action.die)
        return
    eng.state.flow.pop()
    if step.data["marked"]:
        reroll(eng, sorted(step.data["marked"]), events)


# --- the turn player's spending step --------------------------------------------------------
def _spend_options(eng: CockroachEngine, step: Step) -> list[A.Action]:
    if eng.state.skipped:  # squad 35: a missed turn has no spending step
        return []
    return [*spend_actions(eng), *squad_plays(eng, step.seat), _END]


def _spend(eng: CockroachEngine, step: Step, action: A.Action, events: list[Event]) -> None:
    if isinstance(action, A.EndSpending):
        eng.state.flow.pop()
        events.append(emit("spending_done", Player(player=step.seat)))
        return
    spend(eng, action, events)


def _pay_options(eng: CockroachEngine, step: Step) -> list[A.Action]:
    return [
        A.PayWith(dice=tuple(w["dice"]), special=w["special"], counters=w["counters"])
        for w in step.data["ways"]
    ]


def _pay(eng: CockroachEngine, step: Step, action: A.Action, events: list[Event]) -> None:
    """The turn player chose which dice pay for the action waiting (payment.py)."""
    assert isinstance(action, A.PayWith)
    eng.state.flow.pop()
    paid(eng, A.ACTION_ADAPTER.validate_python(step.data["action"]), action, events)


Options = Callable[["CockroachEngine", Step], list[A.Action]]
Decide = Callable[["CockroachEngine", Step, A.Action, list[Event]], None]

OPTIONS: dict[str, Options] = {
    "hero": _hero_options,
    "place": _place_options,
    "spend": _spend_options,
    "spoils": _spoils_options,
    "move": _move_options,
    "pull": _pull_options,
    "leave": _leave_options,
    "opt_move": _opt_move_options,
    "wreck_own": _wreck_own_options,
    "wreck_other": _wreck_other_options,
    "pick_roach": _pick_options,
    "keep_card": _pick_options,
    "reroll_pick": _reroll_pick_options,
    "pay": _pay_options,
}
DECIDE: dict[str, Decide] = {
    "hero": _hero,
    "place": _marker,
    "spend": _spend,
    "spoils": _give,
    "move": _move,
    "pull": _pull,
    "leave": _opt_move,
    "opt_move": _opt_move,
    "wreck_own": _wreck,
    "wreck_other": _wreck,
    "pick_roach": _pick_roach,
    "keep_card": _keep_card,
    "reroll_pick": _reroll_pick,
    "pay": _pay,
}

__all__ = ["OPTIONS", "choices_of", "decide"]
