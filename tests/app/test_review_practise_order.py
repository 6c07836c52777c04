"""The Review page's "Practise meanwhile" puts the due rule's own game first. A learner who had
just missed a Spoil Five rule met "Nothing is due now. Next, in a minute, a Spoil Five rule:
..." over the eleven games' Quiz links in the Home page's order, Spoil Five's eighth; and a due
rule no question at hand asks (Spoil Five's robbing without the ace: no question
judges it) was named over the same list. Now the games come by when
their rules fall due, the soonest first, and the games never met after them in the Home page's
order."""

from __future__ import annotations

import time
from collections.abc import Callable
from datetime import UTC, datetime

from apptools import markdown
from fsrs import Card
from streamlit.testing.v1 import AppTest
from test_review import _db
from test_review_left_for_later import UNASKED

import engine.games  # noqa: F401
from engine.game import REGISTRY
from ui.mastery import RuleMemory, rule_ids
from ui.progress import Progress

OpenApp = Callable[..., AppTest]


def _met(code: str, game: str, rule: str, due_in: float) -> None:
    """The learner met ``rule`` of ``game`` wrongly; it falls due ``due_in`` seconds from now."""
    RuleMemory(Progress()).record(code, game, [rule], False, "play", f"play:{rule}")
    at = time.time() + due_in
    with _db() as db:  # the card and the column the due rules are read from, alike
        where = "WHERE learner = ? AND game = ? AND rule = ?"
        (raw,) = db.execute(f"SELECT card FROM rule_cards {where}", (code, game, rule)).fetchone()
        card = Card.from_json(raw)
        card.due = datetime.fromtimestamp(at, UTC)
        db.execute(
            f"UPDATE rule_cards SET card = ?, due = ? {where}",
            (card.to_json(), at, code, game, rule),
        )


def _links(at: AppTest) -> list[str]:
    """The "Practise meanwhile" links (a rule left for later has its Learn step's link too)."""
    return [e.proto.label for e in at.get("page_link") if e.proto.label.endswith(": Quiz")]


def _first_rule(game: str) -> str:
    return rule_ids(REGISTRY.get(game))[0]


def test_nothing_due_yet_puts_the_next_rule_s_game_first(app: OpenApp) -> None:
    at = app("review", review__seed=1)
    code = at.session_state["learner"]
    # Spoil Five, late in the Home page's order, comes back first; then Loo; Rams after both
    _met(code, "spoil_five", _first_rule("spoil_five"), due_in=60)
    _met(code, "rams", _first_rule("rams"), due_in=3 * 86400)
    _met(code, "loo", _first_rule("loo"), due_in=3600)
    at.run()
    assert not at.exception, at.exception
    assert any("a Spoil Five rule" in s.value for s in at.success), at.success
    names = [g.name for g in REGISTRY]
    assert names.index("Spoil Five") > names.index("Rams") > names.index("Loo (three-card)")
    met = ["Spoil Five", "Loo (three-card)", "Rams"]
    rest = [n for n in names if n not in met]
    assert _links(at) == [f"{n}: Quiz" for n in met + rest]


def test_a_due_rule_no_question_asks_puts_its_game_first(app: OpenApp) -> None:
    # a due rule no question judges (Spoil Five's penalty for an irregularity:
    # test_review_left_for_later), looked for by the page's own new deals
    at = app("review", review__seed=1)
    code = at.session_state["learner"]
    _met(code, "spoil_five", UNASKED, due_in=-1)  # due
    _met(code, "loo", _first_rule("loo"), due_in=600)
    at.run()
    assert not at.exception, at.exception
    assert "Due, but no question at hand asks it:" in markdown(at)
    links = _links(at)
    assert links[:2] == ["Spoil Five: Quiz", "Loo (three-card): Quiz"], links
    assert sorted(links) == sorted(f"{g.name}: Quiz" for g in REGISTRY)
