"""The TM Dice table in words: what an action does, what the thing under the mouse is, what
can be done now, why a tile may not go on an area; and the status line that shows them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.rules.tmdice import actions as A
from game.rules.tmdice import figures
from game.rules.tmdice.content import content
from game.ui.draw import palette
from game.ui.draw.text import wrap
from game.ui.tmdice.buttons import PayFor, payment_options
from game.ui.tmdice.colonies_view import hover_words as colony_hover_words
from game.ui.tmdice.hover import (
    OnArea,
    OnAward,
    OnButton,
    OnCard,
    OnColony,
    OnDie,
    OnMilestone,
    OnPopup,
    OnStrip,
)
from game.ui.tmdice.layout import STATUS
from game.ui.tmdice.map_art import SPECIAL_NAMES
from game.ui.tmdice.words import effect_words

if TYPE_CHECKING:
    from game.ui.tmdice.table import TMDiceTable

C = content()
FIRST, SECOND = figures.AWARD_FIRST_VP, figures.AWARD_SECOND_VP
#: Why a tile may not go on an area, in a player's words (000 "Placing tiles").
REFUSALS: dict[figures.AreaRefusal, str] = {
    "taken": "Only one tile may be placed on each area.",
    "ocean_only": "An ocean goes on a blue ocean-reserved area.",
    "reserved_ocean": "That area is reserved for an ocean tile.",
    "special_elsewhere": "This special tile goes on its own area, named on the map.",
    "reserved_special": "That area is reserved for its special tile.",
    "next_to_city": "A city may not be placed next to another city.",
    "solo_spot": "The solo setup says where this tile goes: one of the lit areas.",
}
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


def describe(t: TMDiceTable, action: Any) -> str:
    """An action in words: the engine's sentence, with what the screen knows better (the
    effect to resolve next, the VP a tile scores there)."""
    text = t.session.engine.describe(action)
    top = t.top_pending()
    if (
        isinstance(action, A.PickEffect)
        and top is not None
        and top.kind == "effects"
        and action.index < len(top.effects)
    ):
        text = "Resolve next: " + effect_words(top.effects[action.index])
    if isinstance(action, A.PlaceTile):
        text += f" \u2014 {placement_words(t, action.area)}"
    return text


def placing(t: TMDiceTable) -> str:
    """The tile being placed now (a greenery when none is: what an area would score)."""
    top = t.top_pending()
    return top.tile if top is not None and top.kind == "place" else "greenery"


def placement_vp(t: TMDiceTable, area: int, tile: str) -> figures.PlacementVP:
    view = t.view
    return figures.placement_vp(view.tiles, view.temperature_c, view.oxygen_pct, area, tile)


def placement_parts(tile: str, vp: figures.PlacementVP) -> list[str]:
    """Where a tile's VP come from, in words."""
    if tile.startswith("solo_"):
        return ["solo setup: no VP"]
    parts: list[str] = []
    if tile == "ocean":
        parts.append(f"{vp.terraform} terraforming")
    elif tile == "greenery":
        parts.append(f"{vp.terraform} oxygen")
        if vp.bonus_raise:
            parts.append(f"{vp.bonus_raise} from the oxygen track bonus")
        if vp.adjacent:
            parts.append(f"{vp.adjacent} next to cities")
    elif tile == "city":
        parts.append(f"{vp.tile} city")
        if vp.adjacent:
            parts.append(f"{vp.adjacent} next to greeneries")
    if vp.placement:
        parts.append(f"{vp.placement} placement bonus")
    return parts


def placement_words(t: TMDiceTable, area: int) -> str:
    tile = placing(t)
    vp = placement_vp(t, area, tile)
    parts = placement_parts(tile, vp)
    bonus = [effect_words(e) for e in C.map.areas[area].bonus if e.do != "vp"]
    text = f"{vp.total} VP" + (f" ({', '.join(parts)})" if parts else "")
    if bonus and not tile.startswith("solo_"):
        text += "; bonus: " + ", ".join(bonus)
    return text


def why_area(t: TMDiceTable, area: int) -> str:
    """Why the tile being placed may not go on ``area``."""
    top = t.top_pending()
    tile, special = (top.tile, top.special) if top is not None else ("greenery", "")
    refusal = figures.area_refusal(t.view.tiles, area, tile, special)
    if refusal is not None:
        return REFUSALS[refusal]
    return t.session.engine.why_illegal(A.PlaceTile(area))


def area_words(t: TMDiceTable, area: int) -> str:
    a = C.map.areas[area]
    tile = t.view.tiles[area]
    if A.PlaceTile(area) in t.legal():
        top = t.top_pending()
        word = top.tile.replace("solo_", "") if top is not None else "tile"
        return f"Place the {word} on area {area}: {placement_words(t, area)}."
    if tile:
        owner = t.view.owners[area]
        who = t.session.name(owner) if owner >= 0 else "nobody"
        name = SPECIAL_NAMES.get(tile, tile)
        return f"Area {area}: {name} (placed by {who})."
    if a.reserved == "ocean":
        what = "ocean-reserved"
    elif a.reserved == "special":
        what = "reserved for " + SPECIAL_NAMES.get(a.special or "", "")
    else:
        what = "open"
    bonus = ", ".join(effect_words(e) for e in a.bonus) or "no bonus"
    return f"Area {area}: {what}; placement bonus: {bonus}."


