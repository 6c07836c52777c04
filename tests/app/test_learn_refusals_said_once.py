"""Under a Learn step's solved position, each rule that refuses a move besides a card is said
once: Five-card Loo's short pack, after the "How many?" task, listed "“Exchange 3” is not
allowed: only 2 cards are left in the pack to deal from", then the same line for "Exchange 4"
and for "Exchange 5"; Sixty-Six's marriage_after_trick said "a marriage is shown when you lead,
and you are following" three times (the engine's explanation, "meld K♦ and meld Q♦: ...", then
a line the page added for Meld K♦ (20) and another for Meld Q♦ (20)), and four_deal "there is
no melding in four-hand" three times the same way. Now the page's lines (ui.pages.
learn_position.refused_lines) give one line to the moves a reason refuses ("“Exchange 3”,
“Exchange 4” and “Exchange 5” are not allowed: ...") and leave out a reason the explanation
gives already.

Checked, as the page draws it (draw_position under AppTest), for every lesson step showing the
legal moves where the engine refuses a move besides a card: each refusal's reason stands on
one line, and a line the page adds names every move it refuses by its button's words.
"""

from __future__ import annotations

import re

import pytest
from streamlit.testing.v1 import AppTest

import ui.games  # noqa: F401  (registers the drawings and the buttons' words)
from lessons import available, load
from ui.play_table import action_label

_RED = re.compile(r":red\[([^\]]*)\]")
STEPS = [
    (game, step.id)
    for game in available()
    for step in load(game).steps
    if step.show == "legal"
    and step.scenario is not None
    and any(r.action.kind != "play" for r in step.scenario.game.refusals(step.scenario.state))
]


def _page() -> None:
    import streamlit as st

    from lessons import load
    from ui.pages.learn_position import draw_position

    step = load(st.session_state["game"]).step(st.session_state["step"])
    assert step.scenario is not None
    draw_position(step.scenario.game, step, step.scenario)


@pytest.mark.parametrize(("game", "step_id"), STEPS)
def test_each_refusal_s_reason_is_said_once_with_its_moves(game: str, step_id: str) -> None:
    at = AppTest.from_function(_page, default_timeout=60)
    at.session_state["game"], at.session_state["step"] = game, step_id
    at.run()
    assert not at.exception, at.exception
    # the lines under the picture, as read (a red card's markup left out)
    said = [
        _RED.sub(r"\1", line).removeprefix("- ")
        for m in at.markdown
        for line in m.value.splitlines()
    ]
    scn = load(game).step(step_id).scenario
    assert scn is not None
    g, s = scn.game, scn.state
    for r in (r for r in g.refusals(s) if r.action.kind != "play"):
        lines = [line for line in said if str(r.reason) in line]
        assert len(lines) == 1, (str(r.reason), lines)
        # said by the page (its moves by their buttons' words, quoted), not by the engine's
        # explanation ("meld K♦ and meld Q♦ are not allowed, because ...")
        if lines[0].startswith("\u201c"):
            assert f"“{action_label(g, s, r.action)}”" in lines[0], lines[0]


def test_the_short_pack_says_its_three_counts_on_one_line() -> None:
    assert ("five_card_loo", "short_pack") in STEPS
