"""``python -m bench.stress`` (``make stress``): the long reliability checks of issue 11.

Written over the game registry and the lesson and scenario files, never over a list of games,
so a game or a file added later is covered by registering or saving it. Three checks, each
printing one summary line per game and variant (or per kind) and a total:

* **random play** — complete deals with random and rule-of-thumb players mixed (a Monte-Carlo
  seat on a sample of deals), checking at every step: the cards the deal holds never change
  (``Game.cards_in_play``) and no card lies in two places; one winner per trick, a seat that
  played to it; on a sample of positions no refused action is applied; every seat's ``view``
  shows its own hand whole and of another seat's hand only cards every other viewer sees too,
  that were visible before or named by the move just made; the deal ends within a step cap; the
  settlement nets to zero; replaying the recorded actions from the same seed gives the same
  states. ``STRESS_DEALS`` sets the deals per game and variant (default 10,000).
* **illegal actions** — at random positions every action the rules refuse (each refusal, every
  card not held, the actions of other phases) must raise :class:`IllegalAction` with a rule id
  and a reason, ``explain`` must give them too, and the state and its legal actions must not
  change.
* **malformed files** — every lesson and scenario file mutated (a field dropped, wrong types,
  unknown and duplicate cards, numbers out of range, broken YAML, a huge file, deep nesting,
  bytes that are not UTF-8) and fed to ``trickbook check`` and ``trickbook answer``: each must
  exit 2 with lines naming the file, no traceback, within a time box (bench/stress_malformed.py).

Exit status 1 if any check failed. The quick forms run in ``make test`` (tests/stress/).
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
import time
from collections.abc import Callable
from concurrent.futures import as_completed
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import engine.games  # noqa: F401  (registers the games)
from engine.cards import CARDS
from engine.game import REGISTRY, Action, Game, IllegalAction
from engine.search.bots import RandomBot
from engine.search.montecarlo import MonteCarloBot
from engine.search.thumb import RuleOfThumbBot

STEP_CAP = 400  # no deal of any game comes near this many actions
REFUSAL_SAMPLE = 50  # one deal in this many checks every refusal at every position
VIEW_SAMPLE = 5  # one deal in this many checks every seat's view at every position
MC_SAMPLE = 2000  # one deal in this many seats a Monte-Carlo player (it thinks ~30 ms a move)


# ---- random play -------------------------------------------------------------------------------
@dataclass
class PlayResult:
    deals: int = 0
    actions: int = 0
    refusals_tried: int = 0
    failures: list[str] = field(default_factory=list)
    seconds: float = 0.0


def _mask_cards(mask: int) -> list[int]:
    return [c for c in range(52) if mask >> c & 1]


def _visible(game: Game[Any], view: Any) -> int:
    """Every card face up in a view (its table and its hands)."""
    mask = 0
    for m in game.table_cards(view).values():
        mask |= m
    for h in view.hands:
        mask |= h
    return mask


def _named(action: Action) -> int:
    mask = 0 if action.card is None else 1 << action.card
    for c in action.cards:
        mask |= 1 << c
    return mask


def check_position(game: Game[Any], state: Any, cards: int) -> list[str]:
    """Cards conserved, none in two places, one winner per trick (who played to it)."""
    out = []
    if game.cards_in_play(state) != cards:
        out.append("the cards the deal holds changed")
    places = list(state.hands) + [1 << c for _, c in state.trick]
    places += [1 << c for plays, _ in state.history for _, c in plays]
    seen = 0
    for m in places:
        if seen & m:
            out.append(f"{CARDS[(seen & m).bit_length() - 1].code} lies in two places")
        seen |= m
    seats = [p for p, _ in state.trick]
    if len(seats) != len(set(seats)):
        out.append("a seat played twice to one trick")
    for plays, winner in state.history:
        played_by = [p for p, _ in plays]
        if plays and (winner not in played_by or len(played_by) != len(set(played_by))):
            out.append(f"trick {[CARDS[c].code for _, c in plays]} won by P{winner}")
    return out


def check_refusals(game: Game[Any], state: Any) -> tuple[int, list[str]]:
    """Every refused action (and a card not held) makes ``apply`` raise IllegalAction."""
    out, tried = [], 0
    legal = game.legal_actions(state)
    tries = [r.action for r in game.refusals(state) if r.action not in legal]
    seat = game.current_player(state)
    if seat is not None and seat >= 0:
        tries += [
            Action("play", CARDS[c]) for c in _mask_cards(~state.hands[seat] & (1 << 52) - 1)[:3]
        ]
    tries.append(Action("no such action"))
    for a in tries:
        tried += 1
        try:
            game.apply(state, a)
        except IllegalAction:
            continue
        out.append(f"refused action {a} was applied")
    return tried, out


def check_views(
    game: Game[Any], state: Any, before: list[int] | None, named: int, mover: int = -1
) -> tuple[list[int], list[str]]:
    """No seat's view shows a card of another seat's hand that is hidden from him.

    Of another seat's hand a view may show only cards that every other viewer sees too and
    that were visible to this viewer before or named by the move just made (a card shown in a
    meld, the trump card taken in an exchange), or shown by their holder's own move (a
    marriage shows its king and queen). Returns each seat's visible cards for the next
    step."""
    out, visible = [], []
    views = [game.view(state, s) for s in range(state.n)]
    if before is None:  # the opening: only cards the table shows apart from the hands (a
        # four-hand Sixty-Six dealer's turned card) may be seen in another's hand
        before = []
        for v in views:
            shown = 0
            for place, m in game.table_cards(v).items():
                shown |= 0 if place.endswith("'s hand") else m  # Game.table_cards' names
            before.append(shown)
    for seat, v in enumerate(views):
        if v.hands[seat] != state.hands[seat]:
            out.append(f"P{seat}'s view does not show his own hand")
        for other in range(state.n):
            if other == seat or not v.hands[other]:
                continue
            shown = v.hands[other]
            if shown & ~state.hands[other]:
                out.append(f"P{seat}'s view puts cards in P{other}'s hand he does not hold")
            for third in range(state.n):
                if third not in (seat, other) and views[third].hands[other] != shown:
                    out.append(f"P{seat} sees cards of P{other}'s hand that P{third} does not")
            new = shown & ~(before[seat] | named)
            if new and other != mover:
                codes = ", ".join(CARDS[c].code for c in _mask_cards(new))
                out.append(f"P{seat}'s view shows P{other}'s hidden {codes}")
        visible.append(_visible(game, v))
    return visible, out


def players_for(game: Game[Any], n: int, seed: int, mc: bool) -> list[Any]:
    rng = random.Random(seed)
    bots: list[Any] = [
        RandomBot(seed=seed + s) if rng.random() < 0.5 else RuleOfThumbBot(seed=seed + s)
        for s in range(n)
    ]
    if mc and game.supports_search:
        bots[rng.randrange(n)] = MonteCarloBot(seed=seed, budget_ms=10.0)
    return bots


def play_deal(
    game: Game[Any],
    variant: str,
    seed: int,
    *,
    refusals: bool = False,
    views: bool = False,
    mc: bool = False,
    result: PlayResult | None = None,
) -> tuple[Any, list[Action], list[str]]:
    """Play one deal with mixed players, checking every step; the end state, actions, failures."""
    res = result if result is not None else PlayResult()
    rng = random.Random(seed)
    lo, hi = game.players_range(game.make_opts(variant))
    n = game.fit_players(game.make_opts(variant), rng.randint(lo, hi))
    dealer = seed % n
    state = game.new_deal(players=n, dealer=dealer, seed=seed, variant=variant)
    cards = game.cards_in_play(state)
    bots = players_for(game, n, seed, mc)
    where = f"{game.id}/{variant} seed {seed}"
    fails: list[str] = []
    actions: list[Action] = []
    seen: list[int] | None = None
    named, mover = 0, -1
    for _ in range(STEP_CAP):
        fails += check_position(game, state, cards)
        if views:
            seen, bad = check_views(game, state, seen, named, mover)
            fails += bad
        if game.is_over(state):
            break
        if refusals:
            tried, bad = check_refusals(game, state)
            res.refusals_tried += tried
            fails += bad
        seat = game.current_player(state)
        if seat is None or seat < 0 or not game.legal_actions(state):
            fails.append("a deal not over offers no action")
            break
        action = bots[seat].choose(game, state, seat)
        before = state
        state = game.apply(state, action)
        actions.append(action)
        named, mover = _named(action), seat
        if state.history[: len(before.history)] != before.history:
            fails.append("a finished trick changed")
    else:
        fails.append(f"the deal did not end in {STEP_CAP} actions")
    settlement = game.settlement(state)
    if settlement is None:
        fails.append("a finished deal has no settlement")
    elif sum(settlement.net().values()) != 0:
        fails.append(f"the settlement nets to {sum(settlement.net().values())}, not 0")
    # replaying the recorded actions from the same seed gives the same deal
    again = game.new_deal(players=n, dealer=dealer, seed=seed, variant=variant)
    try:
        for a in actions:
            again = game.apply(again, a)
        if again != state:
            fails.append("replaying the recorded actions gave another end")
    except IllegalAction as e:
        fails.append(f"replaying the recorded actions was refused ({e})")
    res.deals += 1
    res.actions += len(actions)
    res.failures += [f"{where}: {f}" for f in dict.fromkeys(fails)]
    return state, actions, fails


def random_play(game: Game[Any], variant: str, deals: int, first_seed: int = 0) -> PlayResult:
    res = PlayResult()
    t0 = time.perf_counter()
    for i in range(deals):
        seed = first_seed + i * 7919 + len(variant)
        play_deal(
            game,
            variant,
            seed,
            refusals=i % REFUSAL_SAMPLE == 0,
            views=i % VIEW_SAMPLE == 0,
            mc=i % MC_SAMPLE == 1,
            result=res,
        )
    res.seconds = time.perf_counter() - t0
    return res


# ---- illegal-action fuzz -----------------------------------------------------------------------
@dataclass
class FuzzResult:
    positions: int = 0
    tried: int = 0
    failures: list[str] = field(default_factory=list)


def _snapshot(game: Game[Any], state: Any) -> tuple[Any, ...]:
    return (repr(state), hash(state), [str(a) for a in game.legal_actions(state)])


def fuzz_position(game: Game[Any], state: Any, other_phases: set[Action], res: FuzzResult) -> None:
    """Try every action the rules refuse here; each refused with a rule and a reason, and
    the state (and what it offers next) unchanged."""
    before = _snapshot(game, state)
    legal = set(game.legal_actions(state))
    tries = {r.action for r in game.refusals(state)} - legal
    seat = game.current_player(state)
    if seat is not None and seat >= 0:
        tries |= {Action("play", CARDS[c]) for c in _mask_cards(~state.hands[seat] & (1 << 52) - 1)}
    tries |= other_phases - legal
    res.positions += 1
    for a in sorted(tries, key=str):
        res.tried += 1
        try:
            game.apply(state, a)
            res.failures.append(f"{game.id} {state.phase}: {a} was applied")
            continue
        except IllegalAction as e:
            refs = e.refusals
        if not refs or not all(r.rule.id and r.reason for r in refs):
            res.failures.append(f"{game.id} {state.phase}: {a} refused without a rule or reason")
        why = game.explain(state, a)
        if not why or not all(r.rule.id and r.reason for r in why):
            res.failures.append(f"{game.id} {state.phase}: explain({a}) gives no rule")
    if _snapshot(game, state) != before:
        res.failures.append(f"{game.id} {state.phase}: trying refused actions changed the state")


def illegal_fuzz(
    game: Game[Any], variant: str, deals: int, positions_per_deal: int = 3
) -> FuzzResult:
    res = FuzzResult()
    for i in range(deals):
        seed = 100_003 + i * 31 + len(variant)
        rng = random.Random(seed)
        _, actions, _ = play_deal(game, variant, seed)
        lo, hi = game.players_range(game.make_opts(variant))
        n = game.fit_players(game.make_opts(variant), random.Random(seed).randint(lo, hi))
        state = game.new_deal(players=n, dealer=seed % n, seed=seed, variant=variant)
        kinds = {Action(a.kind) for a in actions if a.card is None and a.number is None}
        kinds |= {a for a in actions if a.kind != "play"}
        picks = set(rng.sample(range(len(actions) + 1), min(positions_per_deal, len(actions) + 1)))
        for k, a in enumerate([*actions, None]):
            if k in picks:
                fuzz_position(game, state, kinds, res)
            if a is not None:
                state = game.apply(state, a)
    return res


# ---- the app: random clicking, many learners, a killed server; the notebooks ----------------
def click_line(r: Any) -> str:
    """One game's random clicks (a bench.stress_clicks.ClickResult), one summary line."""
    kinds = ", ".join(f"{k} {n}" for k, n in r.kinds.most_common())
    return (
        f"random clicks {r.game}: {r.clicks} interactions on {len(r.pages)} pages "
        f"({kinds}), {len(r.failures)} exceptions, {r.seconds:.0f} s"
    )


