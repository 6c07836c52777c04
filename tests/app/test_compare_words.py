"""A comparison's text names a decision as the Compare page's table does.

Seen in notebook 07 (Rams, Foster against the compulsory simple pool, 5 players, deal 0): the
text said 'The action taken there, P1's stand, is allowed under both', where the Compare page's
table names the same decision, row 1, "Play" (the Play page's button), and its parting says "P1
may choose “Pass”". Cause: ``engine.compare.parting_line`` and the search's decisions named an
action by the engine's word (``action_name``) whatever words the comparison was said in. Now a
comparison keeps its words and names every action in them; the page's words
(``ui.compare_words.page_words``, no Streamlit) serve a notebook as well, and a link's steer
that cannot be played names its decision as the button does.
"""

from __future__ import annotations

import doctest
from typing import Any

import pytest

import engine.games  # noqa: F401
import ui.compare_words
import ui.games  # noqa: F401
from engine.compare import comparison_text, find_parting, steered_script, variant_pairs
from engine.game import REGISTRY
from ui.compare_words import page_words
from ui.pages.compare import shared_players
from ui.play_table import card_or_label


def _said(label: str) -> str:
    """A table's label as the page's parting sentences quote it (a card by its face)."""
    return label if label[-1] in "♠♥♦♣" or "\u201c" in label else f"\u201c{label}\u201d"


def _players(game: Any, a: str, b: str) -> int:
    counts = shared_players(game, a, b)
    return 5 if 5 in counts else counts[0]


# every pair of readings on the Compare page, at the table it opens with (Linger Longer's
# never part in a dealt game: nothing to name)
PAIRS = [
    (g, a, b)
    for g in REGISTRY
    for a, b in variant_pairs(g)
    if g.readings_never_part(a, b, _players(g, a, b)) is None
]


@pytest.mark.parametrize("game, a, b", PAIRS, ids=lambda x: getattr(x, "id", x))
def test_the_text_names_each_decision_as_the_table_does(game: Any, a: str, b: str) -> None:
    found = find_parting(
        game, players=_players(game, a, b), variants=(a, b), seeds=range(12), budget=600,
        words=page_words(game),
    )  # fmt: skip
    assert found is not None, "no parting in the deals searched"
    c = found.comparison
    side, state, labels = c.sides[0], c.sides[0].start, []
    for s in side.steps:  # the table's "action" column (ui.pages.compare._labels)
        labels.append(card_or_label(game, state, s.action))
        state = game.apply(state, s.action)
    text = comparison_text(c, found.steered)
    assert c.parting is not None
    k = c.parting.step
    if "The action taken there" in text:  # (a parting the deals go on alike past)
        assert f"P{side.steps[k].seat}'s {_said(labels[k])}, is allowed" in text, text
    for k in found.steered:
        assert f"action {k + 1}, P{side.steps[k].seat}: {_said(labels[k])}" in text, text


def test_rams_simple_pool_names_the_decision_play() -> None:
    rams = REGISTRY.get("rams")
    found = find_parting(
        rams, players=5, variants=("standard", "simple_pool_compulsory"), seeds=range(1),
        words=page_words(rams),
    )  # fmt: skip
    assert found is not None
    text = comparison_text(found.comparison)
    assert "The action taken there, P1's \u201cPlay\u201d, is allowed under both" in text, text
    assert "stand" not in text and "P1 may choose \u201cPass\u201d" in text, text


def test_a_steer_that_cannot_be_played_names_its_decision_as_the_button_does() -> None:
    rams = REGISTRY.get("rams")
    with pytest.raises(ValueError, match="decision 1, P1's \u201cPass\u201d, is not allowed"):
        steered_script(
            rams, players=5, seed=0, variants=("standard", "simple_pool_compulsory"),
            text="pass", words=page_words(rams),
        )  # fmt: skip


def test_the_examples() -> None:
    result = doctest.testmod(ui.compare_words)
    assert result.attempted > 0 and result.failed == 0
