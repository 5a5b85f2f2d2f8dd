"""End-to-end tests never read or write the real user's settings, saves or logs."""

from __future__ import annotations

import os
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["MARS_TABLE_CONFIG_DIR"] = tempfile.mkdtemp(prefix="mars-table-test-config-")
os.environ["MARS_TABLE_DATA_DIR"] = tempfile.mkdtemp(prefix="mars-table-test-data-")
os.environ["MARS_TABLE_LOG_DIR"] = tempfile.mkdtemp(prefix="mars-table-test-logs-")
