"""What a seat may see, and the search hooks (see :mod:`engine.search`): dealing the unseen
cards and the stock, a cheap playout policy, the value of a finished game, and the
rule-of-thumb player. Every hook plays through :mod:`engine.games.linger_longer.play` on a
state with ``record=False``.

The habit behind both the rule of thumb and the playouts: a won trick is a card drawn, so win
every trick you can as cheaply as you can, and when you cannot, throw your least useful card.

A playout plays the searching seat (``searcher``) by that habit, except that he leads his
cheapest card: a lead is won only by a card strong enough to hold against everyone after him,
and spent on a lead it is not there to win a trick later as a follower, who sees what he must
beat (policy tests, 6,000 games against random players each: leading the cheapest card wins
30% of them, leading the strongest 28%, random play 26%). The others play the habit with a
share ``ROLLOUT_RANDOM`` of random cards: the search does not know how its opponents play, and
a model halfway between habit and chance held up best against both kinds. At 40 worlds a
decision, 400 games against each (same deals): 33.8% won against random players and 29.7%
against rule of thumb; with the others all random in the playouts 33.0% and 27.0%; with the
old playouts (everyone the habit, leads strongest, 10% chance) 28.0% and 31.0%. One standard
error is about 2.3 points.

The worlds keep to what the play has shown (:func:`read_play`), card by card: a void shown
holds for the cards its seat held then, not for a card drawn since; and in half the worlds
(``HABIT_P``) an opponent whose plays all fit the habit is read as playing it (a leader of
the habit held nothing stronger than his lead, a follower who did not win had no card that
would). Paired at 40 worlds a decision (bench/linger_longer.py's duplicate deals x 4 seats,
share of counters, paired bootstrap s.e.): against rule of thumb +2.0 points (+-1.3) over
150 deals and +2.4 (+-1.1) over 300 others; against random players +2.9 (+-1.9) and -1.8
(+-1.2), no gain. Reading the habit in every world gained only +0.2 and +0.7 against rule
of thumb; the voids card by card alone -0.6 (+-0.7). Tried and not kept, paired the same
way: the exact expectation of each world from the third trick on (expectimax over the
playout's own model, the searcher by his habit: -1.7 +-1.0 against rule of thumb at the time
budget, fewer worlds; with his best cards instead, -1.0 +-1.1); the opponents read as the
habit's playing it purely in the playouts (-0.9 +-1.1 and -1.1 +-1.4 against rule of thumb,
+2.9 +-1.2 and -1.1 +-1.9 against random); a fifth of the searcher's own playout cards at
random (-2.7 +-1.1 against rule of thumb, +1.4 +-1.2 against random); 30% or 70% random
cards for the others (-0.8 +-1.1 and -2.4 +-1.3 against rule of thumb, at the time budget).

Against rule of thumb over 200 deals x 4 seats (issue 10 asks 60%): the bench's match at the
time budget 57.7% (+-1.4 s.e.; load 10, 33 worlds a decision), 58.8% at a fixed 40 worlds.
Tried 2026-12-01, paired at 40 worlds on those deals, none kept: 80 worlds +0.6 (+-1.1), so
the share is held by the model of play rather than by the sampling; one stream of random
numbers for every action's playouts in a world (common random numbers) -1.1 (+-1.4); the
habit read in 75% of the worlds +0.6 (+-1.1); 40% or 60% random cards for the others -2.9 and
-2.7 (+-1.3); the bonus for lasting in :func:`rollout_value` at 0 or 0.05 a trick instead of
0.01, -0.6 (+-0.6) and -0.1 (+-0.2).

Tried 2026-12-02, paired at 40 worlds a decision against rule of thumb on the bench's deals
(x 4 seats, paired bootstrap s.e.; the search itself 58.4% over deals 0-599). Where the share
is lost: a player who sees every hand and the stock, against rule-of-thumb players (who play
by what they hold, so each of his cards has one answer), wins 72.4% (+-1.1) of the counters
over 200 deals; this search given the true deal in every world 70.2% over 100 deals, given
the true hands with the stock shuffled 63.2% (64.5% with the others playing the habit
without chance cards), +4.5 (+-1.0) over 300 deals. So the stock's order, which nobody at the
table knows, is most of the gap, and 160 worlds a decision instead of 40 gained nothing, -0.2
(+-1.0). :func:`deal_slots` is not a uniform deal: each place takes the first card of one
shuffled pool it may be, so the cards barred from the most barred places (strong cards,
after a habit's lead) collect at the pool's front for the next places rather than for the
stock (at the first trick, 112 trumps in the hidden hands over 113 decisions where rejection
sampling gave 78). A uniform pick per place matched rejection (79) but played worse, -1.3
(+-0.8) over 600 deals; with it the others read and played as the habit (``HABIT_P`` 1, no
chance cards) -1.0 (+-1.0), trumps weighted 2 or 4 to 1 towards the hidden hands -1.3 and
-2.0 (+-1.2): the greedy deal is kept. The searcher's playout leads, over 600 deals: the
strongest card (the habit) -3.2 (+-0.7), the strongest plain card -2.2 (+-0.7) though as a
player by itself it beats rule of thumb 54.4% to the cheapest lead's 52.2% (1,500 deals), a
random card -1.7 (+-0.7), the cheapest of the shortest suit -0.8 (+-0.6); holding back a trump
that would win, second to play at a full table, -1.4 (+-0.6). Kept: :func:`obvious_action`,
+0.7 (+-0.5) over deals 0-599 and +0.4 (+-0.5) over 1000-1599, not seen while tuning (+0.6
+-0.35 over the 1,200; the share 57.7%); the last player's cheapest winner alone -0.1
(+-0.4), and narrowing the other follower's choices further (his winners and the cheapest
throw; of his winners only the weakest and the strongest) -0.3 (+-0.3) each.

Tried 2026-12-02 later, paired the same way at 40 worlds over deals 0-599 (the search 59.0%
with :func:`obvious_action`), none kept. The searcher's own later cards in the playout: the
cheapest card that holds against the world's hands, leading and following (else as now), -2.1
(+-0.7), following only -0.5 (+-0.3); his master trump led when the cards seen say it cannot
be beaten -0.4 (+-0.4); following, the cheapest winner no unseen card beats, else a throw
instead of a winner that may be beaten, -1.4 (+-0.6). The others' cards in the playout: those
still to play to the trick being decided by the habit alone -1.7 (+-0.6), all at random -1.8
(+-0.7), 75% at random -4.2 (+-1.2, 200 deals); each other seat random or the habit for a whole
playout -2.2 (+-1.2, 200 deals); their random cards drawn only among winners and each suit's
cheapest card -1.4 (+-0.6); their habit taking a trick with a card that holds against the
world's hands -0.5 (+-0.6). The choice: the habit's card when within 0.1 counters of the best
-0.9 (+-0.4). The choices searched: equal cards (same suit, every card between them seen) as
one and a card that cannot win only as the cheapest of its suit -0.3 (+-0.4); with that, the
throw of a follower who cannot win searched among each suit's cheapest plain card -1.6 (+-0.5,
400 deals); the first trick's lead by rule (the cheapest card) -0.2 (+-0.4). 160 worlds
-1.2 (+-1.0, 200 deals). The model that fits rule of thumb's play (a uniform pick per place,
the habit read in every world, the trick being decided played by the habit alone) -0.6
(+-0.6). The true hands given for the first trick's decisions alone: -0.2 (+-0.5, 400
deals), so what the true hands are worth lies in the later tricks. A truer model of the
others with a stronger searcher in the playouts (20% random cards, the searcher's cards that
hold against the world's hands -1.2, his master trump led -0.7, +-0.9 over 400 deals): the
playouts' two errors (a dull searcher, others half at random) may offset each other. On deals
2000-2599, not seen while tuning (the search 57.5%): the equal cards as one -0.05 (+-0.3),
the trick being decided by the habit -0.4 (+-0.7), the fitting model -0.4 (+-0.7): deals
0-599 favour the search as tuned on them, and every model of play tried sits within noise of
it or below. Soft weights for the reading: every world dealt by the voids alone, and a world
in which another's hidden cards do not fit his habit reading counted at 0.3 or 0.1 of one
that does, -2.8 and -2.9 (+-0.6); with no reading of the habit at all -3.0 (+-1.3, 200 deals).
The bench's match at the time budget over deals 0-599 after these tries: 58.3% (+-0.8; load
7.5, 77 worlds and 31.0 ms a searched decision, median).
"""

