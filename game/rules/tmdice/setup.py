"""Setting up a TM Dice game (000 "Setup", 001 "Setup", 000's solo changes): the state and the
events of the setup, up to the first decisions (solo board tiles, corporations)."""

from __future__ import annotations

from pydantic import ValidationError

from game.rules.core import Event, Rng, RulesError, Setup
from game.rules.tmdice.content import BASE_COLOURS
from game.rules.tmdice.events import AwardDie, Milestones, Seat, Size, emit
from game.rules.tmdice.flow import settle, turn_order
from game.rules.tmdice.modules.catalog import enabled
from game.rules.tmdice.resources import draw, roll
from game.rules.tmdice.state import Options, Pending, PlayerState, TMState
from game.rules.tmdice.tables import CORPS_DEALT, HAND_SIZE, OXY, TEMP, C, bonus_pile_size

DICE_COUNT: dict[str, int] = {colour: spec.count for colour, spec in C.dice.colours.items()}


def _options(setup: Setup) -> Options:
    unknown = sorted(set(setup.options) - set(Options.model_fields))
    if unknown:
        known = ", ".join(Options.model_fields)
        raise RulesError(
            f"Terraforming Mars: The Dice Game has no option {', '.join(unknown)}; "
            f"its options are {known}."
        )
    try:
        return Options.model_validate(setup.options)
    except ValidationError as err:
        wrong = ", ".join(
            f"{'.'.join(str(part) for part in e['loc'])} = {e['input']!r}" for e in err.errors()
        )
        raise RulesError(
            f"Terraforming Mars: The Dice Game cannot use the option value {wrong}: "
            "purple, missions, storage and colonies are on or off, "
            "and the bonus pile is 000 or 001."
        ) from None


def new_game(setup: Setup, seed: int) -> tuple[TMState, list[Event]]:
    """A fresh game from its setup and seed, settled up to its first decision."""
    n = setup.players
    options = _options(setup)
    rng = Rng.from_seed(seed)
    solo = n == 1
    s = TMState(
        players=n,
        solo=solo,
        options=options,
        rng=rng,
        temperature=(TEMP.solo_start - TEMP.start) // TEMP.step if solo else 0,
        oxygen=(OXY.solo_start - OXY.start) // OXY.step if solo else 0,
        tiles=[""] * 37,
        owners=[-1] * 37,
        pool={c: DICE_COUNT[c] for c in BASE_COLOURS},
        wild_supply=C.dice.wild_tokens,
        players_state=[PlayerState() for _ in range(n)],
    )
    ev: list[Event] = []
    # purple dice (001 variant): markers on the four rotate-a-die spots and the VP track
    if options.purple:
        s.pool["purple"] = 0
        s.purple_map = [a.id for a in C.map.areas if a.purple_spot]
        s.purple_track = list(C.tracks.purple_at)
    # project deck
    deck = list(C.base_cards) + (list(C.purple_cards) if options.purple else [])
    rng.shuffle(deck)
    s.deck = deck
    # bonus pile
    bonus = [b.id for b in C.bonus_cards]
    rng.shuffle(bonus)
    size = bonus_pile_size(n, options.bonus_pile)
    s.bonus_pile, s.bonus_box = bonus[:size], bonus[size:]
    ev.append(emit("bonus_pile", Size(size=len(s.bonus_pile))))
    # awards: one die per colour, three chosen at random, rolled and placed
    colours = list(BASE_COLOURS)
    rng.shuffle(colours)
    for colour in colours[:3]:
        s.pool[colour] -= 1
        face = roll(s, colour)
        s.award_dice.append(face)
        ev.append(emit("award_die", AwardDie(colour=colour, face=face), reveal=True))
    # milestones: three at random (top, middle, bottom)
    miles = [m.id for m in C.milestones]
    rng.shuffle(miles)
    s.milestones = miles[:3]
    s.milestone_state = [-1, -1, -1]
    ev.append(emit("milestones", Milestones(ids=list(s.milestones))))
    # the modules in play (001 missions: three face up, no duplicates)
    for module in enabled(options):
        s.modules[module.name] = module.state_model()
        module.setup(s, ev)
    # first player
    s.first = rng.randbelow(n)
    s.current = s.first
    ev.append(emit("first_player", Seat(seat=s.first)))
    # five project cards and two corporations each
    corps = [c.id for c in C.corporations]
    rng.shuffle(corps)
    hands = [corps[CORPS_DEALT * seat : CORPS_DEALT * (seat + 1)] for seat in range(n)]
    box = corps[CORPS_DEALT * n :]
    for module in enabled(options):  # Colonies: its corporations join the deal
        hands, box = module.deal_corporations(s, hands, box)
    for seat in range(n):
        draw(s, seat, HAND_SIZE, ev)
        dealt = hands[seat]
        s.players_state[seat].corp_options = list(dealt)
        s.players_state[seat].corp_dealt = list(dealt)
        ev.append(
            emit(
                "corporations_dealt",
                Seat(seat=seat),
                secret={"corps": list(dealt)},
                secret_to=(seat,),
                reveal=True,
            )
        )
    s.corp_box = box
    # corporation choices, in player order (secret until all have chosen)
    for seat in reversed(turn_order(s)):
        s.pending.append(Pending(kind="corp", seat=seat))
    if solo:  # the solo board: city, ocean next to it, greenery next to both
        for tile in ("solo_greenery", "solo_ocean", "solo_city"):
            s.pending.append(Pending(kind="place", seat=0, tile=tile))
    s.step = "corps"
    settle(s, ev)
    return s, ev
