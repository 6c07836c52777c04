"""The computer players: legal, reproducible, blind to hidden cards, and the search is exact."""

from __future__ import annotations

import doctest
import random
from collections import Counter
from typing import Any

import pytest

import engine.bots
import engine.search.bots
import engine.search.determinize
import engine.search.thumb
from engine.game import Action
from engine.games.loo import LOO
from engine.games.sixty_six import CLAIM, SIXTY_SIX, SixtySixState, hand_points
from engine.games.sixty_six.play import shuffle
from engine.search import (
    MonteCarloBot,
    NoDeal,
    RandomBot,
    RuleOfThumbBot,
    assign_places,
    deal_places,
    make_bot,
    play_hand,
)

G = SIXTY_SIX


def deterministic_mc(seed: int, worlds: int = 4) -> MonteCarloBot:
    """No time budget: exactly ``worlds`` worlds a decision, so a decision depends on the seed
    and the view only."""
    return MonteCarloBot(seed=seed, budget_ms=0, min_worlds=worlds, search_ms=60_000)


def advance(s: SixtySixState, steps: int, seed: int) -> SixtySixState:
    rng = random.Random(seed)
    for _ in range(steps):
        if s.phase != "play":
            break
        s = G.apply(s, rng.choice([a for a in G.legal_actions(s) if a.kind != "claim"]))
    return s


def reshuffle_hidden(s: SixtySixState, seat: int, seed: int) -> SixtySixState:
    """Another full state with the same view for ``seat``: the cards he cannot see re-dealt."""
    return G.determinize(G.view(s, seat), random.Random(seed))._replace(start=s.start)


class Spy:
    """A game that refuses to hand a bot the full state: only ``view`` may read it."""

    def __init__(self, game: Any, secret: Any) -> None:
        self._game, self._secret = game, secret
        self.views = 0

    def view(self, state: Any, seat: int) -> Any:
        self.views += 1
        return self._game.view(state, seat)

    def __getattr__(self, name: str) -> Any:
        attr = getattr(self._game, name)
        if not callable(attr):
            return attr

        def guarded(*args: Any, **kw: Any) -> Any:
            for a in (*args, *kw.values()):
                assert a is not self._secret, f"the bot passed the full state to {name}"
            return attr(*args, **kw)

        return guarded


@pytest.mark.parametrize("players", [2, 3, 4])
def test_bots_play_legal_whole_hands(players: int) -> None:
    for k, make in enumerate((RandomBot, RuleOfThumbBot)):
        s = G.new_deal(players=players, seed=40 + k)
        bots = {seat: make(seed=seat) for seat in range(players)}
        end = play_hand(G, s, bots)
        assert G.is_over(end) and G.outcome(end) is not None
    s = G.new_deal(players=players, seed=50)
    mc = {seat: MonteCarloBot(seed=seat, budget_ms=2, min_worlds=2) for seat in range(players)}
    assert G.is_over(play_hand(G, s, mc))


def test_random_bot_is_seeded_and_does_not_claim_at_random() -> None:
    s = G.new_deal(players=2, seed=3)
    a = [RandomBot(seed=9).choose(G, s, s.to_move) for _ in range(3)]
    assert a == [RandomBot(seed=9).choose(G, s, s.to_move) for _ in range(3)]
    picks = {RandomBot(seed=i).choose(G, s, s.to_move) for i in range(200)}
    assert CLAIM not in picks and len(picks) > 3


def test_rule_of_thumb_uses_the_game_heuristic_and_claims_at_66() -> None:
    s = G.new_deal(players=2, seed=3)
    s = s._replace(points=(0, 70), tricks=(0, 4))
    assert RuleOfThumbBot(seed=1).choose(G, s, s.to_move) == CLAIM
    loo = LOO.new_deal(players=5, seed=2)
    seat = LOO.current_player(loo)
    assert seat is not None
    assert RuleOfThumbBot(seed=1).choose(LOO, loo, seat) in LOO.legal_actions(loo)


