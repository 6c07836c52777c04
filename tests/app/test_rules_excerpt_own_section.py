"""A game's Rules page opens the book at the game's own section; a passage quoted from another
game's section stands after it, said to be that game's.

Found by the learner walk: /napoleon-rules' book excerpt opened at the LINGER LONGER heading
and gave all of Linger Longer before a word of Napoleon, because one rule
(napoleon.trick_winner: Napoleon's section does not say who wins a trick) quotes the Linger
Longer section: the excerpt ran from the heading above the first passage cited to the one after
the last. Irish Loo's opened at Foster's LOO heading the same way, Rounce's and Bierspiel's at
RAMS."""

from __future__ import annotations

import re
from collections.abc import Callable

from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
from engine.game import REGISTRY
from engine.rules import SEED_FILES, seed_text
from ui.pages.rules import find_spans

OpenApp = Callable[..., AppTest]
DOC = re.compile(r'<div role="document" aria-label="([^"]*)"[^>]*>(.*?)</div>', re.S)


def test_napoleon_opens_at_napoleon_and_says_whose_the_other_passage_is(app: OpenApp) -> None:
    at = app("napoleon:rules")
    said = [m.value for m in at.markdown]
    docs = [(k, d) for k, v in enumerate(said) for d in DOC.findall(v)]
    assert [d[0] for _, d in docs] == [
        "How to Play Some Trump Card Games, a modern lesson",
        "How to Play Some Trump Card Games, a modern lesson, on Linger Longer",
    ]
    assert docs[0][1][1].startswith("<b>NAPOLEON</b>") and "LINGER" not in docs[0][1][1]
    assert docs[1][1][1].startswith("<b>LINGER LONGER</b>")
    between = said[docs[1][0] - 1]  # what the page says just above the Linger Longer part
    rule = REGISTRY.get("napoleon").rules["napoleon.trick_winner"]
    assert "section on **Linger Longer**" in between and rule.statement in between


def test_every_games_tab_opens_at_its_own_section() -> None:
    from ui.pages.rules import by_book, excerpt_parts

    for game in REGISTRY:
        for seed, rules in by_book(list(game.rules)).items():
            if seed not in SEED_FILES:
                continue
            text = seed_text(seed)
            spans, _ = find_spans(text, rules)
            parts = excerpt_parts(text, spans)
            for sp in spans:  # each passage is shown, in the part of its own section
                part = next(p for p in parts if p.start <= sp.start and sp.end <= p.end)
                assert part.section == sp.rules[0].other_section, (game.id, sp.rules[0].id)
            if any(r.other_section is None for r in rules):
                assert parts[0].section is None, (game.id, seed)
            for p in parts[1:]:  # another game's, with the rules quoting it
                assert p.section and p.rules, (game.id, seed, p)
