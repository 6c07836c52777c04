"""A second, independent reading of the pool family's rules of play: which cards a player may
play, and who wins a trick, for Three-card Loo (``foster1897``, ``lesson_000``, and Peel's old
"lead the higher trump" switch), Irish Loo, Five-card Loo (with and without Pam), Rams (every
named variant), Rounce and Bierspiel.

Written only from the seed texts (``seeds/000_*.txt``, ``seeds/002_*.txt``, ``seeds/004_*.txt``)
and RULES.md §1–4 (which reading is the default, which are named variants), without reading the
engine's rule code; ``test_oracle_pool.py`` plays random deals through the engine and compares
the two at every card played and every trick. Plain and slow on purpose: cards are
``(rank, suit)`` tuples (rank 2..14, ace 14; suit one of ``"CDHS"``), hands are lists.

Where the texts leave a real gap, the reading taken is said at the rule, with RULES.md's words.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

Card = tuple[int, str]  # (rank 2..14, suit letter)
PlayT = tuple[int, Card]  # (seat, card)

ACE, KING, QUEEN, JACK = 14, 13, 12, 11
PAM: Card = (JACK, "C")  # 002 Five-card Loo: "the club Jack, which is known as Pam"
SEVEN_DIAMONDS: Card = (7, "D")  # 002 Bierspiel: "The seven of diamonds"

# Rank orders, lowest first.
# 002 Loo: "rank, A K Q J 10 9 8 7 6 5 4 3 2; the ace being the highest"; 000 "Ace is highest
# card"; 002 Rounce "rank as at Whist".
ACE_HIGH_52 = (2, 3, 4, 5, 6, 7, 8, 9, 10, JACK, QUEEN, KING, ACE)
# 000/004 Rams: "(Highest) A K Q J 10 9 8 7 (Lowest)"; 002: "the fashion ... A K Q J 10 9 8 7".
ACE_HIGH_32 = (7, 8, 9, 10, JACK, QUEEN, KING, ACE)
# 002 Rams: "rank as at Écarté, K Q J A 10 9 8 7" (RULES.md §2: the variant ``ecarte_rank``).
ECARTE_32 = (7, 8, 9, 10, ACE, JACK, QUEEN, KING)


@dataclass(frozen=True)
class Rules:
    """One game's rules of play, as flags read from the texts."""

    game: str
    order: tuple[int, ...] = ACE_HIGH_52  # ranks, lowest first, in every suit
    head: bool = True  # must head the trick (play a better card than any on it) when he can
    must_trump: bool = True  # void in the suit led, he must trump when he can
    undertrump: bool = True  # ... even below a trump already on the trick
    # which leads owe a trump (when the leader holds one):
    #   "none"; "known" (every lead once trumps are known: Loo's "the winner of a trick must
    #   lead a trump", with the eldest's first lead in a double); "second" (Rounce: the lead
    #   to trick 2); "by_players" (Bierspiel: one lead fewer than the players in)
    trump_leads: str = "none"
    eldest_ace: bool = False  # 002 Loo: the eldest leads the trump ace, or K when A turned
    lead_highest_trump: bool = False  # Peel's old rule (Loo option ``lead_higher_trump``)
    turn_on_failure: bool = False  # Loo's simple/single pool: trumps turned after a renounce
    pam: bool = False  # the club jack is always the best trump
    pam_civil: bool = False  # the trump ace led, Pam passes it if he can without revoking
    seven_diamonds: bool = False  # Bierspiel: 7D always the second trump, below the ace
    face_down: bool = False  # Bierspiel: a leader owing a trump but holding none leads face down


