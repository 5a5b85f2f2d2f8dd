"""Issue 10, point 9: without a sound device the app plays silently and Settings says sound
is unavailable; with one, the volume row describes the sounds."""

from __future__ import annotations

import pygame
import pytest
from table_helpers import frames, make_app

from game.ui.scenes import settings as settings_module
from game.ui.scenes.settings import NO_SOUND, SettingsScene


def volume_note(scene: SettingsScene) -> str:
    return dict(scene.notes())["Sound volume"]


def test_settings_says_sound_is_unavailable_without_a_sound_device(
    display: pygame.Surface, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(settings_module, "sound_available", lambda: False)
    app = make_app(display)
    scene = SettingsScene(app.ctx)
    app.stack.push(scene)
    frames(app, 2)
    assert volume_note(scene) == NO_SOUND
    assert "unavailable" in NO_SOUND and "silently" in NO_SOUND


def test_settings_describes_the_sounds_when_there_is_a_device(
    display: pygame.Surface, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(settings_module, "sound_available", lambda: True)
    app = make_app(display)
    scene = SettingsScene(app.ctx)
    app.stack.push(scene)
    frames(app, 2)
    assert volume_note(scene) == "Flips, placements and rolls."


def test_without_a_sound_device_the_sounds_are_silent_not_an_error(
    display: pygame.Surface, monkeypatch: pytest.MonkeyPatch
) -> None:
    from game.ui.shell.sound import Sounds, sound_available

    pygame.mixer.quit()
    monkeypatch.setenv("SDL_AUDIODRIVER", "no-such-driver")
    sounds = Sounds()
    assert not sounds.available and not sound_available()
    sounds.play("flip")  # nothing to hear, nothing raised
