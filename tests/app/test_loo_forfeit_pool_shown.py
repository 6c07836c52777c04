"""A simple whose dealer turned a trump by mistake: the table shows the pool the tricks divide,
and no trump.

Learner walk: /loo-learn?step=dealer_turns_trump says 'P0 dealt and turned a trump: the pool
grows from 3 red to 6, so P1's trick takes 2', and the picture beside it said 'Pool 3 red,
simple pool' and 'Trumps: none turned yet' once the deal was over. Seed 002: 'Should the dealer
inadvertently turn a trump, he forfeits three red counters to the current pool, but it remains
a simple.' The pool box now holds the forfeit (the state's ``forfeit``, which the settlement's
thirds divide) and says so; the trump box says the card turned is not trumps; a simple played
out with no trump turned says 'none turned', not 'yet'.
"""

from __future__ import annotations

import re
from html import unescape

import ui.games  # noqa: F401
from engine.games.loo import LOO
from engine.ledger import format_counters
from lessons import load
from ui.widgets import position_html


def _box(html: str, head: str) -> str:
    """The words of the table's side box under ``head`` (up to the next box's head)."""
    text = re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", " ", html)))
    m = re.search(rf"\b{head} (.*?)(?: Widow | Pool | Pack |$)", text + " ")
    assert m, text
    return m.group(1).strip()


def test_the_forfeited_trump_step_shows_the_pool_it_divides_and_no_trump() -> None:
    step = next(s for s in load("loo").steps if s.id == "dealer_turns_trump")
    assert step.scenario is not None
    state = step.scenario.state
    assert state.forfeit > 0 and state.trump < 0 and state.phase == "over"
    html = position_html(state)
    units = state.spec.units
    pool = format_counters(state.pool + state.forfeit, units)
    settle = LOO.settlement(state)
    assert settle is not None  # P1's one trick takes a third of that pool
    assert (
        format_counters(3 * sum(t.amount for t in settle.transfers if t.payee == "P1"), units)
        == pool
    )
    said = _box(html, "Pool")
    # the deal is over: the box says what the settlement leaves in the pool, and the pool the
    # tricks divided before it (tests/app/test_pool_after_the_deal.py)
    assert f"after this deal; before it, {pool} red (simple pool" in said, said
    assert f"{format_counters(state.forfeit, units)} of it the dealer's forfeit" in said, said
    trumps = _box(html, "Trumps")
    assert "not trumps" in trumps and "yet" not in trumps, trumps


def test_a_simple_played_out_with_no_trump_turned_says_none_turned() -> None:
    seen = {"over": 0, "before": 0}
    for step in load("loo").steps:
        s = step.scenario.state if step.scenario is not None else None
        if s is None or s.trump >= 0 or s.forfeit:
            continue
        trumps = _box(position_html(s), "Trumps")
        assert trumps == ("none turned" if s.phase == "over" else "none turned yet"), step.id
        seen["over" if s.phase == "over" else "before"] += 1
    assert seen["over"] and seen["before"], seen  # (the looed step; the deal, follow_head)
