"""Hunt events in words, for the log. Each line is built from the event as the viewer may
see it (``event.seen_by(viewer)``), so a card drawn into another hand stays unnamed."""

from __future__ import annotations

import re
from collections.abc import Callable

from game.rules.cockroach.content import Content
from game.rules.cockroach.events import (
    Card,
    CardDrawn,
    DiceRerolled,
    DiceRolled,
    GameOver,
    Healed,
    HeroChosen,
    Injured,
    MarkerMoved,
    PlayerCard,
    RoachDying,
    RoachRevealed,
    RoachSlain,
    SpoilGained,
    SpoilsLost,
    SquadPlayed,
    Stolen,
    TurnStarted,
    VpStolen,
)
from game.rules.core import Event
from game.rules.core.events import read, read_secret, seat_named
from game.ui.cockroach.reactions import MOMENT_WORDS
from game.ui.draw import palette
from game.ui.draw.palette import Colour

Line = tuple[str, Colour]


PLURALS = {"injury": "injuries", "combat die": "combat dice", "die": "dice"}


# The rules name a seat "player N" (they know no names); the table says the player's name.
_SEAT = re.compile(r"\b[Pp]layer ([1-4])\b")


def with_names(text: str, name: Callable[[int], str]) -> str:
    """The rules' words with each "player N" said as that seat's name."""
    return _SEAT.sub(lambda m: name(int(m.group(1)) - 1), text)


def _plural(n: int, word: str) -> str:
    return f"{n} {word if n == 1 else PLURALS.get(word, word + 's')}"


def event_line(
    event: Event, c: Content, name: Callable[[int], str], colour: Callable[[int], Colour]
) -> Line | None:
    kind = event.kind
    plain = palette.SAND_DIM
    actor = seat_named(event)
    who = name(actor) if actor is not None else ""

    def card(cid: str) -> str:
        return c.card[cid].name if cid in c.card else "a card"

    def roach(rid: str) -> str:
        return c.roach[rid].name if rid in c.roach else "a cockroach"

    if kind == "first_player":
        return (f"{who} goes first.", plain)
    if kind == "hero_chosen":
        d = read(event, HeroChosen)
        return (f"{who} leads the hunt as {c.hero[d['hero']].name}.", colour(d["player"]))
    if kind == "dealt":
        return ("Three support cards face up; the cockroaches come out.", plain)
    if kind == "turn_started":
        d = read(event, TurnStarted)
        return (f"Turn {d['turn']}: {who}", colour(d["player"]))
    if kind == "dice_rolled":
        d = read(event, DiceRolled)
        return (f"{who} rolls {_plural(len(d['dice']), 'combat die')}.", plain)
    if kind == "dice_rerolled":
        d = read(event, DiceRerolled)
        return (f"{who} rolls {_plural(len(d['dice']), 'die')} again.", plain)
    if kind == "special_rolled":
        return (f"{who} rolls the special die.", plain)
    if kind == "special_set":
        return (f"{who} sets the special die.", plain)
    if kind == "marker_moved":
        d = read(event, MarkerMoved)
        return (f"{who} goes to the cockroach in place {d['slot'] + 1}.", plain)
    if kind == "squad_played":
        d = read(event, SquadPlayed)
        late = " out of turn" if d.get("out_of_turn") else ""
        return (f"{who} plays {card(d['card'])}{late}.", palette.OCHRE)
    if kind == "squad_resolves":
        d = read(event, PlayerCard)
        return (f"{card(d['card'])} ({who}) resolves.", plain)
    if kind == "squad_fizzled":
        d = read(event, PlayerCard)
        return (f"{card(d['card'])} has nothing left to do.", plain)
    if kind == "passed":
        return None
    if kind == "card_acquired":
        d = read(event, PlayerCard)
        return (f"{who} takes {card(d['card'])}.", plain)
    if kind == "card_drawn":
        d = read(event, CardDrawn)
        secret = read_secret(event, Card)
        got = card(secret["card"] if secret else d.get("card", ""))
        return (f"{who} draws {got}.", plain)
    if kind == "card_kept":
        secret = read_secret(event, Card)
        got = card(secret["card"]) if secret else "a card"
        return (f"{who} keeps {got}.", plain)
    if kind == "technique_used":
        return (f"{who} uses their technique.", plain)
    if kind == "injured":
        d = read(event, Injured)
        return (f"{who} deals {_plural(d['amount'], 'injury')} to {roach(d['roach'])}.", plain)
    if kind == "injuries_shrugged":
        d = read(event, Injured)
        return (
            f"{roach(d['roach'])} shrugs off {_plural(d['amount'], 'injury')} (a danger was "
            "rolled).",
            plain,
        )
    if kind == "toll_unpaid":
        return (f"{who}'s injuries do not get through: the toll was not paid.", plain)
    if kind == "displaced":
        return (f"{who} must leave: this cockroach fights one hero at a time.", plain)
    if kind == "roach_dying":
        d = read(event, RoachDying)
        return (f"{roach(d['roach'])} is about to die!", palette.OCHRE)
    if kind == "roach_slain":
        d = read(event, RoachSlain)
        return (
            f"{name(d['killer'])} slays {roach(d['roach'])}: +{d['vp']} VP.",
            colour(d["killer"]),
        )
    if kind == "roach_revealed":
        d = read(event, RoachRevealed)
        return (f"{roach(d['roach'])} comes out.", plain)
    if kind == "spoil_gained":
        d = read(event, SpoilGained)
        what = {"star": "star", "injury": "injury", "vp": "VP"}[d["kind"]]
        return (f"{who} gets spoils: {d['amount']} {what}.", plain)
    if kind == "spoils_lost":
        why = read(event, SpoilsLost)["reason"]
        if why == "no_spoils":
            return ("No one gets the spoils: a cockroach in play forbids all spoils.", plain)
        if why == "rest":
            return ("The rest of the spoils go back: no one else may take them.", plain)
        return ("No one gets the spoils: the killer fought it alone.", plain)
    if kind == "vp_stolen":
        d = read(event, VpStolen)
        return (f"{who} steals {d['amount']} VP from {name(d['target'])}.", plain)
    if kind == "equipment_destroyed":
        d = read(event, PlayerCard)
        return (f"{who} loses {card(d['card'])}.", plain)
    if kind == "equipment_stolen":
        d = read(event, Stolen)
        return (f"{who} steals {card(d['card'])} from {name(d['target'])}.", plain)
    if kind == "hand_discarded":
        return (f"{who} discards their hand.", plain)
    if kind == "turn_missed":
        return (f"{who} misses the turn.", plain)
    if kind == "healed":
        d = read(event, Healed)
        return (f"The cockroach in place {d['slot'] + 1} sheds its injuries.", plain)
    if kind == "game_over":
        d = read(event, GameOver)
        winners = " and ".join(name(p) for p in d["winners"])
        return (
            f"The hunt is over: {winners} win{'s' if len(d['winners']) == 1 else ''}.",
            palette.OCHRE,
        )
    if kind in (
        "exchanged",
        "toll_paid",
        "injury_counters_used",
        "injuries_added",
        "dangers_ignored",
    ):
        return (f"{who}: {kind.replace('_', ' ')}.", plain)
    return None


def window_words(moment: str) -> str:
    return MOMENT_WORDS.get(moment, moment.replace("_", " "))