def rules_for(game: str, variant: str, options: dict[str, object] | None = None) -> Rules:
    """The rules of play of a game under a named variant (and option switches), per RULES.md."""
    o = dict(options or {})
    if game == "loo":
        if variant == "lesson_000":
            # 000: "A player must always follow suit to the lead when he can, must play higher
            # than any other card on the trick when he can, and when a plain suit is led of
            # which he has none, must trump if he can." No leading rules (RULES.md §1 table).
            return Rules("loo", undertrump=True, trump_leads="none", turn_on_failure=True)
        # 002 (default): "must trump or over-trump if he can; but he need not under-trump a trick
        # already trumped"; "The winner of a trick must lead a trump if he has one"; "In any
        # case, the winner of the trick must lead a trump for the next trick if he has one"
        # (the simple pool, once the card is turned). The eldest in a double: "If he has the ace
        # of trumps he must lead that; or if he has the King and the ace is turned up."
        return Rules(
            "loo",
            undertrump=False,
            trump_leads="known",
            eldest_ace=True,
            lead_highest_trump=bool(o.get("lead_higher_trump", False)),
            turn_on_failure=True,
        )
    if game in ("irish_loo", "five_card_loo"):
        # 002 Irish Loo: "In all other respects, the game is Three-card Loo" and "A trump is
        # always turned up". GAP: do the double-pool leading duties apply? RULES.md §1 (Irish
        # Loo): "Recommended: apply them, since a trump is always known from the start." They
        # are the switch ``lead_duties`` (on by default). Five-card Loo "is Irish Loo with some
        # additional variations".
        duties = bool(o.get("lead_duties", True))
        pam = game == "five_card_loo" and variant != "no_pam" and bool(o.get("pam", True))
        return Rules(
            game,
            undertrump=False,
            trump_leads="known" if duties else "none",
            eldest_ace=duties,
            lead_highest_trump=duties and bool(o.get("lead_higher_trump", False)),
            pam=pam,
            # "If any player leads the trump ace, the holder of Pam must pass the trick if he
            # can do so without revoking."
            pam_civil=pam and bool(o.get("pam_civil", True)),
        )
    if game == "rams":
        # 000/004: "A player must follow suit when he can, and must play higher than any
        # previous card on the trick, when he can. If a plain suit is led, he must trump if
        # able, even if the trick has already been trumped." 002: "Each player in turn must head
        # the trick ... If he has none of the suit led, he must trump if he can, even if the
        # trick is already trumped by another player." No leading duty in either.
        ecarte = variant == "ecarte_rank" or bool(o.get("ecarte", False))
        return Rules("rams", order=ECARTE_32 if ecarte else ACE_HIGH_32, undertrump=True)
    if game == "rounce":
        # 002: "There is no obligation to head the trick, nor to trump or under-trump; but the
        # winner of the first trick must lead a trump if he has one." GAP: following suit is
        # not restated; RULES.md §3: "It is inherited from Rams ... Recommended: following
        # suit is compulsory." and "The trump-lead duty applies only to the lead of trick 2."
        return Rules("rounce", head=False, must_trump=False, undertrump=False, trump_leads="second")
    if game == "bierspiel":
        # 002: "a popular form of Rams" — Rams' play — with "The seven of diamonds is always the
        # second-best card of the trump suit, ranking next below the ace" (RULES.md §4: a trump
        # whatever the trump suit) and "If only two declare to play, a trump must be led for
        # the first trick; if three play, trumps must be led twice; if four play, three times.
        # If the leader has no trump, he must lead his smallest card, face downward, which
        # calls for a trump from such of the other players as have one."
        return Rules(
            "bierspiel",
            order=ACE_HIGH_32,
            undertrump=True,
            trump_leads="by_players",
            seven_diamonds=True,
            face_down=True,
        )
    raise ValueError(f"no oracle for {game!r}")


# ---- cards under a trump ------------------------------------------------------------------


def is_trump(r: Rules, card: Card, trump: str | None) -> bool:
    if trump is None:
        return False
    if r.pam and card == PAM:
        return True
    if r.seven_diamonds and card == SEVEN_DIAMONDS:
        return True
    return card[1] == trump


def suit_of(r: Rules, card: Card, trump: str | None) -> str:
    """The suit a card follows: Pam and the Bierspiel 7D belong to the trump suit.

    GAP (Five-card Loo): is Pam also a club? RULES.md §1: "Whether Pam counts as a club is not
    stated. Recommended: Pam is a trump only"."""
    if trump is not None and is_trump(r, card, trump):
        return trump
    return card[1]


