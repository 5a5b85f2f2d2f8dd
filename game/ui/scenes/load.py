"""The Load screen: your saves (autosaves and named saves), then the example games.

Long because one screen holds the list, its pages, each row's actions (Load, Load backup,
Replay, Delete with its confirmation) and the off-frame reading; the rows' text fitting
already stands apart in load_rows.py.

Each save shows its name, game, seats, progress, date and the scores every seat may see,
with Load and Delete (Delete asks first). A file that cannot be loaded is listed with the one
sentence that says why, is never changed, and offers "Load backup" when its backup loads. A
long list is paged (Prev / Next), never scrolled.

Nothing here reads the save folder on the frame thread: the quick check of each file (its
format only) and then the full check (each game replayed) run on a thread, and the list is
redrawn when each is done; meanwhile the screen says it is reading.
"""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass
from datetime import datetime

import pygame
import pygame_gui

from game.store.safe_text import one_line
from game.store.saves import SaveEntry, SaveError
from game.store.saves_format import SeatInfo
from game.ui.draw import palette
from game.ui.draw.palette import Colour
from game.ui.draw.text import render, render_paragraph, render_tracked, wrap
from game.ui.play.seats import COLOUR_NAMES, SHAPES, draw_mark, seat_colour
from game.ui.scenes.load_rows import cut as _cut
from game.ui.scenes.load_rows import seat_line_fit, title_line
from game.ui.shell.context import UiContext
from game.ui.shell.scene import GuiScene
from game.ui.widgets.backdrop import backdrop
from game.ui.widgets.panel import render_panel

log = logging.getLogger(__name__)

LIST = pygame.Rect(120, 108, 1040, 520)
ROW_H = 86
HEAD_H = 34
NOTE_H = 40
GAP = 8
BUTTON_W = 132
TEXT_W = LIST.width - 2 * BUTTON_W - 3 * 16 - 24

KIND_ACCENT: dict[str, Colour] = {
    "autosave": palette.OCHRE,
    "named": palette.RUST_BRIGHT,
    "example": palette.DUSTY_ROSE,
}
NO_SAVES = "No saves yet. A game is saved by itself after every move."
NO_EXAMPLES = "No example games came with this copy of Mars Table."
READING = "Reading your saves\u2026"


@dataclass(frozen=True)
class Item:
    """One line of the list: a section head, a note, or a save."""

    kind: str  # "head", "note" or "save"
    text: str = ""
    entry: SaveEntry | None = None

    @property
    def height(self) -> int:
        return {"head": HEAD_H, "note": NOTE_H}.get(self.kind, ROW_H)


def paginate(items: list[Item], height: int) -> list[list[Item]]:
    """Split the list into pages that fit ``height``; a page that continues a section starts
    with its head again ("... continued")."""
    pages: list[list[Item]] = []
    page: list[Item] = []
    used = 0
    head: Item | None = None
    for item in items:
        if item.kind == "head":
            head = item
            # A head never ends a page: start a new one if the head and one row do not fit.
            if page and used + HEAD_H + GAP + ROW_H > height:
                pages.append(page)
                page, used = [], 0
        elif used + item.height > height and page:
            pages.append(page)
            page, used = [], 0
            if head is not None:
                more = Item("head", f"{head.text} (continued)")
                page.append(more)
                used += more.height + GAP
        page.append(item)
        used += item.height + GAP
    if page:
        pages.append(page)
    return pages or [[]]


def when(moment: datetime | None) -> str:
    """'22 Nov 2026, 09:14' in the computer's own time zone."""
    if moment is None:
        return ""
    local = moment.astimezone()
    return f"{local.day} {local:%b %Y, %H:%M}"


def seat_rgb(seat: SeatInfo, index: int, palette: str) -> Colour:
    """A seat's colour from its save: one of ours by name, a '#rrggbb', else by its place."""
    if seat.colour in COLOUR_NAMES:
        return seat_colour(COLOUR_NAMES.index(seat.colour), palette)
    text = seat.colour.lstrip("#")
    if palette == "standard" and len(text) == 6:
        try:
            return (int(text[0:2], 16), int(text[2:4], 16), int(text[4:6], 16))
        except ValueError:
            pass
    return seat_colour(index, palette)


