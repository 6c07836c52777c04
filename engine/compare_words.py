"""The words of a comparison of two readings (:mod:`engine.compare`): what each kind of
parting means, and an option's value as a learner reads it."""

from __future__ import annotations

from typing import Any

from engine.game import Option
from engine.rules import SEED_FILES, book_name

PARTING_WORDS = {
    "turn": "a different player or stage of the deal is next",
    "legal": "an action allowed under one reading is refused under the other",
    "winner": "the same cards, a different trick winner",
    "settlement": "the same play, a different settlement",
}
"""What a :class:`engine.compare.Parting` of each kind means, in words (the Compare page and
:func:`engine.compare.comparison_text` say it)."""


def value_words(v: Any, option: Option | None = None) -> str:
    """An option's value as a learner reads it: ``yes`` or ``no``, a source text by its book's
    name (``"002"``: ``Foster's Hoyle, 1897``), a name in words (Linger Longer's
    ``"play_on"``: ``play on``), a number as it prints; given the ``option``, a value it words
    itself (:attr:`Option.words`) in those words.

    >>> value_words(True), value_words("000"), value_words(3), value_words("play_on")
    ('yes', 'Trump Games, a modern lesson', '3', 'play on')
    >>> value_words("foster", Option("x", "X", "modern", ("modern", "foster"),
    ...     words=(("modern", "2 or 3"), ("foster", "1, 2 or 3"))))
    '1, 2 or 3'
    """
    said: str | None = dict(option.words).get(v) if option is not None else None
    if said is not None:
        return said
    if v is True:
        return "yes"
    if v is False:
        return "no"
    if isinstance(v, str):
        return book_name(v) if v in SEED_FILES else v.replace("_", " ")
    return str(v)
