"""Building TM Dice positions for the rule tests, always keeping every die and card counted."""

from __future__ import annotations

from typing import Any, TypeVar

from game.rules.core import Rng, Setup
from game.rules.tmdice.actions import ChooseTurn
from game.rules.tmdice.content import BASE_COLOURS, FACE_COLOUR
from game.rules.tmdice.engine import TMDiceEngine
from game.rules.tmdice.tables import OCEANS, OXY_STEPS, TEMP_STEPS, C

T = TypeVar("T")


def legal_of(engine: TMDiceEngine, kind: type[T]) -> list[T]:
    """The legal actions of one class (all of them, when a decision offers only that kind)."""
    return [a for a in engine.legal_actions() if isinstance(a, kind)]


def to_move(engine: TMDiceEngine) -> int:
    """The seat that must choose now (the game is not over)."""
    seat = engine.decider()
    assert seat is not None
    return seat


def new_game(players: int = 2, seed: int = 1, **options: Any) -> TMDiceEngine:
    engine, _ = TMDiceEngine.new(Setup(game="tmdice", players=players, options=options), seed)
    return engine


def to_play(engine: TMDiceEngine) -> TMDiceEngine:
    """Take the first choice of every setup decision until the first turn starts."""
    while engine.state.phase == "setup":
        engine.apply(engine.legal_actions()[0])
    return engine


def play_game(players: int = 2, seed: int = 1, **options: Any) -> TMDiceEngine:
    return to_play(new_game(players, seed, **options))


def refresh(engine: TMDiceEngine) -> None:
    """After a test edits the state by hand: the legal actions are rebuilt."""
    engine._legal = None


def set_dice(engine: TMDiceEngine, seat: int, dice: dict[str, int]) -> None:
    """Give `seat` exactly these dice, taken from (and returned to) the pool."""
    s = engine.state
    p = s.players_state[seat]
    for face, k in p.dice.items():
        s.pool[FACE_COLOUR[face]] += k
    p.dice = {}
    for face, k in dice.items():
        colour = FACE_COLOUR[face]
        assert s.pool[colour] >= k, f"not enough {colour} dice in the pool"
        s.pool[colour] -= k
        if k:
            p.dice[face] = k
    refresh(engine)


def set_wild(engine: TMDiceEngine, seat: int, n: int) -> None:
    s = engine.state
    p = s.players_state[seat]
    s.wild_supply += p.wild - n
    p.wild = n
    refresh(engine)


def clear_all_dice(engine: TMDiceEngine) -> None:
    for seat in range(engine.state.players):
        set_dice(engine, seat, {})
        set_wild(engine, seat, 0)


def _take_card(engine: TMDiceEngine, card: str) -> None:
    s = engine.state
    for pile in (s.deck, s.discard, *(p.hand for p in s.players_state)):
        if card in pile:
            pile.remove(card)
            return
    raise AssertionError(f"{card} is not in the deck, the discard pile or a hand")


def to_hand(engine: TMDiceEngine, seat: int, card: str) -> None:
    _take_card(engine, card)
    engine.state.players_state[seat].hand.append(card)
    refresh(engine)


def to_play_area(engine: TMDiceEngine, seat: int, card: str) -> None:
    """Put a card in `seat`'s tableau as if it had been played (no effects)."""
    _take_card(engine, card)
    p = engine.state.players_state[seat]
    p.played.append(card)
    colour = C.cards[card].colour
    setattr(p, f"{colour}_cards", getattr(p, f"{colour}_cards") + 1)
    refresh(engine)


def set_hand_size(engine: TMDiceEngine, seat: int, size: int) -> None:
    """Trim `seat`'s hand to `size` cards (extra cards to the discard pile) or fill it from
    the deck."""
    s = engine.state
    hand = s.players_state[seat].hand
    while len(hand) > size:
        s.discard.append(hand.pop())
    while len(hand) < size:
        hand.append(s.deck.pop())
    refresh(engine)


def cost_of(card: str) -> dict[str, int]:
    """The dice that pay a card's cost exactly."""
    out: dict[str, int] = {}
    for face in C.cards[card].cost:
        out[face] = out.get(face, 0) + 1
    return out


def action_turn(engine: TMDiceEngine) -> None:
    engine.apply(ChooseTurn("action"))


def dice_total(engine: TMDiceEngine, colour: str) -> int:
    s = engine.state
    held = sum(k for p in s.players_state for f, k in p.dice.items() if FACE_COLOUR[f] == colour)
    awards = sum(1 for f in s.award_dice if FACE_COLOUR[f] == colour)
    return s.pool.get(colour, 0) + held + awards


def check_invariants(engine: TMDiceEngine) -> None:
    """No die, card or wild token created or lost; VP = its recorded sources; no two cities
    adjacent; oceans only on ocean areas."""
    s = engine.state
    for colour in BASE_COLOURS:
        assert dice_total(engine, colour) == 12, colour
    if s.options.purple:
        markers = len(s.purple_map) + len(s.purple_track)
        assert dice_total(engine, "purple") + markers == 6
    cards = len(s.deck) + len(s.discard)
    cards += sum(len(p.hand) + len(p.played) for p in s.players_state)
    assert cards == len(C.base_cards) + (len(C.purple_cards) if s.options.purple else 0) + (
        len(C.colony_cards) if s.options.colonies else 0
    )
    played_bonus = sum(len(p.bonus) for p in s.players_state)
    assert len(s.bonus_pile) + len(s.bonus_box) + played_bonus == len(C.bonus_cards)
    assert s.wild_supply + sum(p.wild for p in s.players_state) == C.dice.wild_tokens
    for p in s.players_state:
        assert p.vp == sum(p.vp_sources.values())
    for area, tile in enumerate(s.tiles):
        if tile == "city":
            assert not any(s.tiles[b] == "city" for b in C.adjacent[area])
        if tile == "ocean":
            assert C.map.areas[area].reserved == "ocean"
    assert s.oceans == s.tiles.count("ocean") <= OCEANS
    assert 0 <= s.temperature <= TEMP_STEPS and 0 <= s.oxygen <= OXY_STEPS


def run_random(engine: TMDiceEngine, seed: int, limit: int = 60000, check_every: int = 0) -> int:
    rng = Rng.from_seed(seed)
    steps = 0
    while not engine.is_over():
        engine.apply(rng.choice(engine.legal_actions()))
        steps += 1
        if check_every and steps % check_every == 0:
            check_invariants(engine)
        assert steps < limit, "the game did not end"
    return steps