def progress_text(entry: SaveEntry) -> str:
    """'turn 34 · scores hidden until the end' / 'finished · scores 20, 14, 9'."""
    parts = []
    if entry.over:
        parts.append("finished")
    elif entry.progress:
        parts.append(entry.progress)
    if entry.scores is not None:
        scores = ", ".join(str(s) for s in entry.scores)
        parts.append(f"scores {scores}")
    elif entry.players:
        parts.append("scores hidden until the end")
    return "  \u00b7  ".join(parts)


class LoadScene(GuiScene):
    """Opaque: the title is behind it. Esc or Back returns."""

    def __init__(self, ctx: UiContext) -> None:
        super().__init__(ctx)
        self.saves: list[SaveEntry] = []
        self.examples: list[SaveEntry] = []
        self.pages: list[list[Item]] = [[]]
        self.page = 0
        self.message = ""
        self.message_is_error = False
        self.checking = False
        self.read = False  # the folder has been read at least once
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.row_buttons: dict[pygame_gui.elements.UIButton, tuple[str, SaveEntry]] = {}
        self.row_rects: list[tuple[pygame.Rect, Item]] = []
        self._static: pygame.Surface | None = None
        self._layer: pygame.Surface | None = None
        self._generation = 0
        # (generation, saves, examples, whether the full check is done), from the thread
        self._checked: tuple[int, list[SaveEntry], list[SaveEntry], bool] | None = None
        self._lock = threading.Lock()

    # --- the entries ------------------------------------------------------------------------
    def refresh(self) -> None:
        """Read the folder again, off the frame thread: the quick check, then the full one."""
        saves = self.ctx.saves
        if saves is None:
            self.saves, self.examples = [], []
            self.checking = False
            self._paginate()
            return
        self._generation += 1
        self.checking = True
        self._layer = None
        generation = self._generation
        thread = threading.Thread(
            target=self._check, args=(generation,), name="load-check", daemon=True
        )
        thread.start()

    def _check(self, generation: int) -> None:
        assert self.ctx.saves is not None
        saves = self.ctx.saves
        store = saves.store
        try:
            saves.flush()  # an autosave under way is the newest state of its game
            quick = (generation, store.list(verify=False), store.examples(verify=False), False)
            with self._lock:
                self._checked = quick
            found = (generation, store.list(), store.examples(), True)
        except Exception:
            log.exception("Checking the saves failed")
            found = (generation, self.saves, self.examples, True)
        with self._lock:
            self._checked = found

    def wait_checked(self, timeout: float = 20.0) -> None:
        """Wait for the full check and show it (for tests and screenshots)."""
        end = pygame.time.get_ticks() + int(timeout * 1000)
        while self.checking and pygame.time.get_ticks() < end:
            self.update(0.0)
            if self.checking:
                pygame.time.wait(5)

    def items(self) -> list[Item]:
        if not self.read and self.ctx.saves is not None:
            return [Item("head", "YOUR SAVES"), Item("note", READING)]
        out = [Item("head", "YOUR SAVES")]
        out += [Item("save", entry=e) for e in self.saves] or [Item("note", NO_SAVES)]
        out.append(Item("head", "EXAMPLE GAMES"))
        out += [Item("save", entry=e) for e in self.examples] or [Item("note", NO_EXAMPLES)]
        return out

    def _paginate(self) -> None:
        self.pages = paginate(self.items(), LIST.height)
        self.page = max(0, min(self.page, len(self.pages) - 1))
        if self._ui is not None:
            self._build_page()

    # --- building ---------------------------------------------------------------------------
    def enter(self) -> None:
        self._static = self._render_static()
        super().enter()
        self.refresh()

    def key_hints(self) -> list[tuple[str, str]]:
        return [("back", "back")]

    def key_hints_place(self) -> tuple[str, tuple[int, int]]:
        w, h = self.ctx.size
        return "midright", (w - 28, h - 48)

    def build_ui(self) -> None:
        w, h = self.ctx.size
        self._button("back", pygame.Rect(48, h - 74, 180, 50), "Back", "@menu_button")
        cx = w // 2
        self._button("prev", pygame.Rect(cx - 190, h - 70, 110, 42), "\u2039 Prev")
        self._button("next", pygame.Rect(cx + 80, h - 70, 110, 42), "Next \u203a")
        self._build_page()

    def _button(
        self, name: str, rect: pygame.Rect, text: str, cls: str = "@small_button"
    ) -> pygame_gui.elements.UIButton:
        button = self.add_button(rect, text, cls, f"#{name}")
        self.buttons[name] = button
        return button

    def _build_page(self) -> None:
        from game.ui.play.resume import no_table_sentence

        for button in self.row_buttons:
            button.kill()
        self.row_buttons = {}
        self.row_rects = []
        y = LIST.top
        for item in self.pages[self.page]:
            rect = pygame.Rect(LIST.left, y, LIST.width, item.height)
            self.row_rects.append((rect, item))
            y += item.height + GAP
            entry = item.entry
            if entry is None:
                continue
            actions: list[tuple[str, str, str]] = []
            if entry.ok:
                actions.append(("load", "Load", "@primary_button"))
            elif entry.backup_ok:
                actions.append(("backup", "Load backup", "@primary_button"))
            if entry.ok and no_table_sentence(entry.game) is None:
                actions.append(("replay", "Replay", "@small_button"))
            if entry.kind != "example":
                actions.append(("delete", "Delete", "@small_button"))
            right = rect.right - 16
            # Replay and Delete share one column, one above the other, when both are there.
            stacked = {"replay", "delete"} <= {name for name, _, _ in actions}
            for name, label, cls in reversed(actions):
                brect = pygame.Rect(0, 0, BUTTON_W, 40)
                brect.midright = (right, rect.centery)
                if stacked and name in ("replay", "delete"):
                    brect.height = (rect.height - 20) // 2
                    brect.top = rect.top + 8 if name == "replay" else rect.centery + 2
                    if name == "replay":
                        right = brect.left - 16
                else:
                    right = brect.left - 16
                button = self.add_button(brect, label, cls, f"#{name}")
                if name == "load" and no_table_sentence(entry.game) is not None:
                    button.disable()
                self.row_buttons[button] = (name, entry)
        prev, nxt = self.buttons["prev"], self.buttons["next"]
        prev.enable() if self.page > 0 else prev.disable()
        nxt.enable() if self.page < len(self.pages) - 1 else nxt.disable()
        self._layer = None

    def _render_static(self) -> pygame.Surface:
        size = self.ctx.size
        surface = backdrop(self.ctx, size)
        shade = pygame.Surface(size, pygame.SRCALPHA)
        shade.fill((*palette.SPACE_DEEP, 140))
        surface.blit(shade, (0, 0))
        title = render(self.ctx.fonts.get(30, bold=True), "Load a game", palette.SAND)
        surface.blit(title, title.get_rect(midtop=(size[0] // 2, 30)))
        return surface.convert() if pygame.display.get_surface() else surface

    def _render_layer(self) -> pygame.Surface:
        """The page's rows, the message and the page number (rebuilt when they change)."""
        from game.ui.play.resume import no_table_sentence

        w, h = self.ctx.size
        fonts = self.ctx.fonts
        layer = pygame.Surface((w, h), pygame.SRCALPHA)
        if self.message:
            colour = palette.LIMB if self.message_is_error else palette.SAND_DIM
            font = fonts.get(14, bold=True)
            for i, line in enumerate(wrap(font, self.message, 1000)[:2]):
                text = render(font, line, colour)
                layer.blit(text, text.get_rect(midtop=(w // 2, 74 + i * 18)))
        elif self.checking:
            note = render(fonts.get(13), "Checking every save\u2026", palette.SAND_DIM)
            layer.blit(note, note.get_rect(midtop=(w // 2, 76)))
        for rect, item in self.row_rects:
            if item.kind == "head":
                label = render_tracked(fonts.get(13, bold=True), item.text, palette.OCHRE, 4)
                layer.blit(label, label.get_rect(midleft=(rect.left + 4, rect.centery + 4)))
            elif item.kind == "note":
                text = render(fonts.get(15), item.text, palette.SAND_DIM)
                layer.blit(text, text.get_rect(midleft=(rect.left + 24, rect.centery)))
            elif item.entry is not None:
                self._draw_row(layer, rect, item.entry, no_table_sentence(item.entry.game))
        pages = len(self.pages)
        text = render(fonts.get(14), f"Page {self.page + 1} of {pages}", palette.SAND_DIM)
        layer.blit(text, text.get_rect(center=(w // 2, h - 49)))
        return layer

    def _draw_row(
        self, layer: pygame.Surface, rect: pygame.Rect, entry: SaveEntry, no_table: str | None
    ) -> None:
        fonts = self.ctx.fonts
        accent = KIND_ACCENT[entry.kind] if entry.ok else palette.LIMB
        layer.blit(render_panel(rect.size, accent=accent, fill_alpha=225), rect)
        x, top = rect.left + 24, rect.top
        title = entry.title
        if not entry.ok and entry.kind == "autosave":
            title = "Autosave"
        bold = fonts.get(18, bold=True)
        if not entry.ok:
            self._draw_problem_row(layer, x, top, title, entry)
            return
        date = render(fonts.get(13), when(entry.saved_at), palette.SAND_DIM)
        layer.blit(date, date.get_rect(topright=(x + TEXT_W, top + 14)))
        room = TEXT_W - date.get_width() - 24
        shown, tail = title_line(bold, fonts.get(15), title, entry.game_title, room)
        name = render(bold, shown, palette.SAND)
        layer.blit(name, (x, top + 10))
        if tail:
            game = render(fonts.get(15), tail, palette.SAND_DIM)
            layer.blit(game, (x + name.get_width() + 12, top + 13))
        # The seats: mark, name, and who plays it.
        sx = x
        chosen = self.ctx.settings.palette
        small = fonts.get(14)
        names, show_kind = seat_line_fit(small, fonts.get(12), entry.seats, TEXT_W)
        for i, seat in enumerate(entry.seats):
            draw_mark(layer, SHAPES[i % 4], seat_rgb(seat, i, chosen), (sx + 7, top + 47), 6)
            label = render(small, names[i], palette.SAND)
            layer.blit(label, (sx + 18, top + 38))
            sx += 18 + label.get_width()
            if seat.kind == "bot" and show_kind:
                who = render(fonts.get(12), "computer", palette.MUTED)
                layer.blit(who, (sx + 5, top + 40))
                sx += 5 + who.get_width()
            sx += 22
        line = progress_text(entry)
        if no_table is not None:
            line = no_table
        colour = palette.LIMB if no_table is not None else palette.SAND_DIM
        layer.blit(render(fonts.get(13), line, colour), (x, top + 62))

    def _draw_problem_row(
        self, layer: pygame.Surface, x: int, top: int, title: str, entry: SaveEntry
    ) -> None:
        """A file that cannot be loaded: its name, the tag, the file name and date on the
        right, and the sentence why. The name gives way first, then the file name, so the
        three never overlap."""
        fonts = self.ctx.fonts
        bold, small = fonts.get(18, bold=True), fonts.get(13)
        tag = render(fonts.get(13, bold=True), "CANNOT BE LOADED", palette.LIMB)
        stamp = when(entry.saved_at)
        # The file's name, unless the row's name already is it.
        shown_file = entry.file_name if title != entry.file_name.removesuffix(".json") else ""
        tail = f"  \u00b7  {stamp}" if stamp and shown_file else stamp
        file_room = min(small.size(shown_file)[0], 220)
        title_room = TEXT_W - 12 - tag.get_width() - 24 - file_room - small.size(tail)[0]
        name = render(bold, _cut(bold, title, max(60, min(420, title_room))), palette.SAND)
        layer.blit(name, (x, top + 10))
        tail_x = x + name.get_width() + 12
        layer.blit(tag, (tail_x, top + 15))
        room = x + TEXT_W - (tail_x + tag.get_width() + 24) - small.size(tail)[0]
        text = (_cut(small, shown_file, max(40, room)) if shown_file else "") + tail
        date = render(small, text, palette.SAND_DIM)
        layer.blit(date, date.get_rect(topright=(x + TEXT_W, top + 14)))
        problem = entry.problem or ""
        if entry.backup_ok:
            problem += " Its backup loads."
        why = render_paragraph(fonts.get(14), problem, palette.SAND_DIM, TEXT_W, 1.15, 2)
        layer.blit(why, (x, top + 40))

    # --- what the buttons do ---------------------------------------------------------------
    def say(self, text: str, error: bool = False) -> None:
        self.message = text
        self.message_is_error = error
        self._layer = None

    def load(self, entry: SaveEntry, use_backup: bool = False) -> None:
        from game.ui.play.resume import open_saved_game

        try:
            table = open_saved_game(self.ctx, entry.path, use_backup=use_backup)
        except SaveError as error:
            self.say(error.sentence, error=True)
            return
        self.stack.replace(table)

    def replay(self, entry: SaveEntry) -> None:
        """Watch the saved game again (the Load screen stays under the replay)."""
        from game.ui.replay.opening import replay_save

        try:
            self.stack.push(replay_save(self.ctx, entry.path))
        except SaveError as error:
            self.say(error.sentence, error=True)

    def ask_delete(self, entry: SaveEntry) -> None:
        from game.ui.scenes.dialog import ConfirmDialog

        what = entry.describe() if entry.ok else "A save that cannot be loaded"
        saved = when(entry.saved_at)
        detail = f"{what}{', saved ' + saved if saved else ''}. "
        detail += "The file and its backup are removed. This cannot be undone."
        self.stack.push(
            ConfirmDialog(
                self.ctx,
                "Delete a save",
                f"Delete \u201c{entry.title}\u201d?",
                detail,
                "Delete",
                lambda: self.delete(entry),
                "Keep it",
            )
        )

    def delete(self, entry: SaveEntry) -> None:
        saves = self.ctx.saves
        if saves is None:
            return
        try:
            saves.store.delete(entry.path)
        except SaveError as error:
            self.say(error.sentence, error=True)
            return
        log.info("Deleted the save %s", one_line(str(entry.path)))
        self.say(f"Deleted \u201c{entry.title}\u201d.")
        self.saves = [e for e in self.saves if e.path != entry.path]  # gone now, not later
        self._paginate()
        self.refresh()

    def turn_page(self, step: int) -> None:
        page = max(0, min(len(self.pages) - 1, self.page + step))
        if page != self.page:
            self.page = page
            self._build_page()

    # --- the frame --------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        with self._lock:
            checked, self._checked = self._checked, None
        if checked is not None and checked[0] == self._generation:
            self.saves, self.examples = checked[1], checked[2]
            self.checking = not checked[3]
            self.read = True
            self._paginate()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.stack.pop()
                return True
            if event.key in (pygame.K_PAGEDOWN, pygame.K_RIGHT):
                self.turn_page(1)
                return True
            if event.key in (pygame.K_PAGEUP, pygame.K_LEFT):
                self.turn_page(-1)
                return True
            return False
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return False
        element = event.ui_element
        if element in self.row_buttons:
            self.ctx.play_sound("click")
            name, entry = self.row_buttons[element]
            if name == "load":
                self.load(entry)
            elif name == "backup":
                self.load(entry, use_backup=True)
            elif name == "replay":
                self.replay(entry)
            elif name == "delete":
                self.ask_delete(entry)
            return True
        if element is self.buttons.get("back"):
            self.stack.pop()
        elif element is self.buttons.get("prev"):
            self.turn_page(-1)
        elif element is self.buttons.get("next"):
            self.turn_page(1)
        else:
            return False
        return True

    def draw(self, surface: pygame.Surface) -> None:
        if self._static is not None:
            surface.blit(self._static, (0, 0))
        if self._layer is None:
            self._layer = self._render_layer()
        surface.blit(self._layer, (0, 0))
