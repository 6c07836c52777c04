"""Progress: what this learner has read, answered and mastered, kept in SQLite; forgetting
one game's progress, after a confirmation."""

from __future__ import annotations

import time
from datetime import UTC, date, timedelta, timezone, tzinfo
from functools import cache
from typing import Any
from urllib.parse import urlsplit, urlunsplit
from zoneinfo import ZoneInfo

import pandas as pd
import streamlit as st

from engine.game import Game
from engine.ledger import format_counters, with_minus
from engine.quiz import lesson_kinds_for
from lessons import LessonError
from ui.format import kind_label, table_html
from ui.mastery import MASTERED_DAYS as MASTERY_DAYS
from ui.mastery import days as when
from ui.pages.common import (
    PAGES,
    drawn_when_open,
    drop_game_state,
    learner,
    learner_name,
    metric,
    mode,
    progress_store,
    rule_memory,
)
from ui.pages.learn_position import lesson_for
from ui.progress import DealStat
from ui.tables import game_ui


def page(game: Game[Any]) -> None:
    st.title(f"Your progress: {game.name}")
    st.html(PAGE_CSS)
    code = learner()
    store = progress_store()
    _who(code)
    try:
        steps = [s.id for s in lesson_for(game.id).steps]
    except LessonError:
        steps = []
    seen = store.steps_seen(code, game.id)
    done = store.learn_done(code, game.id)
    if steps:
        st.subheader("Lesson")
        finished = sum(1 for s in steps if s in done)
        stars = sum(done.get(s, 0) for s in steps)
        opened = sum(1 for s in steps if s in seen)
        st.progress(
            finished / len(steps),
            text=f"{finished} of {len(steps)} steps done · {opened} opened · {stars} ★ earned",
        )
        if not opened:
            _start(game, "learn", "Start the lesson in Learn")
    st.subheader("Quiz")
    stats = store.kind_stats(code, game.id)
    rows = []
    # every kind a question of this game may ask: the lesson's own too (Spoil Five's and
    # Forty-Five's "What may you do?" robbing questions, which no generated question asks,
    # were answered on the Quiz page and counted nowhere on this one)
    for kind in lesson_kinds_for(game):
        k = stats.get(kind)
        rows.append(
            {
                "question": kind_label(kind, game_ui(game.id).kind_labels),
                "answered": k.answered if k else 0,
                "right first time": k.right if k else 0,
                "right first time in a row": k.streak if k else 0,
            }
        )
    # (no "mastered" column: it said yes after 3 right in a row, beside the rule counts below
    # whose Mastered is a rule you should still know in a week; look21)
    st.markdown(table_html(rows), unsafe_allow_html=True)
    st.caption(
        "Your answers on the Quiz page and in Review, each by your first try: one you answer "
        "wrongly and then correct counts as answered, not as right first time. A rule is "
        f"mastered (below) when you should still know it in {MASTERY_DAYS:.0f} days."
    )
    if not stats:
        _start(game, "quiz", "Answer your first questions in Quiz")
    _rules(game, code)
    unit_of_play = game.deal_word.capitalize()  # "Game" in Linger Longer
    st.subheader(f"{unit_of_play}s played")
    d = store.deal_stats(code, game.id)
    units = game.units_per_counter
    # in a partnership the tricks his partner takes are his side's: both figures, said apart
    figures: list[tuple[str, object]] = [(f"{unit_of_play}s", d.played)]
    if d.partnered:
        figures += [("Tricks you took", d.tricks), ("Tricks your side took", d.side_tricks)]
    else:
        figures.append(("Tricks won", d.tricks))
    unit = game_ui(game.id).unit  # what a settlement moves: "red counters", "game points"
    # (a deal counts with the learner's stake or ante: one he loses leaves him down)
    won_or_lost = {"red counters": "Counters won or lost (red)", "counters": "Counters won or lost"}
    label = won_or_lost.get(unit, f"{unit.capitalize()} won")
    # won or lost said by its sign, as Play's result line and the settlement tables say it:
    # "+4", "−3" (it read "4" and "-3", a gain bare under "won or lost")
    net = with_minus(format_counters(d.net, units))
    figures.append((label, f"+{net}" if d.net > 0 and unit in won_or_lost else net))
    _figures(figures, "deals")
    said = _whose_tricks(game, d, unit_of_play.lower())
    if said:
        st.caption(said)
    if not d.played:
        _start(game, "play", f"Play your first {game.deal_word} in Play")
    _forget(game, code)


