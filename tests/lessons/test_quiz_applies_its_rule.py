"""A curated question makes the learner apply the rule it tests to a position of a real deal:
a learner who missed the rule must get it wrong. The teaching audit found two that did not.

* Bierspiel's q_seven (the 7♦ is always a trump) led the 8♦ to a hand of 7♦ 9♦ K♥ with
  spades trumps: the answer, the 9♦ alone, is what a learner gets who takes the 7♦ for a
  plain diamond too (he follows suit and heads the 8♦ with the 9♦), so it tested heading, not
  the 7♦. Checked against Rams, the game Bierspiel is a form of, where the 7♦ is a plain
  diamond: the same position must have another answer there.
* Irish Loo's q_white_counters asked for thirds of a pool of 4 red. No deal leaves 4: the
  dealer puts up three red and every payment is "always three or six" red (Foster); a share
  left in the pool by a penalised winner comes with his three red forfeit, so 1 + 3 + 3 at
  the least. A pool of the dealer's and the looed players' threes, the pools the lesson
  shows, splits into whole reds by thirds; white counters matter where a pool is shared some
  other way, and Foster says so for the revoke ("Any odd white counters must be left for the
  next pool"). The question now shares such a pool after a revoke, and its answer holds a
  third of a red counter."""

from __future__ import annotations

from fractions import Fraction

from engine.cards import CARDS
from engine.quiz import Question, explanation
from engine.scenario import from_dict
from lessons import load


def test_q_seven_has_another_answer_where_the_seven_is_a_plain_diamond() -> None:
    q = {q.id: q for q in load("bierspiel").quiz}["q_seven"]
    data = {k: v for k, v in q.scenario.data.items() if k != "variant"}
    rams = from_dict({**data, "game": "rams"})
    plain = Question(id=q.id, kind=q.kind, prompt=q.prompt, scenario=rams).solve()
    assert q.solve() != plain, (
        f"q_seven's answer {sorted(c.code for c in q.solve())} is also right for a learner "
        "who takes the 7♦ for a plain diamond"
    )


def test_q_white_counters_needs_white_counters_from_a_pool_of_threes() -> None:
    q = {q.id: q for q in load("irish_loo").quiz}["q_white_counters"]
    assert Fraction(str(q.scenario.data["pool"])) % 3 == 0, "the dealer's and looed players' threes"
    assert any(Fraction(v).denominator == 3 for v in q.solve().values())
    _, rules = explanation(q)
    assert "irish_loo.revoke" in [r.id for r in rules]  # the rule that speaks of odd whites


# ---- heading (quizaudit) --------------------------------------------------------------------
# Loo's and Irish Loo's q_head_any ("any better card will do") gave P3 only two spades, both
# above the Q♠ on the trick, so a learner who followed suit and never headed got it right;
# Sixty-Six's q_four_head_partner (head even your partner's card) had the partner lead the
# A♠, which nothing heads, so its answer was every spade in hand whatever one thought of
# heading. Each now holds a card of the suit led that heading refuses.
HEADING = [
    ("loo", "q_head_any", "loo.head_the_trick"),
    ("irish_loo", "q_head_any", "irish_loo.head_the_trick"),
    ("sixty_six", "q_four_head_partner", "sixty_six.four.head_the_trick"),
]


def _question(game: str, qid: str) -> Question:
    return {q.id: q for q in load(game).quiz}[qid]


def _led_suit_refused(q: Question) -> dict[str, str]:
    """The cards of the suit led that the engine refuses, with the rule that refuses each."""
    s = q.state
    led = CARDS[q.shown_trick()[0][1]].suit
    return {
        r.action.card.code: r.rule.id
        for r in q.game.refusals(s)
        if r.action.card is not None and r.action.card.suit == led
    }


def test_a_heading_question_refuses_a_card_of_the_suit_led() -> None:
    for game, qid, rule in HEADING:
        q = _question(game, qid)
        refused = _led_suit_refused(q)
        assert refused, f"{game} {qid}: every card of the suit led may be played: no heading"
        assert set(refused.values()) == {rule}, (game, qid, refused)


