"""The action panel's grid of button slots, as numbers (no pygame): two columns of three rows
at the panel's foot, numbered from the top left across and down. The last slot (bottom right)
is kept for the choice that lets the moment go (Continue, Pass, Done, End turn): it is always
there, and no other choice ever takes its place."""

from __future__ import annotations

SLOT_COLUMNS = 2
SLOT_ROWS = 3
SLOTS = SLOT_COLUMNS * SLOT_ROWS
SETTLE_SLOT = SLOTS - 1
BACK_SLOT = SLOTS - 2  # bottom left
MORE_SLOT = SLOTS - 3  # above Back
