"""Sixty-Six's table: two, three (the dealer sits out) or four (partners) at the table."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from html import escape
from typing import Any

from engine.cards import CARDS, Suit, cards_in
from engine.game import HAND_SUITS, Action
from engine.games.sixty_six import (
    POINTS,
    SIXTY_SIX,
    TARGET,
    SixtySixState,
    card_points,
    count_of,
    hand_points,
    king_of,
    nine_of,
    queen_of,
    side_of,
    slot_account,
    slot_name,
)
from engine.games.sixty_six.quiz import last_draw
from engine.ledger import Note, Transfer
from engine.sentence import reaches_and_wins
from ui.cards import (
    CardState,
    SeatView,
    TableOptions,
    TableView,
    back_svg,
    card_states,
    card_svg,
    cards_of,
    felt_words,
    learner_seat,
    register_adapter,
    seat_names,
    trump_sign,
)
from ui.format import capital, does, named, plural
from ui.games.trick_table import empty_seat_note, over_words, picture, trick_heading
from ui.tables import GameUI, no_rejudge, passes_left, register_ui

# Sixty-Six: two, three (the dealer sits out) or four (partners) at the table
# --------------------------------------------------------------------------------------------


def _sixty_six_names(
    state: SixtySixState, viewer: int | None, names: Sequence[str] | None
) -> list[str]:
    label = seat_names(state.n, viewer, names)
    if state.n == 4 and viewer is not None and 0 <= viewer < 4:
        label[(viewer + 2) % 4] += " (partner)"
    return label


def _bare(name: str) -> str:
    return name.replace(" (you)", "").replace(" (partner)", "")


def _told(label: Sequence[str], seat: int, viewer: int | None) -> str:
    """A seat as the table's words name it: "you" to the viewer ("closed by you"), else its
    name ("P1")."""
    return "you" if seat == viewer else _bare(label[seat])


def sixty_six_now(state: SixtySixState, viewer: int = -1) -> str:
    """The duties in force at this moment, in a line (the table shows it beside the stock),
    told to ``viewer`` ("Closed by you: ...")."""
    o = state.opts
    if state.n == 4:
        under = " (even below)" if o.undertrump else ""
        return (
            "Every trick: follow suit and head the trick (even over your partner); when void, "
            f"trump or over-trump{under}. No melding, no claiming."
        )
    duty = _later_duty(state)
    if state.closed_by >= 0:
        who = named(state.closed_by, viewer, "you")
        return f"Closed by {who}: {_closed_duties(state)}"
    if not state.stock:
        more = "marriages may still be shown" if o.marriages_after_exhaustion else "no marriages"
        return f"Stock exhausted: {duty}; {more}."
    return "Stock open: play any card; the trick's winner draws first, then the other."


def _later_duty(state: SixtySixState) -> str:
    if state.opts.strict_later_play:
        return "follow suit and head the trick, trump when void"
    return "follow suit if you can"


def _closed_duties(state: SixtySixState) -> str:
    return f"no more drawing; {_later_duty(state)}; marriages may still be shown."


def _small(text: str) -> str:
    return f'<div style="font-size:13px;max-width:220px">{felt_words(text)}</div>'


# the rules fixing trumps, two- and three-hand and four-hand (the table's trump box rests on them)
TRUMP_CARD = "sixty_six.trump_card"
FOUR_TRUMP = "sixty_six.four.trump_card"


def sixty_six_table(state: SixtySixState, **kw: Any) -> TableView:
    """The table of a Sixty-Six position: hands, the trick, the trump card and the stock
    (``kw``: :class:`ui.cards.TableOptions`).

    Another seat's cards are face down except those everyone has seen him take (the cards of
    a marriage still in his hand, the trump card he took for the 9, the four-hand dealer's
    turned card). A *view* (``SIXTY_SIX.view``) is drawn the same way: it holds only those.
    ``last_trick``: show the trick just finished beside the current one (the Play page does
    not stop after each trick). No card points are shown while the hand is in play.
    ``reveal`` also lays out the cards each seat has won (but those of the trick drawn in the
    middle). ``quiz``: drawn for a question not yet answered, so nothing it may ask is shown: no
    card points, no game points after the hand, no line of the duties in force.
    """
    o = TableOptions.of(kw)
    mk = set(o.marked)
    label = _sixty_six_names(state, o.viewer, o.names)
    playing = state.phase == "play" and state.to_move >= 0
    legal = SIXTY_SIX.legal_cards(state) if playing and o.highlight else None
    seats: list[SeatView] = []
    for i in range(state.n):
        tags: list[str] = []
        if i == state.dealer:
            tags.append("dealer")
            if (
                state.n == 4
                and state.turned >= 0
                and state.hands[i] >> state.turned & 1
                and FOUR_TRUMP not in o.untaught
            ):
                # four-hand: the card turned for trumps is in the dealer's hand, marked as a
                # turn-up kept is elsewhere (Bierspiel's "took up the trump", Spoil Five's
                # "robbed the A♦"): among his cards the 7♣ the text names was not told apart
                tags.append(f"took up the {CARDS[state.turned].pretty}")
        if i not in state.seats:
            # said once, in the box's line; a "sits out" tag beside it said it twice
            seats.append(SeatView(label[i], (), 0, tuple(tags), False, True, "the dealer sits out"))
            continue
        if state.tricks[i]:
            tags.append(plural(state.tricks[i], "trick"))
        married = 0
        for who, suit, value in state.marriages:
            if who == i:
                tags.append(f"marriage {Suit(suit).symbol} {value}")
                married += value
        # a scenario may give the marriage points scored (melds) without the marriages: they
        # count in the hand's total, so the picture names them too
        if state.melds[i] + state.pending[i] > married:
            tags.append(f"marriages {state.melds[i] + state.pending[i] - married}")
        if state.pending[i] and not o.quiz:  # gone once he wins a trick: it would tell
            tags.append("not scored until a trick is won")
        if state.phase == "over" and not o.quiz:
            # the cards' points alone, as the count says them ("66 in cards + 10 for the last
            # trick = 76"): the marriages have their tags, the last trick its winner drawn
            tags.append(f"{count_of(state, (i,)).cards} in cards")
        to_move = playing and state.to_move == i
        hand = SIXTY_SIX.hand_order(state, cards_of(state.hands[i]))  # A 10 K Q J 9
        hidden = state.hidden[i]
        if not hand and not hidden:
            # a hand runs out only at the last trick (with a closed stock, sooner than the
            # 12th); else a scenario left it out
            note = empty_seat_note(_cards_left(state, i))
            seats.append(SeatView(label[i], (), 0, tuple(tags), to_move, False, note))
        elif i == o.viewer and o.hand_below:
            seats.append(
                SeatView(label[i], (), 0, tuple(tags), to_move, False, "your cards are below")
            )
        elif o.reveal or i == o.viewer:
            faces = card_states(hand, legal if to_move else None, mk)
            seats.append(SeatView(label[i], faces, hidden, tuple(tags), to_move))
        else:  # face down, but for the cards everyone has seen him take
            seen = [c for c in hand if (state.known[i] >> c) & 1]
            faces = card_states(seen, None, mk)
            backs = len(hand) - len(seen) + hidden
            seats.append(SeatView(label[i], faces, backs, tuple(tags), to_move))
    plays = state.trick if o.trick is None else tuple(o.trick)
    over = state.phase == "over"
    # a claim before any trick ends the hand with none played: the heading says so
    claimed = over and not state.history and state.result == "claim" and state.claimant >= 0
    ended = (
        ("" if o.quiz else f"{_told(label, state.claimant, o.viewer)} claimed") if claimed else None
    )
    title = o.trick_title or trick_heading(
        len(state.history), over, False, ended, "the hand is over"
    )
    extras: list[tuple[str, str]] = []
    last = state.history[-1] if o.last_trick and state.history and o.trick is None else None
    if last is not None and over and not plays:
        # the hand over, its last trick lies in the middle, as every game's Play ends: the
        # row said only "the hand is over", a band as tall as a trick left empty (at 390 px
        # between the two hands), with the trick drawn small beside the stock
        done, winner = last
        plays = done
        title = o.trick_title or f"Trick {len(state.history)}: {_told(label, winner, o.viewer)} won"
        mk.add(next(c for p, c in done if p == winner))
        last = None
    if last is not None:
        done, winner = last
        top = next(c for p, c in done if p == winner)
        inner = "".join(
            f'<div style="text-align:center">{card_svg(c, "marked" if c == top else "normal", 40)}'
            f'<div style="font-size:12px">{escape(_bare(label[p]))}</div></div>'
            for p, c in done
        )
        extras.append(
            (
                f"Trick {len(state.history)}: {_told(label, winner, o.viewer)} won",
                f'<div style="display:flex;gap:4px">{inner}</div>',
            )
        )
    suit = Suit(state.trump)
    face_up = state.face_up
    # a Learn step before the one teaching how trumps are fixed (``untaught``) draws no trump:
    # 'A short pack of 24 cards' to 'Six cards each, and a stock' drew the J♥ under the stock,
    # "Stock · trumps ♥", before 'The trump card' turns it ("The top card of the stock is
    # turned face up"); 'Four-hand: partners and 32 cards' drew "P3 turned the 7♣" before 'The
    # dealer keeps the trump card'. The stock is drawn as the deal leaves it, face down.
    unturned = (FOUR_TRUMP if state.n == 4 else TRUMP_CARD) in o.untaught
    if state.n == 4 and unturned:
        pass
    elif unturned:
        words = plural(len(state.stock), "card") if state.stock else "the stock is exhausted"
        pile = back_svg(48, "the stock") if state.stock else ""
        extras.append(("Stock", pile + _small(words)))
    elif state.n == 4:  # the dealer took the turned card into his hand
        extras.append(
            (
                f"Trumps {suit.symbol}",
                trump_sign(suit, "line-height:1")
                + (  # a scenario may give the trump suit without the card turned
                    (  # its face, unless it is drawn in the dealer's hand already
                        ""
                        if any(c == state.turned for sv in seats for c, _ in sv.faces)
                        else card_svg(
                            state.turned, "marked" if state.turned in mk else "normal", 40
                        )
                    )
                    + _small(
                        f"{capital(_told(label, state.dealer, o.viewer))} turned the "
                        f"{CARDS[state.turned].pretty}"
                    )
                    if state.turned >= 0
                    else ""
                ),
            )
        )
    elif state.stock:  # the trump card lies under the stock, face up until closed
        words = plural(len(state.stock), "card")
        if face_up >= 0:
            mark: CardState = "marked" if face_up in mk else "normal"
            trump_card = card_svg(face_up, mark, 56)
        else:
            down = CARDS[state.stock[-1]] if state.stock[-1] >= 0 else None
            name = f"the {down.name}, turned down" if down else "the trump card, turned down"
            trump_card = back_svg(56, name)
            words = (f"{down.pretty} turned down · " if down else "") + words
        if state.closed_by >= 0:
            words += f" · closed by {_told(label, state.closed_by, o.viewer)}"
        pile = back_svg(48, "the stock") if len(state.stock) > 1 else ""
        extras.append(
            (
                f"Stock · trumps {suit.symbol}",
                f'<div style="display:flex;gap:6px;align-items:flex-end">{trump_card}{pile}</div>'
                + _small(words),
            )
        )
    else:
        extras.append(
            (
                f"Stock · trumps {suit.symbol}",
                trump_sign(suit, "line-height:1") + _small("the stock is exhausted"),
            )
        )
    if o.reveal:  # the won cards, face up (a lesson or a question counts them)
        in_trick = {c for _, c in plays}
        for i in range(state.n):
            won = [
                c for c in SIXTY_SIX.hand_order(state, cards_of(state.won[i])) if c not in in_trick
            ]
            if won:
                pile = "".join(card_svg(c, "marked" if c in mk else "normal", 34) for c in won)
                extras.append(
                    (
                        f"{capital(_told(label, i, o.viewer))} took",
                        f'<div style="display:flex;flex-wrap:wrap;gap:3px">{pile}</div>',
                    )
                )
    if o.duties and not over and not o.quiz:
        extras.append(("Now", _small(sixty_six_now(state, -1 if o.viewer is None else o.viewer))))
    after = over and not o.quiz  # a question may ask what the hand scored
    slots = 2 if state.n == 4 else state.n
    totals = SIXTY_SIX.scores_after(state) if after else state.scores
    points = ", ".join(f"{slot_name(state, k)} {totals[k]}" for k in range(slots))
    # a question on a finished hand may ask what the carried point adds: its prompt says the
    # last hand was tied, the picture does not give the rule
    carry = f" · the hand's winner gets {state.carry} extra" if state.carry and not over else ""
    extras.append(
        (
            "Game points",
            f'<div style="font-size:15px">{points}</div>'
            + _small(
                ("after this hand · " if after else "before this hand · " if over else "")
                + f"game to {state.opts.game_to}{carry}"
            ),
        )
    )
    empty = over_words(ended, "the hand is over") if over else "no cards played yet"
    if state.n == 4:  # partners sit opposite: P0 and P2 against P1 and P3
        seats = [
            replace(s, side=i % 2, side_name=slot_name(state, i % 2)) for i, s in enumerate(seats)
        ]
    bottom = learner_seat(state.n, o.viewer, state.to_move if legal is not None else -1)
    bare = [_bare(x) for x in label]  # the trick's names: "P2", not "P2 (partner)"
    return picture(seats, plays, bare, mk, title, extras, o.caption, empty, bottom)


register_adapter(SixtySixState, sixty_six_table)


def _cards_left(state: SixtySixState, seat: int) -> int:
    """How many cards ``seat`` holds in play once nothing more is drawn (six at the closing,
    twelve tricks' worth when the stock ran out, eight in four-hand), less one for each trick
    since and his card on the trick; with the stock open, six (five once he has played)."""
    played = len(state.history)
    if state.n == 4:
        held = 8 - played
    elif state.closed_by >= 0:
        held = 6 - (played - state.closed_after)
    elif not state.stock:
        held = 12 - played
    else:
        held = 6
    return held - any(p == seat for p, _ in state.trick)


def sixty_six_after_trick(state: SixtySixState, k: int) -> SixtySixState:
    """The position right after trick ``k``, replayed through the rules from the deal."""
    for s in SIXTY_SIX.replay_tricks(state):
        if len(s.history) == k + 1:
            return s
    raise ValueError(f"the hand has no trick {k + 1}")


def sixty_six_unjudged(state: SixtySixState) -> SixtySixState:
    """A scenario's finished trick as it lay before anyone took it: not counted to its winner,
    and, played with the stock open, the two cards drawn after it back on the stock (a
    scenario's hands never drew them: trick 1 showed a stock of 10 cards beside hands of 6)."""
    if not state.history:
        return state
    tricks = list(state.tricks)
    tricks[state.history[-1][1]] -= 1
    stock, hands = state.stock, state.hands
    if stock and (state.closed_by < 0 or state.closed_after >= len(state.history)):
        stock = (-1, -1, *stock)  # unknown cards: the top of the stock, face down
    drawn = last_draw(state)
    if drawn is not None:  # the stock's last two cards, out of the hands (who took the trump?)
        stock = drawn[1:]
        hands = tuple(h & ~sum(1 << c for c in stock if c >= 0) for h in hands)
    return state._replace(tricks=tuple(tricks), to_move=-1, phase="play", stock=stock, hands=hands)


def sixty_six_result(state: SixtySixState) -> str:
    record = SIXTY_SIX.record(state)
    return record.reason


def _slots(state: SixtySixState) -> range:
    return range(2 if state.n == 4 else state.n)


def sixty_six_start_row(state: SixtySixState) -> dict[str, str]:
    row = {"dealer": "", "result": ""}
    row.update({slot_name(state, k): str(state.scores[k]) for k in _slots(state)})
    return row


def sixty_six_ledger_row(state: SixtySixState, seat: int = -1) -> dict[str, str]:
    after = SIXTY_SIX.scores_after(state)
    row = {"dealer": f"P{state.dealer}", "result": sixty_six_result(state)}
    row.update({slot_name(state, k): str(after[k]) for k in _slots(state)})
    return row


def sixty_six_game_over(state: SixtySixState, seat: int = -1) -> str:
    """Who won the game, told to ``seat`` ("You reach 7 ...", "P1+P3 reach 7 ...")."""
    winner = SIXTY_SIX.game_winner(state)
    if winner is None:
        return ""
    # "You reach", "Your side (P1+P3) reaches", "P1+P3 reach", "P1 reaches": its verbs agree
    won = reaches_and_wins(
        slot_name(state, winner), f"{SIXTY_SIX.scores_after(state)[winner]} game points"
    )
    return f"{won.text(seat)} (the game is to {state.opts.game_to})."


def sixty_six_intro(state: SixtySixState, seat: int = -1) -> str:
    """The hand's first line, told to ``seat``: "You deal; the 10♥ is turned: ♥ are trumps."."""
    who = does(state.dealer, seat, "deal")
    sits = "You sit out and score" if state.dealer == seat else "The dealer sits out and scores"
    return (
        f"{who}; the {CARDS[state.turned].pretty} is turned: {Suit(state.trump).symbol} are "
        "trumps." + (f" {sits} what the hand's winner scores." if state.n == 3 else "")
    )


def sixty_six_account(state: SixtySixState, seat: int) -> str:
    return slot_account(state, seat % 2 if state.n == 4 else seat)


def _marriage_value(state: SixtySixState, suit: int) -> str:
    return "40 in trumps" if suit == state.trump else "20"


def sixty_six_label(state: SixtySixState, action: Action) -> str:
    """Button words: ``Meld K♥ (20)``, ``Meld Q♦ (40 in trumps)``, ``Exchange the 9♦ for the
    Q♦``, ``Close the stock``, ``Claim 66``."""
    card = action.card
    if action.kind == "meld" and card is not None:
        if state.n == 4:  # no melding at all: no value to show
            return f"Meld {card.pretty}"
        return f"Meld {card.pretty} ({_marriage_value(state, card.suit)})"
    if action.kind == "exchange":
        nine = CARDS[nine_of(state.trump)]
        up = state.stock[-1] if state.stock else -1
        if up >= 0 and up != nine:
            return f"Exchange the {nine.pretty} for the {CARDS[up].pretty}"
        return f"Exchange the {nine.pretty}"
    if action.kind == "play" and card is not None:
        return f"Play {card.pretty}"
    return {"close": "Close the stock", "claim": "Claim 66"}.get(action.kind, action.kind)


def sixty_six_shows_refusal(state: SixtySixState, action: Action) -> bool:
    """No greyed-out "Close the stock" once it is closed or exhausted (or in four-hand, which
    has no stock), no "Claim 66" and no "Meld" in four-hand (the table says: no melding, no
    claiming; 000: "There is no melding"), and one greyed-out button per marriage held (its
    king's), not two."""
    if action.kind == "meld" and action.card is not None:
        return state.n != 4 and action.card.rank == 13
    if action.kind == "close":
        return state.n != 4 and state.closed_by < 0 and bool(state.stock)
    if action.kind == "claim":
        return state.n != 4
    return True


def sixty_six_tell(state: SixtySixState, mover: int, action: Action, seat: int) -> str:
    """The log line for ``mover``'s action (``state``: the position before it), as ``seat``
    hears it (``seat`` -1: everyone in the third person, for replays)."""
    you = mover == seat
    who = "You" if you else f"P{mover}"

    def verb(word: str) -> str:
        return word if you else word + ("es" if word.endswith(("sh", "ch", "s")) else "s")

    card = action.card
    if action.kind == "play" and card is not None:
        return f"{who} {verb('play')} {card.pretty}."
    if action.kind == "meld" and card is not None:
        k, q = CARDS[king_of(card.suit)], CARDS[queen_of(card.suit)]
        line = (
            f"{who} {verb('show')} the marriage {k.pretty} {q.pretty} "
            f"({_marriage_value(state, card.suit)}) and {verb('lead')} the {card.pretty}."
        )
        if not state.history:
            line += " It scores once " + ("you win" if you else f"P{mover} wins") + " a trick."
        return line
    if action.kind == "exchange":
        nine, up = CARDS[nine_of(state.trump)], state.stock[-1] if state.stock else -1
        took = f" for the {CARDS[up].pretty}" if up >= 0 else ""
        return f"{who} {verb('exchange')} the {nine.pretty}{took} under the stock."
    if action.kind == "close":
        return f"{who} {verb('close')} the stock: the trump card is turned down."
    if action.kind == "claim":
        return f"{who} {verb('claim')} 66: play stops and the cards are counted."
    return f"{who}: {action.pretty}."


def _stock_draws(prev: SixtySixState, after: SixtySixState) -> tuple[int, int, int, int] | None:
    """(winner, his card, other, his card) when the trick just finished drew from the stock."""
    if len(after.history) == len(prev.history) or not prev.stock or prev.closed_by >= 0:
        return None
    winner = after.history[-1][1]
    other = next(p for p, _ in after.history[-1][0] if p != winner)
    return winner, prev.stock[0], other, prev.stock[1]


def sixty_six_move_notes(before: SixtySixState, after: SixtySixState, seat: int) -> list[str]:
    """What ``seat`` learns after a move: the card he drew, who took the trump card, and the
    new duties when the stock runs out or is closed (nothing the seat may not see)."""
    out: list[str] = []
    drew = _stock_draws(before, after)
    if drew is not None:
        winner, top, other, low = drew
        first = "first" if seat == winner else "second"
        if seat in (winner, other):
            mine = top if seat == winner else low
            out.append(f"You draw {first}: the {CARDS[mine].pretty}.")
        if not after.stock:
            if seat != other:
                out.append(f"P{other} takes the {CARDS[low].pretty}, the trump card.")
            out.append(sixty_six_now(after))
    if after.closed_by >= 0 and before.closed_by < 0:  # the line above says who closed
        out.append("From now on: " + _closed_duties(after))
    if after.phase == "over" and before.phase != "over":
        # why the hand scored as it did, in the settlement's words, said once here: the
        # Settlement leaves out its line ('You claim wrongly with only 11: P1 scores 2 game
        # points': sixty_six_settlement_told), the result box keeps who scores what
        why = _why_told(after)
        if why is not None:
            out.append(capital(why.told(seat)) + ".")
    return out


def _why_told(state: SixtySixState) -> Transfer | Note | None:
    """The settlement's first item, which the log's last line tells as why the hand scored as
    it did (None: the hand is not over, or settles nothing)."""
    settle = SIXTY_SIX.settlement(state) if state.phase == "over" else None
    if settle is None:
        return None
    return settle.transfers[0] if settle.transfers else next(iter(settle.notes), None)


def sixty_six_settlement_told(state: SixtySixState) -> frozenset[tuple[str, str]]:
    """The settlement's line the log's last line tells (:func:`sixty_six_move_notes`), by
    its key: Play's Settlement leaves it out."""
    why = _why_told(state)
    return frozenset() if why is None else frozenset({why.key})


def sixty_six_trick_notes(state: SixtySixState, k: int, seat: int = -1) -> list[str]:
    """A replay's notes on trick ``k`` (0-based): marriages shown, the 9 exchanged, the stock
    closed, the cards drawn after it, and a claim made after it, told to ``seat`` ("You show
    the marriage ...", "P1 draws the 9♠, you the A♥")."""
    notes: list[str] = []
    states = SIXTY_SIX.replay(state)
    for (mover, act), prev, s in zip(state.moves, states, states[1:], strict=False):
        done = len(prev.history)
        if act.kind in ("meld", "exchange", "close") and done == k:
            notes.append(sixty_six_tell(prev, mover, act, seat))
        elif act.kind == "claim" and done == k + 1:
            if prev.trick:
                led = " and ".join(
                    f"{does(p, seat, 'play', 'you')} the {CARDS[c].pretty}" for p, c in prev.trick
                )
                notes.append(f"Then {led} to trick {k + 2}.")
            notes.append("Then " + _lower(sixty_six_tell(prev, mover, act, seat)))
        drew = _stock_draws(prev, s)
        if drew is not None and len(s.history) == k + 1:
            winner, top, other, low = drew
            last = " (the trump card)" if not s.stock else ""
            draws = does(winner, seat, "draw")
            notes.append(
                f"{draws} the {CARDS[top].pretty}, {named(other, seat, 'you')} the "
                f"{CARDS[low].pretty}{last}."
            )
            if not s.stock:
                notes.append("The stock is exhausted.")
    return notes


def _lower(line: str) -> str:
    """A log line to follow "Then": "Then you claim 66", not "Then You claim 66"."""
    return "you" + line[3:] if line.startswith("You ") else line


def sixty_six_deal_notes(state: SixtySixState, seat: int = -1) -> list[str]:
    """A replay's notes beside the hands as dealt, told to ``seat``: the hand's first line, and
    what was shown or claimed before the first trick ("You show the marriage ...")."""
    lines = [sixty_six_intro(state, seat)]
    if state.claimant >= 0 and not state.history:
        states = SIXTY_SIX.replay(state)
        for (mover, act), prev in zip(state.moves, states, strict=False):
            if act.kind != "play":
                lines.append(sixty_six_tell(prev, mover, act, seat))
    return lines


def _pile(view: SixtySixState, seats: Sequence[int]) -> tuple[str, int]:
    """The cards a seat (or a side) has won, counted: ``A♠ 11 + 10♥ 10 = 21``."""
    mask = 0
    for p in seats:
        mask |= view.won[p]
    total = sum(view.points[p] for p in seats)
    tricks = sum(view.tricks[p] for p in seats)
    if not tricks:
        return "no tricks yet = 0", 0
    cards = sorted(cards_in(mask), key=lambda c: (-POINTS[c], HAND_SUITS.index(CARDS[c].suit)))
    terms = [f"{CARDS[c].pretty} {POINTS[c]}" for c in cards if POINTS[c]]
    if total > card_points(mask):
        terms.append(f"{total - card_points(mask)} for the last trick")
    if not terms:
        return f"{plural(tricks, 'trick')}, no counting card = 0", total
    return " + ".join(terms) + f" = {total}", total


def sixty_six_count(view: SixtySixState, seat: int) -> list[str]:
    """The "count for me" aid: the learner's own count (cards won and marriages) and what the
    others have taken, all of it public (played tricks, shown marriages) — never a hidden
    card."""
    lines: list[str] = []
    if view.n == 4:
        mine, theirs = seat % 2, 1 - seat % 2
        for side, who in ((mine, "Your side"), (theirs, "Their side")):
            seats = (side, side + 2)
            text, total = _pile(view, seats)
            lines.append(f"{who} ({slot_name(view, side)}): {text}.")
        return lines
    order = sorted(view.seats, key=lambda p: p != seat)  # the learner first
    for p in order:
        you = p == seat
        whose, counts, wins = (
            ("Your", "you count", "you win") if you else (f"P{p}'s", f"P{p} counts", f"P{p} wins")
        )
        text, cards = _pile(view, (p,))
        lines.append(f"{whose} tricks: {text}.")
        total = cards + view.melds[p]
        if view.melds[p]:
            lines.append(
                f"{whose} marriages: {view.melds[p]}, so {counts} {cards} + {view.melds[p]} "
                f"= {total}."
            )
        if view.pending[p]:
            lines.append(f"The opening marriage ({view.pending[p]}) counts once {wins} a trick.")
        if you:
            lines.append(
                f"You have {total}: enough, you may claim 66 now."
                if total >= TARGET
                else f"You have {total}: {TARGET - total} short of 66."
            )
    return lines


def sixty_six_confirm(view: SixtySixState, seat: int, action: Action) -> str | None:
    """Play asks before a claim under 66: the learner's count as his view shows it (his tricks
    and marriages), never a card he cannot see, and what the wrong claim would give away, as
    the engine settles it on that view (look14: 'a wrong claim loses the hand' named neither
    who scores nor how much: 2 to the opponent, and in three-hand the dealer the same)."""
    if action.kind != "claim":
        return None
    total = hand_points(view, seat)
    if total >= TARGET:
        return None
    settled = SIXTY_SIX.settlement(SIXTY_SIX.apply(view, action))
    paid = [
        f"{t.payee} {plural(t.amount, 'game point')}"
        for t in (settled.transfers if settled is not None else ())
        if t.amount > 0
    ]
    gives = f" and gives {' and '.join(paid)}" if paid else ""
    return f"You have {total}; a wrong claim ends the hand{gives} — claim anyway?"


def sixty_six_verdict(state: SixtySixState, seat: int) -> tuple[str, str]:
    """The learner's result line for a finished hand: who scores what (every seat or side the
    settlement pays: in three-hand the dealer too, RULES.md §7 "The dealer sits out and scores
    whatever the winner scores"). Why is the Settlement's line below, with its rule ('P1
    claims correctly with 73 (you have 0, no trick)'): the box had said it too, until Play
    cut it by matching the settlement's sentences (every one of 180 seeded hands)."""
    out = SIXTY_SIX.outcome(state, seat if state.n != 4 else -1)
    if out is None:
        return "info", "The hand is still in play."
    after = SIXTY_SIX.scores_after(state)
    mine = side_of(state, seat)
    gains = {k: after[k] - state.scores[k] for k in _slots(state) if after[k] > state.scores[k]}
    if not gains:  # (a tie at 65: the Settlement's note says so, and what the next hand gets)
        return "info", "Nobody wins the hand."
    got = gains.get(mine, 0)
    dealer = state.dealer if state.n == 3 else -1
    # once the hand wins the learner's side the game, Play's box says so first, naming the
    # side in full ("Your side (P0+P2) reaches 7 game points and wins the game ..."), and
    # then the hand: "Your side scores 1 game point." (it had named it in full twice)
    named = SIXTY_SIX.game_winner(state) == mine

    def name(k: int) -> str:
        if k == mine and state.n == 4:
            return "your side" if named else f"your side ({slot_name(state, k)})"
        if k == mine:
            return "you (the dealer)" if k == dealer else "you"
        return ("the dealer " if k == dealer else "") + slot_name(state, k)

    # the hand's winner first, then the dealer who scores the same
    scorers = [(name(k), gp) for k, gp in sorted(gains.items(), key=lambda kv: kv[0] == dealer)]
    scorers[0] = (capital(scorers[0][0]), scorers[0][1])
    # "You", a side "P1+P3": "score"; but "Your side (P0+P2) scores"
    many = len(scorers) > 1 or (bool(got) and state.n != 4) or (state.n == 4 and not got)
    verb = "score" if many else "scores"
    first, gp0 = scorers[0]
    if len({gp for _, gp in scorers}) == 1:
        each = " each" if len(scorers) > 1 else ""
        names = " and ".join(n for n, _ in scorers)
        told = f"{names} {verb} {plural(gp0, 'game point')}{each}"
    else:  # the three-hand dealer's total stops at 6: he may score less than the winner
        rest = "".join(f", {n} {plural(gp, 'game point')}" for n, gp in scorers[1:])
        told = f"{first} {verb} {plural(gp0, 'game point')}{rest}"
    if not got and mine == dealer:  # the three-hand dealer, sitting out, scores nothing
        told += "; you score nothing"
    elif not got:  # told to the learner, who lost ("P0 scores 2 game points." said nothing of him)
        lost = f"Your side ({slot_name(state, mine)}) lost" if state.n == 4 else "You lost"
        told = f"{lost} this hand: {told.replace('The dealer', 'the dealer', 1)}"
    return ("success" if got else "warning"), f"{told}."


def sixty_six_status(state: SixtySixState, seat: int = -1) -> str:
    """The line over the table: the hand's number. The game points stand on the felt's Game
    points box (before the hand while it is played, after it once over, with the game's
    target) and on the score sheet: the line had said them too, as Forty-Five's did."""
    return f"Hand {state.hand_no}"


register_ui(
    "sixty_six",
    GameUI(
        action_labels={
            "meld": "Meld",
            "exchange": "Exchange the 9 of trumps",
            "close": "Close the stock",
            "claim": "Claim 66",
        },
        action_verbs={
            "meld": "meld",
            "exchange": "exchange the 9 of trumps",
            "close": "close the stock",
            "claim": "claim 66",
        },
        after_trick=sixty_six_after_trick,
        result_text=sixty_six_result,
        rejudge_note=no_rejudge,
        unjudged=sixty_six_unjudged,
        deal_intro=sixty_six_intro,
        start_row=sixty_six_start_row,
        ledger_row=sixty_six_ledger_row,
        deal_notes=sixty_six_deal_notes,
        unit="game points",
        ledger_title="Score sheet",
        ledger_caption="Game points hand by hand (per side in four-hand): the hand's points, the "
        "game points it scored (+) and the running total.",
        next_deal=passes_left("game points carry over"),
        game_over=sixty_six_game_over,
        won_game=lambda s, seat: SIXTY_SIX.game_winner(s) == side_of(s, seat),
        account=sixty_six_account,
        seen=SIXTY_SIX.view,
        table_kw={"last_trick": True},
        label=sixty_six_label,
        shows_refusal=sixty_six_shows_refusal,
        tell=sixty_six_tell,
        move_notes=sixty_six_move_notes,
        settlement_told=sixty_six_settlement_told,
        trick_notes=sixty_six_trick_notes,
        trick_points=lambda plays: sum(POINTS[c] for _, c in plays),
        count=sixty_six_count,
        confirm=sixty_six_confirm,
        verdict=sixty_six_verdict,
        score_sheet=SIXTY_SIX.score_table,  # its reasons told to the learner
        # the finished hand's why, in the log's last line (sixty_six_move_notes: the
        # settlement's first item, whose reason is the sheet's why, or with the three-hand
        # dealer's cap, more)
        sheet_why_told=lambda s: _why_told(s) is not None,
        # each player's or side's hand points, game points and total ("P0 points", "P0 +",
        # "P0 total"); the table's card points, last trick and marriages make them
        sheet_records=frozenset({"hand points", "game points", "total"}),
        status=sixty_six_status,
        pause_after_trick=False,
        default_level="Monte-Carlo",
        level_help={
            "rule of thumb": "claims at 66, takes the trump card for the 9, melds (trumps first), "
            "wins a trick cheaply when it is worth it, else sheds a low card",
        },
    ),
)
