"""A wrong answer's "Learn: <step>" link goes to a step that teaches the rule, as the lesson says.

linkaudit read all 177 rules the lessons' questions and 12 generated deals of every kind cite,
each with the step Review and the Quiz linked for it (``ui.mastery.teaching_step``). The steps
found by guessing (a position refusing a card by the rule, a task citing it, words sharing a
third of its statement) taught another rule about one time in five: Bierspiel's "Three to six
play" linked "A turned 7♦ does not fix trumps", Sixty-Six's "No exchange once the stock is
closed" the strict reading's "trump when you cannot follow". A step now teaches a rule when the
lesson says so (``teaches:``) or quotes the rule's passage; a rule no step teaches links none.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import engine.games  # noqa: F401
from engine.game import REGISTRY
from engine.rules import normalise
from lessons import Lesson, LessonError, load
from lessons.loader import LESSONS_DIR, check_path, load_file
from lessons.tasks import task_for
from lessons.teaching import first_teaching_steps, sources_beside
from ui.mastery import teaching_step

# (rule, the step that teaches it): found by the data the lesson declares
RIGHT = [
    ("loo.follow_suit", "follow_head"),
    ("loo.widow_once", "declaring"),  # was "Two readings: a lone widow-taker (Foster)"
    ("irish_loo.winner_leads_trump", "winner_leads"),  # was "The highest trump wins"
    ("five_card_loo.lead_trump_ace", "lead_trump"),  # was "Pam be civil"
    ("rams.discard", "must_trump"),
    ("rams.rob_dealer_only", "rob"),  # was "Declaring in turn"
    ("rounce.no_general_rounce", "no_general_rounce"),  # was "Declaring as at Rams"
    ("bierspiel.general_rams", "no_general_rams"),  # was "Three crosses of five"
    ("bierspiel.dealer_takes_both", "seven_turned"),  # was "The widow is playing"
    ("sixty_six.exchange_open_stock", "later_play"),
    ("spoil_five.plain_diamonds", "plain_order"),  # was "Diamonds trumps"
    ("spoil_five.plain_hearts", "plain_order"),  # was "Hearts trumps"
    # the trump order at the chapter's first step, which frames it ("highest in red, lowest
    # in black") and leads through the four suits: one of several steps quoting its passage
    ("spoil_five.trump_order", "deal"),
    ("forty_five.rob_optional", "rob_optional"),  # was "The holder of the ace of trumps"
    ("napoleon.ace_high", "deal"),
    ("linger_longer.otherwise_free", "follow"),
    # taught by no step at 0f8d65c: now each by a step of its own
    ("five_card_loo.trick_winner", "trick_winner"),  # linked "must_trump" before 0f8d65c
    ("spoil_five.trick_winner", "trick_winner"),  # linked "ace_of_hearts" before 0f8d65c
    ("rounce.widow_dead", "widow_dead"),  # linked "widow" before 0f8d65c
    ("rounce.rob_dealer_only", "rob_dealer_only"),
    ("sixty_six.threshold", "threshold"),
    ("bierspiel.players", "players"),  # linked "seven_turned" before 0f8d65c
    ("bierspiel.rob_dealer_only", "rob_dealer_only"),  # linked "pone" before 0f8d65c
    ("bierspiel.trick_winner", "trick_winner"),  # linked "face_down_trick" before 0f8d65c
    ("bierspiel.discard", "discard"),
    ("bierspiel.widow_once", "widow_once"),
    # the eldest hand's first lead: no step taught it
    ("rams.eldest_leads", "eldest_leads"),
    ("rounce.eldest_leads", "eldest_leads"),
    ("bierspiel.eldest_leads", "eldest_leads"),
    # taught by no step until teach28 gave each a step or a sentence
    ("spoil_five.foul_hand", "foul_hand"),
    ("rams.rams_losers", "rams_made"),
    ("rounce.several_ramsed", "settle"),
    ("rounce.defender", "defender"),
    ("irish_loo.flush_elder", "elder_flush"),
    ("bierspiel.undertrump_example", "must_trump"),
    ("bierspiel.must_trump", "must_trump"),  # was "head", whose picture shows no trumping
    ("five_card_loo.exchange_final", "how_many"),
]


@pytest.mark.parametrize(("rule", "step"), RIGHT)
def test_a_rule_links_the_step_that_teaches_it(rule: str, step: str) -> None:
    found = teaching_step(rule.split(".")[0], rule)
    assert found is not None and found.id == step, (rule, found and found.id)


def test_a_step_teaching_no_rule_of_the_game_is_a_clear_error(tmp_path: Path) -> None:
    text = (LESSONS_DIR / "rounce.yaml").read_text(encoding="utf-8")
    assert "    teaches: [rounce.widow_exchange]\n" in text
    bad = tmp_path / "rounce.yaml"
    bad.write_text(
        text.replace("teaches: [rounce.widow_exchange]", "teaches: [rounce.widow, rams.rob]"),
        encoding="utf-8",
    )
    problems = check_path(bad)
    assert any("steps[2].teaches: not a rule of rounce: 'rams.rob'" in p for p in problems), (
        problems
    )
    assert not any("'rounce.widow'" in p for p in problems), problems
    bad.write_text(text.replace("[rounce.widow_exchange]", "rounce.widow_exchange"), "utf-8")
    with pytest.raises(LessonError, match=r"teaches: expected a list of rule ids"):
        load_file(bad)


# ---- every rule is taught, where its step teaches it ------------------------------------------
# Which step first teaches a rule is read from ``teaches:`` (lessons.teaching's
# first_teaching_steps), and the app reads it everywhere: "Also taught here", what a picture may
# show before a rule is taught (taught_later), what a Learn try may cite. A step whose text
# teaches a rule it does not
# declare hides that rule until a later step: Loo's 'follow_head' ("Follow suit and head the
# trick") declared only following, so the 3♠ tried there cited no heading rule; Rams' and
# Rounce's deal steps deal the widow and declared no rule dealing it. What code can check
# honestly: (1) every rule of play is taught by some step, or is named below with why not;
# (2) a step whose quote holds a rule's own quoted words teaches it, or a step before it does,
# or is named below; (3) a move a Learn task refuses is refused by a rule some step teaches,
# and a card a which-cards task refuses by one taught at that step or before: the task asks
# what the learner has been taught.

# Rules of play no step teaches, and why. The lesson text's own words for a rule of Foster's
# (``<game>.lesson_000.<rule>``) are left to the steps of that reading, which declare those
# they set against Foster's (check 3 finds one a task there refuses by).
NOT_TAUGHT = {
    "loo.lead_higher_trump": "an option Foster calls obsolete, off in every reading",
    "irish_loo.lead_higher_trump": "an option Foster calls obsolete, off in every reading",
    "irish_loo.unlimited": "an option no step sets (Three-card Loo's 'unlimited' shows it)",
    "five_card_loo.unlimited": "an option no step sets (Three-card Loo's 'unlimited' shows it)",
    "rams.eldest_plays": "an option of some clubs no step sets",
    "rams.double_pool": "by default every pool may be passed ('play_or_pass'); the double "
    "matters only beside the simple's custom, whose step quotes it",
    "rounce.inherited": "the rules notes' word that the hand and pool come from Rams: the "
    "steps teach each ('deal', 'as_rams', 'settle')",
    "rounce.eldest_plays": "an option of some clubs no step sets",
    "rounce.loo_defence": "an option no step sets (Rams' 'loo_defence' shows it)",
    "sixty_six.marriage_after_exhaustion": "an option no step sets",
    "sixty_six.four.undertrump": "an option no step sets",
}

# (game, step, rule): a step whose longer quote holds the rule's words but does not teach it,
# and the step that does
HELD_NOT_TAUGHT = {
    ("loo", "follow_head", "loo.simple_lead"): "the sentence's first clause: 'simple_lead'",
    ("bierspiel", "crosses", "bierspiel.general_rams"): "the crosses are the ground of the "
    "app's reading that there is no general rams: 'no_general_rams'",
    ("bierspiel", "face_down", "bierspiel.calls_for_trump"): "the sentence's last clause: "
    "'calls_for_trump', the next step",
    ("spoil_five", "rob_dealer", "spoil_five.lead"): "the robbing sentence ends 'before the "
    "eldest hand leads': 'lead' (test_brief_rule_where_taught)",
    ("linger_longer", "last_left", "linger_longer.stake"): "'wins the game.': 'stake'",
    ("linger_longer", "last_trick", "linger_longer.stake"): "'wins the game.': 'stake'",
}

GAMES = sorted(g.id for g in REGISTRY)


def _taught(game_id: str) -> tuple[Lesson, dict[str, int]]:
    """The lesson, and each rule of play → the index of the step first teaching it."""
    lesson = load(game_id)
    at = {s.id: i for i, s in enumerate(lesson.steps)}
    first = first_teaching_steps(lesson, REGISTRY.get(game_id).rules.of_play())
    return lesson, {rule_id: at[step.id] for rule_id, step in first.items()}


def test_every_rule_of_play_is_taught_by_a_step() -> None:
    found, stale = [], []
    for game_id in GAMES:
        _, since = _taught(game_id)
        for r in REGISTRY.get(game_id).rules.of_play():
            other_text = r.id.split(".")[1] == "lesson_000"
            if r.id not in since and not other_text and r.id not in NOT_TAUGHT:
                found.append(r.id)
            if r.id in since and r.id in NOT_TAUGHT:
                stale.append(r.id)
    assert not found, f"taught by no step: {found}"
    assert not stale, f"named as taught nowhere, but a step teaches: {stale}"


def test_a_step_quoting_a_rule_s_words_teaches_it_or_follows_its_step() -> None:
    found, used = [], set()
    for game_id in GAMES:
        lesson, since = _taught(game_id)
        rules = REGISTRY.get(game_id).rules.of_play()
        for i, step in enumerate(lesson.steps):
            quote = normalise(step.rule.quote)
            for r in rules:
                words = normalise(r.quote)
                if not (quote and words and r.seed == step.rule.seed and words in quote):
                    continue
                if since.get(r.id, i + 1) <= i:
                    continue
                key = (game_id, step.id, r.id)
                used.add(key)
                if key not in HELD_NOT_TAUGHT:
                    found.append(f"{step.id} quotes {r.id}, taught at step {since.get(r.id)}")
    assert not found, found
    assert not set(HELD_NOT_TAUGHT) - used, sorted(set(HELD_NOT_TAUGHT) - used)


def test_a_move_a_task_refuses_is_refused_by_a_rule_taught() -> None:
    """A card a which-cards step refuses, by a rule taught at that step or before (Loo's
    'follow_head' refused the 3♠ by heading, taught at the next step); a word a declaring
    step refuses, by a rule some step teaches (one idea a step: Rams' 'widow' refuses robbing
    by the rule its 'rob' teaches later)."""
    found = []
    for game_id in GAMES:
        lesson, since = _taught(game_id)
        for i, step in enumerate(lesson.steps):
            if step.show not in ("legal", "declare") or step.scenario is None:
                continue
            g, s = step.scenario.game, step.scenario.state
            for refusal in g.refusals(s):
                rule = refusal.rule
                if rule.guard or (step.show == "legal") != (refusal.action.kind == "play"):
                    continue
                by = i if step.show == "legal" else len(lesson.steps)
                if since.get(rule.id, by + 1) > by:
                    found.append(f"{game_id} {step.id}: {refusal.action} by {rule.id}")
    assert not found, found


def test_the_steps_found_declare_what_their_text_teaches() -> None:
    """Loo's 'follow_head' cites heading for the 3♠ it refuses (its next step, which quotes
    heading's sentence, taught it first before); Rams' and Rounce's deal steps give the
    widow's dealing beside their own source."""
    task = task_for(load("loo").step("follow_head"))
    assert task is not None
    result = task.try_answer("3S")
    assert not result.correct and [r.id for r in result.rules] == ["loo.head_the_trick"]
    for game_id in ("rams", "rounce"):
        rules = REGISTRY.get(game_id).rules
        beside = {r.id for rs, _ in sources_beside(load(game_id).step("deal"), rules) for r in rs}
        assert f"{game_id}.widow_dealt" in beside, (game_id, beside)


