"""The screens: pygame-ce draws the game, pygame-gui the chrome. Reads state, sends actions.

Entry points: ``game.ui.app.run_app`` (the window), ``game.ui.app.smoke`` (a headless
screenshot of the title screen) and ``game.ui.autoplay.autoplay`` (computer seats play a whole
game in the real app, headless, with frame-time figures).

Layout: ``scenes/`` (title, new game, the shared table machinery, pass screen, menu, results,
rules, settings), ``digmars/`` (the Dig Mars table, its pictures, words, scores and rules
pages), ``tables.py`` (where a game's table plugs in), ``session.py`` (the match, the seats and
the computer's worker thread).
"""

import os

# Keep pygame's greeting off the console; set before any module here imports pygame.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
