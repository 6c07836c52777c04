"""Two Bierspiel lesson questions say what the engine says, as one teacher would.

q_penalty asked "P1 played out of turn." over a picture whose seat tag, from the engine's
words for the offence (``Bierspiel.penalties``), read "led or played out of turn": every
question about an irregularity now names it in the engine's words, the Rams family's lessons
alike. q_eldest's feedback (the dealer passed, P1 the eldest plays) read, on the Quiz page,
'you must take up the trump card (“Take up the trump”, discarding a card) or keep your hand
(“Keep my hand”)' and '“Rams (all five tricks)”: you cannot announce “Rams (all five
tricks)” in this game's declaring: you may “Keep my hand” or take up the trump': the
engine's action words in brackets and in a list of moves, which the page names by their
buttons, inside a sentence of verbs. Now each refusal says its moves in words alone, and
rams is refused at this turn as at every other ("there is no general rams in Bierspiel: it
chalks crosses, ...")."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.games.pool.bierspiel import BIERSPIEL as G
from engine.games.pool.rams import RamsFamily
from engine.quiz import check
from lessons.loader import load_file
from ui.labels import word_labels
from ui.pages.common import reasons

LESSONS = sorted(Path("lessons").glob("*.yaml"))


def _irregular() -> list[tuple[str, str, str]]:
    """(where, its words, what the engine calls the offence, by whom) for every step and
    question of a Rams-family lesson whose position holds an irregularity."""
    out = []
    for path in LESSONS:
        lesson = load_file(str(path))
        items = [(f"{path.name} step {s.id}", s.text, s.scenario) for s in lesson.steps]
        items += [(f"{path.name} {q.id}", q.prompt, q.scenario) for q in lesson.quiz]
        for where, words, scn in items:
            if scn is None or not isinstance(scn.game, RamsFamily) or not scn.state.penalty:
                continue
            s = scn.state
            out.append((where, words, f"P{s.offender} {scn.game.penalties[s.penalty]}"))
    return out


def test_every_irregularity_is_named_in_the_engines_words() -> None:
    found = _irregular()
    assert any("q_penalty" in where for where, _, _ in found), found
    for where, words, offence in found:
        assert offence in " ".join(words.split()), (where, offence, words)


@pytest.mark.parametrize("ticked", [["pass"], ["widow"], ["rob 2"], ["stand"], []])
def test_q_eldest_feedback_names_no_button_inside_a_reason(ticked: list[str]) -> None:
    lesson = load_file("lessons/bierspiel.yaml")
    q = next(x for x in lesson.quiz if x.id == "q_eldest")
    fb = check(q, ticked)
    lines = reasons(G, q.kind, q.state, fb.explanation)
    labels = set(word_labels(G, q.state).values())
    said = 0
    for line in lines:
        # the moves are named by their buttons before the reason ("“Take the widow” and
        # “Pass”: ...", "You chose “Pass”, but it is not allowed: ..."), never within it
        if line.startswith("You left out") or "for the same reason as" in line:
            continue  # (a list of buttons, not a rule's sentence)
        reason = re.split(r"(?<=[\u201d\u2019]): |not allowed, because ", line, maxsplit=1)[-1]
        assert not [x for x in labels if x in reason], (line, reason)
        assert not re.search(r"\((?:rob|stand|widow|pass)\b", line), line
        said += 1
    assert said >= 3, lines
