"""What Play says a Spoil Five pool does after a deal is the engine's answer, over many deals.

Seen after a won deal (/spoil_five-play?seed=1&players=3, P1 claims at three tricks): beside
"Next deal", 'The deal passes to the left; a spoiled pool carries over.', about a pool just
taken, while the next deal makes a fresh one. And ui/games/spoil_five.py kept its own list of
the results whose pool carries over (``CARRIED = ("spoiled", "jink_failed")``), where the
engine can tell: ``SPOIL_FIVE.pool_after`` is the pool the next deal starts from, 0 once it is
taken. Now the result line and the words beside "Next deal" read the engine: a pool taken,
a fresh one of the next deal's stakes; a pool left, each adds to it, the next deal's pool the
figure said.

Tables of several deals in a row (so pools carried into a deal, each adding one, are among
them), every reading, three to ten players, random moves, and now and then an irregularity the
engine records (a foul hand, a revoke: Play cannot reach them, the words must still hold)."""

from __future__ import annotations

import contextlib
import random
from functools import cache

import pytest

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.game import REGISTRY
from engine.games.spoil_five import SpoilFiveState, moves
from engine.games.spoil_five.rules import IRREGULARITIES
from engine.ledger import seat_account
from ui.tables import game_ui

G = REGISTRY.get("spoil_five")
UI = game_ui("spoil_five")
TABLES, DEALS = 120, 5  # 600 deals


def _ended(s: SpoilFiveState, rng: random.Random) -> SpoilFiveState:
    """The deal played out at random, an irregularity now and then."""
    while not G.is_over(s):
        if rng.random() < 0.004:
            kind = rng.choice(list(IRREGULARITIES))
            with contextlib.suppress(ValueError):  # (not one the rules allow here: play on)
                s = G.irregularity(s, rng.randrange(s.n), kind)
            continue
        s = G.apply(s, rng.choice(G.legal_actions(s)))
    return s


@cache
def deals_played() -> tuple[SpoilFiveState, ...]:
    """The 600 deals, played when a test first asks (suite_groups.SHARED_PARAMETERS: this
    module's tests go to one worker, which plays them once; at import both workers played
    them while collecting the suite)."""
    out = []
    variants = list(G.variants)
    for k in range(TABLES):
        rng = random.Random(k)
        n = 3 + k % 8
        s = G.new_deal(players=n, dealer=k % n, seed=k, variant=variants[k % len(variants)])
        for d in range(DEALS):
            s = _ended(s, rng)
            out.append(s)
            s = G.next_deal(s, seed=k * 100 + d)
    return tuple(out)


def test_every_result_is_among_the_deals() -> None:
    results = {s.result for s in deals_played()}
    assert results == {"won", "five", "jink_failed", "spoiled"}, results
    assert any(s.carried for s in deals_played())
    assert any(s.events for s in deals_played())


def test_the_words_say_the_pool_carries_exactly_when_the_engine_carries_it() -> None:
    for s in deals_played():
        carried = G.pool_after(s)
        nxt = G.next_deal(s, seed=0)
        for seat in range(s.n):
            assert UI.verdict is not None
            _, line = UI.verdict(s, seat)
            beside = UI.next_deal(s, seat)
            words = f"{line} {beside}".lower()
            says_left = any(w in words for w in ("carries", "stays", "adds", "this pool"))
            assert says_left == bool(carried), (s.result, carried, words)
            assert ("fresh pool" in words) == (not carried), (carried, words)
            assert str(nxt.pool) in beside, (nxt.pool, beside)  # the next deal's pool
            # a pool left is nobody's; one taken is the taker's, said to him
            settle = G.settlement(s)
            got = settle.net().get(seat_account(seat), 0) if settle else 0
            takes = "the pool held" in words  # its figure, to the winner
            assert takes == (not carried and s.winner == seat and got > 0), (s.result, words)


def test_the_words_beside_next_deal_deal_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    """The words beside "Next deal" dealt the whole next deal (``SPOIL_FIVE.next_deal(state,
    seed=0)``) on every rerun of a finished deal's page, only to read its dealer, stakes and
    pool. They now read the engine's ``next_stakes``, which deals nothing: the same dealer,
    stakes and pool as the deal dealt next, and the same words with dealing made to fail."""
    said = {}
    for k, s in enumerate(deals_played()):
        nxt = G.next_deal(s, seed=k)
        dealer, put = G.next_stakes(s)
        assert (dealer, put) == (nxt.dealer, G.stakes_of(nxt)), (s.result, put)
        assert G.pool_after(s) + sum(put) == nxt.pool
        said[k] = [UI.next_deal(s, seat) for seat in range(s.n)]

    def no_deal(*_: object, **__: object) -> None:
        raise AssertionError("the words dealt a deal")

    monkeypatch.setattr(moves, "deal", no_deal)
    for k, s in enumerate(deals_played()):
        assert [UI.next_deal(s, seat) for seat in range(s.n)] == said[k]
