"""The table every game shares: turns, computer seats, hot-seat privacy, undo, log, keyboard.

Long because this is the one flow all three tables run (pacing, held turns, pass screens,
undo, chrome buttons, keys, and the few hooks a guided game's coach needs in that flow); what
could stand apart already does: the log in table_log.py and log_view.py, hints in
game/ui/play/hinting.py, the walk over greyed choices in game/ui/play/greyed.py.

A game's table subclasses :class:`TableScene` and draws its own board. The base class runs
the flow:

- a person's turn: the game's board turns clicks into actions; Tab / arrows cycle through
  every legal action and Enter takes it, then on through the choices shown greyed, each
  ringed with why it is greyed (Enter on one says it and takes nothing: game/ui/play/
  greyed.py); Ctrl+Z undoes (only your own actions, never past a reveal); Esc opens the menu;
- a computer's turn: the bot thinks on a worker thread (the frame loop never waits), then
  its action is applied and animated at the chosen speed; Space or Skip fast-forwards;
- hot seat: when the next decider is a different person and the game has secrets, a
  "pass to <name>" screen covers the table first; the table shows only what the person at
  the screen (the viewer) may see, and the log is worded from their seat;
- the log: worded from the viewer's seat, a header per turn; the wheel and a scrollbar read
  it back (it follows the newest line unless the player scrolled up), "Full log" or L shows
  the whole history;
- the end of a person's turn: when the rules end it by themselves (nothing left to do), the
  table holds on the person's view, with what they just drew and rolled, until they press
  "End turn" (Enter) -- unless Settings say "end my turn automatically";
- the end: the results screen;
- a guided first game: its coach (game/ui/tutorial) narrows `legal()` to the step's action,
  answers other choices through `why_not`, plays the steps without words like a computer's
  moves, and draws its bubble over the table; each table says where an action is clicked
  (`action_spot`).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from game.rules.core import Event, IllegalAction
from game.rules.core.events import seat_named
from game.ui.draw import palette
from game.ui.draw.anim import AnimQueue
from game.ui.draw.display_format import fast
from game.ui.draw.parts import Parts
from game.ui.draw.text import text_scale
from game.ui.play.greyed import Greyed, position, walked
from game.ui.play.hinting import Hinting
from game.ui.play.session import GameSession
from game.ui.scenes.log_view import LogScene
from game.ui.scenes.menu import PauseMenu
from game.ui.scenes.pass_device import PassScene
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.table_log import (
    WHEEL_LINES,
    LogLine,
    LogPicture,
    TableLog,
    anchor_at_track,
    render_log,
    scrolled,
)
from game.ui.shell import glyphs
from game.ui.shell.context import UiContext
from game.ui.shell.scene import GuiScene

if TYPE_CHECKING:
    from game.ui.tutorial.coach import Coach

log = logging.getLogger(__name__)

#: Seconds a computer's move that showed something stays on screen before its next one, at
#: normal speed (a move that shows nothing, such as letting a window go by, is not paced).
COMPUTER_PACE = 0.55
#: At most how many computer moves are played in one frame: after one that shows nothing
#: (letting a window go by), the next follows at once if it is decided quickly.
MOVES_A_FRAME = 12
#: Seconds a frame may wait, in all, for such quick decisions (a few greedy ratings; a
#: longer thought is played in a later frame, the table never stalls on it).
QUICK_DECISION = 0.001
#: Seconds the final position stays before the results, at normal speed.
END_PAUSE = 1.4
#: How much faster everything runs while skipping a computer turn.
SKIP_FACTOR = 40.0
#: The status message naming the keyboard's (or a controller's) pick starts so (a template:
#: glyphs.say names the device last used).
FOCUS_PREFIX = "{take}: "
#: The sentence of a turn held for its "End turn" (a template as FOCUS_PREFIX).
HELD_SENTENCE = "Your turn is over: see what you drew and rolled, then End turn ({take})."


def says_focus(message: str) -> bool:
    """The status line names the pick (on any device: it may have changed since)."""
    return any(message.startswith(prefix) for prefix in glyphs.on_any_device(FOCUS_PREFIX))


#: The colour of a log line no rule event says (a computer seat's plain move, and why).
NOTE_COLOUR = palette.SAND_DIM


class TableScene(GuiScene):
    """The shared machinery of a game table; subclasses draw the board and read clicks."""

    keyboard_buttons = False  # Tab / arrows / Enter walk the legal actions instead
    fixed_chrome = True  # its buttons sit in the table's fixed layout

    #: The game has secrets (hidden fortune, private looks): hot seat needs a pass screen.
    has_secrets: bool = True
    #: Every seat's secrets are on the table (a finished game's replay, "Everything
    #: revealed"): the game's table draws `engine.revealed_observation`, the viewer is None.
    revealed: bool = False
    #: The table shows a replay: nobody acts in it, so what the table says of the position
    #: speaks of no skipping, menu, waiting or results (set by the replay viewer).
    replaying: bool = False
    #: Seconds a computer's move stays on screen when its animations show it (they run
    #: meanwhile, and the next move waits for them too); None: `COMPUTER_PACE` as for a move
    #: only the log and the still table show.
    animated_pace: float | None = None
    #: A guided first game's coach (game/ui/tutorial): while its script runs, the person may
    #: take only the step's action and the tutorial plays the steps without words.
    coach: Coach | None = None

    def __init__(self, ctx: UiContext, session: GameSession) -> None:
        super().__init__(ctx)
        self.session = session
        humans = session.humans()
        #: The seat whose eyes are on the screen; None when only computers play.
        self.viewer: int | None = humans[0] if len(humans) == 1 else None
        self.anims = AnimQueue(ctx.play_sound)
        self.log = TableLog()
        #: The newest log line in view when the player scrolled up; None: follow the newest.
        self.log_anchor: int | None = None
        #: The next turn's head in the log, kept back while a turn is held.
        self._held_head: LogLine | None = None
        #: The person scrolled the log since it was last drawn.
        self.log_scrolled = False
        self._log_picture: LogPicture | None = None
        self._pointer: tuple[int, int] = (-1, -1)
        self.message = ""
        self.message_is_error = False
        self.focus = -1  # index into the legal actions picked by the keyboard
        #: The greyed choice the keyboard's walk stands on (see game/ui/play/greyed.py).
        self.greyed_on: Greyed | None = None
        self.skipping = False
        self._pace = 0.0
        self._pace_needed = 0.0
        self._end_wait = 0.0
        self._passing = False
        #: A person's turn has ended by itself: the table waits for their "End turn".
        self.holding = False
        self._end_turn_button: pygame_gui.elements.UIButton | None = None
        self._results_open = False
        #: Enter once the game is over: a table that shows its final scoring first goes on.
        self._show_results = False
        self._chrome: dict[str, pygame_gui.elements.UIButton] = {}
        self._wrapped: dict[tuple[str, int, bool], list[str]] = {}
        self._save_problem: str | None = None
        self.hinting = Hinting()
        self._notes_logged = 0  # how many of the session's notes the log holds
        self._rebuild_log()

    # --- what a game table provides ---------------------------------------------------------
    def event_text(self, event: Event) -> tuple[str, tuple[int, int, int]] | None:
        """One log line for an event as the viewer may see it (None: not worth a line)."""
        return None

    def on_events(self, events: list[Event], by_computer: bool) -> None:
        """Queue animations and sounds for what just happened."""

    def action_coming(self) -> None:
        """An action is about to be applied: keep what `on_events` needs of the position
        before it (several computer moves may follow each other within one frame)."""

    def state_changed(self) -> None:
        """The game state (or the viewer) changed: re-render cached pictures, chrome."""

    def clear_selection(self) -> None:
        """Forget a half-made choice (a selected station...)."""

    def focus_changed(self) -> None:
        """The keyboard focus moved to ``self.focused_action()``."""

    def revealed_secrets(self) -> list[tuple[int, list[str]]]:
        """With `revealed`: each seat's secrets in words (seat, lines; a line starting with
        "\u00b7 " is one item of a list), for what the table itself cannot show."""
        return []

    def log_rect(self) -> pygame.Rect | None:
        """Where the table shows its log (for the wheel and clicks on it); None: nowhere."""
        return None

    def action_spot(self, action: Any) -> pygame.Rect | None:
        """Where on the 1280x720 canvas the person clicks next to bring about `action`, given
        what is picked on the table so far (the tutorial lights it and points at it); None
        when the table cannot say."""
        return None

    @property
    def log_lines(self) -> list[LogLine]:
        return self.log.lines

    # --- who acts ---------------------------------------------------------------------------
    def human_to_act(self) -> bool:
        """A person at the screen may act now (it is their decision and they are viewing)."""
        decider = self.session.decider()
        return (
            decider is not None
            and self.session.is_human(decider)
            and decider == self.viewer
            and not self._passing
        )

    def legal(self) -> list[Any]:
        """The person's choices now (none while they may not act; in a guided game's script
        only the step's action, so every table lights and takes only it)."""
        if not self.human_to_act():
            return []
        actions = list(self.session.engine.legal_actions())
        return actions if self.coach is None else self.coach.restrict(self.session.match, actions)

    def allowed(self) -> list[Any]:
        """What the rules allow the person now (none while they may not act): the same as
        `legal` but in a guided game's script, whose other choices are drawn greyed."""
        if not self.human_to_act():
            return []
        return list(self.session.engine.legal_actions())

    def why_not(self, action: Any) -> str:
        """Why `action` cannot be taken now, in a sentence: the engine's, or in a guided game
        what the step asks first (for a choice the rules allow)."""
        coach = self.coach
        if coach is not None:
            said = coach.not_yet(self.session.match, action)
            # a step's "Not yet" is for what the rules allow; the rest keeps the engine's
            # reason (an upgrade not affordable is not waiting for the step)
            teaching = coach.teaching(self.session.match) and self.human_to_act()
            if said and (not teaching or action in self.allowed()):
                return said
        return self.session.engine.why_illegal(action)

    def focused_action(self) -> Any | None:
        legal = self.legal()
        if 0 <= self.focus < len(legal):
            return legal[self.focus]
        return None

    # --- greyed choices within reach of the keys (game/ui/play/greyed.py) -----------------
    def table_greyed(self) -> list[Greyed]:
        """The game's own choices shown greyed now, in reading order, each with why."""
        return []

    def greyed_stops(self) -> list[Greyed]:
        """Every greyed choice the walk stops on after the legal ones: the table's, then
        the chrome's (Undo with nothing to take back); none while the person may not act."""
        if not self.human_to_act() or self.holding:
            return []
        stops = self.table_greyed()
        undo = self._chrome.get("undo")
        if undo is not None and undo.visible and not undo.is_enabled:
            rect = pygame.Rect(undo.rect)
            refusal = self.undo_refusal(self.viewer)
            stops.append(Greyed((rect.x, rect.y, rect.w, rect.h), f"Undo is greyed. {refusal}"))
        return stops

    def greyed_focused(self) -> Greyed | None:
        """The greyed choice the walk stands on, if it is still shown greyed."""
        on = self.greyed_on
        return on if on is not None and on in self.greyed_stops() else None

    def walk(self, step: int) -> bool:
        """Move the keyboard's pick one ``step`` over the legal choices, then the greyed
        ones (the same order as ever for the legal ones); a greyed stop says why."""
        legal, greyed = self.legal(), self.greyed_stops()
        at = walked(
            len(legal), greyed, position(len(legal), greyed, self.focus, self.greyed_on), step
        )
        if at < 0:
            return False
        self.clear_selection()
        if at < len(legal):
            self.focus, self.greyed_on = at, None
            self.focus_changed()
        else:
            self.focus, self.greyed_on = -1, greyed[at - len(legal)]
            self.focus_changed()
            self.message, self.message_is_error = self.greyed_on.words, False
        self.state_changed()
        return True

    def take_greyed(self) -> bool:
        """Enter / A on a greyed stop: its reason said again, nothing taken."""
        on = self.greyed_focused()
        if on is None:
            return False
        self.ctx.play_sound("error")
        self.say(on.words, error=True)
        return True

    # --- acting -----------------------------------------------------------------------------
    def try_action(self, action: Any) -> bool:
        """A person's action: apply it, or show the engine's sentence why not."""
        if not self.human_to_act():
            return False
        if action not in self.legal():
            self.say(self.why_not(action), error=True)
            return False
        self.anims.skip()  # a person's click never waits for an animation
        self.action_coming()
        try:
            events = self.session.apply(action)
        except IllegalAction as err:
            self.say(err.sentence, error=True)
            return False
        self._after_action(events, by_computer=False)
        return True

    def _after_action(self, events: list[Event], by_computer: bool, forced: bool = False) -> None:
        hold = not by_computer and self._turn_ended_by_itself(events)
        self.focus = -1
        self.greyed_on = None
        self.clear_selection()
        self.message = ""
        self._log_notes()  # a note belongs before the events of the action it speaks of
        for event in events:
            self._log_event(event)
        waiting = len(self.anims.items)
        self.on_events(events, by_computer)
        self._pace = 0.0
        # A computer's next move waits for a person to take this one in, if it showed anything.
        shown = any(self.event_text(event.seen_by(self.viewer)) for event in events)
        animated = len(self.anims.items) > waiting
        self._pace_needed = self.computer_pace(events) if by_computer and shown else 0.0
        if animated and self.animated_pace is not None:
            self._pace_needed = min(self._pace_needed, self.animated_pace)
        if animated and forced:
            # The only legal move was not thought about: its animations show it, and the
            # next move waits for them to be read, not for a pause on top.
            self._pace_needed = 0.0
        if hold:
            self.hold_turn()
        self.state_changed()

    def computer_pace(self, events: list[Event]) -> float:
        """Seconds a computer's move that shows `events` stays on screen, at normal speed."""
        return COMPUTER_PACE

    # --- the end of a person's turn ---------------------------------------------------------
    def _turn_ended_by_itself(self, events: list[Event]) -> bool:
        """The person's action ended their turn without an explicit "End turn", and the next
        decision is someone else's (so what they just drew or rolled would go unseen)."""
        if self.ctx.settings.auto_end_turn or self.session.is_over():
            return False
        actions = self.session.match.actions
        if actions and getattr(actions[-1], "kind", "") == "end_turn":
            return False
        seat = self.viewer
        ended = any(e.kind == "turn_ended" and seat_named(e) == seat for e in events)
        return ended and self.session.decider() != seat

    def hold_turn(self) -> None:
        self.holding = True
        self.hold_log_head()
        rect = self.end_turn_rect()
        self._end_turn_button = pygame_gui.elements.UIButton(
            relative_rect=rect,
            text="End turn",
            manager=self.ctx.manager,
            container=self.ui,
            object_id=pygame_gui.core.ObjectID(class_id="@menu_button", object_id="#end_turn"),
        )
        self.say(glyphs.say(HELD_SENTENCE))

    def hold_log_head(self) -> None:
        """The log's head of the next turn waits for End turn: until then it is still this
        turn on the screen."""
        self._held_head = self.log.take_last_head()

    def end_turn_rect(self) -> pygame.Rect:
        """Where the "End turn" button of a held turn shows (a table may place it better)."""
        w, h = self.ctx.size
        return pygame.Rect(w // 2 - 110, h - 64, 220, 48)

    def release_turn(self) -> None:
        """The person pressed "End turn": the game moves on (pass screen, computers)."""
        if not self.holding:
            return
        head, self._held_head = self._held_head, None
        if head is not None:
            self.log.add(*head, head=True)
        self.holding = False
        if self._end_turn_button is not None:
            self._end_turn_button.kill()
            self._end_turn_button = None
        self.message = ""
        self.state_changed()

    def undo_refusal(self, seat: int | None) -> str:
        """Why Ctrl+Z does nothing now, in the player's words."""
        session = self.session
        if not session.actors or session.actors[-1] != seat:
            return "Nothing to undo: you have not acted yet this turn."
        return "Nothing to undo: new information was revealed since."

    def undo_allowed(self) -> bool:
        """Ctrl+Z would take back the viewer's last action now (a held turn's too: the next
        person has not been handed the game yet)."""
        return not self._passing and self.session.can_undo(self.viewer, held=self.holding)

    def undo(self) -> None:
        seat = self.viewer
        if not self.undo_allowed():
            if self.human_to_act() and self.session.match.actions:
                self.say(self.undo_refusal(seat), error=True)
            return
        self.anims.skip()
        self.hinting.cancel(self)
        self.release_turn()
        self.session.undo()
        self.focus = -1
        self.greyed_on = None
        self.clear_selection()
        self._rebuild_log()
        self.say("Undone.")
        self.state_changed()

    def say(self, text: str, error: bool = False) -> None:
        self.message = text
        self.message_is_error = error
        self.state_changed()

    def say_focus(self, words: str) -> None:
        """The status line names what Enter would take (the keyboard's pick; it goes when
        Esc drops the pick)."""
        self.message = glyphs.say(FOCUS_PREFIX) + words
        self.message_is_error = False

    def keys_changed(self) -> None:
        """The hints name the device now in use: the status line, the skip button, the held
        turn's sentence and the pick named in the status line."""
        if self.holding and self.message in (
            HELD_SENTENCE.format_map(n) for n in glyphs.NAMES.values()
        ):
            self.message = glyphs.say(HELD_SENTENCE)
        elif says_focus(self.message):
            self.message = glyphs.say(FOCUS_PREFIX) + self.message.split(": ", 1)[1]
        skip = self._chrome.get("skip")
        if skip is not None:
            skip.set_text(glyphs.say(glyphs.SKIP_LABEL))
        self.state_changed()

    def set_viewer(self, seat: int | None) -> None:
        self.viewer = seat
        self._passing = False
        self.focus = -1
        self.greyed_on = None
        self.clear_selection()
        self._rebuild_log()
        self.state_changed()

    def _rebuild_log(self) -> None:
        self.log.clear()
        self.log_anchor = None
        notes = self.session.notes
        for i, event in enumerate(self.session.match.events):
            for note in notes:
                if note.at == i:
                    self.log.add(note.text, NOTE_COLOUR)
            self._log_event(event)
        self._notes_logged = len(notes)

    def _log_notes(self) -> None:
        """The session's notes not in the log yet (a computer seat's plain move, and why)."""
        notes = self.session.notes
        for note in notes[self._notes_logged :]:
            self.log.add(note.text, NOTE_COLOUR)
        self._notes_logged = len(notes)

    def _log_event(self, event: Event) -> None:
        line = self.event_text(event.seen_by(self.viewer))
        if line is not None:
            self.log.add(*line, head=event.kind == "turn_started")

    # --- the log panel ----------------------------------------------------------------------
    def scroll_log(self, anchor: int | None) -> None:
        """Show the log from ``anchor`` (None: follow the newest line)."""
        if anchor == self.log_anchor:
            return
        self.log_anchor = anchor
        self.log_scrolled = True  # drawn in this frame, not as a part only read (parts.py)
        self.state_changed()

    def open_full_log(self) -> None:
        self.stack.push(LogScene(self.ctx, self.log))

    def log_event(self, event: pygame.event.Event) -> bool:
        """The wheel over the log scrolls it; a click on its scrollbar, "newer" or "Full log"."""
        area = self.log_rect()
        if area is None or not area.collidepoint(self._pointer):
            return False
        picture = self._log_picture
        if event.type == pygame.MOUSEWHEEL:
            floor = picture.rows - 1 if picture is not None else 0
            self.scroll_log(scrolled(self.log, self.log_anchor, event.y * WHEEL_LINES, floor))
            return True
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1 or picture is None:
            return False
        local = (event.pos[0] - area.x, event.pos[1] - area.y)
        if picture.full_button is not None and picture.full_button.collidepoint(local):
            self.open_full_log()
        elif picture.newest_button is not None and picture.newest_button.collidepoint(local):
            self.scroll_log(None)
        elif picture.track is not None and picture.track.inflate(12, 0).collidepoint(local):
            self.scroll_log(anchor_at_track(self.log, picture.track, local[1]))
        else:
            return False
        return True

    # --- the frame --------------------------------------------------------------------------
    def speed(self) -> float:
        return self.ctx.speed() * (SKIP_FACTOR if self.skipping else 1.0)

    def _check_saving(self) -> None:
        """An autosave that failed is a warning at the table; the game goes on."""
        problem = self.session.save_problem()
        if problem != self._save_problem:
            self._save_problem = problem
            if problem:
                log.warning("Autosave problem: %s", problem)
                self.say(problem, error=True)

    def update(self, dt: float) -> None:
        if self.coach is not None and self.coach.frame(self):
            return
        self._check_saving()
        self.hinting.poll(self)
        speed = self.speed()
        self.anims.update(dt * speed)
        self._pace += dt * speed
        deadline = time.perf_counter() + QUICK_DECISION
        for move in range(MOVES_A_FRAME):
            wait = deadline - time.perf_counter() if move else 0.0
            if not self._computer_step(dt * speed, wait):
                return

    def _computer_step(self, dt: float, wait: float = 0.0) -> bool:
        """The flow's step this frame: a computer's move played when its time came, the
        results, a person's turn. True: a computer's move that shows nothing was played and the
        next one may follow at once (waiting up to `wait` seconds for its decision)."""
        self._think_ahead()
        if self.anims.busy() or self.holding:
            return False
        session = self.session
        if session.is_over():
            self.skipping = False
            self._end_wait += dt
            if self._end_wait >= END_PAUSE and not self._results_open:
                self._open_results()
            return False
        decider = session.decider()
        if decider is None:
            return False
        if self.coach is not None and self.coach.scripting(session.match):
            return self._scripted_step()
        if session.is_human(decider):
            self.skipping = False
            if decider != self.viewer:
                if self.has_secrets and len(session.humans()) > 1:
                    self._open_pass(decider)
                else:
                    self.set_viewer(decider)
            return False
        # A computer seat (thinking since its decision came, off the frame loop): its move is
        # played once the last one's animations can be read and it had its time on screen.
        if self._pace < self._pace_needed:
            return False
        session.await_decision(wait)
        forced = session.decided_without_thought()
        action = session.take_decision()
        if action is None:
            return False
        self.action_coming()
        events = session.apply(action)
        self._after_action(events, by_computer=True, forced=forced)
        return self._pace_needed == 0.0 and not self.anims.busy() and not self.holding

    def _scripted_step(self) -> bool:
        """A guided game's step without words, played like a computer's move when its time
        came (a teaching step waits for the person, the end of the script for its card)."""
        assert self.coach is not None
        action = self.coach.scripted(self.session.match)
        if action is None or self._pace < self._pace_needed:
            return False
        self.action_coming()
        events = self.session.apply(action)
        self._after_action(events, by_computer=True)
        return self._pace_needed == 0.0 and not self.anims.busy() and not self.holding

    def _think_ahead(self) -> None:
        """A computer's decision starts being thought about the moment it is its turn to
        decide, while the last move still animates (the two overlap, so its turn takes less)."""
        session = self.session
        if self.holding or session.is_over() or session.thinking is not None:
            return
        if self.coach is not None and self.coach.scripting(session.match):
            return  # the script says the computers' moves
        decider = session.decider()
        if decider is not None and not session.is_human(decider):
            session.start_thinking()
            self.state_changed()

    def _open_pass(self, seat: int) -> None:
        self._passing = True
        self.clear_selection()
        self.stack.push(
            PassScene(
                self.ctx,
                self.session.name(seat),
                lambda: self.set_viewer(seat),
                menu=lambda: self.open_menu(over_pass=True),
                acts=self.who_acts(seat),
            )
        )

    def who_acts(self, seat: int) -> str:
        """For the pass screen, when people claimed controllers: whose acts, or the mouse
        (or a controller nobody claimed: it may act for a person who claimed none)."""
        pads = self.ctx.pads
        if pads is None or not pads.claims:
            return ""
        name = self.session.name(seat)
        instance = pads.claims.get(seat)
        if instance is None:
            return f"{name} plays with the mouse or a controller nobody claimed."
        return f"Controller {pads.number(instance)} acts: {name}'s."

    def _open_results(self) -> None:
        self._results_open = True
        self.session.stop_thinking()
        if self.ctx.results_scene is not None:
            self.stack.replace(self.ctx.results_scene(self.ctx, self.session))

    def open_menu(self, over_pass: bool = False) -> None:
        """The pause menu; ``over_pass``: opened from a pass screen, which stays under it (so
        the table and its secrets stay hidden) and is left too when leaving to the title."""
        self.stack.push(
            PauseMenu(
                self.ctx,
                self.session.info.game_id,
                self.session,
                on_saved=self.say,
                leave_pops=3 if over_pass else 2,
                extra=self.menu_extra(),
            )
        )

    def menu_extra(self) -> tuple[str, Callable[[], None]] | None:
        """A game table's own setting in the pause menu (its words, and what opens it)."""
        return None

    def enter(self) -> None:
        super().enter()
        self.add_hint_button()

    def add_hint_button(self) -> None:
        """A Hint button just left of the table's Rules button, when a person plays."""
        rules = self._chrome.get("rules")
        if rules is None or not self.session.humans() or "hint" in self._chrome:
            return
        rect = pygame.Rect(rules.relative_rect)
        rect.x -= rect.width + 6
        self._chrome["hint"] = self.add_button(rect, "Hint", "@small_button", "#hint")

    def exit(self) -> None:
        self.session.close()
        super().exit()

    def restyle(self) -> None:
        """A new text size while the game is paused: the game goes on (leaving would end it);
        the log is wrapped again and the chrome keeps its buttons, restyled by the theme.
        Each table's resume then draws its pictures again."""
        self._built_scale = text_scale()
        self._wrapped.clear()
        self._log_picture = None

    # --- input ------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self._end_turn_button and self._end_turn_button is not None:
                self.ctx.play_sound("click")
                self.release_turn()
                return True
            for name, button in self._chrome.items():
                if event.ui_element is button:
                    self.ctx.play_sound("click")
                    self.chrome_pressed(name)
                    return True
            return False
        if event.type == pygame.KEYDOWN:
            return self.key_pressed(event)
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self._pointer = event.pos
        if self.log_event(event):
            return True
        if self.coach is not None:
            return self.coach.board_event(self, event)
        return self.board_event(event)

    def key_pressed(self, event: pygame.event.Event) -> bool:
        key, mods = event.key, getattr(event, "mod", 0)
        if key == pygame.K_ESCAPE:
            if self.focus >= 0 or self.greyed_focused() is not None or self.has_selection():
                on, self.greyed_on = self.greyed_focused(), None
                self.focus = -1
                self.clear_selection()
                if says_focus(self.message) or (on is not None and self.message == on.words):
                    self.message = ""  # Enter would take nothing now
                self.state_changed()
            else:
                self.open_menu()
            return True
        if key == pygame.K_z and mods & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.undo()
            return True
        if self.holding and key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.release_turn()
            return True
        if key == pygame.K_SPACE and not self.human_to_act():
            self.skip()
            return True
        if key == pygame.K_F1:
            self.chrome_pressed("rules")
            return True
        if key == pygame.K_h and self.session.humans():
            self.ask_hint()
            return True
        if key == pygame.K_l and not mods & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.open_full_log()
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.session.is_over():
            self._show_results = True
            return True
        step = 0
        if key in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN):
            step = -1 if (key == pygame.K_TAB and mods & pygame.KMOD_SHIFT) else 1
        elif key in (pygame.K_LEFT, pygame.K_UP):
            step = -1
        if step:
            return self.walk(step)
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.take_greyed():
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.focused_action() is not None:
            self.try_action(self.focused_action())
            return True
        return False

    def has_selection(self) -> bool:
        return False

    def ask_hint(self) -> None:
        """Hint (H, a controller's Y): the computer's advice, or in a guided game's script
        what the step asks (the advice could only disagree with it)."""
        said = self.coach.hint(self.session.match) if self.coach is not None else ""
        if said:
            self.say(said)
        else:
            self.hinting.ask(self)

    def board_event(self, event: pygame.event.Event) -> bool:
        return False

    def skip(self) -> None:
        """Fast-forward: finish the animations and the computer's turn quickly."""
        self.anims.skip()
        if not self.human_to_act():
            self.skipping = True

    def chrome_pressed(self, name: str) -> None:
        if name == "menu":
            self.open_menu()
        elif name == "undo":
            self.undo()
        elif name == "skip":
            self.skip()
        elif name == "hint":
            self.ask_hint()
        elif name == "rules":
            self.stack.push(RulesScene(self.ctx, self.session.info.game_id))

    def draw_focus(self, surface: pygame.Surface) -> None:
        super().draw_focus(surface)
        on = self.greyed_focused()
        if on is not None:  # a greyed choice: ringed as the pick is, its fill stays greyed
            ring = pygame.Rect(on.box).inflate(6, 6)
            pygame.draw.rect(surface, palette.SAND, ring, 2, border_radius=8)
        if self.coach is not None:
            self.coach.draw(self, surface)

    # --- shared drawing helpers -------------------------------------------------------------
    def log_part(self, parts: Parts, size: tuple[int, int]) -> pygame.Surface:
        """The log panel as one of the table's `parts`: drawn again when a line comes or goes,
        the viewer changes or the person scrolls; only read between scrolls, so it may then
        wait a frame or a few (parts.py), but a scroll draws it at once."""
        read, self.log_scrolled = not self.log_scrolled, False
        key = (self.log.version, size, self.viewer, self.log_anchor)
        return parts.get("log", key, lambda: fast(self.render_log(size)), read=read)

    def render_log(self, size: tuple[int, int], title: str = "LOG") -> pygame.Surface:
        """The log panel: the newest lines that fit (or those the player scrolled to)."""
        self._log_picture = render_log(
            self.ctx.fonts, self.log, size, self.log_anchor, title, cache=self._wrapped
        )
        return self._log_picture.surface
