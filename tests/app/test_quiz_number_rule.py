"""The Quiz page reads a typed number by the engine's one rule (engine.quiz_numbers): "²" in
Sixty-Six's card-points box passed str.isdigit and int() then raised, a traceback on the page;
"1e3" in Loo's next-pool box was read as 1,000 counters and marked wrong. Both are refused now
with the box's name and what to type, and nothing is counted.

A notebook's quiz box (ui.widgets.quiz_box) on the same question says the same words and labels
its box as the page does: it said "Cannot read that answer: '1e3' is not a whole number ...",
without "nothing was counted", its number box was "Points" for Napoleon's "What would you bid?"
too, and its next-pool box "pool" where the refusal named it as the page's box is labelled."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from apptools import APP, headings, metrics
from streamlit.testing.v1 import AppTest

from engine.quiz import next_pool_label, practice
from ui.widgets import NEXT_POOL, quiz_box


@pytest.mark.parametrize(
    ("game_id", "kind", "box", "typed", "said"),
    [
        ("sixty_six", "card_points", "number", "²", "'²' is not a whole number (write the card"),
        ("napoleon", "bid_estimate", "number", "1e3", "'1e3' is not a whole number (answer 0 or"),
        ("loo", "settlement", "amt:pool", "1e3", "'1e3' is not an amount (write a whole number"),
        ("bierspiel", "settlement", "amt:P0", "2.5", "P0: '2.5' is not an amount (write a whole"),
    ],
)
def test_a_number_off_the_rule_is_refused_by_its_box(
    app: Callable[..., AppTest], game_id: str, kind: str, box: str, typed: str, said: str
) -> None:
    at = AppTest.from_file(APP, default_timeout=60)
    for k, v in {"game": game_id, "page": "quiz", "seed": "5", "kind": kind}.items():
        at.query_params[k] = v
    at.run()
    assert not at.exception, at.exception
    qs = at.session_state[f"{game_id}:quiz"]
    base = f"{game_id}:quiz:{qs.index}:{qs.attempt}"
    field = at.text_input(key=f"{base}:{box}")
    field.input(typed)
    at.button(key=f"{base}:check").click().run()
    assert not at.exception, at.exception
    warned = [w.value for w in at.warning if "nothing was counted" in w.value]
    assert len(warned) == 1 and said in warned[0], [w.value for w in at.warning]
    if box == "amt:pool":  # the box named as the page labels it
        q = practice(game_id, 5, kind=kind)
        label = next_pool_label(q)  # (capitalised where it opens the sentence)
        assert warned[0].startswith(f"{label[:1].upper()}{label[1:]}: "), warned
    assert metrics(at)[0].value == "0 / 0"
    # the notebook's quiz box on the same question: the same words, its box labelled alike
    q = practice(game_id, 5, kind=kind)
    assert q.prompt in headings(at, 3), q.prompt  # (the page's question)
    widget = quiz_box(q)
    _, _, inputs, button, out = widget.children
    keys = ["number"] if q.form == "number" else [f"amt:{k}" for k in q.choices()]
    typed_in = dict(zip(keys, inputs.children, strict=True))[box]
    typed_in.value = typed
    button.click()
    assert [o["data"]["text/plain"] for o in out.outputs] == warned
    # labelled as the page's box (the next pool's by the words its label and refusal open with)
    assert typed_in.description == field.label or field.label.startswith(f"{NEXT_POOL} (")
