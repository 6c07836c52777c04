"""Page speed in a real browser against bare Streamlit, paired in one run (issue 12, part 5).

``.venv/bin/python -m bench.page_speed [--port 8540] [--pairs 5] [--games loo,sixty_six]``
(not part of ``make bench``: it has no ``run()``; it needs Chromium and Playwright).

It starts three servers on a scratch database: the app as ``make run`` serves it (``server.py``,
``--port``), the bare page of ``../shared/tools/bare_app.py`` (port + 1) and a bare page with
one button (port + 2). Then:

- **first content**: for each page (Home, Review, and every page of the games named), the time
  from navigation to the first heading in a fresh browser context, alternating with the bare
  page, pair by pair (as ``../shared/tools/pageload.py`` does); the median of the ratios. Then,
  on the line under it ("in the page"), the same loads timed by the page itself: when a
  heading was first laid out (a MutationObserver, from the navigation's start), and the
  browser's main-thread work until then (CDP ``Performance.getMetrics`` TaskDuration). The
  first figure is Playwright's: it looks for the heading 0, 20, 50, 100 and 100 ms after the
  page's load event, then every 500 ms, so a heading shown 300 ms after the load is seen
  only at 770 ms, and a busy main thread delays each look;
- **click → feedback**: Play (a card clicked, or on a page that opens on a bid or an exchange
  its first declaration, Continue or lay-down button: the move or its refusal shown; a page
  with none is skipped, with why), Quiz (Check: the verdict shown), Learn (Next: the next
  step's heading shown) against a bare button click (its text shown), alternating, median of
  the ratios; on the lines under it, the browser's main-thread work from the click to the
  feedback (CDP TaskDuration), that thread's CPU time to it (ThreadTime: what a busy
  machine's waits for a core leave out) and to rest (the whole click's work, however late
  the feedback was seen), each against the bare click's. ``--clicks quiz`` (with
  ``--pages none``: no page loads) times one kind alone; ``--clicks next`` times Quiz's Next
  question (on a question just answered: until the next one's Check shows), ``quizme``
  Learn's "Quiz me on this" (on the lesson's first step with questions: until the Quiz's
  Check shows), ``newgame`` Play's New game under a game just won (Sixty-Six and Forty-Five,
  the only games that end: a won game saved for the learner first, :func:`won_table`; until
  the new game's cards show).

``--frames`` prints instead one click of each kind (and the bare one) as a timeline: each
websocket frame from the click on (ms, size, the ForwardMsg's type, the element and its delta
path), then the feedback's time, the main thread's work from the click to it, and the page's
DOM nodes: what a click reruns and resends, and what it costs the browser. ``--profile`` prints
instead where each such click's main-thread time goes (:func:`click_profile`), with each
message from the server between the browser's redraws (React commits): what each redraw
followed.

``--before DIR`` (a copy of another version, e.g. ``git archive HEAD~3 | tar -x -C DIR``)
serves that version too and times it in the same rounds ("before: ..." lines), so before and
after are compared under one machine load.

The machine is shared: read the ratios, not the seconds, and the load printed with them.
"""

from __future__ import annotations

import argparse
import contextlib
import shutil
import statistics
import subprocess
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bench.serve import CHROMIUM, CHROMIUM_ARGS, fresh_learner, serve

ROOT = Path(__file__).resolve().parents[1]
BARE = ROOT.parent / "shared" / "tools" / "bare_app.py"
BARE_CLICK = """import streamlit as st
st.title("Bare page")
n = st.session_state.get("n", 0)
if st.button("Click", key="bare"):
    n += 1
    st.session_state["n"] = n
st.write(f"Clicked {n}")
"""
HEADING = "h1, h2, h3"


# A pause before each timed load: a page's script may still be running on its server when its
# heading shows, and the next load would pay for it.
SETTLE = 0.5


def uptime() -> str:
    return subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()


# When a heading is first laid out, by the page's own clock (ms from the navigation's start).
SEEN_JS = f"""
window.__tbHeading = null;
const tbSeen = new MutationObserver(() => {{
  const h = document.querySelector({HEADING!r});
  if (h && h.getClientRects().length) {{
    window.__tbHeading = performance.now();
    tbSeen.disconnect();
  }}
}});
document.addEventListener("DOMContentLoaded", () =>
  tbSeen.observe(document.body, {{childList: true, subtree: true}}));
"""
# one load's figures: Playwright's time to the heading, the page's own, the main thread's work
Load = tuple[float, float, float]


