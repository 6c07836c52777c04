"""Random clicking (issue 11, item 4): a learner who clicks everything, under AppTest.

For each game in the registry, one session of the app (a fresh progress database) takes
``clicks`` random interactions over that game's pages and every widget on them: buttons, Play's
cards (one element, ``ui.components.hand``: an open card clicked as the browser does), checkboxes, toggles, selects, radios, sliders, number inputs, text inputs
typed full of junk, switching to another of the game's pages (or home, or another game's page)
mid-deal, and going back to the page before. After every interaction the app must raise no
exception and no element may show a Python error (a traceback, ``KeyError``, ``File "..."``).

Everything random comes from one seed (the clicker's choices and the app's deals and
questions, through the pages' ``<game>:seed`` keys), so a failure is replayed exactly by::

    .venv/bin/python -m bench.stress_clicks GAME SEED CLICKS

which prints the click path up to the failure. Run by ``make stress`` (bench/stress.py); the
quick form is tests/app/test_random_clicks.py.
"""

from __future__ import annotations

import os
import random
import re
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench.app import hand_cards, trigger_states

ROOT = Path(__file__).resolve().parent.parent
APP = str(ROOT / "app.py")
RUN_TIMEOUT = 120  # seconds one rerun may take (a Monte-Carlo computer level thinks)

# What a learner types: empty, blanks, words, numbers out of any range, fractions, markup, SQL,
# control characters, emoji, and very long text.
JUNK = [
    "",
    "   ",
    "abc",
    "-1",
    "0",
    "1e309",
    "99999999999999999999999",
    "1/0",
    "½",
    "3 1/3",
    "NaN",
    "P99",
    "QS 10H ZZ",
    "<script>alert(1)</script>",
    "x'; DROP TABLE answers; --",
    "\x00\x1b[2J",
    "🂡" * 40,
    "a" * 3000,
]

# A Python error that reached the page: a traceback, an exception's class name, a source line.
PYTHON_ERROR = re.compile(
    r"Traceback \(most recent call last\)|\b[A-Z][A-Za-z]*(?:Error|Exception)\b|File \"/"
)
TEXT_ELEMENTS = ("markdown", "caption", "error", "warning", "info", "success", "code", "text")


@dataclass
class ClickFailure:
    game: str
    seed: int
    click: int  # the interaction (1-based) after which it failed
    path: list[str]
    message: str

    def __str__(self) -> str:
        tail = " → ".join(self.path[-6:])
        return (
            f"{self.game} seed {self.seed} click {self.click}: {self.message[:300]} "
            f"(last clicks: {tail}; replay: python -m bench.stress_clicks {self.game} "
            f"{self.seed} {self.click})"
        )


@dataclass
class ClickResult:
    game: str
    clicks: int = 0
    pages: set[str] = field(default_factory=set)
    kinds: Counter[str] = field(default_factory=Counter)
    failures: list[ClickFailure] = field(default_factory=list)
    seconds: float = 0.0
    path: list[str] = field(default_factory=list)


def _choice_state(widget: Any, index: int, array: bool = False) -> Any:
    """Choose option ``index`` of a radio, selectbox or select slider the way the browser does:
    by its label. (AppTest's own setters take the option's *value*, which a formatted option
    list does not show; the browser sends the label.)"""
    from streamlit.proto.WidgetStates_pb2 import WidgetState

    class Chosen(type(widget)):  # type: ignore[misc]
        @property
        def _widget_state(self) -> WidgetState:
            ws = WidgetState()
            ws.id = self.id
            if array:
                ws.string_array_value.data[:] = [self.options[index]]
            else:
                ws.string_value = self.options[index]
            return ws

    widget.__class__ = Chosen
    return widget


