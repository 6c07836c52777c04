"""The pool family's table: Loo (and the games on its family) drawn around the table."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from engine.cards import CARDS, Suit, listed
from engine.game import Action
from engine.games.loo import LOO, LooState
from engine.games.pool.five_card_loo import FIVE_CARD_LOO
from engine.games.pool.irish_loo import IRISH_LOO
from engine.games.pool.rams import RAMS, RamsFamily
from engine.games.pool.rams_settlement import RAMS_SAID
from engine.games.pool.rounce import ROUNCE
from engine.games.pool.spec import NUMBER_WORDS, TRUMP_ALWAYS
from engine.ledger import POOL, format_counters, seat_account
from ui.card_css import OVERLAP_CSS
from ui.cards import (
    SeatView,
    TableOptions,
    TableView,
    back_svg,
    card_states,
    card_svg,
    cards_of,
    felt_words,
    figure,
    learner_seat,
    register_adapter,
    seat_names,
    trump_sign,
)
from ui.format import capital, does, named, plural
from ui.games.pool_result import (
    pool_amount,
    pool_end_notes,
    pool_game,
    pool_settlement_told,
    pool_verdict,
)
from ui.games.pool_turned import loo_rejudge_note, loo_trick_notes, loo_trick_told
from ui.games.trick_table import (
    cards_held,
    empty_seat_note,
    over_words,
    picture,
    settled_pool,
    trick_heading,
    turn_tagged,
)
from ui.play_table import _third_person as third_person
from ui.tables import GameUI, counters_caption, game_ui, passes_left, register_ui

# A game's own touches to the family's table (Bierspiel: the chalked crosses for the pool, the
# turned 7♦), by spec name; registered by the game's adapter module. It reads the picture's
# options: a quiz's shows no score after the deal; the page tells its moves and tricks in words
# (``told``, :func:`loo_table`); a Learn step draws nothing a later step teaches (``untaught``).
TABLE_HOOKS: dict[str, Callable[[LooState, TableView, TableOptions], TableView]] = {}


LOO_DECLARED = {
    "stand": "stands",
    "widow": "took the widow",
    "pass": "passed",
    "defend": "defends the pool",
    "satisfied": "satisfied",
}
# the dealer's seat with six at Rams (and Bierspiel, a form of it): seed 002, "Any number from
# three to six may play; but when six play the dealer takes no cards". As short as "cards not
# shown": a side seat's box at 1400 px clipped "takes no cards when six play" (a note is kept
# on one line)
SITS_OUT = "no cards at six"
# Rams and the games built on it: a player "may either play or pass" (seed 002), never "stand"
RAMS_DECLARED = {**LOO_DECLARED, "stand": "plays"}
# beside "passed": a seat that passed before a general rams, called back into the deal by it
# and not yet in
RAMS_CALLED_BACK = "back for the rams"


def declared_words(state: LooState) -> dict[str, str]:
    """A seat's declaration as its tag says it, in the game's own words."""
    return RAMS_DECLARED if isinstance(pool_game(state), RamsFamily) else LOO_DECLARED


def pool_turn(state: LooState) -> str | None:
    """What the seat to move is to do while it is not playing a card (Rounce's widow-taker,
    who must lay one of his six cards down before anything else, is to discard)."""
    game = pool_game(state)
    if state.phase == "declare" and isinstance(game, RamsFamily):
        acts = game.legal_actions(state)
        if acts and all(a.kind == "discard" for a in acts):
            return "to discard"
    return {"declare": "to declare", "exchange": "to exchange"}.get(state.phase)


# the empty trick row while the seat to move is not yet playing (pool_turn's words)
_BEFORE_PLAY = {
    "to declare": "declaring first",
    "to exchange": "exchanging first",
    "to discard": "the widow's taker discards first",
}


def _figure(big: str, small: str = "") -> str:
    """A side box's figure (the pool's counters, the pack's cards) and the words under it."""
    under = f'<div style="font-size:13px">{small}</div>' if small else ""
    return figure(big) + under


