"""One game being played: autosave it after every action, save it under a name.

It writes through anything that can store a save file (in practice the SaveStore of
saves.py); taking that as a protocol keeps this module below both the store and the loader,
which hands a loaded game back as a session."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Protocol

from game.rules.core import Match
from game.store.making import make_save, new_match_id
from game.store.names import check_save_name
from game.store.saves_format import SaveFile, SeatInfo


class SaveTarget(Protocol):
    """Where a session's saves go: a folder of saves."""

    def autosave(self, save: SaveFile) -> Path: ...

    def save_as(self, save: SaveFile, name: str, *, overwrite: bool = False) -> Path: ...

    def path_for(self, name: str) -> Path:
        """Where a save named `name` is written (to ask before replacing one)."""
        ...


class SaveSession:
    """One game being played: autosave it after every action, save it under a name."""

    def __init__(
        self,
        store: SaveTarget,
        match: Match,
        seats: Sequence[SeatInfo],
        *,
        match_id: str | None = None,
    ) -> None:
        if len(seats) != match.setup.players:
            raise ValueError(f"{len(seats)} seats for a {match.setup.players}-player game")
        self.store = store
        self.match = match
        self.seats = list(seats)
        self.match_id = match_id or new_match_id()

    def snapshot(self, name: str = "") -> SaveFile:
        return make_save(self.match, self.seats, match_id=self.match_id, name=name)

    def autosave(self) -> Path:
        """Call after every applied action and every undo; SaveError if the disk refuses."""
        return self.store.autosave(self.snapshot())

    def save_as(self, name: str, *, overwrite: bool = False) -> Path:
        """Save under `name`; SaveError with a sentence if the name cannot be one, is taken
        (and not `overwrite`), or the disk refuses."""
        name = check_save_name(name)
        return self.store.save_as(self.snapshot(name), name, overwrite=overwrite)
