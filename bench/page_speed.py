"""Page speed in a real browser against bare Streamlit, paired in one run (issue 12, part 5).

``.venv/bin/python -m bench.page_speed [--port 8540] [--pairs 5] [--games loo,sixty_six]``
(not part of ``make bench``: it has no ``run()``; it needs Chromium and Playwright).

It starts three servers on scratch databases: the app as ``make run`` serves it (``server.py``,
``--port``), the bare page of ``../shared/tools/bare_app.py`` (port + 1) and a bare page with
one button (port + 2). Each round times every page compared once, the bare page first in half
the rounds and last in the others, and the run is in two halves, the app's server started
afresh for each (:mod:`bench.page_speed_seats`). Then:

- **first content**: for each page (Home, Review, and every page of the games named), the time
  from navigation to the first heading in a fresh browser context, alternating with the bare
  page, pair by pair (as ``../shared/tools/pageload.py`` does); the median of the ratios,
  give or take its standard error (the ± after it; the click lines' too). Then, on the line
  under it ("in the page"), the same loads timed by the page itself: when a heading was first
  laid out (a MutationObserver, from the navigation's start), and the
  browser's main-thread work until then (CDP ``Performance.getMetrics`` TaskDuration). The
  first figure is Playwright's: it looks for the heading 0, 20, 50, 100 and 100 ms after the
  page's load event, then every 500 ms, so a heading shown 300 ms after the load is seen
  only at 770 ms, and a busy main thread delays each look;
- **click → feedback**: Play (on the deal of ``--seed``, ``<game>-play?seed=N``, the same every
  round on every version: its first legal card the engine gives, or on a page that opens on a
  bid or an exchange its first declaration, Continue or lay-down button: the move shown; a page
  with none is skipped, with why; a card's feedback is the verdict its hand shows the moment it
  is pressed, before the run, ui/play_verdict.py, a bid's or a declaration's the verdict under
  their row, moves.js; the line "<game>-play in the page" under its lines is the time to that
  feedback by the page's own clock, from the click's event to the first frame that shows it,
  and "<game>-play redrawn" the time to the page redrawn by the run, by the same clock, each
  against the bare click's by the same clock: Playwright's own looks come 50-150 ms after the
  click and wait behind a redraw begun, PLAY_LOOK), Quiz
  (Check: the verdict shown), Learn (Next: the next
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
after are compared under one machine load, both versions' servers started alike, their ports
and start order swapped in the second half; the line "before/now" under them is the two
versions' ratio, round by round, give or take its standard error, and each half's. Against a
clean export of the same version (an A/A run) it reads 1.00 within that margin, which at load
8-10 on two cores is about ±0.33 for 7 pairs (bench.page_speed_seats). The version "now" is
the tree this module runs from: for a comparison run it from a clean export too (in that
folder, the project's ``.venv/bin/python -m bench.page_speed ...``), since a shared working
tree holds others' unfinished edits, and a server started in the second half would load those
made meanwhile. ``--raw FILE`` writes every timing (its half, round, place in the round, seat
and port) as JSON lines, to look for a seat's bias.

The machine is shared: read the ratios, not the seconds, and the load printed with them.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import IO, Any
from urllib.parse import urlsplit

from bench.page_speed_clicks import (
    AT_REST,
    DBS,
    FELT,
    HEADING,
    PRESSED,
    REDRAWN,
    Click,
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
    seeded_play,
    won_table,
)
from bench.page_speed_report import (
    click_lines,
    first_content,
    load_lines,
    ratio_line,
    uptime,
    versus_line,
)
from bench.page_speed_seats import SERVER_ENV, halves, round_plan, versions_served
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
# (its text, for a tree run from elsewhere, such as a clean export in /tmp)
BARE_PAGE = """import streamlit as st

st.title("Bare page")
st.write("A baseline Streamlit page for timing.")
"""
BARE_CLICK = """import streamlit as st
st.title("Bare page")
n = st.session_state.get("n", 0)
if st.button("Click", key="bare"):
    n += 1
    st.session_state["n"] = n
