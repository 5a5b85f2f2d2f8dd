"""The screens: pygame-ce draws the game, pygame-gui the chrome. Reads state, sends actions.

Entry points: ``game.ui.app.run_app`` (the window) and ``game.ui.app.smoke`` (a headless
screenshot of the title screen).
"""

import os

# Keep pygame's greeting off the console; set before any module here imports pygame.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
