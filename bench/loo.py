"""Loo random-playout throughput, and the same driver loop over OpenSpiel's C++ ``oh_hell``.

One *player action* is what a search bot does at every node: ask for the legal actions, pick one
with a seeded random generator, apply it. Our Loo deals 5 players, both readings (Foster's and
the lesson text), and carries the pool from deal to deal with ``LOO.next_deal``, so simple and
double pools (declaring, the widow, flushes) come in their natural mix.

OpenSpiel's nearest game is Oh Hell; ``oh_hell(players=5,num_tricks_fixed=3)`` has the same
shape (5 players, 3 cards each, a trump turned, a bid each like our declarations). It deals with
*chance* actions, which are counted apart: player actions are compared like with like, timed
only while players act; deals per second include dealing (and, for Loo, settling) on both sides.
"""

from __future__ import annotations

import random
import statistics
from time import perf_counter, process_time
from typing import Any

from bench.common import Clock, Paired, Playouts, median_of, paired, rate
from engine.bots import MonteCarloBot, RandomBot, RuleOfThumbBot, make_bot
from engine.game import Game
from engine.games.loo import LOO
from engine.ledger import seat_account

SEED = 20261129
PLAYERS = 5
VARIANTS = ("foster1897", "lesson_000")
DEALS = 4000
REPEATS = 3
OPEN_SPIEL_GAME = f"oh_hell(players={PLAYERS},num_tricks_fixed=3)"


def loo_playouts(deals: int = DEALS, seed: int = SEED, clock: Clock = perf_counter) -> Playouts:
    """Random complete Loo deals: half under each variant, the pool carried between deals."""
    return pool_playouts(LOO, VARIANTS, PLAYERS, deals, seed, clock)


