"""Hunt events in words, for the log. Each line is built from the event as the viewer may
see it (``event.seen_by(viewer)``), so a card drawn into another hand stays unnamed."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from game.rules.cockroach.content import Content
from game.rules.cockroach.events import (
    Card,
    CardDrawn,
    Dealt,
    DiceRerolled,
    DiceRolled,
    Exchanged,
    GameOver,
    Healed,
    HeroChosen,
    Injured,
    MarkerMoved,
    PlayerAmount,
    PlayerCard,
    RoachDying,
    RoachRevealed,
    RoachSlain,
    SpoilGained,
    SpoilsLost,
    SquadPlayed,
    Stolen,
    TollPaid,
    TurnStarted,
    VpStolen,
)
from game.rules.core import Event
from game.rules.core.events import read, read_secret, seat_named
from game.ui.cockroach.reactions import MOMENT_WORDS
from game.ui.draw import palette
from game.ui.draw.counting import counted
from game.ui.draw.palette import Colour

Line = tuple[str, Colour]


# The rules name a seat "player N" (they know no names); the table says the player's name.
_SEAT = re.compile(r"\b[Pp]layer ([1-4])\b")


def with_names(text: str, name: Callable[[int], str]) -> str:
    """The rules' words with each "player N" said as that seat's name."""
    return _SEAT.sub(lambda m: name(int(m.group(1)) - 1), text)


@dataclass(slots=True)
class Places:
    """Which cockroach stands in each place, followed through the events as the log reads
    them in order (the deal, each newcomer), so a line can name the cockroach a hero goes to
    as it was then."""

    roaches: dict[int, str] = field(default_factory=dict)

    def see(self, event: Event) -> None:
        if event.kind == "dealt":
            self.roaches = dict(enumerate(read(event, Dealt)["roaches"]))
        elif event.kind == "roach_revealed":
            d = read(event, RoachRevealed)
            self.roaches[d["slot"]] = d["roach"]


@dataclass(frozen=True, slots=True)
class Teller:
    """What the log's words need: the content, the seats' names and colours, and which
    cockroach stands in each place."""

    c: Content
    name: Callable[[int], str]
    colour: Callable[[int], Colour]
    places: dict[int, str] = field(default_factory=dict)

    def who(self, event: Event) -> str:
        """The name of the seat the event names (the one acting), "" for none."""
        actor = seat_named(event)
        return self.name(actor) if actor is not None else ""

    def card(self, cid: str) -> str:
        return self.c.card[cid].name if cid in self.c.card else "a card"

    def roach(self, rid: str) -> str:
        return self.c.roach[rid].name if rid in self.c.roach else "a cockroach"

    def place(self, slot: int) -> str:
        """The cockroach in place `slot`, by name when the log has seen it come out."""
        rid = self.places.get(slot)
        if rid is not None and rid in self.c.roach:
            return f"the {self.c.roach[rid].name}"
        return f"the cockroach in place {slot + 1}"


LineOf = Callable[[Event, Teller], Line | None]
PLAIN = palette.SAND_DIM


def _says(text: str, colour: Colour = PLAIN) -> LineOf:
    """A line that names only the seat acting: `text` with "{who}" in it."""
    return lambda event, t: (text.format(who=t.who(event)), colour)


def _hero_chosen(event: Event, t: Teller) -> Line:
    d = read(event, HeroChosen)
    return (f"{t.who(event)} leads the hunt as {t.c.hero[d['hero']].name}.", t.colour(d["player"]))


def _turn_started(event: Event, t: Teller) -> Line:
    d = read(event, TurnStarted)
    return (f"Turn {d['turn']}: {t.who(event)}", t.colour(d["player"]))


def _dice_rolled(event: Event, t: Teller) -> Line:
    d = read(event, DiceRolled)
    return (f"{t.who(event)} rolls {counted(len(d['dice']), 'combat die')}.", PLAIN)


def _dice_rerolled(event: Event, t: Teller) -> Line:
    d = read(event, DiceRerolled)
    return (f"{t.who(event)} rolls {counted(len(d['dice']), 'die')} again.", PLAIN)


def _marker_moved(event: Event, t: Teller) -> Line:
    d = read(event, MarkerMoved)
    return (f"{t.who(event)} goes to {t.place(d['slot'])}.", PLAIN)


def _squad_played(event: Event, t: Teller) -> Line:
    d = read(event, SquadPlayed)
    late = " out of turn" if d.get("out_of_turn") else ""
    return (f"{t.who(event)} plays {t.card(d['card'])}{late}.", palette.OCHRE)


def _squad_resolves(event: Event, t: Teller) -> Line:
    d = read(event, PlayerCard)
    return (f"{t.card(d['card'])} ({t.who(event)}) resolves.", PLAIN)


def _squad_fizzled(event: Event, t: Teller) -> Line:
    d = read(event, PlayerCard)
    return (f"{t.card(d['card'])} has nothing left to do.", PLAIN)


def _no_line(event: Event, t: Teller) -> None:
    """No line: a pass says nothing."""
    return None


def _card_acquired(event: Event, t: Teller) -> Line:
    d = read(event, PlayerCard)
    return (f"{t.who(event)} takes {t.card(d['card'])}.", PLAIN)


def _card_drawn(event: Event, t: Teller) -> Line:
    d = read(event, CardDrawn)
    secret = read_secret(event, Card)
    got = t.card(secret["card"] if secret else d.get("card", ""))
    return (f"{t.who(event)} draws {got}.", PLAIN)


def _card_kept(event: Event, t: Teller) -> Line:
    secret = read_secret(event, Card)
    got = t.card(secret["card"]) if secret else "a card"
    return (f"{t.who(event)} keeps {got}.", PLAIN)


def _injured(event: Event, t: Teller) -> Line:
    d = read(event, Injured)
    hurt = counted(d["amount"], "injury")
    return (f"{t.who(event)} deals {hurt} to {t.roach(d['roach'])}.", PLAIN)


def _injuries_shrugged(event: Event, t: Teller) -> Line:
    d = read(event, Injured)
    hurt = counted(d["amount"], "injury")
    return (f"{t.roach(d['roach'])} shrugs off {hurt} (a danger was rolled).", PLAIN)


def _roach_dying(event: Event, t: Teller) -> Line:
    d = read(event, RoachDying)
    return (f"{t.roach(d['roach'])} is about to die!", palette.OCHRE)


def _roach_slain(event: Event, t: Teller) -> Line:
    d = read(event, RoachSlain)
    text = f"{t.name(d['killer'])} slays {t.roach(d['roach'])}: +{d['vp']} VP."
    return (text, t.colour(d["killer"]))


def _roach_revealed(event: Event, t: Teller) -> Line:
    d = read(event, RoachRevealed)
    return (f"{t.roach(d['roach'])} comes out.", PLAIN)


def _spoil_gained(event: Event, t: Teller) -> Line:
    d = read(event, SpoilGained)
    what = {"star": "star", "injury": "injury", "vp": "VP"}[d["kind"]]
    return (f"{t.who(event)} gets spoils: {d['amount']} {what}.", PLAIN)


SPOILS_LOST = {
    "no_spoils": "No spoils from the {roach}: a cockroach in play forbids all spoils.",
    "rest": "The rest of the spoils go back: no one else may take them.",
    "alone": "No spoils: no other hero was on the {roach}.",
}


def _spoils_lost(event: Event, t: Teller) -> Line:
    d = read(event, SpoilsLost)
    words = SPOILS_LOST.get(d["reason"], SPOILS_LOST["alone"])
    return (words.format(roach=t.roach(d["roach"])), PLAIN)


def _vp_stolen(event: Event, t: Teller) -> Line:
    d = read(event, VpStolen)
    return (f"{t.who(event)} steals {d['amount']} VP from {t.name(d['target'])}.", PLAIN)


def _equipment_destroyed(event: Event, t: Teller) -> Line:
    d = read(event, PlayerCard)
    return (f"{t.who(event)} loses {t.card(d['card'])}.", PLAIN)


def _equipment_stolen(event: Event, t: Teller) -> Line:
    d = read(event, Stolen)
    return (f"{t.who(event)} steals {t.card(d['card'])} from {t.name(d['target'])}.", PLAIN)


def _healed(event: Event, t: Teller) -> Line:
    d = read(event, Healed)
    place = t.place(d["slot"])
    return (f"{place[0].upper()}{place[1:]} sheds its injuries.", PLAIN)


def _game_over(event: Event, t: Teller) -> Line:
    d = read(event, GameOver)
    winners = " and ".join(t.name(p) for p in d["winners"])
    verb = "wins" if len(d["winners"]) == 1 else "win"
    return (f"The hunt is over: {winners} {verb}.", palette.OCHRE)


def _exchanged(event: Event, t: Teller) -> Line:
    d = read(event, Exchanged)
    turned = "a star into an injury" if d["to"] == "injury" else "an injury into a star"
    return (f"{t.who(event)} turns {turned}.", PLAIN)


def _toll_paid(event: Event, t: Teller) -> Line:
    d = read(event, TollPaid)
    stars = counted(d["stars"], "star")
    return (f"{t.who(event)} pays {stars} to be able to injure the cockroach.", PLAIN)


def _counters_used(event: Event, t: Teller) -> Line:
    d = read(event, PlayerAmount)
    return (f"{t.who(event)} uses {counted(d['amount'], 'injury counter')}.", PLAIN)


def _injuries_added(event: Event, t: Teller) -> Line:
    d = read(event, PlayerAmount)
    return (f"{t.who(event)} gets {counted(d['amount'], 'injury')} more to deal.", PLAIN)


LINES: dict[str, LineOf] = {
    "first_player": _says("{who} goes first."),
    "hero_chosen": _hero_chosen,
    "dealt": _says("Three support cards face up; the cockroaches come out."),
    "turn_started": _turn_started,
    "dice_rolled": _dice_rolled,
    "dice_rerolled": _dice_rerolled,
    "special_rolled": _says("{who} rolls the special die."),
    "special_set": _says("{who} sets the special die."),
    "marker_moved": _marker_moved,
    "squad_played": _squad_played,
    "squad_resolves": _squad_resolves,
    "squad_fizzled": _squad_fizzled,
    "passed": _no_line,
    "dice_locked": _no_line,
    "card_acquired": _card_acquired,
    "card_drawn": _card_drawn,
    "card_kept": _card_kept,
    "technique_used": _says("{who} uses their technique."),
    "injured": _injured,
    "injuries_shrugged": _injuries_shrugged,
    "toll_unpaid": _says("{who}'s injuries do not get through: the toll was not paid."),
    "displaced": _says("{who} must leave: this cockroach fights one hero at a time."),
    "roach_dying": _roach_dying,
    "roach_slain": _roach_slain,
    "roach_revealed": _roach_revealed,
    "spoil_gained": _spoil_gained,
    "spoils_lost": _spoils_lost,
    "vp_stolen": _vp_stolen,
    "equipment_destroyed": _equipment_destroyed,
    "equipment_stolen": _equipment_stolen,
    "hand_discarded": _says("{who} discards their hand."),
    "turn_missed": _says("{who} misses the turn."),
    "healed": _healed,
    "game_over": _game_over,
    "exchanged": _exchanged,
    "toll_paid": _toll_paid,
    "injury_counters_used": _counters_used,
    "injuries_added": _injuries_added,
    "dangers_ignored": _says("{who}'s dangers count for nothing this turn."),
}


def event_line(
    event: Event,
    c: Content,
    name: Callable[[int], str],
    colour: Callable[[int], Colour],
    places: Places | None = None,
) -> Line | None:
    """The log line of `event` as the viewer may see it (None: no line). `places`, given,
    follows the cockroaches through the events (read in order) to name them."""
    if places is not None:
        places.see(event)
    line_of = LINES.get(event.kind)
    roaches = places.roaches if places is not None else {}
    return None if line_of is None else line_of(event, Teller(c, name, colour, roaches))


def window_words(moment: str) -> str:
    return MOMENT_WORDS.get(moment, moment.replace("_", " "))
