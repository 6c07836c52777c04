"""Rams' declaring: in turn from the eldest hand, stand, take the widow, pass, announce rams,
or (the dealer) rob the trump card; the round a rams makes everyone play; the pone's pass.

Functions of the game (any :class:`~engine.games.pool.rams.RamsFamily`: Rams, Rounce,
Bierspiel), kept apart so rams.py stays short; the game's methods ``declare_options``,
``declare``, ``may_rob``, ``only_to_play`` and ``finish_turn`` call them, and what they ask of
the game goes through its methods, so Rounce's and Bierspiel's overrides still answer. Each
``may_*`` says whether the seat may, the rule that decides it, and why not (for a refusal).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards import CARDS, Card, indices_in
from engine.game import Action, Refusal, register_declaration
from engine.games.pool.declaring import PASS, STAND, WIDOW
from engine.games.pool.spec import number_word
from engine.games.pool.state import IN, PoolState, throw
from engine.rules import Rule
from engine.sentence import HIM, HIS, REFUSED, YOU, YOUR, Sentence, Verb, Who, does, he, you

if TYPE_CHECKING:
    from engine.games.pool.rams import RamsFamily

RAMS_ACTION = Action("rams")
register_declaration("rams")


def rob(card: int) -> Action:
    """``rob 7C``: the dealer takes up the trump card and discards the 7♣."""
    return Action("rob", CARDS[card])


def discard(card: int) -> Action:
    """``discard 7C``: Rounce's widow-taker lays down one of his six cards."""
    return Action("discard", CARDS[card])


def may_take_widow(game: RamsFamily, s: PoolState, seat: int) -> tuple[bool, Rule, str | Sentence]:
    """May ``seat`` take the widow: once a deal, instead of declaring with his own hand; one
    who passed, when a rams brings it round to him (Foster's reading)."""
    o = s.opts
    if s.widow_taker == seat and o.text != "000":
        # his own turn come again (the dealer's rob after his discard, a rams): the rule on
        # those after him is not his; Foster's exchange is, which left his own hand dead
        return (
            False,
            game.rule("widow_dead"),
            Sentence.of(
                YOU,
                " already took the widow: it is ",
                HIS,
                " hand now, and the hand ",
                *he("gave", "gave"),
                " up for it is dead",
            ),
        )
    if s.widow_taker >= 0:
        who = REFUSED if s.widow_taker == seat else f"P{s.widow_taker}"
        return (
            False,
            game.lesson(o, "widow_once"),
            Sentence.of(Who(who), " already took the widow"),
        )
    # (dealt, not seen: a seat's view hides the widow's cards, and the player it is for
    # may still take it; a widow never dealt is the only one there is not)
    if not game.has_widow(s):
        return False, game.rule("widow"), "there is no widow"
    d = s.declarations[seat]
    if d == "":
        return True, game.lesson(o, "widow"), ""
    if d == "pass" and s.rams >= 0 and s.rams != seat:
        if o.text == "000":
            return (
                False,
                game.rule("lesson_000.rams_widow"),
                Sentence.of(YOU, " dropped out, so the widow does not come round to ", HIM),
            )
        return True, game.rule("rams_widow"), ""
    declared = Sentence.of(*you("has", "have"), " already declared with ", HIS, " own hand")
    return False, game.lesson(o, "widow") if o.text == "000" else game.widow_is_playing(), declared


def _took_widow() -> Sentence:
    return Sentence.of(YOU, " took the widow, so ", *he("plays", "play"))


def may_pass(game: RamsFamily, s: PoolState, seat: int) -> tuple[bool, Rule, str | Sentence]:
    """May ``seat`` pass: not in a rams, nor with the widow taken or a declaration made, nor
    where a variant or the dealer's duty makes him play."""
    o = s.opts
    d = s.declarations[seat]
    if s.rams == seat:
        must = Sentence.of(YOU, " announced rams: ", *he("must", "must"), " play")
        return False, game.lesson(o, "rams_all_play"), must  # "all at the table must play"
    if s.rams >= 0:
        return (
            False,
            game.lesson(o, "rams_all_play"),
            Sentence.of(Who(f"P{s.rams}"), " announced rams: everyone must play"),
        )
    if s.widow_taker == seat:
        return False, game.widow_is_playing(), _took_widow()
    if d != "":
        declared = Sentence.of(*you("has", "have"), " declared already")
        return False, game.lesson(o, "declare"), declared
    if o.simple_compulsory and game.is_simple(s):
        return (
            False,
            game.rule("simple_pool"),
            "the pool is a simple (only the dealer's five): everyone must play",
        )
    if o.eldest_plays and seat == game.order(s)[0]:
        return False, game.rule("eldest_plays"), "the eldest hand is obliged to play"
    if seat == s.dealer:
        others = game.playing_others(s, seat)
        if len(others) == 1:
            return (
                False,
                game.lesson(o, "dealer_must_play"),
                Sentence.of(
                    "only ",
                    *does(f"P{others[0]}", "plays", "play"),
                    " against ",
                    YOU,
                    ": the dealer must play",
                ),
            )
    return True, game.lesson(o, "declare"), ""


