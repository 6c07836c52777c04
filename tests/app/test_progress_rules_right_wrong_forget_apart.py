"""Progress's table of the rules met says what its figures count, and "Forget" stands apart.

Seen on /loo-progress at 1400 and 390 px after bench.learner_week's seeded week: the table
under "The 9 rules you have met" had columns "met" and "missed" ("met 9, missed 1"), a count
of what no word said, "met" beside the box's own "rules you have met". They count the
evidence on each rule (ui.mastery.RuleRow: an answer that showed it known or missed, a move
Play refused by it); the columns now read "right" and "wrong", as the answers chart says its
bars, with a line under the table saying what they count. And "Forget my ... progress…" stood
a few pixels under "Play your first deal in Play", the last line of "Deals played", as if it
forgot the deals, its scope said only in a tooltip a phone never shows: it now stands at the
page's foot under a rule and a line saying it clears the whole game after asking, and its
question names the rules met too, which forgetting clears (ui.progress.GAME_TABLES)."""

from __future__ import annotations

from collections.abc import Callable

from apptools import click, html_table, nodes, open_box
from streamlit.testing.v1 import AppTest

from ui.mastery import RuleMemory
from ui.progress import Progress

OpenApp = Callable[..., AppTest]
FOLLOW = "loo.follow_suit"


def test_the_rules_met_count_right_and_wrong_and_say_so(app: OpenApp) -> None:
    at = app("loo:progress")
    code = at.session_state["learner"]
    memory = RuleMemory(Progress())
    memory.record(code, "loo", [FOLLOW], False, "play", "play:9S", at=0.0)  # a refused card
    for n in range(2):  # two right answers
        memory.record(code, "loo", [FOLLOW], True, "quiz", f"q{n}", at=1.0 + n)
    at = open_box(at, "loo:progress:met")
    table = html_table(at, "rule")
    assert list(table.columns) == ["rule", "state", "next review", "right", "wrong"]
    assert (table["right"].tolist(), table["wrong"].tolist()) == (["2"], ["1"])
    captions = [c.value for c in at.caption]
    assert any(c.startswith("Right and wrong: how often your quiz and Review") for c in captions)


def test_forget_stands_apart_and_says_what_it_forgets(app: OpenApp) -> None:
    at = app("loo:progress")
    main = [n for n in nodes(at.main) if getattr(n, "type", "") not in ("", "block")]
    at_forget = next(
        i for i, n in enumerate(main) if getattr(n, "key", None) == "loo:progress:forget"
    )
    divider, said = main[at_forget - 2], main[at_forget - 1]
    assert divider.type == "divider", divider
    assert said.value == (
        "To start Loo (three-card) again from nothing, forget everything recorded for it; it "
        "asks first, and your other games keep their progress."
    )
    click(at, "loo:progress:forget")
    assert "the rules you have met and their reviews" in at.warning[0].value
