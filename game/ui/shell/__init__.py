"""The app shell: the window and its main loop (app), the scene stack (scene), what every
scene shares (context) and the generated sounds (sound)."""