def loo_table(state: LooState, **kw: Any) -> TableView:
    """The table of a Loo position (``kw``: :class:`ui.cards.TableOptions`): ``named``, the
    cards a lesson's text names, given by Learn: while a widow waits to be taken in declaring
    it is drawn face down, as the players decide on it unseen, unless the text names one of
    its cards; ``quiz``: drawn for a question (a Learn task, the Quiz page), whose words for
    the turn are the question's (:func:`ui.quiz_picture.said_as_asked`); ``told``: Play says
    each move in its log and a finished trick's story beside the picture, live and in its
    replay, so the caption leaves a move's news to them (Bierspiel's face-down lead)."""
    o = TableOptions.of(kw)
    mk = set(o.marked)
    label = seat_names(state.n, o.viewer, o.names)
    playing = state.phase == "play"
    game = pool_game(state)
    legal = game.legal_cards(state) if playing and o.highlight else None
    simple_no_widow = not state.double and not state.opts.widow_in_single
    said = declared_words(state)
    seats: list[SeatView] = []
    for i in range(state.n):
        hand = game.hand_order(state, cards_of(state.hands[i]))
        visible = o.reveal or i == o.viewer
        tags: list[str] = []
        if i == state.dealer:
            tags.append("dealer")
        d = state.declarations[i]
        if i == state.dealer and state.result == "dealer_takes":
            # everyone else passed: the dealer took the pool without a word (the engine's
            # "stand" for him only closes the declaring); a question about this deal asks
            # what he receives, so its picture says nothing for him
            if not o.quiz:
                tags.append("takes the pool")
        elif d == "pass" and state.rams >= 0:
            # passed, and a rams calls him back: "those who have passed and laid down their
            # hands, must take them up again" (seed 002); he has yet to, his turn to come
            # round after the announcer (rams' rams_everyone had "passed" beside words
            # saying he takes his cards up again)
            tags += [said["pass"], RAMS_CALLED_BACK]
        elif d and not simple_no_widow:
            tags.append(said.get(d, d))
        if state.rams == i:  # Rams: he undertook to win all five tricks
            tags.append("rams")
        if state.robbed and i == state.dealer:
            tags.append("robbed the trump")
        changed = state.exchanged[i] if state.exchanged else -1
        if changed >= 0:  # "How many?" answered (Irish and Five-card Loo)
            kept = "you kept your cards" if i == o.viewer else "kept his cards"
            tags.append(f"changed {changed}" if changed else kept)
        if state.tricks[i]:
            tags.append(plural(state.tricks[i], "trick"))
        if state.penalty and i == state.offender and isinstance(game, RamsFamily):
            # Rams' one penalty: the engine knows what he did (not which card he exposed), and
            # the step's words say it ("P3 exposed a card"): his seat says so too
            tags.append(game.penalties.get(state.penalty, state.penalty))
        if state.result == "revoke" and i == state.offender:  # Loo's: the hands abandoned
            tags.append("revoked")
        to_move = state.phase != "over" and state.to_move == i
        # a rams calls everyone back in: "those who have passed ... must take them up again"
        out = d == "pass" and state.rams < 0
        if not hand:
            # played out, on or over, "no cards left"; a hand a scenario leaves out (over before
            # any trick too: a flush shown, everyone passed), "cards not shown"
            held = cards_held(state.trick, i, len(state.history), state.spec.hand)
            note = "hand given up" if out else empty_seat_note(held)
            if isinstance(game, RamsFamily) and i == state.dealer and game.dealer_sits_out(state.n):
                note = SITS_OUT  # not a hand left out: he was dealt none (it had said "not shown")
            seats.append(SeatView(label[i], (), 0, tuple(tags), to_move, out, note))
        elif i == o.viewer and o.hand_below:
            seats.append(
                SeatView(label[i], (), 0, tuple(tags), to_move, out, "your cards are below")
            )
        elif visible:
            faces = card_states(hand, legal if to_move else None, mk)
            seats.append(SeatView(label[i], faces, 0, tuple(tags), to_move, out))
        else:
            seats.append(SeatView(label[i], (), len(hand), tuple(tags), to_move, out))
    plays = state.trick if o.trick is None else tuple(o.trick)
    over = state.phase == "over"
    ended = unplayed_ending(state, -1 if o.viewer is None else o.viewer, o.quiz)
    title = o.trick_title or trick_heading(
        len(state.history), over, state.phase in ("declare", "exchange"), ended
    )
    extras: list[tuple[str, str]] = []
    # no trump box before the Learn step teaching the rule that turned it (``untaught``): Irish
    # Loo's 'no_widow' drew the 9♦ a step before 'trump_always' turns it (a double's is Loo's deal)
    turned = game.spec.trump_source == TRUMP_ALWAYS or state.turned_after > 0
    hide = turned and bool(o.untaught) and game.rule_for(state.opts, "trump_turn").id in o.untaught
    if state.trump >= 0 and not hide:
        tc = state.turn_card
        suit = Suit(state.trump)
        note = f" (turned after trick {state.turned_after})" if state.turned_after else ""
        held = isinstance(game, RamsFamily) and game.dealer_holds_turn_card(state)
        if state.robbed:  # Rams: the dealer took the card up into his hand
            # said under the sign, not in the head: "Trumps ♦ (A♦ robbed)", the panel's widest
            # head, put the pool on a line of its own at 390 px (Rounce, the table 51 px taller)
            inner = (
                trump_sign(suit, "line-height:1")
                + f'<div style="font-size:13px;white-space:nowrap">{felt_words(f"{CARDS[tc].pretty} robbed")}</div>'
            )
        elif held and 0 <= tc < 52:
            # the lesson text's deal: the dealer's own last card set trumps and stays in his
            # hand, no card turned beside it; its face here as well drew that one card twice,
            # in his hand and as if turned (look11, /rams-learn?step=dealer_card: two 9♠);
            # "your 9♠", "P0's 10♥": as short as "A♦ robbed", the pool keeps its row at 1400 px
            whose = "your" if o.viewer == state.dealer else f"P{state.dealer}'s"
            inner = (
                trump_sign(suit, "line-height:1")
                + f'<div style="font-size:13px;white-space:nowrap">{felt_words(f"{whose} {CARDS[tc].pretty}")}</div>'
            )
        elif 0 <= tc < 52 and CARDS[tc].suit == suit:
            inner = card_svg(tc, "marked" if tc in mk else "normal", 56)
            if state.phase == "exchange":  # "The trump is laid aside": no new card is it
                inner += '<div style="font-size:13px;white-space:nowrap">laid aside</div>'
        else:
            inner = trump_sign(suit, "line-height:1")
        extras.append((f"Trumps {suit.symbol}{note}", inner))
    elif state.trump < 0:
        # a simple's dealer who turned one by mistake: "it remains a simple" (seed 002), so
        # that card sets no trumps; it had said "none turned yet" beside "he turned a trump"
        none = "none turned" if over else "none turned yet"
        none = "one turned by mistake: not trumps" if state.forfeit else none
        extras.append(("Trumps", f'<div style="font-size:13px;padding:20px 0">{none}</div>'))
    widow = cards_of(state.widow)
    if not widow and unseen_widow(state) and o.show_widow is not False:
        # a lesson's widow left out, lying untaken: as many backs as the deal gave it
        backs = "".join(back_svg(48, "face-down widow card") for _ in range(state.spec.widow_cards))
        extras.append(("Widow", _widow_row(backs, faces=False)))
    elif widow and (o.show_widow is None or o.show_widow):
        unseen = (
            o.named is not None
            and state.phase == "declare"
            and state.widow_taker < 0
            and not state.widow & o.named
        )
        inner = (
            "".join(
                card_svg(c, "marked" if c in mk else "normal", 48)
                for c in pool_game(state).hand_order(state, widow)
            )
            if o.reveal and not unseen
            else "".join(back_svg(48, "face-down widow card") for _ in widow)
        )
        extras.append(("Widow", _widow_row(inner, faces=o.reveal and not unseen)))
    # the dealer's forfeit for a mistaken trump goes "to the current pool" (seed 002): it is
    # in the pool the tricks divide, which had shown the ante alone
    pool = f"{format_counters(state.pool + state.forfeit, state.spec.units)} {state.spec.unit_word}"
    kind = _kind(state)
    if state.forfeit:
        kind += f", {format_counters(state.forfeit, state.spec.units)} of it the dealer's forfeit"
    if over and not o.quiz:  # what the settlement leaves in it (a question asks it: not there)
        stays = pool_game(state).balances_after(state)[POOL]
        after = f"{format_counters(stays, state.spec.units)} {state.spec.unit_word}"
        extras.append(("Pool", settled_pool(pool, after, kind.strip(", "))))
    else:
        extras.append(("Pool", _figure(pool, kind)))
    if state.phase == "exchange":  # "How many?": what is left to deal the new cards from
        extras.append(("Pack", _figure(plural(len(state.stock), "card"), "left to deal from")))
    turn = pool_turn(state)
    # what comes before the first card, as Napoleon's "bidding first" says it
    # a revoke's hands are abandoned (seed 002: "the hands are abandoned on discovery of the
    # error"): its first trick was begun, not "no trick was played"
    unplayed = "the hands were abandoned" if state.result == "revoke" else "no trick was played"
    empty = (
        over_words(ended, unplayed=unplayed)
        if over
        else _BEFORE_PLAY.get(turn or "", "no cards played yet")
    )
    bottom = learner_seat(state.n, o.viewer, state.to_move if legal is not None else -1)
    # the seat to move declaring or saying "How many?", not playing a card, is tagged so
    seats = turn_tagged(seats, turn)
    # the widow's overlap, in the table's own style (each widow row had carried a <style>)
    css = OVERLAP_CSS if any(label == "Widow" for label, _ in extras) else ""
    view = picture(seats, plays, label, mk, title, extras, o.caption, empty, bottom, css)
    hook = TABLE_HOOKS.get(state.spec.name)
    return hook(state, view, o) if hook else view


