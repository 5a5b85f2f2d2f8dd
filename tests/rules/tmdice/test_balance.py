"""Content balance: the issue's points 7 (every award face can be won in solo) and 8 (a card
set that plays well), checked on the data itself. The measured figures (how often greedy
plays each card, game lengths, solo scores) are printed by `python -m game.tools.card_rates`
and recorded in assets/data/tmdice/DECISIONS.md; no test here plays games for them.
"""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st
from tmdice_helpers import action_turn, play_game, set_dice, set_wild, to_play_area

from game.ai.tmdice_solo_terms import solo_award_prospect
from game.rules.tmdice.actions import Skip, Terraform
from game.rules.tmdice.content import FACE_COLOUR, BlueAction, Card, DieEffect, content
from game.rules.tmdice.scoring import game_over

C = content()
BASE_FACES = [f for f, colour in FACE_COLOUR.items() if colour != "purple"]
THRESHOLD = C.tracks.solo_award_thresholds
# A solo game of 50 turns sees most of the deck (measured: about 70 % of the cards pass
# through the hand), so the deck must hold a few times the icons an award needs.
DECK_MULTIPLE = 2.5
# Cards a well-played solo game can steer towards one award (greedy plays 12-15 a game).
CARDS_FOR_AN_AWARD = 8


def _icons(face: str) -> list[int]:
    """`face` icons on each base project card and bonus card that has it, richest first."""
    counts = [C.cards[c].cost.count(face) for c in C.base_cards]  # type: ignore[arg-type]
    counts += [b.cost.count(face) for b in C.bonus_cards]  # type: ignore[arg-type]
    return sorted((k for k in counts if k), reverse=True)


def _need(face: str) -> int:
    return THRESHOLD[C.rarity[face]]  # type: ignore[index]


@pytest.mark.parametrize("face", BASE_FACES)
def test_deck_holds_a_few_times_the_solo_award_threshold__000_solo_awards(face: str) -> None:
    # 000, solo: "To win an award, have at least 6, 8, or 10 of the corresponding symbol,
    # based on rarity." The award die can show any face, so every face needs the icons.
    total = sum(_icons(face))
    assert total >= DECK_MULTIPLE * _need(face), (face, total, _need(face))


@pytest.mark.parametrize("face", BASE_FACES)
def test_a_handful_of_cards_reaches_the_solo_award_threshold__000_solo_awards(face: str) -> None:
    richest = _icons(face)[:CARDS_FOR_AN_AWARD]
    assert sum(richest) >= _need(face), (face, richest)


@pytest.mark.parametrize("face", ["animal", "oxygen", "nuclear", "jovian", "city"])
def test_rare_award_scores_5_vp_with_cards_from_the_deck__000_solo_awards(face: str) -> None:
    # the rare faces were on 1-2 cards each: a rare award could never score in solo
    e = play_game(1)
    s = e.state
    s.award_dice = [face, face, face]
    p = s.players_state[0]
    p.played, p.bonus = [], []
    carrying = sorted(
        (c for c in C.base_cards if face in C.cards[c].cost),
        key=lambda c: -C.cards[c].cost.count(face),  # type: ignore[arg-type]
    )
    for cid in carrying:
        if e.award_counts(face)[0] >= _need(face):
            break
        if cid in s.deck or any(cid in q.hand for q in s.players_state):
            to_play_area(e, 0, cid)
    assert len(p.played) <= CARDS_FOR_AN_AWARD
    game_over(e.state, [])
    assert p.vp_sources.get("awards") == 15


def _is_step(effect: object) -> bool:
    do = getattr(effect, "do", "")
    return do == "raise" or (do == "tile" and getattr(effect, "tile", "") in ("ocean", "greenery"))


def _one_step_cards() -> list[Card]:
    out = []
    for cid in C.base_cards:
        card = C.cards[cid]
        steps = [e for e in card.effects if _is_step(e)]
        if card.colour == "red" and len(steps) == 1 and getattr(steps[0], "n", 1) == 1:
            out.append(card)
    return out


