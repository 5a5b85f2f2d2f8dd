"""Engine bugs the contract suite has found and that their owners have still to fix.

The registry-wide tests spare exactly these (so that they keep guarding everything else in
the same game); test_contract_known_bugs.py holds each one as a small strict xfail, which
fails the day the engine is fixed: then delete its entry here and its test there.
"""

from __future__ import annotations

# game id -> top-level state fields a clone shares with its original
SHARED_FIELDS: dict[str, frozenset[str]] = {}

# game id -> event kinds that show seats something new without being marked as a reveal
UNMARKED_REVEALS: dict[str, frozenset[str]] = {}