from __future__ import annotations

import random
from typing import NamedTuple

from engine.game import Action, play
from engine.games.linger_longer.play import (
    FACE_SUITS,
    NO_TRUMP,
    RANKINGS,
    legal_cards,
    play_card,
    rank_of,
)
from engine.games.linger_longer.scoring import payoff
from engine.games.linger_longer.state import LingerState
from engine.search.determinize import NoDeal, assign_places
from engine.search.thumb import least
from engine.tricks import Play

ROLLOUT_RANDOM = 0.5  # share of random cards the others play in a playout (the rest: habit)
HABIT_P = 0.5  # the chance a world reads an opponent as playing the habit (if he may be)
STRENGTH: tuple[int, ...] = NO_TRUMP.strength  # 0 (two) .. 12 (ace) within a suit
# per trump suit: what a card costs to throw (trumps dearest, then by strength)
PLAYS: tuple[Action, ...] = tuple(play(c) for c in range(52))
CHEAP: tuple[tuple[int, ...], ...] = tuple(
    tuple(100 * (NO_TRUMP.follows[c] == t) + STRENGTH[c] for c in range(52)) for t in range(4)
)


# ---- views ------------------------------------------------------------------------------------
def view(state: LingerState, seat: int) -> LingerState:
    """``seat``'s view: his own hand and the turned trump card while the dealer holds it; the
    other cards in hand and the stock's order hidden (their numbers kept)."""
    known = [0] * state.n
    known[seat] = state.hands[seat]
    if state.hands[state.dealer] >> state.turned & 1:
        known[state.dealer] |= 1 << state.turned
    hands = tuple(known)
    hidden = tuple(h.bit_count() - k.bit_count() for h, k in zip(state.hands, hands, strict=True))
    return state._replace(
        hands=hands,
        hidden=hidden,
        viewer=seat,
        start=(),
        salt=0,
        stock=(-1,) * len(state.stock),
        drew=tuple(d if state.history[i][1] == seat else -1 for i, d in enumerate(state.drew)),
    )


