"""Spoil Five's rules of play: the deal and the stakes, robbing, the tricks, three tricks and
the jink, and the irregularities the seed lists as events with their penalty.

One implementation serves teaching and search: :func:`apply` checks an action and hands it to
the step functions (:func:`rob_step`, :func:`play_card`, :func:`jink_step`), which search calls
directly on a lean state (``record=False``). The card duties come from the shared core
(:mod:`engine.games.spoil_five.play`), the order from :mod:`engine.ranking` (``spoil_five``).
"""

from __future__ import annotations

import random

from engine.cards import CARDS, Suit, listed
from engine.game import Action, Ground, IllegalAction, Refusal, play
from engine.games.pool.play import play_actions
from engine.games.spoil_five.cards import privileged_mask, rank_of
from engine.games.spoil_five.play import forbidden_plays, legal_mask
from engine.games.spoil_five.robbing import (
    DECLINE,
    ROB,
    Robber,
    dealer_robs_first,
    keeps_ace_refusal,
    kept_card,
    rob_actions,
    rob_hand,
    rob_refusal,
    robber,
)
from engine.games.spoil_five.rules import (
    CLAIM,
    DEALER_STAKE,
    IRREGULARITIES,
    JINK,
    PLAY_RULES,
    ROB_RULES,
    RULES,
    SPOIL_ADD,
    STAKE,
    START_COUNTERS,
    TRICKS,
    Opts,
)
from engine.games.spoil_five.state import SpoilFiveState, next_seat
from engine.ledger import seat_account
from engine.ranking import Ranking
from engine.sentence import He, Part, Sentence, Verb, Who, does, he, he_does, you

RANKINGS: tuple[Ranking, ...] = tuple(rank_of(s) for s in Suit)
PRIV = tuple(privileged_mask(s) for s in Suit)  # the Five, the Jack and the A♥, per trump
_JINK_ACTIONS = [CLAIM, JINK]


def stakes(n: int, dealer: int, carried: int) -> tuple[int, ...]:
    """What each seat puts in: a fresh pool (nothing carried) takes the stakes, the dealer
    more; a spoiled pool carried over takes :data:`SPOIL_ADD` from each."""
    if carried:
        return (SPOIL_ADD,) * n
    return tuple(DEALER_STAKE if p == dealer else STAKE for p in range(n))


# ---- the deal ---------------------------------------------------------------------------------
def deal(
    o: Opts,
    n: int,
    dealer: int,
    seed: int | None,
    counters: tuple[int, ...] | None = None,
    carried: int = 0,
    barred: int = 0,
    put: tuple[int, ...] | None = None,
) -> SpoilFiveState:
    """Stakes in (``put``, each seat's: by default :func:`stakes`), then five cards each (three,
    then two, from the dealer's left) and the next card turned for trumps."""
    pack = list(range(52))
    random.Random(seed).shuffle(pack)
    hands = [0] * n
    it = iter(pack)
    for k in (3, 2):
        for i in range(n):
            seat = (dealer + 1 + i) % n
            for _ in range(k):
                hands[seat] |= 1 << next(it)
    turn = next(it)
    undealt = 0
    for c in it:
        undealt |= 1 << c
    cnt = counters if counters is not None else (START_COUNTERS,) * n
    if put is None:
        put = stakes(n, dealer, carried)
    after = tuple(c - s for c, s in zip(cnt, put, strict=True))
    s = opening(o, n, dealer, tuple(hands), turn, undealt, carried + sum(put), after, barred)
    return s._replace(carried=carried) if carried else s


