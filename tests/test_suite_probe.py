"""bench.suite_probe, the opt-in plugin that tells where make test's workers wait: a test that
sleeps is idle (nothing of its worker's process tree on a core or waiting for one) and a test
that computes, or whose child process computes, is not, each with its worker, its wall time and
its CPU."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from bench.suite_probe import probed_tests, report

ROOT = Path(__file__).resolve().parents[1]

TESTS = """
import subprocess
import sys
import time

def test_sleeps():
    time.sleep(1.0)

def test_computes():
    end = time.process_time() + 1.0
    while time.process_time() < end:
        pass

def test_a_child_computes():
    spin = "import time\\nend = time.process_time() + 1.0\\nwhile time.process_time() < end: pass"
    subprocess.run([sys.executable, "-c", spin], check=True)
"""


def test_a_sleeping_test_is_idle_and_a_computing_one_is_not(tmp_path: Path) -> None:
    (tmp_path / "test_two.py").write_text(TESTS)
    (tmp_path / "pytest.ini").write_text("[pytest]\n")
    out = tmp_path / "probe"
    env = {**os.environ, "SUITE_PROBE": str(out), "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", "2"]
        + ["-p", "bench.suite_probe", "test_two.py"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    rows = {r["id"]: r for r in probed_tests(str(out))}
    sleeps, computes = rows["test_two.py::test_sleeps"], rows["test_two.py::test_computes"]
    assert {sleeps["worker"], computes["worker"]} <= {"gw0", "gw1"}
    assert sleeps["wall"] >= 1.0 and sleeps["cpu"] < 0.5 and sleeps["idle"] > 0.6
    assert computes["cpu"] > 0.7 and computes["idle"] < 0.4 * computes["wall"]
    child = rows["test_two.py::test_a_child_computes"]  # its CPU counted in its worker's tree
    assert child["cpu"] > 0.7 and child["idle"] < 0.4 * child["wall"]
    text = report(str(out))
    assert "test_two.py" in text and "gw" in text
