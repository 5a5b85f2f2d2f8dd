"""The scene stack: push, pop, replace and clear call the right hooks; only the top scene plays."""

from __future__ import annotations

import pygame
import pytest

from game.ui.shell.scene import Scene, SceneStack


class Recorder(Scene):
    """A scene that writes every hook call into a shared log."""

    def __init__(self, name: str, log: list[str], overlay: bool = False) -> None:
        super().__init__()
        self.name = name
        self.log = log
        self.overlay = overlay
        self.events: list[pygame.event.Event] = []
        self.updates: list[float] = []

    def enter(self) -> None:
        self.log.append(f"{self.name}.enter")

    def exit(self) -> None:
        self.log.append(f"{self.name}.exit")

    def pause(self) -> None:
        self.log.append(f"{self.name}.pause")

    def resume(self) -> None:
        self.log.append(f"{self.name}.resume")

    def handle_event(self, event: pygame.event.Event) -> bool:
        self.events.append(event)
        return True

    def update(self, dt: float) -> None:
        self.updates.append(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.log.append(f"{self.name}.draw")


def key(k: int = pygame.K_a) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="a", scancode=4)


def test_push_enters_the_new_scene_and_pauses_the_one_below() -> None:
    log: list[str] = []
    stack = SceneStack()
    a, b = Recorder("a", log), Recorder("b", log)
    stack.push(a)
    stack.push(b)
    assert log == ["a.enter", "a.pause", "b.enter"]
    assert stack.top is b
    assert list(stack) == [a, b]
    assert b.stack is stack


def test_pop_exits_the_top_scene_and_resumes_the_one_below() -> None:
    log: list[str] = []
    stack = SceneStack()
    a, b = Recorder("a", log), Recorder("b", log)
    stack.push(a)
    stack.push(b)
    log.clear()
    assert stack.pop() is b
    assert log == ["b.exit", "a.resume"]
    assert stack.top is a
    with pytest.raises(RuntimeError):
        _ = b.stack


def test_replace_swaps_the_top_scene_without_waking_the_one_below() -> None:
    log: list[str] = []
    stack = SceneStack()
    a, b, c = Recorder("a", log), Recorder("b", log), Recorder("c", log)
    stack.push(a)
    stack.push(b)
    log.clear()
    assert stack.replace(c) is b
    assert log == ["b.exit", "c.enter"]
    assert list(stack) == [a, c]


def test_replace_on_an_empty_stack_just_puts_the_scene_in() -> None:
    log: list[str] = []
    stack = SceneStack()
    assert stack.replace(Recorder("a", log)) is None
    assert log == ["a.enter"]


def test_clear_exits_every_scene_from_the_top_down() -> None:
    log: list[str] = []
    stack = SceneStack()
    for name in "abc":
        stack.push(Recorder(name, log))
    log.clear()
    stack.clear()
    assert log == ["c.exit", "b.exit", "a.exit"]
    assert len(stack) == 0 and stack.top is None


def test_pop_on_an_empty_stack_says_so() -> None:
    with pytest.raises(IndexError, match="empty"):
        SceneStack().pop()


def test_a_scene_cannot_be_on_the_stack_twice() -> None:
    stack = SceneStack()
    a = Recorder("a", [])
    stack.push(a)
    with pytest.raises(ValueError, match="already"):
        stack.push(a)


def test_events_and_updates_reach_only_the_top_scene() -> None:
    stack = SceneStack()
    a, b = Recorder("a", []), Recorder("b", [])
    stack.push(a)
    stack.push(b)
    event = key()
    assert stack.handle_event(event) is True
    stack.update(0.016)
    assert b.events == [event] and b.updates == [0.016]
    assert a.events == [] and a.updates == []
    stack.pop()
    stack.handle_event(event)
    assert a.events == [event]


def test_an_empty_stack_ignores_events() -> None:
    assert SceneStack().handle_event(key()) is False


def test_only_the_top_scene_is_drawn_unless_it_is_an_overlay() -> None:
    log: list[str] = []
    stack = SceneStack()
    surface = pygame.Surface((8, 8))
    stack.push(Recorder("a", log))
    stack.push(Recorder("b", log))
    log.clear()
    stack.draw(surface)
    assert log == ["b.draw"]

    stack.push(Recorder("dialog", log, overlay=True))
    log.clear()
    stack.draw(surface)
    assert log == ["b.draw", "dialog.draw"]


def test_request_quit_keeps_the_exit_code() -> None:
    stack = SceneStack()
    assert not stack.quit_requested
    stack.request_quit(3)
    assert stack.quit_requested and stack.exit_code == 3


def test_a_scene_may_change_the_stack_while_handling_an_event() -> None:
    log: list[str] = []
    stack = SceneStack()

    class Opener(Recorder):
        def handle_event(self, event: pygame.event.Event) -> bool:
            self.stack.push(Recorder("menu", self.log))
            return True

    opener = Opener("opener", log)
    stack.push(opener)
    stack.handle_event(key())
    assert stack.top is not opener
    assert log[-2:] == ["opener.pause", "menu.enter"]
