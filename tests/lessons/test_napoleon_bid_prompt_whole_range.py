"""A "what would you bid?" question names every answer its form takes, never only the one the
engine expects: Napoleon's q_bid_weak (a weak hand, the engine's bid a pass) asked "What would
you bid? Answer 0 to pass.", the one number it named being its answer, where q_bid_strong and
every practice question ask "Answer 0 to pass, 1 to 4, or 5 for nap." (look13, the Quiz at
390 px). Each curated bid question asks as the generated ones do, and the answers it names are
the bids the engine allows there."""

from __future__ import annotations

import pytest

from engine.games.napoleon import NAPOLEON
from engine.quiz import Question, practice
from lessons import load

BIDS = [q for q in load("napoleon").questions() if q.kind == "bid_estimate"]


def _ask(prompt: str) -> str:
    return prompt[prompt.index("What would you bid?") :]


@pytest.mark.parametrize("q", BIDS, ids=[q.id for q in BIDS])
def test_bid_prompt_names_every_answer(q: Question) -> None:
    generated = {_ask(practice("napoleon", seed, kind="bid_estimate").prompt) for seed in range(3)}
    assert len(generated) == 1  # the generated questions ask one way
    assert _ask(q.prompt) in generated, (q.id, q.prompt)


@pytest.mark.parametrize("q", BIDS, ids=[q.id for q in BIDS])
def test_the_answers_named_are_the_bids_allowed(q: Question) -> None:
    # "0 to pass, 1 to 4, or 5 for nap": nobody has bid 1 or more before these hands
    said = {str(a) for a in NAPOLEON.legal_actions(q.state)}
    assert said == {"pass", "bid 1", "bid 2", "bid 3", "bid 4", "nap"}, (q.id, said)
    assert NAPOLEON.bid_check(q.state, 0)[1] in range(6)  # the engine's own bid is one of them