CHART_KEY = "tb-progress-days"  # the answers chart's box (its class: st-key-tb-progress-days)
# Each figure of a row takes its share of the width, as columns did at 1400 px. The answers
# chart shows no element toolbar: Streamlit's (data table, download, copy, full screen) stood
# over the chart's top right corner once a pointer or a finger touched it, over the caption's
# last words and the tallest bar's top at 390 px (look21); a learner's chart needs none of it,
# its bars answer a touch with their day and count.
PAGE_CSS = (
    "<style>[class*=st-key-tb-figures-]>div{flex:1 1 auto}"
    f".st-key-{CHART_KEY} [data-testid=stElementToolbar]{{display:none}}</style>"
)


def _figures(figures: list[tuple[str, object]], key: str) -> None:
    """Figures under their labels side by side, in a row that wraps only where they do not
    fit: a phone showed columns one under another, the four rule counts a screen of their own
    at 390 px; now they stand in one line there (about 320 px of the 358)."""
    with st.container(key=f"tb-figures-{key}", horizontal=True, gap="small"):
        for label, value in figures:
            metric(st, label, value)


def _start(game: Game[Any], page: str, label: str) -> None:
    """Where to begin a part of the game that shows nothing yet: a new learner's Progress was
    zeros and "not yet" from top to bottom, with no word of where they come from (look21)."""
    if f"{game.id}:{page}" in PAGES:
        st.page_link(PAGES[f"{game.id}:{page}"], label=label)


def _whose_tricks(game: Game[Any], d: DealStat, word: str) -> str:
    """Whose tricks the figures count, deal by deal: in a partnership his and his partner's
    (one partner at four hands, two at six: as many as Play recorded from ``Game.partners``),
    played alone his own; a deal recorded before a side was kept counts his own seat's, a
    partner's tricks unknown. Nothing for a game never played in partnership."""
    old = f"{_deals(d.unknown, word)} recorded before Trickbook kept a side's tricks"
    if not d.partnered:
        if d.unknown and _partnership_game(game):
            return f"Tricks won counts your own: in the {old}, a partner's tricks were not kept."
        return ""
    parts = [
        f"In the {_deals(d.partnered, word)} you played in a partnership, your side's tricks "
        f"are yours and your {_partners(d.partners)}"
    ]
    alone = d.played - d.partnered - d.unknown
    if alone:
        parts.append(f"in the {_deals(alone, word)} you played alone, yours alone")
    if d.unknown:
        parts.append(f"in the {old}, yours only (a partner's were not kept)")
    return "; ".join(parts) + "."


def _partners(counts: tuple[int | None, ...]) -> str:
    """ "partner's" (one partner at every partnership table), "partners'" (more at every one),
    else "partner's or partners'" (both, or a deal that kept no count: None)."""
    if None not in counts and set(counts) == {1}:
        return "partner's"
    if None not in counts and counts and min(c or 0 for c in counts) > 1:
        return "partners'"
    return "partner's or partners'"


@cache
def _partnership_game(game: Game[Any]) -> bool:
    """Whether some table of the game seats partners (``Game.partners``, at any number of
    players a reading allows): Forty-Five by four or six, four-hand Sixty-Six."""
    for variant in game.variants:
        opts = game.make_opts(variant)
        lo, hi = game.players_range(opts)
        for n in sorted({game.fit_players(opts, k) for k in range(lo, hi + 1)}):
            s = game.new_deal(players=n, seed=0, variant=variant)
            if len(game.partners(s, 0)) > 1:
                return True
    return False