register_adapter(LooState, loo_table)


def _widow_row(cards: str, faces: bool) -> str:
    """The widow's ``cards`` (their pictures) overlapped as a hand is: faces 18 px apart, backs
    10 px, by ui.card_css.OVERLAP_CSS, which the table's own style carries (TableView.css)."""
    shut = "" if faces else " tb-backs"
    return f'<div class="tb-overlap{shut}" style="display:flex">{cards}</div>'


def unseen_widow(state: LooState) -> bool:
    """A widow dealt and lying untaken whose cards the position leaves out (a lesson's: "the
    widow lies there unseen", engine.games.pool.rams_scenario; a Loo scenario that gives no
    ``widow``), while the deal is being declared or played: drawn face down, as Play draws the
    widow of a real deal, not left off the table (Bierspiel's "Auf" step said "five to the
    widow" over a table without one, and Rams', Rounce's and Three-card Loo's steps in play
    drew none)."""
    return (
        state.phase in ("declare", "play")
        and not state.widow
        and state.widow_taker < 0
        and pool_game(state).has_widow(state)
    )


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


def unplayed_ending(state: LooState, seat: int, quiz: bool) -> str | None:
    """What ended a deal over before any trick was played, told to ``seat``, for the trick's
    heading (:func:`ui.games.trick_table.trick_heading`): "P4 showed a flush", "P1 and P4
    showed flushes", "everyone before the dealer passed", "P2 took the widow unopposed", "P4
    revoked" (in the first trick: Irish Loo's q_white_counters had stood "Tricks" over "the
    deal is over", no trick won); "" in a question's picture (``quiz``: the question asks what
    follows); None for a deal still in play, one whose tricks were played (a trick won before
    a revoke too) and a deal ended otherwise."""
    if state.phase != "over" or state.history or any(state.tricks) or state.trick:
        return None
    r = state.result
    if r == "flush":
        who = listed([named(p, seat, "you") for p in state.flushes])
        ended = f"{who} showed {'flushes' if len(state.flushes) > 1 else 'a flush'}"
    elif r in ("dealer_takes", "pone_paid"):
        ended = "everyone before the dealer passed"
    elif r == "widow_unopposed" and state.widow_taker >= 0:
        ended = f"{named(state.widow_taker, seat, 'you')} took the widow unopposed"
    elif r == "revoke" and state.offender >= 0:  # in the first trick: none was finished
        ended = f"{named(state.offender, seat, 'you')} revoked"
    else:
        return None
    return "" if quiz else ended


