"""``python -m bench.serve [PORT]``: the app served on a fresh, temporary learner database, for a
screenshot or a look in a browser.

A plain ``streamlit run app.py`` opens the learner's own database
(``~/.local/share/trickbook/progress.sqlite3``, or the file ``TRICKBOOK_DB`` names), where in
local mode the most recent learner carries on: a screenshot taken on it can open on another
run's half-played deal, and a look at the app leaves its clicks in a real learner's progress.
Here every server gets its own ``TRICKBOOK_DB`` in a temporary folder, removed when it stops
(Ctrl-C or SIGTERM). :func:`serve` is the same for a script: the benchmarks that drive a
browser and the browser tests (tests/e2e) start their servers with it. :func:`wait_until_healthy`
and :func:`stop` are for any other server too (the tests' JupyterLab).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import random
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Coroutine, Iterator, Mapping
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from types import FrameType
from typing import IO, Any, TypeVar

ROOT = Path(__file__).resolve().parents[1]
START_WAIT = 60.0  # seconds for /_stcore/health to answer on a loaded machine


# Debian's Chromium (Playwright's own download does not work here) and the launch flags that
# work on these machines: every browser the tests and benches start uses them
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]

T = TypeVar("T")


def run_apart(coro: Coroutine[Any, Any, T]) -> T:
    """``asyncio.run(coro)`` in a thread of its own. A test process's Playwright driver
    (tests/conftest.py, Playwright's sync API) keeps an event loop running in the main thread
    for the whole session, and ``asyncio.run`` refuses to start beside one."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coro).result()


def fresh_learner(url: str, prefix: str = "fresh") -> str:
    """``url`` for a learner of its own (local mode adopts the code an address carries): a new
    deal, the first Learn step, the first quiz question. An address that already asks for
    something is left as it is."""
    code = prefix + "".join(random.choice("abcdefghjkmnpqrstuvwxyz23456789") for _ in range(11))
    return url if "?" in url else f"{url}?learner={code}"


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on at the moment of asking."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def server_log() -> IO[bytes]:
    """A file a server writes its output to (removed when closed): read back only where the
    server fails to start, so that the failure says why (:func:`said`)."""
    return tempfile.TemporaryFile(prefix="trickbook-server-")


def said(log: IO[bytes], lines: int = 8) -> str:
    """The last ``lines`` lines a server wrote to ``log``, for the message of a server that
    did not start ("" where it wrote nothing): "... (the server exited (code 1) before it
    answered); it wrote: ModuleNotFoundError: No module named 'engine.games.x'"."""
    log.flush()
    log.seek(0)
    text = log.read().decode("utf-8", "replace").strip().splitlines()[-lines:]
    return "; it wrote: " + " | ".join(line.strip() for line in text) if text else ""


def in_use(port: int) -> bool:
    """Does something already listen on 127.0.0.1:``port``?"""
    with socket.socket() as s:
        s.settimeout(1.0)
        return s.connect_ex(("127.0.0.1", port)) == 0


def wait_until_healthy(
    url: str, proc: subprocess.Popen[bytes], timeout: float = START_WAIT
) -> None:
    """Poll ``url`` until it answers (any 2xx/3xx); :class:`RuntimeError` if ``proc`` exits
    first or ``timeout`` seconds pass. Any server: Streamlit's health address, JupyterLab's
    ``/api/status``."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            with urllib.request.urlopen(url, timeout=2):
                return
        except OSError:
            pass
        code = proc.poll()
        if code is not None:
            raise RuntimeError(f"{url}: the server exited (code {code}) before it answered")
        if time.monotonic() > deadline:
            raise RuntimeError(f"{url}: no answer within {timeout:.0f} s")
        time.sleep(0.3)


def stop(proc: subprocess.Popen[bytes], timeout: float = 10.0) -> None:
    """SIGTERM, and SIGKILL if it has not exited within ``timeout`` seconds; reaped either way."""
    if proc.poll() is None:
        proc.terminate()
    try:
        proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


@contextlib.contextmanager
def serve(
    port: int | None = None,
    mode: str = "local",
    script: Path = ROOT / "server.py",
    *,
    db: Path | None = None,
    env: Mapping[str, str] | None = None,
    cwd: Path = ROOT,
) -> Iterator[str]:
    """``streamlit run script`` on 127.0.0.1:``port`` (a free port if none is given), healthy;
    yields its address, and stops it after. ``script``: by default ``server.py``, the app as
    ``make run`` serves it (``app.py`` through ``st.App``, ``ui.server``).

    Its ``TRICKBOOK_DB`` is ``db`` if given (kept: the caller may have prepared it, or want to
    read it after), else a file in a temporary folder removed with the server. ``TRICKBOOK_MODE``
    is ``mode``; ``env`` (default: this process's environment) is the rest of its environment.
    """
    port = port or free_port()
    if in_use(port):
        # (else another server's health answer would be taken for this one's, and the caller
        # would test or time the wrong app)
        raise RuntimeError(f"streamlit on port {port} did not start (the port is already in use)")
    exe = str(Path(sys.executable).with_name("streamlit"))
    with contextlib.ExitStack() as stack:
        if db is None:
            tmp = stack.enter_context(tempfile.TemporaryDirectory(prefix="trickbook-serve-"))
            db = Path(tmp) / "progress.sqlite3"
        full_env = {**(os.environ if env is None else env)}
        full_env.update(TRICKBOOK_DB=str(db), TRICKBOOK_MODE=mode)
        cmd = [exe, "run", str(script), "--server.port", str(port), "--server.headless", "true"]
        cmd += ["--server.address", "127.0.0.1", "--browser.gatherUsageStats", "false"]
        log = stack.enter_context(server_log())
        proc = subprocess.Popen(cmd, cwd=cwd, env=full_env, stdout=log, stderr=subprocess.STDOUT)
        stack.callback(stop, proc)  # (runs before the temporary folder goes)
        url = f"http://127.0.0.1:{port}"
        try:
            wait_until_healthy(f"{url}/_stcore/health", proc)
        except RuntimeError as e:
            raise RuntimeError(f"streamlit on port {port} did not start ({e}){said(log)}") from None
        yield url


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.serve", description=__doc__)
    ap.add_argument("port", nargs="?", type=int, default=8599)
    ap.add_argument("--mode", choices=("local", "class"), default="local")
    args = ap.parse_args(argv)

    def on_sigterm(signum: int, frame: FrameType | None) -> None:
        raise KeyboardInterrupt  # (leaves the with block: the server stops, the folder goes)

    signal.signal(signal.SIGTERM, on_sigterm)
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
