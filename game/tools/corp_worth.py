"""What each TM Dice corporation is worth in solo beyond what the rating sees when it is chosen:
`python -m game.tools.corp_worth`.

    python -m game.tools.corp_worth --games 200 --seeds 50000,51000 [--bot greedy] [--jobs 2]

A bot plays the same solo games (`--games` from each seed) once per corporation, the corporation
forced (the deal is replaced by that one corporation; all else about each game is the same).
For each corporation it prints the games counted (000, solo: a score counts only with every
parameter complete by turn 50), the median score (an uncounted game as 0), the mean rating just
after the choice (less the worth the rating already gives it), and its worth: the median's lead
over the median of all the games, less the rating's lead over the mean rating of all. The
figures in `SOLO_CORPORATION_WORTH` (game/ai/tmdice_solo_terms.py) come from this command with
its defaults. `--json` prints one JSON object.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

from game.ai.registry import make_bot
from game.ai.tmdice import evaluate
from game.ai.tmdice_solo_terms import solo_corporation_worth
from game.rules.core import Rng, SeatView, Setup
from game.rules.tmdice.engine import TMDiceEngine
from game.rules.tmdice.tables import C
from game.tools.processes import in_processes


@dataclass(frozen=True)
class ForcedGame:
    """One solo game played with a corporation forced."""

    corp: str
    rating: float  # the bot's rating just after the corporation is chosen
    score: int  # the final score, 0 when it does not count
    counted: bool  # 000, solo: every parameter complete by turn 50


def play_forced(corp: str, bot_name: str, seed: int, index: int) -> ForcedGame:
    """Play solo game `seed + index` with `corp` the only corporation dealt (the bot's own
    seed is `index`)."""
    engine, _ = TMDiceEngine.new(Setup(game="tmdice", players=1), seed + index)
    bot = make_bot(bot_name, "tmdice")
    rng = Rng.from_seed(index)
    rating: float | None = None
    while not engine.is_over():
        state = engine.state
        if rating is None and state.pending and state.pending[-1].kind == "corp":
            # through the save format, so the engine's own checks see the changed deal
            state.players_state[0].corp_options = [corp]
            engine = TMDiceEngine.from_json(engine.to_json())
            engine.apply(bot.choose(SeatView(engine, 0), rng))
            rating = evaluate(engine, 0) - solo_corporation_worth(corp)
            continue
        engine.apply(bot.choose(SeatView(engine, 0), rng))
    player = engine.state.players_state[0]
    counted = bool(engine.state.notes.get("counted"))
    rating = rating if rating is not None else 0.0
    return ForcedGame(corp, rating, player.vp if counted else 0, counted)


def _play_job(bot_name: str, job: tuple[str, int, int]) -> ForcedGame:
    return play_forced(job[0], bot_name, job[1], job[2])


def measure(
    games: int, seeds: Sequence[int], bot_name: str = "greedy", jobs: int = 1
) -> dict[str, Any]:
    """Every base corporation forced in games `seed` .. `seed + games - 1` of each seed."""
    corps = [c.id for c in C.corporations]
    work = [(corp, seed, i) for corp in corps for seed in seeds for i in range(games)]
    results = list(in_processes(partial(_play_job, bot_name), work, jobs))
    median_all = statistics.median(r.score for r in results)
    rating_all = statistics.fmean(r.rating for r in results)
    rows = []
    for corp in corps:
        mine = [r for r in results if r.corp == corp]
        median = statistics.median(r.score for r in mine)
        rating = statistics.fmean(r.rating for r in mine)
        rows.append(
            {
                "corporation": corp,
                "games": len(mine),
                "counted": sum(r.counted for r in mine),
                "median": median,
                "mean": round(statistics.fmean(r.score for r in mine), 2),
                "rating_lead": round(rating - rating_all, 2),
                "worth": round((median - median_all) - (rating - rating_all), 1),
            }
        )
    return {
        "games": games * len(seeds),
        "seeds": list(seeds),
        "bot": bot_name,
        "median": median_all,
        "rows": rows,
    }


def _table(out: dict[str, Any]) -> str:
    seeds = ", ".join(str(s) for s in out["seeds"])
    lines = [f"{out['games']} solo games per corporation (seeds {seeds}), {out['bot']}"]
    lines.append(f"median of all {out['median']}")
    for r in out["rows"]:
        lines.append(
            f"{r['corporation']:<18} counted {r['counted']:>4}/{r['games']:<4} median "
            f"{r['median']:>5}  mean {r['mean']:>6}  rating lead {r['rating_lead']:>+6}  "
            f"worth {r['worth']:>+5}"
        )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m game.tools.corp_worth",
        description="A bot plays TM Dice solo with each corporation forced; prints its worth.",
    )
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seeds", default="50000,51000", help="comma-separated first seeds")
    parser.add_argument("--bot", default="greedy")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    if args.games < 1:
        print("--games must be at least 1.", file=sys.stderr)
        return 2
    try:
        seeds = [int(s) for s in args.seeds.split(",") if s.strip()]
    except ValueError:
        print("--seeds takes whole numbers separated by commas.", file=sys.stderr)
        return 2
    try:
        make_bot(args.bot, "tmdice")
    except ValueError as err:
        print(err, file=sys.stderr)
        return 2
    out = measure(args.games, seeds or [50000], args.bot, max(1, args.jobs))
    print(json.dumps(out) if args.json else _table(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
