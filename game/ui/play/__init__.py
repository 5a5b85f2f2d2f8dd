"""A game in play, whatever the game: the session (match, seats, computer turns), the seats
themselves (seats), autosaving (saving), resuming a saved game (resume) and opening a game's
table (tables)."""
