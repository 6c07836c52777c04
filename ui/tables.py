"""Per-game adapters from a state to the picture of its table (:class:`ui.cards.TableView`).

A new game adds one function here and registers it for its state type; every page and
notebook then draws that game's positions with ``ui.cards.position_html(state)``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from engine.cards import CARDS, Suit
from engine.games.loo import ANTE, LOO, WHITE_PER_RED, LooState
from engine.games.sixty_six import SIXTY_SIX, SixtySixState, slot_account, slot_name
from engine.ledger import POOL, format_counters, seat_account
from engine.tricks import Play, plain_trump_strength, winning_play
from ui.cards import (
    CardState,
    SeatView,
    TableView,
    back_svg,
    card_states,
    card_svg,
    cards_of,
    register_adapter,
    seat_names,
)

# Display order of suits in a hand: alternate colours (♠ ♥ ♣ ♦), high cards first.
_SUIT_ORDER = {Suit.SPADES: 0, Suit.HEARTS: 1, Suit.CLUBS: 2, Suit.DIAMONDS: 3}


def sort_hand(cards: Iterable[int]) -> list[int]:
    return sorted(cards, key=lambda c: (_SUIT_ORDER[CARDS[c].suit], -CARDS[c].rank))


LOO_DECLARED = {
    "stand": "stands",
    "widow": "took the widow",
    "pass": "passed",
    "defend": "defends the pool",
    "satisfied": "satisfied",
}


def loo_table(
    state: LooState,
    *,
    viewer: int | None = None,
    reveal: bool = False,
    highlight: bool = True,
    trick: Sequence[Play] | None = None,
    trick_title: str | None = None,
    marked: Iterable[int] = (),
    names: Sequence[str] | None = None,
    caption: str = "",
    show_widow: bool | None = None,
    hand_below: bool = False,
) -> TableView:
    """The table of a Loo position.

    ``viewer``: the learner's seat (his cards shown face up, the others face down unless
    ``reveal``); ``highlight``: mark the legal and illegal cards of the player to move;
    ``trick``: draw this trick instead of the current one (a finished trick, in replays);
    ``marked``: the deciding cards, wherever they lie; ``hand_below``: the viewer's cards are
    drawn elsewhere on the page (with buttons), so his seat only says so.
    """
    mk = set(marked)
    label = seat_names(state.n, viewer, names)
    playing = state.phase == "play"
    legal = LOO.legal_cards(state) if playing and highlight else None
    simple_no_widow = not state.double and not state.opts.widow_in_single
    seats: list[SeatView] = []
    for i in range(state.n):
        hand = sort_hand(cards_of(state.hands[i]))
        visible = reveal or i == viewer
        tags: list[str] = []
        if i == state.dealer:
            tags.append("dealer")
        d = state.declarations[i]
        if d and not simple_no_widow:
            tags.append(LOO_DECLARED.get(d, d))
        if state.tricks[i]:
            tags.append(f"{state.tricks[i]} trick{'s' if state.tricks[i] > 1 else ''}")
        to_move = state.phase != "over" and state.to_move == i
        out = d == "pass"
        if not hand:
            note = "hand given up" if out else "" if state.phase == "over" else "cards not shown"
            seats.append(SeatView(label[i], (), 0, tuple(tags), to_move, out, note))
        elif i == viewer and hand_below:
            seats.append(
                SeatView(label[i], (), 0, tuple(tags), to_move, out, "your cards are below")
            )
        elif visible:
            faces = card_states(hand, legal if to_move else None, mk)
            seats.append(SeatView(label[i], faces, 0, tuple(tags), to_move, out))
        else:
            seats.append(SeatView(label[i], (), len(hand), tuple(tags), to_move, out))
    plays = state.trick if trick is None else tuple(trick)
    shown: list[tuple[str, int, CardState]] = []
    for p, c in plays:
        shown.append((label[p].replace(" (you)", ""), c, "marked" if c in mk else "normal"))
    over = state.phase == "over"
    title = trick_title or ("Tricks" if over else f"Trick {len(state.history) + 1}")
    extras: list[tuple[str, str]] = []
    if state.trump >= 0:
        tc = state.turn_card
        suit = Suit(state.trump)
        note = f" (turned after trick {state.turned_after})" if state.turned_after else ""
        if 0 <= tc < 52 and CARDS[tc].suit == suit:
            inner = card_svg(tc, "marked" if tc in mk else "normal", 56)
        else:
            inner = f'<span style="font-size:40px">{suit.symbol}</span>'
        extras.append((f"Trumps {suit.symbol}{note}", inner))
    else:
        extras.append(
            ("Trumps", '<div style="font-size:13px;padding:20px 0">none turned yet</div>')
        )
    widow = cards_of(state.widow)
    if widow and (show_widow is None or show_widow):
        inner = (
            "".join(card_svg(c, "marked" if c in mk else "normal", 48) for c in sort_hand(widow))
            if reveal
            else "".join(back_svg(48, "face-down widow card") for _ in widow)
        )
        extras.append(("Widow", f'<div style="display:flex;gap:3px">{inner}</div>'))
    kind = "double" if state.double else "simple"
    extras.append(
        (
            "Pool",
            f'<div style="font-size:22px;font-weight:700">'
            f"{format_counters(state.pool, WHITE_PER_RED)} red</div>"
            f'<div style="font-size:13px">{kind} pool</div>',
        )
    )
    empty = "the deal is over" if over else "no cards played yet"
    return TableView(tuple(seats), tuple(shown), title, tuple(extras), caption, empty)


register_adapter(LooState, loo_table)


# --------------------------------------------------------------------------------------------
# What the pages need to know about a game beyond the engine's common face
# --------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class GameUI:
    """Words and small views a page needs for one game (everything else is the engine's)."""

    action_labels: dict[str, str]
    action_verbs: dict[str, str]  # "you ___": stand, take the widow, ...
    after_trick: Callable[[Any, int], Any]  # the position just after trick k (0-based)
    result_text: Callable[[Any], str]  # one line: how the deal ended
    rejudge_note: Callable[[Any], str | None]  # what the trump turn changed, if anything
    unjudged: Callable[[Any], Any]  # the position with its last trick not yet credited (quiz)
    deal_intro: Callable[[Any], str]  # "P4 deals; the pool holds 3 red (simple)."
    start_row: Callable[[Any], dict[str, str]]  # the running table before the first deal
    ledger_row: Callable[[Any], dict[str, str]]  # the running table after a finished deal
    deal_notes: Callable[[Any], list[str]]  # what a replay says beside the hands as dealt
    unit: str = "counters"  # what a settlement moves ("red" counters, "game points")
    ledger_title: str = "Across deals"
    ledger_caption: str = ""
    next_deal_help: str = "the deal passes to the left"
    game_over: Callable[[Any], str] = lambda s: ""  # why no next deal can follow, if so
    account: Callable[[Any, int], str] = lambda s, seat: seat_account(seat)
    sort: Callable[[Iterable[int]], list[int]] = sort_hand  # a hand's display order
    play: bool = True  # the Play page can run a deal of this game


def loo_after_trick(state: LooState, k: int) -> LooState:
    """The position right after trick ``k`` of a finished deal (for replays and narration)."""
    turned = state.turned_after
    known = turned == 0 or turned <= k + 1  # trumps were known when trick k+1 was judged
    hands = list(state.hands)
    for plays, _ in state.history[k + 1 :]:
        for seat, card in plays:
            hands[seat] |= 1 << card
    tricks = [0] * state.n
    for _, winner in state.history[: k + 1]:
        tricks[winner] += 1
    return state._replace(
        hands=tuple(hands),
        tricks=tuple(tricks),
        history=state.history[: k + 1],
        trick=(),
        trump=state.trump if known else -1,
        turned_after=turned if known else 0,
        phase="play",
    )


def loo_result_text(state: LooState) -> str:
    if state.result == "flush":
        return f"P{state.flushes[0]} showed a flush"
    return {
        "played": "played out",
        "widow_unopposed": "widow-taker unopposed",
        "dealer_takes": "all passed: dealer takes the pool",
    }.get(state.result, state.result)


def loo_rejudge_note(state: LooState) -> str | None:
    """After the trump turn: which card was winning before, and which wins now."""
    if not state.history or state.turned_after != len(state.history):
        return None
    plays, winner = state.history[-1]
    before_seat, before_card = winning_play(plays, None, plain_trump_strength)
    if before_seat == winner:
        return (
            f"Before the turn P{before_seat}'s {CARDS[before_card].pretty} was winning, "
            "and it still wins: no trump was played to this trick."
        )
    win_card = next(c for p, c in plays if p == winner)
    return (
        f"Before the turn P{before_seat}'s {CARDS[before_card].pretty} was winning; "
        f"now P{winner}'s {CARDS[win_card].pretty} is a trump and takes the trick."
    )


def loo_unjudged(state: LooState) -> LooState:
    """The last trick on the table but not yet credited to anyone (so a drawing of a "who
    wins?" question does not give the answer away)."""
    if not state.history:
        return state
    winner = state.history[-1][1]
    tricks = list(state.tricks)
    tricks[winner] -= 1
    return state._replace(tricks=tuple(tricks), to_move=-1)


def _red(units: int) -> str:
    return format_counters(units, WHITE_PER_RED)


def loo_deal_intro(state: LooState) -> str:
    kind = "double" if state.double else "simple"
    return f"P{state.dealer} deals; the pool holds {_red(state.pool)} red ({kind})."


def loo_start_row(state: LooState) -> dict[str, str]:
    """Everyone's counters before the first dealer's ante."""
    before = list(state.counters)
    before[state.dealer] += state.pool
    row = {"dealer": "", "pool": "", "result": ""}
    row.update({f"P{i}": _red(before[i]) for i in range(state.n)})
    row["pool after"] = _red(state.pool - ANTE)
    return row


def loo_ledger_row(state: LooState) -> dict[str, str]:
    """Counters after a finished deal, and what the pool carries into the next."""
    bal = LOO.balances_after(state)
    row = {
        "dealer": f"P{state.dealer}",
        "pool": f"{_red(state.pool)} ({'double' if state.double else 'simple'})",
        "result": loo_result_text(state),
    }
    row.update({f"P{i}": _red(bal[seat_account(i)]) for i in range(state.n)})
    row["pool after"] = _red(bal[POOL])
    return row


def loo_deal_notes(state: LooState) -> list[str]:
    if not (state.double or state.widow_taker >= 0):
        return []
    words = {
        "stand": "stood",
        "widow": "took the widow",
        "pass": "passed",
        "defend": "defended the pool",
        "satisfied": "was satisfied",
    }
    said = [f"P{i} {words.get(d, d)}" for i, d in enumerate(state.declarations) if d]
    return ["Declarations: " + "; ".join(said) + "."] if said else []


GAME_UI: dict[str, GameUI] = {
    "loo": GameUI(
        action_labels={
            "stand": "Stand",
            "widow": "Take the widow",
            "pass": "Pass",
            "defend": "Defend the pool",
        },
        action_verbs={
            "stand": "stand",
            "widow": "take the widow",
            "pass": "pass",
            "defend": "defend the pool",
        },
        after_trick=loo_after_trick,
        result_text=loo_result_text,
        rejudge_note=loo_rejudge_note,
        unjudged=loo_unjudged,
        deal_intro=loo_deal_intro,
        start_row=loo_start_row,
        ledger_row=loo_ledger_row,
        deal_notes=loo_deal_notes,
        unit="red",
        ledger_title="Counters across deals",
        ledger_caption="Everyone's counters (in red) after each deal, and what the pool "
        "carries into the next.",
        next_deal_help="the deal passes to the left; the pool and everyone's counters carry over",
    ),
}


def _plain_after_trick(state: Any, k: int) -> Any:
    return state


# What a game without its own helpers gets: its actions named by their words, no replay steps.
PLAIN = GameUI(
    action_labels={},
    action_verbs={},
    after_trick=_plain_after_trick,
    result_text=lambda s: str(getattr(s, "result", "")),
    rejudge_note=lambda s: None,
    unjudged=lambda s: s,
    deal_intro=lambda s: f"P{getattr(s, 'dealer', 0)} deals.",
    start_row=lambda s: {},
    ledger_row=lambda s: {},
    deal_notes=lambda s: [],
    play=False,
)


def game_ui(game_id: str) -> GameUI:
    """The game's page helpers (:data:`PLAIN` until it registers its own)."""
    return GAME_UI.get(game_id, PLAIN)


# --------------------------------------------------------------------------------------------
# Sixty-Six: two, three (the dealer sits out) or four (partners) at the table
# --------------------------------------------------------------------------------------------
_SIXTY_SIX_ORDER = {14: 0, 10: 1, 13: 2, 12: 3, 11: 4, 9: 5, 8: 6, 7: 7}


def sort_sixty_six(cards: Iterable[int]) -> list[int]:
    """Suits as in Loo, and within a suit Sixty-Six's order: A 10 K Q J 9."""
    return sorted(
        cards, key=lambda c: (_SUIT_ORDER[CARDS[c].suit], _SIXTY_SIX_ORDER.get(CARDS[c].rank, 9))
    )


def sixty_six_table(
    state: SixtySixState,
    *,
    viewer: int | None = None,
    reveal: bool = False,
    highlight: bool = True,
    trick: Sequence[Play] | None = None,
    trick_title: str | None = None,
    marked: Iterable[int] = (),
    names: Sequence[str] | None = None,
    caption: str = "",
    hand_below: bool = False,
    **_: object,
) -> TableView:
    """The table of a Sixty-Six position: hands, the trick, the trump card and the stock."""
    mk = set(marked)
    label = seat_names(state.n, viewer, names)
    playing = state.phase == "play" and state.to_move >= 0
    legal = SIXTY_SIX.legal_cards(state) if playing and highlight else None
    seats: list[SeatView] = []
    for i in range(state.n):
        tags: list[str] = []
        if i == state.dealer:
            tags.append("dealer")
        if i not in state.seats:
            seats.append(
                SeatView(label[i], (), 0, (*tags, "sits out"), False, True, "the dealer sits out")
            )
            continue
        if state.tricks[i]:
            tags.append(f"{state.tricks[i]} trick{'s' if state.tricks[i] > 1 else ''}")
        if state.melds[i]:
            tags.append(f"marriages {state.melds[i]}")
        if state.phase == "over":
            tags.append(f"{state.points[i]} points")
        to_move = playing and state.to_move == i
        hand = sort_sixty_six(cards_of(state.hands[i]))
        hidden = state.hidden[i]
        if not hand and not hidden:
            note = "" if state.phase == "over" else "cards not shown"
            seats.append(SeatView(label[i], (), 0, tuple(tags), to_move, False, note))
        elif i == viewer and hand_below:
            seats.append(
                SeatView(label[i], (), 0, tuple(tags), to_move, False, "your cards are below")
            )
        elif reveal or i == viewer:
            faces = card_states(hand, legal if to_move else None, mk)
            seats.append(SeatView(label[i], faces, hidden, tuple(tags), to_move))
        else:
            seats.append(SeatView(label[i], (), len(hand) + hidden, tuple(tags), to_move))
    plays = state.trick if trick is None else tuple(trick)
    shown: list[tuple[str, int, CardState]] = [
        (label[p].replace(" (you)", ""), c, "marked" if c in mk else "normal") for p, c in plays
    ]
    over = state.phase == "over"
    title = trick_title or ("Tricks" if over else f"Trick {len(state.history) + 1}")
    suit = Suit(state.trump)
    extras: list[tuple[str, str]] = []
    face_up = state.face_up
    if face_up >= 0:
        extras.append(
            (
                f"Trumps {suit.symbol}",
                card_svg(face_up, "marked" if face_up in mk else "normal", 56),
            )
        )
    else:
        extras.append(
            (f"Trumps {suit.symbol}", f'<span style="font-size:40px">{suit.symbol}</span>')
        )
    if state.n != 4:
        if state.closed_by >= 0:
            stock = f"closed by P{state.closed_by}"
        elif state.stock:
            stock = f"{len(state.stock)} cards"
        else:
            stock = "exhausted"
        inner = (back_svg(48, "the stock") if state.stock else "") + (
            f'<div style="font-size:13px">{stock}</div>'
        )
        extras.append(("Stock", inner))
    slots = 2 if state.n == 4 else state.n
    points = ", ".join(f"{slot_name(state, k)} {state.scores[k]}" for k in range(slots))
    extras.append(("Game points", f'<div style="font-size:15px">{points}</div>'))
    empty = "the hand is over" if over else "no cards played yet"
    return TableView(tuple(seats), tuple(shown), title, tuple(extras), caption, empty)


register_adapter(SixtySixState, sixty_six_table)


def sixty_six_after_trick(state: SixtySixState, k: int) -> SixtySixState:
    """The position right after trick ``k``, replayed through the rules from the deal."""
    for s in SIXTY_SIX.replay(state):
        if len(s.history) == k + 1:
            return s
    raise ValueError(f"the hand has no trick {k + 1}")


def sixty_six_unjudged(state: SixtySixState) -> SixtySixState:
    if not state.history:
        return state
    tricks = list(state.tricks)
    tricks[state.history[-1][1]] -= 1
    return state._replace(tricks=tuple(tricks), to_move=-1, phase="play")


def sixty_six_result(state: SixtySixState) -> str:
    record = SIXTY_SIX.record(state)
    return record.reason


def _slots(state: SixtySixState) -> range:
    return range(2 if state.n == 4 else state.n)


def sixty_six_start_row(state: SixtySixState) -> dict[str, str]:
    row = {"dealer": "", "result": ""}
    row.update({slot_name(state, k): str(state.scores[k]) for k in _slots(state)})
    return row


def sixty_six_ledger_row(state: SixtySixState) -> dict[str, str]:
    after = SIXTY_SIX.scores_after(state)
    row = {"dealer": f"P{state.dealer}", "result": sixty_six_result(state)}
    row.update({slot_name(state, k): str(after[k]) for k in _slots(state)})
    return row


def sixty_six_game_over(state: SixtySixState) -> str:
    winner = SIXTY_SIX.game_winner(state)
    if winner is None:
        return ""
    after = SIXTY_SIX.scores_after(state)
    return (
        f"{slot_name(state, winner)} reaches {after[winner]} game points and wins the game "
        f"(the game is to {state.opts.game_to})."
    )


def sixty_six_account(state: SixtySixState, seat: int) -> str:
    return slot_account(state, seat % 2 if state.n == 4 else seat)


GAME_UI["sixty_six"] = GameUI(
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
    rejudge_note=lambda s: None,
    unjudged=sixty_six_unjudged,
    deal_intro=lambda s: (
        f"P{s.dealer} deals; the {CARDS[s.turned].pretty} is turned: "
        f"{Suit(s.trump).symbol} are trumps."
    ),
    start_row=sixty_six_start_row,
    ledger_row=sixty_six_ledger_row,
    deal_notes=lambda s: [],
    unit="game points",
    ledger_title="Game points across hands",
    ledger_caption="Each player's game points after each hand (per side in four-hand).",
    next_deal_help="the deal passes to the left; game points carry over",
    game_over=sixty_six_game_over,
    account=sixty_six_account,
    sort=sort_sixty_six,
)
