"""The Rules page's brief says where Sixty-Six's four-hand rules begin (learner walk,
/sixty_six-rules at 1400 and 390 px: under 'Three and four players' the three-hand lines ran
straight on into '32 cards (7s and 8s added), all dealt, 8 each.', 'No marriages in
four-hand.', 'Always follow suit if you can.' with nothing saying four-hand began, so 'Always
follow suit' read as a rule of every form). The four_deal step teaches partners as well as the
pack, and now quotes seed 000's sentence on partners with the pack's, so the brief opens the
four-hand lines with the rule 'Four-hand: partners sit opposite.'"""

from __future__ import annotations

import engine.games  # noqa: F401
from engine.game import REGISTRY
from lessons import load
from ui.pages.rules import brief


def test_each_form_s_lines_open_with_its_name() -> None:
    b = brief(REGISTRY.get("sixty_six"), load("sixty_six"))
    for form, name in (("three", "Three-hand"), ("four", "Four-hand")):
        lines = [
            r for _, rules in b.sections for r in rules if r.id.startswith(f"sixty_six.{form}.")
        ]
        assert lines, form
        assert lines[0].statement.startswith(f"{name}:"), [r.statement for r in lines]


def test_the_brief_says_four_hand_is_played_out() -> None:
    """Four-hand has no claim (seed 000: 'Every hand is played out. There is no advantage in
    claiming to have won.'): the four_scoring step says 'Every hand is played out' and now
    quotes it, so the brief lists it beside the four-hand scoring (the Play page refuses a
    claim in four-hand by this rule)."""
    b = brief(REGISTRY.get("sixty_six"), load("sixty_six"))
    taught = [r.id for _, rules in b.sections for r in rules]
    assert "sixty_six.four.played_out" in taught
    assert taught.index("sixty_six.four.played_out") < taught.index("sixty_six.four.scoring")
