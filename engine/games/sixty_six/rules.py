"""Sixty-Six's rule book, options and named variants: the rules as data, each with its source.

Every rule the engine enforces is a :class:`engine.rules.Rule` quoting its seed (or RULES.md
where the seeds disagree or are silent). The obligations of compulsory play are built from
the rules here (:func:`chain_for`), so a refusal always names the rule it comes from.
"""

from __future__ import annotations

from typing import NamedTuple

from engine.constraints import FollowSuit, HeadTheTrick, MustTrump, Obligation
from engine.game import Action, Option, Variant, register_declaration
from engine.rules import Rule, RuleBook, from_hand, outside_source, own_moves

register_declaration("exchange", "close", "claim", "meld")

EXCHANGE, CLOSE, CLAIM = Action("exchange"), Action("close"), Action("claim")
TARGET = 66
DEAL_WORD = "hand"  # a deal is a hand: a game is several, played for game points
BANK = "game points"  # the account game points are drawn from, so a settlement sums to zero

# The outside pages RULES.md §7 quotes for the German-practice and 1895 readings.
SYMULI = outside_source("http://symuli.com/other/card-game-66/", "Symuli's rules")
KARTENSPIELE = outside_source("http://www.kartenspiele.net/spiele/66.htm", "a German rules page")
BARTENDERS_GUIDE = outside_source(
    "https://euvs-vintage-cocktail-books.cld.bz/1895-Bartender-s-Guide-by-Berner-Mayer-Co/32/",
    "an 1895 bartender's guide",
)