def unseen(v: LingerState) -> int:
    return (sum(v.hidden) if v.hidden else 0) + sum(1 for c in v.stock if c < 0)


def determinize(v: LingerState, rng: random.Random) -> LingerState:
    """A full state fitting the view: the cards the viewer has not seen dealt at random to the
    hidden hands and to the stock, in random order. Each hidden card keeps clear of what the
    play has shown (:func:`read_play`): the suits its holder has shown he lacks since it came
    to him, and in a share ``HABIT_P`` of the worlds, for each opponent whose plays all fit
    the habit, what those plays show if he plays it (a leader of the habit holds nothing
    stronger than his lead). Without a reading (a position set up by hand), the suits each
    seat has shown he lacks since his last draw."""
    if v.viewer < 0:
        return v
    seen = v.pile  # the cards played since the stock was made (a reshuffle returns the rest)
    for h in v.hands:
        seen |= h
    for _, c in v.trick:
        seen |= 1 << c
    pool = [c for c in range(52) if not seen >> c & 1]
    rng.shuffle(pool)
    reading = read_play_of(v)
    if reading is not None:
        bars = reading.void
        if HABIT_P > 0:
            bars = tuple(
                h if h is not None and rng.random() < HABIT_P else b
                for b, h in zip(reading.void, reading.habit, strict=True)
            )
        try:
            hands, stock = deal_slots(v, pool, bars, rng)
        except NoDeal:  # the habit's reading of someone who does not play it: voids only
            hands, stock = deal_slots(v, pool, reading.void, rng)
    else:
        dealt = deal_hidden(v, pool)
        if dealt is None:  # the quick deal got stuck: the general matching always finds one
            dealt = matched(v, pool, rng)
        hands, stock = dealt
    return v._replace(
        hands=hands,
        stock=stock,
        hidden=(0,) * v.n,
        viewer=-1,
        record=False,
        salt=rng.getrandbits(32),  # a reshuffle's order is as unknown as the stock's
        searcher=v.viewer,
    )


