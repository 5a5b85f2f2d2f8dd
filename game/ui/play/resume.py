"""Opening a saved game at its table: Continue on the title and Load on the Load screen.

The save is loaded and verified by the store; the session keeps the loaded match, seats and
who decided each action (for undo by seat), and keeps autosaving (into the same autosave file
when it was one). The table then finds the decider itself: a computer starts thinking, one
person plays on, and in a hot-seat game the "pass to <name>" screen comes first.
"""

from __future__ import annotations

import logging
from pathlib import Path

from game.games import game_info
from game.store.safe_text import one_line
from game.store.saves import SaveError, SaveStore
from game.ui.play.session import GameSession
from game.ui.play.tables import has_table, open_table
from game.ui.shell.context import UiContext
from game.ui.shell.scene import Scene

log = logging.getLogger(__name__)


def no_table_sentence(game_id: str) -> str | None:
    """Why a save of ``game_id`` cannot be played in this build, or None if it can."""
    if has_table(game_id):
        return None
    try:
        title = game_info(game_id).title
    except KeyError:
        title = game_id
    return f"{title} has no table in this version of Mars Table yet."


def open_saved_game(ctx: UiContext, path: Path, *, use_backup: bool = False) -> Scene:
    """The table of the save at ``path``; SaveError with the player's sentence if it cannot
    be loaded (the file is only read)."""
    if ctx.saves is None:
        raise SaveError("Saves are switched off in this run of Mars Table.")
    store: SaveStore = ctx.saves.store
    ctx.saves.flush()  # an autosave under way is the newest state of its game
    try:
        loaded = store.load(path, use_backup=use_backup)
    except SaveError as error:
        log.warning("Could not load %s: %s", one_line(str(path)), error.sentence)
        raise
    reason = no_table_sentence(loaded.save.game)
    if reason is not None:
        raise SaveError(reason)
    session = GameSession.from_loaded(loaded, ctx.saves)
    if ctx.pads is not None:  # each person takes back the controller they claimed
        ctx.pads.reclaim([seat.controller for seat in session.spec.seats])
    return open_table(ctx, session)