R = Rule
RULES = RuleBook(
    [
        # the deal
        R(
            "sixty_six.pack",
            "Two-hand: 24 cards, A K Q J 10 9 of each suit.",
            "000",
            "A deck of 24 cards: A-K-Q-J-10-9 of each suit.",
        ),
        R(
            "sixty_six.deal",
            "Six cards each, dealt three at a time.",
            "000",
            "Each player receives 6 cards, dealt 3 at a time.",
        ),
        R(
            "sixty_six.trump_card",
            "The next card is turned and put partly under the stock: it decides trumps.",
            "000",
            "The top card of the stock is turned face up and placed partly "
            "underneath the stock. This trump card decides the trump suit.",
        ),
        R(
            "sixty_six.rank",
            "Cards rank A 10 K Q J 9 in every suit.",
            "000",
            "(Highest) A 10 K Q J 9 (Lowest)",
        ),
        # early play
        R(
            "sixty_six.first_lead",
            "The non-dealer leads first (in three- and four-hand, the player "
            "at the dealer's left).",
            "000",
            "The nondealer leads first.",
        ),
        R(
            "sixty_six.trick_winner",
            "A trick goes to the higher trump, or to the higher card of the suit led.",
            "000",
            "A trick is won by the higher trump or by the higher card of the suit led.",
        ),
        R(
            "sixty_six.draw",
            "The trick winner draws the top card of the stock, then his opponent the next.",
            "000",
            "The winner of a trick draws the top card of the stock, and his "
            "opponent draws the next card.",
        ),
        from_hand(
            "sixty_six.from_hand",
            "000",
            "After the stock is exhausted, the 6 cards in each hand are played out.",
            "the lesson never says so outright; the cards played are those 'in each hand', and a "
            "marriage or the 9 of trumps is shown from it",
            ("play", "show"),
        ),
        own_moves(
            "sixty_six.own_moves",
            "Sixty-Six",
            "to play a card, meld a marriage, exchange the 9 of trumps for the trump card, close "
            "the stock and claim 66",
            "000",
            "OBJECTS OF PLAY: TO meld marriages, to win counting cards in tricks, and to win last "
            "trick.",
            "the lesson names these in its paragraphs on marriages, the trump card, closing and "
            "scoring, and no other move",
        ),
        R(
            "sixty_six.free_play",
            "While the stock lasts you need not follow suit: any card may be played.",
            "000",
            "During this early play (before the stock is exhausted), you do not "
            "have to follow suit to the lead: you may play any card.",
        ),
        # marriages
        R(
            "sixty_six.marriage_value",
            "A marriage (king and queen of a suit) counts 40 in trumps, 20 otherwise.",
            "000",
            "A marriage is a King and Queen of the same suit. In the trump suit, "
            "a marriage counts 40; in any other suit, 20.",
        ),
        R(
            "sixty_six.marriage_after_trick",
            "Show a marriage after winning a trick, then lead the king or queen of it.",
            "000",
            "To score a marriage you must show it after winning a "
            "trick, then lead one of the two cards.",
        ),
        R(
            "sixty_six.opening_marriage",
            "The non-dealer may show a marriage on the opening lead; it "
            "scores only once he wins a trick.",
            "000",
            "If nondealer wants to lead a King or Queen "
            "from a marriage for the opening lead, he may show the marriage and do so. But he does "
            "not score the marriage until after he has won a trick.",
        ),
        R(
            "sixty_six.no_marriage_after_exhaustion",
            "No marriages once the stock is exhausted (only closing keeps them).",
            "RULES.md",
            "the seed implies they are not allowed (only closing keeps them)",
        ),
        R(
            "sixty_six.marriage_after_exhaustion",
            "Option: marriages may still be scored after the stock is exhausted.",
            "RULES.md",
            'Some Morehead-derived copies say "Marriages may still be scored".',
        ),
        # the nine of trumps
        R(
            "sixty_six.exchange",
            "The holder of the 9 of trumps may exchange it for the trump card, "
            "only after winning a trick and before leading.",
            "000",
            "A player having the 9 of trumps "
            "may exchange it for the trump card (to get a higher trump). You may make this exchange "
            "only after winning a trick, before making the next lead.",
        ),
        R(
            "sixty_six.exchange_open_stock",
            "No exchange once the stock is closed or exhausted.",
            "RULES.md",
            "Recommended: not allowed once the stock is closed or exhausted.",
        ),
        # closing and later play
        R(
            "sixty_six.close",
            "At a turn to lead a player may close: no more drawing.",
            "000",
            "At any turn to lead, a player may turn the trump card face down. This signifies that he "
            "closes, that is, stops any further drawing from the stock.",
        ),
        R(
            "sixty_six.closed_play",
            "After closing the hands are played out as in later play, but marriages may still "
            "be melded.",
            "000",
            "The hands are played out as in Later Play "
            "(below), with the difference that marriages may still be melded.",
            note="Later Play says: \u201ca player must follow suit to the lead if he can.\u201d",
        ),
        # the duty itself is Later Play's sentence; closing is what puts a hand under it
        R(
            "sixty_six.closed_follow_suit",
            "After closing you must follow suit if you can, as in later play.",
            "000",
            "a player must follow suit to the lead if he can.",
            note="Later Play's duty, which closing brings in: \u201cThe hands are played out as "
            "in Later Play (below)\u201d.",
            premise="sixty_six.closed_play",
        ),
        R(
            "sixty_six.follow_suit",
            "Once the stock is exhausted you must follow suit if you can.",
            "000",
            "After the stock is exhausted, the 6 cards in each hand are played "
            "out. At this time, a player must follow suit to the lead if he can.",
        ),
        R(
            "sixty_six.strict.follow_and_head",
            "German practice (variant): in later play follow suit and win the trick if you can.",
            "RULES.md",
            "must follow the suit led (winning the trick when possible), they must trump",
            url=SYMULI,
        ),
        R(
            "sixty_six.strict.trump",
            "German practice (variant): in later play, trump when you cannot follow.",
            "RULES.md",
            "muss Farbe bedient werden. Ist bedienen nicht möglich, muss "
            "man eine Trumpfkarte spielen",
            url=KARTENSPIELE,
        ),
        # counting
        R(
            "sixty_six.card_points",
            "Cards won count A 11, 10 10, K 4, Q 3, J 2, 9 nothing.",
            "000",
            "Cards won in tricks are counted as follows:",
            # the table after the colon draws its leaders as runs of underscores
            # ("Each Ace ___________11"), which a quotation cannot show cleanly: its counts in
            # the note under the quote
            note="The table that follows, line by line without its leaders: \u201cEach Ace "
            "11\u201d, \u201cEach ten 10\u201d, \u201cEach King 4\u201d, \u201cEach Queen "
            "3\u201d, \u201cEach Jack 2\u201d, \u201c(No count for 9's)\u201d.",
        ),
        R("sixty_six.last_trick", "The last trick scores 10.", "000", "For winning last trick"),
        R(
            "sixty_six.no_last_trick_after_closing",
            "After closing the last trick scores no 10.",
            "RULES.md",
            "After closing, the last trick scores no 10.",
        ),
        R(
            "sixty_six.marriage_scored",
            "Marriages are scored when melded; trick points when counted.",
            "000",
            "Marriages are scored on paper whenever melded.",
        ),
        # claiming and game points
        R(
            "sixty_six.claim",
            "At your turn to play you may claim 66: play stops and the cards are counted.",
            "000",
            "In your turn to play, you may claim that you have reached 66. Play "
            "stops at once and the cards are counted.",
        ),
        R(
            "sixty_six.claim_score",
            "A correct claim scores 1, 2 if the opponent has under 33, 3 if he has no trick.",
            "000",
            "If you are right, you score 1 game point\u2014 or 2 if your "
            "opponent has less than 33, or 3 if he has not even won a trick.",
        ),
        R(
            "sixty_six.wrong_claim",
            "A wrong claim gives the opponent 2 game points.",
            "000",
            "If you are wrong, not having 66, your opponent scores 2 game points.",
        ),
        R("sixty_six.threshold", "A claim needs 66 points or more.", "RULES.md", "Use \u2265 66."),
        R(
            "sixty_six.no_winner",
            "Both at 66 or more, or 65 each: nobody scores; the next hand's winner gets 1 extra.",
            "000",
            "If you and your opponent both get more than 66, or if you "
            "tie at 65, neither wins. But the winner of the next hand gets 1 additional game point.",
        ),
        R(
            "sixty_six.played_out",
            "A hand played out with one player at 66 or more scores as his correct claim.",
            "RULES.md",
            "Recommended: score it as a correct claim at the end of the hand.",
        ),
        R(
            "sixty_six.closer_fails",
            "A closer who fails to reach 66, or whose opponent gets there first, gives the "
            "opponent 2, or 3 if the opponent had no trick when the stock was closed.",
            "RULES.md",
            "a player who closes "
            "must reach 66 himself; if he does not (or his opponent reaches 66 first), the opponent "
            "scores 2 game points, or 3 if the opponent had not won a trick when the stock was "
            "closed.",
        ),
        R(
            "sixty_six.foster_closing",
            "Variant: a failed closer gives the opponent 1, 2 if the "
            "closer has under 33, 3 if he closed before the opponent won a trick.",
            "RULES.md",
            "If the closer fails, the opponent scores 1, or 2 if the closer has fewer than 33, or 3 "
            "if the closer closed before the opponent had won a trick.",
            url=BARTENDERS_GUIDE,
        ),
        R(
            "sixty_six.game",
            "Seven game points win the game.",
            "000",
            "The one who first scores 7 game points wins an overall game.",
        ),
        # three-hand
        R(
            "sixty_six.three.deal",
            "Three-hand: the dealer deals to the other two, who play two-hand Sixty-Six.",
            "000",
            "The dealer gives cards to the other two but none to himself. They "
            "play regular two-hand Sixty-Six.",
        ),
        R(
            "sixty_six.three.dealer_scores",
            "The dealer scores what the deal's winner scores.",
            "000",
            "The dealer scores the same number of game points as the winner of the deal.",
        ),
        R(
            "sixty_six.three.no_winner",
            "Both at 66 or more, or 65 each without a claim: the dealer alone scores 1.",
            "000",
            "If both players get 66 or more, or tie at 65 (without a "
            "claim), they score nothing and dealer gets 1.",
        ),
        R(
            "sixty_six.three.dealer_cap",
            "As dealer a player cannot reach 7: his total stops at 6.",
            "000",
            "If the usual scoring would put him up to 7 or over, his total becomes 6, and he "
            "must win the last point as an active player.",
        ),
        # four-hand
        R(
            "sixty_six.four.partners",
            "Four-hand: partners sit opposite.",
            "000",
            "The players sitting Opposite each other are partners.",
        ),
        R(
            "sixty_six.four.deal",
            "32 cards (7s and 8s added), all dealt, 8 each.",
            "000",
            "The deck is increased to 32 cards by adding the 8's and 7's. All the cards are dealt "
            "out, each player receiving 8.",
        ),
        R(
            "sixty_six.four.trump_card",
            "The last card is turned for trumps and taken by the dealer.",
            "000",
            "The last card is turned for trump, then taken in hand by the dealer.",
        ),
        R("sixty_six.four.no_melding", "No marriages in four-hand.", "000", "There is no melding."),
        R(
            "sixty_six.four.follow_suit",
            "Always follow suit if you can.",
            "000",
            "At all times a player must follow suit to a lead, if he can",
        ),
        R(
            "sixty_six.four.head_the_trick",
            "Always play higher than every card on the trick if you can, even over your partner.",
            "000",
            "also must if possible play higher than any card already played to the trick.",
        ),
        R(
            "sixty_six.four.trump_when_void",
            "With none of a plain suit led, trump or over-trump if you can.",
            "000",
            "When a plain suit is led and he has none, he must trump or overtrump if he can.",
        ),
        R(
            "sixty_six.four.undertrump",
            "Option: when you cannot over-trump you must still trump "
            "(default: you need not under-trump).",
            "RULES.md",
            "Under-trumping when you cannot overtrump",
        ),
        R(
            "sixty_six.four.played_out",
            "Every hand is played out: no claims.",
            "000",
            "Every hand is played out. There is no advantage in claiming to have won.",
        ),
        R(
            "sixty_six.four.scoring",
            "66-99 scores 1, 100-129 scores 2, every trick scores 3.",
            "000",
            "The winning side scores 1 game point for having taken 66 to 99, or 2 for 100 to 129, or "
            "3 for every trick (130).",
        ),
        R(
            "sixty_six.four.tie",
            "A 65-65 tie: 1 extra game point to the side winning the next hand.",
            "000",
            "If the sides tie at 65, 1 extra game point goes to the side winning the next hand.",
        ),
    ]
)

