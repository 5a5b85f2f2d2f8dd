"""The on-screen keyboard: a text field typed with a game controller (or the mouse).

A on a focused text field opens it over the screen (a person's name on New game, the seed,
a save's name). The D-pad or stick moves over a grid of keys, A types the key in focus, X
erases a letter, Y switches capitals, Start or Done keeps the text, B cancels (the field
keeps what it had). A letter at the start of a word is a capital unless switched. A real
keyboard types into it too. The field's own limit and allowed characters hold here as well.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui

from game.ui.draw import palette
from game.ui.draw.text import render, render_tracked
from game.ui.shell import glyphs
from game.ui.shell.context import UiContext
from game.ui.shell.scene import GuiScene
from game.ui.widgets.panel import render_panel

LETTER_ROWS = ("ABCDEFGHIJ", "KLMNOPQRST", "UVWXYZ-'.&", "1234567890")
DIGIT_ROWS = ("12345", "67890")
#: The last row: what each wide key does, and its label (Space / Erase / Caps / Done).
CONTROLS = (("space", "Space"), ("erase", "Erase"), ("caps", "Caps"), ("done", "Done"))
KEY = 52  # a key's side
GAP = 8
CARD_PAD = 32
TEXT_H = 52  # the box showing the text typed
HEAD_H = 30


class LetterPicker(GuiScene):
    """An overlay that edits ``entry``'s text; ``done`` runs after it closed with the text
    kept (not after a cancel)."""

    overlay = True

    def __init__(
        self,
        ctx: UiContext,
        entry: pygame_gui.elements.UITextEntryLine,
        head: str = "",
        done: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(ctx)
        self.entry = entry
        self.done = done
        self.text = entry.get_text()
        self.limit = entry.length_limit
        self.digits_only = entry.allowed_characters is not None and all(
            c.isdigit() for c in entry.allowed_characters
        )
        self.head = head or ("Seed" if self.digits_only else "Name")
        self.caps = False  # switched: the opposite of the usual capital at a word's start
        rows = DIGIT_ROWS if self.digits_only else LETTER_ROWS
        self.rows: tuple[str, ...] = rows
        wide = max(len(r) for r in rows)
        width = max(wide * KEY + (wide - 1) * GAP, 4 * 120 + 3 * GAP) + 2 * CARD_PAD
        height = CARD_PAD + HEAD_H + TEXT_H + 18 + (len(rows) + 1) * (KEY + GAP) + 40 + CARD_PAD
        self.card = pygame.Rect(0, 0, width, height)
        self.card.center = (ctx.size[0] // 2, ctx.size[1] // 2)
        self.grid: list[list[pygame_gui.elements.UIButton]] = []
        self.keys: dict[pygame_gui.elements.UIButton, str] = {}  # button -> letter or control
        self._card: pygame.Surface | None = None
        self._shown: pygame.Surface | None = None

    # --- building --------------------------------------------------------------------------
    def build_ui(self) -> None:
        top = self.card.top + CARD_PAD + HEAD_H + TEXT_H + 18
        for r, row in enumerate(self.rows):
            width = len(row) * KEY + (len(row) - 1) * GAP
            left = self.card.centerx - width // 2
            line = []
            for c, letter in enumerate(row):
                rect = pygame.Rect(left + c * (KEY + GAP), top + r * (KEY + GAP), KEY, KEY)
                button = self.add_button(rect, letter, "@small_button", "#letter")
                self.keys[button] = letter
                line.append(button)
            self.grid.append(line)
        controls = [c for c in CONTROLS if not (self.digits_only and c[0] in ("space", "caps"))]
        wide = (self.card.width - 2 * CARD_PAD - (len(controls) - 1) * GAP) // len(controls)
        y = top + len(self.rows) * (KEY + GAP)
        line = []
        for i, (name, label) in enumerate(controls):
            rect = pygame.Rect(self.card.left + CARD_PAD + i * (wide + GAP), y, wide, KEY)
            cls = "@primary_button" if name == "done" else "@small_button"
            button = self.add_button(rect, label, cls, f"#{name}")
            self.keys[button] = name
            line.append(button)
        self.grid.append(line)
        self.focused_button = self.grid[0][0]
        self._relabel()

    def focusable_buttons(self) -> list[pygame_gui.core.UIElement]:
        return [b for line in self.grid for b in line]

    # --- typing ----------------------------------------------------------------------------
    def capital(self) -> bool:
        """The next letter is a capital: at a word's start, unless Caps is switched."""
        start = not self.text or self.text.endswith((" ", "-"))
        return start != self.caps

    def _relabel(self) -> None:
        upper = self.capital()
        for button, key in self.keys.items():
            if len(key) == 1 and key.isalpha():
                button.set_text(key if upper else key.lower())
        self._shown = None

    def type(self, key: str) -> None:
        """A key pressed: a letter or digit, or one of CONTROLS' names."""
        if key == "done":
            self.keep()
            return
        if key == "caps":
            self.caps = not self.caps
        elif key == "erase":
            self.text = self.text[:-1]
        else:
            letter = " " if key == "space" else key
            if letter.isalpha():
                letter = letter.upper() if self.capital() else letter.lower()
            self.add(letter)
        self._relabel()

    def add(self, letter: str) -> None:
        if self.limit is not None and len(self.text) >= self.limit:
            self.ctx.play_sound("error")
            return
        if self.digits_only and not letter.isdigit():
            return
        self.text += letter

    def keep(self) -> None:
        self.entry.set_text(self.text)
        self.stack.pop()
        if self.done is not None:
            self.done()

    def cancel(self) -> None:
        self.stack.pop()

    # --- input -----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            key = self.keys.get(event.ui_element)
            if key is not None:
                self.ctx.play_sound("click")
                self.type(key)
            return True
        if event.type != pygame.KEYDOWN:
            return True  # the screen below gets nothing while the keyboard is open
        pad = getattr(event, "pad", False)
        if event.key == pygame.K_ESCAPE:
            self.keep() if getattr(event, "start", False) else self.cancel()
            return True
        if pad and event.key == pygame.K_SPACE:  # X
            self.type("erase")
            return True
        if pad and event.key == pygame.K_h:  # Y
            self.type("caps")
            return True
        if pad:
            return False  # the D-pad and A: `navigate`
        if event.key == pygame.K_BACKSPACE:
            self.type("erase")
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.keep()
            return True
        letter = getattr(event, "unicode", "")
        if letter and letter.isprintable() and event.key not in _MOVES:
            self.add(letter)
            self._relabel()
            return True
        return False

    def navigate(self, event: pygame.event.Event) -> bool:
        """The arrows move over the grid as it is drawn (up and down keep the column)."""
        if event.type != pygame.KEYDOWN or event.key not in _MOVES:
            return super().navigate(event)
        row, col = self._where()
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = -1 if event.key == pygame.K_LEFT else 1
            line = self.grid[row]
            self.focused_button = line[(col + step) % len(line)]
            return True
        step = -1 if event.key == pygame.K_UP else 1
        x = self.grid[row][col].rect.centerx
        line = self.grid[(row + step) % len(self.grid)]
        self.focused_button = min(line, key=lambda b: abs(b.rect.centerx - x))
        return True

    def _where(self) -> tuple[int, int]:
        for r, line in enumerate(self.grid):
            if self.focused_button in line:
                return r, line.index(self.focused_button)
        return 0, 0

    def key_hints(self) -> list[tuple[str, str]]:
        if glyphs.device() != "pad":
            return [("done", "keeps"), ("back", "cancels")]
        capitals = [] if self.digits_only else [("case", "capitals")]
        return [
            ("type", "types"),
            ("erase", "erases"),
            *capitals,
            ("done", "keeps"),
            ("back", "cancels"),
        ]

    def key_hints_place(self) -> tuple[str, tuple[int, int]]:
        return "midbottom", (self.card.centerx, self.card.bottom - CARD_PAD + 8)

    # --- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(self.ctx.size, pygame.SRCALPHA)
        shade.fill((*palette.SPACE_DEEP, 190))
        surface.blit(shade, (0, 0))
        if self._card is None:
            card = render_panel(self.card.size, accent=palette.OCHRE, fill_alpha=248)
            fonts = self.ctx.fonts
            label = render_tracked(fonts.get(13, bold=True), self.head.upper(), palette.OCHRE, 4)
            card.blit(label, (CARD_PAD, CARD_PAD - 4))
            self._card = card
        surface.blit(self._card, self.card)
        box = pygame.Rect(
            self.card.left + CARD_PAD,
            self.card.top + CARD_PAD + HEAD_H,
            self.card.width - 2 * CARD_PAD,
            TEXT_H,
        )
        pygame.draw.rect(surface, palette.SPACE_DEEP, box, border_radius=8)
        pygame.draw.rect(surface, palette.SAND_DIM, box, 1, border_radius=8)
        if self._shown is None:
            font = self.ctx.fonts.get(24, bold=True)
            self._shown = render(font, self.text + "_", palette.SAND)
        clip = surface.get_clip()
        surface.set_clip(box.inflate(-16, 0))
        text = self._shown
        left = min(box.left + 14, box.right - 14 - text.get_width())  # the end stays in sight
        surface.blit(text, text.get_rect(midleft=(left, box.centery)))
        surface.set_clip(clip)


_MOVES = (pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT)
