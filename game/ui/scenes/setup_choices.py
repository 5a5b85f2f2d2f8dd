"""The New game screen's choices as data: the strength a seat shows, and the last game's
choices kept in the settings and fitted again to the games offered now (no pygame here)."""

from __future__ import annotations

from typing import Any

from game.ai.strengths import STRENGTHS
from game.games import GAMES, GameDescriptor
from game.store.safe_text import one_line
from game.store.settings import LastGame, LastSeat
from game.ui.play.seats import (
    COLOUR_NAMES,
    MatchSpec,
    SeatSpec,
    default_names_in_order,
    default_seats,
)
from game.ui.screens import PersonChoice, person_choice

NAME_LIMIT = 16
# Old bot ids (in remembered choices) map to the nearest strength.
OLD_BOTS: dict[str, str] = {"random": "easy", "greedy": "normal"}


def strength_of(bot: str) -> str:
    """The strength the form shows for a bot id: itself, or the nearest one for an old id."""
    ids = [key for key, _ in STRENGTHS]
    bot = OLD_BOTS.get(bot, bot)
    return bot if bot in ids else "normal"


def kind_text(seat: SeatSpec, person: PersonChoice | None = None) -> str:
    """What the 'played by' list shows for a seat: a person with their standing choice when
    the game asks one (`person`), or a computer with its strength."""
    if not seat.human:
        return f"Computer \u00b7 {dict(STRENGTHS)[strength_of(seat.bot)]}"
    if person is None:
        return "Person"
    return f"Person \u00b7 {person.words(person.value(seat.couch))}"


def person_kinds(person: PersonChoice | None) -> list[str]:
    """The 'played by' list's entries for a person: one per standing choice, or "Person"."""
    if person is None:
        return ["Person"]
    return [f"Person \u00b7 {words}" for _, words, _ in person.choices]


def person_value(text: str, person: PersonChoice | None, old: str) -> str:
    """The standing choice a person's 'played by' entry names ("" for a game without one)."""
    if person is None:
        return ""
    return next((v for v, w, _ in person.choices if text == f"Person \u00b7 {w}"), old)


def remembered(
    last: LastGame | None, games: tuple[GameDescriptor, ...]
) -> tuple[GameDescriptor, list[SeatSpec], dict[str, Any]] | None:
    """The last game's choices as they fit the games offered now, or None if its game is gone.
    Seats beyond the game's count are dropped (and missing ones added), colours made
    distinct, strengths mapped to today's, options and values no longer offered left out."""
    if last is None:
        return None
    game = next((g for g in games if g.game_id == last.game_id), None)
    if game is None:
        return None
    low, high = game.players
    seats: list[SeatSpec] = []
    taken: set[int] = set()
    choice = game.seat_choice
    offered = {value for value, _, _ in choice.offered()} if choice else set()
    picked: set[str] = set()
    for old in last.seats[:high]:
        colour = old.colour % len(COLOUR_NAMES)
        if colour in taken:
            colour = next(c for c in range(len(COLOUR_NAMES)) if c not in taken)
        taken.add(colour)
        # A name read from the settings file: one safe line (a NUL there would stop the
        # New game screen drawing it, and the game's saves would refuse it).
        name = one_line(old.name).strip()[:NAME_LIMIT]
        seat = SeatSpec(name=name, colour=colour, human=old.human, bot=strength_of(old.bot))
        person = person_choice(game.game_id)
        seat.couch = person.value(old.couch) if person and old.human else ""
        seat.hero = old.hero if old.hero in offered and old.hero not in picked else ""
        picked.add(seat.hero)
        seats.append(seat)
    if len(seats) < low:
        extra = default_seats(low, humans=0 if seats else 1)[len(seats) :]
        for seat in extra:
            seat.colour = next(c for c in range(len(COLOUR_NAMES)) if c not in taken)
            taken.add(seat.colour)
        seats += extra
    default_names_in_order(seats)
    options: dict[str, Any] = {}
    for option in game.options:
        if option.name in last.options:
            try:
                game.check_options({option.name: last.options[option.name]})
            except ValueError:
                continue
            options[option.name] = last.options[option.name]
    return game, seats, options


def remember(spec: MatchSpec) -> LastGame:
    """What the settings keep of a game just started (never its seed: a new game is new)."""
    seats = [
        LastSeat(name=s.name, colour=s.colour, human=s.human, bot=s.bot, hero=s.hero, couch=s.couch)
        for s in spec.seats
    ]
    game = next((g for g in GAMES if g.game_id == spec.game_id), None)
    choice = game.seat_choice.option if game and game.seat_choice else None
    options = {k: v for k, v in spec.options.items() if k != choice}  # kept per seat instead
    return LastGame(game_id=spec.game_id, seats=seats, options=options)


def seat_choice_option(game: GameDescriptor, seats: list[SeatSpec]) -> dict[str, Any]:
    """The option a game's seat choice fills from the seats' picks ({} when every seat leaves
    it to the table, so the table's own first step asks as in the box)."""
    choice = game.seat_choice
    if choice is None or not any(seat.hero for seat in seats):
        return {}
    return {choice.option: [seat.hero for seat in seats]}


def seat_choice_problem(game: GameDescriptor, seats: list[SeatSpec]) -> str | None:
    """Why the seats' picks cannot start the game (two seats on one hero), or None."""
    choice = game.seat_choice
    if choice is None:
        return None
    return choice.problem([seat.hero for seat in seats], len(seats))
