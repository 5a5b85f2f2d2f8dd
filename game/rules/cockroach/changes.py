"""The small changes to the table that the flow's steps, the choices, the spending and the
squads all make: a marker moved, injuries inflicted (and a cockroach about to die), spoils
gained or discarded, equipment wrecked, a cockroach swapped, a support card drawn or taken.

They sit below every module that runs the game, so those modules import them and never each
other in a circle.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.cockroach import abilities as ab
from game.rules.cockroach import dice
from game.rules.cockroach.events import (
    DeckReshuffled,
    Injured,
    MarkerMoved,
    Player,
    PlayerCard,
    Reason,
    RoachDying,
    RoachRevealed,
    SpoilGained,
    SpoilsDiscarded,
)
from game.rules.cockroach.injuries import guard
from game.rules.cockroach.state import DYING
from game.rules.core import Event, Step
from game.rules.core.events import emit
from game.rules.core.reactions import window

if TYPE_CHECKING:
    from game.rules.cockroach.engine import CockroachEngine


def move_marker(eng: CockroachEngine, seat: int, slot: int, events: list[Event]) -> None:
    s = eng.state
    s.markers[seat] = slot
    events.append(emit("marker_moved", MarkerMoved(player=seat, slot=slot)))
    if s.phase == "turn" and seat == s.current:
        strike_on_danger(eng)  # the turn player may have come to a cockroach of talent 41


def wreck(eng: CockroachEngine, seat: int, card: str, events: list[Event]) -> None:
    s = eng.state
    s.equipment[seat].remove(card)
    s.discard.append(card)
    events.append(emit("equipment_destroyed", PlayerCard(player=seat, card=card)))


def swap_roach(eng: CockroachEngine, slot: int, new: str, keeper: int, events: list[Event]) -> None:
    """Squads 19, 30: `keeper` has the cockroach it fights replaced; that one goes into the
    deck, which is shuffled; the heroes on it stay, now on the newcomer. A newcomer that fights
    one hero at a time (talent 44) keeps the keeper only: the others move off to cockroaches
    that will take them, each choosing, in turn order from the keeper's left."""
    s = eng.state
    old = s.roaches[slot]
    s.roaches[slot] = new
    s.supply_injuries += s.wounds[slot]
    s.wounds[slot] = 0
    s.roach_deck.append(old)
    s.rng.shuffle(s.roach_deck)
    events.append(emit("roach_revealed", RoachRevealed(slot=slot, roach=new), reveal=True))
    if s.markers[s.current] == slot:
        strike_on_danger(eng)  # the newcomer may have talent 41
    if eng.c.roach[new].talent.kind != "lone_fighter":
        return
    n = s.players
    others = [(keeper + i) % n for i in range(1, n) if s.markers[(keeper + i) % n] == slot]
    if others:
        events.extend(emit("displaced", Player(player=p)) for p in others)
        s.flow.push(Step(kind="move", seat=others[0], data={"seats": others}))


def inflict(eng: CockroachEngine, seat: int, amount: int, events: list[Event]) -> None:
    """`seat` injures the cockroach it fights: only one cockroach a turn; the cockroach's
    talents guard it first (`injuries.guard`, the only way in); counters come from the supply
    (as many as are left); a cockroach whose injuries reach its health is about to die."""
    s = eng.state
    slot = s.markers[seat]
    rid = s.roaches[slot]
    if s.injured[seat] not in ("", rid):
        events.append(emit("injuries_lost", Reason(player=seat, reason="one_cockroach_a_turn")))
        return
    guarded = guard(eng, seat, slot, amount)
    if guarded.toll_unpaid:
        events.append(emit("toll_unpaid", Player(player=seat)))
        return
    s.injured[seat] = rid
    if guarded.shrugged:
        s.absorbed += guarded.shrugged
        events.append(
            emit(
                "injuries_shrugged",
                Injured(player=seat, slot=slot, roach=rid, amount=guarded.shrugged),
            )
        )
    amount = min(guarded.lands, s.supply_injuries)
    if amount <= 0:
        return
    s.wounds[slot] += amount
    s.supply_injuries -= amount
    events.append(emit("injured", Injured(player=seat, slot=slot, roach=rid, amount=amount)))
    if s.wounds[slot] >= eng.c.roach[rid].health and not dying(eng, slot):
        s.flow.push(Step(kind="kill", seat=seat, data={"slot": slot, "roach": rid}))
        s.flow.push(window(DYING, seat, s.players))
        events.append(emit("roach_dying", RoachDying(slot=slot, roach=rid, killer=seat)))