def loo_result_text(state: LooState, seat: int = -1) -> str:
    """How the deal ended, for the running table's "result" cell, told to ``seat`` ("you
    showed a flush")."""
    if state.result == "flush":
        return f"{named(state.flushes[0], seat, 'you')} showed a flush"
    return {
        "played": "played out",
        "widow_unopposed": "widow-taker unopposed",
        "dealer_takes": "all passed: dealer takes the pool",
        "pone_paid": "all passed: the pone paid the dealer 5",
        "rams_lost": "rams lost: the cards thrown in",
    }.get(state.result, state.result)


def loo_unjudged(state: LooState) -> LooState:
    """The last trick on the table but not yet credited to anyone (so a drawing of a "who
    wins?" question does not give the answer away)."""
    if not state.history:
        return state
    winner = state.history[-1][1]
    tricks = list(state.tricks)
    tricks[winner] -= 1
    return state._replace(tricks=tuple(tricks), to_move=-1)


def _kind(state: LooState) -> str:
    """ "simple pool" / "double pool" where the game knows the difference (Three-card Loo); the
    lesson text's reading of Loo says "single pool" (seed 000: "When the pool contains no more
    than these 3, it is a single"), as its rules and refusals do."""
    if not state.spec.has_simple_pools:
        return ""
    if state.double:
        return "double pool"
    return "single pool" if pool_game(state) is LOO and state.opts.text == "000" else "simple pool"


