"""TM Dice scores for the results screen and the table's final scoring: where each player's
VP came from (terraforming, tiles, cards, awards, milestones...) and their VP turn by turn."""

from __future__ import annotations

from typing import Any

from game.rules.core.events import read
from game.rules.tmdice.content import content
from game.rules.tmdice.events import Vp
from game.ui.play.session import GameSession

#: VP sources (the engine's ``vp_sources`` keys) in the order they are shown, with labels.
SOURCES: tuple[tuple[str, str], ...] = (
    ("terraform", "Terraforming"),
    ("tiles", "Tiles"),
    ("placement", "Placement bonuses"),
    ("track", "Track bonuses"),
    ("cards", "Cards"),
    ("cards_end", "Cards (end)"),
    ("bonus_cards", "Bonus cards"),
    ("corporation", "Corporation"),
    ("production", "Production"),
    ("megacredits", "Megacredits"),
    ("awards", "Awards"),
    ("milestones", "Milestones"),
    ("missions", "Missions"),
)
UNIT = "VP"
CHART_TITLE = "VP THROUGH THE GAME"


def breakdown(engine: Any) -> list[dict[str, int]]:
    """Each player's VP by source (all public: the result's breakdown once the game is over,
    else the VP sources every seat sees on the track)."""
    result = engine.result()
    if result is not None and result.breakdown:
        return [dict(b) for b in result.breakdown]
    view = engine.observation(0)
    others = iter(view.others)
    seats = [view.you if seat == view.seat else next(others) for seat in range(view.players)]
    return [dict(p.vp_sources) for p in seats]


def score_sources(session: GameSession) -> list[list[tuple[str, int]]]:
    rows = breakdown(session.engine)
    known = {key for key, _ in SOURCES}
    out = []
    for b in rows:
        line = [(label, b.get(key, 0)) for key, label in SOURCES]
        other = sum(v for k, v in b.items() if k not in known)
        if other:
            line.append(("Other", other))
        out.append(line)
    return out


def score_track(session: GameSession) -> list[list[int]]:
    """Each player's VP at the start and after every turn."""
    players = session.setup.players
    now = [0] * players
    track = [[0] for _ in range(players)]
    for event in session.match.events:
        if event.kind == "vp":
            vp = read(event, Vp)
            now[vp["seat"]] += vp["n"]
        elif event.kind in ("turn_ended", "final_scores"):
            for p in range(players):
                track[p].append(now[p])
    return track


def target(session: GameSession) -> int | None:
    return None


def how_text(session: GameSession) -> str:
    """The ending in a sentence: the winner and how, or the solo game's band."""
    result = session.engine.result()
    if result is None:
        return ""
    if session.setup.players == 1:
        score = result.scores[0]
        if not result.notes.get("counted"):
            return f"{score} VP, but not counted: the parameters were not complete by turn 50."
        return (
            f"{score} VP with all parameters complete: \u201c{result.notes.get('band', '')}\u201d."
        )
    how = result.how or "most VP"
    return how[:1].upper() + how[1:] + "."


def title(session: GameSession) -> str | None:
    """The results' headline when "<winner> wins!" does not fit: a solo game is a score
    against the benchmark, and does not count when the parameters are not complete."""
    result = session.engine.result()
    if result is None or session.setup.players != 1:
        return None
    if not result.notes.get("counted"):
        return f"{result.scores[0]} VP \u2014 not counted"
    return f"{result.scores[0]} VP \u2014 {result.notes.get('band', '')}"


def bands(session: GameSession) -> list[tuple[str, str, bool]]:
    """The solo rating bands as (score range, name, reached), for a solo game's results;
    empty for a game with rivals. A score that does not count reaches no band."""
    result = session.engine.result()
    if result is None or session.setup.players != 1:
        return []
    table = sorted(content().tracks.bands, key=lambda b: b.low)
    current = result.notes.get("band") if result.notes.get("counted") else None
    rows = []
    for i, band in enumerate(table):
        high = table[i + 1].low - 1 if i + 1 < len(table) else None
        if band.low < 0:
            span = f"under {high + 1}" if high is not None else "any"
        else:
            span = f"{band.low}\u2013{high}" if high is not None else f"{band.low}+"
        rows.append((span, band.name, band.name == current))
    return rows
