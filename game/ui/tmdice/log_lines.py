"""TM Dice events in the log's words, as the viewer may see them: one small function per event
kind, each reading that kind's typed data (`read(event, Shape)`), so mypy checks every field a
line says.

Every line is built from ``event.seen_by(viewer)``: drawn cards and corporation choices of
other seats never appear.
"""

from __future__ import annotations

from collections.abc import Callable

from game.rules.core import Event
from game.rules.core.events import read, read_secret, seat_named
from game.rules.tmdice import events as E
from game.rules.tmdice.state import STANDARD_WORDS
from game.ui.draw import palette
from game.ui.draw.counting import counted
from game.ui.draw.palette import Colour
from game.ui.tmdice.colony_log import COLONY_LINES
from game.ui.tmdice.log_teller import PLAIN, LineOf, Teller
from game.ui.tmdice.words import (
    PARAM_WORDS,
    SOURCE_WORDS,
    SPECIAL_WORDS,
    C,
    Line,
    article,
    faces_words,
)

BRIGHT = palette.SAND


def _award_die(event: Event, t: Teller) -> Line | None:
    d = read(event, E.AwardDie)
    return (f"An award die shows {d['face']} ({d['colour']}).", PLAIN)


def _bonus_pile(event: Event, t: Teller) -> Line | None:
    return (f"The bonus pile: {counted(read(event, E.Size)['size'], 'card')} face down.", PLAIN)


def _no_line(event: Event, t: Teller) -> Line | None:
    """No line: a turn's end (the next "Turn N" line says it), an effect that did nothing."""
    return None


def _milestones(event: Event, t: Teller) -> Line | None:
    names = ", ".join(C.miles[m].name for m in read(event, E.Milestones)["ids"])
    return (f"Milestones this game: {names}.", PLAIN)


def _first_player(event: Event, t: Teller) -> Line | None:
    return (f"{t.name(read(event, E.Seat)['seat'])} goes first.", PLAIN)


def _corporations_dealt(event: Event, t: Teller) -> Line | None:
    secret = read_secret(event, E.Corporations)
    if secret and secret["corps"]:
        names = " or ".join(C.corps[c].name for c in secret["corps"])
        # no "only you see this": a replay may be watched from this seat by someone else
        return (
            f"Your corporations to choose from: {names} (hidden from the others).",
            palette.OCHRE,
        )
    return (f"{t.name(read(event, E.Seat)['seat'])} is dealt two corporations.", PLAIN)


def _corporation_chosen(event: Event, t: Teller) -> Line | None:
    secret = read_secret(event, E.Corporation)
    if secret and secret["corp"]:
        until = "" if t.solo else " (secret until all have chosen)"
        return (f"You keep {C.corps[secret['corp']].name}{until}.", palette.OCHRE)
    return (f"{t.name(read(event, E.Seat)['seat'])} has chosen a corporation.", PLAIN)


def _corporations_revealed(event: Event, t: Teller) -> Line | None:
    corps = read(event, E.CorporationsRevealed)["corps"]
    names = ", ".join(
        f"{t.name(seat)}: {C.corps[corp].name}"
        for seat, corp in enumerate(corps)
        if corp is not None
    )
    return (f"Corporations revealed \u2014 {names}.", BRIGHT)


def _turn_started(event: Event, t: Teller) -> Line | None:
    d = read(event, E.Turn)
    return (f"Turn {d['turn']}: {t.name(d['seat'])}", t.colour(d["seat"]))


def _production_turn(event: Event, t: Teller) -> Line | None:
    seat = read(event, E.Seat)["seat"]
    return (f"{t.who(seat)} take{t.s(seat)} a production turn.", BRIGHT)


def _action_turn(event: Event, t: Teller) -> Line | None:
    seat = read(event, E.Seat)["seat"]
    return (f"{t.who(seat)} take{t.s(seat)} an action turn.", BRIGHT)


def _die_rolled(event: Event, t: Teller) -> Line | None:
    d = read(event, E.DieRolled)
    return (f"{t.who(d['seat'])} rolled {article(d['colour'])} die: {d['face']}.", PLAIN)


def _die_gained(event: Event, t: Teller) -> Line | None:
    d = read(event, E.DieGained)
    return (f"{t.who(d['seat'])} gained {article(d['face'])} die.", PLAIN)


