"""Forty-Five's rules of play: the deal and the turn-up, robbing, the tricks, and the end of
a deal (all five tricks, or a side counting out).

One implementation serves teaching and search: :func:`apply` checks an action and hands it to
the step functions (:func:`rob_step`, :func:`play_card`), which search calls directly on a lean
state. The card order, the duties of play (the reneging privilege) and who may rob are Spoil
Five's, reached through :mod:`engine.games.forty_five.core`.
"""

from __future__ import annotations

import random

import engine.games.forty_five.core as core
import engine.games.forty_five.king as king
from engine.cards import CARDS
from engine.game import Action, IllegalAction, Refusal, play
from engine.games.forty_five.core import DECLINE
from engine.games.forty_five.rules import RULES, TRICKS, Opts
from engine.games.forty_five.scoring import counted_out, game_winner, turned_out
from engine.games.forty_five.state import DealRecord, FortyFiveState
from engine.games.pool.play import play_actions
from engine.ranking import Ranking
from engine.sentence import Sentence, you


def rank_of(state: FortyFiveState) -> Ranking:
    return core.rank_of(state.trump)


# ---- the deal ---------------------------------------------------------------------------------
def deal(
    o: Opts,
    n: int,
    dealer: int,
    seed: int | None,
    scores: tuple[int, int] = (0, 0),
    deal_no: int = 1,
    sheet: tuple[DealRecord, ...] = (),
) -> FortyFiveState:
    """Shuffle (seeded) and deal five cards each from the dealer's left, then turn up the next
    card for trumps."""
    pack = list(range(52))
    random.Random(seed).shuffle(pack)
    hands = [0] * n
    for i in range(TRICKS * n):
        hands[(dealer + 1 + i) % n] |= 1 << pack[i]
    return opening(o, n, dealer, tuple(hands), pack[TRICKS * n], scores, deal_no, sheet)


def opening(
    o: Opts,
    n: int,
    dealer: int,
    hands: tuple[int, ...],
    turned: int,
    scores: tuple[int, int] = (0, 0),
    deal_no: int = 1,
    sheet: tuple[DealRecord, ...] = (),
) -> FortyFiveState:
    """The position before the first lead: the dealer robs or declines when an ace is
    turned, else the dealer's left leads (the trump ace's holder, or under ``rob_with_king``
    the King's, robs in his turn). Under ``dealer_turn_five`` an ace or King turned up that
    takes the dealer's side to 45 ends the game here (:func:`turned_out`)."""
    who = king.robber_of(o.rob_with_king, hands, dealer, turned)
    eldest = (dealer + 1) % n
    dealer_robs = who.kind == "dealer"
    s = FortyFiveState(
        opts=o,
        n=n,
        dealer=dealer,
        phase="rob" if dealer_robs else "play",
        to_move=dealer if dealer_robs else eldest,
        hands=hands,
        trump=int(CARDS[turned].suit),
        turned=turned,
        rob_seat=who.seat,
        rob_kind=who.kind,
        robber=-1,
        discard=-1,
        declined=False,
        trick=(),
        leader=eldest,
        history=(),
        tricks=(0,) * n,
        scores=scores,
        result="",
        winner=-1,
        deal_no=deal_no,
        sheet=sheet,
        moves=(),
        start=hands,
        excluded=(0,) * n,
        hidden=(0,) * n,
    )
    if turned_out(s):
        return s._replace(phase="over", to_move=-1, result="turn_five", winner=dealer % 2)
    return s


def _log(state: FortyFiveState, action: Action) -> tuple[tuple[int, Action], ...]:
    return state.moves + ((state.to_move, action),) if state.record else state.moves


# ---- robbing ----------------------------------------------------------------------------------
def has_played(state: FortyFiveState, seat: int) -> bool:
    """Has ``seat`` played a card this deal (his chance to rob is then gone)?"""
    if any(p == seat for p, _ in state.trick):
        return True
    return any(p == seat for plays, _ in state.history for p, _ in plays)


def may_rob(state: FortyFiveState) -> bool:
    """May the seat to move rob now: the dealer in the robbing phase, or the holder of the
    trump ace at his turn before his first card (nobody has robbed, nor let the chance go)?"""
    if state.robber >= 0 or state.declined or state.phase == "over":
        return False
    return state.to_move == state.rob_seat and state.to_move >= 0


def rob_actions(state: FortyFiveState) -> list[Action]:
    """``rob X`` for each card X he may put out; ``decline`` for the dealer (the ace's holder
    declines by simply playing a card). Under ``eb_compulsory_rob`` declining is allowed but
    costs his side the deal (:func:`engine.games.forty_five.scoring.barred_side`)."""
    if not may_rob(state):
        return []
    out = core.rob_actions(state.hands[state.to_move], king.kept(state.rob_kind, state.turned))
    if state.phase == "rob":
        out.append(DECLINE)
    return out


