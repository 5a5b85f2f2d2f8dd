"""TM Dice rules tests: `game` from this checkout and `tmdice_helpers` from beside this file,
whatever pytest's import mode."""

from __future__ import annotations

import sys
from pathlib import Path

for _path in (Path(__file__).resolve().parents[4], Path(__file__).resolve().parents[1]):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))
