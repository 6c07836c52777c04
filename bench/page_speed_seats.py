"""Seating for bench.page_speed (issue 12, part 5: a measure fair to the versions it compares).

Timed against an identical copy of itself (``--before`` a clean export of HEAD), a version
read 0.1-0.6x away from itself, depending on its seat. Each round here times every page the
same way whatever its seat:

- :func:`round_plan`: the order of the seats in each round. The two versions are timed back to
  back, each first in half the rounds (ABBA), and the bare page before them or after them in
  turn: the old order rotated the three seats, so the versions sat a page apart (their ratio
  took in the machine's load changing between them), and each seat came after the same one all
  run (a page timed after another pays for what that one left running).
- :func:`versions_served`: each version's app started the same way (``server.py`` or
  ``app.py`` of its tree, run from its tree, the same flags, a fresh database file each,
  the same ``PYTHONHASHSEED``); the run is in two halves, each on servers started afresh, and
  the second half swaps the versions' ports and the order they start in. Whatever is fixed for
  a server's whole life (its process's hash seed and memory layout, its port, being started
  first) then falls on each version for half the rounds, and the line comparing the versions
  prints each half's ratio: how far that came to in this run.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator, Sequence
from pathlib import Path

from bench.serve import serve

# the hash seed of every server a run starts (Python draws one per process otherwise: a
# version's server would keep its own for the whole run)
SERVER_ENV = {**os.environ, "PYTHONHASHSEED": "0"}
# the versions' ports, from --port: the first version's app on --port and the second's on
# --port + 3 in the first half, swapped in the second (the bare pages: --port + 1 and + 2)
VERSION_PORTS = (0, 3)


def round_plan(seats: int, rounds: int) -> list[list[int]]:
    """The order of ``seats`` seats (0 the version run, 1 the bare page, 2 the version before)
    in each of ``rounds`` rounds. The versions are timed one right after the other (their
    ratio, round by round, then shares the machine's load of that moment), in the order AB BA
    AB BA..., and the bare page after them in even rounds, before them in odd ones.

    >>> round_plan(2, 4)
    [[0, 1], [1, 0], [0, 1], [1, 0]]
    >>> round_plan(3, 4)
    [[0, 2, 1], [1, 2, 0], [2, 0, 1], [1, 0, 2]]
    """
    plan = []
    for r in range(rounds):
        versions = [0, 2][: seats - 1]
        if r % 4 in (1, 2):
            versions.reverse()
        plan.append(versions + [1] if r % 2 == 0 else [1, *versions])
    return plan


def halves(rounds: int) -> list[range]:
    """The rounds of each half of a run (each on servers started afresh; the first half the
    longer where ``rounds`` is odd), an empty second half for a single round.

    >>> halves(7), halves(1)
    ([range(0, 4), range(4, 7)], [range(0, 1), range(1, 1)])
    """
    h = (rounds + 1) // 2
    return [range(h), range(h, rounds)]


def ports(port: int, versions: int, half: int) -> list[int]:
    """Each version's port in ``half``: swapped between the two versions in the second half.

    >>> ports(8530, 2, 0), ports(8530, 2, 1), ports(8530, 1, 1)
    ([8530, 8533], [8533, 8530], [8530])
    """
    offsets = VERSION_PORTS[:versions]
    if half % 2 and versions == 2:
        offsets = offsets[::-1]
    return [port + k for k in offsets]


def served(tree: Path) -> Path:
    """What ``make run`` serves in the copy ``tree``: ``server.py`` (since issue 12's page
    loads), else ``app.py``."""
    return tree / "server.py" if (tree / "server.py").exists() else tree / "app.py"


@contextlib.contextmanager
def versions_served(
    trees: Sequence[Path], port: int, tmp: Path, half: int, dbs: dict[str, Path]
) -> Iterator[list[str]]:
    """Each version's app (``trees``: the version run first) served for ``half`` of a run, all
    started alike (:data:`SERVER_ENV`, each on a fresh database file in ``tmp``, run from its
    own tree), at :func:`ports`, in the second half started in the opposite order; yields
    their addresses in the order of ``trees``, and records each one's database in ``dbs``."""
    at = ports(port, len(trees), half)
    order = list(range(len(trees)))
    if half % 2:
        order.reverse()
    urls: dict[int, str] = {}
    with contextlib.ExitStack() as stack:
        for i in order:
            db = tmp / f"version{i}-half{half}.sqlite3"
            urls[i] = stack.enter_context(
                serve(at[i], script=served(trees[i]), db=db, cwd=trees[i], env=SERVER_ENV)
            )
            dbs[urls[i]] = db
        yield [urls[i] for i in range(len(trees))]
