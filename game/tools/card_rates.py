"""How the TM Dice content plays, measured with bots: `python -m game.tools.card_rates`.

    python -m game.tools.card_rates --players 1 --games 500 --seed 1 [--bots greedy] [--json]

For every project card: in how many games and on how many turns it sat in a bot's hand, and how
often it was played (a card that is never played when held is dominated; one that is always
played at once is too strong). Also the spread of game lengths (turns per player), the winner's
VP, and in solo the median score by corporation and how often each award face scored (solo
awards need 6/8/10 icons by rarity, one short scores 3 VP: rule text 000, solo section).
The figures are measured, not asserted: the balance targets are in assets/data/tmdice/DECISIONS.md.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from game.ai.registry import make_bot
from game.rules.core import Rng, SeatView, Setup
from game.rules.tmdice.content import content
from game.rules.tmdice.engine import TMDiceEngine

DECISION_LIMIT = 200_000


@dataclass
class CardTally:
    """One card's figures over all games."""

    games_held: int = 0  # games in which it was ever in a bot's hand at the start of a turn
    turns_held: int = 0  # turn starts of its holder with it in hand
    played: int = 0  # times played (each copy, each game)


@dataclass
class Tally:
    cards: dict[str, CardTally] = field(default_factory=lambda: defaultdict(CardTally))
    turns_per_player: list[float] = field(default_factory=list)
    winner_vp: list[int] = field(default_factory=list)
    scores: list[int] = field(default_factory=list)
    by_corp: dict[str, list[int]] = field(default_factory=lambda: defaultdict(list))
    counted: int = 0
    bands: Counter[str] = field(default_factory=Counter)
    award_dealt: Counter[str] = field(default_factory=Counter)
    award_full: Counter[str] = field(default_factory=Counter)  # 5 VP
    award_near: Counter[str] = field(default_factory=Counter)  # one short: 3 VP
    award_icons: dict[str, list[int]] = field(default_factory=lambda: defaultdict(list))
    milestone_dealt: Counter[str] = field(default_factory=Counter)
    milestone_claimed: Counter[str] = field(default_factory=Counter)
    games: int = 0


def play_and_tally(players: int, seed: int, bot_names: Sequence[str], tally: Tally) -> None:
    """Play one game with bots, adding what happened to `tally`."""
    engine, _ = TMDiceEngine.new(Setup(game="tmdice", players=players), seed)
    bots = [make_bot(bot_names[i % len(bot_names)], "tmdice") for i in range(players)]
    rng = Rng.from_seed(seed ^ 0x5EED)
    s = engine.state
    seen_turn = -1
    held: set[str] = set()
    decisions = 0
    while not engine.is_over() and decisions < DECISION_LIMIT:
        if s.phase == "play" and s.turn_no != seen_turn:
            seen_turn = s.turn_no
            hand = set(s.players_state[s.current].hand)
            for cid in hand:
                tally.cards[cid].turns_held += 1
            held |= hand
        seat = engine.decider()
        assert seat is not None
        engine.apply(bots[seat].choose(SeatView(engine, seat), rng))
        s = engine.state
        decisions += 1
    if not engine.is_over():
        raise RuntimeError(f"seed {seed}: the game did not finish in {DECISION_LIMIT} decisions")
    tally.games += 1
    for cid in held:
        tally.cards[cid].games_held += 1
    for p in s.players_state:
        for cid in p.played:
            tally.cards[cid].played += 1
    for mid, state in zip(s.milestones, s.milestone_state, strict=True):
        tally.milestone_dealt[mid] += 1
        tally.milestone_claimed[mid] += state >= 0
    tally.turns_per_player.append(s.turns / players)
    tally.winner_vp.append(max(s.scores))
    if players == 1:
        score = s.scores[0]
        tally.scores.append(score)
        tally.by_corp[s.players_state[0].corp or "?"].append(score)
        tally.counted += bool(s.notes.get("counted"))
        tally.bands[str(s.notes.get("band", ""))] += 1
        need = content().tracks.solo_award_thresholds
        for face in s.award_dice:
            icons = engine.award_counts(face)[0]
            # rarity holds the three rarity words as plain str
            threshold = need[content().rarity[face]]  # type: ignore[index]
            tally.award_dealt[face] += 1
            tally.award_icons[face].append(icons)
            if icons >= threshold:
                tally.award_full[face] += 1
            elif icons == threshold - 1:
                tally.award_near[face] += 1


def _spread(values: Sequence[float]) -> dict[str, float]:
    ordered = sorted(values)
    if not ordered:
        return {}

    def at(q: float) -> float:
        return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 2)

    return {
        "min": round(ordered[0], 2),
        "p10": at(0.1),
        "median": round(statistics.median(ordered), 2),
        "p90": at(0.9),
        "max": round(ordered[-1], 2),
        "mean": round(statistics.fmean(ordered), 2),
    }