def dying(eng: CockroachEngine, slot: int) -> Step | None:
    """The kill waiting for the cockroach in `slot`, if it is about to die."""
    for frame in reversed(eng.state.flow.frames):
        if isinstance(frame, Step) and frame.kind == "kill" and frame.data["slot"] == slot:
            return frame
    return None


def discard_spoils(eng: CockroachEngine, seat: int, events: list[Event]) -> None:
    s = eng.state
    if s.stars[seat] or s.hurts[seat]:
        events.append(
            emit(
                "spoils_discarded",
                SpoilsDiscarded(player=seat, stars=s.stars[seat], injuries=s.hurts[seat]),
            )
        )
    s.supply_stars += s.stars[seat]
    s.supply_injuries += s.hurts[seat]
    s.stars[seat] = s.hurts[seat] = 0


def gain_spoil(eng: CockroachEngine, seat: int, part: str, events: list[Event]) -> None:
    """One part of the spoils from the supply; a supply that runs short gives what it has."""
    s = eng.state
    kind, _, amount = part.partition(":")
    n = int(amount)
    if kind == "star":
        n = min(n, s.supply_stars)
        s.supply_stars -= n
        s.stars[seat] += n
    elif kind == "injury":
        n = min(n, s.supply_injuries)
        s.supply_injuries -= n
        s.hurts[seat] += n
    else:
        n = min(n, s.supply_vp)
        s.supply_vp -= n
        s.vp[seat] += n
    events.append(emit("spoil_gained", SpoilGained(player=seat, kind=kind, amount=n)))


def take_card(eng: CockroachEngine, seat: int, cid: str) -> None:
    """A card a hero gets: equipment goes face up beside the hero (it is in play from then
    on, even when drawn or picked from the deck), a squad into the hand."""
    s = eng.state
    (s.equipment if eng.c.card[cid].type == "equipment" else s.hands)[seat].append(cid)


def draw(eng: CockroachEngine, events: list[Event]) -> str | None:
    """The top support card; an empty deck is first rebuilt from the shuffled discard."""
    s = eng.state
    if not s.deck and s.discard:
        s.deck, s.discard = s.discard, []
        s.rng.shuffle(s.deck)
        events.append(emit("deck_reshuffled", DeckReshuffled(cards=len(s.deck)), reveal=True))
    return s.deck.pop() if s.deck else None


def strike_on_danger(eng: CockroachEngine) -> None:
    """Talent 41: with a danger rolled, the turn player wrecks one of their equipment cards.
    Once a turn, the first time the turn player fights such a cockroach (its talent not
    ignored) with a danger counted and equipment to lose: after the roll's window (the
    `dangers` step), or later on a re-roll that brings the first danger, or on arriving at
    such a cockroach (a move, a cockroach swapped in)."""
    s = eng.state
    if s.danger_struck or s.skipped or not s.rolled or _dangers_step_ahead(eng):
        return
    if ab.talent(eng, "destroy_equipment_on_danger") is None:
        return
    if dice.dangers(eng) and s.equipment[s.current]:
        s.danger_struck = True
        s.flow.push(Step(kind="wreck_own", seat=s.current))


def _dangers_step_ahead(eng: CockroachEngine) -> bool:
    """The roll's window is still open: 41 waits for the `dangers` step after it."""
    return any(isinstance(f, Step) and f.kind == "dangers" for f in eng.state.flow.frames)


def reroll(eng: CockroachEngine, dice_rolled: list[int], events: list[Event]) -> None:
    """Roll combat dice again. A re-roll is a roll: a danger it brings may strike talent 41,
    as one on the first roll would have (once a turn)."""
    events.append(dice.reroll(eng, dice_rolled))
    strike_on_danger(eng)
