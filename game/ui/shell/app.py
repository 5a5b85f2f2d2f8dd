"""The app: a window, the logical canvas, the chrome's UI manager and the scene stack.

``run_app`` opens the window and runs until the player quits; ``smoke`` renders the title
screen without a display and saves it as a PNG (for CI and for looking at the screens).

An uncaught error in a frame (a scene's, or a computer seat's bot surfaced by the session on
the frame thread) never ends the app with a traceback: it is logged with its traceback to the
log file, the game at the table is saved, and the error screen replaces every scene; the exit
code then says the run failed (``ERROR_EXIT``).
"""

from __future__ import annotations

import logging
import os
import sys
import threading
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.logs import setup_logging
from game.store.app_saves import Saves
from game.store.settings_file import window_settings
from game.ui.draw import palette, palettes
from game.ui.draw.assets import AssetMissingError
from game.ui.draw.canvas import LOGICAL_SIZE, Canvas, fit_to_screen
from game.ui.draw.text import FontBook, use_text_scale
from game.ui.shell import glyphs
from game.ui.shell.first_look import draw_first_look
from game.ui.shell.pad import Pads
from game.ui.shell.sound import Sounds, native_stderr_to_log
from game.ui.shell.stack import Scene, SceneStack
from game.ui.shell.window import APP_NAME, centre_window, full_screen_size, name_the_app
from game.ui.widgets.backdrop import backdrop_key

WINDOW_TITLE = APP_NAME
FPS = 60
PROGRAM = "mars-table"
#: The exit code of a run that met an uncaught error (even if the player carried on after it).
ERROR_EXIT = 3

if TYPE_CHECKING:
    import pygame_gui

    from game.store.settings import Settings
    from game.ui.draw.theme import CanvasUIManager
    from game.ui.play.session import GameSession
    from game.ui.shell.context import UiContext

log = logging.getLogger(__name__)

_POINTER_EVENTS = frozenset({pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP})
_REPAINT_EVENTS = frozenset(
    {pygame.VIDEOEXPOSE, pygame.WINDOWEXPOSED, pygame.WINDOWSHOWN, pygame.WINDOWRESTORED}
)


