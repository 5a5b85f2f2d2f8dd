"""Rules review of the TM Dice engine against the two rule texts (seeds 000 and 001): one test
per rule that was wrong or untested, named after the rule."""

from __future__ import annotations

import pytest
from tmdice_helpers import (
    action_turn,
    check_invariants,
    cost_of,
    new_game,
    play_game,
    refresh,
    set_dice,
    set_wild,
    to_hand,
    to_move,
    to_play_area,
)

from game.rules.core import IllegalAction, Match, Rng, RulesError, Setup
from game.rules.tmdice.actions import (
    ChooseBonus,
    ChooseCorp,
    ChooseTurn,
    GainDie,
    PickEffect,
    PlaceTile,
    PlayCard,
    Rotate,
    SecondSupport,
    Skip,
    Terraform,
    TurnDie,
    UseBlue,
)
from game.rules.tmdice.content import BASE_COLOURS, FACE_COLOUR
from game.rules.tmdice.engine import TMDiceEngine
from game.rules.tmdice.modules.missions import missions_of
from game.rules.tmdice.resources import vp
from game.rules.tmdice.state import Options
from game.rules.tmdice.tables import OCEANS, TEMP_STEPS, C

ROTATE_AREAS = [a.id for a in C.map.areas if any(e.do == "rotate" for e in a.bonus)]

# --- "After payment, perform the card's effects in any order" (000) ------------------------


def _play_plant_spores(seed: int = 1) -> tuple[TMDiceEngine, int]:
    """Plant Spores: a greenery tile, then a green die (printed order)."""
    e = play_game(2, seed=seed)
    seat = e.state.current
    to_hand(e, seat, "plant_spores")
    set_dice(e, seat, {**cost_of("plant_spores"), "heat": 1})
    set_wild(e, seat, 0)
    action_turn(e)
    e.apply(Skip())
    e.apply(PlayCard("plant_spores", ()))
    return e, seat


def test_effects_any_order_die_before_tile_on_rotate_area__000_playing_a_card() -> None:
    # a greenery may go on a "rotate a die" area: gaining the die first lets it be turned
    e, seat = _play_plant_spores()
    assert set(e.legal_actions()) == {PickEffect(0), PickEffect(1)}
    e.apply(PickEffect(1))  # the green die first
    (green,) = [f for f in e.state.players_state[seat].dice if FACE_COLOUR[f] == "green"]
    area = min(ROTATE_AREAS)
    e.apply(PlaceTile(area))
    assert e.state.pending[-1].kind == "rotate"
    to = next(f for f in C.colour_faces["green"] if f != green)
    assert Rotate(green, to) in e.legal_actions()  # the new die can be turned
    e.apply(Rotate(green, to))
    assert e.state.players_state[seat].dice.get(to, 0) >= 1
    check_invariants(e)


def test_effects_any_order_tile_first_still_allowed__000_playing_a_card() -> None:
    e, _ = _play_plant_spores()
    e.apply(PickEffect(0))  # the tile first (the printed order)
    assert e.state.pending[-1].kind == "place"
    e.apply(PlaceTile(min(ROTATE_AREAS)))
    assert e.state.pending[-1].kind == "rotate"  # only the heat die to turn (or decline)
    assert {a.face for a in e.legal_actions() if isinstance(a, Rotate)} == {"heat"}


def test_effects_printed_order_when_no_rotate_area_is_free__decision_effect_order() -> None:
    # with every "rotate a die" area taken the order cannot matter: no extra question
    e = play_game(2)
    for area in ROTATE_AREAS:
        e.state.tiles[area] = "greenery"
    refresh(e)
    seat = e.state.current
    to_hand(e, seat, "plant_spores")
    set_dice(e, seat, cost_of("plant_spores"))
    set_wild(e, seat, 0)
    action_turn(e)
    e.apply(Skip())
    e.apply(PlayCard("plant_spores", ()))
    assert e.state.pending[-1].kind == "place"


# --- "you can rotate a resource dice" (000, "Rotate a dice") --------------------------------


