"""Issue 41, point 2, at each real table: during a guided step "the thing to click [is] lit
and pointed at; other legal choices are greyed with 'not yet: first ...'; a wrong click
explains, never punishes". The rules' other choices are drawn (greyed, with the step's
sentence), a click on one takes nothing and says "Not yet: first <goal>.", and the step's
own action is still taken at its spot. Steps from the real scripts (game/tutorials)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from table_helpers import click, key, make_app
from tutorial_helpers import Follower, run_frames, settle

from game.store.tutorial_progress import TutorialProgress
from game.tutorials.catalogue import load
from game.ui.shell.app import App
from game.ui.tutorial.cards import CoachCard
from game.ui.tutorial.opening import open_guided


@pytest.fixture
def app(display: pygame.Surface) -> App:
    return make_app(display)


def open_at(app: App, tutorial_id: str, number: int) -> Any:
    """The guided game resumed at step `number` (a teaching step), its cards closed."""
    tutorial = load(tutorial_id)
    progress = TutorialProgress()
    progress.set(tutorial_id, number, None)
    table = open_guided(app.ctx, tutorial, False, progress)
    app.stack.push(table)
    run_frames(app, 2)
    for _ in range(5):
        if not isinstance(app.stack.top, CoachCard):
            break
        key(app, pygame.K_RETURN)
        run_frames(app, 1)
    settle(app, table)
    match = table.session.match
    assert table.coach.number(match) == number and table.coach.teaching(match)
    Follower(app, table).wait_unlocked()
    run_frames(app, 2)
    return table


def not_yet(table: Any) -> str:
    return table.coach.tutorial.steps[table.coach.number(table.session.match)].not_yet()


def takes_nothing(app: App, table: Any, pos: tuple[int, int]) -> None:
    """A click on a greyed choice: its "Not yet" said, no action taken."""
    before = len(table.session.match.actions)
    click(app, pos)
    assert len(table.session.match.actions) == before
    assert table.message == not_yet(table)


def step_taken_at_its_spot(app: App, table: Any) -> None:
    match = table.session.match
    number = len(match.actions)
    action = table.coach.action(match)
    Follower(app, table).take(number)
    assert match.actions[number] == action


def test_tmdice_corporation_choice_shows_both_corporations_one_greyed(app: App) -> None:
    """000 setup, keep one corporation: both big cards are drawn; the other one answers
    "Not yet: first keep Helion Forge." and is not kept; the step's card is."""
    from game.ui.tmdice.overlays import choice_cards

    table = open_at(app, "tmdice", 1)
    sit = table.situation()
    cards = choice_cards(sit)
    assert len(cards) == 2
    others = [(card, rect) for card, rect, action in cards if action not in sit.legal]
    assert len(others) == 1
    takes_nothing(app, table, others[0][1].center)
    step_taken_at_its_spot(app, table)


def test_tmdice_support_action_shows_every_die_colour_greyed_but_the_steps(app: App) -> None:
    """000 support action, gain a die: every colour the rules allow and the other support
    actions stay on the panel, greyed with the step's reason; clicking one takes nothing."""
    from game.rules.tmdice import actions as A

    table = open_at(app, "tmdice", 7)
    sit = table.situation()
    assert len(sit.allowed) == 8 and len(sit.legal) == 1
    shown = [p for p in table.buttons if p.button.action in sit.allowed]
    assert {p.button.action for p in shown} == set(sit.allowed)
    greyed = [p for p in shown if p.button.action not in sit.legal]
    assert len(greyed) == 7
    assert all(not p.button.enabled and p.button.why == not_yet(table) for p in greyed)
    other_die = next(p for p in greyed if isinstance(p.button.action, A.GainDie))
    takes_nothing(app, table, other_die.rect.center)
    step_taken_at_its_spot(app, table)


@pytest.mark.parametrize("number", [8, 16])
def test_tmdice_play_a_card_step_lights_its_card_alone(app: App, number: int) -> None:
    """000 playing a card: the step's card is lit; every other card is dimmed, those the
    rules allow now ("not yet") as much as those they refuse, so nothing else reads as a
    choice; a click on a "not yet" one takes nothing and says so."""
    from dataclasses import replace

    from game.rules.tmdice import actions as A
    from game.ui.tmdice.hand import card_rects, render_hand

    table = open_at(app, "tmdice", number)
    sit = table.situation()
    step_card = next(a.card for a in sit.legal if isinstance(a, A.PlayCard))
    others = {a.card for a in sit.allowed if isinstance(a, A.PlayCard)} - {step_card}
    assert others
    mid = table.middle(sit)
    greyed = render_hand(table.pics, sit, table.model, mid)
    free = replace(sit, legal=sit.allowed, engine_legal=None)  # the same hand in free play
    plain = render_hand(table.pics, free, table.model, mid)
    rects = dict(card_rects(sit, table.model))
    for cid, rect in rects.items():
        at = (rect.centerx - mid.area.x, rect.centery - mid.area.y)
        darker = sum(greyed.get_at(at)[:3]) < sum(plain.get_at(at)[:3])
        assert darker == (cid != step_card), cid
    takes_nothing(app, table, rects[sorted(others)[0]].center)
    step_taken_at_its_spot(app, table)


