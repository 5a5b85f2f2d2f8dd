"""How a computer's turn is paced at the table (issue 39): a move its animations show stays
as long as they need to be read (not a fixed pause on top of each small step); a move only
the log and the still table show stays `COMPUTER_PACE`; moves that show nothing (letting a
window go by) and quick decisions follow one another within a frame; the only legal move is
decided without a thought. Game time and frames, never the clock."""

from __future__ import annotations

import pygame

from game.store.settings import Settings
from game.ui.cockroach import table as roach_table
from game.ui.digmars import table as dig_table
from game.ui.play.seats import MatchSpec, SeatSpec
from game.ui.play.session import GameSession
from game.ui.play.tables import open_table
from game.ui.scenes.table import COMPUTER_PACE, TableScene
from game.ui.shell.app import App


def _computers(display: pygame.Surface, game: str, seed: int = 3) -> tuple[App, TableScene]:
    app = App(display, settings=Settings(animation_speed="normal", volume=0.0), sound=False)
    seats = [SeatSpec(f"R{i}", i, False, "normal") for i in range(2)]
    session = GameSession(MatchSpec(game, seats, options={}, seed=seed))
    table = open_table(app.ctx, session)
    app.stack.push(table)
    return app, table


def _watch(app: App, table: TableScene, frames: int) -> list[tuple[int, float, bool]]:
    """Each computer move made: how many in its frame, the pace it was given, whether it
    brought animations."""
    session = table.session
    out: list[tuple[int, float, bool]] = []
    for _ in range(frames):
        actions, waiting = len(session.match.actions), len(table.anims.items)
        app.frame([], 1 / 60)
        if session.thinking is not None:
            session.thinking.join(0.2)  # the thought never holds the test up
        made = len(session.match.actions) - actions
        if made:
            out.append((made, table._pace_needed, len(table.anims.items) > waiting))
    session.close()
    return out


def test_a_small_step_a_computer_shows_by_its_animation_is_not_paused_on_top(
    display: pygame.Surface,
) -> None:
    for game, module in (("cockroach", roach_table), ("digmars", dig_table)):
        app, table = _computers(display, game)
        moves = _watch(app, table, 900)
        animated = [pace for _, pace, shown in moves if shown and pace > 0]
        assert animated and max(animated) <= module.ANIMATED_PACE < COMPUTER_PACE, game


def test_moves_that_show_nothing_follow_within_the_frame(display: pygame.Surface) -> None:
    """The hunt's windows that computers let go by cost no frames of their own."""
    app, table = _computers(display, "cockroach")
    moves = _watch(app, table, 900)
    assert any(made >= 3 for made, _, _ in moves)


def test_the_only_legal_move_is_decided_without_a_thought(display: pygame.Surface) -> None:
    app, table = _computers(display, "cockroach")
    session = table.session
    for _ in range(2000):
        app.frame([], 1 / 60)
        forced = session.decider() is not None and len(session.engine.legal_actions()) == 1
        if session.thinking is not None and forced:
            assert session.thinking.done  # never sent to the worker
            break
        if session.thinking is not None:
            session.thinking.join(0.2)
    else:
        raise AssertionError("no forced move in the game")
    session.close()


def test_tm_dice_keeps_its_pace() -> None:
    from game.ui.tmdice.table import TMDiceTable

    assert TMDiceTable.animated_pace is None
