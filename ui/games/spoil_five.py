"""Spoil Five's table: three to ten players round the pool; the turned card (or who robbed
it), the pool and what carries over, the duties at this trick; and its page helpers (rob,
let it lie, claim and jink buttons, counters deal by deal with the pool carried over). The words
for the play Forty-Five shares (robbing, the duties at a trick, the privileged trumps) are
written here once, and ui/games/forty_five.py takes them from here."""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from html import escape
from typing import Any, Protocol, Self, TypeVar

from engine.cards import CARDS, Suit
from engine.game import Action
from engine.games.spoil_five import (
    SPOIL_FIVE,
    SpoilFiveState,
    privilege_note,
    rank_of,
)
from engine.games.spoil_five.moves import may_rob_now, result_rule, settled_said
from engine.games.spoil_five.moves import result_said as ending_said
from engine.games.spoil_five.rules import TRICKS
from engine.games.spoil_five.scoring import jink_stakes
from engine.ledger import POOL, item_key, seat_account
from engine.sentence import Sentence, Verb, Who, says
from engine.tricks import Play
from ui.cards import (
    CardState,
    SeatView,
    TableOptions,
    TableView,
    card_svg,
    cards_of,
    figure,
    learner_seat,
    register_adapter,
    seat_names,
    trump_sign,
)
from ui.format import plural
from ui.games.trick_table import (
    Look,
    cards_held,
    empty_seat_note,
    picture,
    seat_view,
    sentence,
    settled_pool,
    small_note,
    trick_heading,
    turn_tagged,
)
from ui.games.won_tricks import won_tricks
from ui.tables import (
    PASSES_LEFT,
    SHEET_POOL,
    GameUI,
    counters_caption,
    no_rejudge,
    register_ui,
)

S = TypeVar("S")  # a game's state (Spoil Five's, Forty-Five's)
TRUMP_ROW = "Trumps, best first"  # the card-order steps' row (:func:`trump_row`)


def now_box(duties: Callable[[S, int], str], state: S, viewer: int | None) -> tuple[str, str]:
    """The table's "Now" box beside the trick (Forty-Five's too): ``duties``, the game's
    ``duties_now``, told to ``viewer`` (none: to no seat); on a phone its head stands beside
    the note, as a line's title (PHONE_CSS's tb-beside)."""
    return ("Now", small_note(duties(state, -1 if viewer is None else viewer), "tb-beside"))


def duties_now(state: SpoilFiveState, viewer: int = -1) -> str:
    """The duties in force at this trick, in a line (the table shows it beside the trick);
    first, at the trump ace's holder's turn before his first card, that he may rob (a view
    that does not know who holds the ace says nothing of it). Told to ``viewer``: "You hold
    the ace of trumps ..."."""
    return rob_first(_may_rob(state), state.to_move, state.turn_card, viewer, _duty(state, viewer))


def _may_rob(state: SpoilFiveState) -> bool:
    """May the seat to move rob the turn-up before his first card?"""
    return state.phase == "play" and state.to_move >= 0 and may_rob_now(state)


# the words questions of Spoil Five and Forty-Five (Rob, Let it lie): robbing alone, not the
# pool family's "Which declarations are allowed?"
ROB_KIND = "What may you do with the turn-up?"
ACE_HELD = "the ace of trumps"  # what lets a player rob, but the dealer (may_rob_line)


def rob_first(
    may: bool, seat: int, turned: int, viewer: int, duty: str, held: str = ACE_HELD
) -> str:
    """The duties line, ``duty``, first telling the trump ace's holder ``seat``, when he
    ``may`` rob the ``turned`` card before his first card, that he may (Forty-Five's too,
    whose King's holder robs where the ace is not in play: ``held``)."""
    return f"{may_rob_line(seat, turned, viewer, held)} {duty}" if may else duty


def may_rob_line(seat: int, turn_card: int, viewer: int = -1, held: str = ACE_HELD) -> str:
    """The "Now" box at the trump ace's holder's turn, before his first card (Forty-Five's
    too): he may rob the turn-up ("You hold ..." to ``viewer`` in that seat); ``held``, what
    he holds that lets him."""
    turned = CARDS[turn_card].pretty
    who, his = ("You hold", "your") if seat == viewer else (f"P{seat} holds", "his")
    return (
        f"{who} {held} and may rob the {turned} before {his} first card: "
        f"put out a card, take the {turned}."
    )


