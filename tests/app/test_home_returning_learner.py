"""Home as a returning learner reads it: his rules due for review and the way to Review, and
the games' descriptions with their red cards red.

look21 (Chromium at 1400 and 390 px, Home after a seeded week of Quiz and Review, 2 rules due):
Home said only "New here? Start with Loo" and, on a phone where the sidebar is folded away,
showed no way to Review at all; and "the 7♦" (Bierspiel), "the A♥" (Spoil Five, Forty-Five)
stood black in the descriptions, where every other page colours ♥♦ (text draws them black)."""

from __future__ import annotations

import re
import time
from collections.abc import Callable

from apptools import home_boxes
from streamlit.testing.v1 import AppTest

from engine.game import REGISTRY
from ui.cards import RED
from ui.mastery import RuleMemory
from ui.progress import Progress

OpenApp = Callable[..., AppTest]
WELCOME = "Welcome back"


def _markdown(at: AppTest) -> str:
    return "\n".join(m.value for m in at.markdown)


def _review_links(at: AppTest) -> list[str]:
    return [link.proto.label for link in at.get("page_link") if link.proto.page == "review"]


def test_rules_due_are_said_on_home_with_the_way_to_review(app: OpenApp) -> None:
    at = app()
    assert WELCOME not in _markdown(at) and not _review_links(at)  # nothing due yet
    memory, code = RuleMemory(Progress()), at.session_state["learner"]
    rules = [r.id for r in REGISTRY.get("loo").rules][:2]
    an_hour_ago = time.time() - 3600  # missed then: due again within minutes
    for rule in rules:
        memory.record(code, "loo", [rule], False, "quiz", "q_cannot_head", at=an_hour_ago)
    other = next(iter(REGISTRY.get("sixty_six").rules)).id
    memory.record(code, "sixty_six", [other], False, "quiz", "q", at=an_hour_ago)
    at.run()
    assert not at.exception, at.exception
    said = _markdown(at)
    assert (
        "**Welcome back: 3 rules are due for review**, 2 in Loo (three-card) and 1 in "
        "Sixty-Six. Review asks you a question on each"
    ) in said, said
    assert _review_links(at) == ["Review them now"]


def test_the_descriptions_draw_hearts_and_diamonds_red(app: OpenApp) -> None:
    at = app()
    said = _markdown(at) + "".join(b["html"] for b in home_boxes(at))
    red = f'<span style="color:{RED}">'
    assert f"{red}7♦</span>" in said and f"{red}A♥</span>" in said  # (the games' boxes)
    bare = re.sub(r":red\[[^\]]*\]", "", said)
    bare = re.sub(f"{re.escape(red)}[^<]*</span>", "", bare)
    assert not re.search("[♥♦]", bare), re.findall(r".{20}[♥♦].{5}", bare)
