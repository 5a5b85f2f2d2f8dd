"""The figures the table shows (game/rules/tmdice/figures.py) agree with what the engine
actually awards and allows, in real positions of whole games played by random choices."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import given
from hypothesis import strategies as st
from tmdice_helpers import action_turn, new_game, play_game, set_dice

from game.rules.core import Rng
from game.rules.tmdice import engine as engine_module
from game.rules.tmdice import figures as F
from game.rules.tmdice.actions import PlaceTile, Skip, Terraform
from game.rules.tmdice.content import content
from game.rules.tmdice.engine import TMDiceEngine
from game.rules.tmdice.modules.missions import missions_done
from game.rules.tmdice.state import TMObservation

C = content()
TURN_ENDS = {"turn_ended", "bonus_pile_shown", "game_end"}
GAMES = [
    (1, 3, {}),
    (2, 5, {}),
    (3, 7, {"purple": True, "missions": True}),
    (4, 11, {"purple": True, "missions": True, "storage": True}),
]


def positions(players: int, seed: int, options: dict[str, bool]) -> Iterator[TMDiceEngine]:
    """Every position of a whole game played by random choices, the last one over."""
    engine = new_game(players, seed, **options)
    rng = Rng.from_seed(seed)
    yield engine
    while not engine.is_over():
        engine.apply(rng.choice(engine.legal_actions()))
        yield engine


def observe(engine: TMDiceEngine, seat: int = 0) -> TMObservation:
    view = engine.observation(seat)
    assert isinstance(view, TMObservation)
    return view


def placement_vp_awarded(engine: TMDiceEngine, area: int) -> int | None:
    """The VP the placing seat gets from placing the pending tile on ``area`` (terraforming,
    the tile, its neighbours, placement and track bonuses), every follow-up decision of that
    placement taken; None when a card's trigger joins in (its VP is the card's, not the
    tile's)."""
    trial = engine.clone()
    # the card's other effects, still pending under the tile, are not the tile's
    del trial.state.pending[:-1]
    seat = trial.state.pending[-1].seat
    events = trial.apply(PlaceTile(area))
    while trial.state.pending and not trial.is_over():
        if any(e.kind in TURN_ENDS for e in events):
            break
        events += trial.apply(trial.legal_actions()[0])
    # what comes at the end of the turn (a bonus card reached, missions) is not the tile's
    ends = [i for i, e in enumerate(events) if e.kind in TURN_ENDS]
    events = events[: ends[0]] if ends else events
    if any(e.kind == "triggered" for e in events):
        return None
    sources = {"terraform", "tiles", "placement"}
    return sum(
        e.data["n"]
        for e in events
        if e.kind == "vp" and e.data["seat"] == seat and e.data["source"] in sources
    )


@pytest.mark.parametrize(("players", "seed", "options"), GAMES)
def test_placement_vp_and_legal_areas_agree_with_the_engine(
    players: int, seed: int, options: dict[str, bool]
) -> None:
    """000 "Placing tiles": an ocean 2 VP, a greenery 1 per city next to it and the oxygen it
    raises, a city 2 plus 1 per greenery next to it, placement bonuses; one tile per area,
    oceans on their reserved areas, no city next to a city."""
    checked = 0
    for engine in positions(players, seed, options):
        s = engine.state
        if not s.pending or s.pending[-1].kind != "place":
            continue
        top = s.pending[-1]
        legal = sorted(a.area for a in engine.legal_actions() if isinstance(a, PlaceTile))
        view = observe(engine, top.seat)
        assert F.legal_areas(view.tiles, top.tile, top.special) == legal
        for area in range(len(view.tiles)):
            refusal = F.area_refusal(view.tiles, area, top.tile, top.special)
            assert (refusal is None) == (area in legal), (area, top.tile, refusal)
        for area in legal[:3] if s.phase == "play" else []:
            awarded = placement_vp_awarded(engine, area)
            if awarded is None:
                continue
            figure = F.placement_vp(view.tiles, view.temperature_c, view.oxygen_pct, area, top.tile)
            assert figure.total == awarded, (top.tile, area, figure)
            checked += 1
    assert checked > 0


