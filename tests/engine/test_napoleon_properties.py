"""Napoleon properties over many random deals: complete random play for every variant and
player count (2,000 deals each), cards conserved, one winner per trick, settlements that sum to
zero, play that stops exactly when the result is sure; views hide the other hands; computer
players bid as well as play; the bidding quiz is judged within its tolerance."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.game import Action
from engine.games.napoleon import BID_TOLERANCE, NAPOLEON, PASS
from engine.games.napoleon.rules import TRICKS
from engine.quiz import Question, practice
from engine.scenario import Scenario
from engine.search import MonteCarloBot, RandomBot, RuleOfThumbBot, play_hand

G = NAPOLEON


def random_deal(seed: int, variant: str) -> Any:
    rng = random.Random(seed)
    n = rng.randint(2, 6)
    s = G.new_deal(players=n, dealer=rng.randrange(n), seed=seed, variant=variant)
    return rng, s


def check_invariants(s: Any) -> None:
    played = 0
    for plays, winner in s.history:
        assert len(plays) == s.n and winner in {p for p, _ in plays}
        for _, c in plays:
            played |= 1 << c
    held = 0
    for h in s.hands:
        assert not held & h
        held |= h
    assert not held & played
    assert held.bit_count() + played.bit_count() + len(s.trick) == TRICKS * s.n
    assert sum(s.tricks) == len(s.history)


def test_random_play_every_variant_2000_deals() -> None:
    for variant in G.variants:
        outcomes = set()
        for seed in range(2000):
            rng, s = random_deal(seed, variant)
            while not G.is_over(s):
                acts = G.legal_actions(s)
                assert acts and not set(acts) & {r.action for r in G.refusals(s)}
                s = G.apply(s, rng.choice(acts))
            check_invariants(s)
            st_ = G.settlement(s)
            assert st_ is not None and sum(st_.net().values()) == 0
            outcomes.add(s.result)
            if s.result in ("made", "failed"):
                # play stopped exactly when the result became sure, not a trick later
                before = s._replace(
                    tricks=tuple(t - (p == s.history[-1][1]) for p, t in enumerate(s.tricks))
                )
                assert before.bidder_tricks < before.bid and before.against <= TRICKS - before.bid
                assert (s.bidder_tricks >= s.bid) == (s.result == "made")
        expected = {"made", "failed"} | ({"all_passed"} if variant == "seed" else set())
        assert outcomes == expected


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 6))
def test_view_hides_other_hands_and_determinize_fits(seed: int, players: int) -> None:
    s = G.new_deal(players=players, seed=seed)
    rng = random.Random(seed)
    while not G.is_over(s):
        seat = s.to_move
        v = G.view(s, seat)
        assert all(v.hands[p] == 0 for p in range(players) if p != seat)
        assert G.legal_actions(v) == G.legal_actions(s)
        w = G.determinize(v, rng)
        assert w.hands[seat] == s.hands[seat]
        assert [h.bit_count() for h in w.hands] == [h.bit_count() for h in s.hands]
        for p in range(players):
            assert not w.hands[p] & s.excluded[p]  # voids shown are respected
        s = G.apply(s, rng.choice(G.legal_actions(s)))


def test_bots_bid_as_well_as_play() -> None:
    for kind in (RandomBot, RuleOfThumbBot, MonteCarloBot):
        bids = 0
        for seed in range(6):
            s = G.new_deal(players=4, dealer=seed % 4, seed=seed)
            bots = {p: kind(seed=p) for p in range(4)}
            end = play_hand(G, s, bots)
            bids += end.bidder >= 0
            assert G.is_over(end)
        assert bids > 0


def test_bots_read_only_their_view() -> None:
    s = G.new_deal(players=4, seed=9)
    seat = s.to_move
    assert seat == 1
    other = s._replace(hands=(s.hands[2], s.hands[1], s.hands[3], s.hands[0]))
    for bot in (RuleOfThumbBot(seed=1), MonteCarloBot(seed=1, min_worlds=20, budget_ms=0)):
        again = (
            type(bot)(seed=1, min_worlds=20, budget_ms=0)
            if isinstance(bot, MonteCarloBot)
            else type(bot)(seed=1)
        )
        assert bot.choose(G, s, seat) == again.choose(G, other, seat)


def test_bid_estimate_question_is_judged_by_tolerance() -> None:
    for seed in range(4):
        q = practice("napoleon", seed, kind="bid_estimate")
        ok, engine_bid, lines, rules = G.bid_check(q.state, None)
        assert q.solve() == engine_bid
        assert "expected tricks" in lines[0] and rules
        e = max(G.expected_tricks(q.state, q.state.to_move).values())
        low = q.state.bid + 1
        for b in range(0, 6):
            fb = q.check(str(b))
            if b == 0:
                assert fb.correct == (e <= low)
            elif b >= low:
                assert fb.correct == (abs(b - e) <= BID_TOLERANCE)
            assert any("expected tricks" in x for x in fb.explanation)  # the estimate is shown


def test_strong_and_weak_hands_are_estimated_so() -> None:
    from engine.cards import mask_of, parse_cards

    strong = G.from_hands((0, mask_of(parse_cards("AS KS QS JS AH")), 0, 0))
    weak = G.from_hands((0, mask_of(parse_cards("2S 3H 4D 5C 7C")), 0, 0))
    es, ew = G.expected_tricks(strong, 1), G.expected_tricks(weak, 1)
    assert max(es.values()) >= 4.5 and max(ew.values()) < 1
    q = Question("q", "bid_estimate", "?", Scenario(G, strong))
    assert q.check("5").correct
    assert not Question("q", "bid_estimate", "?", Scenario(G, weak)).check("4").correct


def test_a_bid_answer_out_of_range_or_no_number_is_refused_not_judged() -> None:
    """A bid is 0 (pass) to 5 (nap), "he may pass or may bid from one to five" (003): 7 or
    'abc' is no answer to judge, and the message says how to write one (the quiz's range)."""
    import pytest

    from engine.quiz import AnswerFormatError
    from lessons import load

    q = next(q for q in load("napoleon").questions() if q.id == "q_bid_weak")
    for typed, said in (("7", "7 is out of range"), ("abc", "'abc' is not a whole number")):
        with pytest.raises(AnswerFormatError) as e:
            q.check(typed)
        assert said in str(e.value) and "answer 0 or pass, 1–4, or 5 or nap" in str(e.value)
        assert "35" not in str(e.value)
    assert q.check("0").correct and not q.check("5").correct


def test_declare_question_names_bids() -> None:
    q = practice("napoleon", 3, kind="declare", level=1)
    right = q.solve()
    assert right <= {"pass", "bid 1", "bid 2", "bid 3", "bid 4", "nap"}
    assert q.check(", ".join(sorted(right))).correct
    assert q.check(" ".join(sorted(right))).correct  # "bid 3" read as one choice
    if q.state.bid:
        fb = q.check(["bid 1"])
        assert not fb.correct and "napoleon.rising_bids" in {r.id for r in fb.rules}


def test_parse_print_symmetry() -> None:
    for a in G.legal_actions(G.new_deal(players=3, seed=1)):
        assert Action.parse(str(a)) == a
    assert str(PASS) == "pass"


def test_bench_runs_briefly() -> None:
    from bench import napoleon as bench_napoleon

    lines = bench_napoleon.run(deals=10, repeats=1, games=1)
    assert lines[0].startswith("napoleon: ") and "deals/s" in lines[0]
    assert any("Monte-Carlo vs rule of thumb" in line and "bids made" in line for line in lines)


def test_the_lessons_payment_table_is_the_engines() -> None:
    """The payments table written in the lesson (step 'payments') agrees with the engine's."""
    from lessons import load

    step = next(s for s in load("napoleon").steps if s.id == "payments")
    rows = [
        [c.strip() for c in line.strip().strip("|").split("|")]
        for line in step.text.splitlines()
        if line.strip().startswith("|") and not line.strip().startswith("|---")
    ][1:]
    engine = G.payment_table(4)
    assert len(rows) == len(engine) == 5
    for (bid, each_pays, gets, pays_each, pays_all), e in zip(rows, engine, strict=True):
        assert bid == e["bid"]
        assert int(each_pays) == e["made: each other pays"] and int(gets) == e["made: bidder gets"]
        assert int(pays_each) == e["failed: each other gets"]
        assert int(pays_all) == e["failed: bidder pays"]
