"""The clicks bench.page_speed times, each from a fresh learner's page to its feedback (issue 12,
part 5: click -> feedback): Play's card (or first declaration, Continue, lay-down button),
Quiz's Check and Next question, Learn's Next and "Quiz me on this", Play's New game under a
game won, and a bare Streamlit button's; :func:`one_click` opens the page and times one.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bench.serve import fresh_learner

HEADING = "h1, h2, h3"

# A pause before each timed load: a page's script may still be running on its server when its
# heading shows, and the next load would pay for it.
SETTLE = 0.5


# ---- clicks: open the page, then time one click until its feedback shows ---------------------
Click = Callable[[Any], float]


def _timed(page: Any, press: Callable[[], None], done: str) -> float:
    """Press, then wait until the JavaScript condition ``done`` holds."""
    t0 = time.perf_counter()
    press()
    page.wait_for_function(done, timeout=60000)
    return time.perf_counter() - t0


def click_bare(page: Any) -> float:
    """The bare button's click, until its text shows; its time by the page's clock too, in
    :data:`REDRAWN` (for Play's line "redrawn": :data:`CLOCK`)."""
    page.wait_for_selector("text=Clicked 0")
    page.evaluate(BARE_CLOCK)
    dt = _timed(page, lambda: page.get_by_role("button", name="Click").click(), BARE_DONE)
    _redrawn_by_its_clock(page)
    return dt


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
# Play's page redrawn by the click's run: something a move changes, the latest moves under the
# table, the number of notes (a refusal, a verdict), and the learner's controls (a bid answered
# by the next question, a card gone: the hand's buttons by name, a card the browser took from
# the hand at once still among them until the run removes it)
PLAY_SIGNATURE = (
    "() => [(document.querySelector('.tb-latest')||{}).innerText, "
    "document.querySelectorAll('[data-testid=stAlert]').length, "
    "[...document.querySelectorAll('.st-key-tb-hand button')].map(b => "
    "b.getAttribute('aria-label')).join('|'), "
    "[...document.querySelectorAll('.st-key-tb-declare button, .st-key-tb-next button')]"
    ".map(b => b.innerText).join('|')].join('#')"
)
# What the learner reads first: the verdict the hand shows the moment a card is clicked, before
# the run (ui/play_verdict.py, hand.js: its live region's words), else the page redrawn (a
# version without it, a declaration, Continue)
# (the hand's, or under a row of other moves': a bid, a declaration, moves.js)
PLAY_VERDICT = (
    "() => [...document.querySelectorAll('.st-key-tb-hand .tb-verdict, "
    "[class*=st-key-tb-moves] .tb-verdict')].some(v => !!v.textContent)"
)
PLAY_FEEDBACK = f"(b) => ({PLAY_VERDICT})() || ({PLAY_SIGNATURE})() !== b"
PLAY_REDRAWN = f"(b) => ({PLAY_SIGNATURE})() !== b"
# Playwright's wait for the feedback: as the page's clock saw it (CLOCK, before each paint), or
# as it is now. Its first look comes 50-150 ms after the click (its calls through the driver
# and CDP), and a look runs on the page's main thread, behind the run's redraw when that has
# begun: Sixty-Six's first run (the move alone, Monte-Carlo's replies in a second) answered
# 30-130 ms after the click, and its redraw (long tasks of 50-370 ms at load 15-20) held the
# look until hand.js had handed the verdict over to the page, which then waited for the whole
# redraw (issue 12 part 5, speed21: the verdict painted 32-208 ms after the click, by the
# click's Event Timing entry, seen by Playwright 146-1215 ms after)
PLAY_SEEN = "() => !!(window.__tbSeen && window.__tbSeen.feedback !== null)"
PLAY_LOOK = f"(b) => ({PLAY_SEEN})() || ({PLAY_FEEDBACK})(b)"
# Started just before a click: the page's own clock when the click reached the page (a capture
# listener: the event's own time, its wait for the main thread included), and before each
# paint from then on, when the feedback and the redraw are first
# seen (window.__tbSeen). The redraw's time is read on this clock, click to redraw, for the
# bare click too (:func:`click_bare`): timed by the test's clock after the feedback's wait,
# Loo's redraw read 0.42 s against 0.29 s before the verdict (12 pairs, load 6-7.7), where
# the page's clock read 198 ms against 208 ms (8 pairs): Playwright's clock took 0.17 s to
# see a verdict the page drew 4 ms after the click.
CLOCK = """(done) => {
  const seen = window.__tbSeen = {clicked: null, feedback: null, redrawn: null};
  addEventListener("click", (e) => { if (seen.clicked === null) seen.clicked = e.timeStamp; },
    {capture: true, once: true});
  const tick = () => {
    const now = performance.now();
    if (seen.feedback === null && done.feedback()) seen.feedback = now;
    if (seen.clicked !== null && done.redrawn()) seen.redrawn = now;
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}"""
PLAY_CLOCK = (
    f"(b) => ({CLOCK})({{feedback: () => ({PLAY_FEEDBACK})(b), "
    f"redrawn: () => ({PLAY_REDRAWN})(b)}})"
)
BARE_DONE = "() => document.body.innerText.includes('Clicked 1')"
BARE_CLOCK = f"() => ({CLOCK})({{feedback: {BARE_DONE}, redrawn: {BARE_DONE}}})"


def _redrawn_by_its_clock(page: Any) -> None:
    """Once the page is redrawn: the time from the click to it, by the page's clock, put in
    :data:`REDRAWN`, and to the feedback first drawn, in :data:`FELT`."""
    page.wait_for_function("() => window.__tbSeen.redrawn !== null", timeout=60000)
    seen = page.evaluate("window.__tbSeen")
    REDRAWN.append((seen["redrawn"] - seen["clicked"]) / 1000)
    if seen["feedback"] is not None:  # (before the click: a page drawn with its feedback on)
        FELT.append(max(seen["feedback"] - seen["clicked"], 0.0) / 1000)


# each timed Play click's time to the page redrawn (s), beside its time to the feedback, which
# :func:`click_play` returns: taken by bench.page_speed for its line "redrawn"
REDRAWN: list[float] = []
# each timed Play click's time to its feedback by the page's clock (s), the bare click's too: the
# frame that first showed it, the learner's own wait, which Playwright's looks add to
# (:data:`PLAY_LOOK`): bench.page_speed's line "in the page"
FELT: list[float] = []


def click_play(page: Any, card: str | None = None) -> float:
    """Press ``card`` (a card button's name, "Play 10♥": :func:`play_choice`) where given, else
    the first control the page offers (:data:`PLAY_CONTROLS`); NoClick when none shows within a
    minute (a page waiting on something else). The time to the feedback (:data:`PLAY_FEEDBACK`:
    the verdict the hand shows at once, or the page redrawn), returned; the time to the page
    redrawn (:data:`PLAY_SIGNATURE`) by the page's clock (:data:`CLOCK`), put in
    :data:`REDRAWN`. It returns once the page is redrawn, so :func:`one_click`'s main-thread
    figures for a Play card are to the redraw: taken at the verdict (a CDP call in the middle
    of the run's redraw), they put off the redraw."""
    from playwright.sync_api import TimeoutError as Timeout

    if card is not None:
        found = (card, "")
        button = page.locator(".st-key-tb-hand").get_by_role("button", name=card, exact=True)
        try:
            button.wait_for(timeout=60000)
        except Timeout:
            raise NoClick(f"no card button {card!r} within a minute") from None
    else:
        try:
            page.wait_for_selector(
                ", ".join(sel for _, sel in PLAY_CONTROLS), state="attached", timeout=60000
            )
        except Timeout:
            raise NoClick(
                "no card, declaration, Continue or lay-down button within a minute"
            ) from None
        first = next(((w, sel) for w, sel in PLAY_CONTROLS if page.locator(sel).count()), None)
        if first is None:  # (the selector above matched, then the page redrew it away)
            raise NoClick("no card, declaration, Continue or lay-down button to press")
        found, button = first, page.locator(first[1]).first
    PRESSED.append(found[0])
    before = page.evaluate(PLAY_SIGNATURE)
    page.evaluate(PLAY_CLOCK, before)
    t0 = time.perf_counter()
    button.click()
    page.wait_for_function(PLAY_LOOK, arg=before, timeout=60000)
    seen = time.perf_counter() - t0
    _redrawn_by_its_clock(page)
    return seen


def play_choice(game_id: str, seed: int) -> str | None:
    """The card Play's click presses on ``<game>-play?seed=<seed>`` (a link to a deal: the same
    cards, the computer players seeded from it, ui.pages.play_store.open_link), so that every
    round on every version plays the same move and the page redraws the same: the name of the
    card button ("Play 10♥") of the first legal card the engine gives at the learner's first
    turn, dealt as that link deals it (his seat 0, the usual number of players, the default
    level and reading of the rules). None where that turn is not a card's (a bid, a trump to
    name, an exchange): the page's first control is pressed, the same on the same deal."""
    from engine.game import REGISTRY
    from ui.pages.common import free_options
    from ui.play_table import default_level, new_table

    game = REGISTRY.get(game_id)
    settings = {
        "variant": game.default_variant,
        "options": {o.name: o.default for o in free_options(game)},
    }
    players = game.usual_players(game.make_opts(game.default_variant))
    cfg = {"players": players, "seat": 0, "bots": default_level(game)}
    t = new_table(game, cfg, settings, seed, deal=seed)
    if t.pause or game.is_over(t.state) or game.current_player(t.state) != t.seat:
        return None
    cards = [a.card for a in game.legal_actions(t.state) if a.kind == "play" and a.card]
    return f"Play {cards[0].pretty}" if cards else None


def seeded_play(game_id: str, seed: int) -> Click:
    """Play's click on the deal of ``seed``: its first legal card (:func:`play_choice`)."""
    card = play_choice(game_id, seed)

    def click(page: Any) -> float:
        return click_play(page, card)

    return click


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