def _die_missing(event: Event, t: Teller) -> Line | None:
    d = read(event, E.DieMissing)
    return (f"No {d['colour']} die left in the pool for {t.name(d['seat'])}.", PLAIN)


def _pool_short(event: Event, t: Teller) -> Line | None:
    seat = read(event, E.Seat)["seat"]
    return (f"The pool ran short: {t.name(seat)} gains a wild token instead.", PLAIN)


def _die_discarded(event: Event, t: Teller) -> Line | None:
    d = read(event, E.DieDiscarded)
    dice = "die" if d["n"] == 1 else "dice"
    return (f"{t.who(d['seat'])} returned {d['n']} {d['face']} {dice} to the pool.", PLAIN)


def _card_discarded(event: Event, t: Teller) -> Line | None:
    d = read(event, E.CardId)
    return (f"{t.who(d['seat'])} discarded {C.cards[d['card']].name}.", PLAIN)


def _cards_drawn(event: Event, t: Teller) -> Line | None:
    secret = read_secret(event, E.Cards)
    if secret and secret["cards"]:
        names = ", ".join(C.cards[c].name for c in secret["cards"])
        return (f"You drew {names}.", palette.OCHRE)
    d = read(event, E.CardsDrawn)
    if d["count"]:
        return (f"{t.name(d['seat'])} drew {counted(d['count'], 'card')}.", PLAIN)
    return None


def _deck_reshuffled(event: Event, t: Teller) -> Line | None:
    cards = read(event, E.Reshuffled)["cards"]
    return (f"The discard pile is shuffled into a new deck ({cards} cards).", PLAIN)


def _deck_empty(event: Event, t: Teller) -> Line | None:
    return ("The deck and the discard pile are empty: no more cards to draw.", PLAIN)


def _blue_untapped(event: Event, t: Teller) -> Line | None:
    return (f"{t.name(read(event, E.BlueUntapped)['seat'])}'s blue cards are ready again.", PLAIN)


def _skipped(event: Event, t: Teller) -> Line | None:
    seat = read(event, E.Seat)["seat"]
    return (f"{t.who(seat)} skip{t.s(seat)} an action.", PLAIN)


def _standard_project(event: Event, t: Teller) -> Line | None:
    d = read(event, E.StandardProjectTaken)
    seat = d["seat"]
    return (
        f"{t.who(seat)} pay{t.s(seat)} for a standard project: {STANDARD_WORDS[d['what']]}.",
        BRIGHT,
    )


def _paid(event: Event, t: Teller) -> Line | None:
    d = read(event, E.Paid)
    parts = faces_words(list(d["faces"]))
    if d["wilds"]:
        parts = (parts + ", " if parts else "") + counted(d["wilds"], "wild token")
    return (f"{t.who(d['seat'])} paid {parts or 'nothing'}.", PLAIN) if parts else None


def _card_played(event: Event, t: Teller) -> Line | None:
    d = read(event, E.CardPlayed)
    card = C.cards[d["card"]]
    return (f"{t.who(d['seat'])} played {card.name} ({card.colour}).", BRIGHT)


def _blue_action(event: Event, t: Teller) -> Line | None:
    d = read(event, E.BlueAction)
    card = C.cards[d["card"]].name
    return (f"{t.who(d['seat'])} used {card} ({d['timing']} action).", BRIGHT)


def _resource_paid(event: Event, t: Teller) -> Line | None:
    d = read(event, E.Resource)
    return (f"{t.who(d['seat'])} paid {article(d['face'])}.", PLAIN)


def _resource_lost(event: Event, t: Teller) -> Line | None:
    d = read(event, E.Resource)
    return (f"{t.who(d['seat'])} lost {article(d['face'])}.", palette.DUSTY_ROSE)


def _resource_given(event: Event, t: Teller) -> Line | None:
    d = read(event, E.ResourceGiven)
    return (f"{t.name(d['seat'])} gave {article(d['face'])} to {t.name(d['to'])}.", PLAIN)