st.write(f"Clicked {n}")
"""
SEATS = ("now", "bare", "before")  # (a round's seats: the version run, the bare page, --before)


def _clicks(game: Any, kinds: list[str], seed: int) -> list[tuple[str, str, Click]]:
    """The clicks of ``kinds`` a game's pages offer to time: (kind, the page's path, the
    click); a kind whose page the game lacks is left out (Learn without a lesson, New game
    where no game ends). Play's is on the deal of ``seed`` (:func:`seeded_play`)."""
    from lessons import available
    from ui.tables import game_ui

    out: list[tuple[str, str, Click]] = []
    if game.id in available():
        out.append(("learn", f"{game.id}-learn", click_learn))
    out.append(("quiz", f"{game.id}-quiz", click_quiz))
    if "play" in kinds:  # (the card is found by dealing the deal: only when it is timed)
        out.append(("play", f"{game.id}-play?seed={seed}", seeded_play(game.id, seed)))
    out.append(("next", f"{game.id}-quiz", click_next))
    step = quizme_step(game.id) if game.id in available() else None
    if step is not None:
        out.append(("quizme", f"{game.id}-learn?step={step}", click_quizme))
    if game.id in ("sixty_six", "forty_five") and game_ui(game.id).play:  # (the games that end)
        out.append(("newgame", f"{game.id}-play#newgame", click_newgame))
    return [c for c in out if c[0] in kinds]


def _named(kind: str) -> str:
    """A click's name after its page's path: none for the page's own click (learn, quiz,
    play), else the kind (" next", " quizme")."""
    return "" if kind in ("learn", "quiz", "play") else f" {kind}"


def _redrawn(name: str) -> str | None:
    """The name of the line a Play click's time to its page redrawn is printed on, under the
    click's own (its feedback: the verdict the hand shows at once), or None for another click."""
    return f"{name[: -len(' click')]} redrawn" if name.endswith("-play click") else None


def _felt(redrawn: str) -> str:
    """The name of the line a Play click's time to its feedback by the page's own clock is
    printed on (:data:`FELT`), beside its ``redrawn`` line."""
    return f"{redrawn[: -len(' redrawn')]} in the page"


