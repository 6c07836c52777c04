"""A generated practice question asks as the lesson's own questions of its kind do: Spoil
Five's practice asked "Trumps are clubs ♣. Which card wins this trick: who takes it?" (two
questions in one) where its lesson asks "Clubs are trumps. Who wins this trick?"; Napoleon's
asked "Answer 0 to pass, 1 to 4, or 5 for nap" where its lesson said "1-4", and "Which of these
may you say?" where its lesson says "Which may you say?".

Every game's generated who-wins question asks one thing; in Spoil Five and Napoleon every kind
with curated questions ends its generated prompt with a question one of them ends with, and a
bid's range is said in one way."""

from __future__ import annotations

import re

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY
from engine.quiz import practice
from lessons import load

SEEDS = range(4)
MATCHED_KINDS = ("legal_cards", "trick_winner", "declare", "bid_estimate")


def _asked(prompt: str) -> str:
    """The prompt's question and what follows it ("Who wins this trick?", "Which may you say?
    Choose all.", "What would you bid? Answer 0 to pass, ...")."""
    sentences = re.split(r"(?<=[.?!])\s+", prompt.strip())
    first = next(i for i, s in enumerate(sentences) if s.endswith("?"))
    return " ".join(sentences[first:])


@pytest.mark.parametrize("gid", [g.id for g in REGISTRY if "trick_winner" in g.quiz_kinds])
def test_a_generated_trick_question_asks_one_thing(gid: str) -> None:
    for seed in SEEDS:
        prompt = practice(gid, seed, kind="trick_winner").prompt
        assert prompt.count("?") == 1 and ":" not in prompt, (gid, seed, prompt)
        assert prompt.endswith("Who wins this trick?"), (gid, seed, prompt)


@pytest.mark.parametrize("gid", ["spoil_five", "napoleon"])
def test_generated_prompts_ask_as_the_curated_ones(gid: str) -> None:
    game = REGISTRY.get(gid)
    curated: dict[str, set[str]] = {}
    for q in load(gid).questions():
        curated.setdefault(q.kind, set()).add(_asked(q.prompt))
    kinds = [k for k in MATCHED_KINDS if k in game.quiz_kinds and k in curated]
    assert "trick_winner" in kinds  # not vacuous
    for kind in kinds:
        for seed in SEEDS:
            asked = _asked(practice(gid, seed, kind=kind).prompt)
            assert asked in curated[kind], (gid, kind, seed, asked, sorted(curated[kind]))


def test_a_bid_range_is_said_one_way() -> None:
    prompts = [q.prompt for q in load("napoleon").questions() if q.kind == "bid_estimate"]
    prompts += [practice("napoleon", seed, kind="bid_estimate").prompt for seed in SEEDS]
    assert any("1 to 4" in p for p in prompts)
    assert not any(re.search(r"\d-\d", p) for p in prompts), prompts
