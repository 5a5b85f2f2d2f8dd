"""Text read from a file, made safe to show: one line that no screen or terminal acts on.

A save, the settings, the statistics or a file's own name may hold any character: a NUL,
which the font renderer refuses (pygame raises), an escape sequence that clears a terminal,
a line break (also U+0085, U+2028, U+2029) that splits a line in two, bidi marks that turn
what follows around in a terminal, or half of a UTF-16 pair (a file name whose bytes are
not UTF-8), which cannot even be encoded. Every sentence and label that quotes text read
from a file passes it through `one_line` first: the Load screen, Continue, `saves check`,
the statistics screen and the New game screen's remembered names all do.
"""

from __future__ import annotations

import unicodedata

#: Unicode categories never shown as they are: control (Cc: NUL, tab, line feed, escape,
#: U+0085...), format (Cf: bidi marks, zero-width characters), line and paragraph
#: separators (Zl, Zp), and lone halves of a UTF-16 pair (Cs).
UNSHOWN = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})
#: What stands in for each of them: the replacement character every font draws.
STAND_IN = "\ufffd"


def one_line(text: str) -> str:
    """`text` with every character of `UNSHOWN` replaced by U+FFFD (anything else as is)."""
    if text.isprintable():  # the usual case, and nothing of UNSHOWN is printable
        return text
    return "".join(STAND_IN if unicodedata.category(c) in UNSHOWN else c for c in text)
