"""``python -m bench [NAME ...]``: run every benchmark module's ``run()`` and print its lines.

Modules are found in this package (``bench/loo.py``, ``bench/sixty_six.py``, ``bench/app.py``,
...): any module with a ``run()`` is a benchmark. Names on the command line pick a subset.
"""

from __future__ import annotations

import importlib
import pkgutil
import sys
import time

import bench

FIRST = ("loo", "sixty_six", "app")  # the rest follow in alphabetical order
NOT_BENCHMARKS = {"__main__", "common", "serve", "stress"}  # stress: make stress; serve: a server


def bench_names() -> list[str]:
    found = {m.name for m in pkgutil.iter_modules(bench.__path__)} - NOT_BENCHMARKS
    found = {n for n in found if not n.startswith("stress_")}  # make stress's own parts
    return [n for n in FIRST if n in found] + sorted(found - set(FIRST))


def main(argv: list[str]) -> int:
    names = bench_names()
    unknown = [a for a in argv if a not in names]
    if unknown:
        print(f"bench: no benchmark named {', '.join(unknown)} (have: {', '.join(names)})")
        return 2
    failed = 0
    for name in argv or names:
        start = time.perf_counter()
        try:
            module = importlib.import_module(f"bench.{name}")
            run = getattr(module, "run", None)
            if run is None:
                continue
            for line in run():
                print(line, flush=True)
        except Exception as e:  # one benchmark failing must not hide the others' figures
            failed += 1
            print(f"{name}: failed: {type(e).__name__}: {e}", flush=True)
        print(f"  ({name}: {time.perf_counter() - start:.1f} s)", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