def dealer_may_rob(dealer: int, viewer: int = -1) -> str:
    """The "Now" box while the dealer may rob a turned ace (Forty-Five's too), told to
    ``viewer``: "An ace is turned: you, the dealer, may rob it ..."."""
    who = "you" if dealer == viewer else f"P{dealer}"
    return (
        f"An ace is turned: {who}, the dealer, may rob it (put out a card, take the ace) before "
        "the first lead."
    )


def trumps_box(
    trump: int, turned: int, robber: int, viewer: int | None, marked: set[int]
) -> tuple[str, str]:
    """The table's "Trumps" box (Forty-Five's too): the ``turned`` card and the ``trump``
    suit; once ``robber`` (-1: nobody) has taken it, the suit's sign and who robbed it."""
    suit = Suit(trump)
    if robber < 0:
        mark: CardState = "marked" if turned in marked else "normal"
        words = f"turned up: {suit.name.lower()} are trumps"
        return (f"Trumps {suit.symbol}", card_svg(turned, mark, 52) + small_note(words))
    return (
        f"Trumps {suit.symbol}",
        trump_sign(suit, "line-height:1")
        + small_note(f"{robbed_by(robber, viewer)} the {CARDS[turned].pretty}"),
    )


def robbed_by(robber: int, viewer: int | None) -> str:
    """ "You robbed" to the robber, else "P2 robbed" (the trumps box once the turn-up is
    robbed; Forty-Five's too)."""
    return "You robbed" if robber == viewer else f"P{robber} robbed"


def _first_three(p: int, viewer: int) -> str:
    """The winner of the first three tricks and his choice, told to ``viewer``: "You have won
    the first three tricks: claim the pool", or, to another seat at the table, "P1 has ...:
    he may claim the pool" (the learner at P0 had read "P1 has won the first three tricks:
    claim the pool, or jink for five.", an order he could not follow); to no seat (a lesson's
    picture, whose question is his), "P1 has ...: claim the pool"."""
    if p == viewer:
        return "You have won the first three tricks: claim the pool"
    may = "he may " if viewer >= 0 else ""
    return f"P{p} has won the first three tricks: {may}claim the pool"


def _duty(state: SpoilFiveState, viewer: int = -1) -> str:
    if state.phase == "jink":
        return (
            f"{_first_three(state.to_move, viewer)} now, or jink — go on for all five, and lose "
            "the pool on failing."
        )
    return rob_or_trick_duty(state.phase, state.dealer, state.trick, state.trump, viewer)


def rob_or_trick_duty(
    phase: str, dealer: int, trick: Sequence[Play], trump: int, viewer: int = -1
) -> str:
    """The duty of the moment (Forty-Five's too): while the dealer may rob a turned ace, that
    he may; else the duties at this trick (:func:`trick_duty`)."""
    if phase == "rob":
        return dealer_may_rob(dealer, viewer)
    return trick_duty(trick, trump)


def trick_duty(trick: Sequence[Play], trump: int) -> str:
    """The duties at a trick of Spoil Five's play, in a line (Forty-Five's too): any card to
    a lead; to a trump led, a trump, the privileged trumps excepted; to a plain suit, follow
    or trump."""
    if not trick:
        return "Leading: any card."
    r = rank_of(trump)
    led = trick[0][1]
    lc = CARDS[led].pretty
    if r.trump_mask >> led & 1:
        return (
            f"A trump is led ({lc}): play a trump; the Five, the Jack and the A\u2665 may be "
            "held back if they are higher than the card led and you hold no smaller trump."
        )
    name = Suit(r.follows[led]).name.lower()
    return f"{name.capitalize()} led ({lc}): follow or trump as you please; with no trump, follow."