class App:
    """Runs a scene stack on a window: events in, one frame out.

    Needs ``pygame.display.set_mode`` to have been called (the window is ``window``).
    ``saves`` defaults to the player's save folder; ``log_path`` is shown on the error screen.
    """

    def __init__(
        self,
        window: pygame.Surface,
        logical_size: tuple[int, int] = LOGICAL_SIZE,
        settings: Settings | None = None,
        sound: bool = True,
        saves: Saves | None = None,
        log_path: Path | None = None,
        canvas: Canvas | None = None,
        fonts: FontBook | None = None,
    ) -> None:
        # pygame-gui and the settings' model load here, after the title's first frame.
        from game.ui.draw.theme import CanvasUIManager, load_theme
        from game.ui.shell.context import UiContext

        self.window = window
        self.canvas = Canvas(window.get_size(), logical_size) if canvas is None else canvas
        self._pointer: tuple[int, int] = self.canvas.to_logical(pygame.mouse.get_pos())
        if settings is None:
            from game.store.settings import load_settings

            settings = load_settings()
        self.settings: Settings = settings
        use_text_scale(self.settings.text_scale())  # before the theme: its fonts are scaled
        self.manager: CanvasUIManager = CanvasUIManager(
            logical_size, load_theme(), lambda: self._pointer
        )
        palettes.use(self.settings.palette)
        self.sounds = Sounds(self.settings.volume) if sound else None
        self.saves = saves if saves is not None else Saves()
        self.log_path = log_path
        self.failed = False  # an uncaught error happened: the exit code says so
        self.pads = Pads(on_lost=self._controller_lost)
        #: Called once, when the first frame is on the window (``run`` calls it).
        self.on_shown: Callable[[], None] | None = None
        self.ctx: UiContext = UiContext(
            manager=self.manager,
            fonts=FontBook() if fonts is None else fonts,
            size=logical_size,
            settings=self.settings,
            play_sound=self.play_sound,
            apply_display=self.apply_display,
            apply_text_size=self.apply_text_size,
            saves=self.saves,
            results_scene=_results_scene,
            letters_scene=_letters_scene,
            pads=self.pads,
        )
        self.stack = SceneStack()
        self.frames = 0
        self._glyphs_seen = glyphs.generation

    def play_sound(self, name: str) -> None:
        if self.sounds is not None:
            self.sounds.volume = self.settings.volume
            self.sounds.play(name)

    def apply_display(self) -> None:
        """Re-open the window at the settings' size or full screen (a settings change)."""
        if os.environ.get("SDL_VIDEODRIVER") == "dummy" and self.window.get_size() == tuple(
            self.settings.window_size
        ):
            return
        try:
            if self.settings.fullscreen:
                window = pygame.display.set_mode(full_screen_size(), pygame.FULLSCREEN)
            else:
                size = fit_to_screen(self.settings.window_size)
                resized = size != self.window.get_size()
                window = pygame.display.set_mode(size, pygame.RESIZABLE)
                if resized:
                    centre_window(size)  # on screen whole, not grown off its right and bottom
        except pygame.error:
            return
        self.window = window
        self.canvas.resize(window.get_size())
        self.canvas.repaint()

    def apply_text_size(self) -> None:
        """Draw text and the chrome at the settings' text size from now on (a settings
        change): our fonts, the theme's, and every cached picture that has text in it. The
        scenes in the stack build their chrome again when they are next on top."""
        from game.ui.draw.theme import load_theme

        use_text_scale(self.settings.text_scale())
        self.manager.restyle(load_theme())
        self.ctx.forget_cached()

    @property
    def running(self) -> bool:
        return len(self.stack) > 0 and not self.stack.quit_requested

    def frame(self, events: Iterable[pygame.event.Event], dt: float) -> None:
        """Handle ``events``, advance by ``dt`` seconds and draw one frame to the window."""
        self.frames += 1
        for raw in [*events, *self.pads.update(dt)]:
            self.handle_event(raw)
            if not self.running:
                return
        if self._glyphs_seen != glyphs.generation:  # every screen's hints name the new device
            self._glyphs_seen = glyphs.generation
            for scene in list(self.stack):
                scene.keys_changed()
        self.manager.update(dt)
        self.stack.update(dt)
        self.draw()

    def handle_event(self, raw: pygame.event.Event) -> None:
        """One window event: to the app itself, else to the chrome, else to the top scene."""
        if raw.type == pygame.QUIT:
            self.stack.request_quit()
            return
        keys = self.pads.translate(raw)
        if keys is not None:  # a controller's: the keys it stands for
            for key in keys:
                if self._pad_key(key):
                    self.handle_event(key)
                if not self.running:
                    return
            return
        self.pads.noticed(raw)
        if raw.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            surface = pygame.display.get_surface()
            if surface is not None:
                self.window = surface
                self.canvas.resize(surface.get_size())
                self.canvas.repaint()
            return
        if raw.type in _REPAINT_EVENTS:
            self.canvas.repaint()
        if raw.type == pygame.WINDOWLEAVE:
            self._pointer = (-1, -1)
        event = self.canvas.translate_event(raw)
        if event.type in _POINTER_EVENTS:
            self._pointer = event.pos
        # A controller's keys are the scene's (its focus), never a typing field's caret.
        if not getattr(event, "pad", False) and self.manager.process_events(event):
            return
        self.stack.handle_event(event)

    def _pad_key(self, key: pygame.event.Event) -> bool:
        """A controller's key, where it means something else than the key: Start opens a
        table's menu (Esc would first drop a pick); B never quits from the title. False when
        handled here, True to handle it as the key."""
        from game.ui.scenes.pass_device import PassScene
        from game.ui.scenes.table import TableScene
        from game.ui.scenes.title import TitleScene

        top = self.stack.top
        if isinstance(top, TitleScene) and key.key == pygame.K_ESCAPE:
            return False
        refusal = self._pad_refusal(getattr(key, "instance_id", None))
        if refusal is not None:
            self._refuse(refusal)
            return False
        if getattr(key, "start", False):
            if isinstance(top, TableScene):
                top.open_menu()
                return False
            if isinstance(top, PassScene) and top.menu is not None:
                top.menu()
                return False
        return True

    def _pad_refusal(self, instance: int | None) -> str | None:
        """Why this controller may not act now (None: it may). At a table (or its pass
        screen) where people claimed controllers, a person's decision is taken with their
        controller only; one who claimed none plays with a controller nobody claimed (or the
        mouse), never with another person's."""
        from game.ui.scenes.pass_device import PassScene
        from game.ui.scenes.table import TableScene

        claims = self.pads.claims
        top = self.stack.top
        if not claims or instance is None or not isinstance(top, TableScene | PassScene):
            return None
        table = next((s for s in reversed(list(self.stack)) if isinstance(s, TableScene)), None)
        if table is None or table.replaying:
            return None
        session = table.session
        decider = session.decider()
        if decider is None or not session.is_human(decider):
            return None  # a computer's turn: any controller skips ahead or opens the menu
        owner = claims.get(decider)
        if owner == instance:
            return None
        name = session.name(decider)
        if owner is not None:
            return f"{name}'s turn: controller {self.pads.number(owner)} acts for them."
        holder = next((seat for seat, held in claims.items() if held == instance), None)
        if holder is None:
            return None
        number = self.pads.number(instance)
        return f"{name}'s turn: controller {number} is {session.name(holder)}'s."

    def _refuse(self, sentence: str) -> None:
        """Say why a controller's press did nothing, where the person looks."""
        from game.ui.scenes.pass_device import PassScene
        from game.ui.scenes.table import TableScene

        top = self.stack.top
        if isinstance(top, TableScene):
            top.say(sentence, error=True)
        elif isinstance(top, PassScene):
            top.say(sentence)

    def _controller_lost(self, instance: int) -> None:
        """The controller in use went away: a game under way pauses with a sentence."""
        from game.ui.scenes.dialog import ControllerLostDialog
        from game.ui.scenes.table import TableScene

        if isinstance(self.stack.top, ControllerLostDialog):
            return
        if any(isinstance(s, TableScene) and not s.session.is_over() for s in self.stack):
            self.stack.push(ControllerLostDialog(self.ctx))

    def draw(self) -> None:
        """Scenes, then chrome, onto the canvas; then the canvas onto the window."""
        from game.ui.shell.scene import GuiScene  # loaded with the chrome, in __init__

        surface = self.canvas.drawing_surface(self.window)
        surface.fill(palette.SPACE_DEEP)
        self.stack.draw(surface)
        self.manager.draw_ui(surface)
        top = self.stack.top
        if isinstance(top, GuiScene):
            top.draw_focus(surface)
            top.draw_key_hints(surface)
        self.canvas.present(self.window)

    def step(self, events: Iterable[pygame.event.Event], dt: float) -> None:
        """One frame as ``run`` plays it: an uncaught error becomes the error screen."""
        try:
            self.frame(events, dt)
        except Exception as error:
            self.fail(error)

    def fail(self, error: BaseException) -> None:
        """After an uncaught error: log it, save the game, show the error screen."""
        from game.ui.scenes.error import ErrorScene

        log.error("Uncaught error: %s", _reason(error), exc_info=error)
        self.failed = True
        if isinstance(self.stack.top, ErrorScene):  # the error screen itself failed: stop
            self.stack.request_quit(ERROR_EXIT)
            return
        saved = self._save_after_error()
        self.stack.clear(ignore_errors=True)
        try:
            self.manager.clear_and_reset()
        except Exception:
            log.exception("The chrome could not be reset after the error")
        self.stack.quit_requested = False
        self.stack.push(ErrorScene(self.ctx, saved, self.log_path, lambda: title_scene(self)))

    def _save_after_error(self) -> bool | None:
        """Save the game at the table, best effort: True saved, False not, None no game."""
        from game.ui.play.session import GameSession

        for scene in reversed(list(self.stack)):
            session = getattr(scene, "session", None)
            if isinstance(session, GameSession):
                saved = session.save_now()
                if saved:
                    log.info("The game was saved after the error (match %s)", session.match_id)
                return saved
        return None

    def run(self, fps: int = FPS, max_frames: int | None = None) -> int:
        """Run until the stack empties or a scene asks to quit; returns the exit code
        (``ERROR_EXIT`` if an uncaught error happened on the way).

        ``max_frames`` stops the loop after that many frames (for tests and benchmarks).
        """
        clock = pygame.time.Clock()
        clock.tick()
        while self.running and (max_frames is None or self.frames < max_frames):
            # The first frame goes up at once; the others keep to the frame rate.
            dt = min(clock.tick(fps) / 1000.0, 0.1) if self.frames else 0.0
            self.step(pygame.event.get(), dt)
            pygame.display.flip()
            if self.on_shown is not None:
                shown, self.on_shown = self.on_shown, None
                shown()
        code = self.stack.exit_code
        self.close()
        return ERROR_EXIT if self.failed else code

    def close(self) -> None:
        """Leave every scene and write the autosaves still under way."""
        self.stack.clear(ignore_errors=True)
        if not self.saves.close():
            log.warning("Quitting before every autosave was written")