def opening(
    o: Opts,
    n: int,
    dealer: int,
    hands: tuple[int, ...],
    turn_card: int,
    undealt: int = 0,
    pool: int = 0,
    counters: tuple[int, ...] | None = None,
    barred: int = 0,
) -> SpoilFiveState:
    """The position after the deal: the dealer to rob a turned ace, else the eldest to lead."""
    who = robber(hands, dealer, turn_card)
    eldest = (dealer + 1) % n
    rob_now = who.kind == "dealer"
    return SpoilFiveState(
        opts=o,
        n=n,
        dealer=dealer,
        phase="rob" if rob_now else "play",
        to_move=dealer if rob_now else eldest,
        hands=hands,
        turn_card=turn_card,
        trump=int(CARDS[turn_card].suit),
        robber=who.seat,
        rob_kind=who.kind,
        rob_done="",
        discard=-1,
        trick=(),
        leader=eldest,
        history=(),
        tricks=(0,) * n,
        jinker=-1,
        result="",
        winner=-1,
        pool=pool,
        counters=counters if counters is not None else (START_COUNTERS,) * n,
        barred=barred,
        no_win=0,
        folded=0,
        events=(),
        undealt=undealt,
        moves=(),
        start=hands,
        shown=(0,) * n,
        excluded=(0,) * n,
        hidden=(0,) * n,
    )


# ---- robbing ----------------------------------------------------------------------------------
def may_rob_now(s: SpoilFiveState) -> bool:
    """Is the player to move the robber, with his chance still open?"""
    return s.rob_done == "" and s.to_move == s.robber >= 0 and s.phase in ("rob", "play")


def rob_step(s: SpoilFiveState, action: Action) -> SpoilFiveState:
    """The robber puts out a card and takes the turn-up, or (the dealer) declines."""
    seat = s.to_move
    moves = s.moves + ((seat, action),) if s.record else s.moves
    if action.kind == ROB and action.card is not None:
        hands = list(s.hands)
        hands[seat] = rob_hand(hands[seat], s.turn_card, action.card)
        shown = list(s.shown)
        # the turn-up, seen taken in (robbing shows he held the trump ace too, but he may have
        # put it out face down: a view must not tell whether he did)
        shown[seat] |= 1 << s.turn_card
        s = s._replace(
            hands=tuple(hands), shown=tuple(shown), rob_done="robbed", discard=action.card
        )
    else:
        no_win = s.no_win | (1 << seat if s.opts.eb_compulsory_rob else 0)
        s = s._replace(rob_done="declined", no_win=no_win)
    if s.phase == "rob":
        return s._replace(phase="play", to_move=s.leader, moves=moves)
    return s._replace(moves=moves)


# ---- the tricks -------------------------------------------------------------------------------
def legal_cards(s: SpoilFiveState) -> int:
    led = s.trick[0][1] if s.trick else -1
    return legal_mask(s.hands[s.to_move], led, s.trump, s.opts.strict_single_privileged)


def _excluded_by(s: SpoilFiveState, seat: int, card: int) -> int:
    """What playing ``card`` to this trick shows its player cannot hold."""
    r = RANKINGS[s.trump]
    led = s.trick[0][1]
    tm = r.trump_mask
    if tm >> led & 1:
        if tm >> card & 1:
            return 0
        # no trump but a privileged one above the card led
        return tm & ~(PRIV[s.trump] & r.above[led])
    if tm >> card & 1 or r.follows[card] == r.follows[led]:
        return 0
    return r.suit_mask[r.follows[led]]


_I = {name: i for i, name in enumerate(SpoilFiveState._fields)}
_HANDS, _TRICK, _TO_MOVE, _MOVES, _ROB_DONE, _NO_WIN, _EXCLUDED, _SHOWN = (
    _I[f] for f in ("hands", "trick", "to_move", "moves", "rob_done", "no_win", "excluded", "shown")
)
_HISTORY, _TRICKS, _LEADER = _I["history"], _I["tricks"], _I["leader"]


