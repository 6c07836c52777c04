"""Quiz questions: a scenario plus a question kind, answered and checked by the engine.

Kinds:

* ``legal_cards``  — which cards may the player to move play? (choose all)
* ``trick_winner`` — who wins the trick just completed?
* ``settlement``   — what does each player receive or pay (net), and what is in the next pool?
* ``declare``      — which declarations may the player to move make? (stand / widow / pass /
  defend: "may you take the widow?", "must you, the dealer, play or defend?"; Napoleon's bids,
  and the suits its highest bidder may name trumps)
* ``bid_estimate`` — what would you bid with this hand? Judged by the game's ``bid_check``
  against its own estimate, within a documented tolerance (no single right bid)
* ``still_in``     — who is still in the game after the trick just finished? (choose all the
  players; for games whose ``still_in`` says who drops out, e.g. Linger Longer)
* ``trump_taken``, ``plays_on`` — who takes the turned-up trump, does play go on: what follows
  the trick just finished (:mod:`engine.quiz_after`)

The answer is always computed by the engine; a curated question may carry ``expect`` (the
author's own statement of the answer), which the tests compare with the engine's.
:func:`practice` makes endless questions from seeded random deals; :mod:`engine.quiz_words`
words the feedback (the answer, its reasons, the Learn page's line of what may be played).
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

import engine.games  # noqa: F401  (registers the games)
from engine import quiz_after, quiz_numbers
from engine.cards import CARDS, Card, CardParseError, listed
from engine.game import REGISTRY, DealError, Game
from engine.ledger import POOL, format_counters
from engine.legal_line import legal_words as legal_words
from engine.quiz_cited import rules_cited
from engine.quiz_evidence import judgeable
from engine.quiz_numbers import AnswerFormatError as AnswerFormatError  # (kept importable here)
from engine.quiz_numbers import amount_examples, parse_amount, parse_whole
from engine.quiz_playout import decision_points
from engine.quiz_words import NEUTRAL_TURN as NEUTRAL_TURN  # (the picture's turn words)
from engine.quiz_words import PLAYS as PLAYS  # the feedback's words, kept importable from here
from engine.quiz_words import answer_text as answer_text
from engine.quiz_words import explanation as explanation
from engine.quiz_words import (
    explanation_judged,
    in_seat_order,
    move_names,
    settled_reasons,
    settlement_asked,
)
from engine.quiz_words import won_with as won_with
from engine.quiz_words import words_for as words_for
from engine.rules import Rule
from engine.scenario import Scenario, seat_name
from engine.sentence import Chose, Move, Sentence

KINDS = (
    "legal_cards",
    "trick_winner",
    "settlement",
    "declare",
    "may_act",
    "card_points",
    "should_claim",
    "game_points",
    "bid_estimate",
    "still_in",
    *quiz_after.FORMS,
)

# What a learner's answer looks like, per kind: front ends draw inputs by *form*, not by kind.
#   cards: a set of cards · seat: one player · amounts: a number per account · words: a set of
#   action words · number: one whole number · yesno: true/false
FORMS = {
    "legal_cards": "cards",
    "trick_winner": "seat",
    "settlement": "amounts",
    "game_points": "amounts",
    "declare": "words",
    "may_act": "words",
    "card_points": "number",
    "should_claim": "yesno",
    "bid_estimate": "number",
    "still_in": "words",
    **quiz_after.FORMS,
}

# Kinds asked about the trick just finished: the picture shows that trick before it is judged
# (the game UI's ``unjudged``), so neither its winner nor what followed from it is drawn.
JUDGED_KINDS = ("trick_winner", "still_in", *quiz_after.FORMS)

# Kinds that ask what the player to move may or should do: the learner takes that seat, so the
# prompt says "You are P2. ... may you play?" and the picture names him "P2 (you)".
MOVER_KINDS = ("legal_cards", "declare", "may_act", "should_claim", "bid_estimate")


# Kinds whose generated questions may be aimed at a rule (:func:`practice`'s ``about``): not a
# bid estimate, whose rules are the same at every position (the bid made or failed) and whose
# every position checked costs a Monte-Carlo estimate (58 ms: a Napoleon deal never citing the
# rule took 8 s).
AIMED_KINDS = tuple(k for k in KINDS if k != "bid_estimate")
AIM_MORE = 8  # playouts an aimed question looks on for a richer position citing its rule
AIM_AHEAD = 30  # after as many playouts meeting none, an aimed choose-all question looks ahead
# The share of generated which-cards questions that ask about a card played to a trick where
# every card in hand is free, and a rule says so; the rest refuse a card. Every game's seed
# teaches such a freedom (Spoil Five's and Forty-Five's "others may follow or trump as they
# please", Sixty-Six's "before the stock is exhausted ... you may play any card", Napoleon's and
# Linger Longer's "Otherwise, he may lead or play what he pleases", the Loo family's discard
# when void), but a question on it teaches one rule where a refused card teaches the duty the
# learner must keep: one in four. Without this, level 1 took the first position of the deal,
# the opening lead, where every card is free and (Spoil Five, Forty-Five) no rule is cited.
FREE_SHARE = 0.25


def kinds_for(game: Game[Any]) -> tuple[str, ...]:
    """The question kinds a game supports (its declared ``quiz_kinds``)."""
    return game.quiz_kinds


def lesson_kinds_for(game: Game[Any]) -> tuple[str, ...]:
    """The kinds a lesson's own questions may ask: :func:`kinds_for`'s and the game's
    ``lesson_kinds``, which no generated question asks (Spoil Five's robbing)."""
    return game.quiz_kinds + tuple(k for k in game.lesson_kinds if k not in game.quiz_kinds)


@dataclass
class Question:
    id: str
    kind: str
    prompt: str
    scenario: Scenario
    expect: Any = None
    step: str | None = None
    about: int | None = None  # the player a card_points question asks about

    @property
    def form(self) -> str:
        return FORMS[self.kind]

    @property
    def game(self) -> Any:
        return self.scenario.game

    @property
    def state(self) -> Any:
        return self.scenario.state

    @property
    def seat(self) -> int | None:
        """The player the question is about (the one to move), if any."""
        if self.about is not None:
            return self.about
        p = self.game.current_player(self.state)
        return None if p is None or p < 0 else int(p)

    def shown_trick(self) -> tuple[tuple[int, int], ...]:
        """The trick to draw: the one just completed for ``trick_winner``, else the current."""
        s = self.state
        if self.kind in JUDGED_KINDS and s.history:
            return tuple(s.history[-1][0])
        return tuple(s.trick)

    def solve(self) -> Any:
        """The engine's answer, in the same shape :func:`parse_response` produces."""
        g, s = self.game, self.state
        if self.kind == "legal_cards":
            return frozenset(
                a.card for a in g.legal_actions(s) if a.card is not None and a.kind in PLAYS
            )
        if self.kind == "still_in":
            return frozenset(seat_name(p) for p in g.still_in(s)[0])
        if self.kind in quiz_after.FORMS:
            return quiz_after.answer(self)
        if self.form == "words":
            words = self.choices()
            return frozenset(
                g.action_word(a) for a in g.legal_actions(s) if g.action_word(a) in words
            )
        if self.kind == "trick_winner":
            return int(s.history[-1][1])
        if self.form == "amounts":
            return settlement_answer(self)
        if self.kind == "card_points":
            return int(g.pile_points(s, self._about())[0])
        if self.kind == "should_claim":
            return bool(g.claim_check(s)[0])
        if self.kind == "bid_estimate":
            return int(g.bid_check(s, None)[1])
        raise ValueError(f"unknown question kind {self.kind!r}")  # pragma: no cover

    def _about(self) -> int:
        seat = self.seat
        if seat is None:
            raise ValueError(f"question {self.id}: say which player it is about")
        return seat

    def choices(self) -> list[Any]:
        """What a learner picks from: cards in hand, players in the trick, declarations."""
        s = self.state
        if self.kind == "legal_cards":
            return list(_cards(s.hands[s.to_move]))
        if self.form == "seat":  # who won the trick, who took the trump: one of its players
            return [p for p, _ in self.shown_trick()]
        if self.kind == "still_in":  # the players who played to the trick
            return [seat_name(p) for p, _ in sorted(self.shown_trick())]
        if self.form == "words":  # the declarations of this point of the deal
            return list(self.game.declarations_at(s))
        if self.form == "amounts":
            return list(settlement_answer(self))
        if self.form == "yesno":
            return [True, False]
        return []

    def check(self, raw: Any, names: Mapping[str, str] | None = None) -> Feedback:
        return check(self, raw, names)


@dataclass
class Feedback:
    correct: bool
    message: str
    answer_text: str
    explanation: list[str] = field(default_factory=list)
    rules: list[Rule] = field(default_factory=list)
    marked: frozenset[int] = frozenset()
    given: Any = None  # the learner's answer, read (cards ticked, words ticked, ...)
    right: Any = None  # the engine's answer
    settled: tuple[str, ...] = ()
    """The settlement's own sentences the reasons say, each once before its amounts (a
    transfer's reason, a note: :func:`engine.quiz_words.settled_reasons`): how the deal ended,
    which a picture drawn above the reasons need not say again as its caption."""
    said: tuple[Sentence, ...] = ()
    """The reasons as sentences (:func:`engine.quiz_words.explanation_said`), each move they
    name as a move a part of them (:class:`engine.sentence.Move`): ``explanation`` is each
    said in the engine's words (or the boxes' words :func:`check` was given), and a page says
    those moves as its buttons do, the rules' prose unchanged."""
    verdict: Sentence = Sentence(())
    """``message`` as a sentence, built from its pieces (``message`` is its plain text): a
    words question's answer names its choices as moves ("Not quite. The right answer: stand
    and widow."), so a page says them as its boxes do."""
    missed: list[Rule] = field(default_factory=list)
    """Of :attr:`rules`, those behind what a wrong answer got wrong, worked out by :func:`check`
    with the reasons (:func:`engine.quiz_words.missed_rules`, by kind: a card ticked that a
    rule refuses, that rule, not every rule the reasons cite); empty for a right answer. The
    evidence of a lapse (:mod:`ui.mastery`): a Forty-Five learner who missed only the privilege
    of the best trumps had "robbing is optional", cited beside it, scheduled as missed too."""
    kept: list[Rule] = field(default_factory=list)
    """Of :attr:`rules`, those the answer shows the learner got right: for a right answer every
    one some answer to the question could show known or not
    (:func:`engine.quiz_evidence.judgeable`, as Review chooses a question for a rule: a rule
    cited that no answer keeps or misses is shown by none, a right one no more than a wrong
    one); for a wrong one, a rule behind a part he got right because of it (a card it refuses
    left out while he ticked one it leaves open, an amount it settles given right:
    :func:`engine.quiz_evidence.choices_kept`). A rule in neither decides the right answer, but
    this answer shows nothing of it: a learner who ticked only an off-suit card showed nothing
    of heading. :mod:`ui.mastery` records *Good* on these alone, *Again* on :attr:`missed`."""
    names: Mapping[str, str] = field(default_factory=dict)
    """The words the reasons name a words question's choices by (:func:`check`'s ``names``,
    the boxes' words "“Let it lie”"); empty where they are the engine's ("decline")."""

    @property
    def chose(self) -> tuple[Sentence, ...]:
        """The lines of :attr:`said` about choices ticked that the rules forbid ("you chose
        close, but it is not allowed, because ..."), told by their part
        (:class:`engine.sentence.Chose`), not by their words: a Learn task's wrong try says
        these, as the others name the answer (what was left out, the reasons of the choices
        not ticked)."""
        return tuple(x for x in self.said if any(isinstance(p, Chose) for p in x.parts))


def _cards(mask: int) -> list[Card]:
    return [CARDS[i] for i in range(52) if (mask >> i) & 1]


# ---- reading a learner's answer ---------------------------------------------------------------
def parse_response(q: Question, raw: Any, names: Mapping[str, str] | None = None) -> Any:
    """Read a response of the question's kind; raise :class:`AnswerFormatError` if unreadable.

    ``names``: a words question's choices as the learner's boxes say them (:func:`check`'s),
    so that a choice typed as shown is read (:func:`typed_words`)."""
    if q.kind == "legal_cards":
        items = raw.replace(",", " ").split() if isinstance(raw, str) else list(raw or [])
        out = set()
        for it in items:
            if isinstance(it, int) and not isinstance(it, bool) and 0 <= it < 52:
                out.add(CARDS[it])
                continue
            try:
                out.add(Card.parse(str(it)))
            except CardParseError:
                raise AnswerFormatError(
                    f"{it!r} is not a card (write cards such as QS, 10H)"
                ) from None
        return frozenset(out)
    if q.form == "words":  # typed in one line, or a list of them (each a choice or more)
        items = [raw] if isinstance(raw, str) else list(raw or [])
        choices = [str(c) for c in q.choices()]
        return frozenset(w for it in items for w in typed_words(str(it), choices, names or {}))
    if q.form == "seat":
        s = str(raw).strip().upper().removeprefix("P")
        if not s.isdigit() or not 0 <= int(s) < q.state.n:
            raise AnswerFormatError(f"{raw!r} is not a player (answer P0..P{q.state.n - 1})")
        return int(s)
    if q.form == "amounts":
        if not isinstance(raw, dict):
            raise AnswerFormatError(
                "give an amount for every player"
                + (" and the next pool" if q.kind == "settlement" else "")
            )
        out_s: dict[str, Fraction] = {}
        # every number is read by one rule (engine.quiz_numbers), refused naming its field
        units = q.game.units_per_counter if q.kind == "settlement" else 1
        how = amount_format(q) if q.kind == "settlement" else "a whole number, 0 for none"
        for key in settlement_answer(q):
            v = raw.get(key, raw.get(key.lower()))
            if v is None or (isinstance(v, str) and not v.strip()):
                what = "the next pool" if key == POOL else key
                raise AnswerFormatError(f"missing an amount for {what}")
            field = next_pool_label(q) if key == POOL else key  # as the page labels it
            out_s[key] = parse_amount(v, field, units, how)
        return out_s
    if q.form == "number":  # the range and the example are the question's (Game.number_range)
        low, high, how = q.game.number_range(q.kind)
        word = q.game.number_words.get(str(raw).strip().lower())
        if word is not None and not isinstance(raw, bool):
            return word
        return parse_whole(raw, low, high, how)
    if q.form == "yesno":
        if isinstance(raw, bool):
            return raw
        t = str(raw).strip().lower()
        if t in ("yes", "y", "true", "claim"):
            return True
        if t in ("no", "n", "false", "play on"):
            return False
        raise AnswerFormatError(f"{raw!r}: answer yes or no")
    raise AnswerFormatError(f"unknown question kind {q.kind!r}")  # pragma: no cover


# A words answer typed in one line: its choices parted by commas, "and" and the like
# (:func:`typed_words`), each said as its box says it or as the engine writes it
TYPED_APART = frozenset({",", ";", "&", "+", "/", "and"})
_TOKEN = re.compile(r"[,;&+/():]|[\u2663\u2666\u2665\u2660]|[^\s,;&+/():\u2663\u2666\u2665\u2660]+")
_QUOTES = str.maketrans("", "", "\u201c\u201d\u2018\u2019\"'`")
_SUIT_SIGNS = frozenset("\u2663\u2666\u2665\u2660")


def _tokens(text: str) -> list[tuple[str, str]]:
    """``text`` in tokens, each as typed and as read: lower case, quotes and a closing full
    stop dropped; a separator, a bracket, a colon and a suit sign each a token of its own."""
    out = []
    for m in _TOKEN.finditer(text):
        read = m.group().translate(_QUOTES).lower().rstrip(".!?")
        if read:
            out.append((m.group(), read))
    return out


def typed_words(typed: str, choices: list[str], names: Mapping[str, str]) -> list[str]:
    """The choices of a words question in ``typed``, as :func:`parse_response` reads a line a
    learner wrote: each choice as its box says it (``names``: "Let it lie", 'Say "Auf"',
    "Clubs ♣" or "Clubs") or as the engine writes it ("decline"), in any case and spacing,
    several parted by commas, "and", "&", ";" or spaces alone ("stand widow"). Where the two
    forms meet, the box's wins: it is what the learner was shown. A part that is neither is
    refused, quoted as typed, with the choices listed as the learner sees them.

    >>> typed_words("Rob and let it LIE", ["rob", "decline"], {"decline": "“Let it lie”"})
    ['rob', 'decline']
    >>> typed_words("rob, let it be", ["rob", "decline"], {"rob": "“Rob”", "decline": "“Let it lie”"})
    Traceback (most recent call last):
    ...
    engine.quiz_numbers.AnswerFormatError: 'let it be' is not one of the choices (“Rob” or “Let it lie”)
    """
    said: dict[tuple[str, ...], str] = {}
    for forms in ({w: w for w in choices}, {w: names[w] for w in choices if w in names}):
        for w, text in forms.items():
            read = tuple(r for _, r in _tokens(text))
            bare = tuple(r for r in read if r not in _SUIT_SIGNS)  # "Clubs ♣" typed "clubs"
            said.update({x: w for x in (read, bare) if x})
    longest = max(map(len, said), default=1)
    tokens = _tokens(typed)
    out: list[str] = []
    i = 0
    while i < len(tokens):
        reads = [r for _, r in tokens[i : i + longest]]
        n = next((n for n in range(len(reads), 0, -1) if tuple(reads[:n]) in said), 0)
        if n:
            out.append(said[tuple(reads[:n])])
        elif tokens[i][1] not in TYPED_APART:
            end = next((k for k in range(i, len(tokens)) if tokens[k][1] in TYPED_APART), None)
            part = " ".join(t for t, _ in tokens[i:end])
            shown = [names.get(w, w) for w in choices]
            raise AnswerFormatError(f"{part!r} is not one of the choices ({listed(shown, 'or')})")
        i += max(n, 1)
    return out


# ---- the engine's answers ---------------------------------------------------------------------
def settlement_answer(q: Question) -> dict[str, Fraction]:
    """Amounts by account name (the game's ``quiz_amounts``): counters, or game points."""
    return dict(q.game.quiz_amounts(q.state))


def next_pool_label(q: Question) -> str:
    """The next pool's answer field, saying when it is counted as the settlement question
    asks it (the game's own prompt: "before the next dealer's ante", "before the next deal's
    stakes"): the pool this deal leaves, not yet what the next deal puts in."""
    asked = q.game.practice_prompt("settlement", q.state, PROMPTS["settlement"])
    when = re.search(r"next pool,? (before [^?.]+)", asked)
    return f"next pool ({when.group(1)})" if when else "next pool"


def pool_words(q: Question) -> str:
    """What the next pool holds and why, from the engine's settlement: the pool of this deal,
    what was paid into it and what was taken out, e.g. "the next pool holds 9 red counters
    (before the next dealer's ante): this deal's pool of 3, + 9 paid in (P0 3, P1 3, P3 3),
    − 3 taken out (P2 2, P4 1)"."""
    g = q.game
    st = g.settlement(q.state)
    per = g.units_per_counter
    after = settlement_answer(q)[POOL]
    moves = in_seat_order(st.transfers if st else ())
    paid = [t for t in moves if t.payee == POOL and t.payer != POOL]
    taken = [t for t in moves if t.payer == POOL and t.payee != POOL]
    into = sum(t.amount for t in paid) - sum(t.amount for t in taken)
    left = int(after * per)  # in the game's units, as its settlement table writes them
    label = next_pool_label(q).removeprefix("next pool").strip()
    parts = [f"this deal's pool of {format_counters(left - into, per)}"]
    for sign, ts, how, names in (
        ("+", paid, "paid in", [t.payer for t in paid]),
        ("−", taken, "taken out", [t.payee for t in taken]),
    ):
        if ts:
            each = ", ".join(
                f"{who} {format_counters(t.amount, per)}" for who, t in zip(names, ts, strict=True)
            )
            total = format_counters(sum(t.amount for t in ts), per)
            parts.append(f"{sign} {total} {how} ({each})")
    return (
        f"the next pool holds {format_counters(left, per)} {g.amount_unit}"
        f"{' ' + label if label else ''}: {', '.join(parts)}"
    )


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


# what a wrong answer's verdict says before the answer, as a teacher says it (not "The
# engine's answer": the learner is taught the rules, not the program)
RIGHT_ANSWER = "The right answer:"


def check(q: Question, raw: Any, names: Mapping[str, str] | None = None) -> Feedback:
    """Compare a learner's response with the engine's answer and explain the rule.

    ``names``: how a front end's boxes name a words question's choices (:func:`explanation`'s),
    so that its reasons are worked out once, in the words the learner ticked."""
    given = parse_response(q, raw, names)
    right = q.solve()
    correct = given == right
    if q.kind == "bid_estimate":  # judged within the game's tolerance, not against one bid
        correct = bool(q.game.bid_check(q.state, given)[0])
    why, rules, missed, kept = explanation_judged(q, None if correct else given, names)
    if correct:  # right on what some answer could judge: what Review asks the question for
        kept = judgeable(q, rules)
    lines = [line.text(moves=move_names(names or {})) for line in why]
    marked: frozenset[int] = frozenset()
    if q.kind == "legal_cards":
        marked = frozenset(int(c) for c in given ^ right)
    elif q.kind in JUDGED_KINDS:  # the card that took the trick, marked on the table
        marked = frozenset({won_with(q)[1]})
    text = answer_text(q, right)
    # a words question's answer names its choices as moves, in the boxes' order (answer_text)
    moves = None
    if q.form == "words" and q.kind != "still_in" and right:
        moves = Sentence.listed(
            Move.of(q.game.word_action(w), w) for w in q.choices() if w in right
        )

    def told(before: str, after: str = ".") -> Sentence:
        """The verdict: the answer said between ``before`` and ``after``, its moves as parts."""
        return Sentence.of(before + text + after) if moves is None else before + moves + after

    if q.kind == "bid_estimate":  # several bids may be sound: say which one is best
        best = "call for this hand" if text == "pass" else "bid for this hand"
        verdict = told(f"{'A sound bid' if correct else 'Not a sound bid'}. The best {best}: ")
    elif correct:
        verdict = told("Right: ")
    elif q.kind == "settlement":
        wrong = [k for k in right if given.get(k) != right[k]]
        said = listed("the next pool" if k == POOL else k for k in wrong)  # "P1 and P3"
        pool = f" {capital(pool_words(q))}." if POOL in wrong else ""
        verdict = told(f"Not quite: check {said}. {RIGHT_ANSWER} ", "." + pool)
    elif q.kind == "trick_winner":  # the learner's pick named, with the card he played
        played = dict(q.shown_trick()).get(given)
        pick = seat_name(given) + (f" ({CARDS[played].pretty})" if played is not None else "")
        verdict = told(f"Not {pick}. {RIGHT_ANSWER} ")
    else:
        verdict = told(f"Not quite. {RIGHT_ANSWER} ")
    msg = verdict.text()
    settled = settled_reasons(q) if q.form == "amounts" else ()
    return Feedback(
        correct,
        msg,
        text,
        lines,
        rules,
        marked,
        given,
        right,
        settled,
        tuple(why),
        verdict,
        missed=missed,
        kept=kept,
        names=dict(names or {}),
    )


# ---- generated practice -----------------------------------------------------------------------
PROMPTS = {
    "legal_cards": "You are {p}. Which cards may you play? Choose all.",
    # the lessons' question ("What may you declare? Choose all.", Loo's, Rams', Rounce's ...)
    "declare": f"You are {{p}}, {NEUTRAL_TURN}. What may you declare? Choose all.",
    "trick_winner": "Who wins this trick?",
    "settlement": settlement_asked("win"),  # the Loo family's; each other game says its own
    # the picture marks the seat "to move" where it offers more than one kind of move (a meld,
    # a close or a claim, or a card: ui.quiz_picture.said_as_asked), and the prompt says the
    # same (Sixty-Six's read "to lead" and "to play" over it)
    "may_act": f"You are {{p}}, {NEUTRAL_TURN}. Which of these may you do now? Choose all.",
    "card_points": "How many card points has {p} taken in tricks so far?",
    "should_claim": f"You are {{p}}, {NEUTRAL_TURN}. Should you claim now?",
    "game_points": "The hand is over. How many game points does each player (or side) score?",
    "bid_estimate": f"You are {{p}}, {NEUTRAL_TURN}. What would you bid with this hand? Answer 0 "
    "to pass.",
    "still_in": "Who is still in the game after this trick? Choose all.",
    **quiz_after.PROMPTS,
}


def practice(
    game_id: str,
    seed: int,
    variant: str | None = None,
    kind: str | None = None,
    level: int = 1,
    about: str | None = None,
    **options: Any,
) -> Question:
    """A question from a seeded random deal. Higher ``level`` prefers positions with more duties
    in play (distinct rules refusing some action).

    ``about``: a rule id (the Review page's due rule). A position whose question cites it
    (:func:`cited`) is taken: the first of ``level`` or more, else the richest met by
    :data:`AIM_MORE` playouts after the first that met one (Spoil Five's "follow trumps" is
    cited where a trump led leaves every card free as well as where it refuses some); the moves
    lead to one where a move can (:func:`engine.quiz_playout.decision_points`). A deal meeting
    none in its 60 playouts gives the richest position met, not citing it.

    A level-1 which-cards question not aimed at a rule refuses a card in hand, or (drawn with
    :data:`FREE_SHARE`) asks about a card to a trick where every card is free by a rule it
    cites (:func:`_as_wanted`).

    A choose-all question wants more than one thing to choose from (:func:`_offers_choice`: a
    which-cards question on the last card in hand asks nothing): a position offering one is
    taken only where no playout offers another."""
    game: Any = REGISTRY.get(game_id)
    rng = random.Random(seed)
    kinds = kinds_for(game)
    kind = kind or rng.choice(kinds)
    if kind not in kinds:
        raise DealError(
            f"{game.name} has no {kind!r} questions (expected one of {listed(kinds, 'or')})"
        )
    if kind not in AIMED_KINDS:
        about = None
    # level 1 of a which-cards question: a card refused, or one in four every card free by a
    # rule; higher levels count the duties by the game's own measure (Spoil Five's privilege
    # frees every card at level 3)
    shaped = kind == "legal_cards" and level <= 1 and about is None
    free = shaped and rng.random() < FREE_SHARE
    best: Any = None
    # (cites ``about``, offers a choice, of the shape wanted, interest): citing it comes first
    best_rank = (False, False, False, -1)

    def enough(rank: tuple[bool, bool, bool, int]) -> bool:  # the shape puts a rule in play
        return rank[1] and rank[2] and (shaped or rank[3] >= level) and (about is None or rank[0])

    hit = -1  # the playout that first met a position citing ``about``
    seen: dict[int, tuple[Any, frozenset[str]]] = {}  # (a position kept, its id not reused)

    def asks(s: Any, before: int) -> bool:
        return _asks(game, s, kind, before)

    def cites(s: Any) -> frozenset[str]:  # cited() once a position: a playout looks ahead
        got = seen.get(id(s))
        if got is None or got[0] is not s:
            got = seen[id(s)] = (s, cited(game, s, kind))
        return got[1]

    opts = game.make_opts(variant, **options)
    lo = game.players_range(opts)[0]
    for attempt in range(60):
        drawn = max(rng.randint(game.min_players, min(game.max_players, 6)), lo)
        players = game.fit_players(opts, drawn)
        extra = game.practice_setup(rng, kind)
        state = game.new_deal(
            players=players,
            dealer=rng.randrange(players),
            seed=seed * 1000 + attempt,
            variant=variant,
            **extra,
            **options,
        )
        late = attempt >= AIM_AHEAD and FORMS[kind] in ("cards", "words")
        points = decision_points(game, state, rng, asks, about, cites, in_play=late)
        # each position with whether it offers a choice and has the shape wanted, each judged
        # once (a level-1 which-cards question: any position of the playout of that shape, not
        # only its first)
        marked: Iterable[tuple[Any, bool, bool]]
        if shaped:
            marked = [(p, _offers_choice(game, p, kind), _as_wanted(game, p, free)) for p in points]
            wanted = [m for m in marked if m[1] and m[2]]
            marked = [rng.choice(wanted)] if wanted else marked
        else:  # judged as the playout reaches them: it is played no further than the one taken
            marked = ((p, _offers_choice(game, p, kind), True) for p in points)
        for cand, offers, fits in marked:
            rank = (
                about is not None and about in cites(cand),
                offers,
                fits,
                _interest(game, cand, kind),
            )
            if rank > best_rank:
                best, best_rank = cand, rank
            if enough(rank):
                break
        if best_rank[0] and hit < 0:
            hit = attempt
        if enough(best_rank) or 0 <= hit <= attempt - AIM_MORE:
            break
    if best is None:
        raise ValueError(f"no {kind} position found for {game_id}")  # pragma: no cover
    scn = Scenario(game=game, state=best, source=f"practice #{seed}")
    who = game.current_player(best)
    prompt = PROMPTS[kind].format(p=seat_name(who) if who is not None and who >= 0 else "")
    prompt = game.practice_prompt(kind, best, prompt)
    qid = f"practice-{kind}-{seed}" + (f"@{about}" if about is not None else "")
    return Question(id=qid, kind=kind, prompt=prompt, scenario=scn)


def cited(game: Game[Any], state: Any, kind: str) -> frozenset[str]:
    """The ids of the rules a ``kind`` question on ``state`` cites (its explanation's, as
    :func:`check` gives them before any answer), worked out without their words
    (:func:`engine.quiz_cited.rules_cited`): a playout aimed at a rule asks it of every
    position it passes."""
    q = Question(id="", kind=kind, prompt="", scenario=Scenario(game=game, state=state, source=""))
    return frozenset(r.id for r in rules_cited(q))


def _asks(game: Game[Any], s: Any, kind: str, before: int) -> bool:
    """Whether a ``kind`` question may ask about ``s``; ``before``: the tricks finished before
    the move that led to it (a judged kind asks about the trick that move finished)."""
    if kind == "legal_cards" and s.phase == "play":
        return True
    if kind in ("declare", "bid_estimate") and s.phase == "declare":
        return True
    if kind == "declare" and s.phase != "play" and s.phase in game.phase_declarations:
        return True  # declaring of another kind: Napoleon's highest bidder naming trumps
    if s.phase == "play" and (
        kind == "should_claim"
        or (kind == "may_act" and not s.trick)  # the actions words name come at a lead
        or (kind == "card_points" and s.history)
    ):
        return True
    if kind in JUDGED_KINDS and len(s.history) > before:
        return True
    return kind in ("settlement", "game_points") and game.is_over(s)


def _offers_choice(game: Game[Any], s: Any, kind: str) -> bool:
    """Whether a question of ``kind`` on ``s`` gives more than one thing to choose from, where
    it says "Choose all": asked which cards he may play with one card left, the learner has
    nothing to decide and nothing to learn (the last trick: 18 of 100 of Forty-Five's level-1
    which-cards questions asked it, Linger Longer's 12, Spoil Five's and Sixty-Six's 5)."""
    if FORMS[kind] not in ("cards", "words"):
        return True
    if kind == "legal_cards":  # the cards in hand (:meth:`Question.choices`), counted fast
        return int(s.hands[s.to_move]).bit_count() > 1
    q = Question(id="", kind=kind, prompt="", scenario=Scenario(game=game, state=s, source=""))
    return len(q.choices()) > 1


def _as_wanted(game: Game[Any], s: Any, free: bool) -> bool:
    """Whether a position has the shape a level-1 which-cards question wants: a card in hand
    refused; or, when ``free``, a card to a trick with every card in hand free and the rule
    that frees them cited (a lead is free in every game, and Spoil Five's cites no rule), where
    no other move puts a card of the hand out first: a Spoil Five ace-holder who may rob (``rob
    7D``) heard first that robbing is optional, the rule the question then cited before the one
    that frees his cards (Sixty-Six's claim, naming no card, leaves the question as it is)."""
    acts = game.legal_actions(s)
    legal = frozenset(a.card for a in acts if a.kind in PLAYS)
    refused = any(c not in legal for c in _cards(s.hands[s.to_move]))
    if not free:
        return refused
    swaps = any(a.kind not in PLAYS and a.named_cards for a in acts)
    return not refused and not swaps and bool(s.trick) and bool(cited(game, s, "legal_cards"))


def _interest(game: Game[Any], s: Any, kind: str) -> int:
    """How many duties a position puts in play (the game may judge its own kinds)."""
    own = game.practice_interest(kind, s)
    if own is not None:
        return own
    if kind in ("legal_cards", "declare") or FORMS[kind] == "words":
        return len({r.rule.id for r in game.kept_refusals(s)})
    if kind == "trick_winner":
        plays, winner = s.history[-1]
        return 1 + int(winner != plays[0][0])  # the lead did not hold
    st = game.settlement(s)
    return len({t.rule for t in st.transfers}) if st else 0


# ---- how the answer is asked for --------------------------------------------------------------
def amount_hint(q: Question, deal: str = "deal") -> str:
    """How to write an amounts answer, in the game's own unit (Loo's thirds only where a
    counter splits) and its word for a deal (``deal``: the UI adapter's, "hand" in Sixty-Six;
    Forty-Five's deal is a deal, seed 002's word)."""
    g = q.game
    if q.kind == "game_points":  # the scorers as the answer's fields name them: P0+P2 a side
        who = "side" if any("+" in name for name in q.solve()) else "player"
        return (
            f"Write the {g.amount_unit} each {who} scores this {deal}: a whole number, 0 for none."
        )
    # plain words, as both front ends say them: backticks here were drawn as code type on the
    # Quiz page and stripped again by the page and the notebooks' quiz box
    shown = amount_examples(g.units_per_counter, *g.amount_examples)
    eg = ", ".join(shown) if len(shown) == 2 else listed(shown, "or")  # (Loo: "... or 4/3")
    return f"Write each amount in {g.amount_unit}: {g.amount_signs} (e.g. {eg})."


def amount_format(q: Question) -> str:
    """What to type for an amount of a settlement question, as its refusal says it (by the one
    rule of :mod:`engine.quiz_numbers`, with the game's own examples)."""
    g = q.game
    return quiz_numbers.amount_format(g.units_per_counter, *g.amount_examples)
