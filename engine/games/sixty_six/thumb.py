"""Sixty-Six's rule of thumb (the computer's middle level), read only from its seat's view.

Claim at 66; take the trump card for the 9; lead a marriage (the trump one first, leading the
queen and keeping the king); close with 46 or more, three trumps and the ace of trumps; in
compulsory play fetch trumps with the trump ace or ten; else lead the cheapest card outside a
marriage. Following: let a partner's trick be, win in the suit led with the richest card, trump
a rich trick (or any in compulsory play) as cheaply as possible, else throw the cheapest card.
"""

from __future__ import annotations

import random

from engine.game import Action
from engine.games.sixty_six.cards import (
    ACES,
    HIGH,
    PLAY,
    POINTS,
    QUEENS,
    RANKINGS,
    STRENGTH,
    cards_of,
)
from engine.games.sixty_six.play import legal_actions, legal_cards, marriages_in
from engine.games.sixty_six.rules import CLAIM, CLOSE, EXCHANGE, TARGET
from engine.games.sixty_six.state import SixtySixState, hand_points, side_of
from engine.search.thumb import least, most

# per trump suit: what it costs to throw a card away (trumps last, then by points, then rank)
CHEAP: tuple[tuple[int, ...], ...] = tuple(
    tuple(1000 * (r.trump_mask >> c & 1) + 10 * POINTS[c] + STRENGTH[c] for c in range(52))
    for r in RANKINGS[1]
)


def cheapest(cards: int, trump: int) -> int:
    """The card it hurts least to give away: fewest points, non-trump first."""
    return min(cards_of(cards), key=CHEAP[trump].__getitem__)


# Why each habit chooses its move, told to the player (the terminal's hint and Play's, ``Game.
# heuristic_move``): constants, so the computer's own moves (and the playouts) format nothing.
# The hint names the move first ("would claim 66", Game.move_words), so a reason says only
# why, never the move again; a card's says which card in words ("your cheapest card").
# Each says why in the voice of the other games' (Loo's "you can head the trick: take it with
# the cheapest card that does", Napoleon's "... more than the bid so far"): the situation, then
# what the habit makes of it; they had read as notes ("you have 70 points", "(trumps first)",
# "or throw your cheapest").
CLAIMS = (
    "you have {mine} points, and 66 wins the hand: playing on only lets the others take more points"
)
EXCHANGES = (
    "the trump card is a higher trump than the nine, and counts points where the nine counts none"
)
MELDS = (
    "you hold a marriage, worth 40 in trumps and 20 in another suit (so a trump one goes "
    "first): leading its queen scores it and keeps the king in your hand"
)
CLOSES = (
    "you have 46 or more points, three trumps and the ace of trumps: enough to reach 66 "
    "without another card from the stock"
)
FETCHES = (
    "the stock is closed or gone, so everyone must follow suit: lead your best trump to draw "
    "the others' trumps"
)
LEADS = "nothing better to lead: lead your cheapest card, keeping any marriage together"
LETS = (
    "your partner is winning the trick, and its points count for your side: win it as cheaply "
    "as you can, or else throw your cheapest card"
)
BRINGS = (
    "you can win in the suit led: win with the card that brings the most points, as a trick's "
    "points go to its winner"
)
TRUMPS = (
    "the trick holds 10 or more points, or the stock is closed or gone: a trump is worth "
    "spending, so win it as cheaply as you can"
)
THROWS = (
    "you cannot win the trick, or it is not worth a trump: throw your cheapest card, giving "
    "away the fewest points"
)


def heuristic_action(s: SixtySixState, rng: random.Random) -> Action:
    """The rule-of-thumb move for the player to move."""
    return choose(s)[0]


def heuristic_move(s: SixtySixState, rng: random.Random) -> tuple[Action, str]:
    """The rule-of-thumb move and why, in a phrase told to the player."""
    act, why = choose(s)
    return act, why.format(mine=hand_points(s, s.to_move))


def choose(s: SixtySixState) -> tuple[Action, str]:
    """The rule-of-thumb move and which habit chose it (one of the phrases above)."""
    seat = s.to_move
    acts = legal_actions(s)
    mine = hand_points(s, seat)
    if CLAIM in acts and mine >= TARGET:
        return CLAIM, CLAIMS
    if EXCHANGE in acts:
        return EXCHANGE, EXCHANGES
    if not s.trick:
        return _lead(s, acts, mine)
    return _follow(s)


def _lead(s: SixtySixState, acts: list[Action], mine: int) -> tuple[Action, str]:
    hand = s.hands[s.to_move]
    trump = s.trump
    r = RANKINGS[s.n == 4][trump]
    legal = legal_cards(s)
    melds = [a for a in acts if a.kind == "meld"]
    if melds:  # the trump marriage first; lead the queen and keep the king
        return max(
            melds,
            key=lambda a: (
                a.card is not None and a.card.suit == trump,
                a.card is not None and a.card in QUEENS,
            ),
        ), MELDS
    tcount = (hand & r.trump_mask).bit_count()
    if CLOSE in acts and mine >= 46 and tcount >= 3 and (hand >> ACES[trump]) & 1:
        return CLOSE, CLOSES
    if s.compulsory and s.n != 4:
        # lead a trump ace or ten while trumps are out, else keep the small cards moving
        top = legal & r.trump_mask & HIGH
        if top:
            return PLAY[most(top, STRENGTH)], FETCHES
    pool = legal & ~marriages_in(hand) or legal
    return PLAY[cheapest(pool, trump)], LEADS


def _follow(s: SixtySixState) -> tuple[Action, str]:
    seat = s.to_move
    trump = s.trump
    r = RANKINGS[s.n == 4][trump]
    legal = legal_cards(s)
    by, best = r.winning_play(s.trick)
    winners = legal & r.over[best]
    if s.n == 4 and side_of(s, by) == side_of(s, seat):  # the partner is winning
        return PLAY[least(winners, STRENGTH) if winners else cheapest(legal, trump)], LETS
    on_table = sum(POINTS[c] for _, c in s.trick)
    same = winners & r.suit_mask[r.follows[best]]
    if same:  # win in the suit led with the card that brings the most
        return PLAY[most(same, POINTS)], BRINGS
    if winners and (on_table >= 10 or s.compulsory):
        return PLAY[least(winners, STRENGTH)], TRUMPS
    return PLAY[cheapest(legal, trump)], THROWS
