"""What players hold and gain: dice (rolled, set, turned, spent), wild tokens, cards drawn, and
VP with the VP track's bonus steps and purple markers.

Every function takes the state and the event list of the action being applied, changes the
state and records what happened; none decides anything.
"""

from __future__ import annotations

from game.rules.core import Event
from game.rules.tmdice.content import FACE_COLOUR
from game.rules.tmdice.events import (
    CardsDrawn,
    DieGained,
    DieMissing,
    DieRolled,
    DieTurned,
    Paid,
    Reshuffled,
    Seat,
    Vp,
    VpBonusStep,
    WildGained,
    emit,
)
from game.rules.tmdice.state import TMState
from game.rules.tmdice.tables import C


def roll(s: TMState, colour: str) -> str:
    """A face of a die of `colour`, rolled with the game's own generator."""
    return C.faces[colour][s.rng.randbelow(6)]


def add_face(s: TMState, seat: int, face: str) -> None:
    d = s.players_state[seat].dice
    d[face] = d.get(face, 0) + 1


def gain_roll(s: TMState, seat: int, colour: str, ev: list[Event]) -> None:
    """Take a die of `colour` from the pool and roll it; nothing if the pool has none."""
    if s.pool.get(colour, 0) <= 0:
        ev.append(emit("die_missing", DieMissing(seat=seat, colour=colour)))
        return
    s.pool[colour] -= 1
    face = roll(s, colour)
    add_face(s, seat, face)
    ev.append(emit("die_rolled", DieRolled(seat=seat, colour=colour, face=face), reveal=True))


def gain_face(s: TMState, seat: int, face: str, ev: list[Event]) -> None:
    """Take a die from the pool set to `face`; nothing if the pool has none of its colour."""
    colour = FACE_COLOUR[face]
    if s.pool.get(colour, 0) <= 0:
        ev.append(emit("die_missing", DieMissing(seat=seat, colour=colour)))
        return
    s.pool[colour] -= 1
    add_face(s, seat, face)
    ev.append(emit("die_gained", DieGained(seat=seat, colour=colour, face=face)))


def remove_face(s: TMState, seat: int, face: str, to_pool: bool = True) -> None:
    d = s.players_state[seat].dice
    k = d[face] - 1
    if k:
        d[face] = k
    else:
        del d[face]
    if to_pool:
        colour = FACE_COLOUR[face]
        s.pool[colour] = s.pool.get(colour, 0) + 1


def spend_one(s: TMState, seat: int, face: str, to_pool: bool = True) -> None:
    """One resource leaves `seat`: a die showing `face`, or a wild token ("wild")."""
    if face == "wild":
        s.players_state[seat].wild -= 1
        if to_pool:
            s.wild_supply += 1
    else:
        remove_face(s, seat, face, to_pool)


def turn_die(s: TMState, seat: int, face: str, to: str, ev: list[Event]) -> None:
    remove_face(s, seat, face, to_pool=False)
    add_face(s, seat, to)
    ev.append(emit("die_turned", DieTurned(seat=seat, face=face, to=to)))


def pay(
    s: TMState,
    seat: int,
    cost: tuple[tuple[str, int], ...],
    wild_for: tuple[str, ...],
    ev: list[Event],
) -> None:
    """Pay an exact cost, the icons in `wild_for` with wild tokens, the rest with dice."""
    p = s.players_state[seat]
    paid: list[str] = []
    for face, need in cost:
        for _ in range(need - wild_for.count(face)):
            remove_face(s, seat, face)
            paid.append(face)
    if wild_for:
        p.wild -= len(wild_for)
        s.wild_supply += len(wild_for)
    ev.append(emit("paid", Paid(seat=seat, faces=paid, wilds=len(wild_for))))


def gain_wild(s: TMState, seat: int, n: int, ev: list[Event]) -> None:
    """Wild tokens from the finite supply; what the supply lacks is lost."""
    k = min(n, s.wild_supply)
    if k:
        s.wild_supply -= k
        s.players_state[seat].wild += k
    ev.append(emit("wild_gained", WildGained(seat=seat, n=k)))


def draw(s: TMState, seat: int, n: int, ev: list[Event]) -> None:
    """Draw `n` cards; an empty deck is the discard pile reshuffled; with both empty, the draw
    stops."""
    drawn: list[str] = []
    for _ in range(n):
        if not s.deck:
            if not s.discard:
                ev.append(emit("deck_empty", Seat(seat=seat)))
                break
            s.deck, s.discard = s.discard, []
            s.rng.shuffle(s.deck)
            ev.append(emit("deck_reshuffled", Reshuffled(cards=len(s.deck)), reveal=True))
        drawn.append(s.deck.pop())
    s.players_state[seat].hand.extend(drawn)
    ev.append(
        emit(
            "cards_drawn",
            CardsDrawn(seat=seat, count=len(drawn)),
            secret={"cards": drawn},
            secret_to=(seat,),
            reveal=True,
        )
    )


def take_purple_marker(s: TMState, seat: int, ev: list[Event]) -> None:
    """A purple die marker reached (001 purple dice): the die is taken and rolled."""
    face = roll(s, "purple")
    add_face(s, seat, face)
    ev.append(emit("die_rolled", DieRolled(seat=seat, colour="purple", face=face), reveal=True))


def bonus_steps_reached(before: int, after: int, reached: list[int]) -> list[int]:
    """The VP-track bonus steps (000: 5 and 12 VP) passed going from `before` to `after` VP,
    leaving out those already `reached`."""
    return [st for st in C.tracks.vp_bonus_at if before < st <= after and st not in reached]


def vp(s: TMState, seat: int, n: int, source: str, ev: list[Event]) -> None:
    """`seat` scores `n` VP from `source`; during play the marker may reach a bonus step (a
    bonus card at the end of the turn) or a purple die marker."""
    p = s.players_state[seat]
    before = p.vp
    p.vp += n
    p.vp_sources[source] = p.vp_sources.get(source, 0) + n
    ev.append(emit("vp", Vp(seat=seat, n=n, source=source)))
    if s.phase == "over":  # final scoring moves no marker and takes no bonus card
        return
    for step in bonus_steps_reached(before, p.vp, p.bonus_steps):
        p.bonus_steps.append(step)
        p.bonus_due += 1
        ev.append(emit("vp_bonus_step", VpBonusStep(seat=seat, step=step)))
    for step in list(s.purple_track):
        if p.vp >= step:
            s.purple_track.remove(step)
            take_purple_marker(s, seat, ev)