def _results_scene(ctx: UiContext, session: GameSession) -> Scene:
    """The results screen, loaded when a game first ends (not before the title)."""
    from game.ui.scenes.results import ResultsScene

    return ResultsScene(ctx, session)


def _letters_scene(
    ctx: UiContext, entry: pygame_gui.elements.UITextEntryLine, done: Callable[[], None]
) -> Scene:
    """The on-screen keyboard, loaded when a controller first types."""
    from game.ui.scenes.letters import LetterPicker

    return LetterPicker(ctx, entry, done=done)


def title_scene(app: App) -> Scene:
    """The first scene: the title over the games of the rules' registry that have a table."""
    from game.games import GAMES
    from game.ui.scenes.title import TitleScene
    from game.ui.screens import playable

    return TitleScene(app.ctx, playable(GAMES))


def _window_icon() -> pygame.Surface:
    """Our icon (a rust planet in a ring of dice pips), drawn at the window icon's size."""
    from game.ui.draw.icon import draw_icon

    return draw_icon(64)


def _fail(message: str) -> int:
    print(f"{PROGRAM}: {message}", file=sys.stderr)
    return 1


def _reason(error: BaseException) -> str:
    text = str(error).strip().rstrip(".") or type(error).__name__
    return " ".join(text.split())


def run_app(
    size: tuple[int, int] | None = None, fullscreen: bool = False, first_frame: bool = False
) -> int:
    """Open the window and run the app at 60 fps until the player quits; the exit code.

    Without a ``size`` the window opens at the size saved in the settings. The log goes to
    the user log dir; an uncaught error ends in the error screen and the exit code
    ``ERROR_EXIT``, never in a traceback on the console. ``first_frame`` (the start-up
    measurement): print "first frame" once the title is on screen as it looks at rest, "title
    ready" once its menu's own buttons answer, and close.
    """
    log_path = setup_logging()
    if log_path is None:  # no log file: still never a traceback on the console
        logging.getLogger().addHandler(logging.NullHandler())
    log.info("Mars Table starting")
    hook = threading.excepthook
    threading.excepthook = _log_thread_error
    try:
        return _run_app(size, fullscreen, log_path, first_frame)
    finally:
        threading.excepthook = hook


