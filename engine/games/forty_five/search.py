"""What a seat may see, and the search hooks (see :mod:`engine.search`): dealing the unseen
cards, a cheap playout policy, the value of a finished deal to a side, exact search late in a
deal, and the rule-of-thumb player.

Partners share one side (:meth:`side`), so the generic Monte-Carlo player and the exact solver
maximise the side's score together. Every hook plays through the rules of
:mod:`engine.games.forty_five.play` on a state with ``record=False``.

What was tried for strength (bench/forty_five.py's duplicate deals at a four-hand table,
paired at a fixed 40 worlds a decision over its first 200 deals; one standard error of the
paired difference, bootstrap over the deals, in brackets):

* "sighted" playouts, the habit with the world's hands in sight for every seat (to a
  trick, a partner's winning card stands unless an opponent still to play can beat it; else
  the cheapest card that wins for good; else the cheapest card): against rule of thumb +3.1
  (+-1.4) on the first 200 deals (the best of the variants below there) but -1.0 (+-1.3) on
  the next 200, +1.0 (+-1.0) over the 400; against random -1.1 (+-1.6), then -5.1 on the
  next 200, -3.1 (+-1.1) over the 400 (73.3% -> 70.2%): dropped;
* sighted leads as well (lead the cheapest card no opponent can beat): against rule of
  thumb 56.0%, -1.6 (+-1.6) against sighted following alone; sighted play for the
  searcher's side only, the habit (the rule of thumb's own play) for the opponents: 56.0%,
  -1.6 (+-1.4);
* more worlds: 20, 40 and 80 a decision gave 56.1%, 54.5% and 55.9% (+-1.4 each): flat, so
  a faster playout buys little strength;
* exact search from three tricks left at four hands (not two): -0.5 (+-1.4) over 100 deals,
  for twice the CPU a decision;
* against random, an opponent played at random in the playouts when every candidate deal
  has him make two or more choices the habit would not: -0.8 (+-0.8);
* the trump ace put in the hand of its holder who robbed (:class:`Unseen`), against
  dealing it anywhere: +0.1 (+-0.5) against rule of thumb;
* a model of both kinds of opponent in the worlds: a candidate deal weighted by the chance
  of the opponents' cards seen, half under the habit (1 if it would have chosen every one of
  them, else 0) and half under random play (the product of 1 / their legal cards), the
  partner's surprises weighted as before: against rule of thumb -0.5 (+-1.4), against
  random -2.9 (+-1.5) over the first 190 deals (stopped there): dropped (a deal the habit
  explains outweighs the others even when the opponents play at random: five tricks show
  too few of their cards to tell the two kinds apart);
* surprises counted for the opponents only (the partner is a Monte-Carlo player, not the
  habit): against rule of thumb +0.6 (+-0.9), against random -0.5 (+-0.9) over 400 deals
  (55.3% -> 55.9% and 72.3% -> 71.9%): no gain;
* exact search in each world from the second trick, or from three tricks left, with a
  transposition table (``engine.search.solve``'s ``key``): 30 ms a world from four tricks
  left (53 ms without the table), 4.1 ms from three (4.4 without), against 0.3 ms from two:
  too slow for 40 worlds in the budget, and three tricks left was no stronger (above);
* single-observer information-set MCTS (Cowling, Powley and Whitehouse 2012: one tree over
  the searcher's information sets, the play seen since the decision; a world dealt for each
  iteration, UCB1 over the actions legal in it with availability counts, one node added, the
  habit's playout backed up to each seat that chose), at the flat search's playouts (40
  worlds' worth, an iteration a world and candidate), exact search kept for the last two
  tricks, the opponents playing the habit in the tree: as in the paper (UCB1 at the root, the
  most visited action) -3.0 (+-1.1) against rule of thumb over 400 deals. With every
  candidate played in every world at the root (as here: else the deals' luck swamps the
  candidates' differences), each iteration backed up less its world's mean and a node
  playing the habit for its first 8 visits (a move tried at random where a node has been
  seen once or twice plays worse than the habit): +1.3 (+-1.1) over 400 deals (+4.0 on the
  first 200), but so did the same code with the habit at every node, the flat search's play
  in other worlds: +1.3 (+-1.0); against that control the tree gained +0.1 (+-0.8) over 400
  deals (every seat in the tree -1.9 (+-1.7), the searcher alone +0.3 (+-1.4), no exact
  search +1.4 (+-1.2), over 200); at 80 worlds -0.2 (+-1.0) (86 ms a decision); against
  random +0.1 (+-1.1) over 400 deals (72.3% -> 72.5%); 43 ms of thread CPU a decision
  (median) against 32. The tree cannot learn at this budget: the others' cards split the
  searcher's later decisions, so the node below the root chosen at most often is chosen 7
  times (median over 63 decisions) and in most decisions none passes the habit's first 8:
  the habit for the searcher's own side is not what holds this player back;
* ties at the root (a fifth of the decisions played out: the playouts often part no two
  cards) broken at random instead of by the first legal card: +0.1 (+-0.5) over 200 deals.

Where the points go (bench/forty_five.py's ``lost_points``: at each choice against rule of
thumb, what full sight could still make after the best action less after the one chosen;
along a deal these add up to its full-sight worth less the points made): over the first 100
deals, both sides, 40 worlds, the search's choices lost 530 points (the side's less the
other's) in 1,476 decisions; the rule of thumb's choices at the same decisions, 705. Leads
lost 295 (the habit's 380), following 230 (320), robbing 5 (5); three quarters in the first
two tricks (400); the first lead alone 115 (120: before a card is seen the search does little
better than the habit). No one kind of decision holds the loss.

Paired at 40 worlds a decision over the first 300 deals (this player 54.9% of points against
rule of thumb, 72.1% against random there):

* one pool of 240 candidate deals a decision (the flat search's 40 worlds times six), each
  world drawn from it by :data:`SURPRISE` to the power of its surprises (a sharper reading of
  the play seen than the likeliest of six): against rule of thumb +0.4 (+-1.1), against
  random -1.8 (+-1.1);
* the bench's own measure as the value (Dinkelbach at a share of 0.65: 0.35 a point scored
  against 0.65 a point conceded, where the side's points less the other's weigh them alike):
  +0.3 (+-0.4), +0.2 (+-0.4);
* a player who played a card while nobody had robbed may still hold the trump ace (a random
  player need not rob): a surprise instead of ruled out (:class:`Unseen`): against random
  -0.1 (+-0.4);
* surprises counted for the partner only: against random -0.9 (+-1.1); the opponents known to
  be random (playing at random in the playouts, their cards read as telling nothing): -1.2
  (+-1.4): how the opponents are modelled is not what holds it back against random either;
* a tie at the root broken towards the habit's card (the partner reads this player's cards as
  the habit's): +0.2 (+-0.2) against rule of thumb; the habit's card kept unless another is a
  fifth of a point better: -0.7 (+-1.1);
* exact search with the opponents playing the habit in it (the side's best against the
  habit, not minimax): from two tricks left (only the opponents' model changed) -0.1 (+-0.1)
  and +0.0 (+-0.2); from three tricks left at four hands +1.1 (+-0.7) against rule of thumb
  and +0.6 (+-0.7) against random, but -0.5 (+-0.8) and +0.7 (+-0.8) on the next 300 deals,
  +0.3 (+-0.5) and +0.6 (+-0.6) over the 600; 29 ms of thread CPU a decision against 27
  (median). Not kept: no clear gain (and :func:`searchable` and :func:`search` serve the hand
  review too, :mod:`engine.review`, whose exact values are against the best defence).

The bench on a busy machine (load 5 to 8 on two cores) samples fewer worlds than at rest
(the wall-clock patience, budget and 15 ms, cuts the search short): 22 worlds a decision,
45.9 ms (median), 50.8% (+-2.7) against rule of thumb and 74.5% (+-3.2) against random on
its 60 deals; the same code at rest (load 0.7): 40 and 37 worlds, 30.4 ms, 58.8% (+-2.9) and
75.9% (+-2.7). A bench figure is worth reading beside its load.

The full-sight ceilings (bench/forty_five.py: both partners see every card) do not rule out
the aims on the bench's first 40 deals: 80.9% (+-3.3) of points against rule of thumb, 87.2%
to 88.8% (+-2.2) against random, where this player at 40 worlds took 56.2% and 78.5%.
"""