def loo_deal_intro(state: LooState, seat: int = -1) -> str:
    """The deal's first line, told to ``seat``: "You deal; the pool holds 3 red (single).";
    at Rams and Rounce, with the card turned for trumps and what it lets the dealer do
    (:func:`rams_turned`)."""
    kind = _kind(state)
    unit = state.spec.unit_word
    who = does(state.dealer, seat, "deal")
    game = pool_game(state)
    turned, means = rams_turned(state, seat)
    # (a flush dealt, Five-card Loo, ends the deal before anyone moves: the Play page's log
    # tells it from the learner's side, :func:`pool_end_notes`)
    said = f"{who}{turned}; the pool holds {pool_amount(state, state.pool)} {unit}" + (
        f" ({kind.split()[0]})." if kind else "."
    )
    if seat == state.dealer and isinstance(game, RamsFamily) and game.dealer_sits_out(state.n):
        # Rams at six: the learner dealing has no move this deal, and only his box's "no cards
        # at six" had said why
        said += " With six at the table the dealer takes no cards: you sit this deal out."
    return said + means


def rams_turned(state: LooState, seat: int = -1) -> tuple[str, str]:
    """Rams' and Rounce's trump card in the deal's first line, told to ``seat``: how it came
    ("and turns up the 9♠: spades are trumps", seed 002: "When all are helped, the next card
    is turned up for the trump"; the lesson text's own last card, "and shows his last card,
    the 9♠: ...", seed 000: "The last card, belonging to the dealer, is exposed to determine
    the trump suit"), and who may rob it, the engine's rule in its own words (" Only the dealer
    may rob the trump card.", seed 002: "No other player may rob the trump"; in the word of
    the dealer's button, "Rob the trump, discard 7♠"): said only where he may (not of his own
    card, nor by a dealer with no cards at six). Play had told Bierspiel's turn-up ("You deal
    and turn 10♥ for trumps.") and of these games only the pool, the trump card left to the
    table's box."""
    game = pool_game(state)
    if not isinstance(game, RamsFamily) or state.turn_card < 0 or state.trump < 0:
        return "", ""
    card = CARDS[state.turn_card].pretty
    trumps = f"{Suit(state.trump).name.lower()} are trumps"
    you = seat == state.dealer
    if game.dealer_holds_turn_card(state):  # his own last card: nothing to rob
        return f" and {'show your' if you else 'shows his'} last card, the {card}: {trumps}", ""
    turned = f" and {'turn' if you else 'turns'} up the {card}: {trumps}"
    if game.dealer_sits_out(state.n):
        return turned, ""
    return turned, " " + game.lesson(state.opts, "rob_dealer_only").statement


def loo_start_row(state: LooState) -> dict[str, str]:
    """Everyone's counters before the first dealer's ante."""
    before = list(state.counters)
    before[state.dealer] += state.pool
    row = {"dealer": "", "pool": "", "result": ""}
    row.update({f"P{i}": pool_amount(state, before[i]) for i in range(state.n)})
    row["pool after"] = pool_amount(state, state.pool - state.spec.ante)
    return row


