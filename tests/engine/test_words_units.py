"""Amounts said with their unit, singular for one, wherever the engine words them: the review's
mark thresholds, Compare's settlement lines, the bid quiz's verdict."""

from __future__ import annotations

import random
import re

import engine.games  # noqa: F401  (registers the games)
from engine.cards import mask_of, parse_cards
from engine.compare import _settlement_words
from engine.game import REGISTRY
from engine.games.napoleon.game import NAPOLEON
from engine.games.pool.bierspiel import BIERSPIEL
from engine.ledger import unit_said
from engine.quiz import Question
from engine.review import thresholds_text
from engine.scenario import Scenario

ONE_PLURAL = re.compile(r"(?<![\d.½⅓⅔⅕])-?1 (counters|points|game points|red counters|red)\b")


def test_unit_said() -> None:
    assert unit_said("1", "counters") == "1 counter"
    assert unit_said("-1", "game points") == "-1 game point"
    assert unit_said("2", "counters") == "2 counters"
    assert unit_said("1⅓", "red counters") == "1⅓ red counters"
    assert unit_said("1", "red") == "1 red"


def test_no_one_counters_in_thresholds_or_settlement_lines() -> None:
    for game in REGISTRY:
        if game.review_marks:
            assert not ONE_PLURAL.search(thresholds_text(game)), thresholds_text(game)
        rng = random.Random(3)
        for seed in range(12):
            counts = game.player_counts(game.make_opts())
            s = game.new_deal(players=counts[seed % len(counts)], seed=seed)
            while not game.is_over(s):
                s = game.apply(s, rng.choice(game.legal_actions(s)))
            said = _settlement_words(game, s)[0].text()
            assert not re.search(r"→ P\d+ -?1 (counters|points|game points)\b", said), said


def test_the_bid_quiz_says_the_best_call_is_pass() -> None:
    g = NAPOLEON
    weak = g.from_hands((0, mask_of(parse_cards("2S 3H 4D 5C 7C")), 0, 0))
    fb = Question("q", "bid_estimate", "?", Scenario(g, weak)).check("3")
    assert "The best call for this hand: pass." in fb.message, fb.message


def test_a_face_down_trick_is_not_said_won_by_the_highest_of_its_suit() -> None:
    """Bierspiel: a face-down lead cannot win; when nobody trumps the call, the leader takes the
    trick though a higher card of the suit led may lie on it. The explanation keeps to the
    face-down rule and never says his card is "the highest ... of the suit led"."""
    from engine.quiz import explanation

    g = BIERSPIEL
    rng = random.Random(5)
    met = 0
    for seed in range(400):
        s = g.new_deal(players=4, seed=seed)
        while not g.is_over(s):
            before = len(s.history)
            s = g.apply(s, rng.choice(g.legal_actions(s)))
            if len(s.history) > before and g.face_down(s, s.history[-1][0], before):
                q = Question("t", "trick_winner", "?", Scenario(g, s))
                lines, rules = explanation(q)
                assert not any("the suit led" in x for x in lines), lines
                assert any("face down" in x for x in lines) and rules
                met += 1
    assert met


def test_a_tie_is_explained_with_its_rule() -> None:
    """Sixty-Six's ties move no game points: the explanation says why and cites the rule (it
    said only 'nothing changes hands'); the Loo defender's note is given too."""
    from engine.quiz import explanation
    from lessons import load

    for step, rule in (("tie", "sixty_six.no_winner"), ("four_tie", "sixty_six.four.tie")):
        scn = load("sixty_six").step(step).scenario
        assert scn is not None
        lines, rules = explanation(Question("t", "game_points", "?", scn))
        assert "the next hand's winner gets 1 extra" in lines[0] and rule in [r.id for r in rules]


def test_robbing_is_not_offered_at_a_jink() -> None:
    """Spoil Five's claim-or-jink question offers the declarations of its phase, claim and
    jink (2a56413): 'Rob' is not a choice after the third trick, and an answer naming it is
    refused as one that is not among the choices, naming them, not judged as a wrong card
    ('no card in the hand can be used to rob now', the wording this test first guarded
    against). The position is test_declaration_choices' (Learn's jink step now asks who wins
    the trick after a jink, 16754e2)."""
    import pytest
    import yaml
    from test_declaration_choices import JINK

    from engine.quiz import AnswerFormatError, check
    from engine.scenario import from_dict

    q = Question("q", "declare", "?", from_dict(yaml.safe_load(JINK), "test"))
    assert q.choices() == ["claim", "jink"]
    with pytest.raises(
        AnswerFormatError, match=r"'rob' is not one of the choices \(claim or jink\)"
    ):
        check(q, ["rob", "claim", "jink"])
    r = check(q, ["claim"])
    assert not r.correct and r.explanation
