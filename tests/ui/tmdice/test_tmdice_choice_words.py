"""Issue 13 point 6: every TM Dice choice says what it is in words as well as icons (a label
beside the icons, and its tip in the status line at once on hover and on keyboard focus),
and a decision taken several times shows its progress ("die 2 of 3")."""

from __future__ import annotations

import random
from dataclasses import replace

import pygame
from table_helpers import make_app
from tmdice_ui_helpers import A, settle, start, to_turn_window

from game.rules.tmdice.state import Pending
from game.ui.draw.text import render_tracked
from game.ui.play.seats import default_seats
from game.ui.tmdice import action_panel, hints
from game.ui.tmdice.action_panel import LABEL_SIZE
from game.ui.tmdice.layout import ACTIONS
from game.ui.tmdice.model import Placing
from game.ui.tmdice.table import TMDiceTable


def _words_fit(table: TMDiceTable) -> None:
    """Every shown button has words, and its icons and words fit inside it."""
    font = table.ctx.fonts.get(LABEL_SIZE, bold=True)
    big = table.ctx.fonts.get(13, bold=True)
    for placed in table.buttons:
        if not action_panel.shown(placed):
            continue
        b = placed.button
        assert b.text or b.label, f"a button with icons only: {b}"
        need = 10 + 30 * len(b.icons) + (18 if b.arrow else 0)
        need += font.size(b.label)[0] if b.label else 0
        need += big.size(b.text)[0] if b.text and b.icons else 0
        assert need <= placed.rect.width, f"{b.label or b.text!r} does not fit {placed.rect}"


def test_every_choice_of_a_hot_seat_game_has_words_and_a_tip(display: pygame.Surface) -> None:
    """Through a hot-seat game with the variants on: at every decision, each button shows
    words (not icons only) that fit inside it, and each button standing for an action has a
    tip the status line shows on hover."""
    app = make_app(display)
    table = start(app, default_seats(2, humans=2), seed=4, purple=True, missions=True)
    session = table.session
    rnd = random.Random(4)
    seen_icon_choices = 0
    for _ in range(160):
        if session.is_over():
            break
        table.set_viewer(session.decider())
        table._redraw()
        _words_fit(table)
        for placed in table.buttons:
            b = placed.button
            if b.action is not None and action_panel.shown(placed):
                assert b.tip or table.describe(b.action)
            seen_icon_choices += bool(b.icons and b.label)
        session.apply(rnd.choice(table.legal()))
    assert seen_icon_choices > 20  # dice gained, picked, paid: labelled, not only drawn


def test_keyboard_focus_shows_the_choices_tip_at_once(display: pygame.Surface) -> None:
    """A tip shows without delay on keyboard focus as on hover: Tab to a choice and the
    status line says what it is."""
    app = make_app(display)
    table = start(app, default_seats(1, humans=1), seed=5)
    to_turn_window(app, table)
    table.model = table.model.pointing(None)
    table._redraw()
    choice = A.ChooseTurn("production")
    table.focus = table.legal().index(choice)
    (button,) = [b.button for b in table.buttons if b.button.action == choice]
    assert button.tip
    assert hints.hover_hint(table.situation(), table.model, table.buttons) == button.tip
    table.focus = -1
    assert hints.hover_hint(table.situation(), table.model, table.buttons) == ""


def test_a_gain_of_several_dice_counts_die_k_of_n(display: pygame.Surface) -> None:
    """000: a card's "gain 3 dice of any colour" is three gains; the panel's title says
    which one is being chosen ("die 2 of 3"), and a single gain says no count."""
    app = make_app(display)
    table = start(app, default_seats(1, humans=1), seed=5)
    to_turn_window(app, table)
    table.session.apply(A.ChooseTurn("action"))
    seat = table.engine.state.current
    table.engine.state.pending.append(Pending(kind="colour", seat=seat, n=3))
    table.engine._legal = None
    table.refresh_view()
    table.state_changed()
    for k in (1, 2, 3):
        title, _, _ = action_panel.layout_buttons(table.ctx.fonts, table.situation(), table.model)
        assert f"die {k} of 3" in title, title
        picks = [a for a in table.legal() if isinstance(a, A.PickColour)]
        table.session.apply(picks[0])
        table.refresh_view()
    title, _, _ = action_panel.layout_buttons(table.ctx.fonts, table.situation(), table.model)
    assert "of 3" not in title


def test_titles_and_headings_fit_the_panel_whole(display: pygame.Surface) -> None:
    """A title or heading cut short hides what the choice is (the production turn's heading
    ran past the panel; a long title would lose its "2 of 3"): with every multi-step decision
    at its longest count, the title fits at the panel's smallest title size and every group
    heading fits the panel's width."""
    app = make_app(display)
    table = start(app, default_seats(2, humans=1), seed=5)
    to_turn_window(app, table)
    seat = table.engine.state.current
    room = ACTIONS.width - 24
    title_font = table.ctx.fonts.get(13, bold=True)
    head_font = table.ctx.fonts.get(10, bold=True)

    def check() -> None:
        title, _, heads = action_panel.layout_buttons(
            table.ctx.fonts, table.situation(), table.model
        )
        assert title_font.size(title)[0] <= room, title
        for text, _ in heads:
            assert render_tracked(head_font, text, (0, 0, 0), 2).get_width() <= room, text

    check()
    table.session.apply(A.ChooseTurn("production"))
    table.refresh_view()
    table.state_changed()
    settle(app, table)
    check()
    for kind in ("colour", "face", "rotate", "lose"):
        table.engine.state.pending.append(Pending(kind=kind, seat=seat, n=3, colour="any"))
        table.engine._legal = None
        table.refresh_view()
        table.state_changed()
        check()
        table.engine.state.pending.pop()


