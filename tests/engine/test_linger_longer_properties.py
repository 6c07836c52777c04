"""Linger Longer properties over many random games: every card stays in the deal (hands,
trick, tricks, stock), only the winner draws, drop-outs are for good, one winner per game and a
settlement that sums to zero; views hide the other hands and the stock; the computer players
play legal cards reading only their view; the still-in quiz agrees with the state."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cards import CARDS
from engine.constraints import legal_mask
from engine.game import play
from engine.games.linger_longer import LINGER_LONGER, STAKE
from engine.games.linger_longer.play import legal_cards, play_context
from engine.games.linger_longer.rules import CHAIN
from engine.quiz import Question, practice
from engine.scenario import Scenario
from engine.search import MonteCarloBot, RandomBot, RuleOfThumbBot, play_hand

G = LINGER_LONGER
ALL = (1 << 52) - 1


def random_game(seed: int) -> list[Any]:
    rng = random.Random(seed)
    n = rng.randint(4, 6)
    s = G.new_deal(players=n, dealer=rng.randrange(n), seed=seed)
    out = [s]
    while not G.is_over(s):
        s = G.apply(s, rng.choice(G.legal_actions(s)))
        out.append(s)
    return out


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 10**9))
def test_cards_draws_and_drop_outs(seed: int) -> None:
    states = random_game(seed)
    for before, after in zip(states, states[1:], strict=False):
        assert G.cards_in_play(after) == ALL
        if len(after.history) > len(before.history):  # a trick finished
            winner = after.history[-1][1]
            drew = len(before.stock) - len(after.stock)
            assert drew == (1 if before.stock else 0)
            for p in range(after.n):
                if p != winner:
                    assert not after.hands[p] & ~before.hands[p]  # nobody else drew
        for p in range(after.n):
            if before.out[p] >= 0:
                assert after.out[p] == before.out[p]  # out for good
            if after.out[p] < 0 and after.phase == "play" and not after.trick:
                assert after.hands[p]  # everyone still in holds a card at a trick's start
        if after.phase == "play":
            assert after.out[after.to_move] < 0 and after.hands[after.to_move]


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 10**9))
def test_one_winner_and_zero_sum(seed: int) -> None:
    end = random_game(seed)[-1]
    assert 0 <= end.winner < end.n and end.result
    net = G.quiz_amounts(end)
    assert sum(net.values()) == 0
    assert net[f"P{end.winner}"] == STAKE * (end.n - 1)
    if end.result == "last_left":
        assert end.still_in() == (end.winner,)
    if end.result == "last_trick":
        assert not end.still_in() and not end.stock


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 10**9), st.integers(0, 5))
def test_views_hide_hands_and_stock(seed: int, k: int) -> None:
    states = random_game(seed)
    s = states[min(k * 3, len(states) - 1)]
    if G.is_over(s):
        return
    seat = s.to_move
    v = G.view(s, seat)
    assert v.hands[seat] == s.hands[seat]
    for p in range(s.n):
        if p != seat:
            assert v.hands[p] & ~(1 << s.turned) == 0
            assert v.hand_size(p) == s.hands[p].bit_count()
    assert all(c == -1 for c in v.stock) and len(v.stock) == len(s.stock)
    assert G.legal_actions(v) == G.legal_actions(s)
    w = G.determinize(v, random.Random(seed))
    assert G.cards_in_play(w) == ALL
    assert w.hands[seat] == s.hands[seat]


def test_bots_finish_games_with_legal_cards() -> None:
    for i, bot in enumerate((RandomBot(1), RuleOfThumbBot(2), MonteCarloBot(3, budget_ms=5))):
        s = G.new_deal(players=4 + i, seed=40 + i)
        end = play_hand(G, s, {p: bot for p in range(s.n)})
        assert G.is_over(end) and G.settlement(end) is not None


def test_bots_read_only_their_view() -> None:
    # two states with the same view for P1 (the others' cards swapped) get the same choice
    s = G.new_deal(players=4, dealer=0, seed=5)
    h = list(s.hands)
    h[2], h[3] = h[3], h[2]
    t = s._replace(hands=tuple(h))
    assert G.view(s, 1) == G.view(t, 1)
    for make in (lambda: RuleOfThumbBot(7), lambda: MonteCarloBot(7, budget_ms=5, max_worlds=8)):
        assert make().choose(G, s, 1) == make().choose(G, t, 1)


def test_generated_still_in_questions_agree_with_the_state() -> None:
    for seed in range(40):
        q = practice("linger_longer", seed, kind="still_in", level=2)
        s = q.state
        assert q.solve() == frozenset(f"P{p}" for p in s.still_in())
        assert q.check(sorted(q.solve())).correct
        played = {p for p, _ in s.history[-1][0]}
        assert set(q.choices()) == {f"P{p}" for p in played}


def test_a_card_not_held_is_refused() -> None:
    s = G.new_deal(players=4, seed=1)
    c = next(c for c in range(52) if not s.hands[s.to_move] >> c & 1)
    fb = G.explain(s, play(c))
    assert [(r.rule.id, r.reason) for r in fb] == [
        ("linger_longer.from_hand", f"P{s.to_move} does not hold {CARDS[c].pretty}")
    ]
    q = Question("q", "legal_cards", "", Scenario(G, s))
    assert q.solve()


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 10**9), st.integers(0, 20))
def test_playout_ends_the_game_through_the_rules(seed: int, k: int) -> None:
    """The search's playout ends every game by the rules' own play_card (no second copy of
    the rules): a finished game with its winner, keeping no teaching record."""
    from engine.games.linger_longer.search import playout

    states = random_game(seed)
    s = states[min(k, len(states) - 1)]
    end = playout(s, random.Random(seed))
    assert end.phase == "over" and end.winner >= 0 and not end.record
    assert end.winner not in end.out


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 10**9))
def test_fast_legal_cards_agree_with_the_chain(seed: int) -> None:
    """``legal_cards`` skips the chain for a lead and a last card: the chain, run on the full
    play context, gives the same cards at every position of a game."""
    for s in random_game(seed):
        if s.phase == "play":
            assert legal_cards(s) == legal_mask(CHAIN, play_context(s))


def test_a_dealt_stock_never_runs_out() -> None:
    """Why no complete deal reaches the stock running out: the winner and the last player to
    drop out play every trick and at most one of them wins each, so a game lasts at most
    ``2n - 1`` tricks (one of them loses ``n`` cards, the other fewer), and ``n*n + 2n - 1``
    never exceeds 52 for four to six players (6: 36 + 11 = 47). The readings of RULES.md §9
    (play on, reshuffle, a winner with no card) matter only in a position set up by hand."""
    for n in (4, 5, 6):
        assert n * n + 2 * n - 1 <= 52
    for seed in range(300):
        end = random_game(seed)[-1]
        assert end.stock and not end.reshuffled and len(end.history) <= 2 * end.n - 1


def test_reshuffle_keeps_every_card_in_one_place() -> None:
    """2,000 random complete games under ``reshuffle`` from a stock cut short (a dealt stock
    never runs out: see above), checked as the generic random-play test checks every game,
    and with the stock: the hands, the trick, the tricks still on the table
    (``G.tricks_on_table``) and the stock hold every card of the deal once, always the same
    cards; a played card stays on the table until a reshuffle gathers its trick up."""
    reshuffles = 0
    for seed in range(2000):
        rng = random.Random(seed)
        n = 4 + seed % 3
        s = G.new_deal(players=n, dealer=seed % n, seed=seed, variant="reshuffle")
        s = s._replace(stock=s.stock[: seed % 3])  # the rest set aside: not in this deal
        pack = G.cards_in_play(s)
        while True:
            # every place's cards ORed, and how many places hold a card (a card in two places
            # counted twice): masks, not lists of every hand's cards at every step (the
            # test's main cost, as in the generic random-play test)
            held = count = 0
            for h in s.hands:
                held |= h
                count += h.bit_count()
            places = [c for _, c in s.trick] + list(s.stock)
            places += [c for plays, _ in G.tricks_on_table(s) for _, c in plays]
            for c in places:
                held |= 1 << c
            count += len(places)
            assert held.bit_count() == count, f"seed {seed}: a card in two places"
            assert G.cards_in_play(s) == pack == held
            assert s.pile == sum(1 << c for plays, _ in G.tricks_on_table(s) for _, c in plays)
            if G.is_over(s):
                break
            seat, card = s.to_move, rng.choice(G.legal_actions(s)).card
            assert card is not None
            before, s = s, G.apply(s, play(card))
            gathered = len(s.reshuffled) > len(before.reshuffled)
            if not gathered:
                assert not s.hands[seat] >> card & 1
        reshuffles += len(s.reshuffled)
        assert s.result == "last_left" and G.settlement(s) is not None
    assert reshuffles >= 2000  # every game made a new stock at least once


def _fits(cards: int, bars: tuple[int, ...]) -> bool:
    """Can each of ``cards`` take its own place, no place barring its card?"""
    owner: dict[int, int] = {}

    def place(c: int, seen: set[int]) -> bool:
        for i, b in enumerate(bars):
            if i not in seen and not b >> c & 1:
                seen.add(i)
                if i not in owner or place(owner[i], seen):
                    owner[i] = c
                    return True
        return False

    held = [c for c in range(52) if cards >> c & 1]
    return len(held) == len(bars) and all(place(c, set()) for c in held)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**9))
def test_the_reading_of_the_play_never_rules_out_the_truth(seed: int) -> None:
    """What the search reads from the play (search.read_play): every hidden hand fits its
    seat's places with their void bars, a rule-of-thumb player's also with the bars of his
    habit, which none of his plays contradicts; a world dealt from it has every hand's size."""
    from engine.games.linger_longer.search import determinize, read_play

    rng = random.Random(seed)
    n = rng.randint(4, 6)
    variant = "reshuffle" if seed % 4 == 0 else None
    s = G.new_deal(players=n, dealer=rng.randrange(n), seed=seed, variant=variant)
    habit = [rng.random() < 0.5 for _ in range(n)]
    bots = [RuleOfThumbBot(seed + p) if habit[p] else RandomBot(seed + p) for p in range(n)]
    while not G.is_over(s):
        seat = s.to_move
        v = G.view(s, seat)
        reading = read_play(v)
        assert reading is not None
        for p in range(n):
            if p == seat:
                continue
            hidden = s.hands[p] & ~v.hands[p]
            assert _fits(hidden, reading.void[p])
            if habit[p]:
                shown = reading.habit[p]
                assert shown is not None and _fits(hidden, shown)
        w = determinize(v, rng)
        assert [h.bit_count() for h in w.hands] == [h.bit_count() for h in s.hands]
        assert w.hands[seat] == s.hands[seat] and G.cards_in_play(w) == G.cards_in_play(s)
        s = G.apply(s, bots[seat].choose(G, s, seat))
