"""Three-card Loo's rule book, options and variants (seeds 000 and 002), as data.

``loo.X`` cites Foster (002); ``loo.lesson_000.X`` cites seed 000's lesson text.
"""

from __future__ import annotations

from dataclasses import replace

from engine.game import Option, Variant
from engine.rules import Rule, RuleBook, book_name, from_hand, own_moves

R = Rule
RULES = RuleBook(
    [
        # pools and the deal
        R(
            "loo.ante",
            "Each dealer puts three red counters in the pool.",
            "002",
            "Each successive dealer places three red counters in the pool.",
        ),
        R(
            "loo.counters",
            "Counters are red and white; 3 white make 1 red, so pools divide in thirds.",
            "002",
            "Each player should begin with 18 red and 6 white, which is equal to 20 reds.",
        ),
        R(
            "loo.simple_pool",
            "A pool holding only the dealer's three red is a simple: no widow and no trump turned.",
            "002",
            "In Simple Pools, no trump is turned, and no widow dealt.",
        ),
        R(
            "loo.double_pool",
            "More than three red in the pool makes a double: a widow is dealt and a trump turned.",
            "002",
            "If there are more than three red counters in the pool, it is "
            "known as a double, and an extra hand must be dealt for the widow, and after all have been "
            "helped, the next card in the pack is turned up for a trump.",
        ),
        R(
            "loo.deal",
            "Three cards each, one at a time from the dealer's left; the widow gets its "
            "card just before the dealer.",
            "002",
            "The dealer gives cards to the widow just before helping himself in each round.",
        ),
        # declaring
        R(
            "loo.declare",
            "In a double, each player in turn stands, takes the widow, or passes.",
            "002",
            "The player may stand with the cards dealt him; or may take the widow in exchange; "
            "or may pass.",
        ),
        R(
            "loo.undertaking",
            "Standing or taking the widow is a promise to win a trick, or be looed: three "
            "red counters to the next pool; a player who passes gives up his hand.",
            "002",
            "If he takes the widow or stands, he must win at least "
            "one trick, or he is looed, and will forfeit three red counters to the next pool.",
        ),
        R(
            "loo.widow_once",
            "The widow can be taken only once: by the first player who wants it.",
            "000",
            "Then each player in turn has a chance to take the widow, until somebody takes it "
            "or all refuse it.",
        ),
        R(
            "loo.widow_unopposed",
            "If everyone passes but the widow-taker, he wins the pool without play.",
            "002",
            "If all pass but the player who has taken the widow, he wins the pool "
            "without playing, and the next deal must be a simple.",
        ),
        R(
            "loo.dealer_takes_pool",
            "If everyone before the dealer passes, the dealer takes the pool.",
            "000",
            "If all but the dealer drop out, he takes the pool.",
        ),
        R(
            "loo.dealer_must_play",
            "If only one player stands (without the widow), the dealer must "
            "play: for himself, or take the widow and defend the pool.",
            "002",
            "If only one player "
            "stands, and he has not taken the widow, the dealer, if he will not play for himself, must "
            "take the widow and play to defend the pool.",
        ),
        R(
            "loo.defend",
            "Only the dealer defends the pool: he takes the widow to play against a lone "
            "stander, for the pool and not for himself.",
            "002",
            "the dealer, if he will not play for himself, must take the widow and play to defend "
            "the pool.",
            note="Foster speaks of defending the pool only as the dealer's part; every other "
            "player stands, takes the widow or passes.",
        ),
        R(
            "loo.defender",
            "A defending dealer is not looed; what his tricks win stays in the pool.",
            "002",
            "If he fails to take a trick, he is not looed; but the payment for any tricks he "
            "wins must be left in the pool",
        ),
        R(
            "loo.flush",
            "A player in the game holding three trumps takes the pool without play; "
            "everyone else in is looed.",
            "002",
            "If any player in a double pool holds three trumps, "
            "whether dealt him or found in the widow, he must announce it as soon as all have declared "
            "whether or not they will play.",
        ),
        R(
            "loo.flush_elder",
            "Of two flushes the elder hand wins; the younger flush is not looed.",
            "002",
            "If two players hold a flush in trumps, the elder hand wins, whether his trumps are "
            "better or not; but the younger hand, holding another flush, is not looed.",
        ),
        R(
            "loo.flush_payment",
            "Each other player in pays three red when a flush takes the pool.",
            "002",
            "The player with the flush then shows it, and claims the pool without playing, each "
            "of those who are \u201cin\u201d being looed three red counters.",
        ),
        # leading
        R(
            "loo.simple_lead",
            "In a simple the eldest hand leads any card he pleases.",
            "002",
            "The eldest hand leads any card he pleases",
        ),
        R(
            "loo.eldest_leads_trump",
            "In a double the eldest hand playing must lead a trump if he has one.",
            "002",
            "In all double pools, the eldest hand of those playing must lead a trump "
            "if he has one.",
        ),
        R(
            "loo.lead_trump_ace",
            "He must lead the ace of trumps if he holds it, or the king when the ace is turned up.",
            "002",
            "If he has the ace of trumps he must lead that; or if he has the "
            "King and the ace is turned up.",
        ),
        R(
            "loo.lead_higher_trump",
            "Old rule (switched on): a leader who must lead a trump and holds two or more "
            "must lead the highest.",
            "002",
            "The old rule was that a player must lead the higher of two "
            "trumps, but this is obsolete.",
        ),
        R(
            "loo.winner_leads_trump",
            "Once trumps are known, the winner of a trick must lead a trump if he has one.",
            "002",
            "In any case, the winner of the trick must lead a trump for the "
            "next trick if he has one.",
        ),
        from_hand(
            "loo.from_hand",
            "002",
            "he may play his hand in order to keep counters in the pool.",
            "Foster takes it for granted, speaking of a player who 'may play his hand'",
        ),
        own_moves(
            "loo.own_moves",
            "Loo",
            "to play a card and, in declaring, to stand, take the widow, pass or defend the pool",
            "002",
            "The player may stand with the cards dealt him; or may take the widow in exchange; or "
            "may pass.",
            "Foster's Loo names these declarations, the dealer's defence of the pool and the play "
            "of the cards, and no other move",
        ),
        # following
        R(
            "loo.follow_suit",
            "Follow suit if you can.",
            "002",
            "the others must not only follow suit, but must head the trick if they can.",
        ),
        R(
            "loo.head_the_trick",
            "Head the trick if you can: play a card that beats every card on it "
            "(any such card, not necessarily your best).",
            "002",
            "This does not necessarily mean that "
            "they shall play the best card they hold of the suit led, but that they shall play a better "
            "one than any already played.",
        ),
        R(
            "loo.trump_or_overtrump",
            "With none of the suit led, trump if you can, or over-trump a "
            "trumped trick; you need not under-trump.",
            "002",
            "if he has none of the suit led he must "
            "trump or over-trump if he can; but he need not under-trump a trick already trumped.",
        ),
        # tricks and trumps
        R(
            "loo.trump_turn",
            "In a simple, once someone fails to follow, the dealer turns the top "
            "card after the trick: it sets trumps.",
            "002",
            "But if in any trick any player is unable "
            "to follow suit, as soon as the trick is complete the dealer turns up the top card on the "
            "remainder of the pack, and the suit to which it belongs is the trump.",
        ),
        R(
            "loo.trick_winner",
            "The highest trump wins the trick; if there is none, the highest card "
            "of the suit led. Ace is high.",
            "002",
            "If any trump has been played, the highest trump wins the trick.",
        ),
        # settlement
        R(
            "loo.thirds",
            "Each trick wins one third of the pool.",
            "002",
            "When all three tricks "
            "have been played, the winner of each is entitled to one-third of the contents of the "
            "pool.",
        ),
        R(
            "loo.looed_simple",
            "In a simple everyone plays; a player with no trick is looed three red.",
            "002",
            # the sentence after names the simple's play, everyone in ("stand"), the half of
            # the rule a refused "stand" in a simple turns on
            "Those who have not won a trick are looed, and must contribute three red "
            "counters each for the next pool. This is called a Bold Stand.",
        ),
        R(
            "loo.limited",
            "Limited Loo: a loo costs three red counters.",
            "002",
            "In Limited Loo the penalty is always three or six red counters.",
        ),
        R(
            "loo.unlimited",
            "Unlimited Loo: a player who fails pays as much as the current pool holds.",
            "002",
            "any player failing in his undertaking must put up for the next pool an "
            "amount equal to that in the current pool.",
        ),
        # irregularities the seed prices
        R(
            "loo.revoke",
            "A revoke ends the deal: the pool is divided as equally as possible among those who "
            "declared to play, the offender excepted; odd white counters stay for the next pool.",
            "002",
            "the hands are abandoned on discovery of the error, and the pool is divided as "
            "equally as possible among those who declared to play, with the exception of the "
            "offender.",
        ),
        R(
            "loo.revoke_forfeit",
            "The player who revoked pays six red counters to the next pool.",
            "002",
            "The player in fault is then held guilty of a revoke, and must pay a forfeit of six "
            "red counters to the next pool.",
        ),
        R(
            "loo.irregular_trump",
            "A dealer who turns a trump in a simple forfeits three red to the current pool; it "
            "stays a simple.",
            "002",
            "Should the dealer inadvertently turn a trump, he forfeits three red counters to the "
            "current pool, but it remains a simple.",
        ),
        # ---- seed 000's readings (variant lesson_000) ------------------------------------------
        R(
            "loo.lesson_000.deal",
            "Three cards each, one at a time; a widow is dealt just to the dealer's left.",
            "000",
            "Each player receives 3 cards, one at a time. An extra hand is "
            "dealt just to left of the dealer. This is the widow.",
        ),
        R(
            "loo.lesson_000.widow_exchange",
            "In a single pool, starting at the widow's left, each "
            "player in turn may swap his hand for the widow or say he is satisfied.",
            "000",
            "The "
            "player at left of the widow, if he does not like his hand, may throw it away and take the "
            "widow instead. If he is satisfied with his hand, he must say so.",
        ),
        R(
            "loo.lesson_000.ante",
            "Each dealer antes 3; a pool of no more than that is a single.",
            "000",
            "Each dealer must ante 3 counters to start a pool. When the pool contains no more "
            "than these 3, it is a single",
        ),
        R(
            "loo.lesson_000.single_lead",
            "In a single the player at the dealer's left leads.",
            "000",
            "After the matter of the widow is settled, the player at left of the dealer makes the "
            "opening lead.",
        ),
        R(
            "loo.lesson_000.double_trump",
            "In a double the next card is turned for trumps straight after the deal.",
            "000",
            "After the deal, the next card of the deck is turned, deciding "
            "the trump suit immediately.",
        ),
        R(
            "loo.lesson_000.declare",
            "In a double each player in turn plays or drops out.",
            "000",
            "The players look at their hands and each in turn must say whether he will play or drop "
            "out.",
        ),
        R(
            "loo.lesson_000.dealer_must_play",
            "If only one player ahead of the dealer plays, the "
            "dealer must play too: his own hand, or the widow to defend the pool.",
            "000",
            "If only one player ahead of the dealer decides to play, the dealer is obliged to "
            "play, too. He may play for himself, in which case he cannot take the widow. Or he "
            'may play to "defend the pool," in which case he must throw away his hand and take '
            "the widow.",
            note="The lesson text offers the dealer the defence of the pool only here, where a "
            "single player ahead of him plays.",
        ),
        R(
            "loo.lesson_000.defend",
            "Defending: the dealer throws away his hand and takes the widow.",
            "000",
            'Or he may play to "defend the pool," in which case he must throw away his hand '
            "and take the widow.",
        ),
        R(
            "loo.lesson_000.defender",
            "A defending dealer neither collects nor pays.",
            "000",
            'When the dealer plays merely to "defend the pool," he neither collects nor pays any '
            "counters; the pool settles with his opponent alone.",
        ),
        R(
            "loo.lesson_000.double_lead",
            "In a double the nearest active player at the dealer's left leads.",
            "000",
            "The nearest active player at left of the dealer leads first.",
        ),
        from_hand(
            "loo.lesson_000.from_hand",
            "000",
            "Everybody keeps possession of his cards, placing them face up on the table in front "
            "of himself as he plays them.",
            "each player plays his own cards and keeps them in front of himself",
        ),
        R(
            "loo.lesson_000.follow_suit",
            "Follow suit if you can.",
            "000",
            "A player must always follow suit to the lead when he can",
        ),
        R(
            "loo.lesson_000.head_the_trick",
            "Play higher than any card on the trick if you can.",
            "000",
            "must play higher than any other card on the trick when he can",
        ),
        R(
            "loo.lesson_000.must_trump",
            "With none of a plain suit led, trump if you can, even below a trump already played.",
            "000",
            "when a plain suit is led of which he has none, must trump if he can.",
        ),
        R(
            "loo.lesson_000.trump_turn",
            "When someone fails to follow, the trick is finished, then the "
            "top card of the rest of the pack is turned for trumps.",
            "000",
            "When somebody fails to "
            "follow suit, play to the trick is finished, then the top card of the undealt remainder of "
            "the deck is turned over. This card decides the trump suit.",
        ),
        R(
            "loo.lesson_000.rejudge",
            "The finished trick is judged again: a discard may now be a trump.",
            "000",
            "The trick just played must be examined to see who won the trick, since a "
            'card that was merely "discarded" may turn out to be a trump.',
        ),
        R(
            "loo.lesson_000.trick_winner",
            "The highest trump, or the highest card of the suit led, wins. Ace is high.",
            "000",
            "The highest trump, or the highest card of the suit led, wins "
            "a trick. Ace is highest card.",
        ),
        R(
            "loo.lesson_000.single_pays",
            "A single pays 1 counter a trick; no trick costs 3 into the next pool.",
            "000",
            "After the play, the pool pays out 1 counter for each trick won. Every "
            "player who has won no trick must pay 3 counters into the next pool, thus making it a "
            "double (or jackpot).",
        ),
        R(
            "loo.lesson_000.double_pays",
            "A double pays one third a trick; a player who stayed in and won nothing pays 3.",
            "000",
            "The double pool pays out one-third of its contents for "
            "each trick won. A player who stayed in and won no trick must pay 3 counters to the next "
            "pool.",
        ),
    ]
)

