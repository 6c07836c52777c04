"""The quiz's feedback in words: the answer as the learner reads it, the reasons for it (each
choice ticked that the rules forbid, each allowed one left out, the rest one line per reason)
and the line the Learn page says above them (:func:`engine.legal_line.legal_words`).

:mod:`engine.quiz` asks and checks the questions; this module words what it found. Cards are
listed in the order the table draws the hand (the game's ``hand_order``), choices of words in
the order of the answer's boxes.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Collection, Iterable, Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any, NamedTuple

from engine import quiz_after
from engine.cards import CARDS, Card, listed, said
from engine.game import Action, Game, play
from engine.ledger import (
    POOL,
    Transfer,
    format_counters,
    fraction_text,
    moves_by_reason,
    net_words,
)
from engine.quiz_evidence import PLAYS as PLAYS  # (kept importable from here)
from engine.quiz_evidence import choices_kept, choose_all, left_out_missed, right_word_grounds
from engine.refusal import BECAUSE, Refusal
from engine.rules import Rule
from engine.scenario import seat_name
from engine.sentence import Chose, Move, Part, Sentence

if TYPE_CHECKING:  # only for annotations: engine.quiz imports this module
    from engine.quiz import Question


# Whose turn it is, as a question's picture says it where the question offers its mover more
# than one kind of move (ui.quiz_picture.said_as_asked: every declare question, Napoleon's bids
# with their pass): a prompt that names the turn says it in the same words (the pool games'
# declare prompt said "to declare", Napoleon's "to bid", over a seat marked "to move")
NEUTRAL_TURN = "to move"


def settlement_asked(
    gets: str = "receive", over: str = "deal", pool: str | None = "before the next dealer's ante"
) -> str:
    """A generated settlement question's prompt, every game's, in its lesson's words: "The
    deal is over. What does each player receive or pay, and what is in the next pool before
    the next dealer's ante?" (``gets``: the Loo family's lessons say "win"; ``over``: Linger
    Longer's "game"; ``pool``: when the next pool is counted, None where there is none). The
    generated prompts had said "win (+) or pay (−)" and "receive (+) or pay (−)",
    signs no lesson's question writes (the hint under it says how to sign an amount), and
    Rams' and Rounce's had said the Loo family's "win" (look10).

    >>> settlement_asked("win")
    "The deal is over. What does each player win or pay, and what is in the next pool before the next dealer's ante?"
    >>> settlement_asked(over="game", pool=None)
    'The game is over. What does each player receive or pay?'
    """
    clause = f", and what is in the next pool {pool}" if pool else ""
    return f"The {over} is over. What does each player {gets} or pay{clause}?"


def words_for(game: Game[Any]) -> tuple[str, ...]:
    """Every action word a ``words`` question may offer (stand/widow/... or meld/close/...);
    one question offers those of its position's phase (``Game.declarations_at``)."""
    return game.declaration_words


# ---- the answer and its reasons --------------------------------------------------------------
def answer_text(q: Question, ans: Any) -> str:
    if q.kind == "legal_cards":  # as the table draws the hand, as a sentence lists them
        return said(_in_order(q, ans)) or "(none)"
    if q.kind == "still_in":  # the players, and the card that took the trick (its winner
        # draws, if the stock holds a card), as a trick question's answer names its card
        seat, card = won_with(q)
        names = listed(w for w in q.choices() if w in ans) or "nobody"  # "P0 and P2"
        return f"{names} ({seat_name(seat)}'s {CARDS[card].pretty} won the trick)"
    if q.kind in quiz_after.FORMS:  # who took the trump, whether play goes on
        return quiz_after.answer_text(q, ans)
    if q.form == "words":  # "meld, close and claim", in the boxes' order
        return listed(w for w in q.choices() if w in ans) or "none of them"
    if q.form == "number":  # a number the game has a word for: Napoleon's pass, nap
        named: list[str] = [w for w, v in q.game.number_words.items() if v == ans]
        if named:
            return named[0]
    if q.kind == "bid_estimate":
        return "pass" if ans == 0 else f"{ans} trick{'s' if ans != 1 else ''}"
    if q.form == "number":
        return str(ans)
    if q.form == "yesno":
        return "yes, claim now" if ans else "no, play on"
    if q.kind == "trick_winner":
        card = next(c for p, c in q.shown_trick() if p == ans)
        return f"{seat_name(ans)} with {CARDS[card].pretty}"
    # the next pool named as its answer box and the feedback's sentence name it: "pool 9"
    # stood beside the picture's "Pool 3 red", this deal's pool
    return "; ".join(
        f"{'next pool' if k == POOL else k} {_amount_said(k, v)}" for k, v in ans.items()
    )


