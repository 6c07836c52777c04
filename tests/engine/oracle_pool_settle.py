"""A second, independent reading of what the pool family's players receive and pay at the end
of a deal, and of who may say what while declaring: Three-card Loo (``foster1897``, ``lesson_000``, and the switches ``unlimited``,
``flushes``, ``dealer_always_plays``), Irish Loo, Five-card Loo (with Pam; ``younger_flush_pays``),
Rams (every named variant, the general rams), Rounce and Bierspiel (the chalk crosses, the beer).

Written only from the seed texts (``seeds/000_*.txt``, ``seeds/002_*.txt``, ``seeds/004_*.txt``)
and RULES.md §1–4, without reading the engine's settlement code; ``test_oracle_pool_settle.py``
plays random deals through the engine, carries the pool (or the crosses) from deal to deal and
compares each seat's net, the pool carried and the points left with this module's.

Amounts are in the engine's units, which are the seeds' smallest counters: Loo's *white*
counters (002 Loo: "18 red and 6 white, which is equal to 20 reds", so 1 red = 3 white; Five-card
Loo: "Each red counter should be worth five white ones"), Rams' and Rounce's plain counters, and
Bierspiel's points (002: "Three crosses ... representing five points each").

Declaring (``declaring``): after the words said so far, who speaks next and every choice open to
him — stand, pass, the widow, the dealer's defence, a general rams, the dealer's rob (one card,
or the 7D and the trump card), Rounce's discard from the widow of six, Irish Loo's "How many?",
Bierspiel's "Auf" and the eldest taking up the trump — or that declaring is over.

A deal is described by what was said and what was played: the declarations in the order they
were made, each seat's hand when declaring was over (for flushes), and who won each trick. The
oracle reads who is in, who defends, who announced rams, and every payment from those alone.
Where the texts leave a real gap, the reading taken is said at the rule.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from math import comb

from oracle_pool import PAM, Card

LOO_GAMES = ("loo", "irish_loo", "five_card_loo")
RAMS_GAMES = ("rams", "rounce", "bierspiel")


@dataclass(frozen=True)
class Money:
    """A game's counters: ``units`` engine units to the counter the seeds name prices in."""

    units: int  # white to a red (Loo 3, Five-card Loo 5); 1 for plain counters and points
    ante: int  # in units
    loo: int  # what a player in who wins no trick pays (limited), in units
    flush: int  # what a player looed by a flush pays, in units
    hand: int  # cards a hand, so tricks a deal and shares of the pool


def money_for(game: str) -> Money:
    if game == "loo":
        # 002: "Each successive dealer places three red counters in the pool"; the looed
        # "must contribute three red counters each"; a flush: "each of those who are 'in'
        # being looed three red counters"; "the winner of each is entitled to one-third".
        # 000: "ante 3 counters", "pays out 1 counter for each trick", "pay 3 counters": the
        # same amounts read as red.
        return Money(units=3, ante=9, loo=9, flush=9, hand=3)
    if game == "irish_loo":
        # "In all other respects, the game is Three-card Loo."
        return Money(units=3, ante=9, loo=9, flush=9, hand=3)
    if game == "five_card_loo":
        # "Each red counter should be worth five white ones ... The dealer puts up five red
        # counters"; a flush: "pays five red counters to the next pool". GAP: the share of a
        # trick and the loo outside flushes are not stated; RULES.md §1: "presumably one fifth"
        # and "presumably 5 red".
        return Money(units=5, ante=25, loo=25, flush=25, hand=5)
    if game in ("rams", "rounce"):
        # 002 Rams: "Each successive dealer puts up five counters"; "one-fifth of the contents
        # of the pool for every trick"; "he is ramsed, and forfeits five counters". Rounce:
        # RULES.md §3: "The hand size (5) and the pool/ramsed scoring are inherited from Rams."
        return Money(units=1, ante=5, loo=5, flush=0, hand=5)
    if game == "bierspiel":
        # "Three crosses ... representing five points each"; "All penalties are made by adding
        # fresh crosses": a fresh cross is five points. No pool, no ante.
        return Money(units=1, ante=0, loo=5, flush=0, hand=5)
    raise ValueError(f"no settlement oracle for {game!r}")