def test_pink_arrows_may_be_declined__000_rotate_a_dice() -> None:
    # 000: "If a dice icon has pink arrows, it means you *can* rotate a resource dice": the
    # player may turn a die, or decline (the rest of the turns with it)
    e = play_game(2)
    seat = e.state.current
    to_hand(e, seat, "market_swing")  # turn a die twice, a wild token
    set_dice(e, seat, {**cost_of("market_swing"), "heat": 3})
    set_wild(e, seat, 0)
    action_turn(e)
    e.apply(Skip())
    e.apply(PlayCard("market_swing", ()))
    assert e.state.pending[-1].kind == "rotate"
    legal = e.legal_actions()
    assert Skip() in legal and any(isinstance(a, Rotate) for a in legal)
    e.apply(Rotate("heat", "event"))
    assert e.state.pending[-1].kind == "rotate"  # the second turn
    events = e.apply(Skip())
    assert "rotate_declined" in [ev.kind for ev in events]
    assert e.state.players_state[seat].dice == {"heat": 2, "event": 1}
    assert not any(p.kind == "rotate" for p in e.state.pending)


def test_pink_arrows_with_no_die_are_ignored__000_playing_a_card() -> None:
    # "Ignore effects that can't be performed": with no die to turn there is nothing to decline
    e = play_game(2)
    seat = e.state.current
    to_hand(e, seat, "market_swing")
    set_dice(e, seat, cost_of("market_swing"))
    set_wild(e, seat, 0)
    action_turn(e)
    e.apply(Skip())
    events = e.apply(PlayCard("market_swing", ()))
    assert "effect_ignored" in [ev.kind for ev in events]
    assert not any(p.kind == "rotate" for p in e.state.pending)


def test_turn_a_die_support_is_paid_for_so_it_turns__000_support() -> None:
    # the support "discard a resource to change a die": after paying, a die is turned
    e = play_game(2)
    seat = e.state.current
    set_dice(e, seat, {"heat": 2})
    set_wild(e, seat, 0)
    action_turn(e)
    e.apply(TurnDie())  # the only payment (a heat die) is made at once
    assert e.state.pending[-1].kind == "rotate"
    assert Skip() not in e.legal_actions()  # the support was paid for: it turns a die
    assert Skip() not in e.legal_actions()


# --- "When you reach the bonus steps (5 VP and 12 VP), you gain a bonus card" (000) ---------


def _solo_setup_with_bonus(card: str) -> TMDiceEngine:
    for seed in range(200):
        e = new_game(1, seed=seed)
        if card in e.state.bonus_pile:
            return e
    raise AssertionError(f"no seed deals {card}")


def test_bonus_step_reached_in_solo_setup_gives_a_bonus_card__000_bonus_cards() -> None:
    # the solo bonus card chosen after the initial production can score 5 VP (two cities)
    e = _solo_setup_with_bonus("urbanist")
    s = e.state
    bonus_choices = 0
    while s.phase == "setup":
        top = s.pending[-1] if s.pending else None
        acts = e.legal_actions()
        if top is not None and top.kind == "bonus":
            bonus_choices += 1
            e.apply(ChooseBonus("urbanist") if bonus_choices == 1 else acts[0])
            continue
        if top is not None and top.kind == "place" and top.tile == "city":
            # the VP-bonus area or next to the solo greenery
            def worth(a: PlaceTile) -> int:
                near = sum(s.tiles[b] == "greenery" for b in C.adjacent[a.area])
                return near + C.map.areas[a.area].vp_spot

            e.apply(max(acts, key=worth))  # type: ignore[arg-type]
            continue
        e.apply(acts[0])
    p = s.players_state[0]
    assert p.vp_sources.get("tiles", 0) + p.vp_sources.get("placement", 0) >= 5 or p.vp >= 5
    assert 5 in p.bonus_steps
    assert bonus_choices == 2 and len(p.bonus) == 2  # the setup card, and the one at 5 VP
    assert len(s.bonus_pile) == 2 and p.bonus_due == 0
    assert s.phase == "play" and s.turn_no == 1
    check_invariants(e)


def test_bonus_card_taken_at_the_end_of_the_turn_not_at_once__000_bonus_cards() -> None:
    e = play_game(2)
    s = e.state
    seat = s.current
    p = s.players_state[seat]
    p.vp, p.vp_sources = 4, {"terraform": 4}
    set_dice(e, seat, {"megacredit": 3})
    set_wild(e, seat, 0)
    action_turn(e)
    vp(e.state, seat, 1, "cards", [])  # 5 VP reached during the support step
    e.apply(Skip())
    assert p.bonus_due == 1
    # the main action comes first; the card is taken when the turn ends
    assert s.step == "main" and not any(q.kind == "bonus" for q in s.pending)
    e.apply(Terraform("megacredit", 0))
    assert s.pending[-1].kind == "bonus"
    assert e.decider() == seat and s.current == seat and p.vp == 7


