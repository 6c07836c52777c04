"""Learn draws a widow still waiting to be taken face down while players declare on it: they
decide unseen (seed 002: "No player is allowed to look at his cards until it comes to his turn
to declare"; the widow is taken "in exchange" without a look). A text naming one of its cards
keeps it face up, so every card a text names stays in the picture."""

from __future__ import annotations

import ui.games  # noqa: F401  (registers the drawings)
from engine.cards import CARDS
from lessons import load
from lessons.tasks import named
from ui.cards import position_html

BACK = "face-down widow card"


def _declaring_widow_steps() -> list[tuple[str, object]]:
    out = []
    for gid in ("loo", "rams", "rounce", "bierspiel"):
        for step in load(gid).steps:
            scn = step.scenario
            if scn is None or step.show not in ("declare", "legal"):
                continue
            s = scn.state
            if s.phase == "declare" and s.widow and s.widow_taker < 0:
                out.append((f"{gid}:{step.id}", step))
    return out


def test_a_widow_declared_on_is_drawn_face_down_unless_the_text_names_it() -> None:
    steps = _declaring_widow_steps()
    assert len(steps) >= 3, [k for k, _ in steps]
    for key, step in steps:
        s = step.scenario.state  # type: ignore[attr-defined]
        html = position_html(s, reveal=True, named=named(step))  # type: ignore[arg-type]
        widow_named = s.widow & named(step)  # type: ignore[arg-type]
        assert (BACK in html) == (not widow_named), key
        # the Play page's replay of a deal as dealt still shows the widow (no ``named``)
        assert BACK not in position_html(s, reveal=True), key
        if not widow_named:
            faces = [CARDS[c].pretty for c in range(52) if s.widow >> c & 1]
            assert faces and BACK in html


def test_a_quiz_picture_keeps_the_widow_face_down_while_it_waits() -> None:
    """Quiz's curated declaration questions draw the table whole, the widow still waiting face
    down (as Learn does); a generated question shows only the mover's cards anyway."""
    from ui.pages.quiz import question_picture

    met = 0
    for gid in ("loo", "rams", "rounce", "bierspiel"):
        for q in load(gid).quiz:
            s = q.state
            if q.form != "words" or s.phase != "declare" or not s.widow or s.widow_taker >= 0:
                continue
            html = question_picture(q, None)
            assert html is not None and BACK in html, (gid, q.id)
            met += 1
    assert met >= 4
