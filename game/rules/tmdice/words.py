"""TM Dice actions in words: `describe` (buttons, hints, the log) and `why_illegal` (the
sentence a refused action gets). Public: the screens may import this module; both functions
take only what the observation carries."""

from __future__ import annotations

from game.rules.tmdice.actions import (
    Action,
    BuildColony,
    CardsDone,
    ChooseBonus,
    ChooseCorp,
    ChooseTurn,
    DiscardCard,
    DiscardDie,
    DrawTwo,
    EndTurn,
    GainDie,
    Give,
    Lose,
    Pay,
    PickColour,
    PickEffect,
    PickFace,
    PlaceTile,
    PlayCard,
    ReturnColonyTile,
    Rotate,
    SecondSupport,
    Skip,
    Terraform,
    TradeColony,
    TurnDie,
    UseBlue,
)
from game.rules.tmdice.content import DieEffect, DrawEffect, Effect, content
from game.rules.tmdice.modules.colonies_tiles import colony_tiles
from game.rules.tmdice.state import STANDARD, STANDARD_WORDS, PendingView

C = content()

WAITING_FOR = {
    "effects": "First choose which effect of the card to resolve next.",
    "corp": "First choose the corporation you keep.",
    "colour": "First choose the colour of the die you gain.",
    "face": "First choose the face of the die you gain.",
    "place": "First choose where to place the tile (that area is not allowed).",
    "rotate": "First choose which die to turn, and to which face of its colour.",
    "pay": "First choose which resource to pay.",
    "lose": "You must first choose which resource you lose.",
    "give": "The first player must first give one resource to the last player.",
    "bonus": "First choose one of the bonus cards.",
}


def _wilds(wild_for: tuple[str, ...]) -> str:
    return f" (wild for {', '.join(wild_for)})" if wild_for else ""


def _dice(n: int) -> str:
    return "die" if n == 1 else "dice"


def _cost(face: str, need: int, wilds: int) -> str:
    parts = (f"{need - wilds} {face}" if need > wilds else "", f"{wilds} wild" if wilds else "")
    return ", ".join(p for p in parts if p)


def describe(action: Action, top: PendingView | None) -> str:
    """The action in words; `top` is the public pending decision it answers, if any."""
    match action:
        case ChooseCorp():
            return f"Keep {C.corps[action.corp].name}"
        case ChooseTurn():
            return "Production turn" if action.which == "production" else "Action turn"
        case DiscardDie():
            return f"Return {action.n} {action.face} {_dice(action.n)} to the pool"
        case DiscardCard():
            return f"Discard {C.cards[action.card].name}"
        case CardsDone():
            return "Draw to 5 and produce"
        case GainDie():
            return f"Gain and roll a {action.colour} die"
        case TurnDie():
            return "Pay a resource to turn another die"
        case DrawTwo():
            return "Pay a resource to draw 2 cards"
        case UseBlue():
            return f"Use {C.cards[action.card].name}{_wilds(action.wild_for)}"
        case Terraform():
            face, need = STANDARD[action.what]
            dice = need - action.wilds
            parts = (
                f"{dice} {face}" if dice else "",
                f"{action.wilds} wild" if action.wilds else "",
            )
            return f"Pay {', '.join(p for p in parts if p)}: {STANDARD_WORDS[action.what]}"
        case PlayCard():
            return f"Play {C.cards[action.card].name}{_wilds(action.wild_for)}"
        case SecondSupport():
            return "Take a second support action"
        case Skip():
            if top is not None and top.kind == "rotate":
                return "Turn no die (leave your dice as they are)"
            return "Skip"
        case EndTurn():
            return "End turn"
        case PickColour():
            return f"Gain and roll a {action.colour} die"
        case PickFace():
            return f"Gain a die showing {action.face}"
        case PlaceTile():
            tile = top.tile if top is not None else "tile"
            return f"Place the {tile.replace('solo_', '')} on area {action.area}"
        case Rotate():
            return f"Turn a {action.face} die to {action.to}"
        case Pay():
            return f"Pay a {action.face}"
        case Lose():
            return f"Lose a {action.face}"
        case Give():
            return f"Give a {action.face} to the last player"
        case ChooseBonus():
            return f"Take {C.bonus[action.card].name}"
        case BuildColony():
            paid = "" if top is not None else f": pay {_cost('megacredit', 3, action.wilds)}"
            return f"Build a colony on {colony_tiles()[action.tile].name}{paid}"
        case TradeColony():
            paid = f": pay {_cost(action.pay, 2, action.wilds)}" if action.pay else ""
            return f"Trade with {colony_tiles()[action.tile].name}{paid}"
        case ReturnColonyTile():
            return f"Put {colony_tiles()[action.tile].name} back in the box (keep the others)"
        case PickEffect():
            if top is not None and action.index < len(top.effects):
                return f"Resolve next: {top.effects[action.index].do}"
            return "Resolve that effect next"
    return str(action)


def why_illegal(
    action: Action,
    *,
    over: bool,
    step: str,
    pending: str | None,
    hand: list[str],
    dice: dict[str, int],
    wild: int,
) -> str:
    """Why `action` cannot be taken now, in a sentence: `step` and `pending` (the kind of the
    decision on top) say where the turn is; `hand`, `dice`, `wild` are the current player's."""
    if over:
        return "The game is over."
    if pending is not None:
        return WAITING_FOR.get(pending, "Another choice must be made first.")
    match action:
        case PlayCard():
            if step != "main":
                return "Cards are played as a main action, after your support action."
            if action.card not in hand:
                return "That card is not in your hand."
            return "You cannot pay that card's exact icons that way."
        case Terraform():
            if step != "main":
                return "Standard projects are main actions, after your support action."
            face, need = STANDARD[action.what]
            have = dice.get(face, 0)
            if have + wild < need:
                return f"That needs {need} {face}; you have {have} and {wild} wild."
            return "There is no area left where that tile may go."
        case UseBlue():
            return "That blue card cannot be used now: it is tapped, not yours, or unpaid."
        case GainDie() | TurnDie() | DrawTwo():
            if step not in ("support", "support2"):
                return "Support actions come first in an action turn (or as your main action)."
            return "You cannot take that support action now."
        case EndTurn():
            return "Your turn is not over yet: finish your actions first."
    return "That is not one of the choices now."


def colony_tiles_in_words() -> list[tuple[str, str]]:
    """Every colony tile of the Colonies module: its name and what it does, in words."""
    return [(t.name, t.text) for t in colony_tiles().values()]


def colony_income_in_words(tile: str, step: int) -> str:
    """What a trade with `tile` would give with its marker at `step`, in words."""
    t = colony_tiles()[tile]
    if step < 0:
        return f"{t.name} is not open yet."
    parts = [_effect_words(e) for e in t.income[step]]
    if t.income_production:
        parts.append(f"a {t.income_production[step]} production die")
    return f"Trade with {t.name} now: {', '.join(parts) if parts else 'nothing'}."


def _effect_words(effect: Effect) -> str:
    match effect:
        case DieEffect(face=str(face), n=n):
            return f"{n} {face} {_dice(n)}"
        case DrawEffect(n=n):
            return f"draw {n}"
    return effect.do
