"""The turn box: whose turn, the turn number (solo: of 50), the steps of the turn with the
current one lit, and one line about the end of the game or who is choosing; after the game,
the winner (solo: the score and its band).

At a larger text size (Settings) the title line (whose turn, the turn number) and the steps'
chips, and the line under them, grow as far as they fit the box whole
(`at_most(fitting_scale(...))`)."""

from __future__ import annotations

import pygame

from game.rules.tmdice.content import content
from game.rules.tmdice.state import TMObservation
from game.ui.draw import palette
from game.ui.draw.display_format import fast
from game.ui.draw.text import FontBook, at_most, fitting_scale
from game.ui.tmdice.card_art import ellipsize
from game.ui.tmdice.pictures import Pictures
from game.ui.tmdice.situation import Situation

C = content()
STEP_ORDER = ("turn", "support", "support2", "main", "after")
#: The step the turn box last saw settled (no decision pending), and in whose turn: (turn
#: number, seat), step.
Settled = tuple[tuple[int, int], str]


def stepper_step(view: TMObservation, settled: Settled | None) -> tuple[str, Settled | None]:
    """The step the turn box lights, and what it remembers for the next time. The rules move
    to the next step as soon as an action starts (paying for "turn a die" already counts as
    the main step), so while the action's decisions are pending the step it was started in
    stays lit."""
    key = (view.turn_no, view.current)
    if view.step == "ending":
        # the turn is over but not yet passed on (a bonus card reached this turn is being
        # chosen, a milestone claimed): its last step, not "production or action?"
        if settled is not None and settled[0] == key and settled[1].startswith("prod"):
            return "prod_end", settled
        return "after", settled
    if view.pending is None or view.phase != "play":
        return view.step, (key, view.step)
    if (
        settled is not None
        and settled[0] == key
        and settled[1] in STEP_ORDER
        and view.step in STEP_ORDER
        and STEP_ORDER.index(settled[1]) <= STEP_ORDER.index(view.step)
    ):
        return settled[1], settled
    return view.step, settled


def held_step(settled: Settled | None) -> str:
    """The step a held turn's box lights: the last of the kind of turn it was (the rules
    have already moved on to the next turn's first step)."""
    return "prod_end" if settled is not None and settled[1].startswith("prod") else "after"


def render_turn_box(pics: Pictures, sit: Situation, step: str, rect: pygame.Rect) -> pygame.Surface:
    """The turn box, ``step`` lit (see `stepper_step`)."""
    surface = pygame.Surface(rect.size, pygame.SRCALPHA)
    view = sit.view
    seat = sit.turn_seat
    chooser = sit.decider
    if view.phase == "setup" and chooser is not None:
        seat = chooser  # setup: the colour and mark of the seat choosing now
    colour = pics.colour(seat) if view.phase != "over" else palette.OCHRE
    pygame.draw.rect(surface, (*palette.PANEL, 235), surface.get_rect(), border_radius=10)
    pygame.draw.rect(surface, colour, surface.get_rect(), 2, border_radius=10)
    if view.phase == "over":
        _draw_outcome(pics, sit, surface)
        return fast(surface)
    mark = pics.mark(seat, 10)
    surface.blit(mark, mark.get_rect(center=(22, 22)))
    who = who_words(sit, seat)
    turn = f"turn {sit.turn_no}" + (f" / {C.tracks.solo_turns}" if view.solo else "")
    turn = turn if view.phase == "play" else ""
    grown = pics.grown
    with at_most(fitting_scale(lambda: _title_fits(grown, who, turn, rect.width))):
        _draw_title(grown, who, turn, surface)
    with at_most(fitting_scale(lambda: _steps_width(grown, view, step) <= rect.width - 12)):
        _draw_steps(grown, view, step, surface)
    line = _status_line(sit)
    if line:
        room = rect.width - 28
        with at_most(fitting_scale(lambda: _line_fits(grown, line, room))):
            _draw_line(grown, line, room, view.final_left >= 0, surface)
    return fast(surface)


#: The line under the steps: its middle, and the tallest its words may be (above the edge).
LINE_MID, LINE_H = 75, 18


