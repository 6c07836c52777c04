"""Small helpers for driving the app under AppTest."""

from __future__ import annotations

import functools
import json
import random
import re
from collections.abc import Iterator, Sequence
from html import unescape
from pathlib import Path
from typing import Any, NamedTuple

import pandas as pd
from deals import moving_as, play_out
from streamlit.components.v2.bidi_component.main import _make_trigger_id
from streamlit.testing.v1 import AppTest

from engine.cards import CARDS, Card
from engine.game import REGISTRY, Game
from lessons import load
from ui.cards import PHONE_CSS, RED
from ui.components import HAND, NAV, PICTURE
from ui.format import red_suits
from ui.pages.play import new_table
from ui.play_table import Table, next_deal
from ui.tables import game_ui

try:
    from streamlit.components.v2 import manifest_scanner
except ImportError:  # pragma: no cover - a Streamlit without it: each AppTest scans as it does
    manifest_scanner = None

# The app's path, AppTest's run timeout, and the shared component scan (conftest.py one_scan)
# live here, not in conftest.py, for test modules to import: "from conftest import APP" named
# whichever of tests/, tests/app/ and tests/e2e/'s conftest.py pytest had imported last as the
# module "conftest", so a run listing a tests/e2e file beside tests/app ones failed to collect
# ("cannot import name 'APP' from 'conftest' (tests/e2e/conftest.py)").
APP = str(Path(__file__).resolve().parents[2] / "app.py")
TIMEOUT = 60  # seconds per run (AppTest's default of 3 s is too short for a cold first run)
_SCAN = getattr(manifest_scanner, "scan_component_manifests", None)


@functools.cache
def _scanned() -> tuple[Any, ...]:
    assert _SCAN is not None
    return tuple(_SCAN())


def go(at: AppTest, page: str) -> AppTest:
    """Open another page the way the app's own links do (``goto`` + ``st.switch_page``)."""
    at.session_state["goto"] = page
    at.run()
    assert not at.exception, at.exception
    return at


def click(at: AppTest, key: str) -> AppTest:
    at.button(key=key).click().run()
    assert not at.exception, at.exception
    return at


class CardButton(NamedTuple):
    """One of the learner's cards on Play as he can click it: its code (``KS``), its
    accessible name ("Play K♠") and whether it is shut (while the computer players answer)."""

    code: str
    label: str
    disabled: bool


def hand(at: AppTest) -> Any | None:
    """The learner's hand on Play (``ui.components.hand``: one element, keyed ``tb-hand``), or
    None where the page draws none. AppTest has no element of its own for a component: it
    reads back as an ``UnknownElement`` (``type`` ``bidi_component``), its data the JSON of
    ``proto.json``."""
    found = [
        n
        for n in nodes(at.main)
        if getattr(n, "type", "") == "bidi_component" and n.proto.component_name == HAND
    ]
    assert len(found) <= 1, f"the page draws {len(found)} hands"
    return found[0] if found else None


def hand_cards(at: AppTest) -> list[dict[str, Any]]:
    """The hand's data (:func:`hand`): a card each, ``{"code", "label", "face", "disabled"}``
    in the hand's order; none where the page draws no hand."""
    element = hand(at)
    cards: list[dict[str, Any]] = json.loads(element.proto.json)["cards"] if element else []
    return cards


def hand_buttons(at: AppTest, game_id: str) -> list[CardButton]:
    """The learner's cards on ``game_id``'s Play page as he can click them, in the hand's order.

    With :func:`play_card`, the one place that knows how Play draws the hand's controls (one
    component element, :func:`hand`, a ``<button>`` a card in the browser): a test that reads a
    card's control (shut, its label, there or not) reads it here, so that drawing the hand
    another way changes these two functions and no test. (``game_id``: the page's game; the
    hand's element is the page's one.)"""
    where = at.session_state["tb:where"]  # (app.py: the page's address)
    assert where == f"{game_id}-play", f"{where} is open, not {game_id}'s Play"
    return [CardButton(c["code"], c["label"], c["disabled"]) for c in hand_cards(at)]