@pytest.mark.parametrize(("players", "seed", "options"), GAMES)
def test_award_figures_agree_with_the_final_scoring(
    players: int, seed: int, options: dict[str, bool]
) -> None:
    """000 "Final Scoring": awards count the icons in played cards' costs; 5 VP to the most,
    ties all 5 and no second; 3 VP to the runner-up with 3+ players; solo 5 VP at the need, 3
    one short of it."""
    engine = None
    for engine in positions(players, seed, options):
        view = observe(engine)
        seats = [
            view.you if i == view.seat else view.others[i - (i > view.seat)] for i in range(players)
        ]
        for face in view.award_dice:
            assert F.award_counts(face, seats) == engine.award_counts(face)
    assert engine is not None and engine.is_over()
    s = engine.state
    for seat in range(players):
        expected = sum(
            F.award_vp(face, F.award_counts(face, s.players_state), s.solo)[seat]
            for face in s.award_dice
        )
        assert s.breakdown[seat].get("awards", 0) == expected
        p = s.players_state[seat]
        assert s.breakdown[seat].get("milestones", 0) == F.MILESTONE_VP * len(p.milestones)
        assert s.breakdown[seat].get("missions", 0) == F.MISSION_VP * len(missions_done(s, seat))
    for face in s.award_dice:
        counts = F.award_counts(face, s.players_state)
        if not s.solo:
            paid = F.award_vp(face, counts, solo=False)
            leaders = [i for i, v in enumerate(paid) if v == F.AWARD_FIRST_VP]
            assert F.award_leaders(counts) == leaders


@pytest.mark.parametrize(("players", "seed", "options"), GAMES)
def test_parameters_production_and_bands_agree_with_the_engine(
    players: int, seed: int, options: dict[str, bool]
) -> None:
    for engine in positions(players, seed, options):
        s = engine.state
        view = observe(engine)
        assert F.temperature_step(view.temperature_c) == s.temperature
        assert F.oxygen_step(view.oxygen_pct) == s.oxygen
        done = F.parameters_done(view.temperature_c, view.oxygen_pct, view.oceans)
        assert sum(done.values()) == engine.completed()
        for seat, p in enumerate(s.players_state):
            assert F.production_items(p.corp, p.played) == engine.production_items(seat)
        if s.pending and s.pending[-1].kind == "pay":
            then = s.pending[-1].then
            paid_for = F.payment_for(then)
            if isinstance(paid_for, F.BlueCardPayment):
                assert then == f"blue:{paid_for.card}"
            else:
                assert paid_for == then
    if engine.state.solo:
        assert F.band_for(engine.state.scores[0]) == engine.state.notes["band"]


def test_the_last_player_receives_the_first_players_resource() -> None:
    """000 setup: the first player gives one of their resources to the last player."""
    for players, seed in ((2, 1), (3, 2), (4, 3)):
        given_to = None
        engine = new_game(players, seed)
        while given_to is None:
            events = engine.apply(engine.legal_actions()[0])
            given_to = next((e.data["to"] for e in events if e.kind == "resource_given"), None)
        assert given_to == F.last_player(engine.state.first, players)


def test_standard_projects_and_bands_are_the_engines() -> None:
    assert F.STANDARD_PROJECTS == engine_module.STANDARD
    for score in range(-5, 130):
        assert F.band_for(score) == engine_module.band_for(score)


def test_an_unknown_payment_is_refused_in_words() -> None:
    with pytest.raises(ValueError, match="Unknown payment"):
        F.payment_for("card:nothing")


@given(st.lists(st.integers(min_value=0, max_value=12), min_size=2, max_size=4), st.randoms())
def test_an_award_pays_the_same_whoever_sits_where(counts: list[int], rnd: object) -> None:
    """An award depends on the counts only: permuting the seats permutes what they score; the
    leaders all score 5; nobody without an icon scores."""
    face = "plant"
    order = list(range(len(counts)))
    rnd.shuffle(order)  # type: ignore[attr-defined]  # hypothesis' Random
    paid = F.award_vp(face, counts, solo=False)
    permuted = F.award_vp(face, [counts[i] for i in order], solo=False)
    assert permuted == [paid[i] for i in order]
    for seat in F.award_leaders(counts):
        assert paid[seat] == F.AWARD_FIRST_VP
    assert all(v == 0 for k, v in zip(counts, paid, strict=True) if k == 0)


@given(st.integers(min_value=0, max_value=36), st.sampled_from(["ocean", "greenery", "city"]))
def test_a_solo_setup_tile_scores_nothing(area: int, tile: str) -> None:
    """000 Solo: no bonuses or points are awarded for the setup tiles."""
    tiles = [""] * len(C.map.areas)
    assert F.placement_vp(tiles, -28, 2, area, "solo_" + tile).total == 0
    assert F.placement_vp(tiles, -28, 2, area, tile).total >= 0


def test_the_megacredit_project_pays_what_the_panel_says() -> None:
    """000 "Main action": pay 3 MegaCredit resources to immediately gain 2 VP."""
    engine = play_game(2, 4)
    seat = engine.state.current
    set_dice(engine, seat, {"megacredit": 3})
    action_turn(engine)
    engine.apply(Skip())
    events = engine.apply(Terraform("megacredit"))
    gained = sum(e.data["n"] for e in events if e.kind == "vp" and e.data["seat"] == seat)
    assert gained == F.MEGACREDIT_PROJECT_VP
    assert F.STANDARD_PROJECTS["megacredit"] == ("megacredit", 3)
