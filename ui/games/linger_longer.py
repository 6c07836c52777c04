"""Linger Longer's table: four to six players, the turned trump card and the stock's size
beside the trick, each seat marked once it has dropped out; and its page helpers (what the
winner drew, who dropped out, who won the game)."""

from __future__ import annotations

from typing import Any

from engine.cards import CARDS, Suit
from engine.game import Action
from engine.games.linger_longer import LINGER_LONGER, LingerState
from engine.games.linger_longer.play import dropped_in, rank_of
from engine.games.linger_longer.text import out_said
from ui.cards import (
    SeatView,
    TableOptions,
    TableView,
    cards_of,
    felt_words,
    figure,
    learner_seat,
    register_adapter,
    seat_names,
    trump_sign,
)
from ui.format import does, named, plural
from ui.games.trick_table import Look, counters_row, picture, seat_view, sentence, start_row
from ui.games.won_tricks import not_shown, trick_rows, won_tricks
from ui.tables import GameUI, no_rejudge, register_ui

# the rules the table's boxes rest on: the trump card fixes trumps; only a trick's winner draws
TRUMP_CARD = "linger_longer.trump_card"
WINNER_DRAWS = "linger_longer.winner_draws"


def linger_table(state: LingerState, **kw: Any) -> TableView:
    """The table of a Linger Longer position (``kw``: :class:`ui.cards.TableOptions`; ``quiz``: say nothing
    a question could ask for: no result line, a seat with no cards not called 'out'; ``why``: a
    finished game's caption says how it ended, which the Play page leaves to its log and the
    line of latest moves under the table, :attr:`GameUI.table_kw`)."""
    o = TableOptions.of(kw)
    caption = o.caption  # a finished deal's, unless given: how it ended
    mk = set(o.marked)
    label = seat_names(state.n, o.viewer, o.names)
    playing = state.phase == "play"
    legal = (
        LINGER_LONGER.legal_cards(state) if playing and o.highlight and state.to_move >= 0 else None
    )
    over = state.phase == "over"
    look = Look(o.viewer, o.reveal, o.hand_below, legal, mk)
    seats: list[SeatView] = []
    # each hand trumps first (``hand_order``) once a step has taught how trumps are fixed; before
    # it (``untaught``), suit by suit ♠ ♥ ♣ ♦ as a hand with no trumps: on 'As many cards as
    # players' the dealer's 7♥ led his hand and P1's 3♥ his, ahead of their spades, showing a
    # trump suit the step after, 'The dealer's last card fixes trumps', first tells
    sort = rank_of(state).sorted if TRUMP_CARD in o.untaught else None
    for i in range(state.n):
        cards = cards_of(state.hands[i])
        hand = [int(c) for c in sort(cards)] if sort else LINGER_LONGER.hand_order(state, cards)
        hidden = state.hidden[i] if state.hidden else 0
        tags: list[str] = []
        if i == state.dealer:
            tags.append("dealer")
        winner = over and i == state.winner
        # the winner of the last trick may have played his last card: he won, he is not out;
        # a quiz (about who wins or what each pays) draws him as every seat with no cards, or
        # his seat alone not greyed would say who won
        out = state.out[i] >= 0 and (o.quiz or not winner)
        # in a quiz a seat out says only "no cards" (below, as every empty seat), greyed: not
        # when he went out; it had a "no cards" tag too, so a settlement question said it twice
        if out and not o.quiz:
            # out[i] is 0 for a seat with no cards before the position's first trick (a
            # position set up by hand): out already, not "after trick 0"
            tags.append(out_said(state, state.out[i]))
        # tricks won: counted from the deal; a position set up mid-game does not say how many
        # of the tricks before it each player won (the stock says only how many there were)
        if state.tricks[i] and state.wins_known:
            tags.append(plural(state.tricks[i], "trick"))
        if winner and not o.quiz:
            tags.append("winner")
        to_move = not over and state.to_move == i
        # the turned trump card stays face up in the dealer's hand for all to see; told
        # its viewer, the rest of another hand is drawn face down (the whole state drawn
        # for a seat must not show what his view hides: ``LINGER_LONGER.view``); once the
        # game is over nothing is hidden: the winner, the last player holding cards, shows
        # what he held (as Sixty-Six's Play shows every hand at the end)
        seen = hand if o.viewer is None else (state.turned,) if i == state.dealer else ()
        seat = seat_view(
            look, i, label[i], hand, hidden, tags, to_move, over, out, seen, "no cards"
        )
        seats.append(seat)
    plays = state.trick if o.trick is None else tuple(o.trick)
    title = o.trick_title or (
        "Tricks"
        if over
        else f"Trick {state.trick_no(len(state.history) + 1)}"
        if state.counted
        else ("This trick" if plays else "Next trick")
    )
    # a Learn step before the one teaching a rule draws nothing resting on it (``untaught``):
    # the first step, 'As many cards as players', had shown "Trumps ♥, turned: 7♥" and "only a
    # trick's winner draws", which the second and fifth teach
    draws = "" if WINNER_DRAWS in o.untaught else "; only a trick's winner draws"
    suit = Suit(state.trump)
    extras: list[tuple[str, str]] = []
    if TRUMP_CARD not in o.untaught:
        turned = felt_words(f"turned: {CARDS[state.turned].pretty}")
        extras.append(
            (
                f"Trumps {suit.symbol}",
                trump_sign(suit) + f'<div style="font-size:13px">{turned}</div>',
            )
        )
    extras.append(
        (
            "Stock",
            figure(plural(len(state.stock), "card"))
            # a question may ask who stays in, which is who draws: its picture says no more
            + f'<div style="font-size:13px">face down{"" if o.quiz else draws}</div>'
            if state.stock
            else figure("empty")
            # nor whether the winner draws nothing (``reshuffle`` makes a new stock to draw)
            + ("" if o.quiz else '<div style="font-size:13px">no card left to draw</div>'),
        )
    )
    if o.reveal:  # the finished tricks under their winners, small (a lesson may name them);
        # those a reshuffle gathered up lie in the new stock, not before their winners
        # a trick the middle shows is not drawn again (``not_shown``): the new stock says in
        # words that it holds that trick's cards too
        since = state.reshuffled[-1] if state.reshuffled else 0
        gathered = not_shown(state.history[:since], plays if since == len(state.history) else ())
        if since:
            rows = trick_rows(gathered, mk)
            if len(gathered) < since:
                said = (
                    "and this trick's cards"
                    if rows
                    else "the cards played so far, this trick's too"
                )
                rows += f'<div style="font-size:13px">{said}</div>'
            extras.append(("Shuffled into the new stock", rows))

        def place(k: int) -> int:  # the box's trick k: its game's number, or its place shown
            return state.trick_no(since + k) if state.counted else since + k

        # a position set up mid-game gives no tricks before it: each box names its tricks
        # ("P2 won trick 4"), where "P2's tricks" over trick 4 alone said he had won no other;
        # where the stock does not say how many came before (an empty stock set up by hand,
        # reshuffle's), by their place among those shown, as the seats' "out after the trick
        # shown" does (engine/games/linger_longer/text.py)
        extras += won_tricks(
            state.history[since:],
            state.n,
            o.viewer,
            label,
            mk,
            plays,
            None if state.wins_known else place,
            unnumbered=0 if state.counted else len(state.history),
        )
    if over and not o.quiz and o.why:
        caption = caption or sentence(
            LINGER_LONGER.end_reason(state, -1 if o.viewer is None else o.viewer)
        )
    empty = "the game is over" if over else "no cards played yet"
    bottom = learner_seat(state.n, o.viewer, state.to_move if legal is not None else -1)
    return picture(seats, plays, label, mk, title, extras, caption, empty, bottom)