def card_button(at: AppTest, game_id: str, card: int | str) -> CardButton:
    """The control of ``card`` (a card, or its code ``KS``) in the learner's hand on Play
    (:func:`hand_buttons`); an AssertionError if the hand draws none."""
    code = _code(card)
    found = [b for b in hand_buttons(at, game_id) if b.code == code]
    assert len(found) == 1, f"{game_id}: the hand draws {len(found)} controls for {code}"
    return found[0]


def _code(card: int | str) -> str:
    return Card.parse(card).code if isinstance(card, str) else CARDS[card].code


def play_card(at: AppTest, game_id: str, card: int | str) -> AppTest:
    """The learner plays ``card`` (a card, or its code ``KS``) from his hand on ``game_id``'s
    Play page, as he would: he clicks it, and the page runs.

    Every AppTest that plays a card on Play plays it here (and reads a card's control with
    :func:`hand_buttons`), so that drawing the hand another way changes these two functions and
    no test.

    The hand is one ``st.components.v2`` element (:func:`hand`), a click in the browser the
    trigger ``play`` with the card's code (``hand.js``), which Python's ``on_play_change``
    callback reads from ``st.session_state["tb-hand"]["play"]``. AppTest (Streamlit 1.67) has
    no call that fires a component's trigger: setting ``at.session_state["tb-hand"]`` fires no
    callback (callbacks fire only for widget states the browser sends) and acts as a lasting
    state, not a trigger. So the trigger is sent as the browser sends it, a widget state of
    the element's trigger aggregator beside every other widget's, through AppTest's private
    run (``at._tree.get_widget_states()`` is what ``at.run()`` sends, ``at._run`` what it
    calls with them; ``_make_trigger_id`` is Streamlit's own name for the trigger's id: a
    Streamlit upgrade may move these three). The callback then runs once, before the script;
    the next run plays nothing again, as in the browser. A shut card does nothing in the
    browser (``hand.js``; the page's callback also plays only a card it drew open): a test
    clicking one fails here."""
    code = _code(card)
    assert not card_button(at, game_id, code).disabled, f"{game_id}: {code} is shut"
    element = hand(at)
    assert element is not None
    return trigger(at, element, "play", code)


def trigger(at: AppTest, element: Any, event: str, value: Any) -> AppTest:
    """Send the trigger ``event`` with ``value`` from a component ``element`` as its script's
    ``setTriggerValue`` does in the browser, and run the page (:func:`play_card` says how)."""
    states = at._tree.get_widget_states()
    sent = states.widgets.add()
    sent.id = _make_trigger_id(element.proto.id, "events")  # (a component's one aggregator)
    sent.json_trigger_value = json.dumps([{"event": event, "value": value}])
    at._run(states)
    assert not at.exception, at.exception
    return at


def open_step(at: AppTest, game_id: str, step_id: str) -> AppTest:
    """Go to a step of the game's lesson on its Learn page (``at`` open there), as the page's
    "Go to step" menu does."""
    lesson = load(game_id)
    at.selectbox(key=f"w:{game_id}:learn:jump").set_value(lesson.index(step_id)).run()
    assert not at.exception, at.exception
    assert step_title(at) == red_suits(lesson.step(step_id).title)
    return at


def step_title(at: AppTest) -> str:
    """The heading of the Learn step shown: the first line of the step's Markdown, its heading
    and then its prose in one element (ui/pages/learn.py), "## " and all taken off."""
    heads = [m.value for m in at.main.markdown if m.value.startswith("## ")]
    assert heads, "no step heading on the page"
    return str(heads[0]).partition("\n")[0].removeprefix("## ")