def _rules(game: Game[Any], code: str) -> None:
    """Mastery rule by rule (ui/mastery.py): counts, answers over time, each rule's state."""
    st.subheader("Rules")
    summary = rule_memory().summary(code, game)
    n = summary.counts
    _figures(
        [
            ("Mastered", n["mastered"]),
            ("Due for review", n["due"]),
            ("Still learning", n["learning"]),
            ("Never met", n["never"]),
        ],
        "rules",
    )
    st.caption(STATES_SAID)
    if n["due"] and "review" in PAGES:
        st.page_link(
            PAGES["review"],
            label=f"Review the {_counted(n['due'], '')} due now",
            icon=":material/event_repeat:",
        )
    zone, zone_name = browser_zone()  # the learner's days, not UTC's
    days = progress_store().answers_by_day(code, game.id, zone)  # (counted by SQLite)
    # The chart and the list behind boxes drawn only while open: a chart's libraries are the
    # heaviest scripts a page can ask the browser for (issue 12, part 5: Progress 1.56x a bare
    # page's first content with them drawn at once)
    label = "Answers a day, right and wrong"
    if days and (chart := drawn_when_open(label, CHART_KEY, f"{game.id}:progress:days")):
        chart.caption(chart_said(game, len(days), zone_name))
        frame, spec = days_chart(days[-CHART_DAYS:])
        chart.vega_lite_chart(frame, spec, width="stretch")
    met = [r for r in summary.rows if r.status != "never"]
    label = f"The {_counted(len(met), ' rules')} you have met"
    if met and (box := drawn_when_open(label, "tb-progress-met", f"{game.id}:progress:met")):
        now = time.time()
        # how often the learner showed each rule known or not: "right" and "wrong", as the
        # chart says his answers; the columns read "met" and "missed", "met 9" under "The 9
        # rules you have met", a count of what no word said (evidence: ui.mastery.RuleRow)
        table = [
            {
                "rule": r.statement,
                "state": STATE_WORDS[r.status],
                "next review": when(r.due - now) if r.due is not None else "",
                "right": r.seen - r.wrong,
                "wrong": r.wrong,
            }
            for r in met
        ]
        box.markdown(table_html(table), unsafe_allow_html=True)
        box.caption(RIGHT_WRONG_SAID)


# what each of the four rule counts means, under them: only "mastered" was said, below the
# chart, and a learner met "Still learning" and "Never met" with no word of what puts a rule
# there (journey11, Progress at 1400 and 390 px)
STATES_SAID = (
    f"**Mastered**: you should still know it in {MASTERY_DAYS:.0f} days. **Due for review**: "
    "its time has come; Review asks it now. **Still learning**: met, its next review planned, "
    "not yet mastered. **Never met**: no answer of yours and no move Play refused has touched "
    "it yet. Each rule's next review is planned by a spaced-repetition scheduler (FSRS) from "
    "your quiz answers and the moves Play refused: a rule you miss comes back sooner, one you "
    "know later."
)


RIGHT_WRONG_SAID = (
    "Right and wrong: how often your quiz and Review answers showed you knew the rule or "
    "missed it; each move Play refused by it counts as wrong."
)


CHART_DAYS = 14  # the chart's bars: the latest days with answers


def chart_said(game: Game[Any], days: int, zone: str = "") -> str:
    """What the answers chart plots, ``days`` being the days the learner answered on: his
    first try at each of the game's Quiz and Review questions, a bar a day. Its box read
    "Answers a day (1 day)" over bars of the Quiz table's answers, beside the rule counts,
    where a learner could take them for rules met, or count Play's refusals in them. Then the
    time zone whose midnight parts the days: ``zone``, the browser's (:func:`browser_zone`),
    else UTC.

    >>> from engine.game import REGISTRY
    >>> chart_said(REGISTRY.get("loo"), 20)[:110]
    'Your first try at each Loo (three-card) question in Quiz and Review, a bar for each of the last 14 days you an'
    >>> chart_said(REGISTRY.get("loo"), 2, "America/New York").rsplit(". ", 1)[1]
    "Days run midnight to midnight in your browser's time zone, America/New York."
    """
    which = f"each of the last {CHART_DAYS} days" if days > CHART_DAYS else "each day"
    return (
        f"Your first try at each {game.name} question in Quiz and Review, a bar for {which} you "
        "answered on: right in green, wrong in red. The moves Play refused count for the rules "
        "above, not here. "
        + (
            f"Days run midnight to midnight in your browser's time zone, {zone}."
            if zone
            else "Days run midnight to midnight in UTC: your browser did not say its time zone."
        )
    )


