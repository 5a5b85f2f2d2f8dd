"""Bot-driven commands: simulate, bench, the example saves and autoplay (the real app played
by computer seats, headless)."""
