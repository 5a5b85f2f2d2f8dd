"""The Terraforming Mars Dice Game table, one fixed layout on the 1280x720 canvas:

- top: the three award dice with their leaders, the three milestones with their owners;
- left: the 37-area map between the temperature and oxygen tracks, the VP track under it
  (bonus-card steps, purple-die steps, the solo turn counter with its deadlines);
- middle: whose turn and which step, and every legal action as a button (grouped: support,
  main, free, decisions); payment choices open here with the obvious payment first;
- bottom: the dice and the hand of the person at the screen (only theirs), the pool;
- right: every player's compact tableau (corporation, dice, production, green / red / blue
  cards, VP); hover one to see the cards; the log below.

Mouse: click a lit card to play it, a lit area to place a tile, a die to pay / lose / turn /
discard it, a button for the rest; hover or right-click a card to enlarge it. Keyboard: Tab /
arrows cycle through every legal action, Enter takes it, Ctrl+Z undoes, Esc: menu.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import Any

import pygame
import pygame_gui

from game.rules.core import Event
from game.rules.tmdice import actions as A
from game.rules.tmdice.content import BASE_COLOURS, FACE_COLOUR, content
from game.rules.tmdice.engine import STANDARD, TMDiceEngine
from game.rules.tmdice.state import PendingView, PlayerView, TMObservation
from game.ui.draw import palette
from game.ui.draw.anim import Anim, ease
from game.ui.draw.text import render_tracked, wrap, wrap_balanced
from game.ui.play.seats import SHAPES, render_mark, seat_colour
from game.ui.play.session import GameSession
from game.ui.scenes.table import TableScene
from game.ui.shell.context import UiContext
from game.ui.tmdice import art
from game.ui.tmdice.words import effect_words, event_line

C = content()
W, H = 1280, 720
HEADER = pygame.Rect(10, 6, 860, 58)
BOARD = pygame.Rect(10, 70, 500, 392)
VPTRACK = pygame.Rect(10, 466, 500, 44)
TURN_BOX = pygame.Rect(520, 70, 350, 90)
ACTIONS = pygame.Rect(520, 166, 350, 306)
STATUS = pygame.Rect(520, 476, 350, 34)
TRAY = pygame.Rect(10, 516, 292, 196)
HAND = pygame.Rect(310, 516, 560, 196)
RIGHT = pygame.Rect(880, 52, 390, 484)
LOG = pygame.Rect(880, 542, 390, 170)
FINAL = pygame.Rect(14, 74, 500, 436)
HEX_R = 30.0
MAP_CX, MAP_CY = 272, 270
SQ3 = math.sqrt(3)
TEMP_X, OXY_X = 62, 474
TRACK_TOP, TRACK_BOTTOM = 104, 438
DIE_BIG = 34
CARD_W, CARD_H = 104, 146
BIG_W, BIG_H = 216, 302
PANEL_GAP = 6
STEP_NAMES = {
    "turn": "Choose a turn",
    "prod_keep": "Keep 3 dice",
    "prod_cards": "Discard cards",
    "prod_end": "Produced",
    "support": "Support",
    "support2": "Second support",
    "main": "Main",
    "after": "End of turn",
}
STANDARD_PARAM = {
    "heat": "Temperature",
    "water": "Ocean",
    "plant": "Greenery",
    "city": "City",
    "megacredit": "2 VP",
}


def hex_centre(area: int) -> tuple[float, float]:
    a = C.map.areas[area]
    return (MAP_CX + HEX_R * SQ3 * (a.q + a.r / 2), MAP_CY + HEX_R * 1.5 * a.r)


def temp_y(step: int) -> float:
    return TRACK_BOTTOM - (TRACK_BOTTOM - TRACK_TOP) * step / 10


def oxy_y(step: int) -> float:
    return TRACK_BOTTOM - (TRACK_BOTTOM - TRACK_TOP) * step / 7


def die_order(face: str) -> tuple[int, int]:
    colour = FACE_COLOUR[face]
    order = [*BASE_COLOURS, "purple"]
    return order.index(colour), C.colour_faces[colour].index(face)


@dataclass
class Button:
    """One clickable thing in the action panel: an action of the engine or a command."""

    text: str = ""
    icons: tuple[tuple[str, str], ...] = ()  # ("die", face) / ("blank", colour) / ("wild", "")
    action: Any = None
    command: str = ""
    tip: str = ""
    primary: bool = False
    wide: bool = False
    arrow: bool = False  # two icons with an arrow between them (turn a die: from -> to)
    enabled: bool = True
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))


def _fast(surface: pygame.Surface) -> pygame.Surface:
    return surface.convert_alpha() if pygame.display.get_surface() else surface


class TMDiceTable(TableScene):
    def __init__(self, ctx: UiContext, session: GameSession) -> None:
        super().__init__(ctx, session)
        self.view: TMObservation = self._observe()
        self.views: list[PlayerView] = self._seat_views()
        self.hover: tuple[str, Any] | None = None
        self.pinned_card: tuple[str, str] | None = None  # right-clicked card, kept enlarged
        self.choosing: tuple[str, str] | None = None  # ("card"|"project"|"blue", id)
        self.rotate_from: str | None = None  # the die picked to turn (pink arrows)
        self.buttons: list[Button] = []
        self._cache: dict[str, pygame.Surface] = {}
        self._panel_cache: dict[int, tuple[object, pygame.Surface]] = {}
        self._marks: dict[tuple[int, int], pygame.Surface] = {}
        self._dirty = True
        self._log_key: object = None
        self._time = 0.0
        self._hidden_tiles: set[int] = set()
        self._hidden_dice: dict[int, tuple[str, ...]] = {}
        self._rng = random.Random(7)
        self._chrome_state: dict[str, object] = {}
        self._show_results = False
        self._mouse: tuple[int, int] | None = None
        self._strips: list[tuple[str, pygame.Rect]] = []
        # the tableau popup of a hovered panel: its seat, kept open while the mouse is on it
        self._popup_seat: int | None = None
        self._popup_cache: tuple[object, pygame.Surface, list[tuple[str, pygame.Rect]]] | None = (
            None
        )
        self._blue_chips: dict[int, list[tuple[str, pygame.Rect]]] = {}

    # --- who sees what ----------------------------------------------------------------------
    @property
    def engine(self) -> TMDiceEngine:
        return self.session.engine  # type: ignore[return-value]

    def tray_seat(self) -> int:
        """Whose dice and hand are along the bottom: the person at the screen, else the seat
        whose turn it is (then the hand shows as card backs)."""
        return self.viewer if self.viewer is not None else self.engine.turn_player()

    def _observe(self) -> TMObservation:
        seat = self.viewer if self.viewer is not None else self.engine.turn_player()
        view = self.engine.observation(seat)
        assert isinstance(view, TMObservation)
        if self.viewer is None:  # a spectator: no hand, no private choice
            view.you.hand = None
            view.you.corp_options = []
            view.bonus_pile = None
            if view.phase == "setup" and view.step == "corps":
                view.you.corp = None
        return view

    def _seat_views(self) -> list[PlayerView]:
        view = self.view
        out: list[PlayerView] = []
        others = iter(view.others)
        for seat in range(view.players):
            out.append(view.you if seat == view.seat else next(others))
        return out

    def _refresh_view(self) -> None:
        self.view = self._observe()
        self.views = self._seat_views()

    def colour(self, seat: int) -> tuple[int, int, int]:
        return seat_colour(self.session.seats[seat].colour, self.ctx.settings.colour_blind)

    def mark(self, seat: int, r: int = 8) -> pygame.Surface:
        key = (seat, r)
        if key not in self._marks:
            self._marks[key] = render_mark(SHAPES[seat % len(SHAPES)], self.colour(seat), r)
        return self._marks[key]

    def top_pending(self) -> PendingView | None:
        """The decision on top of the stack, as the seat sees it (what is being placed, paid,
        chosen)."""
        return self.view.pending

    # --- TableScene hooks -------------------------------------------------------------------
    def event_text(self, event: Event) -> tuple[str, tuple[int, int, int]] | None:
        return event_line(event, self.session.name, self.colour, self.viewer)

    def state_changed(self) -> None:
        self._dirty = True

    def clear_selection(self) -> None:
        self.choosing = None
        self.rotate_from = None

    def has_selection(self) -> bool:
        return self.choosing is not None or self.pinned_card is not None

    def key_pressed(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_ESCAPE and self.pinned_card is not None:
            self.pinned_card = None
            self._dirty = True
            return True
        return super().key_pressed(event)

    def focus_changed(self) -> None:
        action = self.focused_action()
        if action is not None:
            self.message = "Enter: " + self.describe(action)
            self.message_is_error = False

    def set_viewer(self, seat: int | None) -> None:
        super().set_viewer(seat)
        self._refresh_view()
        self._panel_cache = {}

    def undo(self) -> None:
        super().undo()
        self._refresh_view()

    def _blue_buttons(self, legal: list[Any], window: str) -> list[Button]:
        """A button for each blue card usable in this window (support, main or free)."""
        return [
            Button(
                f"Use {C.cards[a.card].name}",
                action=a,
                command=f"blue:{a.card}",
                tip=self.describe(a),
            )
            for a in self._first_blue(legal, window)
        ]

    def describe(self, action: Any) -> str:
        text = self.engine.describe(action)
        top = self.top_pending()
        if (
            isinstance(action, A.PickEffect)
            and top is not None
            and top.kind == "effects"
            and action.index < len(top.effects)
        ):
            text = "Resolve next: " + effect_words(top.effects[action.index])
        if isinstance(action, A.PlaceTile):
            text += f" \u2014 {self.placement_words(action.area)}"
        return text

    # --- chrome -----------------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        self._redraw()

    def resume(self) -> None:
        super().resume()
        self._chrome_state = {}
        self._marks = {}
        self._panel_cache = {}
        self._popup_cache = None
        self._refresh_view()  # the game may have changed under a menu (undo, load)
        self.state_changed()

    def build_ui(self) -> None:
        manager, ui = self.ctx.manager, self.ui
        for i, (name, text) in enumerate((("rules", "Rules"), ("undo", "Undo"), ("menu", "Menu"))):
            rect = pygame.Rect(RIGHT.right - 3 * 86 + 4 + i * 86, 10, 80, 32)
            self._chrome[name] = pygame_gui.elements.UIButton(
                relative_rect=rect,
                text=text,
                manager=manager,
                container=ui,
                object_id=pygame_gui.core.ObjectID(class_id="@small_button", object_id=f"#{name}"),
            )
        self._chrome_state = {}

    def _refresh_chrome(self) -> None:
        undo = self._chrome.get("undo")
        if undo is None:
            return
        ok = not self._passing and self.session.can_undo(self.viewer)
        if ok and not undo.is_enabled:
            undo.enable()
        elif not ok and undo.is_enabled:
            undo.disable()

    # --- the action panel -------------------------------------------------------------------
    def payment_options(self, kind: str, ident: str) -> list[Any]:
        legal = self.legal()
        if kind == "card":
            out = [a for a in legal if isinstance(a, A.PlayCard) and a.card == ident]
        elif kind == "blue":
            out = [a for a in legal if isinstance(a, A.UseBlue) and a.card == ident]
        else:
            out = [a for a in legal if isinstance(a, A.Terraform) and a.what == ident]

        def wilds(a: Any) -> int:
            return len(getattr(a, "wild_for", ())) if not isinstance(a, A.Terraform) else a.wilds

        return sorted(out, key=wilds)

    def pay_icons(self, action: Any) -> tuple[tuple[str, str], ...]:
        """What an action pays, as icons: its dice faces, with wild tokens where they stand in."""
        if isinstance(action, A.Terraform):
            face, need = STANDARD[action.what]
            return (("die", face),) * (need - action.wilds) + (("wild", ""),) * action.wilds
        cost = (
            list(C.cards[action.card].cost)
            if isinstance(action, A.PlayCard)
            else list(C.cards[action.card].action.cost)  # type: ignore[union-attr]
        )
        wild_for = list(action.wild_for)
        icons: list[tuple[str, str]] = []
        for face in cost:
            if face in wild_for:
                wild_for.remove(face)
                icons.append(("wild", ""))
            else:
                icons.append(("die", face))
        return tuple(icons)

    def start_payment(self, kind: str, ident: str) -> None:
        """A card / project / blue card was picked: one way to pay plays it, several open the
        payment choice (the obvious one, fewest wild tokens, first)."""
        options = self.payment_options(kind, ident)
        if not options:
            if kind == "card":
                self.say(self.engine.why_illegal(A.PlayCard(ident)), error=True)
            elif kind == "blue":
                self.say(self.engine.why_illegal(A.UseBlue(ident)), error=True)
            else:
                self.say(self.engine.why_illegal(A.Terraform(ident)), error=True)  # type: ignore[arg-type]
            return
        if len(options) == 1:
            self.try_action(options[0])
            return
        self.choosing = (kind, ident)
        self.message = "Choose how to pay: the first way is proposed (Enter or click)."
        self.message_is_error = False
        self.focus = self.legal().index(options[0])
        self.state_changed()

    def _build_buttons(self) -> tuple[str, list[tuple[str, list[Button]]]]:
        """(the panel's title, its groups of buttons) for what can be done now."""
        view = self.view
        if view.phase == "over":
            return "The game is over", [
                (
                    "",
                    [Button("Continue to the results", command="results", primary=True, wide=True)],
                )
            ]
        if not self.human_to_act():
            decider = self.session.decider()
            name = self.session.name(decider) if decider is not None else ""
            if decider is not None and not self.session.is_human(decider):
                return f"{name} is playing\u2026", [
                    ("", [Button("Skip ahead (Space)", command="skip", wide=True)])
                ]
            return f"Waiting for {name}", []
        legal = self.legal()
        if self.choosing is not None:
            kind, ident = self.choosing
            options = self.payment_options(kind, ident)
            if options:
                if kind == "project":
                    title = f"Pay for: {STANDARD_PARAM[ident]}"
                else:
                    title = f"Pay for {C.cards[ident].name}"
                rows = []
                for i, a in enumerate(options):
                    n_w = len(a.wild_for) if not isinstance(a, A.Terraform) else a.wilds
                    text = "proposed" if i == 0 else (f"{n_w} wild" if n_w else "")
                    rows.append(
                        Button(
                            text,
                            self.pay_icons(a),
                            action=a,
                            primary=i == 0,
                            tip=self.describe(a),
                        )
                    )
                rows.append(Button("Cancel", command="cancel"))
                return title, [("WHICH DICE AND WILDS PAY", rows)]
            self.choosing = None
        top = self.top_pending()
        if top is not None:
            return self._decision_buttons(top, legal)
        step = view.step
        free = [
            Button(f"Use {C.cards[a.card].name}", action=a, tip=self.describe(a))
            for a in self._first_blue(legal, "free")
        ]
        groups: list[tuple[str, list[Button]]] = []
        if step == "turn":
            groups.append(
                (
                    "",
                    [
                        Button(
                            "Production turn",
                            action=A.ChooseTurn("production"),
                            primary=True,
                            tip="Keep 3 dice, discard cards, draw to 5, roll your production, "
                            "ready your blue cards.",
                        ),
                        Button(
                            "Action turn",
                            action=A.ChooseTurn("action"),
                            primary=True,
                            tip="A support action, then a main action.",
                        ),
                    ],
                )
            )
            title = "Your turn: production or action?"
        elif step == "prod_keep":
            keep = self.views[view.current].keep
            rows = [
                Button(
                    f"\u00d7{a.n}" if a.n > 1 else "",
                    (("die", a.face),),
                    action=a,
                    tip=self.describe(a),
                )
                for a in sorted(
                    (a for a in legal if isinstance(a, A.DiscardDie)),
                    key=lambda a: (die_order(a.face), a.n),
                )
            ]
            groups.append((f"RETURN DICE TO THE POOL (KEEP {keep})", rows))
            title = f"Production turn: keep {keep} dice"
        elif step == "prod_cards":
            groups.append(
                (
                    "",
                    [
                        Button(
                            "Draw to 5 and produce",
                            action=A.CardsDone(),
                            primary=True,
                            wide=True,
                            tip="Keep the rest of your hand, draw to 5, roll your production.",
                        )
                    ],
                )
            )
            title = "Production turn: discard any cards"
        elif step in ("support", "support2"):
            gain = [
                Button("", (("blank", a.colour),), action=a, tip=self.describe(a))
                for a in legal
                if isinstance(a, A.GainDie)
            ]
            other = []
            if A.TurnDie() in legal:
                other.append(
                    Button(
                        "Turn a die",
                        (("arrows", ""),),
                        action=A.TurnDie(),
                        tip="Pay any resource, then turn another die to any face.",
                    )
                )
            if A.DrawTwo() in legal:
                other.append(
                    Button(
                        "Draw 2",
                        (("card", ""),),
                        action=A.DrawTwo(),
                        tip="Pay any resource, then draw 2 cards.",
                    )
                )
            blue = self._blue_buttons(legal, "support")
            groups.append(("GAIN AND ROLL A DIE", gain))
            groups.append(("OR", other + blue))
            if A.Skip() in legal:
                groups.append(("", [Button("Skip the support action", action=A.Skip())]))
            title = "Second support action" if step == "support2" else "Step 1 of 2: support action"
        elif step == "main":
            projects = []
            for what in STANDARD:
                opts = self.payment_options("project", what)
                face, need = STANDARD[what]
                if opts:
                    tip = self.describe(opts[0])
                    if len(opts) > 1:
                        tip += " (other payments possible)"
                else:  # shown, but greyed, with the engine's reason: a choice never vanishes
                    tip = self.engine.why_illegal(A.Terraform(what, 0))
                projects.append(
                    Button(
                        f"\u00d7{need} {STANDARD_PARAM[what]}",
                        (("die", face),),
                        action=opts[0] if opts else None,
                        command=f"project:{what}",
                        tip=tip,
                        enabled=bool(opts),
                    )
                )
            cards = sorted({a.card for a in legal if isinstance(a, A.PlayCard)})
            groups.append(("STANDARD PROJECTS", projects))
            play = [
                Button(
                    C.cards[c].name,
                    command=f"card:{c}",
                    action=self.payment_options("card", c)[0],
                    tip="Play it (or click it in your hand)",
                )
                for c in cards
            ]
            groups.append(
                (
                    "PLAY A CARD (OR CLICK IT BELOW)",
                    play or [Button("No card affordable", enabled=False)],
                )
            )
            blue = self._blue_buttons(legal, "main")
            more = [*blue]
            if A.SecondSupport() in legal:
                more.append(Button("Second support action", action=A.SecondSupport()))
            more.append(Button("Skip the main action", action=A.Skip()))
            groups.append(("OR", more))
            title = "Step 2 of 2: main action"
        elif step in ("prod_end", "after"):
            groups.append(("", [Button("End turn", action=A.EndTurn(), primary=True, wide=True)]))
            title = "Free actions, then end your turn"
        else:
            title = "\u2026"
        if free:
            groups.append(("FREE ACTIONS", free))
        return title, groups

    def _first_blue(self, legal: list[Any], timing: str) -> list[Any]:
        seen: dict[str, Any] = {}
        for a in legal:
            if isinstance(a, A.UseBlue) and a.card not in seen:
                act = C.cards[a.card].action
                if act is not None and act.timing == timing:
                    seen[a.card] = min(
                        self.payment_options("blue", a.card), key=lambda x: len(x.wild_for)
                    )
        return list(seen.values())

    def _decision_buttons(
        self, top: PendingView, legal: list[Any]
    ) -> tuple[str, list[tuple[str, list[Button]]]]:
        kind = top.kind
        rows: list[Button] = []
        if kind == "corp":
            rows = [Button(f"Keep {C.corps[a.corp].name}", action=a, wide=True) for a in legal]
            return "Choose your corporation (secret)", [("", rows)]
        if kind == "colour":
            rows = [
                Button("", (("blank", a.colour),), action=a, tip=self.describe(a)) for a in legal
            ]
            return "Gain a die: choose its colour", [("", rows)]
        if kind == "face":
            rows = [Button("", (("die", a.face),), action=a, tip=self.describe(a)) for a in legal]
            return "Gain a die: choose its face", [("", rows)]
        if kind == "place":
            tile = top.tile.replace("solo_", "")
            word = art.SPECIAL_NAMES.get(top.special, tile) if tile == "special" else tile
            if top.tile.startswith("solo_"):
                head = "NO VP, NO BONUS \u00b7 CLICK A LIT AREA"
                return f"Solo board: place the {word.lower()}", [(head, [])]
            return f"Place the {word.lower()}", [("CLICK A LIT AREA ON THE MAP", [])]
        if kind == "rotate":
            if self.rotate_from is not None:
                legal = [a for a in legal if a.face == self.rotate_from] or legal
            rows = [
                Button(
                    "", (("die", a.face), ("die", a.to)), action=a, arrow=True, tip=self.describe(a)
                )
                for a in legal
            ]
            return "Turn one of your dice to another face", [("", rows)]
        if kind in ("pay", "lose", "give"):
            rows = [
                Button(
                    "",
                    (("wild", ""),) if a.face == "wild" else (("die", a.face),),
                    action=a,
                    tip=self.describe(a),
                )
                for a in legal
            ]
            if kind == "pay":
                then = top.then
                what = (
                    "then turn another die"
                    if then == "turn"
                    else "then draw 2 cards"
                    if then == "draw2"
                    else f"for {C.cards[then[5:]].name}"
                    if then.startswith("blue:")
                    else ""
                )
                return f"Pay one resource ({what})", [("CLICK A DIE OR A WILD TOKEN", rows)]
            if kind == "lose":
                # say who attacks: in a hot seat the one choosing did not see the card played
                who = self.session.name(self.view.current)
                who = who if len(who) <= 18 else who[:17] + "…"
                return "Attacked: choose a resource to lose", [(f"{who.upper()} ATTACKS", rows)]
            last = (self.view.first - 1) % self.view.players
            return f"Give one resource to {self.session.name(last)}", [("", rows)]
        if kind == "bonus":
            rows = [Button(C.bonus[a.card].name, action=a, tip=C.bonus[a.card].text) for a in legal]
            return "Choose a bonus card (secret)", [("", rows)]
        if kind == "effects":
            rows = [
                Button(effect_words(top.effects[a.index]).capitalize(), action=a, wide=True)
                for a in legal
            ]
            return "Which effect first?", [("RESOLVE NEXT", rows)]
        return "Decide", [("", [Button(self.describe(a), action=a) for a in legal])]

    def _layout_buttons(self) -> tuple[str, list[Button], list[tuple[str, int]]]:
        """Place the buttons; when they do not fit, a compact layout (smaller buttons, and
        the cards to play left to the lit hand) so nothing is ever out of reach."""
        title, groups = self._build_buttons()
        placed, heads = self._place(groups, compact=False)
        if any(b.rect.bottom > ACTIONS.bottom - 4 for b in placed):
            slim = []
            for head, items in groups:
                if any(b.command.startswith("card:") for b in items):
                    note = Button("Click a lit card in your hand below", enabled=False, wide=True)
                    slim.append(("PLAY A CARD", [note]))
                else:
                    slim.append((head, items))
            placed, heads = self._place(slim, compact=True)
        return title, placed, heads

    def _place(
        self, groups: list[tuple[str, list[Button]]], compact: bool
    ) -> tuple[list[Button], list[tuple[str, int]]]:
        x0, y = ACTIONS.x + 12, ACTIONS.y + 40
        right = ACTIONS.right - 12
        placed: list[Button] = []
        heads: list[tuple[str, int]] = []
        font = self.ctx.fonts.get(13, bold=True)
        gap = 4 if compact else 6
        for head, items in groups:
            if head:
                heads.append((head, y))
                y += 15 if compact else 16
            x = x0
            row_h = 0
            for b in items:
                icons_w = sum(30 for _ in b.icons) + (18 if b.arrow else 0)
                text_w = font.size(b.text)[0] if b.text else 0
                w = max(40, icons_w + text_w + (8 if b.icons and b.text else 0) + 20)
                h = (32 if compact else 36) if b.icons else (26 if compact else 30)
                if b.wide:
                    w = right - x0
                if x + w > right and x > x0:
                    x = x0
                    y += row_h + gap
                    row_h = 0
                b.rect = pygame.Rect(x, y, min(w, right - x0), h)
                placed.append(b)
                x += b.rect.width + gap
                row_h = max(row_h, h)
            y += row_h + (5 if compact else 8)
        return placed, heads

    def _render_actions(self) -> pygame.Surface:
        self._strips = []
        title, buttons, heads = self._layout_buttons()
        self.buttons = buttons
        fonts = self.ctx.fonts
        surface = pygame.Surface(ACTIONS.size, pygame.SRCALPHA)
        pygame.draw.rect(surface, (*palette.PANEL, 230), surface.get_rect(), border_radius=10)
        pygame.draw.rect(
            surface, (*palette.PANEL_EDGE, 220), surface.get_rect(), 1, border_radius=10
        )
        room = ACTIONS.width - 24
        size = next((z for z in (16, 15, 14, 13) if fonts.get(z, True).size(title)[0] <= room), 13)
        title = art.ellipsize(fonts.get(size, bold=True), title, room)
        head = fonts.text(size, title, palette.SAND, bold=True)
        surface.blit(head, head.get_rect(midleft=(12, 21)))
        for text, y in heads:
            surface.blit(
                render_tracked(fonts.get(10, bold=True), text, palette.OCHRE, 2),
                (14, y - ACTIONS.y),
            )
        for b in buttons:
            rect = b.rect.move(-ACTIONS.x, -ACTIONS.y)
            if rect.bottom > ACTIONS.height - 4:
                continue
            fill = palette.BUTTON_ACTIVE if b.primary else palette.BUTTON
            if not b.enabled:
                fill = palette.BUTTON_DISABLED
            pygame.draw.rect(surface, fill, rect, border_radius=7)
            pygame.draw.rect(
                surface,
                palette.OCHRE if b.primary else palette.PANEL_EDGE,
                rect,
                1,
                border_radius=7,
            )
            x = rect.x + 10
            for i, (k, v) in enumerate(b.icons):
                if b.arrow and i == 1:
                    arrow = fonts.text(15, "\u2192", palette.SAND, bold=True)
                    surface.blit(arrow, arrow.get_rect(midleft=(x - 2, rect.centery)))
                    x += 18
                pic = self._icon(k, v, 26)
                surface.blit(pic, pic.get_rect(midleft=(x, rect.centery)))
                x += 30
            if b.text:
                colour = palette.SAND if b.enabled else palette.MUTED
                text = fonts.text(13, b.text, colour, bold=True)
                if b.icons:
                    surface.blit(text, text.get_rect(midleft=(x + 2, rect.centery)))
                else:
                    surface.blit(text, text.get_rect(center=rect.center))
        bottom = max((b.rect.bottom for b in buttons), default=ACTIONS.y + 40) - ACTIONS.y
        if not self.human_to_act() and self.view.phase == "play":
            self._draw_cards_in_play(surface, self.view.current, bottom + 14)
        elif self.view.step == "prod_cards" and self.top_pending() is None:
            self._draw_production(surface, self.view.current, bottom + 16)
        return _fast(surface)

    def _draw_production(self, surface: pygame.Surface, seat: int, y: int) -> None:
        """A production turn: what the brown boxes will roll."""
        fonts = self.ctx.fonts
        p = self.views[seat]
        items: list[str] = list(C.corps[p.corp].production) if p.corp else []
        for cid in p.played:
            items.extend(C.cards[cid].production)
        head = "YOUR BROWN BOXES WILL PRODUCE"
        surface.blit(render_tracked(fonts.get(10, bold=True), head, palette.OCHRE, 2), (14, y))
        x, y = 14, y + 18
        for item in items:
            if x > ACTIONS.width - 40:
                x, y = 14, y + 34
            if item == "wild":
                surface.blit(self._icon("wild", "", 28), (x, y))
            elif item in art.DIE:
                surface.blit(self._icon("blank", item, 28), (x, y))
            else:
                label = {"vp": "+1 VP", "draw": "+1 card"}.get(item, item)
                img = fonts.text(12, label, palette.SAND, bold=True)
                surface.blit(img, (x, y + 7))
                x += img.get_width() - 26
            x += 32
        note = "Then your blue cards are ready again."
        surface.blit(fonts.text(11, note, palette.SAND_DIM), (14, y + 38))

    def _draw_cards_in_play(self, surface: pygame.Surface, seat: int, y: int) -> None:
        """While another seat plays: its corporation and its cards in play, as strips (hover
        one to see the card)."""
        fonts = self.ctx.fonts
        p = self.views[seat]
        name = self.session.name(seat).upper()
        head = f"{name}'S CARDS IN PLAY ({len(p.played)})"
        surface.blit(render_tracked(fonts.get(10, bold=True), head, palette.OCHRE, 2), (14, y))
        y += 18
        if p.corp:
            corp = C.corps[p.corp]
            surface.blit(fonts.text(12, corp.name, palette.SAND, bold=True), (14, y))
            for line in wrap(fonts.get(10), corp.text, ACTIONS.width - 28)[:3]:
                y += 13
                surface.blit(fonts.text(10, line, palette.SAND_DIM), (14, y))
            y += 19
        width = ACTIONS.width - 24
        order = {"green": 0, "blue": 1, "red": 2}
        cards = sorted(p.played, key=lambda c: order[C.cards[c].colour])
        for i, cid in enumerate(cards):
            if y + 24 > ACTIONS.height - 6:
                more = fonts.text(10, f"+{len(cards) - i} more (hover the panel)", palette.SAND_DIM)
                surface.blit(more, (14, y))
                break
            tapped = cid in p.tapped
            strip = self.ctx.cached(
                ("tmd-strip", cid, tapped, width),
                lambda cid=cid, tapped=tapped: _fast(art.card_strip(fonts, cid, width, tapped)),
            )
            surface.blit(strip, (12, y))
            self._strips.append((cid, pygame.Rect(ACTIONS.x + 12, ACTIONS.y + y, width, 24)))
            y += 25

    def _icon(self, kind: str, value: str, size: int) -> pygame.Surface:
        def make() -> pygame.Surface:
            if kind == "die":
                return art.render_die(value, size)
            if kind == "blank":
                return art.render_blank(value, size)
            if kind == "wild":
                return art.render_wild(size - 2)
            surf = pygame.Surface((size, size), pygame.SRCALPHA)
            if kind == "arrows":
                art.draw_arrows(surf, (size / 2, size / 2), size * 0.42)
            elif kind == "card":
                r = pygame.Rect(size * 0.22, size * 0.1, size * 0.56, size * 0.8)
                pygame.draw.rect(surf, (120, 60, 40), r.move(3, -2), border_radius=3)
                pygame.draw.rect(surf, art.PAPER, r, border_radius=3)
            return surf

        return self.ctx.cached(("tmd-icon", kind, value, size), lambda: _fast(make()))

    # --- clicks -----------------------------------------------------------------------------
    def button_at(self, pos: tuple[int, int]) -> Button | None:
        for b in self.buttons:
            if b.rect.collidepoint(pos) and b.rect.bottom <= ACTIONS.bottom - 4:
                return b
        return None

    def press(self, b: Button) -> None:
        if not b.enabled:
            return
        cmd = b.command
        if cmd == "skip":
            self.skip()
        elif cmd == "results":
            self._show_results = True
        elif cmd == "cancel":
            self.choosing = None
            self.message = ""
            self.state_changed()
        elif cmd.startswith("card:"):
            self.start_payment("card", cmd[5:])
        elif cmd.startswith("project:"):
            self.start_payment("project", cmd[8:])
        elif cmd.startswith("blue:"):
            self.start_payment("blue", cmd[5:])
        elif b.action is not None:
            self.try_action(b.action)

    def hand_rects(self) -> list[tuple[str, pygame.Rect]]:
        hand = self.views[self.tray_seat()].hand
        count = len(hand) if hand is not None else self.views[self.tray_seat()].hand_size
        cards = list(hand) if hand is not None else [""] * count
        if not cards:
            return []
        room = HAND.width - 16
        n = len(cards)
        # smaller cards first (down to 90 wide), then they overlap like a fanned hand
        w = max(90, min(CARD_W, (room - (n - 1) * 6) // n))
        h = round(w * CARD_H / CARD_W)
        step = min(w + 6, (room - w) / max(1, n - 1)) if n > 1 else 0
        x0 = HAND.x + 8
        y = HAND.y + 26 + (CARD_H - h) // 2
        return [(cid, pygame.Rect(round(x0 + i * step), y, w, h)) for i, cid in enumerate(cards)]

    def card_at(self, pos: tuple[int, int]) -> str | None:
        for cid, rect in reversed(self.hand_rects()):
            if rect.collidepoint(pos):
                return cid or None
        return None

    def seat_faces(self, seat: int, hide: bool = True) -> list[str]:
        """A seat's dice faces in tray order, without those still rolling in (animated)."""
        faces = sorted(
            (f for f, k in self.views[seat].dice.items() for _ in range(k)), key=die_order
        )
        if hide:
            for face in self._hidden_dice.get(seat, ()):
                if face in faces:
                    faces.reverse()
                    faces.remove(face)
                    faces.reverse()
        return faces

    def tray_dice(self, hide: bool = True) -> list[tuple[str, pygame.Rect]]:
        """The bottom tray's dice (face, rect), in colour order."""
        faces = self.seat_faces(self.tray_seat(), hide)
        out = []
        per_row = 7
        for i, face in enumerate(faces):
            row, col = divmod(i, per_row)
            if row >= 3:
                break
            out.append(
                (
                    face,
                    pygame.Rect(
                        TRAY.x + 12 + col * (DIE_BIG + 5),
                        TRAY.y + 30 + row * (DIE_BIG + 6),
                        DIE_BIG,
                        DIE_BIG,
                    ),
                )
            )
        return out

    def wild_rect(self) -> pygame.Rect:
        return pygame.Rect(TRAY.right - 96, TRAY.y + 4, 22, 22)

    def die_at(self, pos: tuple[int, int]) -> str | None:
        for face, rect in self.tray_dice():
            if rect.collidepoint(pos):
                return face
        if self.wild_rect().inflate(50, 4).collidepoint(pos) and self.views[self.tray_seat()].wild:
            return "wild"
        return None

    def area_at(self, pos: tuple[int, int]) -> int | None:
        for a in C.map.areas:
            cx, cy = hex_centre(a.id)
            if (pos[0] - cx) ** 2 + (pos[1] - cy) ** 2 <= (HEX_R * 0.86) ** 2:
                return a.id
        return None

    def panel_rect(self, seat: int) -> pygame.Rect:
        n = self.view.players
        h = min(150, (RIGHT.height - (n - 1) * PANEL_GAP) // n)
        return pygame.Rect(RIGHT.x, RIGHT.y + seat * (h + PANEL_GAP), RIGHT.width, h)

    def missions_rect(self) -> pygame.Rect | None:
        """The mission display (001 variant), under the players' panels."""
        if not self.view.options.missions:
            return None
        top = self.panel_rect(self.view.players - 1).bottom + 6
        return pygame.Rect(LOG.x, top, LOG.width, 50)

    def log_rect(self) -> pygame.Rect:
        """The log fills the right column under the players' panels (and the missions)."""
        above = self.missions_rect() or self.panel_rect(self.view.players - 1)
        top = above.bottom + 6
        return pygame.Rect(LOG.x, top, LOG.width, LOG.bottom - top)

    def _render_missions(self) -> pygame.Surface:
        rect = self.missions_rect()
        assert rect is not None
        surface = pygame.Surface(rect.size, pygame.SRCALPHA)
        fonts = self.ctx.fonts
        view = self.view
        pygame.draw.rect(surface, (*palette.PANEL, 230), surface.get_rect(), border_radius=10)
        pygame.draw.rect(
            surface, (*palette.PANEL_EDGE, 200), surface.get_rect(), 1, border_radius=10
        )
        surface.blit(render_tracked(fonts.get(9, bold=True), "MISSIONS", palette.OCHRE, 2), (10, 4))
        done = sum(len(p.missions) for p in self.views)
        info = fonts.text(9, f"deck {view.mission_deck_size} \u00b7 done {done}", palette.SAND_DIM)
        surface.blit(info, info.get_rect(topright=(rect.width - 10, 4)))
        w = (rect.width - 16 - 8) // 3
        for i, mid in enumerate(view.mission_display[:3]):
            m = C.mission_by_id[mid]
            chip = pygame.Rect(8 + i * (w + 4), 17, w, 29)
            pygame.draw.rect(surface, (40, 26, 30), chip, border_radius=6)
            name = m.name
            font = fonts.get(11, True)
            name = art.ellipsize(font, name, w - 10)
            surface.blit(fonts.text(11, name, palette.SAND, bold=True), (chip.x + 5, chip.y + 2))
            parts = f"{len(m.parts)} part{'s' if len(m.parts) > 1 else ''} \u00b7 1 VP"
            surface.blit(fonts.text(9, parts, palette.SAND_DIM), (chip.x + 5, chip.y + 16))
            x = chip.right - 8
            for seat, p in enumerate(self.views):
                for _ in p.cubes.get(mid, []):
                    mark = self.mark(seat, 4)
                    surface.blit(mark, mark.get_rect(center=(x, chip.y + 21)))
                    x -= 11
        return _fast(surface)

    def blue_chip_at(self, pos: tuple[int, int]) -> tuple[int, str] | None:
        """(seat, card) of the blue card chip under ``pos`` in a player's panel."""
        for seat, chips in self._blue_chips.items():
            for cid, rect in chips:
                if rect.collidepoint(pos):
                    return seat, cid
        return None

    def panel_at(self, pos: tuple[int, int]) -> int | None:
        for seat in range(self.view.players):
            if self.panel_rect(seat).collidepoint(pos):
                return seat
        return None

    def die_action(self, face: str) -> Any | None:
        """What clicking one of your dice (or the wild tokens) means now."""
        for a in self.legal():
            if isinstance(a, (A.Pay, A.Lose, A.Give)) and a.face == face:
                return a
            if isinstance(a, A.DiscardDie) and a.face == face and a.n == 1:
                return a
        return None

    def board_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self._mouse = event.pos
            hover = self._hover_at(event.pos)
            if hover != self.hover:
                cards = [h for h in (hover, self.hover) if h is not None and h[0] == "card"]
                self._set_hover(hover)
                if cards and "hand" in self._cache:
                    self._cache["hand"] = self._render_hand()  # the card under the mouse lifts
            return False
        if event.type != pygame.MOUSEBUTTONDOWN:
            return False
        pos = event.pos
        if event.button == 3:
            card = self._card_under(pos)
            self.pinned_card = None if card is None or card == self.pinned_card else card
            self.clear_selection()
            self._dirty = True
            return True
        if event.button != 1:
            return False
        if self.pinned_card is not None:
            self.pinned_card = None
            self._dirty = True
        if self._popup_hit(pos) is not None:  # the popup covers what is under it
            return True
        b = self.button_at(pos)
        if b is not None:
            self.ctx.play_sound("click")
            self.press(b)
            return True
        if not self.human_to_act():
            return False
        choice = self._overlay_choice_at(pos)
        if choice is not None:
            self.try_action(choice)
            return True
        card = self.card_at(pos)
        if card is not None:
            self.click_card(card)
            return True
        blue = self.blue_chip_at(pos)
        if blue is not None and blue[0] == self.view.current == self.viewer:
            self.start_payment("blue", blue[1])
            return True
        area = self.area_at(pos)
        if area is not None:
            self.click_area(area)
            return True
        face = self.die_at(pos)
        if face is not None:
            action = self.die_action(face)
            if action is not None:
                self.try_action(action)
            elif any(isinstance(a, A.Rotate) and a.face == face for a in self.legal()):
                self.rotate_from = face
                self.say(f"Turn this {face} die to which face? Pick it above.")
            else:
                self.say(
                    "Dice are spent by paying for a card, a project or a blue card: "
                    "choose one of those first.",
                    error=True,
                )
            return True
        return False

    def click_card(self, card: str) -> None:
        if self.view.step == "prod_cards" and self.view.pending is None:
            self.try_action(A.DiscardCard(card))
            return
        self.start_payment("card", card)

    def click_area(self, area: int) -> None:
        action = A.PlaceTile(area)
        if action in self.legal():
            self.try_action(action)
        elif self.top_pending() is not None and self.top_pending().kind == "place":
            tile = self.top_pending().tile.replace("solo_", "")
            self.say(self._why_area(area, tile), error=True)
        else:
            self.say(
                "Tiles are placed by a standard project or a card: choose one first.", error=True
            )

    def _why_area(self, area: int, tile: str) -> str:
        a = C.map.areas[area]
        if self.view.tiles[area]:
            return "Only one tile may be placed on each area."
        if tile == "ocean":
            return "An ocean goes on a blue ocean-reserved area."
        if a.reserved == "ocean":
            return "That area is reserved for an ocean tile."
        if a.reserved == "special":
            return "That area is reserved for its special tile."
        if tile == "city":
            return "A city may not be placed next to another city."
        return self.engine.why_illegal(A.PlaceTile(area))

    # --- hover ------------------------------------------------------------------------------
    def _set_hover(self, hover: tuple[str, Any] | None) -> None:
        """What the mouse is over; a panel opens its player's tableau popup, which stays open
        while the mouse is on the popup (to hover its cards) or on the way to it."""
        self.hover = hover
        if hover is not None and hover[0] == "panel":
            self._popup_seat = hover[1]
        elif hover is None or hover[0] not in ("popup", "pstrip"):
            self._popup_seat = None

    def _popup_hit(self, pos: tuple[int, int]) -> tuple[str, Any] | None:
        """The open tableau popup under ``pos``: one of its card strips, or the popup itself
        (also the gap between it and its panel)."""
        seat = self._popup_seat
        if seat is None or seat >= self.view.players:
            return None
        rect, strips = self._popup(seat)[1:]
        if rect.collidepoint(pos):
            for cid, r in strips:
                if r.collidepoint(pos):
                    return ("pstrip", cid)
            return ("popup", seat)
        panel = self.panel_rect(seat)
        bridge = pygame.Rect(rect.right, panel.y, panel.x - rect.right, panel.height)
        if bridge.collidepoint(pos):
            return ("popup", seat)
        return None

    def _hover_at(self, pos: tuple[int, int]) -> tuple[str, Any] | None:
        popup = self._popup_hit(pos)
        if popup is not None:
            return popup
        b = self.button_at(pos)
        if b is not None:
            return ("button", id(b))
        big = self._overlay_card_at(pos)
        if big is not None:
            return ("overlay", big)
        for cid, rect in self._strips:
            if rect.collidepoint(pos):
                return ("strip", cid)
        card = self.card_at(pos)
        if card is not None:
            return ("card", card)
        blue = self.blue_chip_at(pos)
        if blue is not None:
            return ("strip", blue[1])
        seat = self.panel_at(pos)
        if seat is not None:
            return ("panel", seat)
        area = self.area_at(pos)
        if area is not None:
            return ("area", area)
        face = self.die_at(pos)
        if face is not None:
            return ("die", face)
        if HEADER.collidepoint(pos):
            for i, rect in enumerate(self._award_rects()):
                if rect.collidepoint(pos):
                    return ("award", i)
            for i, rect in enumerate(self._milestone_rects()):
                if rect.collidepoint(pos):
                    return ("milestone", i)
        return None

    def _card_under(self, pos: tuple[int, int]) -> tuple[str, str] | None:
        popup = self._popup_hit(pos)
        if popup is not None:
            return ("project", popup[1]) if popup[0] == "pstrip" else None
        card = self.card_at(pos)
        if card is not None:
            return ("project", card)
        for cid, rect in self._strips:
            if rect.collidepoint(pos):
                return ("project", cid)
        big = self._overlay_card_at(pos)
        if big is not None:
            return big
        return None

    def hover_hint(self) -> str:
        h = self.hover
        if h is None:
            return ""
        kind, value = h
        if kind == "button":
            for b in self.buttons:
                if id(b) == value:
                    return b.tip or (self.describe(b.action) if b.action is not None else "")
            return ""
        if kind == "area":
            return self.area_words(value)
        if kind == "pstrip":
            card = C.cards[value]
            return f"{card.name} ({card.colour}): {card.text} Right-click to keep it enlarged."
        if kind == "popup":
            return f"{self.session.name(value)}'s cards in play."
        if kind == "strip":
            card = C.cards[value]
            if self.payment_options("blue", value):
                return f"Click to use {card.name}: {card.text}"
            return f"{card.name} ({card.colour}): {card.text}"
        if kind == "card":
            options = self.payment_options("card", value) if self.human_to_act() else []
            view = self.view
            if self.human_to_act() and view.step == "prod_cards" and view.pending is None:
                return f"Click to discard {C.cards[value].name}. Right-click to enlarge."
            if options:
                return f"Click to play {C.cards[value].name}. Right-click to enlarge."
            return f"{C.cards[value].name}: {C.cards[value].text}"
        if kind == "die":
            action = self.die_action(value) if self.human_to_act() else None
            if action is not None:
                return "Click: " + self.describe(action)
            return f"A {value} {'token' if value == 'wild' else 'die'}."
        if kind == "award":
            face = self.view.award_dice[value]
            counts = self.award_counts(face)
            text = ", ".join(f"{self.session.name(i)} {k}" for i, k in enumerate(counts))
            extra = ""
            if self.view.solo:
                need = C.tracks.solo_award_thresholds[C.rarity[face]]  # type: ignore[index]
                extra = f" Solo: {need} for 5 VP, {need - 1} for 3 VP."
            return (
                f"Award: most {face} icons in played cards' costs (5 VP, second 3 VP): "
                f"{text}.{extra}"
            )
        if kind == "milestone":
            mid = self.view.milestones[value]
            m = C.miles[mid]
            return f"Milestone {m.name}: {m.text} First to do it takes it (4 VP at the end)."
        return ""

    def award_counts(self, face: str) -> list[int]:
        out = []
        for p in self.views:
            k = sum(C.cards[c].cost.count(face) for c in p.played)  # type: ignore[arg-type]
            k += sum(C.bonus[b].cost.count(face) for b in p.bonus)  # type: ignore[arg-type]
            out.append(k)
        return out

    def placement_vp(self, area: int, tile: str) -> tuple[int, list[str]]:
        """The VP a tile placed on ``area`` would score now, with its reasons."""
        view = self.view
        adj = C.adjacent[area]
        parts: list[str] = []
        vp = 0
        if tile.startswith("solo_"):
            return 0, ["solo setup: no VP"]
        if tile == "ocean":
            vp += 2
            parts.append("2 terraforming")
        elif tile == "greenery":
            near = sum(1 for b in adj if view.tiles[b] == "city")
            oxy_done = view.oxygen_pct >= C.tracks.oxygen.end
            vp += near + (1 if oxy_done else 2)
            parts.append(f"{1 if oxy_done else 2} oxygen")
            if near:
                parts.append(f"{near} next to cities")
        elif tile == "city":
            near = sum(1 for b in adj if view.tiles[b] == "greenery")
            vp += 2 + near
            parts.append("2 city")
            if near:
                parts.append(f"{near} next to greeneries")
        for eff in C.map.areas[area].bonus:
            if eff.do == "vp":
                vp += eff.n  # type: ignore[union-attr]
                parts.append(f"{eff.n} placement bonus")  # type: ignore[union-attr]
        return vp, parts

    def placement_words(self, area: int) -> str:
        top = self.top_pending()
        tile = top.tile if top is not None and top.kind == "place" else "greenery"
        vp, parts = self.placement_vp(area, tile)
        bonus = [effect_words(e) for e in C.map.areas[area].bonus if e.do != "vp"]
        text = f"{vp} VP" + (f" ({', '.join(parts)})" if parts else "")
        if bonus and not tile.startswith("solo_"):
            text += "; bonus: " + ", ".join(bonus)
        return text

    def area_words(self, area: int) -> str:
        a = C.map.areas[area]
        tile = self.view.tiles[area]
        if PlaceTile_legal := A.PlaceTile(area) in self.legal():
            del PlaceTile_legal
            top = self.top_pending()
            word = top.tile.replace("solo_", "") if top is not None else "tile"
            return f"Place the {word} on area {area}: {self.placement_words(area)}."
        if tile:
            owner = self.view.owners[area]
            who = self.session.name(owner) if owner >= 0 else "nobody"
            name = art.SPECIAL_NAMES.get(tile, tile)
            return f"Area {area}: {name} (placed by {who})."
        what = (
            "ocean-reserved"
            if a.reserved == "ocean"
            else ("reserved for " + art.SPECIAL_NAMES.get(a.special or "", ""))
            if a.reserved == "special"
            else "open"
        )
        bonus = ", ".join(effect_words(e) for e in a.bonus) or "no bonus"
        return f"Area {area}: {what}; placement bonus: {bonus}."

    # --- overlays: corporation and bonus choices --------------------------------------------
    def _overlay_cards(self) -> list[tuple[tuple[str, str], pygame.Rect, Any]]:
        """The big cards of a private choice, with where they are and what a click takes."""
        if not self.human_to_act():
            return []
        top = self.top_pending()
        if top is None or top.kind not in ("corp", "bonus"):
            return []
        legal = self.legal()
        if top.kind == "corp":
            items = [(("corp", a.corp), a) for a in legal if isinstance(a, A.ChooseCorp)]
        else:
            items = [(("bonus", a.card), a) for a in legal if isinstance(a, A.ChooseBonus)]
        area = pygame.Rect(BOARD.x, BOARD.y + 40, BOARD.width, BOARD.height + VPTRACK.height - 44)
        gap = 10
        n = max(1, len(items))
        # the biggest cards that fit the map's place, in rows
        for w in (226, 200, 176, 150, 132, 118, 104):
            h = round(w * 1.33)
            per_row = max(1, min(n, (area.width + gap) // (w + gap)))
            rows = (n + per_row - 1) // per_row
            if rows * h + (rows - 1) * gap <= area.height:
                per_row = (n + rows - 1) // rows  # even rows: 2 + 2 rather than 3 + 1
                break
        total_h = rows * h + (rows - 1) * gap
        out = []
        for i, (card, action) in enumerate(items):
            r, c = divmod(i, per_row)
            in_row = min(per_row, len(items) - r * per_row)
            x = area.centerx - (in_row * w + (in_row - 1) * gap) // 2 + c * (w + gap)
            y = area.centery - total_h // 2 + r * (h + gap)
            out.append((card, pygame.Rect(x, y, w, h), action))
        return out

    def _overlay_choice_at(self, pos: tuple[int, int]) -> Any | None:
        for _, rect, action in self._overlay_cards():
            if rect.collidepoint(pos):
                return action
        return None

    def _overlay_card_at(self, pos: tuple[int, int]) -> tuple[str, str] | None:
        for card, rect, _ in self._overlay_cards():
            if rect.collidepoint(pos):
                return card
        return None

    # --- events -> animations ---------------------------------------------------------------
    def on_events(self, events: list[Event], by_computer: bool) -> None:
        old_tray = self.tray_seat()
        was_final = self.view.final_left
        self._refresh_view()
        rolls: list[tuple[int, str, str]] = []
        spent: list[tuple[int, str]] = []
        vp: dict[int, int] = {}

        def flush() -> None:
            if rolls:
                self.anims.add(self._roll_anim(list(rolls)))
                rolls.clear()
            if spent:
                self.anims.add(self._spend_anim(list(spent)))
                spent.clear()

        for event in events:
            d = event.data
            kind = event.kind
            if kind == "die_rolled" or kind == "die_gained":
                rolls.append(
                    (d["seat"], d["colour"], d["face"] if kind == "die_gained" else "?" + d["face"])
                )
            elif kind == "paid":
                for face in d["faces"]:
                    spent.append((d["seat"], face))
                for _ in range(d.get("wilds", 0)):
                    spent.append((d["seat"], "wild"))
            elif kind in ("resource_paid", "resource_lost"):
                spent.append((d["seat"], d["face"]))
            elif kind == "die_discarded":
                for _ in range(d["n"]):
                    spent.append((d["seat"], d["face"]))
            elif kind == "die_turned":
                flush()
                self.anims.add(self._turn_anim(d["seat"], d["face"], d["to"]))
            elif kind == "tile_placed":
                flush()
                self.anims.add(self._tile_anim(d["area"], d["tile"], d["seat"]))
            elif kind == "card_played":
                flush()
                self.anims.add(self._card_anim(d["seat"], d["card"], old_tray))
            elif kind == "parameter_raised":
                flush()
                self.anims.add(self._param_anim(d["param"], d["step"]))
            elif kind == "vp":
                vp[d["seat"]] = vp.get(d["seat"], 0) + d["n"]
            elif kind == "milestone_claimed":
                flush()
                self.anims.add(
                    self._float_anim(d["seat"], "\u2605 " + C.miles[d["milestone"]].name, 0.6)
                )
            elif kind == "turn_started" and by_computer and self.session.bots:
                flush()
                self.anims.add(
                    self._banner_anim(d["seat"], f"{self.session.name(d['seat'])}'s turn")
                )
        flush()
        if was_final < 0 <= self.view.final_left and not self.view.solo:
            self.anims.add(self._banner_anim(None, "Two parameters complete: last round!"))
        for seat, n in vp.items():
            if n:
                self.anims.add(self._float_anim(seat, f"+{n} VP", 0.4))
        if any(e.kind == "final_scores" for e in events):
            self.anims.add(self._banner_anim(None, "Final scoring"))

    def _seat_dice_point(self, seat: int, index: int = 0) -> tuple[float, float]:
        if seat == self.tray_seat():
            dice = self.tray_dice()
            if dice:
                rect = dice[min(index, len(dice) - 1)][1]
                return rect.center
            return (TRAY.x + 40, TRAY.y + 50)
        rect = self.panel_rect(seat)
        return (rect.x + 40 + 20 * index, rect.y + 44)

    def _pool_point(self, colour: str) -> tuple[float, float]:
        order = [*BASE_COLOURS, "purple"]
        i = order.index(colour) if colour in order else 0
        return (TRAY.x + 58 + i * 38, TRAY.bottom - 18)

    def _landing(self, seat: int, face: str, used: set[tuple[int, int]]) -> tuple[float, float]:
        """Where a die of ``face`` new to ``seat`` will show: its slot in the tray, or in the
        player's panel (the last free slot of that face)."""
        if seat == self.tray_seat():
            for i, (f, rect) in reversed(list(enumerate(self.tray_dice(hide=False)))):
                if f == face and (seat, i) not in used:
                    used.add((seat, i))
                    return rect.center
            return (TRAY.x + 40, TRAY.y + 50)
        rect = self.panel_rect(seat)
        x = rect.x + 22
        counts: dict[str, int] = {}
        for f in self.seat_faces(seat, hide=False):
            counts[f] = counts.get(f, 0) + 1
        for f, k in sorted(counts.items(), key=lambda fk: die_order(fk[0])):
            if f == face:
                return (x + 21 * (min(k, 3) - 1), rect.y + 40)
            x += 21 * min(k, 3) + (20 if k > 3 else 0) + 3
        return (x, rect.y + 40)

    def _roll_anim(self, rolls: list[tuple[int, str, str]]) -> Anim:
        rng = self._rng
        paths = []
        used: set[tuple[int, int]] = set()
        for i, (seat, colour, face) in enumerate(rolls):
            rolled = face.startswith("?")
            face = face.lstrip("?")
            start = pygame.Vector2(self._pool_point(colour))
            end = pygame.Vector2(self._landing(seat, face, used))
            spin = rng.uniform(540, 900) * rng.choice((-1, 1)) if rolled else 0.0
            faces = [rng.choice(C.faces[colour]) for _ in range(8)] if rolled else [face]
            paths.append((start, end, spin, faces, face, i * 0.06))

        def draw(surface: pygame.Surface, t: float) -> None:
            for start, end, spin, faces, face, delay in paths:
                u = min(1.0, max(0.0, (t - delay) / max(0.01, 1 - delay)))
                p = start.lerp(end, ease(u))
                p.y -= math.sin(math.pi * u) * 40
                if u < 0.8 and len(faces) > 1:
                    shown = faces[int(u * 10) % len(faces)]
                    angle = spin * (1 - ease(u / 0.8))
                else:
                    shown, angle = face, 0.0
                pic = self._die(shown, 30)
                if angle:
                    pic = pygame.transform.rotate(pic, angle)
                surface.blit(pic, pic.get_rect(center=(round(p.x), round(p.y))))

        key = ("dice", tuple((seat, face.lstrip("?")) for seat, _, face in rolls))
        sound = "roll" if any(f.startswith("?") for _, _, f in rolls) else "place"
        return Anim(0.55, draw, key=key, sound=sound)

    def _spend_anim(self, spent: list[tuple[int, str]]) -> Anim:
        paths = []
        for i, (seat, face) in enumerate(spent):
            start = pygame.Vector2(self._seat_dice_point(seat, i))
            colour = FACE_COLOUR.get(face, "yellow")
            end = pygame.Vector2(
                self._pool_point(colour) if face != "wild" else self.wild_rect().center
            )
            paths.append((start, end, face))

        def draw(surface: pygame.Surface, t: float) -> None:
            for start, end, face in paths:
                p = start.lerp(end, ease(t))
                pic = self._die(face, 26) if face != "wild" else self._icon("wild", "", 24)
                pic = pic.copy()
                pic.set_alpha(round(255 * (1 - 0.6 * t)))
                surface.blit(pic, pic.get_rect(center=(round(p.x), round(p.y))))

        return Anim(0.35, draw)

    def _turn_anim(self, seat: int, face: str, to: str) -> Anim:
        point = self._seat_dice_point(seat)
        if seat == self.tray_seat():
            for f, rect in self.tray_dice():
                if f == to:
                    point = rect.center
        size = DIE_BIG if seat == self.tray_seat() else 22

        def draw(surface: pygame.Surface, t: float) -> None:
            shown = face if t < 0.5 else to
            k = abs(math.cos(math.pi * t))
            pic = self._die(shown, size)
            pic = pygame.transform.smoothscale(
                pic, (max(1, round(pic.get_width() * k)), pic.get_height())
            )
            cx, cy = point
            back = pygame.Rect(0, 0, size + 8, size + 8)
            back.center = (round(cx), round(cy))
            pygame.draw.rect(surface, palette.PANEL, back, border_radius=6)
            art.draw_arrows(surface, (cx, cy - size * 0.9), 9)
            surface.blit(pic, pic.get_rect(center=(round(cx), round(cy))))

        return Anim(0.4, draw, sound="flip")

    def _tile_anim(self, area: int, tile: str, seat: int) -> Anim:
        pic = self._tile(tile)
        centre = hex_centre(area)

        def draw(surface: pygame.Surface, t: float) -> None:
            scale = 1.7 - 0.7 * ease(t)
            img = pygame.transform.smoothscale_by(pic, scale)
            img.set_alpha(round(120 + 135 * ease(t)))
            y = centre[1] - (1 - ease(t)) * 30
            surface.blit(img, img.get_rect(center=(round(centre[0]), round(y))))
            if t > 0.6 and seat >= 0:
                ring = round(HEX_R * (0.6 + 0.8 * (t - 0.6)))
                pygame.draw.circle(
                    surface, self.colour(seat), (round(centre[0]), round(centre[1])), ring, 2
                )

        return Anim(0.4, draw, key=("tile", area), sound="place")

    def _card_anim(self, seat: int, card: str, tray: int) -> Anim:
        face = self._card_face("project", card, (CARD_W, CARD_H))
        start = (
            pygame.Vector2(HAND.centerx, HAND.y + 90)
            if seat == tray
            else pygame.Vector2(self.panel_rect(seat).midleft)
        )
        end = pygame.Vector2(self.panel_rect(seat).center)

        def draw(surface: pygame.Surface, t: float) -> None:
            if t < 0.45:
                p = start.lerp(pygame.Vector2(MAP_CX + 440, 300), ease(t / 0.45))
                scale = 1.0 + 0.5 * ease(t / 0.45)
            else:
                u = (t - 0.45) / 0.55
                p = pygame.Vector2(MAP_CX + 440, 300).lerp(end, ease(u))
                scale = 1.5 - 1.2 * ease(u)
            img = pygame.transform.smoothscale_by(face, scale)
            surface.blit(img, img.get_rect(center=(round(p.x), round(p.y))))

        return Anim(0.7, draw, sound="carry")

    def _param_anim(self, param: str, step: int) -> Anim:
        x = TEMP_X if param == "temperature" else OXY_X
        y = temp_y(step) if param == "temperature" else oxy_y(step)

        def draw(surface: pygame.Surface, t: float) -> None:
            r = round(8 + 14 * t)
            ring = pygame.Surface((2 * r + 4, 2 * r + 4), pygame.SRCALPHA)
            pygame.draw.circle(ring, (*palette.LIMB, round(255 * (1 - t))), (r + 2, r + 2), r, 3)
            surface.blit(ring, ring.get_rect(center=(x, round(y))))

        return Anim(0.3, draw)

    def _float_anim(self, seat: int, text: str, seconds: float) -> Anim:
        fonts = self.ctx.fonts
        label = fonts.text(15, text, palette.SAND, bold=True)
        back = pygame.Surface((label.get_width() + 20, label.get_height() + 8), pygame.SRCALPHA)
        pygame.draw.rect(back, (*palette.PANEL, 240), back.get_rect(), border_radius=12)
        pygame.draw.rect(back, self.colour(seat), back.get_rect(), 2, border_radius=12)
        back.blit(label, (10, 4))

        def draw(surface: pygame.Surface, t: float) -> None:
            rect = self.panel_rect(seat)
            pic = back.copy()
            pic.set_alpha(round(255 * min(1.0, 3 * (1 - t))))
            surface.blit(pic, pic.get_rect(midright=(rect.right - 80, rect.y + 20 - 12 * t)))

        return Anim(seconds, draw)

    def _banner_anim(self, seat: int | None, text: str) -> Anim:
        label = self.ctx.fonts.text(26, text, palette.SAND, bold=True)
        box = pygame.Surface((label.get_width() + 90, 64), pygame.SRCALPHA)
        pygame.draw.rect(box, (*palette.PANEL, 235), box.get_rect(), border_radius=14)
        edge = self.colour(seat) if seat is not None else palette.OCHRE
        pygame.draw.rect(box, edge, box.get_rect(), 2, border_radius=14)
        if seat is not None:
            mark = self.mark(seat, 13)
            box.blit(mark, mark.get_rect(center=(34, 32)))
        box.blit(label, label.get_rect(midleft=(56, 32)))

        def draw(surface: pygame.Surface, t: float) -> None:
            pic = box.copy()
            pic.set_alpha(round(255 * min(1.0, 4 * t, 4 * (1 - t))))
            surface.blit(pic, pic.get_rect(center=(MAP_CX, MAP_CY)))

        return Anim(0.6, draw)

    # --- cached pictures --------------------------------------------------------------------
    def _die(self, face: str, size: int) -> pygame.Surface:
        return self.ctx.cached(("tmd-die", face, size), lambda: _fast(art.render_die(face, size)))

    def _tile(self, kind: str) -> pygame.Surface:
        return self.ctx.cached(
            ("tmd-tile", kind), lambda: _fast(art.render_tile(kind, HEX_R, self.ctx.fonts))
        )

    def _card_face(
        self, kind: str, cid: str, size: tuple[int, int], left: bool = False
    ) -> pygame.Surface:
        return self.ctx.cached(
            ("tmd-card", kind, cid, size, left),
            lambda: _fast(art.card_surface(self.ctx.fonts, kind, cid, size, left)),
        )

    def _background(self) -> pygame.Surface:
        def make() -> pygame.Surface:
            from game.ui.widgets.backdrop import render_table_cloth

            surface = render_table_cloth(self.ctx.size).copy()
            for rect in (BOARD, VPTRACK, TRAY, HAND):
                shadow = pygame.Surface((rect.width + 16, rect.height + 16), pygame.SRCALPHA)
                pygame.draw.rect(
                    shadow, (0, 0, 0, 90), shadow.get_rect().inflate(-10, -10), border_radius=14
                )
                surface.blit(pygame.transform.gaussian_blur(shadow, 5), (rect.x - 6, rect.y - 4))
                plate = pygame.Surface(rect.size, pygame.SRCALPHA)
                pygame.draw.rect(plate, (46, 24, 22, 245), plate.get_rect(), border_radius=12)
                pygame.draw.rect(
                    plate, (*palette.PANEL_EDGE, 255), plate.get_rect(), 1, border_radius=12
                )
                surface.blit(plate, rect)
            self._draw_map_base(surface)
            self._draw_track_base(surface)
            fonts = self.ctx.fonts
            surface.blit(
                render_tracked(fonts.get(10, bold=True), "POOL", palette.SAND_DIM, 2),
                (TRAY.x + 12, TRAY.bottom - 24),
            )
            return surface.convert() if pygame.display.get_surface() else surface

        return self.ctx.cached(("tmdice-table", self.ctx.size), make)

    def _draw_map_base(self, surface: pygame.Surface) -> None:
        fonts = self.ctx.fonts
        # the planet's disc behind the hexes
        disc = pygame.Surface((440, 400), pygame.SRCALPHA)
        pygame.draw.ellipse(disc, (120, 52, 32, 120), disc.get_rect())
        disc = pygame.transform.gaussian_blur(disc, 10)
        surface.blit(disc, disc.get_rect(center=(MAP_CX, MAP_CY)))
        for a in C.map.areas:
            centre = hex_centre(a.id)
            fill = art.HEX_GROUND
            if a.reserved == "ocean":
                fill = art.HEX_OCEAN
            elif a.reserved == "special":
                fill = art.HEX_SPECIAL
            shade = ((a.q * 7 + a.r * 13) % 5) * 4
            fill = (fill[0] + shade - 8, fill[1] + shade // 2 - 4, fill[2])
            pts = art.hex_points(centre, HEX_R - 1.5)
            pygame.draw.polygon(surface, fill, pts)
            pygame.draw.polygon(surface, art.mix(fill, (255, 230, 200), 0.25), pts, 2)
            pygame.draw.polygon(surface, (40, 20, 16), art.hex_points(centre, HEX_R), 1)
            if a.reserved == "ocean":
                for k in (-1, 1):
                    y = centre[1] + k * HEX_R * 0.42
                    pts2 = [
                        (centre[0] - HEX_R * 0.5 + i * HEX_R * 0.1, y + math.sin(i * 1.3) * 2)
                        for i in range(11)
                    ]
                    pygame.draw.lines(surface, (120, 150, 200), False, pts2, 1)
            # placement bonuses
            icons = list(a.bonus)
            special = a.reserved == "special"  # smaller, under the area's name
            size = 15 if special else 18
            x = centre[0] - (len(icons) - 1) * size / 2
            y = centre[1] + (7 if special else 0)
            for eff in icons:
                art.effect_icon(surface, eff, (x, y), size, fonts)
                x += size
            num = fonts.text(8, str(a.id), (230, 200, 180))
            surface.blit(num, num.get_rect(center=(centre[0], centre[1] + HEX_R * 0.68)))
        # the special areas' names, over every hex (a long word never hides under a neighbour)
        for a in C.map.areas:
            if a.reserved != "special":
                continue
            centre = hex_centre(a.id)
            name = art.SPECIAL_NAMES.get(a.special or "", "special")
            for i, word in enumerate(name.upper().split()):
                # the hex narrows towards its top: the first word has less room
                room = round(HEX_R * (1.5 if i == 0 else 1.65))
                size = next((z for z in (9, 8, 7) if fonts.get(z, True).size(word)[0] <= room), 7)
                img = fonts.text(size, word, (236, 210, 170), bold=True)
                surface.blit(img, img.get_rect(center=(centre[0], centre[1] - 13 + 8 * i)))

    def _draw_track_base(self, surface: pygame.Surface) -> None:
        fonts = self.ctx.fonts
        temp, oxy = C.tracks.temperature, C.tracks.oxygen
        # temperature: a thermometer, -32 at the bottom
        tube = pygame.Rect(TEMP_X - 7, TRACK_TOP - 10, 14, TRACK_BOTTOM - TRACK_TOP + 20)
        pygame.draw.rect(surface, (30, 16, 16), tube.inflate(4, 4), border_radius=8)
        pygame.draw.rect(surface, (70, 40, 40), tube, border_radius=7)
        pygame.draw.circle(surface, (30, 16, 16), (TEMP_X, TRACK_BOTTOM + 14), 11)
        pygame.draw.circle(surface, (210, 70, 50), (TEMP_X, TRACK_BOTTOM + 14), 8)
        for step in range(temp.steps() + 1):
            y = temp_y(step)
            value = temp.start + step * temp.step
            label = fonts.text(
                10, f"{value:+d}" if value else "0", palette.SAND_DIM, bold=value == temp.end
            )
            surface.blit(label, label.get_rect(midright=(TEMP_X - 11, y)))
            pygame.draw.line(surface, (140, 90, 80), (TEMP_X - 7, y), (TEMP_X - 3, y), 1)
            bonus = temp.bonuses.get(str(value))
            if bonus:
                for eff in bonus:
                    art.effect_icon(surface, eff, (TEMP_X - 44, y), 15, fonts)
        head = fonts.text(9, "\u00b0C", palette.OCHRE, bold=True)
        surface.blit(head, head.get_rect(midbottom=(TEMP_X, TRACK_TOP - 13)))
        # oxygen: 0 at the bottom
        tube = pygame.Rect(OXY_X - 7, TRACK_TOP - 10, 14, TRACK_BOTTOM - TRACK_TOP + 20)
        pygame.draw.rect(surface, (16, 20, 30), tube.inflate(4, 4), border_radius=8)
        pygame.draw.rect(surface, (40, 52, 70), tube, border_radius=7)
        for step in range(oxy.steps() + 1):
            y = oxy_y(step)
            value = oxy.start + step * oxy.step
            label = fonts.text(10, f"{value}%", palette.SAND_DIM, bold=value == oxy.end)
            surface.blit(label, label.get_rect(midleft=(OXY_X + 11, y)))
            bonus = oxy.bonuses.get(str(value))
            if bonus:
                for eff in bonus:
                    art.effect_icon(surface, eff, (OXY_X + 24, y - 13), 13, fonts)
        head = fonts.text(9, "O\u2082", palette.OCHRE, bold=True)
        surface.blit(head, head.get_rect(midbottom=(OXY_X, TRACK_TOP - 13)))

    # --- drawing the state ------------------------------------------------------------------
    def _render_board(self) -> pygame.Surface:
        """The map, tracks, oceans and VP track as they are now (a copy of the plate)."""
        base = self._background()
        rect = BOARD.union(VPTRACK)
        board = base.subsurface(rect).copy()
        ox, oy = rect.topleft
        view = self.view
        fonts = self.ctx.fonts
        for area, tile in enumerate(view.tiles):
            cx, cy = hex_centre(area)
            cx -= ox
            cy -= oy
            if area in view.purple_map and not tile:
                pic = self._die("asteroid", 16)
                board.blit(pic, pic.get_rect(center=(round(cx + 13), round(cy - 12))))
            if not tile or area in self._hidden_tiles:
                continue
            pic = self._tile(tile)
            board.blit(pic, pic.get_rect(center=(round(cx), round(cy))))
            owner = view.owners[area]
            if owner >= 0 and tile != "ocean":
                mark = self.mark(owner, 6)
                board.blit(
                    mark, mark.get_rect(center=(round(cx + HEX_R * 0.45), round(cy - HEX_R * 0.45)))
                )
        # track markers
        temp_step = (view.temperature_c - C.tracks.temperature.start) // C.tracks.temperature.step
        oxy_step = (view.oxygen_pct - C.tracks.oxygen.start) // C.tracks.oxygen.step
        y = temp_y(temp_step) - oy
        fill = pygame.Rect(TEMP_X - 4 - ox, y, 8, TRACK_BOTTOM + 10 - oy - y)
        pygame.draw.rect(board, (210, 70, 50), fill, border_radius=4)
        self._marker(
            board,
            (TEMP_X - ox - 13, y),
            f"{view.temperature_c:+d}\u00b0" if view.temperature_c else "0\u00b0",
        )
        y = oxy_y(oxy_step) - oy
        fill = pygame.Rect(OXY_X - 4 - ox, y, 8, TRACK_BOTTOM + 10 - oy - y)
        pygame.draw.rect(board, (100, 170, 230), fill, border_radius=4)
        self._marker(board, (OXY_X - ox + 13, y), f"{view.oxygen_pct}%")
        # oceans left
        oceans = C.tracks.ocean_tiles
        left = oceans - view.oceans
        x = BOARD.right - ox - 66 - oceans * 15
        label = fonts.text(11, f"OCEANS {view.oceans}/{oceans}", palette.SAND_DIM, bold=True)
        board.blit(label, label.get_rect(topright=(x - 6, 10)))
        for i in range(oceans):
            centre = (x + i * 15 + 7, 17)
            if i < left:
                art.draw_symbol(board, "water", centre, 7, (110, 170, 240))
            else:
                art.draw_symbol(board, "water", centre, 7, (70, 60, 70))
        title = render_tracked(fonts.get(13, bold=True), "MARS", palette.OCHRE, 4)
        board.blit(title, (96, 10))
        self._draw_vp_track(board, (VPTRACK.x - ox, VPTRACK.y - oy))
        return _fast(board)

    def _marker(self, board: pygame.Surface, centre: tuple[float, float], text: str) -> None:
        cx, cy = centre
        rect = pygame.Rect(0, 0, 40, 17)
        rect.center = (round(cx), round(cy))
        pygame.draw.rect(board, (245, 245, 250), rect, border_radius=5)
        pygame.draw.rect(board, (30, 20, 20), rect, 1, border_radius=5)
        label = self.ctx.fonts.text(10, text, (20, 12, 14), bold=True)
        board.blit(label, label.get_rect(center=rect.center))

    def _draw_vp_track(self, board: pygame.Surface, origin: tuple[int, int]) -> None:
        view = self.view
        fonts = self.ctx.fonts
        ox, oy = origin
        solo = view.solo
        top_vp = max([p.vp for p in self.views] + [0])
        scale = max(30, (top_vp // 10 + 1) * 10 + (10 if top_vp % 10 >= 7 else 0))
        x0, x1 = ox + 40, ox + VPTRACK.width - 14
        y = oy + (14 if solo else 24)
        board.blit(fonts.text(10, "VP", palette.OCHRE, bold=True), (ox + 12, y - 7))
        pygame.draw.line(board, (120, 80, 70), (x0, y), (x1, y), 3)

        def at(v: int) -> int:
            return round(x0 + (x1 - x0) * min(v, scale) / scale)

        for v in range(0, scale + 1, 5):
            pygame.draw.line(board, (150, 110, 90), (at(v), y - 4), (at(v), y + 4), 1)
            if v % 10 == 0:
                lab = fonts.text(8, str(v), palette.MUTED)
                if solo:
                    board.blit(lab, lab.get_rect(midbottom=(at(v) + 8, y - 1)))
                else:
                    board.blit(lab, lab.get_rect(midtop=(at(v), y + 5)))
        for step in C.tracks.vp_bonus_at:
            r = pygame.Rect(0, 0, 9, 12)
            r.midbottom = (at(step), y - 5)
            pygame.draw.rect(board, (168, 60, 96), r, border_radius=2)
            pygame.draw.rect(board, art.PAPER, r, 1, border_radius=2)
        for step in view.purple_track:
            pic = self._die("artifact", 12)
            board.blit(pic, pic.get_rect(midbottom=(at(step), y - 5)))
        by_vp: dict[int, int] = {}
        for seat, p in enumerate(self.views):
            k = by_vp.get(p.vp, 0)
            by_vp[p.vp] = k + 1
            mark = self.mark(seat, 6)
            board.blit(mark, mark.get_rect(center=(at(p.vp) + k * 5, y - k * 3)))
        if solo:
            # the solo turn counter: 50 turns, the milestone deadlines marked
            ty = oy + 30
            board.blit(fonts.text(9, "TURN", palette.OCHRE, bold=True), (ox + 8, ty - 6))
            total = C.tracks.solo_turns
            for t in range(1, total + 1):
                x = round(x0 + (x1 - x0) * (t - 0.5) / total)
                done = t < view.turn_no
                now = t == view.turn_no
                colour = palette.OCHRE if now else (palette.SAND_DIM if done else (80, 56, 56))
                pygame.draw.circle(board, colour, (x, ty), 4 if now else 2)
                if t in C.tracks.solo_deadlines:
                    pygame.draw.circle(board, palette.DUSTY_ROSE, (x, ty), 5, 1)
                    lab = fonts.text(7, str(t), palette.DUSTY_ROSE)
                    board.blit(lab, lab.get_rect(midtop=(x, ty + 5)))

    def _render_header(self) -> pygame.Surface:
        surface = pygame.Surface(HEADER.size, pygame.SRCALPHA)
        pygame.draw.rect(surface, (*palette.PANEL, 225), surface.get_rect(), border_radius=10)
        pygame.draw.rect(
            surface, (*palette.PANEL_EDGE, 200), surface.get_rect(), 1, border_radius=10
        )
        fonts = self.ctx.fonts
        view = self.view
        title = render_tracked(fonts.get(15, bold=True), "TM DICE", palette.OCHRE, 2)
        surface.blit(title, (14, 10))
        sub = "solo" if view.solo else f"{view.players} players"
        if view.final_left >= 0 and view.phase != "over":
            sub = "LAST ROUND"
        surface.blit(
            fonts.text(
                11, sub, palette.LIMB if view.final_left >= 0 else palette.SAND_DIM, bold=True
            ),
            (14, 32),
        )
        surface.blit(
            render_tracked(fonts.get(9, bold=True), "AWARDS", palette.SAND_DIM, 2), (114, 4)
        )
        for i, rect in enumerate(self._award_rects()):
            r = rect.move(-HEADER.x, -HEADER.y)
            face = view.award_dice[i]
            pygame.draw.rect(surface, (40, 26, 30), r, border_radius=8)
            surface.blit(self._die(face, 30), (r.x + 4, r.y + 5))
            counts = self.award_counts(face)
            best = max(counts) if counts else 0
            if view.solo:
                need = C.tracks.solo_award_thresholds[C.rarity[face]]  # type: ignore[index]
                have = counts[0]
                txt = f"{have}/{need}"
                surface.blit(fonts.text(13, txt, palette.SAND, bold=True), (r.x + 40, r.y + 6))
                state = "5 VP" if have >= need else ("3 VP" if have == need - 1 else f"need {need}")
                surface.blit(fonts.text(10, state, palette.SAND_DIM), (r.x + 40, r.y + 23))
                continue
            leaders = [s for s, k in enumerate(counts) if k == best and best > 0]
            x = r.x + 40
            if not leaders:
                surface.blit(fonts.text(10, "no one yet", palette.MUTED), (x, r.y + 13))
                continue
            for s in leaders[:3]:
                m = self.mark(s, 6)
                surface.blit(m, m.get_rect(center=(x + 7, r.y + 12)))
                x += 16
            surface.blit(fonts.text(10, f"lead {best}", palette.SAND_DIM), (r.x + 40, r.y + 23))
        surface.blit(
            render_tracked(fonts.get(9, bold=True), "MILESTONES", palette.SAND_DIM, 2),
            (self._milestone_rects()[0].x - HEADER.x, 4),
        )
        for i, rect in enumerate(self._milestone_rects()):
            r = rect.move(-HEADER.x, -HEADER.y)
            mid = view.milestones[i]
            m = C.miles[mid]
            state = view.milestone_state[i]
            pygame.draw.rect(
                surface, (40, 26, 30) if state != -2 else (30, 22, 24), r, border_radius=8
            )
            colour = palette.MUTED if state == -2 else palette.SAND
            # top line: the name, and on the right who took it / removed / the solo deadline
            tag: pygame.Surface | None = None
            if state >= 0:
                tag = self.mark(state, 7)
            elif state == -2:
                tag = fonts.text(9, "removed", palette.DUSTY_ROSE, bold=True)
            elif view.solo:
                tag = fonts.text(9, f"by {C.tracks.solo_deadlines[i]}", palette.DUSTY_ROSE, True)
            name_w = r.width - 14 - (tag.get_width() + 4 if tag is not None else 0)
            size = next(
                (z for z in (12, 11, 10) if fonts.get(z, True).size(m.name)[0] <= name_w), 10
            )
            name = art.ellipsize(fonts.get(size, True), m.name, name_w)
            surface.blit(fonts.text(size, name, colour, bold=True), (r.x + 7, r.y + 2))
            if tag is not None:
                surface.blit(tag, tag.get_rect(midright=(r.right - 6, r.y + 10)))
            # the rule in up to two lines (the whole text is in the hover hint)
            lines = self._milestone_lines(m.text, r.width - 12)
            for k, line in enumerate(lines):
                surface.blit(fonts.text(9, line, palette.SAND_DIM), (r.x + 7, r.y + 17 + k * 11))
        return _fast(surface)

    def _milestone_lines(self, text: str, width: int) -> list[str]:
        """A milestone's rule in at most two lines of the header's small font."""
        font = self.ctx.fonts.get(9)
        lines = wrap_balanced(font, text, width)
        if len(lines) > 2:
            lines = [lines[0], art.ellipsize(font, " ".join(lines[1:]), width)]
        return [art.ellipsize(font, line, width) for line in lines]

    def _award_rects(self) -> list[pygame.Rect]:
        return [pygame.Rect(HEADER.x + 114 + i * 104, HEADER.y + 16, 98, 40) for i in range(3)]

    def _milestone_rects(self) -> list[pygame.Rect]:
        x0 = HEADER.x + 114 + 3 * 104 + 8
        w = (HEADER.right - 8 - x0 - 12) // 3
        return [pygame.Rect(x0 + i * (w + 6), HEADER.y + 16, w, 40) for i in range(3)]

    _STEP_ORDER = ("turn", "support", "support2", "main", "after")

    def _stepper_step(self) -> str:
        """The step the turn box lights. The rules move to the next step as soon as an action
        starts (paying for "turn a die" already counts as the main step), so while the action's
        decisions are pending the step it was started in stays lit."""
        view = self.view
        key = (view.turn_no, view.current)
        settled = getattr(self, "_settled_step", None)
        if view.step == "ending":
            # the turn is over but not yet passed on (a bonus card reached this turn is being
            # chosen, a milestone claimed): its last step, not "production or action?"
            mine = settled is not None and settled[0] == key
            return "prod_end" if mine and settled[1].startswith("prod") else "after"
        if view.pending is None or view.phase != "play":
            self._settled_step = (key, view.step)
            return view.step
        order = self._STEP_ORDER
        if (
            settled is not None
            and settled[0] == key
            and settled[1] in order
            and view.step in order
            and order.index(settled[1]) <= order.index(view.step)
        ):
            return settled[1]
        return view.step

    def _render_turn_box(self) -> pygame.Surface:
        surface = pygame.Surface(TURN_BOX.size, pygame.SRCALPHA)
        view = self.view
        fonts = self.ctx.fonts
        seat = view.current
        colour = self.colour(seat) if view.phase != "over" else palette.OCHRE
        pygame.draw.rect(surface, (*palette.PANEL, 235), surface.get_rect(), border_radius=10)
        pygame.draw.rect(surface, colour, surface.get_rect(), 2, border_radius=10)
        if view.phase == "over":
            surface.blit(fonts.text(19, "Final scoring", palette.SAND, bold=True), (16, 12))
            res = self.engine.result()
            if res is not None:
                if view.solo:
                    note = f"{res.scores[0]} VP \u2014 {res.notes.get('band', '')}"
                    if not res.notes.get("counted"):
                        note = f"{res.scores[0]} VP \u2014 not counted"
                else:
                    note = (
                        " and ".join(self.session.name(w) for w in res.winners)
                        + " win"
                        + ("s" if len(res.winners) == 1 else "")
                    )
                surface.blit(fonts.text(14, note, palette.OCHRE, bold=True), (16, 44))
            return _fast(surface)
        mark = self.mark(seat, 10)
        surface.blit(mark, mark.get_rect(center=(22, 22)))
        who = (
            f"Your turn, {self.session.name(seat)}"
            if self.viewer == seat
            else f"{self.session.name(seat)}'s turn"
        )
        if view.phase == "setup":
            who = "Setting up"
        surface.blit(fonts.text(17, who, palette.SAND, bold=True), (38, 11))
        turn = f"turn {view.turn_no}" + (f" / {C.tracks.solo_turns}" if view.solo else "")
        if view.phase == "play":
            lab = fonts.text(12, turn, palette.SAND_DIM, bold=True)
            surface.blit(lab, lab.get_rect(topright=(TURN_BOX.width - 12, 14)))
        # the steps of the turn
        step = self._stepper_step()
        if step in ("prod_keep", "prod_cards", "prod_end"):
            steps = [("prod_keep", "Keep dice"), ("prod_cards", "Cards"), ("prod_end", "Produce")]
            kind = "PRODUCTION"
        elif step in ("support", "support2", "main", "after"):
            steps = [("support", "Support"), ("main", "Main"), ("after", "End")]
            kind = "ACTION"
            if step == "support2":
                step = "support"
        elif view.phase == "setup":
            steps, kind = [], "SETUP"
        else:
            steps, kind = [("turn", "Production or action?")], "TURN"
        x = 16
        y = 42
        surface.blit(fonts.text(10, kind, palette.OCHRE, bold=True), (x, y + 4))
        x += fonts.get(10, True).size(kind)[0] + 10
        now = [k for k, _ in steps].index(step) if step in [k for k, _ in steps] else -1
        for i, (_, label) in enumerate(steps):
            img = fonts.text(
                11,
                label,
                palette.SPACE_DEEP
                if i == now
                else (palette.SAND_DIM if i > now else palette.MUTED),
                bold=True,
            )
            chip = pygame.Rect(x, y, img.get_width() + 14, 21)
            if i == now:
                pygame.draw.rect(surface, palette.OCHRE, chip, border_radius=11)
            else:
                pygame.draw.rect(surface, palette.PANEL_EDGE, chip, 1, border_radius=11)
            surface.blit(img, img.get_rect(center=chip.center))
            x = chip.right + 4
            if i < len(steps) - 1:
                surface.blit(fonts.text(12, "\u203a", palette.SAND_DIM), (x, y + 3))
                x += 12
        line = ""
        if view.final_left >= 0:
            left = view.final_left
            line = (
                f"LAST ROUND \u2014 {left} turn{'s' if left != 1 else ''} left, the game then ends"
            )
        elif view.pending_seat is not None and view.pending_seat != seat:
            # hot seat: the one choosing is the one at the screen, not someone to wait for
            line = (
                f"Your choice, {self.session.name(view.pending_seat)}"
                if view.pending_seat == self.viewer
                else f"Waiting for {self.session.name(view.pending_seat)} to choose"
            )
        elif self.session.thinking is not None:
            line = "Thinking\u2026"
        if line:
            surface.blit(
                fonts.text(
                    11, line, palette.LIMB if view.final_left >= 0 else palette.SAND_DIM, bold=True
                ),
                (16, 69),
            )
        return _fast(surface)

    def _render_tray(self) -> pygame.Surface:
        surface = pygame.Surface(TRAY.size, pygame.SRCALPHA)
        fonts = self.ctx.fonts
        seat = self.tray_seat()
        p = self.views[seat]
        name = "YOUR DICE" if seat == self.viewer else f"{self.session.name(seat).upper()}'S DICE"
        surface.fill((0, 0, 0, 0))
        surface.blit(render_tracked(fonts.get(11, bold=True), name, palette.OCHRE, 2), (12, 9))
        legal_faces = {
            a.face
            for a in self.legal()
            if isinstance(a, (A.Pay, A.Lose, A.Give, A.DiscardDie, A.Rotate))
        }
        proposed: list[str] = []
        focus = self.focused_action()
        if isinstance(focus, (A.PlayCard, A.UseBlue, A.Terraform)):
            proposed = [v for k, v in self.pay_icons(focus) if k == "die"]
        for face, rect in self.tray_dice():
            r = rect.move(-TRAY.x, -TRAY.y)
            surface.blit(self._die(face, DIE_BIG), r)
            if face == self.rotate_from or face in proposed:
                if face in proposed:
                    proposed.remove(face)
                pygame.draw.rect(surface, palette.LIMB, r.inflate(6, 6), 2, border_radius=9)
            elif face in legal_faces:
                pygame.draw.rect(surface, palette.OCHRE, r.inflate(6, 6), 2, border_radius=9)
        total = sum(p.dice.values())
        if total > 21:
            surface.blit(fonts.text(11, f"+{total - 21} more", palette.SAND_DIM), (12, 150))
        if not total:
            surface.blit(fonts.text(12, "no dice", palette.MUTED), (14, 40))
        wr = self.wild_rect().move(-TRAY.x, -TRAY.y)
        surface.blit(self._icon("wild", "", 24), wr)
        colour = palette.SAND if p.wild else palette.MUTED
        surface.blit(
            fonts.text(13, f"\u00d7{p.wild} wild", colour, bold=True), (wr.right + 4, wr.y + 4)
        )
        if "wild" in legal_faces and p.wild:
            pygame.draw.circle(surface, palette.OCHRE, wr.center, 14, 2)
        # the pool, per colour
        view = self.view
        x = 58
        for colour_name in [*BASE_COLOURS, *(["purple"] if "purple" in view.pool else [])]:
            pic = self._icon("blank", colour_name, 20)
            surface.blit(pic, (x, TRAY.height - 28))
            k = view.pool.get(colour_name, 0)
            surface.blit(
                fonts.text(11, str(k), palette.SAND if k else palette.DUSTY_ROSE, bold=True),
                (x + 22, TRAY.height - 25),
            )
            x += 38
        return _fast(surface)

    def _render_hand(self) -> pygame.Surface:
        surface = pygame.Surface(HAND.size, pygame.SRCALPHA)
        fonts = self.ctx.fonts
        seat = self.tray_seat()
        p = self.views[seat]
        label = (
            "YOUR HAND"
            if p.hand is not None
            else f"{self.session.name(seat).upper()}'S HAND (HIDDEN)"
        )
        surface.blit(
            render_tracked(
                fonts.get(11, bold=True), f"{label} \u00b7 {p.hand_size}", palette.OCHRE, 2
            ),
            (12, 8),
        )
        info = f"deck {self.view.deck_size} \u00b7 discard {len(self.view.discard)}"
        lab = fonts.text(11, info, palette.SAND_DIM)
        surface.blit(lab, lab.get_rect(topright=(HAND.width - 12, 8)))
        playable = {a.card for a in self.legal() if isinstance(a, A.PlayCard)}
        discard = {a.card for a in self.legal() if isinstance(a, A.DiscardCard)}
        focus = self.focused_action()
        focus_card = (
            getattr(focus, "card", None) if isinstance(focus, (A.PlayCard, A.DiscardCard)) else None
        )
        chosen = self.choosing[1] if self.choosing and self.choosing[0] == "card" else None
        hover = self.hover[1] if self.hover and self.hover[0] == "card" else None
        rects = self.hand_rects()
        fanned = len(rects) > 1 and rects[1][1].x - rects[0][1].x < rects[0][1].width
        for i, (cid, rect) in enumerate(rects):
            if fanned and i == len(rects) - 1:
                fanned = False  # the top card shows whole
            r = rect.move(-HAND.x, -HAND.y)
            if cid == hover:
                r = r.move(0, -6)
            pic = (
                self._card_face("project", cid, rect.size, fanned)
                if cid
                else self.ctx.cached(
                    ("tmd-back", rect.size), lambda size=rect.size: _fast(art.card_back(size))
                )
            )
            surface.blit(pic, r)
            if cid in playable or cid in discard:
                edge = palette.LIMB if cid in (focus_card, chosen) else palette.OCHRE
                pygame.draw.rect(
                    surface,
                    edge,
                    r.inflate(4, 4),
                    3 if cid in (focus_card, chosen) else 2,
                    border_radius=9,
                )
                if cid in discard:
                    tag = fonts.text(10, "DISCARD?", palette.SPACE_DEEP, bold=True)
                    chip = pygame.Rect(0, 0, tag.get_width() + 10, 15)
                    chip.midtop = (r.centerx, r.bottom - 8)
                    pygame.draw.rect(surface, palette.OCHRE, chip, border_radius=7)
                    surface.blit(tag, tag.get_rect(center=chip.center))
        if not self.hand_rects():
            surface.blit(fonts.text(13, "no cards in hand", palette.MUTED), (14, 40))
        return _fast(surface)

    def _panel(self, seat: int) -> pygame.Surface:
        p = self.views[seat]
        view = self.view
        key = (
            view.phase != "over" and view.current == seat,
            p.corp,
            p.vp,
            tuple(sorted(p.dice.items())),
            self._hidden_dice.get(seat, ()),
            p.wild,
            p.hand_size,
            tuple(p.played),
            tuple(p.tapped),
            tuple(p.bonus),
            tuple(p.milestones),
            tuple(p.missions),
            self.panel_rect(seat).size,
            view.decider == seat,
        )
        cached = self._panel_cache.get(seat)
        if cached is not None and cached[0] == key:
            return cached[1]
        surface = _fast(self._render_panel(seat))
        self._panel_cache[seat] = (key, surface)
        return surface

    def _render_panel(self, seat: int) -> pygame.Surface:
        rect = self.panel_rect(seat)
        surface = pygame.Surface(rect.size, pygame.SRCALPHA)
        p = self.views[seat]
        view = self.view
        fonts = self.ctx.fonts
        colour = self.colour(seat)
        current = view.phase != "over" and view.current == seat
        box = surface.get_rect()
        pygame.draw.rect(surface, (*palette.PANEL, 235), box, border_radius=10)
        pygame.draw.rect(
            surface,
            colour if current else palette.PANEL_EDGE,
            box,
            3 if current else 1,
            border_radius=10,
        )
        pygame.draw.rect(surface, colour, pygame.Rect(1, 10, 5, box.height - 20), border_radius=2)
        mark = self.mark(seat, 8)
        surface.blit(mark, mark.get_rect(center=(20, 17)))
        spec = self.session.seats[seat]
        surface.blit(fonts.text(15, spec.name, palette.SAND, bold=True), (34, 7))
        name_w = fonts.get(15, True).size(spec.name)[0]
        corp = (
            C.corps[p.corp].name if p.corp else ("choosing\u2026" if view.phase == "setup" else "")
        )
        surface.blit(fonts.text(11, corp, palette.OCHRE, bold=True), (40 + name_w, 11))
        vp = fonts.text(20, f"{p.vp}", palette.SAND, bold=True)
        surface.blit(vp, vp.get_rect(topright=(box.width - 34, 3)))
        surface.blit(fonts.text(10, "VP", palette.SAND_DIM, bold=True), (box.width - 30, 10))
        if current:
            tag = fonts.text(
                9, "PLAYING" if view.decider == seat else "TURN", palette.SPACE_DEEP, bold=True
            )
            chip = pygame.Rect(0, 0, tag.get_width() + 10, 14)
            chip.topright = (box.width - 70, 9)
            pygame.draw.rect(surface, colour, chip, border_radius=7)
            surface.blit(tag, tag.get_rect(center=chip.center))
        elif view.decider == seat:
            tag = fonts.text(9, "DECIDING", palette.SPACE_DEEP, bold=True)
            chip = pygame.Rect(0, 0, tag.get_width() + 10, 14)
            chip.topright = (box.width - 70, 9)
            pygame.draw.rect(surface, palette.OCHRE, chip, border_radius=7)
            surface.blit(tag, tag.get_rect(center=chip.center))
        # dice and wild tokens
        y = 30
        x = 12
        shown: dict[str, int] = {}
        for f in self.seat_faces(seat):
            shown[f] = shown.get(f, 0) + 1
        faces = sorted(shown.items(), key=lambda fk: die_order(fk[0]))
        for face, k in faces:
            for _ in range(min(k, 3)):
                surface.blit(self._die(face, 20), (x, y))
                x += 21
            if k > 3:
                surface.blit(fonts.text(10, f"+{k - 3}", palette.SAND_DIM, bold=True), (x, y + 4))
                x += 20
            x += 3
            if x > box.width - 176:
                break
        if not faces:
            surface.blit(fonts.text(11, "no dice", palette.MUTED), (x, y + 3))
        total = sum(p.dice.values())
        lab = fonts.text(11, f"{total} dice \u00b7", palette.SAND, bold=True)
        hand = fonts.text(11, f"{p.wild} \u00b7 hand {p.hand_size}", palette.SAND, bold=True)
        right = box.width - 12
        surface.blit(hand, hand.get_rect(topright=(right, y + 4)))
        right -= hand.get_width() + 21
        surface.blit(self._icon("wild", "", 18), (right + 1, y + 1))
        surface.blit(lab, lab.get_rect(topright=(right - 2, y + 4)))
        # production box, card counts
        y = 56
        items: list[str] = list(C.corps[p.corp].production) if p.corp else []
        for cid in p.played:
            items.extend(C.cards[cid].production)
        surface.blit(fonts.text(9, "PROD", palette.SAND_DIM, bold=True), (12, y + 4))
        x = 42
        order = ["green", "blue", "grey", "red", "yellow", "wild", "vp", "draw"]
        for item in sorted(items, key=lambda i: order.index(i) if i in order else 9)[:14]:
            if item in art.DIE:
                surface.blit(self._icon("blank", item, 16), (x, y))
            elif item == "wild":
                surface.blit(self._icon("wild", "", 16), (x, y))
            else:
                surface.blit(fonts.text(10, item.upper(), palette.SAND, bold=True), (x, y + 2))
                x += 8
            x += 17
        greens = [c for c in p.played if C.cards[c].colour == "green"]
        reds = [c for c in p.played if C.cards[c].colour == "red"]
        blues = [c for c in p.played if C.cards[c].colour == "blue"]
        x = box.width - 12
        for label, cards, frame in (
            ("blue", blues, art.CARD_FRAME["blue"]),
            ("red", reds, art.CARD_FRAME["red"]),
            ("green", greens, art.CARD_FRAME["green"]),
        ):
            img = fonts.text(11, f"{len(cards)} {label}", (250, 244, 232), bold=True)
            chip = pygame.Rect(0, 0, img.get_width() + 10, 18)
            chip.topright = (x, y)
            pygame.draw.rect(surface, frame, chip, border_radius=5)
            surface.blit(img, img.get_rect(center=chip.center))
            x = chip.x - 4
        # blue cards with their state; bonus cards, milestones
        y = 80
        chips: list[tuple[str, pygame.Rect]] = []
        self._blue_chips[seat] = chips
        if box.height >= 104:
            x = 12
            for cid in blues:
                tapped = cid in p.tapped
                name = C.cards[cid].name
                font = fonts.get(10, True)
                name = art.ellipsize(font, name, 80)
                img = fonts.text(
                    10, name, (250, 244, 232) if not tapped else palette.MUTED, bold=True
                )
                chip = pygame.Rect(x, y, img.get_width() + (24 if tapped else 10), 17)
                if chip.right > box.width - 8:
                    break
                chips.append((cid, chip.move(rect.topleft)))
                pygame.draw.rect(
                    surface,
                    art.CARD_FRAME["blue"] if not tapped else (50, 56, 70),
                    chip,
                    border_radius=4,
                )
                surface.blit(img, (chip.x + 5, chip.y + 2))
                if tapped:
                    surface.blit(
                        fonts.text(9, "\u21b7", palette.SAND_DIM, bold=True),
                        (chip.right - 15, chip.y + 2),
                    )
                x = chip.right + 4
            extras = []
            if p.bonus:
                extras.append(f"{len(p.bonus)} bonus")
            if p.missions:
                n = len(p.missions)
                extras.append(f"{n} mission{'s' if n != 1 else ''}")
            if extras and x < box.width - 80:
                surface.blit(
                    fonts.text(10, " \u00b7 ".join(extras), palette.SAND_DIM), (x + 4, y + 2)
                )
        return surface

    def _popup(
        self, seat: int
    ) -> tuple[pygame.Surface, pygame.Rect, list[tuple[str, pygame.Rect]]]:
        """The tableau popup of ``seat``: its picture, where it is on the canvas (left of the
        seat's panel) and where its card strips are."""
        p = self.views[seat]
        key = (seat, tuple(p.played), tuple(p.tapped), tuple(p.bonus), p.corp)
        cached = self._popup_cache
        if cached is None or cached[0] != key:
            strips: list[tuple[str, pygame.Rect]] = []
            surface = _fast(self._render_tableau_popup(seat, strips))
            cached = self._popup_cache = (key, surface, strips)
        surface, strips = cached[1], cached[2]
        panel = self.panel_rect(seat)
        top = max(10, min(panel.y, H - 10 - surface.get_height()))
        rect = surface.get_rect(topleft=(RIGHT.x - surface.get_width() - 8, top))
        return surface, rect, [(cid, r.move(rect.topleft)) for cid, r in strips]

    def _render_tableau_popup(
        self, seat: int, strips: list[tuple[str, pygame.Rect]] | None = None
    ) -> pygame.Surface:
        """Every card one player has in play, as strips (green stacked showing cost and
        production box, red pile showing costs, blue with their used state); ``strips`` gets
        where each card's strip is on the popup."""
        p = self.views[seat]
        fonts = self.ctx.fonts
        width = 330
        groups = []
        if p.corp:
            groups.append(("CORPORATION", []))
        for colour in ("green", "red", "blue"):
            cards = [c for c in p.played if C.cards[c].colour == colour]
            groups.append((f"{colour.upper()} CARDS ({len(cards)})", cards))
        rows = sum(len(g[1]) for g in groups)
        bonus_lines = [
            wrap(fonts.get(10), f"{C.bonus[b].name}: {C.bonus[b].text}", width - 24)
            for b in p.bonus
        ]
        height = (
            36
            + rows * 25
            + len(groups) * 20
            + (70 if p.corp else 0)
            + (20 + sum(13 * len(lines) + 3 for lines in bonus_lines) if p.bonus else 0)
        )
        height = min(height, 640)
        surface = pygame.Surface((width, height), pygame.SRCALPHA)
        pygame.draw.rect(surface, (*palette.PANEL, 255), surface.get_rect(), border_radius=10)
        pygame.draw.rect(surface, self.colour(seat), surface.get_rect(), 2, border_radius=10)
        surface.blit(
            fonts.text(14, f"{self.session.name(seat)}'s tableau", palette.SAND, bold=True), (12, 8)
        )
        y = 32
        for head, cards in groups:
            if y > height - 30:
                break
            surface.blit(render_tracked(fonts.get(9, bold=True), head, palette.OCHRE, 2), (12, y))
            y += 16
            if head == "CORPORATION" and p.corp:
                corp = C.corps[p.corp]
                surface.blit(fonts.text(12, corp.name, palette.SAND, bold=True), (12, y))
                for i, line in enumerate(wrap(fonts.get(10), corp.text, width - 24)[:3]):
                    surface.blit(fonts.text(10, line, palette.SAND_DIM), (12, y + 16 + i * 13))
                y += 62
                continue
            for cid in cards:
                if y > height - 26:
                    break
                strip = self.ctx.cached(
                    ("tmd-strip", cid, cid in p.tapped, width - 24),
                    lambda cid=cid: _fast(art.card_strip(fonts, cid, width - 24, cid in p.tapped)),
                )
                surface.blit(strip, (12, y))
                if strips is not None:
                    strips.append((cid, pygame.Rect(12, y, strip.get_width(), 24)))
                y += 25
            y += 4
        if p.bonus and y < height - 20:
            surface.blit(
                render_tracked(fonts.get(9, bold=True), "BONUS CARDS", palette.OCHRE, 2), (12, y)
            )
            y += 16
            for lines in bonus_lines:
                for line in lines:
                    if y > height - 14:
                        break
                    surface.blit(fonts.text(10, line, palette.SAND_DIM), (12, y))
                    y += 13
                y += 3
        return surface

    def _render_status(self) -> pygame.Surface:
        surface = pygame.Surface(STATUS.size, pygame.SRCALPHA)
        fonts = self.ctx.fonts
        text = self.message or self.hover_hint() or self.legal_hint()
        colour = palette.LIMB if (self.message and self.message_is_error) else palette.SAND_DIM
        if self.message and not self.message_is_error:
            colour = palette.OCHRE
        lines = wrap(fonts.get(12, bold=True), text, STATUS.width - 8)[:2]
        for i, line in enumerate(lines):
            surface.blit(fonts.text(12, line, colour, bold=True), (4, 1 + i * 16))
        return surface

    def legal_hint(self) -> str:
        """A hint of what is legal now, in words."""
        if self.view.phase == "over":
            return "The game is over."
        if not self.human_to_act():
            return "Space skips ahead. Esc opens the menu. Hover a player to see their cards."
        step = self.view.step
        top = self.top_pending()
        if top is not None:
            if top.kind == "place":
                return "Hover a lit area to see the VP it scores; click to place."
            return "Choose one of the buttons (Tab / arrows + Enter work too)."
        return {
            "turn": "Production: new dice and cards. Action: support, then main.",
            "prod_keep": "Click dice to return them to the pool until you keep 3.",
            "prod_cards": "Click cards to discard them, then draw to 5 and produce.",
            "support": "Gain a die, turn a die, draw 2, use a blue card \u2014 or skip.",
            "support2": "Take your second support action.",
            "main": "Play a lit card, pay a standard project, use a blue card \u2014 or skip.",
            "after": "Use a free action, or end your turn.",
            "prod_end": "Use a free action, or end your turn.",
        }.get(step, "Tab / arrows pick an action, Enter takes it. Ctrl+Z undoes.")

    # --- the frame --------------------------------------------------------------------------
    def _redraw(self) -> None:
        self._refresh_chrome()
        self._cache["actions"] = self._render_actions()
        if self._mouse is not None:  # what is under the mouse may have changed
            self._set_hover(self._hover_at(self._mouse))
        self._cache["board"] = self._render_board()
        self._cache["header"] = self._render_header()
        self._cache["turn"] = self._render_turn_box()
        self._cache["tray"] = self._render_tray()
        self._cache["hand"] = self._render_hand()
        if self.missions_rect() is not None:
            self._cache["missions"] = self._render_missions()
        log_key = (len(self.log_lines), self.viewer)
        if self._cache.get("log") is None or self._log_key != log_key:
            self._cache["log"] = _fast(self.render_log(self.log_rect().size))
            self._log_key = log_key
        self._status_key = None
        self._dirty = False

    def update(self, dt: float) -> None:
        self._time += dt
        if self.session.is_over() and self.session.humans() and not self._show_results:
            # people read the final scoring on the table first; a button moves on
            self.anims.update(dt * self.speed())
            return
        was = (
            self.human_to_act(),
            self.session.thinking is not None,
            len(self.anims.items),
            self.session.decider(),
        )
        super().update(dt)
        now = (
            self.human_to_act(),
            self.session.thinking is not None,
            len(self.anims.items),
            self.session.decider(),
        )
        if was != now:
            self._dirty = True

    def draw(self, surface: pygame.Surface) -> None:
        keys = [k for k in self.anims.keys() if isinstance(k, tuple)]  # noqa: SIM118 (AnimQueue.keys)
        hidden = {k[1] for k in keys if k[0] == "tile"}
        if hidden != self._hidden_tiles:  # a tile drops in: the map shows it when it lands
            self._hidden_tiles = hidden
            self._dirty = True
        rolling: dict[int, tuple[str, ...]] = {}
        for k in keys:
            if k[0] == "dice":
                for seat, face in k[1]:
                    rolling[seat] = (*rolling.get(seat, ()), face)
        if rolling != self._hidden_dice:  # dice being rolled show when they land
            self._hidden_dice = rolling
            self._dirty = True
        if self._dirty:
            self._redraw()
        surface.blit(self._background(), (0, 0))
        surface.blit(self._cache["board"], BOARD.union(VPTRACK))
        surface.blit(self._cache["header"], HEADER)
        surface.blit(self._cache["turn"], TURN_BOX)
        surface.blit(self._cache["actions"], ACTIONS)
        surface.blit(self._cache["tray"], TRAY)
        surface.blit(self._cache["hand"], HAND)
        for seat in range(self.view.players):
            surface.blit(self._panel(seat), self.panel_rect(seat))
        surface.blit(self._cache["log"], self.log_rect())
        missions = self.missions_rect()
        if missions is not None:
            surface.blit(self._cache["missions"], missions)
        self._draw_live(surface)
        self.anims.draw(surface, under=True)
        self.anims.draw(surface)
        if self.view.phase == "over" and not self.anims:
            if "final" not in self._cache:
                self._cache["final"] = _fast(self._render_final())
            surface.blit(self._cache["final"], FINAL)
        self._draw_popups(surface)

    def _draw_live(self, surface: pygame.Surface) -> None:
        """What changes with the mouse and the clock: lit areas, hover and focus rings."""
        legal = self.legal()
        pulse = 0.5 + 0.5 * math.sin(self._time * 5.0)
        focus = self.focused_action()
        hover_area = self.hover[1] if self.hover and self.hover[0] == "area" else None
        places = [a.area for a in legal if isinstance(a, A.PlaceTile)]
        for area in places:
            centre = hex_centre(area)
            lit = self.ctx.cached(
                ("tmd-lit", round(pulse * 8)), lambda: self._lit_hex(round(pulse * 8))
            )
            surface.blit(lit, lit.get_rect(center=(round(centre[0]), round(centre[1]))))
        target = None
        if isinstance(focus, A.PlaceTile):
            target = focus.area
        elif hover_area in places:
            target = hover_area
        if target is not None:
            centre = hex_centre(target)
            pygame.draw.polygon(surface, palette.LIMB, art.hex_points(centre, HEX_R - 1), 3)
            top = self.top_pending()
            tile = top.tile if top is not None else "greenery"
            vp, _ = self.placement_vp(target, tile)
            tag = self.ctx.fonts.text(12, f"+{vp} VP", palette.SPACE_DEEP, bold=True)
            chip = pygame.Rect(0, 0, tag.get_width() + 12, 18)
            chip.midbottom = (round(centre[0]), round(centre[1] - HEX_R + 4))
            pygame.draw.rect(surface, palette.LIMB, chip, border_radius=9)
            surface.blit(tag, tag.get_rect(center=chip.center))
        # buttons: hover and keyboard focus
        hover_button = self.hover[1] if self.hover and self.hover[0] == "button" else None
        for b in self.buttons:
            if b.rect.bottom > ACTIONS.bottom - 4:
                continue
            if focus is not None and b.action == focus:
                pygame.draw.rect(surface, palette.LIMB, b.rect.inflate(4, 4), 2, border_radius=8)
            elif id(b) == hover_button and b.enabled:
                pygame.draw.rect(surface, palette.OCHRE, b.rect.inflate(2, 2), 2, border_radius=8)
        # status line (hint / message), re-rendered when its text changes
        key = (
            self.message,
            self.message_is_error,
            self.hover,
            self._dirty,
            id(self._cache.get("actions")),
        )
        if getattr(self, "_status_key", None) != key:
            self._cache["status"] = self._render_status()
            self._status_key = key
        surface.blit(self._cache["status"], STATUS)

    def _lit_hex(self, level: int) -> pygame.Surface:
        size = round(HEX_R * 2) + 4
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        c = (size / 2, size / 2)
        pygame.draw.polygon(surf, (255, 220, 150, 40 + level * 8), art.hex_points(c, HEX_R - 2))
        pygame.draw.polygon(
            surf, (*palette.OCHRE, 150 + level * 12), art.hex_points(c, HEX_R - 2), 3
        )
        return surf

    def _draw_popups(self, surface: pygame.Surface) -> None:
        # private choices: the corporation or bonus cards, big
        overlay = self._overlay_cards()
        if overlay:
            area = pygame.Rect(BOARD.x, BOARD.y, BOARD.width, BOARD.height + VPTRACK.height)
            shade = self.ctx.cached(("tmd-shade", area.size), lambda: self._shade(area.size))
            surface.blit(shade, area)
            top = self.top_pending()
            head = (
                "Keep one corporation (secret until all have chosen)"
                if top and top.kind == "corp"
                else "Choose a bonus card: it is played at once, for free"
            )
            img = self.ctx.fonts.text(14, head, palette.SAND, bold=True)
            surface.blit(img, img.get_rect(midtop=(area.centerx, area.y + 12)))
            hover = self.hover[1] if self.hover and self.hover[0] == "overlay" else None
            focus = self.focused_action()
            for card, rect, action in overlay:
                pic = self._card_face(card[0], card[1], rect.size)
                surface.blit(pic, rect)
                if card == hover or action == focus:
                    pygame.draw.rect(surface, palette.LIMB, rect.inflate(6, 6), 3, border_radius=12)
        # a player's tableau, while their panel or the popup itself is under the mouse
        popup: tuple[pygame.Rect, list[tuple[str, pygame.Rect]]] | None = None
        if self._popup_seat is not None and self._popup_seat < self.view.players:
            pic, rect, strips = self._popup(self._popup_seat)
            surface.blit(pic, rect)
            popup = (rect, strips)
        # an enlarged card: pinned by right-click, or under the mouse (hand, strips)
        card: tuple[str, str] | None = self.pinned_card
        if card is None and self.hover and self.hover[0] in ("card", "strip", "pstrip"):
            card = ("project", self.hover[1])
        if card is not None and not (overlay and card[0] != "project"):
            big = self._card_face(card[0], card[1], (BIG_W, BIG_H))
            anchor = None
            for cid, rect in self.hand_rects():
                if cid == card[1]:
                    anchor = rect
            where = pygame.Rect(0, 0, BIG_W, BIG_H)
            if anchor is not None:
                x = min(max(anchor.centerx - BIG_W // 2, 10), HAND.right - BIG_W)
                top = self.top_pending()
                if self.choosing is not None or (top is not None and top.seat == self.viewer):
                    # a decision is open in the action panel (the payment of the card just
                    # clicked, its tile...): keep the enlarged card off it and off the board
                    x = ACTIONS.right + 6
                where.topleft = (x, HAND.y - BIG_H + 20)
            elif popup is not None and self.hover and self.hover[0] == "pstrip":
                # beside the popup, level with the strip under the mouse
                row = next((r for cid, r in popup[1] if cid == card[1]), popup[0])
                where.right = popup[0].x - 8
                where.centery = row.centery
                where.clamp_ip(pygame.Rect(0, 10, W, H - 20))
            else:
                where.topright = (ACTIONS.x - 10, ACTIONS.y)
            surface.blit(big, where)

    def _render_final(self) -> pygame.Surface:
        """The final scoring: every player's VP by source (awards, milestones, cards, tiles,
        terraforming...), the winner, and in solo the rating band."""
        from game.ui.tmdice.scoring import SOURCES, breakdown, how_text

        surface = pygame.Surface(FINAL.size, pygame.SRCALPHA)
        pygame.draw.rect(surface, (*palette.PANEL, 246), surface.get_rect(), border_radius=12)
        pygame.draw.rect(surface, palette.OCHRE, surface.get_rect(), 2, border_radius=12)
        fonts = self.ctx.fonts
        result = self.engine.result()
        rows = breakdown(self.engine)
        n = len(rows)
        surface.blit(
            render_tracked(fonts.get(13, bold=True), "FINAL SCORING", palette.OCHRE, 3), (18, 14)
        )
        lines = wrap(fonts.get(13, bold=True), how_text(self.session), FINAL.width - 36)
        for i, line in enumerate(lines[:2]):
            surface.blit(fonts.text(13, line, palette.SAND, bold=True), (18, 34 + 16 * i))
        always = {"terraform", "tiles", "cards", "cards_end", "awards", "milestones"}
        keys = [(k, label) for k, label in SOURCES if k in always or any(b.get(k, 0) for b in rows)]
        col0 = 170
        col_w = min(150, (FINAL.width - col0 - 20) // max(1, n))
        y = 70 if len(lines) < 2 else 80
        for seat in range(n):
            x = col0 + seat * col_w
            mark = self.mark(seat, 7)
            surface.blit(mark, mark.get_rect(center=(x + 10, y + 9)))
            name = self.session.name(seat)
            surface.blit(fonts.text(12, name[:9], palette.SAND, bold=True), (x + 20, y))
        y += 26
        for i, (key, label) in enumerate(keys):
            if i % 2 == 0:
                pygame.draw.rect(
                    surface,
                    (40, 28, 34),
                    pygame.Rect(12, y - 2, FINAL.width - 24, 21),
                    border_radius=4,
                )
            surface.blit(fonts.text(13, label, palette.SAND_DIM), (20, y))
            for seat in range(n):
                v = rows[seat].get(key, 0)
                img = fonts.text(
                    13,
                    str(v) if v else "\u2013",
                    palette.SAND if v else palette.MUTED,
                    bold=bool(v),
                )
                surface.blit(img, img.get_rect(topright=(col0 + seat * col_w + 60, y)))
            y += 21
        pygame.draw.line(surface, palette.PANEL_EDGE, (16, y + 3), (FINAL.width - 16, y + 3), 1)
        y += 9
        surface.blit(fonts.text(15, "Total", palette.SAND, bold=True), (20, y))
        for seat in range(n):
            total = result.scores[seat] if result else sum(rows[seat].values())
            win = result is not None and seat in result.winners
            img = fonts.text(17, str(total), palette.LIMB if win else palette.SAND, bold=True)
            x = col0 + seat * col_w + 60
            surface.blit(img, img.get_rect(topright=(x, y - 1)))
            if win:
                star = fonts.text(15, "\u2605", palette.OCHRE, bold=True)
                surface.blit(star, star.get_rect(topright=(x - img.get_width() - 4, y)))
        y += 30
        if self.view.solo and result is not None:
            done = [
                ("temperature", self.view.temperature_c >= C.tracks.temperature.end),
                ("oxygen", self.view.oxygen_pct >= C.tracks.oxygen.end),
                ("oceans", self.view.oceans >= C.tracks.ocean_tiles),
            ]
            text = "   ".join(("\u2713 " if ok else "\u2717 ") + name for name, ok in done)
            surface.blit(
                fonts.text(12, "Parameters: " + text, palette.SAND_DIM, bold=True), (20, y)
            )
            y += 22
            score = result.scores[0]
            bands = C.tracks.bands
            surface.blit(
                render_tracked(fonts.get(10, bold=True), "SOLO BENCHMARK", palette.OCHRE, 2),
                (20, y),
            )
            y += 16
            for i, band in enumerate(bands):
                high = bands[i + 1].low - 1 if i + 1 < len(bands) else None
                rng = (
                    f"<{bands[1].low}"
                    if i == 0
                    else (f"{band.low}+" if high is None else f"{band.low}\u2013{high}")
                )
                mine = score >= band.low and (high is None or score <= high)
                colour = (
                    palette.LIMB
                    if mine and result.notes.get("counted")
                    else (palette.SAND_DIM if not mine else palette.MUTED)
                )
                col, row = divmod(i, 5)
                img = fonts.text(11, f"{rng}  {band.name}", colour, bold=mine)
                surface.blit(img, (20 + col * 240, y + row * 15))
        return surface

    def _shade(self, size: tuple[int, int]) -> pygame.Surface:
        s = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(s, (12, 8, 16, 215), s.get_rect(), border_radius=12)
        return s