def test_tmdice_place_a_tile_step_leaves_the_other_allowed_areas_unveiled(app: App) -> None:
    """000 placing tiles: the step's area is lit; the other areas the rules allow are not
    veiled like the areas the tile may not go on (they are choices, not yet), and a click on
    one takes nothing."""
    from game.ui.tmdice import lit_areas
    from game.ui.tmdice.layout import BOARD, hex_centre

    table = open_at(app, "tmdice", 32)
    sit = table.situation()
    lit, greyed = lit_areas.legal_places(sit), lit_areas.greyed_places(sit)
    assert len(lit) == 1 and len(greyed) > 5
    veil = lit_areas.veil(lit + greyed)
    for area in (*lit, *greyed):
        x, y = hex_centre(area)
        assert veil.get_at((round(x) - BOARD.x, round(y) - BOARD.y)).a == 0
    x, y = hex_centre(greyed[0])
    takes_nothing(app, table, (round(x), round(y)))
    step_taken_at_its_spot(app, table)


def test_tmdice_a_standard_project_the_rules_refuse_is_dimmed_in_a_step_too(app: App) -> None:
    """In a guided step only the step's choice reads as lit: a button the rules refuse (a
    standard project not paid for) is dimmed like the "not yet" ones."""
    table = open_at(app, "tmdice", 8)
    panel = [p.button for p in table.buttons if p.button.icons]
    refused = [b for b in panel if not b.enabled and not b.why]
    not_yet = [b for b in panel if b.why]
    assert refused and not_yet
    assert all(b.dim for b in refused + not_yet)


def test_colonies_build_step_greys_the_trade_button(app: App) -> None:
    """002 Colonies, build a colony: Trade (which the rules allow) stays beside Colony,
    greyed with "Not yet: first build a colony on Luna Exchange."."""
    from game.ui.tmdice.commands import PickColony

    table = open_at(app, "colonies", 9)
    by_mode = {
        p.button.command.mode: p for p in table.buttons if isinstance(p.button.command, PickColony)
    }
    assert by_mode["build"].button.enabled
    trade = by_mode["trade"]
    assert not trade.button.enabled and trade.button.why == not_yet(table)
    takes_nothing(app, table, trade.rect.center)
    step_taken_at_its_spot(app, table)


def test_hunt_hero_choice_shows_all_three_heroes_two_greyed(app: App) -> None:
    """The hunt's setup, choose a hero: all three heroes are buttons, the two the step does
    not take greyed with its reason; pressing one takes nothing."""
    from game.ui.cockroach.layout import slot_rect

    table = open_at(app, "cockroach", 1)
    heroes = [b for b in table.buttons if getattr(b.value, "kind", "") == "hero"]
    assert len(heroes) == 3
    greyed = [b for b in heroes if b.why]
    assert len(greyed) == 2 and all(b.why == not_yet(table) for b in greyed)
    assert all(b.value not in table.legal() for b in greyed)
    takes_nothing(app, table, slot_rect(greyed[0].slot).center)
    step_taken_at_its_spot(app, table)


def test_hunt_special_die_step_greys_done_and_the_squad(app: App) -> None:
    """The hunt, spending: the other choices (Done, a squad) stay on the panel, greyed."""
    from game.ui.cockroach.layout import slot_rect

    table = open_at(app, "cockroach", 23)
    greyed = [b for b in table.buttons if b.why]
    assert len(greyed) >= 2
    takes_nothing(app, table, slot_rect(greyed[0].slot).center)
    step_taken_at_its_spot(app, table)


def test_digmars_bonus_fortune_step_greys_end_turn(app: App) -> None:
    """003 bonuses, take the extra fortune point: End turn (which the rules allow) shows
    greyed; a click on it says "Not yet: first take the bonus fortune point." and the turn
    goes on; the bonus button takes the step."""
    table = open_at(app, "digmars", 6)
    end = table._chrome["end_turn"]
    assert end.visible and not end.is_enabled
    takes_nothing(app, table, pygame.Rect(end.get_abs_rect()).center)
    step_taken_at_its_spot(app, table)


@pytest.mark.parametrize(("tutorial_id", "number"), [("tmdice", 1), ("cockroach", 1)])
def test_keys_walk_on_from_the_steps_choice_to_the_greyed_ones(
    app: App, tutorial_id: str, number: int
) -> None:
    """Issue 41 point 2 with the keys: past the step's choice, Tab stops on the greyed
    ones, each saying the step's "Not yet"; Enter on one takes nothing."""
    table = open_at(app, tutorial_id, number)
    key(app, pygame.K_TAB)
    assert table.focused_action() == table.coach.action(table.session.match)
    key(app, pygame.K_TAB)
    assert table.greyed_on is not None and table.greyed_on.words == not_yet(table)
    before = len(table.session.match.actions)
    key(app, pygame.K_RETURN)
    assert len(table.session.match.actions) == before
    assert table.message == not_yet(table)
