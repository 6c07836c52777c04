"""What Forty-Five takes from Spoil Five, in one place: the card order, who leads, who may rob,
and the duties of play with the reneging privilege of the Five, the Jack and the A♥ (and the
labels of the two options these rules share, so that a reading has one name in both games).

Forty-Five is "Spoil Five when it is played by two persons only, or by four or six divided into
two equal partnerships" (seed 002), so these rules live in :mod:`engine.games.spoil_five`; this
module hands them on, each cited under Forty-Five's own id (``forty_five.renege_superior``), so
that a refusal in this game names this game's rule.

>>> from engine.cards import Card, Suit, mask_of, parse_cards
>>> hand = mask_of(parse_cards("JS 7D KH"))
>>> [r for _, r, _ in forbidden(False, hand, Card.parse("5S"), Suit.SPADES)][0].id
'forty_five.renege_superior'
"""

from __future__ import annotations

from engine.games.spoil_five import (
    DECLINE,
    ROB,
    Robber,
    forbidden_plays,
    hand_order,
    keeps_ace_refusal,
    kept_card,
    legal_mask,
    may_withhold,
    order_rules,
    play_rules,
    privilege_name,
    privilege_note,
    privileged_mask,
    rank_of,
    rob_actions,
    rob_hand,
    rob_refusal,
    rob_rules,
    robber,
    trump_ace,
    with_order_why,
)
from engine.games.spoil_five.robbing import (
    dealer_robs_first,
    rob_grounds,
    rob_words,
    robbed_ace_kept,
    seen_moves,
)
from engine.games.spoil_five.rules import (
    COMPULSORY_ROB,
    FIRST_LEAD,
    LATER_LEADS,
    TWO_PRIVILEGED,
    lead_rule,
)
from engine.rules import Rule
from engine.sentence import Sentence

__all__ = [
    "CARRY_OVER",
    "COMPULSORY_ROB",
    "TWO_PRIVILEGED",
    "dealer_robs_first",
    "DECLINE",
    "ROB",
    "SHARED_RULES",
    "Robber",
    "forbidden",
    "legal",
    "may_withhold",
    "privilege_name",
    "privilege_note",
    "privileged_mask",
    "hand_order",
    "rank_of",
    "keeps_ace_refusal",
    "kept_card",
    "rob_actions",
    "rob_grounds",
    "rob_hand",
    "rob_refusal",
    "rob_words",
    "robbed_ace_kept",
    "robber",
    "seen_moves",
    "shown_lacking",
    "trump_ace",
    "with_order_why",
]

GAME = "forty_five"
# the order named by what it is: a Forty-Five learner need not know Spoil Five
ORDER_RULES: dict[str, Rule] = order_rules(
    GAME, "by the plain-suit order: highest in red, lowest in black"
)
PLAY_RULES: dict[str, Rule] = play_rules(GAME)
ROB_RULES: dict[str, Rule] = rob_rules(GAME)
CARRY_OVER = (
    "These names are given to Spoil Five when it is played by two persons only, or by four or "
    "six divided into two equal partnerships."
)
"""Seed 002's sentence that makes Forty-Five a form of Spoil Five, whose rules carry over."""
# Foster's Forty-Five says nothing of who leads: Spoil Five's lead carries over with the rest
LEAD_RULE = lead_rule(
    GAME,
    "002",
    CARRY_OVER,
    "Foster's Forty-Five says nothing of who leads: it is Spoil Five played by two or by two "
    "sides, so Spoil Five's lead carries over. Trickbook's rules notes on robbing, after the "
    f'1911 Britannica, have the eldest hand lead first: "... {FIRST_LEAD}" But {LATER_LEADS}',
)
SHARED_RULES: list[Rule] = [
    *ORDER_RULES.values(),
    LEAD_RULE,
    *PLAY_RULES.values(),
    *ROB_RULES.values(),
]
"""Spoil Five's order, lead, play and robbing rules, with Forty-Five's ids."""


def legal(strict: bool, hand: int, led: int, trump: int) -> int:
    """The cards of ``hand`` that may be played to a trick led with ``led`` (-1: leading)."""
    return legal_mask(hand, led, trump, strict)


def forbidden(
    strict: bool, hand: int, led: int, trump: int
) -> list[tuple[int, Rule, str | Sentence]]:
    """Every card of ``hand`` that may not be played here: (card, rule, reason)."""
    return [
        (int(f.card), f.rule, f.words)
        for f in forbidden_plays(hand, led, trump, PLAY_RULES, strict)
    ]


def shown_lacking(led: int, card: int, trump: int) -> int:
    """The cards a legal play shows its player does not hold (for views and search): a card
    of a third suit on a plain lead shows he has none of the suit led; a plain card on a
    trump lead shows that every trump he still holds is privileged and above the card led."""
    r = rank_of(trump)
    led_suit, played_suit = r.follows[led], r.follows[card]
    if played_suit in (led_suit, trump):
        return 0
    if led_suit == trump:
        return r.trump_mask & ~(privileged_mask(trump) & r.above[led])
    return r.suit_mask[led_suit]
