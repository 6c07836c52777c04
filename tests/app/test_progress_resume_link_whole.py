"""Class mode: Progress's resume link is shown whole on a phone.

look21 (Chromium at 390 px, /loo-progress in class mode, "Carry on from another computer"
open): the link stood on one line in a box that scrolls sideways, cut at
"http://127.0.0.1:8552/loo-progress?le", the learner's code (the part that matters) out of
sight. The box now wraps its lines (Streamlit's ``st.code(wrap_lines=True)``), read here from
what the page sends."""

from __future__ import annotations

import os
from collections.abc import Callable

import pytest
from streamlit.testing.v1 import AppTest

from ui.progress import Progress

OpenApp = Callable[..., AppTest]


def test_the_resume_link_wraps_to_show_the_learners_code(
    app: OpenApp, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TRICKBOOK_MODE", "class")
    store = Progress(os.environ["TRICKBOOK_DB"])
    code = store.add_learner("Carla")
    store.record_answer(code, "loo", "foster1897", "q1", "legal_cards", True)
    at = app("loo:progress", learner=code)
    assert not at.exception, at.exception
    (link,) = [c for c in at.code if f"learner={code}" in c.value]
    assert link.proto.wrap_lines, "the link stands on one line: cut on a phone"