from __future__ import annotations

import random

import engine.games.forty_five.core as core
import engine.games.forty_five.king as king
from engine.cards import CARDS
from engine.game import Action, Game, play
from engine.games.forty_five.play import has_played, legal_actions, legal_cards, may_rob, step
from engine.games.forty_five.rules import TRICK_POINTS
from engine.games.forty_five.scoring import payoff
from engine.games.forty_five.state import FortyFiveState
from engine.search.determinize import deal_places
from engine.search.solver import Positions, solve
from engine.search.thumb import least

# share of random cards in a playout (the rest follow the greedy habit): none, so that every
# action tried in a world is played out the same way and the comparison is between actions,
# not between random draws (at a fixed 40 or 60 worlds a decision, 0.1 -> 0 took Forty-Five
# from 55.9% to 58.0% against rule of thumb and Spoil Five from 63.7% to 65.6% against random)
ROLLOUT_RANDOM = 0.0


# ---- views ------------------------------------------------------------------------------------
def rob_known(state: FortyFiveState, seat: int) -> bool:
    """Does ``seat`` know who may rob? Always when an ace is turned or once someone robbed;
    the trump ace's holder (or the King's, robbing with the King) keeps it to himself until
    he robs."""
    hid = state.rob_kind in ("ace", king.KING)
    return not hid or state.robber >= 0 or seat == state.rob_seat


