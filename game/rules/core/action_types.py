"""Does an action object have fields of the types its class declares?

Actions are frozen dataclasses built in Python by screens, bots and tests; nothing checks their
field types when they are made. `Engine.apply` asks `misfit_sentence` first, so that a Move with
a string where a square number belongs is refused with a sentence instead of tripping the
rules with a TypeError halfway through a change.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Callable
from functools import cache
from typing import Any, Literal, Union

from pydantic import BaseModel

_WORDS: dict[type, str] = {
    int: "a whole number",
    bool: "yes or no (True or False)",
    str: "a piece of text",
    float: "a number",
}

# A compiled type check: does a value fit one hint?
Check = Callable[[Any], bool]


@cache
def _field_hints(cls: type) -> tuple[tuple[str, Any], ...] | None:
    """(field name, type hint) for each field of an action class; None if it cannot tell."""
    try:
        hints = typing.get_type_hints(cls)
    except Exception:  # a hint that does not resolve: no check rather than a wrong one
        return None
    if dataclasses.is_dataclass(cls):
        names = [f.name for f in dataclasses.fields(cls)]
    elif issubclass(cls, BaseModel):
        names = list(cls.model_fields)
    else:
        return None
    return tuple((name, hints[name]) for name in names if name in hints)


@cache
def _field_checks(cls: type) -> tuple[tuple[str, Any, Check], ...] | None:
    """(field name, type hint, its check) for each field of an action class; None if it
    cannot tell."""
    hints = _field_hints(cls)
    if hints is None:
        return None
    return tuple((name, hint, _checker(hint)) for name, hint in hints)


def fits(value: Any, hint: Any) -> bool:
    """Whether `value` is of the type `hint` (bool is not an int here, nor an int a bool).
    Hints this does not know are taken to fit."""
    return _checker(hint)(value)


def _checker(hint: Any) -> Check:
    """The check of `hint`, worked out once per hint: `apply` asks it of every action that
    is not the listed object itself (a bot's trial in a copied world), and reading a hint's
    origin and arguments each time cost more than the rest of the check."""
    try:
        return _cached_checker(hint)
    except TypeError:  # a hint that cannot be a dict key: built afresh each time
        return _compile(hint)


@cache
def _cached_checker(hint: Any) -> Check:
    return _compile(hint)


def _always(value: Any) -> bool:
    return True


def _compile(hint: Any) -> Check:
    """The check of one hint, branch for branch what `fits` promises."""
    if hint is Any or hint is object:
        return _always
    if hint is None or hint is type(None):
        return lambda value: value is None
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin is typing.Annotated:
        return _checker(args[0])
    if origin is Literal:
        return lambda value: any(type(value) is type(arg) and value == arg for arg in args)
    if origin is Union or origin is types.UnionType:
        return _any_of(tuple(_checker(arg) for arg in args))
    if origin in (tuple, list, set, frozenset):
        return _collection(origin, args)
    if origin is dict:
        return _mapping(args)
    if hint is bool:
        return lambda value: type(value) is bool
    if hint is int:
        return lambda value: isinstance(value, int) and not isinstance(value, bool)
    if hint is float:
        return lambda value: isinstance(value, int | float) and not isinstance(value, bool)
    if isinstance(hint, type):
        return lambda value: isinstance(value, hint)
    return _always


def _any_of(checks: tuple[Check, ...]) -> Check:
    return lambda value: any(check(value) for check in checks)


def _collection(origin: Any, args: tuple[Any, ...]) -> Check:
    """tuple / list / set / frozenset: of that type, with items that fit (a fixed tuple: one
    item per argument, each its own)."""
    if origin is tuple and args and args[-1] is not Ellipsis:
        each = tuple(_checker(arg) for arg in args)
        return lambda value: (
            isinstance(value, tuple)
            and len(value) == len(each)
            and all(check(v) for check, v in zip(each, value, strict=True))
        )
    if not args:
        return lambda value: isinstance(value, origin)
    item = _checker(args[0])
    return lambda value: isinstance(value, origin) and all(item(v) for v in value)


def _mapping(args: tuple[Any, ...]) -> Check:
    if not args:
        return lambda value: isinstance(value, dict)
    key, item = _checker(args[0]), _checker(args[1])
    return lambda value: (
        isinstance(value, dict) and all(key(k) and item(v) for k, v in value.items())
    )


def _shown(value: Any) -> str:
    try:
        text = repr(value)
    except Exception:
        text = f"a {type(value).__name__}"
    return text if len(text) <= 30 else text[:27] + "..."


def misfit_sentence(action: Any) -> str | None:
    """A sentence saying which field of `action` has the wrong type, or None if all fit (or
    the action's class is not one this can check)."""
    cls: Any = type(action)
    checks = _field_checks(cls)
    if checks is None:
        return None
    for name, hint, check in checks:
        value = getattr(action, name, None)
        if not check(value):
            want = _WORDS.get(hint, "")
            should = f"; it should be {want}" if want else ""
            return (
                f"That move cannot be made: its {name.replace('_', ' ')} is "
                f"{_shown(value)}{should}."
            )
    return None