# --- end of the game: 000 and 001 give the same turns ---------------------------------------


def test_final_round_is_not_an_option__000_001_end() -> None:
    # 000 "all players, including the trigger player, get 1 last turn" and 001 "one more round;
    # the trigger player takes the last turn" are the same turns: no option that does nothing
    assert "final_round" not in Options.model_fields
    with pytest.raises(RulesError, match="final_round"):
        TMDiceEngine.new(Setup(game="tmdice", players=2, options={"final_round": "001"}), 1)


def test_unknown_option_is_refused_with_a_sentence__options() -> None:
    with pytest.raises(RulesError, match=r"no option purpel.*purple, missions, storage"):
        TMDiceEngine.new(Setup(game="tmdice", players=2, options={"purpel": True}), 1)


def _pass_turn(e: TMDiceEngine) -> None:
    seat = e.state.current
    action_turn(e)
    e.apply(Skip())
    e.apply(Skip())
    while e.state.current == seat and not e.is_over():
        e.apply(e.legal_actions()[0])


@pytest.mark.parametrize("players", [2, 3, 4])
def test_one_more_round_trigger_player_takes_the_last_turn__001_end_game(players: int) -> None:
    e = play_game(players, seed=7)
    # let play move on so the trigger player is not the first player
    _pass_turn(e)
    s = e.state
    trigger = s.current
    assert trigger != s.first
    for a in C.ocean_areas[:OCEANS]:
        s.tiles[a] = "ocean"
    s.oceans = OCEANS
    s.temperature = TEMP_STEPS - 1
    set_dice(e, trigger, {"heat": 3})
    action_turn(e)
    e.apply(Skip())
    e.apply(Terraform("heat", 0))
    while s.current == trigger:
        e.apply(e.legal_actions()[0])
    assert s.end_trigger == trigger and s.final_left == players
    order = []
    while not e.is_over():
        order.append(s.current)
        _pass_turn(e)
    # one round counted from the trigger player, who takes the last turn
    assert order == [(trigger + k) % players for k in range(1, players + 1)]


# --- a second support with nothing left to do cannot stall the game --------------------------


def test_second_support_with_no_support_possible_can_be_skipped__decision_turns() -> None:
    e = play_game(2)
    s = e.state
    seat = s.current
    to_play_area(e, seat, "cargo_hauler")  # free: pay a titanium, gain wild tokens
    set_dice(e, seat, {"titanium": 1})
    set_wild(e, seat, 0)
    action_turn(e)
    e.apply(Skip())
    e.apply(SecondSupport())
    # the free action spends the last resource; the pool is then emptied by hand
    e.apply(UseBlue("cargo_hauler", ()))
    s.wild_supply += s.players_state[seat].wild
    s.players_state[seat].wild = 0
    other = 1 - seat
    for colour in BASE_COLOURS:
        face = C.colour_faces[colour][0]
        s.players_state[other].dice[face] = (
            s.players_state[other].dice.get(face, 0) + s.pool[colour]
        )
        s.pool[colour] = 0
    refresh(e)
    assert not [a for a in e.legal_actions() if isinstance(a, GainDie)]
    assert e.legal_actions() == [Skip()]
    e.apply(Skip())
    assert s.current == other
    check_invariants(e)


# --- setup: "Unused corporations are returned to the box" (000) ------------------------------


def test_unused_corporations_returned_to_the_box__000_setup() -> None:
    e = play_game(3, seed=2)
    chosen = {p.corp for p in e.state.players_state}
    assert len(chosen) == 3
    assert set(e.state.corp_box) == {c.id for c in C.corporations} - chosen
    assert all(p.corp_options == [] for p in e.state.players_state)


# --- hidden information (issue item 10) -----------------------------------------------------