def _bonus_pile_shown(event: Event, t: Teller) -> Line | None:
    secret = read_secret(event, E.Cards)
    if secret and secret["cards"]:
        names = ", ".join(C.bonus[b].name for b in secret["cards"])
        return (f"The bonus pile, for you to choose from: {names}.", palette.OCHRE)
    return (f"{t.name(read(event, E.BonusPileShown)['seat'])} looks through the bonus pile.", PLAIN)


def _bonus_card(event: Event, t: Teller) -> Line | None:
    d = read(event, E.CardId)
    return (f"{t.who(d['seat'])} took the bonus card {C.bonus[d['card']].name}.", palette.OCHRE)


def _bonus_pile_empty(event: Event, t: Teller) -> Line | None:
    return (f"No bonus card left for {t.name(read(event, E.Seat)['seat'])}.", PLAIN)


def _tile_placed(event: Event, t: Teller) -> Line | None:
    d = read(event, E.TilePlaced)
    tile = d["tile"]
    what = SPECIAL_WORDS.get(tile, f"{'an' if tile == 'ocean' else 'a'} {tile}")
    if d["seat"] < 0:
        return (f"Solo setup: {what} on area {d['area']}.", PLAIN)
    return (f"{t.who(d['seat'])} placed {what} on area {d['area']}.", BRIGHT)


def _parameter_raised(event: Event, t: Teller) -> Line | None:
    d = read(event, E.ParameterRaised)
    return (f"{t.name(d['seat'])} raised {PARAM_WORDS[d['param']]}.", PLAIN)


def _parameter_complete(event: Event, t: Teller) -> Line | None:
    param = read(event, E.Parameter)["param"]
    return (f"{PARAM_WORDS[param].capitalize()} complete!", palette.LIMB)


def _parameter_maxed(event: Event, t: Teller) -> Line | None:
    param = read(event, E.ParameterMaxed)["param"]
    return (f"{PARAM_WORDS[param].capitalize()} is already complete: 1 VP.", PLAIN)


def _ocean_complete(event: Event, t: Teller) -> Line | None:
    return ("No ocean tile left: 1 VP for terraforming instead.", PLAIN)


def _vp(event: Event, t: Teller) -> Line | None:
    d = read(event, E.Vp)
    src = SOURCE_WORDS.get(d["source"], d["source"])
    return (f"{t.who(d['seat'])}: +{d['n']} VP ({src}).", t.colour(d["seat"]))


def _vp_bonus_step(event: Event, t: Teller) -> Line | None:
    d = read(event, E.VpBonusStep)
    return (
        f"{t.name(d['seat'])} reached {d['step']} VP: a bonus card at the end of the turn.",
        palette.OCHRE,
    )


def _attack(event: Event, t: Teller) -> Line | None:
    seat = read(event, E.Seat)["seat"]
    return (f"{t.name(seat)} attacks: every opponent loses a resource.", palette.DUSTY_ROSE)


def _triggered(event: Event, t: Teller) -> Line | None:
    d = read(event, E.Triggered)
    src = d["card"]
    title = C.cards.get(src) or C.bonus.get(src) or C.corps.get(src)
    return (f"{t.name(d['seat'])}'s {title.name if title else src} triggers.", PLAIN)


def _milestone_claimed(event: Event, t: Teller) -> Line | None:
    d = read(event, E.MilestoneClaimed)
    return (
        f"{t.name(d['seat'])} claims the milestone {C.miles[d['milestone']].name}!",
        palette.LIMB,
    )


def _milestone_removed(event: Event, t: Teller) -> Line | None:
    milestone = C.miles[read(event, E.MilestoneRemoved)["milestone"]].name
    return (f"The milestone {milestone} is removed (deadline).", palette.DUSTY_ROSE)


def _mission_revealed(event: Event, t: Teller) -> Line | None:
    mission = C.mission_by_id[read(event, E.MissionId)["mission"]].name
    return (f"New mission: {mission}.", PLAIN)


def _mission_cube(event: Event, t: Teller) -> Line | None:
    d = read(event, E.MissionCube)
    return (f"{t.name(d['seat'])} did part of {C.mission_by_id[d['mission']].name}.", PLAIN)


def _mission_completed(event: Event, t: Teller) -> Line | None:
    d = read(event, E.MissionCompleted)
    mission = C.mission_by_id[d["mission"]].name
    return (f"{t.name(d['seat'])} completed {mission}!", palette.OCHRE)


