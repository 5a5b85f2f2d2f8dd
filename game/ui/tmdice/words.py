"""TM Dice in words: events for the log (as the viewer may see them), effects, actions.

Every line is built from ``event.seen_by(viewer)``: drawn cards and corporation choices of
other seats never appear.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.rules.core import Event
from game.rules.tmdice.content import content
from game.rules.tmdice.state import PendingView
from game.ui.draw import palette
from game.ui.draw.palette import Colour

C = content()
Line = tuple[str, Colour]

PARAM_WORDS = {"temperature": "the temperature", "oxygen": "oxygen", "ocean": "the oceans"}
SOURCE_WORDS = {
    "terraform": "terraforming",
    "tiles": "tiles",
    "placement": "a placement bonus",
    "cards": "cards",
    "cards_end": "cards (end)",
    "bonus_cards": "a bonus card",
    "megacredits": "megacredits",
    "track": "a track bonus",
    "awards": "awards",
    "milestones": "milestones",
    "missions": "missions",
    "production": "production",
    "corporation": "the corporation",
}
SPECIAL_WORDS = {
    "polar_station": "the polar station",
    "lava_vent": "the lava vent",
    "research_dome": "the research dome",
}


def face_label(face: str) -> str:
    """A die face in a word short enough for a button (the rule texts' names otherwise)."""
    return "credit" if face == "megacredit" else face


def progress(top: PendingView, noun: str) -> str:
    """The progress of a decision taken several times, " (die 2 of 3)", or nothing when it
    is taken once."""
    if top.total <= 1:
        return ""
    return f" ({noun} {top.step} of {top.total})"


def gain_words(top: PendingView) -> str:
    """ "Gain a die", or "Gain die 2 of 3" when several are gained one after another."""
    return f"Gain die {top.step} of {top.total}" if top.total > 1 else "Gain a die"


def article(word: str) -> str:
    """The word with its article: "an energy", "an event", "a plant"."""
    return f"{'an' if word[:1].lower() in 'aeiou' else 'a'} {word}"


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def effect_words(eff: Any) -> str:
    """One effect in a few words (for buttons and hints)."""
    do = eff.do
    n = getattr(eff, "n", 1)
    if do == "die":
        colour = eff.colour
        die = "die" if n == 1 else "dice"
        what = f"{n} {colour} {die}" if colour != "any" else f"{n} {die} of any colour"
        if eff.mode == "face":
            return f"{n} {eff.face} {die}"
        if eff.mode == "choose":
            return f"{what} at a face you choose"
        return f"roll {what}"
    if do == "rotate":
        return "turn a die" if n == 1 else f"turn {n} dice"
    if do == "wild":
        return plural(n, "wild token")
    if do == "vp":
        return f"{n} VP"
    if do == "draw":
        return f"draw {plural(n, 'card')}"
    if do == "raise":
        return f"raise {eff.param}" + (f" {n} steps" if n > 1 else "")
    if do == "tile":
        if eff.tile == "special":
            return f"place {SPECIAL_WORDS.get(eff.special or '', 'a special tile')}"
        return f"place {'an' if eff.tile == 'ocean' else 'a'} {eff.tile}"
    if do == "attack":
        return "every opponent loses a resource"
    return str(do)


def faces_words(faces: list[str]) -> str:
    counts: dict[str, int] = {}
    for f in faces:
        counts[f] = counts.get(f, 0) + 1
    return ", ".join(f"{k} {f}" for f, k in counts.items())


def event_line(
    event: Event,
    name: Callable[[int], str],
    colour: Callable[[int], Colour],
    viewer: int | None,
    solo: bool = False,
) -> Line | None:
    """The log line of ``event`` as ``viewer`` may see it (None: no line); ``solo`` drops
    what only makes sense with others at the table (a choice kept secret from them)."""
    d = event.data
    kind = event.kind
    plain = palette.SAND_DIM
    bright = palette.SAND

    def who(seat: int) -> str:
        return "You" if seat == viewer else name(seat)

    if kind == "award_die":
        return (f"An award die shows {d['face']} ({d['colour']}).", plain)
    if kind == "bonus_pile":
        return (f"The bonus pile: {plural(d['size'], 'card')} face down.", plain)
    if kind == "turn_ended":
        return None  # the next "Turn N" line says it
    if kind == "milestones":
        names = ", ".join(C.miles[m].name for m in d["ids"])
        return (f"Milestones this game: {names}.", plain)
    if kind == "first_player":
        return (f"{name(d['seat'])} goes first.", plain)
    if kind == "corporations_dealt":
        corps = event.secret.get("corps")
        if corps:
            names = " or ".join(C.corps[c].name for c in corps)
            return (
                f"Your corporations to choose from: {names} (only you see this).",
                palette.OCHRE,
            )
        return (f"{name(d['seat'])} is dealt two corporations.", plain)
    if kind == "corporation_chosen":
        corp = event.secret.get("corp")
        if corp:
            until = "" if solo else " (secret until all have chosen)"
            return (f"You keep {C.corps[corp].name}{until}.", palette.OCHRE)
        return (f"{name(d['seat'])} has chosen a corporation.", plain)
    if kind == "corporations_revealed":
        names = ", ".join(
            f"{name(i)}: {C.corps[c].name}" for i, c in enumerate(d["corps"]) if c is not None
        )
        return (f"Corporations revealed \u2014 {names}.", bright)
    if kind == "turn_started":
        return (f"Turn {d['turn']}: {name(d['seat'])}", colour(d["seat"]))
    if kind == "production_turn":
        return (
            f"{who(d['seat'])} take{'s' if d['seat'] != viewer else ''} a production turn.",
            bright,
        )
    if kind == "action_turn":
        return (
            f"{who(d['seat'])} take{'s' if d['seat'] != viewer else ''} an action turn.",
            bright,
        )
    if kind == "die_rolled":
        return (f"{who(d['seat'])} rolled {article(d['colour'])} die: {d['face']}.", plain)
    if kind == "die_gained":
        return (f"{who(d['seat'])} gained {article(d['face'])} die.", plain)
    if kind == "die_missing":
        return (f"No {d['colour']} die left in the pool for {name(d['seat'])}.", plain)
    if kind == "pool_short":
        return (f"The pool ran short: {name(d['seat'])} gains a wild token instead.", plain)
    if kind == "die_discarded":
        return (
            f"{who(d['seat'])} returned {d['n']} {d['face']} {'die' if d['n'] == 1 else 'dice'} "
            "to the pool.",
            plain,
        )
    if kind == "card_discarded":
        return (f"{who(d['seat'])} discarded {C.cards[d['card']].name}.", plain)
    if kind == "cards_drawn":
        cards = event.secret.get("cards")
        if cards:
            names = ", ".join(C.cards[c].name for c in cards)
            return (f"You drew {names}.", palette.OCHRE)
        if d["count"]:
            return (f"{name(d['seat'])} drew {plural(d['count'], 'card')}.", plain)
        return None
    if kind == "deck_reshuffled":
        return (f"The discard pile is shuffled into a new deck ({d['cards']} cards).", plain)
    if kind == "deck_empty":
        return ("The deck and the discard pile are empty: no more cards to draw.", plain)
    if kind == "blue_untapped":
        return (f"{name(d['seat'])}'s blue cards are ready again.", plain)
    if kind == "skipped":
        return (f"{who(d['seat'])} skip{'s' if d['seat'] != viewer else ''} an action.", plain)
    if kind == "standard_project":
        words = {
            "heat": "raise the temperature",
            "water": "place an ocean",
            "plant": "place a greenery",
            "city": "place a city",
            "megacredit": "gain 2 VP",
        }[d["what"]]
        return (
            f"{who(d['seat'])} pay{'s' if d['seat'] != viewer else ''} for a standard project: "
            f"{words}.",
            bright,
        )
    if kind == "paid":
        parts = faces_words(list(d["faces"]))
        if d.get("wilds"):
            parts = (parts + ", " if parts else "") + plural(d["wilds"], "wild token")
        return (f"{who(d['seat'])} paid {parts or 'nothing'}.", plain) if parts else None
    if kind == "card_played":
        card = C.cards[d["card"]]
        return (f"{who(d['seat'])} played {card.name} ({card.colour}).", bright)
    if kind == "blue_action":
        return (f"{who(d['seat'])} used {C.cards[d['card']].name} ({d['timing']} action).", bright)
    if kind == "resource_paid":
        return (f"{who(d['seat'])} paid {article(d['face'])}.", plain)
    if kind == "resource_lost":
        return (f"{who(d['seat'])} lost {article(d['face'])}.", palette.DUSTY_ROSE)
    if kind == "resource_given":
        return (f"{name(d['seat'])} gave {article(d['face'])} to {name(d['to'])}.", plain)
    if kind == "bonus_pile_shown":
        cards = event.secret.get("cards")
        if cards:
            names = ", ".join(C.bonus[b].name for b in cards)
            return (f"The bonus pile, for you to choose from: {names}.", palette.OCHRE)
        return (f"{name(d['seat'])} looks through the bonus pile.", plain)
    if kind == "bonus_card":
        return (f"{who(d['seat'])} took the bonus card {C.bonus[d['card']].name}.", palette.OCHRE)
    if kind == "bonus_pile_empty":
        return (f"No bonus card left for {name(d['seat'])}.", plain)
    if kind == "tile_placed":
        tile = d["tile"]
        what = SPECIAL_WORDS.get(tile, f"{'an' if tile == 'ocean' else 'a'} {tile}")
        if d["seat"] < 0:
            return (f"Solo setup: {what} on area {d['area']}.", plain)
        return (f"{who(d['seat'])} placed {what} on area {d['area']}.", bright)
    if kind == "parameter_raised":
        return (f"{name(d['seat'])} raised {PARAM_WORDS[d['param']]}.", plain)
    if kind == "parameter_complete":
        return (f"{PARAM_WORDS[d['param']].capitalize()} complete!", palette.LIMB)
    if kind == "parameter_maxed":
        return (f"{PARAM_WORDS[d['param']].capitalize()} is already complete: 1 VP.", plain)
    if kind == "ocean_complete":
        return ("No ocean tile left: 1 VP for terraforming instead.", plain)
    if kind == "vp":
        src = SOURCE_WORDS.get(d["source"], d["source"])
        return (f"{who(d['seat'])} +{d['n']} VP ({src}).", colour(d["seat"]))
    if kind == "vp_bonus_step":
        return (
            f"{name(d['seat'])} reached {d['step']} VP: a bonus card at the end of the turn.",
            palette.OCHRE,
        )
    if kind == "attack":
        return (f"{name(d['seat'])} attacks: every opponent loses a resource.", palette.DUSTY_ROSE)
    if kind == "triggered":
        src = d["card"]
        title = C.cards.get(src) or C.bonus.get(src) or C.corps.get(src)
        return (f"{name(d['seat'])}'s {title.name if title else src} triggers.", plain)
    if kind == "milestone_claimed":
        return (
            f"{name(d['seat'])} claims the milestone {C.miles[d['milestone']].name}!",
            palette.LIMB,
        )
    if kind == "milestone_removed":
        return (
            f"The milestone {C.miles[d['milestone']].name} is removed (deadline).",
            palette.DUSTY_ROSE,
        )
    if kind == "mission_revealed":
        return (f"New mission: {C.mission_by_id[d['mission']].name}.", plain)
    if kind == "mission_cube":
        return (f"{name(d['seat'])} did part of {C.mission_by_id[d['mission']].name}.", plain)
    if kind == "mission_completed":
        return (f"{name(d['seat'])} completed {C.mission_by_id[d['mission']].name}!", palette.OCHRE)
    if kind == "die_turned":
        return (f"{who(d['seat'])} turned {article(d['face'])} die to {d['to']}.", plain)
    if kind == "wild_gained":
        return (
            (f"{who(d['seat'])} gained {plural(d['n'], 'wild token')}.", plain) if d["n"] else None
        )
    if kind == "effect_ignored":
        return None
    if kind == "game_end":
        return ("The game is over: final scoring.", palette.LIMB)
    if kind == "final_scores" and len(d["scores"]) == 1:
        counted = "counted" if d["winners"] else "not counted: the parameters were not complete"
        return (f"Final score: {d['scores'][0]} VP ({counted}).", palette.LIMB)
    if kind == "final_scores":
        winners = " and ".join(name(p) for p in d["winners"])
        if not winners:
            return ("Final scores: " + ", ".join(str(s) for s in d["scores"]) + ".", palette.LIMB)
        verb = "wins" if len(d["winners"]) == 1 else "share the win"
        return (f"{winners} {verb}.", palette.LIMB)
    # an event this screen does not know yet still reads in words
    words = kind.replace("_", " ")
    if isinstance(d.get("seat"), int) and d["seat"] >= 0:
        return (f"{name(d['seat'])}: {words}.", plain)
    return (words[:1].upper() + words[1:] + ".", plain)
