"""During a Bierspiel deal the table's crosses stand as the tricks have wiped them (learner walk,
/bierspiel-play): P3 had taken three tricks, his seat said "3 tricks", and the "Crosses (points
left)" box and the caption's "Points left" still showed X X X and 15 until the settlement,
though the lesson (and seed 002) says each trick won wipes out a point as it is won: "When a
trick is won, a beer-soaked finger wipes out the centre of a cross".

Now, in play, each seat's points left are those before the deal less a point a trick (never
below nothing), with "(3 wiped out this deal)" beside them, in the box and the caption alike;
a quiz picture still shows the crosses before the deal, labelled so, and no wipe: what a deal
gains is a settlement question's answer, and a trick just credited would name its winner."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from apptools import is_picture, nodes, play_card
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.game import Action
from engine.games.pool.bierspiel import BIERSPIEL, chalk
from lessons import load
from ui.widgets import question_html

OpenApp = Callable[..., AppTest]
G = BIERSPIEL
GID = G.id


def _picture(at: AppTest) -> str:
    return str(json.loads(next(n for n in nodes(at.main) if is_picture(n)).proto.json))


def _play_until_tricks(app: OpenApp, seed: int, tricks: int) -> tuple[AppTest, Any]:
    """Play (the learner's first legal move, random computers) until ``tricks`` tricks are
    won and the page pauses on the last of them."""
    cfg = {"players": 4, "seat": 0, "bots": "random"}
    at = app(f"{GID}:play", **{f"{GID}__seed": seed, f"{GID}__play_cfg": cfg})
    for _ in range(80):
        s = at.session_state[f"{GID}:table"].state
        keys = {b.key for b in at.button}
        if len(s.history) >= tricks and f"{GID}:continue" in keys:
            return at, s
        acts = G.legal_actions(s)
        if f"{GID}:continue" in keys:
            key = f"{GID}:continue"
        elif s.phase == "declare":
            key = f"{GID}:decl:{Action('stand') if Action('stand') in acts else acts[0]}"
        else:
            play_card(at, GID, next(a.card for a in acts if a.card is not None))
            continue
        at.button(key=key).click().run()
        assert not at.exception, at.exception
    raise AssertionError(f"seed {seed}: no {tricks} tricks")


def test_in_play_the_crosses_stand_as_the_tricks_wiped_them(app: OpenApp) -> None:
    at, s = _play_until_tricks(app, seed=9, tricks=3)
    assert s.phase == "play" and any(s.tricks)
    picture = _picture(at)
    caption = next(c.value for c in at.caption if c.value.startswith("Points left:"))
    for i, (before, won) in enumerate(zip(s.counters, s.tricks, strict=True)):
        wiped = min(won, before)  # a trick, a point; none below nothing
        left = before - wiped
        note = f" ({wiped} wiped out this deal)" if wiped else ""
        assert f"P{i}: <b>{chalk(left)}</b>" in picture, (i, left)
        assert f"P{i} {left}{note}" in caption, caption
        if wiped:
            assert f"{wiped} wiped out this deal" in picture
            assert f"P{i}: <b>{chalk(before)}</b>" not in picture  # not the crosses before
    assert "Crosses (X = 5 points)" in picture and "Crosses before the deal" not in picture


def test_a_quiz_picture_mid_deal_shows_the_crosses_before_the_deal() -> None:
    """q_seven: P1 has won two tricks. His crosses as they stood before the deal, labelled so."""
    q = next(x for x in load(GID).quiz if x.id == "q_seven")
    s = q.state
    assert s.phase == "play" and s.tricks[1] == 2
    html = question_html(q)
    assert "Crosses before the deal (X = 5 points)" in html
    for i, before in enumerate(s.counters):
        assert f"P{i}: <b>{chalk(before)}</b>" in html
    assert "wiped out this deal" not in html
