"""The TM Dice table's status line: the last message, else what the thing under the pointer
is or what clicking it does, else what the keyboard has picked, else what can be done now."""

from __future__ import annotations

import pygame

from game.rules.tmdice import actions as A
from game.rules.tmdice import figures
from game.rules.tmdice.content import content
from game.ui.draw import palette
from game.ui.draw.text import at_most, fitting_scale, scaled, wrap
from game.ui.shell.glyphs import say
from game.ui.tmdice.action_panel import Placed
from game.ui.tmdice.action_words import area_words, describe
from game.ui.tmdice.buttons import payment_options
from game.ui.tmdice.colony_buttons import tile_actions
from game.ui.tmdice.colony_words import gains_words
from game.ui.tmdice.commands import PayFor
from game.ui.tmdice.model import TableModel
from game.ui.tmdice.pictures import Pictures
from game.ui.tmdice.situation import Situation
from game.ui.tmdice.targets import (
    OnArea,
    OnAward,
    OnButton,
    OnCard,
    OnChip,
    OnColony,
    OnDie,
    OnMilestone,
    OnPopup,
    OnStrip,
)
from game.ui.tmdice.transitions import die_action

C = content()
FIRST, SECOND = figures.AWARD_FIRST_VP, figures.AWARD_SECOND_VP
STEP_HINTS = {
    "turn": "Production: new dice and cards. Action: support, then main.",
    "prod_keep": "Click dice to return them to the pool until you keep 3.",
    "prod_cards": "Click cards to discard them, then draw to 5 and produce.",
    "support": "Gain a die, turn a die, draw 2, use a blue card \u2014 or skip.",
    "support2": "Take your second support action.",
    "main": "Play a lit card, pay a standard project, use a blue card \u2014 or skip.",
    "after": "Use a free action, or end your turn.",
    "prod_end": "Use a free action, or end your turn.",
}


def award_words(sit: Situation, index: int) -> str:
    view = sit.view
    face = view.award_dice[index]
    counts = figures.award_counts(face, sit.views)
    text = ", ".join(f"{sit.name(i)} {k}" for i, k in enumerate(counts))
    extra = ""
    if view.solo:
        need = figures.solo_award_need(face)
        extra = f" Solo: {need} for {FIRST} VP, {need - 1} for {SECOND} VP."
    pays = f"{FIRST} VP, second {SECOND} VP"
    return f"Award: most {face} icons in played cards' costs ({pays}): {text}.{extra}"


def hover_hint(sit: Situation, model: TableModel, buttons: tuple[Placed, ...]) -> str:
    """What the thing under the pointer is, or what clicking it does."""
    h = model.pointer
    if isinstance(h, OnButton):
        b = h.button
        return b.tip or (describe(sit, b.action) if b.action is not None else "")
    if isinstance(h, OnArea):
        return area_words(sit, h.area)
    if isinstance(h, OnColony):
        return tile_words(sit, model, h.tile)
    if isinstance(h, OnStrip | OnChip):
        card = C.cards[h.card]
        if isinstance(h, OnStrip) and h.in_popup:
            return f"{card.name} ({card.colour}): {card.text} Right-click to keep it enlarged."
        if payment_options(sit.legal, PayFor("blue", h.card)):
            return f"Click to use {card.name}: {card.text}"
        return f"{card.name} ({card.colour}): {card.text}"
    if isinstance(h, OnPopup):
        return f"{sit.name(h.seat)}'s cards in play. Click elsewhere to close."
    if isinstance(h, OnCard):
        return _hand_card_words(sit, h.card)
    if isinstance(h, OnDie):
        action = die_action(sit.legal, h.face) if sit.to_act else None
        if action is not None:
            return "Click: " + describe(sit, action)
        return f"A {h.face} {'token' if h.face == 'wild' else 'die'}."
    if isinstance(h, OnAward):
        return award_words(sit, h.index)
    if isinstance(h, OnMilestone):
        m = C.miles[sit.view.milestones[h.index]]
        worth = f"{figures.MILESTONE_VP} VP at the end"
        return f"Milestone {m.name}: {m.text} First to do it takes it ({worth})."
    return focus_hint(sit, buttons)