@dataclass
class Deal:
    """A finished deal as the oracle reads it."""

    game: str
    variant: str
    opts: dict[str, object]
    n: int
    dealer: int
    pool: int  # the pool this deal was played for, the dealer's ante included (units)
    words: list[tuple[int, str]]  # every declaration in order: (seat, kind)
    hands: list[list[Card]]  # each seat's hand when declaring was over (exchanges made)
    dealt: list[list[Card]]  # each seat's hand as dealt
    trump: str | None  # the trump suit when declaring was over (None: none turned)
    winners: list[int]  # the winner of each trick played, in order
    points: list[int] = field(default_factory=list)  # Bierspiel: points left before the deal
    offender: int = -1  # a Loo revoke, or Rams' (Rounce's, Bierspiel's) one penalty
    turned_trump: bool = False  # Loo: the dealer turned a trump in a simple


@dataclass
class Outcome:
    result: str  # "played", "flush", "unopposed", "dealer_takes", "pone_paid", "rams_made",
    # "rams_lost"
    net: list[int]  # each seat's gain (units; Bierspiel: points wiped out less fresh crosses)
    carry: int  # what this deal leaves for the next pool, before the next dealer's ante
    points: list[int] = field(default_factory=list)  # Bierspiel: points left after the deal
    beer: int = -1  # Bierspiel: who pays for the beer (-1: not yet known)
    seen: list[str] = field(default_factory=list)  # the rare cases this deal met


def order_from_left(n: int, dealer: int) -> list[int]:
    """The dealer's left first, the dealer last: the order of declaring, and of seniority
    (002 Loo: "If two players hold a flush in trumps, the elder hand wins")."""
    return [(dealer + 1 + i) % n for i in range(n)]


def last_word(words: Sequence[tuple[int, str]], seat: int, kinds: Sequence[str]) -> str:
    said = [k for s, k in words if s == seat and k in kinds]
    return said[-1] if said else ""


def tricks_of(d: Deal) -> list[int]:
    t = [0] * d.n
    for w in d.winners:
        t[w] += 1
    return t


# ---- the Loo family -------------------------------------------------------------------------


def is_simple(d: Deal, m: Money) -> bool:
    """Three-card Loo only. 002: "every deal in which the pool contains only the three red
    counters put up by the dealer, is known as a simple ... If there are more than three red
    counters in the pool, it is known as a double"; 000: "When the pool contains no more than
    these 3, it is a single". Irish Loo: "there is no distinction between simple and double"."""
    return d.game == "loo" and d.pool <= m.ante


def loo_flush_holders(d: Deal, seats: Sequence[int]) -> list[int]:
    """Three-card and Irish Loo: "If any player in a double pool holds three trumps, whether
    dealt him or found in the widow, he must announce it as soon as all have declared", eldest
    first. A player who passed "gives his original hand to the dealer": only players in can
    show one. GAP (Irish Loo, where the exchange follows the declaring): the hand is read after
    the exchanges, as Three-card Loo's flush may be "found in the widow" (its exchange)."""
    if d.trump is None:
        return []
    return [s for s in seats if len(d.hands[s]) == 3 and all(c[1] == d.trump for c in d.hands[s])]


def five_flush(hand: Sequence[Card], pam: bool) -> bool:
    """Five-card Loo: "a flush of five cards in any suit"; with Pam: "Combined with four cards
    of any suit, this card will make a flush"."""
    if len(hand) != 5:
        return False
    rest = [c for c in hand if not (pam and c == PAM)]
    return len({c[1] for c in rest}) == 1