def _die_turned(event: Event, t: Teller) -> Line | None:
    d = read(event, E.DieTurned)
    return (f"{t.who(d['seat'])} turned {article(d['face'])} die to {d['to']}.", PLAIN)


def _wild_gained(event: Event, t: Teller) -> Line | None:
    d = read(event, E.WildGained)
    if not d["n"]:
        return None
    return (f"{t.who(d['seat'])} gained {counted(d['n'], 'wild token')}.", PLAIN)


def _game_end(event: Event, t: Teller) -> Line | None:
    return ("The game is over: final scoring.", palette.LIMB)


def _final_scores(event: Event, t: Teller) -> Line | None:
    d = read(event, E.FinalScores)
    if len(d["scores"]) == 1:
        counted = "counted" if d["winners"] else "not counted: the parameters were not complete"
        return (f"Final score: {d['scores'][0]} VP ({counted}).", palette.LIMB)
    winners = " and ".join(t.name(p) for p in d["winners"])
    if not winners:
        return ("Final scores: " + ", ".join(str(s) for s in d["scores"]) + ".", palette.LIMB)
    verb = "wins" if len(d["winners"]) == 1 else "share the win"
    return (f"{winners} {verb}.", palette.LIMB)


#: The log line of each event kind; a kind missing here still reads in words (see below).
LINES: dict[str, LineOf] = {
    "award_die": _award_die,
    "bonus_pile": _bonus_pile,
    "turn_ended": _no_line,
    "milestones": _milestones,
    "first_player": _first_player,
    "corporations_dealt": _corporations_dealt,
    "corporation_chosen": _corporation_chosen,
    "corporations_revealed": _corporations_revealed,
    "turn_started": _turn_started,
    "production_turn": _production_turn,
    "action_turn": _action_turn,
    "die_rolled": _die_rolled,
    "die_gained": _die_gained,
    "die_missing": _die_missing,
    "pool_short": _pool_short,
    "die_discarded": _die_discarded,
    "card_discarded": _card_discarded,
    "cards_drawn": _cards_drawn,
    "deck_reshuffled": _deck_reshuffled,
    "deck_empty": _deck_empty,
    "blue_untapped": _blue_untapped,
    "skipped": _skipped,
    "standard_project": _standard_project,
    "paid": _paid,
    "card_played": _card_played,
    "blue_action": _blue_action,
    "resource_paid": _resource_paid,
    "resource_lost": _resource_lost,
    "resource_given": _resource_given,
    "bonus_pile_shown": _bonus_pile_shown,
    "bonus_card": _bonus_card,
    "bonus_pile_empty": _bonus_pile_empty,
    "tile_placed": _tile_placed,
    "parameter_raised": _parameter_raised,
    "parameter_complete": _parameter_complete,
    "parameter_maxed": _parameter_maxed,
    "ocean_complete": _ocean_complete,
    "vp": _vp,
    "vp_bonus_step": _vp_bonus_step,
    "attack": _attack,
    "triggered": _triggered,
    "milestone_claimed": _milestone_claimed,
    "milestone_removed": _milestone_removed,
    "mission_revealed": _mission_revealed,
    "mission_cube": _mission_cube,
    "mission_completed": _mission_completed,
    "die_turned": _die_turned,
    "wild_gained": _wild_gained,
    "effect_ignored": _no_line,
    "game_end": _game_end,
    "final_scores": _final_scores,
    **COLONY_LINES,
}


def event_line(
    event: Event,
    name: Callable[[int], str],
    colour: Callable[[int], Colour],
    viewer: int | None,
    solo: bool = False,
) -> Line | None:
    """The log line of ``event`` as ``viewer`` may see it (None: no line); ``solo`` drops
    what only makes sense with others at the table (a choice kept secret from them)."""
    teller = Teller(name, colour, viewer, solo)
    line_of = LINES.get(event.kind)
    if line_of is not None:
        return line_of(event, teller)
    # an event this screen does not know yet still reads in words
    words = event.kind.replace("_", " ")
    seat = seat_named(event)
    if seat is not None and seat >= 0:
        return (f"{name(seat)}: {words}.", PLAIN)
    return (words[:1].upper() + words[1:] + ".", PLAIN)
