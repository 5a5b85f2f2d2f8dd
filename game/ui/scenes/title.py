"""The title screen: the app's name over Mars and the main menu.

The menu is the list ``MENU``: one line per entry (label, object id, handler name). Continue
shows only when there is a game to continue (the newest unfinished save that loads and has a
table in this build); Load is always there (the example games are on it).

Looking for that game reads the save folder and replays a save, which can take a while with
big files: it runs on a thread, and Continue joins the menu when the answer comes.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game.games import GameDescriptor
from game.ui.draw import palette
from game.ui.draw.text import at_most, fitting_scale, render, render_paragraph, render_tracked
from game.ui.scenes.off_frame import OffFrame
from game.ui.shell import glyphs
from game.ui.shell.context import UiContext
from game.ui.shell.scene import GuiScene
from game.ui.widgets.backdrop import backdrop
from game.ui.widgets.wordmark import wordmark

if TYPE_CHECKING:
    # The save formats load with the look for a game to continue, off the first frame.
    from game.store.saves import SaveEntry

log = logging.getLogger(__name__)

TAGLINE = "Mars tabletop games, played at one screen"
NO_GAMES = "No game is ready to play in this build."

WORDMARK_SIZE = 84
WORDMARK_TRACKING = 8
BUTTON_SIZE = (300, 46)
BUTTON_GAP = 12
#: With Continue and Learn to play the menu has eight entries: closer together, they still
#: leave room for a note above the shelf.
TIGHT_GAP = 6
QUIT_SIZE = BUTTON_SIZE
#: Room the games line leaves either side for the key hint in the corner.
SHELF_MARGIN = 150

#: (label, object id, handler method): the title's menu, top to bottom.
MENU: tuple[tuple[str, str, str], ...] = (
    ("Continue", "#continue_button", "continue_game"),
    ("New game", "#new_game_button", "open_new_game"),
    ("Learn to play", "#learn_button", "open_learn"),
    ("Load game", "#load_button", "open_load"),
    ("Rules", "#rules_button", "open_rules"),
    ("Your history", "#history_button", "open_history"),
    ("Settings", "#settings_button", "open_settings"),
    ("Quit", "#quit_button", "quit"),
)


class TitleScene(GuiScene):
    """The first screen. Esc or the Quit button ends the app."""

    def __init__(self, ctx: UiContext, games: Iterable[GameDescriptor]) -> None:
        super().__init__(ctx)
        self.games = tuple(games)  # the games with a table (screens.playable)
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.button_rects: dict[str, pygame.Rect] = {}
        self._handlers: dict[pygame_gui.elements.UIButton, str] = {}
        self._static: pygame.Surface | None = None
        self.quit_rect = pygame.Rect(0, 0, *QUIT_SIZE)
        self.latest: SaveEntry | None = None
        self.lookup: OffFrame[SaveEntry | None] = OffFrame(self.find_latest, None, "continue")
        self.note = ""  # why Continue did not work, under the menu
        self._note_layer: pygame.Surface | None = None

    @property
    def quit_button(self) -> pygame_gui.elements.UIButton | None:
        return self.buttons.get("quit")

    # building

    def enter(self) -> None:
        self.lookup.start()
        self._build()

    def _build(self) -> None:
        self._static = self._render_static()
        super().enter()

    def resume(self) -> None:
        """Back on the title (from a game, the Load screen...): Continue may have changed."""
        self.lookup.start()
        super().resume()

    def update(self, dt: float) -> None:
        found, latest = self.lookup.poll()
        if not found:
            return
        shown = self.latest is not None
        self.latest = latest
        if (latest is not None) != shown:  # Continue comes or goes: the menu is redrawn
            self.exit()
            self._build()

    def wait_latest(self, timeout: float = 20.0) -> None:
        """Wait for the look for a game to continue and show it (tests and screenshots)."""
        self.lookup.wait(timeout)
        self.update(0.0)

    def find_latest(self) -> SaveEntry | None:
        """What Continue resumes: the newest unfinished save that loads and has a table.
        Runs off the frame thread (see `lookup`)."""
        from game.store.saves import check_entry
        from game.ui.screens import has_table

        saves = self.ctx.saves
        if saves is None or not self.games:
            return None
        try:
            saves.flush()
            # The quick look at every file, then the full check (a replay) of the newest
            # candidates only: the title never waits for every save to be replayed.
            for entry in saves.store.list(verify=False):
                if entry.ok and not entry.over and has_table(entry.game):
                    checked = check_entry(entry.path)
                    if checked.ok and not checked.over:
                        return checked
        except Exception:  # the title must show whatever the save folder holds
            log.exception("Could not look for a game to continue")
        return None

    def build_ui(self) -> None:
        self.buttons = {}
        self._handlers = {}
        for label, object_id, handler in self._menu():
            button = self.add_button(self.button_rects[handler], label, "@menu_button", object_id)
            self.buttons[handler] = button
            self._handlers[button] = handler

    def _menu(self) -> list[tuple[str, str, str]]:
        hidden: set[str] = set()
        if self.latest is None:
            hidden.add("continue_game")
        if not self.games:
            hidden |= {
                "continue_game",
                "open_new_game",
                "open_learn",
                "open_load",
                "open_rules",
                "open_history",
            }
        return [entry for entry in MENU if entry[2] not in hidden]

    def exit(self) -> None:
        super().exit()
        self.buttons = {}
        self._handlers = {}
        self._static = None

    def _render_static(self) -> pygame.Surface:
        """Everything that does not move, drawn once."""
        width, height = self.ctx.size
        fonts = self.ctx.fonts
        size = self.ctx.size
        surface = backdrop(self.ctx, size)
        cx = width // 2

        mark = wordmark(fonts, size=WORDMARK_SIZE, tracking=WORDMARK_TRACKING)
        margin = WORDMARK_SIZE // 2  # the wordmark has a glow margin on every side
        mark_rect = mark.get_rect(midtop=(cx, 48 - margin))
        surface.blit(mark, mark_rect)
        letters_bottom = mark_rect.bottom - margin

        rule_y = letters_bottom + 14
        _draw_ornament(surface, (cx, rule_y), 180)
        tagline = render_tracked(fonts.get(17), TAGLINE, palette.SAND_DIM, 1)
        tagline_rect = tagline.get_rect(midtop=(cx, rule_y + 16))
        surface.blit(tagline, tagline_rect)

        menu = self._menu()
        gap = BUTTON_GAP if len(menu) <= 7 else TIGHT_GAP
        block = len(menu) * BUTTON_SIZE[1] + (len(menu) - 1) * gap
        top = tagline_rect.bottom + max(40, (height * 0.74 - tagline_rect.bottom - block) // 2)
        if not self.games:
            note = render(fonts.get(16), NO_GAMES, palette.SAND_DIM)
            surface.blit(note, note.get_rect(midtop=(cx, top - 10)))
            top += note.get_height() + 20
        self.button_rects = {}
        for i, (_, _, handler) in enumerate(menu):
            rect = pygame.Rect(0, 0, *BUTTON_SIZE)
            rect.midtop = (cx, round(top + i * (BUTTON_SIZE[1] + gap)))
            self.button_rects[handler] = rect
        self.quit_rect = self.button_rects["quit"]

        if self.games:
            names = " \u00b7 ".join(game.title for game in self.games).upper()

            def shelf_line() -> pygame.Surface:
                return render_tracked(fonts.get(13, bold=True), names, palette.OCHRE, 3)

            # Clear of the key hint in the corner at any text size.
            room = self.ctx.size[0] - 2 * SHELF_MARGIN
            with at_most(fitting_scale(lambda: shelf_line().get_width() <= room)):
                shelf = shelf_line()
            surface.blit(shelf, shelf.get_rect(midbottom=(cx, height - 22)))
        return surface.convert() if pygame.display.get_surface() else surface

    # what the menu does

    def continue_game(self) -> None:
        """Open the newest unfinished game at its table."""
        from game.store.saves import SaveError
        from game.ui.play.resume import open_saved_game

        entry = self.latest
        if entry is None:
            return
        try:
            table = open_saved_game(self.ctx, entry.path)
        except SaveError as error:
            self.note = error.sentence
            self._note_layer = None
            return
        self.stack.push(table)

    def open_learn(self) -> None:
        """The guided first games (their scripts load now, never with the title)."""
        from game.ui.scenes.learn import LearnScene

        self.stack.push(LearnScene(self.ctx))

    def open_load(self) -> None:
        from game.ui.scenes.load import LoadScene

        self.stack.push(LoadScene(self.ctx))

    def open_new_game(self) -> None:
        from game.ui.scenes.setup import SetupScene

        self.stack.push(SetupScene(self.ctx, self.games))

    def open_rules(self) -> None:
        from game.ui.play.tables import ui_module
        from game.ui.scenes.rules import RulesScene

        with_rules = [
            (g.game_id, g.title) for g in self.games if ui_module(g.game_id, "rules") is not None
        ]
        first = (with_rules or [(self.games[0].game_id, "")])[0][0]
        self.stack.push(RulesScene(self.ctx, first, games=with_rules))

    def open_history(self) -> None:
        from game.ui.scenes.stats import StatsScene

        self.stack.push(StatsScene(self.ctx))

    def open_settings(self) -> None:
        from game.ui.scenes.settings import SettingsScene

        self.stack.push(SettingsScene(self.ctx))

    def quit(self) -> None:
        self.stack.request_quit()

    # the frame

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.stack.request_quit()
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self._handlers:
            self.ctx.play_sound("click")
            getattr(self, self._handlers[event.ui_element])()
            return True
        return False

    key_hints_for_mouse = True

    def key_hints(self) -> list[tuple[str, str]]:
        """Esc quits from the keyboard; a controller's B never quits (it is "back" on every
        other screen), so with one the row says how to move and choose."""
        if glyphs.device() == "pad":
            return [("pick", "moves"), ("take", "chooses")]
        return [("back", "quits")]

    def draw(self, surface: pygame.Surface) -> None:
        if self._static is not None:
            surface.blit(self._static, (0, 0))
        if self.note:
            if self._note_layer is None:
                self._note_layer = render_paragraph(
                    self.ctx.fonts.get(15, bold=True), self.note, palette.LIMB, 720, max_lines=2
                )
            bottom = max(r.bottom for r in self.button_rects.values()) + 14
            surface.blit(
                self._note_layer, self._note_layer.get_rect(midtop=(self.ctx.size[0] // 2, bottom))
            )


def _draw_ornament(surface: pygame.Surface, centre: tuple[int, int], half: int) -> None:
    """A thin rule fading out to both sides, with a small planet in the middle."""
    cx, cy = centre
    layer = pygame.Surface((2 * half + 1, 9), pygame.SRCALPHA)
    for i in range(half - 10):
        alpha = round(200 * (1 - i / (half - 10)) ** 1.5)
        layer.set_at((half - 10 - i, 4), (*palette.OCHRE, alpha))
        layer.set_at((half + 10 + i, 4), (*palette.OCHRE, alpha))
    pygame.draw.circle(layer, (*palette.RUST_BRIGHT, 255), (half, 4), 4)
    pygame.draw.circle(layer, (*palette.OCHRE, 255), (half, 4), 4, 1)
    surface.blit(layer, layer.get_rect(center=(cx, cy)))
