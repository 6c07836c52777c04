"""Where a Learn step's source has a note, the note says where the passage comes from, and the
step's title and text teach the rule and set the task without saying it again.

/rounce-learn?step=eldest_leads read in its text "As at Rams, the first lead belongs to ...
Rounce's one lead duty binds only the lead to the second trick, so the first is as Foster
gives it for Rams", then the source "— Foster's Hoyle, 1897, on Rams", then "About the source:
Foster gives this under Rams. Rounce, he says, “is an American corruption of Rams” ... where it
is silent, as here, Rams' rule holds.": one provenance three times. Irish Loo's all_pass read
"Foster does not say this for any kind of Loo; the shorter lesson text (Trump Games) does, and
Trickbook follows it." over "— Trump Games, a modern lesson, on Loo" and a note saying the same.

The check: a step whose source shows a note ("About the source: ...") names in its title and
text neither the book its passage is from (its author or title, as the source line names it:
Foster, Hoyle, Trump Games, Trickbook's rules notes; or "the lesson text", "the source", as the
lessons call them) nor the other game whose section holds the passage (``Rule.other_section``).
A reading's or an option's name, which the learner picks under "Rules", may hold those words.
"""

from __future__ import annotations

import re

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY
from lessons import load
from lessons.loader import LESSONS_DIR

LESSONS = sorted(p.stem for p in LESSONS_DIR.glob("*.yaml"))
NOTED = [(g, s.id) for g in LESSONS for s in load(g).steps if s.rule.note]
# how the lessons name a book besides its own name: Trump Games and How to Play Some Trump Card
# Games are "the lesson text", a "modern lesson"; any book "the source"
CALLED = (r"the (?:\w+ )?lesson text", r"modern lesson", r"the source", r"rules notes")


def book_words(book: str) -> list[str]:
    """The words a step would name ``book`` by: its author and its title (``Foster's Hoyle,
    1897``: Foster, Hoyle; ``Trump Games, a modern lesson``: Trump Games).

    >>> book_words("Foster's Hoyle, 1897")
    ['Foster', 'Hoyle']
    >>> book_words("Trickbook's rules notes (where the books are silent or disagree)")
    ['Trickbook', 'rules notes']
    """
    name = book.split(",")[0].split(" (")[0]
    return [w for w in name.split("'s ", 1) if w]


def names_left(game_id: str, text: str, variant: str | None = None) -> str:
    """``text`` without the game's own name and the names of its readings and options; a
    step of another reading (``variant``) may name it short, as its title does ("Two
    readings: a lone widow-taker (the lesson text)": The lesson text (Trump Games))."""
    g = REGISTRY.get(game_id)
    names = [g.name, *(v.label for v in g.variants.values()), *(o.label for o in g.options)]
    if variant is not None:
        names.append(g.variants[variant].label.split(" (")[0])
    for name in sorted(names, key=len, reverse=True):
        text = re.sub(re.escape(name), " ", text, flags=re.IGNORECASE)
    return " ".join(text.split())


@pytest.mark.parametrize(("game_id", "step_id"), NOTED)
def test_a_noted_step_s_text_leaves_the_provenance_to_the_note(game_id: str, step_id: str) -> None:
    step = load(game_id).step(step_id)
    said = names_left(game_id, f"{step.title}. {step.text}", step.variant)
    words = [re.escape(w) for w in book_words(step.rule.book)] + list(CALLED)
    if step.rule.other_section:
        words.append(re.escape(step.rule.other_section))
    found = [m.group(0) for w in words for m in re.finditer(rf"\b{w}\b", said, re.IGNORECASE)]
    assert not found, (found, step.rule.book_shown, said)


def test_the_two_steps_named_say_their_provenance_once() -> None:
    """Rounce's first lead and Irish Loo's "If everyone passes": the note keeps the provenance."""
    for game_id, step_id, section in (
        ("rounce", "eldest_leads", "Rams"),
        ("irish_loo", "all_pass", "Loo"),
    ):
        step = load(game_id).step(step_id)
        assert step.rule.other_section == section and section in step.rule.note
        assert section not in names_left(game_id, step.text), step.text
