"""Linger Longer's rules of play: the deal, the tricks, the draw, dropping out, and the end.

One implementation serves teaching and search: :func:`apply` checks an action and hands it to
:func:`play_card`, which search calls directly on a lean state. Trick order comes from
:mod:`engine.ranking` (``ace_high``); the play duty from :mod:`engine.constraints` (follow suit).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import partial

from engine.cards import CARDS
from engine.constraints import PlayContext, following, forbidden, legal_mask
from engine.game import Action, IllegalAction, Refusal, play
from engine.games.linger_longer.rules import CHAIN, RESHUFFLE, RULES, Opts
from engine.games.linger_longer.state import LingerState
from engine.ranking import Ranking, ranking
from engine.rules import Rule
from engine.sentence import He, Sentence, Verb, Who, does, he_does

NO_TRUMP = ranking("ace_high", None)
FACE_SUITS = NO_TRUMP.suit_mask  # the cards of each suit (no card changes suit here)
RANKINGS: tuple[Ranking, ...] = tuple(ranking("ace_high", t) for t in range(4))


_HANDS, _TRICK, _TO_MOVE, _MOVES, _EXCLUDED = (
    LingerState._fields.index(f) for f in ("hands", "trick", "to_move", "moves", "excluded")
)


def rank_of(state: LingerState) -> Ranking:
    return RANKINGS[state.trump]


def hand_order(state: LingerState, cards: Sequence[int]) -> list[int]:
    """A hand as the table draws it: the trumps first, best first, then the plain suits
    ♠ ♥ ♣ ♦, each best first (the rank table's hand sort). A reason lists a hand's cards in
    this order too."""
    return [int(c) for c in rank_of(state).sorted(list(cards), trumps_first=True)]


# ---- the deal ---------------------------------------------------------------------------------
def deal(o: Opts, n: int, dealer: int, seed: int | None) -> LingerState:
    """Shuffle (seeded) and deal ``n`` cards each, one at a time from the dealer's left, so the
    dealer's last card is the last one dealt; the rest is the stock, top first."""
    pack = list(range(52))
    rng = random.Random(seed)
    rng.shuffle(pack)
    hands = [0] * n
    for i in range(n * n):
        hands[(dealer + 1 + i) % n] |= 1 << pack[i]
    salt = rng.getrandbits(32)  # drawn after the deal, so a seed deals what it always dealt
    return opening(o, n, dealer, tuple(hands), pack[n * n - 1], tuple(pack[n * n :]), salt)


def opening(
    o: Opts,
    n: int,
    dealer: int,
    hands: tuple[int, ...],
    turned: int,
    stock: tuple[int, ...],
    salt: int = 0,
) -> LingerState:
    """The position before the first lead: the dealer's left to lead."""
    return LingerState(
        opts=o,
        n=n,
        dealer=dealer,
        phase="play",
        to_move=(dealer + 1) % n,
        hands=hands,
        trump=CARDS[turned].suit,
        turned=turned,
        stock=stock,
        trick=(),
        leader=(dealer + 1) % n,
        history=(),
        tricks=(0,) * n,
        out=(-1,) * n,
        winner=-1,
        result="",
        moves=(),
        start=hands,
        excluded=(0,) * n,
        hidden=(0,) * n,
        salt=salt,
    )


def new_stock(state: LingerState, pile: int) -> tuple[int, ...]:
    """The played cards shuffled into a new stock (``linger_longer.reshuffle``). The order
    comes from the pile and the deal's hidden ``salt``: the same game always reshuffles the
    same way (so a replay repeats it), and a view, which knows the pile but not the salt,
    sees the new stock face down."""
    cards = [c for c in range(52) if pile >> c & 1]
    if state.viewer >= 0:
        return (-1,) * len(cards)
    random.Random(pile << 32 | state.salt).shuffle(cards)
    return tuple(cards)


# ---- the tricks -------------------------------------------------------------------------------
def next_in(state: LingerState, seat: int, out: tuple[int, ...] | None = None) -> int:
    """The next seat to the left of ``seat`` still in the game."""
    o = state.out if out is None else out
    for k in range(1, state.n + 1):
        p = (seat + k) % state.n
        if o[p] < 0:
            return p
    return -1


def play_context(state: LingerState) -> PlayContext:
    hand = state.hands[state.to_move]
    r = rank_of(state)
    if not state.trick:
        return PlayContext(hand=hand, leading=True, trump_mask=r.trump_mask)
    return following(hand, r.trump_mask, r.trick_masks(state.trick))


def legal_cards(state: LingerState) -> int:
    if state.phase != "play":
        return 0
    hand = state.hands[state.to_move]
    if not state.trick or not hand & (hand - 1):
        # a lead is free and a last card always playable: the chain (follow suit, which binds
        # only a follower) would answer the same, without the trick's masks (a test runs both)
        return hand
    return legal_mask(CHAIN, play_context(state))


def play_card(state: LingerState, card: int, action: Action) -> LingerState:
    """Put ``card`` on the trick. At the trick's end its winner draws the top card of the
    stock (if any), everyone left without a card drops out, and the game ends when one player
    (or none) is left holding cards, or the winner has no card to lead with."""
    seat = state.to_move
    hands = list(state.hands)
    hands[seat] &= ~(1 << card)
    trick = state.trick + ((seat, card),)
    record = state.record
    moves = state.moves + ((seat, action),) if record else state.moves
    excluded = state.excluded
    if record and state.trick:
        led = NO_TRUMP.follows[state.trick[0][1]]
        if NO_TRUMP.follows[card] != led:  # a void shown (until his next draw)
            ex = list(excluded)
            ex[seat] |= FACE_SUITS[led]
            excluded = tuple(ex)
    in_play = state.out.count(-1)  # out[p] is -1 exactly while p holds cards
    if len(trick) < in_play:
        # the trick goes on: a copy with the five fields a card changes (cheaper than _replace)
        f = list(state)
        f[_HANDS], f[_TRICK], f[_TO_MOVE] = tuple(hands), trick, next_in(state, seat)
        f[_MOVES], f[_EXCLUDED] = moves, excluded
        return tuple.__new__(LingerState, f)
    winner = rank_of(state).winning_play(trick)[0]
    tricks = list(state.tricks)
    tricks[winner] += 1
    stock = state.stock
    drawn = -1
    hidden = state.hidden
    pile = state.pile
    for _, c in trick:
        pile |= 1 << c
    reshuffled = state.reshuffled
    if not stock and state.opts.stock_out == RESHUFFLE:
        stock, pile = new_stock(state, pile), 0
        reshuffled = (*reshuffled, len(state.history) + 1)
    if stock:
        drawn = stock[0]
        stock = stock[1:]
        if drawn >= 0:
            hands[winner] |= 1 << drawn
        else:  # a view: the card drawn is not known, it joins the winner's hidden cards
            h = list(hidden)
            h[winner] += 1
            hidden = tuple(h)
        if record:
            ex = list(excluded)
            ex[winner] = 0  # the drawn card may be of a suit he had shown he lacked
            excluded = tuple(ex)
    done = len(state.history) + 1
    out = tuple(
        p_out if p_out >= 0 else (done if not hands[p] and not (hidden and hidden[p]) else -1)
        for p, p_out in enumerate(state.out)
    )
    s = state._replace(
        hands=tuple(hands),
        trick=(),
        history=state.history + ((trick, winner),),
        tricks=tuple(tricks),
        stock=stock,
        out=out,
        leader=winner,
        to_move=winner,
        moves=moves,
        excluded=excluded,
        hidden=hidden,
        drew=state.drew + (drawn,) if record else state.drew,
        pile=pile,
        reshuffled=reshuffled,
    )
    left = [p for p in range(state.n) if out[p] < 0]
    if len(left) == 1:
        return s._replace(phase="over", to_move=-1, winner=left[0], result="last_left")
    if not left:
        return s._replace(phase="over", to_move=-1, winner=winner, result="last_trick")
    if out[winner] >= 0:
        return s._replace(phase="over", to_move=-1, winner=winner, result="winner_out")
    return s


def end_rule(state: LingerState) -> Rule | None:
    """The rule that decided who won a finished game."""
    return RULES[f"linger_longer.{state.result}"] if state.result else None


def end_reason(s: LingerState, seat: int = -1) -> str:
    """Why the game ended and who won it, in words; to ``seat`` in the second person when he
    is the winner ("you are the last player left holding cards: you win the game")."""
    return end_said(s).text(seat, opens=False)


def end_said(s: LingerState) -> Sentence:
    """:func:`end_reason` with the winner's seat as a field (:mod:`engine.sentence`): how he
    won (:func:`end_how`), then that he wins."""
    w = f"P{s.winner}"
    wins = (Who(w), " ", Verb(w, "wins", "win"))
    if s.result == "last_left":
        return end_how(s) + Sentence.of(": ", *wins, " the game")
    if s.result == "last_trick":
        return end_how(s) + Sentence.of(" and ", Verb(w, "wins", "win"), " the game")
    if s.result == "winner_out":
        return end_how(s) + Sentence.of(", and as winner of the last trick ", *wins, " it")
    return Sentence(())


def end_how(s: LingerState) -> Sentence:
    """How the winner of a finished game won it, short of saying that he wins: his
    settlement's note (:func:`engine.games.linger_longer.scoring.settlement`), said after the
    stakes' "P3 wins the game: P3 takes 1 counter from …", which say that first ("everyone
    still in was down to one card and played it to the last trick, with no card left in the
    stock: P3 won that trick"). :func:`end_said`, Play's log's last line, says it on to the
    win, so a picture's caption that says it is left out under the Quiz's reasons
    (``ui.quiz_picture.said_below``)."""
    w = f"P{s.winner}"
    if s.result == "last_left":
        return Sentence.of(*does(w, "is", "are"), " the last player left holding cards")
    if s.result == "last_trick":
        return Sentence.of(
            "everyone still in was down to one card and played it to the last trick, with no "
            "card left in the stock: ", Who(w), " won that trick",
        )  # fmt: skip
    if s.result == "winner_out":
        return Sentence.of(
            Who(w), " won the trick with ", He(w, "his"), " last card and the stock is empty, "
            "so ", *he_does(w, "has", "have"), " no card to lead: the game ends",
        )  # fmt: skip
    return Sentence(())


def dropped_in(s: LingerState, k: int) -> list[int]:
    """The seats that dropped out after trick ``k`` (1-based): not the game's winner, who
    may have played his last card to it (:meth:`LingerState.is_out`)."""
    return [p for p in range(s.n) if s.out[p] == k and s.is_out(p)]


def won_with_last_card(s: LingerState, gone: bool) -> str:
    """Why the winner of a game's last trick, who played his last card to it, is not out but
    wins (``last_trick``, ``winner_out``; "" for any other end). ``gone``: others dropped out
    after the same trick (he played his last card "too")."""
    w = s.winner
    if s.phase != "over" or not s.history or s.out[w] != len(s.history):
        return ""
    if s.result == "last_trick":
        return (
            f"P{w} played his last card{' too' if gone else ''}, but he won the last trick: "
            "with everyone still in down to one card at the end, the last trick's winner wins "
            f"the game, so P{w} wins it"
        )
    if s.result == "winner_out":
        return (
            f"P{w} played his last card{' too' if gone else ''}, but he won the trick: with the "
            "stock empty he has no card to lead, so the game ends, and as winner of the last "
            f"trick P{w} wins it"
        )
    return ""


# ---- the protocol's checks --------------------------------------------------------------------
def legal_actions(state: LingerState) -> list[Action]:
    m = legal_cards(state)
    return [play(c) for c in range(52) if m >> c & 1]


def refusals(state: LingerState) -> list[Refusal]:
    if state.phase != "play":
        return []
    ctx = play_context(state)
    order = partial(hand_order, state)
    return [Refusal(play(f.card), f.rule, f.words) for f in forbidden(CHAIN, ctx, order)]


def not_available(state: LingerState, action: Action) -> Refusal:
    """Why an action is not even on offer: the game is over (a card not held is
    :meth:`engine.game.Game.not_held`'s)."""
    if state.phase == "over":
        rule = end_rule(state) or RULES["linger_longer.last_left"]
        return Refusal(action, rule, "the game is over: " + end_said(state))
    if action.kind == "play" and action.card is not None:  # (held: legal, or refused)
        why = f"{CARDS[action.card].pretty} may not be played now"
        return Refusal(action, RULES["linger_longer.follow_suit"], why)
    return Refusal(
        action,
        RULES["linger_longer.own_moves"],
        f"{action} is not an action in Linger Longer: the only action is to play a card",
    )


def apply(state: LingerState, action: Action) -> LingerState:
    """The state after ``action``; :class:`IllegalAction` with the rule if it is not allowed."""
    if action.kind != "play" or action.card is None or state.phase != "play":
        raise IllegalAction([not_available(state, action)])
    if not legal_cards(state) >> action.card & 1:
        found = [r for r in refusals(state) if r.action == action]
        raise IllegalAction(found or [not_available(state, action)])
    return play_card(state, action.card, play(action.card))
