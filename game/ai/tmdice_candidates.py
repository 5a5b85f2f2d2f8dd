"""The TM Dice actions worth a thought: what the hard bot's search weighs for every seat.

Two kinds of legal action are left out, both ones a good player never takes:

- **Skip while a free die or a main action is there.** Taking a die from the pool costs
  nothing (000, Support actions), and a main action only spends dice already held, so
  skipping either leaves the seat poorer. Skip stays where the only support actions cost a
  resource (drawing cards, turning a die), and wherever else the rules offer it.
- **Paying with more wild tokens than the same card or project needs.** Each payment of a
  card lists which icons the wild tokens stand in for; only the payments with the fewest
  tokens are kept (which dice stay in hand still varies among them). A wild token is a
  face of the player's choice for later, a die is not.

The rival in a sampled world is then modelled as a player who does not idle, and the
search's visits go to choices that differ. The greedy bot chose the same way in every one of
five seeded two-player games (no skipped support, one skipped main action of 233, and the
fewest tokens in all 71 payments with a choice).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from game.rules.core import SeatView
from game.rules.tmdice.actions import (
    BuildColony,
    GainDie,
    PlayCard,
    Skip,
    Terraform,
    TradeColony,
    UseBlue,
)

# Actions whose presence makes skipping a loss: a free die, or a main action. (Not a second
# support: it may lead only to support actions that cost a resource, with no skip offered.)
_BETTER_THAN_SKIP = (GainDie, PlayCard, Terraform, BuildColony, TradeColony)


def candidates(view: SeatView) -> list[Any]:
    """The seat's legal actions without idle skips and without payments that spend more
    wild tokens than the same purchase needs, in the legal list's order."""
    return purposeful(view.legal_actions())


def purposeful(legal: Sequence[Any]) -> list[Any]:
    """`legal` without the two kinds of waste described in the module's docstring."""
    skip_wasteful = any(isinstance(a, _BETTER_THAN_SKIP) for a in legal)
    fewest: dict[Hashable, int] = {}
    for action in legal:
        paid = _purchase(action)
        if paid is not None:
            fewest[paid] = min(fewest.get(paid, _wilds(action)), _wilds(action))
    kept = []
    for action in legal:
        if skip_wasteful and isinstance(action, Skip):
            continue
        paid = _purchase(action)
        if paid is not None and _wilds(action) > fewest[paid]:
            continue
        kept.append(action)
    return kept or list(legal)


def _purchase(action: Any) -> Hashable | None:
    """What a payment buys (the same for every way of paying it), or None for other actions."""
    if isinstance(action, PlayCard | UseBlue):
        return (type(action).__name__, action.card)
    if isinstance(action, Terraform):
        return ("terraform", action.what)
    if isinstance(action, BuildColony):
        return ("build", action.tile)
    if isinstance(action, TradeColony):
        return ("trade", action.tile, action.pay)
    return None


def _wilds(action: Any) -> int:
    if isinstance(action, PlayCard | UseBlue):
        return len(action.wild_for)
    return int(action.wilds)