# --------------------------------------------------------------------------------------------
# Options and variants
# --------------------------------------------------------------------------------------------
# How many may play under each book's deal (Loo.players_range): the lesson text's "NUMBER OF
# PLAYERS: 5 to 8"; Foster's pool game from three hands up
PLAYERS = {"002": (3, 8), "000": (5, 8)}


def _players(text: str) -> str:
    """A book's reading of the ``text`` option as its cell says it: the book and how many play
    ("Trump Games, a modern lesson: 5 to 8 players")."""
    lo, hi = PLAYERS[text]
    return f"{book_name(text)}: {lo} to {hi} players"


OPTIONS = (
    Option(
        "text",
        "Which text's deal, words and number of players",
        "002",
        ("002", "000"),
        "Foster deals the widow its card just before the dealer's, and his words are quoted "
        "for the rules both books give; the lesson text deals the widow just to the dealer's "
        "left, and its words are quoted. The book also sets how many may play.",
        words=tuple((t, _players(t)) for t in PLAYERS),
    ),
    Option(
        "widow_in_single",
        "Widow in a single pool",
        False,
        help="The lesson text deals a widow in every deal; Foster deals none in a simple.",
    ),
    Option(
        "lead_duties",
        "Trump-lead duties",
        True,
        help="Foster: the eldest leads a trump (the ace, or the king when the ace is turned) "
        "and a trick winner leads a trump; the lesson text has no leading rules.",
    ),
    Option(
        "undertrump",
        "Must under-trump",
        False,
        help="The lesson text: must trump even below a trump already played; Foster: need not.",
    ),
    Option(
        "dealer_always_plays",
        "Dealer plays against any lone player",
        False,
        help="The lesson text: even against a lone widow-taker; Foster: only against a lone "
        "stander.",
    ),
    Option("flushes", "Flushes", True, help="Foster: three trumps take a double pool unplayed."),
    Option(
        "unlimited",
        "Unlimited Loo",
        False,
        help="A player who fails pays as much as the current pool holds.",
    ),
    Option(
        "lead_higher_trump",
        "Old rule: lead the higher trump",
        False,
        help="Peel's older rule, which Foster calls obsolete.",
    ),
)