def pool_playouts(
    game: Any,
    variants: tuple[str, ...],
    players: int,
    deals: int,
    seed: int = SEED,
    clock: Clock = perf_counter,
) -> Playouts:
    """Random complete deals of a pool game, shared out over ``variants``, the pool carried
    from deal to deal (``next_deal``). ``clock``: the wall clock, or ``process_time`` for
    this process's CPU time alone."""
    rng = random.Random(seed)
    choice = rng.choice
    actions = done = 0
    player_seconds = 0.0
    start = clock()
    for v, variant in enumerate(variants):
        state = game.new_deal(players=players, seed=rng.getrandbits(32), variant=variant)
        for _ in range(deals // len(variants) + (v < deals % len(variants))):
            board = game.board(state)  # the deal played in place, as OpenSpiel's apply_action
            is_over, legal_actions, push = board.is_over, board.legal_actions, board.push
            t = clock()
            while not is_over():
                push(choice(legal_actions()))
                actions += 1
            player_seconds += clock() - t
            done += 1
            state = game.next_deal(board.state(), seed=rng.getrandbits(32))
    return Playouts(done, actions, clock() - start, player_seconds)


def pool_line(game: Any, variants: tuple[str, ...], players: int, deals: int, repeats: int) -> str:
    """The throughput line ``make bench`` prints for a pool game."""
    m = median_of(repeats, lambda: pool_playouts(game, variants, players, deals))
    o = m.first
    return (
        f"{game.id}: {rate(m.deals_per_s)} deals/s, {rate(m.actions_per_s)} player actions/s "
        f"(median of {repeats}; {o.deals:,} deals, {players} players, {' + '.join(variants)}, "
        f"{o.player_actions / o.deals:.1f} actions/deal)"
    )


STRENGTH_DEALS = 400
STRENGTH_BUDGET_MS = 25.0


def strength(
    game: Game[Any],
    opponent: str,
    deals: int = STRENGTH_DEALS,
    players: int = PLAYERS,
    hero: str = "monte_carlo",
) -> tuple[float, float, float, float, float, float]:
    """The Monte-Carlo player (``hero``: or another bot, by name) against a table of
    ``opponent`` bots (random or rule_of_thumb): its share of all counters won (a fair share
    is 1/players), its mean net in red counters a deal with one standard error, its median
    time for a decision it searched (ms), and, paired (duplicate-style), its mean net less
    the rule of thumb's in the same seat of the same deals against the same bots, with one
    standard error of that difference. The seat rotates; pools of 0, 3 or 6 red are carried
    in, so simple and double pools both come up.

    The net alone swings with the deals' luck (a standard error of 0.14 red over 400 Loo
    deals, where the two players differ by 0.3); the paired difference keeps the luck out
    (0.07 over 1,000)."""
    won_mc = won_all = 0
    nets: list[float] = []
    gains: list[float] = []
    times: list[float] = []
    for d in range(deals):
        seat = d % players
        mc = MonteCarloBot(seed=d, budget_ms=STRENGTH_BUDGET_MS)
        me = mc if hero == "monte_carlo" else make_bot(hero, d * 16 + seat)
        net = play_seat(game, opponent, d, players, me, times if me is mc else None)
        base = play_seat(game, opponent, d, players, RuleOfThumbBot(d * 16 + seat), None)
        for s in range(players):
            v = net.get(seat_account(s), 0)
            if v > 0:
                won_all += v
                won_mc += v if s == seat else 0
        mine = net.get(seat_account(seat), 0) / game.units_per_counter
        nets.append(mine)
        gains.append(mine - base.get(seat_account(seat), 0) / game.units_per_counter)
    times.sort()
    median_ms = 1000 * times[len(times) // 2] if times else 0.0
    se = statistics.stdev(nets) / len(nets) ** 0.5 if len(nets) > 1 else 0.0
    gain_se = statistics.stdev(gains) / len(gains) ** 0.5 if len(gains) > 1 else 0.0
    share = won_mc / won_all if won_all else 0.0
    return (share, statistics.fmean(nets), se, median_ms, statistics.fmean(gains), gain_se)


def play_seat(
    game: Game[Any],
    opponent: str,
    d: int,
    players: int,
    me: Any,
    times: list[float] | None,
) -> dict[str, int]:
    """Deal ``d`` of :func:`strength` with ``me`` in its seat (``d % players``) and seeded
    ``opponent`` bots in the others: every counter's net (``times`` collects the searched
    decisions' times of a Monte-Carlo player)."""
    hero = d % players
    bots: dict[int, Any] = {
        s: me
        if s == hero
        else (RandomBot(d * 16 + s) if opponent == "random" else RuleOfThumbBot(d * 16 + s))
        for s in range(players)
    }
    pool = (0, 3, 6)[d % 3] * game.units_per_counter
    state = game.new_deal(players=players, dealer=(d // players) % players, seed=d, pool=pool)
    while not game.is_over(state):
        seat = game.current_player(state)
        assert seat is not None
        t = perf_counter()
        action = bots[seat].choose(game, state, seat)
        if seat == hero and times is not None and me.last_worlds:
            times.append(perf_counter() - t)
        state = game.apply(state, action)
    settled = game.settlement(state)
    return settled.net() if settled else {}


def strength_lines(game: Game[Any], deals: int = STRENGTH_DEALS) -> list[str]:
    lines = []
    for opponent in ("random", "rule_of_thumb"):
        share, net, se, ms, gain, gain_se = strength(game, opponent, deals)
        # the net first: it is the measure of strength (the table nets 0 a deal between its
        # seats); the share of what was won can fall below a fair share for a seat that nets
        # more than the rest, by losing less; then the paired difference, which keeps the
        # deals' luck out
        lines.append(
            f"{game.id} Monte-Carlo vs {opponent}: {net:+.2f} red a deal net (±{se:.2f} s.e.; "
            f"par 0), {share:.1%} of the counters won (fair share {1 / PLAYERS:.0%}), "
            f"{gain:+.2f} (±{gain_se:.2f}) a deal more than the rule of thumb in its seat on "
            f"the same deals, median {ms:.0f} ms a searched decision ({deals} deals, "
            f"{PLAYERS} players, {STRENGTH_BUDGET_MS:.0f} ms budget)"
        )
    return lines


def double_share(deals: int = DEALS, seed: int = SEED) -> float:
    """The share of double pools in the mix ``loo_playouts`` plays (same seed, same deals)."""
    rng = random.Random(seed)
    doubles = done = 0
    for v, variant in enumerate(VARIANTS):
        state = LOO.new_deal(players=PLAYERS, seed=rng.getrandbits(32), variant=variant)
        for _ in range(deals // len(VARIANTS) + (v < deals % len(VARIANTS))):
            doubles += state.double
            while not LOO.is_over(state):
                state = LOO.apply(state, rng.choice(LOO.legal_actions(state)))
            done += 1
            state = LOO.next_deal(state, seed=rng.getrandbits(32))
    return doubles / done


def load_open_spiel() -> Any | None:
    """OpenSpiel's ``oh_hell``, or None when the ``bench`` extra is not installed."""
    try:
        import pyspiel
    except ImportError:
        return None
    return pyspiel.load_game(OPEN_SPIEL_GAME)


def open_spiel_playouts(
    game: Any,
    deals: int = DEALS,
    seed: int = SEED,
    successor: bool = False,
    clock: Clock = perf_counter,
) -> Playouts:
    """The same driver loop over OpenSpiel. ``successor``: ``state.child(a)`` makes a new state
    per action (as our immutable states do) instead of ``apply_action`` changing it in place."""
    rng = random.Random(seed)
    choice = rng.choice
    actions = chance = 0
    player_seconds = 0.0
    start = clock()
    for _ in range(deals):
        state = game.new_initial_state()
        while state.is_chance_node():  # the deal; oh_hell's chance outcomes are all equally likely
            state.apply_action(choice(state.chance_outcomes())[0])
            chance += 1
        t = clock()
        if successor:
            while not state.is_terminal():
                state = state.child(choice(state.legal_actions()))
                actions += 1
        else:
            while not state.is_terminal():
                state.apply_action(choice(state.legal_actions()))
                actions += 1
        player_seconds += clock() - t
    return Playouts(deals, actions, clock() - start, player_seconds, chance)


def run(
    deals: int = DEALS,
    repeats: int = REPEATS,
    strength_deals: int = STRENGTH_DEALS,
    pairs: int = 5,
) -> list[str]:
    """Measure and return the lines ``make bench`` prints for Loo (``strength_deals``: the
    Monte-Carlo player's matches, a few for a smoke test). Against OpenSpiel, ``pairs`` of ours
    run each in turn with one of theirs (:func:`bench.common.paired`), before the matches."""
    game = load_open_spiel()
    if game is None:
        ours = median_of(repeats, lambda: loo_playouts(deals))
    else:
        in_place = paired(
            pairs, lambda: loo_playouts(deals), lambda: open_spiel_playouts(game, deals)
        )
        copies = paired(
            pairs,
            lambda: loo_playouts(deals),
            lambda: open_spiel_playouts(game, deals, successor=True),
        )
        cpu = paired(
            pairs,
            lambda: loo_playouts(deals, clock=process_time),
            lambda: open_spiel_playouts(game, deals, clock=process_time),
        )
        cpu_copies = paired(
            pairs,
            lambda: loo_playouts(deals, clock=process_time),
            lambda: open_spiel_playouts(game, deals, successor=True, clock=process_time),
        )
        ours = in_place.ours
    o = ours.first
    n = len(ours.runs)
    lines = [
        f"loo: {rate(ours.deals_per_s)} deals/s, {rate(ours.actions_per_s)} player actions/s "
        f"(median of {n}; {o.deals:,} deals, {PLAYERS} players, "
        f"{' + '.join(VARIANTS)}, {double_share(deals):.0%} double pools, "
        f"{o.player_actions / o.deals:.1f} actions/deal)"
    ]
    lines += strength_lines(LOO, strength_deals)
    if game is None:
        lines.append("open_spiel: skipped: pyspiel not installed (pip install -e '.[bench]')")
        return lines
    theirs = in_place.theirs
    t = theirs.first
    lines += [
        f"open_spiel {OPEN_SPIEL_GAME}: {rate(theirs.deals_per_s)} deals/s, "
        f"{rate(theirs.actions_per_s)} player actions/s (median of {pairs}; "
        f"{t.player_actions / t.deals:.1f} player + {t.chance_actions / t.deals:.1f} chance "
        "actions/deal)",
        f"open_spiel via state.child() (a new state per action, as ours): "
        f"{rate(copies.theirs.actions_per_s)} player actions/s | ratio "
        f"{copies.ratio(actions_rate):.2f} (median of {pairs} paired runs)",
        f"loo in CPU time: {rate(cpu.ours.actions_per_s)} player actions/s | open_spiel in place "
        f"{rate(cpu.theirs.actions_per_s)}, via state.child() "
        f"{rate(cpu_copies.theirs.actions_per_s)} | ratio in place {cpu.ratio(actions_rate):.2f}, "
        f"vs state.child() {cpu_copies.ratio(actions_rate):.2f} (medians of {pairs} paired runs)",
        summary(in_place),  # last: the line the note quotes
    ]
    return lines


def actions_rate(p: Playouts) -> float:
    return p.actions_per_s


def deals_rate(p: Playouts) -> float:
    return p.deals_per_s


def summary(p: Paired) -> str:
    """The line the note quotes: both sides' medians, and the median of the paired ratios (the
    CPU-time line above it measures the same in this process's CPU time alone)."""
    ours, theirs, n = p.ours, p.theirs, len(p.ours.runs)
    return (
        f"loo: {rate(ours.deals_per_s)} deals/s, {rate(ours.actions_per_s)} actions/s "
        f"(median of {n}) | open_spiel oh_hell: {rate(theirs.deals_per_s)} deals/s, "
        f"{rate(theirs.actions_per_s)} actions/s | ratio ours/open_spiel (median of {n} paired "
        f"runs): deals {p.ratio(deals_rate):.2f}, actions {p.ratio(actions_rate):.2f}"
    )
