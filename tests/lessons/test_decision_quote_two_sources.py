"""A lesson step quoting RULES.md carries the outside source the engine names for the decision it
quotes (Peel, the Britannica, ...), but only where the decisions whose quotes hold the step's
words agree on one: words that decisions of different sources share are no one source's, and
the step names neither. No lesson step meets this today (6aad539), but it is no dead case:

- until 26aa48f, Spoil Five's deal step quoted the rule of thumb 'highest in red, lowest in
  black', which trick_winner (after the Britannica) and trump_order (after Peel) both quoted;
- today Sixty-Six's closer_fails (the notes' own) and foster_closing (after an 1895
  bartender's guide) both say 'the opponent scores'.

Put down to either source, such a step would say the guide or Peel said what they did not."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
import yaml

import engine.games  # noqa: F401
from engine.game import REGISTRY
from engine.games.spoil_five.cards import BRITANNICA, PEEL
from engine.rules import RuleBook, normalise
from lessons.loader import load_file

RULES_NOTES = "Trickbook's rules notes (where the books are silent or disagree)"
THUMB = 'The rule of thumb is "highest in red, lowest in black".'
SHARED = "the opponent scores"


def _lesson(tmp_path: Path, game: str, quote: str) -> Path:
    data = {
        "game": game,
        "title": "A small lesson",
        "intro": "One step.",
        "steps": [
            {
                "id": "step",
                "title": "A decision of the notes",
                "text": "What the notes decide.",
                "source": {"seed": "RULES.md", "quote": quote},
            }
        ],
    }
    f = tmp_path / "lesson.yaml"
    f.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    return f


def _holding(game_id: str, quote: str) -> dict[str, str]:
    rules = REGISTRY.get(game_id).rules
    return {
        r.id: r.url
        for r in rules
        if r.seed == "RULES.md" and normalise(quote) in normalise(r.quote)
    }


def test_the_rule_of_thumb_two_sources_quoted_names_neither(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Spoil Five's book as it was before 26aa48f: trick_winner quoted the rule of thumb too
    game = REGISTRY.get("spoil_five")
    old = dataclasses.replace(
        game.rules["spoil_five.trick_winner"], seed="RULES.md", quote=THUMB, url=BRITANNICA
    )
    book = [old if r.id == old.id else r for r in game.rules]
    monkeypatch.setattr(type(game), "rules", RuleBook(book))
    assert _holding("spoil_five", THUMB) == {
        "spoil_five.trump_order": PEEL,
        "spoil_five.trick_winner": BRITANNICA,
    }
    rule = load_file(_lesson(tmp_path, "spoil_five", THUMB)).step("step").rule
    assert not rule.url and rule.book_shown == RULES_NOTES


@pytest.mark.parametrize("order", ["book", "reversed"])
def test_words_of_a_decision_of_the_notes_and_one_after_a_book_name_neither(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, order: str
) -> None:
    game = REGISTRY.get("sixty_six")
    if order == "reversed":  # whichever of the two the book holds first
        monkeypatch.setattr(type(game), "rules", RuleBook(list(game.rules)[::-1]))
    holding = _holding("sixty_six", SHARED)
    assert set(holding) == {"sixty_six.closer_fails", "sixty_six.foster_closing"}
    assert len(set(holding.values())) == 2  # the notes' own, and after the guide
    rule = load_file(_lesson(tmp_path, "sixty_six", SHARED)).step("step").rule
    assert not rule.url and rule.book_shown == RULES_NOTES


def test_words_of_one_decision_name_its_source(tmp_path: Path) -> None:
    words = "the opponent scores 1"  # foster_closing's alone
    foster = REGISTRY.get("sixty_six").rules["sixty_six.foster_closing"]
    assert set(_holding("sixty_six", words)) == {foster.id}
    rule = load_file(_lesson(tmp_path, "sixty_six", words)).step("step").rule
    assert rule.url == foster.url and rule.url
    assert rule.book_shown == foster.book_shown != RULES_NOTES