def award_words(t: TMDiceTable, index: int) -> str:
    view = t.view
    face = view.award_dice[index]
    counts = figures.award_counts(face, t.views)
    text = ", ".join(f"{t.session.name(i)} {k}" for i, k in enumerate(counts))
    extra = ""
    if view.solo:
        need = figures.solo_award_need(face)
        extra = f" Solo: {need} for {FIRST} VP, {need - 1} for {SECOND} VP."
    pays = f"{FIRST} VP, second {SECOND} VP"
    return f"Award: most {face} icons in played cards' costs ({pays}): {text}.{extra}"


def hover_hint(t: TMDiceTable) -> str:
    """What the thing under the mouse is, or what clicking it does."""
    h = t.hover
    if isinstance(h, OnButton):
        for b in t.buttons:
            if id(b) == h.button:
                return b.tip or (describe(t, b.action) if b.action is not None else "")
        return ""
    if isinstance(h, OnArea):
        return area_words(t, h.area)
    if isinstance(h, OnColony):
        return colony_hover_words(t, h.tile)
    if isinstance(h, OnStrip):
        card = C.cards[h.card]
        if h.in_popup:
            return f"{card.name} ({card.colour}): {card.text} Right-click to keep it enlarged."
        if payment_options(t, PayFor("blue", h.card)):
            return f"Click to use {card.name}: {card.text}"
        return f"{card.name} ({card.colour}): {card.text}"
    if isinstance(h, OnPopup):
        return f"{t.session.name(h.seat)}'s cards in play. Click elsewhere to close."
    if isinstance(h, OnCard):
        return _hand_card_words(t, h.card)
    if isinstance(h, OnDie):
        action = t.die_action(h.face) if t.human_to_act() else None
        if action is not None:
            return "Click: " + describe(t, action)
        return f"A {h.face} {'token' if h.face == 'wild' else 'die'}."
    if isinstance(h, OnAward):
        return award_words(t, h.index)
    if isinstance(h, OnMilestone):
        m = C.miles[t.view.milestones[h.index]]
        worth = f"{figures.MILESTONE_VP} VP at the end"
        return f"Milestone {m.name}: {m.text} First to do it takes it ({worth})."
    return focus_hint(t)


def focus_hint(t: TMDiceTable) -> str:
    """What the choice the keyboard has focused is, in words (a tip shows on keyboard focus
    as it does on hover)."""
    focus = t.focused_action()
    if focus is None:
        return ""
    if isinstance(focus, A.PlaceTile):
        return area_words(t, focus.area)
    for b in t.buttons:
        if b.action == focus and b.tip:
            return b.tip
    return describe(t, focus)


def _hand_card_words(t: TMDiceTable, cid: str) -> str:
    card = C.cards[cid]
    options = payment_options(t, PayFor("card", cid)) if t.human_to_act() else []
    view = t.view
    if t.human_to_act() and view.step == "prod_cards" and view.pending is None:
        return f"Click to discard {card.name}. Right-click to enlarge."
    if options:
        return f"Click to play {card.name}. Right-click to enlarge."
    return f"{card.name}: {card.text}"


def legal_hint(t: TMDiceTable) -> str:
    """A hint of what is legal now, in words."""
    if t.view.phase == "over":
        return "The game is over."
    if t.replaying:  # nobody plays in a replay: nothing to skip, Esc leaves it
        return "Hover or click a player to see their cards."
    if not t.human_to_act():
        return "Space skips ahead. Esc opens the menu. Hover or click a player to see their cards."
    top = t.top_pending()
    if top is not None:
        if top.kind == "place":
            return "Hover a lit area to see the VP it scores; click to place."
        return "Choose one of the buttons (Tab / arrows + Enter work too)."
    return STEP_HINTS.get(
        t.view.step, "Tab / arrows pick an action, Enter takes it. Ctrl+Z undoes."
    )


def render_status(t: TMDiceTable) -> pygame.Surface:
    """The status line: the last message, else the hover hint, else what is legal."""
    surface = pygame.Surface(STATUS.size, pygame.SRCALPHA)
    fonts = t.ctx.fonts
    text = t.message or hover_hint(t) or legal_hint(t)
    colour = palette.LIMB if (t.message and t.message_is_error) else palette.SAND_DIM
    if t.message and not t.message_is_error:
        colour = palette.OCHRE
    # a long sentence (a trade's gains) takes a smaller size, and a third line, rather than
    # lose its end
    width = STATUS.width - 8
    size = next((z for z in (12, 11) if len(wrap(fonts.get(z, True), text, width)) <= 2), 10)
    pitch = 16 if size > 10 else 12
    lines = wrap(fonts.get(size, bold=True), text, width)[: STATUS.height // pitch]
    for i, line in enumerate(lines):
        surface.blit(fonts.text(size, line, colour, bold=True), (4, i * pitch))
    return surface