def view(state: FortyFiveState, seat: int) -> FortyFiveState:
    """``seat``'s view: his own hand and the turned card (in the robber's hand once robbed);
    the other hands hidden (their sizes in ``hidden``); the robber's discard (``discard``, and
    the card named by his ``rob`` among the ``moves``) only to him."""
    hands = []
    hidden = []
    for p, h in enumerate(state.hands):
        if p == seat:
            hands.append(h)
            hidden.append(0)
        else:
            shown = h & (1 << state.turned) if p == state.robber else 0
            hands.append(shown)
            hidden.append(h.bit_count() - shown.bit_count())
    v = state._replace(
        hands=tuple(hands),
        hidden=tuple(hidden),
        viewer=seat,
        start=(),
        discard=state.discard if state.robber == seat else -1,
        moves=core.seen_moves(state.moves, seat),
    )
    if not rob_known(state, seat):
        v = v._replace(rob_seat=-1, rob_kind="hidden", declined=False)
    return v


def unseen(v: FortyFiveState) -> int:
    """Every card the view does not show: the other hands' and the undealt ones, from which
    the sampled deals draw the other hands (:class:`Unseen`); 0 for a full state."""
    return Unseen(v).not_seen if v.viewer >= 0 else 0


# deals drawn for each world searched, one of them kept by how sensible each makes the play
# seen so far (:func:`surprises`), and the weight a deal loses for each card of the others'
# the greedy habit would not have chosen in it (paired at 40 worlds a decision against rule of
# thumb, 200 deals: one deal 54.6%, six 57.2% of points, for 1.7 times the CPU a world)
CANDIDATES = 6
SURPRISE = 0.2


def determinize(v: FortyFiveState, rng: random.Random) -> FortyFiveState:
    """A full state fitting the view (:class:`Unseen`): once others have played, one
    of :data:`CANDIDATES` deals, picked at random with weight :data:`SURPRISE` to the power
    of its :func:`surprises` (the play seen tells where the cards are: a player who threw
    a small card to his opponent's winning trick likely had no card to beat it)."""
    if v.viewer < 0:
        return v
    unseen = Unseen(v)
    w = unseen.deal(rng)
    if CANDIDATES <= 1 or not any(p != v.viewer for p, _ in unseen.down):
        return w
    worlds = [w, *(unseen.deal(rng) for _ in range(CANDIDATES - 1))]
    weights = [SURPRISE ** surprises(x, v.viewer) for x in worlds]
    return rng.choices(worlds, weights)[0]


