"""The title screen: the app's name over Mars and the main menu.

The menu is the list ``MENU`` in title_look.py, which draws everything under the buttons: one
line per entry (label, object id, handler name). Continue shows only when there is a game to
continue (the newest unfinished save that loads and has a table in this build); Load is always
there (the example games are on it).

Looking for that game reads the save folder and replays a save, which can take a while with
big files: it runs on a thread, started once the title is on screen, and Continue joins the
menu when the answer comes.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game.games import GameDescriptor
from game.ui.draw import palette
from game.ui.draw.text import render_paragraph
from game.ui.scenes.off_frame import OffFrame
from game.ui.scenes.title_look import (
    QUIT_SIZE,
    draw_title,
    learn_label,
    menu_entries,
    title_hints,
)
from game.ui.shell import glyphs
from game.ui.shell.context import UiContext
from game.ui.shell.scene import GuiScene
from game.ui.widgets.backdrop import backdrop

if TYPE_CHECKING:
    # The save formats load with the look for a game to continue, off the first frame.
    from game.store.saves import SaveEntry

log = logging.getLogger(__name__)


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
        # The look starts once the title is on screen: its thread (loading the save formats,
        # reading the folder) would otherwise hold back the title's first frame.
        self._lookup_due = False
        self._drawn = False
        self.note = ""  # why Continue did not work, under the menu
        self._note_layer: pygame.Surface | None = None

    @property
    def quit_button(self) -> pygame_gui.elements.UIButton | None:
        return self.buttons.get("quit")

    # building

    def enter(self) -> None:
        self._lookup_due = True
        self._build()

    def _build(self) -> None:
        self._static = self._render_static()
        super().enter()

    def resume(self) -> None:
        """Back on the title (from a game, the Load screen...): Continue may have changed."""
        self._start_lookup()
        super().resume()

    def update(self, dt: float) -> None:
        if self._lookup_due and self._drawn:
            self._start_lookup()
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
        if self._lookup_due:
            self._start_lookup()
        self.lookup.wait(timeout)
        self.update(0.0)

    def _start_lookup(self) -> None:
        self._lookup_due = False
        self.lookup.start()

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
            if handler == "open_learn":
                label = learn_label_now(label)
            button = self.add_button(self.button_rects[handler], label, "@menu_button", object_id)
            self.buttons[handler] = button
            self._handlers[button] = handler

    def _menu(self) -> list[tuple[str, str, str]]:
        return menu_entries(self.latest is not None, bool(self.games))

    def exit(self) -> None:
        super().exit()
        self.buttons = {}
        self._handlers = {}
        self._static = None

    def _render_static(self) -> pygame.Surface:
        """Everything that does not move, drawn once (title_look.py)."""
        surface = backdrop(self.ctx, self.ctx.size)
        titles = [game.title for game in self.games]
        self.button_rects = draw_title(surface, self.ctx.fonts, titles, self._menu())
        self.quit_rect = self.button_rects["quit"]
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
        return title_hints(glyphs.device())

    def draw(self, surface: pygame.Surface) -> None:
        self._drawn = True
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


def learn_label_now(label: str) -> str:
    """The Learn to play entry with how many guided games are finished, as the progress file
    says through its model."""
    from game.store.tutorial_progress import TutorialProgress
    from game.tutorials.catalogue import TUTORIALS

    progress = TutorialProgress()
    done = sum(progress.reached(t.tutorial_id).finished for t in TUTORIALS)
    return learn_label(label, done, len(TUTORIALS))
