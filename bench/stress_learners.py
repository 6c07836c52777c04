"""Many learners at once, and a killed server (issue 11, items 5 and 6), in real Chromium.

A *learner* here is one browser context (its own cookies, its own Streamlit session) in one
headless Chromium, driven by Playwright's async API against a ``streamlit run`` server in class
mode: it gives a name, answers quiz questions of the first registered game (ticking, choosing or
typing whatever the question's form asks), waits for each answer's feedback and its "Saved to
your progress." line, timing click → feedback, then plays a card on the Play page.

* :func:`many_learners` runs N learners at once against one server and checks that nothing is
  shared: each learner's rows in SQLite are exactly the answers it saw saved (right and wrong
  alike), its score on the page is its own, its Play table (seed and moves) is its own.
* :func:`killed_server_round` sends SIGKILL to a server while a learner answers, restarts it on
  the same database and checks that every answer that showed "saved" is there and that
  ``PRAGMA integrity_check`` says ok; with ``servers=2`` it does it with two servers writing
  one database at once, one of them killed.
* :func:`writer_round` is the same kill on plain processes writing through the progress store
  (no browser): cheap enough to repeat many times.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import signal
import sqlite3
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from bench.serve import CHROMIUM, free_port, run_apart, said, server_log, stop, wait_until_healthy
from bench.serve import CHROMIUM_ARGS as ARGS

ROOT = Path(__file__).resolve().parent.parent
WAIT = 90_000  # ms: twenty learners on two cores wait their turn
START_WAIT = 90.0  # s for a server's health address to answer (a restart under twenty pages)
# ms for a page's first load and a widget kind's first drawing: twenty headless Chromium pages
# parsing Streamlit's scripts on the server's two cores (a real class brings its own machines)
# took over 90 s at a load average of 50
LOAD_WAIT = 300_000
ARRIVAL = 1.0  # s between two learners' arrivals: a class comes in over a few seconds
SAVED = "Saved to your progress."


# ---- a server --------------------------------------------------------------------------------
@dataclass
class Server:
    proc: subprocess.Popen[bytes]
    base: str
    db: Path
    log: IO[bytes]  # what it writes (:func:`bench.serve.server_log`), closed when it stops

    def kill9(self) -> None:
        """``kill -9``: no handler runs, no connection is closed, nothing is flushed."""
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(timeout=30)

    def stop(self) -> None:
        """SIGTERM, then SIGKILL past 10 s (:func:`bench.serve.stop`)."""
        stop(self.proc)
        self.log.close()


def serve(db: Path, port: int | None = None, mode: str = "class") -> Server:
    """A ``streamlit run server.py`` (as ``make run``) on ``db``, healthy; the caller stops or kills it (not
    :func:`bench.serve.serve`, which stops its server itself: here one is killed mid-answer
    and another started on the same database)."""
    return serve_many(db, 1, port, mode)[0]


def serve_many(db: Path, n: int, port: int | None = None, mode: str = "class") -> list[Server]:
    """``n`` servers on one database (:func:`serve`), started at once: each start (Python,
    Streamlit and the app imported) takes seconds of one core, and the machine has two."""
    procs = [(_start(db, port if k == 0 else None, mode)) for k in range(n)]
    servers: list[Server] = []
    try:
        for proc, port_k, log in procs:
            base = f"http://127.0.0.1:{port_k}"
            try:
                wait_until_healthy(f"{base}/_stcore/health", proc, timeout=START_WAIT)
            except RuntimeError as e:
                raise RuntimeError(
                    f"streamlit on port {port_k} did not start ({e}){said(log)}"
                ) from None
            servers.append(Server(proc, base, db, log))
    except BaseException:
        for proc, _, log in procs:
            stop(proc)
            log.close()
        raise
    return servers


def _start(db: Path, port: int | None, mode: str) -> tuple[subprocess.Popen[bytes], int, IO[bytes]]:
    port = port or free_port()
    log = server_log()
    env = {**os.environ, "TRICKBOOK_DB": str(db), "TRICKBOOK_MODE": mode}
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "streamlit",
            "run",
            str(ROOT / "server.py"),
            "--server.headless",
            "true",
            "--server.port",
            str(port),
            "--server.address",
            "127.0.0.1",
            "--browser.gatherUsageStats",
            "false",
            "--server.fileWatcherType",
            "none",
        ],
        cwd=ROOT,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    return proc, port, log


def first_game() -> str:
    import engine.games  # noqa: F401  (registers the games)
    from engine.game import REGISTRY

    return next(iter(REGISTRY)).id


# ---- one learner in a browser ----------------------------------------------------------------
@dataclass
class Learner:
    name: str
    saved: int = 0  # answers whose "saved" line was shown
    right: int = 0
    latencies: list[float] = field(default_factory=list)  # click Check -> feedback, seconds
    score_shown: str = ""  # the Quiz page's score after the last answer
    played: str = ""  # the card played on the Play page (its code)
    errors: list[str] = field(default_factory=list)
    stopped: str = ""  # why it stopped early (the server was killed)


IDLE = "[data-testid=stApp][data-test-script-state=notRunning]"
BUSY = "[data-testid=stApp]:not([data-test-script-state=notRunning])"


async def idle(page: Any) -> None:
    """Until the page's script run is over (what it shows is what the server sent)."""
    await page.locator(IDLE).wait_for()