Bars = tuple[tuple[int, ...], ...]  # per seat: for each hidden card, the cards it cannot be
ALL_CARDS = (1 << 52) - 1
# per trump suit and card c: the cards the habit would take before c (the least/worst pick:
# a smaller key, or the same key and a lower index) and before c as the best pick
BEFORE_LEAST: tuple[tuple[int, ...], ...] = tuple(
    tuple(sum(1 << x for x in range(52) if (k[x], x) < (k[c], c)) for c in range(52)) for k in CHEAP
)
BEFORE_BEST: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        sum(1 << x for x in range(52) if k[x] > k[c] or (k[x] == k[c] and x < c)) for c in range(52)
    )
    for k in CHEAP
)


class Reading(NamedTuple):
    """What the play has shown of the hidden hands (:func:`read_play`): ``void`` bars only
    the suits a seat has shown he lacks; ``habit[p]`` also what ``p``'s plays show if he
    plays the habit (:func:`choose`), None once a play of his contradicts that."""

    void: Bars
    habit: tuple[tuple[int, ...] | None, ...]


_last_read: list[tuple[LingerState, Reading | None]] = []  # one entry: the last view read


def read_play_of(v: LingerState) -> Reading | None:
    """:func:`read_play`, read once per view (a decision deals many worlds from one view).
    The entry is read once and replaced whole, so a search in another thread cannot mix two
    views' readings."""
    last = _last_read[-1] if _last_read else None
    if last is not None and last[0] is v:
        return last[1]
    reading = read_play(v)
    _last_read[:] = [(v, reading)]
    return reading


def habit_shows(v: LingerState, before: tuple[Play, ...], card: int) -> int:
    """The cards a player of the habit cannot have held when he played ``card`` after
    ``before`` (the trick so far): leading, none stronger; following, no cheaper card that
    would win, or if ``card`` does not win, no card that would win and none cheaper."""
    t = v.trump
    if not before:
        return BEFORE_BEST[t][card]
    r = RANKINGS[t]
    lead = NO_TRUMP.follows[before[0][1]]
    scope = FACE_SUITS[lead] if NO_TRUMP.follows[card] == lead else ALL_CARDS
    over = r.over[r.winning_play(before)[1]]
    if over >> card & 1:
        return over & BEFORE_LEAST[t][card] & scope
    return (over | BEFORE_LEAST[t][card]) & scope


def read_play(v: LingerState) -> Reading | None:
    """Per seat, for each hidden card he holds, the cards it cannot be: what the play has
    shown, read card by card rather than seat by seat. A seat who did not follow a led suit
    held none of it, and every card he held then still lacks it; a card he drew later may be of
    any suit (``excluded`` forgets the void at the draw for all his cards, this forgets it only
    for the card drawn). A played card came from one of his cards that could be it: the one
    barred from most (the cautious reading, which keeps the weaker bars). The turned card is
    one of the dealer's cards while he holds it. Beside it, the same walk reading each play as
    the habit's (:func:`habit_shows`). None when the walk does not end at the view's hidden
    counts (a stock that ran out under ``play_on``: no draw to count)."""
    follows = NO_TRUMP.follows
    held: list[list[int]] = [[0] * v.n for _ in range(v.n)]  # bars per card, per seat
    habit: list[list[int] | None] = [[0] * v.n for _ in range(v.n)]
    turned = [False] * v.n
    turned[v.dealer] = True  # the dealer's last card dealt: the turned card, shown to all

    def take(cards: list[int], card: int) -> bool:
        """Remove the place ``card`` came from (the most barred that may be it)."""
        fits = [i for i, b in enumerate(cards) if not b >> card & 1]
        if not fits:
            return False
        cards.pop(max(fits, key=lambda i: cards[i].bit_count()))
        return True

    def played(p: int, card: int, before: tuple[Play, ...]) -> None:
        cards = held[p]
        if turned[p] and card == v.turned:
            turned[p] = False
            cards.remove(max(cards, key=int.bit_count))  # a card held since the deal
        elif cards and not take(cards, card):
            cards.pop()
        void = 0
        if before and follows[card] != follows[before[0][1]]:
            void = FACE_SUITS[follows[before[0][1]]]
            held[p] = [b | void for b in cards]
        h = habit[p]
        if h is not None:
            if not take(h, card):
                habit[p] = None
            else:
                shown = void | habit_shows(v, before, card)
                habit[p] = [b | shown for b in h]

    for trick, winner in v.history:
        for k, (p, c) in enumerate(trick):
            played(p, c, trick[:k])
        held[winner].append(0)  # the stock never runs out unseen here (checked below)
        h = habit[winner]
        if h is not None:
            h.append(0)
    for k, (p, c) in enumerate(v.trick):
        played(p, c, v.trick[:k])
    if turned[v.dealer]:  # known, not hidden: a place held since the deal (the most bars)
        held[v.dealer].remove(max(held[v.dealer], key=int.bit_count))
        h = habit[v.dealer]
        if h is not None and not take(h, v.turned):
            habit[v.dealer] = None
    for p in range(v.n):
        if p != v.viewer and len(held[p]) != v.hidden[p]:
            return None
    return Reading(
        tuple(tuple(b) for b in held),
        tuple(None if p == v.viewer or h is None else tuple(h) for p, h in enumerate(habit)),
    )


