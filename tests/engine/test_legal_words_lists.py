"""The Learn page's line of what the mover may do says its cards and moves as English lists,
in the table's order, as the refusals and the quiz's answers do (``engine.cards.said``): it
read "You may play: 9♠ 4♠" and, at Spoil Five's jink step, "You may: claim the pool (7),
jink: go on for all five." Every expected list is built from the engine's legal moves."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from engine.cards import said
from engine.game import REGISTRY, Game
from engine.quiz import legal_words
from engine.scenario import from_dict
from lessons import available, load
from ui.labels import word_labels


def _line(gid: str, sid: str) -> tuple[str, Game[Any], Any]:
    step = load(gid).step(sid)
    assert step.scenario is not None and step.show is not None
    g, s = step.scenario.game, step.scenario.state
    return legal_words(g, s, step.show, word_labels(g, s), to_mover=True), g, s


def test_cards_are_said_with_or_in_the_tables_order() -> None:
    line, g, s = _line("five_card_loo", "lead_trump")
    plays = [int(a.card) for a in g.legal_actions(s) if a.kind == "play" and a.card is not None]
    assert len(plays) == 2
    names = said(g.hand_order(s, plays), conj="or")
    assert line.startswith(f"You may play {names} (highlighted).")  # "9♠ or 4♠"


def test_the_jink_choice_is_one_sentence() -> None:
    """P1 has won the first three tricks (the claim-or-jink position; Learn's jink step now
    asks who wins the trick after a jink, 16754e2)."""
    from test_declaration_choices import JINK

    g = REGISTRY.get("spoil_five")
    s = from_dict(yaml.safe_load(JINK), "test").state
    assert s.phase == "jink"
    line = legal_words(g, s, "declare", word_labels(g, s), to_mover=True)
    assert line == "You may claim the pool (7) or jink (go on for all five)."


@pytest.mark.parametrize("gid", available())
def test_no_line_lists_bare_or_with_a_colon(gid: str) -> None:
    """Every Learn step that shows what may be done: no "may:", no "may play: 9♠ 4♠", and a
    list of several ends in "or"."""
    for step in load(gid).steps:
        if step.scenario is None or step.show not in ("legal", "declare"):
            continue
        line, g, s = _line(gid, step.id)
        assert "may:" not in line and "may also:" not in line and "may play:" not in line, line
        cards = [int(a.card) for a in g.legal_actions(s) if a.kind == "play" and a.card is not None]
        if step.show == "legal" and len(cards) > 1:
            assert f" {said(g.hand_order(s, cards), conj='or')} (" in line, line
        assert " and " not in line.split(" The dimmed")[0], line  # any one of them, not all
