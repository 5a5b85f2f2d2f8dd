"""Terraforming Mars: The Dice Game — rules engine (engine.py), actions, state and content.

Content lives in assets/data/tmdice/ (see DECISIONS.md there for what the rule texts leave
open); `content.content_counts()` feeds `python -m game content tmdice`.
"""
