"""A step's text does not send the learner to the quote below for words that are not in it
(learner walk at 1400 px, 2026-12-02: Spoil Five's rob_dealer said 'The 1911 Britannica, quoted
below, says the dealer "must rob"', and the quote under it, the sentence's second half as the
engine's rule rob_dealer cites it, begins at 'he puts out any card' without 'must rob')."""

from __future__ import annotations

import re

import pytest

from lessons import available, load


def _promised(text: str) -> list[str]:
    """The words in double quotes in each sentence that says it is quoted below."""
    flat = " ".join(text.split())
    out: list[str] = []
    for sentence in re.split(r"(?<=[.;!?])\s+", flat):
        if re.search(r"\bquoted (below|under)", sentence):
            out += re.findall(r'"([^"]+)"', sentence)
    return out


def _steps() -> list[tuple[str, str]]:
    return [(g, s.id) for g in available() for s in load(g).steps]


@pytest.mark.parametrize(("game", "step_id"), _steps())
def test_words_said_to_be_quoted_below_are_in_the_quote(game: str, step_id: str) -> None:
    step = load(game).step(step_id)
    quote = " ".join(step.quote.split())
    missing = [w for w in _promised(step.text) if " ".join(w.split()) not in quote]
    assert missing == [], f"{game}/{step_id}: said to be quoted below, not in the quote: {missing}"


def test_rob_dealer_says_where_its_must_rob_comes_from() -> None:
    """The quote is the engine's rule spoil_five.rob_dealer, which leaves 'must rob' out (robbing
    is optional by default): the note under it gives those words to the Britannica's sentence,
    as a step's provenance goes in its source's note (tests/lessons/test_step_provenance_...)."""
    from engine.games.spoil_five.robbing import rob_rules

    step = load("spoil_five").step("rob_dealer")
    note = " ".join(step.rule.note.split())
    assert step.quote == rob_rules("spoil_five")["rob_dealer"].quote
    assert '"must rob"' in note and "must rob" not in step.quote
    assert "The sentence is the 1911 Britannica's" in note and "Britannica's" not in step.text