def rob_step(state: FortyFiveState, action: Action) -> FortyFiveState:
    """Rob (put out a card face down, take the turned card) or decline (the dealer)."""
    seat = state.to_move
    moves = _log(state, action)
    eldest = (state.dealer + 1) % state.n
    if action.kind == DECLINE.kind:
        return state._replace(phase="play", to_move=eldest, declined=True, moves=moves)
    assert action.card is not None
    hands = list(state.hands)
    hands[seat] = core.rob_hand(hands[seat], state.turned, int(action.card))
    s = state._replace(
        hands=tuple(hands), robber=seat, rob_seat=seat, discard=int(action.card), moves=moves
    )
    if state.phase == "rob":
        return s._replace(phase="play", to_move=eldest)
    return s  # the ace's holder robs in his turn, then plays his card


# ---- the tricks -------------------------------------------------------------------------------
def legal_cards(state: FortyFiveState) -> int:
    if state.phase != "play" or state.to_move < 0:
        return 0
    led = state.trick[0][1] if state.trick else -1
    return core.legal(
        state.opts.strict_single_privileged, state.hands[state.to_move], led, state.trump
    )


_new = tuple.__new__  # a record built from all its fields, without its __new__'s call
_I = {name: i for i, name in enumerate(FortyFiveState._fields)}
_HANDS, _TRICK, _TO_MOVE, _MOVES, _EXCLUDED, _DECLINED = (
    _I[f] for f in ("hands", "trick", "to_move", "moves", "excluded", "declined")
)
_HISTORY, _TRICKS, _LEADER = _I["history"], _I["tricks"], _I["leader"]


def play_card(state: FortyFiveState, card: int, action: Action) -> FortyFiveState:
    """Put ``card`` on the trick; at the trick's end credit its winner, who leads next; end
    the deal after five tricks, or the moment a side counts out. (The hot path of a playout:
    the successor is built field by field, as ``_replace`` over 28 fields costs more than the
    rules.)"""
    seat = state.to_move
    f = list(state)
    hands = list(state.hands)
    hands[seat] &= ~(1 << card)
    f[_HANDS] = tuple(hands)
    if state.record:
        f[_MOVES] = (*state.moves, (seat, action))
        if state.trick:
            shown = core.shown_lacking(state.trick[0][1], card, state.trump)
            if shown:
                ex = list(state.excluded)
                ex[seat] |= shown
                f[_EXCLUDED] = tuple(ex)
    # the ace's holder who plays a card without robbing lets his chance go
    if seat == state.rob_seat and state.robber < 0:
        f[_DECLINED] = True
    trick = (*state.trick, (seat, card))
    if len(trick) < state.n:
        f[_TRICK] = trick
        f[_TO_MOVE] = (seat + 1) % state.n
        return _new(FortyFiveState, f)
    winner = core.rank_of(state.trump).winning_play(trick)[0]
    tricks = list(state.tricks)
    tricks[winner] += 1
    f[_TRICK] = ()
    f[_HISTORY] = (*state.history, (trick, winner))
    f[_TRICKS] = tuple(tricks)
    f[_LEADER] = f[_TO_MOVE] = winner
    s: FortyFiveState = _new(FortyFiveState, f)
    out = counted_out(s)
    if out >= 0:
        return s._replace(phase="over", to_move=-1, result="counted_out", winner=out)
    if len(s.history) == TRICKS:
        s = s._replace(phase="over", to_move=-1, result="deal")
        w = game_winner(s)
        return s._replace(winner=-1 if w is None else w)
    return s


# ---- the protocol's checks --------------------------------------------------------------------
def legal_actions(state: FortyFiveState) -> list[Action]:
    if state.phase == "over" or state.to_move < 0:
        return []
    robs = rob_actions(state)
    if state.phase == "rob":  # (a hand not known, as in a scenario: nothing to choose from)
        return robs if state.hands[state.to_move] else []
    plays = play_actions(legal_cards(state))
    return [*robs, *plays] if robs else list(plays)