def deal_slots(
    v: LingerState, pool: list[int], bars: tuple[tuple[int, ...], ...], rng: random.Random
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The hidden cards dealt card by card (:func:`read_play`): the most barred first, each
    the first card of the shuffled ``pool`` it may be; the rest is the stock. If that gets
    stuck, :func:`engine.search.determinize.assign_places` over one place per hidden card."""
    places = sorted(
        ((b, p) for p in range(v.n) if p != v.viewer for b in bars[p]),
        key=lambda bp: -bp[0].bit_count(),
    )
    hands = list(v.hands)
    taken = 0
    for b, p in places:
        barred = b | taken
        for c in pool:
            if not barred >> c & 1:
                taken |= 1 << c
                hands[p] |= 1 << c
                break
        else:
            break
    else:
        return tuple(hands), tuple(c for c in pool if not taken >> c & 1)
    slots = list(range(len(places))) + [-1] * (len(pool) - len(places))
    got = assign_places(pool, slots, {i: b for i, (b, _) in enumerate(places)}, rng)
    hands = list(v.hands)
    stock: list[int] = []
    for c, i in zip(pool, got, strict=True):
        if i >= 0:
            hands[places[i][1]] |= 1 << c
        else:
            stock.append(c)
    return tuple(hands), tuple(stock)


def deal_hidden(v: LingerState, pool: list[int]) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
    """The hidden hands filled from the shuffled ``pool`` in its order, the seat with the most
    suits ruled out first, each taking the first cards he may hold; the rest is the stock, in
    the pool's order. None if a seat is left short (then :func:`matched` deals). A few hidden
    cards against a stock of dozens: much quicker than a matching over every place."""
    hands = list(v.hands)
    taken = 0
    order = sorted((p for p in range(v.n) if v.hidden[p]), key=lambda p: -v.excluded[p].bit_count())
    for p in order:
        need, barred, got = v.hidden[p], v.excluded[p] | taken, 0
        for c in pool:
            if not barred >> c & 1:
                got |= 1 << c
                need -= 1
                if not need:
                    break
        if need:
            return None
        hands[p] |= got
        taken |= got
    return tuple(hands), tuple(c for c in pool if not taken >> c & 1)


def matched(
    v: LingerState, pool: list[int], rng: random.Random
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The hidden hands and the stock by :func:`engine.search.determinize.assign_places`."""
    slots: list[int] = []
    for p, k in enumerate(v.hidden):
        slots += [p] * k
    slots += [-1] * (len(pool) - len(slots))
    places = assign_places(pool, slots, v.excluded, rng)
    hands = list(v.hands)
    stock: list[int] = []
    for c, p in zip(pool, places, strict=True):
        if p >= 0:
            hands[p] |= 1 << c
        else:
            stock.append(c)
    return tuple(hands), tuple(stock)


# ---- the habit ----------------------------------------------------------------------------------
# Why the habit chooses its card, told to the player (the terminal's hint, ``Game.heuristic_move``):
# constants, so the computer's own moves and the playouts format nothing.
LEADS = "a led ace or trump is a likely win: lead your strongest card"
WINS = "you can win the trick: win it as cheaply as you can"
THROWS = "you cannot win the trick: throw your cheapest card, keeping trumps"


def choose(state: LingerState, legal: int) -> tuple[int, str]:
    """The habit's card and why (one of the phrases above): win the trick as cheaply as
    possible if you can; else throw the cheapest card, keeping trumps. Leading, lead the
    strongest card (a led ace or trump is a likely win)."""
    r = rank_of(state)
    cheap = CHEAP[state.trump]
    if not state.trick:
        best = r.best(legal)
        return (int(best), LEADS) if best is not None else (least(legal, cheap), LEADS)
    _, win_card = r.winning_play(state.trick)
    beat = legal & r.over[win_card]
    if beat:
        return int(r.worst(beat)), WINS  # type: ignore[arg-type]
    return least(legal, cheap), THROWS


def heuristic_action(state: LingerState, rng: random.Random) -> Action:
    """The rule-of-thumb player: win what you can cheaply, else throw the cheapest card."""
    return play(choose(state, legal_cards(state))[0])


def heuristic_move(state: LingerState, rng: random.Random) -> tuple[Action, str]:
    """The rule-of-thumb move and why, in a phrase told to the player."""
    card, why = choose(state, legal_cards(state))
    return play(card), why


def obvious_action(v: LingerState) -> Action | None:
    """A follower's play the search is not asked about: unable to win the trick, his cheapest
    card (keeping trumps), as the habit throws; last to play with a card that wins, the
    cheapest such card (the trick is his whichever he plays, and any other costs a card he
    could have kept). Left to the search, such a choice between cards that change nothing now
    went by the noise of its sampled playouts (a third of its throws were not the cheapest)."""
    if not v.trick or v.phase != "play":
        return None
    legal = legal_cards(v)
    r = rank_of(v)
    beat = legal & r.over[r.winning_play(v.trick)[1]]
    if not beat:
        return PLAYS[least(legal, CHEAP[v.trump])]
    if len(v.trick) == v.out.count(-1) - 1:  # the last of those still in to play
        return PLAYS[int(r.worst(beat))]  # type: ignore[arg-type]
    return None


def lean(state: LingerState) -> LingerState:
    return state._replace(record=False) if state.record else state


def nth_card(cards: int, i: int) -> int:
    """The ``i``-th lowest card of a mask (0-based): a random pick without listing them."""
    for _ in range(i):
        cards &= cards - 1
    return (cards & -cards).bit_length() - 1


def playout(state: LingerState, rng: random.Random) -> LingerState:
    """The game played to its end through the rules' own :func:`play_card` on a lean state
    (no teaching record): no rule is coded twice. The searcher plays the habit but leads his
    cheapest card; the others play the habit, or at random (``ROLLOUT_RANDOM``)."""
    s = lean(state)
    me = s.searcher
    rnd = rng.random
    while s.phase != "over":
        legal = legal_cards(s)
        if not legal & (legal - 1):
            card = legal.bit_length() - 1  # one card: no choice to make
        elif s.to_move == me:
            card = least(legal, CHEAP[s.trump]) if not s.trick else choose(s, legal)[0]
        elif rnd() < ROLLOUT_RANDOM:
            card = nth_card(legal, int(rnd() * legal.bit_count()))
        else:
            card = choose(s, legal)[0]
        s = play_card(s, card, PLAYS[card])
    return s


def value(state: LingerState, seat: int) -> int:
    """Counters won minus paid by ``seat`` in a finished game."""
    return payoff(state, seat)


def rollout_value(state: LingerState, seat: int) -> float:
    """The payoff, plus a little for lasting longer (a loser who dropped out late was closer to
    winning than one who dropped out first)."""
    v = float(payoff(state, seat))
    if state.winner != seat:
        lasted = state.out[seat] if state.out[seat] >= 0 else max(state.out)
        v += 0.01 * lasted
    return v
