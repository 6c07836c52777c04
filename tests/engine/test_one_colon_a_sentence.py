"""Every game's refusal and feedback words hold one colon a sentence.

A colon announces one explanation: "you must follow suit: you hold A♣". A second one in the
same sentence reads as a stammer and hides which clause explains which. Last session found
Napoleon's "Bid 1 is not open to you: P1 has bid 1: a bid must be higher" on Play, and the Quiz
said every refusal so: "you chose 9♣, but it is not allowed: you must follow suit: you hold
K♥". One test over every registered game and variant (the engine registry), so a game added
later is held to it too, collecting the words a learner is shown:

* **refusals** — at the decision points of a few seeded random deals of every variant at every
  table size, through the declared protocol: each refusal of :meth:`Game.refusals`, the refusal
  (:meth:`Game.explain`) of each card held that is not legal and of each declaration word not
  allowed; each reason as told to the player refused and as said of him, and as Play and the
  notebooks' play box frame the moves beside a card (:func:`ui.play_table.not_open`, "... is
  not open to you ..."; :func:`ui.play_table.not_now`, "Close — not now ..."), and as a
  notebook cell says a move refused (:func:`ui.notebook_errors.learner_message`, "Not
  allowed ...");
* **compare** — the Compare view's parting words (:mod:`engine.compare`) for every variant
  against the default, at every table size, on a few seeded deals;
* **quiz** — :func:`engine.quiz.check`'s verdict and explanation lines for wrong answers to
  every curated question of every game's lesson.

What a "sentence" is here (:func:`sentences`):

* a passage in curly quotes (“...”) is a source's own words, quoted, or a button's words
  named (“Rob: put out A♠, take the 8♠”), not our sentence: it is left out (a citation stays
  as its seed writes it);
* an aside in brackets is a sentence of its own, checked apart from the words around it;
* the rest is cut at a full stop, question or exclamation mark followed by a space (or at the
  end), at a semicolon and at a spaced dash (" — "): each marks where one statement ends and
  the next begins, so a colon after one explains nothing before it. A card's name ("10♦",
  "A♠") holds neither a colon nor a stop, and "1.5" or "10:30" has no space after its mark.

A sentence fails with two colons followed by a space (or ending it). The Quiz's settlement
answer writes a payment with the minus sign the settlement tables write ("P3 −5"), not a
hyphen ("P3 -5"): checked here on the same wrong answers.
"""

from __future__ import annotations

import random
import re
from collections import defaultdict
from collections.abc import Iterator
from typing import Any

import engine.games  # noqa: F401  (registers the games)
import ui.games  # noqa: F401  (registers the games' page words: Play's frames need them)
from engine.cards import CARDS
from engine.compare import compare, variant_pairs
from engine.game import REGISTRY, Action, Game, IllegalAction
from engine.quiz import AnswerFormatError, Question, check
from lessons import load
from ui.notebook_errors import learner_message
from ui.play_table import not_now, not_open, offered_moves

SEEDS = 2  # deals per variant and table size compared; one random deal each for the refusals
_QUOTED = re.compile(r"\u201c[^\u201c\u201d]*\u201d")
_ASIDE = re.compile(r"\([^()]*\)")
_CUT = re.compile(r"(?<=[.?!])\s+|;\s+|\s\u2014\s")
_COLON = re.compile(r":(?=\s|$)")
_HYPHEN_AMOUNT = re.compile(r"(?<![\w\u2212-])-\d")


def sentences(text: str) -> list[str]:
    """``text`` cut into the sentences a colon is counted in (see the module's docstring).

    >>> sentences("you chose 9♣, but it is not allowed, because you must follow suit: you hold 10♦")
    ['you chose 9♣, but it is not allowed, because you must follow suit: you hold 10♦']
    >>> sentences("Not quite: check P1. The right answer: P0 +1; P1 \u22121.")
    ['Not quite: check P1.', 'The right answer: P0 +1', 'P1 \u22121.']
    >>> sentences("you left out pass: it is allowed (the dealer passed: you may pass)")
    ['the dealer passed: you may pass', 'you left out pass: it is allowed ']
    >>> sentences("the 2♣ was led: follow \u2014 Foster: \u201cA: b \u201cc: d\u201d\u201d")
    ['the 2♣ was led: follow', 'Foster: \u2026']
    """
    while _QUOTED.search(text):  # (a quote may quote words itself: the innermost first)
        text = _QUOTED.sub("\u2026", text)
    asides: list[str] = []
    while (m := _ASIDE.search(text)) is not None:  # the innermost first
        asides.append(m.group()[1:-1])
        text = text[: m.start()] + text[m.end() :]
    return [x for part in (*asides, text) for x in _CUT.split(part) if x.strip()]


def two_colons(text: str) -> list[str]:
    return [x for x in sentences(text) if len(_COLON.findall(x)) > 1]


