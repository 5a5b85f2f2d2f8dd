"""The flow of a hunt: setup, the steps of a turn, a cockroach's death, the end.

The game's flow is a core `FlowStack`: steps the game runs by itself, choices a seat must
make, reaction windows and plays waiting to resolve. `advance` runs the stack until a seat
must decide. A turn (004, "Playing the game") is pushed as:

    window turn_start -> roll -> window after_roll -> dangers -> spend (the turn player's
    actions) -> window before_injuries -> inflict -> window turn_end -> end_effects -> next_turn

and a cockroach whose injuries reach its health pushes: window dying -> kill (victory points,
spoils handed out, replacement, then the killer and the others move, in turn order).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.cockroach import abilities as ab
from game.rules.cockroach import actions as A
from game.rules.cockroach import dice
from game.rules.cockroach.changes import discard_spoils, gain_spoil, inflict, strike_on_danger
from game.rules.cockroach.choices import OPTIONS, choices_of, decide
from game.rules.cockroach.effects import resolve
from game.rules.cockroach.events import (
    Cards,
    Dealt,
    GameOver,
    Healed,
    Player,
    RoachRevealed,
    RoachSlain,
    SpoilsLost,
    TurnStarted,
)
from game.rules.cockroach.state import (
    AFTER_ROLL,
    BEFORE_INJURIES,
    TURN_END,
    TURN_LIMIT,
    TURN_START,
)
from game.rules.core import Event, Play, Step, Window
from game.rules.core.events import emit
from game.rules.core.reactions import window

if TYPE_CHECKING:
    from game.rules.cockroach.engine import CockroachEngine


def advance(eng: CockroachEngine, events: list[Event]) -> list[A.Action] | None:
    """Run the flow until a seat must decide (or the game is over). Stopped at a choice step,
    the choices it found there (the legal actions now); else None."""
    s = eng.state
    while s.phase != "over":
        top = s.flow.top()
        if top is None:
            raise AssertionError("the flow of the game ran dry")
        if isinstance(top, Window):
            if top.skip_while(lambda seat: not s.hands[seat]):
                s.flow.pop()
                continue
            return None
        if isinstance(top, Play):
            s.flow.pop()
            resolve(eng, top, events)
            continue
        if top.kind in OPTIONS:  # a choice step: a seat decides (see choices.py)
            options = choices_of(eng, top)
            if not options:
                s.flow.pop()
                continue
            if len(options) == 1 and top.kind not in ("spend", "opt_move"):
                decide(eng, top, options[0], events)
                continue
            return options
        s.flow.pop()
        AUTO[top.kind](eng, top, events)
    return None


# --- setup ----------------------------------------------------------------------------------
def push_setup(eng: CockroachEngine) -> None:
    """The setup steps; a seat without a hero yet chooses one at the table, in turn from the
    first player, among the heroes nobody holds."""
    s = eng.state
    n = s.players
    frames: list[Window | Play | Step] = [Step(kind="first_turn")]
    placing = [(s.first - 1 - i) % n for i in range(n)]  # from the first player's right
    frames.extend(Step(kind="place", seat=p) for p in reversed(placing))
    frames.append(Step(kind="deal"))
    choosing = [(s.first + i) % n for i in range(n) if not s.heroes[(s.first + i) % n]]
    frames.extend(Step(kind="hero", seat=p) for p in reversed(choosing))
    s.flow.push(*frames)


def _deal(eng: CockroachEngine, step: Step, events: list[Event]) -> None:
    """004 setup: starting cards in hand, the support deck with 3 face up, the cockroach deck
    less the cards removed for 2 or 3 players, as many cockroaches revealed as players."""
    s = eng.state
    c = eng.c
    starting = set()
    for p, hero in enumerate(s.heroes):
        s.hands[p] = list(c.hero[hero].start)
        starting.update(c.hero[hero].start)
    s.deck = [cid for cid in c.card_ids if cid not in starting]
    s.rng.shuffle(s.deck)
    s.display = [s.deck.pop() for _ in range(min(c.supply.display, len(s.deck)))]
    roaches = list(c.roach_ids)
    s.rng.shuffle(roaches)
    # removed is keyed by the player counts the hunt allows (2-4), which setup checks
    cut = c.supply.removed[str(s.players)]  # type: ignore[index]
    s.removed, s.roach_deck = roaches[:cut], roaches[cut:]
    s.roaches = [s.roach_deck.pop() for _ in range(s.players)]
    s.wounds = [0] * s.players
    events.append(
        emit(
            "dealt",
            Dealt(
                display=list(s.display),
                roaches=list(s.roaches),
                removed=len(s.removed),
                hand_sizes=[len(h) for h in s.hands],
            ),
            reveal=True,
        )
    )
    for p in range(s.players):
        events.append(
            emit(
                "hand_dealt",
                Player(player=p),
                secret=Cards(cards=list(s.hands[p])),
                secret_to=(p,),
            )
        )


def _first_turn(eng: CockroachEngine, step: Step, events: list[Event]) -> None:
    s = eng.state
    s.phase = "turn"
    start_turn(eng, s.first, events)


# --- a turn ---------------------------------------------------------------------------------
def start_turn(eng: CockroachEngine, player: int, events: list[Event]) -> None:
    s = eng.state
    n = s.players
    s.current = player
    s.rolled = s.skipped = s.inflicted = s.toll_paid = False
    s.dice, s.spent, s.special, s.special_spent = [], [], -1, []
    s.gained, s.extra_spent, s.used, s.ignored, s.talent_off = {}, {}, [], [], []
    s.dangers_rerolled = s.absorbed = 0
    s.danger_struck = False
    s.injured = [""] * n
    s.flow.push(
        Step(kind="next_turn"),
        Step(kind="end_effects", seat=player),
        window(TURN_END, player, n),
        Step(kind="inflict", seat=player),
        window(BEFORE_INJURIES, player, n),
        Step(kind="spend", seat=player),
        Step(kind="dangers", seat=player),
        window(AFTER_ROLL, player, n),
        Step(kind="roll", seat=player),
        window(TURN_START, player, n),
    )
    events.append(emit("turn_started", TurnStarted(player=player, turn=s.turns + 1)))


def _roll(eng: CockroachEngine, step: Step, events: list[Event]) -> None:
    """Roll the combat dice: 6, less talent 38 and squad 21; none if squad 35 was played."""
    s = eng.state
    p = s.current
    marks, s.marks[p] = s.marks[p], []
    count = eng.c.dice.combat_dice
    for mark in marks:
        what, _, arg = mark.partition(":")
        if what == "skip":
            s.skipped = True
        elif what == "fewer":
            count -= int(arg)
    if s.skipped:
        events.append(emit("turn_missed", Player(player=p)))
        return
    fewer = ab.talent(eng, "fewer_dice")
    if fewer is not None:
        count -= fewer.talent.n
    events.append(dice.roll_combat(eng, max(0, count)))


def _dangers(eng: CockroachEngine, step: Step, events: list[Event]) -> None:
    strike_on_danger(eng)


def _inflict(eng: CockroachEngine, step: Step, events: list[Event]) -> None:
    """Inflict the turn's injuries on the cockroach under the turn player's marker."""
    s = eng.state
    p = s.current
    amount = dice.injuries_held(eng)
    s.inflicted = True
    if amount > 0 and s.markers[p] >= 0:
        inflict(eng, p, amount, events)


def _end_effects(eng: CockroachEngine, step: Step, events: list[Event]) -> None:
    """End of the turn: talents 36 and 42 at once; then 46 (pull a hero in), 40 (leave) and
    equipment 12 (may leave), each a choice, in that order."""
    s = eng.state
    p = s.current
    if s.skipped or s.markers[p] < 0:
        return
    slot = s.markers[p]
    if ab.talent(eng, "heal_at_end") is not None and s.wounds[slot]:
        s.supply_injuries += s.wounds[slot]
        events.append(emit("healed", Healed(slot=slot, amount=s.wounds[slot])))
        s.wounds[slot] = 0
    if ab.talent(eng, "discard_spoils_at_end") is not None:
        discard_spoils(eng, p, events)
    later: list[Window | Play | Step] = []
    leaving = ab.talent(eng, "leave_at_end") is not None
    if ab.sources(eng, p, "move_at_end"):
        later.append(Step(kind="opt_move", seat=p))
    if leaving:
        later.append(Step(kind="leave", seat=p))
    if ab.talent(eng, "pull_at_end") is not None:
        later.append(Step(kind="pull", seat=p))
    s.flow.push(*later)


def _next_turn(eng: CockroachEngine, step: Step, events: list[Event]) -> None:
    s = eng.state
    events.append(emit("turn_ended", Player(player=s.current)))
    s.turns += 1
    if s.turns >= TURN_LIMIT:
        finish(eng, f"the hunt was called off after {TURN_LIMIT} turns", events)
        return
    start_turn(eng, (s.current + 1) % s.players, events)


# --- a cockroach dies -----------------------------------------------------------------------
def _kill(eng: CockroachEngine, step: Step, events: list[Event]) -> None:
    """004: the killer takes the victory points, hands all the spoils to the other heroes on
    the cockroach (never to itself), the cockroach is replaced, then the killer and the others
    who fought it move, in turn order."""
    s = eng.state
    slot, rid, killer = step.data["slot"], step.data["roach"], step.seat
    roach = eng.c.roach[rid]
    if s.roaches[slot] != rid or s.wounds[slot] < roach.health:
        return
    gain = min(roach.vp, s.supply_vp)
    s.vp[killer] += gain
    s.supply_vp -= gain
    s.slain[killer].append(rid)
    events.append(emit("roach_slain", RoachSlain(slot=slot, roach=rid, killer=killer, vp=gain)))
    n = s.players
    fighters = [(killer + i) % n for i in range(1, n) if s.markers[(killer + i) % n] == slot]
    s.flow.push(Step(kind="move", seat=killer, data={"seats": [killer, *fighters]}))
    s.flow.push(Step(kind="replace", data={"slot": slot}))
    parts = [f"{part.kind}:{part.n}" for part in roach.spoils]
    if not parts:
        return
    thief = step.data.get("thief", -1)
    if thief >= 0:
        if not ab.gains_spoils(eng, thief):
            events.append(emit("spoils_lost", SpoilsLost(roach=rid, reason="no_spoils")))
            return
        for part in parts:
            gain_spoil(eng, thief, part, events)
        return
    sharers = [p for p in range(n) if p != killer and ab.sources(eng, p, "spoils_share")]
    capped = [p for p in sharers if p not in fighters]
    entitled = fighters + capped
    recipients = [p for p in entitled if ab.gains_spoils(eng, p)]
    if not recipients:
        reason = "no_spoils" if entitled else "alone"
        events.append(emit("spoils_lost", SpoilsLost(roach=rid, reason=reason)))
        return
    minimum = [p for p in sharers if p in recipients]
    s.flow.push(
        Step(
            kind="spoils",
            seat=killer,
            data={
                "roach": rid,
                "parts": parts,
                "recipients": recipients,
                "capped": capped,
                "minimum": minimum,
            },
        )
    )


def _replace(eng: CockroachEngine, step: Step, events: list[Event]) -> None:
    """Remove the slain cockroach; turn over the top of the deck in its place, or end the game
    when there is none (004: "a dead Cockroach cannot be replaced")."""
    s = eng.state
    slot = step.data["slot"]
    s.supply_injuries += s.wounds[slot]
    s.wounds[slot] = 0
    if not s.roach_deck:
        # The slain cockroach stays in its place (wound-free): the game is over.
        finish(eng, "a slain cockroach could not be replaced", events)
        return
    s.gone.append(s.roaches[slot])
    s.roaches[slot] = s.roach_deck.pop()
    movers = s.flow.top()
    assert isinstance(movers, Step) and movers.kind == "move"
    for p in movers.data["seats"]:
        s.markers[p] = -1  # lifted off: each puts it down on a cockroach of its choice
    events.append(
        emit("roach_revealed", RoachRevealed(slot=slot, roach=s.roaches[slot]), reveal=True)
    )


def finish(eng: CockroachEngine, reason: str, events: list[Event]) -> None:
    """Most victory points wins; a tie goes to the tied player who slew more cockroaches, and
    is shared if that ties too."""
    s = eng.state
    best = max(s.vp)
    tied = [p for p in range(s.players) if s.vp[p] == best]
    how = f"Most victory points ({best}) when {reason}"
    if len(tied) > 1:
        most = max(len(s.slain[p]) for p in tied)
        tied = [p for p in tied if len(s.slain[p]) == most]
        how += "; tie broken by cockroaches slain" + ("; still tied: shared" * (len(tied) > 1))
    s.phase = "over"
    s.winners = tied
    s.end_reason = how
    # The cards the flow still holds leave it with the rest of the game, so that none is
    # lost: a squad waiting to resolve goes to the discard, cards being looked at to the deck.
    for frame in s.flow.frames:
        if isinstance(frame, Play):
            s.discard.append(frame.card)
        elif isinstance(frame, Step) and frame.kind == "keep_card":
            s.deck.extend(frame.data["options"])
    s.flow.frames = []
    events.append(emit("game_over", GameOver(winners=tied, how=how, vp=list(s.vp))))


AUTO = {
    "deal": _deal,
    "first_turn": _first_turn,
    "roll": _roll,
    "dangers": _dangers,
    "inflict": _inflict,
    "end_effects": _end_effects,
    "next_turn": _next_turn,
    "kill": _kill,
    "replace": _replace,
}
