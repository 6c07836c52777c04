"""Spoil Five's and Forty-Five's "who wins this trick?" feedback says why the winner beats the
next best card, by the card order the two games share (learner walk at 1400 px, 2026-12-02:
/?game=spoil_five&question=q_wins_diamonds, answered A♦, said only "A♥ is the highest trump
(♦) in the trick": nothing on why the A♥ outranks the ace of trumps, nor, in q_wins_clubs, why
the 2♣ beats the 9♣ and 10♣; Forty-Five's q_ace_of_hearts and q_black_low the same until it
shared Spoil Five's words). The words come from the ranking layer (engine/ranking.py
Ranking.explain), not typed in here. They are a clause, as the rest of the line: Play's trick
story ends each line with a full stop, and read "... 9♣ 10♣.." while the ranking's own full
stop was kept."""

from __future__ import annotations

import pytest

from engine.games.spoil_five import rank_of
from engine.quiz import Question, practice
from engine.quiz_words import explanation
from lessons import load

GAMES = ("spoil_five", "forty_five")
QUESTIONS = [q for g in GAMES for q in load(g).quiz if q.kind == "trick_winner"]
# Forty-Five's generated questions too: its lesson holds only two
PRACTICE = [practice("forty_five", seed, kind="trick_winner") for seed in range(12)]


def why_of(q: Question) -> str:
    """The Why a wrong seat's answer gets."""
    s = q.state
    return " ".join(explanation(q, (s.history[-1][1] + 1) % s.n)[0])


@pytest.mark.parametrize("q", QUESTIONS + PRACTICE, ids=lambda q: f"{q.scenario.game.id}-{q.id}")
def test_the_why_names_the_card_beaten_and_the_order(q: Question) -> None:
    s = q.state
    plays, winner = s.history[-1]
    r = rank_of(s.trump)
    led = int(r.follows[plays[0][1]])
    card = next(c for p, c in plays if p == winner)
    rivals = [c for p, c in plays if p != winner and r.power(c, led) >= 0]
    why = why_of(q)
    if not rivals:  # nothing else could have won: the one sentence
        assert " beats " not in why
        return
    rival = max(rivals, key=lambda c: r.power(c, led))
    assert r.explain(card, rival, led).removesuffix(".") in why
    assert not why.endswith("."), why  # a clause: Play's trick story ends it ("10♣..")
    if r.is_trump(card) == r.is_trump(rival):  # the order decides (else: a trump beats it)
        order = r.trump_order if r.is_trump(card) else r.suit_order[led]
        assert " ".join(c.pretty for c in order) in why


@pytest.mark.parametrize(
    ("game_id", "qid", "said"),
    [
        ("spoil_five", "q_wins_diamonds", ("A♥ beats A♦", "5♦ J♦ A♥ A♦ K♦")),
        ("forty_five", "q_ace_of_hearts", ("A♥ beats A♠", "5♠ J♠ A♥ A♠ K♠")),
        ("forty_five", "q_black_low", ("2♣ beats 10♣", "K♣ Q♣ J♣ A♣ 2♣ 3♣")),
    ],
)
def test_the_ace_of_hearts_and_the_low_black_are_said(
    game_id: str, qid: str, said: tuple[str, ...]
) -> None:
    q = next(q for q in load(game_id).quiz if q.id == qid)
    why = why_of(q)
    assert all(words in why for words in said), why
