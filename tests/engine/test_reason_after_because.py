"""Every refusal's reason reads as a reason after "because", never as an order.

Since 80d9b104 a refusal is said "X is not allowed, because <reason>" (the Quiz, Play, Learn,
Compare), where <reason> is the engine's :attr:`engine.refusal.Refusal.reason`. A reason
written to stand alone as an order reads wrongly there: "because the Q♠ was led: follow with
9♠ or trump" (730ff87d), "because against a lone player, taking the widow means defending the
pool: defend the pool instead" (Loo), "because the 2 of trumps was led; lead a trump — you
hold ..." (Bierspiel), "because the A♦ was led and you hold Pam: Pam must pass the trick, play
9♦" (Five-card Loo). A reason states a fact, then what it allows or demands: "you must ...",
"you may ...", "he must ..." (said of another seat).

The check, over every registered game and variant (the engine registry, so a game added later
is held to it too): the refusals at the decision points of a few seeded random deals at every
table size (those of :mod:`test_one_colon_a_sentence`, a few seeds more) and at the position of
every curated Quiz question and Learn step (a Loo dealer after a lone widow-taker, a Pam holder
under the trump ace: places a random deal seldom reaches); each refusal of
:meth:`Game.refusals`, of each card held that is not legal and of each declaration word not
allowed, as told to the player and as said of him (:meth:`Refusal.reason_of`, "P2 must ...").
Each reason is cut into sentences as that test cuts them
(:func:`test_one_colon_a_sentence.sentences`: quoted words left out, an aside its own), and each
sentence into clauses at a colon, semicolon or comma and at a spaced dash. A clause fails when,
past a leading "so", "then", "but", "first" or "instead", it begins with a bare verb of command
(:data:`COMMANDS`, built from what the games said: "play a card", "say how many cards you
exchange", "lead a trump", "pass or bid", "meld KH or QH", "defend the pool instead", "stand or
pass", "Pam must pass the trick, play 9♦", "first discard ..."). A clause opening "or" or "and"
goes on with the verb before it ("you must take up the trump card, discarding a card in its
place, or keep your hand") and is not checked; a noun that looks like a verb ("trumps are ...",
"the lead") does not begin with the bare word.
"""

from __future__ import annotations

import random
import re
from collections import defaultdict
from collections.abc import Iterator
from typing import Any

from test_one_colon_a_sentence import sentences

import engine.games  # noqa: F401  (registers the games)
from engine.cards import CARDS
from engine.game import REGISTRY, Action, Game
from engine.refusal import Refusal
from lessons import load

SEEDS = 3  # random deals per variant and table size
COMMANDS = frozenset(
    [
        "play",
        "follow",
        "defend",
        "lead",
        "trump",
        "say",
        "head",
        "pass",
        "exchange",
        "discard",
        "meld",
        "bid",
        "take",
        "stand",
        "rob",
        "name",
        "declare",
        "claim",
        "jink",
        "keep",
        "put",
        "throw",
        "renege",
        "show",
        "draw",
        "close",
        "give",
        "choose",
        "ask",
        "wait",
        "call",
    ]
)
"""The bare verbs a refusal's clause may not begin with: each an order to the player."""
_LEADING = frozenset(
    ["so", "then", "but", "first", "instead"]
)  # ("or ...", "and ...": a continuation)
_CLAUSE = re.compile(r"[:;,]\s|\s\u2014\s")


def orders(reason: str) -> list[str]:
    """The clauses of ``reason`` that begin with a bare verb of command.

    >>> orders("the Q♠ was led and you hold 9♠: you may follow suit or trump")
    []
    >>> orders("taking the widow means defending the pool: defend the pool instead")
    ['defend the pool instead']
    >>> orders("first the bidding: pass or bid")
    ['pass or bid']
    >>> orders("the 2♦ was led; lead a trump \u2014 you hold 9♦")
    ['lead a trump']
    >>> orders("trumps are already clubs, so a trump must be led")
    []
    """
    found = []
    for sentence in sentences(reason):
        for clause in _CLAUSE.split(sentence):
            words = clause.split()
            while words and words[0].lower() in _LEADING:
                words = words[1:]
            if words and words[0].lower() in COMMANDS:
                found.append(clause.strip())
    return found


def _positions(game: Game[Any]) -> Iterator[Any]:
    """Decision points of seeded random deals (every variant, table size and seed) and the
    positions of the game's curated Quiz questions."""
    for variant in game.variants:
        for players in game.player_counts(game.make_opts(variant)):
            for seed in range(SEEDS):
                s = game.new_deal(players=players, dealer=players - 1, seed=seed, variant=variant)
                rng = random.Random(seed)
                while not game.is_over(s):
                    yield s
                    s = game.apply(s, rng.choice(game.legal_actions(s)))
    lesson = load(game.id)
    for state in (
        *(q.state for q in lesson.quiz),
        *(step.scenario.state for step in lesson.steps if step.scenario is not None),
    ):
        if not game.is_over(state) and game.current_player(state) is not None:
            yield state


_PLAYS = tuple(Action.parse(f"play {card}") for card in CARDS)
"""The 52 moves "play <card>", by card index: parsed once, not at each position for each card."""


def _refusals(game: Game[Any]) -> Iterator[tuple[Refusal, int]]:
    for s in _positions(game):
        seat = game.current_player(s)
        assert seat is not None
        legal = game.legal_actions(s)
        yield from ((r, seat) for r in game.refusals(s))
        for c, card in enumerate(_PLAYS):  # each card held that may not be played
            if s.hands[seat] >> c & 1 and card not in legal:
                yield from ((r, seat) for r in game.explain(s, card))
        # each move not allowed now: a word no legal action says (a words question's test,
        # Game.action_word: Spoil Five's "play" is allowed wherever some card may be played)
        said = {game.action_word(a) for a in legal}
        for word in game.declaration_words:
            if word not in said:
                yield from ((r, seat) for r in game.explain(s, game.word_action(word)))


def test_no_reason_is_an_order() -> None:
    """Every reason of every game, told to the player and said of him: no clause an order.
    Failures are listed by game and rule, each clause once with one reason it is from."""
    failures: dict[tuple[str, str], dict[str, str]] = defaultdict(dict)
    told = 0
    for game in REGISTRY:
        for r, seat in _refusals(game):
            for reason in {r.reason, r.reason_of(seat)}:
                told += 1
                for clause in orders(reason):
                    failures[(game.id, r.rule.id)].setdefault(clause, reason)
    assert told > 10_000, told  # the games said something
    listed = "\n".join(
        f"{gid} / {rule}:\n" + "\n".join(f"    {c!r} in {why!r}" for c, why in said.items())
        for (gid, rule), said in sorted(failures.items())
    )
    assert not listed, "an order after 'because':\n" + listed