def play_card(s: SpoilFiveState, card: int, action: Action | None = None) -> SpoilFiveState:
    """Put ``card`` on the trick; at the trick's end credit its winner and see whether three
    (or, jinking, five) tricks end the deal. (The hot path of a playout: the successor is built
    field by field, as ``_replace`` over 34 fields would cost more than the rules.)"""
    seat = s.to_move
    f = list(s)
    hands = list(s.hands)
    hands[seat] &= ~(1 << card)
    f[_HANDS] = tuple(hands)
    if s.record:
        f[_MOVES] = (*s.moves, (seat, action or play(card)))
        if s.trick:
            ex = _excluded_by(s, seat, card)
            if ex:
                lst = list(s.excluded)
                lst[seat] |= ex
                f[_EXCLUDED] = tuple(lst)
    if s.rob_done == "" and seat == s.robber:  # his first card down: the chance to rob is gone
        f[_ROB_DONE] = "passed"
        if s.opts.eb_compulsory_rob:
            f[_NO_WIN] = s.no_win | 1 << seat
    if s.shown[seat] >> card & 1:
        lst = list(s.shown)
        lst[seat] &= ~(1 << card)
        f[_SHOWN] = tuple(lst)
    trick = (*s.trick, (seat, card))
    if len(trick) < s.n - s.folded.bit_count():
        f[_TRICK] = trick
        f[_TO_MOVE] = next_seat(s, seat)
        return tuple.__new__(SpoilFiveState, f)
    winner = RANKINGS[s.trump].winning_play(trick)[0]
    tricks = list(s.tricks)
    tricks[winner] += 1
    f[_TRICK] = ()
    f[_HISTORY] = (*s.history, (trick, winner))
    f[_TRICKS] = tuple(tricks)
    f[_LEADER] = f[_TO_MOVE] = winner
    return judge(tuple.__new__(SpoilFiveState, f), winner)


def judge(s: SpoilFiveState, winner: int) -> SpoilFiveState:
    """After a trick: the jink made or failed, three tricks won, the jink offered, or play on."""
    done = len(s.history)
    if s.jinker >= 0:
        if winner != s.jinker:
            return s._replace(phase="over", to_move=-1, result="jink_failed")
        if done == TRICKS:
            return s._replace(phase="over", to_move=-1, result="five", winner=winner)
        return s
    if s.tricks[winner] >= 3:
        if (s.barred | s.no_win) >> winner & 1:
            # he cannot take the pool, and nobody else can now win three: spoiled
            return s._replace(phase="over", to_move=-1, result="spoiled")
        if done == 3:  # the first three tricks: claim, or go on for five
            return s._replace(phase="jink", to_move=winner)
        return s._replace(phase="over", to_move=-1, result="won", winner=winner)
    # five tricks played: every hand is out (a scenario's unknown hands, empty in the state,
    # must not end the deal early)
    if done == TRICKS:
        return s._replace(phase="over", to_move=-1, result="spoiled")
    return s


def jink_step(s: SpoilFiveState, action: Action) -> SpoilFiveState:
    seat = s.to_move
    moves = s.moves + ((seat, action),) if s.record else s.moves
    if action.kind == "claim":
        return s._replace(phase="over", to_move=-1, result="won", winner=seat, moves=moves)
    return s._replace(phase="play", jinker=seat, to_move=seat, leader=seat, moves=moves)


def jink_grounds(s: SpoilFiveState, action: Action) -> list[Ground]:
    """The rule that lets the winner of the first three tricks claim the pool, or go on for
    all five (jink), and what the jink risks (a legal action)."""
    if s.phase != "jink" or action.kind not in ("claim", "jink"):
        return []
    if action.kind == "claim":
        why = "you have won three tricks: you may claim the pool, and the deal ends"
        return [Ground(action, RULES["spoil_five.claim"], why, "allows")]
    why = (
        "you won the first three tricks: you may go on for all five (jink), but lose one and "
        "you lose the pool, the deal spoiled"
    )
    return [Ground(action, RULES["spoil_five.jink"], why, "allows")]


# ---- the protocol's checks --------------------------------------------------------------------
def legal_actions(s: SpoilFiveState) -> list[Action]:
    if s.phase == "play":
        plays = play_actions(legal_cards(s))
        if may_rob_now(s) and s.hands[s.to_move]:
            keep = kept_card(s.rob_kind, s.turn_card)
            return [*rob_actions(s.hands[s.to_move], keep), *plays]
        return list(plays)
    if s.phase == "rob":  # (a hand not known, as in a scenario: nothing to choose from)
        hand = s.hands[s.to_move]
        return [*rob_actions(hand), DECLINE] if hand else []
    if s.phase == "jink":
        return list(_JINK_ACTIONS)
    return []


