"""TM Dice in words: effects, decisions, die faces and the word lists the log shares (the log's
lines themselves are in `log_lines`)."""

from __future__ import annotations

from typing import Any

from game.rules.tmdice.content import content
from game.rules.tmdice.state import PendingView
from game.ui.draw.counting import counted
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
#: The special tiles' names (the map's three special areas): as a title, and in a line.
SPECIAL_NAMES = {
    "polar_station": "Polar station",
    "lava_vent": "Lava vent",
    "research_dome": "Research dome",
}
SPECIAL_WORDS = {special: f"the {name.lower()}" for special, name in SPECIAL_NAMES.items()}


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


def dice(n: int) -> str:
    """ "1 die", "2 dice"."""
    return counted(n, "die")


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
        return counted(n, "wild token")
    if do == "vp":
        return f"{n} VP"
    if do == "draw":
        return f"draw {counted(n, 'card')}"
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
