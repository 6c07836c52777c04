"""Review's feedback on a wrong answer links the Learn step that teaches its rule, in every game.

walk9 saw Review's feedback with no Learn link for Loo and Spoil Five, where other games had
one. A generated question has no step of its own: the feedback links the step that teaches a
rule it cites (ui.mastery.teaching_step), and that found a step only where one quoted the rule's
passage or refused a card by it. Loo's "the eldest hand leads any card he pleases" (a lead
asked about) and Spoil Five's who wins a trick were taught by no step so found, nor, in each
game, another rule its generated questions cite (below): their feedback linked nothing. Now the
lesson says which step teaches such a rule (``teaches:``); a rule no step teaches would link
none, rather than a step about another rule (tests/app/test_teaching_step_declared.py). The
last three such rules, the eldest hand's first lead at Rams, Rounce and Bierspiel, each have a
step now: every rule a question cites is taught.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from streamlit.testing.v1 import AppTest
from test_review import _answer, _db

import engine.games  # noqa: F401
from engine.cards import CARDS
from engine.game import REGISTRY
from engine.quiz import Question, kinds_for, practice
from lessons import load
from lessons.tasks import task_for
from ui.format import md
from ui.mastery import RuleMemory, curated_bank, question_for, question_rules, teaching_step
from ui.pages import review
from ui.progress import Progress

OpenApp = Callable[..., AppTest]

# per game, a rule its generated Review questions cite, taught by a step the lesson declares
ASKED = {
    "loo": "loo.trick_winner",
    "irish_loo": "irish_loo.follow_suit",  # its questions were linked already
    "five_card_loo": "five_card_loo.trump_or_overtrump",
    "rams": "rams.discard",
    "rounce": "rounce.fifths",
    "bierspiel": "bierspiel.head_the_trick",
    "sixty_six": "sixty_six.played_out",
    "spoil_five": "spoil_five.plain_diamonds",
    "forty_five": "forty_five.trick_winner",
    "napoleon": "napoleon.otherwise_free",
    "linger_longer": "linger_longer.otherwise_free",
}
# rules questions cite that no step taught at 0f8d65c (a wrong answer linked nothing): each now
# has a step declaring it
ONCE_UNTAUGHT = [
    "five_card_loo.trick_winner",
    "spoil_five.trick_winner",
    "rounce.rob_dealer_only",
    "rounce.widow_dead",
    "sixty_six.threshold",
    "bierspiel.discard",
    "bierspiel.trick_winner",
    "bierspiel.players",
    "bierspiel.widow_once",
    "bierspiel.rob_dealer_only",
    # taught by no step until the steps "Who leads first" (a generated lead question cites each)
    "rams.eldest_leads",
    "rounce.eldest_leads",
]


def test_every_registered_game_is_asked_here() -> None:
    assert set(ASKED) == {g.id for g in REGISTRY}


@pytest.mark.parametrize("game_id", sorted(ASKED))
def test_a_wrong_answer_on_review_links_the_step_teaching_its_rule(
    app: OpenApp, monkeypatch: pytest.MonkeyPatch, game_id: str
) -> None:
    game, rule = REGISTRY.get(game_id), ASKED[game_id]
    lessons = [a.question.id for a in curated_bank(game_id)]
    asked = question_for(game, rule, avoid=lessons)  # a generated question, not a lesson's
    assert asked is not None and not asked.curated and rule in asked.rules
    monkeypatch.setattr(review, "question_for", lambda *a, **k: asked)
    at = app("review", review__seed=1)
    code = at.session_state["learner"]
    RuleMemory(Progress()).record(code, game_id, [rule], False, "quiz", asked.question.id)
    with _db() as db:
        db.execute("UPDATE rule_cards SET due = 0")
    at.run()
    rs = at.session_state["review"]
    assert rs.asked is asked and _links(at, game_id) == []  # not before the answer
    _wrong(at, f"review:{rs.quiz.index}:{rs.quiz.attempt}", asked.question)
    assert at.error, "a wrong answer's verdict"
    steps = [s for s in (teaching_step(game_id, r) for r in asked.rules) if s is not None]
    assert steps, f"no step teaches {sorted(asked.rules)}"
    links = _links(at, game_id)
    assert len(links) == 1 and links[0] in {
        (f"Learn: {md(s.title)}", f"step={s.id}") for s in steps
    }


def _wrong(at: AppTest, base: str, q: Question) -> None:
    """A wrong answer: which cards, the engine's with its first choice turned over (every card
    ticked is right where every card is free); any other form as test_review answers it."""
    if q.form != "cards":
        _answer(at, base, q, right=False)
        return
    first = CARDS[int(next(iter(q.choices())))]
    want = {c.code for c in q.solve()} ^ {first.code}
    for box in at.checkbox:
        if box.key.startswith(f"{base}:card:"):
            box.check() if box.key.rsplit(":", 1)[1] in want else box.uncheck()
    at.button(key=f"{base}:check").click().run()
    assert not at.exception, at.exception


def _links(at: AppTest, game: str) -> list[tuple[str, str]]:
    return [
        (p.proto.label, p.proto.query_string)
        for p in at.get("page_link")
        if p.proto.page.endswith(f"{game}-learn")
    ]


@pytest.mark.parametrize("game_id", sorted(ASKED))
def test_every_question_of_the_game_has_a_step_to_link(game_id: str) -> None:
    """The lesson's questions and two generated deals of every question kind: each links a
    step (its own, or the one teaching a rule it cites)."""
    game = REGISTRY.get(game_id)
    questions = [a.question for a in curated_bank(game_id)] + [
        practice(game_id, seed=seed, kind=kind) for kind in kinds_for(game) for seed in (0, 1)
    ]
    lesson = load(game_id)
    unlinked = []
    for q in questions:
        rules = question_rules(q)
        own = q.step is not None and lesson.step(q.step) is not None
        taught = any(teaching_step(game_id, r) is not None for r in rules)
        if not (own or taught):
            unlinked.append((q.id, rules))
    assert not unlinked, unlinked


@pytest.mark.parametrize("rule", ONCE_UNTAUGHT)
def test_a_rule_once_untaught_has_a_step_to_link(rule: str) -> None:
    """Review asks it (a generated question cites it), and the step declaring it is found; where
    that step asks something, some answer to it is judged by the rule (a card played, another
    seat for who wins, the allowed moves with one more or one fewer for a declaration)."""
    game_id = rule.split(".")[0]
    lessons = [a.question.id for a in curated_bank(game_id)]
    asked = question_for(REGISTRY.get(game_id), rule, avoid=lessons)
    assert asked is not None and rule in asked.rules, f"no question cites {rule}"
    step = teaching_step(game_id, rule)
    assert step is not None, f"no step teaches {rule}"
    assert rule in step.teaches
    task = task_for(step)
    if task is None:  # a settlement shown: its words are the lesson's, checked by tests/lessons
        return
    right = task.answer()
    tries = [right ^ {c} for c in task.choices()] if task.kind == "declare" else task.choices()
    cited = {r.id for t in tries for r in task.try_answer(t).rules}
    assert rule in cited, (step.id, sorted(cited))


def test_bierspiel_s_first_lead_is_taught() -> None:
    """Bierspiel's eldest hand leads first, as at Rams: every first lead owes a trump (two or
    more play), and a card to it is judged by the trump leads. Its step, declaring it, says who
    leads and asks for that lead; a wrong card to it is refused by the trump leads, and a right
    one is allowed by both rules, who leads and what he owes (it had cited none)."""
    step = teaching_step("bierspiel", "bierspiel.eldest_leads")
    assert step is not None and "bierspiel.eldest_leads" in step.teaches
    task = task_for(step)
    assert task is not None and task.seat == 2  # P1, the eldest, passed: P2 leads
    assert step.scenario is not None and step.scenario.data["declarations"]["P1"] == "pass"
    tried = [task.try_answer(c) for c in task.choices()]
    wrong = {r.id for t in tried if not t.correct for r in t.rules}
    assert wrong == {"bierspiel.trump_leads"}, wrong
    for right in (t for t in tried if t.correct):
        assert [r.id for r in right.rules] == ["bierspiel.eldest_leads", "bierspiel.trump_leads"]