def trump_row(
    trump: int, turned: int, hands: Sequence[int], marked: Collection[int]
) -> list[tuple[str, str]]:
    """A position that lays every trump face up (in the hands or as the turn-up: the lessons'
    card-order steps) also draws them in a row, best first, as a box beside the table: the
    order is the point of the picture (Forty-Five's, which had drawn only the hands, too:
    look12). Nothing for any other position."""
    shown = 1 << turned if turned >= 0 else 0
    for h in hands:
        shown |= h
    order = rank_of(trump)
    if order.trump_mask & ~shown:
        return []
    row = "".join(card_svg(c, "marked" if c in marked else "normal", 34) for c in order.trump_order)
    return [
        (
            TRUMP_ROW,
            f'<div style="display:flex;flex-wrap:wrap;gap:2px;max-width:330px">{row}</div>',
        )
    ]


def spoil_five_turn(state: SpoilFiveState) -> str | None:
    """What the seat to move is to do when it is not simply to play a card."""
    if state.phase == "jink":
        return "to claim or jink"
    return rob_turn(state.phase, _may_rob(state))


def rob_turn(phase: str, may: bool) -> str | None:
    """The seat to move's tag when robbing is his to do (Forty-Five's too): the dealer's "to
    rob or let it lie" (his button: "Let the A♠ lie") a turned ace; the trump ace's holder, who ``may`` rob before his first
    card, "may rob, then play"; else None."""
    if phase == "rob":
        return "to rob or let it lie"
    if may:
        return "may rob, then play"
    return None


# The trick's place while the seat to move is not yet to play a card (Forty-Five's too): what
# he is to do first (the dealer's choice in his buttons' words: "Rob", "Let it lie")
_BEFORE_PLAY = {"rob": "first the dealer robs or lets it lie", "jink": "claim the pool, or jink"}


def empty_trick(phase: str) -> str:
    """The words in the empty trick (Forty-Five's too)."""
    if phase == "over":
        return "the deal is over"
    return _BEFORE_PLAY.get(phase, "no cards played yet")


