"""Opening a guided game's table at the step reached (or from its start)."""

from __future__ import annotations

import logging

from game.store.tutorial_progress import TutorialProgress
from game.tutorials.catalogue import load
from game.tutorials.script import ScriptError, Tutorial, play_through
from game.ui.play.seats import DEFAULT_NAMES, MatchSpec, SeatSpec
from game.ui.play.session import GameSession
from game.ui.play.tables import open_table
from game.ui.scenes.table import TableScene
from game.ui.shell.context import UiContext
from game.ui.tutorial.guide import TableCoach

log = logging.getLogger(__name__)


def seats_of(tutorial: Tutorial) -> list[SeatSpec]:
    """The learner's seat a person's, every other the computer's (its strength after the
    script: the tutorial's free play bot)."""
    seats = []
    for seat in range(tutorial.players):
        human = seat == tutorial.person
        if seat < len(tutorial.names):
            name = tutorial.names[seat]
        else:
            name = DEFAULT_NAMES[0] if human else f"Rover {seat}"
        seats.append(SeatSpec(name=name, colour=seat, human=human, bot=tutorial.free_bot))
    return seats


def start_at(tutorial: Tutorial, progress: TutorialProgress, start_over: bool) -> int:
    """The step to rebuild the game at: the one reached, unless starting over or finished."""
    reached = progress.reached(tutorial.tutorial_id)
    if start_over or reached.finished:
        return 0
    return min(reached.step, len(tutorial.steps))


def open_tutorial(
    ctx: UiContext,
    tutorial_id: str,
    start_over: bool = False,
    progress: TutorialProgress | None = None,
) -> TableScene:
    """The table of the catalogue's guided game `tutorial_id` (see `open_guided`)."""
    return open_guided(ctx, load(tutorial_id), start_over, progress)


def open_guided(
    ctx: UiContext,
    tutorial: Tutorial,
    start_over: bool = False,
    progress: TutorialProgress | None = None,
) -> TableScene:
    """The table of a guided game, its coach attached, at the step reached; ScriptError
    when even its first step does not fit the rules (a bug in the script)."""
    tutorial_id = tutorial.tutorial_id
    progress = progress if progress is not None else TutorialProgress()
    upto = start_at(tutorial, progress, start_over)
    try:
        match = play_through(tutorial, upto)
    except ScriptError:
        log.exception("The %s tutorial could not be rebuilt at step %d", tutorial_id, upto)
        upto = 0
        match = play_through(tutorial, 0)
    spec = MatchSpec(tutorial.game_id, seats_of(tutorial), dict(tutorial.options), tutorial.seed)
    session = GameSession(spec, None, match=match)
    table = open_table(ctx, session)
    assert isinstance(table, TableScene)
    table.coach = TableCoach(tutorial, progress, resumed=upto)
    return table
