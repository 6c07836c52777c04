"""A generated "Choose all" question offers more than one thing to choose.

/forty_five-quiz?seed=1&kind=legal_cards&level=1 asked "You are P0. Which cards may you play?
Choose all." with the 8♦ alone in hand: nothing to decide, nothing to learn. Over seeds 0-99,
18 of Forty-Five's level-1 which-cards questions held one card, Linger Longer's 12, Spoil
Five's and Sixty-Six's 5: engine.quiz.practice's level-1 shape (e1de584) takes any position
of a playout where every card is free and a rule says so, one in four, and the last trick's
single card is such a position. Now a choose-all question takes a position offering one choice
only where no playout offers more (engine.quiz._offers_choice ranks before the shape).
"""

from __future__ import annotations

import pytest

from engine.game import REGISTRY
from engine.quiz import FORMS, practice

CHOOSE_ALL = [k for k, form in FORMS.items() if form in ("cards", "words")]


def _kinds(game: str) -> list[str]:
    return [k for k in REGISTRY.get(game).quiz_kinds if k in CHOOSE_ALL]


@pytest.mark.parametrize("game", REGISTRY.ids())
def test_a_level_one_choose_all_question_offers_a_choice(game: str) -> None:
    one = [
        (kind, seed, [str(c) for c in q.choices()])
        for kind in _kinds(game)
        for seed in range(40)
        if len((q := practice(game, seed, kind=kind, level=1)).choices()) < 2
    ]
    assert not one, (game, "questions with one choice", one)


@pytest.mark.parametrize("game", REGISTRY.ids())
@pytest.mark.parametrize("level", [2, 3])
def test_higher_levels_offer_a_choice_too(game: str, level: int) -> None:
    for seed in range(6):
        q = practice(game, seed, kind="legal_cards", level=level)
        assert len(q.choices()) > 1, (game, level, seed, q.choices())


def test_the_link_the_learner_walked_asks_a_question() -> None:
    q = practice("forty_five", 1, kind="legal_cards", level=1)
    assert len(q.choices()) > 1, q.choices()


def test_a_position_with_one_card_left_offers_no_choice() -> None:
    """The measure itself, through a deal down to its last trick (one card in every hand)."""
    from engine.quiz import _offers_choice

    game = REGISTRY.get("forty_five")
    s = game.new_deal(players=4, dealer=0, seed=5)
    seen = set()
    while not game.is_over(s):
        if s.phase == "play":
            held = int(s.hands[s.to_move]).bit_count()
            assert _offers_choice(game, s, "legal_cards") == (held > 1), held
            seen.add(held > 1)
        s = game.apply(s, game.legal_actions(s)[0])
    assert seen == {True, False}, seen
