"""A game being played at the table: the match, who sits where, and the computer's thinking.

The session is the same for every game: it owns the rules' `Match` (actions, events, undo),
remembers which seat made each action (so a person can only take back their own), and runs
computer seats on a worker thread with a cloned engine, so the frame loop never waits.

A search process that fails (killed, out of memory, or its bot raised) costs one decision,
never the game: the session asks a fresh process the same question, and after a second
failure in a row the seat plays its normal-strength (greedy) choice instead, which the log
says in a sentence (`notes`).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.ai.registry import bot_names, make_bot
from game.games import game_info
from game.rules.core import Engine, Event, Match, Rng, Setup
from game.store.safe_text import one_line
from game.store.saves import SaveSession
from game.ui.play.advising import AdviceProcess
from game.ui.play.seats import MatchSpec, SeatSpec
from game.ui.play.thinking import (
    PROCESS_BOTS,
    ProcessThinking,
    SearchProcess,
    Thinking,
    Worker,
    WorkerDied,
)

if TYPE_CHECKING:
    from game.store.app_saves import Saves
    from game.store.saves import LoadedGame

log = logging.getLogger(__name__)


#: Search failures in a row after which a seat plays its normal-strength choice instead.
SEARCH_TRIES = 2
#: The bot a seat falls back on when its search process keeps failing.
STAND_IN_BOT = "normal"


class BotError(RuntimeError):
    """A computer seat's bot failed while thinking (raised on the frame thread)."""


@dataclass(frozen=True)
class Note:
    """A sentence for the table's log that no rule event says, placed before event `at`
    (the events' count when it was written)."""

    at: int
    text: str


def stand_in_sentence(name: str) -> str:
    """What the log says when a seat played its normal-strength choice for its search."""
    return f"The computer's planner stopped; {name} played a plain move instead."


