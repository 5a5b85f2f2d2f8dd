"""The Colonies module's tiles (002) at the TM Dice table in words: which tiles are on the
table, what a trade with one gives now (the income at the white marker, the colony bonus of
every owner there), why a tile is closed, a step of a track as a number. No pygame."""

from __future__ import annotations

from game.rules.tmdice import figures
from game.rules.tmdice.content import DieEffect, DrawEffect, Effect
from game.rules.tmdice.state import ColoniesState, TMObservation
from game.ui.draw.counting import counted
from game.ui.tmdice.situation import Situation
from game.ui.tmdice.words import effect_words


def colony_tiles_shown(view: TMObservation) -> list[str]:
    """The colony tiles on the table (solo setup: the four drawn, before one goes back)."""
    c = view.colonies
    if c is None:
        return []
    return list(c.tiles or c.offered)


def marker_of(c: ColoniesState, tile: str) -> int | None:
    """The white marker's step; None for a tile not yet in play (solo setup)."""
    return c.marker.get(tile) if tile in c.tiles else None


def gains_words(sit: Situation, tile: str) -> str:
    """What a trade with ``tile`` would give now: the income at the marker, then the colony
    bonus every owner there takes."""
    c = sit.view.colonies
    assert c is not None
    step = marker_of(c, tile)
    name = figures.colony_tile(tile).name
    if step is None:
        return f"{name}: {figures.colony_tile(tile).text}"
    if step < 0:
        return closed_words(tile)
    gains = figures.trade_gains(tile, step, c.colonies.get(tile, []))
    income = [gain_words(e) for e in gains.income]
    income += [f"a {colour} production die" for colour in gains.production]
    text = f"Trade at {name}: you take {', '.join(income) or 'nothing'}"
    if not gains.owners:
        return text + "; no colony there to take a bonus."
    bonus = ", ".join(gain_words(e) for e in gains.bonus)
    if gains.discard:
        bonus += " and discard 1"
    who = ", ".join(sit.name(s) for s in gains.owners)
    takes = "each take" if len(gains.owners) > 1 else "takes"
    return f"{text}; {who} {takes} {bonus} (colony bonus)."


def gain_words(effect: Effect) -> str:
    """What one takes, as a thing: "2 cards", "1 energy die"."""
    if isinstance(effect, DrawEffect):
        return counted(effect.n, "card")
    return effect_words(effect)


def closed_words(tile: str) -> str:
    t = figures.colony_tile(tile)
    return (
        f"{t.name} is closed: it opens when any player has a card in play showing "
        f"{t.needs} (no colony, no trade until then)."
    )


def why_closed(tile: str) -> str:
    return f"closed until a card showing {figures.colony_tile(tile).needs} is in play"


def step_label(effects: list[Effect]) -> str:
    """A step of a track as a number: how many dice or cards it gives."""
    n = sum(e.n for e in effects if isinstance(e, DieEffect | DrawEffect))
    return str(n) if n else "\u2013"


def income_word(tile: str) -> str:
    """What a trade with ``tile`` gives, in a word beside its picture ("steel", "cards")."""
    data = figures.colony_tile(tile)
    if data.income_production:
        return "production"
    for effect in data.income[-1]:
        if isinstance(effect, DieEffect):
            return effect.face or f"{effect.colour} dice"
    return "cards"


def colony_production(sit: Situation, seat: int) -> list[str]:
    """The production dice (colours) the seat's colonies and trades gave (Colonies module)."""
    c = sit.view.colonies
    return list(c.production[seat]) if c is not None and seat < len(c.production) else []


def seat_production(sit: Situation, seat: int) -> list[str]:
    """Everything a production turn of ``seat`` rolls and gains: its brown boxes (the
    corporation's and its green cards'), then its colonies' production dice."""
    p = sit.views[seat]
    return figures.production_items(p.corp, p.played) + colony_production(sit, seat)
