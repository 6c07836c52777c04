"""The source quoted for a "Stand" refused in Foster's simple pool says that everyone plays
there (learner report on /loo-compare, seed 000 against 002, the first deal: P1's "Stand"
refused, 'in a simple pool everyone plays: there is no declaring, so P1 cannot stand', under
loo.looed_simple, 'In a simple everyone plays; a player with no trick is looed three red.').
Its quotation was the seed's sentence for the loo alone, 'Those who have not won a trick are
looed, and must contribute three red counters each for the next pool.', which says nothing of
everyone playing: the sentence after it in seed 002 names the simple's play, where nobody
declares and everyone stands, a "Bold Stand". The quotation now takes both. It stays whole
sentences of the seed's "In Simple Pools" paragraph, and names its book."""

from __future__ import annotations

import re

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY, Action
from engine.refusal import Refusal
from engine.rules import normalise, normalised_seed, quote_in_seed

LOO = REGISTRY.get("loo")


def _stand_refused() -> Refusal:
    s = LOO.new_deal(players=5, dealer=0, seed=0)  # Foster's first deal: a simple
    assert not s.double
    (r,) = LOO.explain(s, Action("stand"))
    return r


def test_the_stand_refused_in_a_simple_quotes_the_seed_on_everyone_playing() -> None:
    r = _stand_refused()
    rule = r.rule
    assert rule.id == "loo.looed_simple" and "everyone plays" in str(r.reason)
    assert rule.seed == "002" and quote_in_seed(rule)
    seed = normalised_seed("002")
    quote = normalise(rule.quote)
    at = seed.index(quote)
    # whole sentences: it begins after a full stop and ends with one
    assert re.search(r"[.!?] $", seed[:at]) and quote.endswith("."), rule.quote
    # of the simple pool's paragraph, not the double's
    simple, double = seed.index("in simple pools, no trump"), seed.index("in double pools, an")
    assert simple < at < double
    # the seed's own word for the simple's play, where everyone stands: before, the loo only
    assert "bold stand" in quote, rule.quote
    assert "looed" in quote  # the rule's other half, still quoted
    assert rule.book.startswith("Foster's Hoyle")
