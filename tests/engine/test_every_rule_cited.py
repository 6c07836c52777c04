"""Every rule a game declares is cited by some engine path, or is named here as teaching text.

The citations audit found rules declared with a seed quote that nothing the engine says ever
cites: Sixty-Six's sixty_six.no_last_trick_after_closing (the engine counts no 10 for the last
trick after a close, and no count said so), sixty_six.closed_play (a follower refused after a
close was shown the sentence on an exhausted stock) and sixty_six.marriage_after_exhaustion
(the reading that allows it never said so). No test looked: test_citations checks each quote is
in its seed, and each game's ``test_every_<game>_rule_has_its_test`` that a test is named after
it, neither that the engine cites it.

An engine path, here: a refusal (every action on offer or not, a card not held, a declaration
word, a move no game has), the grounds of every legal action, a trick's winner and its notes,
the quiz's counts and checks (card points, whether to claim, who is still in, a bid, what
follows a trick: who takes the turned-up trump, whether play goes on), and a settlement (its
transfers, notes and rule), in every lesson and docs/examples scenario (and
after each legal action there), and along seeded deals under every named reading and every
option value, at every player count.

:data:`TEACHING` names, per game, the rules no path cites, and why each is only teaching text:
what they state is how the deal is set up (the pack, the deal, the ranks, the stakes, the turned
trump), done by the engine with no decision to refuse nor amount to price; or a reading the
Rules page explains, whose effect another rule's citation carries. A rule newly declared and
never cited fails here until it is cited where the engine applies it, or listed with a reason.
"""

from __future__ import annotations

import contextlib
import random
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

import pytest

import engine.games  # noqa: F401
from engine.action import Action, play
from engine.game import REGISTRY, Game, NotAsked
from engine.scenario import load_file
from lessons import available, load

ROOT = Path(__file__).resolve().parents[2]
SEEDS = 3  # seeded deals per reading and player count