def spoil_five_table(state: SpoilFiveState, **kw: Any) -> TableView:
    """The table of a Spoil Five position (``kw``: :class:`ui.cards.TableOptions`; ``quiz``: say
    nothing a question could ask for: no duties line, no result, no pool after the deal;
    ``duties=False``: no "Now" box of the duties at this trick, for a picture about the
    cards, not a move: Learn's ``show: cards`` steps; ``why``: a finished deal's caption says
    how it ended, which the Play page leaves to the line of latest moves under the table,
    :attr:`GameUI.table_kw`, where a claim says it: the caption 'P1 won three tricks and takes
    the pool.' had stood just above 'P1 claims the pool of 7.')."""
    o = TableOptions.of(kw)
    caption = o.caption  # a finished deal's, unless given: how it ended
    mk = set(o.marked)
    label = seat_names(state.n, o.viewer, o.names)
    playing = state.phase == "play" and state.to_move >= 0
    legal = SPOIL_FIVE.legal_cards(state) if playing and o.highlight else None
    over = state.phase == "over"
    look = Look(o.viewer, o.reveal, o.hand_below, legal, mk)
    seats: list[SeatView] = []
    robbed = state.rob_done == "robbed"
    for i in range(state.n):
        hand = SPOIL_FIVE.hand_order(state, cards_of(state.hands[i]))  # trumps first
        hidden = state.hidden[i] if state.hidden else 0
        tags: list[str] = []
        if i == state.dealer:
            tags.append("dealer")
        if robbed and i == state.robber:
            tags.append(f"robbed the {CARDS[state.turn_card].pretty}")
        if state.tricks[i]:
            tags.append(plural(state.tricks[i], "trick"))
        if i == state.jinker:
            tags.append("jinking")
        if state.folded >> i & 1:
            tags.append("foul hand")
        elif (state.barred | (0 if o.quiz else state.no_win)) >> i & 1:
            # (a quiz picture leaves out the robber's who let his chance pass under the
            # compulsory rob: what that costs is what q_rob_compulsory asks)
            tags.append("no right to the pool")
        to_move = not over and state.to_move == i
        out = bool(state.folded >> i & 1)
        # once the deal is over nothing in hand is secret: a deal won without a jink (or
        # spoiled, or a jink failed) with cards unplayed shows them, as Linger Longer's end
        # does; a view's hidden hand shows the turn-up everyone saw him rob among his backs
        seen = cards_of(state.shown[i]) if hidden and not o.reveal else ()
        # an empty hand says why, the deal over too (q_five: P1 took all five tricks, and the
        # others' seats had stood empty boxes)
        left = empty_seat_note(cards_held(state.trick, i, len(state.history), TRICKS))
        note = "hand abandoned" if out else left  # (its tag says "foul hand")
        seats.append(
            seat_view(look, i, label[i], hand, hidden, tags, to_move, over, out, seen, note)
        )
    seats = turn_tagged(seats, spoil_five_turn(state))
    plays = state.trick if o.trick is None else tuple(o.trick)
    title = o.trick_title or trick_heading(len(state.history), over, state.phase in ("rob", "jink"))
    extras: list[tuple[str, str]] = []
    robber = state.robber if robbed else -1
    extras.append(trumps_box(state.trump, state.turn_card, robber, o.viewer, mk))
    pool_words = f"{plural(state.pool, 'counter')}"
    # once the deal is over, what the settlement leaves in it, "after this deal" (the caption
    # under the table says how the deal ended, '... the deal is spoiled and the pool stays'; the
    # box said 'spoiled: it stays, and each adds one next deal' over it, and Play's result line
    # said it again); a question on a finished deal asks it, so its picture shows the figure
    # the deal began with, alone
    sub = "" if over else "three tricks take it; five take it and a counter from each"
    if over and not o.quiz:
        after = plural(SPOIL_FIVE.balances_after(state)[POOL], "counter")
        extras.append(("Pool", settled_pool(pool_words, after)))
    else:
        extras.append(("Pool", figure(escape(pool_words)) + (small_note(sub) if sub else "")))
    if o.duties and not over and not o.quiz:
        extras.append(now_box(duties_now, state, o.viewer))
    if o.reveal and not o.quiz:
        extras += trump_row(state.trump, state.turn_card, state.hands, mk)
    if o.reveal:  # the finished tricks under their winners, small (a lesson may name them)
        extras += won_tricks(state.history, state.n, o.viewer, label, mk, plays)
    if over and not o.quiz and o.why:
        you = -1 if o.viewer is None else o.viewer
        caption = caption or sentence(SPOIL_FIVE.result_words(state, you))
    empty = empty_trick(state.phase)
    bottom = learner_seat(state.n, o.viewer, state.to_move if legal is not None else -1)
    return picture(seats, plays, label, mk, title, extras, caption, empty, bottom)


register_adapter(SpoilFiveState, spoil_five_table)


def after_trick(state: SpoilFiveState, k: int) -> SpoilFiveState:
    """The position right after trick ``k`` (0-based): the cards played since go back to
    their hands. It works on a seat's view too (which keeps no record of the deal to replay),
    so the learner's own replay shows only what he saw."""
    hands = list(state.hands)
    for plays, _ in state.history[k + 1 :]:
        for seat, card in plays:
            hands[seat] |= 1 << card
    for seat, card in state.trick:
        hands[seat] |= 1 << card
    tricks = [0] * state.n
    for _, winner in state.history[: k + 1]:
        tricks[winner] += 1
    winner = state.history[k][1]
    return state._replace(
        hands=tuple(hands),
        tricks=tuple(tricks),
        history=state.history[: k + 1],
        trick=(),
        phase="play",
        result="",
        winner=-1,
        jinker=state.jinker if state.jinker >= 0 and k >= 2 else -1,
        to_move=winner,
        leader=winner,
    )


class Credited(Protocol):
    """A state of Spoil Five's play (Forty-Five's too): its tricks credited, a seat each."""

    @property
    def history(self) -> tuple[tuple[tuple[Play, ...], int], ...]: ...
    @property
    def tricks(self) -> tuple[int, ...]: ...
    def _replace(self, **changes: Any) -> Self: ...


C = TypeVar("C", bound=Credited)