def test_the_solo_boards_tiles_are_confirmed_like_any_placement(display: pygame.Surface) -> None:
    """000 solo setup: a city, an ocean and a greenery go on the map with no VP and no bonus;
    the status line says "Confirm" once an area is picked, so the panel shows that Confirm
    button (as for every other placement), in the same place before and after the pick."""
    app = make_app(display)
    table = start(app, default_seats(1, humans=1), seed=5)
    settle(app, table)
    top = table.top_pending()
    assert top is not None and top.kind == "place" and top.tile.startswith("solo_")
    table._redraw()
    (before,) = [b for b in table.buttons if action_panel.shown(b)]
    assert not before.button.enabled
    area = next(a.area for a in table.legal() if isinstance(a, A.PlaceTile))
    table.model = replace(table.model, choice=Placing(area))
    table._redraw()
    (placed,) = [b for b in table.buttons if action_panel.shown(b)]
    confirm = placed.button
    assert confirm.action == A.PlaceTile(area) and confirm.enabled
    assert "Confirm" in confirm.text and placed.rect == before.rect


def test_solo_never_calls_the_corporation_choice_secret(display: pygame.Surface) -> None:
    """Issue 13 point 9: solo has nobody to keep a choice from; a game with others keeps the
    word, since the others must not see it. (The bonus card choice reads the same way.)"""
    for seats, secret in ((default_seats(1, humans=1), False), (default_seats(2, humans=2), True)):
        app = make_app(display)
        table = start(app, seats, seed=5)
        for _ in range(5):
            top = table.top_pending()
            if top is not None and top.kind == "corp":
                break
            table.session.apply(table.legal()[0])
            table.refresh_view()
        top = table.top_pending()
        assert top is not None and top.kind == "corp"
        table.set_viewer(top.seat)
        title, _, _ = action_panel.layout_buttons(table.ctx.fonts, table.situation(), table.model)
        assert ("secret" in title) is secret, title


def test_a_long_choice_in_words_shows_whole_on_two_lines(display: pygame.Surface) -> None:
    """Colonies solo (002, adapted): the player puts one of four colony tiles back; each
    choice is a sentence ("Put Titan Clouds back in the box (keep the others)") that ran
    past its button's edges. A wide button takes two lines: every word shows, none cut."""
    app = make_app(display)
    table = start(app, default_seats(1, humans=1), seed=5, colonies=True)
    for _ in range(12):
        top = table.top_pending()
        if top is not None and top.kind == "module":
            break
        table.session.apply(table.legal()[0])
        table.refresh_view()
    top = table.top_pending()
    assert top is not None and top.kind == "module"
    table.set_viewer(top.seat)
    table._redraw()
    shown = [b for b in table.buttons if action_panel.shown(b) and b.button.text]
    assert len(shown) >= 2
    for b in shown:
        lines = action_panel.button_lines(table.ctx.fonts, b, b.rect.width - 8)
        assert " ".join(lines) == b.button.text, lines  # whole, not cut with an ellipsis
        assert len(lines) * 16 <= b.rect.height


def test_the_solo_log_never_says_secret_until_all_have_chosen(display: pygame.Surface) -> None:
    """Issue 13 point 9: solo never says "secret until all have chosen"."""
    for seats, secret in ((default_seats(1, humans=1), False), (default_seats(2, humans=2), True)):
        app = make_app(display)
        table = start(app, seats, seed=5)
        viewer = 0
        for _ in range(6):
            events = [e for e in table.session.match.events if e.kind == "corporation_chosen"]
            if any(e.secret.get("corp") and viewer in e.secret_to for e in events):
                break
            table.session.apply(table.engine.legal_actions()[0])
            table.refresh_view()
        table.set_viewer(viewer)
        lines = [table.event_text(e) for e in table.session.match.events]
        kept = [line[0] for line in lines if line and line[0].startswith("You keep")]
        assert kept
        assert all(("secret until all have chosen" in k) is secret for k in kept), kept


def test_solo_never_calls_the_bonus_card_choice_secret(display: pygame.Surface) -> None:
    """Issue 13 point 9: the solo setup's bonus card is chosen with nobody to hide it from."""
    app = make_app(display)
    table = start(app, default_seats(1, humans=1), seed=5, colonies=True)
    for _ in range(12):
        top = table.top_pending()
        if top is not None and top.kind == "bonus":
            break
        table.session.apply(table.engine.legal_actions()[0])
        table.refresh_view()
    top = table.top_pending()
    assert top is not None and top.kind == "bonus"
    title, _, _ = action_panel.layout_buttons(table.ctx.fonts, table.situation(), table.model)
    assert title.startswith("Choose a bonus card") and "secret" not in title
