"""`arena` (seats rotated, win rates with confidence intervals, decision times) and `bench`
(engine costs and search speed) print figures they measured."""

from __future__ import annotations

import json
import re

import pytest

from game.__main__ import main
from game.tools.arena import arena, wilson
from game.tools.simulate import solo_figures


def test_wilson_interval_contains_the_rate_and_narrows_with_games() -> None:
    low, high = wilson(30, 50)
    assert low < 0.6 < high
    low2, high2 = wilson(300, 500)
    assert high2 - low2 < high - low


def test_arena_rotates_seats_and_counts_every_game() -> None:
    figures = arena("digmars", 2, ["greedy", "random"], games=4, seed=3)
    assert figures["finished"] == 4 and figures["errors"] == 0
    bots = figures["per_bot"]
    assert bots["greedy"]["seats_played"] == 4 and bots["random"]["seats_played"] == 4
    assert bots["greedy"]["wins"] + bots["random"]["wins"] == pytest.approx(4)
    assert bots["greedy"]["decision_ms"]["decisions"] > 0
    # Decisions with a real choice are a part of all decisions, timed on the wall and the CPU.
    choice = bots["greedy"]["choice_ms"]
    assert 0 < choice["decisions"] <= bots["greedy"]["decision_ms"]["decisions"]
    assert choice["p50"] <= choice["max"] and choice["cpu_p50"] <= choice["cpu_p99"]


def test_arena_and_bench_commands_print_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arena", "digmars", "--bots", "random,random", "--games", "2", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 2 and out["per_bot"]["random"]["seats_played"] == 4
    assert main(["bench", "digmars", "--at", "10", "--json"]) == 0
    bench = json.loads(capsys.readouterr().out)
    for key in ("clone_us", "determinize_us", "legal_actions_us", "apply_us"):
        assert bench[key] > 0
    assert bench["search_iterations_per_second"] > 0
    assert bench["search_iterations_per_cpu_second"] >= bench["search_iterations_per_second"]


def test_arena_refuses_an_unknown_bot(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arena", "digmars", "--bots", "wizard,greedy", "--games", "1"]) == 2
    assert "wizard" in capsys.readouterr().err


def test_arena_progress_says_a_line_after_every_game(capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 17.6: a long arena tells how far it is on stderr; the JSON stays on stdout."""
    args = ["arena", "digmars", "--bots", "random,random", "--games", "3", "--progress", "--json"]
    assert main(args) == 0
    captured = capsys.readouterr()
    lines = captured.err.strip().splitlines()
    assert [line.split(":")[0] for line in lines] == ["game 1/3", "game 2/3", "game 3/3"]
    # each line also names the game's scores by seat, so a stopped run keeps them
    assert all(re.search(r"; scores random -?\d+, random -?\d+$", line) for line in lines)
    assert json.loads(captured.out)["games"] == 3


def test_arena_figures_do_not_depend_on_how_many_processes_play() -> None:
    """Issue 17.6: game k is seeded by seed + k and seats the bots rotated by k, so sharing
    the games among worker processes changes no win, score or decision count."""
    alone = arena("digmars", 2, ["greedy", "random"], games=4, seed=11)
    shared = arena("digmars", 2, ["greedy", "random"], games=4, seed=11, jobs=2)
    for name in ("greedy", "random"):
        a, b = alone["per_bot"][name], shared["per_bot"][name]
        assert (a["wins"], a["mean_score"], a["seats_played"]) == (
            b["wins"],
            b["mean_score"],
            b["seats_played"],
        )
        assert a["decision_ms"]["decisions"] == b["decision_ms"]["decisions"]
    assert shared["games"] == shared["finished"] == 4


def test_solo_figures_count_an_uncounted_game_as_no_score() -> None:
    """000, solo: a game without every parameter complete is not counted, so it reaches no
    band and the median reads it as 0; the counted games keep their bands."""
    figures = solo_figures(
        [(90, True, "Really good"), (88, False, "Not bad at all"), (70, True, "x")]
    )
    assert figures["counted"] == 2
    assert figures["median_uncounted_as_0"] == 70
    assert figures["mean_uncounted_as_0"] == pytest.approx(160 / 3, abs=0.01)
    assert figures["median_of_counted"] == 80
    assert list(figures["bands"].items()) == [("Really good", 1), ("x", 1), ("not counted", 1)]
    # with no game counted there is no median of counted games
    assert solo_figures([(88, False, "Not bad at all")])["median_of_counted"] is None
    # an arena stopped before its first game ends has no figures, rather than an error
    assert solo_figures([])["median_uncounted_as_0"] is None


def test_a_solo_arena_progress_line_tallies_counted_games_and_marks_an_uncounted_score(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """000, solo: there is no winner, only a score that counts or not. The easy bot's games
    from seed 9 do not count; each line says so, and the tally counts counted games."""
    args = ["arena", "tmdice", "--players", "1", "--bots", "easy", "--games", "2"]
    assert main([*args, "--seed", "9", "--progress", "--json"]) == 0
    captured = capsys.readouterr()
    lines = captured.err.strip().splitlines()
    solo = json.loads(captured.out)["per_bot"]["easy"]["solo"]
    assert all(re.search(r": counted easy \d+; errors 0; scores easy \d+", x) for x in lines)
    assert int(re.findall(r"counted easy (\d+)", lines[-1])[0]) == solo["counted"]
    marked = sum(line.endswith("(not counted)") for line in lines)
    assert marked == 2 - solo["counted"] >= 1


def test_a_solo_arena_reports_counted_games_and_bands() -> None:
    """Issue 17.7: the TM Dice solo target is a median over games, read from the arena."""
    out = arena("tmdice", 1, ["greedy"], games=2, seed=5)
    solo = out["per_bot"]["greedy"]["solo"]
    assert out["finished"] == 2
    assert 0 <= solo["counted"] <= 2
    assert sum(solo["bands"].values()) == 2


def test_a_solo_arena_names_no_wins_and_no_raw_score_figures() -> None:
    """000, solo: there is no rival, and a score that does not count is no score. The easy
    bot's two games from seed 9 leave at least one uncounted, so a raw median or a "wins"
    figure would disagree with the solo figures; the arena prints only the solo ones."""
    figures = arena("tmdice", 1, ["easy"], games=2, seed=9)["per_bot"]["easy"]
    assert not {"wins", "win_rate", "win_rate_95ci", "mean_score", "median_score"} & set(figures)
    solo = figures["solo"]
    assert solo["counted"] < 2
    assert figures["seats_played"] == 2