def loo_settle(d: Deal) -> Outcome:
    m = money_for(d.game)
    o = d.opts
    n, dealer, pool = d.n, d.dealer, d.pool
    net = [0] * n
    seen: list[str] = []
    order = order_from_left(n, dealer)
    # 002 Unlimited Loo: "any player failing in his undertaking must put up for the next pool an
    # amount equal to that in the current pool" (in place of the three red of Limited Loo).
    looed = pool if o.get("unlimited") else m.loo
    pam = d.game == "five_card_loo" and bool(o.get("pam", d.variant != "no_pam"))

    def flush_taken(
        winner: int, payers: Sequence[int], per: int, what: str, kept: bool = False
    ) -> Outcome:
        net[winner] += 0 if kept else pool
        for p in payers:
            net[p] -= per
        seen.append(what)
        return Outcome("flush", net, per * len(payers) + (pool if kept else 0), seen=seen)

    if d.game == "five_card_loo" and o.get("flushes", True):
        # "Any player holding a flush of five cards in any suit may immediately claim the pool,
        # and every person at the table, whether playing or not, is supposed to be looed, and
        # pays five red counters to the next pool. If two players hold flushes, the elder hand
        # wins". Claimed as dealt, or (the docs' reading, "immediately") once the cards
        # exchanged make one: the hands as dealt are looked at first.
        for hands, what in ((d.dealt, "five-card flush as dealt"), (d.hands, "five-card flush")):
            holders = [s for s in order if five_flush(hands[s], pam)]
            if holders:
                # GAP: "Whether a younger flush is looed is not stated" (RULES.md §1, no
                # recommendation). The oracle first spared him, as at Three-card Loo ("the
                # younger hand, holding another flush, is not looed"); the engine makes him pay
                # unless ``younger_flush_pays`` is off, and the Five-card sentence itself backs
                # it: "every person at the table, whether playing or not". Oracle revised: he
                # pays by default; with the switch off he is spared.
                pays = o.get("younger_flush_pays", True)
                spared = {holders[0]} if pays else set(holders)
                payers = [s for s in order if s not in spared]
                if len(holders) > 1:
                    seen.append("two flushes")
                return flush_taken(holders[0], payers, m.flush, what)

    tricks = tricks_of(d)
    if d.turned_trump and is_simple(d, m):
        # 002: "Should the dealer inadvertently turn a trump, he forfeits three red counters to
        # the current pool, but it remains a simple": the tricks divide the larger pool, and
        # under Unlimited Loo the looed pay "an amount equal to that in the current pool".
        net[dealer] -= 3 * m.units
        pool += 3 * m.units
        looed = pool if o.get("unlimited") else m.loo
        seen.append("the dealer turned a trump")
    if is_simple(d, m):
        # 002: in a simple everyone plays ("the winners of the several tricks divide the pool.
        # All those who have not won a trick are looed"); 000's single: the widow is offered,
        # but nobody drops out.
        ins = order
        defender = -1
    else:
        status = {s: last_word(d.words, s, ("stand", "widow", "pass", "defend")) for s in order}
        ins = [s for s in order if status[s] in ("stand", "widow", "defend")]
        ahead = [s for s in ins if s != dealer]
        if not ahead:
            # 000: "If all but the dealer drop out, he takes the pool." 002 does not say;
            # RULES.md §1 table: "not stated (1911 Britannica ...: the dealer is entitled to it)".
            net[dealer] += pool
            seen.append("the dealer takes the pool")
            return Outcome("dealer_takes", net, 0, seen=seen)
        if len(ins) == 1:
            # 002: "If all pass but the player who has taken the widow, he wins the pool
            # without playing, and the next deal must be a simple."
            net[ins[0]] += pool
            seen.append("the widow taken unopposed")
            return Outcome("unopposed", net, 0, seen=seen)
        # 002: "If only one player stands, and he has not taken the widow, the dealer, if he will
        # not play for himself, must take the widow and play to defend the pool"; 000: "If only
        # one player ahead of the dealer decides to play ... he may play to 'defend the pool,' in
        # which case he must throw away his hand and take the widow".
        defender = (
            dealer
            if len(ahead) == 1
            and dealer in ins
            and status[dealer] in ("widow", "defend")
            and d.game == "loo"
            else -1
        )
        # 000 knows no flushes (RULES.md §1: "flushes, unlimited, penalties | absent" in 000)
        flushes = o.get("flushes", d.variant != "lesson_000")
        if d.game in ("loo", "irish_loo") and flushes:
            holders = loo_flush_holders(d, ins)
            if holders:
                # "claims the pool without playing, each of those who are 'in' being looed three
                # red counters ... the younger hand, holding another flush, is not looed".
                # GAP: under Unlimited Loo, is a player looed by a flush "failing in his
                # undertaking"? The text prices this loo ("three red counters"), and he has had
                # no chance to fail: the oracle keeps the three red. A defending dealer pays
                # nothing (000: "he neither collects nor pays any counters").
                payers = [s for s in ins if s not in holders and s != defender]
                if len(holders) > 1:
                    seen.append("two flushes")
                if defender >= 0:
                    seen.append("a flush against a defended pool")
                # GAP: the defending dealer finds three trumps in the widow. The oracle first
                # let him claim the pool like anyone ("he ... claims the pool"); the engine keeps
                # the pool where it is and loos his opponent, and the defender's own rules back
                # it: 000 "he neither collects nor pays any counters", 002 "the payment for any
                # tricks he wins must be left in the pool". Oracle revised: his flush takes
                # nothing, the pool stays for the next deal, the others in are looed.
                kept = holders[0] == defender
                return flush_taken(holders[0], payers, m.flush, "three-trump flush", kept)
    # Each trick takes a share: 002 "one-third of the contents of the pool"; 000 "one-third of
    # its contents for each trick won" (a double), "1 counter for each trick" (a single of 3).
    if defender >= 0:
        seen.append("a defended pool")
        if tricks[defender]:
            seen.append("the defender's tricks left in the pool")
    if d.offender >= 0:
        return loo_revoke(d, m, ins, defender, net, seen)
    carry = share_out(pool, m.hand, ins, tricks, [defender], looed, net, seen)
    if o.get("unlimited") and "looed" in seen:
        seen.append("unlimited loo")
    return Outcome("played", net, carry, seen=seen)