def test_generic_bots_play_loo_too() -> None:
    s = LOO.new_deal(players=5, seed=8)
    end = play_hand(LOO, s, {i: RandomBot(seed=i) for i in range(5)})
    assert LOO.is_over(end)


def test_make_bot_names() -> None:
    assert isinstance(make_bot("monte_carlo", seed=1), MonteCarloBot)
    with pytest.raises(ValueError, match="unknown bot 'genius'"):
        make_bot("genius")


def test_monte_carlo_claims_and_exchanges_without_search() -> None:
    s = advance(G.new_deal(players=2, seed=21), 2, 1)
    rich = s._replace(points=tuple(70 if i == s.to_move else 10 for i in range(2)))
    assert deterministic_mc(1).choose(G, rich, rich.to_move) == CLAIM


@pytest.mark.parametrize("players", [2, 4])
def test_view_leaks_no_hidden_card_to_the_bot(players: int) -> None:
    """The bot's choice depends on its view alone: re-dealing every card it cannot see (the
    opponent's hand, the stock order) never changes its decision, and it never receives the
    full state except through ``view``."""
    checked = 0
    for k in range(12):
        s = advance(G.new_deal(players=players, seed=100 + k), k * 2 % 17, k)
        if s.phase != "play":
            continue
        seat = s.to_move
        other = reshuffle_hidden(s, seat, seed=k)
        assert G.view(other, seat) == G.view(s, seat)
        if players == 2 and s.stock:
            assert other.stock != s.stock or other.hands != s.hands or len(s.stock) <= 1
        spy = Spy(G, s)
        a = deterministic_mc(k).choose(spy, s, seat)  # type: ignore[arg-type]  # (a Spy: the game)
        assert spy.views >= 1
        assert a == deterministic_mc(k).choose(G, other, seat)
        spied = Spy(G, s)
        thumb = RuleOfThumbBot(seed=k).choose(spied, s, seat)  # type: ignore[arg-type]  # (a Spy: the game)
        assert thumb == RuleOfThumbBot(seed=k).choose(G, other, seat)
        checked += 1
    assert checked >= 8


def test_view_never_holds_an_unseen_card() -> None:
    """Whatever the position, a view holds only its own hand plus cards shown to everyone."""
    rng = random.Random(5)
    for k in range(200):
        s = advance(G.new_deal(players=2 + k % 3, seed=k), rng.randrange(30), k)
        for seat in s.seats:
            v = G.view(s, seat)
            for i in range(s.n):
                if i != seat:
                    assert v.hands[i] == s.hands[i] & s.known[i]
                    assert v.hidden[i] == (s.hands[i] & ~s.known[i]).bit_count()
            assert all(c == -1 for c in v.stock[:-1]) and v.start == ((), ())


def minimax(s: SixtySixState, seat: int) -> int:
    """Plain minimax over every legal play (claims at 66, as the search does): the reference."""
    if s.phase == "over":
        return G.value(s, seat)
    if s.n != 4 and hand_points(s, s.to_move) >= 66:
        return G.value(G.apply(s, CLAIM), seat)
    vals = []
    for a in G.legal_actions(s):
        if a.kind in ("claim", "close", "exchange"):
            continue
        if a.kind == "play" and a.card is not None and (G.meld_cards(s) >> a.card) & 1:
            a = Action("meld", a.card)  # the search leads a marriage card with the marriage
        vals.append(minimax(G.apply(s, a), seat))
    same = s.n == 4 and s.to_move % 2 == seat % 2 or s.to_move == seat
    return max(vals) if same else min(vals)


@pytest.mark.parametrize("players", [2, 4])
def test_exact_search_matches_plain_minimax(players: int) -> None:
    checked = 0
    for k in range(40):
        s = G.new_deal(players=players, seed=300 + k)
        rng = random.Random(k)
        while s.phase == "play" and not (
            (s.n == 4 or s.compulsory) and sum(h.bit_count() for h in s.hands) <= 7
        ):
            s = G.apply(s, rng.choice([a for a in G.legal_actions(s) if a.kind != "claim"]))
        if s.phase != "play":
            continue
        seat = s.to_move
        vals = G.search(s, seat)
        assert vals is not None
        assert max(vals.values()) == minimax(s, seat)
        checked += 1
    assert checked >= 10