def _widgets(at: Any) -> list[tuple[str, Any]]:
    """Every widget on the page a learner could use (not disabled)."""
    out = []
    for kind in (
        "button",
        "checkbox",
        "toggle",
        "selectbox",
        "radio",
        "text_input",
        "text_area",
        "number_input",
        "slider",
        "select_slider",
    ):
        for w in at.get(kind):
            if not getattr(w.proto, "disabled", False):
                out.append((kind, w))
    hand, cards = hand_cards(at)
    out += [("card", (hand, c["code"])) for c in cards if not c["disabled"]]
    return out


def _name(kind: str, w: Any) -> str:
    return f"card {w[1]}" if kind == "card" else f"{kind} {w.key or w.label!r}"


def interact(kind: str, w: Any, rng: random.Random) -> str:
    """Do one random thing to a widget; returns the click as replayable text."""
    name = _name(kind, w)
    if kind == "card":  # (run by :func:`run_after`)
        return f"click {name}"
    if kind == "button":
        w.click()
        return f"click {name}"
    if kind in ("checkbox", "toggle"):
        w.set_value(not w.value)
        return f"{'tick' if w.value else 'untick'} {name}"
    if kind in ("selectbox", "radio", "select_slider"):
        if not w.options:
            return f"skip empty {name}"
        i = rng.randrange(len(w.options))
        _choice_state(w, i, array=kind == "select_slider")
        return f"choose {w.options[i]!r} in {name}"
    if kind in ("text_input", "text_area"):
        text = rng.choice(JUNK)
        if rng.random() < 0.3:  # junk mixed with something plausible
            text = rng.choice(["3", "-2", "P1", "1 1/3", "yes", "AS"]) + text[:5]
        if w.proto.max_chars:  # the browser stops typing at the limit
            text = text[: w.proto.max_chars]
        w.set_value(text)
        return f"type {text[:20]!r} in {name}"
    if kind == "number_input":
        lo = w.min if w.min is not None else -(10**6)
        hi = w.max if w.max is not None else 10**6
        v = rng.choice([lo, hi, rng.randint(int(lo), int(hi))])
        w.set_value(v)
        return f"set {v} in {name}"
    if kind == "slider":
        lo, hi = w.proto.min, w.proto.max
        v = rng.choice([lo, hi, lo + (hi - lo) * rng.random()])
        v = int(round(v)) if float(lo).is_integer() and float(hi).is_integer() else v
        w.set_value(v)
        return f"slide {name} to {v}"
    raise ValueError(f"no interaction for {kind}")  # pragma: no cover


def run_after(at: Any, kind: str, w: Any) -> None:
    """Run the page after an interaction: a card clicked sends its trigger with the run
    (bench.app.trigger_states), any other widget's state is sent by ``at.run()``."""
    if kind == "card":
        at._run(trigger_states(at, w[0], "play", w[1]))
    else:
        at.run()


def page_errors(at: Any) -> list[str]:
    """An exception, or a Python error shown by any element on the page."""
    out = [f"exception: {e.value}" for e in at.exception]
    for kind in TEXT_ELEMENTS:
        for el in at.get(kind):
            text = str(getattr(el, "value", "") or "")
            m = PYTHON_ERROR.search(text)
            if m:
                out.append(f"{kind} shows a Python error ({m.group(0)!r}): {text[:200]!r}")
    return out


def _fresh_app(seed: int, db: Path) -> Any:
    import logging

    import streamlit as st
    from streamlit.testing.v1 import AppTest

    import engine.games  # noqa: F401  (registers the games)
    from engine.game import REGISTRY

    os.environ["TRICKBOOK_DB"] = str(db)
    # (AppTest outside a server warns about its missing runtime on every cache call)
    for name in [n for n in logging.root.manager.loggerDict if n.startswith("streamlit")]:
        logging.getLogger(name).setLevel(logging.ERROR)  # (each has a level of its own)
    # st.cache_data / cache_resource are shared by every AppTest in this process (DESIGN §7)
    st.cache_data.clear()
    st.cache_resource.clear()
    at = AppTest.from_file(APP, default_timeout=RUN_TIMEOUT)
    at.run()
    for g in REGISTRY:  # the pages' deals and questions follow the clicker's seed
        at.session_state[f"{g.id}:seed"] = seed + len(g.id)
    return at