def loo_revoke(
    d: Deal, m: Money, ins: Sequence[int], defender: int, net: list[int], seen: list[str]
) -> Outcome:
    """002: "the hands are abandoned on discovery of the error, and the pool is divided as
    equally as possible among those who declared to play, with the exception of the offender.
    Any odd white counters must be left for the next pool. The player in fault ... must pay a
    forfeit of six red counters to the next pool"; "In Unlimited Loo, it is the same for
    irregularities". A defending dealer takes no part of it (000: "he neither collects nor pays
    any counters"); in a simple everyone plays. GAP: Five-card Loo restates no penalty; its red
    is five white ("Each red counter should be worth five white ones"), so six red are 30."""
    sharers = [s for s in ins if s not in (d.offender, defender)]
    share = d.pool // len(sharers) if sharers else 0
    for s in sharers:
        net[s] += share
    forfeit = 6 * m.units
    net[d.offender] -= forfeit
    seen.append("a revoke")
    if d.pool - share * len(sharers):
        seen.append("odd counters left by a revoke")
    return Outcome("revoke", net, d.pool - share * len(sharers) + forfeit, seen=seen)


def share_out(
    pool: int,
    shares: int,
    ins: Sequence[int],
    tricks: Sequence[int],
    kept: Sequence[int],
    looed: int,
    net: list[int],
    seen: list[str],
) -> int:
    """A deal played out: each trick takes a share of the pool, each player in who won none
    pays ``looed``, the shares of the ``kept`` (a defending dealer, an offender) stay in the
    pool and they pay nothing here; returns what is carried.

    GAP: a pool that does not divide (a defended pool's shares left over make one). RULES.md
    §1: "002 works in white counters ... the engine should keep white units": a share is the
    whole counters of a third (a fifth), and the odd ones stay in the pool, as Loo's revoke
    rule keeps them ("Any odd white counters must be left for the next pool")."""
    share = pool // shares
    carry = pool - share * sum(tricks)
    if pool % shares:
        seen.append("a pool that does not divide")
    for s in ins:
        if s in kept:
            # 002 Loo: "If he fails to take a trick, he is not looed; but the payment for any
            # tricks he wins must be left in the pool"; 000: "the pool settles with his
            # opponent alone". Rams' penalty too: "to win nothing on the deal".
            carry += share * tricks[s]
            if tricks[s]:
                seen.append("a share left in the pool")
            continue
        net[s] += share * tricks[s]
        if not tricks[s]:
            net[s] -= looed
            carry += looed
            seen.append("looed")
    return carry


# ---- Rams, Rounce, Bierspiel ----------------------------------------------------------------


def rams_ins(d: Deal) -> tuple[list[int], int]:
    """The seats that play (clockwise from the dealer's left) and the rams announcer (or -1).
    A player in plays ("stand"), takes the widow, announces rams, or (the dealer) robs: 002 "If
    he plays, he may discard and take up the trump card". A player who passed and then plays
    has taken his hand up again for a general rams ("those who have passed and laid down their
    hands, must take them up again")."""
    order = order_from_left(d.n, d.dealer)
    rams = next((s for s, k in d.words if k == "rams"), -1)
    ins = []
    for s in order:
        w = last_word(d.words, s, ("stand", "widow", "rams", "rob", "pass", "discard"))
        if w and w != "pass":
            ins.append(s)
    return ins, rams


