"""The status lines under the grid: what to do now, how (mouse and keys), and the last
message or what a click under the mouse would do."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.rules.digmars import actions as A
from game.rules.digmars.actions import square_name
from game.rules.digmars.state import DigObservation, StackView
from game.ui.digmars.art import SHORT_BONUS
from game.ui.digmars.choices import Selection, station_hint
from game.ui.digmars.layout import STATUS
from game.ui.draw import palette
from game.ui.draw.text import FontBook, at_most, fitting_scale, render
from game.ui.shell.glyphs import say

#: How to choose without the mouse (a template: glyphs.say names the device last used).
KEYS_HELP = "{pick} + {take} choose without the mouse.  {undo} undoes.  {menu}: menu."


def prompt(
    view: DigObservation,
    selection: Selection,
    human: bool,
    name: Callable[[int], str],
    replaying: bool = False,
    holding: bool = False,
) -> tuple[str, str]:
    """(what to do now, how to do it) for the person at the screen; in a replay, only whose
    turn the position is in (nobody plays, skips or opens the menu there); `holding`: their
    turn is over and the table waits for their End turn."""
    if view.phase == "over":
        return "The game is over.", ""
    if replaying:
        return f"{name(view.current)}'s turn.", ""
    if holding:
        return (
            f"{name(view.current)}: see what you uncovered, then End turn.",
            say("{take} or End turn passes the game on.  {undo} undoes."),
        )
    if not human:
        return f"{name(view.current)} is playing\u2026", say(
            "{skip} skips ahead.  {menu} opens the menu."
        )
    if view.phase in ("place", "fleet"):
        return "Click a stack to place your station.", say("{pick} pick a square, {take} places.")
    if selection.mode == "inspect":
        return (
            "Inspect: click a face-down stack to look under it (only you will see).",
            say("{back} or right-click cancels."),
        )
    if selection.mode == "relocate":
        return (
            "Relocate: click any station, then the stack to put it on.",
            say("{back} or right-click cancels."),
        )
    if selection.selected is not None:
        return (
            f"Move the station on {square_name(selection.selected)}: click a highlighted stack.",
            "Or click your stack to dig / carry.  Right-click cancels.",
        )
    if {"extra_dig", "extra_carry"} & set(view.bonuses):
        free = " and ".join(
            word
            for bonus, word in (("extra_dig", "dig"), ("extra_carry", "carry"))
            if bonus in view.bonuses
        )
        return (
            f"Bonus: one free {free} this turn. Click a stack where you can.",
            "The bonus is used first; Shift+click spends a regular action instead.",
        )
    if view.actions_left == 0:
        return "No actions left: use your bonus, or end the turn.", say(KEYS_HELP)
    return "Click your station to move it, or your stack to dig or carry.", say(KEYS_HELP)


def hover_hint(
    view: DigObservation,
    selection: Selection,
    legal: Sequence[A.Action],
    hover_square: int | None,
    hover_token: tuple[int, int] | None,
    describe: Callable[[A.Action], str],
) -> str:
    """What a click under the mouse would do (only asked while a person may act)."""
    if hover_token is not None and selection.mode is None:
        hint = station_hint(view, hover_token)
        if hint:
            return hint
    if hover_square is None:
        return ""
    for action in selection.actions_for_square(hover_square, legal):
        return "Click: " + describe(action)
    return stack_words(view.stacks[hover_square])


def stack_words(stack: StackView, alone: bool = True) -> str:
    """A stack in words, for the mouse resting on it: what its icons and numbers mean (one
    status line: short enough to fit it). `alone`: a face-down tile shown is one the viewer
    alone has looked at (else: everything is revealed, and some player looked at it)."""
    where = square_name(stack.square)
    if stack.height == 0:
        return f"{where}: dug out; stations may still stand on it or jump over it."
    deep = f"{stack.height} tile{'s' if stack.height != 1 else ''} deep"
    tile = stack.top
    if tile is not None and (stack.face_up or stack.inspected):
        bonus = f" \u00b7 bonus {SHORT_BONUS.get(tile.bonus, tile.bonus)}" if tile.bonus else ""
        seen = ""
        if stack.inspected:
            seen = " (only you see it)" if alone else " (looked at, face down)"
        return (
            f"{where}{seen}: {tile.treasure} \u00b7 fortune {tile.fortune} "
            f"\u00b7 carrying {tile.carry}{bonus}"
        )
    return f"{where}: unexplored ground \u00b7 digging difficulty {stack.top_dig} \u00b7 {deep}"


def render_status(
    fonts: FontBook, lines: tuple[str, str], message: str, error: bool
) -> pygame.Surface:
    """The prompt, its help line, and the message (an error in the warning colour), cut
    with an ellipsis to the status width."""
    surface = pygame.Surface(STATUS.size, pygame.SRCALPHA)
    text, help_ = lines
    room = STATUS.width - 8

    def rows() -> tuple[int, int]:
        # the help and message lines' tops: under the lines above them, with the gaps they
        # have at the standard size (24 and 46 there)
        help_top = 2 + fonts.get(15, bold=True).get_height() + 4
        return help_top, help_top + fonts.get(13).get_height() + 6

    def fits() -> bool:
        # At a larger text size the prompt and its help must stand whole in the line's box,
        # with room below for a message (even with none now: the prompt keeps its size while
        # the mouse moves over the grid); else the standard size, as ever.
        return (
            fonts.get(15, bold=True).size(text)[0] <= room
            and fonts.get(13).size(help_)[0] <= room
            and rows()[1] + fonts.get(13, bold=True).get_height() <= STATUS.height
        )

    def message_fits() -> bool:
        return fonts.get(13, bold=True).size(message)[0] <= room

    with at_most(fitting_scale(fits)):
        help_top, message_top = rows()
        surface.blit(render(fonts.get(15, bold=True), text, palette.SAND), (4, 2))
        if help_:
            surface.blit(render(fonts.get(13), help_, palette.SAND_DIM), (4, help_top))
        if message:  # its own size: as large as the lines above where it stands whole
            colour = palette.LIMB if error else palette.OCHRE
            with at_most(fitting_scale(message_fits)):
                font = fonts.get(13, bold=True)
                while font.size(message)[0] > room and len(message) > 4:
                    message = message[:-2] + "\u2026"
                surface.blit(render(font, message, colour), (4, message_top))
    return surface
