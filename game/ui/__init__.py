"""The screens: pygame-ce draws the game, pygame-gui the chrome. Reads observations, sends
actions; never computes a rule.

Entry points: ``game.ui.shell.app.run_app`` (the window) and ``game.ui.shell.smoke.smoke`` (a
headless screenshot of the title screen).

Layout: ``shell/`` (the window, the scene stack, the shared context, sounds), ``draw/``
(canvas, text, theme, palette, animation timing, assets, icon), ``play/`` (a game in play:
session, bots thinking, hints, seats, saving, resuming, opening a table, results scores),
``scenes/`` (title, new game, the shared table machinery, pass screen, menu, results, review,
rules, settings, load, stats, dialogs), ``replay/`` (the replay viewer), ``widgets/``
(backdrop, panels, wordmark), and one package per game's table (``digmars/``, ``tmdice/``,
``cockroach/``).
"""

import os

# Keep pygame's greeting off the console; set before any module here imports pygame.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
