"""A notebook's printed lines as its cells made them, before ``ui.widgets.show`` broke the long
ones between words for a phone: the tests that read what a line says (a reading's name at its
start, a refusal's words) read the whole line, not a run-on's last word ('      reshuffle').
And what a saved output printed: ``show`` gives its text as HTML, beside the plain text broken
for a phone (:func:`printed`)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import nbformat

from ui.notebook_text import TEXT_WIDTH, hang

SHOWN = 'class="jp-RenderedText trickbook-text"'  # the HTML of show's text


def read_notebook(path: Path) -> Any:
    """The notebook at ``path`` as nbformat reads it (version 4): ``.cells``, each a dict with
    attribute access. nbformat's ``read`` is unannotated; its answer is typed here, once."""
    read: Callable[..., Any] = nbformat.read
    return read(path, as_version=4)


def printed(out: dict[str, Any]) -> str:
    """The plain text a saved output printed: a stream's, or what :func:`ui.widgets.show` gave
    (its plain text, broken for a phone, its line ended as ``print`` ends it; its HTML wraps in
    the browser); "" for any other."""
    if out.get("output_type") == "stream":
        return "".join(out["text"])
    data = out.get("data", {})
    if SHOWN in "".join(data.get("text/html", "")):
        return "".join(data["text/plain"]) + "\n"
    return ""


def indent(line: str) -> int:
    return len(line) - len(line.lstrip("> "))


def joined(text: str, width: int = TEXT_WIDTH) -> list[str]:
    """``text``'s lines, each run-on joined to the line it continues: a line as deep as show
    runs that line on, under a line filled past half the width (show fills a line it breaks).
    A guess where a cell prints a deeper line of its own under a long one: it is joined too."""
    out: list[str] = []
    above = ""  # the line above as printed
    for line in text.splitlines():
        if (
            out
            and line.strip()
            and indent(line) == hang(out[-1], width)
            and len(above) > width // 2
        ):
            out[-1] += " " + line.strip()
        else:
            out.append(line)
        above = line
    return out
