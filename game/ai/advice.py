"""Advice from the hard bot: a hint for the seat that must decide, and a review of a finished
game's decisions. Pure: everything here sees a `SeatView` of the advised seat only (never the
true state), so advice can never reveal what that seat cannot see.

Values are the search's rewards for the advised seat, in [0, 1]: with rivals, a share of the
win (or a logistic of the lead, before the end); solo, a logistic of the score (in TM Dice,
of the rating against the position being decided: game/ai/tmdice_search.py). The words say
"chance to win" with rivals and "chance of a good score" solo.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass, replace
from typing import Any

from game.ai.search import Choice, SearchBot, SearchBudget, action_key
from game.rules.core import Engine, Match, Rng, SeatView, Setup

#: A review budget: smaller than a hard bot's turn, since a game has many decisions.
REVIEW_BUDGET = SearchBudget(iterations=160, seconds=0.6)
#: A hint's search stops within this many seconds (the hard bot's own turn may take 0.9):
#: a person waits for it, and the rest of the half second goes to loading the position.
HINT_SECONDS = 0.35


def hint_budget(budget: SearchBudget) -> SearchBudget:
    """The hard bot's budget, its wall-clock cap cut to a hint's."""
    return replace(budget, seconds=min(budget.seconds, HINT_SECONDS))


#: How much better (in value, 0..1) the bot's choice must look to be called a mistake.
REVIEW_THRESHOLD = 0.08
#: At most this many mistakes are named, biggest first.
REVIEW_MOST = 5
#: A choice the search visited less than this is rated again with playouts of its own.
MIN_VISITS = 8
#: Playouts for such a rating.
ESTIMATE_SAMPLES = 24


@dataclass(frozen=True)
class Advice:
    """The search's pick for the advised seat, and why, in one line."""

    seat: int
    action: Any
    action_text: str
    value: float
    runner_up: str | None
    runner_up_value: float | None
    iterations: int
    reason: str


@dataclass(frozen=True)
class Mistake:
    """One of a person's decisions where the search liked another choice clearly better."""

    step: int  # the position before the decision (0: the first action of the game)
    seat: int
    played: str
    better: str
    played_value: float
    better_value: float

    @property
    def loss(self) -> float:
        return self.better_value - self.played_value

    def sentence(self, solo: bool) -> str:
        points = round(100 * self.loss)
        terms = "score outlook" if solo else "chances"
        unit = "point" if points == 1 else "points"
        return (
            f"You chose {_clip(self.played)}; a better move was {_clip(self.better)} "
            f"(about {points} {unit} of {terms} more)."
        )


def _clip(text: str, most: int = 70) -> str:
    text = text.rstrip(".")
    return text if len(text) <= most else text[: most - 1].rstrip() + "\u2026"


def _players(view: SeatView) -> int:
    observation = view.observation()
    return int(getattr(observation, "players", 0) or 0)


def hint(view: SeatView, bot: SearchBot, rng: Rng) -> Advice:
    """What the hard bot would do in the advised seat's place, and the reason in words."""
    legal = view.legal_actions()
    if not legal:
        raise ValueError("There is nothing to decide now.")
    choices = bot.search(view, rng) if len(legal) > 1 else [Choice(legal[0], 0, 0.0)]
    best = choices[0]
    second = choices[1] if len(choices) > 1 else None
    solo = _players(view) == 1
    return Advice(
        seat=view.seat,
        action=best.action,
        action_text=view.describe(best.action),
        value=best.value,
        runner_up=view.describe(second.action) if second is not None else None,
        runner_up_value=second.value if second is not None else None,
        iterations=bot.iterations_done if len(legal) > 1 else 0,
        reason=reason_text(best, second, view, solo),
    )


