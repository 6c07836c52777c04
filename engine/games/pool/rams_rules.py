"""Rams' rule book, options and variants (seeds 000 = 004, and 002), as data.

``rams.X`` cites Foster (002) or, where only it says so, the lesson text (000); ``rams.lesson_000.X``
cites seed 000's reading where it differs (the variant ``dealer_card_trump_000``). RULES.md §2
decides the default and names the variants.
"""

from __future__ import annotations

from engine.game import Option, Variant
from engine.rules import Rule, RuleBook, book_name, from_hand, own_moves

R = Rule
RULES = RuleBook(
    [
        # ---- cards, players, the deal ---------------------------------------------------------
        R(
            "rams.pack",
            "Rams is played with 32 cards: the 2s to 6s are taken out of the pack.",
            "000",
            "CARDS: A deck of 32. Discard all 2's to 6's from a regular deck of 52.",
        ),
        R(
            "rams.rank",
            "In every suit the cards rank A K Q J 10 9 8 7, the ace highest.",
            "000",
            "The cards in each suit rank: (Highest) A K Q J 10 9 8 7 (Lowest)",
        ),
        R(
            "rams.fashion_rank",
            "Foster calls the ace-high order the fashion of his day.",
            "002",
            "It has lately become the fashion, however, to adopt the rank of the cards in the "
            "piquet pack, A K Q J 10 9 8 7.",
        ),
        R(
            "rams.ecarte_rank",
            "Variant: the cards rank as at Écarté, K Q J A 10 9 8 7.",
            "002",
            "Rams is played with the euchre pack, thirty-two cards, which rank as at Écarté, "
            "K Q J A 10 9 8 7.",
        ),
        R(
            "rams.players",
            "Three to six play; with six the dealer takes no cards.",
            "002",
            "Any number from three to six may play; but when six play the dealer takes no cards.",
        ),
        R(
            "rams.lesson_000.players",
            "The lesson text: three to five play.",
            "000",
            "This game is very similar to Loo. NUMBER OF PLAYERS: 3 to 5.",
        ),
        R(
            "rams.counters",
            "Everyone starts with the same number of counters.",
            "000",
            "Equal numbers of counters are distributed to all players at the beginning of a game.",
        ),
        R(
            "rams.ante",
            "Each dealer puts five counters in the pool, to start it or to add to it.",
            "002",
            "Each successive dealer puts up five counters, to form or to augment the pool.",
        ),
        R(
            "rams.dealer_adds",
            "The dealer always adds five, whatever the pool holds.",
            "002",
            "No matter how many counters are already in the pool, the dealer must add five.",
        ),
        R(
            "rams.lesson_000.ante",
            "The dealer antes five counters; the pool also holds the last deal's payments.",
            "000",
            "The dealer antes 5 counters into a pool. After the game gets under way, the pool "
            "also contains payments from the previous deal.",
        ),
        R(
            "rams.deal",
            "Five cards each, dealt two then three, or three then two.",
            "002",
            "five are given to each player; two the first round and three the next, or three the "
            "first round and two the next.",
        ),
        R(
            "rams.widow_dealt",
            "An extra hand, the widow, is dealt face down in the centre, just before the dealer "
            "helps himself in each round.",
            "002",
            "The dealer gives cards to the widow just before dealing to himself in each round.",
        ),
        R(
            "rams.lesson_000.deal",
            "The lesson text: five cards each in batches of 3 and 2, and a widow as in Loo (just "
            "to the dealer's left).",
            "000",
            "Each player receives 5 cards in batches of 3 and 2. An extra hand or widow is dealt, "
            "as in Loo.",
        ),
        R(
            "rams.trump_turned",
            "After the deal the next card is turned up for trumps.",
            "002",
            "When all are helped, the next card is turned up for the trump.",
        ),
        R(
            "rams.lesson_000.dealer_card_trump",
            "Variant: the dealer's own last card is shown to set trumps.",
            "000",
            "The last card, belonging to the dealer, is exposed to determine the trump suit.",
        ),
        R(
            "rams.undealt",
            "The cards not dealt are put aside.",
            "000",
            "Undealt cards are put aside until the next deal.",
        ),
        # ---- declaring ------------------------------------------------------------------------
        R(
            "rams.declare",
            "From the eldest hand, each player in turn plays or passes.",
            "002",
            "Each player in turn, beginning with the eldest hand, may either play or pass.",
        ),
        R(
            "rams.lesson_000.declare",
            "The lesson text: from the dealer's left, each in turn plays or drops out.",
            "000",
            "Beginning with the player at left of the dealer, each in turn must declare whether "
            "he will play or will drop out.",
        ),
        R(
            "rams.pass_out",
            "A player who passes lays his cards down and takes no further part, unless a general "
            "rams is announced.",
            "002",
            "If he passes, he lays his cards face downward in front of him, and takes no further "
            "part in that deal unless a general rams is announced.",
        ),
        R(
            "rams.undertaking",
            "A player who plays must win a trick, or forfeit five counters to the pool.",
            "002",
            "If he plays, he engages himself to take at least one trick, or forfeit five counters "
            "to the pool.",
        ),
        R(
            "rams.widow",
            "Instead of playing his own hand a player may take the widow in exchange; taking it "
            "is playing.",
            "002",
            "He may play with the hand originally dealt him, or he may risk getting a better by "
            "taking the widow in exchange.",
        ),
        R(
            "rams.widow_dead",
            "The hand given up for the widow is dead: nobody may see it.",
            "002",
            "If he exchanges, his original hand is dead, and must not be seen by any player.",
        ),
        R(
            "rams.widow_once",
            "Once the widow is taken, later players play their own hands or pass.",
            "002",
            "If any player takes the widow, those following him must play the hand dealt them or "
            "pass out.",
        ),
        R(
            "rams.lesson_000.widow",
            "The lesson text: any player in his turn may take the widow if nobody took it before.",
            "000",
            "Any player in his turn may discard his hand and take the widow instead (if it has "
            "not been taken before him).",
        ),
        R(
            "rams.eldest_plays",
            "Option: in some clubs the eldest hand must play, with his hand or the widow.",
            "002",
            "In some clubs the eldest hand is obliged to play, either with his own hand or with "
            "the widow.",
        ),
        R(
            "rams.pone",
            "If all before him pass, the pone (the dealer's right) must play against the dealer "
            "or pay him five to drop; the pool stays.",
            "002",
            "If all pass except the pone, he must play against the dealer, either with the cards "
            "dealt him, or with the widow. If he declines to play, he must pay the dealer five "
            "counters, and the pool remains.",
        ),
        R(
            "rams.lesson_000.pone",
            "The lesson text: if everyone ahead of the pone passes, he pays the dealer five to "
            "drop, and the pool stays undivided.",
            "000",
            "If everybody ahead of the player at right of the dealer passes, this player must pay "
            "the dealer 5 counters if he wishes to drop. In this case, the pool remains undivided.",
        ),
        R(
            "rams.dealer_must_play",
            "Against a single player the dealer must play; against two or more he may pass.",
            "002",
            "The dealer must play if he is opposed by only one player; but if two others have "
            "announced to play, the dealer may play or pass as he pleases.",
        ),
        R(
            "rams.lesson_000.dealer_defends",
            "The lesson text: if only one other player plays, the dealer must play to defend the "
            "pool.",
            "000",
            "If only one player other than the dealer decides to play, the dealer must play to "
            "defend the pool.",
        ),
        R(
            "rams.rob",
            "A dealer who plays may take up the trump card, discarding another.",
            "002",
            "If he plays, he may discard and take up the trump card.",
        ),
        R(
            "rams.rob_dealer_only",
            "Only the dealer may rob the trump card.",
            "002",
            "No other player may rob the trump.",
        ),
        R(
            "rams.lesson_000.rob",
            "The lesson text: only the dealer defending against one player may take the trump "
            "card, discarding another face down.",
            "000",
            "In this case he is allowed to take the trump card and discard another face down.",
        ),
        R(
            "rams.simple_pool",
            "Variant: a simple pool (only the dealer's five) compels everyone to play.",
            "002",
            "The usual custom is to compel every one to play when the pool is a simple, "
            "containing nothing but the five counters put up by the dealer.",
        ),
        R(
            "rams.double_pool",
            "In a double pool (more than the dealer's five) players may play or pass.",
            "002",
            "In double pools the players may play or pass as they please.",
        ),
        # ---- general rams ---------------------------------------------------------------------
        R(
            "rams.general_rams",
            "In his turn a player may announce a general rams: he will win all five tricks.",
            "002",
            "If any player thinks he can win all five tricks, with the advantage of the first "
            "lead, he may announce a general rams, when it comes to his turn to pass or play.",
        ),
        R(
            "rams.rams_widow_timing",
            "Rams may be announced before or after taking the widow.",
            "002",
            "This announcement may be made either before or after taking the widow.",
        ),
        R(
            "rams.lesson_000.rams",
            "The lesson text: rams is announced before or after taking the widow, but before "
            "the next player declares.",
            "000",
            "Any player may declare rams. This means that he will undertake to win all the "
            "tricks. He may make this declaration either before or after taking the widow, but "
            "must make it before the next player in turn has declared.",
        ),
        R(
            "rams.rams_all_play",
            "In a general rams everyone plays; those who passed take their hands up again.",
            "002",
            "When a general rams is announced, all at the table must play, and those who have "
            "passed and laid down their hands, must take them up again.",
        ),
        R(
            "rams.lesson_000.rams_all_play",
            "The lesson text: in a rams everybody plays; those who dropped out pick up again.",
            "000",
            "In a rams, everybody must play; any who have dropped out must pick up their hands "
            "again.",
        ),
        R(
            "rams.rams_widow",
            "In a rams, a widow not yet taken may be taken by anyone who has not refused it "
            "(a player who passed did not refuse it).",
            "002",
            "If the widow has not been taken, any player who has not already refused it may "
            "take it.",
        ),
        R(
            "rams.lesson_000.rams_widow",
            "The lesson text: in a rams, the widow goes round to those who neither refused it "
            "nor dropped out.",
            "000",
            "If the rams player has not taken the widow, each player who has not refused it or "
            "has not dropped out gets a chance to take it.",
        ),
        R(
            "rams.rams_leads",
            "The player who announced rams leads the first trick.",
            "002",
            "The player who announced general rams has the first lead.",
        ),
        R(
            "rams.lesson_000.rams_leads",
            "The lesson text: the rams player makes the opening lead.",
            "000",
            "A player who declares rams makes the opening lead.",
        ),
        R(
            "rams.eldest_leads",
            "Otherwise the eldest hand of those playing leads any card he likes.",
            "002",
            "The eldest hand of those who have declared to play begins by leading any card he "
            "pleases.",
        ),
        R(
            "rams.lesson_000.eldest_leads",
            "The lesson text: otherwise the player nearest the dealer's left who plays leads.",
            "000",
            "Otherwise, it is made by the player nearest dealer's left, among those who have "
            "decided to play.",
        ),
        # ---- the play -------------------------------------------------------------------------
        from_hand(
            "rams.from_hand",
            "002",
            "He may play with the hand originally dealt him, or he may risk getting a better by "
            "taking the widow in exchange.",
            "Foster's player plays 'with the hand originally dealt him', or with the widow he "
            "took in exchange for it",
            ("play", "discard"),  # a rob discards
        ),
        own_moves(
            "rams.own_moves",
            "Rams",
            "to play a card and, in declaring, to play or pass, take the widow, announce a "
            "general rams or (the dealer) rob the trump card",
            "002",
            "Each player in turn, beginning with the eldest hand, may either play or pass.",
            "Foster's Rams names these (the widow, the general rams, the dealer taking up the "
            "trump card) and the play of the cards, and no other move",
        ),
        R(
            "rams.follow_suit",
            "Follow suit when you can.",
            "000",
            "A player must follow suit when he can",
        ),
        R(
            "rams.head_the_trick",
            "Head the trick: play a card that beats every card on it if you can (either of two "
            "such cards).",
            "002",
            "Each player in turn must head the trick; that is, play a higher card if he can. If "
            "he has two higher, he may play either.",
        ),
        R(
            "rams.must_trump",
            "With none of the suit led you must trump, even below a trump already played.",
            "002",
            "If he has none of the suit led, he must trump if he can, even if the trick is "
            "already trumped by another player.",
        ),
        R(
            "rams.undertrump_example",
            "Foster's example: D's only trump, the queen, must go on C's king of trumps.",
            "002",
            "Suppose C trumps with the King, and that the only trump D has is the Queen, he must "
            "play it on the trick, losing it to C's King.",
        ),
        R(
            "rams.lesson_000.head_and_trump",
            "The lesson text: play higher than any card on the trick if you can, and trump a "
            "plain suit if able, even if it is already trumped.",
            "000",
            "must play higher than any previous card on the trick, when he can. If a plain suit "
            "is led, he must trump if able, even if the trick has already been trumped.",
        ),
        R(
            "rams.discard",
            "With neither the suit led nor a trump, play any card.",
            "002",
            "When a player can neither follow suit nor trump, he may discard any card he pleases.",
        ),
        R(
            "rams.trick_winner",
            "The highest trump wins the trick; with no trump, the highest card of the suit led.",
            "000",
            "A trick is won by the highest trump in it, or, if it contains no trump, by the "
            "highest card played of the suit led.",
        ),
        R(
            "rams.winner_leads",
            "The winner of a trick leads to the next, until five tricks are played.",
            "002",
            "The winner of the trick leads for the next trick, and so on until all five tricks "
            "have been played.",
        ),
        # ---- the settlement -------------------------------------------------------------------
        R(
            "rams.fifths",
            "Each trick takes one fifth of the pool.",
            "002",
            "he is entitled to take one-fifth of the contents of the pool for every trick he has "
            "won.",
        ),
        R(
            "rams.lesson_000.fifths",
            "The lesson text: one counter, or one fifth of the pool, per trick.",
            "000",
            "Each player who has stayed in takes 1 counter (or one-fifth of the counters) from "
            "the pool for each trick he wins.",
        ),
        R(
            "rams.ramsed",
            "A player who played and took no trick is ramsed: five counters to the next pool.",
            "002",
            "If he has played his hand, and failed to get a trick, he is ramsed, and forfeits "
            "five counters to form the next pool, in addition to those which will be put up by "
            "the next dealer.",
        ),
        R(
            "rams.lesson_000.ramsed",
            "The lesson text: whoever wins no trick pays five into the next pool.",
            "000",
            "Each who wins no trick must pay 5 counters into the next pool.",
        ),
        R(
            "rams.several_ramsed",
            "Each player ramsed pays five; a ramsed next dealer puts up ten (his ante and his "
            "rams).",
            "002",
            "If two or more players fail to win a trick, they must each pay five counters, and "
            "if the player whose turn it will be to deal next is ramsed, he will have to put up "
            "ten; five for his deal, and five for the rams.",
        ),
        R(
            "rams.rams_made",
            "Rams made: the announcer takes the pool and five from each other player.",
            "002",
            "If he succeeds in getting all five tricks, he not only gets the pool but receives "
            "five counters in addition from each player.",
        ),
        R(
            "rams.lesson_000.rams_made",
            "The lesson text: rams made wins the whole pool plus five from every other player.",
            "000",
            "If the rams player wins all the tricks, he wins the whole pool plus 5 counters from "
            "every other player.",
        ),
        R(
            "rams.rams_lost",
            "Rams lost: the announcer doubles the pool and pays five to each opponent.",
            "002",
            "If he fails, he must double the amount then in the pool, and pay five counters to "
            "each of his adversaries.",
        ),
        R(
            "rams.lesson_000.rams_lost",
            "The lesson text: one trick lost and the cards are thrown in; he doubles the pool "
            "and pays five to every other player.",
            "000",
            "If he loses a single trick, the cards are at once thrown in; he must pay counters "
            "to double the pool and 5 counters to every other player.",
        ),
        R(
            "rams.rams_stop",
            "The player who spoils a rams takes nothing from the pool, and play stops at the "
            "first trick the announcer loses.",
            "002",
            "Any player taking a trick that spoils a general rams gets nothing from the pool, "
            "and it is usual to abandon the hands the moment the announcing player loses a "
            "trick.",
        ),
        R(
            "rams.rams_losers",
            "In a rams the players who win no trick are not ramsed as well.",
            "RULES.md",
            "it is not stated whether players who win nothing also pay the ordinary rams forfeit.",
        ),
        R(
            "rams.defender",
            "A dealer who must play against one player is an ordinary player: he takes his "
            "tricks' shares, or is ramsed.",
            "RULES.md",
            "Recommended default: he is an ordinary player; offer `loo_style_defence` as a "
            "variant.",
        ),
        R(
            "rams.loo_defence",
            "Variant: the dealer who must play against one player neither "
            "collects nor pays; the pool settles with his opponent alone.",
            "000",
            'When the dealer plays merely to "defend the pool," he neither collects nor pays any '
            "counters; the pool settles with his opponent alone.",
        ),
        R(
            "rams.penalty",
            "Rams' one penalty (wrong number of cards, a card exposed, playing out of turn, a "
            "renounce, refusing to head or trump): win nothing on the deal and forfeit five to "
            "the next pool.",
            "002",
            "There is only one penalty in Rams; to win nothing on the deal, and to forfeit five "
            "counters to the next pool. This is inflicted for playing with more or less than "
            "five cards; for exposing any card; for leading or playing out of turn; for "
            "renouncing; and for refusing to head or trump a trick when able to do so.",
        ),
    ]
)

