"""Malformed files (issue 11), a part of ``make stress`` (bench/stress.py): every lesson and
scenario file mutated (a field dropped, wrong types, unknown and duplicate cards, numbers out of
range, broken YAML, a huge file, deep nesting, bytes that are not UTF-8) and fed to ``trickbook
check`` and ``trickbook answer`` in this process: each must exit 2 with lines naming the file,
no traceback, within a time box of CPU time; a few also through the real command in a separate
process. The quick form is in tests/stress/test_quick.py.
"""

from __future__ import annotations

import contextlib
import copy
import io
import random
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from engine.game import Action
from engine.scenario import parse_yaml

# libyaml's emitter when PyYAML has it, as engine.scenario reads with libyaml's parser
SafeDumper = yaml.CSafeDumper if yaml.__with_libyaml__ else yaml.SafeDumper

ROOT = Path(__file__).resolve().parent.parent
FILE_DIRS = (ROOT / "docs" / "examples", ROOT / "lessons")
TIME_BOX = 10.0  # CPU seconds one malformed file may take before it counts as a hang


@dataclass
class Mutation:
    name: str
    source: Path
    data: bytes
    suffix: str


def _dump(data: Any, suffix: str) -> bytes:
    import json

    if suffix == ".json":
        return json.dumps(data).encode()
    return yaml.dump(data, Dumper=SafeDumper, allow_unicode=True, sort_keys=False).encode()


