"""Spoil Five's and Forty-Five's lessons say what their own words mean before they use them,
or before a refusal on one of their steps does: *rob*, *reneging*, *jink*, *spoiled*.

Found by look12 (/forty_five-learn?step=privilege, then smaller_trump, at 1400 px): Forty-Five's
lesson never said "renege" in its text (only its quoted source, "This privilege of reneging is
confined to the three highest trumps"), while a wrong card on the smaller_trump step was refused
with "... the J♠ has no privilege to renege", and Play and the Rules page say it too. Spoil
Five's lesson names it, in italics, where the privilege is taught ("Keeping one back is called
*reneging*"). A word is defined by a step (or the lesson's intro) that writes it in italics."""

from __future__ import annotations

import re

import pytest

import engine.games  # noqa: F401  (registers the games)
from lessons import load

# each word's stem, as the lessons and the engine's refusals write it
WORDS = {"rob": r"\brob", "renege": r"\breneg", "jink": r"\bjink", "spoil": r"\bspoil(?!\s*five)"}


def _uses(game_id: str) -> list[str]:
    """Per step, in order: its text (without italics) and, where its task lets the learner try a
    move, the refusals' reasons, lower case."""
    lesson = load(game_id)
    out = []
    for step in lesson.steps:
        said = [re.sub(r"\*[^*]+\*", "", step.text)]
        if step.scenario is not None and step.show == "legal":  # a task: a wrong move refused
            g, s = step.scenario.game, step.scenario.state
            for r in g.refusals(s):
                said.append(r.reason if isinstance(r.reason, str) else r.reason.text(s.to_move))
        out.append(" ".join(said).lower())
    return out


def _defined(game_id: str) -> list[str]:
    """Per step, in order: the words it writes in italics (the intro's with the first)."""
    lesson = load(game_id)
    texts = [s.text for s in lesson.steps]
    texts[0] = lesson.intro + " " + texts[0]
    return [" ".join(re.findall(r"\*([^*]+)\*", t)).lower() for t in texts]


@pytest.mark.parametrize("game_id", ["spoil_five", "forty_five"])
@pytest.mark.parametrize("word", sorted(WORDS))
def test_the_word_is_said_before_it_is_used(game_id: str, word: str) -> None:
    stem = re.compile(WORDS[word], re.IGNORECASE)
    uses = [i for i, said in enumerate(_uses(game_id)) if stem.search(said)]
    if not uses:
        return
    defined = [i for i, said in enumerate(_defined(game_id)) if stem.search(said)]
    assert defined and defined[0] <= uses[0], (
        f"{game_id}: {word!r} used at step {uses[0] + 1} "
        f"({load(game_id).steps[uses[0]].id}) and defined at {[d + 1 for d in defined]}"
    )