def rams_settle(d: Deal) -> Outcome:
    m = money_for(d.game)
    o = d.opts
    n, dealer, pool = d.n, d.dealer, d.pool
    net = [0] * n
    seen: list[str] = []
    ins, rams = rams_ins(d)
    tricks = tricks_of(d)
    if rams >= 0:
        # 002: "If he succeeds in getting all five tricks, he not only gets the pool but
        # receives five counters in addition from each player. If he fails, he must double the
        # amount then in the pool, and pay five counters to each of his adversaries. Any player
        # taking a trick that spoils a general rams gets nothing from the pool". 000: "he wins
        # the whole pool plus 5 counters from every other player ... he must pay counters to
        # double the pool and 5 counters to every other player."
        # GAP: do the others who won nothing pay the ramsed five too? RULES.md §2: "Recommended:
        # no". GAP: with six, "the dealer takes no cards" (002): is he among "each player" and
        # "his adversaries"? 000 (3 to 5 players) never meets it. The oracle first counted him
        # (000's "every other player"); the engine leaves him out, and that reading is the
        # better one: "all at the table must play" cannot take in a seat with no cards, and an
        # adversary is one who plays against the announcer. The oracle now leaves him out.
        others = [s for s in range(n) if s != rams and not (n == 6 and s == dealer)]
        if tricks[rams] == m.hand:
            net[rams] += pool + 5 * len(others)
            for s in others:
                net[s] -= 5
            seen.append("a general rams made")
            return Outcome("rams_made", net, 0, seen=seen)
        net[rams] -= pool + 5 * len(others)
        for s in others:
            net[s] += 5
        seen.append("a general rams lost")
        return Outcome("rams_lost", net, 2 * pool, seen=seen)
    if not ins:
        # 002: "If all pass except the pone, he must play against the dealer ... If he declines
        # to play, he must pay the dealer five counters, and the pool remains." 000: "this
        # player must pay the dealer 5 counters if he wishes to drop. In this case, the pool
        # remains undivided."
        pone = (dealer - 1) % n
        net[pone] -= 5
        net[dealer] += 5
        seen.append("the pone pays the dealer")
        if n == 6:
            seen.append("six: the pone pays the dealer")
        return Outcome("pone_paid", net, pool, seen=seen)
    # RULES.md §2 gap, the defending dealer: "Recommended default: he is an ordinary player;
    # offer `loo_style_defence` as a variant" (Loo's "neither collects nor pays"). He defends
    # when he must play: 000 "If only one player other than the dealer decides to play, the
    # dealer must play to defend the pool"; 002 "The dealer must play if he is opposed by only
    # one player".
    loo_defence = bool(o.get("loo_defence")) or d.variant == "loo_style_defence"
    defender = (
        dealer
        if loo_defence and dealer in ins and len([s for s in ins if s != dealer]) == 1
        else -1
    )
    # "at the end of the hand he is entitled to take one-fifth of the contents of the pool for
    # every trick he has won. If he has played his hand, and failed to get a trick, he is
    # ramsed, and forfeits five counters to form the next pool"
    if defender >= 0:
        seen.append("a defended pool")
    # PENALTIES: "There is only one penalty in Rams; to win nothing on the deal, and to forfeit
    # five counters to the next pool": his shares stay in the pool, and (one penalty) he is not
    # ramsed besides.
    carry = share_out(pool, m.hand, ins, tricks, [defender, d.offender], m.loo, net, seen)
    if d.offender >= 0:
        net[d.offender] -= 5
        carry += 5
        seen.append("a penalty")
    return Outcome("played", net, carry, seen=seen)


def bier_settle(d: Deal) -> Outcome:
    """Bierspiel: "Three crosses are chalked on the table in front of each player, representing
    five points each. When a trick is won, a beer-soaked finger wipes out the centre of a cross,
    and reduces its value to four. Successive cancellings ... gradually reduce it to nothing, and
    the player who is last to wipe out his third cross pays for the beer ... All penalties are
    made by adding fresh crosses to the delinquent's score." Otherwise "a popular form of Rams"
    (no pool: the crosses are the counters)."""
    n, dealer = d.n, d.dealer
    pts = list(d.points)
    before = list(pts)
    seen: list[str] = []
    ins, _ = rams_ins(d)
    zeroed: list[int] = []  # seats whose last point went, in the order it went
    if not ins:
        # GAP: the pone who will not play pays the dealer five at Rams; in chalk (the reading
        # of docs/scenarios.md, which the texts leave open) he takes a fresh cross and the
        # dealer wipes out five points.
        pone = (dealer - 1) % n
        pts[pone] += 5
        wipe = min(5, pts[dealer])
        pts[dealer] -= wipe
        if wipe and not pts[dealer]:
            zeroed.append(dealer)
        seen.append("the pone takes a cross")
        if n == 6:
            seen.append("six: the pone takes a cross")
        result = "pone_paid"
    else:
        for w in d.winners:
            if pts[w] and w != d.offender:  # Rams' penalty: "to win nothing on the deal"
                pts[w] -= 1  # a trick wipes out one point; nothing is left to wipe at zero
                if pts[w] % 5 == 0:
                    seen.append("a cross wiped out")
                if not pts[w]:
                    zeroed.append(w)
        tricks = tricks_of(d)
        # GAP: Rams' ramsed forfeit of five is read as a fresh cross (the variant
        # ``no_ramsed_cross`` leaves it out: "The text names no price for winning no trick").
        if d.variant != "no_ramsed_cross" and d.opts.get("ramsed_cross", True):
            for s in ins:
                if not tricks[s] and s != d.offender:
                    pts[s] += 5
                    seen.append("a fresh cross")
        if d.offender >= 0:
            # "All penalties are made by adding fresh crosses to the delinquent's score."
            pts[d.offender] += 5
            seen.append("a penalty")
        result = "played"
    left = [s for s in range(n) if pts[s]]
    beer = -1
    if len(left) == 1 or not left and zeroed:
        # "the player who is last to wipe out his third cross pays for the beer": once every
        # other player has wiped out his third, the one left is last; if the last two went in
        # the same deal, the later of them.
        beer = left[0] if left else zeroed[-1]
        seen.append("the beer")
        if not left:
            seen.append("the last two crosses go in one deal")
    net = [before[s] - pts[s] for s in range(n)]
    return Outcome(result, net, 0, points=pts, beer=beer, seen=seen)