class Unseen:
    """The cards a view has not seen and the places they may go, worked out once for the many
    deals of one decision. A deal (:meth:`deal`) gives them at random to the hidden hands
    (never a card a seat has shown he lacks; the trump ace to its holder who robbed,
    :func:`~engine.games.spoil_five.robbing.robbed_ace_kept`), the rest undealt; then who
    holds the trump ace, if the view did not know, is read from that deal. A seat that has
    played a card while nobody had robbed is taken not to hold the ace: robbing is never
    worse than not (:func:`obvious_action`), so he would have robbed.

    Robbing with the King (``rob_with_king``): a robber known to rob with the King shows the
    ace is in the pack, so no hand is dealt it, and his King stays in his hand as the ace's
    holder's ace does; where the view does not know, a deal with the ace in the pack gives the
    rob to the King's holder, never to the viewer (who, not told he may rob, knows the ace is
    in play: such a deal is read as one where nobody robs)."""

    def __init__(self, v: FortyFiveState) -> None:
        self.view = v
        self.down = [pc for plays, _ in v.history for pc in plays] + list(v.trick)
        seen = 1 << v.turned
        for h in v.hands:
            seen |= h
        for _, c in self.down:
            seen |= 1 << c
        if v.discard >= 0:
            seen |= 1 << v.discard
        self.ace = core.trump_ace(v.trump)
        self.not_seen = 52 - seen.bit_count()  # (the robbed ace, placed below, unseen)
        kings = v.rob_kind == king.KING
        robbed = v.robber if v.rob_kind in ("ace", king.KING) else -1
        kept = king.trump_king(v.turned) if kings else self.ace
        self.hands, hidden, seen = core.robbed_ace_kept(
            v.hands, v.hidden, v.excluded, robbed, kept, seen
        )
        self.pool = [c for c in range(52) if not seen >> c & 1]
        slots: list[int] = []
        for p, k in enumerate(hidden):
            slots += [p] * k
        self.slots = slots + [-1] * (len(self.pool) - len(slots))
        excluded = list(v.excluded)
        if kings:  # the ace of trumps lies in the pack
            excluded = [x | 1 << self.ace for x in excluded]
        self.hidden_rob = v.rob_kind == "hidden"
        if self.hidden_rob:
            for p, _ in self.down:
                excluded[p] |= 1 << self.ace
        self.excluded = excluded

    def deal(self, rng: random.Random) -> FortyFiveState:
        v, ace = self.view, self.ace
        pool = self.pool
        places = deal_places(pool, self.slots, self.excluded, rng)
        hands = list(self.hands)
        for c, p in zip(pool, places, strict=True):
            if p >= 0:
                hands[p] |= 1 << c
        w = v._replace(hands=tuple(hands), hidden=(0,) * v.n, viewer=-1, record=False)
        if not self.hidden_rob:
            return w

        def dealt_to(card: int) -> int:
            """Who was dealt ``card`` in this world: its holder, or who played it (-1: the
            undealt pack)."""
            held = next((p for p in range(v.n) if hands[p] >> card & 1), -1)
            return held if held >= 0 else next((p for p, c in self.down if c == card), -1)

        holder = dealt_to(ace)
        kind = "ace" if holder >= 0 else ""
        if holder < 0 and v.opts.rob_with_king:  # the ace in the pack: the King's holder
            holder = dealt_to(king.trump_king(v.turned))
            holder = -1 if holder == v.viewer else holder
            kind = king.KING if holder >= 0 else ""
        return w._replace(
            rob_seat=holder,
            rob_kind=kind,
            declined=holder >= 0 and has_played(w, holder),
        )


# ---- the habits -------------------------------------------------------------------------------
# per trump suit: what a card costs to throw (trumps dearest, then by the Spoil Five order)
CHEAP: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        100 * (core.rank_of(t).trump_mask >> c & 1) + core.rank_of(t).strength[c] for c in range(52)
    )
    for t in range(4)
)


