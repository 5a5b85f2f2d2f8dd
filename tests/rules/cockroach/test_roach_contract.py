"""The rules contract (DESIGN.md) held by the cockroach hunt: JSON round trip, replay from
setup + seed + actions, independent clones, determinize independent of the true hidden order,
observations that leak no hand, windows that open the same way whatever anyone holds, undo
that never crosses a reveal nor takes back another seat's reaction."""

from __future__ import annotations

import pytest
from roach_helpers import A, S, at_spend, match_at, new_game, play, position, random_game

from game.rules.cockroach.engine import CockroachEngine
from game.rules.core import IllegalAction, Match, Rng, Setup

SETUP = Setup(game="cockroach", players=3)


def _midgame(seed: int = 4, steps: int = 150) -> Match:
    match = Match(CockroachEngine, SETUP, seed)
    rng = Rng.from_seed(seed)
    for _ in range(steps):
        if match.engine.is_over():
            break
        match.apply(rng.choice(match.engine.legal_actions()))
    return match


def test_json_round_trip_keeps_the_game_and_its_future() -> None:
    match = _midgame()
    engine = match.engine
    again = CockroachEngine.from_json(engine.to_json())
    assert again.to_json() == engine.to_json()
    assert again.legal_actions() == engine.legal_actions()
    rng_a, rng_b = Rng.from_seed(1), Rng.from_seed(1)
    for _ in range(40):
        if engine.is_over():
            break
        engine.apply(rng_a.choice(engine.legal_actions()))
        again.apply(rng_b.choice(again.legal_actions()))
    assert again.to_json() == engine.to_json()


def test_replay_from_setup_seed_and_actions_rebuilds_the_game_and_the_seats() -> None:
    match = _midgame(seed=8, steps=300)
    data = match.actions_json()
    actions = [CockroachEngine.action_from_json(a) for a in data]
    again = Match.replay(CockroachEngine, SETUP, 8, actions)
    assert again.engine.to_json() == match.engine.to_json()
    assert again.seats == match.seats
    # out-of-turn actions are recorded with the seat that took them
    turn_players = {e.data["player"] for e in match.events if e.kind == "turn_started"}
    assert turn_players and any(
        seat != -1 and seat != tp for seat, tp in zip(match.seats, _turn_of(match), strict=True)
    )


def _turn_of(match: Match) -> list[int]:
    """The turn player before each action, replayed."""
    engine, _ = CockroachEngine.new(match.setup, match.seed)
    out = []
    for action in match.actions:
        out.append(engine.turn_player())
        engine.apply(action)
    return out


def test_clones_are_independent() -> None:
    engine = _midgame().engine
    before = engine.to_json()
    twin = engine.clone()
    while not twin.is_over():
        twin.apply(twin.legal_actions()[-1])
    assert engine.to_json() == before


def _hidden_shuffled(engine: CockroachEngine, seat: int, seed: int) -> CockroachEngine:
    """The same game as `seat` sees it, with the unseen cards dealt differently."""
    other = engine.clone()
    s = other.state
    rng = Rng.from_seed(seed)
    squads = [c for p in range(s.players) if p != seat for c in s.hands[p]]
    squads += [c for c in s.deck if other.c.card[c].type == "squad"]
    rest = [c for c in s.deck if other.c.card[c].type != "squad"]
    rng.shuffle(squads)
    for p in range(s.players):
        if p != seat:
            k = len(s.hands[p])
            s.hands[p], squads = squads[:k], squads[k:]
    s.deck = squads + rest
    rng.shuffle(s.deck)
    rng.shuffle(s.roach_deck)
    return other


def test_observation_shows_nothing_of_other_hands_or_deck_order() -> None:
    engine = _midgame(seed=11).engine
    for seat in range(3):
        other = _hidden_shuffled(engine, seat, 3)
        assert other.to_json() != engine.to_json()
        assert other.observation(seat) == engine.observation(seat)
        obs = engine.observation(seat)
        assert obs.hand == engine.state.hands[seat]
        assert obs.hand_sizes == [len(h) for h in engine.state.hands]


def test_determinize_depends_only_on_what_the_seat_has_seen() -> None:
    engine = _midgame(seed=12).engine
    seat = engine.decider()
    assert seat is not None
    other = _hidden_shuffled(engine, seat, 5)
    a = engine.determinize(seat, Rng.from_seed(7))
    b = other.determinize(seat, Rng.from_seed(7))
    assert a.to_json() == b.to_json()
    assert a.observation(seat) == engine.observation(seat)
    a.validate()


def test_a_window_opens_the_same_way_whatever_the_hands_hold() -> None:
    """Seat 1 holds a squad it can play, or one it cannot: the same seats are asked."""

    def asked(card: str) -> list[int]:
        engine = position(heroes=["scout", "vanguard"], hands={1: [card]}, vp=[0, 0])
        out = []
        for _ in range(30):
            if engine.state.current != 0:
                break
            out.append(engine.decider())
            legal = engine.legal_actions()
            engine.apply(next(a for a in legal if isinstance(a, A.Pass | A.EndSpending)))
        return out

    playable, unplayable = asked("s21"), asked("s18")  # 18: nobody has a VP to steal
    assert playable == unplayable and playable.count(1) == 4


def test_undo_never_crosses_a_roll() -> None:
    match = match_at(position(heroes=["scout", "vanguard"], hands={1: ["s18"]}))
    match.apply(A.Pass())  # seat 1 passes the turn_start window: the dice are rolled
    assert not match.can_undo()
    with pytest.raises(IllegalAction):
        match.undo()


def test_undo_never_takes_back_a_reaction_whose_card_was_revealed() -> None:
    engine = at_spend([S, S], heroes=["scout", "vanguard"], hands={1: ["s18"]}, vp=[1, 0])
    match = match_at(engine)
    match.apply(A.EndSpending())
    assert match.can_undo()  # quiet so far
    match.apply(A.PlaySquad("s18", target=0))  # seat 1, out of turn: the card is revealed
    assert not match.can_undo() and not match.can_undo(seat=1)
    with pytest.raises(IllegalAction):
        match.undo()


def test_undo_by_a_seat_stops_at_another_seats_pass() -> None:
    engine = at_spend([S, S], heroes=["scout", "vanguard"], hands={1: ["s18"]})
    match = match_at(engine)
    match.apply(A.EndSpending())
    match.apply(A.Pass())  # seat 1 passes the before_injuries window
    assert match.seats[-2:] == [0, 1]
    assert match.undoable(seat=0) == 0
    with pytest.raises(IllegalAction):
        match.undo(seat=0)


def test_out_of_turn_play_is_counted() -> None:
    engine = position(heroes=["scout", "vanguard"], hands={1: ["s21"]})
    play(engine, [A.PlaySquad("s21", target=0)])
    assert engine.state.out_of_turn == 1
    result_notes = CockroachEngine.result  # the count reaches simulate through Result.notes
    assert callable(result_notes)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_end_and_keep_every_card_and_counter(players: int) -> None:
    for seed in range(3):
        engine, _ = random_game(players, seed, check=True)
        assert engine.is_over()
        result = engine.result()
        assert result is not None and result.winners


def test_hero_choice_is_offered_in_a_fresh_game() -> None:
    engine = new_game(2, seed=1)
    assert all(isinstance(a, A.ChooseHero) for a in engine.legal_actions())
    assert len(engine.legal_actions()) == 4