class GameSession:
    """One game at the table. With ``saves`` it is autosaved after every action and undo.

    ``match``, ``actors`` and ``match_id`` continue a loaded game (see :meth:`from_loaded`).
    """

    def __init__(
        self,
        spec: MatchSpec,
        saves: Saves | None = None,
        *,
        match: Match | None = None,
        actors: list[int] | None = None,
        match_id: str | None = None,
    ) -> None:
        self.spec = spec
        self.info = game_info(spec.game_id)
        if match is None:
            self.seed = spec.resolved_seed()
            self.setup = Setup(
                game=spec.game_id, players=len(spec.seats), options=dict(spec.options)
            )
            self.match = Match(self.info.engine_cls(), self.setup, self.seed)
        else:
            self.seed = match.seed
            self.setup = match.setup
            self.match = match
        self.actors: list[int] = list(actors or [])
        # A game loaded after its end was recorded when it ended (or never was); taking back
        # its last action and ending it again must not count it once more.
        self.records_finish = not self.match.engine.is_over()
        self.saves = saves
        self.saving: SaveSession | None = None
        if saves is not None:
            from game.ui.play.seat_info import seat_info

            self.saving = SaveSession(
                saves.store, self.match, [seat_info(s) for s in spec.seats], match_id=match_id
            )
        self.autosave_error = ""  # a snapshot that could not be taken (a bug: logged)
        self.saved_actions = -1  # how many actions the last autosave submitted held
        self.bots = {
            i: make_bot(seat.bot, spec.game_id)
            for i, seat in enumerate(spec.seats)
            if not seat.human
        }
        self._bot_rng = Rng.from_seed(self.seed ^ 0xB07B07)
        self.thinking: Thinking | ProcessThinking | None = None
        self._worker: Worker | None = None
        self._search: SearchProcess | None = None
        #: Failures of the search process in a row, for the decision under way.
        self.search_failures = 0
        #: Every search failure of this session, in words (for the log file and tests).
        self.search_failed: list[str] = []
        #: Sentences for the log that no event says (a seat's plain move, and why).
        self.notes: list[Note] = []
        #: Hints taken at this table, per seat (kept for the session, not in the save).
        self.hints_taken: dict[int, int] = {}
        self.hint_rng = Rng.from_seed(self.seed ^ 0x41D7)
        self._advice: AdviceProcess | None = None

    @classmethod
    def from_loaded(cls, loaded: LoadedGame, saves: Saves | None) -> GameSession:
        """Keep playing a loaded save: same match, seats, deciders, and autosave file."""
        from game.ui.play.seat_info import seat_spec

        save = loaded.save
        bots = bot_names(save.game)
        seats = [seat_spec(info, i, bots) for i, info in enumerate(loaded.seats)]
        spec = MatchSpec(save.game, seats, dict(save.setup.options), save.seed)
        session = cls(spec, saves, match=loaded.match, actors=loaded.actors, match_id=save.match_id)
        log.info(
            "Loaded %s from %s: %d players, %d actions%s",
            session.info.title,
            one_line(str(loaded.path)),  # a file's name: one line in the log too
            len(seats),
            len(loaded.match.actions),
            " (from the backup)" if loaded.from_backup else "",
        )
        return session

    def log_start(self) -> None:
        kinds = ", ".join(s.kind_text() for s in self.spec.seats)
        log.info(
            "New game of %s: %d players (%s), seed %d",
            self.info.title,
            len(self.spec.seats),
            kinds,
            self.seed,
        )

    # --- saving ----------------------------------------------------------------------------
    @property
    def match_id(self) -> str | None:
        return self.saving.match_id if self.saving is not None else None

    def autosave(self) -> None:
        """Hand a snapshot of the game to the background saver (after every action and undo).

        Never raises: a snapshot that fails is logged and kept as ``autosave_error``."""
        if self.saving is None or self.saves is None:
            return
        try:
            self.saves.submit(self.saving.snapshot())
            self.saved_actions = len(self.match.actions)
            self.autosave_error = ""
        except Exception as error:
            log.exception("The autosave of %s failed", self.info.title)
            self.autosave_error = f"The game could not be saved ({type(error).__name__})."

    def start_saving(self, saves: Saves | None) -> None:
        """Autosave from now on (a guided game becomes a normal one after its script)."""
        if saves is None or self.saving is not None:
            return
        from game.ui.play.seat_info import seat_info

        self.saves = saves
        self.saving = SaveSession(saves.store, self.match, [seat_info(s) for s in self.spec.seats])
        self.autosave()

    def save_problem(self) -> str | None:
        """Why the last autosave failed, as a sentence; None when saving works."""
        if self.autosave_error:
            return self.autosave_error
        return self.saves.problem if self.saves is not None else None

    def save_now(self) -> bool:
        """Make sure the game as it stood after its last completed action is on disk (after an
        error, before the error screen): wait for the background saver, and write the game
        now if no autosave holds it yet. Never raises; True if the game is saved."""
        if self.saving is None or self.saves is None:
            return False
        try:
            done = self.saves.flush(5.0)
            if done and self.saves.problem is None and self.saved_actions >= 0:
                return True
            self.saves.store.autosave(self.saving.snapshot())
            return True
        except Exception:
            log.exception("The game could not be saved after the error")
            return False

    # --- who is who ------------------------------------------------------------------------
    @property
    def engine(self) -> Engine[Any, Any]:
        return self.match.engine

    @property
    def seats(self) -> list[SeatSpec]:
        return self.spec.seats

    def decider(self) -> int | None:
        return self.engine.decider()

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and self.spec.seats[seat].human

    def humans(self) -> list[int]:
        return [i for i, seat in enumerate(self.spec.seats) if seat.human]

    def name(self, seat: int) -> str:
        return self.spec.seats[seat].name

    def is_over(self) -> bool:
        return self.engine.is_over()

    def seats_changed(self) -> None:
        """A seat's standing choice changed at the table (from the menu): the save keeps it
        from now on."""
        if self.saving is not None:
            from game.ui.play.seat_info import seat_info

            self.saving.seats = [seat_info(s) for s in self.spec.seats]
            self.autosave()

    # --- acting ----------------------------------------------------------------------------
    def apply(self, action: Any) -> list[Event]:
        """Apply a decision of the current decider; IllegalAction if it is not legal."""
        seat = self.decider()
        events = self.match.apply(action)
        self.actors.append(-1 if seat is None else seat)
        self.autosave()
        if self.engine.is_over():
            result = self.engine.result()
            log.info(
                "%s is over after %d actions: %s",
                self.info.title,
                len(self.match.actions),
                getattr(result, "how", ""),
            )
            self.record_finish()
        return events

    def record_finish(self) -> None:
        """Add the game that just ended to the people's statistics (once per match: the
        store keeps one record per match id). Only a game played to its end in this session
        counts, never one loaded after its end."""
        result = self.engine.result()
        if not self.records_finish or self.saves is None or self.match_id is None:
            return
        if result is None:
            return
        from game.store.stats import Seat, make_record

        seats = [Seat(s.name, s.human, None if s.human else s.bot) for s in self.spec.seats]
        try:
            record = make_record(self.match_id, self.info.game_id, seats, result)
        except ValueError:  # a result the statistics cannot hold: the game goes on unrecorded
            log.exception("The game could not be added to the statistics")
            return
        self.saves.stats.record_later(record)

    def can_undo(self, seat: int | None, held: bool = False) -> bool:
        """The last action may be taken back by `seat`: it was theirs, nothing was revealed
        since (the rules' undo floor), and no other person has been handed the decision. A
        computer seat may: the last of a turn's actions ends the turn by itself, and a player
        must still be able to take it back while the computer is pausing or thinking.
        `held`: the table still holds the seat's ended turn on screen (waiting for its End
        turn), so the next person, who decides next, has been handed nothing yet."""
        decider = self.decider()
        return (
            seat is not None
            and self.is_human(seat)
            and self.match.can_undo()
            and bool(self.actors)
            and self.actors[-1] == seat
            and decider is not None
            and (held or decider == seat or not self.is_human(decider))
        )

    def undo(self) -> None:
        self.stop_thinking()  # a computer's move under way was for the state being undone
        self.match.undo(1)
        self.actors.pop()
        # A note goes with the action it came before: taken back with it.
        self.notes = [n for n in self.notes if n.at < len(self.match.events)]
        self.autosave()

    # --- the computer ------------------------------------------------------------------------
    def start_thinking(self) -> Thinking | ProcessThinking:
        seat = self.decider()
        if seat is None or seat not in self.bots:
            raise RuntimeError("It is not a computer seat's turn.")
        bot_name = self.spec.seats[seat].bot
        legal = self.engine.legal_actions()
        if len(legal) == 1:
            return self._forced(seat, legal[0])
        if bot_name in PROCESS_BOTS:
            return self._ask_search(seat, bot_name)
        return self._think_on_thread(self.bots[seat], seat)

    def _forced(self, seat: int, action: Any) -> Thinking:
        """The only legal move needs no thought: decided at once, on the frame thread (the
        bots' random numbers run on as if it had been thought about)."""
        thinking = Thinking(self.bots[seat], self.engine, seat, self._bot_rng.fork())
        thinking.answer(action)
        self.thinking = thinking
        return thinking

    def _ask_search(self, seat: int, bot_name: str) -> ProcessThinking:
        if self._search is None or not self._search.alive():
            self._search = SearchProcess()
        thinking = ProcessThinking(
            self._search, self.engine.clone(), seat, bot_name, self._bot_rng.fork()
        )
        self.thinking = thinking
        return thinking

    def _think_on_thread(self, bot: Any, seat: int, stand_in: bool = False) -> Thinking:
        if self._worker is None:
            self._worker = Worker()
        rng = self._bot_rng.fork()
        thinking = Thinking(bot, self.engine.clone(), seat, rng, stand_in=stand_in)
        self.thinking = thinking
        self._worker.submit(thinking)
        return thinking

    def await_decision(self, seconds: float) -> None:
        """Give a decision thought about on the thread up to `seconds` to finish (a quick one
        is then played in this frame)."""
        if seconds > 0 and isinstance(self.thinking, Thinking):
            self.thinking.join(seconds)

    def decided_without_thought(self) -> bool:
        """The decision waiting to be taken is the only legal move (no bot thought of it)."""
        thinking = self.thinking
        return isinstance(thinking, Thinking) and thinking.forced and thinking.done

    def take_decision(self) -> Any | None:
        """The finished bot decision, if any (and forget it); re-raises the error of a bot
        that thinks on the thread. A failed search is asked again, then stood in for."""
        thinking = self.thinking
        if thinking is None or not thinking.done:
            return None
        self.thinking = None
        if isinstance(thinking, ProcessThinking):
            if thinking.error is not None:
                self._search_failed(thinking)
                return None
            self.search_failures = 0
        if thinking.error is not None:
            bot = thinking.bot if isinstance(thinking.bot, str) else type(thinking.bot).__name__
            raise BotError(
                f"The computer seat {self.name(thinking.seat)} ({bot}) failed: "
                f"{type(thinking.error).__name__}: {thinking.error}"
            ) from thinking.error
        if thinking.seat != self.decider():
            return None
        if isinstance(thinking, Thinking) and thinking.stand_in:
            sentence = stand_in_sentence(self.name(thinking.seat))
            self.notes.append(Note(len(self.match.events), sentence))
        return thinking.action

    def _search_failed(self, thinking: ProcessThinking) -> None:
        """The search process died or its bot raised: ask a fresh process the same question;
        after `SEARCH_TRIES` failures in a row, play the seat's normal-strength choice."""
        self._stop_search()  # whatever is left of it: the next question gets a fresh one
        self.search_failures += 1
        error = thinking.error
        died = isinstance(error, WorkerDied)
        what = f"{type(error).__name__}: {error}"
        self.search_failed.append(what)
        if died:
            log.warning("The search for %s stopped: %s", self.name(thinking.seat), what)
        else:  # a bug in the bot rather than a killed process: its report belongs in the log
            log.error("The search for %s failed: %s", self.name(thinking.seat), what)
        if thinking.seat != self.decider():
            return  # the game moved on (the table asks about the new decision itself)
        if self.search_failures < SEARCH_TRIES:
            log.info("Asking a fresh search process (try %d)", self.search_failures + 1)
            self._ask_search(thinking.seat, thinking.bot)
            return
        self.search_failures = 0
        log.warning(
            "%s plays its normal-strength choice after %d search failures in a row",
            self.name(thinking.seat),
            SEARCH_TRIES,
        )
        bot = make_bot(STAND_IN_BOT, self.info.game_id)
        self._think_on_thread(bot, thinking.seat, stand_in=True)

    def stop_thinking(self) -> None:
        """Forget any decision under way: the worker thread ends after its (short) job, and a
        search under way in the child process is stopped at once."""
        self.search_failures = 0  # the decision they counted for is no longer wanted
        if self.thinking is not None:
            if isinstance(self.thinking, ProcessThinking) and not self.thinking.done:
                self._stop_search()
            self.thinking.join(1.0)
            self.thinking = None
        if self._worker is not None:
            self._worker.stop()
            self._worker = None

    def close(self) -> None:
        """The table is left: no thread or process keeps thinking for it."""
        self.stop_thinking()
        self._stop_search()
        self.stop_advice()

    def advice(self) -> AdviceProcess:
        """The process that computes hints (started on first use)."""
        if self._advice is None:
            self._advice = AdviceProcess()
        return self._advice

    def stop_advice(self) -> None:
        """End a hint under way at once (the game moved on, or the table is left)."""
        if self._advice is not None:
            self._advice.stop()
            self._advice = None

    def _stop_search(self) -> None:
        if self._search is not None:
            self._search.stop()
            self._search = None
