"""Play tells the story of a Bierspiel trick led face down to the learner.

At /bierspiel-play (five players, the learner at P0) the learner, holding no trump for the
trump lead, led a card face down; nobody trumped it, and the story under the trick read 'P0
had no trump for the trump lead and led 8♦ face down; it cannot win: nobody had a trump, so
P0, the leader, wins it.' to the learner at P0 (the engine's note, Bierspiel.trick_notes, is in
the third person for the Quiz). Now: 'You had no trump ... so you, the leader, win it.'; and
where the learner's 7♦ takes another's call, 'here your 7♦', not 'here P0's 7♦'.

Bierspiel deals against the rule of thumb, the learner's moves drawn at random, played by the
page's table logic to the pause after such a trick, then opened on the page."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from typing import Any

from apptools import go, random_table
from deals import play_until, walk
from streamlit.testing.v1 import AppTest
from test_deal_end_said_once import _page_text

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.cards import CARDS
from engine.game import REGISTRY
from engine.games.pool.bierspiel import SEVEN
from ui.cards import position_html
from ui.play_table import Table, new_table
from ui.tables import game_ui

OpenApp = Callable[..., AppTest]
G = REGISTRY.get("bierspiel")
UI = game_ui("bierspiel")


def _face_down(t: Table) -> bool:
    """Does the table pause on a trick just won that was led face down?"""
    if not t.pause or not t.state.history:
        return False
    k = len(t.state.history) - 1
    return G.face_down(t.state, t.state.history[k][0], k)


def _paused_on(players: int, wanted: Callable[[Any, int], bool]) -> Table:
    """A table paused after a face-down trick such that ``wanted(state, winner)``, with
    ``state.history[-1][0]`` its plays."""
    for seed in range(200):
        cfg = {"players": players, "seat": 0, "bots": "rule of thumb"}
        t = new_table(G, cfg, {"variant": G.default_variant, "options": {}}, seed)
        walked = walk(G, t, random.Random(seed).choice)
        if any(_face_down(x) and wanted(x.state, x.state.history[-1][1]) for x in walked):
            return t
    raise AssertionError("no deal in 200 pauses on such a trick")


def _story(app: OpenApp, t: Table) -> str:
    at = app()
    at.session_state["bierspiel:table"] = t
    go(at, "bierspiel:play")
    assert not at.exception, at.exception
    text = re.sub(r":red\[([^\]]*)\]", r"\1", _page_text(at))
    return next(line for line in text.splitlines() if "for the trump lead and led" in line)


def test_the_learners_face_down_lead_that_wins_is_told_to_him(app: OpenApp) -> None:
    t = _paused_on(5, lambda s, winner: s.history[-1][0][0][0] == 0 == winner)
    plays, _ = t.state.history[-1]
    story = _story(app, t)
    assert not re.search(r"\bP0\b", story), story
    led = CARDS[plays[0][1]].pretty
    assert story.startswith(f"You had no trump for the trump lead and led {led} face down"), story
    assert "nobody had a trump, so you, the leader, win it." in story, story


def test_the_learners_seven_taking_the_call_is_told_to_him(app: OpenApp) -> None:
    def wanted(s: Any, winner: int) -> bool:
        plays = s.history[-1][0]
        seven = winner == 0 != plays[0][0] and dict(plays)[0] == SEVEN
        return seven and s.trump_suit != CARDS[SEVEN].suit  # (♦ trumps: the 7♦ is theirs)

    t = _paused_on(3, wanted)
    plays, _ = t.state.history[-1]
    story = _story(app, t)
    assert not re.search(r"\bP0\b", story), story
    assert story.startswith(f"P{plays[0][0]} had no trump for the trump lead"), story
    assert "the highest trump played to the call wins, here your 7♦" in story, story


def _page(app: OpenApp, t: Table) -> str:
    at = app()
    at.session_state["bierspiel:table"] = t
    go(at, "bierspiel:play")
    assert not at.exception, at.exception
    return re.sub(r":red\[([^\]]*)\]", r"\1", _page_text(at))


def _at_the_call(players: int) -> Table:
    """A table where another seat has led face down and the learner is to answer the call."""

    def called(t: Table) -> bool:
        s = t.state
        trick = tuple(s.trick)
        return bool(trick) and trick[0][0] != 0 and G.face_down(s, trick, len(s.history))

    for seed in range(200):
        t = random_table(G, seed, players)
        if play_until(G, t, random.Random(seed).choice, called):
            return t
    raise AssertionError("no deal in 200 reaches such a call")


def test_a_face_down_lead_is_said_once_on_play(app: OpenApp) -> None:
    """Play said a face-down lead three times at once: the table's caption ('P3 had no trump
    for the trump lead: a card was led face down and called for a trump.'), the line of
    latest moves ('P3 plays a card face down: no trump for the trump lead, so it calls for a
    trump.') and, once the trick was won, its story ('P3 had no trump for the trump lead and
    led J♣ face down; it cannot win: ...', with its rule). Now the caption leaves it to them:
    at the call the line of moves says it, under the trick won its story (/bierspiel-play?
    seed=1&players=5 at 390 px, P3's lead at trick 2). A Learn or Quiz picture, which has no
    log beside it, keeps its caption."""
    t = _at_the_call(5)
    text = _page(app, t)
    lead = t.state.trick[0][0]
    assert f"P{lead} plays a card face down: no trump for the trump lead" in text, text
    assert "had no trump for the trump lead: " not in text, text  # (the caption's words)
    t = _paused_on(5, lambda s, winner: s.history[-1][0][0][0] != 0)
    text = _page(app, t)
    lead = t.state.history[-1][0][0][0]
    assert f"P{lead} had no trump for the trump lead and led" in text, text  # the story
    assert "had no trump for the trump lead: " not in text, text
    # a picture drawn without the log and the story beside it names the lead in its caption
    plays = t.state.history[-1][0]
    html = position_html(t.state, viewer=0, reveal=True, highlight=False, trick=plays)
    assert f"P{lead} had no trump for the trump lead: " in html, html