SKELETON = "[data-testid=stSkeleton]"


async def drawn(page: Any) -> None:
    """Until the page is idle and every element is drawn. Streamlit loads the code of each
    widget kind (checkbox, radio, text input...) the first time a browser shows one
    (``React.lazy``), drawing a skeleton in its place meanwhile: on a loaded machine the
    quiz's first form shows its Check button seconds before its boxes. An idle page is not
    yet an interactive one (docs/reliability.md, "ticks re-sent")."""
    from playwright.async_api import expect

    await idle(page)
    await expect(page.locator(SKELETON)).to_have_count(0, timeout=LOAD_WAIT)


class NotTicked(Exception):
    """The browser did not show a box ticked after three clicks on it."""


async def _answer(page: Any, rng: random.Random) -> str:
    """Fill in the question's form, whatever its kind, as a learner might, once its inputs
    are drawn; wait until the browser shows the box ticked. What was filled in, for a report."""
    from playwright.async_api import expect

    form = page.locator("[data-testid=stForm]").first
    await form.get_by_role("button", name="Check").wait_for()
    # every answer form has an input (see drawn())
    await form.locator("input").first.wait_for(timeout=LOAD_WAIT)
    await drawn(page)
    boxes = form.locator("[data-testid=stCheckbox]")
    # a radio's options, not its group's own label (also a <label>: picking "option i" among
    # all labels clicked option i-1 and waited in vain for option i)
    radios = form.locator("[data-testid=stRadioOption]")
    texts = form.get_by_role("textbox")
    filled = []
    for labels, role in ((boxes, "checkbox"), (radios, "radio")):
        if not await labels.count():
            continue
        i = rng.randrange(await labels.count())
        for _try in range(3):
            await labels.nth(i).click()
            try:
                await expect(form.get_by_role(role).nth(i)).to_be_checked(timeout=10_000)
                break
            except AssertionError:
                continue
        else:
            raise NotTicked(f"{role} {i} of {await labels.count()} did not tick in 3 clicks")
        filled.append(f"{role} {i}")
        break
    n = await texts.count()
    for i in range(n):
        value = str(rng.choice([0, 1, -1, 2]))
        await texts.nth(i).fill(value)
        await texts.nth(i).press("Tab")
        filled.append(f"text {value}")
    return ", ".join(filled) or "nothing (no input found)"


