"""Your history: pick a name (the people seen so far, most recent first), then their games,
wins and win rate per game and player count, their solo scores (best and median, with the
band each reached, and a chart over time) and their win rate against each computer strength.

The statistics are read on a thread when the screen opens (a long history takes a moment to
read); meanwhile the screen says it is reading. A damaged file was set aside by the store and
a fresh one started: its sentence shows at the bottom; statistics from a newer Mars Table are
left alone, and the screen says so. Tab / arrows / Enter pick a name
or a button, Esc goes back.
"""

from __future__ import annotations

import pygame
import pygame_gui

from game.games import GAMES
from game.store.stats import Loaded, StatsStore
from game.store.stats_figures import Profile, Tally, names, profile
from game.store.stats_format import StatsFile
from game.ui.draw import palette
from game.ui.draw.text import render_paragraph
from game.ui.scenes.off_frame import OffFrame
from game.ui.scenes.stats_charts import Sheet, draw_solo_chart, draw_strength_chart, fit, percent
from game.ui.shell.context import UiContext
from game.ui.shell.scene import GuiScene
from game.ui.widgets.backdrop import backdrop

EMPTY = "No finished games yet. Play a game to its end and your history starts here."
READING = "Reading your history\u2026"
UNREADABLE = "Your statistics could not be read."
MARGIN = 40
NAMES_W = 250
NAME_H = 40
NAME_GAP = 8
TOP = 140
FOOT = 84  # below the panels: the notice and the Back button
BACK_SIZE = (200, 44)
ROW_H = 22
NAME_FONT = 14  # the theme's @small_button font
NAME_PAD = 10


def game_title(game_id: str) -> str:
    return next((g.title for g in GAMES if g.game_id == game_id), game_id)


def players_text(players: int) -> str:
    return "Solo" if players == 1 else f"{players} players"


