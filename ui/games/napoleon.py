"""Napoleon's table: two to six players, the bids beside each seat, the bidder's target and
the tricks he still needs beside the trick; and its page helpers (bid and trump buttons)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from engine.cards import Suit, listed
from engine.game import Action
from engine.games.napoleon import NAPOLEON, TRUMPS, NapoleonState
from engine.games.napoleon.play import bid_word, stop_reason, stop_said
from engine.games.napoleon.rules import NAP_BID, TRICKS
from engine.games.napoleon.scoring import rate
from engine.ledger import Transfer
from ui.cards import (
    SeatView,
    TableOptions,
    TableView,
    cards_of,
    figure,
    learner_seat,
    register_adapter,
    seat_names,
    trump_sign,
)
from ui.format import capital, does, in_cell, named, plural
from ui.games.trick_table import (
    Look,
    cards_held,
    counters_row,
    empty_seat_note,
    over_words,
    picture,
    seat_view,
    sentence,
    small_note,
    start_row,
    trick_heading,
    turn_tagged,
)
from ui.games.won_tricks import won_tricks
from ui.tables import PASSES_LEFT, GameUI, no_rejudge, register_ui


def _bid_tag(state: NapoleonState, seat: int) -> str:
    b = state.bids[seat]
    if b < 0:
        return ""
    if b == 0:
        return "passed"
    return f"bid {bid_word(b)}" if b < 5 else "bid nap"


def napoleon_turn(state: NapoleonState) -> str | None:
    """What the seat to move is to do while it is not playing a card."""
    return {"declare": "to bid", "trump": "to name trumps"}.get(state.phase)


def napoleon_table(state: NapoleonState, **kw: Any) -> TableView:
    """The table of a Napoleon position (``kw``: :class:`ui.cards.TableOptions`; ``quiz``: say nothing a
    question could ask for: no result line, no 'needs' count; ``why``: a finished deal's
    caption says why play stopped, which the Play page leaves to its log and the line of
    latest moves under the table, :attr:`GameUI.table_kw`)."""
    o = TableOptions.of(kw)
    caption = o.caption  # a finished deal's, unless given: how it ended
    mk = set(o.marked)
    label = seat_names(state.n, o.viewer, o.names)
    playing = state.phase == "play"
    over = state.phase == "over"
    legal = NAPOLEON.legal_cards(state) if playing and o.highlight and state.to_move >= 0 else None
    look = Look(o.viewer, o.reveal, o.hand_below, legal, mk)
    seats: list[SeatView] = []
    for i in range(state.n):
        hand = NAPOLEON.hand_order(state, cards_of(state.hands[i]))  # trumps first
        hidden = state.hidden[i] if state.hidden else 0
        tags: list[str] = []
        if i == state.dealer:
            tags.append("dealer")
        bid = _bid_tag(state, i)
        if bid:
            tags.append(bid)
        if i == state.bidder and state.phase in ("play", "over", "trump"):
            tags.append("bidder")
        if state.tricks[i]:
            tags.append(plural(state.tricks[i], "trick"))
        to_move = not over and state.to_move == i
        note = empty_seat_note(cards_held(state.trick, i, len(state.history), TRICKS))
        # once the deal is over nothing in hand is secret: play that stopped with the bid
        # decided (or when everyone passed) shows why, as Linger Longer's end does
        seats.append(seat_view(look, i, label[i], hand, hidden, tags, to_move, over, note=note))
    plays = state.trick if o.trick is None else tuple(o.trick)
    # everyone passed: no trick was played, and the heading says why (a question's: not), in
    # words of its own: "everyone passed" is said once, by the seats' tags and the line under it
    ended = ("" if o.quiz else "nobody bid") if state.result == "all_passed" else None
    title = o.trick_title or trick_heading(
        len(state.history), over, state.phase in ("declare", "trump"), ended
    )
    extras: list[tuple[str, str]] = []
    if state.trump >= 0:
        suit = Suit(state.trump)
        extras.append((f"Trumps {suit.symbol}", trump_sign(suit)))
    else:
        word = (
            "being named"
            if state.phase == "trump"
            # (not "everyone passed": the seats' tags and the line under the table say so)
            else "none named"
            if state.result == "all_passed"
            else "named by the highest bidder"
        )
        extras.append(("Trumps", f'<div style="font-size:13px;padding:12px 0">{word}</div>'))
    if state.bidder >= 0:
        you = state.bidder == o.viewer  # to the learner: "You bid nap", not "P0 bids nap"
        # once play is over the bid is past, as the rest of the page says it ("P1 bid 2")
        bids = "bid" if you or over else "bids"
        goal = f"{'You' if you else f'P{state.bidder}'} {bids} {bid_word(state.bid)}"
        sub = ""
        if state.phase == "declare":  # not yet the bid: a later player may still outbid it
            sub = "the highest bid so far"
        elif state.phase in ("play", "trump") and not o.quiz:
            # both counts from where the deal stands (the others' was their total, read as
            # still to win once they had won some)
            beat = state.spare + 1
            sub = (
                f"{'you need' if you else 'needs'} {plural(state.needed, 'more trick')}; the "
                f"others need {beat} more to beat the bid"
            )
        extras.append(
            (
                "Bid",
                figure(goal)
                # (a note that wraps: on a phone the box then stands beside the trumps, not
                # under them, PHONE_CSS's tb-note; one line of ~330 px put it a line of its own)
                + (small_note(sub) if sub else ""),
            )
        )
    if o.reveal:  # the finished tricks under their winners, small (a lesson may name them)
        extras += won_tricks(state.history, state.n, o.viewer, label, mk, plays)
    if over and not o.quiz and o.why:
        caption = caption or sentence(stop_reason(state, -1 if o.viewer is None else o.viewer))
    turn = napoleon_turn(state)
    empty = (
        over_words(ended)
        if over
        else "bidding first"
        if state.phase == "declare"
        else "naming trumps first"
        if state.phase == "trump"
        else "no cards played yet"
    )
    bottom = learner_seat(state.n, o.viewer, state.to_move if legal is not None else -1)
    seats = turn_tagged(seats, turn)  # the seat to move bidding or naming trumps
    return picture(seats, plays, label, mk, title, extras, caption, empty, bottom)


register_adapter(NapoleonState, napoleon_table)


def after_trick(state: NapoleonState, k: int) -> NapoleonState:
    """The position right after trick ``k`` (0-based) of a finished deal."""
    hands = list(state.hands)
    for plays, _ in state.history[k + 1 :]:
        for seat, card in plays:
            hands[seat] |= 1 << card
    for seat, card in state.trick:
        hands[seat] |= 1 << card
    tricks = [0] * state.n
    for _, winner in state.history[: k + 1]:
        tricks[winner] += 1
    return state._replace(
        hands=tuple(hands),
        tricks=tuple(tricks),
        history=state.history[: k + 1],
        trick=(),
        phase="play",
        result="",
        to_move=state.history[k][1],
    )


def unjudged(state: NapoleonState) -> NapoleonState:
    """The last trick on the table, not yet credited (a "who wins?" picture)."""
    if not state.history:
        return state
    winner = state.history[-1][1]
    tricks = list(state.tricks)
    tricks[winner] -= 1
    # the trick leaves the winner's pile too: the picture draws it in the middle, unjudged
    return state._replace(
        tricks=tuple(tricks), history=state.history[:-1], to_move=-1, phase="play", result=""
    )


@lru_cache(maxsize=8)
def _paid(state: NapoleonState) -> Transfer | None:
    """What passes between the bidder and one other player (each other alike), the engine's
    settlement's first transfer: None when nothing changes hands. Worked out once for a
    finished deal, which its line of latest moves (:func:`move_notes`), its result box on
    every rerun of the page (:func:`verdict`) and its row of the running table
    (:func:`result_text`) each read; they had each asked the engine for the settlement."""
    settle = NAPOLEON.settlement(state)
    return settle.transfers[0] if settle and settle.transfers else None


def result_text(state: NapoleonState, seat: int = -1) -> str:
    """How the deal ended, for the running table's "result" cell, told to ``seat`` ("you
    failed nap", "you made your bid of 3")."""
    if state.result == "all_passed":
        return "all passed: redeal"
    paid = _paid(state)
    if paid is None:
        return f"{named(state.bidder, seat, 'you')} {state.result} {bid_word(state.bid)}"
    # the engine's reason ("P1 failed his bid of 3", "P1 made nap"), told to the seat: "you
    # failed your bid of 3", where the cell read "you failed 3", a number alone like a score
    return in_cell(paid.told(seat))