# Why each is teaching text, by kind (the final report of the audit lists them):
# - the set-up (pack, deal, rank, ante, counters, dealer_adds, trump turned, widow dealt,
#   undealt, stock, partners, three-hand's deal, the first lead): the engine deals, ranks,
#   stakes and draws with no decision to refuse and nothing to price;
# - the card order (ace_high, Rams' other ranks): the ranking layer applies it; a trick's
#   winner cites trick_winner and spells the order out (Spoil Five and Forty-Five cite the rule
#   of their order that decided the trick: trump_order, top_trumps, ace_of_hearts, plain_order,
#   plain_hearts, plain_diamonds; Napoleon's ace_high, where an ace beat a card of its suit);
# - a reading's own words (lesson_000.*, simple_pool, double_pool, limited, as_irish, ...):
#   the position's refusals and settlement cite the rule of the family they decide;
# - irregularities and penalties priced only when a scenario names one (Spoil Five's
#   exposed_card, foul_hand, out_of_turn, renege_higher, renounce_trumps, revoke_plain,
#   penalty_lifted; Bierspiel's penalty), or ends no deal here (forty_five.game, sixty_six.game,
#   the three-hand dealer's score and cap, Napoleon's redeal and nap; sixty_six.four.undertrump,
#   which refuses a discard only where its option binds): none of the positions probed reaches
#   them;
# - a consequence the engine applies in play without a refusal (Rams' winner_leads, rams_leads,
#   pass_out; Linger Longer's winner_leads). Sixty-Six's draw, Napoleon's stop_early and
#   Forty-Five's count_out_reading were listed here until questions on what follows a trick
#   cited them (engine/quiz_after.py: 404f09fc, 98d270bc).
# A rule some path cites is not listed: the list named Rounce's widow_dead (a dealer who took the
# widow is refused it again) as reached by no probed position, while the lesson's step widow
# and quiz q_dealer_widow, and every declaring step after its widow taken, cite it; the test
# now checks that no listed rule is cited.
TEACHING: dict[str, set[str]] = {
    "loo": {
        "loo.ante",
        "loo.counters",
        "loo.deal",
        "loo.double_pool",
        "loo.lesson_000.ante",
        "loo.lesson_000.deal",
        "loo.lesson_000.defender",
        "loo.lesson_000.double_lead",
        "loo.lesson_000.double_pays",
        "loo.lesson_000.double_trump",
        "loo.lesson_000.single_lead",
        "loo.lesson_000.trump_turn",
        "loo.limited",
        "loo.simple_pool",
    },
    "irish_loo": {
        "irish_loo.ante",
        "irish_loo.as_three_card",
        "irish_loo.counters",
        "irish_loo.dealer_declares",
        "irish_loo.double_leads",
        "irish_loo.exchange_final",
        "irish_loo.limited",
        "irish_loo.replacements",
        "irish_loo.trump_turned",
    },
    "five_card_loo": {
        "five_card_loo.ante",
        "five_card_loo.as_irish",
        "five_card_loo.counters",
        "five_card_loo.dealer_declares",
        "five_card_loo.double_leads",
        "five_card_loo.exchange_final",
        "five_card_loo.flush_elder",
        "five_card_loo.pam_flush",
        "five_card_loo.pam_trump_only",
        "five_card_loo.trump_turned",
        "five_card_loo.undertaking",
        "five_card_loo.younger_flush",
    },
    "rams": {
        "rams.ante",
        "rams.counters",
        "rams.deal",
        "rams.dealer_adds",
        "rams.defender",
        "rams.double_pool",
        "rams.ecarte_rank",
        "rams.fashion_rank",
        "rams.lesson_000.ante",
        "rams.lesson_000.deal",
        "rams.lesson_000.dealer_card_trump",
        "rams.lesson_000.eldest_leads",
        "rams.lesson_000.rams_leads",
        "rams.lesson_000.rams_made",
        "rams.lesson_000.rams_widow",
        "rams.pack",
        "rams.pass_out",
        "rams.rams_leads",
        "rams.rams_losers",
        "rams.rams_widow_timing",
        "rams.rank",
        "rams.several_ramsed",
        "rams.trump_turned",
        "rams.undealt",
        "rams.undertaking",
        "rams.undertrump_example",
        "rams.widow_dealt",
        "rams.winner_leads",
    },
    "rounce": {
        "rounce.ante",
        "rounce.corruption",
        "rounce.counters",
        "rounce.deal",
        "rounce.dealer_adds",
        "rounce.defender",
        "rounce.inherited",
        "rounce.lead_trick_two",
        "rounce.pass_out",
        "rounce.pools_alike",
        "rounce.several_ramsed",
        "rounce.trump_turned",
        "rounce.undertaking",
        "rounce.widow_dealt",
        "rounce.winner_leads",
    },
    "bierspiel": {
        "bierspiel.ace_high",
        "bierspiel.crosses",
        "bierspiel.deal",
        "bierspiel.form_of_rams",
        "bierspiel.led_twice",
        "bierspiel.pack",
        "bierspiel.pass_out",
        "bierspiel.penalty",
        "bierspiel.rank",
        "bierspiel.seven_always_trump",
        "bierspiel.seven_turned",
        "bierspiel.smallest_card",
        "bierspiel.trump_turned",
        "bierspiel.undertaking",
        "bierspiel.undertrump_example",
        "bierspiel.widow_dealt",
    },
    "sixty_six": {
        "sixty_six.deal",
        "sixty_six.first_lead",
        "sixty_six.four.partners",
        "sixty_six.four.undertrump",
        "sixty_six.game",
        "sixty_six.marriage_scored",
        "sixty_six.pack",
        "sixty_six.three.deal",
        "sixty_six.three.dealer_cap",
        "sixty_six.three.dealer_scores",
        "sixty_six.trump_card",
    },
    "spoil_five": {
        "spoil_five.exposed_card",
        "spoil_five.foul_hand",
        "spoil_five.lead",
        "spoil_five.out_of_turn",
        "spoil_five.penalty_lifted",
        "spoil_five.pool_stake",
        "spoil_five.renege_higher",
        "spoil_five.renounce_trumps",
        "spoil_five.revoke_plain",
        "spoil_five.spoil_adds",
    },
    "forty_five": {
        "forty_five.game",
        "forty_five.lead",
        "forty_five.no_pool",
        "forty_five.per_trick_scale",
    },
    "napoleon": {
        "napoleon.deal",
        "napoleon.first_bid",
    },
    "linger_longer": {
        "linger_longer.ace_high",
        "linger_longer.deal",
        "linger_longer.first_lead",
        "linger_longer.stock",
        "linger_longer.trump_card",
        "linger_longer.winner_leads",
    },
}