def first_content(browser: Any, url: str) -> Load:
    time.sleep(SETTLE)
    ctx = browser.new_context()
    page = ctx.new_page()
    page.add_init_script(SEEN_JS)
    cdp = ctx.new_cdp_session(page)
    cdp.send("Performance.enable")
    t0 = time.perf_counter()
    page.goto(url)
    page.wait_for_selector(HEADING, timeout=60000)
    dt = time.perf_counter() - t0
    seen = page.evaluate("window.__tbHeading") or dt * 1000
    work = {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}
    ctx.close()
    return dt, seen / 1000, work["TaskDuration"]


def ratio_line(name: str, a: list[float], b: list[float]) -> str:
    ratios = [x / y for x, y in zip(a, b, strict=True)]
    return (
        f"{name:<24} {statistics.median(a):5.2f}s vs bare {statistics.median(b):5.2f}s  "
        f"ratio {statistics.median(ratios):4.2f} (min {min(ratios):.2f}, max {max(ratios):.2f})"
    )


def load_lines(name: str, a: list[Load], b: list[Load]) -> str:
    """The Playwright line, and under it the page's own clock and its main-thread work."""
    own = [x[1] for x in a], [y[1] for y in b]
    ratios = [x / y for x, y in zip(*own, strict=True)]
    work = statistics.median(x[2] for x in a), statistics.median(y[2] for y in b)
    return (
        ratio_line(name, [x[0] for x in a], [y[0] for y in b])
        + f"\n{'':<24} in the page {statistics.median(own[0]):4.2f}s vs "
        f"{statistics.median(own[1]):4.2f}s  ratio {statistics.median(ratios):4.2f}; "
        f"main thread {work[0]:4.2f}s vs {work[1]:4.2f}s"
    )


# ---- clicks: open the page, then time one click until its feedback shows ---------------------
Click = Callable[[Any], float]


def _timed(page: Any, press: Callable[[], None], done: str) -> float:
    """Press, then wait until the JavaScript condition ``done`` holds."""
    t0 = time.perf_counter()
    press()
    page.wait_for_function(done, timeout=60000)
    return time.perf_counter() - t0


def click_bare(page: Any) -> float:
    page.wait_for_selector("text=Clicked 0")
    return _timed(
        page,
        lambda: page.get_by_role("button", name="Click").click(),
        "() => document.body.innerText.includes('Clicked 1')",
    )


class NoClick(Exception):
    """The page shows nothing the click can press (its click line is skipped, with why)."""


# What a Play page may offer first, in the order tried: a card to play, else (a page that opens
# on a bid, a trump call or an exchange: Napoleon, Irish Loo...) its first enabled declaration
# or bid, else Continue after a trick, else the button that lays down the cards ticked (none:
# keep them all). Each is a button the learner can press at once.
PLAY_CONTROLS = (
    ("a card", ".st-key-tb-hand button"),
    ("a declaration", ".st-key-tb-declare button:enabled"),
    ("Continue", ".st-key-tb-next button"),
    # (its key, e.g. "napoleon:compose:discard", is the class st-key-napoleon-compose-discard)
    ("the lay-down button", "[class*='-compose-'] button:enabled"),
)
PRESSED: list[str] = []  # what each timed Play click pressed, for its line
# Something a move changes: the latest moves under the table, the number of notes (a refusal,
# a verdict), and the learner's controls (a bid answered by the next question, a card gone)
PLAY_SIGNATURE = (
    "() => [(document.querySelector('.tb-latest')||{}).innerText, "
    "document.querySelectorAll('[data-testid=stAlert]').length, "
    "[...document.querySelectorAll('.st-key-tb-hand button, .st-key-tb-declare button, "
    ".st-key-tb-next button')].map(b => b.innerText).join('|')].join('#')"
)


