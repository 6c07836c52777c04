"""Reading a Rams-family scenario's ``declarations``: each seat's words replayed in order
through the engine's own declaring, so a scenario can only say what the rules allow."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.cards import CARDS, SUIT_MASK, Suit, indices_in, said
from engine.game import Action
from engine.games.pool.declaring import STAND
from engine.games.pool.state import IN, PoolState, as_given
from engine.scenario import ScenarioError, because

if TYPE_CHECKING:
    from engine.games.pool.rams import RamsFamily


def parse_words(r: Any, given: dict[int, str], pack: int) -> dict[int, list[Action]]:
    """Each seat's words (``"widow, rams"``) as actions, in the order he said them; a card they
    name must be in the ``pack``."""
    path = r.path("declarations")
    out: dict[int, list[Action]] = {}
    for seat, text in given.items():
        out[seat] = []
        for word in (w.strip() for w in text.split(",")):
            if not word:
                continue
            try:
                act = Action.parse(word)
            except ValueError:
                raise ScenarioError(
                    r.source, f"{path}.P{seat}", f"expected a declaration, got {word!r}"
                ) from None
            for c in (*act.cards, *([act.card] if act.card is not None else [])):
                if not pack >> c & 1:
                    raise ScenarioError(
                        r.source,
                        f"{path}.P{seat}",
                        f"{c.pretty} is not in the {pack.bit_count()}-card pack of this game",
                    )
            out[seat].append(act)
    return out


def named_cards_placed(
    game: RamsFamily, r: Any, state: PoolState, words: dict[int, list[Action]]
) -> None:
    """A card a seat's words put out (a rob's discard, the widow-taker's discard at Rounce) comes
    from his own cards: never from another hand, the trick, the turned card or (unless he took
    it) the widow; with the widow given, Rounce's discard is one of its six; and a hand given
    as held after it no longer holds it. Refused, naming his declaration and where the card
    lies, instead of putting it in two places."""
    where: dict[int, str] = {}
    for seat, held in enumerate(state.hands):
        for c in indices_in(held):
            where[c] = f"in P{seat}'s hand (hands.P{seat})"
    for c in indices_in(state.widow):
        where[c] = "in the widow"
    for i, (p, c) in enumerate(r.plays("trick")):
        where[int(c)] = f"in the trick (trick[{i}], P{p}'s card)"
    for c, said_as in ((state.turn_card, "the turned card"), (state.seven_turned, "turned up")):
        if 0 <= c < 52:
            where[c] = said_as
    tc = state.turn_card
    for seat, acts in words.items():
        field, held, took = f"declarations.P{seat}", state.hands[seat], False
        for act in acts:
            took = took or act.kind == "widow"
            named = [*act.cards, *([act.card] if act.card is not None else [])]
            for c in (int(x) for x in named):
                card, at = CARDS[c].pretty, where.get(c)
                mine = held >> c & 1 or (took and at == "in the widow")
                if act.kind == "discard" and took and state.widow and at != "in the widow":
                    raise r.error(
                        field,
                        f"P{seat} discards {card}, which is not one of the widow's six cards "
                        f"he took ({said(state.widow)})",
                    )
                if at is not None and not mine:
                    raise r.error(
                        field,
                        f"'{act.pretty}' puts out {card}, which is {at}: P{seat} puts out only "
                        "a card of his own",
                    )
                after = (  # his hand given as held after putting the card out, yet holding it
                    held >> c & 1
                    and not state.widow
                    and act.kind == "discard"
                    and held.bit_count() <= game.spec.hand
                ) or (act.kind == "rob" and held >> c & 1 and 0 <= tc < 52 and held >> tc & 1)
                if after:
                    raise r.error(
                        f"hands.P{seat}",
                        f"P{seat}'s hand is given as held after '{act.pretty}', so it cannot "
                        f"still hold {card}, which he put out",
                    )


def hands_before_robbing(
    game: RamsFamily, r: Any, state: PoolState, words: dict[int, list[Action]]
) -> PoolState:
    """A hand is given as held now: a robber's shows the trump card in place of his discard
    (Rams), or leaves both out (a hand not given, or given in part). Put the discards back in
    his hand and the trump card on the table, so the rob can be replayed."""
    tc, hands = state.turn_card, list(state.hands)
    for seat, acts in words.items():
        for act in acts:
            if act.kind != "rob" or tc < 0:
                continue
            out = [int(c) for c in act.cards] or ([int(act.card)] if act.card is not None else [])
            missing = [c for c in out if not hands[seat] >> c & 1]
            if not missing:
                continue
            if hands[seat] >> tc & 1:  # as held after robbing: the trump card for the discard
                hands[seat] &= ~(1 << tc)
            for c in missing:
                if hands[seat].bit_count() >= game.spec.hand:
                    raise r.error(
                        f"hands.P{seat}",
                        f"P{seat} robs discarding {CARDS[c].pretty}, which his hand does not hold",
                    )
                hands[seat] |= 1 << c
    return state._replace(hands=tuple(hands))


def replay_declarations(
    game: RamsFamily, r: Any, state: PoolState, given: dict[int, str]
) -> PoolState:
    """``declarations: {P1: pass, P2: "widow, rams", P0: rob 7C}``: each seat's words, in
    the order he said them; the hands are the cards held now (after the widow, a rob). A seat
    whose words stop while his turn is under way (``widow`` or ``rams`` said, and someone else
    speaks after him or play has begun) plays the hand he then holds."""
    queue = parse_words(r, given, game.spec.pack)
    named_cards_placed(game, r, state, queue)
    if game.dealer_sits_out(state.n) and state.hands[state.dealer]:
        raise r.error(
            f"hands.P{state.dealer}",
            f"with {state.n} at the table the dealer takes no cards (\u201cwhen six play the "
            "dealer takes no cards\u201d, seed 002)",
        )
    given_hands = state.hands  # as given: 0 for a hand left out
    s = hands_before_robbing(game, r, state, queue)
    hands = s.hands  # as given, a robber's as held before he robbed
    s = s._replace(phase="declare", to_move=game.order(s)[0])
    widow_given = bool(state.widow)
    if not widow_given:  # the widow lies there unseen: stand-in cards no field names
        s = s._replace(widow=unseen_widow(game, s, r))
    played = r.has("tricks_won") or r.has("trick")
    while s.phase == "declare":
        seat = s.to_move
        if queue.get(seat):
            act = queue[seat].pop(0)
        elif (s.declarations[seat] in IN or s.rams == seat) and (played or any(queue.values())):
            act = STAND  # his words stop mid-turn: he plays the hand he holds
        else:
            break
        unknown = act.kind == "discard" and not given_hands[seat] and not widow_given
        # a hand given as held now, after the discard, short of the cards it has played
        short = act.kind == "discard" and given_hands[seat] and not widow_given
        if act.kind == "discard" and given_hands[seat].bit_count() > game.spec.hand:
            raise r.error(
                f"hands.P{seat}",
                f"P{seat} has discarded one of the widow's six: he holds {game.spec.hand} cards",
            )
        if act.kind == "discard" and act.card is not None:
            h = list(s.hands)  # a hand given as held after the discard
            h[seat] |= 1 << act.card
            s = s._replace(hands=tuple(h))
            if unknown or short:  # the unseen widow he took: stand-ins for the cards unseen
                spare = unseen_widow(game, s, r)  # (as many as the widow holds: one too many)
                for c in (c for c in range(52) if spare >> c & 1):
                    if h[seat].bit_count() >= game.spec.widow_cards:
                        break
                    h[seat] |= 1 << c
                s = s._replace(hands=tuple(h))
        if act.kind == "widow" and hands[seat].bit_count() > game.spec.hand:
            h = list(s.hands)  # given as held after taking the six: they are the widow he
            h[seat] = 0  # takes, and his own hand is unknown
            s = s._replace(hands=tuple(h), widow=hands[seat])
        legal, refused = game.declare_options(s, explain=True)
        if act not in legal:
            why = [x for x in refused if x.action.kind == act.kind]
            # else the move is open but not as said (a rob's discards): the engine's reason
            why = why or game.explain(s, act)
            said = (
                game.refused_declaration(seat, act, why[0].message_of(seat))
                if why
                else f"P{seat} may not {game.move_words(act)} here"
            )
            raise r.error(f"declarations.P{seat}", said, [x.rule for x in why[:1]])
        before = s
        s = game.declare(s, act)
        if act.kind == "widow" and not widow_given:  # the hand given is what he holds now
            h = list(s.hands)
            h[seat] = hands[seat]  # (left out: unknown, never the stand-in cards)
            s = as_given(s, before, tuple(h), s.widow)
            if s.to_move == seat and not queue.get(seat) and game.only_to_play(s):
                s = game.declare(s, STAND)  # nothing left to say with the hand he now holds
        elif short:  # the hand given is what he holds now (the stand-ins served the discard)
            h = list(s.hands)
            h[seat] = hands[seat]  # (a robber's as held before he robbed)
            s = s._replace(hands=tuple(h))
        elif unknown or act.kind == "rob" and not given_hands[seat]:
            h = list(s.hands)  # a hand left out stays unknown (it held the discard, now the trump)
            h[seat] = hands[seat] if unknown else 0  # (but for a rob's discard, still to come)
            s = s._replace(hands=tuple(h))
        elif act.kind in ("stand", "pass", "rams"):
            h = list(s.hands)
            h[seat] = hands[seat] if hands[seat] else s.hands[seat]
            s = s._replace(hands=tuple(h))
    if not widow_given and s.phase != "declare" and s.widow_taker < 0:
        s = s._replace(widow=0)  # the stand-ins served the declaring; the widow is unseen
    s = dealer_trump_card(game, r, s, given_hands)
    for seat, held in enumerate(s.hands):
        taking = s.phase == "declare" and s.to_move == s.widow_taker == seat
        if held.bit_count() > game.spec.hand and not taking:
            raise r.error(
                f"hands.P{seat}",
                f"expected at most {game.spec.hand} cards, got {held.bit_count()}: only the "
                "player who has taken the widow's six holds more, till he discards one",
            )
    # a last "stand" the engine already took (nothing else was left to him) says nothing more
    left = [p for p, w in queue.items() if w and not (w == [STAND] and s.declarations[p] in IN)]
    if left:
        seat, word = left[0], queue[left[0]][0].pretty
        if s.phase != "declare":
            over = "declaring is already over"
            over = because(over, game.ended_words(s)) if s.result else f"{over} (play has begun)"
            raise r.error(f"declarations.P{seat}", f"{over}; P{seat} says no more ('{word}')")
        nxt, said_ = s.to_move, s.declarations[seat]
        raise r.error(
            f"declarations.P{seat}",
            f"P{seat} has declared ({said_}) and P{nxt} is next: give P{nxt}'s declaration too, "
            f"or leave out P{seat}'s '{word}'"
            if said_
            else f"P{nxt} declares before P{seat}: give P{nxt}'s declaration too",
        )
    return s


def dealer_trump_card(game: RamsFamily, r: Any, s: PoolState, hands: tuple[int, ...]) -> PoolState:
    """The turned card in the dealer's given hand: his once he robbed it, or (the lesson text's
    deal) his own last card while he keeps his hand — which then holds it."""
    d, tc = s.dealer, s.turn_card
    if tc < 0 or game.turn_card_holder(s.opts, d) != d:
        return s
    holds = game.dealer_holds_turn_card(s)
    card = CARDS[tc].pretty
    at = [i for i, (p, c) in enumerate(r.plays("trick")) if p == d and c == tc]
    plays_it = bool(at)
    if plays_it and not holds:
        raise r.error(
            "turn_card",
            f"{card} is already in trick[{at[0]}]: P{d} did not rob it, so it is not his to play",
        )
    if holds and hands[d] and not hands[d] >> tc & 1 and (plays_it or r.has("tricks_won")):
        # his hand as held now, without it: he plays it to this trick, or (tricks only
        # counted) played it to one of them
        gone = tuple(h & ~(1 << tc) if p == d else h for p, h in enumerate(s.hands))
        return s._replace(hands=gone)
    if hands[d] >> tc & 1 and not holds:
        why = (
            "he gave his hand, his trump card with it, for the widow"
            if s.opts.text == "000"
            else "it lies turned up until the dealer robs it (rob and the card he discards)"
        )
        raise r.error(f"hands.P{d}", f"P{d} cannot hold the trump card {card}: {why}")
    if holds and hands[d] and not s.hands[d] >> tc & 1:
        if s.hands[d].bit_count() >= game.spec.hand:
            raise r.error(
                f"hands.P{d}",
                f"the trump card {card} is the dealer's own last card, so P{d}'s hand must hold it",
            )
        h = list(s.hands)
        h[d] |= 1 << tc
        s = s._replace(hands=tuple(h))
    return s


def unseen_widow(game: RamsFamily, s: PoolState, r: Any) -> int:
    """A scenario that leaves the widow's cards out: the widow still lies there, unseen, so it
    holds cards no field places (which ones cannot matter to an answer about the seen cards)."""
    used = s.discards | s.undealt | (1 << s.turn_card if s.turn_card >= 0 else 0)
    for h in s.hands:
        used |= h
    for _, c in r.plays("trick"):
        used |= 1 << c
    free = [c for c in range(52) if game.spec.pack >> c & 1 and not used >> c & 1]
    mask = 0
    for c in free[: game.spec.widow_cards]:
        mask |= 1 << c
    return mask


def after_reading(game: RamsFamily, r: Any, s: PoolState) -> PoolState:
    """Rams' checks of a position read: under seed 000 the dealer's own card sets trumps, and
    a rams stops at the first trick its announcer loses. A pool need not be made of fives,
    though Foster says "they must be some multiple of five": his one penalty ("to win nothing
    on the deal") leaves the offender's fifths in the pool, as ``loo_style_defence`` leaves the
    defender's, so the next pool can hold any number (20 with two fifths kept and three fives
    forfeited is 23, and 28 with the next dealer's five)."""
    d = s.dealer
    if (
        s.opts.text == "000"
        and s.trump >= 0
        and s.widow_taker != d
        and s.hands[d].bit_count() == game.spec.hand
        and not s.hands[d] & SUIT_MASK[s.trump]
    ):
        raise r.error(
            f"hands.P{d}",
            f"the trump suit is that of the dealer's own last card (\u201cThe last card, belonging "
            f"to the dealer, is exposed to determine the trump suit\u201d, seed 000): P{d}'s hand "
            f"holds no {Suit(s.trump).symbol}",
        )
    if s.rams >= 0 and s.phase in ("play", "over") and s.result != "pone_paid":
        lost = [w for _, w in s.history if w != s.rams]
        if len(lost) > 1:
            raise r.error(
                "tricks_won",
                f"play stops at the first trick P{s.rams}'s rams loses: no more than one "
                "trick is won by anyone else",
            )
        if lost and s.phase == "play":  # (lost at the fifth trick, the deal was over anyway)
            if r.has("trick") and r.plays("trick"):
                raise r.error(
                    "trick",
                    f"P{lost[0]} took a trick from P{s.rams}'s rams: \u201cthe cards are at once "
                    "thrown in\u201d (seed 000), so no trick is played after it",
                )
            return s._replace(phase="over", to_move=-1, result="rams_lost")
    return s