OPTIONS = (
    Option(
        "strict_later_play",
        "Later play: head the trick and trump",
        False,
        help="German practice: after the stock, follow suit and win the trick if you can, "
        "trump when void. The lesson texts ask only to follow suit.",
    ),
    Option(
        "closing_penalty",
        "Closer fails",
        "modern",
        ("modern", "foster"),
        help="The lesson texts: the opponent scores 2 (3 if he had no trick when closed); the "
        "1895 text: 1, 2 if the closer has under 33, 3 if closed before the opponent won a "
        "trick.",
        words=(
            ("modern", "the opponent scores 2 or 3"),
            ("foster", "the opponent scores 1, 2 or 3"),
        ),
    ),
    Option(
        "last_trick_after_closing",
        "Last trick scores 10 after closing",
        False,
        help="The 1895 text and Bicycle deny the 10 after closing.",
    ),
    Option(
        "marriages_after_exhaustion",
        "Marriages after the stock is exhausted",
        False,
        help="The lesson texts allow them only after closing; some Morehead copies allow them.",
    ),
    Option(
        "undertrump",
        "Four-hand: must under-trump",
        False,
        help="When void and unable to over-trump, must you still play a trump?",
    ),
    Option(
        "game_to",
        "Game points for a game",
        7,
        (7, 10),
        help="The lesson texts play to 7; one web page plays to 10.",
    ),
)

