"""A notebook's printed lines as its cells made them, before ``ui.widgets.show`` broke the long
ones between words for a phone: the tests that read what a line says (a reading's name at its
start, a refusal's words) read the whole line, not a run-on's last word ('      reshuffle')."""

from __future__ import annotations

from ui.widgets import LABELLED, RUN_ON, TEXT_WIDTH


def indent(line: str) -> int:
    return len(line) - len(line.lstrip("> "))


def run_on(line: str, width: int = TEXT_WIDTH) -> int:
    """How deep show runs ``line`` on (under a label's values, else its indent and RUN_ON)."""
    label = LABELLED.match(line)
    return min(len(label.group()) + RUN_ON // 2 if label else indent(line) + RUN_ON, width // 3)


def joined(text: str, width: int = TEXT_WIDTH) -> list[str]:
    """``text``'s lines, each run-on joined to the line it continues: a line as deep as show
    runs that line on, under a line filled past half the width (show fills a line it breaks).
    A guess where a cell prints a deeper line of its own under a long one: it is joined too."""
    out: list[str] = []
    above = ""  # the line above as printed
    for line in text.splitlines():
        if out and line.strip() and indent(line) == run_on(out[-1]) and len(above) > width // 2:
            out[-1] += " " + line.strip()
        else:
            out.append(line)
        above = line
    return out