def _line_fits(fonts: FontBook, line: str, room: int) -> bool:
    """The line under the steps fits whole at its larger size, clear of the box's edge."""
    font = fonts.get(11, bold=True)
    return font.get_height() <= LINE_H and font.size(line)[0] <= room


def _draw_line(
    fonts: FontBook, line: str, room: int, last_round: bool, surface: pygame.Surface
) -> None:
    """The end of the game coming, or who is choosing, under the steps."""
    colour = palette.LIMB if last_round else palette.SAND_DIM
    size = next((z for z in (11, 10) if fonts.get(z, True).size(line)[0] <= room), 10)
    line = ellipsize(fonts.get(size, True), line, room)
    words = fonts.text(size, line, colour, bold=True)
    if fonts.px(11) <= 11:
        surface.blit(words, (16, 69))
    else:
        surface.blit(words, words.get_rect(midleft=(16, LINE_MID)))


#: The title line's band: the top of the box above the steps' chips.
TITLE_BAND = 42


def _title_fits(fonts: FontBook, who: str, turn: str, width: int) -> bool:
    """The title and the turn number fit side by side in the box's top band."""
    big = fonts.get(17, bold=True)
    turn_w = fonts.get(12, bold=True).size(turn)[0] + 10 if turn else 0
    return 38 + big.size(who)[0] + turn_w + 12 <= width and big.get_height() <= TITLE_BAND - 8


def _draw_title(fonts: FontBook, who: str, turn: str, surface: pygame.Surface) -> None:
    """Whose turn (left, beside the mark) and the turn number (right)."""
    title = fonts.text(17, who, palette.SAND, bold=True)
    if fonts.px(17) <= 17:
        surface.blit(title, (38, 11))
    else:  # larger: centred on the mark, inside the band
        surface.blit(title, title.get_rect(midleft=(38, 22)))
    if turn:
        lab = fonts.text(12, turn, palette.SAND_DIM, bold=True)
        if fonts.px(12) <= 12:
            surface.blit(lab, lab.get_rect(topright=(surface.get_width() - 12, 14)))
        else:
            surface.blit(lab, lab.get_rect(midright=(surface.get_width() - 12, 22)))


def who_words(sit: Situation, seat: int) -> str:
    """The turn box's title: whose turn (or who chooses during the setup)."""
    name = sit.name(seat)
    if sit.view.phase == "setup":
        return f"Setting up: {name} chooses" if sit.decider is not None else "Setting up"
    return f"Your turn, {name}" if sit.viewer == seat else f"{name}'s turn"


def _draw_outcome(pics: Pictures, sit: Situation, surface: pygame.Surface) -> None:
    """After the game: "Final scoring" and who won (larger where the box holds both)."""
    fonts = pics.grown
    note = _outcome_words(sit)
    room, height = surface.get_width() - 32, surface.get_height() - 6

    def fits() -> bool:
        title, words = fonts.get(19, bold=True), fonts.get(14, bold=True)
        wide = max(title.size("Final scoring")[0], words.size(note)[0])
        return wide <= room and 8 + title.get_height() + 4 + words.get_height() <= height

    with at_most(fitting_scale(fits)):
        title = fonts.text(19, "Final scoring", palette.SAND, bold=True)
        if fonts.px(19) <= 19:
            surface.blit(title, (16, 12))
            below = 44
        else:
            surface.blit(title, (16, 8))
            below = 8 + title.get_height() + 4
        if note:
            surface.blit(fonts.text(14, note, palette.OCHRE, bold=True), (16, below))


def _outcome_words(sit: Situation) -> str:
    """Who won (solo: the score and its band); empty before the result is known."""
    res = sit.result
    if res is None:
        return ""
    if sit.view.solo:
        note = f"{res.scores[0]} VP \u2014 {res.notes.get('band', '')}"
        if not res.notes.get("counted"):
            note = f"{res.scores[0]} VP \u2014 not counted"
    else:
        names = " and ".join(sit.name(w) for w in res.winners)
        note = names + " win" + ("s" if len(res.winners) == 1 else "")
    return note