def settle(d: Deal) -> Outcome:
    if d.game in LOO_GAMES:
        return loo_settle(d)
    if d.game == "bierspiel":
        return bier_settle(d)
    if d.game in RAMS_GAMES:
        return rams_settle(d)
    raise ValueError(f"no settlement oracle for {d.game!r}")


# ---- declaring: who may say what, and when -------------------------------------------------

Option = tuple[str, int]  # (kind, cards it names: a rob's or a discard's, an exchange's count)
Said = tuple[int, str, int]  # (seat, kind, cards named)


@dataclass
class Table:
    """What the declaring rules need to know about a deal besides the words said."""

    game: str
    variant: str
    opts: dict[str, object]
    n: int
    dealer: int
    pool: int  # this deal's pool, the ante included (units)
    stock: int = 0  # Irish/Five-card: cards left for replacements after the deal and the trump
    seven_turned: bool = False  # Bierspiel: the 7D came up first
    dealt: list[list[Card]] = field(default_factory=list)  # the hands as dealt


def opt(t: Table, name: str) -> bool:
    """A switch, or the named variant that sets it (RULES.md §1-2's variants)."""
    by_variant = {
        ("loo", "lesson_000"): {"dealer_always_plays", "widow_in_single"},
        ("rams", "simple_pool_compulsory"): {"simple_compulsory"},
        ("rams", "dealer_card_trump_000"): {"text_000"},
    }.get((t.game, t.variant), set())
    return bool(t.opts.get(name, name in by_variant))


def turns(words: Sequence[Said]) -> list[tuple[int, list[str]]]:
    """The words grouped by turn: a seat's consecutive words."""
    out: list[tuple[int, list[str]]] = []
    for p, k, _ in words:
        if out and out[-1][0] == p:
            out[-1][1].append(k)
        else:
            out.append((p, [k]))
    return out