def _ids_in(text: str, ids: list[str]) -> set[str]:
    return {i for i in ids if f'"{i}"' in text}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_observation_never_shows_hidden_cards_corporations_or_bonus_pile__issue_10(
    players: int,
) -> None:
    e = new_game(players, seed=11, missions=True)
    # during the corporation choice: the others' deals stay hidden
    for seat in range(players):
        text = e.observation(seat).model_dump_json()
        for other, p in enumerate(e.state.players_state):
            if other != seat:
                assert not _ids_in(text, p.corp_options + p.corp_dealt)
    first = to_move(e)
    e.apply(ChooseCorp(e.state.players_state[first].corp_options[1]))
    for seat in range(players):
        if seat != first:
            text = e.observation(seat).model_dump_json()
            assert not _ids_in(text, e.state.players_state[first].corp_dealt)
    # then through play
    run_steps = 0
    rng = Rng.from_seed(5)
    while not e.is_over() and run_steps < 400:
        for seat in range(players):
            obs = e.observation(seat)
            text = obs.model_dump_json()
            s = e.state
            assert not _ids_in(text, s.deck)  # neither the deck's cards nor its order
            for other, p in enumerate(s.players_state):
                if other == seat:
                    continue
                assert not _ids_in(text, p.hand)
                if s.step != "corps":
                    returned = [c for c in p.corp_dealt if c != p.corp]
                    assert not _ids_in(text, returned)
            played_bonus = [b for p in s.players_state for b in p.bonus]
            hidden_bonus = [b for b in s.bonus_pile + s.bonus_box if b not in played_bonus]
            choosing = bool(s.pending) and s.pending[-1].kind == "bonus"
            if not (choosing and s.pending[-1].seat == seat):
                assert obs.bonus_pile is None
                assert not _ids_in(text, hidden_bonus)
            else:
                assert obs.bonus_pile == sorted(s.bonus_pile)
                assert not _ids_in(text, s.bonus_box)
        e.apply(rng.choice(e.legal_actions()))
        run_steps += 1


def _same_looking_world_after_reveal() -> tuple[TMDiceEngine, TMDiceEngine]:
    """Two 3-player positions seat 0 cannot tell apart: other deck order, cards swapped
    between the deck and the other hands, bonus cards swapped between the pile and the box,
    other mission-deck and box orders, the other seats' returned corporations swapped, and
    another chance state."""
    a = play_game(3, seed=6, missions=True)
    b = a.clone()
    s = b.state
    s.deck.reverse()
    for seat in (1, 2):
        hand = s.players_state[seat].hand
        hand[0], s.deck[seat] = s.deck[seat], hand[0]
    assert 0 not in s.bonus_seen
    s.bonus_pile[0], s.bonus_box[0] = s.bonus_box[0], s.bonus_pile[0]
    missions_of(s).deck.reverse()
    s.corp_box.reverse()
    p1, p2 = s.players_state[1], s.players_state[2]
    r1 = next(c for c in p1.corp_dealt if c != p1.corp)
    r2 = next(c for c in p2.corp_dealt if c != p2.corp)
    p1.corp_dealt = [p1.corp or "", r2]
    p2.corp_dealt = [r1, p2.corp or ""]
    s.rng = Rng.from_seed(987654)
    return a, b


def test_determinize_depends_only_on_what_the_seat_sees__issue_10() -> None:
    a, b = _same_looking_world_after_reveal()
    assert a.observation(0) == b.observation(0)
    assert a.to_json() != b.to_json()
    for k in range(4):
        wa = a.determinize(0, Rng.from_seed(k))
        wb = b.determinize(0, Rng.from_seed(k))
        assert wa.to_json() == wb.to_json()
        assert wa.observation(0) == a.observation(0)
        check_invariants(wa)
    # and the sampled worlds still vary with the rng
    worlds = {a.determinize(0, Rng.from_seed(k)).to_json() for k in range(4)}
    assert len(worlds) > 1