def won_with(q: Question) -> tuple[int, int]:
    """The seat that took the trick just finished, and the card it took it with: a judged
    trick's answer marks that card on the table and names it."""
    plays, winner = q.state.history[-1]
    return winner, dict(plays)[winner]


def _amount_said(who: str, v: Any) -> str:
    """A net amount in an answer: ``+2``, ``-3``, ``even`` for a player who neither pays nor
    receives ("+0" reads as a sum to work out); the next pool's as it stands (``next pool 0``)."""
    return fraction_text(v) if who == POOL else net_words(v)


def explanation(
    q: Question,
    given: Any = None,
    names: Mapping[str, str] | None = None,
    *,
    leave: Collection[str] = (),
) -> tuple[list[str], list[Rule]]:
    """The engine's reasons, one line each, and the rules they come from: the lines of
    :func:`explanation_said` in the engine's words, a move each names said as ``names`` says
    it (a front end's box words, "“Claim 66”" for ``claim``), else by the engine's word."""
    said, rules = explanation_said(q, given, names, leave=leave)
    return [line.text(moves=move_names(names or {})) for line in said], rules


def move_names(names: Mapping[str, str]) -> Callable[[Move], str]:
    """How a sentence says a :class:`engine.sentence.Move` where a words question's boxes are
    ``names`` (a word → its box's words): by its box, else by the engine's words."""
    return lambda m: names.get(m.words, m.words)


def explanation_said(
    q: Question,
    given: Any = None,
    names: Mapping[str, str] | None = None,
    *,
    leave: Collection[str] = (),
) -> tuple[list[Sentence], list[Rule]]:
    """The reasons and their rules of :func:`explanation_judged`, without what was missed."""
    judged = explanation_judged(q, given, names, leave=leave)
    return judged.said, judged.rules


class Judged(NamedTuple):
    """A question's reasons (one sentence each), the rules they cite, of those the rules
    behind what the learner's answer got wrong (:func:`missed_rules`; none without one), and
    those it shows he got right (all for a right answer; :func:`_judged`)."""

    said: list[Sentence]
    rules: list[Rule]
    missed: list[Rule]
    kept: list[Rule]


def explanation_judged(
    q: Question,
    given: Any = None,
    names: Mapping[str, str] | None = None,
    *,
    leave: Collection[str] = (),
) -> Judged:
    """The engine's reasons, one sentence each, the rules they come from, and (with a wrong
    answer ``given``) the rules it missed (:func:`missed_rules`), worked out together. A move a line
    names as a move ("you chose widow, but ...", "bid 1 and bid 2: ...") is a part of it
    (:class:`engine.sentence.Move`), so a page can say it as its button does while the rule's
    prose keeps its words ("the widow is taken" stays a noun).

    With the learner's answer (``given``, as :func:`parse_response` reads it) a choose-all
    question first explains what he got wrong: each choice ticked that the rules forbid, with
    the rule, and each allowed choice he left out, then the rest of the reasons.

    ``names``: how the learner's boxes name a words question's choices (a front end's labels:
    "“Claim 66”" for ``claim``): a choice with a box is one move however many moves its word
    stands for (Sixty-Six's "Meld", not "meld K♦ and meld Q♦").
    ``leave``: kinds of move a words question's reasons leave unsaid, those a Learn task holds
    back (:func:`engine.legal_line.legal_words`): Rams' widow step offers no "Rob", so its
    lines do not say "rob: only the dealer may rob the trump card"."""
    g, s = q.game, q.state
    lines: list[str] = []
    rules: list[Rule] = []
    missed: list[Rule] = []
    if q.kind == "still_in":
        _, lines, rules = g.still_in(s)
        return _judged(_sentences(lines), rules, given, missed)
    if q.kind in quiz_after.FORMS:
        after, rules = quiz_after.reasons(q)
        return _judged(_sentences(after), rules, given, missed)
    if choose_all(q):  # (still_in, a words question judged as one answer, is above)
        why, rules, missed, kept = _choice_reasons(q, given, names or {}, leave)
        return _judged(why, rules, given, missed, kept)
    if q.kind == "bid_estimate":
        _, _, lines, rules = g.bid_check(s, given)
        return _judged(_sentences(lines), rules, given, missed)
    if q.kind == "trick_winner":
        rule = g.trick_winner_rule(s)
        rules.append(rule)
        reason = g.trick_reason(s)
        if reason:
            lines.append(reason)
        extra_lines, extra_rules = g.trick_notes(s)
        lines[:0] = extra_lines
        rules += [r for r in extra_rules if r not in rules]
    elif q.kind == "card_points":
        _, lines, rules = g.pile_points(s, q._about())
    elif q.kind == "should_claim":
        _, lines, rules = g.claim_check(s)
    else:
        st = g.settlement(s)
        per = g.units_per_counter
        for t in st.transfers if st else ():
            if t.rule and t.rule in g.rules and g.rules[t.rule] not in rules:
                rules.append(g.rules[t.rule])

        # a reason said once, its moves after it, a payer named once, as Play's record says
        # them; each amount as the settlement table writes it ("3⅓"), the game's unit said
        # once a move ("P2 collects 2 counters from P0 and 2 from P1", "P0 scores 3 game points")
        def amount(t: Transfer) -> str:
            return format_counters(t.amount, per)

        ordered = in_seat_order(st.transfers if st else ())
        moves = moves_by_reason(ordered, amount, unit=g.amount_unit)
        said = [(_where(t)[0], f"{t.reason}: {moves[(t.reason, t.rule)]}") for t in ordered]
        for n in st.notes if st else ():  # what did not change hands, and the rule that kept it
            named = _SEAT.search(n.text)  # in seat order with the moves (a defending dealer)
            said.append((int(named.group(1)) if named else AFTER_EVERY_SEAT, n.text))
            if n.rule in g.rules and g.rules[n.rule] not in rules:
                rules.append(g.rules[n.rule])
        lines += list(dict.fromkeys(line for _, line in sorted(said, key=lambda x: x[0])))
        if st is None:  # (a position read under another reading, where play goes on)
            p = g.current_player(s)
            who = f": {seat_name(p)} is to play" if p >= 0 else ""
            lines.append(f"play is not over here, so nothing is settled yet{who}")
        elif not lines:
            lines.append("nothing changes hands")
        if st is not None and isinstance(given, Mapping):
            missed = _amounts_missed(q, st.transfers, st.notes, given, rules)
    return _judged(_sentences(lines), rules, given, missed)


