"""The coach of a guided first game: which step is current, what the person may take, what
the tutorial plays by itself, and when the script hands over to free play.

The step is the number of actions the match holds (the script is the match's first actions),
so an undo, a resume or a rebuilt match need no bookkeeping of their own. No pygame here: the
table (game/ui/scenes/table.py) asks the coach through small hooks, the bubble and the cards
(bubble.py, cards.py) draw what it says.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from game.tutorials.script import ScriptError, Step, Tutorial, check_step

if TYPE_CHECKING:
    from game.rules.core import Match
    from game.store.tutorial_progress import TutorialProgress

log = logging.getLogger(__name__)

#: What a click on anything answers while the tutorial plays a move by itself.
WAIT = "Wait a moment: the tutorial is playing this move."


class Coach:
    """One guided game's script over a live match (see the module's docstring)."""

    def __init__(self, tutorial: Tutorial, progress: TutorialProgress | None = None) -> None:
        self.tutorial = tutorial
        self.progress = progress
        #: The welcome card was shown (and closed).
        self.welcomed = False
        #: The handover card was closed: the game is a normal one from now on.
        self.free = False
        #: The script stopped fitting the rules (a bug): the sentence, logged; free play.
        self.off_script = ""
        self._key: tuple[int, int, int] | None = None
        self._action: Any = None
        self._saved = -1

    # --- where the script is ---------------------------------------------------------------
    def number(self, match: Match) -> int:
        """The current step's number, from 0 (the actions played so far)."""
        return len(match.actions)

    def scripting(self, match: Match) -> bool:
        """The script still decides what happens (its steps, or the wait for the handover)."""
        return not self.free and not self.off_script

    def step(self, match: Match) -> Step | None:
        """The current step; None after the script (or off it)."""
        n = self.number(match)
        if not self.scripting(match) or n >= len(self.tutorial.steps):
            return None
        return self.tutorial.steps[n]

    def at_end(self, match: Match) -> bool:
        """The script has been played through and the handover card is due."""
        return self.scripting(match) and self.number(match) >= len(self.tutorial.steps)

    def action(self, match: Match) -> Any | None:
        """The one legal action the current step names (None after the script). A step
        that no longer fits the rules ends the script: the game goes on as a free one."""
        if self.step(match) is None:
            return None
        key = (len(match.actions), len(match.events), id(match.engine))
        if key != self._key:
            try:
                self._action = check_step(match.engine, self.tutorial, self.number(match))
            except ScriptError as error:
                self.off_script = str(error)
                log.error("The %s tutorial left its script: %s", self.tutorial.tutorial_id, error)
                self._action = None
            self._key = key
        return self._action

    def teaching(self, match: Match) -> bool:
        step = self.step(match)
        return step is not None and step.teaching and self.action(match) is not None

    def scripted(self, match: Match) -> Any | None:
        """The action the tutorial plays itself now (a step without words), else None."""
        step = self.step(match)
        if step is None or step.teaching:
            return None
        return self.action(match)

    def counter(self, match: Match) -> tuple[int, int]:
        """(n, m): the current teaching step is the n-th of m (n counts from 1)."""
        teaching = self.tutorial.teaching_steps()
        n = self.number(match)
        return sum(1 for t in teaching if t <= n), len(teaching)

    # --- what the person may do ------------------------------------------------------------
    def restrict(self, match: Match, legal: list[Any]) -> list[Any]:
        """The person's choices now: only the step's action while the script runs."""
        if not self.scripting(match):
            return legal
        if self.teaching(match):
            action = self.action(match)
            return [a for a in legal if a == action]
        if not self.scripting(match):  # the step did not fit: it just went free
            return legal
        return []

    def not_yet(self, match: Match, action: Any) -> str:
        """Why a choice the rules allow is not taken now ("" when the coach has no word)."""
        if not self.scripting(match):
            return ""
        step = self.step(match)
        if step is None:
            return WAIT
        if step.teaching:
            if action == self.action(match):
                return ""
            return step.not_yet()
        return WAIT

    def hint(self, match: Match) -> str:
        """What Hint says while the script runs ("" after it: the computer's advice)."""
        if not self.scripting(match):
            return ""
        step = self.step(match)
        if step is None or not step.teaching:
            return WAIT
        return f"Hint: {step.goal}, where the pointer shows." if step.goal else step.not_yet()

    # --- progress --------------------------------------------------------------------------
    def keep_progress(self, match: Match) -> None:
        """Write the step reached when it changed (and the end of the script, once)."""
        if self.progress is None or self.off_script:
            return
        n = min(self.number(match), len(self.tutorial.steps))
        if n == self._saved:
            return
        self._saved = n
        finished = True if n >= len(self.tutorial.steps) else None
        self.progress.set(self.tutorial.tutorial_id, n, finished)

    # --- what the table asks every frame (the drawn coach in guide.py fills these in) ------
    def frame(self, table: Any) -> bool:
        """Cards due, progress kept; True when this frame of the table is spent on them."""
        self.keep_progress(table.session.match)
        return False

    def draw(self, table: Any, surface: Any) -> None:
        """The bubble and the pointer over the table."""

    def board_event(self, table: Any, event: Any) -> bool:
        """A click or key on the board, through the table (a wrong click is explained)."""
        answered: bool = table.board_event(event)
        return answered