def click_play(page: Any) -> float:
    """Press the first control the page offers (:data:`PLAY_CONTROLS`); NoClick when none
    shows within a minute (a page waiting on something else)."""
    from playwright.sync_api import TimeoutError as Timeout

    try:
        page.wait_for_selector(
            ", ".join(sel for _, sel in PLAY_CONTROLS), state="attached", timeout=60000
        )
    except Timeout:
        raise NoClick("no card, declaration, Continue or lay-down button within a minute") from None
    found = next(((w, sel) for w, sel in PLAY_CONTROLS if page.locator(sel).count()), None)
    if found is None:  # (the selector above matched, then the page redrew it away)
        raise NoClick("no card, declaration, Continue or lay-down button to press")
    PRESSED.append(found[0])
    button = page.locator(found[1]).first
    before = page.evaluate(PLAY_SIGNATURE)
    t0 = time.perf_counter()
    button.click()
    page.wait_for_function(f"(b) => ({PLAY_SIGNATURE})() !== b", arg=before, timeout=60000)
    return time.perf_counter() - t0


def click_quiz(page: Any) -> float:
    page.wait_for_selector("[data-testid=stFormSubmitButton] button")
    form = page.locator("[data-testid=stForm]")
    choice = form.locator("input[type=checkbox], input[type=radio], [role=radio], [role=checkbox]")
    text = form.locator("input[type=text]")
    if choice.count():
        choice.first.click(force=True)  # Streamlit hides the input under its own box
    elif text.count():
        text.first.fill("1")
    # else nothing to choose yet: Check still answers at once (a line asking for an answer)
    return _timed(
        page,
        lambda: page.locator("[data-testid=stFormSubmitButton] button").click(),
        "() => document.querySelectorAll('[data-testid=stAlert]').length > 0",
    )


def answer_first(page: Any) -> None:
    """Before :func:`click_next`: the question answered (as :func:`click_quiz`), the page at
    rest."""
    from playwright.sync_api import TimeoutError as Timeout

    following = page.get_by_role("button", name="Next question")
    for _ in range(3):  # (a tick lost to a redraw: Check then asks for an answer)
        click_quiz(page)
        try:
            following.wait_for(timeout=20000)
            break
        except Timeout:
            continue
    page.wait_for_function(AT_REST, timeout=60000)
    page.wait_for_timeout(300)


def click_next(page: Any) -> float:
    """Next question, on a question answered (:func:`answer_first`): until the next question's
    answer form shows."""
    return _timed(
        page,
        lambda: page.get_by_role("button", name="Next question").click(),
        "() => !!document.querySelector('[data-testid=stFormSubmitButton] button')",
    )


def click_learn(page: Any) -> float:
    page.wait_for_selector("h2")
    before = page.locator("h2").first.inner_text()
    t0 = time.perf_counter()
    page.get_by_role("button", name="Next").first.click()
    page.wait_for_function(
        "(b) => { const h = document.querySelector('h2'); return h && h.innerText !== b; }",
        arg=before,
        timeout=60000,
    )
    return time.perf_counter() - t0


def click_quizme(page: Any) -> float:
    """Learn's "Quiz me on this" (the page opened at a step with questions): until the Quiz's
    answer form shows."""
    button = page.get_by_role("button", name="Quiz me on this")
    button.wait_for(timeout=60000)
    return _timed(
        page,
        button.click,
        "() => !!document.querySelector('[data-testid=stFormSubmitButton] button')",
    )


def click_newgame(page: Any) -> float:
    """Play's New game under a game won (the page opened on one: :func:`won_table`): until the
    new game's cards show, the button gone."""
    button = page.get_by_role("button", name="New game")
    button.wait_for(timeout=60000)
    return _timed(
        page,
        button.click,
        "() => !!document.querySelector('.st-key-tb-hand button')"
        " && ![...document.querySelectorAll('button')].some(b => b.innerText === 'New game')",
    )


def quizme_step(game_id: str) -> str | None:
    """The lesson's first step with questions ("Quiz me on this" shows there), or None."""
    from ui.pages.learn_position import lesson_for

    lesson = lesson_for(game_id)
    return next((s.id for s in lesson.steps if lesson.questions(s.id)), None)


