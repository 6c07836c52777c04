"""The quote a refusal or an explanation shows is the sentence that says what the learner was
just told (the citations audit).

Sixty-Six: a follower refused after a player CLOSED was shown seed 000's "After the stock is
exhausted, the 6 cards in each hand are played out. At this time, a player must follow suit to
the lead if he can." The stock was not exhausted; the sentence that puts a closed hand under
that duty is the closing paragraph's "The hands are played out as in Later Play (below), with
the difference that marriages may still be melded." (``sixty_six.closed_play``).
"""

from __future__ import annotations

import yaml
from scenario_answers import ans

from engine.cards import Card
from engine.game import REGISTRY, play
from engine.rules import normalise
from engine.scenario import from_dict

CLOSED = """
game: sixty_six
turned: JH
closed_by: P1
tricks: {P1: 2, P0: 1}
leader: P1
hands:
  P0: [9S, 10H, KC, 9C, AD, JD]
trick: [P1 AS]
"""
# the same follower once six tricks have drawn the stock out
EXHAUSTED = CLOSED.replace(
    "turned: JH\nclosed_by: P1\ntricks: {P1: 2, P0: 1}", "trump: H\ntricks: {P1: 3, P0: 3}"
)


def _refusals(text: str) -> dict[str, dict[str, str]]:
    return {i["action"]: i for i in ans(text)["illegal"]}


def test_sixty_six_closed_follow_suit_cites_the_closing_sentence() -> None:
    out = _refusals(CLOSED)
    for card in ("10H", "KC", "9C", "AD", "JD"):
        rule = out[card]["rule"]
        assert rule == "sixty_six.closed_play", (card, rule)
        assert out[card]["reason"] == "you must follow suit: you hold 9♠"
    rule = REGISTRY.get("sixty_six").rules["sixty_six.closed_play"]
    assert "as in later play" in normalise(rule.quote)
    assert "exhausted" not in normalise(rule.quote)
    assert "follow suit" in rule.statement and "follow suit" in rule.note


def test_sixty_six_exhausted_follow_suit_still_cites_later_play() -> None:
    out = _refusals(EXHAUSTED)
    assert {out[c]["rule"] for c in ("10H", "KC", "9C", "AD", "JD")} == {"sixty_six.follow_suit"}
    rule = REGISTRY.get("sixty_six").rules["sixty_six.follow_suit"]
    assert normalise(rule.quote).startswith("after the stock is exhausted")
    assert "closed" not in rule.statement


def test_sixty_six_closed_free_card_is_grounded_in_the_closing_sentence() -> None:
    """A follower with none of the suit led after a close: any card, by the closing rule."""
    game = REGISTRY.get("sixty_six")
    text = CLOSED.replace("[9S, 10H, KC, 9C, AD, JD]", "[10H, KC, 9C, AD, JD]")
    state = from_dict(yaml.safe_load(text), "t.yaml").state
    grounds = game.grounds(state, play(Card.parse("KC")))
    assert [g.rule.id for g in grounds] == ["sixty_six.closed_play"]
    assert "you cannot follow suit" in grounds[0].reason
