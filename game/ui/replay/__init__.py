"""Watching a finished or saved game again: positions, a read-only session, the viewer."""
