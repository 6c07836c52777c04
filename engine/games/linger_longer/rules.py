"""Linger Longer's rules as data (seed 003, and RULES.md §9 where the seed is silent), its
options and variants, and the play obligations in force.

Every rule the engine enforces is a :class:`engine.rules.Rule` quoting seed 003 word for word,
or citing RULES.md for a reading the seed leaves open (ace high, the stock running out, a trick
winner left without a card).
"""

from __future__ import annotations

from typing import NamedTuple

from engine.constraints import FollowSuit, Obligation
from engine.game import Option, Variant
from engine.rules import Rule, RuleBook, from_hand, outside_source, own_moves

# The page RULES.md §9 takes the reshuffle of the played cards from.
DENEXA = outside_source("https://www.denexa.com/blog/tag/sift-smoke/", "Denexa Games")

R = Rule
RULES = RuleBook(
    [
        R(
            "linger_longer.players",
            "Four to six play, with the 52-card pack.",
            "003",
            "Number of Players: 4 to 6.",
        ),
        R(
            "linger_longer.deal",
            "Each player is dealt as many cards as there are players (five each with five).",
            "003",
            "Each receives as many cards as there are players in the game.",
        ),
        R(
            "linger_longer.trump_card",
            "The dealer's last card is shown to all: its suit is trumps, and it stays in his "
            "hand until he plays it.",
            "003",
            "The last card dealt, belonging to the dealer, is shown to all the players. It "
            "decides the trump suit for that hand.",
        ),
        R(
            "linger_longer.stock",
            "The rest of the pack lies face down in the middle: the stock.",
            "003",
            "The rest of the deck is placed face down in the middle of the table, forming the "
            "stock.",
        ),
        R(
            "linger_longer.first_lead",
            "The player on the dealer's left leads to the first trick.",
            "003",
            "The player at left of the dealer makes the first lead.",
        ),
        R(
            "linger_longer.winner_leads",
            "The cards are played in tricks, one card from each player still in; the winner of "
            "a trick leads to the next.",
            "003",
            "The cards are played out in tricks.",
            note="The lesson names only the first lead (the player at left of the dealer); that "
            "each later trick is led by the winner of the one before is how it plays its tricks "
            "out, and Trickbook's rules notes take it so (\u201cWho leads if the trick winner "
            "has no card left?\u201d).",
        ),
        from_hand(
            "linger_longer.from_hand",
            "003",
            "When a player is left without any cards, he drops out of the hand, and the others "
            "play on.",
            "the lesson never says so outright; a player plays his own cards until he is left "
            "without any",
        ),
        own_moves(
            "linger_longer.own_moves",
            "Linger Longer",
            "only to play a card",
            "003",
            "The cards are played out in tricks.",
            "the lesson has no bidding and no declaring: the cards are played out, and it names "
            "no other move",
        ),
        R(
            "linger_longer.follow_suit",
            "Follow suit to the card led if you can.",
            "003",
            "A player must follow suit to the lead when able.",
        ),
        R(
            "linger_longer.otherwise_free",
            "Otherwise play or lead any card: no duty to head the trick or to trump.",
            "003",
            "Otherwise, he may lead or play what he pleases.",
        ),
        R(
            "linger_longer.trick_winner",
            "The highest trump wins the trick, else the highest card of the suit led.",
            "003",
            "A trick is won by the highest trump, or, if it contains no trump, by the highest "
            "card played of the suit led.",
        ),
        R(
            "linger_longer.ace_high",
            "Ace ranks highest, then king, queen, jack, 10 down to 2.",
            "RULES.md",
            "Ace high is not stated; it is implied, and the other descriptions say so.",
            note="Implied by the lesson, not stated in it.",
        ),
        R(
            "linger_longer.winner_draws",
            "The winner of a trick draws the top card of the stock; nobody else draws.",
            "003",
            "When a player wins a trick, he draws the top card of the stock. Nobody else draws.",
        ),
        R(
            "linger_longer.drop_out",
            "A player left without any cards drops out; the others play on without him.",
            "003",
            "When a player is left without any cards, he drops out of the hand, and the others "
            "play on.",
        ),
        R(
            "linger_longer.last_left",
            "The last player left holding cards wins the game.",
            "003",
            "The last one left, after all the others have had to drop out, wins the game.",
        ),
        R(
            "linger_longer.last_trick",
            "If two or more are down to one card each at the end, the winner of the last trick "
            "wins the game.",
            "003",
            "If two or more are down to one card each at the end, the winner of the last trick "
            "wins the game.",
        ),
        R(
            "linger_longer.stock_out",
            "Once the stock is empty the trick winner draws nothing, and play goes on until one "
            "player is left.",
            "RULES.md",
            "The stock running out is not covered.",
            note="The lesson does not say what happens when the stock is empty. Trickbook has "
            "the winner draw nothing and play on, since the lesson's own rules still end the "
            "game: a player out of cards drops out, and when two or more are down to one card "
            "each, the winner of the last trick wins. Refilling the stock from the played "
            "cards, as Denexa's rules do, is a variant.",
        ),
        R(
            "linger_longer.reshuffle",
            "Variant: when a trick's winner must draw and the stock is empty, the cards played to "
            "the tricks so far (this one included) are shuffled into a new stock and he draws "
            "its top card; nobody ever runs short of a draw, so the last player left wins.",
            "RULES.md",
            "Denexa (<https://www.denexa.com/blog/tag/sift-smoke/>) reshuffles the discards.",
            url=DENEXA,
        ),
        R(
            "linger_longer.winner_out",
            "If the winner of a trick has no card left to lead (the stock is empty) while two or "
            "more others still hold cards, the game ends and he wins it, by the last-trick rule.",
            "RULES.md",
            "Recommended: the game ends under the last-trick rule.",
            note="Trickbook's rules notes recommend this where a trick's winner has no card "
            "left to lead. With only one other still holding cards nobody needs to lead: this "
            "app's reading gives the game to that one, by the lesson's \u201cThe last one "
            "left, after all the others have had to drop out, wins the game.\u201d",
        ),
        R(
            "linger_longer.stake",
            "The winner takes the game: each other player pays him one counter.",
            "003",
            "wins the game.",
            note="The lesson names no amount; one counter a player is the stake.",
        ),
    ]
)

