"""Irish and Five-card Loo: the eldest hand refused a plain lead is told why a quote about double
pools binds him. Both games cite Three-card Loo's "In all double pools, the eldest hand of those
playing must lead a trump if he has one", and have no simple pools ("there is no distinction
between simple and double pools"; RULES.md applies the double-pool leading to every deal): the
refusal said only "you must lead a trump: you hold 2♠", and a learner in a game without double
pools read a quote about them (the learner walk, /irish_loo-play and /five_card_loo-play)."""

from __future__ import annotations

import pytest
from scenario_answers import ans

DEALT = """
game: {game}
players: 4
dealer: P0
turn_card: 9S
declarations: {{P1: stand, P2: stand, P3: stand, P0: stand}}
exchanged: {{P1: 0, P2: 0, P3: 0, P0: 0}}
hands:
  P1: {hand}
"""


@pytest.mark.parametrize(
    ("game", "name", "hand"),
    [
        ("irish_loo", "Irish Loo", "[2S, KD, QC]"),
        ("five_card_loo", "Five-card Loo", "[2S, KD, QC, 4H, 7D]"),
    ],
)
def test_the_eldest_is_told_every_deal_leads_as_a_double(game: str, name: str, hand: str) -> None:
    a = ans(DEALT.format(game=game, hand=hand))
    assert a["legal"] == ["2S"]
    for x in a["illegal"]:
        assert x["rule"] == f"{game}.eldest_leads_trump"
        assert x["quote"].startswith("In all double pools")
        assert x["reason"] == (
            f"you must lead a trump: you hold 2♠ ({name} leads every deal as a double pool)"
        )


def test_three_card_loo_in_a_double_says_nothing_more() -> None:
    """In Three-card Loo the duty is a double pool's, as the quote says: nothing to add."""
    a = ans(
        """
game: loo
players: 4
dealer: P0
pool: 6
trump: S
declarations: {P1: stand, P2: stand, P3: pass, P0: stand}
hands:
  P1: [2S, KD, QC]
"""
    )
    assert a["legal"] == ["2S"]
    reasons = {x["reason"] for x in a["illegal"]}
    assert reasons == {"you must lead a trump: you hold 2♠"}, reasons