def loo_stakes(state: LooState) -> dict[str, int]:
    """The dealer's ante into this deal's pool (the engine's ``spec.ante``, taken from his
    counters as the deal is dealt: :meth:`engine.games.pool.family.PoolGame.new_deal`)."""
    ante = state.spec.ante
    return {seat_account(state.dealer): -ante, POOL: ante} if ante else {}


def loo_ledger_row(state: LooState, seat: int = -1) -> dict[str, str]:
    """Counters after a finished deal, and what the pool carries into the next; its result
    told to ``seat``."""
    bal = pool_game(state).balances_after(state)
    kind = _kind(state)
    row = {
        "dealer": f"P{state.dealer}",
        "pool": f"{pool_amount(state, state.pool)}" + (f" ({kind.split()[0]})" if kind else ""),
        "result": loo_result_text(state, seat),
    }
    row.update({f"P{i}": pool_amount(state, bal[seat_account(i)]) for i in range(state.n)})
    row["pool after"] = pool_amount(state, bal[POOL])
    return row


def loo_deal_notes(state: LooState, seat: int = -1) -> list[str]:
    """A replay's notes beside the hands as dealt, told to ``seat``: "Declarations: P1 stood;
    you passed; ..." and the answers to "How many?"."""
    if not (state.double or state.widow_taker >= 0):
        return []
    words = {
        "stand": "played" if isinstance(pool_game(state), RamsFamily) else "stood",
        "widow": "took the widow",
        "pass": "passed",
        "defend": "defended the pool",
        "satisfied": "was satisfied",
    }
    # in the order they were said: from the dealer's left round to the dealer, who is last
    order = [(state.dealer + k) % state.n for k in range(1, state.n + 1)]
    if state.result == "dealer_takes":  # everyone else passed: he said nothing, took the pool
        words = {**words, "stand": "took the pool"}
    said = [
        f"{named(i, seat, 'you')} {'announced rams and ' if i == state.rams else ''}"
        + ("were satisfied" if i == seat and d == "satisfied" else words.get(d, d))
        for i in order
        if (d := state.declarations[i])
    ]
    out = ["Declarations: " + "; ".join(said) + "."] if said else []
    ex = state.exchanged  # empty where nobody is asked "How many?"
    asked = [f"{named(i, seat, 'you')} {ex[i]}" for i in order if ex and ex[i] >= 0]
    if asked:
        out.append("\u201cHow many?\u201d: " + "; ".join(asked) + ".")
    return out


def _laid_down(state: LooState, action: Action) -> str:
    """An exchange's cards as the hand is drawn (``J♠ K♣``): an Action keeps them sorted by
    code, which is not the table's order."""
    order = pool_game(state).hand_order(state, [int(c) for c in action.cards])
    return " ".join(CARDS[c].pretty for c in order)


def _drawn(state: LooState, seat: int, action: Action) -> str:
    """The cards an exchange draws from the pack, as the hand is drawn: the engine deals
    them (the top of the rest of the pack), so the log tells the learner what came in (it
    said only what he laid down, and the new cards were to be found in his hand)."""
    game = pool_game(state)
    after = game.apply(state, action)
    new = after.hands[seat] & ~state.hands[seat]
    return " ".join(CARDS[c].pretty for c in game.hand_order(after, cards_of(new)))


def pool_label(state: LooState, action: Action) -> str:
    """A button's words: ``Exchange 2: 4♣ 7♥``, ``Keep all (exchange 0)``, ``Stand``."""
    if action.kind == "exchange":
        k = action.number if action.number is not None else len(action.cards)
        if k == 0:
            return "Keep all (exchange 0)"
        return f"Exchange {k}" + (f": {_laid_down(state, action)}" if action.cards else "")
    return {"stand": "Stand", "pass": "Pass"}.get(action.kind, action.kind.capitalize())