def browser_zone() -> tuple[tzinfo, str]:
    """The learner's time zone, as his browser gives it, and its name as said: the zone it
    names ("America/New York"), else, where it names none this machine knows, its offset from
    UTC ("UTC−05:00"); UTC and "" where it gives neither (AppTest, a client that sends no
    context). The chart grouped answers by UTC's date: a learner in New York who answered at
    21:00 found his answers under the next day."""
    name = st.context.timezone
    if name:
        try:
            return ZoneInfo(name), name.replace("_", " ")  # "America/New York"
        except (ValueError, KeyError, OSError):  # not a zone's name here: its offset, then
            pass
    offset = st.context.timezone_offset  # minutes behind UTC (JavaScript's getTimezoneOffset)
    if offset is None:
        return UTC, ""
    zone = timezone(-timedelta(minutes=offset))
    ahead = -offset
    sign = "+" if ahead >= 0 else "\u2212"
    return zone, f"UTC{sign}{abs(ahead) // 60:02d}:{abs(ahead) % 60:02d}"


# The chart's bars: at most this wide (px), and at most this share of a day's slot. Streamlit's
# bar_chart gave a bar its day's whole slot: one day of answers drew one bar across the chart
# (about 600 px at 1400 px), two days two bars of half of it.
BAR_MOST, BAR_SHARE = 40, 0.8
RIGHT_WRONG = {"right": "#2e7d32", "wrong": "#c62828"}


def days_chart(days: list[tuple[str, int, int]]) -> tuple[pd.DataFrame, dict[str, Any]]:
    """The answers chart of ``days`` ((ISO day, right, wrong), in order): its rows, a day's
    right and wrong answers each, and its Vega-Lite spec. A day's bar is at most
    :data:`BAR_MOST` px wide, and :data:`BAR_SHARE` of its slot where the days are many (the
    chart's ``width`` is the browser's, so the spec says it as an expression of it). The days
    stand in the order they came, each labelled level ("27 Nov", "27 Nov 2025" where the
    days shown span years): as text the labels sorted as text, "10 Nov" before "9 Nov" and "1
    Dec" before "30 Nov".

    >>> frame, spec = days_chart([("2026-11-09", 2, 1), ("2026-11-10", 0, 3)])
    >>> spec["encoding"]["x"]["sort"], spec["mark"]["width"]
    (['9 Nov', '10 Nov'], {'expr': 'min(40, 0.8 * width / 2)'})
    >>> frame.to_dict("records")[:2]
    [{'day': '9 Nov', 'answer': 'right', 'answers': 2}, {'day': '9 Nov', 'answer': 'wrong', 'answers': 1}]
    """
    years = {d[:4] for d, _, _ in days}
    labels = [_short_day(d, with_year=len(years) > 1) for d, _, _ in days]
    rows = [
        {"day": label, "answer": answer, "answers": n}
        for label, (_, right, wrong) in zip(labels, days, strict=True)
        for answer, n in (("right", right), ("wrong", wrong))
        if n
    ]
    spec: dict[str, Any] = {
        "height": 220,
        "mark": {
            "type": "bar",
            "width": {"expr": f"min({BAR_MOST}, {BAR_SHARE} * width / {max(len(days), 1)})"},
        },
        "encoding": {
            "x": {
                "field": "day",
                "type": "ordinal",
                "sort": labels,
                "title": None,
                "axis": {"labelAngle": 0, "grid": False},
            },
            "y": {
                "field": "answers",
                "type": "quantitative",
                "stack": "zero",
                "title": "answers a day",
                "axis": {"tickMinStep": 1, "format": "d"},
            },
            "color": {
                "field": "answer",
                "type": "nominal",
                "scale": {"domain": list(RIGHT_WRONG), "range": list(RIGHT_WRONG.values())},
                "legend": {"orient": "bottom", "title": None},
            },
            "tooltip": [
                {"field": "day", "type": "ordinal"},
                {"field": "answer", "type": "nominal"},
                {"field": "answers", "type": "quantitative"},
            ],
        },
    }
    return pd.DataFrame(rows, columns=["day", "answer", "answers"]), spec


