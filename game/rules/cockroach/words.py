"""The hunt in words: actions for buttons and the log, and why an action is not allowed now."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from game.rules.cockroach import actions as A
from game.rules.cockroach import dice
from game.rules.cockroach.content import content
from game.rules.core import Step, Window

if TYPE_CHECKING:
    from game.rules.cockroach.engine import CockroachEngine

SYMBOL_WORDS = {"star": "star", "serum": "serum", "injury": "injury", "danger": "danger"}
PLURAL = {"star": "stars", "serum": "serums", "injury": "injuries", "danger": "dangers"}


def cost_words(stars: int, serums: int) -> str:
    """A price in words: "3 stars and 1 serum", "2 stars", "free"."""
    parts = [
        f"{n} {word}{'s' if n != 1 else ''}" for n, word in ((stars, "star"), (serums, "serum"))
    ]
    said = [part for part in parts if not part.startswith("0 ")]
    return " and ".join(said) if said else "free"


def hero_offers() -> list[tuple[str, str, str]]:
    """Every hero as the New game screen offers it: (id, name, a sentence with its technique,
    the technique's cost, and its talent)."""
    offers = []
    for hero in content().heroes:
        cost = cost_words(hero.technique_cost.stars, hero.technique_cost.serums)
        sentence = f"Technique ({cost}): {hero.technique.text} Talent: {hero.talent.text}"
        offers.append((hero.id, hero.name, sentence))
    return offers


def _roach(eng: CockroachEngine, slot: int) -> str:
    roaches = eng.state.roaches
    if not 0 <= slot < len(roaches):
        return "a cockroach"
    return f"the {eng.c.roach[roaches[slot]].name}"


def _card(eng: CockroachEngine, cid: str) -> str:
    card = eng.c.card.get(cid)
    return card.name if card else cid


def _spoil_part(eng: CockroachEngine, index: int) -> str:
    """A part of the spoils being handed out, in words ("1 star", "2 injuries", "1 VP")."""
    top = eng.state.flow.top()
    parts = top.data.get("parts", []) if isinstance(top, Step) else []
    if not 0 <= index < len(parts):
        return "the next part"
    kind, _, n = parts[index].partition(":")
    word = {"star": "star", "injury": "injur", "vp": "VP"}[kind]
    if kind == "injury":
        word += "ies" if n != "1" else "y"
    elif kind == "star" and n != "1":
        word += "s"
    return f"{n} {word}"


def _seat(p: int) -> str:
    return f"player {p + 1}"


def describe(eng: CockroachEngine, action: A.Action) -> str:
    match action:
        case A.ChooseHero():
            return f"Lead the hunt as {eng.c.hero[action.hero].name}"
        case A.Marker():
            return f"Go to {_roach(eng, action.slot)}"
        case A.Pass():
            return "Pass"
        case A.PlaySquad():
            words = f"Play {_card(eng, action.card)}"
            if action.item:
                words += f": {_card(eng, action.item)} of {_seat(action.target)}"
            elif action.target >= 0:
                words += f" on {_seat(action.target)}"
            if action.slot >= 0:
                kind = eng.c.card[action.card].effect.kind
                words += (
                    f", side {action.slot + 1}"
                    if kind == "set_special"
                    else f" → {_roach(eng, action.slot)}"
                )
            return words
        case A.RollSpecial():
            return f"Spend {eng.c.dice.special_die_serums} serums: roll the special die"
        case A.Technique():
            hero = eng.c.hero[eng.state.heroes[eng.state.current]]
            words = f"Technique: {hero.technique.text}"
            if action.target >= 0:
                words += f" ({_seat(action.target)} → {_roach(eng, action.slot)})"
            return words
        case A.Acquire():
            card = eng.c.card[action.card]
            cost = cost_words(card.cost.stars, card.cost.serums)
            return f"Take {card.name} ({card.type}, {cost})"
        case A.Reroll():
            return f"Roll die {action.die + 1} again"
        case A.Exchange():
            return (
                "Turn a star into an injury"
                if action.to == "injury"
                else ("Turn an injury into a star")
            )
        case A.PayWith():
            return pay_words(eng, action)
        case A.PayToll():
            return "Pay the stars this cockroach demands"
        case A.UseInjuries():
            count = eng.state.hurts[eng.state.current]
            return f"Use your {count} injury counter{'' if count == 1 else 's'}"
        case A.EndSpending():
            return "Done: inflict the injuries"
        case A.GiveSpoil():
            return f"Give {_spoil_part(eng, action.part)} of the spoils to {_seat(action.seat)}"
        case A.Wreck():
            return f"Destroy {_card(eng, action.card)} of {_seat(action.seat)}"
        case A.Pick():
            name = eng.c.card[action.card].name if action.card in eng.c.card else None
            return f"Take {name or eng.c.roach[action.card].name}"
        case A.Pull():
            return f"Bring {_seat(action.seat)} onto your cockroach"
    return str(action)


def face_words(symbols: list[str]) -> str:
    """A face by its symbols: "star", "2 stars", "star and danger"."""
    counts = Counter(symbols)
    return " and ".join(
        f"{n} {PLURAL[sym]}" if n > 1 else SYMBOL_WORDS[sym] for sym, n in counts.items()
    )


def pay_words(eng: CockroachEngine, way: A.PayWith) -> str:
    """A way to pay in words: what it locks (each die by number and face) and the star
    counters it spends; the dice it leaves free follow from it."""
    s = eng.state
    faces = eng.c.combat_faces
    dice = [f"{d + 1} ({face_words(faces[s.dice[d]])})" for d in way.dice]
    locks = []
    if dice:
        locks.append(f"die {dice[0]}" if len(dice) == 1 else "dice " + _listed(dice))
    if way.special:
        locks.append(f"the special die ({face_words(eng.c.special_faces[s.special])})")
    said = "Lock " + " and ".join(locks) if locks else ""
    if way.counters:
        counters = f"{way.counters} star counter{'s' if way.counters > 1 else ''}"
        said = f"{said}; spend {counters}" if said else f"Spend {counters}, lock no die"
    return said or "Pay with what is gained or locked already"


def _listed(items: list[str]) -> str:
    """ "a", "a and b", "a, b and c"."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def why_illegal(eng: CockroachEngine, action: A.Action) -> str:
    s = eng.state
    top = s.flow.top()
    if isinstance(top, Window):
        if not isinstance(action, A.Pass | A.PlaySquad):
            return f"{_seat(top.asked()).capitalize()} may only play a squad card or pass now."
        return _squad_reason(eng, top.asked(), action)
    if not isinstance(top, Step):
        return "That is not something you can do now."
    if top.kind == "spend":
        return _spend_reason(eng, action)
    asked = {
        "hero": "Choose one of the heroes not taken yet.",
        "place": "Put your hero marker on a cockroach that has no hero yet.",
        "spoils": "Hand the spoils to another hero who fought this cockroach.",
        "move": "Move your hero to a cockroach that will take it.",
        "pull": "Choose another hero to bring onto your cockroach.",
        "leave": "Your hero must go to another cockroach.",
        "opt_move": "Move your hero to another cockroach, or pass.",
        "wreck_own": "Choose one of your equipment cards to destroy.",
        "wreck_other": "Choose an equipment card of that player to destroy.",
        "pick_roach": "Choose one of the cockroaches in the deck.",
        "keep_card": "Choose one of the cards you are looking at.",
        "reroll_pick": "Choose an unlocked die to roll again, or pass to roll those chosen.",
        "pay": "Choose which dice to lock for this payment.",
    }
    return asked.get(top.kind, "That is not something you can do now.")


def _squad_reason(eng: CockroachEngine, seat: int, action: A.Action) -> str:
    if not isinstance(action, A.PlaySquad):
        return "You cannot pass now."
    if action.card not in eng.state.hands[seat]:
        return "You do not hold that card."
    return f"{_card(eng, action.card)} cannot be played like that now."


def _spend_reason(eng: CockroachEngine, action: A.Action) -> str:
    s = eng.state
    if isinstance(action, A.PlaySquad):
        return _squad_reason(eng, s.current, action)
    if isinstance(action, A.Pass):
        return "It is your turn: spend your symbols, or say you are done."
    if isinstance(action, A.RollSpecial):
        need = eng.c.dice.special_die_serums
        if not dice.special_allowed(eng):
            return "The special die cannot be rolled now (a cockroach forbids it, or it is locked)."
        return (
            f"Rolling the special die takes {need} serums; you have {dice.available(eng, 'serum')}."
        )
    if isinstance(action, A.Acquire):
        if action.card not in s.display:
            return "That card is not face up."
        card = eng.c.card[action.card]
        return (
            f"{card.name} costs {card.cost.stars} stars and {card.cost.serums} serums; you have "
            f"{dice.available(eng, 'star')} and {dice.available(eng, 'serum')} (or a cockroach "
            "forbids taking cards)."
        )
    if isinstance(action, A.Technique):
        return "You cannot pay for your technique, or it has nothing to act on."
    if isinstance(action, A.Reroll):
        return "You have no re-roll left this turn, or that die is locked by a spent symbol."
    if isinstance(action, A.Exchange):
        return "You have no exchange left this turn, or nothing to exchange."
    if isinstance(action, A.PayToll):
        return "There is no toll to pay, or you have too few stars."
    if isinstance(action, A.UseInjuries):
        return "You hold no injury counters."
    return "That is not something you can do now."
