"""What a wrong choose-all answer is evidence of, rule by rule: the rules it missed and the rules
it shows it got right (:attr:`engine.quiz.Feedback.missed` and :attr:`~engine.quiz.Feedback.kept`).

:mod:`engine.quiz_words` words the reasons and cites their rules; this module reads the answer
against them. A rule cited is *missed* where the answer went against it, *kept* only where the
answer shows it: a choice the answer got right because of that rule. The others cited decide the
right answer too, but this answer says nothing of them: a learner who ticked only an off-suit 5♥
(the K♦, which follows suit and heads the trick, is the answer) left the 8♦ out too, yet showed
nothing of heading: he ticked no diamond at all.

A game lists a position's refusals in the order its duties narrow the hand
(:func:`engine.constraints.forbidden`; Loo's: the leader's trump leads, then following suit,
trumping when void, heading): a card refused by a duty was never within the reach of the duties
after it. Heading is a choice among the cards of the suit led; a card that does not follow is
out before heading is asked.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from typing import TYPE_CHECKING, Any

from engine.game import Ground
from engine.rules import Rule

if TYPE_CHECKING:  # only for annotations: engine.quiz imports engine.quiz_words, which imports this
    from engine.quiz import Question


PLAYS = ("play", "meld")  # actions that put a card on the table


def choose_all(q: Question) -> bool:
    """A question answered by ticking every choice that fits (cards, or action words): its
    answer is judged choice by choice (:func:`choices_kept`), not as one answer."""
    return q.kind == "legal_cards" or (q.form == "words" and q.kind != "still_in")


def judgeable(q: Question, cited: Collection[Rule]) -> list[Rule]:
    """The rules of ``cited`` (the rules ``q``'s explanation cites) that some wrong answer to
    ``q`` shows known or not (:attr:`engine.quiz.Feedback.kept` or ``missed``), in their
    order: a question the Review page can ask about them (:func:`ui.mastery.question_for`).

    A one-answer question (who wins, the amounts, yes or no): every rule cited, since a wrong
    answer misses the rules behind what it got wrong and keeps the others. A choose-all
    question: a rule refusing one of its choices (tick that choice alone, and it is missed;
    leave every choice it refuses out while ticking one it leaves open, and it is kept) or
    allowing one (:func:`opened`: tick it, and it is kept). A rule that does neither decides
    no choice, whatever is ticked: no answer shows it known or not, and a right one no more
    than a wrong one (Sixty-Six's "What may you do?", every move allowed, cited what closing
    and a claim cost and what the marriage scores; no answer kept or missed them, and Review
    asked them there). tests/app/test_review_asks_what_it_can_judge.py checks this reading
    against every answer to some questions of every game."""
    if not choose_all(q):
        return list(cited)
    g, s = q.game, q.state
    cards = q.kind == "legal_cards"
    choices = set(q.choices())
    deciding: set[Rule] = set()
    refused: set[Any] = set()
    for r in g.refusals(s):
        x = r.action.card if cards else g.action_word(r.action)
        if x in choices and (r.action.kind in PLAYS or not cards):
            deciding.add(r.rule)
            refused.add(x)
    if not cards:  # a word not on offer: the rule saying when it is (as choices_kept reads it)
        right = q.solve()
        for w in choices - set(right) - refused:
            deciding.add(g.not_available(s, g.word_action(w)).rule)
    deciding.update(r for rs in opened(q, cited).values() for r in rs)
    return [r for r in cited if r in deciding]


def opened(q: Question, cited: Collection[Rule]) -> dict[Any, list[Rule]]:
    """Each allowed choice of a choose-all question (a card, or an action word) → the cited
    rules whose allowing grounds open it: a card's (:meth:`engine.game.Game.grounds`), a
    word's as the game gives them for the word (:meth:`engine.game.Game.allowing_grounds`, the
    one place a left-out word's rules are cited from), so a word is judged on the rules that
    allow it, not on each of its moves': Spoil Five's "Play a card" beside robbing is allowed
    by ``rob_optional``, not by the rules of play saying which card may go (q_rob_second's P2,
    void in the suit led, missed ``follow_or_trump`` by ticking "Rob" alone)."""
    g, s = q.game, q.state
    cards = q.kind == "legal_cards"
    by_choice: dict[Any, list[Rule]] = {}
    for a in g.legal_actions(s):
        if cards and a.kind not in PLAYS:
            continue
        x = a.card if cards else g.action_word(a)
        got = by_choice.setdefault(x, [])
        if cards:
            got += [gr.rule for gr in g.grounds(s, a) if gr.allows and gr.rule in cited]
    for w, got in by_choice.items() if not cards else ():
        got += [gr.rule for gr in g.allowing_grounds(s, [w]) if gr.rule in cited]
    return by_choice


def right_word_grounds(
    q: Question, right: Collection[Any], wanted: Collection[Any]
) -> list[Ground]:
    """The grounds allowing the words of a words question's ``right`` answer (of those it
    asks, ``wanted``), which every answer cites (:func:`engine.quiz_words._choice_reasons`): a
    right word ticked keeps them (:func:`choices_kept`, and a right answer :func:`judgeable`),
    as an answer leaving the word out misses them. Cited only for a word left out, Spoil
    Five's q_rob_holder answered "Rob" kept nothing of ``rob_ace_holder`` (the ace's holder may
    rob), which "Let it lie" alone misses, nor did Sixty-Six's q_may_closed of ``closed_play``
    (a marriage may still be melded after closing): no question judged either, and Review
    never asked them."""
    grounds: list[Ground] = q.game.allowing_grounds(q.state, [w for w in right if w in wanted])
    return grounds


def left_out_missed(
    q: Question,
    left: Collection[Any],
    ticked: Collection[Any],
    refused: Mapping[Any, list[Any]],
    cited: list[Rule],
    misread: list[Rule],
) -> list[Rule]:
    """The rules behind allowed choices left out of a choose-all answer
    (:func:`engine.quiz_words.missed_rules`): the cited allowing grounds that open them and no
    choice ticked, else those opening only some of the choices allowed, else all that open
    them; with none, the duty that made the choice what it is, unless a refused choice ticked
    (``misread``) already names the rule and no allowed one is ticked. Of a card's duties, the
    one that narrowed the hand last: Rams' q_head (the 10♠ led; A♠, J♠, 9♠, 7♥, K♦ held) with
    the J♠ left out and the A♠ ticked misread heading (any card that heads will do), not
    following suit, which his A♠ kept; a words question's duties each refuse their own words,
    all of them."""
    by_choice = opened(q, cited)

    def opening(xs: Iterable[Any]) -> list[Rule]:
        return list(dict.fromkeys(r for x in xs for r in by_choice.get(x, [])))

    opens = opening(left)
    every = [r for r in opens if all(r in rs for rs in by_choice.values())]
    for pick in (
        [r for r in opens if r not in opening(ticked)],
        [r for r in opens if r not in every],
        opens,
    ):
        if pick:
            return pick
    duties = list(dict.fromkeys(r.rule for rs in refused.values() for r in rs if r.rule in cited))
    if q.kind != "legal_cards":
        return [] if misread else duties
    # a card allowed ticked beside it: he told two cards apart that no duty does, whatever
    # else he misread (7♥ and A♠ ticked, J♠ left out, to the 10♠); none: the card ticked
    # wrongly says why he left it out (an off-suit 5♥ alone, the K♦ left out)
    return duties[-1:] if ticked or not misread else []


def choices_kept(
    q: Question,
    given: Collection[Any],
    refused: Mapping[Any, list[Any]],
    cited: list[Rule],
    missed: Collection[Rule],
) -> list[Rule]:
    """The rules of ``cited`` a wrong choose-all answer ``given`` shows it got right, in their
    order: none it missed, and of the others

    * a duty refusing some choices (``refused``: each choice out → its refusals, in the order
      the game lists them): he ticked none of them, and ticked a choice within the duty's reach
      that it leaves open: an allowed one, or a card refused only by a duty that narrows after
      it (a low spade ticked under the Q♠ led follows suit, though it does not head). A card
      refused by a duty before it was out before this duty was asked: ticking an off-suit card
      alone shows nothing of heading. A word's duties do not narrow one after another: only
      an allowed word ticked shows one;
    * a ground allowing some choices (:func:`opened`): he ticked one of them (he played a card
      where robbing is optional).

    A rule neither missed nor kept decides the right answer, but this answer shows nothing of
    it: no evidence either way (:func:`ui.judged.judged_groups` says so)."""
    g, s = q.game, q.state
    right = q.solve()
    out: dict[Any, list[Rule]] = {x: [r.rule for r in rs] for x, rs in refused.items()}
    if q.kind != "legal_cards":  # a word not on offer: the rule saying when it is
        for w in q.choices():
            if w not in right and w not in out:
                out[w] = [g.not_available(s, g.word_action(w)).rule]
    rank = {r: k for k, r in enumerate(dict.fromkeys(r for rs in out.values() for r in rs))}

    def leaves_open(y: Any, rule: Rule) -> bool:
        if y in right or q.kind != "legal_cards":  # a word's duties each refuse their own
            return y in right
        rs = out.get(y, [])
        return bool(rs) and all(rank[r] > rank[rule] for r in rs)

    grounds = opened(q, cited)
    kept: list[Rule] = []
    for rule in cited:
        if rule in missed or rule in kept:
            continue
        refusing = {x for x, rs in out.items() if rule in rs}
        obeyed = bool(refusing) and not refusing & set(given)
        shown = obeyed and any(leaves_open(y, rule) for y in given)
        if shown or any(rule in grounds.get(y, ()) for y in given):
            kept.append(rule)
    return kept