def refusals(s: SpoilFiveState) -> list[Refusal]:
    if s.phase != "play":
        return []
    led = s.trick[0][1] if s.trick else -1
    hand = s.hands[s.to_move]
    out = [
        Refusal(play(f.card), f.rule, f.words)
        for f in forbidden_plays(hand, led, s.trump, PLAY_RULES, s.opts.strict_single_privileged)
    ]
    keep = kept_card(s.rob_kind, s.turn_card) & hand if may_rob_now(s) else 0
    if keep:  # the trump ace he robs with stays in his hand
        rob = Action(ROB, CARDS[keep.bit_length() - 1])
        out.insert(0, keeps_ace_refusal(rob, s.turn_card, ROB_RULES))
    return out


def result_words(s: SpoilFiveState, seat: int = -1) -> str:
    """How the deal ended, in words; told to ``seat`` (if it is the player named) as "you".

    >>> from engine.scenario import from_dict
    >>> data = {"game": "spoil_five", "players": 3, "dealer": "P0", "turn_card": "9S"}
    >>> s = from_dict({**data, "tricks_won": {"P1": 3, "P0": 1, "P2": 1}}, "doc").state
    >>> result_words(s), result_words(s, seat=1)
    ('P1 won three tricks and takes the pool', 'You won three tricks and take the pool')
    """
    return result_said(s).text(seat)


def _pool_won(s: SpoilFiveState) -> Sentence | None:
    """How the pool was won ("P1 won three tricks"), None where it was not."""
    if s.result == "won":
        return Sentence.of(Who(seat_account(s.winner)), " won three tricks")
    if s.result == "five":
        return Sentence.of(Who(seat_account(s.winner)), " jinked and won all five tricks")
    return None


def result_said(s: SpoilFiveState) -> Sentence:
    """How the deal ended, its seats as fields (:mod:`engine.sentence`)."""
    won = _pool_won(s)
    if won is not None:
        w = seat_account(s.winner)
        takes = Verb(w, "takes", "take")
        if s.result == "won":
            return won + Sentence.of(" and ", takes, " the pool")
        return won + Sentence.of(", and ", takes, " the pool and a counter from each other player")
    if s.result == "jink_failed":
        j = seat_account(s.jinker)
        return Sentence.of(
            Who(j),
            " jinked and lost a trick: ",
            He(j, "he"),
            " ",
            Verb(j, "loses", "lose"),
            " the pool, and the deal is spoiled",
        )
    if s.result == "spoiled":
        barred = [p for p in range(s.n) if s.tricks[p] >= 3]
        if barred:
            b = seat_account(barred[0])
            return Sentence.of(
                Who(b),
                " won three tricks but ",
                Verb(b, "has", "have"),
                " no right to this pool (",
                *no_right_said(s, barred[0]),
                "): the deal is spoiled and the pool stays",
            )
        return Sentence.of("nobody won three tricks: the deal is spoiled and the pool stays")
    return Sentence.of()


def settled_said(s: SpoilFiveState) -> Sentence:
    """The reason a settlement gives its transfers (:func:`engine.games.spoil_five.scoring.
    settlement`): how the pool was won, without what its moves say after it, so a line reads
    "P3 won three tricks: P3 takes 9 from the pool", not "P3 won three tricks and takes the
    pool: P3 takes 9 from the pool"; where nothing moves, how the deal ended
    (:func:`result_said`), its note's words.

    >>> from engine.scenario import from_dict
    >>> data = {"game": "spoil_five", "players": 3, "dealer": "P0", "turn_card": "9S"}
    >>> s = from_dict({**data, "tricks_won": {"P1": 3, "P0": 1, "P2": 1}}, "doc").state
    >>> settled_said(s).text(), settled_said(s).text(1)
    ('P1 won three tricks', 'You won three tricks')
    """
    won = _pool_won(s)
    return result_said(s) if won is None else won


def no_right_said(s: SpoilFiveState, seat: int) -> tuple[Part, ...]:
    """Why ``seat`` cannot take this pool, in words that name him as fields."""
    p = seat_account(seat)
    if s.folded >> seat & 1:
        return (He(p, "his"), " hand was foul")
    if s.no_win >> seat & 1 and s.opts.eb_compulsory_rob and seat == s.robber:
        return (He(p, "he"), " ", Verb(p, "let", "let"), " ", He(p, "his"), " chance to rob pass")
    return ("an irregularity",)