def _judged(
    said: list[Sentence],
    rules: list[Rule],
    given: Any,
    missed: list[Rule],
    kept: list[Rule] | None = None,
) -> Judged:
    """The reasons with the rules a wrong answer missed: those found, else every rule cited
    (a single answer, or a mistake no one rule stands behind); and those it shows it got
    right: ``kept`` (a choose-all answer's, :func:`engine.quiz_evidence.choices_kept`), else
    every other rule cited (an amount given right is settled by the rules it names). Without
    an answer none missed, every rule kept."""
    if given is None:
        return Judged(said, rules, [], list(rules))
    lapsed = [r for r in rules if r in missed] or list(rules)
    shown = [r for r in rules if r not in lapsed and (kept is None or r in kept)]
    return Judged(said, rules, lapsed, shown)


def missed_rules(q: Question, given: Any) -> list[Rule]:
    """The rules cited for a wrong answer ``given`` (as :func:`engine.quiz.parse_response`
    reads it) that stand behind what it got wrong: the evidence a lapse is recorded on
    (``Feedback.missed``; :mod:`ui.mastery` records a right answer on those it shows right,
    ``Feedback.kept``).
    Always some of the rules cited, in their order; by kind:

    * ``legal_cards``, ``declare``, ``may_act`` (choose all): a choice ticked that a rule
      refuses: that rule (every rule refusing it). An allowed choice left out: the rule that
      leaves it open (an allowing ground cited: Forty-Five's privilege of the best trumps, or
      a duty whose "if he can" fails for it: Loo's heading, where no spade held heads the Q♠
      and either may be played, not following suit, which the spade only obeys),
      not one that opens a choice he ticked too (robbing is optional: every card may be played
      rather than rob, and he played one); where every ground opening it opens a choice he
      ticked, those that open only some of the choices (he applied the privilege to K♠ and not
      to 10♠), else all of them (Sixty-Six's free play, applied to some cards only). A choice
      left out that no ground opens: the duty that makes the choice what it is (of a card's,
      the one narrowing the hand last: heading, where he left out J♠ and ticked A♠ to the
      10♠, not following suit, which his A♠ kept; a word's, each refusing the others),
      unless a choice ticked wrongly already names the rule misread.
      What the answer shows it got right: :func:`engine.quiz_evidence.choices_kept`.
    * ``settlement``, ``game_points``: the rules of the transfers paid to or from an account
      whose amount is wrong, and of the notes naming it (a defending dealer's payment kept in
      the pool); the next pool only where it is wrong beyond what the players' amounts given
      leave in it. An account that no transfer or note touches and is still wrong was settled
      by the deal as a whole: every rule cited.
    * ``trick_winner``, ``still_in``, ``card_points``, ``should_claim``, ``bid_estimate``: one
      answer, all the reasons together: every rule cited.

    Where none is found, every rule cited (a wrong answer is never no evidence). For a right
    answer (``given`` None): none."""
    return explanation_judged(q, given).missed


