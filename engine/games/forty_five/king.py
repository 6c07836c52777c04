"""Robbing with the King, one of Foster's "minor variations" (seed 002; option
``rob_with_king``): when the ace of trumps is not in play, the holder of the King of trumps
robs as the ace's holder would, in his turn before his first card, keeping the King.

"The ace" is the ace of the trump suit, the card whose holder robs by default (RULES.md §5:
"The A♥ qualifies only when hearts are trumps"), so the A♥ with another suit trumps has no
bearing on it; the ace is in play when it is turned up or dealt, and not in play only when it
lies in the pack. Spoil Five's robbing (:mod:`engine.games.spoil_five.robbing`) knows two
robbers, the dealer and the ace's holder; this module adds the third, ``Robber(seat,
"king")``, and says his refusals and grounds under ``forty_five.rob_with_king``.

>>> from engine.cards import Card, mask_of, parse_cards
>>> hands = (mask_of(parse_cards("KC 2D 3D 4D 6D")), mask_of(parse_cards("QS 2S 3S 4S 6S")))
>>> robber_of(True, hands, dealer=1, turned=Card.parse("9C"))
Robber(seat=0, kind='king')
>>> robber_of(False, hands, dealer=1, turned=Card.parse("9C"))
Robber(seat=-1, kind='')
"""

from __future__ import annotations

from collections.abc import Sequence

import engine.games.forty_five.core as core
from engine.cards import CARDS, Card, Suit
from engine.game import Action, Ground, Refusal
from engine.games.forty_five.rules import RULES
from engine.games.spoil_five.robbing import chance_gone
from engine.sentence import HIS, YOU, Sentence, he, you

KING = "king"
RULE = "forty_five.rob_with_king"
HELD = "the King of trumps, the ace not in play"  # what lets him rob (the table, the Now box)


def trump_king(turned: int) -> Card:
    """The King of the turn-up's suit, trumps."""
    return Card.of(13, Suit(CARDS[turned].suit))


def robber_of(with_king: bool, hands: Sequence[int], dealer: int, turned: int) -> core.Robber:
    """Who may rob: Spoil Five's robber (the dealer, an ace turned; the trump ace's holder);
    with ``with_king`` and the ace in the pack, the holder of the King of trumps (nobody when
    the King is the turn-up, or in the pack too)."""
    who = core.robber(hands, dealer, turned)
    if who.kind or not with_king or turned < 0:
        return who
    king = trump_king(turned)
    for seat, hand in enumerate(hands):
        if hand >> king & 1:
            return core.Robber(seat, KING)
    return who


def kept(kind: str, turned: int) -> int:
    """The card a robber may not put out, as a mask: the ace his rob rests on, or the King."""
    if kind == KING:
        return 1 << trump_king(turned)
    return core.kept_card(kind, turned)


def keeps_king_refusal(action: Action, turned: int) -> Refusal:
    """Why the King's holder may not put the King itself out: it is what lets him rob."""
    king = trump_king(turned)
    return Refusal(
        action,
        RULES[RULE],
        Sentence.of(
            f"the {king.pretty} is what lets ",
            YOU,
            " rob, the ace not being in play: it stays in ",
            HIS,
            f" hand beside the {CARDS[turned].pretty} ",
            *he("takes", "take"),
            " in, so ",
            *he("must", "must"),
            " put out another card",
        ),
    )


def ace_in_play_refusal(action: Action, turned: int) -> Refusal:
    """Why the King's holder may not rob while the ace of trumps is in play: "you may not rob
    with the K♠: the A♠ is in play"."""
    king, ace = trump_king(turned), core.trump_ace(CARDS[turned].suit)
    return Refusal(
        action,
        RULES[RULE],
        Sentence.of(
            *you("may", "may"),
            f" not rob with the {king.pretty}: the {ace.pretty} is in play "
            "(the King robs only when the ace of trumps lies in the pack)",
        ),
    )


def chance_gone_refusal(action: Action) -> Refusal:
    """Why the King's holder may not rob once his first card is down."""
    return Refusal(action, RULES[RULE], chance_gone(" with the King"))


def holds_king(hand: int, turned: int) -> bool:
    return bool(hand >> trump_king(turned) & 1)


def rob_ground(action: Action, turned: int) -> Ground:
    """Why the King's holder may make this ``rob``."""
    king, ace = trump_king(turned), core.trump_ace(CARDS[turned].suit)
    put = action.card.pretty if action.card is not None else "?"
    return Ground(
        action,
        RULES[RULE],
        f"the {ace.pretty} is not in play and you hold the {king.pretty}: in your turn, before "
        f"your first card, you may put out a card (here the {put}) and take the "
        f"{CARDS[turned].pretty}",
        "allows",
    )
