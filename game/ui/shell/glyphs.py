"""The names of keys and buttons on screen, for the device last used: every hint line, pill
and button label that names a key asks here, so a person holding a controller reads A / B /
Start and one at the keyboard reads Enter / Esc, on every screen at once.

A hint is written once as a template with the intent in braces ("{take} takes it.  {undo}
undoes.") and `say` fills it in. The device is one for the whole app (one window, one
pointer): `Pads` sets it when the person switches between the mouse, the keys and a
controller; `generation` grows at each switch, so a screen that keeps a rendered hint knows
to draw it again.
"""

from __future__ import annotations

#: On-screen names of each intent, for the keyboard (the mouse too: its hints name keys) and
#: for a game controller (SDL's GameController names: Xbox-style letters).
NAMES: dict[str, dict[str, str]] = {
    "keys": {
        "pick": "Tab / arrows",
        "take": "Enter",
        "back": "Esc",
        "menu": "Esc",
        "undo": "Ctrl+Z",
        "hint": "H",
        "skip": "Space",
        "rules": "F1",
        "log": "L",
        "step": "\u2190 / \u2192",
        "turns": "PgUp / PgDn",
        "play": "Space",
        "view": "V",
        "speed": "+ / -",
        "type": "Enter",
        "erase": "Backspace",
        "case": "Shift",
        "done": "Enter",
        "take_mark": "\u21b5",  # a short mark on a lit choice: what takes it
        "scroll": "\u2191 / \u2193",
        "page": "PgUp / PgDn",
        "flip": "\u2190 / \u2192",
        "games": "Tab",
    },
    "pad": {
        "pick": "D-pad",
        "take": "A",
        "back": "B",
        "menu": "Start",
        "undo": "LB",
        "hint": "Y",
        "skip": "X",
        "rules": "Back",
        "log": "Back",
        "step": "D-pad",
        "turns": "LB / RB",
        "play": "A",
        "view": "X",
        "speed": "LT / RT",
        "type": "A",
        "erase": "X",
        "case": "Y",
        "done": "Start",
        "take_mark": "A",
        "scroll": "D-pad",
        "page": "LB / RB",
        "flip": "D-pad \u2190 / \u2192",
        "games": "D-pad \u2191 / \u2193",
    },
}

#: Every table's skip button (a template for `say`).
SKIP_LABEL = "Skip ahead ({skip})"

_device = "mouse"
#: Grows each time the device changes: a cached picture of a hint made at another
#: generation is stale.
generation = 0


def use(device: str) -> None:
    """The device last used: "pad", "keys" or "mouse"."""
    global _device, generation
    if device != _device:
        _device = device
        generation += 1


def device() -> str:
    return _device


def names() -> dict[str, str]:
    """Every intent's name on the device last used (the keys' for the mouse)."""
    return NAMES["pad" if _device == "pad" else "keys"]


def glyph(intent: str) -> str:
    """The name of the button or key for ``intent`` on the device last used."""
    return names()[intent]


def say(template: str) -> str:
    """``template`` with each ``{intent}`` named for the device last used."""
    return template.format_map(names())


def on_any_device(template: str) -> set[str]:
    """``template`` as each device words it (to know a sentence said before a switch)."""
    return {template.format_map(names) for names in NAMES.values()}
