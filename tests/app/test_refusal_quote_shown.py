"""Play's refusal lines and ``trickbook answer``'s JSON show a quote cut mid-sentence as the
Learn and Quiz pages do, opening with an ellipsis (c1b4cdb, engine.rules.shown_quote). On the
Loo Play page (seeded table 3), a card refused for Loo's follow-suit rule read 'You cannot play
2♦. You must follow suit: you hold 9♥ — Foster's Hoyle, 1897: “the others must not only follow
suit, but ...”', the second half of Foster's sentence as if it were one of its own, where Learn
shows '“…the others must ...'; the same in `trickbook answer`'s ``illegal`` and Sixty-Six's
settlement rule ('a player who closes must reach 66 himself ...'). The quote stays verbatim in
the rules' data (checked against the seeds); only what is shown changes."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_play_refusal_names_card import refused_card

from engine.game import REGISTRY
from engine.rules import ELLIPSIS
from engine.scenario import answer, load_file
from ui.pages.play import play_or_ask

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(("gid", "seed"), [("loo", 3), ("spoil_five", 7), ("rounce", 4)])
def test_plays_refusal_line_marks_the_cut(gid: str, seed: int) -> None:
    game = REGISTRY.get(gid)
    found = refused_card(game, seed)
    assert found is not None
    t, action = found
    rule = game.explain(t.state, action)[0].rule
    assert rule.quote[:1].islower(), rule.id  # the deal still finds a quote cut mid-sentence
    assert not play_or_ask(game, t, action)
    assert t.message is not None
    assert f"\u201c{ELLIPSIS}{rule.quote}\u201d" in t.message[1]


def _json_quotes(node: object) -> list[tuple[str, str]]:
    """Every (rule id, quote) a JSON answer holds, wherever it stands."""
    if isinstance(node, list):
        return [q for x in node for q in _json_quotes(x)]
    if not isinstance(node, dict):
        return []
    own = [(str(node.get("rule", node.get("id"))), node["quote"])] if "quote" in node else []
    return own + [q for v in node.values() for q in _json_quotes(v)]


def test_the_answer_json_marks_the_cut() -> None:
    quotes = []
    for path in sorted((ROOT / "docs" / "examples").glob("*.yaml")):
        scn = load_file(path)
        rules = scn.game.rules
        for rule_id, shown in _json_quotes(answer(scn)):
            if rule_id in rules:
                quotes.append((rules[rule_id], shown))
    cut = [(r, q) for r, q in quotes if r.quote[:1].islower()]
    assert cut, "some example's answer quotes a rule cut mid-sentence"
    assert [(r.id, q[:40]) for r, q in quotes if q != r.shown] == []