def test_q_head_any_takes_two_cards_and_refuses_one_that_beats_only_the_lead() -> None:
    """Any card that beats the trick will do (two are legal), but beating the card led is not
    enough: the J♠ is above the 10♠ led and below P2's Q♠."""
    for game in ("loo", "irish_loo"):
        q = _question(game, "q_head_any")
        legal = {c.code for c in q.solve()}
        assert len(legal) >= 2, (game, legal)
        assert "JS" in _led_suit_refused(q), game


def test_q_four_head_partner_heads_the_partner_s_winning_card() -> None:
    q = _question("sixty_six", "q_four_head_partner")
    seat = q.seat
    assert seat is not None and q.shown_trick()[0][0] == (seat + 2) % 4  # the partner led
    assert _led_suit_refused(q), "a card of the suit led that does not beat the partner's"


# ---- two readings (quizaudit) ---------------------------------------------------------------
def test_q_gp_foster_has_another_answer_under_the_default_closing() -> None:
    """The 1895 closing penalties differ from the default only for a failed closer with 33 or
    more (1 game point against 2); q_gp_foster's closer had 30, where both give 2, so a
    learner who did not know the 1895 reading got it right."""
    q = _question("sixty_six", "q_gp_foster")
    assert q.scenario.data["variant"] == "foster_closing"
    data = {k: v for k, v in q.scenario.data.items() if k != "variant"}
    default = Question(id=q.id, kind=q.kind, prompt=q.prompt, scenario=from_dict(data))
    assert q.solve() != default.solve(), f"both readings give {q.solve()}"


# ---- a discard cannot win (quizaudit) -----------------------------------------------------
# Four "who wins?" questions on a trick with no trump in it had every other card below the
# winner (Irish Loo's q_discard threw the 4♥ to a K♦ trick; Rams' q_trick_plain and Linger
# Longer's q_trick_no_trump were all one suit; Napoleon's q_no_trump_in_trick threw the 2♣),
# so a learner who gave the trick to its highest card, whatever its suit, got them right.
# Each now has a card of another suit, not a trump, ranking above the winner (ace high).
OFF_SUIT = [
    ("irish_loo", "q_discard"),
    ("rams", "q_trick_plain"),
    ("napoleon", "q_no_trump_in_trick"),
    ("linger_longer", "q_trick_no_trump"),
]


def test_a_plain_trick_question_has_a_higher_card_of_another_suit() -> None:
    for game, qid in OFF_SUIT:
        q = _question(game, qid)
        plays = dict(q.shown_trick())
        win = CARDS[plays[q.solve()]]
        led = CARDS[q.shown_trick()[0][1]].suit
        assert win.suit == led, (game, qid, "a trump won: not a plain trick")
        higher = [
            CARDS[c].pretty
            for c in plays.values()
            if CARDS[c].suit != led and CARDS[c].rank > win.rank
        ]
        assert higher, f"{game} {qid}: {win.pretty} is also the highest card in the trick"


def test_q_still_in_empty_turns_on_the_empty_stock() -> None:
    """Linger Longer's q_still_in_empty ('the stock is empty') had its winner keep cards, so
    whether he drew never decided who was still in (quiz audit): the same trick with a card in
    the stock must have another answer, and the explanation cite the empty stock's reading."""
    q = {q.id: q for q in load("linger_longer").quiz}["q_still_in_empty"]
    assert not q.state.stock and "stock is empty" in q.prompt
    stocked = from_dict({**q.scenario.data, "stock": 1}, reachable=False)  # the winner draws
    drawn = Question(id=q.id, kind=q.kind, prompt=q.prompt, scenario=stocked).solve()
    assert q.solve() != drawn, f"{sorted(q.solve())} is also the answer with a card to draw"
    _, rules = explanation(q)
    assert "linger_longer.stock_out" in [r.id for r in rules]
