"""No notebook cell ends its output with an empty line.

Seen in notebooks 07, 09, 10 and 11: the comparison cell ('every pair of readings against
the first') showed each comparison, then ``show()``, so its output ended with an empty line
(an empty output of its own, the last of the cell). Neither the engine's text
(``comparison_text`` ends with its last rule) nor ``show`` added it: the cell printed it after
every comparison, the last one included. The cells now print it between two comparisons.

A cell's code is read, not run: a ``show()`` or ``print()`` with nothing to show, as the
last thing a cell does (its last statement, or the last of a loop that ends it), is the empty
line at its end.
"""

from __future__ import annotations

import ast
import json
from pathlib import Path

NOTEBOOKS = sorted((Path(__file__).resolve().parents[2] / "notebooks").glob("*.ipynb"))


def _last(body: list[ast.stmt]) -> list[ast.stmt]:
    """The statements that may run last in ``body``: its last, or the last of each branch or
    loop body it ends with."""
    if not body:
        return []
    stmt = body[-1]
    if isinstance(stmt, ast.For | ast.While):
        return _last(stmt.body) + _last(stmt.orelse)
    if isinstance(stmt, ast.If):
        return _last(stmt.body) + _last(stmt.orelse) if stmt.orelse else [stmt, *_last(stmt.body)]
    return [stmt]


def _blank(stmt: ast.stmt) -> bool:
    """Does ``stmt`` show an empty line: ``show()`` or ``print()`` with no values?"""
    call = stmt.value if isinstance(stmt, ast.Expr) else None
    return (
        isinstance(call, ast.Call)
        and isinstance(call.func, ast.Name)
        and call.func.id in ("show", "print")
        and not call.args
    )


def _python(source: str) -> str:
    """A cell's source with IPython's magics and shell lines (``%time``, ``!ls``) left out."""
    return "\n".join("" if line.lstrip()[:1] in ("%", "!") else line for line in source.split("\n"))


def _cells() -> list[tuple[str, int, str]]:
    out = []
    for path in NOTEBOOKS:
        for k, cell in enumerate(json.loads(path.read_text())["cells"]):
            if cell["cell_type"] == "code":
                out.append((path.name, k, "".join(cell["source"])))
    return out


def test_the_check_finds_a_blank_line_at_a_cells_end() -> None:
    ends = "for a in range(2):\n    show(a)\n    show()"
    between = "for k, a in enumerate(range(2)):\n    if k:\n        show()\n    show(a)"
    assert any(_blank(s) for s in _last(ast.parse(ends).body))
    assert not any(_blank(s) for s in _last(ast.parse(between).body))


def test_no_cell_ends_with_an_empty_line() -> None:
    cells = _cells()
    assert len(cells) > 200, f"only {len(cells)} code cells read"
    ending = [
        (name, k)
        for name, k, source in cells
        if any(_blank(s) for s in _last(ast.parse(_python(source)).body))
    ]
    assert not ending, f"cells whose output ends with an empty line: {ending}"
