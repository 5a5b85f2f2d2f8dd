"""File sizes in sentences, so that the figures a sentence compares add up.

"This file is 4.0 MB, far larger than any save (at most 4.0 MB)" said nothing true about a
file a few bytes over the limit: both figures are written with as many decimals as it takes
to tell them apart (bytes when even three are not enough), and "far" is said only when the
size is at least twice the limit.
"""

from __future__ import annotations

MB = 1024 * 1024


def megabytes(size: int, decimals: int = 1) -> str:
    """'4.0 MB'."""
    return f"{size / MB:.{decimals}f} MB"


def sizes_apart(size: int, limit: int) -> tuple[str, str]:
    """`size` and `limit` written so that they differ when they do: '4.2 MB', '4.0 MB';
    '4.001 MB', '4.000 MB'; '4,194,305 bytes', '4,194,304 bytes'."""
    for decimals in (1, 2, 3):
        shown = megabytes(size, decimals), megabytes(limit, decimals)
        if shown[0] != shown[1] or size == limit:
            return shown
    return f"{size:,} bytes", f"{limit:,} bytes"


def larger(size: int, limit: int) -> str:
    """'far larger' when `size` is at least twice `limit`, else 'larger'."""
    return "far larger" if size >= 2 * limit else "larger"


def over_the_limit(size: int, limit: int, what: str) -> str:
    """'4,194,305 bytes, larger than any save (at most 4,194,304 bytes)' (what: 'any save')."""
    shown, most = sizes_apart(size, limit)
    return f"{shown}, {larger(size, limit)} than {what} (at most {most})"