def _steps(view: TMObservation, step: str) -> tuple[list[tuple[str, str]], str, str]:
    """The steps shown for ``step``: (key, label) each, the kind of turn, the step lit."""
    if step in ("prod_keep", "prod_cards", "prod_end"):
        steps = [("prod_keep", "Keep dice"), ("prod_cards", "Cards"), ("prod_end", "Produce")]
        kind = "PRODUCTION"
    elif step in ("support", "support2", "main", "after"):
        steps = [("support", "Support"), ("main", "Main"), ("after", "End")]
        kind = "ACTION"
        if step == "support2":
            step = "support"
    elif view.phase == "setup":
        steps, kind = [], "SETUP"
    else:
        steps, kind = [("turn", "Production or action?")], "TURN"
    return steps, kind, step


#: The steps' chips: their height, and their text's tallest (the line under them is fixed).
CHIP_H, CHIP_TEXT = 21, 19


def _steps_width(fonts: FontBook, view: TMObservation, step: str) -> int:
    """How far right the steps' chips reach (very far: too tall a text for a chip)."""
    steps, kind, _ = _steps(view, step)
    if fonts.get(11, bold=True).get_height() > CHIP_TEXT:
        return 10**6
    x = 16 + fonts.get(10, True).size(kind)[0] + 10
    for i, (_, label) in enumerate(steps):
        x += fonts.get(11, True).size(label)[0] + 14 + 4 + (12 if i < len(steps) - 1 else 0)
    return x


def _draw_steps(fonts: FontBook, view: TMObservation, step: str, surface: pygame.Surface) -> None:
    """The steps of the turn as chips, the current one filled."""
    steps, kind, step = _steps(view, step)
    x, y = 16, 42
    label = fonts.text(10, kind, palette.OCHRE, bold=True)
    if fonts.px(10) <= 10:
        surface.blit(label, (x, y + 4))
    else:
        surface.blit(label, label.get_rect(midleft=(x, y + CHIP_H // 2)))
    x += fonts.get(10, True).size(kind)[0] + 10
    keys = [k for k, _ in steps]
    now = keys.index(step) if step in keys else -1
    for i, (_, label) in enumerate(steps):
        ink = palette.SPACE_DEEP if i == now else palette.SAND_DIM if i > now else palette.MUTED
        img = fonts.text(11, label, ink, bold=True)
        chip = pygame.Rect(x, y, img.get_width() + 14, CHIP_H)
        if i == now:
            pygame.draw.rect(surface, palette.OCHRE, chip, border_radius=11)
        else:
            pygame.draw.rect(surface, palette.PANEL_EDGE, chip, 1, border_radius=11)
        surface.blit(img, img.get_rect(center=chip.center))
        x = chip.right + 4
        if i < len(steps) - 1:
            arrow = fonts.text(12, "\u203a", palette.SAND_DIM)
            if fonts.px(12) <= 12:
                surface.blit(arrow, (x, y + 3))
            else:
                surface.blit(arrow, arrow.get_rect(midleft=(x, y + CHIP_H // 2)))
            x += 12


def held_words(sit: Situation) -> str:
    """What a person whose turn ended by itself does now, in the turn box and the panel."""
    return f"{sit.name(sit.turn_seat)}: see what you drew, then End turn"


def _status_line(sit: Situation) -> str:
    """The end of the game coming, or who is choosing out of turn, or a computer thinking."""
    view = sit.view
    if sit.holding:
        return held_words(sit)
    if view.final_left >= 0:
        left = view.final_left
        return f"LAST ROUND \u2014 {left} turn{'s' if left != 1 else ''} left, the game then ends"
    if view.pending_seat is not None and view.pending_seat != view.current:
        # hot seat: the one choosing is the one at the screen, not someone to wait for
        name = sit.name(view.pending_seat)
        if view.pending_seat == sit.viewer:
            return f"Your choice, {name}"
        return f"{name} is choosing" if sit.replaying else f"Waiting for {name} to choose"
    if sit.thinking:
        return "Thinking\u2026"
    return ""