def notebook_run(path: Path, orders: int) -> Any:
    """One notebook run as a learner might (a pool task; bench/stress_notebooks.py)."""
    from bench import stress_notebooks

    return stress_notebooks.learner_runs(path, orders=orders)


def _quiet_streamlit() -> None:
    """A worker's start: ui code's st.cache_* and session state outside a server warn on every
    call ("missing ScriptRunContext"); Streamlit's own setter quiets its loggers, later ones too."""
    import streamlit.logger

    streamlit.logger.set_log_level("error")


def learner_checks(emit: Callable[[str], None]) -> tuple[list[str], list[str]]:
    """Many learners in Chromium (1, then ``STRESS_SESSIONS``, default 20) and kill -9 rounds
    (``STRESS_KILLS`` writer rounds, default 30, and three server rounds): summary lines and
    failures. Run alone (no other part at the same time): it times click → feedback.

    A tick re-sent (an answer the page did not act on the first time) is a failure: the
    harness waits until the form is drawn before it answers (docs/reliability.md)."""
    from bench import stress_learners as sl
    from bench.serve import CHROMIUM

    lines: list[str] = []

    def say(line: str) -> None:
        lines.append(line)
        emit(line)

    failures: list[str] = []
    if CHROMIUM is None:
        say("many learners / killed server: skipped, no chromium")
        return lines, ["no chromium for the browser checks"]
    sessions = int(os.environ.get("STRESS_SESSIONS", "20"))
    answers = int(os.environ.get("STRESS_ANSWERS", "5"))
    with tempfile.TemporaryDirectory(prefix="trickbook-learners-") as tmp:
        one = sl.many_learners(Path(tmp) / "one.sqlite3", 1, answers)
        many = sl.many_learners(Path(tmp) / "many.sqlite3", sessions, answers, tag="c")
        for r in (one, many):
            failures += r.failures
            for f in r.failures[:20]:  # at once, not only in the summary (a long run)
                emit(f"  FAIL {f}")
            again = sum("answered again" in f for f in r.failures)
            say(
                f"many learners, {r.sessions} at once: {r.answers} answers saved, click→feedback "
                f"p50 {r.quantile(0.5):.2f} s, p95 {r.quantile(0.95):.2f} s; "
                f"{len(r.failures) - again} isolation failures, {again} ticks re-sent, "
                f"{r.seconds:.0f} s"
            )
        say(
            f"click→feedback, {sessions} learners vs 1: p50 x{many.quantile(0.5) / one.quantile(0.5):.1f}, "
            f"p95 x{many.quantile(0.95) / one.quantile(0.95):.1f} (load average "
            f"{os.getloadavg()[0]:.1f} after the {sessions})"
        )
        kills = int(os.environ.get("STRESS_KILLS", "30"))
        writers = sl.KillResult()
        for k in range(kills):
            writers = sl.merge(writers, sl.writer_round(Path(tmp) / "writers.sqlite3", k))
        servers = sl.KillResult()
        for k, n in enumerate((1, 1, 2)):
            kr = sl.killed_server_round(Path(tmp) / "server.sqlite3", k, servers=n)
            servers = sl.merge(servers, kr)
        for what, kr in (("writer processes (2 on one database)", writers), ("servers", servers)):
            failures += kr.failures
            for f in kr.failures[:20]:
                emit(f"  FAIL {f}")
            say(
                f"kill -9 {what}: {kr.rounds} rounds, {kr.saved} answers shown saved, "
                f"{kr.lost} lost; integrity_check not ok "
                f"{sum('integrity_check' in f for f in kr.failures)} times; "
                f"{len(kr.failures)} failures"
            )
    return lines, failures