def trump_rank(r: Rules, card: Card) -> int:
    """A trump's place among trumps (higher wins)."""
    if r.pam and card == PAM:
        return 100  # "always the best trump"
    if r.seven_diamonds and card == SEVEN_DIAMONDS:
        return r.order.index(ACE)  # "next below the ace" (the ace is raised one place below)
    i = r.order.index(card[0])
    if r.seven_diamonds and card[0] == ACE:
        return i + 1
    return i


def power(r: Rules, card: Card, led: str, trump: str | None) -> int:
    """How strongly a card stands on a trick whose suit led is ``led``: a trump beats every
    card of the suit led, which beats every other card (which can never win: -1)."""
    if is_trump(r, card, trump):
        return 1000 + trump_rank(r, card)
    if card[1] == led:
        return r.order.index(card[0])
    return -1


# ---- leading --------------------------------------------------------------------------------


@dataclass
class Position:
    """What a player to move knows: his hand, the trick so far, trumps, and the deal's count."""

    hand: list[Card]
    trick: list[PlayT] = field(default_factory=list)
    trump: str | None = None
    tricks_played: int = 0  # tricks complete before this one
    players_in: int = 0  # players taking part in the play
    turn_card: Card | None = None  # the card turned for trumps (once turned)
    face_down_lead: bool = False  # Bierspiel: the card led to this trick was led face down


def trump_lead_due(r: Rules, pos: Position) -> bool:
    """Does the leader of this trick owe a trump (if he holds one)?"""
    if pos.trump is None or r.trump_leads == "none":
        return False
    if r.trump_leads == "known":
        # a double: the eldest's first lead and every winner's lead; a simple: "In any case,
        # the winner of the trick must lead a trump for the next trick" once trumps are known
        return True
    if r.trump_leads == "second":
        return pos.tricks_played == 1
    if r.trump_leads == "by_players":
        # 2 in: trick 1; 3 in: tricks 1 and 2; 4 in: tricks 1-3 (RULES.md §4: '"Led twice" is
        # read as the leads to tricks 1 and 2'). GAP: five in (six players, the dealer without
        # cards) is not in the text; the oracle continues the series: tricks 1-4.
        return pos.tricks_played < pos.players_in - 1
    raise ValueError(r.trump_leads)


def lowest_rank_cards(hand: Sequence[Card]) -> list[Card]:
    """Bierspiel's "smallest card": RULES.md §4 reading, "a card of the lowest rank he holds
    (his choice of suit, ace high)"."""
    low = min(ACE_HIGH_32.index(c[0]) for c in hand)
    return [c for c in hand if ACE_HIGH_32.index(c[0]) == low]


def legal_leads(r: Rules, pos: Position) -> list[Card]:
    hand = pos.hand
    if not trump_lead_due(r, pos):
        return list(hand)
    trumps = [c for c in hand if is_trump(r, c, pos.trump)]
    if not trumps:
        if r.face_down:
            return lowest_rank_cards(hand)
        return list(hand)
    if r.eldest_ace and pos.tricks_played == 0:
        # 002: "the eldest hand of those playing must lead a trump if he has one. If he has the
        # ace of trumps he must lead that; or if he has the King and the ace is turned up."
        # GAP: does the ace rule bind later leaders? RULES.md §1 asks it and recommends
        # nothing; the oracle reads the sentence as written: the eldest's lead only.
        ace: Card = (ACE, pos.trump or "")
        king: Card = (KING, pos.trump or "")
        if ace in hand:
            return [ace]
        if pos.turn_card == ace and king in hand:
            return [king]
    if r.lead_highest_trump:
        # 002: "The old rule was that a player must lead the higher of two trumps" (Peel: "with
        # two or more trumps if he fails to lead the highest he is looed"): the oracle applies
        # it to every lead that owes a trump, as Peel does ("If the winner of the first trick
        # ... having two trumps left fails to lead the highest, he is looed"). The engine binds
        # only the first lead: the test's one known disagreement (a strict xfail).
        return [max(trumps, key=lambda c: trump_rank(r, c))]
    return trumps


