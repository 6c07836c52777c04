"""A "What may you do?" question cites only the rules that decide what may be done there.

Sixty-Six's "What may you do?" questions listed cost rules under "The rules also at work here":
where every move is allowed, the engine cited, beside the rules allowing the moves, what closing
costs (``sixty_six.closer_fails``), what the marriage scores (``marriage_value``) and what a
claim short of 66 costs (``wrong_claim``); Napoleon's declarations, where every bid or every
suit is open, cited nap's name (``napoleon.nap``) and the trump the bidder holds
(``trump_held``). Each is a ground saying what a move costs (``Ground.role == "costs"``): none
refuses or allows a move there, and the position is not scored, so none decides the answer: no
answer to those questions kept or missed them (each answer tried), yet they stood under "also
at work", a right answer scheduled them Good, and Review asked them there. Over the 384 curated
and generated choose-all questions of the 11 games (11,504 answers) these were the only rules
cited that decide nothing. Now only the grounds allowing the moves are cited; the costs are
still said in the reasons.
"""

from __future__ import annotations

import engine.games  # noqa: F401
from engine.game import REGISTRY
from engine.quiz import Question, check, explanation, practice
from engine.scenario import from_dict
from lessons import load
from ui.judged import NOT_SHOWN, judged_groups

CHOOSE_ALL = ("legal_cards", "declare", "may_act")


def _at_work(q: Question) -> set[str]:
    """The rules deciding what may be done at ``q``'s position, read from the engine's moves:
    those refusing one of its choices, those allowing one (a move, or a word as a whole), and,
    for a word not on offer at all, the rule saying when it is."""
    g, s = q.game, q.state
    cards = q.kind == "legal_cards"
    ids = {r.rule.id for r in g.refusals(s)}
    ids |= {x.rule.id for a in g.legal_actions(s) for x in g.grounds(s, a) if x.allows}
    if not cards:
        # what allows a word as a whole (Game.allowing_grounds): before the first card, the
        # eldest hand's lead allows "Play a card" beside robbing (54c7d5a2, q_rob_without_ace)
        ids |= {x.rule.id for x in g.allowing_grounds(s, q.choices()) if x.allows}
        right = q.solve()
        ids |= {g.not_available(s, g.word_action(w)).rule.id for w in q.choices() if w not in right}
    return ids


def test_what_may_you_do_cites_only_the_rules_at_work() -> None:
    """Sixty-Six's q_may_after_trick: every move allowed; the rules allowing them are cited,
    the costs said in the reasons but not cited, and a wrong answer's feedback has nothing
    under "The rules also at work here"."""
    q = load("sixty_six").question("q_may_after_trick")
    lines, rules = explanation(q)
    assert [r.id for r in rules] == [
        "sixty_six.marriage_after_trick",
        "sixty_six.exchange",
        "sixty_six.close",
        "sixty_six.claim",
    ]
    said = " ".join(str(x) for x in lines)
    assert "you must then reach 66 yourself" in said  # the cost is still said
    fb = check(q, ["meld", "close"])
    heads = [head for head, _ in judged_groups(fb)]
    assert heads == ["The rules you missed", "The rules you got right"], heads
    assert not set(heads) & set(NOT_SHOWN)


# Napoleon's first bidder, every bid open (its lesson's 'promise' position), and the nap bidder
# naming trumps, every suit held: the cost grounds of nap and of the suit held were cited there
NAPOLEON = {
    "bid": {"game": "napoleon", "players": 4, "dealer": "P0",
            "hands": {"P1": ["AS", "KS", "10S", "AH", "4D"]}},
    "trump": {"game": "napoleon", "players": 4, "dealer": "P0",
              "hands": {"P1": ["AS", "KH", "QD", "JC", "10S"]}, "bids": {"P1": "nap"}},
}  # fmt: skip


def test_every_choose_all_question_cites_only_rules_at_work() -> None:
    """Every curated choose-all question of every game, Sixty-Six's generated "What may you
    do?" where every move was open (seeds 1-3) and Napoleon's declarations where every bid and
    every suit is open: each rule cited refuses, allows or rules out a choice there."""
    asked = [q for g in REGISTRY for q in load(g.id).quiz if q.kind in CHOOSE_ALL]
    asked += [practice("sixty_six", seed=s, kind="may_act", level=3) for s in (1, 2, 3)]
    asked += [
        Question(id=f"napoleon-{k}", kind="declare", prompt="", scenario=from_dict(data))
        for k, data in NAPOLEON.items()
    ]
    noise = []
    for q in asked:
        work = _at_work(q)
        noise += [(q.game.id, q.id, r.id) for r in explanation(q)[1] if r.id not in work]
    assert not noise, noise