def no_right_why(s: SpoilFiveState, seat: int) -> tuple[str, str]:
    """Why ``seat`` cannot take this pool, in words, and the rule."""
    why = Sentence(no_right_said(s, seat)).text()
    if s.folded >> seat & 1:
        return why, "spoil_five.foul_hand"
    if s.no_win >> seat & 1 and s.opts.eb_compulsory_rob and seat == s.robber:
        return why, "spoil_five.eb_compulsory_rob"
    return why, "spoil_five.penalty"


def result_rule(s: SpoilFiveState) -> str:
    if s.result == "spoiled":
        barred = [p for p in range(s.n) if s.tricks[p] >= 3]
        return no_right_why(s, barred[0])[1] if barred else "spoil_five.spoiled"
    return {
        "won": "spoil_five.three_tricks",
        "five": "spoil_five.five_tricks",
        "jink_failed": "spoil_five.jink",
    }.get(s.result, "spoil_five.spoiled")


def not_available(s: SpoilFiveState, action: Action) -> Refusal:
    """Why an action is not even on offer: the wrong time for it (a card not held is
    :meth:`engine.game.Game.not_held`'s)."""
    kind = action.kind
    seat = s.to_move
    if s.phase == "over":
        return Refusal(action, RULES[result_rule(s)], "the deal is over: " + result_said(s))
    if kind == ROB:
        if s.rob_done == "robbed" and seat == s.robber:
            robbed = Sentence.of(*you("has", "have"), " robbed already")
            return Refusal(action, ROB_RULES["rob_dealer"], robbed)
        keep = kept_card(s.rob_kind, s.turn_card)
        if may_rob_now(s) and action.card is not None and keep >> action.card & 1:
            return keeps_ace_refusal(action, s.turn_card, ROB_RULES)
        return rob_refusal(action, Robber(s.robber, s.rob_kind), seat, s.turn_card, ROB_RULES)
    if kind == "decline":
        return Refusal(
            action,
            ROB_RULES["rob_dealer"],
            "only the dealer, when an ace is turned up, may let it lie instead of robbing (the "
            "ace's holder who does not rob just plays a card)",
        )
    if kind in ("claim", "jink"):
        return Refusal(
            action,
            RULES["spoil_five.jink"] if kind == "jink" else RULES["spoil_five.claim"],
            Sentence.of(
                *you("may", "may"),
                " claim or jink only when ",
                *he("has", "have"),
                " won the first three tricks",
            ),
        )
    # (a "play" with no card: the word "Play a card", a box of the robbing questions, refused
    # as any card would be while the dealer may rob or, in Spoil Five, a jink is to be said)
    if kind == "play":
        p = f"P{seat}"
        if s.phase == "rob":
            return dealer_robs_first(action, s.dealer, s.turn_card, ROB_RULES, seat)
        if s.phase == "jink":
            return Refusal(
                action,
                RULES["spoil_five.jink"],
                # his seat, not "you", as the words have it: told to him, "first you say ..."
                Sentence.of(
                    "first ",
                    *does(p, "says", "say"),
                    " whether ",
                    *he_does(p, "claims", "claim"),
                    " the pool or ",
                    Verb(p, "jinks", "jink"),
                    " (",
                    Verb(p, "goes", "go"),
                    " on for five)",
                ),
            )
        # Reached by no input, only by calling this directly: a card he holds is legal or
        # refused by a duty (refusals), and one he does not hold is refused by from_hand
        # (Game.not_held, which Game.explain and so Game.apply ask first) wherever a user
        # names it: the Play page, the Quiz, Learn's tasks, `trickbook play` and `answer`.
        # The scenario readers call this module's apply, which comes here without not_held,
        # but they put each card a trick gives into its player's hand first and refuse it
        # elsewhere ("... is already at"). test_spoil_five_lead shows what a user meets.
        if action.card is not None:
            why = f"{action.card.pretty} may not be played now"
            return Refusal(action, RULES["spoil_five.lead"], why)
        # no card named and none to play (a curated picture's hand shown empty): not a move
        # this game lacks, as its own_moves refusal below would say of it
        return Refusal(
            action, RULES["spoil_five.own_moves"], "there is no card in the hand to play"
        )
    return Refusal(
        action, RULES["spoil_five.own_moves"], f"{action} is not an action in Spoil Five"
    )


