"""Settings for the whole suite.

Hypothesis times each example against a 200 ms deadline by default: a wall-clock assertion,
which a shared, loaded machine fails at random (an award's figures took 276 ms once beside
two busy processes, then 0.07 ms). Our tests never assert wall-clock times, so no deadline."""

from hypothesis import settings

settings.register_profile("mars-table", deadline=None)
settings.load_profile("mars-table")
