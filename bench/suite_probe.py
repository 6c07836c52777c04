"""Where ``make test``'s workers wait: an opt-in pytest plugin and its report (issue 6).

Run the suite as make test does, adding ``-p bench.suite_probe`` (SUITE_PROBE: the folder it
writes, default ./suite-probe)::

    SUITE_PROBE=/tmp/probe .venv/bin/python -m pytest -n 2 --dist loadgroup -p suite_groups \\
        -p bench.suite_probe tests notebooks
    .venv/bin/python -m bench.suite_probe /tmp/probe

Each worker writes, per test, its start and end (CLOCK_MONOTONIC, one clock for every process)
from setup to teardown. The controller samples, every 0.25 s, each worker's whole process tree
(the worker and every descendant: Streamlit servers, Chromium, kernels): its CPU
(/proc/<pid>/stat utime+stime+cutime+cstime, so a reaped child's CPU stays counted) and the
run-queue wait of its threads (/proc/<pid>/task/<tid>/schedstat). A test's ``idle`` is the time
in which nothing of its worker's tree was on a core or waiting for one (per sample: the
interval less the tree's run and wait time, at least 0): waits on timers, sleeps, polling and
the network, which a busy machine does not hide (a wait for a core is not idle). A thread that
exits takes its run-queue time with it, so ``idle`` is a little high where threads come and go.
"""

from __future__ import annotations

import bisect
import collections
import glob
import json
import os
import sys
import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest

OUT = os.environ.get("SUITE_PROBE", "suite-probe")
TICK = os.sysconf("SC_CLK_TCK")
EVERY = 0.25  # s between two samples


def _procs() -> dict[int, tuple[int, float]]:
    """Every process: its parent and its CPU with its reaped children's (s)."""
    found = {}
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat", "rb") as f:
                stat = f.read()
        except OSError:
            continue
        rest = stat[stat.rindex(b")") + 2 :].split()
        found[int(name)] = (int(rest[1]), sum(int(x) for x in rest[11:15]) / TICK)
    return found


def _sched(path: str) -> tuple[float, float]:
    """A thread's time on a core and waiting for one (s)."""
    try:
        with open(path, "rb") as f:
            run, wait, _ = f.read().split()
        return int(run) / 1e9, int(wait) / 1e9
    except (OSError, ValueError):
        return 0.0, 0.0


def _tree(pid: int, procs: dict[int, tuple[int, float]], kids: dict[int, list[int]]) -> list[float]:
    """``pid``'s tree: [CPU, run, run-queue wait] (s)."""
    cpu = run = wait = 0.0
    todo = [pid]
    while todo:
        p = todo.pop()
        todo += kids.get(p, [])
        cpu += procs[p][1]
        tids = os.listdir(f"/proc/{p}/task") if os.path.isdir(f"/proc/{p}/task") else []
        for t in tids:
            a, b = _sched(f"/proc/{p}/task/{t}/schedstat")
            run, wait = run + a, wait + b
    return [round(cpu, 3), round(run, 3), round(wait, 3)]


def _sample(stop: threading.Event) -> None:
    me = os.getpid()
    with open(f"{OUT}/samples.jsonl", "w") as out:
        while not stop.is_set():
            t = time.monotonic()
            procs = _procs()
            kids: dict[int, list[int]] = collections.defaultdict(list)
            for pid, (ppid, _) in procs.items():
                kids[ppid].append(pid)
            trees = {str(w): _tree(w, procs, kids) for w in kids.get(me, [])}
            with open("/proc/loadavg") as f:
                load = float(f.read().split()[0])
            out.write(json.dumps({"t": t, "w": trees, "load": load}) + "\n")
            out.flush()
            stop.wait(EVERY)


_STATE: dict[str, Any] = {}


def pytest_configure(config: pytest.Config) -> None:
    os.makedirs(OUT, exist_ok=True)
    worker = getattr(config, "workerinput", {}).get("workerid")
    if worker is None:  # the controller (or a run without workers: no samples)
        stop = threading.Event()
        thread = threading.Thread(target=_sample, args=(stop,), daemon=True)
        thread.start()
        _STATE.update(stop=stop, thread=thread)
        with open(f"{OUT}/controller.json", "w") as f:
            json.dump({"start": time.monotonic()}, f)
        return
    _STATE["out"] = open(f"{OUT}/{worker}.jsonl", "w")  # noqa: SIM115 (open until the end)
    _write({"pid": os.getpid(), "start": time.monotonic()})