def pool_tell(before: LooState, mover: int, action: Action, seat: int) -> str:
    """The log line for a move. An exchange names how many cards, and which (those laid down
    and those drawn for them) only to the player who changed them: the others hear the
    number, as at the table."""
    you = mover == seat
    who = "You" if you else f"P{mover}"
    if action.kind == "play" and action.card is not None:
        return f"{who} {'play' if you else 'plays'} {action.card.pretty}."
    if action.kind == "exchange":
        k = action.number or 0
        if k == 0:
            return f"{who} {'keep' if you else 'keeps'} all {'your' if you else 'his'} cards."
        cards = (
            f" ({_laid_down(before, action)}) for {_drawn(before, mover, action)}" if you else ""
        )
        return f"{who} {'change' if you else 'changes'} {k} card{'s' if k > 1 else ''}{cards}."
    verb = {"stand": "stand", "pass": "pass", "defend": "defend the pool"}.get(
        action.kind, action.kind
    )
    return f"{who} {verb if you else verb + ('es' if verb.endswith('s') else 's')}."


def counters_note(start: int, unit: str) -> str:
    """What the settlement table's "counters" column holds, said under it (GameUI.column_notes):
    each player's counters after the deal, from ``start`` ``unit`` each (the spec's
    ``start_red``); the column beside "net" had read "17" and Rams' "62" with nothing to say
    they began at 20 and 50 (look12).

    >>> counters_note(20, "red counters").split("; ")[0]
    'Counters: what each player holds after this deal, everyone having begun the game with 20 red counters'
    """
    return (
        f"Counters: what each player holds after this deal, everyone having begun the game "
        f"with {start} {unit}; the pool's, what it holds after the deal."
    )


GAME_UI_LOO = register_ui(
    "loo",
    GameUI(
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
        trick_notes=loo_trick_notes,
        trick_told=loo_trick_told,
        stakes=loo_stakes,
        turn=pool_turn,
        unit="red counters",
        column_notes={"counters": counters_note(LOO.spec.start_red, "red counters")},
        ledger_title="Counters across deals",
        ledger_caption=counters_caption(NUMBER_WORDS[LOO.spec.units]),
        sheet_records=frozenset({"counters"}),  # its row: each seat's counters after the deal
        next_deal=passes_left("the pool and everyone's counters carry over"),
        level_help={"rule of thumb": "declares on a trump or an ace, wins cheaply, else sheds low"},
    ),
)


# Every game of the family (Bierspiel's page too, built on this one, its result line ending in
# its own words: bierspiel_moved): the result line and the log's line when a deal ends short
# of being played out
GAME_UI_LOO = register_ui(
    "loo",
    replace(
        GAME_UI_LOO,
        verdict=pool_verdict,
        move_notes=pool_end_notes,
        settlement_told=pool_settlement_told,
    ),
)


# Irish and Five-card Loo: no widow; "How many?" after declaring. The Play page asks for an
# exchange with its own control (a number of cards, chosen from the hand).
for _game in (IRISH_LOO, FIVE_CARD_LOO):
    register_ui(
        _game.id,
        replace(
            GAME_UI_LOO,
            action_labels={"stand": "Stand", "pass": "Pass", "exchange": "Exchange"},
            action_verbs={"stand": "stand", "pass": "pass", "exchange": "exchange"},
            tell=pool_tell,
            label=pool_label,
            ledger_caption=counters_caption(NUMBER_WORDS[_game.spec.units]),
            column_notes={"counters": counters_note(_game.spec.start_red, "red counters")},
            level_help={
                "rule of thumb": "stands on a trump or an ace, keeps trumps and high cards "
                "when asked \u201cHow many?\u201d, wins cheaply, else sheds low"
            },
        ),
    )


# Rams and Rounce: play or pass, the widow, rams, and the dealer's robbing of the trump card
# (a button per card he may discard for it); Rounce's widow-taker discards one of six.
def rams_label(state: LooState, action: Action) -> str:
    game = pool_game(state)
    if action.kind == "pass" and isinstance(game, RamsFamily) and game.pass_costs(state):
        # the engine's price (rams_settlement: the pone pays the dealer the loo payment)
        return f"Pass: pay the dealer {game.spec.loo_red}"
    if action.kind == "rob" and action.card is not None:
        return f"Rob the trump, discard {action.card.pretty}"
    if action.kind == "discard" and action.card is not None:
        return f"Discard {action.card.pretty}"
    labels = ROUNCE_LABELS if game is ROUNCE else RAMS_LABELS
    return labels.get(action.kind, action.kind.capitalize())


