"""Issue 18.2 and 18.3 at the screen: the Hint button and H key light the hard bot's choice
with a reason, counted per seat and shown on the results; the results screen opens the
replay and the review, and the review can be left at any time."""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui
from table_helpers import frames, make_app

from game.ai.registry import make_bot
from game.rules.core import Match, Rng, SeatView
from game.ui.play.hinting import ASKING
from game.ui.play.seats import MatchSpec, default_seats
from game.ui.play.session import GameSession
from game.ui.play.tables import open_table
from game.ui.replay.table import ReplayControls
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.review import ReviewScene


def _key(app: Any, key: int) -> None:
    frames(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="")])


def _until(app: Any, done: Any, frames_at_most: int = 4000) -> None:
    """Frames until `done` holds. Between frames the test waits on what the screen waits for
    (a computer's decision, an advice process's answer), never on the clock alone."""
    for _ in range(frames_at_most):
        if done():
            return
        frames(app, 1)
        top = app.stack.top
        session = getattr(top, "session", None)
        thinking = getattr(session, "thinking", None)
        if thinking is not None:
            thinking.join(0.05)
        for child in (getattr(session, "_advice", None), getattr(top, "process", None)):
            if child is not None:
                child.wait(0.05)
    assert done()


def _to_person(app: Any, seed: int = 3) -> tuple[Any, GameSession]:
    session = GameSession(MatchSpec("digmars", default_seats(2, humans=1), seed=seed))
    table: Any = open_table(app.ctx, session)
    app.stack.push(table)
    _until(app, table.human_to_act)
    return table, session


def test_hint_lights_the_bots_choice_with_a_reason_and_is_counted(
    display: pygame.Surface,
) -> None:
    """Issue 18.2: H asks the hard bot (off the frame thread: the frames go on while it
    thinks) and lights its choice, which Enter would take, with a one-line reason."""
    app = make_app(display)
    table, session = _to_person(app)
    assert "hint" in table._chrome  # the button beside Rules
    _key(app, pygame.K_h)
    assert table.message == ASKING
    _until(app, lambda: table.message.startswith("Hint:"))
    assert table.focused_action() is not None
    assert table.focused_action() in session.engine.legal_actions()
    assert "%" in table.message and "\n" not in table.message
    assert session.hints_taken == {0: 1}
    session.close()


def test_a_hint_is_only_for_your_own_decision(display: pygame.Surface) -> None:
    app = make_app(display)
    table, session = _to_person(app)
    table.viewer = None  # as if the screen showed the table to nobody in particular
    _key(app, pygame.K_h)
    assert table.message_is_error and "your own decision" in table.message
    assert session.hints_taken == {}
    session.close()


def _finished(humans: int = 1, seed: int = 6) -> GameSession:
    session = GameSession(MatchSpec("digmars", default_seats(2, humans=humans), seed=seed))
    bot, rng = make_bot("greedy", "digmars"), Rng.from_seed(seed)
    while not session.is_over():
        seat = session.decider()
        assert seat is not None
        session.match.apply(bot.choose(SeatView(session.engine, seat), rng))
        session.actors.append(seat)
    return session


def _press(app: Any, button: pygame_gui.elements.UIButton) -> None:
    frames(app, 1, [pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=button)])


def test_results_show_hints_taken_and_open_the_replay(display: pygame.Surface) -> None:
    """Issue 18.2: hints taken are shown on the results; 18.1: Replay opens from there at
    the game's first action."""
    session = _finished()
    session.hints_taken = {0: 2}
    app = make_app(display)
    results = ResultsScene(app.ctx, session)
    app.stack.push(results)
    frames(app, 2)
    assert results.hints_text() == f"Hints taken: {session.name(0)} 2"
    assert {"replay", "review", "again", "title"} <= set(results.buttons)
    _press(app, results.buttons["replay"])
    assert isinstance(app.stack.top, ReplayControls)
    assert app.stack.top.session.step == 0
    assert app.stack.top.viewer == 0