def unjudged(state: C) -> C:
    """The last trick on the table, not yet credited (a "who wins?" picture; Forty-Five's
    too)."""
    if not state.history:
        return state
    winner = state.history[-1][1]
    tricks = list(state.tricks)
    tricks[winner] -= 1
    return state._replace(
        tricks=tuple(tricks),
        history=state.history[:-1],
        to_move=-1,
        phase="play",
        result="",
        winner=-1,
    )


def result_text(state: SpoilFiveState) -> str:
    return result_said(state).text()


def result_said(state: SpoilFiveState) -> Sentence:
    """How the deal ended, for the running table's "result" cell: "P3 takes 9" (told to P3
    "you take 9"), its seat as a field (:mod:`engine.sentence`)."""
    if state.result == "won":
        w = seat_account(state.winner)
        return says(w, "takes", "take", f" {state.pool}")
    if state.result == "five":
        five = f" won five tricks: {state.pool} + {state.n - 1}"
        return Sentence.of(Who(seat_account(state.winner)), five)
    if state.result == "jink_failed":
        return Sentence.of(Who(seat_account(state.jinker)), " jinked and failed: spoiled")
    return Sentence.of("spoiled")


def label(state: SpoilFiveState, a: Action) -> str:
    if a.kind == "claim":
        return f"Claim the pool ({state.pool})"
    if a.kind == "jink":
        return "Jink: go on for all five"
    return rob_or_play_label(a, state.turn_card)


def rob_or_play_label(a: Action, turned: int) -> str:
    """A button's words for a card played, the ``turned`` card robbed or let lie
    (Forty-Five's too); another action by its kind."""
    if a.kind == "rob" and a.card is not None:
        return f"Rob: put out {a.card.pretty}, take the {CARDS[turned].pretty}"
    if a.kind == "decline":
        return f"Let the {CARDS[turned].pretty} lie"
    if a.kind == "play" and a.card is not None:
        return f"Play {a.card.pretty}"
    return a.kind.capitalize()


def tell(before: SpoilFiveState, mover: int, a: Action, seat: int) -> str:
    you = mover == seat
    who = "You" if you else f"P{mover}"
    if a.kind == "claim":  # (what it takes, the line after it: move_notes)
        return f"{who} {'claim' if you else 'claims'}."
    if a.kind == "jink":
        return f"{who} {'jink' if you else 'jinks'}: all five tricks, or the pool is lost."
    return rob_or_play_told(mover, a, seat, before.turn_card)


def rob_or_play_told(mover: int, a: Action, seat: int, turned: int) -> str:
    """The log's line for ``mover``'s card, or his robbing the ``turned`` card or letting it
    lie, told to ``seat``, who does not see the card a robber puts out (Forty-Five's too)."""
    you = mover == seat
    who = "You" if you else f"P{mover}"
    up = CARDS[turned].pretty
    if a.kind == "play" and a.card is not None:
        return f"{who} {'play' if you else 'plays'} {a.card.pretty}."
    if a.kind == "rob" and a.card is not None:
        put = f"the {a.card.pretty}" if you else "a card face down"
        verb, put_v, take_v = ("rob", "put", "take") if you else ("robs", "puts", "takes")
        return f"{who} {verb}: {put_v} out {put} and {take_v} the {up}."
    if a.kind == "decline":
        return f"{who} {'let' if you else 'lets'} the {up} lie: no robbing."
    return f"{who}: {a.pretty}."


def move_notes(before: SpoilFiveState, after: SpoilFiveState, seat: int) -> list[str]:
    """How the deal ended, the engine's reason for its settlement ('P1 won three tricks and
    takes the pool.'), a claim too, whose own line says no more than the choice ('P1 claims.',
    :func:`tell`): Play's Settlement leaves out a transfer whose reason this line says, and
    cites its rule under "The rules behind this settlement", as for a deal played out. The
    claim's line had said 'P1 claims the pool of 7.', and the Settlement then 'P1 won three
    tricks and takes the pool: pool → P1 7 counters' under it. The first three tricks won
    are the table's "Now" box while the claim-or-jink choice is open (:func:`duties_now`):
    the line under the table had said it too ('P1 has won the first three tricks: he may
    claim the pool, or jink for five.'), and the choice made is the log's next line."""
    if after.phase == "over" and before.phase != "over":
        return [sentence(ending_said(after).text(seat))]  # (told: settlement_told)
    return []


