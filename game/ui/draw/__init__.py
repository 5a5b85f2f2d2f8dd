"""Drawing helpers shared by every screen: the scaled canvas, text, theme, palette,
animation timing, asset loading and the app icon."""
