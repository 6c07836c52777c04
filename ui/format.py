"""Small text helpers for the pages: Markdown-safe text with red hearts and diamonds.

Streamlit renders ``♥`` and ``♦`` black in plain text; :func:`md` wraps every red card or suit
in Streamlit's ``:red[...]`` directive after escaping the characters Markdown would act on.

>>> md("you must head the trick: K♥ beats the Q♥ on the table")
'you must head the trick: :red[K♥] beats the :red[Q♥] on the table'
>>> md("*bold* $5")
'\\\\*bold\\\\* \\\\$5'
"""

from __future__ import annotations

import re
from fractions import Fraction

from engine.ledger import fraction_text

_MD_SPECIAL = re.compile(r"([\\`*_\[\]{}<>#|~$])")
_RED = re.compile(r"((?:10|[2-9JQKA])?[♥♦])")


def md_escape(text: str) -> str:
    """Escape what Markdown (and Streamlit's ``$`` maths) would otherwise interpret."""
    return _MD_SPECIAL.sub(r"\\\1", text)


def md(text: str) -> str:
    """Escaped Markdown with red cards and suits."""
    return _RED.sub(r":red[\1]", md_escape(text))


def red_suits(text: str) -> str:
    """Colour the red cards of Markdown the author wrote (lesson prose): no escaping."""
    return _RED.sub(r":red[\1]", text)


def amount(x: Fraction | int) -> str:
    """``Fraction(4, 3)`` → ``'1 1/3'`` (how a learner types it)."""
    return fraction_text(x)


KIND_LABELS = {
    "legal_cards": "Which cards may be played?",
    "trick_winner": "Who wins the trick?",
    "settlement": "Who receives or pays what?",
    "declare": "Which declarations are allowed?",
    "may_act": "Which actions are allowed?",
    "card_points": "How many card points?",
    "should_claim": "Should the player claim?",
    "game_points": "How many game points?",
}


def kind_label(kind: str) -> str:
    return KIND_LABELS.get(kind, kind.replace("_", " ").capitalize() + "?")
