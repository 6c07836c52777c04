"""A Learn step's source says what the learner needs to read it: where its passage comes from,
when that is another game's section, and what the rule quoting the same passage notes under it.

Rounce's steps read "— Foster's Hoyle, 1897, on Rams" under their quotes, Bierspiel's "who wins
the trick" "— Trump Games, a modern lesson, on Rams", and nothing said why a sentence on Rams
is a rule of Rounce (Foster: "This is an American corruption of Rams.") or of Bierspiel ("a
popular form of Rams"), nor that the modern lesson has no Rounce or Bierspiel at all; Irish and
Five-card Loo's steps quoting Foster's Loo were the same. A step's source now carries a note
(``note:``) saying why, shown under the quote as the rules' notes are ("About the source").

Sixty-Six's "Counting cards" quoted "Cards won in tricks are counted as follows:" and stopped at
the colon: the table after it (underscore leaders in the seed) is in the rule's note, which
every citation of the rule showed but the step, whose source was built from its own quote
alone. A step now shows the note of the engine rule that quotes its very passage.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY
from engine.rules import normalise, seed_text
from lessons import LessonError, load
from lessons.loader import LESSONS_DIR, load_file

LESSONS = sorted(p.stem for p in LESSONS_DIR.glob("*.yaml"))
STEPS = [(g, s.id) for g in LESSONS for s in load(g).steps]


@pytest.mark.parametrize(("game_id", "step_id"), STEPS)
def test_a_passage_of_another_game_s_section_says_why_it_holds(game_id: str, step_id: str) -> None:
    rule = load(game_id).step(step_id).rule
    section = rule.other_section
    if section is None:
        return
    assert re.search(rf"\b{re.escape(section)}\b", rule.note), (rule.book_shown, rule.note)


@pytest.mark.parametrize(("game_id", "step_id"), STEPS)
def test_a_step_shows_the_note_of_the_rule_quoting_its_passage(game_id: str, step_id: str) -> None:
    step = load(game_id).step(step_id)
    said = normalise(step.quote)
    quoting = [
        r
        for r in REGISTRY.get(load(game_id).game).rules
        if r.seed == step.seed and not r.guard and normalise(r.quote) == said
    ]
    declared = [r for r in quoting if r.id in step.teaches] or quoting
    notes = {r.note for r in declared}
    if len(notes) == 1 and (note := notes.pop()):
        assert note in step.rule.note, (step.rule.note, note)


def test_counting_cards_shows_the_counts_its_quote_introduces() -> None:
    """The seed's table, read from the seed (each line after the quote, leaders left out),
    is under the step's quote."""
    step = load("sixty_six").step("card_points")
    assert step.quote.endswith("as follows:")
    text = seed_text(step.seed)
    after = text[text.index(step.quote) + len(step.quote) :].split("last trick")[0]
    rows = re.findall(r"^Each ([A-Za-z]+) *_+ *(\d+)\s*$", after, re.MULTILINE)
    assert len(rows) == 5, rows
    for card, count in rows:
        assert f"\u201cEach {card} {count}\u201d" in step.rule.note, (card, step.rule.note)
    assert "(No count for 9's)" in step.rule.note


@pytest.mark.parametrize(
    ("game_id", "step_id", "words"),
    [
        ("rounce", "widow_once", "an American corruption of Rams"),
        ("rounce", "trick_winner", "has no Rounce"),
        ("bierspiel", "trick_winner", "has no Bierspiel"),
        ("bierspiel", "discard", "a popular form of Rams"),
    ],
)
def test_the_note_tells_why_the_rams_passage_binds(game_id: str, step_id: str, words: str) -> None:
    assert words in load(game_id).step(step_id).rule.note


def test_a_note_that_is_no_text_is_a_clear_error(tmp_path: Path) -> None:
    text = (LESSONS_DIR / "sixty_six.yaml").read_text(encoding="utf-8")
    quote = '      quote: "Cards won in tricks are counted as follows:"\n'
    assert quote in text
    bad = tmp_path / "sixty_six.yaml"
    bad.write_text(text.replace(quote, quote + "      note: [1, 2]\n", 1), encoding="utf-8")
    with pytest.raises(LessonError, match=r"source\.note: expected text, got \[1, 2\]"):
        load_file(bad)