def headings(at: AppTest, level: int) -> list[str]:
    """The main area's headings of ``level`` (1: a title, 3: a subheader), in page order: those
    drawn as Markdown elements whose first line is the heading (the Quiz's title and question,
    ui/pages/quiz.py), and st.title's or st.subheader's."""
    mark = "#" * level + " "
    drawn = [
        str(m.value).partition("\n")[0].removeprefix(mark)
        for m in at.main.markdown
        if str(m.value).startswith(mark)
    ]
    own = at.main.title if level == 1 else at.main.subheader if level == 3 else []
    return drawn + [h.value for h in own]


def open_box(at: AppTest, *remember: str) -> AppTest:
    """Open expanders whose contents are drawn only while open (``drawn_when_open`` in
    ui/pages/common.py, by the plain keys that remember them), as clicking them does."""
    for key in remember:
        at.session_state[key] = {"open": True}
    at.run()
    assert not at.exception, at.exception
    return at


def nodes(node: Any) -> Iterator[Any]:
    """The elements and blocks under ``node``, in page order."""
    for child in getattr(node, "children", {}).values():
        yield child
        yield from nodes(child)


def is_picture(node: Any) -> bool:
    """A card picture drawn as a component (``ui.components.card_picture``: a position)."""
    return getattr(node, "type", "") == "bidi_component" and node.proto.component_name == PICTURE


def _nav_data(area: Any, field: str) -> list[dict[str, Any]]:
    """``field`` of the data of the one nav.js element in ``area`` (the menu or Home's boxes)."""
    found = [
        n
        for n in nodes(area)
        if getattr(n, "type", "") == "bidi_component" and n.proto.component_name == NAV
    ]
    assert len(found) == 1, found
    data: list[dict[str, Any]] = json.loads(found[0].proto.json)[field]
    return data


def menu(at: AppTest) -> list[dict[str, Any]]:
    """The sidebar's page menu (``ui.components.nav``): its sections, each ``{"title",
    "fold", "links"}``, each link ``{"href", "label", "icon", "current"}``."""
    return _nav_data(at.sidebar, "sections")


def home_boxes(at: AppTest) -> list[dict[str, Any]]:
    """Home's boxes of games (``ui.components.link_boxes``: one element), each ``{"title",
    "html", "caption", "links"}``."""
    return _nav_data(at.main, "boxes")


def pictures(at: AppTest) -> list[str]:
    """The HTML of the card pictures (:func:`is_picture`) in the main area, in page order."""
    return [json.loads(n.proto.json) for n in nodes(at.main) if is_picture(n)]


def markdown(at: AppTest) -> str:
    """The page's text as the learner's browser gets it: every Markdown element, every card
    picture (its HTML) and the faces of Play's hand (:func:`hand`), in page order, main area
    then sidebar."""
    found = []
    for area in (at.main, at.sidebar):
        for n in nodes(area):
            if is_picture(n):
                found.append(json.loads(n.proto.json))
            elif getattr(n, "type", "") == "bidi_component" and n.proto.component_name == HAND:
                found += [c["face"] for c in json.loads(n.proto.json)["cards"]]
            elif getattr(n, "type", "") == "markdown":
                found.append(n.value)
    return "\n".join(found)


def everything(at: AppTest) -> str:
    """The page's words: :func:`markdown`, then every caption and message box (success,
    warning, info, error)."""
    parts = [markdown(at)]
    for group in (at.caption, at.success, at.warning, at.info, at.error):
        parts += [e.value for e in group]
    return "\n".join(parts)


# a caption drawn inside a larger Markdown element (ui.pages.common.caption_md; the Quiz's
# line over its question, ui.pages.quiz.head_html): its text, Markdown or escaped HTML
_IN_CAPTION = re.compile(
    r'<div class="tb-caption"[^>]*>\n\n(.*?)\n\n</div>|<p class="tb-caption"[^>]*>(.*?)</p>', re.S
)


def captions(at: AppTest) -> list[str]:
    """Every caption's words, in page order: ``st.caption``'s, then those drawn as a caption
    inside a Markdown element (the Quiz's feedback and the line over its question)."""
    inside = (
        md or unescape(html) for m in at.markdown for md, html in _IN_CAPTION.findall(m.value)
    )
    return [c.value for c in at.caption] + list(inside)


