"""Dig Mars scores for the results screen: where each player's fortune came from, and the
fortune of every player turn by turn (all revealed once the game is over)."""

from __future__ import annotations

from game.rules.core import Event
from game.rules.digmars.figures import victory_target
from game.ui.play.session import GameSession

UNIT = "fortune"
CHART_TITLE = "FORTUNE THROUGH THE GAME"


def _deltas(events: list[Event]) -> list[tuple[int, str, int]]:
    """(seat, source, amount) for every change of fortune, in order."""
    out: list[tuple[int, str, int]] = []
    carrier = None
    for event in events:
        d = event.data
        if event.kind == "tile_carried":
            carrier = d["player"]
        elif event.kind == "fortune_gained":
            source = "Treasure carried" if d["player"] == carrier else "Shares of others' finds"
            out.append((d["player"], source, int(event.secret.get("amount", 0))))
        elif event.kind == "bonus_fortune":
            out.append((d["player"], "Bonus fortune", 1))
        elif event.kind == "upgraded":
            out.append((d["player"], "Spent on upgrades", -int(d["cost"])))
    return out


SOURCES = ("Treasure carried", "Shares of others' finds", "Bonus fortune", "Spent on upgrades")


def score_sources(session: GameSession) -> list[list[tuple[str, int]]]:
    players = session.setup.players
    totals = [dict.fromkeys(SOURCES, 0) for _ in range(players)]
    for seat, source, amount in _deltas(session.match.events):
        totals[seat][source] += amount
    return [[(name, totals[p][name]) for name in SOURCES] for p in range(players)]


def score_track(session: GameSession) -> list[list[int]]:
    """Each player's fortune at the start and after every turn."""
    players = session.setup.players
    now = [0] * players
    track = [[0] for _ in range(players)]
    carrier = None
    for event in session.match.events:
        d = event.data
        if event.kind == "tile_carried":
            carrier = d["player"]
        elif event.kind == "fortune_gained":
            now[d["player"]] += int(event.secret.get("amount", 0))
        elif event.kind == "bonus_fortune":
            now[d["player"]] += 1
        elif event.kind == "upgraded":
            now[d["player"]] -= int(d["cost"])
        elif event.kind in ("turn_ended", "game_over"):
            for p in range(players):
                track[p].append(now[p])
    del carrier
    return track


def target(session: GameSession) -> int | None:
    """The fortune the race was to: the line drawn on the results chart."""
    return victory_target(session.setup.players)
