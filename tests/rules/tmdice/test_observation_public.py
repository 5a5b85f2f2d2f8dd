"""What the table reads of the game comes from the seat's observation (DESIGN, "The rules
contract": hidden information is explicit). The public parts the table needs — the first
player, the step, the decision on top of the stack with its public details, each player's VP
sources and dice kept at a production turn — are in `observation()`, and no seat's
observation ever holds another seat's hand, corporation deal or the unseen bonus pile."""

from __future__ import annotations

import pytest

from game.ai.registry import make_bot
from game.rules.core import Rng, SeatView, Setup
from game.rules.tmdice.engine import TMDiceEngine
from game.rules.tmdice.state import TMObservation


def _secrets(engine: TMDiceEngine, seat: int) -> set[str]:
    """The ids `seat` may not see now: the deck, other hands, other seats' corporation deals
    (all of them while corporations are secret, else the ones sent back), the bonus pile
    unless it is this seat's to choose from."""
    s = engine.state
    out = set(s.deck)
    corps_public = s.phase != "setup" or s.step != "corps"
    for i, p in enumerate(s.players_state):
        if i == seat:
            continue
        out |= set(p.hand)
        dealt = set(p.corp_dealt) | set(p.corp_options)
        if corps_public and p.corp:
            dealt.discard(p.corp)
        out |= dealt
    top = s.pending[-1] if s.pending else None
    if not (top is not None and top.kind == "bonus" and top.seat == seat):
        out |= set(s.bonus_pile)
    return out


def _check(engine: TMDiceEngine) -> None:
    s = engine.state
    top = s.pending[-1] if s.pending else None
    for seat in range(s.players):
        obs = engine.observation(seat)
        assert isinstance(obs, TMObservation)
        assert (obs.first, obs.step, obs.current) == (s.first, s.step, s.current)
        others = [i for i in range(s.players) if i != seat]
        views = {seat: obs.you} | dict(zip(others, obs.others, strict=True))
        for i, p in views.items():
            assert p.vp_sources == s.players_state[i].vp_sources
            assert sum(p.vp_sources.values()) == p.vp
            assert p.keep == engine.keep_limit(i)
        if top is None:
            assert obs.pending is None
        else:
            pv = obs.pending
            assert pv is not None
            assert (pv.kind, pv.seat, pv.n) == (top.kind, top.seat, top.n)
            if top.kind == "place":
                assert (pv.tile, pv.special) == (top.tile, top.special)
            if top.kind == "face":
                assert pv.colour == top.colour
            if top.kind == "pay":
                assert pv.then == top.then
            if top.kind == "effects":
                assert pv.effects == top.effects
        hidden = _secrets(engine, seat)
        dumped = obs.model_dump_json()
        leaked = sorted(x for x in hidden if f'"{x}"' in dumped)
        assert not leaked, f"seat {seat} sees {leaked} at step {s.step}"
        if obs.pending is not None:
            pending = obs.pending.model_dump_json()
            assert not [x for x in hidden if x in pending]


@pytest.mark.parametrize(
    ("players", "seed", "options"),
    [(2, 3, {}), (4, 2, {"purple": True, "missions": True}), (1, 2, {"purple": True})],
)
def test_observation_has_the_public_table_and_no_other_seats_secrets(
    players: int, seed: int, options: dict[str, bool]
) -> None:
    bot = make_bot("random", "tmdice")
    kinds: set[str] = set()
    # a few whole games, so every kind of decision is met along the way
    for game in range(4):
        setup = Setup(game="tmdice", players=players, options=options)
        engine, _ = TMDiceEngine.new(setup, seed + 100 * game)
        rng = Rng.from_seed(seed + game)
        for _ in range(3000):
            _check(engine)
            if engine.state.pending:
                kinds.add(engine.state.pending[-1].kind)
            seat = engine.decider()
            if seat is None:
                break
            engine.apply(bot.choose(SeatView(engine, seat), rng))
        assert engine.is_over()
    assert {"corp", "place", "pay", "bonus", "rotate", "effects"} <= kinds
