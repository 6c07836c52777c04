"""Sixty-Six's rules in brief say the duty to follow suit after closing once.

look14 (/sixty_six-rules at 390 px): "Marriages, the nine and closing" listed "After closing
the hands are played out as in later play (you must follow suit if you can), but marriages may
still be melded." and, on the next line, "After closing you must follow suit if you can, as in
later play." (sixty_six.closed_play, then sixty_six.closed_follow_suit, the rule that binds by
it): the same duty twice in a row. The duty is the second rule's to say; the first says what
closing keeps from early play.
"""

from __future__ import annotations

import engine.games  # noqa: F401
from engine.game import REGISTRY
from lessons import load
from ui.pages.rules import brief


def _lines() -> list[tuple[str, str]]:
    b = brief(REGISTRY.get("sixty_six"), load("sixty_six"))
    return [(r.id, r.statement) for _, rules in b.sections for r in rules]


def test_both_closing_rules_in_the_brief() -> None:
    ids = [i for i, _ in _lines()]
    assert "sixty_six.closed_play" in ids and "sixty_six.closed_follow_suit" in ids


def test_follow_suit_after_closing_said_once() -> None:
    after_closing = [(i, s) for i, s in _lines() if s.lower().startswith("after closing")]
    duty = [i for i, s in after_closing if "follow suit" in s]
    assert duty == ["sixty_six.closed_follow_suit"], after_closing
    kept = dict(after_closing)["sixty_six.closed_play"]
    assert "marriages may still be melded" in kept and "later play" in kept
