"""Bots playing whole games without a screen: `python -m game simulate GAME ...`.

Prints one JSON object of figures (finished games, unfinished games, errors, speed, turns, wins
and scores per seat); a game that raises, or is still running past the game's turn bound (its
bots' `TURN_LIMIT`, game/ai/<game>.py) or DECISION_LIMIT decisions, makes the exit code
non-zero.
"""

from __future__ import annotations

import statistics
import time
import traceback
from collections import Counter
from collections.abc import Sequence
from typing import Any

from game.ai.registry import make_bot, turn_limit
from game.games import game_info
from game.rules.core import Engine, Rng, SeatView, Setup

DECISION_LIMIT = 200_000  # a game still running after this many decisions has not finished


def solo_figures(games: Sequence[tuple[int, bool, str]]) -> dict[str, Any]:
    """Solo games as (score, counted, band): how many counted, the median and mean with an
    uncounted game as 0 (000: its score is not counted, so it reaches no band), the median of
    the counted games, and the band counts."""
    as_scored = [score if counted else 0 for score, counted, _ in games]
    bands = Counter(band if counted else "not counted" for _, counted, band in games)
    lowest = {band: score for score, counted, band in sorted(games, reverse=True) if counted}
    lowest["not counted"] = -1  # the bands from the best down, the uncounted games last
    counted_scores = [score for score, counted, _ in games if counted]
    return {
        "counted": len(counted_scores),
        "median_uncounted_as_0": statistics.median(as_scored) if as_scored else None,
        "mean_uncounted_as_0": round(statistics.fmean(as_scored), 2) if as_scored else None,
        "median_of_counted": statistics.median(counted_scores) if counted_scores else None,
        "bands": dict(sorted(bands.items(), key=lambda kv: -lowest[kv[0]])),
    }


def play_game(
    engine_cls: type[Engine[Any, Any]],
    setup: Setup,
    seed: int,
    bot_names: Sequence[str],
) -> tuple[Engine[Any, Any], int]:
    """Play one game with one bot per seat, to the end or until it passes the game's turn bound
    (then it is unfinished); returns the engine and the decisions made."""
    engine, _ = engine_cls.new(setup, seed)
    bots = [make_bot(bot_names[i % len(bot_names)], setup.game) for i in range(setup.players)]
    rng = Rng.from_seed(seed ^ 0x5EED)
    bound = turn_limit(setup.game)
    decisions = 0
    while not engine.is_over() and decisions < DECISION_LIMIT:
        if bound is not None and _turns(engine) > bound:
            break
        seat = engine.decider()
        assert seat is not None
        engine.apply(bots[seat].choose(SeatView(engine, seat), rng))
        decisions += 1
    return engine, decisions


def _turns(engine: Engine[Any, Any]) -> int:
    return int(getattr(engine.state, "turns", 0))


def _wins_by_hero(notes: list[dict[str, Any]], winners: list[list[int]]) -> dict[str, Any]:
    """Per hero: games led, wins (a shared win counts its share) and the win rate."""
    played: Counter[str] = Counter()
    won: dict[str, float] = {}
    for note, who in zip(notes, winners, strict=True):
        heroes = note.get("heroes", [])
        played.update(heroes)
        for seat in who:
            won[heroes[seat]] = won.get(heroes[seat], 0.0) + 1 / len(who)
    return {
        hero: {
            "games": played[hero],
            "wins": round(won.get(hero, 0.0), 2),
            "rate": round(won.get(hero, 0.0) / played[hero], 3),
        }
        for hero in sorted(played)
    }


def simulate(
    game: str,
    players: int,
    games: int,
    seed: int,
    bot_names: Sequence[str],
    options: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """Play `games` games and return the figures as a JSON-ready dict."""
    info = game_info(game)
    engine_cls = info.engine_cls()
    for name in bot_names:  # an unknown name is the caller's mistake: say so before playing
        make_bot(name, game)
    info.check_options(options or {})
    setup = Setup(game=game, players=players, options=options or {})
    finished = errors = unfinished = 0
    first_unfinished: int | None = None
    turns: list[int] = []
    decisions: list[int] = []
    wins = [0.0] * players
    scores: list[list[int]] = [[] for _ in range(players)]
    notes: list[dict[str, Any]] = []
    winners: list[list[int]] = []
    first_error = ""
    start = time.perf_counter()
    for index in range(games):
        try:
            engine, made = play_game(engine_cls, setup, seed + index, bot_names)
        except Exception as err:  # a crash is a figure to report, not a reason to stop
            errors += 1
            if not first_error:
                first_error = f"seed {seed + index}: {type(err).__name__}: {err}"
                traceback.print_exc()
            continue
        result = engine.result()
        if result is None:
            unfinished += 1
            if first_unfinished is None:
                first_unfinished = seed + index
            continue
        finished += 1
        turns.append(_turns(engine))
        decisions.append(made)
        for winner in result.winners:
            wins[winner] += 1 / len(result.winners)
        for p in range(players):
            scores[p].append(result.scores[p])
        notes.append(result.notes)
        winners.append(list(result.winners))
    seconds = time.perf_counter() - start
    out: dict[str, Any] = {
        "game": game,
        "players": players,
        "bots": [bot_names[i % len(bot_names)] for i in range(players)],
        "games": games,
        "finished": finished,
        "unfinished": unfinished,
        "turn_limit": turn_limit(game),
        "errors": errors,
        "seconds": round(seconds, 3),
        "games_per_second": round(games / seconds, 2) if seconds else None,
        "turns": {
            "mean": round(statistics.fmean(turns), 2) if turns else None,
            "median": statistics.median(turns) if turns else None,
            "max": max(turns) if turns else None,
        },
        "decisions": {"mean": round(statistics.fmean(decisions), 1) if decisions else None},
        "wins_by_seat": [round(w, 2) for w in wins],
        "scores_by_seat": [
            {
                "mean": round(statistics.fmean(s), 2) if s else None,
                "median": statistics.median(s) if s else None,
            }
            for s in scores
        ],
    }
    if any("out_of_turn" in n for n in notes):  # games with out-of-turn play
        out["out_of_turn_per_game"] = round(
            statistics.fmean(n.get("out_of_turn", 0) for n in notes), 2
        )
    if any("heroes" in n for n in notes):  # games where each seat leads a hero
        out["wins_by_hero"] = _wins_by_hero(notes, winners)
    if players == 1 and any("counted" in n for n in notes):
        out["solo"] = solo_figures(
            [
                (s, bool(n.get("counted")), str(n.get("band", "")))
                for s, n in zip(scores[0], notes, strict=True)
            ]
        )
    if first_error:
        out["first_error"] = first_error
    if first_unfinished is not None:
        out["first_unfinished"] = f"seed {first_unfinished}: still running past the bound"
    return out