@pytest.mark.parametrize("card", _one_step_cards(), ids=lambda c: c.id)
def test_one_step_terraform_card_extras_match_its_cost__issue_8(card: Card) -> None:
    # 000, standard projects: 3 heat / 3 water / 4 plants for one step (2 VP). A card that
    # turned 2 icons into the step, a die and 1 VP beat them by far and shortened games.
    # Two icons buy the step and at most a die; each further icon (or a rare icon in the
    # cost) buys one more die or VP.
    extras = card.vp + sum(getattr(e, "n", 1) for e in card.effects if isinstance(e, DieEffect))
    rare = any(C.rarity[f] == "rare" for f in card.cost)
    assert extras <= len(card.cost) - 1 + rare, (card.id, extras, card.cost)


def _net_resources(action: BlueAction) -> int:
    gained = sum(getattr(e, "n", 1) for e in action.gain if e.do in ("die", "wild"))
    return gained - len(action.cost) - action.pay_any


@pytest.mark.parametrize(
    "card",
    [C.cards[c] for c in C.base_cards if C.cards[c].action is not None],
    ids=lambda c: c.id,
)
def test_no_blue_support_is_dominated_by_the_standard_support__000_support_action(
    card: Card,
) -> None:
    # 000, support action: "Roll 1 dice of your choice from the Dice Pool", free. A blue
    # support that only gains blank dice must bring more than that one die of any colour.
    action = card.action
    assert action is not None
    if action.timing != "support":
        return
    only_blank_dice = all(
        isinstance(e, DieEffect) and e.mode == "roll" and e.colour != "any" for e in action.gain
    )
    if only_blank_dice:
        assert _net_resources(action) >= 2, card.id
    else:
        assert _net_resources(action) >= 1 or any(e.do != "die" for e in action.gain), card.id


def test_deck_keeps_90_project_cards_and_every_award_face__games_md_content() -> None:
    assert len(C.base_cards) >= 90
    on_cards = Counter(f for c in C.base_cards for f in set(C.cards[c].cost))
    assert set(BASE_FACES) <= set(on_cards)


@given(face=st.sampled_from(BASE_FACES), icons=st.integers(min_value=0, max_value=30))
def test_greedy_solo_award_prospect_never_exceeds_and_meets_the_score__000_solo(
    face: str, icons: int
) -> None:
    # the greedy bot's hope for an award is at most what it scores, and exactly that from
    # one short of the threshold on (5 VP at it, 3 VP one short)
    need = _need(face)
    hope = solo_award_prospect(icons, face)
    scored = 5.0 if icons >= need else 3.0 if icons == need - 1 else 0.0
    assert hope >= scored
    assert hope <= 5.0
    assert solo_award_prospect(icons + 1, face) >= hope
    if icons >= need - 1:
        assert hope == scored


@pytest.mark.parametrize(
    ("corp", "what", "face"),
    [("helion_forge", "heat", "heat"), ("tidewater_union", "water", "water")],
)
def test_weak_solo_corporations_gain_a_die_when_they_terraform__games_md_corporations(
    corp: str, what: str, face: str
) -> None:
    # games.md: corporations have a starting box and a production box; triggers on your own
    # tiles and raises are a pattern of the real game. These two scored lowest in solo.
    e = play_game(2)
    seat = e.state.current
    e.state.players_state[seat].corp = corp
    set_dice(e, seat, {face: 3})
    set_wild(e, seat, 0)
    action_turn(e)
    e.apply(Skip())
    events = e.apply(Terraform(what, 0))
    while e.state.pending and e.state.pending[-1].kind == "place":
        events += e.apply(e.legal_actions()[0])
    assert any(ev.kind == "triggered" and ev.data["card"] == corp for ev in events)
