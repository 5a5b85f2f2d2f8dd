"""Stand-ins for what the UI reads from other packages (the games registry)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class FakeGame:
    """A registry entry with the attributes the screens read."""

    game_id: str
    title: str
    players: tuple[int, int]
    blurb: str


DIG_MARS = FakeGame(
    "digmars",
    "Dig Mars",
    (1, 4),
    "Dig across the hex map for relics and fossils before rival expeditions do.",
)
TM_DICE = FakeGame(
    "tmdice",
    "Terraforming Mars: The Dice Game",
    (1, 5),
    "Roll and spend dice to raise the temperature, fill the oceans and grow forests.",
)
HIDDEN = FakeGame("hidden", "Not Ready Yet", (2, 4), "This one has no table: not shown.")


def make_games(count: int) -> list[FakeGame]:
    """``count`` playable games with blurbs of different lengths."""
    blurbs = [
        "A short blurb.",
        "A blurb long enough to wrap onto a second line of the card, so that the card grows "
        "taller than its neighbours.",
        "A blurb that goes on and on about expeditions, dust storms, relics, fossils, rovers, "
        "rival corporations, oxygen, oceans, forests and the temperature of the red planet, "
        "long enough to need cutting short.",
    ]
    return [
        FakeGame(f"game{i}", f"Game number {i}", (1, 1 + i % 4), blurbs[i % 3])
        for i in range(count)
    ]