def _sentences(lines: Iterable[str | Sentence]) -> list[Sentence]:
    return [Sentence.of(x) if isinstance(x, str) else x for x in lines]


def settled_reasons(q: Question) -> tuple[str, ...]:
    """The settlement's own sentences an amounts question's reasons say (:func:`explanation`:
    each transfer's reason before its amounts, each note), once each, in the engine's words:
    "P0 wins 5 tricks to 0: all five tricks score 10". Empty where nothing is settled."""
    st = q.game.settlement(q.state)
    if st is None:
        return ()
    return tuple(dict.fromkeys([t.reason for t in st.transfers] + [n.text for n in st.notes]))


_SEAT = re.compile(r"(?<![+\w])P(\d+)(?![+\w])")
AFTER_EVERY_SEAT = 10**6  # where a reason naming no seat stands in seat order: last


def _seat(account: str) -> int:
    """An account's place when a settlement is said in seat order: the pool first, then P0…"""
    m = _SEAT.fullmatch(account)
    return int(m.group(1)) if m else -1


def in_seat_order(transfers: Iterable[Transfer]) -> list[Transfer]:
    """A settlement's transfers in seat order, as its answer (P0 … and the pool) and its table
    list the players: each by the first seat its reason names ("P1 won no trick: looed"), else
    by the seats it moves counters between; a reason's moves stay together, a payer's pool
    payment before what he pays the players ("P1 → pool 20, P0 5, P2 5, P3 5").

    >>> from engine.ledger import Transfer
    >>> said = in_seat_order([Transfer("P1", "pool", 3, "P1 won no trick"),
    ...     Transfer("P0", "pool", 3, "P0 won no trick"), Transfer("pool", "P2", 2, "P2 won 2")])
    >>> [t.reason for t in said]
    ['P0 won no trick', 'P1 won no trick', 'P2 won 2']
    """

    return sorted(transfers, key=_where)


def _where(t: Transfer) -> tuple[int, int, int]:
    named = _SEAT.search(t.reason)
    seats = [x for x in (_seat(t.payer), _seat(t.payee)) if x >= 0]
    first = int(named.group(1)) if named else min(seats, default=-1)
    return first, _seat(t.payer), _seat(t.payee)


def _amounts_missed(
    q: Question,
    transfers: Iterable[Transfer],
    notes: Iterable[Any],
    given: Mapping[str, Any],
    cited: list[Rule],
) -> list[Rule]:
    """The rules behind the amounts of an amounts answer that are wrong (:func:`missed_rules`):
    of each transfer to or from a wrong account, of each note naming one (or the pool, where
    the next pool is wrong); every rule cited where a wrong account is touched by none. A next
    pool that holds what the players' amounts given leave in it (the counters conserved) is
    their mistake carried, not one of its own: every transfer moves pool counters."""
    g = q.game
    right = q.solve()
    wrong = {k for k in right if given.get(k) != right[k]}
    if wrong - {POOL} and sum(given.get(k, 0) for k in right) == sum(right.values()):
        wrong.discard(POOL)  # the next pool as the players' amounts given leave it: no mistake
    out: list[Rule] = []
    touched: set[str] = set()

    def add(rule_id: str) -> None:
        if rule_id in g.rules and g.rules[rule_id] not in out:
            out.append(g.rules[rule_id])

    for t in transfers:
        hit = {t.payer, t.payee} & wrong
        if hit and t.rule:
            add(t.rule)
            touched |= hit
    for n in notes:
        named = {f"P{m}" for m in _SEAT.findall(n.text)}
        hit = {k for k in wrong if named & {k, *k.split("+")}}
        if POOL in wrong and POOL in n.text.lower():
            hit.add(POOL)
        if hit and n.rule:
            add(n.rule)
            touched |= hit
    return list(cited) if wrong - touched else out


def _told_to_mover(g: Game[Any], s: Any, r: Refusal) -> Refusal:
    """A card the learner does not hold, refused as every other choice is said to him: the
    engine's not_held names the mover as a seat ("P1 does not hold Q♠", so that a scenario's
    error can quote it of P1), where the other refusals here read "you hold 9♠"."""
    seat = g.current_player(s)
    if isinstance(r.words, str) or seat is None or seat < 0:
        return r
    return replace(r, words=r.words.text(seat, opens=False))