register_adapter(LingerState, linger_table)


def after_trick(state: LingerState, k: int) -> LingerState:
    """The position right after trick ``k`` (0-based), replayed from the deal."""
    for s in LINGER_LONGER.replay(state):
        if len(s.history) == k + 1 and not s.trick:
            return s
    return state


def unjudged(state: LingerState) -> LingerState:
    """The last trick on the table, not yet credited: no card drawn, nobody dropped out, the
    game not yet over (a "who wins?" or "who is still in?" picture)."""
    if not state.history:
        return state
    k = len(state.history)
    winner = state.history[-1][1]
    tricks = list(state.tricks)
    tricks[winner] -= 1
    hands = list(state.hands)
    stock = state.stock
    drawn = state.drew[k - 1] if len(state.drew) >= k else -1
    if drawn >= 0:
        hands[winner] &= ~(1 << drawn)
        stock = (drawn, *stock)
    reshuffled, pile = state.reshuffled, state.pile
    if k in reshuffled:
        # the trick made the new stock (``reshuffle``): before it is judged the stock is still
        # the empty one, and the cards played before it are the pile, not a stock of 48
        trick = sum(1 << c for _, c in state.history[-1][0])
        pile = sum(1 << c for c in stock if c >= 0) & ~trick
        stock, reshuffled = (), reshuffled[:-1]
    out = tuple(-1 if o == k else o for o in state.out)
    return state._replace(
        reshuffled=reshuffled,
        pile=pile,
        hands=tuple(hands),
        stock=stock,
        out=out,
        tricks=tuple(tricks),
        history=state.history[:-1],
        drew=state.drew[: k - 1],
        to_move=-1,
        phase="play",
        winner=-1,
        result="",
    )


def result_text(state: LingerState, seat: int = -1) -> str:
    """Who won the game and how, for the running table's "result" cell, told to ``seat``."""
    who = does(state.winner, seat, "win", "you")
    return f"{who} ({state.result.replace('_', ' ')})"


def label(state: LingerState, a: Action) -> str:
    return f"Play {a.card.pretty}" if a.card is not None else a.kind.capitalize()


def tell(before: LingerState, mover: int, a: Action, seat: int) -> str:
    if a.card is not None:
        return f"{does(mover, seat, 'play')} {a.card.pretty}."
    return f"{named(mover, seat)}: {a}."


