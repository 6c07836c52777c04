"""A Learn step's heading reaches the browser before what stands above it on the page.

The run's messages reach the browser one by one when the machine is busy, and it draws the
whole page again for each (a Loo Next under others' tests: a redraw of ~300-370 React components
a message): the step's heading and prose, what the learner reads after Next, came after six
other elements' messages (the chapters, the intro's box, the progress bar, the row of Back and
Next and its two buttons), each a redraw (issue 12, part 5: click -> feedback). Now those stand
in a box drawn after the heading, in the same places on the page.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from apptools import click, step_title
from streamlit.proto.ForwardMsg_pb2 import ForwardMsg
from streamlit.runtime.scriptrunner_utils.script_run_context import ScriptRunContext
from streamlit.testing.v1 import AppTest

from lessons import load

OpenApp = Callable[..., AppTest]


@pytest.fixture
def sent(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """What each element message a run sends says first (its kind, and a Markdown's text or
    a button's label), in the order the run sends them."""
    said: list[str] = []
    enqueue = ScriptRunContext.enqueue

    def kept(self: ScriptRunContext, msg: ForwardMsg) -> None:
        if msg.WhichOneof("type") == "delta" and msg.delta.WhichOneof("type") == "new_element":
            element = msg.delta.new_element
            kind = element.WhichOneof("type")
            words = {"markdown": element.markdown.body, "button": element.button.label}
            said.append(f"{kind}: {words.get(kind, '')}")
        enqueue(self, msg)

    monkeypatch.setattr(ScriptRunContext, "enqueue", kept)
    yield said


@pytest.mark.parametrize("game_id", ["loo", "sixty_six"])
def test_the_next_step_s_heading_is_sent_before_the_bar_and_buttons_above_it(
    app: OpenApp, sent: list[str], game_id: str
) -> None:
    at = app(f"{game_id}:learn", learner="headfirst0001")
    sent.clear()
    click(at, f"{game_id}:learn:next:top")
    step = load(game_id).steps[1]
    assert step_title(at) == step.title
    heading = next(k for k, s in enumerate(sent) if s.startswith(f"markdown: ## {step.title}"))
    bar = next(k for k, s in enumerate(sent) if s.startswith("progress"))
    buttons = [k for k, s in enumerate(sent) if s in ("button: Back", "button: Next")]
    assert len(buttons) == 4  # (the rows above and below the step)
    assert heading < bar < buttons[0], sent
    # and on the page the bar and the top row stand above the heading, as before
    shown = _in_page_order(at.main)
    heading = next(k for k, e in enumerate(shown) if str(e).startswith(f"## {step.title}"))
    assert shown.index("Progress") < shown.index("Back") < shown.index("Next") < heading


def _in_page_order(node: Any) -> list[str]:
    """The elements under ``node`` as the page shows them, top to bottom: a Markdown's text, a
    button's label, else the element's kind."""
    out: list[str] = []
    for child in getattr(node, "children", {}).values():
        kind = type(child).__name__
        out.append(
            str(child.value) if kind == "Markdown" else child.label if kind == "Button" else kind
        )
        out += _in_page_order(child)
    return out