def settlement_told(state: SpoilFiveState) -> frozenset[tuple[str, str]]:
    """The settlement's line that the log's last line tells (:func:`move_notes`: how the deal
    ended, "P1 won three tricks and takes the pool."), by its key: the reason of all its
    transfers ("P1 won three tricks", :func:`engine.games.spoil_five.moves.settled_said`) or
    its note, under the rule that settled the deal."""
    if state.phase != "over":
        return frozenset()
    return frozenset({item_key(settled_said(state), result_rule(state))})


def _counters(state: SpoilFiveState, bal: dict[str, int]) -> dict[str, str]:
    row = {f"P{i}": str(bal[seat_account(i)]) for i in range(state.n)}
    return row


def start_row(state: SpoilFiveState) -> dict[str, str]:
    """Everyone's counters before the first deal's stakes."""
    before = {seat_account(i): state.counters[i] for i in range(state.n)}
    put = SPOIL_FIVE.stakes_of(state)
    for i in range(state.n):
        before[seat_account(i)] += put[i]
    return {"dealer": "", "pool": "", "result": "", **_counters(state, before), "pool after": "0"}


def ledger_row(state: SpoilFiveState, seat: int = -1) -> dict[str, str]:
    """Counters after a finished deal, and what the pool carries into the next."""
    bal = SPOIL_FIVE.balances_after(state)
    return {
        "dealer": f"P{state.dealer}",
        "pool": str(state.pool),
        "result": result_said(state).text(seat, opens=False),  # "you take 9"
        **_counters(state, bal),
        "pool after": str(bal[POOL]),
    }


def stakes(state: SpoilFiveState) -> dict[str, int]:
    """What each seat put into this deal's pool (the engine's stakes, one each after a spoil),
    the pool their sum."""
    put = SPOIL_FIVE.stakes_of(state)
    return {**{seat_account(i): -put[i] for i in range(state.n)}, POOL: sum(put)}


def deal_notes(state: SpoilFiveState, seat: int = -1) -> list[str]:
    """The replay's notes beside the hands as dealt, told to ``seat``: "You deal; ...", "You
    robbed the A♠ ...", "You jinked ..."."""
    pool = f"; the pool holds {state.pool}"
    robber = state.robber if state.rob_done == "robbed" else -1
    lines = dealt_notes(state.dealer, state.turn_card, state.trump, robber, state.discard, pool)
    if state.jinker >= 0:
        jinked = " jinked after the first three tricks."
        lines.append(Sentence.of(Who(seat_account(state.jinker)), jinked))
    return [line.text(seat) for line in lines]


def dealt_notes(
    dealer: int, turned: int, trump: int, robber: int, discard: int, more: str = ""
) -> list[Sentence]:
    """The replay's notes on the deal, its seats as fields (Forty-Five's too): "P2 deals; the
    3♦ is turned: diamonds ♦ are trumps" and ``more`` ("; the pool holds 7"), then, if
    ``robber`` (-1: nobody) robbed, "P1 robbed the 3♦ for the 9♣" (the card he put out,
    ``discard``, where the position knows it)."""
    suit = Suit(trump)
    p = seat_account(dealer)
    lines = [
        Sentence.of(
            Who(p),
            " ",
            Verb(p, "deals", "deal"),
            f"; the {CARDS[turned].pretty} is turned: "
            f"{suit.name.lower()} {suit.symbol} are trumps{more}.",
        )
    ]
    if robber >= 0:
        put = f" for the {CARDS[discard].pretty}" if discard >= 0 else ""
        robbed = f" robbed the {CARDS[turned].pretty}{put}."
        lines.append(Sentence.of(Who(seat_account(robber)), robbed))
    return lines