def trump_label(suit: Suit) -> str:
    """A suit named trumps, as Play's button and a which-trumps question's box say it (asked
    "to name trumps"): "Hearts ♥", the sign last, so that a box for ♥ or ♦ is drawn red, as a
    red card's box is (app.py colours a box whose label ends in a red suit; "Trumps ♥ hearts"
    stayed black), and no colon or bracket, which Learn would read as the move's detail
    ("You may name trumps (hearts ♥) ...")."""
    return f"{suit.name.capitalize()} {suit.symbol}"


def label(state: NapoleonState, a: Action) -> str:
    if a.kind == "bid":
        return f"Bid {a.number}"
    if a.kind == "nap":
        return "Nap (all 5)"
    if a.kind == "trump" and a.suit is not None:
        return trump_label(a.suit)
    if a.kind == "play" and a.card is not None:
        return f"Play {a.card.pretty}"
    return a.kind.capitalize()


def tell(before: NapoleonState, mover: int, a: Action, seat: int) -> str:
    if a.kind == "play" and a.card is not None:
        return f"{does(mover, seat, 'play')} {a.card.pretty}."
    if a.kind == "pass":
        return f"{named(mover, seat)} {'pass' if mover == seat else 'passes'}."
    if a.kind in ("bid", "nap"):
        what = "nap: all five tricks" if a.kind == "nap" else f"{a.number}"
        return f"{does(mover, seat, 'bid')} {what}."
    if a.kind == "trump" and a.suit is not None:
        return f"{does(mover, seat, 'name')} {a.suit.name.lower()} {a.suit.symbol} trumps."
    return f"{named(mover, seat)}: {a}."