def rams_tell(before: LooState, mover: int, action: Action, seat: int) -> str:
    """The log line; a card discarded face down is named only to the player who laid it."""
    you = mover == seat
    who = "You" if you else f"P{mover}"
    if action.kind == "play" and action.card is not None:
        return f"{who} {'play' if you else 'plays'} {action.card.pretty}."
    card = f" {action.card.pretty}" if you and action.card is not None else " a card"
    verbs = game_ui(pool_game(before).id).action_verbs  # the page's, as the prompt says them
    if action.kind == "rob":
        # the act in the game's own verb, as its button says it: Rams' "rob the trump" (seed
        # 002: "No other player may rob the trump"), Bierspiel's "take up the trump" (its log
        # said "You rob the trump" under the button "Take up 8♣, discard 7♠")
        tc = f" ({CARDS[before.turn_card].pretty})" if before.turn_card >= 0 else ""
        rob = verbs["rob"] if you else third_person(verbs["rob"])
        return f"{who} {rob}{tc} and {'discard' if you else 'discards'}{card}."
    if action.kind == "discard":
        return f"{who} {'discard' if you else 'discards'}{card} from the widow."
    verb = verbs.get(action.kind, action.kind)
    if action.kind == "stand":  # "You play." beside "You play J♠." said no more than a card
        verb = "play this deal"
    if you:
        return f"You {verb}.{called_in(before, mover, action, seat)}"
    third = {
        "play this deal": "plays this deal",
        "pass": "passes",
        "take the widow": "takes the widow",
    }
    said = third.get(verb, "announces rams" if action.kind == "rams" else verb + "s")
    return f"{who} {said}.{called_in(before, mover, action, seat)}"


def called_in(before: LooState, mover: int, action: Action, seat: int) -> str:
    """In a rams the seats with nothing to choose are put in play without a move of their own
    (seed 002: "all at the table must play, and those who have passed ... must take them up
    again"): the log says so, or a seat would play the deal unannounced."""
    after = pool_game(before).apply(before, action)
    if after.rams < 0:
        return ""
    out = ""
    for p in range(before.n):
        if p == mover or before.declarations[p] == after.declarations[p]:
            continue
        if after.declarations[p] == "stand":
            who, you = ("You", True) if p == seat else (f"P{p}", False)
            again = " take up your cards again and" if you else " takes up his cards again and"
            verb = "play" if you else "plays"
            out += f" {who}{again if before.declarations[p] == 'pass' else ''} {verb} in the rams."
    return out


RAMS_LABELS = {
    "stand": "Play",
    "pass": "Pass",
    "widow": "Take the widow",
    "rams": capital(RAMS_SAID),  # as the settlement's column says it (the engine's words)
    "rob": "Rob the trump",
    "discard": "Discard",
}
RAMS_VERBS = {
    "stand": "play",
    "pass": "pass",
    "widow": "take the widow",
    "rams": "announce rams",
    "rob": "rob the trump",
    "discard": "discard",
}
# Rounce names the announcement it lacks in its own words: "there is no such announcement as
# general rounce" (seed 002)
ROUNCE_LABELS = {**RAMS_LABELS, "rams": "General rounce (all five tricks)"}
ROUNCE_VERBS = {**RAMS_VERBS, "rams": "announce general rounce"}

for _rgame, _labels, _verbs in (
    (RAMS, RAMS_LABELS, RAMS_VERBS),
    (ROUNCE, ROUNCE_LABELS, ROUNCE_VERBS),
):
    register_ui(
        _rgame.id,
        replace(
            GAME_UI_LOO,
            action_labels=_labels,
            action_verbs=_verbs,
            tell=rams_tell,
            label=rams_label,
            unit="counters",
            ledger_caption=counters_caption(),
            column_notes={"counters": counters_note(_rgame.spec.start_red, "counters")},
            # a disabled button only for what this seat could ever do this deal: the dealer's
            # rob (Rounce's rams, which the game lacks, is never on offer: Game.absent_kinds)
            shows_refusal=lambda s, a: (
                a.kind != "discard" and (a.kind != "rob" or s.to_move == s.dealer)
            ),
            level_help={
                "rule of thumb": "plays on two trumps or a trump and an ace, announces rams on "
                "four trumps with the best, robs the trump when dealer, wins cheaply, else "
                "sheds low"
            },
        ),
    )
