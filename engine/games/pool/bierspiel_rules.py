"""Bierspiel's rule book, options and variants (seed 002 only; RULES.md §4), as data.

``bierspiel.X`` cites Foster's Bierspiel paragraph, or RULES.md where it decides an ambiguity.
Bierspiel is "a popular form of Rams", so where its paragraph is silent the Rams rules apply:
those are copied from Rams' book under Bierspiel's ids (same statement, same quote), so every
refusal in a Bierspiel deal cites a Bierspiel rule. Where Rams pays counters, Bierspiel chalks:
paying five is a fresh cross, receiving five wipes out five points (this reading is Trickbook's:
the paragraph says only that "all penalties are made by adding fresh crosses").
"""

from __future__ import annotations

from dataclasses import replace

from engine.game import Option, Variant
from engine.games.pool.rams_rules import RULES as RAMS_RULES
from engine.rules import Rule, RuleBook, own_moves

GAME_ID = "bierspiel"

# Rams' rules that Bierspiel plays as they are (a form of Rams: where its text is silent)
FROM_RAMS = (
    "pack",
    "rank",
    "players",
    "deal",
    "widow_dealt",
    "trump_turned",
    "declare",
    "pass_out",
    "undertaking",
    "widow",
    "widow_dead",
    "widow_once",
    "dealer_must_play",
    "rob",
    "rob_dealer_only",
    "eldest_leads",
    "follow_suit",
    "head_the_trick",
    "must_trump",
    "undertrump_example",
    "discard",
    "trick_winner",
    "winner_leads",
    "from_hand",
)

CROSSES_QUOTE = (
    "Three crosses are chalked on the table in front of each player, representing five points each."
)
FACE_DOWN_QUOTE = (
    "If the leader has no trump, he must lead his smallest card, face downward, which calls "
    "for a trump from such of the other players as have one."
)
PENALTY_QUOTE = "All penalties are made by adding fresh crosses to the delinquent\u2019s score."

# Rams' statements that name what Bierspiel has not (a general rams, a pool of counters), or
# name Rams itself, in words that hold at Bierspiel; the quote stays Rams'
OWN_WORDS = {
    "pack": "Bierspiel is played with 32 cards: the 2s to 6s are taken out of the pack.",
    "pass_out": "A player who passes lays his cards down and takes no further part in the deal.",
    "undertaking": "A player who plays undertakes to win at least one trick, or take a fresh "
    "cross (Rams' forfeit of five; not in the reading \u201cNo cross for an empty hand\u201d).",
    # Rams' "Otherwise ... any card he likes": no general rams here, and the first lead owes a
    # trump (bierspiel.trump_leads) whenever two or more play
    "eldest_leads": "The eldest hand of those playing (the first on the dealer's left who "
    "plays) leads the first trick; the trump leads decide what he leads.",
    # Rams' "Only the dealer may rob the trump card": here the eldest hand may too, once the
    # dealer passes (bierspiel.eldest_takes_trump); the brief listed both, a contradiction
    "rob_dealer_only": "Only the dealer, or the eldest hand once the dealer has passed, may "
    "take up the trump card.",
}

# The notes of Rams' rules that Bierspiel's paragraph says nothing of: where Rams' quote is
# the only word on them (Rounce's widow_exchange says the same of Rounce)
OWN_NOTES = {
    "widow": "Foster says it of Rams; his Bierspiel, \u201ca popular form of Rams\u201d, says "
    "nothing of the widow.",
}