async def learner_session(
    browser: Any,
    base: str,
    learner: Learner,
    answers: int,
    game: str,
    seed: int,
    play: bool = True,
    arrive: float = 0.0,
) -> Learner:
    rng = random.Random(seed)
    ctx = await browser.new_context(viewport={"width": 1200, "height": 900})
    ctx.set_default_timeout(WAIT)
    ctx.set_default_navigation_timeout(WAIT)
    page = await ctx.new_page()
    page.on("pageerror", lambda e: learner.errors.append(f"page error: {e}"))
    try:
        await asyncio.sleep(arrive)  # a class comes in over a few seconds, not in one instant
        await page.goto(f"{base}/{game}-quiz", wait_until="domcontentloaded", timeout=LOAD_WAIT)
        name = page.get_by_role("textbox", name="Your name")
        await name.wait_for(timeout=LOAD_WAIT)
        await name.fill(learner.name)
        await page.get_by_role("button", name="Start learning").click()
        check = page.get_by_role("button", name="Check")
        await check.wait_for(timeout=LOAD_WAIT)
        saved = page.get_by_text(SAVED)
        for _ in range(answers):
            for _try in range(3):  # an answer the page did not receive whole is asked again
                await idle(page)
                filled = await _answer(page, rng)
                t0 = time.perf_counter()
                await check.click()
                # the run starts (under load the server may take many seconds to start it),
                # or it is over already with the feedback shown
                with contextlib.suppress(Exception):
                    await page.locator(BUSY).or_(saved).first.wait_for()
                await idle(page)
                if await saved.count():
                    break
                # a click the app did not act on: what the page says, for the report
                alerts = await page.locator("[data-testid=stAlert]").all_inner_texts()
                said = "; ".join(" ".join(a.split())[:90] for a in alerts) or "nothing"
                learner.errors.append(
                    f"an answer came back as not received; answered again "
                    f"(filled in: {filled}; the page said: {said})"
                )
            else:
                raise RuntimeError("three answers in a row came back as not received")
            learner.latencies.append(time.perf_counter() - t0)
            learner.saved += 1
            if await page.get_by_text("Right:").count():
                learner.right += 1
            learner.score_shown = " ".join(
                (await page.locator(".tb-metric-value").first.inner_text()).split()
            )
            await page.get_by_role("button", name="Next question").click()
            await saved.wait_for(state="detached", timeout=WAIT)
            await check.wait_for(timeout=WAIT)
        if play:
            # another page's first load (its own widget kinds to fetch): as long as the first
            await page.goto(f"{base}/{game}-play", wait_until="domcontentloaded", timeout=LOAD_WAIT)
            button = page.get_by_role("button", name="Play ").first
            await button.wait_for(timeout=LOAD_WAIT)
            await drawn(page)
            label = str(await button.get_attribute("aria-label")).split()[-1]  # "Play A♦"
            await button.click()
            # the move as the server's run tells it (the latest moves): the browser says "You
            # play ..." at the click already (ui/play_verdict.py), and a tab closed then could
            # take the click with it; then that run over, the table saved (its last step)
            told = page.locator(".tb-latest").get_by_text(f"You play {label}")
            await told.first.wait_for(timeout=LOAD_WAIT)
            await idle(page)
            from engine.cards import Card

            learner.played = Card.parse(label).code
        if await page.locator("[data-testid=stException]").count():
            learner.errors.append("an exception on the page")
    except Exception as e:  # noqa: BLE001 - a killed server ends the session; the caller judges
        learner.stopped = f"{type(e).__name__}: {str(e).splitlines()[0][:160]}"
        shots = os.environ.get("STRESS_SHOTS")  # where to keep a picture of a stopped session
        if shots:
            with contextlib.suppress(Exception):
                await page.screenshot(path=f"{shots}/{learner.name.replace(' ', '_')}.png")
    finally:
        await ctx.close()
    return learner


