"""Issue 38, point 6: words a player would use at the TM Dice table -- "Pick 1 die", never
"1 dice"; "You: +2 VP (terraforming)"; "Ada built a colony on Luna Exchange"; "End of the
colonies round: fleets home, markers up"; a dealt choice is "hidden from the others", never
"only you see this" (a replay may be watched from that seat by someone else)."""

from __future__ import annotations

from game.rules.core.events import emit
from game.rules.tmdice import figures
from game.ui.tmdice.log_lines import event_line
from game.ui.tmdice.words import dice

NAMES = ("Ada", "Boris")


def _line(kind: str, data: dict[str, object], viewer: int | None = 0, **kw: object) -> str:
    event = emit(kind, data, **kw)  # type: ignore[arg-type]
    line = event_line(event.seen_by(viewer), NAMES.__getitem__, lambda s: (1, 2, 3), viewer)
    assert line is not None
    return line[0]


def test_one_die_and_two_dice() -> None:
    assert dice(1) == "1 die"
    assert dice(2) == "2 dice"


def test_vp_lines_say_whose_points() -> None:
    line = _line("vp", {"seat": 0, "n": 2, "source": "terraform"})
    assert line == "You: +2 VP (terraforming)."
    assert _line("vp", {"seat": 1, "n": 1, "source": "terraform"}).startswith("Boris: +1 VP")


def test_colony_lines() -> None:
    tile = "luna_exchange"
    name = figures.colony_tile(tile).name
    built = _line("colony_built", {"seat": 1, "tile": tile, "spot": 0})
    assert built == f"Boris built a colony on {name}."
    assert _line("colony_built", {"seat": 0, "tile": tile, "spot": 0}).startswith("You built")
    end = _line("colonies_round_end", {})
    assert end == "End of the colonies round: fleets home, markers up."
    traded = _line("colony_traded", {"seat": 1, "tile": tile, "step": 3})
    assert traded.startswith(f"Boris traded with {name}")
    assert "colony" not in _line("colony_fleet_added", {"seat": 0}).split()[0].lower()


def test_a_dealt_choice_never_says_only_you_see_this() -> None:
    """A replay may be watched from this seat by someone else: the line says the choice is
    hidden from the others, not that "only you" see it."""
    line = _line(
        "corporations_dealt",
        {"seat": 0},
        secret={"corps": ["helion_forge", "verdant_vale"]},
        secret_to=(0,),
    )
    assert "only you" not in line and "hidden from the others" in line


def test_every_milestone_rule_fits_its_box() -> None:
    """Issue 38, point 8: a milestone's text fits its box in the header at 1280x720, whole."""
    import pygame

    from game.rules.tmdice.content import content
    from game.ui.draw.text import FontBook
    from game.ui.tmdice.header import RULE_PITCH, RULE_TOP, milestone_lines
    from game.ui.tmdice.layout import milestone_rects

    pygame.font.init()
    fonts = FontBook()
    box = milestone_rects()[0]
    for m in content().miles.values():
        lines = milestone_lines(fonts, m.text, box.width - 12)
        assert " ".join(lines) == m.text
        bottom = RULE_TOP + (len(lines) - 1) * RULE_PITCH + fonts.get(9).get_height()
        assert bottom <= box.height, (m.name, bottom)
        assert all(fonts.get(9).size(line)[0] <= box.width - 12 for line in lines)