def _args(argv: list[str] | None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
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
    ap.add_argument(
        "--seed",
        type=int,
        default=5,
        help="the deal Play's click is timed on, every round on every version (default 5): "
        "its first legal card is pressed",
    )
    ap.add_argument(
        "--raw",
        type=Path,
        help="write every timing (half, round, place in the round, seat, port) as JSON lines",
    )
    return ap.parse_args(argv)


class Rounds:
    """The timings of one run: for each page or click, each seat's figures round by round
    (:data:`SEATS`), and each one's record for ``--raw``."""

    def __init__(self, raw: IO[str] | None) -> None:
        self.times: dict[str, list[list[Any]]] = {}
        self.raw = raw

    def add(self, name: str, seat: int, url: str, at: tuple[int, int, int], figures: Any) -> None:
        self.times.setdefault(name, [[] for _ in SEATS])[seat].append(figures)
        if self.raw:
            half, r, place = at
            row = {"name": name, "half": half, "round": r, "place": place, "seat": SEATS[seat]}
            row |= {"port": urlsplit(url).port, "figures": figures}
            self.raw.write(json.dumps(row) + "\n")
            self.raw.flush()


def _timed_rounds(
    rounds: Rounds,
    name: str,
    urls: list[str],
    time_one: Callable[[int], Any],
    half: int,
    plan: list[list[int]],
    which: range,
    redrawn: str | None = None,
) -> None:
    """One warm-up of each seat (in the first round's order), then ``which`` rounds of
    ``plan``: each seat's page (``urls``) timed once a round (``time_one(seat)``). With
    ``redrawn`` (Play's click), each click's time to its page redrawn by the page's own clock
    (:data:`REDRAWN`, the bare click's too) is kept under that name as well, and its time to
    its feedback by that clock (:data:`FELT`) under :func:`_felt`'s."""
    for k in plan[which[0]]:
        time_one(k)  # warm-up: caches, lazy imports, this half's new servers
    for r in which:
        for place, k in enumerate(plan[r]):
            REDRAWN.clear()
            FELT.clear()
            figures = time_one(k)
            rounds.add(name, k, urls[k], (half, r, place), figures)
            if redrawn is not None:
                whole = (REDRAWN[-1], *figures[1:]) if REDRAWN else figures
                rounds.add(redrawn, k, urls[k], (half, r, place), whole)
                felt = (FELT[-1], *figures[1:]) if FELT else figures
                rounds.add(_felt(redrawn), k, urls[k], (half, r, place), felt)


def _print_lines(rounds: Rounds, names: list[tuple[str, str]], split: int, before: bool) -> None:
    for name, note in names:
        times = rounds.times.get(name)
        if times is None or len(times[0]) != len(times[1]):  # (skipped in a half)
            continue
        # (Play's click: its time to the page redrawn, to its feedback by the page's clock)
        if name.endswith((" redrawn", " in the page")):
            lines = ratio_line(name, [x[0] for x in times[0]], [y[0] for y in times[1]])
            if before:
                lines += "\n" + ratio_line(
                    f"  before: {name}", [x[0] for x in times[2]], [y[0] for y in times[1]]
                )
        elif name.endswith(" click"):
            lines = click_lines(name, times[0], times[1]) + note
            if before:
                lines += "\n" + click_lines(f"  before: {name}", times[2], times[1])
        else:
            lines = load_lines(name, times[0], times[1])
            if before:
                lines += "\n" + load_lines(f"  before: {name}", times[2], times[1])
        if before:
            lines += "\n" + versus_line([x[0] for x in times[2]], [x[0] for x in times[0]], split)
        print(lines, flush=True)


def main(argv: list[str] | None = None) -> None:
    args = _args(argv)
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
    clicks = (
        []
        if args.no_clicks
        else [
            (name, path, how)
            for g in games
            for kind, path, how in _clicks(g, kinds, args.seed)
            # its line reads "<game>-quiz next", "<game>-learn quizme", ...
            for name in [f"{path.split('?')[0].split('#')[0]}{_named(kind)} click"]
        ]
    )
    trees = [ROOT] + ([args.before] if args.before else [])
    plan = round_plan(len(trees) + 1, args.pairs)
    parts = halves(args.pairs)
    tmp = Path(tempfile.mkdtemp())
    (tmp / "bare_click.py").write_text(BARE_CLICK)
    (tmp / "bare_app.py").write_text(BARE.read_text() if BARE.exists() else BARE_PAGE)
    skipped: dict[str, str] = {}
    pressed: dict[str, set[str]] = {}
    with contextlib.ExitStack() as servers:
        rounds = Rounds(servers.enter_context(args.raw.open("w")) if args.raw else None)
        # on the way out, last first: the servers stop, this run's databases go, the load
        servers.callback(lambda: print(uptime(), flush=True))
        servers.callback(shutil.rmtree, tmp, ignore_errors=True)
        bare, bare_click = (
            servers.enter_context(
                serve(args.port + i, script=script, db=tmp / "bare.sqlite3", env=SERVER_ENV)
            )
            for i, script in ((1, tmp / "bare_app.py"), (2, tmp / "bare_click.py"))
        )
        print(uptime())
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            if args.frames or args.profile:
                show = click_profile if args.profile else click_frames
                show(browser, f"{bare_click}/", click_bare)
                with versions_served(trees[:1], args.port, tmp, 0, DBS) as (app,):
                    for _, path, clicker in clicks:
                        if clicker is not click_next:  # (next: timed only)
                            show(browser, f"{app}/{path}", clicker)
                browser.close()
                return
            for half, which in enumerate(parts):
                if not which:
                    continue
                with versions_served(trees, args.port, tmp, half, DBS) as apps:
                    for path in pages:
                        # Home is the default page, served at "/": "/home" would open a "page
                        # not found" dialog over it
                        tail = "" if path == "home" else path
                        urls = [f"{apps[0]}/{tail}", f"{bare}/"] + [f"{a}/{tail}" for a in apps[1:]]
                        _timed_rounds(
                            rounds,
                            path,
                            urls,
                            lambda k: first_content(browser, urls[k]),  # noqa: B023
                            half,
                            plan,
                            which,
                        )
                    for name, where, click in clicks:
                        if name in skipped:
                            continue
                        urls = [f"{apps[0]}/{where}", f"{bare_click}/"]
                        urls += [f"{a}/{where}" for a in apps[1:]]
                        hows = [click, click_bare, click]
                        PRESSED.clear()
                        try:
                            _timed_rounds(
                                rounds,
                                name,
                                urls,
                                lambda k: one_click(browser, urls[k], hows[k]),  # noqa: B023
                                half,
                                plan,
                                which,
                                redrawn=_redrawn(name),
                            )
                        except NoClick as e:
                            skipped[name] = str(e)
                            rounds.times.pop(name, None)  # (not printed, whatever was timed)
                        pressed.setdefault(name, set()).update(PRESSED)
                if parts[1]:
                    print(f"(half {half + 1} of 2 timed) {uptime()}", flush=True)
            browser.close()
        split = len(parts[0])
        if pages:
            print(f"first content (navigation -> first heading), {args.pairs} pairs each:")
            _print_lines(rounds, [(path, "") for path in pages], split, bool(args.before))
        if clicks:
            print(f"click -> feedback, {args.pairs} pairs each:")
            for name, why in skipped.items():
                print(f"{name:<24} skipped: {why}", flush=True)
            notes = []
            for name, _, _ in clicks:  # (what Play's click pressed, on which deal)
                said = ", ".join(sorted(pressed.get(name, set())))
                notes.append((name, f"  (seed {args.seed}: pressed {said})" if said else ""))
                if _redrawn(name):
                    notes.append((_felt(_redrawn(name) or ""), ""))
                    notes.append((_redrawn(name) or "", ""))
            _print_lines(rounds, notes, split, bool(args.before))


if __name__ == "__main__":
    main()