def won_table(game_id: str, seed: int = 11) -> Any:
    """A two-hand game of ``game_id`` played to its end against random computer players, the
    learner (P0) playing the game's rule of thumb: the table as Play keeps it
    (ui.play_table.Table), its last deal over and the game won, "New game" under it."""
    import random

    from engine.game import REGISTRY
    from ui.pages.common import free_options
    from ui.play_table import advance, new_table, next_deal, play_or_ask
    from ui.tables import game_ui

    game, ui = REGISTRY.get(game_id), game_ui(game_id)
    s = {
        "variant": game.default_variant,
        "options": {o.name: o.default for o in free_options(game)},
    }
    players = game.player_counts(game.make_opts(None))[0]
    t = new_table(game, {"players": players, "seat": 0, "bots": "random"}, s, seed)
    rng = random.Random(seed)
    for _ in range(5000):
        if game.is_over(t.state):
            if ui.game_over(t.state, t.seat):
                return t
            next_deal(game, t)
        elif t.pause:
            t.pause = False
            advance(game, t)
        else:
            action = game.heuristic_action(game.view(t.state, t.seat), rng)
            play_or_ask(game, t, action, confirmed=True)
    raise RuntimeError(f"{game_id}: no game won in 5,000 moves (seed {seed})")


# the learner database of each server (its address: its database), for the clicks whose page
# is prepared first (newgame: a game won)
DBS: dict[str, Path] = {}


def opened_at(url: str) -> str:
    """``url`` for a fresh learner (its query kept: a Learn step), his game won first where
    the click is Play's New game (``#newgame``: :func:`won_table`, saved in his server's
    database)."""
    from ui.play_table import dump_table
    from ui.progress import Progress

    url, newgame, _ = url.partition("#newgame")
    base, _, query = url.partition("?")
    fresh = fresh_learner(base, "speed")
    if newgame:
        server, _, path = base.rpartition("/")
        game_id, code = path.rsplit("-", 1)[0], fresh.rpartition("learner=")[2]
        Progress(DBS[server]).save_table(code, game_id, dump_table(won_table(game_id)))
    return f"{fresh}&{query}" if query else fresh


# one click's figures: its time to the feedback, the main thread's work (wall) and CPU time to
# it, and that thread's CPU time until the page is at rest after it
Clicked = tuple[float, float, float, float]
# the page at rest: no script running (a click's run, and a fragment's second run, are over)
AT_REST = (
    "() => document.querySelector('[data-testid=stApp]')"
    "?.getAttribute('data-test-script-state') !== 'running'"
)


def one_click(browser: Any, url: str, click: Click) -> Clicked:
    """One click: its time to the feedback, the browser's main-thread work over that time
    (CDP TaskDuration, s): what the click costs the page itself (a busy machine stretches
    it too: a task's time counts while the renderer waits for a core), and that thread's CPU
    time over it (CDP ThreadTime, s), which the waits for a core leave out; and that CPU time
    until the page is at rest (:data:`AT_REST`, then 300 ms): all the click costs the browser,
    whenever the feedback was seen (on a busy machine the feedback is seen later, and the time
    to it holds more of that work: at load 9-10, two cores and other helpers' tests, the work
    to the feedback read 2-12x bare for one page from pair to pair)."""
    time.sleep(SETTLE)
    ctx = browser.new_context(viewport={"width": 1400, "height": 1000})
    page = ctx.new_page()
    cdp = ctx.new_cdp_session(page)
    cdp.send("Performance.enable")
    page.goto(opened_at(url))
    page.wait_for_selector(HEADING, timeout=60000)
    page.wait_for_timeout(300)  # the page settled: what is timed is the click
    if click is click_next:
        answer_first(page)
    before = _main_thread(cdp)
    dt = click(page)
    after = _main_thread(cdp)
    page.wait_for_function(AT_REST, timeout=60000)
    page.wait_for_timeout(300)
    rest = _main_thread(cdp)
    ctx.close()
    return dt, after[0] - before[0], after[1] - before[1], rest[1] - before[1]


def _main_thread(cdp: Any) -> tuple[float, float]:
    """The main thread's work so far (TaskDuration) and its CPU time (ThreadTime), s."""
    metrics = {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}
    return float(metrics["TaskDuration"]), float(metrics["ThreadTime"])


def _task_duration(cdp: Any) -> float:
    return _main_thread(cdp)[0]


def click_lines(name: str, a: list[Clicked], b: list[Clicked]) -> str:
    """The click's line (its time against the bare click's), and under it the main thread's
    work to the feedback, its CPU time to the feedback and to rest, each against the bare
    click's."""
    lines = ratio_line(name, [x[0] for x in a], [y[0] for y in b])
    for k, what in ((1, "main thread"), (2, "its CPU"), (3, "CPU to rest")):
        mine, bare = [x[k] for x in a], [y[k] for y in b]
        ratios = [x / y for x, y in zip(mine, bare, strict=True)]
        lines += (
            f"\n{'':<24} {what:<11} {1000 * statistics.median(mine):4.0f} ms vs "
            f"{1000 * statistics.median(bare):4.0f} ms  ratio {statistics.median(ratios):4.2f} "
            f"(min {min(ratios):.2f}, max {max(ratios):.2f})"
        )
    return lines


