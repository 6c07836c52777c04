"""The Compare page's partings say their lists as English does (lists2, after 2c604b3): 'Q♥,
K♦ refused' is 'Q♥ and K♦ refused', and a seat's choices at a turn that parts, 'P0 is to jink:
claim, jink', are 'claim or jink'. A rob's buttons, one a card, are one rob with its cards
listed as any one of them ('rob 8♠, 9♥ or K♣ refused')."""

from __future__ import annotations

import re

from test_compare import _players

from engine.cards import CARDS, parse_cards
from engine.compare import ENGINE_WORDS, compare, variant_pairs
from engine.game import REGISTRY, Action


def _partings() -> list[str]:
    said = []
    for game in REGISTRY:
        for pair in variant_pairs(game):
            n = _players(game, pair)
            for seed in range(4):
                p = compare(game, players=n, seed=seed, variants=pair).parting
                if p is not None and p.kind in ("turn", "legal"):
                    said += list(p.text)
    return said


def test_refused_and_chosen_lists_take_and_or_or() -> None:
    texts = _partings()
    refused = [m for t in texts for m in re.findall(r"(?:^|; )([^;:]+) refused, because ", t)]
    choices = [m for t in texts for m in re.findall(r" is to [a-z ]+: ([^;]+)", t)]
    assert any(", " in r or " and " in r for r in refused), refused  # a list among them
    assert choices, texts
    for items in refused:
        # one button's cards are any one of them ("rob 8♠, 9♥ or K♣": a rob putting out this
        # card or that, said once, words10); anything else refused is refused together
        one_kind = re.fullmatch(r"[a-z]+ \S+(?:, \S+)* or \S+", items)
        assert ", " not in items or " and " in items or one_kind, items
        assert " or " not in items or one_kind, items
    for items in choices:
        assert ", " not in items or " or " in items, items
        assert " and " not in items, items


def test_a_long_choice_is_cut_and_counted() -> None:
    """A seat's choices are cut after eight, the rest counted, so a cut list does not read as
    all of them."""
    from engine.compare import _choices

    acts = [Action("play", CARDS[c]) for c in parse_cards("AS KS QS JS 10S 9S 8S 7S 6S 5S")]
    assert _choices(ENGINE_WORDS, None, acts[:3]) == "A♠, K♠ or Q♠"
    assert _choices(ENGINE_WORDS, None, acts) == "A♠, K♠, Q♠, J♠, 10♠, 9♠, 8♠, 7♠ or 2 more"
