"""``python -m bench.serve [PORT]``: the app served on a fresh, temporary learner database, for a
screenshot or a look in a browser.

A plain ``streamlit run app.py`` opens the learner's own database
(``~/.local/share/trickbook/progress.sqlite3``, or the file ``TRICKBOOK_DB`` names), where in
local mode the most recent learner carries on: a screenshot taken on it can open on another
run's half-played deal, and a look at the app leaves its clicks in a real learner's progress.
Here every server gets its own ``TRICKBOOK_DB`` in a temporary folder, removed when it stops
(Ctrl-C or SIGTERM). :func:`serve` is the same for a script (the benchmarks that drive a
browser start their servers the same way, each on a database of its own).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import signal
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from types import FrameType

ROOT = Path(__file__).resolve().parents[1]
START_WAIT = 60.0  # seconds for /_stcore/health to answer on a loaded machine


@contextlib.contextmanager
def serve(port: int, mode: str = "local", script: Path = ROOT / "app.py") -> Iterator[str]:
    """``streamlit run`` on ``port`` with a temporary ``TRICKBOOK_DB`` (and ``TRICKBOOK_MODE``
    ``mode``), healthy; yields its address, and stops it and removes its database after."""
    exe = str(Path(sys.executable).with_name("streamlit"))
    with tempfile.TemporaryDirectory(prefix="trickbook-serve-") as tmp:
        env = {**os.environ, "TRICKBOOK_DB": str(Path(tmp) / "progress.sqlite3")}
        env["TRICKBOOK_MODE"] = mode
        cmd = [exe, "run", str(script), "--server.port", str(port), "--server.headless", "true"]
        proc = subprocess.Popen(
            cmd, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )
        try:
            url = f"http://localhost:{port}"
            deadline = time.monotonic() + START_WAIT
            while True:
                try:
                    urllib.request.urlopen(f"{url}/_stcore/health", timeout=1)
                    break
                except OSError:
                    if proc.poll() is not None or time.monotonic() > deadline:
                        raise RuntimeError(f"streamlit on port {port} did not start") from None
                    time.sleep(0.5)
            yield url
        finally:
            proc.terminate()
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.serve", description=__doc__)
    ap.add_argument("port", nargs="?", type=int, default=8599)
    ap.add_argument("--mode", choices=("local", "class"), default="local")
    args = ap.parse_args(argv)

    def stop(signum: int, frame: FrameType | None) -> None:
        raise KeyboardInterrupt  # (leaves the with block: the server stops, the folder goes)

    signal.signal(signal.SIGTERM, stop)
    try:
        with serve(args.port, args.mode) as url:
            print(f"{url} (a fresh learner database; Ctrl-C stops it and removes it)", flush=True)
            while True:
                time.sleep(3600)
    except KeyboardInterrupt:
        pass
    except RuntimeError as e:
        print(f"bench.serve: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
