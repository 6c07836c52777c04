"""What is refused, then why, in one clause with one colon; a ground shared by moves said once.

Learner look (look10). The Compare page told a refusal "A♠, 10♠ and K♠ refused: P1 has no card
of the suit led and must trump: he holds 10♣ and Q♣" (Sixty-Six; Loo's, Five-card Loo's, Rams',
Spoil Five's and Napoleon's partings alike, and notebooks 01, 02, 04, 05, 07, 10 and 11 print
them): the refusal's reason has a colon of its own (the rule, then what makes it bite), and the
page put another before it. Now "... refused, because P1 has no card ...: he holds 10♣ and
Q♣" (engine.compare.BECAUSE), and so does a steer that cannot be played ("is not allowed
under Foster's Hoyle (1897), because P1 does not hold Q♠"); a deal over on one side only
says it as a clause of its own ("the deal is over; P0 shows a flush ... and takes the pool:
...").

Bierspiel's q_eldest (a words question), both moves left out: "(the dealer passed: you may
keep your hand as it is; the dealer passed: you may take up the trump card)" said its ground
twice; now "(the dealer passed: you may keep your hand as it is, or take up the trump card)".
"""

from __future__ import annotations

import itertools
import re

import engine.games  # noqa: F401
from engine.compare import compare, steered_script, variant_pairs
from engine.game import REGISTRY
from engine.quiz import check
from lessons import available, load
from ui.widgets import feedback_text


def _outside_brackets(text: str) -> str:
    return re.sub(r"\([^()]*\)", "", re.sub(r"\([^()]*\)", "", text))


def _partings() -> list[tuple[str, str]]:
    said = []
    for game in REGISTRY:
        for pair in variant_pairs(game):
            for players in game.player_counts(game.make_opts()):
                for seed in range(3):
                    try:
                        p = compare(game, players=players, seed=seed, variants=pair).parting
                    except ValueError:  # a reading not played at this count
                        continue
                    if p is not None:
                        said += [(game.id, t) for t in p.text]
    return said


def test_a_parting_clause_has_one_colon() -> None:
    said = _partings()
    refused = [t for _, t in said if " refused, because " in t]
    assert len({g for g, t in said if " refused, because " in t}) >= 5, refused  # games
    two = [
        (g, clause)
        for g, t in said
        for clause in _outside_brackets(t).split("; ")
        if clause.count(": ") > 1
    ]
    assert two == []


def test_a_steer_refused_says_why_after_because() -> None:
    game = REGISTRY.get("loo")
    label = game.variants["foster1897"].label
    try:
        steered_script(game, players=5, seed=0, variants=("foster1897", "lesson_000"), text="QS")
    except ValueError as e:
        said = str(e)
    else:
        raise AssertionError("Q♠ is not P1's: the steer cannot be played")
    assert said.endswith(f"is not allowed under {label}, because P1 does not hold Q♠"), said


def _left_out_grounds(line: str) -> list[str]:
    """The grounds in a "you left out ...: they are allowed here (...)" line."""
    inside = line.partition("(")[2].rpartition(")")[0]
    return inside.split("; ")


def test_bierspiel_q_eldest_says_its_ground_once() -> None:
    q = load("bierspiel").question("q_eldest")
    line = next(x for x in feedback_text(check(q, ["auf"]), q).splitlines() if "left out" in x)
    assert line.count("the dealer passed") == 1, line
    assert line.endswith(
        "(the dealer passed: you may keep your hand as it is, or take up the trump card)"
    ), line


def test_no_words_question_says_a_ground_twice() -> None:
    """Every curated words question, each wrong single answer: the grounds of the moves left
    out name each lead clause once."""
    seen, twice = 0, []
    for gid in available():
        for q in load(gid).quiz:
            if q.form != "words":
                continue
            for one in itertools.islice(q.choices(), 8):
                text = feedback_text(check(q, [one]), q)
                for line in (x for x in text.splitlines() if "left out" in x and "(" in x):
                    seen += 1
                    leads = [g.partition(": ")[0] for g in _left_out_grounds(line) if ": " in g]
                    if len(leads) != len(set(leads)):
                        twice.append((gid, q.id, one, line))
    assert seen > 10
    assert twice == []


def test_a_reason_after_because_is_a_statement() -> None:
    """ "9♣ refused, because first declare: play starts once everyone has declared" (Loo's
    parting, a double against a simple) read as an order after "because": the pool family's
    reason for a card played while the table declares is a statement, "a card is played only
    once everyone has declared", which reads after "because" and after Play's "You cannot
    play 9♣:" alike."""
    said = [t for _, t in _partings() if " refused, because " in t]
    orders = [t for t in said if re.search(r"refused, because (first|play|take|lead) ", t)]
    assert orders == []
    assert any("because a card is played only once everyone has declared" in t for t in said)