def _choice_reasons(
    q: Question, given: Any, names: Mapping[str, str], leave: Collection[str] = ()
) -> tuple[list[Sentence], list[Rule], list[Rule], list[Rule]]:
    """Why each choice of a choose-all question is in or out (cards, or action words), the
    rules cited, and with an answer the rules it missed and those it shows it kept
    (:mod:`engine.quiz_evidence`).

    Every choice left out of the answer gets its reason: the rule that refuses it, or, for an
    action not even on offer, why not (no 9 of trumps held, nothing to meld). So the lines
    never say "all allowed" while the answer leaves a choice out. A words question names each
    choice as its box does (``names``), one box for all its moves (Sixty-Six's "Meld", not
    "meld K♦ and meld Q♦")."""
    g, s = q.game, q.state
    right = q.solve()
    cards = q.kind == "legal_cards"
    # a words question: its phase's words, but the kinds left unsaid
    wanted = PLAYS if cards else tuple(w for w in q.choices() if g.word_action(w).kind not in leave)
    refused: dict[Any, list[Any]] = {}
    word = g.action_word
    for r in g.kept_refusals(s):
        if (r.action.kind if cards else word(r.action)) in wanted:
            key = (
                (r.action.card if r.action.card is not None else r.action.kind)
                if cards
                else word(r.action)
            )
            refused.setdefault(key, []).append(r)
    rules: list[Rule] = []
    missed: list[Rule] = []  # the rules of the refused choices ticked (missed_rules)

    def cite(rs: list[Any]) -> None:
        rules.extend(r.rule for r in rs if r.rule not in rules)

    first: list[Sentence] = []  # what the learner got wrong comes first
    left_out = False  # an allowed choice left out was said to be allowed
    left_at, bare = -1, Sentence(())  # that line, and it without what allows the words
    used: set[tuple[str, str]] = set()  # refusals said there are not said again
    wrong = frozenset(given - right) if given is not None else frozenset()
    missing = frozenset(right - given) if given is not None else frozenset()  # left out
    chosen: dict[str, list[Any]] = {}  # one reason said once, with every choice it refuses
    if given is not None:
        for x in _in_order(q, wrong):
            # a card ticked is a card played: its play's refusals (a meld of the same card
            # refused is said on its own line below, once)
            rs = [r for r in refused.get(x, []) if r.action.kind == "play"] or refused.get(x, [])
            if not rs and isinstance(x, Card):  # a card he does not hold: the game's from_hand
                rs = [_told_to_mover(g, s, r) for r in [g.not_held(s, play(x))] if r is not None]
            if not rs and not isinstance(x, Card):  # not even on offer: the rule saying when
                rs = [g.not_available(s, g.word_action(x))]
            why = "; ".join(dict.fromkeys(r.reason for r in rs)) or _not_on_offer(q, x)
            chosen.setdefault(why, []).append(x)
            used.update((str(r.action), r.reason) for r in rs)
            cite(rs)
            missed.extend(r.rule for r in rs if r.rule not in missed)
        for why, xs in chosen.items():
            they = "it is" if len(xs) == 1 else "they are"
            first.append(
                Chose("you chose ") + _both(q, xs) + f", but {they} not allowed{BECAUSE}{why}"
            )
        left = _in_order(q, right - given)
        if left and not cards:  # the rule that allows a word left out (dealer_takes_both)
            cite(g.allowing_grounds(s, left))
        lapsed = _lapsed(q, left) if cards else []
        cite(lapsed)
        if left:
            left_out = True
            # "too" beside an allowed choice he made; when he chose none, it is simply allowed
            too = " too" if given & right else ""
            one = len(left) == 1
            bare = "you left out " + _both(q, left) + f": {'it is' if one else 'they are'}"
            bare += f" allowed here{too}"
            left_at = len(first)  # (its bracket left out where the lines below say it)
            first.append(
                bare + (_forbidden_only(q, right, lapsed) if cards else _allowed_why(q, left))
            )
    out: dict[str, list[Any]] = {}  # the rest, one line per reason: "4♣ and 8♦: ..."
    for r in g.kept_refusals(s):
        if (r.action.kind if cards else word(r.action)) not in wanted:
            continue
        why = r.reason  # (its words are put together each time they are read)
        if (str(r.action), why) in used or (not cards and word(r.action) in wrong):
            continue  # already said, as the learner's mistake
        out.setdefault(why, []).append(r)
    if not cards:  # an action not on offer at all is not refused: say why it is out
        for w in wanted:
            if w not in right and w not in refused and w not in wrong:
                off = g.not_available(s, g.word_action(w))
                out.setdefault(off.reason, []).append(off)
        # as the boxes stand, not as the engine refuses ("Close" came before "Exchange", and a
        # word not on offer after every refused one); a card's lines keep the duties' order
        boxes = [str(w) for w in wanted]
        out = dict(
            sorted(out.items(), key=lambda kv: min(boxes.index(word(r.action)) for r in kv[1]))
        )
    for rs in out.values():  # the rules in the order of the lines that cite them
        cite(rs)
    lines: list[str | Sentence] = []
    for why, rs in out.items():
        acts = _acts_in_order(q, [r.action for r in rs], names)
        verb = " is not allowed" if len(acts) == 1 else " are not allowed"
        lines.append(
            Sentence.listed(acts)
            + verb
            + (
                " either, for the same reason as " + _both(q, chosen[why])
                if why in chosen
                else Sentence.of(BECAUSE, why)
            )
        )
    if cards and not right and not refused and q.choices():  # a move comes before any card
        r = g.not_available(s, Action("play", q.choices()[0]))
        # a move made of cards picked from the hand ("How many?"): how many, and which, from
        # the engine's moves; not the first card's refusal ("so you cannot play 4♣")
        lines.append(f"no card may be played yet: {picked_words(q) or r.reason}")
        cite([r])
    if not lines and not refused and not wrong:
        # a privilege may be what frees every card (a Five, Jack or A♥ held back from an
        # inferior trump lead): the engine's grounds for the legal plays say so, with its rule
        offered = [
            a for a in g.legal_actions(s) if (a.kind == "play" if cards else word(a) in wanted)
        ]
        by_act = [g.grounds(s, a) for a in offered]
        grounds = [x for xs in by_act for x in xs]
        if not cards:  # a word's rule said of its first move only: Spoil Five's dealer read
            # "you may put out any card (here the 3♣) and take the A♣" five times, a card each
            opener: dict[tuple[str, Rule], Action] = {}
            for act, xs in zip(offered, by_act, strict=True):
                for x in xs:
                    opener.setdefault((word(act), x.rule), act)
            grounds = [
                x
                for act, xs in zip(offered, by_act, strict=True)
                for x in xs
                if opener[(word(act), x.rule)] == act
            ]
        # every word is allowed: said once. The line on the words left out said it of them,
        # and he ticked the rest ("You left out “Close the stock”: it is allowed here too"
        # was followed by "Every one of them is allowed here")
        # Cards alike: "you left out A♥, K♥ and 7♦: they are allowed here too" (the rest ticked)
        # was followed by "every card in hand may be played" (Spoil Five's q_renege)
        every = [] if left_out and not cards else ["every one of them is allowed here"]
        any_card = [] if left_out else ["every card in hand may be played"]
        # a reason the engine gives for every card says by itself that every card may go ("you
        # hold no trump: you may play any card" after "every card in hand may be played" said
        # it twice); a privilege freeing only some of them leaves the general line to say it
        whole = set.intersection(*({x.reason for x in xs} for xs in by_act)) if by_act else set()
        if grounds:
            lines += (any_card if not whole else []) if cards else every
            told = grounds
            if not cards and left_at >= 0:  # each word's grounds follow, on lines of their
                # own: the bracket of the words left out said them twice (Spoil Five's
                # dealer who ticked "Rob" alone read "(robbing is optional: you may let the A♣
                # lie, ...)" beside "Let it lie", then the same words on the third line)
                first[left_at] = bare
                # those of the words left out first, under the line saying them, each with
                # what the move costs: Sixty-Six's q_may_after_trick, "Claim 66" left out,
                # had its reason six lines down, under the marriage's and the close's
                # (a bracket would part "at a turn to lead you may close" from its "you must
                # then reach 66 yourself", a line of its own)
                told = sorted(grounds, key=lambda x: word(x.action) not in missing)
            lines += dict.fromkeys(x.reason for x in told)
            # the rules that allow the moves decide what may be done; one saying only what a
            # move costs decides nothing asked (Sixty-Six's closing, its marriage's twenty, a
            # claim short of 66): its line says the cost, and no answer here shows it known or
            # not (it stood under "The rules also at work here", and Review asked it here)
            cite([x for x in grounds if x.allows])
        elif cards:
            free = "no duty narrows the choice"
            lines.append(f"{any_card[0]}: {free}" if any_card else free)
        else:
            lines += every
    if not cards:  # the rules opening the right words: a right word ticked keeps them
        cite(right_word_grounds(q, right, wanted))
    omitted = _in_order(q, right - given) if given is not None else []
    if omitted:
        missed += left_out_missed(q, omitted, given & right, refused, rules, missed)
    kept = choices_kept(q, given, refused, rules, missed) if given is not None else []
    return first + _sentences(lines), rules, missed, kept


