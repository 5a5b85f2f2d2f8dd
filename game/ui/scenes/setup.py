"""New game: choose the game, the seats (person or computer with a strength, name, colour,
and a game's own per-seat pick such as the cockroach hunt's hero, with its sentence), the
game's options and variants (each with its sentence), and an optional seed; then Start.

The screen opens on the last game started, with its seats and options (kept in the settings);
what no longer fits the game as it is now (a player count, an option, a strength) is dropped.
The computer is offered by strength (Easy, Normal, Hard), never by bot id.

Long because one form holds the game list, its options, the seed and every seat's row with
its widgets; the choices as data and their memory already stand apart (setup_choices.py), and
splitting the rows' widgets from the form that reads them would only pass its state around."""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import partial
from typing import Any

import pygame
import pygame_gui

from game.ai.strengths import STRENGTHS
from game.games import GameDescriptor
from game.store.settings import save_settings
from game.ui import screens
from game.ui.draw import palette
from game.ui.draw.text import (
    at_most,
    fitting_scale,
    render,
    render_paragraph,
    render_tracked,
    wrap,
)
from game.ui.play.seats import (
    COLOUR_NAMES,
    DEFAULT_NAMES,
    SHAPES,
    MatchSpec,
    SeatSpec,
    colour_name,
    default_names_in_order,
    default_seats,
    draw_mark,
    seat_colour,
)
from game.ui.play.session import GameSession
from game.ui.play.tables import has_table, open_table, players_text
from game.ui.scenes.setup_choices import (
    NAME_LIMIT,
    kind_text,
    person_kinds,
    person_value,
    remember,
    remembered,
    seat_choice_option,
    seat_choice_problem,
    strength_of,
)
from game.ui.shell.context import UiContext
from game.ui.shell.scene import GuiScene, fit_to_box
from game.ui.widgets.backdrop import backdrop
from game.ui.widgets.panel import render_panel

LEFT = pygame.Rect(48, 96, 520, 520)
RIGHT = pygame.Rect(596, 96, 636, 520)
ROW_H = 64
ROWS_TOP = 88  # relative to RIGHT
# A game with a per-seat pick gives each seat a second line: the pick, and its sentence.
PICK_ROW_H = 100
PICK_TOP = 42  # the second line, relative to its row
PICK_W = 214
PICK_TEXT_X = 282  # relative to RIGHT: the pick's sentence, up to PICK_LINES lines
PICK_TEXT_W = RIGHT.width - 20 - PICK_TEXT_X
PICK_LINES = 4
HINT_TOP = RIGHT.height - 28  # the seats' hint or error line, relative to RIGHT
HINT = "Click a colour to change it. Each seat keeps its own shape."
GAME_STEP = 38  # game buttons, one under another from LEFT.y + 46
GAME_H = 32
# Three games, their blurb, then the options above the seed (relative to LEFT), each with
# its sentence under it, in two columns when one would not fit.
OPTIONS_TOP = 224
OPTION_BUTTON_H = 26
OPTION_GAP = 6  # between one option's sentence and the next option
COLUMN_GAP = 16  # between the two columns of options when one column would not fit
HELP_SIZE = 12  # an option's sentence: this size in one column, one smaller in two
SEED_TOP = 444  # relative to LEFT: the seed's heading, then its entry with a note beside it
SEED_NOTE = "The same seed deals the same game; empty is random."
log = logging.getLogger(__name__)


@dataclass(frozen=True)
class OptionCell:
    """One option on the screen (relative to LEFT): its label, its button, its sentence."""

    label: pygame.Surface
    label_at: tuple[int, int]  # the label's mid-left
    button: pygame.Rect
    sentence: pygame.Surface
    help_at: pygame.Rect

    @property
    def bottom(self) -> int:
        return max(self.button.bottom, self.help_at.bottom)