def dealt_and_turned(dealer: int, seat: int, card: int, trump: int) -> str:
    """The deal told to ``seat``: "You deal five cards each and turn up the 6♠: spades are
    trumps." ("P1 deals ... and turns up" to another seat; Forty-Five's too)."""
    who, turns = ("You deal", "turn") if dealer == seat else (f"P{dealer} deals", "turns")
    return (
        f"{who} five cards each and {turns} up the {CARDS[card].pretty}: "
        f"{Suit(trump).name.lower()} are trumps."
    )


def deal_intro(state: SpoilFiveState, seat: int = -1) -> str:
    """The deal's first line, told to ``seat``: "You deal five cards each and turn up the
    6♠: spades are trumps. The pool holds 9."."""
    turned = dealt_and_turned(state.dealer, seat, state.turn_card, state.trump)
    return f"{turned} The pool holds {state.pool}."


def verdict(state: SpoilFiveState, seat: int) -> tuple[str, str]:
    """The learner's result line for a finished deal: what he takes (or pays), in counters.
    Why it ended, who took the pool, and that a pool not taken stays, is the line under the
    table ('You claim. You won three tricks and take the pool.', '... the deal is spoiled and
    the pool stays');
    what the next deal makes of the pool, the words beside "Next deal" (:func:`next_deal`):
    each is said once. To the winner, then, the figures only ("The pool held 7 counters."; it
    had said 'You take the pool of 7.' under the caption). Whether the pool was taken is the
    engine's (``SPOIL_FIVE.pool_after``, the pool the next deal starts from: 0 once taken)."""
    if state.phase != "over":
        return "info", "The deal is still in play."
    if SPOIL_FIVE.pool_after(state):
        return "info", "You take nothing this deal."
    settle = SPOIL_FIVE.settlement(state)
    got = settle.net().get(seat_account(seat), 0) if settle else 0
    if state.winner == seat:
        held = f"The pool held {counters(state.pool)}"
        if got == state.pool:
            return "success", f"{held}."
        # all five tricks: a counter from each of the others besides
        return "success", f"{held}; with the {state.n - 1} others' counters, {got} in all."
    if got < 0:  # all five tricks: the line above has said who took the pool, and how
        return "warning", f"You pay P{state.winner} {_a_counter(-got)}."
    return "warning", "You take nothing this deal."


def next_deal(state: SpoilFiveState, seat: int = -1) -> str:
    """Beside Play's "Next deal": who deals, and what the next deal makes of this pool, from
    the engine's stakes for it (``SPOIL_FIVE.next_stakes``, read without dealing it: every
    rerun of a finished deal's page had dealt the next deal to read them) and the pool it
    starts from (``pool_after``): a pool taken, a fresh one ("a fresh pool of 7 is made: the
    dealer (you) puts in 3, each other player 2"); a pool left (spoiled, or a jink lost), each
    adds to it ("each adds a counter to this pool, making 10"). The line under the table has
    said that it stays, and why."""
    dealer, put = SPOIL_FIVE.next_stakes(state)
    left = SPOIL_FIVE.pool_after(state)
    if left:
        adds = _each_puts(put, dealer, seat, "adds")
        return f"{PASSES_LEFT}; {adds} to this pool, making {left + sum(put)}"
    fresh = _each_puts(put, dealer, seat, "puts in")
    return f"{PASSES_LEFT}; a fresh pool of {sum(put)} is made: {fresh}"


def _each_puts(put: Sequence[int], dealer: int, seat: int, verb: str) -> str:
    """What each seat puts into the next pool, told to ``seat``: "each adds a counter", or, the
    dealer putting in more, "the dealer (you) puts in 3, each other player 2" (each adds "a
    counter" after a spoil, as the seed says it)."""
    others = {x for p, x in enumerate(put) if p != dealer}
    if others == {put[dealer]}:
        return f"each {verb} {_a_counter(put[dealer])}"
    who = "you" if dealer == seat else f"P{dealer}"
    rest = ", ".join(str(x) for x in sorted(others))
    return f"the dealer ({who}) {verb} {put[dealer]}, each other player {rest}"


def _a_counter(n: int) -> str:
    return "a counter" if n == 1 else counters(n)


def status(state: SpoilFiveState, seat: int = -1) -> str:
    return f"Pool {state.pool} · three tricks take it"