def loo_declaring(t: Table, words: Sequence[Said]) -> tuple[int, Counter[Option]] | None:
    m = money_for(t.game)
    order = order_from_left(t.n, t.dealer)
    said = {s: [k for p, k, _ in words if p == s and k != "exchange"] for s in order}
    taken = any(k in ("widow", "defend") for _, k, _ in words)
    if t.game == "loo" and t.pool <= m.ante:
        # 002: "In Simple Pools, no trump is turned, and no widow dealt": no declaring. 000's
        # single: "The player at left of the widow ... may throw it away and take the widow
        # instead. If he is satisfied with his hand, he must say so. Then each player in turn
        # has a chance to take the widow, until somebody takes it or all refuse it."
        if not opt(t, "widow_in_single") or taken:
            return None
        nxt = next((s for s in order if not said[s]), -1)
        return None if nxt < 0 else (nxt, Counter({("stand", 0): 1, ("widow", 0): 1}))
    pam = t.game == "five_card_loo" and bool(t.opts.get("pam", t.variant != "no_pam"))
    flushes = t.game == "five_card_loo" and t.opts.get("flushes", True)
    if flushes and any(five_flush(h, pam) for h in t.dealt):
        return None  # "may immediately claim the pool": nobody declares
    widow = t.game == "loo"  # Irish and Five-card Loo: "no widow is dealt"
    for s in order:
        if said[s]:
            continue
        if s != t.dealer:
            # 002: "The player may stand with the cards dealt him; or may take the widow in
            # exchange; or may pass"; Irish Loo: "whether or not he will play".
            opts = Counter({("stand", 0): 1, ("pass", 0): 1})
            if widow and not taken:
                opts[("widow", 0)] = 1
            return s, opts
        ahead = [p for p in order[:-1] if said[p][-1] != "pass"]
        if not ahead:
            return None  # 000: "If all but the dealer drop out, he takes the pool."
        if len(ahead) == 1:
            lone = ahead[0]
            if not widow:
                # Irish Loo is Three-card Loo "in all other respects": the dealer must play
                # against a lone player, and with no widow to defend with, for himself
                return s, Counter({("stand", 0): 1})
            if said[lone][-1] == "stand":
                # 002: "If only one player stands, and he has not taken the widow, the dealer,
                # if he will not play for himself, must take the widow and play to defend"
                return s, Counter({("stand", 0): 1, ("defend", 0): 1})
            if opt(t, "dealer_always_plays"):
                # 000: "If only one player ahead of the dealer decides to play, the dealer is
                # obliged to play, too. He may play for himself, in which case he cannot take
                # the widow" (here it is gone already)
                return s, Counter({("stand", 0): 1})
            # 002: "If all pass but the player who has taken the widow, he wins the pool
            # without playing": the dealer may pass and let him
            return s, Counter({("stand", 0): 1, ("pass", 0): 1})
        opts = Counter({("stand", 0): 1, ("pass", 0): 1})
        if widow and not taken:
            opts[("widow", 0)] = 1
        return s, opts
    if t.game == "loo":
        return None
    # Irish Loo: the dealer "proceeds to ask those who have declared to play whether or not they
    # wish to exchange any of the cards originally dealt them. The usual question is simply: 'How
    # many?' ... The trump is laid aside, and the cards called for are dealt from the remainder
    # of the pack": any number up to the hand, as far as the remainder goes.
    done = {p for p, k, _ in words if k == "exchange"}
    left = t.stock - sum(x for _, k, x in words if k == "exchange")
    for s in order:
        if said[s][-1] != "pass" and s not in done:
            hand = m.hand
            return s, Counter({("exchange", k): comb(hand, k) for k in range(min(hand, left) + 1)})
    return None