def html_tables(at: AppTest) -> list[list[dict[str, str]]]:
    """The small tables the pages draw as HTML (``ui.format.table_html``), each a list of rows
    (column name -> cell text), in page order."""
    out = []
    for m in at.markdown:
        for table in re.findall(r'<table class="tb-table[" ].*?</table>', m.value, re.S):
            if 'class="tb-table tb-sheet"' in table:
                out.append(sheet_rows(table))
                continue
            head = [unescape(h) for h in re.findall(r"<th>(.*?)</th>", table, re.S)]
            rows = re.findall(r"<tr>(.*?)</tr>", table.split("<tbody>", 1)[1], re.S)
            cells = [
                [
                    unescape(re.sub(r"<[^>]+>", "", c))
                    for c in re.findall(r"<td[^>]*>(.*?)</td>", r, re.S)
                ]
                for r in rows
            ]
            out.append([dict(zip(head, c, strict=True)) for c in cells])
    return out


def _text(cell: str) -> str:
    return unescape(re.sub(r"<[^>]+>", "", cell))


def sheet_rows(table: str) -> list[dict[str, str]]:
    """A score sheet drawn by ``ui.format.sheet_html`` read back into its rows, as the engine
    gave them: a column under a player's name is "P0 points", a hand's sentence its "why"."""
    head, body = table.split("<tbody>", 1)
    top, *under = re.findall(r"<tr>(.*?)</tr>", head, re.S)
    subs = iter(_text(h) for h in re.findall(r"<th>(.*?)</th>", under[0] if under else ""))
    keys: list[str] = []
    for span, text in re.findall(r'<th (?:rowspan="2"|colspan="(\d+)")>(.*?)</th>', top, re.S):
        keys += [f"{_text(text)} {next(subs)}" for _ in range(int(span))] if span else [_text(text)]
    rows: list[dict[str, str]] = []
    for r in re.findall(r"<tr>(.*?)</tr>", body, re.S):
        if 'class="tb-why"' in r:  # the sentence under its hand's figures
            rows[-1]["why"] = _text(re.findall(r"<td[^>]*>(.*?)</td>", r, re.S)[0])
            continue
        rows.append(
            dict(zip(keys, map(_text, re.findall(r"<td[^>]*>(.*?)</td>", r, re.S)), strict=True))
        )
    return rows


class Metric(NamedTuple):
    label: str
    value: str


def metrics(at: AppTest) -> list[Metric]:
    """The figures the pages draw as HTML (``ui.format.metric_html``, where ``st.metric`` was),
    in page order."""
    found = (
        re.findall(
            r'<div class="tb-metric"><div[^>]*>(.*?)</div><div[^>]*>(.*?)</div></div>', m.value
        )
        for m in at.markdown
    )
    return [Metric(unescape(label), unescape(value)) for pairs in found for label, value in pairs]


def html_table(at: AppTest, column: str) -> pd.DataFrame:
    """The first of :func:`html_tables` with ``column``, as a frame of text (a settlement, a
    score sheet, a deal's actions)."""
    return pd.DataFrame(next(t for t in html_tables(at) if t and column in t[0]))


def red_cells(at: AppTest, column: str) -> set[tuple[int, str]]:
    """The cells (row, column name) of the first HTML table with ``column`` drawn in the red of
    the card faces (``ui.format.table_html``'s ``red`` columns)."""
    for m in at.markdown:
        for table in re.findall(r'<table class="tb-table".*?</table>', m.value, re.S):
            head = [unescape(h) for h in re.findall(r"<th>(.*?)</th>", table, re.S)]
            if column not in head:
                continue
            rows = re.findall(r"<tr>(.*?)</tr>", table.split("<tbody>", 1)[1], re.S)
            return {
                (k, head[i])
                for k, r in enumerate(rows)
                for i, style in enumerate(re.findall(r"<td([^>]*)>", r))
                if f"color:{RED}" in style
            }
    raise AssertionError(f"no table with a column {column!r}")


