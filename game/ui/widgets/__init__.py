"""Our own drawing on cached surfaces: backdrop, wordmark, panels; later the board and dice."""