def picked_words(q: Question) -> str:
    """What the player to move says before any card is played, where that move is made of cards
    he picks from his hand ("How many?": ``exchange 2 4C 7H``): how many he may pick, and
    from which cards, read off the engine's legal moves; "" where no such move is open.

    >>> from engine.quiz import Question
    >>> from engine.scenario import from_dict
    >>> scn = from_dict({"game": "five_card_loo", "players": 8, "pool": 5, "turn_card": "6S",
    ...     "declarations": {"P1": "stand", "P2": "stand", "P3": "stand", "P4": "pass",
    ...         "P5": "pass", "P6": "pass", "P7": "pass", "P0": "pass"},
    ...     "exchanged": {"P1": 5, "P2": 4}, "hands": {"P3": ["3C", "8C", "QH", "5D", "KS"]}})
    >>> picked_words(Question(id="x", kind="legal_cards", prompt="", scenario=scn))
    'first say how many cards you exchange (none to 2), and which of K♠, Q♥, 8♣, 3♣ and 5♦'
    """
    g, s = q.game, q.state
    legal = g.legal_actions(s)
    kinds = list(dict.fromkeys(a.kind for a in legal if a.cards))
    if len(kinds) != 1:
        return ""
    moves = [a for a in legal if a.kind == kinds[0]]
    counts = sorted({len(a.cards) for a in moves})
    held = {int(c) for a in moves for c in a.cards}
    low = "none" if counts[0] == 0 else str(counts[0])
    many = f"{low} to {counts[-1]}" if len(counts) > 1 else low
    which = said(held, lambda cs: g.hand_order(s, cs), "and")
    return f"first say how many cards you {kinds[0]} ({many}), and which of {which}"


