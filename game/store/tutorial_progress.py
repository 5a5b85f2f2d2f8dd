"""How far the person got in each guided first game, kept in `<data dir>/tutorials.json`.

Per tutorial: the step reached (the number of the script's actions played) and whether its
script was finished. Writes are atomic (atomic.py: temp file, fsync, rename, the previous
file kept as `.bak`). A file that cannot be read, or one a newer Mars Table wrote, is left
as it is (never overwritten: the newer app's progress must survive an older one) and its
problem is given as a sentence; the tutorials then start from their first step.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from game.store.atomic import atomic_write, sweep_temps
from game.store.tutorials_done import FORMAT, MAX_BYTES, MOST_STEPS, progress_path

log = logging.getLogger(__name__)


class Reached(BaseModel):
    """One tutorial's progress."""

    model_config = ConfigDict(extra="ignore")

    step: int = Field(default=0, ge=0, le=MOST_STEPS)
    finished: bool = False


class ProgressFile(BaseModel):
    model_config = ConfigDict(extra="ignore")

    format: int = FORMAT
    tutorials: dict[str, Reached] = Field(default_factory=dict)


class TutorialProgress:
    """The progress file: read once, written after every change (unless it has a problem)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else progress_path()
        #: Why the file is not used, as a sentence ("" when it is fine or absent).
        self.problem = ""
        self.data = self._read()

    def _read(self) -> ProgressFile:
        sweep_temps(self.path.parent)
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            return ProgressFile()
        except OSError as error:
            self.problem = f"Your tutorial progress could not be read ({error.strerror})."
            return ProgressFile()
        if len(raw) > MAX_BYTES:
            self.problem = "Your tutorial progress file is too big to be ours; it is left alone."
            return ProgressFile()
        try:
            data = json.loads(raw)
            version = data.get("format", 0) if isinstance(data, dict) else 0
            if isinstance(version, int) and version > FORMAT:
                self.problem = (
                    "Your tutorial progress was saved by a newer Mars Table; this one leaves "
                    "it as it is and starts the tutorials from their first step."
                )
                return ProgressFile()
            return ProgressFile.model_validate(data)
        except (ValueError, ValidationError):
            self.problem = (
                "Your tutorial progress file is damaged; it is left as it is and the "
                "tutorials start from their first step."
            )
            log.warning("Unreadable tutorial progress at %s", self.path)
            return ProgressFile()

    def reached(self, tutorial_id: str) -> Reached:
        return self.data.tutorials.get(tutorial_id, Reached())

    def set(self, tutorial_id: str, step: int, finished: bool | None = None) -> None:
        """Keep the step reached (and, when given, whether the script was finished)."""
        was = self.reached(tutorial_id)
        now = Reached(step=step, finished=was.finished if finished is None else finished)
        if now == was and tutorial_id in self.data.tutorials:
            return
        self.data.tutorials[tutorial_id] = now
        self._write()

    def _write(self) -> None:
        if self.problem:
            return  # a damaged or newer file is never overwritten
        text = self.data.model_dump_json(indent=1)
        try:
            atomic_write(self.path, text.encode("utf-8"))
        except OSError as error:
            self.problem = f"Your tutorial progress could not be saved ({error.strerror})."
            log.warning("Could not write the tutorial progress: %s", error)