def frame_line(payload: bytes | str) -> str:
    """A websocket frame as ``size type element path`` (a ForwardMsg from the server)."""
    from streamlit.proto.ForwardMsg_pb2 import ForwardMsg

    if isinstance(payload, str):
        return f"{len(payload):6d} B text"
    msg = ForwardMsg()
    try:
        msg.ParseFromString(payload)
    except Exception:  # (a BackMsg sent, or not protobuf)
        return f"{len(payload):6d} B ?"
    kind = msg.WhichOneof("type") or "?"
    what = ""
    if kind == "delta":
        d = msg.delta
        what = d.WhichOneof("type") or ""
        if what == "new_element":
            what = d.new_element.WhichOneof("type") or ""
        elif what == "add_block":
            what = "block " + (d.add_block.WhichOneof("type") or "")
        what += " " + "/".join(map(str, msg.metadata.delta_path))
    return f"{len(payload):6d} B {kind} {what}".rstrip()


def click_frames(browser: Any, url: str, click: Click) -> None:
    """One click (as :func:`one_click`) printed as a timeline (``--frames``)."""
    frames: list[tuple[float, str, bytes | str]] = []
    ctx = browser.new_context(viewport={"width": 1400, "height": 1000})
    page = ctx.new_page()

    def on_ws(ws: Any) -> None:
        ws.on("framereceived", lambda p: frames.append((time.perf_counter(), "<", p)))
        ws.on("framesent", lambda p: frames.append((time.perf_counter(), ">", p)))

    page.on("websocket", on_ws)
    cdp = ctx.new_cdp_session(page)
    cdp.send("Performance.enable")
    page.goto(opened_at(url))
    page.wait_for_selector(HEADING, timeout=60000)
    page.wait_for_timeout(1500)
    seen = len(frames)

    before = _task_duration(cdp)
    t0 = time.perf_counter()
    dt = click(page)
    busy = _task_duration(cdp) - before
    nodes = page.evaluate("document.getElementsByTagName('*').length")
    page.wait_for_timeout(500)  # (the frames after the feedback, up to the script's end)
    print(
        f"{url}: feedback {1000 * dt:.0f} ms; main thread {1000 * busy:.0f} ms; DOM nodes {nodes}"
    )
    for t, way, payload in frames[seen:]:
        print(f"  {1000 * (t - t0):6.0f} ms {way} {frame_line(payload)}")
    ctx.close()


def served(tree: Path) -> Path:
    """What ``make run`` serves in the copy ``tree``: ``server.py`` (since issue 12's page
    loads), else ``app.py``."""
    return tree / "server.py" if (tree / "server.py").exists() else tree / "app.py"


