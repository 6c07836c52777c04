"""A generated settlement or declaring question asks as its lesson's own questions of the kind
do (after 13670574 did so for "who wins this trick").

Learner look (look10): practice asked "What does each player win (+) or pay (−), and what is
in the next pool ...?" in every pool game, Rams and Rounce too, whose lessons ask "What does
each (player) receive or pay?", and Napoleon's, Linger Longer's and Spoil Five's "receive (+)
or pay (−)": signs no lesson's question writes (the hint under the prompt says how to sign an
amount). Declaring asked "Which declarations may you make?" where the lessons ask "What may you
declare?". Now one builder says every game's settlement question
(engine.quiz_words.settlement_asked: the Loo family's "win", the others' "receive", the next
pool's clause where the answer has a next pool), and the generic declaring prompt is the
lessons' question.
"""

from __future__ import annotations

import re

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY
from engine.quiz import practice
from lessons import load

SEEDS = range(3)
KINDS = ("settlement", "declare")


def _asked(prompt: str) -> str | None:
    """The prompt's question, without what only a generated question adds (the next pool's
    clause, the answer field it names) or says of every question ("Choose all."), "each
    player" read as "each"; None for a prompt with no question ("Settle it.")."""
    sentences = re.split(r"(?<=[.?!])\s+", prompt.strip())
    asked = next((s for s in sentences if s.endswith("?")), None)
    if asked is None:
        return None
    asked = asked.split(", and what is in the next pool")[0].removesuffix("?")
    return asked.replace("each player", "each")


CASES = [
    (g.id, kind)
    for g in REGISTRY
    for kind in KINDS
    if kind in g.quiz_kinds
    and any(_asked(q.prompt) for q in load(g.id).questions() if q.kind == kind)
]


def test_every_pool_game_is_checked() -> None:
    games = {g for g, k in CASES}
    assert {"loo", "rams", "rounce", "spoil_five", "napoleon", "linger_longer"} <= games
    assert len([c for c in CASES if c[1] == "declare"]) >= 5


@pytest.mark.parametrize(("gid", "kind"), CASES)
def test_a_generated_question_asks_as_the_lesson_s(gid: str, kind: str) -> None:
    asked = (_asked(q.prompt) for q in load(gid).questions() if q.kind == kind)
    curated = {a for a in asked if a is not None}
    for seed in SEEDS:
        prompt = practice(gid, seed, kind=kind).prompt
        assert "(+)" not in prompt and "(\u2212)" not in prompt, prompt
        assert _asked(prompt) in curated, (gid, kind, seed, prompt, sorted(curated))