def may_rams(game: RamsFamily, s: PoolState, seat: int) -> tuple[bool, Rule, str | Sentence]:
    """May ``seat`` announce rams: once a deal, in his turn to declare (or with the widow)."""
    o = s.opts
    if s.rams >= 0:
        who = REFUSED if s.rams == seat else f"P{s.rams}"
        return (
            False,
            game.lesson(o, "general_rams"),
            Sentence.of(Who(who), " already announced rams"),
        )
    if s.declarations[seat] not in ("", "widow"):
        return (
            False,
            game.lesson(o, "general_rams"),
            Sentence.of("rams is announced in ", YOUR, " turn to declare"),
        )
    return True, game.lesson(o, "general_rams"), ""


def may_rob(game: RamsFamily, s: PoolState, seat: int) -> tuple[bool, Rule, str | Sentence]:
    """May ``seat`` rob the trump card: the dealer only, once, not when it is his own card
    (and under the lesson text only when he defends against one player)."""
    o = s.opts
    if seat != s.dealer:
        return False, game.rule("rob_dealer_only"), "only the dealer may rob the trump card"
    if s.robbed:
        taken = Sentence.of(*you("has", "have"), " taken up the trump card already")
        return False, game.rule("rob"), taken
    if game.dealer_holds_turn_card(s):
        return (
            False,
            game.rule("lesson_000.rob"),
            Sentence.of(
                f"the trump card {CARDS[s.turn_card].pretty} is ",
                YOUR,
                " own card, in ",
                HIS,
                " hand",
            ),
        )
    if o.text == "000":
        lone = len(game.playing_others(s, seat)) == 1 and s.rams < 0
        if not lone:
            return (
                False,
                game.rule("lesson_000.rob"),
                Sentence.of(
                    *you("may", "may"),
                    " take the trump card only when ",
                    *he("defends", "defend"),
                    " against one player",
                ),
            )
    if s.turn_card < 0:
        return False, game.lesson(o, "rob"), "the trump card is not known in this position"
    return True, game.lesson(o, "rob"), ""


def misfit_discards(named: tuple[Card, ...], fits: tuple[int, ...]) -> str | None:
    """What a take-up's discards that fit no take-up are, as its refusal says them ("two (8♦
    J♦)", "none", "the same card twice"); None where they are as many as ``fits`` allows
    (Rams' rob and Bierspiel's take-ups say that case each in its own words).

    >>> misfit_discards(Action.parse("rob 2 8D JD").named_cards, (1,))
    'two (8♦ J♦)'
    >>> misfit_discards((), (1, 2)), misfit_discards(Action.parse("rob 7C").named_cards, (1,))
    ('none', None)
    """
    k = len(named)
    if len(set(named)) < k:
        return "the same card twice"
    if k not in fits:
        return f"{number_word(k)} ({' '.join(c.pretty for c in named)})" if k else "none"
    return None


def discards_refused(game: RamsFamily, s: PoolState, action: Action) -> Refusal:
    """A rob by a dealer who may rob, whose discards do not fit it: he lays down one card for
    the trump card ("If he plays, he may discard and take up the trump card", seed 002; "take
    the trump card and discard another face down", 000), named as ``rob 7C``."""
    named = action.named_cards
    what = misfit_discards(named, (1,))
    if what is None:  # one card, under a count: "rob 1 7C"
        what = f"one, as \u201c{action.pretty}\u201d: say \u201crob {named[0].pretty}\u201d"
    out = Sentence.of(
        *you("takes", "take"),
        " up the trump card and ",
        Verb(REFUSED, "discards", "discard"),
        " one card for it: ",
        *he("named", "named"),
        f" {what}",
    )
    return Refusal(action, game.lesson(s.opts, "rob"), out)


