"""Loading content (cards, tiles, maps) from assets/data, validated by pydantic.

Content is immutable data read once; a bad file fails with one sentence naming the file, the
entry and the field, never a stack of validation internals.
"""

from __future__ import annotations

import json
from functools import cache
from typing import TypeVar

from pydantic import BaseModel, ValidationError

from game.paths import asset_path

M = TypeVar("M", bound=BaseModel)


class ContentError(Exception):
    """A content file that cannot be used; the message names the file, entry and field."""


def _where(loc: tuple[int | str, ...], raw: object) -> str:
    """'tiles[3] (id 3) field dig' from a pydantic error location."""
    parts: list[str] = []
    node = raw
    for step in loc:
        if isinstance(step, int):
            label = f"[{step}]"
            if isinstance(node, list) and 0 <= step < len(node):
                node = node[step]
                ident = node.get("id") if isinstance(node, dict) else None
                if ident is not None:
                    label += f" (id {ident})"
            parts.append(label)
        else:
            parts.append(f".{step}")
            node = node.get(step) if isinstance(node, dict) else None
    return "".join(parts).lstrip(".")


def parse_content(model: type[M], text: str, name: str) -> M:
    """Validate JSON text as `model`; ContentError naming `name`, the entry and the field."""
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as err:
        raise ContentError(f"{name}: not valid JSON (line {err.lineno}: {err.msg}).") from None
    try:
        return model.model_validate(raw)
    except ValidationError as err:
        first = err.errors()[0]
        where = _where(tuple(first["loc"]), raw)
        msg = first["msg"].removeprefix("Value error, ")
        if not where:  # the file as a whole (a rule across entries, or the wrong shape)
            raise ContentError(f"{name}: {msg}.") from None
        raise ContentError(f"{name}: entry {where}: {msg}.") from None


@cache
def _load(model: type[BaseModel], *parts: str) -> BaseModel:
    path = asset_path("data", *parts)
    return parse_content(model, path.read_text(encoding="utf-8"), "/".join(("data", *parts)))


def load_content(model: type[M], *parts: str) -> M:
    """The validated content file assets/data/<parts...>, read once and cached."""
    # The cache is keyed by the model class, so what it holds for `model` is a `model`.
    return _load(model, *parts)  # type: ignore[return-value]
