"""Seating for bench.page_speed (issue 12, part 5: a measure fair to the versions it compares).

Timed against an identical copy of itself (``--before`` a clean export of HEAD), a version
read 0.1-0.6x away from itself, depending on its seat. Each round here times every page the
same way whatever its seat:

- :func:`round_plan`: the order of the seats in each round. The two versions are timed back to
  back, each first in half the rounds (ABBA, the second half of a run mirrored: BAAB), and the
  bare page before them or after them in turn: the old order rotated the three seats, so the
  versions sat a page apart (their ratio took in the machine's load changing between them),
  and each seat came after the same one all run (a page timed after another pays for what
  that one left running).
- :func:`versions_served`: each version's app started the same way (``server.py`` or
  ``app.py`` of its tree, run from its tree, the same flags, a fresh database file each,
  the same ``PYTHONHASHSEED``); the run is in two halves, each on servers started afresh, and
  the second half swaps the versions' ports and the order they start in. Whatever is fixed for
  a server's whole life (its process's hash seed and memory layout, its port, being started
  first) then falls on each version for half the rounds, and the line comparing the versions
  prints each half's ratio: how far that came to in this run.

What the seats came to, measured (six A/A runs, a clean export of HEAD against another or
against itself, ``--pairs 7``, Loo's and Sixty-Six's Learn, Quiz and Play clicks: 182 rounds at
load 2-12.5 on two cores): the before seat read 0.95 of the now seat (geometric mean of the
rounds' time ratios, ±0.04), 0.91 in the five runs of this plan (140 rounds, ±0.05). What moved
it: the page timed just before. Where the bare page opened the round (so one version came right
after it, the other after that version) the before seat read 0.89, where it closed the round
0.98: a page timed after a version's pays for what that one left running, and 7 rounds give one
version that place once more than the other (balanced over every 4 rounds). Neither the port
nor the start order did: the first half (now on the lower port, started and warmed first)
0.94, the second 0.96. A single run's ratio for one click (0.44-2.12 in these runs) is mostly
noise: at load 8-10 one round's time ratio spread 0.69 (the standard deviation of its
logarithm), so the median of 7 rounds is ±0.33 (bench.page_speed_report.give_or_take, printed
after each ratio); below load 4.6 it spread 0.37 (91 rounds), so ±0.19 for 7 pairs, and
±0.1 for one click takes about 24 pairs. The 0.1-0.6x read as a seat's bias was mostly that.
The plan mirrored in its second half, at load 1.8-2.9, read 0.98 (±0.06) over its 42 rounds:
per click 0.74, 0.81, 0.99, 1.29, 1.00, 0.85, each within about 1.5 of its ± of 1.00. Two
differences the old runs had were real and are gone: the now seat served the shared working
tree (others' unfinished edits) against an export of HEAD, and Play's click pressed the first
card button of a fresh random deal (a move on one round, a refusal on another).
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
    BA AB, then BA AB AB BA (so that each half of a run, rounds 0-3 and 4-7, starts, warm-up
    and all, with a different one), and the bare page after them in even rounds, before them
    in odd ones.

    >>> round_plan(2, 4)
    [[0, 1], [1, 0], [0, 1], [1, 0]]
    >>> round_plan(3, 8)[:4], round_plan(3, 8)[4:]
    ([[0, 2, 1], [1, 2, 0], [2, 0, 1], [1, 0, 2]], [[2, 0, 1], [1, 0, 2], [0, 2, 1], [1, 2, 0]])
    """
    plan = []
    for r in range(rounds):
        versions = [0, 2][: seats - 1]
        if (r % 4 in (1, 2)) != (r % 8 >= 4):
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