def test_determinize_during_corporation_choice_depends_only_on_what_is_seen__issue_10() -> None:
    a = new_game(3, seed=1)
    first = to_move(a)
    a.apply(ChooseCorp(a.state.players_state[first].corp_options[0]))
    watcher = to_move(a)
    assert watcher != first
    b = a.clone()
    s = b.state
    # the first player was dealt (and chose) other corporations, unseen by the watcher
    p = s.players_state[first]
    old = list(p.corp_dealt)
    new = [c for c in s.corp_box if c not in old][:2]
    for c in new:
        s.corp_box.remove(c)
    s.corp_box = [c for c in s.corp_box if c not in old] + old[::-1]
    p.corp_dealt, p.corp = new, new[1]
    s.rng = Rng.from_seed(4242)
    assert a.observation(watcher) == b.observation(watcher)
    for k in range(3):
        wa = a.determinize(watcher, Rng.from_seed(k))
        wb = b.determinize(watcher, Rng.from_seed(k))
        assert wa.to_json() == wb.to_json()
        # the watcher's own deal is kept, and nobody else holds its corporations
        mine = set(a.state.players_state[watcher].corp_options)
        assert set(wa.state.players_state[watcher].corp_options) == mine
        for i, q in enumerate(wa.state.players_state):
            if i != watcher:
                assert not set(q.corp_options + q.corp_dealt) & mine


def test_determinize_bonus_pile_seen_is_kept_unseen_is_sampled__issue_10() -> None:
    a = play_game(2, seed=4)
    a.state.bonus_seen = [0]
    b = a.clone()
    b.state.bonus_pile.reverse()
    b.state.bonus_box.reverse()
    wa, wb = a.determinize(0, Rng.from_seed(1)), b.determinize(0, Rng.from_seed(1))
    assert wa.state.bonus_pile == wb.state.bonus_pile == sorted(a.state.bonus_pile)
    # seat 1 has not looked: its worlds do not depend on the true split
    c = a.clone()
    c.state.bonus_pile[0], c.state.bonus_box[0] = c.state.bonus_box[0], c.state.bonus_pile[0]
    assert a.observation(1) == c.observation(1)
    assert (
        a.determinize(1, Rng.from_seed(2)).to_json() == c.determinize(1, Rng.from_seed(2)).to_json()
    )


def test_looking_at_the_bonus_pile_cannot_be_undone__design_undo() -> None:
    # "Secretly look at all available bonus cards" is new information: undo never goes back
    # past it, so it cannot be used to peek at the pile and then play differently
    match = Match(TMDiceEngine, Setup(game="tmdice", players=2), 1)
    while match.engine.state.phase == "setup":
        match.apply(match.engine.legal_actions()[0])
    e = match.engine
    assert isinstance(e, TMDiceEngine)
    seat = e.state.current
    p = e.state.players_state[seat]
    p.vp, p.vp_sources = 4, {"terraform": 4}
    set_dice(e, seat, {"megacredit": 3})
    set_wild(e, seat, 0)
    match.apply(ChooseTurn("action"))
    match.apply(Skip())
    assert match.can_undo()
    events = match.apply(Terraform("megacredit", 0))  # 6 VP: the turn ends, the pile is shown
    assert e.observation(seat).bonus_pile is not None
    shown = [ev for ev in events if ev.kind == "bonus_pile_shown"]
    assert len(shown) == 1 and shown[0].reveal and shown[0].secret_to == (seat,)
    assert shown[0].seen_by(1 - seat).secret == {}
    assert not match.can_undo()
    with pytest.raises(IllegalAction):
        match.undo()


def test_solo_bonus_pile_look_at_setup_is_a_reveal__000_solo() -> None:
    e, events = TMDiceEngine.new(Setup(game="tmdice", players=1), 3)
    while e.state.phase == "setup":
        events = e.apply(e.legal_actions()[0])
        shown = [ev for ev in events if ev.kind == "bonus_pile_shown"]
        if shown:
            assert all(ev.reveal and ev.secret_to == (0,) for ev in shown)
            assert e.state.pending[-1].kind == "bonus"
            return
    raise AssertionError("the solo player never looked through the bonus pile")


def test_purple_die_marker_at_16_vp__001_purple() -> None:
    e = play_game(2, purple=True)
    s = e.state
    seat = s.current
    p = s.players_state[seat]
    s.purple_track = [16]
    p.vp, p.vp_sources, p.bonus_steps = 15, {"terraform": 15}, [5, 12]
    purple_before = sum(k for f, k in p.dice.items() if FACE_COLOUR[f] == "purple")
    events: list = []
    vp(e.state, seat, 1, "cards", events)
    assert s.purple_track == []
    assert sum(k for f, k in p.dice.items() if FACE_COLOUR[f] == "purple") == purple_before + 1
    assert any(ev.kind == "die_rolled" and ev.data["colour"] == "purple" for ev in events)