def _both(q: Question, xs: list[Any]) -> Sentence:
    """Choices said together: ``4♣``, ``4♣ and J♦``, ``pass, widow and auf``; a word as a
    move (:class:`engine.sentence.Move`), which a page says as its box does (“Meld” and
    “Claim 66”)."""
    return Sentence.listed(_choice(q, x) for x in xs)


def _choice(q: Question, x: Any) -> Part:
    return x.pretty if isinstance(x, Card) else Move.of(q.game.word_action(str(x)), str(x))


def _in_order(q: Question, xs: Any) -> list[Any]:
    """Choices in the order the learner sees them: cards as the table draws the hand (the
    game's ``hand_order``), words as the answer's boxes stand."""
    xs = list(xs)
    cards = [int(x) for x in xs if isinstance(x, Card)]
    ordered: list[Any] = [CARDS[c] for c in q.game.hand_order(q.state, cards)] if cards else []
    boxes = [str(c) for c in q.choices()] if q.form == "words" else []
    rest = [x for x in xs if not isinstance(x, Card)]
    return ordered + sorted(rest, key=lambda w: boxes.index(w) if w in boxes else len(boxes))


def _acts_in_order(q: Question, acts: list[Action], names: Mapping[str, str]) -> list[Part]:
    """Refused actions named as :func:`_act` does, in the order of :func:`_in_order`; in a
    words question, by their words as the boxes stand (a word with a box in ``names`` one
    move for all its moves, unless the box is right: Spoil Five's "Rob", open to the ace's
    holder, read "“Rob” is not allowed, because the A♦ is what lets you rob" of his rob A♦
    alone). A move beyond a card is a :class:`engine.sentence.Move`."""
    if q.kind != "legal_cards":
        words = _in_order(q, dict.fromkeys(q.game.action_word(a) for a in acts))
        by_word = {w: [a for a in acts if q.game.action_word(a) == w] for w in words}
        whole = {w for w in words if w in names and w not in q.solve()}
        return list(
            dict.fromkeys(
                _choice(q, w) if w in whole else _act(a) for w in words for a in by_word[w]
            )
        )
    held = _in_order(q, dict.fromkeys(a.card for a in acts if a.card is not None))
    rank = {c: k for k, c in enumerate(held)}
    ordered = sorted(acts, key=lambda a: rank[a.card] if a.card is not None else len(rank))
    return list(dict.fromkeys(_act(a) for a in ordered))


def _forbidden_only(q: Question, right: Any, lapsed: Iterable[Any] = ()) -> Sentence:
    """Beside an allowed choice left out, every choice that is out, so the two agree: a word
    the rules refuse and one not on offer at all (Bierspiel's "auf" once it is said) alike.
    "Allowed" is said once: "allowed here, no rule forbids them" said it twice. A duty that
    lapses for the cards left out (:func:`_lapsed`) is said first, as what frees them: "(you
    cannot head the Q♠, so any ♠ may be played; the rules here forbid only A♦)"."""
    out = _in_order(q, [x for x in q.choices() if x not in right])
    why = list(dict.fromkeys(x.reason for x in lapsed))
    said: list[str | Sentence] = ["; ".join(why)] if why else []
    if out:
        said.append("the rules here forbid only " + _both(q, out))
    return " (" + Sentence.joined(said, "; ") + ")" if said else Sentence(())