def count(view: SpoilFiveState, seat: int) -> list[str]:
    """The "count for me" aid: the tricks so far and the privilege the learner's hand enjoys
    against the card led (all of it public or his own)."""
    tally = ", ".join(f"P{p} {view.tricks[p]}" for p in range(view.n) if view.tricks[p])
    lines = [f"Tricks so far: {tally or 'none'}; three take the pool."]
    strict = view.opts.strict_single_privileged
    return lines + privilege_lines(
        view.hands[seat], view.trick, view.to_move == seat, view.trump, strict
    )


def privilege_lines(
    hand: int, trick: Sequence[Play], to_play: bool, trump: int, strict: bool
) -> list[str]:
    """The "count for me" aid's line on the privilege ``hand`` enjoys against the card led,
    when the learner is ``to_play`` to a trick begun (Forty-Five's too): the trumps he may
    hold back, by the engine's :func:`privilege_note`; none otherwise."""
    note = privilege_note(hand, trick[0][1], trump, strict) if trick and to_play else ""
    return [note[:1].upper() + note[1:] + "."] if note else []


def jink_note(view: SpoilFiveState, seat: int) -> str:
    """At the claim-or-jink choice, told to the player who has it: what claiming gives, and
    what jinking gains and risks, in the engine's figures (:func:`jink_stakes`: the
    settlement of each end). "" at any other time."""
    if view.phase != "jink" or view.to_move != seat:
        return ""
    got = jink_stakes(view)
    left = len(cards_of(view.hands[seat]))
    more = got["five"] - got["won"]
    return (
        f"Claim now and you take the pool: {counters(got['won'])}. Jink, and you must win "
        f"the {left} tricks left: win them all and you take {counters(got['five'])} "
        f"({more} more, a counter from each of the others); lose one and you take "
        f"{counters(got['jink_failed']) if got['jink_failed'] else 'nothing'}: the deal is "
        f"spoiled, and the pool's {counters(got['carried'])} stay for the next deal."
    )


def counters(n: int) -> str:
    return plural(n, "counter")


COUNTERS_NOTE = (
    "Counters: what each player receives (+) or pays (\u2212) in this deal; the pool's, what it "
    "pays out (\u2212) or takes in (+)."
)


register_ui(
    "spoil_five",
    GameUI(
        action_labels={
            "rob": "Rob",
            "decline": "Let it lie",
            "play": "Play a card",
            "claim": "Claim",
            "jink": "Jink",
        },
        kind_labels={"declare": ROB_KIND},  # its words questions ask only about robbing
        action_verbs={
            "rob": "rob",
            "decline": "let it lie",
            "claim": "claim the pool",
            "jink": "jink",
        },
        turn=spoil_five_turn,
        stakes_note=jink_note,
        after_trick=after_trick,
        result_text=result_text,
        rejudge_note=no_rejudge,
        unjudged=unjudged,
        deal_intro=deal_intro,
        start_row=start_row,
        ledger_row=ledger_row,
        stakes=stakes,
        stakes_word="stake",
        deal_notes=deal_notes,
        unit="counters",
        # its "counters" column is the deal's change, where the Loo family's is a balance after
        # the deal under the same header (ui.games.pool.counters_note): said, so "+9" and "−1"
        # do not read as what each holds (look12)
        column_notes={"counters": COUNTERS_NOTE},
        ledger_title="Counters across deals",
        # (that a spoiled pool stays, and why, the line under the finished deal says, and what the
        # next deal adds to it the words beside "Next deal": '(a spoiled pool stays, and each
        # adds one)' here said it again)
        ledger_caption=counters_caption(),
        sheet_records=frozenset({SHEET_POOL}),  # its row's "pool" and "pool after"
        next_deal=next_deal,
        seen=SPOIL_FIVE.view,
        label=label,
        tell=tell,
        move_notes=move_notes,
        settlement_told=settlement_told,
        table_kw={"why": False},
        count=count,
        verdict=verdict,
        status=status,
        level_help={
            "rule of thumb": "robs when it may, claims at three tricks unless sure of five, "
            "leads its best trump once it has a trick, wins cheaply, else throws its cheapest",
        },
    ),
)
