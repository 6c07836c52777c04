"""Forty-Five's own rules as data (seed 002, and RULES.md §6 where the seed is silent): who
plays, the two sides, the scoring of a deal, game at 45 and counting out; its options and
variants.

Forty-Five is "Spoil Five when it is played by two persons only, or by four or six divided into
two equal partnerships": the card order, robbing and the duties of play are Spoil Five's and
come from :mod:`engine.games.spoil_five` (see :mod:`engine.games.forty_five.core`), cited here
under Forty-Five's own ids so that a refusal in this game names this game's rule.
"""

from __future__ import annotations

from typing import NamedTuple

from engine.game import Option, Variant
from engine.games.forty_five.core import CARRY_OVER, COMPULSORY_ROB, SHARED_RULES, TWO_PRIVILEGED
from engine.rules import Rule, RuleBook, own_moves

R = Rule
OWN_RULES: list[Rule] = [
    own_moves(
        "forty_five.own_moves",
        "Forty-Five",
        "to play a card and to rob the trump card (or, the dealer, let it lie)",
        "002",
        CARRY_OVER,
        "Forty-Five is Spoil Five played by two, or by two sides, with no pool to claim or jink; "
        "Foster names no other move",
    ),
    R(
        "forty_five.players",
        "Two play, or four or six in two equal partnerships; partners sit alternately, so the "
        "two sides play in turn.",
        "002",
        CARRY_OVER,
    ),
    R(
        "forty_five.no_pool",
        "There is no pool: one side or the other wins three tricks every deal.",
        "002",
        "There is no pool, as one side or the other must win three tricks every deal.",
    ),
    R(
        "forty_five.odd_trick",
        "The side winning the odd trick (three or four tricks) scores 5; all five tricks score 10.",
        "002",
        "The side winning the odd trick counts five points towards game, or ten points if it "
        "wins all five tricks.",
    ),
    R(
        "forty_five.game",
        "Forty-five points is game: the first side to reach 45 wins.",
        "002",
        "Forty-five points is game.",
    ),
    R(
        "forty_five.per_trick",
        "Variant: each trick counts 5 and the losers' count is deducted from the winners': "
        "three tricks score 5, four 15, all five 25.",
        "002",
        "In another variation, each trick counts five points, and the winners\u2019 score is "
        "deducted from the losers\u2019, so that if one side wins four tricks it counts fifteen "
        "towards game.",
    ),
    R(
        "forty_five.count_out",
        "With per-trick scoring the players count out: at 35 all, the first side to win two "
        "tricks reaches 45 and wins.",
        "002",
        "When this manner of counting is adopted, the players count out; that is, if each side "
        "is 35 up, the first to win two tricks counts out.",
    ),
    R(
        "forty_five.count_out_reading",
        "Counting out: each trick's 5 is credited the moment it is won, and the game ends as "
        "soon as a side reaches 45, even in the middle of a deal.",
        "RULES.md",
        "Recommended reading: when counting out applies, trick points are credited as they are "
        "won and the game ends the moment a side reaches 45.",
    ),
    R(
        "forty_five.per_trick_scale",
        "The per-trick scale: three tricks score 5, four 15 and five 25 (Bicycle, "
        "https://bicyclecards.com/how-to-play/forty-five, gives the same scale).",
        "RULES.md",
        "so 3 tricks score 5, 4 score 15 and 5 score 25. Bicycle gives the same scale.",
    ),
]

# Foster's "minor variations", each an option of its own (default off)
VARIATIONS = "Minor variations are sometimes introduced"
VARIATION_RULES: list[Rule] = [
    R(
        "forty_five.rob_with_king",
        "Variant: when the ace of trumps is not in play (not turned up, and in nobody's hand), "
        "the holder of the King of trumps may rob as the ace's holder would: in his turn, "
        "before his first card, he puts out a card other than the King and takes the turn-up.",
        "002",
        "such as robbing with the King, if the ace is not in play",
        note='Foster names the variation only. Trickbook\'s reading: "the ace" is the ace '
        'of the trump suit, the card whose holder robs by default (its rules notes: "only the '
        "holder of the trump suit's ace may rob. The A\u2665 qualifies only when hearts are "
        'trumps"); so with another suit trumps the A\u2665, though always a trump, is not '
        '"the ace": dealt or not, it neither lets its holder rob nor stops the King\'s. The '
        "ace is in play when it is turned up (the dealer robs it) or dealt to a player; only "
        "left in the pack is it not. A King turned up is robbed by nobody. The King's rob is "
        "optional, or compulsory under the 1911 Britannica's reading, like the ace's.",
    ),
    R(
        "forty_five.dealer_turn_five",
        "Variant: when the ace or the King of trumps is turned up, the dealer's side scores 5 "
        "at once, before play; if those 5 take it to 45, it has won before a card is played.",
        "002",
        "counting five for the dealer\u2019s side if the ace or King is turned up",
        note="The turn-up's suit is trumps, so any ace or King turned up is the ace or the "
        "King of trumps (the A\u2665 turned makes hearts trumps). Foster does not say whether "
        "those 5 can make game. Trickbook's reading: they can, as Trickbook's rules notes "
        'read counting out ("trick points are credited as they are won and the game ends '
        'the moment a side reaches 45"): the 5 are credited at the turn-up, and the side '
        'they take to 45 has reached game first ("Forty-five points is game"), with either '
        "scoring. Short of 45 they stand beside the deal's points, and the 5 stay the "
        "dealer's side's even if it is barred for failing to rob, as they were scored before "
        "the chance to rob came.",
    ),
]