def focus_hint(sit: Situation, buttons: tuple[Placed, ...]) -> str:
    """What the choice the keyboard has focused is, in words (a tip shows on keyboard focus
    as it does on hover)."""
    focus = sit.focus
    if focus is None:
        return ""
    if isinstance(focus, A.PlaceTile):
        return area_words(sit, focus.area)
    for b in buttons:
        if b.button.action == focus and b.button.tip:
            return b.button.tip
    return describe(sit, focus)


def tile_words(sit: Situation, model: TableModel, tile: str) -> str:
    """The status line for a hovered colony tile: what a click does, else what a trade
    gives."""
    actions = tile_actions(sit, model, tile)
    if actions and isinstance(actions[0], A.BuildColony):
        return f"Click to build a colony on {figures.colony_tile(tile).name}: " + (
            figures.colony_tile(tile).text.split(". ")[0] + "."
        )
    if actions and isinstance(actions[0], A.ReturnColonyTile):
        return f"Click to put {figures.colony_tile(tile).name} back in the box."
    c = sit.view.colonies
    assert c is not None
    parked = [seat for seat, fleets in enumerate(c.fleets) if tile in fleets]
    if parked:  # 002: one fleet a tile, until the fleets come home at the round's end
        who = sit.name(parked[0])
        return f"{who}'s fleet is at {figures.colony_tile(tile).name} until the round ends. " + (
            gains_words(sit, tile)
        )
    return gains_words(sit, tile)


def _hand_card_words(sit: Situation, cid: str) -> str:
    card = C.cards[cid]
    options = payment_options(sit.legal, PayFor("card", cid)) if sit.to_act else []
    view = sit.view
    if sit.to_act and view.step == "prod_cards" and view.pending is None:
        return f"Click to discard {card.name}. Right-click to enlarge."
    if options:
        return f"Click to play {card.name}. Right-click to enlarge."
    return f"{card.name}: {card.text}"


def legal_hint(sit: Situation) -> str:
    """A hint of what is legal now, in words."""
    if sit.view.phase == "over":
        return "The game is over."
    if sit.replaying:  # nobody plays in a replay: nothing to skip, Esc leaves it
        return "Hover or click a player to see their cards."
    if not sit.to_act:
        return say(
            "{skip} skips ahead. {menu} opens the menu. Hover or click a player to see their cards."
        )
    top = sit.top
    if top is not None:
        if top.kind == "place":
            return "Hover a lit area to see the VP it scores; click to place."
        return say("Choose one of the buttons ({pick} + {take} work too).")
    return STEP_HINTS.get(
        sit.view.step, say("{pick} pick an action, {take} takes it. {undo} undoes.")
    )


def render_status(
    pics: Pictures,
    sit: Situation,
    model: TableModel,
    buttons: tuple[Placed, ...],
    message: tuple[str, bool],
    rect: pygame.Rect,
) -> pygame.Surface:
    """The status line: the last ``message`` (its words, whether it is an error), else the
    hover hint, else what is legal."""
    surface = pygame.Surface(rect.size, pygame.SRCALPHA)
    fonts = pics.ctx.fonts  # at the player's text size, unlike the rest of the table
    said, error = message
    text = said or hover_hint(sit, model, buttons) or legal_hint(sit)
    colour = palette.LIMB if (said and error) else palette.SAND_DIM
    if said and not error:
        colour = palette.OCHRE
    # a long sentence (a trade's gains) takes a smaller size, and a third line, rather than
    # lose its end; at a larger text size, the largest whose lines the line's box holds
    width = rect.width - 8

    def laid() -> tuple[int, int, list[str]]:
        size = next((z for z in (12, 11) if len(wrap(fonts.get(z, True), text, width)) <= 2), 10)
        pitch = scaled(16 if size > 10 else 12)
        return size, pitch, wrap(fonts.get(size, bold=True), text, width)

    def held() -> bool:
        _, pitch, lines = laid()
        return len(lines) * pitch <= rect.height

    with at_most(fitting_scale(held)):
        size, pitch, lines = laid()
        for i, line in enumerate(lines[: rect.height // pitch]):
            surface.blit(fonts.text(size, line, colour, bold=True), (4, i * pitch))
    return surface