def refusals(state: FortyFiveState) -> list[Refusal]:
    if state.phase != "play" or state.to_move < 0:
        return []
    if state.viewer >= 0 and state.viewer != state.to_move:
        return []  # another seat cannot know which cards the mover holds
    hand = state.hands[state.to_move]
    led = state.trick[0][1] if state.trick else -1
    strict = state.opts.strict_single_privileged
    out = [
        Refusal(play(card), rule, reason)
        for card, rule, reason in core.forbidden(strict, hand, led, state.trump)
    ]
    keep = king.kept(state.rob_kind, state.turned) & hand if may_rob(state) else 0
    if keep:  # the trump ace (or King) he robs with stays in his hand
        rob = Action(core.ROB, CARDS[keep.bit_length() - 1])
        out.insert(0, kept_refusal(state, rob))
    return out


def kept_refusal(state: FortyFiveState, action: Action) -> Refusal:
    """Why the robber may not put out the card his rob rests on (the ace, or the King)."""
    if state.rob_kind == king.KING:
        return king.keeps_king_refusal(action, state.turned)
    return core.keeps_ace_refusal(action, state.turned, core.ROB_RULES)


def rob_refusal(state: FortyFiveState, action: Action, seat: int) -> Refusal:
    """Why ``seat`` may not make this ``rob`` now, as a scenario's ``rob`` and a move are
    refused alike: under ``rob_with_king`` the King's holder is told the ace is in play, or
    that his chance is gone; anyone else as Spoil Five's robbing says (no pool to lose)."""
    who = core.Robber(state.rob_seat, state.rob_kind)
    if state.opts.rob_with_king and state.turned >= 0:
        if seat == who.seat and who.kind == king.KING:
            return king.chance_gone_refusal(action)
        if seat != who.seat and king.holds_king(state.hands[seat], state.turned):
            return king.ace_in_play_refusal(action, state.turned)
    return core.rob_refusal(action, who, seat, state.turned, core.ROB_RULES, pool=False)


def not_available(state: FortyFiveState, action: Action) -> Refusal:
    """Why an action is not even on offer: the wrong time for it (a card not held is
    :meth:`engine.game.Game.not_held`'s)."""
    kind = action.kind
    seat = state.to_move
    if state.phase == "over":
        why, rule = {
            "counted_out": ("a side has counted out", "forty_five.count_out"),
            "turn_five": (
                "the dealer's side reached 45 with the turn-up's 5",
                "forty_five.dealer_turn_five",
            ),
        }.get(state.result, ("all five tricks have been played", "forty_five.no_pool"))
        return Refusal(action, RULES[rule], f"the deal is over: {why}")
    if kind == core.ROB:
        if state.robber >= 0 and state.robber == seat:
            robbed = Sentence.of(*you("has", "have"), " already robbed this deal")
            return Refusal(action, RULES["forty_five.rob_ace_holder"], robbed)
        if (
            may_rob(state)
            and action.card is not None
            and king.kept(state.rob_kind, state.turned) >> action.card & 1
        ):
            return kept_refusal(state, action)
        return rob_refusal(state, action, seat)
    if kind == DECLINE.kind:
        return Refusal(
            action,
            RULES["forty_five.rob_dealer"],
            "only the dealer, when an ace is turned up, may let it lie instead of robbing "
            "(before the first lead)",
        )
    # (a "play" with no card: the word "Play a card", a box of the robbing questions, refused
    # as any card would be while the dealer may rob)
    if kind == "play":
        if state.phase == "rob":
            return core.dealer_robs_first(action, state.dealer, state.turned, core.ROB_RULES, seat)
        # Reached by no input, only by calling this directly (as Spoil Five's moves.py says
        # of its own): a card he holds is legal or refused by a duty, one he does not hold is
        # from_hand's wherever a user names it, and the scenario readers place every card a
        # trick gives in its player's hand. test_forty_five_lead shows what a user meets.
        if action.card is not None:
            why = f"{CARDS[action.card].pretty} may not be played now"
            return Refusal(action, RULES["forty_five.lead"], why)
        # no card named and none to play (a curated picture's hand shown empty): not a move
        # this game lacks, as its own_moves refusal below would say of it
        return Refusal(
            action, RULES["forty_five.own_moves"], "there is no card in the hand to play"
        )
    return Refusal(
        action, RULES["forty_five.own_moves"], f"{action} is not an action in Forty-Five"
    )


def apply(state: FortyFiveState, action: Action) -> FortyFiveState:
    """The state after ``action``; :class:`IllegalAction` with the rule if it is not allowed."""
    if action not in legal_actions(state):
        found = [r for r in refusals(state) if r.action == action]
        raise IllegalAction(found or [not_available(state, action)])
    return step(state, action)


def step(state: FortyFiveState, action: Action) -> FortyFiveState:
    """Apply a legal action without checking it (search's inner loop)."""
    if action.kind == core.ROB or action.kind == DECLINE.kind:
        return rob_step(state, action)
    return play_card(state, action.card, action)  # type: ignore[arg-type]