def check_replay(
    at: AppTest, history: Sequence[tuple[Sequence[tuple[int, int]], int]], you: int
) -> None:
    """The Play page's "Replay this deal" table: a row a trick with the seat that led it and the
    seat that won it, each card in its player's column (empty for a seat out of the trick),
    hearts and diamonds (only) red; the learner's seat ``you`` is "P0 (you)" throughout, as
    the table drawn above it names him."""

    def name(p: int) -> str:
        return f"P{p} (you)" if p == you else f"P{p}"

    frame = html_table(at, "led by")
    seats = sorted({p for plays, _ in history for p, _ in plays})
    assert [c for c in frame.columns if c.startswith("P")] == [name(p) for p in seats]
    assert any(name(you) in m.value for m in at.markdown)  # the table drawn, as the replay
    assert len(frame) == len(history)
    reds = set()
    for k, (plays, winner) in enumerate(history):
        row, played = frame.iloc[k], dict(plays)
        assert (row["trick"], row["led by"]) == (str(k + 1), name(plays[0][0]))
        assert row["won by"] == name(winner)
        for p in seats:
            assert row[name(p)] == (CARDS[played[p]].pretty if p in played else "")
        reds |= {(k, name(p)) for p, c in plays if CARDS[c].suit.is_red}
    assert reds and red_cells(at, "led by") == reds


def random_table(game: Game[Any], seed: int, players: int | None = None) -> Table:
    """A Play table of ``game``'s default reading, the learner at seat 0 against random
    computer players: ``players`` seats, or the fewest the reading allows."""
    opts = game.make_opts(game.default_variant)
    if players is None:
        players = game.fit_players(opts, game.players_range(opts)[0])
    settings = {"variant": game.default_variant, "options": {}}
    return new_table(game, {"players": players, "seat": 0, "bots": "random"}, settings, seed)


def lay_out(page: Any, html: str, screen: int, column: int) -> None:
    """``html`` laid out by the browser ``page`` (the ``html_page`` fixture) in a column
    ``column`` px wide on a screen ``screen`` px wide, with the app's phone-width rules."""
    page.set_viewport_size({"width": screen, "height": 1200})
    page.set_content(
        f'<body style="margin:0"><style>{PHONE_CSS}</style>'
        f'<div style="width:{column}px">{html}</div></body>'
    )


def open_random_deal(app: Any, game_id: str, seed: int) -> tuple[AppTest, Table]:
    """Play opened on a seeded deal of ``game_id`` (its usual number of players, the learner
    at seat 1 against random computer players), with the page's table."""
    game = REGISTRY.get(game_id)
    opts = game.make_opts(game.default_variant)
    cfg = {"players": game.usual_players(opts), "seat": 1, "bots": "random"}
    at = app(f"{game_id}:play", seed=seed, **{f"{game_id}__play_cfg": cfg})
    return at, at.session_state[f"{game_id}:table"]


def game_won(gid: str, players: int, seed: int) -> Table:
    """A table of ``gid`` played deal after deal, the learner (P0) moving as the rule of thumb
    does against rule-of-thumb computer players, until a deal ends the game (Forty-Five,
    Sixty-Six): the table as Play keeps it, "New game" under it."""
    game = REGISTRY.get(gid)
    ui = game_ui(gid)
    cfg = {"players": players, "seat": 0, "bots": "rule of thumb"}
    t = new_table(game, cfg, {"variant": game.default_variant, "options": {}}, seed)
    rng = random.Random(seed)
    for _ in range(40):
        play_out(
            game, t, moving_as(lambda t: game.heuristic_action(ui.seen(t.state, t.seat), rng), t)
        )
        if ui.game_over(t.state, t.seat):
            return t
        next_deal(game, t)
    raise AssertionError(f"{gid}: no game won in 40 deals")