# Why the habit chooses its move, told to the player (the terminal's hint and Play's, ``Game.
# heuristic_move``): constants, so the computer's own moves and the playouts format nothing.
# The hint names the move first, with the card put out (Game.move_words), so a reason says only
# why, never the move again; a card's says which card in words ("your cheapest card").
ROBS = "the turned-up trump is yours for the taking: your cheapest card goes out for it"
DRAWS = "you hold two of the three best trumps: lead your best trump"
LEADS_KING = "lead a king, the best card of its plain suit"
LEADS_LOW = "nothing sure to lead: lead your cheapest card, keeping trumps"
LETS = "your partner is winning the trick: throw your cheapest card, keeping trumps"
WINS = "you can win the trick: win it as cheaply as you can"
THROWS = "you cannot win the trick: throw your cheapest card, keeping trumps"


def rob_choice(state: FortyFiveState) -> Action:
    """Rob, putting out the cheapest card (a trump more is always worth a plain card)."""
    hand = state.hands[state.to_move] & ~king.kept(state.rob_kind, state.turned)
    return Action(core.ROB, CARDS[least(hand, CHEAP[state.trump])])


def card_choice(state: FortyFiveState, legal: int) -> int:
    """The greedy habit: lead the top trump holding two of the three best, else a king, else
    the cheapest card; to a trick, let a partner's winning card stand, else win as cheaply as
    possible, else throw the cheapest card."""
    return habit(state.trump, state.trick, state.to_move, state.n, legal)[0]


def habit(
    trump: int, trick: tuple[tuple[int, int], ...], seat: int, n: int, legal: int
) -> tuple[int, str]:
    """:func:`card_choice`'s card and why (one of the phrases above), from what it reads: the
    trumps, the trick so far, the seat to play, the number of players and his legal cards."""
    r = core.rank_of(trump)
    cheap = CHEAP[trump]
    if not trick:
        trumps = legal & r.trump_mask
        if (trumps & core.privileged_mask(trump)).bit_count() >= 2:
            return int(r.best(trumps)), DRAWS  # type: ignore[arg-type]
        plain = legal & ~r.trump_mask
        best = r.best(plain) if plain else None
        if best is not None and r.place(best) == 1:
            return int(best), LEADS_KING
        return least(legal, cheap), LEADS_LOW
    win_seat, win_card = r.winning_play(trick)
    if win_seat % 2 == seat % 2 and n > 2:
        return least(legal, cheap), LETS
    beat = legal & r.over[win_card]
    if beat:
        return int(r.worst(beat)), WINS  # type: ignore[arg-type]
    return least(legal, cheap), THROWS


def surprises(w: FortyFiveState, viewer: int) -> int:
    """How many of the cards the other players have chosen so far (a card from two or more
    legal ones) the greedy habit would not have chosen holding this world's hands: worlds
    where their play looks sensible are the likelier ones."""
    strict = w.opts.strict_single_privileged
    trump, n = w.trump, w.n
    tricks = [plays for plays, _ in w.history]
    if w.trick:
        tricks.append(w.trick)
    later = [0] * n  # per seat: the cards he played from this point of the deal on
    out = 0
    for plays in reversed(tricks):
        for i in range(len(plays) - 1, -1, -1):
            p, c = plays[i]
            later[p] |= 1 << c
            if p == viewer:
                continue
            legal = core.legal(strict, w.hands[p] | later[p], plays[0][1] if i else -1, trump)
            if legal & (legal - 1) and habit(trump, plays[:i], p, n, legal)[0] != c:
                out += 1
                if out >= SURPRISES_COUNTED:
                    return out
    return out


SURPRISES_COUNTED = 3  # past three surprises a deal's weight is too small to matter


def heuristic_action(state: FortyFiveState, rng: random.Random) -> Action:
    """The rule-of-thumb player: rob whenever it may, then play the greedy habit."""
    if may_rob(state):
        return rob_choice(state)
    return play(card_choice(state, legal_cards(state)))


def heuristic_move(state: FortyFiveState, rng: random.Random) -> tuple[Action, str]:
    """The rule-of-thumb move and why, in a phrase told to the player."""
    if may_rob(state):
        return rob_choice(state), ROBS
    card, why = habit(state.trump, state.trick, state.to_move, state.n, legal_cards(state))
    return play(card), why


