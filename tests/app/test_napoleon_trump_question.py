"""Napoleon's Quiz asks the highest bidder which suits he may name trumps.

The engine refuses a suit the bidder does not hold (napoleon.trump_held: he must lead a trump
first), and Play shows it as a disabled button with that reason; but the declare question
offered only bids, so no question ever asked it, and the rule was one Review could only send
to Learn. Now a declare question at the naming of trumps offers the four suits in Play's
words ("Clubs ♣"), the answer is the suits he holds, and a suit he lacks, ticked, is
refused with the rule and the Learn step that teaches it.
"""

from __future__ import annotations

from collections.abc import Callable

from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
from engine.game import REGISTRY
from engine.quiz import practice
from lessons import load
from ui.format import md
from ui.mastery import teaching_step
from ui.pages.quiz import game_kinds

OpenApp = Callable[..., AppTest]
G = REGISTRY.get("napoleon")
RULE = "napoleon.trump_held"


def test_the_quiz_asks_which_suits_the_bidder_may_name(app: OpenApp) -> None:
    k = game_kinds(G).index("declare")
    # the first practice seed whose declare question (level 1: the first practice questions)
    # is at the naming of trumps, a suit the bidder lacks among its choices
    seed = next(
        (
            s
            for s in range(400)
            if (q := practice(G.id, seed=s, kind="declare", level=1)).state.phase == "trump"
            and G.refusals(q.state)
        ),
        None,
    )
    assert seed is not None, "no declare question of 400 seeds asks the naming of trumps"
    start = len(load(G.id).quiz) + k
    at = app("napoleon:quiz", seed=seed - k, napoleon__quiz_start=start)
    qs = at.session_state["napoleon:quiz"]
    q = qs.current
    assert q is not None and q.kind == "declare" and q.state.phase == "trump", q
    assert "to name trumps" in q.prompt and "Which suits may you name?" in q.prompt
    base = f"napoleon:quiz:{qs.index}:{qs.attempt}"
    boxes = {b.key.removeprefix(f"{base}:decl:"): b for b in at.checkbox}
    assert [b.label for b in boxes.values()] == [
        "Clubs ♣",
        "Diamonds ♦",
        "Hearts ♥",
        "Spades ♠",
    ]
    for b in boxes.values():  # every suit: the ones he lacks are refused
        b.check()
    at.button(key=f"{base}:check").click().run()
    assert not at.exception, at.exception
    assert at.error and at.error[0].value.startswith("Not quite"), at.error
    lacking = [r.action.suit for r in G.refusals(q.state)]
    assert all(s is not None for s in lacking)
    said = " ".join(m.value for m in at.markdown)
    for suit in lacking:
        assert f"you hold no {suit.name.lower()}" in said, said
    assert G.rules[RULE].statement in said
    step = teaching_step(G.id, RULE)
    assert step is not None and step.id == "name_trump"
    links = [
        (p.proto.label, p.proto.query_string)
        for p in at.get("page_link")
        if p.proto.page.endswith("napoleon-learn")
    ]
    assert links == [(f"Learn: {md(step.title)}", f"step={step.id}")], links