def _deal_points(game: Game[Any]) -> Iterator[Any]:
    """The decision points of seeded random deals: every variant, every table size (a deal
    each, its seed the table's size, so each size is a different deal)."""
    for variant in game.variants:
        for players in game.player_counts(game.make_opts(variant)):
            s = game.new_deal(players=players, dealer=players - 1, seed=players, variant=variant)
            rng = random.Random(players)
            while not game.is_over(s):
                yield s
                s = game.apply(s, rng.choice(game.legal_actions(s)))


def _refusal_words(game: Game[Any]) -> Iterator[str]:
    for s in _deal_points(game):
        seat = game.current_player(s)
        assert seat is not None
        legal = game.legal_actions(s)
        refused = list(game.refusals(s))
        for c in range(52):  # each card held that may not be played
            if s.hands[seat] >> c & 1:
                card = Action.parse(f"play {CARDS[c]}")
                if card not in legal:
                    refused += game.explain(s, card)
        for word in game.declaration_words:  # each move not allowed now, on offer or not
            move = game.word_action(word)
            if move not in legal:
                refused += game.explain(s, move)
        for r in refused:
            yield r.reason
            yield r.reason_of(seat)
            yield learner_message(IllegalAction([r])) or ""  # a notebook cell's move refused
        # the moves beside a card as Play and the notebooks' play box say them
        view = game.view(s, seat)
        yield from not_now(game, view, offered_moves(game, view, legal))
        yield from not_open(
            game, s, [r for r in game.offered_refusals(s) if r.action.kind != "play"]
        )


def _compare_words(game: Game[Any]) -> Iterator[str]:
    for pair in variant_pairs(game):
        for players in game.player_counts(game.make_opts(pair[1])):
            for seed in range(SEEDS):
                try:
                    parting = compare(game, players=players, seed=seed, variants=pair).parting
                except ValueError:  # a reading not played at this table size
                    continue
                if parting is not None:
                    yield from parting.text
                    if parting.seat is not None:  # told to the seat it is about
                        yield from (x.text(parting.seat) for x in parting.said)


def _wrong_answers(q: Question) -> list[Any]:
    """Wrong answers of the question's form: none ticked, one choice too many, one left out;
    every other player; each amount one off; a number one off; the other of yes and no."""
    right = q.solve()
    if q.form in ("cards", "words"):
        choices = [str(c) if q.form == "cards" else str(c).lower() for c in q.choices()]
        had = {str(c) if q.form == "cards" else str(c).lower() for c in right}
        sets = [set(), *({*had, c} for c in choices if c not in had), *(had - {c} for c in had)]
        return [sorted(x) for x in sets if x != had]
    if q.form == "seat":
        return [f"P{p}" for p, _ in q.shown_trick() if p != right]
    if q.form == "amounts":
        return [{**right, k: right[k] + 1} for k in right]
    if q.form == "number":
        return [right + 1, right - 1]
    return [not right]


def _quiz_words(game: Game[Any]) -> Iterator[str]:
    for q in load(game.id).quiz:
        for answer in _wrong_answers(q):
            try:
                fb = check(q, answer)
            except AnswerFormatError:  # a number out of the question's range
                continue
            yield fb.message
            yield from fb.explanation


SOURCES = {"refusals": _refusal_words, "compare": _compare_words, "quiz": _quiz_words}


def test_one_colon_a_sentence() -> None:
    """Every sentence of every source, every game: at most one colon. The failures are listed
    by source and game, each sentence once."""
    failures: dict[tuple[str, str], set[str]] = defaultdict(set)
    seen: dict[str, int] = defaultdict(int)
    for game in REGISTRY:
        for source, words in SOURCES.items():
            for text in set(words(game)):
                seen[source] += 1
                failures[(source, game.id)].update(two_colons(text))
    assert min(seen.values()) > 100, seen  # each source said something
    listed = "\n".join(
        f"{source} / {gid} ({len(said)}):\n" + "\n".join(f"    {x}" for x in sorted(said)[:4])
        for (source, gid), said in sorted(failures.items())
        if said
    )
    assert not listed, "two colons in one sentence:\n" + listed


def test_quiz_amounts_written_with_the_minus_sign() -> None:
    """A settlement answer's payment is written "−5", as the settlement tables write it
    (ui.tables.with_minus_signs), never "-5" with a hyphen: every curated amounts question of
    every game, its answer and a wrong answer's verdict."""
    hyphens: list[str] = []
    paid = 0
    for game in REGISTRY:
        for q in load(game.id).quiz:
            if q.form != "amounts":
                continue
            fb = check(q, _wrong_answers(q)[0])
            for text in (fb.answer_text, fb.message, *fb.explanation):
                hyphens += [text] if _HYPHEN_AMOUNT.search(text) else []
            paid += "\u2212" in fb.answer_text
    assert hyphens == []
    assert paid > 10, paid  # payments were said