def rams_declaring(t: Table, words: Sequence[Said]) -> tuple[int, Counter[Option]] | None:
    n, dealer = t.n, t.dealer
    rams_game, bier, rounce = t.game == "rams", t.game == "bierspiel", t.game == "rounce"
    order = order_from_left(n, dealer)
    # 002 Rams: "when six play the dealer takes no cards" (32 cards). The oracle first applied
    # it to Rounce too: wrong, Rounce is played "with the full pack of fifty-two cards" by "any
    # number of players from three to nine"; fixed.
    speakers = order[:-1] if n == 6 and not rounce else order
    if bier and not words:
        # "No player is allowed to look at his cards until the trump is turned, and the dealer
        # gives the word of command: 'Auf.'"
        return dealer, Counter({("auf", 0): 1})
    ws = [w for w in words if w[1] != "auf"]
    tl = turns(ws)
    rams = next((p for p, k, _ in ws if k == "rams"), -1)
    taken = any(k == "widow" for _, k, _ in ws)
    simple = t.pool <= money_for(t.game).ante
    text000 = opt(t, "text_000")
    hand = 5  # Rams: "five are given to each player"; Rounce and Bierspiel inherit it
    spoken = {p for p, _ in tl}
    last = {p: ks[-1] for p, ks in tl}  # a seat's last word (a pick-up comes later)
    ins = [p for p in speakers if p in last and last[p] != "pass"]

    def rob() -> Counter[Option]:
        """The dealer "may discard and take up the trump card" (002), as many ways as cards."""
        out: Counter[Option] = Counter({("rob", 1): hand})
        if bier and t.seven_turned:
            # "If it is turned up ... he can take both cards into his hand, discarding others"
            out[("rob", 2)] = comb(hand, 2)
        return out

    def may_rob() -> bool:
        # 002: "If he plays, he may discard and take up the trump card" (with the widow too:
        # taking it is playing). 000: only "If only one player other than the dealer decides to
        # play, the dealer must play to defend the pool. In this case he is allowed to take the
        # trump card and discard another face down." GAP: in 000 the trump card is "The last
        # card, belonging to the dealer" (RULES.md §2: "internally inconsistent since the trump
        # card is already his own"). The oracle first let him rob with his own hand, where it
        # changes nothing; the engine lets him only once he has taken the widow (giving up the
        # hand that held it), which gives the sentence a meaning: oracle revised. Not in a rams
        # either, where everyone plays and nobody "decides to play" alone.
        if not text000:
            return True
        alone = rams < 0 and len([p for p in ins if p != dealer]) == 1
        return alone and (dealer, "widow") in {(p, k) for p, k, _ in ws}

    if tl:
        p, ks = tl[-1]
        if rounce and ks[-1] == "widow":
            # "Six cards are dealt to the widow, one of which must be discarded by the player
            # taking it"
            return p, Counter({("discard", 1): 6})
        if ks[-1] in ("widow", "rams", "discard") and (rams in (-1, p) or p == dealer):
            # his turn may go on: 002, a general rams "may be made either before or after
            # taking the widow"; the dealer who plays "may discard and take up the trump card"
            # (the oracle first ended the dealer's turn at the widow or the rams, then at the
            # widow in another's rams: wrong, "If he plays" sets no other condition; fixed)
            more: Counter[Option] = Counter({("stand", 0): 1})
            if rams_game and rams < 0:
                more[("rams", 0)] = 1
            if rams == p and not taken:
                more[("widow", 0)] = 1
            if p == dealer and may_rob():
                more += rob()
            if len(more) > 1:
                return p, more
    if rams >= 0:
        # 002: "all at the table must play, and those who have passed and laid down their hands,
        # must take them up again. If the widow has not been taken, any player who has not
        # already refused it may take it." 000: "each player who has not refused it or has not
        # dropped out gets a chance to take it". The players yet to speak first, in turn; then
        # those who passed, from the dealer's left (the order is the oracle's guess).
        first: dict[int, list[str]] = {}
        for p, ks in tl:
            first.setdefault(p, ks)
        count = Counter(p for p, _ in tl)
        passers = [s for s in speakers if first.get(s) == ["pass"]]
        pending = [s for s in speakers if s not in first] + [s for s in passers if count[s] < 2]
        for s in pending:
            opts = Counter({("stand", 0): 1})
            if not taken and not (s in passers and text000):
                opts[("widow", 0)] = 1
            if s == dealer and s not in passers and may_rob():
                opts += rob()
            if len(opts) > 1:  # one who must play his own hand has nothing to say
                return s, opts
        return None
    for s in speakers:
        if s in spoken:
            continue
        if s == dealer:
            if not ins:
                return None  # the pone passed: he pays the dealer, and the pool remains
            opts = Counter({("stand", 0): 1})
            if not taken:
                opts[("widow", 0)] = 1
            if rams_game:
                opts[("rams", 0)] = 1
            # 002: "The dealer must play if he is opposed by only one player; but if two others
            # have announced to play, the dealer may play or pass as he pleases. If he plays, he
            # may discard and take up the trump card." 000: only "If only one player other than
            # the dealer decides to play ... he is allowed to take the trump card".
            if len(ins) >= 2 and not (simple and opt(t, "simple_compulsory")):
                opts[("pass", 0)] = 1
            if may_rob():
                opts += rob()
            return s, opts
        opts = Counter({("stand", 0): 1})
        # 002: "In some clubs the eldest hand is obliged to play, either with his own hand or
        # with the widow" (the switch ``eldest_plays``)
        eldest_bound = s == order[0] and opt(t, "eldest_plays")
        if not (simple and opt(t, "simple_compulsory")) and not eldest_bound:
            opts[("pass", 0)] = 1
        if not taken:
            opts[("widow", 0)] = 1
        if rams_game:
            opts[("rams", 0)] = 1
        return s, opts
    if bier and last.get(dealer) == "pass":
        # "If the dealer passes, the eldest hand may take up the trump."
        eldest = order[0]
        if last.get(eldest) != "pass" and len([k for p, ks in tl if p == eldest for k in ks]) < 2:
            return eldest, Counter({("stand", 0): 1, ("rob", 1): hand})
    return None


def declaring(t: Table, words: Sequence[Said]) -> tuple[int, Counter[Option]] | None:
    """Who speaks next and what he may say, after ``words``; None once declaring is over."""
    if t.game in LOO_GAMES:
        return loo_declaring(t, words)
    return rams_declaring(t, words)


__all__ = ["Deal", "Money", "Outcome", "Table", "declaring", "money_for", "settle"]
