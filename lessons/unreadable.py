"""Where a lesson file that cannot be read goes wrong: the field of the lesson its problem's
line falls in, found from the text's layout alone (``steps[2]``, ``intro``), since the file
cannot be parsed to say so. :mod:`lessons.loader` words a problem with it, as ``FILE: FIELD:
problem`` like every other problem with a lesson, and judges by its left margin whether a file
it cannot read is a lesson (:func:`lessons.loader.is_lesson_file`)."""

from __future__ import annotations

import re
from pathlib import Path

from engine.scenario import MAX_FILE_BYTES

TOP_KEY = re.compile(r"([A-Za-z_][\w-]*)[ \t]*:(?:[ \t]|$)")  # a field at the left margin
_ITEM = re.compile(r"([ \t]*)-(?:[ \t]|$)")  # a list item's dash, and its indentation
_LINE = re.compile(r"\bline (\d+)\b")


def sniff(path: Path) -> str:
    """As much of a file's text as is safe to look at when it cannot be read as a whole: its
    first :data:`MAX_FILE_BYTES` bytes, undecodable bytes replaced ("" if it cannot be opened)."""
    try:
        with path.open("rb") as f:
            return f.read(MAX_FILE_BYTES).decode("utf-8", errors="replace")
    except OSError:
        return ""


def field_at(text: str, line: int) -> str:
    r"""The lesson field that holds line ``line`` (from 1) of a lesson's text, as its layout
    shows it (``steps[2]``, ``intro``): for a file that cannot be parsed; "" before any field.

    >>> field_at("game: loo\nsteps:\n  - id: a\n  - id: b\n    text: x\n", 5)
    'steps[1]'
    """
    lines = text.split("\n")[:line]
    for n in range(len(lines) - 1, -1, -1):
        key = TOP_KEY.match(lines[n])
        if key:
            break
    else:
        return ""
    items = [m for m in map(_ITEM.match, lines[n + 1 :]) if m]
    if not items:
        return key.group(1)
    lead = min(len(m.group(1)) for m in items)  # the list's own dashes, not nested ones
    return f"{key.group(1)}[{sum(len(m.group(1)) == lead for m in items) - 1}]"


def unreadable(shown: str, text: str, problem: str) -> str:
    """``FILE: FIELD: problem`` for a lesson that cannot be read, the field found from the
    problem's line, like every other problem with a lesson."""
    at = _LINE.search(problem)
    field = field_at(text, int(at.group(1))) if at else ""
    return f"{shown}: {field}: {problem}" if field else f"{shown}: {problem}"