VARIANTS = {
    "foster1897": Variant(
        "foster1897",
        "Foster's Hoyle (1897)",
        f"The default, for {PLAYERS['002'][0]} to {PLAYERS['002'][1]} players: simple and "
        "double pools, widow in doubles only, trump-lead duties, flushes, need not under-trump.",
        {},
    ),
    "lesson_000": Variant(
        "lesson_000",
        "The lesson text (Trump Games)",
        f"For {PLAYERS['000'][0]} to {PLAYERS['000'][1]} players: widow in every deal, no "
        "leading rules, compulsory under-trump, the dealer must play against any lone player, "
        "no flushes.",
        {
            "text": "000",
            "widow_in_single": True,
            "lead_duties": False,
            "undertrump": True,
            "dealer_always_plays": True,
            "flushes": False,
        },
    ),
}


def inherited(game_id: str, names: tuple[str, ...], **statements: str) -> list[Rule]:
    """Three-card Loo's rules ``loo.<name>`` as rules of a game built on it (Irish Loo is "in
    all other respects ... Three-card Loo"): the same rule under ``<game_id>.<name>``, with a
    new statement where the game words it differently. The note on how the quote bears on the
    rule stays with the rule it was written for: kept where the statement is the same, dropped
    with a new one."""
    out = []
    for name in names:
        r = RULES[f"loo.{name}"]
        said = statements.get(name, r.statement)
        note = r.note if said == r.statement else ""
        out.append(replace(r, id=f"{game_id}.{name}", statement=said, note=note))
    return out