def move_notes(before: LingerState, after: LingerState, seat: int) -> list[str]:
    """After a trick: who won it and drew (the card, to the one who drew it), who dropped
    out, the stock running out, and how the game ended."""
    if len(after.history) == len(before.history):
        return []
    k = len(after.history)
    w = after.history[-1][1]
    who = named(w, seat)
    drawn = after.drew[k - 1] if len(after.drew) >= k else -1
    notes = []
    if drawn >= 0:
        what = f" {CARDS[drawn].pretty}" if w == seat else " a card"
        notes.append(
            f"{who} won the trick and {'draw' if w == seat else 'draws'}{what} from the stock "
            f"({len(after.stock)} left)."
        )
    else:
        notes.append(f"{who} won the trick; the stock is empty, so nobody draws.")
    gone = dropped_in(after, k)
    if gone:
        names = ", ".join(named(p, seat, "you") for p in gone)
        notes.append(f"Out of cards, out of the game: {names}.")
    if after.phase == "over":
        notes.append(sentence(LINGER_LONGER.end_reason(after, seat)))
    return notes


def settlement_told(state: LingerState) -> frozenset[tuple[str, str]]:
    """The settlement's lines that the log's last line tells (:func:`move_notes`: why the
    game ended and who won it, 'P3 is the last player left holding cards: P3 wins the
    game.'), by their keys: the stake each other player pays, whose reason is that the winner
    wins the game, and the note of how he won it, in the log line's own words (its rule is
    cited under "The rules behind this settlement"); the Settlement's table gives each
    player's counters."""
    settle = LINGER_LONGER.settlement(state)
    if settle is None:
        return frozenset()
    return frozenset([t.key for t in settle.transfers] + [n.key for n in settle.notes])


def status(state: LingerState, seat: int = -1) -> str:
    """The stock and who is out, ``seat``'s player named "you" ("out: P0, P2, you")."""
    out = [named(p, seat, "you") for p in range(state.n) if state.is_out(p)]
    return f"Stock: {len(state.stock)} cards · out: {', '.join(out) if out else 'nobody yet'}"


def verdict(state: LingerState, seat: int) -> tuple[str, str]:
    """The learner's result line: the stake the game moves for him, and when he dropped out.
    Who won the game, and how, is the log's last line's to say (:func:`move_notes`: 'P3 is
    the last player left holding cards: P3 wins the game.', the latest moves just above the
    box), so this line does not say it again (it had begun 'P3 wins the game: you pay him 1
    counter.'). Tricks are not scored here (seed 003: the last one left "wins the game"), so
    his count of them is no result; when he dropped out is."""
    net = int(LINGER_LONGER.quiz_amounts(state)[f"P{seat}"])
    if seat == state.winner:
        each = plural(net // (state.n - 1), "counter")
        return (
            "success",
            f"Each of the {state.n - 1} others pays you {each}, {plural(net, 'counter')} in all.",
        )
    out = state.out[seat]
    pays = f"pay P{state.winner} {plural(-net, 'counter')}"
    if out > 0:
        return "warning", f"You dropped out after trick {state.trick_no(out)}: you {pays}."
    return "warning", f"You {pays}."


def ledger_row(state: LingerState, seat: int = -1) -> dict[str, str]:
    return counters_row(state, LINGER_LONGER.quiz_amounts(state), result_text(state, seat))


def deal_intro(state: LingerState, seat: int = -1) -> str:
    """The game's first line, told to ``seat``: "You deal 5 cards each and turn the 7♥:
    hearts are trumps. P1 leads." ("You lead." to the eldest)."""
    first = (state.dealer + 1) % state.n
    who = does(state.dealer, seat, "deal")
    turns = "turn" if state.dealer == seat else "turns"
    leads = does(first, seat, "lead")
    return (
        f"{who} {state.n} cards each and {turns} the {CARDS[state.turned].pretty}: "
        f"{Suit(state.trump).name.lower()} are trumps. {leads}."
    )


def deal_notes(state: LingerState, seat: int = -1) -> list[str]:
    t = Suit(state.trump)
    return [
        f"Turned: {CARDS[state.turned].pretty} (the dealer's last card): {t.name.lower()} "
        f"{t.symbol} are trumps."
    ]


register_ui(
    "linger_longer",
    GameUI(
        action_labels={"play": "Play"},
        action_verbs={"play": "play"},
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
        ledger_title="Counters game by game",
        ledger_caption="Each game's winner receives one counter from each other player.",
        sheet_records=frozenset({"counters"}),  # its row: each seat's counters, signed
        seen=lambda s, seat: LINGER_LONGER.view(s, seat),
        # how the game ended, said once under the Play page's table: the latest moves say it
        # (the log's line, :func:`move_notes`), so the table's caption does not
        table_kw={"why": False},
        label=label,
        tell=tell,
        move_notes=move_notes,
        settlement_told=settlement_told,
        status=status,
        won_game=lambda s, seat: s.phase == "over" and s.winner == seat,
        level_help={
            "rule of thumb": "wins each trick it can with its cheapest winning card (a won "
            "trick is a card drawn), else throws its cheapest card, keeping trumps",
        },
    ),
)