def card_rows(tally: Tally) -> list[dict[str, Any]]:
    """One row per base project card: held, played, and the play rates."""
    c = content()
    rows = []
    for cid in c.base_cards:
        t = tally.cards.get(cid, CardTally())
        rows.append(
            {
                "card": cid,
                "colour": c.cards[cid].colour,
                "games_held": t.games_held,
                "turns_held": t.turns_held,
                "played": t.played,
                "per_game_held": round(t.played / t.games_held, 3) if t.games_held else None,
                "per_turn_held": round(t.played / t.turns_held, 3) if t.turns_held else None,
            }
        )
    return rows


def summary(tally: Tally, extremes: int = 5) -> dict[str, Any]:
    """The figures as a JSON-ready dict."""
    rows = card_rows(tally)
    rated = sorted((r for r in rows if r["per_game_held"] is not None), key=_rate)
    out: dict[str, Any] = {
        "games": tally.games,
        "turns_per_player": _spread(tally.turns_per_player),
        "winner_vp": _spread(tally.winner_vp),
        "cards_never_held": [r["card"] for r in rows if not r["games_held"]],
        "lowest_play_rate": [_short(r) for r in rated[:extremes]],
        "highest_play_rate": [_short(r) for r in rated[-extremes:][::-1]],
        "play_rate_by_colour": _by_colour(rows),
        "milestones": {
            mid: {"dealt": tally.milestone_dealt[mid], "claimed": tally.milestone_claimed[mid]}
            for mid in sorted(tally.milestone_dealt)
        },
        "cards": rows,
    }
    if tally.scores:
        out["solo"] = {
            "median": statistics.median(tally.scores),
            "counted": tally.counted,
            "bands": dict(tally.bands),
            "median_by_corporation": {
                corp: statistics.median(v) for corp, v in sorted(tally.by_corp.items())
            },
            "awards": {
                face: {
                    "dealt": tally.award_dealt[face],
                    "scored_5": tally.award_full[face],
                    "scored_3": tally.award_near[face],
                    "scored_rate": round(
                        (tally.award_full[face] + tally.award_near[face]) / tally.award_dealt[face],
                        3,
                    ),
                    "median_icons": statistics.median(tally.award_icons[face]),
                }
                for face in sorted(tally.award_dealt)
            },
        }
    return out


def _rate(row: dict[str, Any]) -> float:
    return float(row["per_game_held"])


def _short(row: dict[str, Any]) -> dict[str, Any]:
    keys = ("card", "games_held", "played", "per_game_held", "per_turn_held")
    return {k: row[k] for k in keys}


def _by_colour(rows: list[dict[str, Any]]) -> dict[str, float]:
    out: dict[str, float] = {}
    for colour in ("green", "red", "blue"):
        held = sum(r["games_held"] for r in rows if r["colour"] == colour)
        played = sum(r["played"] for r in rows if r["colour"] == colour)
        out[colour] = round(played / held, 3) if held else 0.0
    return out


def measure(players: int, games: int, seed: int, bot_names: Sequence[str]) -> dict[str, Any]:
    """Play `games` games from seeds seed, seed+1, ... and summarise them."""
    tally = Tally()
    for index in range(games):
        play_and_tally(players, seed + index, bot_names, tally)
    return summary(tally)


def _table(out: dict[str, Any]) -> str:
    lines = [
        f"games {out['games']}; turns per player {out['turns_per_player']}",
        f"winner VP {out['winner_vp']}",
        f"play rate by colour (plays / games held): {out['play_rate_by_colour']}",
        "card                      colour  games_held turns_held played per_game per_turn",
    ]
    for r in sorted(out["cards"], key=lambda r: r["per_game_held"] or 0.0):
        lines.append(
            f"{r['card']:<26}{r['colour']:<8}{r['games_held']:>10}{r['turns_held']:>11}"
            f"{r['played']:>7}{r['per_game_held'] or 0:>9.3f}{r['per_turn_held'] or 0:>9.3f}"
        )
    if out["cards_never_held"]:
        lines.append(f"never held: {', '.join(out['cards_never_held'])}")
    solo = out.get("solo")
    if solo:
        lines.append(f"solo median {solo['median']}, counted {solo['counted']}")
        lines.append(f"bands {solo['bands']}")
        lines.append(f"median by corporation {solo['median_by_corporation']}")
        for face, a in solo["awards"].items():
            lines.append(f"award {face:<11}{a}")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m game.tools.card_rates",
        description="Bots play TM Dice; prints how often each card is played when held.",
    )
    parser.add_argument("--players", type=int, default=1, choices=(1, 2, 3, 4))
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bots", default="greedy", help="comma-separated bot names, one a seat")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    if args.games < 1:
        print("--games must be at least 1.", file=sys.stderr)
        return 2
    names = [n.strip() for n in args.bots.split(",") if n.strip()]
    try:
        for name in names or ["?"]:
            make_bot(name, "tmdice")
    except ValueError as err:
        print(err, file=sys.stderr)
        return 2
    out = measure(args.players, args.games, args.seed, names)
    print(json.dumps(out) if args.json else _table(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