def apply(s: SpoilFiveState, action: Action) -> SpoilFiveState:
    """The state after ``action``; :class:`IllegalAction` with the rule if it is not allowed."""
    if action not in legal_actions(s):
        found = [r for r in refusals(s) if r.action == action]
        raise IllegalAction(found or [not_available(s, action)])
    return step(s, action)


def step(s: SpoilFiveState, action: Action) -> SpoilFiveState:
    """Apply an action already known to be legal (search calls this directly)."""
    kind = action.kind
    if kind == "play":
        return play_card(s, action.card, action)  # type: ignore[arg-type]
    if kind in (ROB, "decline"):
        return rob_step(s, action)
    return jink_step(s, action)


# ---- irregularities: events with their penalty ------------------------------------------------
def irregularity(s: SpoilFiveState, seat: int, kind: str) -> SpoilFiveState:
    """Record an irregularity by ``seat`` and its penalty (seed 002): a foul hand is abandoned
    and its holder forfeits this deal's pool (his tricks stay his); any other costs the
    offender all right to the current pool until it is won. An offender who has won three
    tricks (jinking, or yet to claim) spoils the deal at once. Raises ValueError for an event
    the rules do not make an irregularity here."""
    if kind not in IRREGULARITIES:
        raise ValueError(
            f"not an irregularity the seed lists: {kind!r} (expected one of "
            f"{listed(IRREGULARITIES, 'or')})"
        )
    if not 0 <= seat < s.n:
        raise ValueError(f"no seat P{seat} at a table of {s.n}")
    if s.phase == "over":
        raise ValueError("the deal is over: an irregularity is dealt with during the play")
    if kind == "exposed_card" and max(s.tricks) < 2:
        raise ValueError("exposing a card is an irregularity only once a player has won two tricks")
    events = (*s.events, (seat, kind))
    bit = 1 << seat
    if s.tricks[seat] >= 3:
        # jinking, or at the claim-or-jink choice: he "cannot win" the pool now, and nobody
        # else can win three, so the deal is spoiled at once (as when a barred player wins
        # his third trick)
        lost = (
            s._replace(folded=s.folded | bit, no_win=s.no_win | bit)
            if kind == "foul_hand"
            else s._replace(barred=s.barred | bit)
        )
        return lost._replace(events=events, phase="over", to_move=-1, result="spoiled")
    if kind != "foul_hand":
        return s._replace(barred=s.barred | bit, events=events)
    if s.folded & bit:
        raise ValueError(f"P{seat}'s hand was already abandoned")
    if s.n - (s.folded | bit).bit_count() < 2:
        raise ValueError("a deal needs two hands to play on")
    if any(p == seat for p, _ in s.trick):
        raise ValueError(
            f"P{seat} has a card on this trick: a foul hand is abandoned between tricks or "
            "before its holder plays"
        )
    hands = list(s.hands)
    abandoned = hands[seat]
    hands[seat] = 0
    s = s._replace(
        hands=tuple(hands),
        folded=s.folded | bit,
        no_win=s.no_win | bit,
        events=events,
        undealt=s.undealt | abandoned,
    )
    if s.robber == seat and s.rob_done == "":
        s = s._replace(rob_done="passed")
    if s.to_move == seat:
        nxt = next_seat(s, seat)
        if s.phase == "rob":
            s = s._replace(phase="play", to_move=s.leader, rob_done="passed")
        elif s.trick:
            s = s._replace(to_move=nxt)
        else:
            s = s._replace(to_move=nxt, leader=nxt)
        if s.leader == seat:
            s = s._replace(leader=nxt)
    if s.trick and len(s.trick) == s.n - s.folded.bit_count():  # his was the card awaited
        trick = s.trick
        winner = RANKINGS[s.trump].winning_play(trick)[0]
        tricks = list(s.tricks)
        tricks[winner] += 1
        s = s._replace(
            trick=(),
            history=(*s.history, (trick, winner)),
            tricks=tuple(tricks),
            leader=winner,
            to_move=winner,
        )
        s = judge(s, winner)
    return s


def irregularity_rule(kind: str) -> str:
    return IRREGULARITIES[kind]
