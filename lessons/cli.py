"""The ``trickbook`` command: the engine's commands (:mod:`engine.cli`) plus ``check``, which
validates lesson files as well as scenario files (lessons depend on the engine, not the reverse).

A malformed file prints one line naming the file, the field and what was expected, and exits
with status 2 (never a traceback).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from engine import cli as engine_cli
from engine.scenario import ScenarioError, load_file
from lessons.loader import check_path, is_lesson_file

SCENARIO_SUFFIXES = {".yaml", ".yml", ".json"}


def check_paths(paths: Sequence[str]) -> list[str]:
    """Every problem in the lesson and scenario files under ``paths``, one line each."""
    errors: list[str] = []
    files: list[Path] = []
    for p in map(Path, paths):
        if p.is_dir():
            files += sorted(f for f in p.rglob("*") if f.suffix.lower() in SCENARIO_SUFFIXES)
        elif p.exists():
            files.append(p)
        else:
            errors.append(f"{p}: no such file or folder")
    for f in files:
        if is_lesson_file(f):
            errors += check_path(f)
        else:
            try:
                load_file(f)
            except ScenarioError as e:
                errors.append(str(e))
    return errors


def cmd_check(args: argparse.Namespace) -> int:
    errors = check_paths(args.paths)
    for e in errors:
        print(e, file=sys.stderr)
    if errors:
        return 2
    print("ok")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    ap, sub = engine_cli.parser()
    c = sub.add_parser("check", help="validate lesson and scenario files")
    c.add_argument("paths", nargs="+")
    c.set_defaults(fn=cmd_check)
    return engine_cli.run(ap, argv)


if __name__ == "__main__":
    sys.exit(main())
