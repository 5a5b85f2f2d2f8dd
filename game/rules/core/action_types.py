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
from functools import cache
from typing import Any, Literal, Union

from pydantic import BaseModel

_WORDS: dict[type, str] = {
    int: "a whole number",
    bool: "yes or no (True or False)",
    str: "a piece of text",
    float: "a number",
}


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


def fits(value: Any, hint: Any) -> bool:
    """Whether `value` is of the type `hint` (bool is not an int here, nor an int a bool).
    Hints this does not know are taken to fit."""
    if hint is Any or hint is object:
        return True
    if hint is None or hint is type(None):
        return value is None
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin is typing.Annotated:
        return fits(value, args[0])
    if origin is Literal:
        return any(type(value) is type(arg) and value == arg for arg in args)
    if origin is Union or origin is types.UnionType:
        return any(fits(value, arg) for arg in args)
    if origin in (tuple, list, set, frozenset):
        if not isinstance(value, origin):
            return False
        if origin is tuple and args and args[-1] is not Ellipsis:
            return len(value) == len(args) and all(
                fits(v, a) for v, a in zip(value, args, strict=True)
            )
        return not args or all(fits(v, args[0]) for v in value)
    if origin is dict:
        if not isinstance(value, dict):
            return False
        return not args or all(fits(k, args[0]) and fits(v, args[1]) for k, v in value.items())
    if hint is bool:
        return type(value) is bool
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if hint is float:
        return isinstance(value, int | float) and not isinstance(value, bool)
    if isinstance(hint, type):
        return isinstance(value, hint)
    return True


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
    hints = _field_hints(cls)
    if hints is None:
        return None
    for name, hint in hints:
        value = getattr(action, name, None)
        if not fits(value, hint):
            want = _WORDS.get(hint, "")
            should = f"; it should be {want}" if want else ""
            return (
                f"That move cannot be made: its {name.replace('_', ' ')} is "
                f"{_shown(value)}{should}."
            )
    return None