RULES = RuleBook([*OWN_RULES, *VARIATION_RULES, *SHARED_RULES])

GAME_TO = 45
COUNT_OUT_AT = 35  # the seed's example: "if each side is 35 up"
TRICK_POINTS = 5
ODD_TRICK, ALL_FIVE = 5, 10
TRICKS = 5
PLAYER_COUNTS = (2, 4, 6)
TURN_FIVE = 5  # the dealer's side's count for an ace or King turned up


class Opts(NamedTuple):
    per_trick: bool = False  # score 5 a trick less the losers' count, and count out
    eb_compulsory_rob: bool = False  # the 1911 Britannica: who fails to rob cannot go out
    strict_single_privileged: bool = False  # two privileged trumps: he must play one of them
    rob_with_king: bool = False  # the ace of trumps not in play: the King's holder robs
    dealer_turn_five: bool = False  # an ace or King turned up: 5 to the dealer's side
    variant: str = "rules_md"


OPTIONS = (
    Option(
        "per_trick",
        "Score per trick (and count out)",
        False,
        help="Foster's other variation: each trick counts five, the losers' tricks are "
        "deducted (3 tricks score 5, 4 score 15, 5 score 25), and the players count out at 45. "
        "By default the odd trick scores 5 and all five tricks 10.",
    ),
    Option(
        "eb_compulsory_rob",
        COMPULSORY_ROB,
        False,
        help="The 1911 Britannica: 'A player who fails to rob cannot go out that hand': the "
        "player who may rob and lets the chance pass scores nothing for his side that deal. By "
        "default robbing is optional (Peel's variation; Bicycle).",
    ),
    Option(
        "strict_single_privileged",
        TWO_PRIVILEGED,
        False,
        help="Foster reads the privilege as 'having no smaller trump with them': holding the "
        "Five and the Jack alone, a low trump led, he must play one of them. By default each "
        "privileged card may be held back by itself (Peel).",
    ),
    Option(
        "rob_with_king",
        "Rob with the King if the ace is not in play",
        False,
        help="One of Foster's minor variations: when the ace of trumps is neither turned up "
        "nor dealt to anyone, the holder of the King of trumps may rob as the ace's holder "
        "would, in his turn before his first card, keeping the King. 'The ace' is the ace of "
        "the trump suit: with another suit trumps the A\u2665 does not count. By default only "
        "the ace's holder (or the dealer, an ace turned) robs.",
    ),
    Option(
        "dealer_turn_five",
        "5 to the dealer's side for an ace or King turned up",
        False,
        help="One of Foster's minor variations: when the ace or the King of trumps is turned "
        "up, the dealer's side scores 5 at once, before play; if that takes it to 45 it has "
        "won the game before a card is played (Trickbook's reading, as points are credited "
        "when counting out). By default the turn-up scores nothing.",
    ),
)

VARIANTS = {
    "rules_md": Variant(
        "rules_md",
        # Foster's game, with Peel's order, robbing and per-card privilege where Foster is cut
        # off (beside the variant that reads Foster's privilege literally)
        "Foster's Hoyle (1897), with Peel",
        "The odd trick scores 5, all five tricks 10; game 45. Robbing is optional; each "
        "privileged trump may be held back by itself.",
        {},
    ),
    "per_trick": Variant(
        "per_trick",
        "Per trick, counting out",
        "Each trick counts 5 less the losers' count (3 tricks 5, 4 tricks 15, 5 tricks 25); "
        "trick points are credited as won, and the first side to reach 45 counts out.",
        {"per_trick": True},
    ),
    "eb_compulsory_rob": Variant(
        "eb_compulsory_rob",
        "Robbing compulsory (1911 Britannica)",
        "As the default reading, but a player who may rob and lets the chance pass (the dealer "
        "letting a turned ace lie, the ace's holder playing a card unrobbed) cannot go out: his "
        "side scores nothing that deal.",
        {"eb_compulsory_rob": True},
    ),
    "strict_single_privileged": Variant(
        "strict_single_privileged",
        f"{TWO_PRIVILEGED} (Foster, read strictly)",
        "As the default reading, but a player whose only trumps are two privileged ones must "
        "play one of them to an inferior trump led.",
        {"strict_single_privileged": True},
    ),
    "rob_with_king": Variant(
        "rob_with_king",
        "Robbing with the King (a minor variation)",
        "As the default reading, but when the ace of trumps is not in play (neither turned up "
        "nor dealt), the holder of the King of trumps may rob, in his turn before his first "
        "card.",
        {"rob_with_king": True},
    ),
    "dealer_turn_five": Variant(
        "dealer_turn_five",
        "Five for the dealer's turn-up (a minor variation)",
        "As the default reading, but when the ace or the King of trumps is turned up the "
        "dealer's side scores 5 at once, before play; 5 that take it to 45 win the game there.",
        {"dealer_turn_five": True},
    ),
}


def points_for(tricks: int, per_trick: bool) -> int:
    """What a side's tricks in a finished deal score it (0 for the side without the odd
    trick).

    >>> [points_for(k, False) for k in range(6)], [points_for(k, True) for k in range(6)]
    ([0, 0, 0, 5, 5, 10], [0, 0, 0, 5, 15, 25])
    """
    if tricks * 2 < TRICKS:
        return 0
    if per_trick:
        return TRICK_POINTS * (tricks - (TRICKS - tricks))
    return ALL_FIVE if tricks == TRICKS else ODD_TRICK
