"""Curated questions whose "Where the lesson teaches it" step quoted no rule the engine cites
for them, reviewed one by one (question, linked step, seed, the rule the engine applies):

* Rams' q_no_trump_no_suit (no heart led, no club trump: any card) linked "Trump, even below a
  trump", which taught only the duty to trump; the engine cites rams.discard ("When a player
  can neither follow suit nor trump, he may discard any card he pleases", seed 002), which no
  step said. That step now ends with it, in the third person (a "you may ... any" there would
  answer the step's own task).
* Linger Longer's q_free (no spade: any card) linked "Follow suit if you can", whose text says
  "a player with none may play anything" but whose passage was only seed 003's first sentence;
  the engine cites the next one, linger_longer.otherwise_free. The step quotes both.
* Napoleon's q_bid_weak (a weak hand: pass) links "What a bid promises", whose text says each
  player has one turn, "to pass, or to bid a number of tricks from one to five": the engine's
  first rule, napoleon.one_turn, is seed 003's next sentence, now quoted with it. q_bid_strong
  (first to speak, a hand for nap) linked the same step, whose example bids 3 with another
  hand; the step "Nap", which bids nap with A♠ K♠ Q♠ J♠ A♥, is now its link (the question has
  a hand of its own: tests/lessons/test_napoleon_bid_strong_own_hand.py).
* Spoil Five's q_wins_diamonds, q_wins_plain_red and q_wins_plain_black keep their links: the
  linked steps teach the order that decides each (order_diamonds: the A♥ above the A♦;
  plain_order: the A♦ lowest in diamonds, the A♠ above the 2♠), and the engine now cites that
  rule (spoil_five.ace_of_hearts, spoil_five.plain_order), where it once cited
  spoil_five.trick_winner, quoting the rule of thumb, for every trick.
"""

from __future__ import annotations

import pytest

from engine.quiz import Question, explanation
from engine.rules import normalise
from lessons import load


def _question(game: str, qid: str) -> Question:
    return next(q for q in load(game).quiz if q.id == qid)


def test_rams_free_discard_is_taught_where_the_question_links() -> None:
    q = _question("rams", "q_no_trump_no_suit")
    rules = explanation(q)[1]
    assert [r.id for r in rules] == ["rams.discard"]
    assert "may discard any card he pleases" in normalise(rules[0].quote)  # seed 002's words
    step = load("rams").step(q.step or "")
    text = " ".join(step.text.split())
    assert "neither a card of the suit led nor a trump is free to discard what he pleases" in text


@pytest.mark.parametrize(
    ("game", "qid", "rule", "says"),
    [
        ("linger_longer", "q_free", "linger_longer.otherwise_free", "with none may play anything"),
        ("napoleon", "q_bid_weak", "napoleon.one_turn", "one turn: to pass, or to bid a number"),
    ],
)
def test_the_linked_step_quotes_the_rule_cited_first(
    game: str, qid: str, rule: str, says: str
) -> None:
    """The step's text already said the rule in plain words; its passage now holds it too."""
    q = _question(game, qid)
    rules = explanation(q)[1]
    assert rules[0].id == rule
    step = load(game).step(q.step or "")
    assert normalise(rules[0].quote) in normalise(step.quote), (step.id, step.quote)
    assert says in " ".join(step.text.split())


def test_napoleon_strong_bid_links_the_step_that_bids_it() -> None:
    q = _question("napoleon", "q_bid_strong")
    assert q.solve() == 5  # the engine's estimate: nap
    step = load("napoleon").step(q.step or "")
    assert step.scenario is not None
    assert step.scenario.data["bids"] == {"P1": "nap"}