def _write(record: dict[str, Any]) -> None:
    out = _STATE.get("out")
    if out is not None:
        out.write(json.dumps(record) + "\n")
        out.flush()


def pytest_unconfigure(config: pytest.Config) -> None:
    if "stop" in _STATE:
        _STATE["stop"].set()
        _STATE["thread"].join()
    _write({"end": time.monotonic()})


@pytest.hookimpl(hookwrapper=True, tryfirst=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: Any) -> Iterator[None]:
    start = time.monotonic()
    yield
    _write({"id": item.nodeid, "t0": start, "t1": time.monotonic()})


def _lines(path: str) -> list[dict[str, Any]]:
    with open(path) as f:
        return [json.loads(line) for line in f]


def _at(times: list[float], series: list[list[float]], t: float, k: int) -> float:
    """``series``' column ``k`` at time ``t``, read between its two samples round it."""
    i = min(max(bisect.bisect_left(times, t), 1), len(times) - 1)
    f = min(max((t - times[i - 1]) / max(times[i] - times[i - 1], 1e-9), 0.0), 1.0)
    return float(series[i - 1][k] + (series[i][k] - series[i - 1][k]) * f)


def probed_tests(folder: str) -> list[dict[str, Any]]:
    """Each test of a probed run: worker, id, start (s from the run's start), wall, CPU,
    run-queue wait and idle of its worker's tree over it."""
    samples = _lines(f"{folder}/samples.jsonl")
    with open(f"{folder}/controller.json") as f:
        start = json.load(f)["start"]
    rows = []
    for path in sorted(glob.glob(f"{folder}/gw*.jsonl")):
        records = _lines(path)
        pid = str(records[0]["pid"])
        pts = [(s["t"], s["w"][pid]) for s in samples if pid in s["w"]]
        if len(pts) < 2:
            continue
        times, idle = [p[0] for p in pts], [0.0]
        for (t0, a), (t1, b) in zip(pts, pts[1:], strict=False):
            idle.append(idle[-1] + max(0.0, (t1 - t0) - (b[1] - a[1]) - (b[2] - a[2])))
        series = [[*p[1], i] for p, i in zip(pts, idle, strict=True)]

        for r in records:
            if "id" in r:
                t0, t1 = r["t0"], r["t1"]
                rows.append(
                    {
                        "worker": os.path.basename(path)[:-6],
                        "id": r["id"],
                        "start": t0 - start,
                        "wall": t1 - t0,
                        "cpu": _at(times, series, t1, 0) - _at(times, series, t0, 0),
                        "wait": _at(times, series, t1, 2) - _at(times, series, t0, 2),
                        "idle": _at(times, series, t1, 3) - _at(times, series, t0, 3),
                    }
                )
    return rows


def report(folder: str, top: int = 30) -> str:
    """Per worker its first and last test; the tests' wall, CPU, run-queue wait and idle
    summed by file, most idle first."""
    rows = probed_tests(folder)
    lines = []
    for worker in sorted({r["worker"] for r in rows}):
        mine = [r for r in rows if r["worker"] == worker]
        last = max(mine, key=lambda r: r["start"])
        lines.append(
            f"{worker}: {len(mine)} tests from {min(r['start'] for r in mine):.0f} s to"
            f" {last['start'] + last['wall']:.0f} s; its last {last['id']}"
        )
    by: dict[str, list[float]] = collections.defaultdict(lambda: [0, 0.0, 0.0, 0.0, 0.0])
    for r in rows:
        e = by[r["id"].split("::")[0]]
        for k, v in enumerate((1, r["wall"], r["cpu"], r["wait"], r["idle"])):
            e[k] += v
    lines.append(f"{'file':60s} {'tests':>5s} {'wall':>7s} {'cpu':>7s} {'rqwait':>7s} {'idle':>7s}")
    for name, e in sorted(by.items(), key=lambda x: -x[1][4])[:top]:
        lines.append(f"{name[:60]:60s} {e[0]:5.0f} {e[1]:7.1f} {e[2]:7.1f} {e[3]:7.1f} {e[4]:7.1f}")
    sums = [sum(r[k] for r in rows) for k in ("wall", "cpu", "wait", "idle")]
    lines.append(f"{'all':60s} {len(rows):5d} " + " ".join(f"{v:7.1f}" for v in sums))
    return "\n".join(lines)


if __name__ == "__main__":
    print(report(sys.argv[1] if len(sys.argv) > 1 else OUT))
