"""Napoleon's rules of play: the deal, the bidding, naming trumps, the tricks, and the stop.

One implementation serves teaching and search: :func:`apply` checks an action and hands it to
the step functions (:func:`bid_step`, :func:`name_trump`, :func:`play_card`), which search
calls directly on a lean state. Trick order comes from :mod:`engine.ranking` (``ace_high``);
the play duties from :mod:`engine.constraints` (the bidder's first lead, follow suit).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import partial

from engine.cards import CARDS, Suit
from engine.constraints import PlayContext, following, forbidden, legal_mask
from engine.game import Action, Ground, IllegalAction, Refusal, play
from engine.games.napoleon.rules import (
    BIDS,
    CHAIN,
    NAP_BID,
    PASS,
    RULES,
    TRICKS,
    Opts,
    bid_action,
    bid_value,
)
from engine.games.napoleon.state import NapoleonState
from engine.ranking import Ranking, ranking
from engine.sentence import HIS, He, Sentence, Who, does, he_does, you

TRUMPS: tuple[Action, ...] = tuple(Action("trump", suit=s) for s in Suit)
NO_TRUMP = ranking("ace_high", None)
FACE_SUITS = NO_TRUMP.suit_mask  # the cards of each face suit (no card changes suit here)


# the ace-high ranking under each trump suit; index -1 (no trump yet) is the last
RANKINGS: tuple[Ranking, ...] = tuple(ranking("ace_high", t) for t in Suit) + (NO_TRUMP,)


def rank_of(state: NapoleonState) -> Ranking:
    return RANKINGS[state.trump]


def hand_order(state: NapoleonState, cards: Sequence[int]) -> list[int]:
    """A hand as the table draws it: once trumps are named, the trumps first, best first, then
    the plain suits ♠ ♥ ♣ ♦, each best first (the rank table's hand sort); before, suit by
    suit, each from its ace down (the default order, which the same sort gives with no trump).
    A reason lists a hand's cards in this order too."""
    return [int(c) for c in rank_of(state).sorted(list(cards), trumps_first=True)]


# ---- the deal ---------------------------------------------------------------------------------
def deal(o: Opts, n: int, dealer: int, seed: int | None) -> NapoleonState:
    """Shuffle (seeded) and deal five cards each, one at a time from the dealer's left."""
    pack = list(range(52))
    random.Random(seed).shuffle(pack)
    hands = [0] * n
    for i in range(TRICKS * n):
        hands[(dealer + 1 + i) % n] |= 1 << pack[i]
    return opening(o, n, dealer, tuple(hands))


def opening(o: Opts, n: int, dealer: int, hands: tuple[int, ...]) -> NapoleonState:
    """The position before the first bid: the dealer's left to bid."""
    return NapoleonState(
        opts=o,
        n=n,
        dealer=dealer,
        phase="declare",
        to_move=(dealer + 1) % n,
        hands=hands,
        bids=(-1,) * n,
        bidder=-1,
        bid=0,
        trump=-1,
        trick=(),
        leader=-1,
        history=(),
        tricks=(0,) * n,
        result="",
        moves=(),
        start=hands,
        excluded=(0,) * n,
        hidden=(0,) * n,
    )


# ---- the bidding ------------------------------------------------------------------------------
def dealer_forced(state: NapoleonState) -> bool:
    """Is this the dealer's turn, under ``dealer_forced_one``, after everyone else passed?"""
    return state.opts.dealer_forced_one and state.to_move == state.dealer and state.bidder < 0


def bid_actions(state: NapoleonState) -> list[Action]:
    """Pass or a higher bid; under ``dealer_forced_one`` the dealer after all passed has only
    "bid 1" (older Britannica, RULES.md §8: "If all hands pass, the dealer bids 1")."""
    if dealer_forced(state):
        return [BIDS[0]]
    return [PASS, *BIDS[state.bid :]]


def bid_refusals(state: NapoleonState) -> list[Refusal]:
    out: list[Refusal] = []
    if dealer_forced(state):
        rule = RULES["napoleon.dealer_forced_one"]
        out.append(Refusal(PASS, rule, "everyone else passed: the dealer must bid 1"))
        out.extend(
            Refusal(a, rule, "everyone else passed: the dealer bids 1, no more") for a in BIDS[1:]
        )
        return out
    for a in BIDS[: state.bid]:
        out.append(
            Refusal(
                a,
                RULES["napoleon.rising_bids"],
                Sentence.of(
                    *does(f"P{state.bidder}", "has", "have"),
                    f" bid {bid_word(state.bid)}: a bid must be higher",
                ),
            )
        )
    return out


def bid_grounds(state: NapoleonState, action: Action) -> list[Ground]:
    """The rule that lets the player to move pass or bid (a legal action): his one turn,
    "in which he may pass or may bid from one to five"; for nap, what the bid of five is
    called; for the dealer's forced bid, the reading that makes him bid.

    >>> s = opening(Opts(), 4, 0, (0, 0, 0, 0))
    >>> [(g.rule.id, g.reason) for g in bid_grounds(s, bid_action(NAP_BID))]  # doctest: +NORMALIZE_WHITESPACE
    [('napoleon.one_turn', 'you may bid all five tricks in your one turn'),
     ('napoleon.nap', 'a bid of five is called nap')]
    """
    one = RULES["napoleon.one_turn"]
    if str(action) not in map(str, bid_actions(state)):
        return []
    if action.kind == "pass":
        return [Ground(action, one, "you may pass in your one turn to bid", "allows")]
    value = bid_value(action)
    if value == NAP_BID:
        return [
            Ground(action, one, "you may bid all five tricks in your one turn", "allows"),
            Ground(action, RULES["napoleon.nap"], "a bid of five is called nap", "costs"),
        ]
    tricks = f"{value} trick{'s' if value > 1 else ''}"
    out = [Ground(action, one, f"you may bid {tricks} in your one turn: you undertake to take "
                  f"{'it' if value == 1 else 'them'} if you name trumps", "allows")]  # fmt: skip
    if dealer_forced(state):
        why = "everyone else passed: the dealer may not pass, and bids 1"
        out.append(Ground(action, RULES["napoleon.dealer_forced_one"], why, "costs"))
    return out


def bid_word(value: int) -> str:
    return "nap" if value == NAP_BID else str(value)


def bid_step(state: NapoleonState, action: Action) -> NapoleonState:
    """Record a pass or a bid, and move on: to the next bidder, to naming trumps, or (all
    passed) to the end of the deal."""
    seat = state.to_move
    value = bid_value(action)
    bids = list(state.bids)
    bids[seat] = value
    bidder, bid = (seat, value) if value else (state.bidder, state.bid)
    moves = state.moves + ((seat, action),) if state.record else state.moves
    last = seat == state.dealer  # one turn each, the dealer last
    if not last and value < NAP_BID:
        return state._replace(
            bids=tuple(bids), bidder=bidder, bid=bid, to_move=(seat + 1) % state.n, moves=moves
        )
    if bidder < 0:
        return state._replace(
            bids=tuple(bids), phase="over", to_move=-1, result="all_passed", moves=moves
        )
    # nap cannot be beaten: the bidding ends there
    return state._replace(
        bids=tuple(bids), bidder=bidder, bid=bid, phase="trump", to_move=bidder, moves=moves
    )


# ---- naming trumps ----------------------------------------------------------------------------
def trump_actions(state: NapoleonState) -> list[Action]:
    hand = state.hands[state.bidder]
    return [TRUMPS[s] for s in Suit if hand & FACE_SUITS[s]]


def trump_refusals(state: NapoleonState) -> list[Refusal]:
    hand = state.hands[state.bidder]
    if state.viewer >= 0 and state.viewer != state.bidder:
        return []  # another seat cannot know which suits the bidder holds
    return [
        Refusal(
            TRUMPS[s],
            RULES["napoleon.trump_held"],
            # said to the bidder, the one to name trumps (no other seat is told of his suits)
            Sentence.of(
                *you("holds", "hold"),
                f" no {s.name.lower()}, and ",
                HIS,
                " first lead must be a trump",
            ),
        )
        for s in Suit
        if not hand & FACE_SUITS[s]
    ]


def trump_grounds(state: NapoleonState, action: Action) -> list[Ground]:
    """The rules that let the highest bidder name this suit (a legal action): he names
    trumps, and a suit he holds, since his first lead must be a trump."""
    if action.suit is None or str(action) not in map(str, trump_actions(state)):
        return []
    name = "you are the highest bidder: you may name the trump suit, and you lead first"
    suit = action.suit.name.lower()[:-1]  # "a heart", not "a ♥"
    held = f"you hold a {suit}, so you can lead a trump as your first lead must be"
    return [
        Ground(action, RULES["napoleon.name_trump"], name, "allows"),
        Ground(action, RULES["napoleon.trump_held"], held, "costs"),
    ]


def name_trump(state: NapoleonState, action: Action) -> NapoleonState:
    moves = state.moves + ((state.to_move, action),) if state.record else state.moves
    assert action.suit is not None
    return state._replace(
        trump=int(action.suit),
        phase="play",
        leader=state.bidder,
        to_move=state.bidder,
        moves=moves,
    )


# ---- the tricks -------------------------------------------------------------------------------
def play_context(state: NapoleonState) -> PlayContext:
    hand = state.hands[state.to_move]
    r = rank_of(state)
    if not state.trick:
        first = not state.history
        return PlayContext(
            hand=hand,
            leading=True,
            trump_mask=r.trump_mask,
            lead_trump=first,
            first_lead=first,
        )
    return following(hand, r.trump_mask, r.trick_masks(state.trick))


def legal_cards(state: NapoleonState) -> int:
    return legal_mask(CHAIN, play_context(state))


def play_card(state: NapoleonState, card: int, action: Action, stop: bool = True) -> NapoleonState:
    """Put ``card`` on the trick; at the trick's end credit its winner, who leads next, and
    (``stop``) end the deal the moment the bidder's result is sure."""
    seat = state.to_move
    hands = list(state.hands)
    hands[seat] &= ~(1 << card)
    trick = state.trick + ((seat, card),)
    record = state.record
    moves = state.moves + ((seat, action),) if record else state.moves
    excluded = state.excluded
    if record and state.trick:
        led = NO_TRUMP.follows[state.trick[0][1]]
        if NO_TRUMP.follows[card] != led:  # a void shown: he holds no card of the suit led
            ex = list(excluded)
            ex[seat] |= FACE_SUITS[led]
            excluded = tuple(ex)
    if len(trick) < state.n:
        return state._replace(
            hands=tuple(hands),
            trick=trick,
            to_move=(seat + 1) % state.n,
            moves=moves,
            excluded=excluded,
        )
    winner = rank_of(state).winning_play(trick)[0]
    tricks = list(state.tricks)
    tricks[winner] += 1
    s = state._replace(
        hands=tuple(hands),
        trick=(),
        history=state.history + ((trick, winner),),
        tricks=tuple(tricks),
        leader=winner,
        to_move=winner,
        moves=moves,
        excluded=excluded,
    )
    res = settled(s) if stop else ("" if hands[winner] else "done")
    if res:
        return s._replace(phase="over", to_move=-1, result=res)
    return s


def settled(s: NapoleonState) -> str:
    """``made`` or ``failed`` once the tricks so far decide the bid, else ``""``."""
    if s.bidder_tricks >= s.bid:
        return "made"
    if s.against > TRICKS - s.bid:
        return "failed"
    return ""


def stop_reason(s: NapoleonState, seat: int = -1) -> str:
    """Why play stopped (or ended), in words, for a finished deal; to ``seat`` in the second
    person when he is the bidder (the Play page's log says "You bid 2")."""
    return stop_said(s).text(seat, opens=False)


def stop_said(s: NapoleonState, after_outcome: bool = False) -> Sentence:
    """:func:`stop_reason` with the bidder's seat as a field (:mod:`engine.sentence`).

    ``after_outcome``: said after the outcome in the settlement's words ("P1 made his bid of
    3."), so without the bid again: "The 2 tricks left cannot change that" (he has won the
    tricks he bid: play stops there), "The others have won 3 tricks, so he can take at most
    2; the 1 trick left cannot change that"; nothing for a bid made at the last trick (Play's
    line under the table had read 'P1 has won 3 tricks, his bid of 3; the 2 tricks left
    cannot change that. P1 made his bid of 3.')."""
    if s.result == "all_passed":
        return Sentence.of("everyone passed: nobody pays, and the cards are dealt again")
    b, bid = f"P{s.bidder}", bid_word(s.bid)
    his_bid = (He(b, "his"), f" bid of {bid}")
    left = TRICKS - len(s.history)
    later = f"; the {left} trick{'s' if left != 1 else ''} left cannot change that" if left else ""
    if s.result == "made":
        won = f"{s.bidder_tricks} trick{'s' if s.bidder_tricks != 1 else ''}"
        if after_outcome:  # he has won the tricks he bid (play stops there): what is left
            return Sentence.of("T" + later[3:]) if later else Sentence(())
        return Sentence.of(*does(b, "has", "have"), f" won {won}, ", *his_bid, later)
    if s.result == "failed":
        most = TRICKS - s.against
        others = f"the others have won {s.against} trick{'s' if s.against != 1 else ''}"
        if after_outcome:  # (a sentence of its own: "The others ...")
            first = "T" + others[1:]
            if not left:
                return Sentence.of(first, "; ", *he_does(b, "won", "won"), f" only {most}")
            return Sentence.of(
                first, ", so ", *he_does(b, "can", "can"), f" take at most {most}", later
            )
        if not left:  # the deal played out: what he took, not what he still could
            return Sentence.of(others, ": ", Who(b), f" won only {most}, less than ", *his_bid)
        return Sentence.of(
            others, ": ", Who(b), f" can take at most {most}, less than ", *his_bid, later
        )
    return Sentence(())


# ---- the protocol's checks --------------------------------------------------------------------
def legal_actions(state: NapoleonState) -> list[Action]:
    if state.phase == "declare":
        return bid_actions(state)
    if state.phase == "trump":
        return trump_actions(state)
    if state.phase == "play":
        m = legal_cards(state)
        return [play(c) for c in range(52) if m >> c & 1]
    return []


def refusals(state: NapoleonState) -> list[Refusal]:
    if state.phase == "declare":
        return bid_refusals(state)
    if state.phase == "trump":
        return trump_refusals(state)
    if state.phase != "play":
        return []
    ctx = play_context(state)
    order = partial(hand_order, state)
    return [Refusal(play(f.card), f.rule, f.words) for f in forbidden(CHAIN, ctx, order)]


def not_available(state: NapoleonState, action: Action) -> Refusal:
    """Why an action is not even on offer: the wrong time for it (a card not held is
    :meth:`engine.game.Game.not_held`'s)."""
    kind = action.kind
    if state.phase == "over":
        rule = (
            RULES["napoleon.stop_early"]
            if state.result != "all_passed"
            else RULES["napoleon.redeal"]
        )
        return Refusal(action, rule, "the deal is over: " + stop_said(state))
    if kind in ("bid", "nap", "pass"):
        if kind == "bid" and action.number is not None and not 1 <= action.number <= NAP_BID:
            return Refusal(action, RULES["napoleon.one_turn"], "a bid is from 1 to 5 tricks")
        if state.phase != "declare":
            return Refusal(
                action,
                RULES["napoleon.one_turn"],
                "the bidding is over: each player had his one turn",
            )
        return Refusal(action, RULES["napoleon.one_turn"], "a bid names 1 to 5 tricks, or pass")
    if kind == "trump":
        if state.phase == "declare":
            return Refusal(
                action, RULES["napoleon.name_trump"], "trumps are named once the bidding is over"
            )
        return Refusal(
            action,
            RULES["napoleon.name_trump"],
            f"trumps are already {Suit(state.trump).name.lower()}"
            if state.trump >= 0
            else "only the highest bidder names trumps",
        )
    if kind == "play" and action.card is not None:
        if state.phase == "declare":
            return Refusal(
                action,
                RULES["napoleon.one_turn"],
                Sentence.of("the bidding comes first: ", *you("may", "may"), " pass or bid"),
            )
        if state.phase == "trump":
            first = Sentence.of("first ", *does(f"P{state.bidder}", "names", "name"), " trumps")
            return Refusal(action, RULES["napoleon.name_trump"], first)
        # (a card he holds is legal, or refused by a duty)
        why = f"{CARDS[action.card].pretty} may not be played now"
        return Refusal(action, RULES["napoleon.follow_suit"], why)
    return Refusal(action, RULES["napoleon.own_moves"], f"{action} is not an action in Napoleon")


def as_read(action: Action) -> Action:
    """``bid 5`` is nap (003: 'A bid of five is called "nap."'); any other action as it is."""
    if action.kind == "bid" and action.number == NAP_BID:
        return bid_action(NAP_BID)
    return action


def apply(state: NapoleonState, action: Action) -> NapoleonState:
    """The state after ``action``; :class:`IllegalAction` with the rule if it is not allowed."""
    action = as_read(action)
    if action not in legal_actions(state):
        found = [r for r in refusals(state) if r.action == action]
        raise IllegalAction(found or [not_available(state, action)])
    if state.phase == "declare":
        return bid_step(state, action)
    if state.phase == "trump":
        return name_trump(state, action)
    return play_card(state, action.card, action)  # type: ignore[arg-type]