def game_pages(game_id: str) -> list[str]:
    from ui.pages.common import PAGES

    return [k for k in PAGES if k.startswith(f"{game_id}:")]


def random_clicks(game_id: str, clicks: int, seed: int, stop_at: int | None = None) -> ClickResult:
    """``clicks`` random interactions on one game's pages; stops at the first failure."""
    res = ClickResult(game_id)
    rng = random.Random(f"{game_id}:{seed}")
    t0 = time.perf_counter()
    path = res.path
    with tempfile.TemporaryDirectory(prefix="trickbook-clicks-") as tmp:
        at = _fresh_app(seed, Path(tmp) / "progress.sqlite3")
        from ui.pages.common import PAGES

        own = game_pages(game_id)
        if not own:
            res.failures.append(ClickFailure(game_id, seed, 0, [], "the game has no pages"))
            return res
        history = ["home"]

        def go(page: str) -> None:
            at.session_state["goto"] = page
            history.append(page)

        go(rng.choice(own))
        path.append(f"open {history[-1]}")
        at.run()
        last = stop_at if stop_at is not None else clicks
        for k in range(1, last + 1):
            bad = page_errors(at)
            if bad:
                res.failures.append(ClickFailure(game_id, seed, k - 1, path, "; ".join(bad)))
                break
            res.pages.add(history[-1])
            r = rng.random()
            widgets = _widgets(at)
            done: tuple[str, Any] = ("page", None)  # (a page opened: a plain run)
            if r < 0.08 or not widgets:
                page = rng.choice(own) if rng.random() < 0.85 else rng.choice(list(PAGES))
                go(page)
                path.append(f"open {page}")
                res.kinds["page"] += 1
            elif r < 0.11 and len(history) > 1:
                history.pop()
                back = history.pop()
                go(back)
                path.append(f"back to {back}")
                res.kinds["back"] += 1
            else:
                # buttons and cards (Next, Check, a card) twice as likely: they move a deal or
                # lesson on
                weights = [2.0 if kind in ("button", "card") else 1.0 for kind, _ in widgets]
                kind, w = rng.choices(widgets, weights)[0]
                done = (kind, w)
                try:
                    path.append(interact(kind, w, rng))
                except Exception as e:  # noqa: BLE001 - the widget refused what a browser sends
                    path.append(f"(could not use {_name(kind, w)}: {e})")
                    continue
                res.kinds[kind] += 1
            try:
                run_after(at, *done)
            except Exception as e:  # noqa: BLE001 - a timeout or an error escaping the page
                res.failures.append(
                    ClickFailure(game_id, seed, k, path, f"{type(e).__name__}: {e}")
                )
                break
            res.clicks += 1
        else:
            bad = page_errors(at)
            if bad:
                res.failures.append(ClickFailure(game_id, seed, last, path, "; ".join(bad)))
    res.seconds = time.perf_counter() - t0
    return res


def registry_ids() -> list[str]:
    import engine.games  # noqa: F401  (registers the games)
    from engine.game import REGISTRY

    return [g.id for g in REGISTRY]


def main(argv: list[str]) -> int:
    """``python -m bench.stress_clicks GAME SEED CLICKS``: replay one run, printing its path."""
    if len(argv) != 3:
        print("usage: python -m bench.stress_clicks GAME SEED CLICKS", file=sys.stderr)
        return 2
    game, seed, clicks = argv[0], int(argv[1]), int(argv[2])
    if game not in registry_ids():
        print(f"no game {game!r} (registered: {', '.join(registry_ids())})", file=sys.stderr)
        return 2
    res = random_clicks(game, clicks, seed)
    for f in res.failures:
        for i, step in enumerate(f.path, 1):
            print(f"{i:5d}  {step}")
        print(f"FAIL {f}")
    print(f"{game}: {res.clicks} clicks on {len(res.pages)} pages, {len(res.failures)} failures")
    return 1 if res.failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