# ---- the summary -------------------------------------------------------------------------------
def cases() -> list[tuple[Game[Any], str]]:
    return [(g, v) for g in REGISTRY for v in g.variants]


EVERY_PART = "play,fuzz,files,clicks,learners,notebooks"


def _pool(jobs: int) -> Any:
    """Worker processes for the parts that do not time anything (``STRESS_JOBS``). Spawned,
    not forked: the parent may have run Chromium's driver and its threads before."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    return ProcessPoolExecutor(
        max_workers=jobs,
        mp_context=multiprocessing.get_context("spawn"),
        initializer=_quiet_streamlit,
    )


def _load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def main(argv: list[str] | None = None) -> int:
    """Every part, then one summary block (ready to paste) and exit status 1 on any failure.

    The browser checks run first and alone (they time click → feedback); the rest runs in
    ``STRESS_JOBS`` worker processes (default 2), each line printed as its part ends."""
    from bench import stress as me  # (pool tasks pickle by module: not __main__)
    from bench import stress_clicks, stress_malformed, stress_notebooks

    deals = int(os.environ.get("STRESS_DEALS", "10000"))
    fuzz_deals = int(os.environ.get("STRESS_FUZZ_DEALS", "200"))
    per_kind = int(os.environ.get("STRESS_MUTATIONS", "3"))
    clicks = int(os.environ.get("STRESS_CLICKS", "1000"))
    orders = int(os.environ.get("STRESS_NB_ORDERS", "5"))
    jobs = max(1, int(os.environ.get("STRESS_JOBS", "2")))
    parts = set(os.environ.get("STRESS_PARTS", EVERY_PART).split(","))
    unknown = parts - set(EVERY_PART.split(","))
    if unknown:
        print(f"STRESS_PARTS: no part {', '.join(sorted(unknown))} (parts: {EVERY_PART})")
        return 2
    t_all = time.perf_counter()
    load_before = _load()
    emit: Callable[[str], None] = lambda s: print(s, flush=True)  # noqa: E731
    failures: list[str] = []
    summary: list[str] = []

    learner_lines: list[str] = []
    if "learners" in parts:
        learner_lines, bad = learner_checks(emit)
        failures += bad

    play = {(g.id, v): PlayResult() for g, v in cases()}
    fuzz = {(g.id, v): FuzzResult() for g, v in cases()}
    fr = stress_malformed.FileResult()
    click_results: list[Any] = []
    books: list[tuple[Path, Any]] = []
    with _pool(jobs) as pool:
        # the longest tasks first (a game's clicks, the files), so the pool ends together
        jobs_by_future: dict[Any, tuple[str, Any]] = {}
        for gid in stress_clicks.registry_ids() if "clicks" in parts else []:
            job = pool.submit(stress_clicks.random_clicks, gid, clicks, 2026)
            jobs_by_future[job] = ("clicks", gid)
        if "files" in parts:
            files_job = pool.submit(stress_malformed.malformed_files, per_kind)
            jobs_by_future[files_job] = ("files", None)
        for path in stress_notebooks.notebooks() if "notebooks" in parts else []:
            jobs_by_future[pool.submit(me.notebook_run, path, orders)] = ("notebook", path)
        for g, v in cases() if "play" in parts else []:
            jobs_by_future[pool.submit(me.random_play, g, v, deals)] = ("play", (g.id, v))
        for g, v in cases() if "fuzz" in parts else []:
            jobs_by_future[pool.submit(me.illegal_fuzz, g, v, fuzz_deals)] = ("fuzz", (g.id, v))
        clicked: dict[str, Any] = {}
        for job in as_completed(jobs_by_future):
            what, key = jobs_by_future[job]
            r = job.result()
            found = r.problems if what == "notebook" else r.failures
            for f in found[:10]:  # at once, not only in the summary (a long run)
                emit(f"  FAIL {f}")
            if what == "play":
                play[key] = r
                failures += r.failures
                emit(
                    f"random play {key[0]}/{key[1]}: {r.deals} deals, {r.actions} actions, "
                    f"{len(r.failures)} failures, {r.seconds:.1f} s"
                )
            elif what == "fuzz":
                fuzz[key] = r
                failures += r.failures
                emit(
                    f"illegal actions {key[0]}/{key[1]}: {r.tried} tried at {r.positions} "
                    f"positions, {r.tried - len(r.failures)} refused with a rule and a reason, "
                    f"state unchanged; {len(r.failures)} failures"
                )
            elif what == "files":
                fr = r
                failures += fr.failures
                emit(f"malformed files: {fr.mutations} mutations, {len(fr.failures)} failures")
            elif what == "clicks":
                clicked[key] = r
                failures += [str(f) for f in r.failures]
                emit(click_line(r))
            else:
                books.append((key, r))
                failures += r.problems
                emit(f"notebook {key.name}: {r.cells} cells, {len(r.problems)} problems")
        click_results = [clicked[g] for g in stress_clicks.registry_ids() if g in clicked]
        books.sort(key=lambda b: b[0])

    # the block to paste: every part's lines, however the run went
    summary.append(f"==== make stress summary (issue 11): load average at the start {load_before}")
    if "play" in parts or "fuzz" in parts:
        summary.append(
            f"random play ({deals} deals each, random and rule-of-thumb players mixed; every "
            f"step checked) and illegal-action fuzz ({fuzz_deals} deals each):"
        )
        summary.append(
            f"  {'game/variant':<50} {'deals':>6} {'actions':>8} {'fail':>4} {'secs':>5}"
            f" | {'illegal':>7} {'refused':>7} {'fail':>4}"
        )
        for g, v in cases():
            r, f = play[(g.id, v)], fuzz[(g.id, v)]
            summary.append(
                f"  {g.id + '/' + v:<50} {r.deals:>6} {r.actions:>8} {len(r.failures):>4} "
                f"{r.seconds:>5.0f} | {f.tried:>7} {f.tried - len(f.failures):>7} "
                f"{len(f.failures):>4}"
            )
    if "play" in parts:
        rs = list(play.values())
        summary.append(
            f"random play, all: {sum(r.deals for r in rs)} deals over {len(rs)} games and "
            f"variants, {sum(r.actions for r in rs)} actions, "
            f"{sum(r.refusals_tried for r in rs)} refused actions applied 0 times, "
            f"{sum(len(r.failures) for r in rs)} failures, {sum(r.seconds for r in rs):.0f} s"
        )
    else:
        summary.append("random play: not run (STRESS_PARTS)")
    if "fuzz" in parts:
        fs = list(fuzz.values())
        tried = sum(f.tried for f in fs)
        n_bad = sum(len(f.failures) for f in fs)
        summary.append(
            f"illegal actions, all: {tried} tried at {sum(f.positions for f in fs)} positions, "
            f"{tried - n_bad} refused with a rule id and a reason, state unchanged; {n_bad} failures"
        )
    else:
        summary.append("illegal actions: not run (STRESS_PARTS)")
    if "files" in parts:
        pct = 100.0 * fr.clear / max(1, fr.mutations - fr.still_valid)
        box = stress_malformed.TIME_BOX
        summary.append(
            f"malformed files: {fr.mutations} mutations of {fr.files} files, {fr.runs} runs of "
            f"trickbook check/answer; {fr.clear} refused plainly (exit 2, lines naming the file, "
            f"no traceback, in {box:.0f} s of CPU) = {pct:.0f}%, {fr.still_valid} still "
            f"valid (an optional field changed), slowest {fr.slowest:.2f} s of CPU; "
            f"{len(fr.failures)} failures"
        )
    else:
        summary.append("malformed files: not run (STRESS_PARTS)")
    if "clicks" in parts:
        summary += [click_line(r) for r in click_results]
        summary.append(
            f"random clicks, all: {sum(r.clicks for r in click_results)} interactions over "
            f"{len(click_results)} games, "
            f"{sum(len(r.failures) for r in click_results)} exceptions or Python errors shown"
        )
    else:
        summary.append("random clicks: not run (STRESS_PARTS)")
    summary += learner_lines or ["many learners / kill -9: not run (STRESS_PARTS)"]
    if "notebooks" in parts:
        nbs = [r for _, r in books]
        summary.append(
            f"notebooks: {len(nbs)} notebooks, {sum(r.cells for r in nbs)} cells run twice / "
            f"bottom up / in {orders} random orders; {sum(r.plain for r in nbs)} learner "
            f"mistakes shown as one plain message, {sum(r.local for r in nbs)} errors in the "
            f"cell's own lines, {sum(len(r.problems) for r in nbs)} tracebacks from the engine"
        )
    else:
        summary.append("notebooks: not run (STRESS_PARTS)")
    summary += [f"FAIL {f}" for f in failures[:40]]
    summary.append(
        f"stress: {len(failures)} failures, {time.perf_counter() - t_all:.0f} s in all "
        f"({jobs} worker processes); load average at the end {_load()}"
    )
    print()
    for line in summary:
        emit(line)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