def reason_text(best: Choice, second: Choice | None, view: SeatView, solo: bool) -> str:
    """One short line in plain words: the pick's value as a chance, and how much better it
    looks than the runner-up (short enough for a table's status line)."""
    if second is None:
        return "It is the only choice."
    value = round(100 * best.value)
    chance = f"{value} % chance of a good score" if solo else f"{value} % chance to win"
    lead = round(100 * (best.value - second.value))
    other = _clip(view.describe(second.action), 32)
    if lead <= 0:
        return f"Close call: {chance} this way, the same as with {other}."
    points = "point" if lead == 1 else "points"
    return f"{chance} this way, {lead} {points} better than {other}."


def estimate(view: SeatView, action: Any, bot: SearchBot, rng: Rng, samples: int) -> float:
    """The advised seat's mean reward after `action`, over the search's own rollouts in
    sampled worlds."""
    total = 0.0
    for _ in range(samples):
        world = view.determinize(rng)
        world.apply(action)
        bot.rollout(world, rng)
        total += bot.reward(world)[view.seat]
    return total / max(1, samples)


def judge(view: SeatView, played: Any, bot: SearchBot, rng: Rng, step: int) -> Mistake | None:
    """The decision `played` in the advised seat's position, against the search's choice;
    None when the search's pick is the played one (or no clearly better one was found)."""
    legal = view.legal_actions()
    # Nothing to judge when every choice leads to the same position (which of two equal
    # dice to return): the search would only spend its budget.
    if len(legal) < 2 or SearchBot._all_alike(view, legal, rng.fork()):
        return None
    choices = bot.search(view, rng)
    best = choices[0]
    world = view.determinize(rng.fork())
    played_key = action_key(world, played)
    if action_key(world, best.action) == played_key:
        return None
    mine = next((c for c in choices if action_key(world, c.action) == played_key), None)
    if mine is not None and mine.visits >= MIN_VISITS and best.visits >= MIN_VISITS:
        played_value, better_value = mine.value, best.value
    else:  # too few playouts behind one of them: rate both the same way, afresh
        played_value = estimate(view, played, bot, rng.fork(), ESTIMATE_SAMPLES)
        better_value = estimate(view, best.action, bot, rng.fork(), ESTIMATE_SAMPLES)
    if better_value <= played_value:
        return None
    return Mistake(
        step=step,
        seat=view.seat,
        played=view.describe(played),
        better=view.describe(best.action),
        played_value=played_value,
        better_value=better_value,
    )


def review(
    engine_cls: type[Engine[Any, Any]],
    setup: Setup,
    seed: int,
    actions: Sequence[Any],
    people: Sequence[int],
    make_bot: Callable[[], SearchBot],
    rng: Rng,
) -> Generator[tuple[int, int, Mistake | None], None, None]:
    """Walk the game, judging every decision of a seat in `people` that had a choice; yields
    (decisions judged, decisions to judge, a mistake or None) after each, so a caller can show
    progress and stop at any time."""
    match = Match(engine_cls, setup, seed)
    todo = _decisions(engine_cls, setup, seed, actions, people)
    done = 0
    for step, action in enumerate(actions):
        seat = match.engine.decider()
        if step in todo and seat is not None:
            bot = make_bot()
            mistake = judge(SeatView(match.engine, seat), action, bot, rng.fork(), step)
            done += 1
            yield done, len(todo), mistake
        match.apply(action)


def _decisions(
    engine_cls: type[Engine[Any, Any]],
    setup: Setup,
    seed: int,
    actions: Sequence[Any],
    people: Sequence[int],
) -> set[int]:
    """The positions where a seat in `people` decided among two or more choices."""
    match = Match(engine_cls, setup, seed)
    out: set[int] = set()
    for step, action in enumerate(actions):
        seat = match.engine.decider()
        if seat in people and len(match.engine.legal_actions()) > 1:
            out.add(step)
        match.apply(action)
    return out


def worst(
    mistakes: Sequence[Mistake], threshold: float = REVIEW_THRESHOLD, most: int = REVIEW_MOST
) -> list[Mistake]:
    """The mistakes that cost more than `threshold`, biggest first, at most `most`."""
    kept = [m for m in mistakes if m.loss > threshold]
    kept.sort(key=lambda m: (-m.loss, m.step))
    return kept[:most]