async def _run_learners(
    base: str, learners: list[Learner], answers: int, game: str, play: bool = True
) -> list[Learner]:
    from playwright.async_api import async_playwright

    async with async_playwright() as p:
        browser = await p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            return list(
                await asyncio.gather(
                    *(
                        learner_session(
                            browser,
                            base,
                            lr,
                            answers,
                            game,
                            seed=k,
                            play=play,
                            arrive=k * ARRIVAL,
                        )
                        for k, lr in enumerate(learners)
                    )
                )
            )
        finally:
            await browser.close()


# ---- what the database holds -----------------------------------------------------------------
def db_answers(db: Path, name: str, game: str) -> list[int]:
    """The ``correct`` flags of a named learner's answers, in order (none where no learner
    ever reached the app, so the store never made its tables)."""
    with sqlite3.connect(db, timeout=30) as con:
        if not _has_tables(con):
            return []
        rows = con.execute(
            "SELECT a.correct FROM answers a JOIN learners l ON a.learner = l.code "
            "WHERE l.name = ? AND a.game = ? ORDER BY a.rowid",
            (name, game),
        ).fetchall()
    return [int(r[0]) for r in rows]


def _has_tables(con: sqlite3.Connection) -> bool:
    found = con.execute(
        "SELECT count(*) FROM sqlite_master WHERE type = 'table' "
        "AND name IN ('answers', 'learners', 'saved_tables')"
    ).fetchone()
    return int(found[0]) == 3


def db_table(db: Path, name: str, game: str) -> tuple[int, list[str]] | None:
    """A named learner's saved Play table: its deal's seed and the moves made."""
    import json

    with sqlite3.connect(db, timeout=30) as con:
        if not _has_tables(con):
            return None
        row = con.execute(
            "SELECT t.data FROM saved_tables t JOIN learners l ON t.learner = l.code "
            "WHERE l.name = ? AND t.game = ?",
            (name, game),
        ).fetchone()
    if row is None:
        return None
    seed, actions = json.loads(row[0])["deals"][-1]
    return int(seed), [str(a) for a in actions]


def _table_saved(
    db: Path, name: str, game: str, played: str, wait: float = WAIT / 1000
) -> tuple[int, list[str]] | None:
    """:func:`db_table` once it holds the move ``played``, or as it stands after ``wait``
    seconds. The browser shows a card played at the click, before the server's run (d3dbbbea:
    the engine's verdict drawn at once), and the run saves the table as its last step
    (ui/pages/play_store.write), which a learner's tab closed meanwhile does not stop: read at
    once, or after the server was stopped, it was not there yet (test_many_learners failed so
    on a loaded machine, 2 tries of 2 at HEAD)."""
    deadline = time.monotonic() + wait
    while True:
        table = db_table(db, name, game)
        done = table is not None and any(m.endswith(played) for m in table[1])
        if done or not played or time.monotonic() > deadline:
            return table
        time.sleep(0.2)


def integrity(db: Path) -> str:
    with sqlite3.connect(db, timeout=30) as con:
        return str(con.execute("PRAGMA integrity_check").fetchone()[0])


def journal_mode(db: Path) -> str:
    with sqlite3.connect(db, timeout=30) as con:
        return str(con.execute("PRAGMA journal_mode").fetchone()[0])


# ---- item 5: many learners at once -----------------------------------------------------------
@dataclass
class CrowdResult:
    sessions: int
    answers: int = 0
    latencies: list[float] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)
    seconds: float = 0.0

    def quantile(self, q: float) -> float:
        if not self.latencies:
            return float("nan")
        if len(self.latencies) == 1:
            return self.latencies[0]
        return statistics.quantiles(self.latencies, n=100, method="inclusive")[int(q * 100) - 1]


