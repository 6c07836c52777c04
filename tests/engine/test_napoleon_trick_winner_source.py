"""Napoleon's trick winner says where its words come from. Seed 003's Napoleon section has no
sentence on who wins a trick ("The cards are played in tricks" is all), nor has RULES.md §8;
the rule quotes the sentence the same lesson gives for Linger Longer, the general rule of
trick games. Its note says so plainly, so the Rules page, the Learn step and every trick's
citation do not pass that sentence off as Napoleon's own."""

from __future__ import annotations

import re

from rules_md import RULES_MD

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY
from engine.rules import normalise, quote_in_seed, section_of, seed_text


def test_the_trick_winner_quotes_linger_longer_and_says_so() -> None:
    rule = REGISTRY.get("napoleon").rules["napoleon.trick_winner"]
    assert rule.seed == "003" and quote_in_seed(rule)
    assert section_of("003", rule.quote) == "Linger Longer"
    assert "Napoleon section does not say who wins a trick" in rule.note
    assert "Trickbook's rules notes" in rule.note and "Linger Longer" in rule.note
    assert rule.book_shown.endswith(", on Linger Longer")


def test_neither_napoleon_source_states_who_wins_a_trick() -> None:
    """Why the note is needed: were a sentence of Napoleon's own found, it should be cited."""
    napoleon = normalise(seed_text("003").split("NAPOLEON", 1)[1])
    assert "trick is won" not in napoleon and "wins the trick" not in napoleon
    text = RULES_MD.read_text(encoding="utf-8")
    section = re.search(r"## 8\. Napoleon.*?(?=\n## )", text, re.S)
    assert section is not None
    assert not re.search(r"trick is won|wins the trick|highest trump", section[0], re.I)


def test_the_learn_step_says_whose_sentence_it_quotes() -> None:
    """The step quoting it (its source line reads '..., on Linger Longer') says why, in the note
    under its source (594781a moved each step's provenance from its text to that note), and
    its text does not say it again."""
    from lessons import load

    step = load("napoleon").step("trick")
    assert section_of("003", step.rule.quote) == "Linger Longer"
    note = " ".join(step.rule.note.split())
    assert "Napoleon section does not say who wins a trick" in note
    assert "the same lesson states for Linger Longer" in note
    assert "Linger Longer" not in step.text