VARIANTS = {
    "seed": Variant(
        "seed",
        "The lesson texts (Trump Games and a web page)",
        "Follow suit only in later play; a failed "
        "closer gives 2 or 3; no 10 for the last trick after closing.",
        {},
    ),
    "strict_second_phase_german_practice": Variant(
        "strict_second_phase_german_practice",
        "German practice: strict later play",
        "After the stock is exhausted or closed, follow suit and head the trick, trump when "
        "void (kartenspiele.net, symuli.com).",
        {"strict_later_play": True},
    ),
    "foster_closing": Variant(
        "foster_closing",
        "1895 closing penalties",
        "A failed closer gives the opponent 1, 2 if "
        "the closer has under 33, 3 if he closed before the opponent won a trick.",
        {"closing_penalty": "foster"},
    ),
}


class Opts(NamedTuple):
    strict_later_play: bool = False
    closing_penalty: str = "modern"
    last_trick_after_closing: bool = False
    marriages_after_exhaustion: bool = False
    undertrump: bool = False
    game_to: int = 7
    variant: str = "seed"


def chain_for(opts: Opts, four: bool, closed: bool = False) -> tuple[Obligation, ...]:
    """The obligations of compulsory play (later play, closed play, four-hand at all times).
    ``closed``: the stock was closed, not exhausted; the duty is the same, but it is the closing
    sentence that puts the hands under it ("played out as in Later Play",
    ``sixty_six.closed_play``), so a refusal cites Later Play's duty in its own words ("a player
    must follow suit to the lead if he can", ``sixty_six.closed_follow_suit``, resting on the
    closing rule), not the sentence about the stock's being exhausted."""
    if four:
        return _CHAINS[1][opts.undertrump]
    if closed and not opts.strict_later_play:
        return _CHAINS[2][0]
    return _CHAINS[0][opts.strict_later_play]


# [four-hand][under-trumping], [two/three-hand][strict later play] and [closed, seed reading]:
# built once, read on the hot path without hashing the option record
_CHAINS: tuple[tuple[tuple[Obligation, ...], ...], ...] = (
    (
        (FollowSuit(RULES["sixty_six.follow_suit"]),),
        (
            FollowSuit(RULES["sixty_six.strict.follow_and_head"]),
            MustTrump(RULES["sixty_six.strict.trump"], undertrump=True),
            HeadTheTrick(RULES["sixty_six.strict.follow_and_head"]),
        ),
    ),
    (
        (
            FollowSuit(RULES["sixty_six.four.follow_suit"]),
            MustTrump(RULES["sixty_six.four.trump_when_void"], undertrump=False),
            HeadTheTrick(RULES["sixty_six.four.head_the_trick"]),
        ),
        # the option: a trump below one on the trick is still due, by its own rule (the seed's
        # "trump or overtrump if he can" asks nothing of a player who cannot over-trump)
        (
            FollowSuit(RULES["sixty_six.four.follow_suit"]),
            MustTrump(RULES["sixty_six.four.trump_when_void"], undertrump=False),
            MustTrump(RULES["sixty_six.four.undertrump"], undertrump=True),
            HeadTheTrick(RULES["sixty_six.four.head_the_trick"]),
        ),
    ),
    ((FollowSuit(RULES["sixty_six.closed_follow_suit"]),),),
)