def many_learners(
    db: Path, sessions: int, answers: int, tag: str = "", base: str | None = None
) -> CrowdResult:
    """``sessions`` learners at once on one server; every isolation check (module docstring).
    ``base``: the address of a class server already serving ``db``, left running (the browser
    tests' own, tests/e2e/conftest.py, where a start of its own cost seconds); else a server is
    started on ``db`` here and stopped once the learners are done."""
    game = first_game()
    res = CrowdResult(sessions)
    server = None
    if base is None:
        server = serve(db)
        base = server.base
    t0 = time.perf_counter()
    try:
        learners = [Learner(f"Learner {tag}{k} {chr(65 + k % 26)}.") for k in range(sessions)]
        run_apart(_run_learners(base, learners, answers, game))
        # (read while the server runs: a move's table is written after the move is shown)
        tables = {lr.name: _table_saved(db, lr.name, game, lr.played) for lr in learners}
    finally:
        if server is not None:
            server.stop()
    res.seconds = time.perf_counter() - t0
    seeds: dict[int, str] = {}
    for lr in learners:
        res.latencies += lr.latencies
        res.answers += lr.saved
        bad = [*lr.errors]
        if lr.stopped:
            bad.append(f"stopped: {lr.stopped}")
        if lr.saved != answers:
            bad.append(f"{lr.saved} of {answers} answers saved")
        rows = db_answers(db, lr.name, game)
        if len(rows) != lr.saved or sum(rows) != lr.right:
            bad.append(
                f"the database holds {len(rows)} answers ({sum(rows)} right); "
                f"the learner saw {lr.saved} saved ({lr.right} right)"
            )
        if lr.score_shown != f"{lr.right} / {lr.saved}":
            bad.append(f"its score reads {lr.score_shown!r}, not {lr.right} / {lr.saved}")
        table = tables[lr.name]
        if table is None:
            bad.append("no Play table saved")
        else:
            seed, moves = table
            if not any(m.endswith(lr.played) for m in moves):
                bad.append(f"its Play table does not hold its move {lr.played}")
            if seed in seeds:
                bad.append(f"deals the same deal (seed {seed}) as {seeds[seed]}")
            seeds[seed] = lr.name
        res.failures += [f"{lr.name}: {b}" for b in bad]
    if integrity(db) != "ok":
        res.failures.append(f"integrity_check: {integrity(db)}")
    return res


# ---- item 6: a killed server -----------------------------------------------------------------
@dataclass
class KillResult:
    rounds: int = 0
    saved: int = 0  # answers shown as saved before the kill
    lost: int = 0  # of those, not in the database after the restart
    failures: list[str] = field(default_factory=list)


def _check_after_restart(db: Path, learners: list[Learner], game: str, res: KillResult) -> None:
    again = serve(db)  # the restart: the same database, and it serves
    try:
        for lr in learners:
            rows = len(db_answers(db, lr.name, game))
            res.saved += lr.saved
            # an answer committed in the instant before the kill may lack its "saved" line:
            # more rows than lines is fine, fewer is a lost answer
            if rows < lr.saved:
                res.lost += lr.saved - rows
                res.failures.append(f"{lr.name}: {lr.saved} shown saved, {rows} kept")
        ok = integrity(db)
        if ok != "ok":
            res.failures.append(f"integrity_check after kill -9: {ok}")
        if journal_mode(db) != "wal":
            res.failures.append(f"journal mode {journal_mode(db)}, not wal")
    finally:
        again.stop()


async def _kill_during(
    bases: list[str], victim: Server, learners: list[Learner], delay: float, answers: int
) -> None:
    """A learner on each server (``bases``, the first ``victim``'s), answering; ``victim``
    killed ``delay`` s after its learner's first saved answer."""
    from playwright.async_api import async_playwright

    game = first_game()
    async with async_playwright() as p:
        browser = await p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            tasks = [
                asyncio.create_task(
                    learner_session(
                        browser, bases[k % len(bases)], lr, answers, game, k, play=False
                    )
                )
                for k, lr in enumerate(learners)
            ]
            # kill once the victim's learner is answering (its first answer saved), after delay
            while learners[0].saved == 0 and not tasks[0].done():
                await asyncio.sleep(0.05)
            await asyncio.sleep(delay)
            await asyncio.to_thread(victim.kill9)
            # the victim's learner now waits for a server that is gone: what it saw saved so
            # far is what counts; the others carry on to the end
            tasks[0].cancel()
            others = tasks[1:]
            if others:
                await asyncio.wait(others, timeout=WAIT / 1000)
            for t in tasks:
                t.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
        finally:
            await browser.close()