def _lapsed(q: Question, left: Iterable[Any]) -> list[Any]:
    """The allowing grounds of the cards left out whose rule refuses nothing here: a duty whose
    "if he can" fails, which frees those cards (Loo's q_cannot_head: holding 3♠ and 8♠ under
    the Q♠, he cannot head it, so either spade may be played). No refusal's line cites such a
    rule, so the line on the cards left out says it. A ground whose rule refuses other cards
    here is said by their lines (Bierspiel's call, Spoil Five's privilege); a lead's grounds
    say who leads, and where no card is refused every card's grounds have lines of their own."""
    g, s = q.game, q.state
    refusing = {r.rule for r in g.kept_refusals(s) if r.action.kind in PLAYS}
    if not s.trick or not refusing:  # a lead's grounds say who leads; with no card refused
        return []  # every card's grounds are said on lines of their own
    return [
        x
        for c in left
        for x in g.grounds(s, play(c))
        if x.allows and x.rule not in refusing and x.action.kind == "play"
    ]


def _allowed_why(q: Question, left: list[Any]) -> Sentence:
    """Beside a word left out, what allows it, in the engine's words (its allowing grounds):
    "(the dealer passed: you may take up the trump card)". A words question's out choices are
    each said on a line of their own below; listing them here too ("the rules here forbid only
    auf, widow, pass and rob 2", Bierspiel's q_eldest) named most of the boxes again, and a word
    not on offer (auf once said) as if a rule forbade it. A word whose moves are allowed for
    reasons differing only in their card ("..., laying down J♣") says their common part, a
    rule at a time: Sixty-Six's "Meld" after closing is allowed by marriage_after_trick and by
    closed_play, whose two reasons shared nothing, so that q_may_closed's line said none.
    The grounds are the game's for the word (:meth:`~engine.game.Game.allowing_grounds`), as
    the rules cited for it are: Spoil Five's "Play a card" left out beside "Rob", by a player
    void in the suit led (q_rob_second), had robbing's ``rob_optional`` and, a reason for each
    card, ``follow_or_trump``, which no common part joined, so the line said no reason."""
    g, s = q.game, q.state
    why: list[str] = []
    for w in left:
        by_rule: dict[Rule, list[str]] = {}  # a rule's reasons, one a move, said once each
        for x in g.allowing_grounds(s, {w}):
            said_for = by_rule.setdefault(x.rule, [])
            if x.reason not in said_for:
                said_for.append(x.reason)
        for reasons in by_rule.values():
            if len(reasons) > 1:
                common = os.path.commonprefix(reasons)
                reasons = [common.rpartition(", ")[0]] if ", " in common else []
            why += [r for r in reasons if r and r not in why]
    return Sentence.of(" (" + _one_lead(why) + ")") if why else Sentence(())


def _one_lead(reasons: list[str]) -> str:
    """Grounds joined, a lead clause they share said once: "the dealer passed: you may keep
    your hand as it is, or take up the trump card" (Bierspiel's q_eldest, both moves left out,
    had said "the dealer passed:" twice: "...: you may keep your hand as it is; the dealer
    passed: you may take up the trump card"), the words they then share said once too.

    >>> _one_lead(["the dealer passed: you may keep your hand", "the dealer passed: you may take up the trump card"])
    'the dealer passed: you may keep your hand, or take up the trump card'
    >>> _one_lead(["it is your turn", "you hold the 7♦"])
    'it is your turn; you hold the 7♦'
    """
    leads = {r.partition(": ")[0] for r in reasons}
    if len(reasons) < 2 or len(leads) > 1 or ": " not in reasons[0]:
        return "; ".join(reasons)
    lead = reasons[0].partition(": ")[0]
    rests = [r.partition(": ")[2] for r in reasons]
    words = os.path.commonprefix([x.split(" ") for x in rests])  # whole words: "you may"
    shared = " ".join(words) + " " if words else ""
    return f"{lead}: {shared}" + ", or ".join(x[len(shared) :] for x in rests)


def _not_on_offer(q: Question, x: Any) -> str:
    """Why an action no rule refuses is still not on offer (nothing to do it with)."""
    g, s = q.game, q.state
    if isinstance(x, Card):
        return f"{x.pretty} is not in the hand"
    # the game's reason says what the rule needs: "you hold no marriage", "you do not hold the
    # A♠, the ace of trumps", "declaring is over", robbing at a jink being over
    reason: str = g.not_available(s, g.word_action(x)).reason
    return reason


def _act(a: Action) -> Part:
    """A refused action as its line names it: a card played by its card, another move as a
    move (:class:`engine.sentence.Move`) in the engine's words (``rob 9♠``)."""
    if a.kind == "play":
        return a.card.pretty if a.card is not None else "play"
    return Move.of(a, a.pretty)