# ---- --profile: where a click's main-thread time goes ------------------------------------------
# A stand-in for React DevTools' hook, installed before the page's scripts: after each React
# commit it walks the tree of components and counts those that rendered (mounted or updated) by
# the Streamlit element they belong to (its type; "chrome:" + data-testid outside any element:
# header, sidebar), the ones mounted (created anew) and the Markdown sources parsed again
# (react-markdown rendered: its source's size). A subtree React skipped is not entered.
REACT_HOOK = r"""
(() => {
  const commits = [];
  window.__tbCommits = commits;
  function label(f) {
    for (let a = f; a; a = a.return) {
      const p = a.memoizedProps;
      if (p && p.node && p.node.element) return p.node.element.type || "?";
      if (typeof a.type === "string" && p && p["data-testid"] &&
          /^st(Sidebar|Header|Toolbar|StatusWidget|Main)$/.test(p["data-testid"]))
        return "chrome:" + p["data-testid"];
    }
    return "chrome:other";
  }
  function add(o, k, n) { o[k] = (o[k] || 0) + n; }
  function walk(f, out, mounted) {
    for (; f; f = f.sibling) {
      const mount = mounted || !f.alternate;
      const v = f.memoizedProps && f.memoizedProps.value;
      if (v && typeof v === "object" && "scriptRunFinishedSequence" in v && out.run === undefined)
        out.run = `${v.scriptRunState} ${String(v.scriptRunId).slice(0, 4)} ` +
          `fin${v.scriptRunFinishedSequence} frag${(v.fragmentIdsThisRun || []).length}`;
      if (typeof f.type !== "string" && f.tag !== 6 && f.tag !== 3 && (mount || (f.flags & 1))) {
        const l = label(f);
        add(out.by, l, 1);
        add(out, "rendered", 1);
        if (mount) { add(out, "mounted", 1); add(out.mounts, l, 1); }
        const p = f.memoizedProps;
        if (p && p.remarkPlugins && typeof p.children === "string") {
          add(out, "parses", 1);
          add(out, "parsed", p.children.length);
        }
      }
      if (f.child && !(f.alternate && f.alternate.child === f.child)) walk(f.child, out, mount);
    }
  }
  // each websocket message's arrival on the same clock as the commits (its order matches
  // Playwright's frames, which click_profile decodes)
  const messages = [];
  window.__tbMessages = messages;
  const Socket = window.WebSocket;
  window.WebSocket = function (...args) {
    const ws = new Socket(...args);
    ws.addEventListener("message", () => messages.push(performance.now()));
    return ws;
  };
  window.WebSocket.prototype = Socket.prototype;
  Object.assign(window.WebSocket, {CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3});
  let id = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(), isDisabled: false,
    inject(r) { this.renderers.set(++id, r); return id; },
    onCommitFiberRoot(_, root) {
      if (window.__tbFrom === undefined) return;
      const out = {t: performance.now() - window.__tbFrom, by: {}, mounts: {}};
      walk(root.current.child, out, false);
      commits.push(out);
    },
    onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, checkDCE() {},
  };
})();
"""


def _top(counts: dict[str, float], n: int, unit: str = "") -> str:
    return ", ".join(
        f"{k} {v:.0f}{unit}" for k, v in sorted(counts.items(), key=lambda kv: -kv[1])[:n]
    )


def click_profile(browser: Any, url: str, click: Click) -> None:
    """One click (as :func:`one_click`) under Chromium's CPU profiler (``--profile``): the
    feedback's time, the main thread's work to it (CDP metrics: all, script, style, layout),
    the JavaScript's own time by script file (Streamlit's chunks: react-dom, StreamlitMarkdown
    (react-markdown), rehype-raw, emotion ...) up to 0.7 s after the feedback, and each React
    commit: components rendered and mounted, by element, and the Markdown parsed again, and
    Streamlit's run state then (``[running 81dd fin1 frag1]``: the state, the run's id, how
    many runs have finished, the fragments running), between the server's messages as they
    arrived: what each redraw followed (a run's start, a burst of its elements, its end)."""
    ctx = browser.new_context(viewport={"width": 1400, "height": 1000})
    page = ctx.new_page()
    page.add_init_script(REACT_HOOK)
    received: list[bytes | str] = []
    page.on("websocket", lambda ws: ws.on("framereceived", lambda p: received.append(p)))
    cdp = ctx.new_cdp_session(page)
    cdp.send("Performance.enable")
    page.goto(opened_at(url))
    page.wait_for_selector(HEADING, timeout=60000)
    page.wait_for_timeout(1500)

    def metrics() -> dict[str, float]:
        return {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}

    cdp.send("Profiler.enable")
    cdp.send("Profiler.setSamplingInterval", {"interval": 200})
    before = metrics()
    seen = len(received)
    page.evaluate("window.__tbFrom = performance.now(); window.__tbSeen = __tbMessages.length")
    cdp.send("Profiler.start")
    dt = click(page)
    after = metrics()
    page.wait_for_timeout(700)
    profile = cdp.send("Profiler.stop")["profile"]
    commits = page.evaluate("window.__tbCommits")
    arrived = page.evaluate("__tbMessages.slice(__tbSeen).map(t => t - window.__tbFrom)")
    ctx.close()
    work = {
        k: 1000 * (after[k] - before[k])
        for k in ("TaskDuration", "ScriptDuration", "RecalcStyleDuration", "LayoutDuration")
    }
    print(f"{url}: feedback {1000 * dt:.0f} ms; main thread to it: {_top(work, 4, ' ms')}")
    frames = {n["id"]: n["callFrame"] for n in profile["nodes"]}
    by_file: dict[str, float] = {}
    for sample, delta in zip(profile["samples"], profile["timeDeltas"], strict=True):
        frame = frames[sample]
        name = frame["url"].rsplit("/", 1)[-1] or frame["functionName"] or "(native)"
        by_file[name] = by_file.get(name, 0.0) + delta / 1000
    by_file.pop("(idle)", None)
    other = by_file.pop("(program)", 0.0)  # the browser's own work: style, layout, paint, parse
    print(
        f"  JavaScript {sum(by_file.values()):.0f} ms sampled, besides {other:.0f} ms of the "
        f"browser's own (walk, label, add: this hook's): {_top(by_file, 10, ' ms')}"
    )
    # the messages (ForwardMsgs) and the commits in the order they came: what each redraw
    # followed
    events: list[tuple[float, str, Any]] = [
        (t, "<", frame_line(m)) for t, m in zip(arrived, received[seen:], strict=False)
    ]
    events += [(c["t"], "commit", c) for c in commits if c.get("rendered")]
    for t, kind, c in sorted(events, key=lambda e: e[0]):
        if kind == "<":
            print(f"  {t:6.0f} ms < {c}")
            continue
        parsed = f"; {c['parses']} Markdown parsed ({c['parsed']} B)" if c.get("parses") else ""
        mounted = f"; mounted {c['mounted']}: {_top(c['mounts'], 5)}" if c.get("mounted") else ""
        print(
            f"  {c['t']:6.0f} ms commit: {c['rendered']} rendered: {_top(c['by'], 6)}"
            f"{mounted}{parsed}" + (f" [{c['run']}]" if c.get("run") else "")
        )


