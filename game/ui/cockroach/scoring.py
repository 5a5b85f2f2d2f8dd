"""Hunt scores for the results screen: where each player's VP came from, and each player's
VP turn by turn, from the game's events."""

from __future__ import annotations

from game.rules.core import Event
from game.ui.play.session import GameSession

UNIT = "VP"
CHART_TITLE = "VICTORY POINTS THROUGH THE HUNT"
SOURCES = ("Cockroaches slain", "Spoils", "Stolen from others", "Stolen by others")


def _deltas(events: list[Event]) -> list[tuple[int, str, int]]:
    """(seat, source, amount) for every change of VP, in order."""
    out: list[tuple[int, str, int]] = []
    for event in events:
        d = event.data
        if event.kind == "roach_slain":
            out.append((d["killer"], SOURCES[0], int(d["vp"])))
        elif event.kind == "spoil_gained" and d["kind"] == "vp":
            out.append((d["player"], SOURCES[1], int(d["amount"])))
        elif event.kind == "vp_stolen":
            out.append((d["player"], SOURCES[2], int(d["amount"])))
            out.append((d["target"], SOURCES[3], -int(d["amount"])))
    return out


def score_sources(session: GameSession) -> list[list[tuple[str, int]]]:
    players = session.setup.players
    totals = [dict.fromkeys(SOURCES, 0) for _ in range(players)]
    for seat, source, amount in _deltas(session.match.events):
        totals[seat][source] += amount
    return [[(name, totals[p][name]) for name in SOURCES] for p in range(players)]


def score_track(session: GameSession) -> list[list[int]]:
    """Each player's VP at the start and after every turn."""
    players = session.setup.players
    now = [0] * players
    track = [[0] for _ in range(players)]
    for event in session.match.events:
        for seat, _, amount in _deltas([event]):
            now[seat] += amount
        if event.kind in ("turn_ended", "game_over"):
            for p in range(players):
                track[p].append(now[p])
    return track


def target(session: GameSession) -> int | None:
    """The hunt has no VP target: it ends when a slain cockroach cannot be replaced."""
    return None