def move_notes(before: NapoleonState, after: NapoleonState, seat: int) -> list[str]:
    """Why the deal ended where it did: play stops once the result is sure; and why the
    bidding ended before everyone had bid: nap cannot be beaten. (After "P3 bids nap: all five
    tricks." the learner dealing, who bids last, was never asked, and nothing said why.)"""
    if after.phase == "over" and before.phase != "over":
        # the outcome, in the settlement's words: said here once, the Settlement leaves out
        # its line ('You failed nap: you → P1 5 counters, ...', its table gives the counters)
        # and the result box keeps why they moved so (:func:`verdict`); then why play
        # stopped where it did, without the bid again (it had read 'P3 has won 2 tricks, his
        # bid of 2; the 3 tricks left cannot change that. P3 made his bid of 2.')
        outcome = _outcome(after, seat)
        if not outcome:  # (everyone passed: the stop is all there is to say)
            return [sentence(stop_reason(after, seat))]
        stop = stop_said(after, after_outcome=True).text(seat)
        return [outcome + ".", *([sentence(stop)] if stop else [])]
    if before.phase == "declare" and after.phase == "trump" and after.bid == NAP_BID:
        first = (before.dealer + 1) % before.n  # the bidding goes round from the dealer's left
        order = [(first + k) % before.n for k in range(before.n)]
        left = [p for p in order if before.bids[p] < 0 and p != after.bidder]
        if left:
            who = listed(named(p, seat, "you") for p in left)
            do = "do" if len(left) > 1 or left == [seat] else "does"
            return [f"Nap cannot be beaten, so the bidding ends: {who} {do} not bid."]
    return []


def _outcome(state: NapoleonState, seat: int) -> str:
    """The deal's outcome told to ``seat``, in the settlement's words ("You failed nap", "P1
    made his bid of 3"): "" when nothing changes hands."""
    paid = _paid(state)
    return "" if paid is None else capital(paid.told(seat))


def settlement_told(state: NapoleonState) -> frozenset[tuple[str, str]]:
    """The settlement's line that :func:`move_notes` tells, by its key: the deal's outcome,
    the same transfer's reason (:func:`_outcome`; the table gives the counters each player
    paid), or, everyone having passed, why play stopped (``stop_reason``), the words of the
    settlement's note. Play's Settlement leaves it out."""
    if state.phase != "over":
        return frozenset()
    paid = _paid(state)
    if paid is not None:
        return frozenset({paid.key})
    settle = NAPOLEON.settlement(state)  # (everyone passed: its one note, the redeal)
    return frozenset(n.key for n in settle.notes) if settle else frozenset()


def _rule_said(state: NapoleonState) -> str:
    """Why the counters moved so, the rule in plain words (its figures the engine's rates)."""
    made = state.result == "made"
    if state.bid == NAP_BID:
        won, lost = rate(NAP_BID, True)[0], rate(NAP_BID, False)[0]
        if won == 2 * lost:
            return (
                f"a made nap collects twice the {lost} a failed one pays"
                if made
                else f"a failed nap pays half the {won} a made one collects"
            )
        return f"a made nap collects {won}, a failed one pays {lost}"
    return "a made bid collects its number" if made else "a failed bid pays its number"


