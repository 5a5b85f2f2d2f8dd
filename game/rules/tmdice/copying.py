"""Copies of state models built by hand, without pydantic's per-field work: the search copies
a game's state for every action it rates (view.copy_state), modules' states included.

A copy holds the same data in new lists, dicts and models, with the same bookkeeping
(`__pydantic_fields_set__`, extra and private slots) that pydantic's own copy would leave.
"""

from __future__ import annotations

import typing
from collections.abc import Callable
from functools import cache
from typing import Any, TypeVar

from pydantic import BaseModel

M = TypeVar("M", bound=BaseModel)
Copy = Callable[[Any], Any]
_new = object.__new__
_set = object.__setattr__


def made(model: M, fields: dict[str, Any], assigned: frozenset[str]) -> M:
    """A model of `model`'s type holding `fields`, as if copied and then `assigned`."""
    out = _new(type(model))
    _set(out, "__dict__", fields)
    extra = model.__pydantic_extra__
    _set(out, "__pydantic_extra__", None if extra is None else dict(extra))
    _set(out, "__pydantic_fields_set__", model.__pydantic_fields_set__ | assigned)
    private = model.__pydantic_private__
    _set(out, "__pydantic_private__", None if private is None else dict(private))
    return out


# Leaves of plain state data, shared by a copy as they are: told apart by their exact type.
_LEAVES = frozenset((str, int, float, bool, type(None)))


def plain_copy(value: Any) -> Any:
    """A deep copy of plain state data (lists, dicts, models of them, immutable leaves),
    going by the values themselves."""
    kind = type(value)
    if kind is list:
        if _LEAVES.issuperset(map(type, value)):
            return list(value)
        return [plain_copy(v) for v in value]
    if kind is dict:
        if _LEAVES.issuperset(map(type, value.values())):
            return dict(value)
        return {k: plain_copy(v) for k, v in value.items()}
    if kind in _LEAVES:
        return value
    if isinstance(value, BaseModel):
        return model_copier(type(value))(value)
    return value


def _same(value: Any) -> Any:
    return value


@cache
def _copier(hint: Any) -> Copy:
    """How to copy a field of type `hint`, worked out once per type: a list or dict of
    leaves is copied whole, a list or dict of containers item by item, a model field by
    field; any other type (a union, say) goes by its values (`plain_copy`)."""
    if hint in _LEAVES:
        return _same
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin is list and len(args) == 1:
        item = _copier(args[0])
        return _list_copy if item is _same else _items_copy(item)
    if origin is dict and len(args) == 2:
        value = _copier(args[1])
        return _dict_copy if value is _same else _values_copy(value)
    if isinstance(hint, type) and issubclass(hint, BaseModel):
        return model_copier(hint)
    return plain_copy


def _list_copy(value: Any) -> Any:
    # a value of another type than declared (none is) goes by its value
    return list(value) if type(value) is list else plain_copy(value)


def _dict_copy(value: Any) -> Any:
    return dict(value) if type(value) is dict else plain_copy(value)


def _items_copy(item: Copy) -> Copy:
    def copy(value: Any) -> Any:
        return [item(v) for v in value] if type(value) is list else plain_copy(value)

    return copy


def _values_copy(item: Copy) -> Copy:
    def copy(value: Any) -> Any:
        if type(value) is not dict:
            return plain_copy(value)
        return {k: item(v) for k, v in value.items()}

    return copy


def _field_copier(hint: Any) -> Copy:
    try:
        return _copier(hint)
    except TypeError:  # a type that cannot be a dict key: the field goes by its values
        return plain_copy


@cache
def model_copier(cls: type[BaseModel]) -> Callable[[Any], Any]:
    """A copy of a model of class `cls`, each field copied the way its type says."""
    copiers = {name: _field_copier(info.annotation) for name, info in cls.model_fields.items()}

    def copy(model: Any) -> Any:
        fields = {k: copiers.get(k, plain_copy)(v) for k, v in model.__dict__.items()}
        return made(model, fields, frozenset())

    return copy
