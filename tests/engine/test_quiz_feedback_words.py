"""Quiz feedback as a teacher words it (reported by a learner walk over Quiz):

* a reason shared by several wrong cards is said once, naming them all (it read "you chose
  4♣, but it is not allowed: you must follow suit: you hold 10♠ Q♠", then the same for J♦);
* cards are listed in the order the table draws the hand (the game's ``hand_order``), not
  the engine's card order ("You may play: 2♣ 3♣ 7♦ K♥ J♠"), and the answer lists them as a
  sentence does ("The right answer: K♥ and 2♥.", not "K♥ 2♥." beside "you hold K♥ and 2♥");
* the choices "the rules here forbid" are exactly those the lines below refuse (Bierspiel's
  q_eldest named "pass" and "widow", then refused "auf" as well);
* the verdict names the right answer, not "the engine's" answer.

Every expected sentence part comes from the engine's own answer and refusals."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

import engine.games  # noqa: F401
from engine.cards import CARDS, pretty
from engine.game import REGISTRY
from engine.quiz import Question, answer_text, check, explanation, legal_words, practice
from lessons import available, load

FORBID = re.compile(r"\(the rules here forbid only (.*)\)$")


def _curated(kind: str | None = None, form: str | None = None) -> Iterator[Question]:
    for gid in available():
        for q in load(gid).quiz:
            if (kind is None or q.kind == kind) and (form is None or q.form == form):
                yield q


def _names(text: str) -> list[str]:
    """``4♣, 10♦ and 8♦`` -> the three names."""
    head, _, last = text.rpartition(" and ")
    return [*head.split(", "), last] if head else [last]


def test_a_reason_shared_by_wrong_cards_is_said_once_naming_them_all() -> None:
    seen = 0
    for q in _curated("legal_cards"):
        right = q.solve()
        wrong = [c for c in q.choices() if c not in right]
        if len(wrong) < 2:
            continue
        lines = check(q, [c.code for c in q.choices()]).explanation
        chosen = [x for x in lines if x.startswith("you chose ")]
        whys = [x.split(" not allowed, because ", 1)[1] for x in chosen]
        assert len(whys) == len(set(whys)), (q.game.id, q.id, lines)
        named = [n for x in chosen for n in _names(x.removeprefix("you chose ").split(", but")[0])]
        assert sorted(named) == sorted(c.pretty for c in wrong), (q.id, lines)
        # the lines after the learner's own say each remaining reason once too
        rest = [x.split(" not allowed", 1)[1] for x in lines if not x.startswith("you ")]
        assert len(rest) == len(set(rest)), (q.id, lines)
        seen += len(chosen) < len(wrong)
    assert seen  # some question had wrong cards sharing a reason


def test_five_card_loo_must_trump_names_the_three_cards_once() -> None:
    q = next(q for q in load("five_card_loo").quiz if q.id == "q_must_trump")
    wrong = [c for c in q.choices() if c not in q.solve()]
    fb = check(q, [c.code for c in wrong])
    refusal = next(r.reason for r in q.game.refusals(q.state) if r.action.card == wrong[0])
    order = [CARDS[c].pretty for c in q.game.hand_order(q.state, [int(c) for c in wrong])]
    said = f"{', '.join(order[:-1])} and {order[-1]}"
    assert fb.explanation[0] == f"you chose {said}, but they are not allowed, because {refusal}"
    assert sum(refusal in x for x in fb.explanation) == 1, fb.explanation


def _hand_order(q: Question, cards: Any) -> str:
    return pretty([CARDS[c] for c in q.game.hand_order(q.state, [int(c) for c in cards])])


def _said(q: Question, cards: Any) -> str:
    """The cards as a sentence lists them, in the hand's order: ``K♥, 9♥ and 2♥``."""
    names = _hand_order(q, cards).split()
    return f"{', '.join(names[:-1])} and {names[-1]}" if len(names) > 1 else "".join(names)


@pytest.mark.parametrize("gid", [g.id for g in REGISTRY if "legal_cards" in g.quiz_kinds])
def test_cards_are_listed_in_the_hands_order(gid: str) -> None:
    differs = 0
    for seed in range(6):
        q = practice(gid, seed, kind="legal_cards", level=2)
        right = q.solve()
        assert answer_text(q, right) == (_said(q, right) or "(none)")
        said = legal_words(q.game, q.state, "legal", to_mover=True)
        plays = {a.card for a in q.game.legal_actions(q.state) if a.kind == "play"}
        if plays:
            # any one of them: "9♠, 4♠ or 2♠", in the hand's order
            names = _hand_order(q, plays).split()
            listed = f"{', '.join(names[:-1])} or {names[-1]}" if len(names) > 1 else names[0]
            assert f" {listed} (" in said, said
        held = q.choices()
        differs += _hand_order(q, held) != pretty(sorted(held))
    assert differs  # (hands where the two orders differ: the same order would prove nothing)


def _refused_named(line: str) -> str:
    """The choices a line refuses: "you chose X, but ...", "X is not allowed, because ...",
    "X and Y are not allowed either, ..." -> "X", "X and Y"."""
    head = line.removeprefix("you chose ").split(", but")[0]
    return re.split(r" (?:is|are) not allowed", head)[0]


