"""Server-side time of the Play page under Streamlit's AppTest, for every game that has one.

The page is found through the engine's registry: each registered game's ``"<id>:play"`` page,
opened the way the app's own links do (``goto`` in the session, then ``st.switch_page``). Two
figures per game: a plain rerun of the page (what every widget interaction costs before its own
work), and a move (click a legal card or declaration; the computer players answer).
"""

from __future__ import annotations

import os
import statistics
import tempfile
from collections.abc import Callable
from pathlib import Path
from time import perf_counter
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from streamlit.testing.v1 import AppTest

APP = Path(__file__).resolve().parents[1] / "app.py"
RERUNS = 15
MOVES = 15
SEED = 7
TIMEOUT = 60.0  # seconds per AppTest run (its default of 3 s is too short for a cold first run)


def open_page(page_key: str, seed: int = SEED) -> Any | None:
    """The app opened on ``page_key`` under AppTest, or None when the app has no such page."""
    from streamlit.testing.v1 import AppTest

    from ui.pages.common import PAGES

    at = AppTest.from_file(str(APP), default_timeout=TIMEOUT)
    at.run()
    if at.exception:
        raise RuntimeError(f"app.py failed on its first run: {at.exception[0].message}")
    if page_key not in PAGES:
        return None
    game_id = page_key.split(":", 1)[0]
    quiet()
    at.session_state[f"{game_id}:seed"] = seed
    at.session_state["goto"] = page_key
    at.run()
    if at.exception:
        raise RuntimeError(f"the {page_key} page failed: {at.exception[0].message}")
    return at


def timed_run(at: Any) -> float:
    start = perf_counter()
    at.run()
    elapsed = perf_counter() - start
    if at.exception:
        raise RuntimeError(f"a rerun failed: {at.exception[0].message}")
    return elapsed


def trigger_states(at: Any, element: Any, event: str, value: Any) -> Any:
    """What the browser sends when a component's script calls ``setTriggerValue(event,
    value)`` (Play's hand, ``ui.components.hand``: a card clicked): every widget's state, as
    ``at.run()`` sends them, and the trigger's. AppTest (Streamlit 1.67) has no call that
    fires a component's trigger, so the states go through its private run: ``at._run(states)``
    (tests/app/apptools.py's ``play_card`` says why; ``_tree``, ``_run`` and Streamlit's
    ``_make_trigger_id`` are private names an upgrade may move)."""
    import json

    from streamlit.components.v2.bidi_component.main import _make_trigger_id

    states = at._tree.get_widget_states()
    sent = states.widgets.add()
    sent.id = _make_trigger_id(element.proto.id, "events")  # (a component's one aggregator)
    sent.json_trigger_value = json.dumps([{"event": event, "value": value}])
    return states


def hand_cards(at: Any) -> tuple[Any, list[dict[str, Any]]]:
    """Play's hand (``ui.components.hand``) on the page: its element and its cards (``{"code",
    "label", "face", "disabled"}``), or (None, []) where the page draws none."""
    import json

    from ui.components import HAND

    for element in at.main.get("bidi_component"):
        if element.proto.component_name == HAND:
            return element, json.loads(element.proto.json)["cards"]
    return None, []


def move_button(at: AppTest, game: Any) -> Callable[[], object] | None:
    """The click that makes the learner's next move (or continues, or deals again), and runs
    the page."""
    gid = game.id
    buttons = {b.key: b for b in at.button if b.key}
    for key in (f"{gid}:continue", f"{gid}:next_deal"):
        if key in buttons:
            return buttons[key].click().run
    if f"{gid}:table" not in at.session_state:  # a Play page that keeps no table we know
        return None
    hand, cards = hand_cards(at)
    open_cards = {c["code"] for c in cards if not c["disabled"]}
    for action in game.legal_actions(at.session_state[f"{gid}:table"].state):
        if action.kind == "play" and action.card and action.card.code in open_cards:
            states = trigger_states(at, hand, "play", action.card.code)
            return lambda: at._run(states)
        # the Play page's keys: a declaration or other action by its whole text ("bid 2"),
        # or a composed action ("How many?": confirm the cards ticked, none = keep)
        for key in (f"{gid}:decl:{action}", f"{gid}:act:{action}", f"{gid}:compose:{action.kind}"):
            if key in buttons:
                return buttons[key].click().run
    return None


def move_times(at: Any, game: Any, moves: int) -> list[float]:
    times: list[float] = []
    for _ in range(moves):
        move = move_button(at, game)
        if move is None:
            break
        start = perf_counter()
        move()
        times.append(perf_counter() - start)
        if at.exception:
            raise RuntimeError(f"a move failed: {at.exception[0].message}")
    return times


def ms(seconds: float) -> str:
    return f"{seconds * 1000:,.0f} ms"


def bench_game(game: Any, reruns: int, moves: int) -> str:
    start = perf_counter()
    at = open_page(f"{game.id}:play")
    if at is None:
        return f"app: {game.id}: skipped: Play page not found (no '{game.id}:play' page)"
    opened = perf_counter() - start
    rerun = statistics.median(timed_run(at) for _ in range(reruns))
    line = (
        f"app: {game.id} Play page: rerun median {ms(rerun)} server-side "
        f"(AppTest, {reruns} reruns; app start + open page {ms(opened)})"
    )
    played = move_times(at, game, moves)
    if played:
        move = statistics.median(played)
        line += f" | a move (click; computer players answer): median {ms(move)} over {len(played)}"
    return line


def quiet() -> None:
    """Touching Streamlit outside a script run logs "no runtime" / "missing ScriptRunContext"
    warnings; every AppTest run resets the log level from its config, so lower it again."""
    from streamlit.logger import set_log_level

    set_log_level("error")


def clear_caches() -> None:
    """Forget cached data and resources (the progress store): they outlive an AppTest."""
    import streamlit as st

    quiet()
    st.cache_data.clear()
    st.cache_resource.clear()


def run(reruns: int = RERUNS, moves: int = MOVES) -> list[str]:
    """Measure and return the lines ``make bench`` prints for the app."""
    if not APP.is_file():
        return ["app: skipped: Play page not found (no app.py)"]
    import engine.games  # noqa: F401  (registers the games)
    from engine.game import REGISTRY

    saved = os.environ.get("TRICKBOOK_DB")
    lines: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["TRICKBOOK_DB"] = str(Path(tmp) / "progress.sqlite3")  # not the learner's
        try:
            for game in REGISTRY:
                clear_caches()
                lines.append(bench_game(game, reruns, moves))
        finally:
            clear_caches()  # drop the store's connection before its file goes
            if saved is None:
                os.environ.pop("TRICKBOOK_DB", None)
            else:
                os.environ["TRICKBOOK_DB"] = saved
    return lines