def test_review_runs_off_the_frame_with_progress_and_can_be_left(
    display: pygame.Surface,
) -> None:
    """Issue 18.3: the review reports its progress as it goes and leaving stops it."""
    session = _finished()
    app = make_app(display)
    results = ResultsScene(app.ctx, session)
    app.stack.push(results)
    frames(app, 2)
    _press(app, results.buttons["review"])
    review = app.stack.top
    assert isinstance(review, ReviewScene)
    _until(app, lambda: review.done >= 1)
    assert review.progress_line().startswith(f"Reviewing decision {review.done} of")
    process = review.process
    assert process is not None
    _key(app, pygame.K_ESCAPE)
    assert app.stack.top is results
    assert review.process is None
    assert not process._process.is_alive()


def test_no_review_button_when_only_computers_played(display: pygame.Surface) -> None:
    app = make_app(display)
    results = ResultsScene(app.ctx, _finished(humans=0))
    app.stack.push(results)
    frames(app, 1)
    assert "review" not in results.buttons and "replay" in results.buttons


class _Pipe:
    def __init__(self) -> None:
        self.sent: list[Any] = []

    def send(self, job: Any) -> None:
        self.sent.append(job)


def test_the_hint_process_never_gets_the_true_game() -> None:
    """Issue 18.2: what goes to the advice process for a hint is a world sampled from the
    asking seat's view: the seat's observation is the same, the hidden parts are not the
    true ones, so the child cannot know what the seat cannot see."""
    from game.ui.play.advising import AdviceProcess

    session = _finished(humans=1, seed=8)
    match = Match.replay(
        session.match.engine_cls, session.setup, session.seed, session.match.actions[:12]
    )
    engine = match.engine
    seat = engine.decider()
    assert seat is not None
    process = AdviceProcess.__new__(AdviceProcess)
    pipe = _Pipe()
    process._conn = pipe  # type: ignore[assignment]
    process.ask_hint(engine, seat, Rng.from_seed(1))
    kind, game_id, world_json, asked_seat, _ = pipe.sent[0]
    world = engine.from_json(world_json)
    assert (kind, game_id, asked_seat) == ("hint", "digmars", seat)
    assert world.observation(seat) == engine.observation(seat)
    assert world_json != engine.to_json()


def test_a_review_that_finds_nothing_says_so_with_what_it_checked(
    display: pygame.Surface,
) -> None:
    """Issue 38, point 8: when no decision was clearly worse, the panel says so and what the
    review checked (how many decisions, whose, how, against what margin), never stays
    empty."""
    from game.ai.advice import REVIEW_BUDGET, REVIEW_THRESHOLD
    from game.ui.scenes.review import LIST, nothing_found_lines

    session = _finished()
    app = make_app(display)
    review = ReviewScene(app.ctx, session)  # not entered: no review process runs
    review.total = review.done = 17
    empty = review._render()
    review.finished = True
    said = review._render()
    assert review.progress_line() == "Reviewed 17 decisions: no clearly better move was found."
    below_caption = pygame.Rect(LIST.x, LIST.y + 50, LIST.width, LIST.height - 60)
    assert pygame.image.tobytes(empty.subsurface(below_caption), "RGB") != pygame.image.tobytes(
        said.subsurface(below_caption), "RGB"
    )
    lines = nothing_found_lines([session.name(0)], 17, solo=False)
    text = " ".join(lines)
    assert "17 decisions" in text and session.name(0) in text
    assert str(REVIEW_BUDGET.iterations) in text
    assert f"{round(100 * REVIEW_THRESHOLD)} points of chances" in text
    assert "score outlook" in " ".join(nothing_found_lines(["Esme"], 1, solo=True))
    assert "1 decision of" in " ".join(nothing_found_lines(["Esme"], 1, solo=True))
