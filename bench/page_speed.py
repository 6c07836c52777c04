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
import tempfile
from pathlib import Path
from typing import Any

from bench.page_speed_clicks import (
    AT_REST,
    DBS,
    HEADING,
    PRESSED,
    Click,
    Clicked,
    NoClick,
    click_bare,
    click_learn,
    click_newgame,
    click_next,
    click_play,
    click_quiz,
    click_quizme,
    one_click,
    opened_at,
    quizme_step,
    won_table,
)
from bench.page_speed_report import Load, click_lines, first_content, load_lines, uptime
from bench.page_speed_trace import click_frames, click_profile
from bench.serve import CHROMIUM, CHROMIUM_ARGS, serve

# (the names other modules import from here: bench.click_trace, tests/e2e)
__all__ = [
    "AT_REST",
    "BARE_CLICK",
    "HEADING",
    "Click",
    "click_bare",
    "click_learn",
    "click_newgame",
    "click_play",
    "click_quiz",
    "click_quizme",
    "main",
    "opened_at",
    "quizme_step",
    "won_table",
]

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


def served(tree: Path) -> Path:
    """What ``make run`` serves in the copy ``tree``: ``server.py`` (since issue 12's page
    loads), else ``app.py``."""
    return tree / "server.py" if (tree / "server.py").exists() else tree / "app.py"


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
