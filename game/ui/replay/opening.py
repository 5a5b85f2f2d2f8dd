"""Opening the replay viewer on a save file (the Load screen's Replay button)."""

from __future__ import annotations

from pathlib import Path

from game.store.verify import load_save
from game.ui.play.session import GameSession
from game.ui.replay.session import ReplaySession
from game.ui.replay.table import replay_table
from game.ui.scenes.table import TableScene
from game.ui.shell.context import UiContext


def replay_save(ctx: UiContext, path: Path) -> TableScene:
    """The replay of the game in `path`, from its first action; SaveError (with its sentence)
    if the file cannot be loaded."""
    loaded = load_save(path)
    spec = GameSession.from_loaded(loaded, None).spec
    return replay_table(ctx, ReplaySession(spec, loaded.match, 0))
