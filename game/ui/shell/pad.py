"""Game controllers (SDL's GameController API): their buttons and sticks become the keys the
app already answers, so every screen a keyboard plays a controller plays too.

The D-pad or the left stick moves the focus (the arrows: the same order as Tab), A takes it
(Enter), B backs out or drops a pick (Esc), Start opens the menu, a shoulder button undoes
(Ctrl+Z), Y asks for a hint (H), X skips ahead (Space), Back opens the rules (F1), the
triggers press - and + (a replay's speed). A held direction repeats, as a held key does; the
stick has a dead zone. Each key carries the button it came from, for the screens where a
button means more than its key (a replay's shoulders jump turns).

Controllers plug in and out while the app runs: each is opened when SDL says it was added and
kept by its instance id. When the one in use (or one a person claimed) goes away, ``on_lost``
is called (the app pauses a game with a sentence); a claimed one plugged in again (known by
its GUID and name, as a save keeps it) goes back to its person. The device last used
(``"pad"``, ``"keys"`` or ``"mouse"``) is handed to glyphs.py for every hint on screen; the
mouse pointer hides while a controller is used and comes back when the mouse moves.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.ui.shell import glyphs

log = logging.getLogger(__name__)

#: How far a stick must lean (of 32767) before it counts, and where it lets go again.
DEAD_ZONE = 16000
RELEASE = 8000
#: A held direction repeats after this long, then this often (seconds), like a held key.
REPEAT_DELAY = 0.4
REPEAT_EVERY = 0.12

#: A controller's buttons as the keys (and modifiers) they stand for.
BUTTON_KEYS: dict[int, tuple[int, int]] = {
    pygame.CONTROLLER_BUTTON_A: (pygame.K_RETURN, 0),
    pygame.CONTROLLER_BUTTON_B: (pygame.K_ESCAPE, 0),
    pygame.CONTROLLER_BUTTON_X: (pygame.K_SPACE, 0),
    pygame.CONTROLLER_BUTTON_Y: (pygame.K_h, 0),
    pygame.CONTROLLER_BUTTON_BACK: (pygame.K_F1, 0),
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: (pygame.K_z, pygame.KMOD_CTRL),
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: (pygame.K_z, pygame.KMOD_CTRL),
}
DIRECTIONS: dict[int, int] = {
    pygame.CONTROLLER_BUTTON_DPAD_UP: pygame.K_UP,
    pygame.CONTROLLER_BUTTON_DPAD_DOWN: pygame.K_DOWN,
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: pygame.K_LEFT,
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: pygame.K_RIGHT,
}
#: The button that opens the menu (the app asks the scene for it; else it is Esc).
START = pygame.CONTROLLER_BUTTON_START

#: The triggers, pulled past this (of 32767), press the keys that slow and speed a replay.
TRIGGER_PULL = 20000
TRIGGER_KEYS: dict[int, int] = {
    pygame.CONTROLLER_AXIS_TRIGGERLEFT: pygame.K_MINUS,
    pygame.CONTROLLER_AXIS_TRIGGERRIGHT: pygame.K_EQUALS,
}

CONTROLLER_EVENTS = frozenset(
    {
        pygame.CONTROLLERDEVICEADDED,
        pygame.CONTROLLERDEVICEREMOVED,
        pygame.CONTROLLERDEVICEREMAPPED,
        pygame.CONTROLLERBUTTONDOWN,
        pygame.CONTROLLERBUTTONUP,
        pygame.CONTROLLERAXISMOTION,
    }
)


def _key(key: int, mod: int = 0, instance: int = 0, button: int = -1) -> pygame.event.Event:
    """The key a controller's press stands for; ``button`` rides along for the screens where
    a button means more than its key (a replay's shoulders jump turns, its X changes view)."""
    return pygame.event.Event(
        pygame.KEYDOWN,
        key=key,
        mod=mod,
        unicode="",
        scancode=0,
        pad=True,
        instance_id=instance,
        button=button,
    )


class Pads:
    """The controllers plugged in, and what their presses mean as keys."""

    def __init__(self, on_lost: Callable[[int], None] | None = None) -> None:
        self.on_lost = on_lost
        self.controllers: dict[int, Any] = {}  # instance id -> opened controller (or None)
        self.device = "mouse"  # the device last used: "pad", "keys" or "mouse"
        glyphs.use(self.device)  # a new app starts with the mouse (and its hints name keys)
        self.active: int | None = None  # the instance id of the controller last used
        self._held: int | None = None  # the direction key held (D-pad or stick)
        self._held_for = 0.0
        self._repeats = 0
        self._stick: dict[int, int] = {}  # axis -> the direction key it leans to (0: none)
        self._pulled: set[int] = set()  # the triggers pulled past TRIGGER_PULL
        self._from = 0  # the instance id of the controller holding a direction
        #: Seats claimed on New game: seat index -> the instance id of its controller.
        self.claims: dict[int, int] = {}
        self._numbers: list[int] = []  # instance ids in the order first seen (1, 2, ...)
        #: Each controller's GUID and name ("" unknown): what a save keeps of a claim.
        self.identities: dict[int, str] = {}
        #: A resumed game's claims not yet given back: seat -> the controller's identity.
        self.wanted: dict[int, str] = {}
        self.available = _start()

    # --- plugging in and out ---------------------------------------------------------------
    def added(self, device_index: int, guid: str = "") -> int:
        """Open the controller SDL added; its instance id (the device index when it cannot
        be opened, as for a controller a test makes up: ``guid`` then names it)."""
        instance = device_index
        controller = None
        identity = guid
        if self.available:
            try:
                from pygame._sdl2 import controller as sdl_controller

                controller = sdl_controller.Controller(device_index)
                joystick = controller.as_joystick()
                instance = joystick.get_instance_id()
                # As a save keeps it: one line, within its 120 characters.
                identity = " ".join(f"{joystick.get_guid()} {controller.name}".split())[:120]
            except (pygame.error, ValueError, IndexError, AttributeError):
                controller = None
        self.controllers[instance] = controller
        self.identities[instance] = identity
        self.number(instance)  # numbered in the order plugged in, as people see them come
        log.info("A controller was plugged in (%s)", instance)
        self._give_back()
        return instance

    def identity(self, instance: int) -> str:
        """What a save keeps of a controller: its GUID and name ("" when SDL gave none)."""
        return self.identities.get(instance, "")

    def reclaim(self, controllers: Sequence[str]) -> None:
        """A resumed game: each seat's controller (its identity, "" none) is claimed again by
        that seat when it is plugged in, now or later (two alike go in the order seen)."""
        self.claims = {}
        self.wanted = {seat: key for seat, key in enumerate(controllers) if key}
        self._give_back()

    def _give_back(self) -> None:
        for seat, key in sorted(self.wanted.items()):
            free = [
                i
                for i, known in self.identities.items()
                if known == key and i in self.controllers and i not in self.claims.values()
            ]
            if free and seat not in self.claims:
                self.claims[seat] = free[0]
                del self.wanted[seat]
                log.info("A resumed game's seat %d has its controller again", seat)

    def removed(self, instance: int) -> None:
        controller = self.controllers.pop(instance, None)
        if controller is not None:
            with contextlib.suppress(pygame.error):
                controller.quit()
        log.info("A controller was unplugged (%s)", instance)
        was_active = instance == self.active
        if was_active:
            self.active = None
            self._held = None
            self._stick.clear()
            self.use("mouse")
        claimed = instance in self.claims.values()
        for seat, held in list(self.claims.items()):
            if held != instance:
                continue
            del self.claims[seat]  # meanwhile the person plays with the mouse or the keys
            if self.identity(instance):
                self.wanted[seat] = self.identity(instance)  # given back when plugged again
        self.identities.pop(instance, None)
        if (was_active or claimed) and self.on_lost is not None:
            self.on_lost(instance)  # the controller in use, or a person's: the game waits

    # --- which device is in use -------------------------------------------------------------
    def use(self, device: str) -> None:
        glyphs.use(device)
        if device == self.device:
            return
        self.device = device
        with contextlib.suppress(pygame.error):
            pygame.mouse.set_visible(device != "pad")

    def number(self, instance: int) -> int:
        """A controller's number for people (1 for the first one seen, 2 for the next...)."""
        if instance not in self._numbers:
            self._numbers.append(instance)
        return self._numbers.index(instance) + 1

    def claim(self, seat: int, instance: int) -> None:
        self.claims = {s: i for s, i in self.claims.items() if i != instance}
        self.claims[seat] = instance

    def claim_free_seat(self, instance: int, people: Sequence[bool]) -> bool:
        """A controller's A on New game, the first time: it claims the first person's seat
        without one (`people`: whether each seat is a person's). False when the controller
        has a seat already, or every person has one."""
        if instance in self.claims.values():
            return False
        free = [seat for seat, person in enumerate(people) if person and seat not in self.claims]
        if not free:
            return False
        self.claim(free[0], instance)
        return True

    def people_claims(self, people: Sequence[bool]) -> dict[int, int]:
        """People's seats with a controller: seat index -> the controller's number for people
        (a seat that is gone, or now a computer's, has none)."""
        return {
            seat: self.number(instance)
            for seat, instance in self.claims.items()
            if seat < len(people) and people[seat]
        }

    def keep_people_claims(self, people: Sequence[bool]) -> None:
        """Only people keep a controller when their game starts."""
        self.claims = {s: i for s, i in self.claims.items() if s < len(people) and people[s]}

    def glyph(self, intent: str) -> str:
        """The name of the button or key for ``intent`` on the device last used."""
        return glyphs.glyph(intent)

    def noticed(self, event: pygame.event.Event) -> None:
        """A window event that says which device the person uses now."""
        moved = event.type == pygame.MOUSEMOTION and getattr(event, "rel", (1, 1)) != (0, 0)
        if moved or event.type == pygame.MOUSEBUTTONDOWN:
            self.use("mouse")
        elif event.type == pygame.KEYDOWN and not getattr(event, "pad", False):
            self.use("keys")

    # --- events -----------------------------------------------------------------------------
    def translate(self, event: pygame.event.Event) -> list[pygame.event.Event] | None:
        """The keys a controller event stands for ([] for none), or None when ``event`` is
        not a controller's. START comes back as an Esc marked ``start=True``."""
        kind = event.type
        if kind not in CONTROLLER_EVENTS:
            return None
        if kind == pygame.CONTROLLERDEVICEADDED:
            self.added(getattr(event, "device_index", 0), getattr(event, "guid", ""))
            return []
        if kind == pygame.CONTROLLERDEVICEREMOVED:
            self.removed(getattr(event, "instance_id", -1))
            return []
        instance = getattr(event, "instance_id", 0)
        if kind == pygame.CONTROLLERBUTTONDOWN:
            self._touched(instance)
            button = event.button
            if button in DIRECTIONS:
                return self._hold(DIRECTIONS[button], instance)
            if button == START:
                escape = _key(pygame.K_ESCAPE, 0, instance)
                escape.start = True
                return [escape]
            if button in BUTTON_KEYS:
                key, mod = BUTTON_KEYS[button]
                return [_key(key, mod, instance, button)]
            return []
        if kind == pygame.CONTROLLERBUTTONUP:
            if DIRECTIONS.get(event.button) == self._held:
                self._held = None
            return []
        if kind == pygame.CONTROLLERAXISMOTION:
            return self._axis(instance, event.axis, event.value)
        return []

    def _touched(self, instance: int) -> None:
        self.active = instance
        self.controllers.setdefault(instance, None)
        self.number(instance)
        self.use("pad")

    def _hold(self, key: int, instance: int) -> list[pygame.event.Event]:
        self._held, self._held_for, self._repeats, self._from = key, 0.0, 0, instance
        return [_key(key, 0, instance)]

    def _axis(self, instance: int, axis: int, value: int) -> list[pygame.event.Event]:
        if axis in TRIGGER_KEYS:
            return self._trigger(instance, axis, value)
        if axis == pygame.CONTROLLER_AXIS_LEFTX:
            keys = (pygame.K_LEFT, pygame.K_RIGHT)
        elif axis == pygame.CONTROLLER_AXIS_LEFTY:
            keys = (pygame.K_UP, pygame.K_DOWN)
        else:
            return []
        was = self._stick.get(axis, 0)
        if abs(value) < (RELEASE if was else DEAD_ZONE):
            self._stick[axis] = 0
            if was and self._held == was:
                self._held = None
            return []
        now = keys[0] if value < 0 else keys[1]
        if now == was:
            return []
        self._stick[axis] = now
        self._touched(instance)
        return self._hold(now, instance)

    def _trigger(self, instance: int, axis: int, value: int) -> list[pygame.event.Event]:
        """A trigger presses its key once as it is pulled, again only after it was let go."""
        if value < RELEASE:
            self._pulled.discard(axis)
            return []
        if value < TRIGGER_PULL or axis in self._pulled:
            return []
        self._pulled.add(axis)
        self._touched(instance)
        return [_key(TRIGGER_KEYS[axis], 0, instance)]

    def update(self, dt: float) -> list[pygame.event.Event]:
        """The repeats of a held direction due after ``dt`` more seconds."""
        if self._held is None:
            return []
        self._held_for += dt
        due = (
            0
            if self._held_for < REPEAT_DELAY
            else 1 + int((self._held_for - REPEAT_DELAY) / REPEAT_EVERY)
        )
        events = [_key(self._held, 0, self._from) for _ in range(due - self._repeats)]
        self._repeats = max(self._repeats, due)
        return events


def _start() -> bool:
    """Start SDL's controller subsystem; False (and nothing else) when it cannot."""
    try:
        from pygame._sdl2 import controller as sdl_controller

        if not sdl_controller.get_init():
            sdl_controller.init()
        return True
    except (ImportError, pygame.error, AttributeError) as error:
        log.info("No game controllers: %s", error)
        return False