class StatsScene(GuiScene):
    """The Profiles/Statistics screen."""

    def __init__(self, ctx: UiContext, store: StatsStore | None = None) -> None:
        super().__init__(ctx)
        if store is None:
            store = ctx.saves.stats if ctx.saves is not None else StatsStore()
        self.store = store
        self.loaded = Loaded(StatsFile())  # read in enter()
        self.names: list[str] = []
        self.reading: OffFrame[tuple[Loaded, list[str]]] = OffFrame(
            self._read, (Loaded(StatsFile(), UNREADABLE), []), "stats"
        )
        self.ready = False
        self.chosen = 0
        self.page = 0
        self.name_buttons: dict[pygame_gui.elements.UIButton, int] = {}
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.texts: list[tuple[str, pygame.Rect]] = []
        self._static: pygame.Surface | None = None

    # --- layout ---------------------------------------------------------------------------
    def bottom(self) -> int:
        return self.ctx.size[1] - FOOT

    def names_rect(self) -> pygame.Rect:
        return pygame.Rect(MARGIN, TOP, NAMES_W, self.bottom() - TOP)

    def right_rect(self) -> pygame.Rect:
        x = MARGIN + NAMES_W + 20
        return pygame.Rect(x, TOP, self.ctx.size[0] - MARGIN - x, self.bottom() - TOP)

    def per_page(self) -> int:
        room = self.names_rect().height - 50 - (NAME_H + 16)  # head, and the paging row
        return max(1, (room + NAME_GAP) // (NAME_H + NAME_GAP))

    def back_rect(self) -> pygame.Rect:
        rect = pygame.Rect((0, 0), BACK_SIZE)
        rect.bottomright = (self.ctx.size[0] - MARGIN, self.ctx.size[1] - 20)
        return rect

    # --- life -----------------------------------------------------------------------------
    def enter(self) -> None:
        self.ready = False
        self.reading.start()
        self._static = self._render()
        super().enter()

    def _read(self) -> tuple[Loaded, list[str]]:
        """Off the frame: the statistics, and the names in them."""
        loaded = self.store.load()
        return loaded, names(loaded.stats.records)

    def update(self, dt: float) -> None:
        found, answer = self.reading.poll()
        if found and answer is not None:
            self.loaded, self.names = answer
            self.chosen = self.page = 0
            self.ready = True
            self.rebuild()

    def wait_read(self, timeout: float = 20.0) -> None:
        """Wait for the statistics and show them (tests and screenshots)."""
        self.reading.wait(timeout)
        self.update(0.0)

    def build_ui(self) -> None:
        self.name_buttons = {}
        self.buttons = {"back": self.add_button(self.back_rect(), "Back", "@menu_button", "#back")}
        area = self.names_rect()
        first = self.page * self.per_page()
        shown = self.names[first : first + self.per_page()]
        for row, name in enumerate(shown):
            rect = pygame.Rect(
                area.x + 16, area.y + 50 + row * (NAME_H + NAME_GAP), area.width - 32, NAME_H
            )
            label = fit(self.ctx.fonts.get(NAME_FONT, bold=True), name, rect.width - 2 * NAME_PAD)
            button = self.add_button(rect, label, "@small_button", "#name")
            if first + row == self.chosen:
                button.select()
            self.name_buttons[button] = first + row
        if len(self.names) > self.per_page():
            half = (area.width - 40) // 2
            y = area.bottom - NAME_H - 16
            newer = self.add_button(
                pygame.Rect(area.x + 16, y, half, NAME_H), "Newer", "@small_button", "#newer"
            )
            older = self.add_button(
                pygame.Rect(area.right - 16 - half, y, half, NAME_H),
                "Older",
                "@small_button",
                "#older",
            )
            if self.page == 0:
                newer.disable()
            if first + self.per_page() >= len(self.names):
                older.disable()
            self.buttons.update(newer=newer, older=older)

    def rebuild(self) -> None:
        self._static = self._render()
        if self._ui is not None:
            self._ui.kill()
        focused = self.focused_button
        super().enter()
        self.focused_button = None
        if focused is not None:  # keep the keyboard's place: the same name or button
            for button in self.focusable_buttons():
                same = getattr(button, "text", None) == getattr(focused, "text", None)
                if same and button.rect == focused.rect:
                    self.focused_button = button

    def choose(self, index: int) -> None:
        self.chosen = index
        self.rebuild()

    def turn_page(self, step: int) -> None:
        pages = max(1, -(-len(self.names) // self.per_page()))
        self.page = min(max(0, self.page + step), pages - 1)
        self.rebuild()

    def key_hints(self) -> list[tuple[str, str]]:
        return [("pick", "moves"), ("take", "chooses"), ("back", "back")]

    def key_hints_place(self) -> tuple[str, tuple[int, int]]:
        back = self.back_rect()  # beside the Back button, never under it
        return "midright", (back.left - 24, back.centery)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.stack.pop()
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            element = event.ui_element
            if element in self.name_buttons:
                self.ctx.play_sound("click")
                self.choose(self.name_buttons[element])
                return True
            if element is self.buttons.get("back"):
                self.stack.pop()
                return True
            if element is self.buttons.get("newer"):
                self.turn_page(-1)
                return True
            if element is self.buttons.get("older"):
                self.turn_page(1)
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if self._static is not None:
            surface.blit(self._static, (0, 0))

    # --- drawing --------------------------------------------------------------------------
    def profile(self) -> Profile | None:
        if not self.names:
            return None
        return profile(self.loaded.stats.records, self.names[self.chosen])

    def _render(self) -> pygame.Surface:
        size = self.ctx.size
        surface = backdrop(self.ctx, size)
        shade = pygame.Surface(size, pygame.SRCALPHA)
        shade.fill((*palette.SPACE_DEEP, 110))
        surface.blit(shade, (0, 0))
        sheet = Sheet(surface, self.ctx.fonts)
        wide = size[0] - 2 * MARGIN
        sheet.head("YOUR HISTORY", (MARGIN, 24))
        person = self.profile()
        if person is None:
            sheet.text("Your history", 36, palette.SAND, wide, bold=True, topleft=(MARGIN, 46))
            sentence = (self.loaded.problem or EMPTY) if self.ready else READING
            sheet.text(sentence, 17, palette.SAND_DIM, wide, center=(size[0] // 2, size[1] // 2))
        else:
            sheet.text(person.name, 36, palette.SAND, wide, bold=True, topleft=(MARGIN, 46))
            total = person.total
            games = "1 game" if total.games == 1 else f"{total.games} games"
            summary = f"{games} \u00b7 {total.wins} won \u00b7 {percent(total)}"
            sheet.text(summary, 16, palette.SAND_DIM, wide, topleft=(MARGIN, 98))
            sheet.panel(self.names_rect(), "PLAYERS")
            self._draw_person(sheet, person)
        self._draw_notice(sheet)
        self.texts = sheet.texts
        return surface

    def _draw_notice(self, sheet: Sheet) -> None:
        notice = self.loaded.stats.notice
        if self.loaded.problem and self.names:
            notice = self.loaded.problem
        if not notice:
            return
        width = self.back_rect().left - 2 * MARGIN
        picture = render_paragraph(
            self.ctx.fonts.get(14, bold=True), notice, palette.LIMB, width, max_lines=2
        )
        rect = picture.get_rect(topleft=(MARGIN, self.bottom() + 14))
        sheet.surface.blit(picture, rect)
        sheet.texts.append((notice, rect))

    def _draw_person(self, sheet: Sheet, person: Profile) -> None:
        area = self.right_rect()
        table = pygame.Rect(area.x, area.y, area.width, min(220, area.height * 2 // 5))
        self._draw_table(sheet, table, person.by_table)
        charts_y = table.bottom + 16
        half = (area.width - 16) // 2
        solo_rect = pygame.Rect(area.x, charts_y, half, area.bottom - charts_y)
        bots_rect = pygame.Rect(area.right - half, charts_y, half, area.bottom - charts_y)
        # Only TM Dice has a solo game today; with more, the one played most alone shows.
        solo = max(person.solo.values(), key=lambda s: len(s.games), default=None)
        draw_solo_chart(sheet, solo_rect, solo)
        draw_strength_chart(sheet, bots_rect, person.against)

    def _draw_table(
        self, sheet: Sheet, rect: pygame.Rect, by_table: dict[tuple[str, int], Tally]
    ) -> None:
        """Games, wins and win rate: one column per game, one row per player count."""
        sheet.panel(rect, "GAMES AND WINS")
        games = sorted({game for game, _ in by_table}, key=game_title)
        columns = max(3, len(games))
        col_w = (rect.width - 40) // columns
        for c, game in enumerate(games):
            x = rect.x + 20 + c * col_w
            y = rect.y + 42
            sheet.text(game_title(game), 14, palette.SAND, col_w - 16, bold=True, topleft=(x, y))
            y += 24
            cells = ((0, "players", 84), (1, "games", 50), (2, "wins", 44), (3, "rate", 46))
            places = []
            cx = x
            for _, word, width in cells:
                places.append((cx, width))
                sheet.text(word, 11, palette.SAND_DIM, width - 4, topleft=(cx, y))
                cx += width
            y += 18
            rows = [(n, t) for (g, n), t in by_table.items() if g == game]
            room = (rect.bottom - 10 - y) // ROW_H
            for n, tally in rows[:room]:
                values = (players_text(n), str(tally.games), str(tally.wins), percent(tally))
                for (px, width), value in zip(places, values, strict=True):
                    sheet.text(value, 14, palette.SAND_DIM, width - 4, topleft=(px, y))
                y += ROW_H