def _order(n: int, r: int) -> list[int]:
    """Round ``r``'s order of the ``n`` servers, rotated each round: the load after another
    may pay for what that one left running (always the same one, without the rotation)."""
    return [(r + k) % n for k in range(n)]


def _clicks(game: Any) -> list[tuple[str, str, Click]]:
    """The clicks a game's pages offer to time: (kind, the page's path, the click); a kind
    whose page the game lacks is left out (Learn without a lesson, New game where no game
    ends)."""
    from lessons import available
    from ui.tables import game_ui

    out: list[tuple[str, str, Click]] = []
    if game.id in available():
        out.append(("learn", f"{game.id}-learn", click_learn))
    out += [("quiz", f"{game.id}-quiz", click_quiz), ("play", f"{game.id}-play", click_play)]
    out.append(("next", f"{game.id}-quiz", click_next))
    step = quizme_step(game.id) if game.id in available() else None
    if step is not None:
        out.append(("quizme", f"{game.id}-learn?step={step}", click_quizme))
    if game.id in ("sixty_six", "forty_five") and game_ui(game.id).play:  # (the games that end)
        out.append(("newgame", f"{game.id}-play#newgame", click_newgame))
    return out


def _named(kind: str) -> str:
    """A click's name after its page's path: none for the page's own click (learn, quiz,
    play), else the kind (" next", " quizme")."""
    return "" if kind in ("learn", "quiz", "play") else f" {kind}"


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--port", type=int, default=8540)
    ap.add_argument("--pairs", type=int, default=5)
    ap.add_argument("--games", default="loo,sixty_six")
    ap.add_argument("--pages", default="", help="comma-separated url paths (default: all)")
    ap.add_argument("--no-clicks", action="store_true")
    ap.add_argument(
        "--clicks",
        default="learn,quiz,play",
        help="the click kinds timed (comma-separated; default learn,quiz,play): e.g. --clicks "
        "quiz with --pages none times one kind alone; 'next' times Quiz's Next question",
    )
    ap.add_argument(
        "--frames",
        action="store_true",
        help="one click of each kind (and the bare one) as a timeline of websocket frames",
    )
    ap.add_argument(
        "--profile",
        action="store_true",
        help="one click of each kind (and the bare one) under the CPU profiler: JavaScript time "
        "by script file and React commits (components rendered, mounted, Markdown parsed)",
    )
    ap.add_argument(
        "--before",
        type=Path,
        help="a copy of another version of the project (e.g. `git archive HEAD~3 | tar -x -C D`): "
        "its app is served too (port + 3) and timed in the same pairs, so 'before' and 'after' "
        "share one machine load",
    )
    args = ap.parse_args(argv)
    from playwright.sync_api import sync_playwright

    import engine.games  # noqa: F401
    from engine.game import REGISTRY
    from ui.pages import addresses

    games = [g for g in REGISTRY if g.id in args.games.split(",")]
    kinds = args.clicks.split(",")
    # the app's own pages (as it routes them): Home, Review and every page of the games named
    ids = {g.id for g in games}
    pages = [p for p in addresses() if "-" not in p or p.split("-")[0] in ids]
    if args.pages:
        pages = [] if args.pages == "none" else args.pages.split(",")
    tmp = Path(tempfile.mkdtemp())
    (tmp / "bare_click.py").write_text(BARE_CLICK)
    db = tmp / "speed.sqlite3"  # one scratch database (the bare pages open none)
    with contextlib.ExitStack() as servers:
        # on the way out, last first: the servers stop, this run's databases go, the load
        servers.callback(lambda: print(uptime(), flush=True))
        servers.callback(shutil.rmtree, tmp, ignore_errors=True)
        app, bare, bare_click = (
            servers.enter_context(serve(args.port + i, script=script, db=db))
            for i, script in enumerate((ROOT / "server.py", BARE, tmp / "bare_click.py"))
        )
        DBS[app] = db
        old = ""
        if args.before:
            before = tmp / "before.sqlite3"
            old = servers.enter_context(
                serve(args.port + 3, script=served(args.before), db=before, cwd=args.before)
            )
            DBS[old] = before
        print(uptime())
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            if args.frames or args.profile:
                show = click_profile if args.profile else click_frames
                show(browser, f"{bare_click}/", click_bare)
                for g in games:
                    kinds_clicked = [
                        (kind, path, clicker)
                        for kind, path, clicker in _clicks(g)
                        if kind in kinds and kind != "next"  # (next: timed only)
                    ]
                    for _, path, clicker in kinds_clicked:
                        show(browser, f"{app}/{path}", clicker)
                browser.close()
                return
            if pages:
                print(f"first content (navigation -> first heading), {args.pairs} pairs each:")
            for path in pages:
                # Home is the default page, served at "/": "/home" would open a "page not
                # found" dialog over it
                tail = "" if path == "home" else path
                urls = [f"{app}/{tail}", f"{bare}/"] + ([f"{old}/{tail}"] if args.before else [])
                for url in urls:
                    first_content(browser, url)  # warm-up: caches, lazy imports
                loads: list[list[Load]] = [[] for _ in urls]
                for r in range(args.pairs):
                    for k in _order(len(urls), r):
                        loads[k].append(first_content(browser, urls[k]))
                print(load_lines(path, loads[0], loads[1]), flush=True)
                if args.before:
                    print(load_lines(f"  before: {path}", loads[2], loads[1]), flush=True)
            if not args.no_clicks:
                print(f"click -> feedback, {args.pairs} pairs each:")
                clicks = [
                    (name, path, how)
                    for g in games
                    for kind, path, how in _clicks(g)
                    if kind in kinds
                    # its line reads "<game>-quiz next", "<game>-learn quizme", ...
                    for name in [f"{path.split('?')[0].split('#')[0]}{_named(kind)}"]
                ]
                for path, where, click in clicks:
                    tries = [(f"{app}/{where}", click), (f"{bare_click}/", click_bare)]
                    if args.before:
                        tries.append((f"{old}/{where}", click))
                    PRESSED.clear()
                    try:
                        for url, how in tries:
                            one_click(browser, url, how)  # warm-up
                        times: list[list[Clicked]] = [[] for _ in tries]
                        for r in range(args.pairs):
                            for k in _order(len(tries), r):
                                times[k].append(one_click(browser, *tries[k]))
                    except NoClick as e:
                        print(f"{path + ' click':<24} skipped: {e}", flush=True)
                        continue
                    pressed = sorted(set(PRESSED))  # said when not simply a card
                    note = (
                        f"  (pressed: {', '.join(pressed)})"
                        if pressed not in ([], ["a card"])
                        else ""
                    )
                    print(click_lines(f"{path} click", times[0], times[1]) + note, flush=True)
                    if args.before:
                        print(
                            click_lines(f"  before: {path} click", times[2], times[1]), flush=True
                        )
            browser.close()


if __name__ == "__main__":
    main()