R = Rule
RULES = RuleBook(
    [
        R(
            "bierspiel.form_of_rams",
            "Bierspiel is Rams as German students play it: where its own text is silent, Rams' "
            "rules apply (32 cards, five each, a widow, play or pass, head the trick, trump).",
            "002",
            "This is a popular form of Rams among German students.",
        ),
        own_moves(
            "bierspiel.own_moves",
            "Bierspiel",
            "for the dealer to say \u201cAuf\u201d, to play a card and, in declaring, to play "
            "or pass, take the widow, or (the dealer, or the eldest hand if he passes) take up "
            "the trump card",
            "002",
            "This is a popular form of Rams among German students.",
            "Foster's Bierspiel is Rams' declaring and play, opened by the dealer's "
            "\u201cAuf\u201d, with no general rams; it names no other move",
        ),
        R(
            "bierspiel.crosses",
            "Each player starts with three chalked crosses of five points each, 15 points to "
            "wipe out. There is no pool and no ante: the crosses are the score.",
            "002",
            CROSSES_QUOTE,
        ),
        R(
            "bierspiel.wipe_out",
            "Each trick a player wins wipes out one point of his crosses (a cross of five "
            "becomes four, and so on to nothing).",
            "002",
            "When a trick is won, a beer-soaked finger wipes out the centre of a cross, and "
            "reduces its value to four.",
        ),
        R(
            "bierspiel.beer",
            "The crosses carry from deal to deal; the player who is last to wipe out his third "
            "cross pays for the beer.",
            "002",
            "the player who is last to wipe out his third cross pays for the beer.",
        ),
        R(
            "bierspiel.auf",
            "Nobody looks at his cards until the trump is turned and the dealer gives the word "
            "\u201cAuf\u201d: the dealer's word opens every deal.",
            "002",
            "No player is allowed to look at his cards until the trump is turned, and the "
            "dealer gives the word of command: \u201cAuf.\u201d",
        ),
        R(
            "bierspiel.seven_of_diamonds",
            "The 7\u2666 is always the second-best trump, next below the ace of trumps.",
            "002",
            "The seven of diamonds is always the second-best card of the trump suit, ranking "
            "next below the ace.",
        ),
        R(
            "bierspiel.seven_always_trump",
            "The 7\u2666 is a trump whatever suit is trumps: it follows a trump lead, never a "
            "diamond lead (unless diamonds are trumps).",
            "RULES.md",
            "Is the 7D a trump whatever the trump suit? Recommended: yes.",
            note="Trickbook's rules notes add that Foster's \u201calways\u201d and his rule that a "
            "turned 7\u2666 does not fix trumps both point this way, and that modern Ramscheln "
            "does the same (the Wikipedia article on Rams, "
            "https://en.wikipedia.org/wiki/Rams_(card_game)).",
        ),
        R(
            "bierspiel.ace_high",
            "Apart from the 7\u2666, the cards rank ace high: A K Q J 10 9 8 7.",
            "RULES.md",
            'The base ranking is A-high, implied by "next below the ace".',
        ),
        R(
            "bierspiel.seven_turned",
            "If the 7\u2666 is turned up, it does not fix trumps: the dealer turns up the next "
            "card for trumps.",
            "002",
            "If it is turned up, the dealer turns up the next card for a trump",
        ),
        R(
            "bierspiel.dealer_takes_both",
            "When the 7\u2666 was turned, the dealer, in his turn, may take both turned cards "
            "into his hand, discarding two others, or the trump card alone.",
            "002",
            "when it comes to his turn, he can take both cards into his hand, discarding others "
            "in their place.",
        ),
        R(
            "bierspiel.eldest_takes_trump",
            "If the dealer passes, the eldest hand, if he plays, may take up the trump card, "
            "discarding a card in its place.",
            "002",
            "If the dealer passes, the eldest hand may take up the trump.",
        ),
        R(
            "bierspiel.trump_leads",
            "A trump must be led to the first trick when two play, to the first two when three "
            "play, to the first three when four play (one lead fewer than the players in; with "
            "five in, four).",
            "002",
            "If only two declare to play, a trump must be led for the first trick; if three "
            "play, trumps must be led twice; if four play, three times.",
            note="Foster stops at four in. Five in (six at the table, the dealer holding no cards) "
            "owing four trump leads carries his count on, one lead fewer than the players in: "
            "this app's reading, which Trickbook's rules notes do not make.",
        ),
        R(
            "bierspiel.led_twice",
            "\u201cLed twice\u201d means the leads to tricks 1 and 2 (whoever leads them).",
            "RULES.md",
            '"Led twice" is read as the leads to tricks 1 and 2.',
        ),
        R(
            "bierspiel.face_down",
            "A leader who owes a trump lead and has no trump leads his smallest card face down.",
            "002",
            FACE_DOWN_QUOTE,
        ),
        R(
            "bierspiel.smallest_card",
            "His smallest card is a card of the lowest rank he holds, in any suit (ace high).",
            "RULES.md",
            "the leader plays a card of the lowest rank he holds (his choice of suit, ace high), "
            "face down",
        ),
        R(
            "bierspiel.calls_for_trump",
            "The face-down card calls for a trump: every other player who has a trump must play "
            "one, heading the trumps already played if he can.",
            "002",
            "which calls for a trump from such of the other players as have one.",
        ),
        R(
            "bierspiel.face_down_trick",
            "The face-down card cannot win: the highest trump wins the trick, and if nobody had "
            "a trump the leader wins it.",
            "RULES.md",
            "it cannot win the trick; each other player must play a trump if he has one, and "
            "the highest trump wins (if nobody has a trump, the leader wins it).",
        ),
        R(
            "bierspiel.penalty_cross",
            "Every penalty adds a fresh cross of five points to the offender's score.",
            "002",
            PENALTY_QUOTE,
        ),
        R(
            "bierspiel.penalty",
            "Rams' one penalty, as a cross: playing with more or fewer than five cards, "
            "exposing a card, leading or playing out of turn, renouncing, refusing to head or "
            "trump — the offender wipes out nothing that deal and takes a fresh cross.",
            "002",
            "There is only one penalty in Rams; to win nothing on the deal, and to forfeit five "
            "counters to the next pool.",
        ),
        R(
            "bierspiel.ramsed",
            "A player who played and won no trick is ramsed: Rams' forfeit of five is a fresh "
            "cross (not in the reading \u201cNo cross for an empty hand\u201d).",
            "002",
            "If he has played his hand, and failed to get a trick, he is ramsed, and forfeits "
            "five counters",
            note="The quote is Rams': Foster's Bierspiel names no price for a player who plays "
            "and wins no trick. Rams' forfeit of five made a fresh cross, as \u201cAll "
            "penalties are made by adding fresh crosses\u201d, is this app's reading "
            "(Trickbook's rules notes do not say).",
        ),
        R(
            "bierspiel.pone",
            "If all before the pone pass, he must play against the dealer or pay him five: a "
            "fresh cross for the pone, and five points wiped out for the dealer.",
            "002",
            "If all pass except the pone, he must play against the dealer, either with the cards "
            "dealt him, or with the widow. If he declines to play, he must pay the dealer five "
            "counters",
            note="The quote is Rams', in counters. The pone's five as a fresh cross, and the dealer's "
            "five as five points wiped out, is this app's reading of the chalk (Trickbook's rules "
            "notes do not say).",
        ),
        R(
            "bierspiel.general_rams",
            "There is no general rams in Bierspiel: the chalked crosses leave no pool for a rams "
            "to win or to double.",
            "002",
            CROSSES_QUOTE,
            note="Foster's Bierspiel paragraph does not say whether a general rams may be announced, "
            "nor do Trickbook's rules notes; that the crosses, with no pool to win or to double, "
            "leave none is this app's reading.",
        ),
        *[
            replace(
                r,
                id=f"{GAME_ID}.{name}",
                statement=OWN_WORDS.get(name, r.statement),
                note=OWN_NOTES.get(name, r.note),
            )
            for name in FROM_RAMS
            for r in [RAMS_RULES[f"rams.{name}"]]
        ],
    ]
)

OPTIONS = (
    Option(
        "ramsed_cross",
        "A fresh cross for a player ramsed",
        True,
        help="Rams' forfeit of five for playing and winning no trick, made as a cross "
        "(Trickbook's reading); off: an empty hand costs nothing.",
    ),
)

VARIANTS = {
    "foster1897": Variant(
        "foster1897",
        "Foster's Hoyle (1897)",
        "Three chalked crosses, a trick wipes out a point; the 7\u2666 always the second "
        "trump; trump leads by the number playing; a player ramsed takes a fresh cross.",
        {},
    ),
    "no_ramsed_cross": Variant(
        "no_ramsed_cross",
        "No cross for an empty hand",
        "The text names no price for winning no trick: only irregularities and the pone's "
        "refusal add crosses.",
        {"ramsed_cross": False},
    ),
}