# ---- following ------------------------------------------------------------------------------


def legal_cards(r: Rules, pos: Position) -> list[Card]:
    """The cards the player to move may play."""
    if not pos.trick:
        return legal_leads(r, pos)
    hand, trump = pos.hand, pos.trump
    if pos.face_down_lead:
        # RULES.md §4: the face-down card "cannot win the trick; each other player must play a
        # trump if he has one". It is read as a call for trumps, as if trumps were led (so
        # Rams' heading applies among the trumps played to it).
        led = trump or ""
        on_trick = [c for _, c in pos.trick[1:]]
    else:
        led = suit_of(r, pos.trick[0][1], trump)
        on_trick = [c for _, c in pos.trick]
    best = max((power(r, c, led, trump) for c in on_trick), default=-1)
    follow = [c for c in hand if suit_of(r, c, trump) == led]
    if follow:
        options = follow
        if r.head:
            higher = [c for c in follow if power(r, c, led, trump) > best]
            options = higher or follow
        lead_card = pos.trick[0][1]
        if (
            r.pam_civil
            and not pos.face_down_lead
            and trump is not None
            and lead_card == (ACE, trump)
            and PAM in options
            and len(follow) > 1
        ):
            # Pam "must pass the trick if he can do so without revoking": another trump follows
            # suit, so he plays one (any: none of them can head the ace).
            return [c for c in follow if c != PAM]
        return options
    trumps = [c for c in hand if is_trump(r, c, trump)]
    if not trumps or not r.must_trump:
        return list(hand)
    higher = [c for c in trumps if power(r, c, led, trump) > best]
    if r.head and higher:
        return higher
    if r.undertrump:
        return trumps
    # 002 Loo: "he need not under-trump a trick already trumped": unable to over-trump, any
    # card (a trick not yet trumped is headed by every trump, so ``higher`` was all of them)
    return list(hand)


# ---- the trick ----------------------------------------------------------------------------


def renounced(r: Rules, plays: Sequence[PlayT], trump: str | None) -> bool:
    """Did someone fail to follow the suit led?"""
    led = suit_of(r, plays[0][1], trump)
    return any(suit_of(r, c, trump) != led for _, c in plays[1:])


def trump_turned_by(r: Rules, plays: Sequence[PlayT], trump: str | None) -> bool:
    """Loo's simple pool: 002 "if in any trick any player is unable to follow suit, as soon as
    the trick is complete the dealer turns up the top card"; 000 "When somebody fails to follow
    suit, play to the trick is finished, then the top card ... is turned over"."""
    return r.turn_on_failure and trump is None and renounced(r, plays, trump)


def trick_winner(
    r: Rules, plays: Sequence[PlayT], trump: str | None, face_down: bool = False
) -> int:
    """The seat that wins a complete trick. ``trump`` is the suit that judges it: after a turn
    in a simple pool, the turned suit (000: "a card that was merely "discarded" may turn out to
    be a trump"; 002: "If any trump has been played, the highest trump wins the trick")."""
    if face_down:
        # RULES.md §4 reading: "the highest trump wins (if nobody has a trump, the leader wins
        # it)"
        trumps = [(s, c) for s, c in plays[1:] if is_trump(r, c, trump)]
        if not trumps:
            return plays[0][0]
        return max(trumps, key=lambda p: trump_rank(r, p[1]))[0]
    # "The highest trump, or the highest card of the suit led, wins a trick."
    led = suit_of(r, plays[0][1], trump)
    return max(plays, key=lambda p: power(r, p[1], led, trump))[0]


def first_leader(active: Sequence[int], rams_seat: int = -1) -> int:
    """Who leads the first trick: Rams' announcer ("A player who declares rams makes the opening
    lead"), else the first player in from the dealer's left ("the player nearest dealer's left,
    among those who have decided to play"; Loo: "The nearest active player at left of the
    dealer leads first"). ``active`` runs clockwise from the dealer's left."""
    return rams_seat if rams_seat >= 0 else active[0]