def rollout_action(state: FortyFiveState, rng: random.Random) -> Action:
    if may_rob(state):
        return rob_choice(state)
    legal = legal_cards(state)
    if legal & (legal - 1) and rng.random() < ROLLOUT_RANDOM:
        cards = [c for c in range(52) if legal >> c & 1]
        return play(cards[rng.randrange(len(cards))])
    return play(card_choice(state, legal))


def lean(state: FortyFiveState) -> FortyFiveState:
    return state._replace(record=False) if state.record else state


def playout(state: FortyFiveState, rng: random.Random) -> FortyFiveState:
    """The deal played to its end by :func:`rollout_action`, through the rules."""
    s = lean(state)
    while s.phase != "over":
        s = step(s, rollout_action(s, rng))
    return s


def value(state: FortyFiveState, seat: int) -> int:
    """The side's points less the other side's, for this deal."""
    return payoff(state, seat)


def scaled_value(state: FortyFiveState, seat: int) -> int:
    """What search maximises: five times the side's points (less the other side's), plus one
    per trick of margin, so that four tricks beat three even where both score the same and
    a search never throws away a trick it could keep."""
    me = state.side_of(seat)
    margin = state.side_tricks(me) - state.side_tricks(1 - me)
    return POINT_WEIGHT * payoff(state, seat) + margin


POINT_WEIGHT = 5  # a point of score outweighs the margin of all five tricks


def search_points(v: int) -> float:
    """The deal's points (:func:`value`) a :func:`scaled_value` stands for: points come in
    fives, so five of them outweigh any margin of tricks (at most five either way)."""
    step = POINT_WEIGHT * TRICK_POINTS
    return float(TRICK_POINTS * round(v / step))


def rollout_value(state: FortyFiveState, seat: int) -> float:
    """A playout's worth, on the scale of :func:`search` (see :func:`scaled_value`)."""
    return float(scaled_value(state, seat))


def side(state: FortyFiveState, seat: int) -> int:
    return state.side_of(seat)


def obvious_action(v: FortyFiveState) -> Action | None:
    """The only action; or robbing when the chance is there (a trump more for the cheapest
    card in hand: no search does better, it would only spread its samples over every discard
    and every card besides)."""
    if may_rob(v):
        return rob_choice(v)
    acts = legal_actions(v)
    return acts[0] if len(acts) == 1 else None


def searchable(v: FortyFiveState) -> bool:
    """Exact search in every world once robbing is over and few tricks are left: the last
    three in the two-hand game, the last two at four or six (one world then costs a
    millisecond or two; a trick earlier costs tens to hundreds)."""
    if v.phase != "play" or may_rob(v):
        return False
    left = sum(v.hands[p].bit_count() + (v.hidden[p] if v.hidden else 0) for p in range(v.n))
    return left <= (3 if v.n == 2 else 2) * v.n


def search_actions(s: FortyFiveState) -> list[Action]:
    acts = legal_actions(s)
    if any(a.kind != "play" for a in acts):
        return acts
    cheap = CHEAP[s.trump]
    cards = [int(a.card) for a in acts if a.card is not None]
    cards.sort(key=lambda c: -cheap[c])  # the strongest first: cut-offs come sooner
    return [play(c) for c in cards]


def search(
    game: Game[FortyFiveState],
    state: FortyFiveState,
    seat: int,
    deadline: float,
    nodes: Positions | None = None,
) -> dict[Action, int] | None:
    """Exact values (:func:`scaled_value`) of the actions at the root of a full state:
    :func:`engine.search.solve` over the rules' own :func:`step` on a lean state (``apply``
    would check every move again, which this deal's ten to thirty cards make too slow for a
    decision's budget). None past ``deadline`` or ``nodes``."""
    return solve(game, lean(state), seat, deadline, nodes=nodes, step=step, value=scaled_value)


def position_key(s: FortyFiveState) -> tuple[object, ...]:
    """What the rest of a lean deal depends on: the hands, the trick, the seat to move, side
    0's tricks (side 1's follow from the hands' sizes) and how robbing stands."""
    return (s.hands, s.trick, s.to_move, sum(s.tricks[0::2]), s.robber, s.declined, s.phase)