def _paths(data: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every field path in a parsed file (mapping keys and list indexes)."""
    if isinstance(data, dict):
        for k, v in data.items():
            yield (*prefix, k)
            yield from _paths(v, (*prefix, k))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            yield (*prefix, i)
            yield from _paths(v, (*prefix, i))


def _get(data: Any, path: tuple[Any, ...]) -> Any:
    for k in path:
        data = data[k]
    return data


def _set(data: Any, path: tuple[Any, ...], value: Any) -> Any:
    out = copy.deepcopy(data)
    _get(out, path[:-1])[path[-1]] = value
    return out


def _drop(data: Any, path: tuple[Any, ...]) -> Any:
    out = copy.deepcopy(data)
    del _get(out, path[:-1])[path[-1]]
    return out


def _is_card(v: Any) -> bool:
    if not isinstance(v, str):
        return False
    try:
        return Action.parse(v.split()[-1]).kind == "play" and len(v.split()[-1]) <= 3
    except Exception:  # noqa: BLE001 - anything that is not a card
        return False


def mutations(
    path: Path, rng: random.Random, per_kind: int, fields: int | None = None
) -> list[Mutation]:
    """Malformed versions of one file: structure-aware ones over its fields, and raw ones.
    ``fields``: keep only the first so many structure-aware ones. The others are still drawn,
    so the random choices for the next file are the same, but not written out: writing a
    lesson's YAML is most of the cost (make test's sample keeps two, or none of a lesson)."""
    raw = path.read_bytes()
    suffix = path.suffix.lower()
    data = parse_yaml(raw.decode())
    out: list[Mutation] = []

    def add(name: str, value: Any) -> None:
        if fields is None or len(out) < fields:  # (the raw ones are added after these)
            out.append(Mutation(name, path, _dump(value, suffix), suffix))

    every = list(_paths(data))
    required_top = [p for p in every if len(p) == 1 and p[0] in ("game", "steps", "title")]
    for p in required_top:
        add(f"drop {p[0]}", _drop(data, p))
    for p in rng.sample(every, min(per_kind, len(every))):
        add(f"wrong type at {p}", _set(data, p, {"x": [1, 2]}))
    cards = [p for p in every if _is_card(_get(data, p))]
    for p in rng.sample(cards, min(per_kind, len(cards))):
        add(f"unknown card at {p}", _set(data, p, "ZQ"))
    hands = [p for p in every if isinstance(_get(data, p), list) and len(_get(data, p)) >= 2]
    hands = [p for p in hands if all(_is_card(x) and " " not in x for x in _get(data, p))]
    for p in rng.sample(hands, min(per_kind, len(hands))):
        cards_here = _get(data, p)
        add(f"duplicate card at {p}", _set(data, p, [*cards_here, cards_here[0]]))
    numbers = [p for p in every if type(_get(data, p)) is int]
    for p in rng.sample(numbers, min(per_kind, len(numbers))):
        add(f"out-of-range number at {p}", _set(data, p, 10**9))
        add(f"negative number at {p}", _set(data, p, -7))
    for p in required_top[:1]:
        add("deep nesting", _set(data, p, _deep(300)))
    for sign, text in (("broken", b"game: [unclosed\n  - : :\n"), ("tab", b"game:\n\t- x\n")):
        out.append(Mutation(f"{sign} YAML", path, raw + b"\n" + text, suffix))
    out.append(Mutation("truncated", path, raw[: max(1, len(raw) // 3)] + b"\n  - {", suffix))
    out.append(Mutation("non-UTF-8 bytes", path, raw[:40] + b"\xff\xfe\x80" + raw[40:], suffix))
    out.append(Mutation("huge file", path, raw + b"\n#" + b"x" * (3 << 20), suffix))
    out.append(Mutation("deep YAML nesting", path, b"game: " + b"[" * 5_000 + b"]" * 5_000, suffix))
    out.append(Mutation("empty file", path, b"", suffix))
    out.append(Mutation("a list, not a mapping", path, b"- 1\n- 2\n", suffix))
    return out


def _deep(depth: int) -> Any:
    v: Any = "x"
    for _ in range(depth):
        v = [v]
    return v


class Hang(Exception):
    pass


@contextlib.contextmanager
def time_box(seconds: float, wall: float | None = None) -> Iterator[None]:
    """Raise :class:`Hang` in the main thread if the block uses more than ``seconds`` of this
    process's CPU time, or more than ``wall`` seconds on the clock (default 12 x ``seconds``).

    CPU time, not the clock: on a shared two-core machine at a load average of 30 a deep
    nesting file that takes 2 s of CPU to refuse took over 10 s of wall time, and the alarm
    went off inside the parser (a hang that was not one). A real hang spins and is caught by
    CPU time; one that waits is caught by the clock."""

    def ring(signum: int, frame: Any) -> None:
        raise Hang

    old_prof = signal.signal(signal.SIGPROF, ring)
    old_alarm = signal.signal(signal.SIGALRM, ring)
    signal.setitimer(signal.ITIMER_PROF, seconds)
    signal.setitimer(signal.ITIMER_REAL, wall if wall is not None else 12 * seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGPROF, old_prof)
        signal.signal(signal.SIGALRM, old_alarm)


def run_cli(args: list[str]) -> tuple[int, str, float]:
    """``trickbook ARGS`` in this process: exit status, everything printed, seconds."""
    from lessons.cli import main

    buf = io.StringIO()
    t0 = time.process_time()  # CPU seconds, like the time box
    try:
        with time_box(TIME_BOX), contextlib.redirect_stdout(buf), contextlib.redirect_stderr(buf):
            try:
                code = main(args)
            except SystemExit as e:
                code = e.code if isinstance(e.code, int) else 2
    except Hang:
        return -1, buf.getvalue() + f"\n(no answer in {TIME_BOX:.0f} s of CPU)", TIME_BOX
    except BaseException as e:  # noqa: BLE001 - an escaped exception is the failure we report
        return -2, buf.getvalue() + f"\nTraceback: {type(e).__name__}: {e}", 0.0
    return code, buf.getvalue(), time.process_time() - t0


def judge(shown: str, code: int, text: str) -> str | None:
    """None when the run refused the file plainly: exit 2, every line names the file."""
    lines = [ln for ln in text.splitlines() if ln.strip()]
    if code != 2:
        return f"exit {code}"
    if not lines:
        return "no message"
    if "Traceback" in text:
        return "a traceback"
    for ln in lines:
        if not ln.removeprefix("trickbook: ").startswith(shown):
            return f"a line that does not name the file: {ln[:120]!r}"
    if len(lines) > 1 and any(len(ln) > 500 for ln in lines):
        return "an overlong line"
    return None


@dataclass
class FileResult:
    files: int = 0
    mutations: int = 0
    runs: int = 0
    clear: int = 0
    still_valid: int = 0
    slowest: float = 0.0
    failures: list[str] = field(default_factory=list)


def source_files() -> list[Path]:
    out = []
    for d in FILE_DIRS:
        out += sorted(p for p in d.iterdir() if p.suffix.lower() in (".yaml", ".yml", ".json"))
    return out


# Mutations that may leave a file valid (an optional field dropped or given a number in range);
# every other kind must be refused.
MAY_STAY_VALID = ("wrong type at", "negative number at", "out-of-range number at", "drop")


YAML_BREAKS = ("broken YAML", "tab YAML")  # (a truncated file may still parse: no line)


def malformed_files(per_kind: int, seed: int = 11, subprocesses: int = 3) -> FileResult:
    from lessons.loader import is_lesson_file

    res = FileResult()
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory(prefix="trickbook-stress-") as tmp:
        sub_runs: list[tuple[Path, Mutation]] = []
        for src in source_files():
            res.files += 1
            lesson = is_lesson_file(src)
            for k, m in enumerate(mutations(src, rng, per_kind)):
                res.mutations += 1
                f = Path(tmp) / f"{src.stem}-{k}{m.suffix}"
                f.write_bytes(m.data)
                commands = [["check", str(f)]] + ([] if lesson else [["answer", str(f)]])
                outcomes = []
                for args in commands:
                    res.runs += 1
                    code, text, secs = run_cli(args)
                    res.slowest = max(res.slowest, secs)
                    outcomes.append((args[0], code, text))
                if all(code == 0 for _, code, _ in outcomes) and m.name.startswith(MAY_STAY_VALID):
                    res.still_valid += 1
                    continue
                bad = [(c, judge(str(f), code, t), t) for c, code, t in outcomes]
                if m.name in YAML_BREAKS:  # a YAML error names its line
                    bad += [(c, "no line number", t) for c, _, t in outcomes if "line " not in t]
                bad = [b for b in bad if b[1] is not None]
                if bad:
                    c, why, t = bad[0]
                    res.failures.append(f"{src.name} {m.name} ({c}): {why}: {t.strip()[-300:]!r}")
                else:
                    res.clear += 1
                    if rng.random() < 0.02:
                        sub_runs.append((f, m))
                f_keep = f if any(f == s for s, _ in sub_runs) else None
                if f_keep is None:
                    f.unlink()
        # a few runs of the real command: the same refusal from a separate process
        for f, m in sub_runs[:subprocesses]:
            res.runs += 1
            try:
                p = subprocess.run(
                    [sys.executable, "-m", "lessons.cli", "check", str(f)],
                    capture_output=True,
                    text=True,
                    timeout=60,
                    cwd=ROOT,
                )
                why = judge(str(f), p.returncode, p.stdout + p.stderr)
            except subprocess.TimeoutExpired:
                why = "no answer in 60 s"
            if why is not None:
                res.failures.append(f"{f.name} {m.name} (subprocess check): {why}")
    return res