def test_the_choices_forbidden_are_the_choices_refused() -> None:
    """Every wrong single choice of every curated words question: each choice outside the
    answer is refused by a line of its own (Bierspiel's q_eldest: 'auf' was refused, not
    listed), and the line on the choices left out says what allows them, not the list of
    every other box again ('the rules here forbid only auf, widow, pass, rams and rob 2')."""
    seen = 0
    for q in _curated(form="words"):
        if q.kind == "still_in":
            continue
        right = q.solve()
        out = sorted(str(w) for w in q.choices() if w not in right)
        for w in out:
            lines = check(q, [w]).explanation
            assert len(lines) == len(set(lines)), (q.id, w, lines)
            if not any(x.startswith("you left out") for x in lines):
                continue  # every choice is wrong, none is left out
            seen += 1
            assert not [x for x in lines if FORBID.search(x)], (q.id, w, lines)
            refused = [
                n
                for x in lines
                if not x.startswith("you left out")
                for n in _names(_refused_named(x))
            ]
            # a move named with its card ("meld K♦") stands for its word ("meld"); a move of
            # a word that is right is no choice refused (the ace's holder may rob, but not
            # put out the ace: "rob A♦ is not allowed", q_rob_holder)
            ok = [str(c) for c in right]
            words = sorted(
                {
                    max((c for c in out if n == c or n.startswith(c + " ")), key=len, default=n)
                    for n in refused
                    if any(n == c or n.startswith(c + " ") for c in out)
                    or not any(n.startswith(c + " ") for c in ok)
                }
            )
            assert words == out, (q.id, w, lines)
    assert seen


def test_bierspiel_eldest_says_what_allows_the_move_left_out() -> None:
    """Bierspiel's q_eldest, "stand" ticked alone: the line on "rob" said "(the rules here
    forbid only auf, widow, pass, rams and rob 2)", most of the boxes again and "auf", which no
    rule forbids (it is said already), as if one did; now the engine's ground for the rob."""
    q = next(q for q in load("bierspiel").quiz if q.id == "q_eldest")
    lines, _ = explanation(q, frozenset({"stand"}))
    left = next(x for x in lines if x.startswith("you left out"))
    grounds = [
        x.reason
        for a in q.game.legal_actions(q.state)
        if q.game.action_word(a) == "rob"
        for x in q.game.grounds(q.state, a)
    ]
    assert grounds and all(
        r.startswith("the dealer passed: you may take up the trump card") for r in grounds
    )
    assert (
        left
        == "you left out rob: it is allowed here too (the dealer passed: you may take up the trump card)"
    ), lines
    assert "forbid" not in left
    # each out choice on its own line
    assert any(x.startswith("auf is not allowed, because ") for x in lines), lines


def test_the_verdict_names_the_right_answer_not_the_engines() -> None:
    for q in _curated():
        right = q.solve()
        wrong: Any
        if q.form == "cards":
            wrong = [c.code for c in q.choices() if c not in right][:1] or ["2C"]
        elif q.form == "seat":
            wrong = next(p for p in q.choices() if p != right)
        elif q.form == "words":
            wrong = [w for w in q.choices() if w not in right][:1] or list(q.choices())
        elif q.form == "amounts":
            wrong = {k: v + 1 for k, v in right.items()}
        elif q.form == "yesno":
            wrong = not right
        else:  # a number in the question's range (one outside it is refused, not judged)
            high = q.game.number_range(q.kind)[1]
            wrong = str(right + 1 if right < high else right - 1)
        fb = check(q, wrong)
        if fb.correct:  # (every choice right: no wrong answer of this shape)
            continue
        assert "engine" not in fb.message.lower(), fb.message
        if q.kind != "bid_estimate":
            assert f"The right answer: {fb.answer_text}." in fb.message, fb.message


CARD = r"(?:10|[2-9JQKA])[\u2660\u2665\u2666\u2663]"


@pytest.mark.parametrize("gid", [g.id for g in REGISTRY if "legal_cards" in g.quiz_kinds])
def test_the_answer_lists_its_cards_as_a_sentence_does(gid: str) -> None:
    """'Not quite. The right answer: K♥ and 2♥.' (Rounce's q_follow, beside the refusal 'you
    hold K♥ and 2♥'), not 'K♥ 2♥.': every curated and 12 generated legal-cards questions."""
    qs = [q for q in load(gid).quiz if q.kind == "legal_cards"] if gid in available() else []
    qs += [practice(gid, seed, kind="legal_cards") for seed in range(12)]
    listing = 0
    for q in qs:
        right = q.solve()
        held = [c.code for c in q.choices()]  # every card ticked, or one if all are allowed
        fb = check(q, held if len(right) < len(held) else held[:1])
        assert not re.search(rf"{CARD} {CARD}", fb.message), (q.id, fb.message)
        assert fb.answer_text == (_said(q, right) or "(none)"), (q.id, fb.answer_text)
        listing += len(right) > 1
    assert listing, f"{gid}: no question with two cards or more allowed"