def declare_options(
    game: RamsFamily, state: PoolState, explain: bool = False
) -> tuple[list[Action], list[Refusal]]:
    """The declarations open to the player to move and, with ``explain``, the others refused
    with their rules; a hand of six (Rounce's widow) first discards."""
    s, seat = state, state.to_move
    hand = s.hands[seat]
    refusals: list[Refusal] = []
    if hand.bit_count() > game.spec.hand:  # Rounce: lay down one of the widow's six
        legal = [discard(c) for c in indices_in(hand)]
        if explain:
            # "first discard" only for what the discard alone holds back (playing; the
            # dealer's rob): a move refused for a reason of its own is refused by that reason
            # (the widow taken already, no general rounce, the rob the dealer's alone), as it
            # will be once he has discarded, so the words promise him nothing he cannot do
            r = game.rule("widow")
            first = Sentence.of(*you("must", "must"), " first discard one of the widow's six cards")
            refusals.append(Refusal(STAND, r, first))
            refusals.append(Refusal(WIDOW, *may_take_widow(game, s, seat)[1:]))
            for act, (ok, rule, why) in (
                (RAMS_ACTION, may_rams(game, s, seat) if game.has_rams else game.no_rams()),
                (Action("rob"), game.may_rob(s, seat)),
            ):
                refusals.append(Refusal(act, r, first) if ok else Refusal(act, rule, why))
            refusals.append(Refusal(PASS, game.widow_is_playing(), _took_widow()))
        return legal, refusals
    legal = [STAND]
    checks = (
        (WIDOW, may_take_widow(game, s, seat)),
        (PASS, may_pass(game, s, seat)),
        (RAMS_ACTION, may_rams(game, s, seat) if game.has_rams else game.no_rams()),
    )
    for act, (ok, rule, why) in checks:
        if ok:
            legal.append(act)
        elif explain:
            refusals.append(Refusal(act, rule, why))
    ok, rule, why = game.may_rob(s, seat)
    if ok:
        legal += [rob(c) for c in indices_in(hand)]
    elif explain:
        refusals.append(Refusal(Action("rob"), rule, why))
    if explain and game.spec.widow_cards > game.spec.hand:
        # the widow's taker back to declare (the dealer, to rob) has made his one discard
        why = (
            Sentence.of(YOU, " already laid one of the widow's six cards down")
            if s.widow_taker == seat
            else Sentence.of(
                *you("discards", "discard"),
                " only from the widow's six cards, once ",
                *he("has", "have"),
                " taken it",
            )
        )
        refusals.append(Refusal(Action("discard"), game.rule("widow"), why))
    return legal, refusals


def declare(game: RamsFamily, state: PoolState, action: Action) -> PoolState:
    """Apply a declaration (already checked legal)."""
    s, seat, kind = state, state.to_move, action.kind
    hands = list(s.hands)
    decl = list(s.declarations)
    took = s.widow_taker == seat
    if kind == "discard" and action.card is not None:
        bit = 1 << action.card
        hands[seat] &= ~bit
        s = s._replace(hands=tuple(hands), thrown=throw(s.thrown, seat, bit))
        return follow_up(game, s, seat)
    if kind == "widow":
        thrown = throw(s.thrown, seat, hands[seat])
        hands[seat] = s.widow
        decl[seat] = "widow"
        s = s._replace(
            hands=tuple(hands),
            widow=0,
            widow_taker=seat,
            thrown=thrown,
            declarations=tuple(decl),
        )
        return follow_up(game, s, seat)
    if kind == "rams":
        return follow_up(game, s._replace(rams=seat), seat)
    if kind == "rob" and action.card is not None:
        bit, tc = 1 << action.card, 1 << s.turn_card
        hands[seat] = hands[seat] & ~bit | tc
        decl[seat] = "widow" if took else "stand"
        s = s._replace(
            hands=tuple(hands),
            thrown=throw(s.thrown, seat, bit),
            undealt=s.undealt & ~tc,
            robbed=True,
            declarations=tuple(decl),
        )
        return game.finish_turn(s, seat)
    if kind == "pass":
        decl[seat] = "pass"
    else:  # stand: play this hand (own, widow, or the one taken up again in a rams)
        decl[seat] = "widow" if took else "stand"
    return game.finish_turn(s._replace(declarations=tuple(decl)), seat)


def follow_up(game: RamsFamily, s: PoolState, seat: int) -> PoolState:
    """After the widow, a rams or a discard the same player may have more to say; if all
    that is left to him is to play, his turn ends."""
    s = s._replace(to_move=seat)
    return game.declare(s, STAND) if game.only_to_play(s) else s


def only_to_play(game: RamsFamily, s: PoolState) -> bool:
    """All the player to move may do is play the hand he holds. A dealer whose hand a
    scenario leaves out (unknown) may still rob with one of its cards: that is a choice."""
    if game.declare_options(s)[0] != [STAND]:
        return False
    return bool(s.hands[s.to_move]) or not game.may_rob(s, s.to_move)[0]


def finish_turn(game: RamsFamily, s: PoolState, seat: int) -> PoolState:
    """The next player to declare, or the end of declaring."""
    if s.rams < 0:
        order = game.order(s)
        i = order.index(seat)
        decl = s.declarations
        if (
            decl[seat] == "pass"
            and seat == game.pone(s)
            and all(decl[p] == "pass" for p in order[:i])
        ):
            return s._replace(phase="over", to_move=-1, result="pone_paid")
        if i + 1 < len(order):
            return s._replace(to_move=order[i + 1])
        return game.begin_play(s)
    # a rams: round from the announcer's left, everyone not yet playing takes a turn
    order = game.order(s)
    k = order.index(s.rams)
    for p in order[k + 1 :] + order[:k]:
        if s.declarations[p] in IN:
            continue
        s = s._replace(to_move=p)
        if game.only_to_play(s):
            # he takes his hand up again (or plays it): nothing to choose
            now = list(s.declarations)
            now[p] = "stand"
            s = s._replace(declarations=tuple(now))
            continue
        return s
    return game.begin_play(s)
