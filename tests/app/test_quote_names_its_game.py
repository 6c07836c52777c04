"""A quote from another game's section of a book names that game where a page shows it. Seen at
1400 px, /?game=rounce&step=trick_winner: "A trick is won by the highest trump in it ..." stood
as "— Trump Games, a modern lesson", a text with no Rounce in it (the sentence is its Rams
section); the Rounce steps pone and settle and Bierspiel's follow, head and ramsed quoted
Foster's Rams as "Foster's Hoyle, 1897", as if he had said it of Rounce or Bierspiel, and Rams'
Loo-style defence quoted the Loo section while its step says neither Rams text says it. Now
``Rule.book_shown`` adds the section's game ("Foster's Hoyle, 1897, on Rams") on Learn, Quiz
and the Rules page; a game's own section (or a one-game seed) reads as before."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from apptools import markdown, open_step
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
from engine.game import REGISTRY
from engine.rules import section_of
from lessons import load
from ui.pages.rules import rules_html

OpenApp = Callable[..., AppTest]


def test_section_of_reads_the_headings() -> None:
    assert section_of("002", "There is no obligation to head the trick") == "Rounce"
    assert section_of("002", "The seven of diamonds is always the second-best card") == "Bierspiel"
    assert section_of("000", "A player must follow suit when he can") == "Rams"
    assert section_of("004", "A player must follow suit when he can") is None  # one game
    assert section_of("RULES.md", "Recommended: following suit is compulsory.") is None


@pytest.mark.parametrize(
    ("game", "step", "shown"),
    [
        ("rounce", "trick_winner", "Trump Games, a modern lesson, on Rams"),
        ("rounce", "settle", "Foster's Hoyle, 1897, on Rams"),
        ("bierspiel", "head", "Foster's Hoyle, 1897, on Rams"),
        ("rams", "loo_defence", "Trump Games, a modern lesson, on Loo"),
        ("napoleon", "trick", "on Linger Longer"),
    ],
)
def test_a_step_quoting_another_games_section_names_it(game: str, step: str, shown: str) -> None:
    assert load(game).step(step).rule.book_shown.endswith(shown)


@pytest.mark.parametrize(
    ("game", "step"),
    [("rounce", "no_head"), ("rams", "head"), ("bierspiel", "seven"), ("sixty_six", "deal")],
)
def test_a_games_own_section_reads_as_before(game: str, step: str) -> None:
    rule = load(game).step(step).rule
    assert rule.book_shown == rule.book


def test_the_learn_page_names_the_section(app: OpenApp) -> None:
    at = open_step(app("rounce:learn"), "rounce", "trick_winner")
    assert "— Trump Games, a modern lesson, on Rams" in " ".join(markdown(at).split())


def test_the_rules_page_names_the_section() -> None:
    rules = REGISTRY.get("rounce").rules
    assert "Hoyle, 1897, on Rams</b>" in rules_html([rules["rounce.fifths"]])
    assert "Hoyle, 1897</b>" in rules_html([rules["rounce.no_head"]])