def killed_server_round(
    db: Path,
    k: int,
    servers: int = 1,
    answers: int = 40,
    survivor: str | None = None,
    tag: str = "",
) -> KillResult:
    """One server (or two on one database), one learner on each, answering; SIGKILL to the
    first server a random moment after its learner's first saved answer; then restart.
    ``survivor``: the address of a class server already running on ``db``, the second of two
    (never the one killed), left running (the browser tests' own, tests/e2e/conftest.py: a
    start of seconds fewer); ``tag`` in the learners' names keeps them apart from those a
    server already holds."""
    if survivor is not None and servers < 2:
        raise ValueError("a surviving server needs another, the one killed: servers=2")
    res = KillResult(rounds=1)
    rng = random.Random(k)
    game = first_game()
    running = serve_many(db, servers - (survivor is not None))
    bases = [s.base for s in running] + ([survivor] if survivor is not None else [])
    learners = [Learner(f"Killed {tag}{k} {chr(65 + j)}.") for j in range(servers)]
    try:
        run_apart(_kill_during(bases, running[0], learners, rng.uniform(0.3, 3.0), answers))
    finally:
        for s in running:
            s.stop()
    if servers > 1 and learners[1].stopped:
        res.failures.append(f"the surviving server's learner stopped: {learners[1].stopped}")
    if learners[0].saved == 0:
        res.failures.append("no answer was saved before the kill")
    _check_after_restart(db, learners, game, res)
    return res


# ---- the same kill on plain writer processes -------------------------------------------------
WRITER = """
import sys
from ui.progress import Progress
store = Progress(sys.argv[1])
me = sys.argv[2]
for i in range(10**6):
    store.record_answer(me, "g", "v", f"q{i}", "kind", i % 2 == 0)
    print(i, flush=True)
"""


def writer_round(db: Path, k: int, writers: int = 2) -> KillResult:
    """``writers`` processes writing answers through the progress store into one database,
    each printing an answer's number once it is committed; SIGKILL to each at a random
    moment; then every printed answer must be in the database, which must pass the check."""
    res = KillResult(rounds=1)
    rng = random.Random(k)
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", WRITER, str(db), f"writer{k}x{j}"],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for j in range(writers)
    ]
    first = []
    for p in procs:  # each is writing (past the interpreter's start-up) before the kills
        assert p.stdout is not None
        first.append(p.stdout.readline())
    for p in procs:
        time.sleep(rng.uniform(0.0, 0.4))
        p.send_signal(signal.SIGKILL)
    for j, p in enumerate(procs):
        out, err = p.communicate(timeout=30)
        printed = {int(x) for x in (first[j] + out).split()}
        with sqlite3.connect(db, timeout=30) as con:
            kept = {
                int(q[1:])
                for (q,) in con.execute(
                    "SELECT question FROM answers WHERE learner = ?", (f"writer{k}x{j}",)
                )
            }
        res.saved += len(printed)
        lost = printed - kept
        res.lost += len(lost)
        if lost:
            res.failures.append(f"writer {j} of round {k}: {len(lost)} committed answers lost")
        if not printed:
            why = err.strip().splitlines()[-1:] or ["no message"]
            res.failures.append(f"writer {j} of round {k} wrote nothing before the kill: {why[0]}")
    ok = integrity(db)
    if ok != "ok":
        res.failures.append(f"integrity_check after round {k}: {ok}")
    return res


def merge(a: KillResult, b: KillResult) -> KillResult:
    return KillResult(
        a.rounds + b.rounds, a.saved + b.saved, a.lost + b.lost, a.failures + b.failures
    )