OPTIONS = (
    Option(
        "text",
        "Which text's deal and number of players",
        "002",
        choices=("002", "000"),
        help="Foster: a card turned after the deal, 3 to 6 players, the dealer robs whenever he "
        "plays; the lesson text: the dealer's own last card sets trumps, 3 to 5 players.",
        # each reading's cell says how many play (Rams.players_range), as the help does
        words=(
            ("002", f"{book_name('002')}: 3 to 6 players"),
            ("000", f"{book_name('000')}: 3 to 5 players"),
        ),
    ),
    Option("ecarte", "Écarté rank (K Q J A)", False, help="Foster's traditional order."),
    Option(
        "simple_compulsory",
        "Everyone plays in a simple pool",
        False,
        help="Foster's 'usual custom': with only the dealer's five in the pool, nobody passes.",
    ),
    Option(
        "loo_defence",
        "Loo-style defence",
        False,
        help="The dealer forced to play against one player neither collects nor pays.",
    ),
    Option(
        "eldest_plays",
        "The eldest must play",
        False,
        help="'In some clubs': the eldest hand may not pass.",
    ),
)

VARIANTS = {
    "standard": Variant(
        "standard",
        "Foster's Hoyle (1897), ace high",
        "Ace high, a card turned for trumps, the dealer may rob whenever he plays (Foster), "
        "3 to 6 players; in a simple pool players may still pass.",
        {},
    ),
    "ecarte_rank": Variant(
        "ecarte_rank",
        "Foster's Hoyle (1897), écarté rank",
        "The cards rank K Q J A 10 9 8 7, the ace between the jack and the ten.",
        {"ecarte": True},
    ),
    "dealer_card_trump_000": Variant(
        "dealer_card_trump_000",
        "The lesson text (Trump Games)",
        "The dealer's last card sets trumps; 3 to 5 players; he may take the trump card only "
        "when he defends against one player; in a rams the widow goes only to players who "
        "have neither refused it nor dropped out.",
        {"text": "000"},
    ),
    "simple_pool_compulsory": Variant(
        "simple_pool_compulsory",
        "Foster's custom: everyone plays a simple pool",
        "With nothing in the pool but the dealer's five, nobody may pass.",
        {"simple_compulsory": True},
    ),
    "loo_style_defence": Variant(
        "loo_style_defence",
        "Loo-style defence",
        "A dealer who must play against one player neither collects nor pays, as in Loo.",
        {"loo_defence": True},
    ),
}