def test_a_deal_step_says_the_widow_s_dealing_once() -> None:
    """Rams', Rounce's and Bierspiel's deal steps give the deal's rule and the widow's dealing
    side by side (Rounce's under "Also taught here"); rams.deal, which the other two copy, had
    said the widow's clause too ("...; the widow gets its cards just before the dealer."), which
    its quote does not say, so the step said it twice."""
    for game_id, step_id in (("rams", "deal"), ("rounce", "deal"), ("bierspiel", "auf")):
        rules = REGISTRY.get(game_id).rules
        step = load(game_id).step(step_id)
        shown = {r.id: r for rs, _ in sources_beside(step, rules) for r in rs}
        shown[f"{game_id}.deal"] = rules[f"{game_id}.deal"]
        said = sorted(i for i, r in shown.items() if "widow" in r.statement.lower())
        assert said == [f"{game_id}.widow_dealt"], (game_id, said)


def test_declaring_as_at_rams_gives_the_ante_and_the_dealer_adding_five_once_each() -> None:
    """Rounce's 'as_rams' gives its ante and that the dealer adds five whatever the pool holds
    side by side ("Also taught here"): rams.ante's statement, which Rounce copies, had said
    the second too ("..., however much it already holds."), so the step said it twice."""
    rules = REGISTRY.get("rounce").rules
    step = load("rounce").step("as_rams")
    shown = {r.id: r for rs, _ in sources_beside(step, rules) for r in rs}
    assert {"rounce.ante", "rounce.dealer_adds"} <= set(shown)
    said = sorted(
        i for i, r in shown.items() if re.search(r"\b(?:however|whatever)\b", r.statement)
    )
    assert said == ["rounce.dealer_adds"], said