class SetupScene(GuiScene):
    def __init__(self, ctx: UiContext, games: Iterable[GameDescriptor]) -> None:
        super().__init__(ctx)
        if ctx.pads is not None:
            ctx.pads.claims.clear()  # each new game's people claim their controllers
            ctx.pads.wanted.clear()
        self.games = tuple(g for g in games if has_table(g.game_id))
        self.game = self.games[0] if self.games else None
        low = self.game.players[0] if self.game else 2
        self.seats: list[SeatSpec] = default_seats(max(2, low), humans=1)
        self.options: dict[str, Any] = {}
        last = remembered(ctx.settings.last_game, self.games)
        if last is not None:
            self.game, self.seats, self.options = last
        self.error = ""
        self.game_buttons: dict[pygame_gui.elements.UIButton, GameDescriptor] = {}
        self.rows: list[dict[str, Any]] = []
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.seed_entry: pygame_gui.elements.UITextEntryLine | None = None
        self.option_buttons: list[pygame_gui.elements.UIButton] = []
        self._static: pygame.Surface | None = None
        self._seat_layer: pygame.Surface | None = None

    # --- building ----------------------------------------------------------------------
    def enter(self) -> None:
        self._static = self._render_static()
        super().enter()

    def claimed(self) -> dict[int, int]:
        """People's seats with a controller: seat index -> its number for people."""
        pads = self.ctx.pads
        return {} if pads is None else pads.people_claims([s.human for s in self.seats])

    def _button(self, name: str, rect: pygame.Rect, text: str, cls: str = "@small_button") -> Any:
        button = self.add_button(rect, text, cls, f"#{name}")
        self.buttons[name] = button
        return button

    def build_ui(self) -> None:
        y = LEFT.y + 46
        for game in self.games:
            rect = pygame.Rect(LEFT.x + 20, y, LEFT.width - 40, GAME_H)
            label = f"{game.title}  \u00b7  {players_text(game.players)}"
            # At a larger text size a title with no room for its players goes alone (the
            # button's font is the theme's, our own font at the same size).
            if self.ctx.fonts.get(14, bold=True).size(label)[0] + 28 > rect.width:
                label = game.title
            button = self._button(f"game_{game.game_id}", rect, label, "@action_button")
            self.game_buttons[button] = game
            y += GAME_STEP
        self.seed_entry = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(LEFT.x + 20, LEFT.y + SEED_TOP + 26, 200, 40),
            manager=self.ctx.manager,
            container=self.ui,
            placeholder_text="random",
        )
        self.seed_entry.set_allowed_characters("numbers")
        self.seed_entry.set_text_length_limit(9)
        self._button("fewer", pygame.Rect(RIGHT.right - 150, RIGHT.y + 12, 40, 36), "\u2212")
        self._button("more", pygame.Rect(RIGHT.right - 60, RIGHT.y + 12, 40, 36), "+")
        w, h = self.ctx.size
        self._button("back", pygame.Rect(48, h - 74, 180, 50), "Back", "@menu_button")
        self._button(
            "start", pygame.Rect(w - 48 - 260, h - 74, 260, 50), "Start game", "@primary_button"
        )
        self._build_rows()
        self._build_options()
        self._mark_game()

    def _build_rows(self) -> None:
        for old in self.rows:
            for element in old.values():
                if hasattr(element, "kill"):
                    element.kill()
        self.rows = []
        if self.game is None:
            return
        person = screens.person_choice(self.game.game_id)
        kinds: list[str | tuple[str, str]] = [
            *person_kinds(person),
            *(f"Computer \u00b7 {label}" for _, label in STRENGTHS),
        ]
        for i, seat in enumerate(self.seats):
            top = RIGHT.y + ROWS_TOP + i * self.row_h()
            colour = self.add_button(
                pygame.Rect(RIGHT.x + 56, top, 110, 40),
                colour_name(seat.colour, self.ctx.settings.palette),
                "@small_button",
                "#colour",
            )
            name = pygame_gui.elements.UITextEntryLine(
                pygame.Rect(RIGHT.x + 178, top, 200, 40),
                manager=self.ctx.manager,
                container=self.ui,
                initial_text=seat.name,
            )
            name.set_text_length_limit(NAME_LIMIT)
            current = kind_text(seat, person)
            kind = fit_to_box(partial(self._menu, kinds, current, (390, top, 226, 40)))
            row: dict[str, Any] = {"colour": colour, "name": name, "kind": kind}
            if self.game.seat_choice is not None:
                picks, pick = self.pick_options(seat), self._pick_option(seat)
                where = (56, top + PICK_TOP, PICK_W, 34)
                row["pick"] = fit_to_box(partial(self._menu, picks, pick, where))
            self.rows.append(row)
        self._seat_layer = None

    def _menu(
        self,
        options: list[str | tuple[str, str]],
        chosen: str | tuple[str, str],
        where: tuple[int, int, int, int],
        cls: str | None,
    ) -> pygame_gui.elements.UIDropDownMenu:
        """A list of the seats' part of the form (``where`` relative to RIGHT), theme class
        ``cls``."""
        x, y, w, h = where
        return pygame_gui.elements.UIDropDownMenu(
            options,
            chosen,
            pygame.Rect(RIGHT.x + x, y, w, h),
            manager=self.ctx.manager,
            container=self.ui,
            object_id=pygame_gui.core.ObjectID(class_id=cls),
        )

    def row_h(self) -> int:
        """A seat row's height: taller when the game has a per-seat pick (a second line)."""
        return PICK_ROW_H if self.game is not None and self.game.seat_choice else ROW_H

    def pick_options(self, seat: SeatSpec) -> list[str | tuple[str, str]]:
        """A seat's pick list: first "left to the table" in a person's or a computer's words,
        then every choice by name (the pick's id rides along as the option's object id)."""
        assert self.game is not None and self.game.seat_choice is not None
        choice = self.game.seat_choice
        open_text = choice.open_person if seat.human else choice.open_computer
        options: list[str | tuple[str, str]] = [(f"{choice.label}: {open_text}", "#pick_open")]
        for value, name, _ in choice.offered():
            options.append((f"{choice.label}: {name}", f"#pick_{value}"))
        return options

    def _pick_option(self, seat: SeatSpec) -> tuple[str, str]:
        options = self.pick_options(seat)
        wanted = f"#pick_{seat.hero}" if seat.hero else "#pick_open"
        found = next((o for o in options if isinstance(o, tuple) and o[1] == wanted), None)
        first = options[0]
        assert isinstance(first, tuple)
        return found or first

    def _game_options(self) -> tuple[Any, ...]:
        return self.game.options if self.game else ()

    def _build_options(self) -> None:
        for button in self.option_buttons:
            button.kill()
        self.option_buttons = []
        for option, cell in zip(self._game_options(), self.option_cells(), strict=True):
            value = self.options.setdefault(option.name, option.choices[0][0])
            text = next(t for v, t in option.choices if v == value)
            rect = cell.button.move(LEFT.topleft)
            choices = [t for _, t in option.choices]
            button = self.add_button(rect, text, "@small_button", "#option", choices)
            self.option_buttons.append(button)

    def option_cells(self) -> list[OptionCell]:
        """Where each option's label, button and sentence go (relative to LEFT): one column
        with the sentence under each option while they fit above the seed, else two columns
        of narrower sentences in smaller type; every sentence is shown whole. At a larger text
        size, the largest at which they fit (down to the standard size)."""
        options = self._game_options()

        def held(cells: list[OptionCell]) -> bool:
            return not cells or max(c.bottom for c in cells) <= SEED_TOP - 8

        with at_most(
            fitting_scale(lambda: held(self._cells(options, 1)) or held(self._cells(options, 2)))
        ):
            cells = self._cells(options, 1)
            if not held(cells):
                cells = self._cells(options, 2)
        return cells

    def _cells(self, options: tuple[Any, ...], columns: int) -> list[OptionCell]:
        fonts = self.ctx.fonts
        width = (LEFT.width - 40 - (columns - 1) * COLUMN_GAP) // columns
        help_font = fonts.get(HELP_SIZE - (columns - 1))
        label_font = fonts.get(15 if columns == 1 else 13)
        cells: list[OptionCell] = []
        top = OPTIONS_TOP
        for row in range(0, len(options), columns):
            tallest = 0
            for k, option in enumerate(options[row : row + columns]):
                x = 20 + k * (width + COLUMN_GAP)
                label = render(label_font, option.label, palette.SAND)
                button_w = min(200, width - label.get_width() - 12)
                button = pygame.Rect(x + width - button_w, top, button_w, OPTION_BUTTON_H)
                sentence = render_paragraph(
                    help_font, option.help, palette.SAND_DIM, width, line_spacing=1.1
                )
                help_at = pygame.Rect((x, top + OPTION_BUTTON_H + 3), sentence.get_size())
                cells.append(OptionCell(label, (x, button.centery), button, sentence, help_at))
                tallest = max(tallest, help_at.bottom - top)
            top += tallest + OPTION_GAP
        return cells

    def _cycle_option(self, index: int) -> None:
        option = self._game_options()[index]
        values = [v for v, _ in option.choices]
        now = self.options.get(option.name, values[0])
        nxt = values[(values.index(now) + 1) % len(values)] if now in values else values[0]
        self.options[option.name] = nxt
        self.option_buttons[index].set_text(dict(option.choices)[nxt])

    def _mark_game(self) -> None:
        for button, game in self.game_buttons.items():
            if game is self.game:
                button.select()
            else:
                button.unselect()
        if self.game is not None:
            low, high = self.game.players
            fewer, more = self.buttons["fewer"], self.buttons["more"]
            fewer.enable() if len(self.seats) > low else fewer.disable()
            more.enable() if len(self.seats) < high else more.disable()

    def _render_static(self) -> pygame.Surface:
        size = self.ctx.size
        surface = backdrop(self.ctx, size)
        shade = pygame.Surface(size, pygame.SRCALPHA)
        shade.fill((*palette.SPACE_DEEP, 120))
        surface.blit(shade, (0, 0))
        fonts = self.ctx.fonts
        title = render(fonts.get(30, bold=True), "New game", palette.SAND)
        surface.blit(title, title.get_rect(midtop=(size[0] // 2, 30)))
        for rect, head in ((LEFT, "GAME"), (RIGHT, "SEATS")):
            surface.blit(render_panel(rect.size, accent=None), rect)
            label = render_tracked(fonts.get(13, bold=True), head, palette.OCHRE, 4)
            surface.blit(label, (rect.x + 20, rect.y + 18))
        return surface.convert() if pygame.display.get_surface() else surface

    def _blurb(self) -> tuple[pygame.Surface, pygame.Rect]:
        """The chosen game's blurb and where it goes (relative to LEFT): between the game
        buttons and the options heading, in smaller type when two lines would not fit."""
        assert self.game is not None
        fonts = self.ctx.fonts
        top = 46 + GAME_STEP * len(self.games) + 2
        room = OPTIONS_TOP - 26 - 6 - top
        width = LEFT.width - 40
        text = self.game.blurb

        def whole() -> pygame.Surface | None:
            """The blurb at the first size whose lines fit, else None."""
            for size, spacing in ((15, 1.25), (14, 1.1), (13, 1.1), (12, 1.1)):
                blurb = render_paragraph(fonts.get(size), text, palette.SAND_DIM, width, spacing)
                if blurb.get_height() <= room:
                    return blurb
            return None

        # A larger text size where the blurb stays whole; else the standard size as ever.
        with at_most(fitting_scale(lambda: whole() is not None)):
            blurb = whole() or render_paragraph(
                fonts.get(12), text, palette.SAND_DIM, width, 1.1, max_lines=1
            )
        return blurb, blurb.get_rect(topleft=(20, top))

    def _render_left_text(self) -> pygame.Surface:
        surface = pygame.Surface(LEFT.size, pygame.SRCALPHA)
        fonts = self.ctx.fonts
        if self.game is None:
            surface.blit(
                render(fonts.get(15), "No game has a table yet.", palette.SAND_DIM), (20, 60)
            )
            return surface
        blurb, where = self._blurb()
        surface.blit(blurb, where)
        head = render_tracked(fonts.get(13, bold=True), "OPTIONS AND VARIANTS", palette.OCHRE, 3)
        surface.blit(head, (20, OPTIONS_TOP - 26))
        y = OPTIONS_TOP
        for cell in self.option_cells():
            surface.blit(cell.label, cell.label.get_rect(midleft=cell.label_at))
            surface.blit(cell.sentence, cell.help_at)
        if not self._game_options():
            note = f"{self.game.title} is played as written: it has no variants."
            surface.blit(
                render_paragraph(fonts.get(14), note, palette.SAND_DIM, LEFT.width - 40), (20, y)
            )
        room = LEFT.width - 40 - 200 - 16

        def seed_words() -> tuple[pygame.Surface, pygame.Surface, pygame.Rect]:
            head = render_tracked(fonts.get(13, bold=True), "SEED (OPTIONAL)", palette.OCHRE, 3)
            note = render_paragraph(fonts.get(13), SEED_NOTE, palette.SAND_DIM, room)
            return head, note, note.get_rect(midleft=(20 + 200 + 16, SEED_TOP + 46))

        def seed_fits() -> bool:
            head, _, at = seed_words()
            return at.top >= SEED_TOP + head.get_height() + 2 and at.bottom <= LEFT.height - 6

        with at_most(fitting_scale(seed_fits)):
            head, seed_note, at = seed_words()
        surface.blit(head, (20, SEED_TOP))
        surface.blit(seed_note, at)
        return surface

    def help_rects(self) -> list[pygame.Rect]:
        """Where each option's sentence is drawn (canvas coordinates), for the layout tests."""
        return [cell.help_at.move(LEFT.topleft) for cell in self.option_cells()]

    def label_rects(self) -> list[pygame.Rect]:
        """Where each option's label is drawn (canvas coordinates), for the layout tests."""
        return [
            cell.label.get_rect(midleft=cell.label_at).move(LEFT.topleft)
            for cell in self.option_cells()
        ]

    def _render_seats(self) -> pygame.Surface:
        surface = pygame.Surface(RIGHT.size, pygame.SRCALPHA)
        fonts = self.ctx.fonts
        count = render(fonts.get(18, bold=True), str(len(self.seats)), palette.SAND)
        surface.blit(count, count.get_rect(center=(RIGHT.width - 85, 30)))
        label = render(fonts.get(13), "players", palette.SAND_DIM)
        surface.blit(label, label.get_rect(midright=(RIGHT.width - 162, 30)))
        chosen = self.ctx.settings.palette
        for x, head in ((56, "COLOUR"), (178, "NAME"), (390, "PLAYED BY")):
            label = render_tracked(fonts.get(11, bold=True), head, palette.SAND_DIM, 2)
            surface.blit(label, (x + 4, ROWS_TOP - 22))
        for i, seat in enumerate(self.seats):
            top = ROWS_TOP + i * self.row_h()
            draw_mark(surface, SHAPES[i % 4], seat_colour(seat.colour, chosen), (30, top + 20), 12)
            sentence = self.pick_sentence(seat)
            if sentence:
                text = self._pick_text(sentence)
                surface.blit(text, (PICK_TEXT_X, top + PICK_TOP))
        if self.error:
            text = render(fonts.get(14, bold=True), self.error, palette.LIMB)
            surface.blit(text, (20, HINT_TOP))
        else:
            person = screens.person_choice(self.game.game_id) if self.game else None
            hint = person.hint if person else HINT
            text = self.hint_text(hint)
            surface.blit(text, (20, HINT_TOP if text.get_height() < 20 else HINT_TOP - 2))
        return surface

    def hint_text(self, hint: str) -> pygame.Surface:
        """The seats' hint: one line, or two in smaller type (a person's standing choice
        explained in full), under the last seat."""
        width = RIGHT.width - 40
        fonts = self.ctx.fonts

        def laid() -> pygame.Surface:
            if fonts.get(13).size(hint)[0] <= width:
                return render(fonts.get(13), hint, palette.SAND_DIM)
            for size in (12, 11):
                if len(wrap(fonts.get(size), hint, width)) <= 2:
                    break
            return render_paragraph(fonts.get(size), hint, palette.SAND_DIM, width, 1.0, 2)

        def whole() -> bool:
            # Its place under the last seat: what two lines of the standard size take.
            return laid().get_height() <= RIGHT.height - HINT_TOP + 2 and (
                len(wrap(fonts.get(11), hint, width)) <= 2
            )

        with at_most(fitting_scale(whole)):
            return laid()

    def pick_sentence(self, seat: SeatSpec) -> str:
        """What a seat's pick does, in words ("" for a game without a per-seat pick)."""
        if self.game is None or self.game.seat_choice is None:
            return ""
        for value, _, sentence in self.game.seat_choice.offered():
            if value == seat.hero:
                return sentence
        if seat.human:
            return "Heroes not chosen here are chosen at the table, in turn from the first player."
        return "The computer picks its hero at the table, in turn, from those left."

    def _pick_text(self, sentence: str) -> pygame.Surface:
        """A pick's sentence in PICK_LINES lines beside its list, in smaller type if it must
        (at a larger text size, the largest whose lines stay in the seat's row)."""

        def laid() -> pygame.Surface:
            for size in (12, 11, 10):
                font = self.ctx.fonts.get(size)
                if len(wrap(font, sentence, PICK_TEXT_W)) <= PICK_LINES:
                    return render_paragraph(font, sentence, palette.SAND_DIM, PICK_TEXT_W, 1.0)
            font = self.ctx.fonts.get(10)
            return render_paragraph(font, sentence, palette.SAND_DIM, PICK_TEXT_W, 1.0, PICK_LINES)

        room = PICK_ROW_H - PICK_TOP - 4
        with at_most(fitting_scale(lambda: laid().get_height() <= room)):
            return laid()

    def pick_text_rects(self) -> list[pygame.Rect]:
        """Where each seat's pick sentence is drawn (canvas coordinates), for layout tests."""
        rects = []
        for i, seat in enumerate(self.seats):
            sentence = self.pick_sentence(seat)
            if sentence:
                top = ROWS_TOP + i * self.row_h() + PICK_TOP
                size = self._pick_text(sentence).get_size()
                rects.append(pygame.Rect((RIGHT.x + PICK_TEXT_X, RIGHT.y + top), size))
        return rects

    # --- reading the form --------------------------------------------------------------
    def _read_rows(self) -> None:
        for seat, row in zip(self.seats, self.rows, strict=False):
            seat.name = row["name"].get_text().strip()[:NAME_LIMIT]
            choice = row["kind"].selected_option
            text = choice[0] if isinstance(choice, tuple) else choice
            was_human = seat.human
            if text.startswith("Person"):
                seat.human = True
                person = screens.person_choice(self.game.game_id) if self.game else None
                seat.couch = person_value(text, person, seat.couch)
            else:
                seat.human = False
                seat.bot = strength_of(seat.bot)
                for bot, label in STRENGTHS:
                    if text.endswith(label):
                        seat.bot = bot
            if seat.human != was_human:
                self._rename_default(seat, row)
            if "pick" in row:
                picked = row["pick"].selected_option
                key = picked[1] if isinstance(picked, tuple) else ""
                seat.hero = key.removeprefix("#pick_") if key.startswith("#pick_") else ""
                if seat.hero == "open":
                    seat.hero = ""

    def picks_changed(self) -> None:
        """A list changed: read the form again; a seat that changed hands gets its pick list
        in its own words; two seats on one pick are named at once (Start refuses it too)."""
        kinds = [seat.human for seat in self.seats]
        self._read_rows()
        if self.game is not None and self.game.seat_choice is not None:
            if kinds != [seat.human for seat in self.seats]:
                self._build_rows()
            self.error = seat_choice_problem(self.game, self.seats) or ""
        self._seat_layer = None

    def _rename_default(self, seat: SeatSpec, row: dict[str, Any]) -> None:
        """A seat that changes hands keeps a name the player typed, but a default name follows
        the seat: a computer is "Rover 2", a person "Boris" (never a person called Rover)."""
        taken = {s.name for s in self.seats if s is not seat}
        if seat.human and re.fullmatch(r"Rover \d+", seat.name):
            pool = list(DEFAULT_NAMES) + [f"Player {i}" for i in range(1, 9)]
        elif not seat.human and seat.name in DEFAULT_NAMES:
            pool = [f"Rover {i}" for i in range(1, 9)]
        else:
            return
        name = next((n for n in pool if n not in taken), seat.name)
        seat.name = name
        row["name"].set_text(name)
        if default_names_in_order(self.seats):  # "Rover 2" never above "Rover 1"
            for other, other_row in zip(self.seats, self.rows, strict=False):
                if other_row["name"].get_text().strip() != other.name:
                    other_row["name"].set_text(other.name)

    def spec(self) -> MatchSpec | None:
        """The game described by the form, or None (with ``self.error`` set)."""
        if self.game is None:
            self.error = "There is no game to start."
            return None
        self._read_rows()
        for i, seat in enumerate(self.seats):
            if not seat.name:
                seat.name = f"Player {i + 1}"
        if len({s.name.lower() for s in self.seats}) < len(self.seats):
            self.error = "Give every seat a different name."
            return None
        problem = seat_choice_problem(self.game, self.seats)
        if problem:
            self.error = problem
            return None
        text = self.seed_entry.get_text().strip() if self.seed_entry else ""
        seed = int(text) if text.isdigit() else None
        options = dict(self.options) | seat_choice_option(self.game, self.seats)
        return MatchSpec(
            self.game.game_id, [SeatSpec(**vars(s)) for s in self.seats], options, seed
        )

    def start(self) -> None:
        spec = self.spec()
        if spec is None:
            self._seat_layer = None
            return
        pads = self.ctx.pads
        if pads is not None:
            pads.keep_people_claims([s.human for s in self.seats])
            for seat, instance in pads.claims.items():  # the save keeps who held which
                spec.seats[seat].controller = pads.identity(instance)
        session = GameSession(spec, self.ctx.saves)
        session.log_start()
        self.ctx.settings.last_game = remember(spec)
        try:
            save_settings(self.ctx.settings)
        except OSError as err:  # the game starts all the same; only the memory is lost
            log.warning("Could not keep the new game's choices: %s", err)
        self.stack.replace(open_table(self.ctx, session))

    def _next_colour(self, seat: int) -> None:
        taken = {s.colour for i, s in enumerate(self.seats) if i != seat}
        colour = self.seats[seat].colour
        for _ in range(len(COLOUR_NAMES)):
            colour = (colour + 1) % len(COLOUR_NAMES)
            if colour not in taken:
                break
        self.seats[seat].colour = colour
        self.rows[seat]["colour"].set_text(colour_name(colour, self.ctx.settings.palette))
        self._seat_layer = None

    def _resize(self, count: int) -> None:
        self._read_rows()
        if count > len(self.seats):
            taken = {s.colour for s in self.seats}
            free = [c for c in range(len(COLOUR_NAMES)) if c not in taken]
            names = {seat.name for seat in self.seats}
            number = next(n for n in range(1, 10) if f"Rover {n}" not in names)
            self.seats.append(
                SeatSpec(
                    name=f"Rover {number}", colour=free[0] if free else 0, human=False, bot="normal"
                )
            )
        else:
            self.seats = self.seats[:count]
        default_names_in_order(self.seats)
        self._build_rows()
        self._mark_game()

    # --- the frame -----------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.stack.pop()
            return True
        pad_a = event.type == pygame.KEYDOWN and getattr(event, "pad", False)
        pads = self.ctx.pads
        people = [s.human for s in self.seats]
        if (
            pad_a
            and event.key == pygame.K_RETURN
            and pads is not None
            and pads.claim_free_seat(event.instance_id, people)
        ):
            self.ctx.play_sound("click")
            return True
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            self.picks_changed()
            return True
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return False
        element = event.ui_element
        self.error = ""
        self._seat_layer = None
        if element in self.game_buttons:
            self.game = self.game_buttons[element]
            self.options = {}
            low, high = self.game.players
            self._resize(max(low, min(high, len(self.seats))))
            self._build_options()
            return True
        if element in self.option_buttons:
            self._cycle_option(self.option_buttons.index(element))
            return True
        for i, row in enumerate(self.rows):
            if element is row["colour"]:
                self._next_colour(i)
                return True
        if element is self.buttons.get("back"):
            self.stack.pop()
        elif element is self.buttons.get("start"):
            self.ctx.play_sound("click")
            self.start()
        elif element is self.buttons.get("more") and self.game:
            self._resize(min(self.game.players[1], len(self.seats) + 1))
        elif element is self.buttons.get("fewer") and self.game:
            self._resize(max(self.game.players[0], len(self.seats) - 1))
        return True

    def draw(self, surface: pygame.Surface) -> None:
        if self._static is not None:
            surface.blit(self._static, (0, 0))
        if self._seat_layer is None:
            self._seat_layer = self._render_seats()
            self._left_layer = self._render_left_text()
        surface.blit(self._left_layer, LEFT)
        surface.blit(self._seat_layer, RIGHT)
        self._draw_claims(surface)

    def _draw_claims(self, surface: pygame.Surface) -> None:
        """Under each person's mark, the controller they claimed; a line says how."""
        pads = self.ctx.pads
        if pads is None or (not pads.controllers and not pads.claims):
            return
        font = self.ctx.fonts.get(12, bold=True)
        for seat, number in self.claimed().items():
            top = RIGHT.y + ROWS_TOP + seat * self.row_h()
            words = f"PAD {number}"  # under the seat's mark, clear of a pick's line
            text = self.ctx.cached(("claim", words), partial(render, font, words, palette.OCHRE))
            surface.blit(text, text.get_rect(midtop=(RIGHT.x + 30, top + 33)))
        line = self.ctx.cached(
            "claim-line",
            lambda: render(
                self.ctx.fonts.get(13),
                "Press A on a controller to claim it",
                palette.SAND_DIM,
            ),
        )
        surface.blit(line, line.get_rect(midleft=(RIGHT.x + 120, RIGHT.y + 27)))