def _probe(g: Game[Any], s: Any, out: set[str], bids: bool = False) -> None:
    """The rules the engine cites about position ``s``, added to ``out``."""
    out.update(r.rule.id for r in g.refusals(s))
    seat = g.current_player(s)
    live = seat is not None and seat >= 0 and not g.is_over(s)
    for a in g.legal_actions(s) if live else ():
        out.update(x.rule.id for x in g.grounds(s, a))
    if live:
        hand = s.hands[seat]
        missing = next((c for c in range(52) if not hand >> c & 1), None)
        if hand and missing is not None:
            out.update(r.rule.id for r in g.explain(s, play(missing)))
        for w in g.declaration_words:
            out.update(r.rule.id for r in g.explain(s, g.word_action(w)))
        out.update(r.rule.id for r in g.explain(s, Action("shuffle")))  # no game's move
    info = g.last_trick_info(s)
    if info and info.get("rule"):
        out.add(info["rule"] if isinstance(info["rule"], str) else info["rule"]["id"])
    asks: list[Callable[[], tuple[Any, ...]]] = [
        lambda: g.claim_check(s),
        lambda: g.still_in(s),
        lambda: g.pile_points(s, seat or 0),
    ]
    if bids and live:
        try:
            lo, hi, _ = g.number_range("bid_estimate")
            asks += [partial(g.bid_check, s, b) for b in range(lo, hi + 1)]
        except NotAsked:
            pass
    if getattr(s, "history", ()) and s.history[-1][0]:  # a trick whose cards are given
        asks.append(lambda: g.trick_notes(s))
        # and what follows it (engine.quiz_after: who takes the turned-up trump, whether play
        # goes on), where the game asks it
        asks += [partial(g.after_trick, s, k) for k in ("trump_taken", "plays_on")]
    for ask in asks:
        with contextlib.suppress(NotAsked, ValueError):  # a question the game does not ask
            out.update(r.id for r in ask()[-1])
    if g.is_over(s):
        st = g.settlement(s)
        if st is not None:
            out.update(x.rule for x in (*st.transfers, *st.notes) if x.rule)
        rule = g.settlement_json(s).get("rule")
        if isinstance(rule, dict):
            out.add(rule["id"])


def _readings(g: Game[Any]) -> list[tuple[str, dict[str, Any]]]:
    """Every named variant, and every other value of each option on the default one."""
    out: list[tuple[str, dict[str, Any]]] = [(v, {}) for v in g.variants]
    for o in g.options:
        out += [(g.default_variant, {o.name: c}) for c in o.choices if c != o.default]
    return out


def cited(g: Game[Any]) -> set[str]:
    out: set[str] = set()
    scenarios = [
        x
        for gid in available()
        for x in [s.scenario for s in load(gid).steps] + [q.scenario for q in load(gid).quiz]
        if x is not None and x.game.id == g.id
    ]
    scenarios += [
        scn
        for scn in map(load_file, sorted((ROOT / "docs" / "examples").glob("*.yaml")))
        if scn.game.id == g.id
    ]
    for scn in scenarios:
        s = scn.state
        _probe(g, s, out, bids=True)
        if g.current_player(s) is not None and not g.is_over(s):
            for a in g.legal_actions(s):
                _probe(g, g.apply(s, a), out)
    for variant, overrides in _readings(g):
        opts = g.make_opts(variant)
        rule = g.players_rule(opts)
        if rule is not None:
            out.add(rule.id)
        for n in g.player_counts(opts):
            for seed in range(SEEDS):
                rng = random.Random(seed)
                s = g.new_deal(players=n, dealer=seed % n, seed=seed, variant=variant)
                if overrides:
                    s = g.under_options(s, **overrides)
                while not g.is_over(s):
                    _probe(g, s, out)
                    legal = g.legal_actions(s)
                    plays = [a for a in legal if a.kind == "play"]
                    if plays and rng.random() < 0.85:  # claims and passes would end it early
                        a = rng.choice(plays)
                    else:
                        a = g.heuristic_action(s, rng) if rng.random() < 0.5 else rng.choice(legal)
                    s = g.apply(s, a)
                _probe(g, s, out)
    return out


@pytest.mark.parametrize("gid", [g.id for g in REGISTRY])
def test_every_declared_rule_is_cited_or_named_as_teaching_text(gid: str) -> None:
    g = REGISTRY.get(gid)
    declared = {r.id for r in g.rules}
    assert TEACHING[gid] <= declared, sorted(TEACHING[gid] - declared)  # no stale name
    uncited = declared - cited(g)
    # a rule newly uncited: cite it where the engine applies it, or list it with its kind
    assert sorted(uncited - TEACHING[gid]) == []
    # a rule listed as teaching text that some path cites: the list is wrong about it
    assert sorted(TEACHING[gid] - uncited) == []
