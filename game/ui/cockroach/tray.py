"""The dice tray: the six combat dice and the special die (spent ones locked), what the roll
can still pay for and what it will do as tokens, and the squads waiting to resolve."""

from __future__ import annotations

import pygame

from game.rules.cockroach.state import RoachObservation
from game.ui.cockroach.art import draw_die, draw_unrolled_special
from game.ui.cockroach.layout import STACK_TOP, TRAY, die_rect, special_rect
from game.ui.cockroach.look import Ink, Look, card_box, grows
from game.ui.cockroach.reactions import stack_of_plays
from game.ui.cockroach.stack import draw_stack
from game.ui.cockroach.tokens import counted
from game.ui.draw import palette
from game.ui.draw.palette import Colour
from game.ui.draw.text import render_tracked

TOKENS_Y = 112  # the row of tokens under the dice (tray pixels)


def paying_text(view: RoachObservation) -> str:
    """What the current roll can still pay for, from the observation's figures."""
    stars = view.available.get("star", 0)
    serums = view.available.get("serum", 0)
    return f"{stars} star{'s' if stars != 1 else ''}, {serums} serum{'s' if serums != 1 else ''}"


def stack_top(view: RoachObservation) -> int:
    """Where the pile of waiting squads starts on the canvas: under the dice once rolled."""
    rolled = view.phase == "turn" and view.rolled
    return STACK_TOP + (14 if rolled and view.ignored else 0) if rolled else TRAY.y + 44


def _tokens(ink: Ink, look: Look, view: RoachObservation) -> None:
    """What the roll still pays (stars and serums), deals (injuries) and risks (dangers)."""
    x, y = 14, TOKENS_Y
    groups = (
        (
            "Left to spend",
            (("star", view.available.get("star", 0)), ("serum", view.available.get("serum", 0))),
        ),
        ("Injuries to deal", (("injury", view.injuries),)),
        ("Dangers rolled", (("danger", view.dangers),)),
    )
    for label, marks in groups:
        rect = ink.text(look, label, palette.SAND_DIM, (x, y + 3), 11)
        x = rect.right + 5
        for kind, n in marks:
            mark = counted(look, kind, n, 9, 13)
            x = ink.put(f"{kind} {n}", mark, mark.get_rect(midleft=(x, y + 10))).right + 6
        x += 10
    if view.ignored:
        words = "Not counting this turn: " + ", ".join(view.ignored)
        ink.text(look, words, palette.SAND_DIM, (14, y + 24), 11)


def _tag(ink: Ink, look: Look, words: str, colour: Colour, rect: pygame.Rect) -> None:
    """A die's words under it (its number, locked, not rolled)."""
    tag = look.line(words, colour, rect.width + 12, 10)
    ink.texts.append(
        (words, ink.surface.blit(tag, tag.get_rect(midtop=(rect.centerx, rect.bottom + 2))))
    )


@grows
def draw_tray(
    look: Look,
    view: RoachObservation,
    tumbling: frozenset[int] = frozenset(),
    lit: frozenset[int] = frozenset(),
) -> Ink:
    """`tumbling`: dice an animation of the queue draws instead (playing or waiting); `lit`:
    dice the choice under the pointer or the keyboard's focus names (a die to roll again,
    dice a payment locks); -1 is the special die in both. Each combat die carries its
    number, as the choices name it."""
    ink = Ink(card_box(TRAY.size, palette.PANEL_EDGE, (24, 16, 26)))
    surface = ink.surface
    head = render_tracked(look.fonts.get(12, bold=True), "DICE", palette.OCHRE, 3)
    surface.blit(head, (14, 10))
    top = stack_top(view)
    pile = draw_stack(look, stack_of_plays(view), top)
    where = surface.blit(pile.surface, (0, top - TRAY.y))
    ink.texts += [(text, rect.move(where.topleft)) for text, rect in pile.texts]
    ink.pictures += [(label, rect.move(where.topleft)) for label, rect in pile.pictures]
    if view.phase != "turn" or not view.rolled:
        note = "Dice not rolled yet this turn." if view.phase == "turn" else ""
        if view.skipped:
            note = f"{look.name(view.current)} misses this turn: no dice."
        if note:
            ink.text(look, note, palette.SAND_DIM, (80, 10), 13)
        return ink
    ink.text(look, f"{look.name(view.current)}'s roll", palette.SAND_DIM, (80, 10), 13)
    for i, face in enumerate(view.dice):
        if i in tumbling:
            continue
        rect = die_rect(i).move(-TRAY.x, -TRAY.y)
        locked = bool(view.spent[i])
        if i in lit:
            pygame.draw.rect(surface, palette.OCHRE, rect.inflate(6, 6), 3, border_radius=10)
        draw_die(surface, rect, look.c.combat_faces[face], locked=locked)
        ink.pictures.append((f"die {i + 1}", rect))
        words = f"{i + 1} locked" if locked else str(i + 1)
        _tag(ink, look, words, palette.MUTED if locked else palette.SAND_DIM, rect)
    srect = special_rect().move(-TRAY.x, -TRAY.y)
    label = look.line("Special die", palette.OCHRE, srect.width + 24, 10)
    where = surface.blit(label, label.get_rect(midbottom=(srect.centerx, srect.top - 1)))
    ink.texts.append(("Special die", where))
    if view.special >= 0 and -1 not in tumbling:
        if -1 in lit:
            pygame.draw.rect(surface, palette.OCHRE, srect.inflate(6, 6), 3, border_radius=10)
        special = look.c.special_faces[view.special]
        spent = bool(view.special_spent)
        draw_die(surface, srect, special, locked=spent, special=True)
        ink.pictures.append(("special die", srect))
        if spent:
            _tag(ink, look, "locked", palette.MUTED, srect)
    elif view.special < 0:
        draw_unrolled_special(surface, srect)
        ink.pictures.append(("special die", srect))
        _tag(ink, look, "not rolled", palette.MUTED, srect)
    _tokens(ink, look, view)
    return ink


def render_tray(
    look: Look,
    view: RoachObservation,
    tumbling: frozenset[int] = frozenset(),
    lit: frozenset[int] = frozenset(),
) -> pygame.Surface:
    return draw_tray(look, view, tumbling, lit).surface


def tray_key(
    view: RoachObservation, tumbling: frozenset[int], lit: frozenset[int]
) -> tuple[object, ...]:
    """All that `draw_tray` shows: while it stays the same, the tray drawn last stands."""
    return (
        view.phase,
        view.rolled,
        view.skipped,
        view.current,
        tuple(view.ignored),
        tuple(view.dice),
        tuple(tuple(s) for s in view.spent),
        view.special,
        tuple(view.special_spent),
        tuple(sorted(view.available.items())),
        view.injuries,
        view.dangers,
        stack_of_plays(view),
        tumbling,
        lit,
    )