def _short_day(iso: str, with_year: bool = False) -> str:
    """``2026-11-27`` → ``27 Nov`` (``27 Nov 2026`` ``with_year``)."""
    return date.fromisoformat(iso).strftime("%d %b %Y" if with_year else "%d %b").lstrip("0")


def _deals(n: int, word: str) -> str:
    """``n`` deals after "the": "deal" for one, else "3 deals" ("game", "games" alike)."""
    return word if n == 1 else f"{n} {word}s"


def _counted(n: int, rules: str) -> str:
    """``n`` rules after "the": "rule" for one ("the rule you have met"), else the number
    ("the 2 rules ...")."""
    return "rule" if n == 1 else f"{n}{rules}"


# each state in the met rules' table as its count above says it ("Still learning")
STATE_WORDS = {"mastered": "mastered", "due": "due now", "learning": "still learning"}


def _who(code: str) -> None:
    """Whose progress this is, and how it is kept (the two modes)."""
    if mode() == "local":
        st.caption(
            "Your progress is kept on this computer: every tab, every visit and a restart of "
            "the app carry on from here."
        )
        return
    name = learner_name(code) or f"learner {code[:4]}"
    st.caption(
        f"Learning as **{name}**. This browser remembers you, so a reload or a new tab carries "
        "on. Nobody else on this server sees your progress."
    )
    with st.expander("Carry on from another computer"):
        st.markdown(
            "Open this link there. Keep it to yourself: whoever opens it carries on as you."
        )
        # wrapped: on one line a phone showed "http://…/loo-progress?le", the code cut off
        st.code(_resume_link(code), language=None, wrap_lines=True)


def _resume_link(code: str) -> str:
    """This server's address with ``?learner=CODE`` (opens this learner on any browser)."""
    url = st.context.url or ""
    parts = urlsplit(url)
    return urlunsplit((parts.scheme, parts.netloc, parts.path, f"learner={code}", ""))


def _forget(game: Game[Any], code: str) -> None:
    """ "Forget my progress" for this game only, after a confirmation."""
    ss = st.session_state
    asking = f"tb:forget:{game.id}"
    done = f"tb:forgotten:{game.id}"
    # set apart at the page's foot, under a line and its own words: it stood a few pixels
    # under "Play your first deal in Play", the last words of "Deals played", as if it forgot
    # the deals only, and its scope was said only in a tooltip a phone never shows
    st.divider()
    if ss.pop(done, False):
        st.success(f"Your {game.name} progress is forgotten. Your other games keep theirs.")
    if not ss.get(asking):
        st.caption(FORGET_SAID.format(game=game.name))
        st.button(
            f"Forget my {game.name} progress…",
            key=f"{game.id}:progress:forget",
            on_click=lambda: ss.__setitem__(asking, True),
        )
        return
    with st.container(border=True):
        st.warning(
            f"Forget everything recorded for {game.name}: Learn steps and stars, quiz answers, "
            "the rules you have met and their reviews, deals played and the hand in progress? "
            "Your other games keep theirs. This cannot be undone."
        )
        # the safe answer first and primary, so it looks like the default (as Play's claim
        # question: a87f8ba); forgetting cannot be undone
        no, yes = st.columns(2)
        no.button(
            "Cancel",
            key=f"{game.id}:progress:forget:no",
            type="primary",
            on_click=lambda: ss.pop(asking, None),
        )
        yes.button(
            f"Yes, forget {game.name}",
            key=f"{game.id}:progress:forget:yes",
            on_click=_do_forget,
            args=(game.id, code, asking, done),
        )


FORGET_SAID = (
    "To start {game} again from nothing, forget everything recorded for it; it asks first, "
    "and your other games keep their progress."
)


def _do_forget(game_id: str, code: str, asking: str, done: str) -> None:
    progress_store().forget_game(code, game_id)
    drop_game_state(game_id)
    st.session_state.pop(asking, None)
    st.session_state[done] = True
