"""Compare's words where a learner walk found them confusing:

* a parting at the settlement said the result twice, the picture's caption and then the same
  sentence again with "game points → P0 5 points" after it (Forty-Five): now said once, the
  score as scored ("P0+P2 score 25 points"), in the Play page's unit;
* the note on the decisions the search made ("action 1, P1: 2♠") read as if the readings
  parted there, while they part later: it now says where they part.

The positions are seeded deals (engine.compare), the captions the table's own."""

from __future__ import annotations

import re

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.compare import compare, find_parting
from engine.game import REGISTRY
from ui.cards import table_view
from ui.pages.compare import steered_words, words
from ui.tables import game_ui


def _caption(gid: str, state: object) -> str:
    return table_view(state, reveal=True, highlight=False, **game_ui(gid).table_kw).caption


def test_a_settlement_parting_says_the_result_once_and_the_score_as_scored() -> None:
    g = REGISTRY.get("forty_five")
    c = compare(g, players=4, seed=1, variants=("per_trick", "rules_md"), words=words(g))
    assert c.parting is not None and c.parting.kind == "settlement"
    for side, text in zip(c.sides, c.parting.text, strict=True):
        shown = _caption("forty_five", side.end).rstrip(".")
        assert shown and shown not in text, (shown, text)  # the picture says it already
        assert "→" not in text and "game points" not in text, text
        scored = g.settlement(side.end).transfers[0]
        assert text == f"{scored.payee} score {scored.amount} points", text


def test_every_settlement_parting_keeps_its_reasons_unless_the_picture_says_them() -> None:
    seen = 0
    for gid in ("rams", "bierspiel", "forty_five", "spoil_five"):
        g = REGISTRY.get(gid)
        pairs = [(a, b) for a in g.variants for b in g.variants if a < b]
        for a, b in pairs:
            n = g.fit_players(g.make_opts(a), 4)
            if not g.players_range(g.make_opts(b))[0] <= n <= g.players_range(g.make_opts(b))[1]:
                continue
            for seed in range(8):
                c = compare(g, players=n, seed=seed, variants=(a, b), words=words(g))
                if c.parting is None or c.parting.kind != "settlement":
                    continue
                seen += 1
                for side, text in zip(c.sides, c.parting.text, strict=True):
                    shown = _caption(gid, side.end)
                    for t in g.settlement(side.end).transfers:
                        assert t.reason in text or t.reason in shown, (gid, t.reason, text)
                    # no unit said twice ("game points → P0 5 points")
                    assert not re.search(r"points → \S+ \d+ points", text), text
                break
    assert seen


def test_the_search_note_says_where_the_readings_part() -> None:
    g = REGISTRY.get("rams")
    found = find_parting(
        g, players=4, variants=("standard", "loo_style_defence"), seeds=range(10), budget=600
    )
    assert found is not None and found.steered
    c = compare(
        g,
        players=4,
        seed=found.seed,
        variants=("standard", "loo_style_defence"),
        script=found.script,
        words=words(g),
    )
    said = steered_words(g, c, found.steered)
    k = found.steered[0]
    assert f"action {k + 1}, P{c.sides[0].steps[k].seat}:" in said
    p = c.parting
    assert p is not None
    where = "the settlement" if p.kind == "settlement" else f"action {p.step + 1}"
    assert "The readings do not part there" in said and f"they part later, at {where}" in said