def verdict(state: NapoleonState, seat: int) -> tuple[str, str]:
    """The learner's result line: what the deal comes to for him from each other player (the
    bidder) or from the bidder (another), and why, the rule in plain words: "You pay each other
    player 5 counters: a failed nap pays half the 10 a made one collects.", "You pay P3 2
    counters, as each other player does: a made bid collects its number.". The outcome is the
    line of latest moves just above it (:func:`move_notes`: "You failed nap. ..."), the totals
    the Settlement's table and the score sheet. Only the bidder's tricks decide it (seed 003:
    "he collects from each other player the same number of counters as his bid"), so a
    defender's own tricks are not his result. (The box had said the rule alone, 'A nap failed
    pays only 5 counters to each other player, half what one made collects.': nothing told
    the learner what he pays; and before 935d17b the payment four times.)"""
    if state.result == "all_passed":
        # why is the line under the table ("Everyone passed: nobody pays, ...") and the rule
        # the settlement's: here only what it comes to for the learner
        return "info", "Nothing changes hands for you this deal."
    made = state.result == "made"
    paid = _paid(state)
    each = plural(paid.amount, "counter") if paid else ""
    b = state.bidder
    if seat == b:
        part = (
            f"You collect {each} from each other player"
            if made
            else f"You pay each other player {each}"
        )
    else:
        part = (
            f"You pay P{b} {each}, as each other player does"
            if made
            else f"P{b} pays you {each}, as he pays each other player"
        )
    good = made == (seat == b)
    return ("success" if good else "warning"), f"{part}: {_rule_said(state)}."


def next_deal(state: NapoleonState, seat: int = -1) -> str:
    """Who deals next, beside Play's "Next deal", told to ``seat``: the deal passes to the
    left, but after everyone passed the same dealer deals again (napoleon.redeal, as
    Napoleon.next_deal deals)."""
    if state.result == "all_passed":
        again = does(state.dealer, seat, "deal")
        return f"{again} again: {PASSES_LEFT} only after a deal is played"
    return PASSES_LEFT


def ledger_row(state: NapoleonState, seat: int = -1) -> dict[str, str]:
    return counters_row(state, NAPOLEON.quiz_amounts(state), result_text(state, seat))


def deal_intro(state: NapoleonState, seat: int = -1) -> str:
    """The deal's first line, told to ``seat``: "You deal five cards each; P1 bids first."."""
    first = (state.dealer + 1) % state.n
    deals = does(state.dealer, seat, "deal")
    bids = f"{does(first, seat, 'bid', 'you')} first"
    return f"{deals} five cards each; {bids}."


def deal_notes(state: NapoleonState, seat: int = -1) -> list[str]:
    """A replay's notes beside the hands as dealt, told to ``seat``: "Bids: P1 passed; you bid
    nap." and the trumps."""
    # in the order they spoke, from the dealer's left (a seat after a nap never spoke)
    order = [(state.dealer + 1 + k) % state.n for k in range(state.n)]
    said = [f"{named(p, seat, 'you')} {_bid_tag(state, p)}" for p in order if state.bids[p] >= 0]
    out = ["Bids: " + "; ".join(said) + "."] if said else []
    if state.trump >= 0:
        out.append(f"Trumps: {Suit(state.trump).name.lower()} {Suit(state.trump).symbol}.")
    return out


register_ui(
    "napoleon",
    GameUI(
        action_labels={
            "pass": "Pass",
            "bid": "Bid",
            "nap": "Nap",
            "trump": "Trumps",
            # a which-trumps question's boxes, as Play's buttons name the suits
            **{NAPOLEON.action_word(TRUMPS[s]): trump_label(s) for s in Suit},
        },
        action_verbs={
            "pass": "pass",
            "bid": "bid",
            "nap": "bid nap",
            "trump": "name trumps",
            # a Learn line says what may be done, not which suits: that is the step's task
            **{NAPOLEON.action_word(a): "name trumps" for a in TRUMPS},
        },
        turn=napoleon_turn,
        kind_labels={
            "declare": "Which bids or trumps are allowed?",
            "bid_estimate": "What would you bid?",
        },
        after_trick=after_trick,
        result_text=result_text,
        rejudge_note=no_rejudge,
        unjudged=unjudged,
        deal_intro=deal_intro,
        start_row=start_row,
        ledger_row=ledger_row,
        deal_notes=deal_notes,
        verdict=verdict,
        unit="counters",
        ledger_title="Counters deal by deal",
        ledger_caption="What each player received (+) or paid (\u2212) in each deal.",
        sheet_records=frozenset({"counters"}),  # its row: each seat's counters, signed
        next_deal=next_deal,
        seen=lambda s, seat: NAPOLEON.view(s, seat),
        # why play stopped, said once under the Play page's table: the latest moves say it
        # (the log's line, :func:`move_notes`), so the table's caption does not
        table_kw={"why": False},
        label=label,
        tell=tell,
        move_notes=move_notes,
        settlement_told=settlement_told,
        level_help={
            "rule of thumb": "bids its high trumps and side aces, draws trumps when it bids, "
            "wins cheaply, else throws its lowest card",
        },
    ),
)