def test_monte_carlo_beats_random_in_a_short_seeded_match() -> None:
    ours = theirs = 0
    for k in range(16):
        s = G.new_deal(players=2, dealer=k % 2, seed=500 + k)
        bots = {0: deterministic_mc(k, worlds=3), 1: RandomBot(seed=k)}
        end = play_hand(G, s, bots)
        out = G.outcome(end)
        assert out is not None
        ours += out.game_points[0]
        theirs += out.game_points[1]
    assert ours > 2 * theirs


def test_bench_runs_a_tiny_seeded_match() -> None:
    from bench import sixty_six as bench

    p = bench.playouts(deals=5, seed=1)
    assert p.deals == 5 and p.player_actions >= 5 * 12
    assert bench.playouts(deals=5, seed=1).player_actions == p.player_actions  # seeded
    m = bench.Match(lambda s: RandomBot(seed=s), deals=1)
    assert m.hands == 2 and len(m.times) >= 2 and sum(m.points) > 0
    gm = bench.GameMatch(lambda s: RandomBot(seed=s), games=1)
    assert max(gm.points) >= 7 and gm.hands >= 3 and gm.wins in (0, 1)  # a whole game to 7
    lines = bench.run(deals=6, repeats=1, games=0, full_games=0)
    assert lines[0].startswith("sixty_six two-hand: ") and "deals/s" in lines[0]
    assert "schnapsen" in lines[-1]


@pytest.mark.parametrize(
    "module", [engine.search.determinize, engine.search.thumb, engine.search.bots, engine.bots]
)
def test_search_doctests(module: Any) -> None:
    result = doctest.testmod(module)
    assert result.attempted > 0 and result.failed == 0


def test_engine_bots_is_the_search_package() -> None:
    assert engine.bots.MonteCarloBot is MonteCarloBot and engine.bots.make_bot is make_bot


def test_hidden_cards_never_go_where_a_seat_is_known_void() -> None:
    rng = random.Random(3)
    pool = list(range(12))
    slots = [0] * 4 + [1] * 4 + [-1] * 4
    void = [0, 0b1111_1111]  # P1 has shown he holds none of cards 0-7
    for deal in (assign_places, deal_places):
        for _ in range(200):
            rng.shuffle(pool)
            places = deal(pool, slots, void, rng)
            assert sorted(places) == sorted(slots)
            assert all(not (void[p] >> c) & 1 for c, p in zip(pool, places, strict=True) if p >= 0)
        with pytest.raises(NoDeal, match="has no place"):  # 9 cards P1 lacks, 8 places for them
            deal(pool, slots, [0, 0b1_1111_1111], rng)
    # a card placed first may take the only place another needs: the matching sorts it out
    assert deal_places([0, 1, 2], [0, 1, 2], [0b011, 0b010, 0], rng) == [1, 2, 0]
    # with nothing known, every deal of the cards is as likely
    seen = Counter(
        tuple(deal_places([0, 1, 2, 3], [0, 0, 1, -1], [0, 0], rng)) for _ in range(6000)
    )
    assert len(seen) == 12 and min(seen.values()) > 350


def test_the_deal_shuffles_as_random_shuffle_does() -> None:
    """Sixty-Six deals with its own copy of ``random.shuffle``: draw for draw the same, so a
    seed deals what it always dealt."""
    for seed in range(300):
        for n in (24, 32):
            a, b = list(range(n)), list(range(n))
            random.Random(seed).shuffle(a)
            shuffle(b, random.Random(seed))
            assert a == b


def test_playout_keeps_no_teaching_record() -> None:
    s = advance(G.new_deal(players=2, seed=8), 5, 2)
    end = G.playout(s, random.Random(1))
    assert G.is_over(end) and not end.record and end.moves == s.moves
    assert G.apply(s, G.legal_actions(s)[0]).record  # teaching keeps it