def _version() -> str:
    from game.store.saves import app_version

    return app_version()


def _log_thread_error(args: threading.ExceptHookArgs) -> None:
    name = args.thread.name if args.thread is not None else "?"
    # logging takes the type and traceback from the exception
    log.error("Uncaught error in thread %s", name, exc_info=args.exc_value)


def _run_app(
    size: tuple[int, int] | None, fullscreen: bool, log_path: Path | None, first_frame: bool
) -> int:
    try:
        settings: Settings | None = None
        window = window_settings()
        if window is None:  # a file only the settings' model can judge: it loads now
            from game.store.settings import load_settings

            settings = load_settings()
            window = (settings.window_size, settings.fullscreen, settings.text_size)
        fullscreen = fullscreen or window[1]
        use_text_scale(window[2] / 100)  # the first frame is the title at its text size
        name_the_app()  # before the display starts: SDL reads the names then
        with native_stderr_to_log("Starting the display and the sound"):
            pygame.init()  # also tries the sound device, which may complain below Python
        if size is None:
            size = fit_to_screen(window[0])
        pygame.display.set_caption(WINDOW_TITLE)
        pygame.display.set_icon(_window_icon())
        if fullscreen:
            screen = pygame.display.set_mode(full_screen_size(), pygame.FULLSCREEN)
        else:
            screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        pygame.key.set_repeat(400, 40)
        canvas = Canvas(screen.get_size())
        fonts = FontBook()
        picture = draw_first_look(screen, canvas, fonts)
        if first_frame:
            print("first frame", flush=True)
        if settings is None:
            from game.store.settings import load_settings

            settings = load_settings()
        app = App(screen, settings=settings, log_path=log_path, canvas=canvas, fonts=fonts)
        app.ctx.cached(backdrop_key(canvas.logical_size), lambda: picture)
        app.on_shown = lambda: _shown(first_frame)
        app.stack.push(title_scene(app))
    except (AssetMissingError, ValueError, ImportError, pygame.error) as error:
        log.exception("Mars Table could not start")
        pygame.quit()
        return _fail(f"could not start: {_reason(error)}.")
    try:
        code = app.run(max_frames=1 if first_frame else None)
    except Exception as error:  # outside any frame (the window, the clock): still one line
        log.exception("Mars Table stopped")
        where = f"; the log is at {log_path}" if log_path else ""
        code = ERROR_EXIT
        _fail(f"stopped by an error: {_reason(error)}{where}.")
    finally:
        pygame.quit()
    log.info("Mars Table closed (exit code %d)", code)
    return code


def _shown(first_frame: bool) -> None:
    """The title's own buttons are on screen and answer: say so (the start-up measurement), then log
    which version this is (reading the install's metadata is slow: on a thread)."""
    if first_frame:
        print("title ready", flush=True)
    threading.Thread(target=lambda: log.info("Version %s", _version()), daemon=True).start()