STAKE = 1  # counters each loser pays the winner (linger_longer.stake)


PLAY_ON, RESHUFFLE = "play_on", "reshuffle"  # readings of the stock running out


class Opts(NamedTuple):
    stock_out: str = PLAY_ON
    variant: str = "seed"


OPTIONS = (
    Option(
        "stock_out",
        "When the stock runs out",
        PLAY_ON,
        choices=(PLAY_ON, RESHUFFLE),
        help="The lesson text does not say. By default this app reads its words as they "
        "stand: the trick winner draws the top card of the stock, so with no stock he "
        "draws nothing and play goes on. Denexa reads it otherwise: the played cards are "
        "shuffled into a new stock and the winner draws from it.",
        words=(
            (PLAY_ON, "nobody draws, play goes on"),
            (RESHUFFLE, "the played cards are reshuffled"),
        ),
    ),
)
VARIANTS = {
    "seed": Variant(
        "seed",
        "The lesson text (How to Play Some Trump Card Games)",
        "Once the stock is empty nobody draws; play goes on until one player is left.",
        {},
    ),
    "reshuffle": Variant(
        "reshuffle",
        "Reshuffle the played cards (Denexa)",
        "When the stock runs out, the cards played so far are shuffled into a new stock and "
        "the trick's winner draws from it.",
        {"stock_out": RESHUFFLE},
    ),
}

CHAIN: tuple[Obligation, ...] = (FollowSuit(RULES["linger_longer.follow_suit"]),)
