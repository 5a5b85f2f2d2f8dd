"""Missions (001 variant), as a module: three face-up missions; one or two parts each, a part
done marks a player cube on it; completing one takes it for 1 end-game point; the display is
refreshed at the end of every turn.

Its state (`MissionsState`) is the display, the deck, the discard pile and, per seat, the
missions completed and the cubes on the display.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from game.rules.core import Event, Rng
from game.rules.tmdice.events import MissionCompleted, MissionCube, MissionId, emit
from game.rules.tmdice.modules.base import Module
from game.rules.tmdice.resources import vp
from game.rules.tmdice.state import Options, TMState
from game.rules.tmdice.tables import MISSION_VP, C

DISPLAY = 3


class MissionsState(BaseModel):
    display: list[str] = []
    deck: list[str] = []  # the top is the end of the list
    discard: list[str] = []
    done: list[list[str]] = []  # per seat: the missions it completed
    cubes: list[dict[str, list[int]]] = []  # per seat: mission on display -> parts done


def missions_of(s: TMState) -> MissionsState:
    """The missions' state of a game played with them."""
    state = s.modules["missions"]
    assert isinstance(state, MissionsState)
    return state


def missions_done(s: TMState, seat: int) -> list[str]:
    """The missions `seat` completed (none without the variant)."""
    state = s.modules.get("missions")
    return state.done[seat] if isinstance(state, MissionsState) else []


def refill(s: TMState, ev: list[Event], duplicates_to: str) -> None:
    """Fill the display to three missions. A duplicate drawn goes to the bottom of the deck
    at setup (001's setup) and to the discard pile at the end of a turn (001's refresh:
    "discard and redraw any duplicates")."""
    m = missions_of(s)
    while len(m.display) < DISPLAY and m.deck:
        if duplicates_to == "bottom" and all(mid in m.display for mid in m.deck):
            break  # only duplicates left: putting them back would never end
        mid = m.deck.pop()
        if mid in m.display:
            if duplicates_to == "bottom":
                m.deck.insert(0, mid)
            else:
                m.discard.append(mid)
                ev.append(emit("mission_discarded", MissionId(mission=mid)))
            continue
        m.display.append(mid)
        ev.append(emit("mission_revealed", MissionId(mission=mid), reveal=True))


def progress(s: TMState, seat: int, key: str, ev: list[Event]) -> None:
    """`seat` did `key`: a cube on each displayed mission with that part still to do; a
    mission with every part done is taken."""
    m = missions_of(s)
    cubes = m.cubes[seat]
    for mid in list(m.display):
        parts = C.mission_by_id[mid].parts
        done = cubes.get(mid, [])
        idx = next((i for i, part in enumerate(parts) if part == key and i not in done), None)
        if idx is None:
            continue
        done = [*done, idx]
        if len(done) == len(parts):
            m.display.remove(mid)
            for other in m.cubes:
                other.pop(mid, None)
            m.done[seat].append(mid)
            ev.append(emit("mission_completed", MissionCompleted(seat=seat, mission=mid)))
        else:
            cubes[mid] = done
            ev.append(emit("mission_cube", MissionCube(seat=seat, mission=mid, part=idx)))


class Missions(Module):
    name = "missions"
    state_model = MissionsState

    def enabled(self, options: Options) -> bool:
        return options.missions

    def setup(self, s: TMState, ev: list[Event]) -> None:
        m = missions_of(s)
        m.done = [[] for _ in range(s.players)]
        m.cubes = [{} for _ in range(s.players)]
        m.deck = [mission.id for mission in C.missions for _ in range(mission.copies)]
        s.rng.shuffle(m.deck)
        refill(s, ev, duplicates_to="bottom")

    def on_event(self, s: TMState, key: str, seat: int, ev: list[Event]) -> None:
        if s.phase == "play":
            progress(s, seat, key, ev)

    def end_of_turn(self, s: TMState, ev: list[Event]) -> None:
        refill(s, ev, duplicates_to="discard")

    def end_points(self, s: TMState, seat: int, ev: list[Event]) -> None:
        done = missions_of(s).done[seat]
        if done:
            vp(s, seat, MISSION_VP * len(done), "missions", ev)

    def observe(self, s: TMState, player: int) -> dict[str, Any]:
        m = missions_of(s)
        return {
            "mission_display": list(m.display),
            "mission_deck_size": len(m.deck),
            "mission_discard": list(m.discard),
        }

    def observe_seat(self, s: TMState, seat: int) -> dict[str, Any]:
        m = missions_of(s)
        return {
            "missions": list(m.done[seat]),
            "cubes": {k: list(v) for k, v in m.cubes[seat].items()},
        }

    def hide(self, s: TMState, player: int, rng: Rng) -> None:
        m = missions_of(s)
        m.deck = sorted(m.deck)
        rng.shuffle(m.deck)
