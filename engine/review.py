"""Hand review: where did I lose? Every decision a player took in a finished deal, judged by
the Monte-Carlo search over the cards he could *not* see at that moment.

For each decision (a card, a declaration, an exchange, closing, a claim, a bid) the review
takes the player's view at that moment (``game.view``: the hidden cards taken out), deals the
hidden cards at random many times, consistently with everything seen (``game.determinize``),
and plays every legal action out in each sampled deal (``game.playout``), or solves the deal
exactly once play is compulsory and small (``game.searchable`` and ``game.search``). Every
action is tried in the *same* sampled deals, with the same playout dice, so the difference
between two actions is not drowned in the luck of the deal.

* the **best** action is the one with the highest mean result (``game.value``, shown in
  counters of ``game.amount_unit``), with the number of sampled deals behind it;
* the **cost** of the action taken is the best mean result less its own, each to the
  hundredth as shown (so the three figures on the page agree);
* a **mark** (inaccuracy, mistake, blunder) is given when the cost reaches the game's declared
  thresholds (``game.review_marks``) *and* is more than twice its standard error over the
  sampled deals, so the noise of the sample is never marked: both judged on the figures as
  shown, to the hundredth (:func:`sure`);
* the **why** puts the difference into words where a rule of thumb explains it: the game's
  own words first (``game.review_why``, from the numbers ``game.review_measures`` takes from
  each sampled deal: a pool share, a loo, card points, a bid made), else how often each
  action takes the trick on the table, how many tricks the player ends with, how often the
  deal ends in a loss.

The judgement never reads a card the player could not see: :func:`review_decision` is given
only his view. The whole deal (everyone's cards) goes into :attr:`HandReview.record`, the
"what happened" record, and nowhere else.

>>> from engine.games.sixty_six import SIXTY_SIX
>>> from engine.search import play_hand, make_bot
>>> start = SIXTY_SIX.new_deal(players=2, seed=7)
>>> end = play_hand(SIXTY_SIX, start, {0: make_bot("rule_of_thumb", 1), 1: make_bot("random", 2)})
>>> r = review_hand(SIXTY_SIX, start, [a for _, a in end.moves], seat=0, worlds=20, exact_worlds=4)
>>> r.unit, len(r.decisions) == sum(1 for s, _ in end.moves if s == 0)
('game points', True)
"""

from __future__ import annotations

import math
import random
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from engine.game import REGISTRY, Action, Game, ReviewChoice
from engine.review_words import Line, amount, in_deals, in_them, label, named, opening, shown, units
from engine.search.bots import make_bot, play_out
from engine.search.solver import Positions
from engine.sentence import Part, Sentence
from engine.tricks import trick_said

__all__ = [
    "EXACT_WORLDS",
    "MARKS",
    "MARK_BAND",
    "MARK_SHARES",
    "PLURALS",
    "MAX_CHOICES",
    "SEARCH_NODES",
    "SIGNIFICANCE",
    "SYMBOLS",
    "WORLDS",
    "Choice",
    "Decision",
    "HandReview",
    "amount",
    "deals_words",
    "decision_line",
    "label",
    "costs_words",
    "deal_size",
    "mark_for",
    "sure",
    "review_decision",
    "review_hand",
    "review_text",
    "solved_words",
    "thresholds_text",
]

MARKS = ("inaccuracy", "mistake", "blunder")
"""The marks, lightest first (``Game.review_marks`` gives a threshold for each)."""
SYMBOLS = {"inaccuracy": "?!", "mistake": "?", "blunder": "??"}
"""How lichess writes them beside a move."""
MARK_SHARES = (1 / 6, 1 / 3, 2 / 3)
"""The rule every game's marks follow (:attr:`Game.review_marks`): each a share of the game's
:func:`deal_size`, what a deal moves for one player: giving away a sixth of it is an
inaccuracy, a third a mistake, two thirds a blunder. The shares are Loo's and Sixty-Six's
marks (0.35 / 0.75 / 1.5 red counters of a 2.3 deal, 0.2 / 0.45 / 0.9 game points of 1.3)."""
MARK_BAND = 4 / 3
"""How far a game's declared mark may lie from its share of the deal size, either way (a
factor): the figures are rounded to be read, and the size is measured over seeded deals."""
DEAL_SIZE_DEALS = 600
"""Seeded deals :func:`deal_size` plays by default."""
PLURALS = {"inaccuracy": "inaccuracies", "mistake": "mistakes", "blunder": "blunders"}
"""Each mark's plural, for a count of them ("3 inaccuracies")."""

WORLDS = 120
"""Sampled deals per decision while play is open (each played out once per action)."""
EXACT_WORLDS = 24
"""Sampled deals per decision once every deal is solved exactly (each costs far more)."""
MAX_CHOICES = 12
"""Actions tried per decision at most (an exchange of any 0 to 5 of five cards has 32): the
action taken, the rule of thumb's and the first of the rest as the game lists them."""
SEARCH_NODES = 10_000
"""Positions the exact search of one sampled deal may visit (its search from the player's move
and any after an action it leaves out, between them: :class:`~engine.search.solver.Positions`);
past them that deal is played out instead. A number of positions, not the wall clock (0.25 s
a search until now, which a busy machine reached sooner), so a busy machine reviews a hand as
an idle one does: the same deals solved, the same figures and marks. About the 0.25 s of an
idle machine (10-27 us of CPU a position); the review's 5,414 exact searches in 157 seeded
hands of Sixty-Six (two to four hands, some closed at the first lead), Napoleon and Forty-Five
visited at most 7,628, so an idle machine's review is unchanged."""
SIGNIFICANCE = 2.0
"""A cost is marked only when it is this many standard errors above nothing."""


Choice = ReviewChoice
"""One action's results over the sampled deals (declared in :mod:`engine.game`, as a game's
:meth:`~engine.game.Game.review_why` reads them)."""


@dataclass(frozen=True)
class Decision:
    """One decision of the reviewed player, and what the search says of it."""

    step: int
    """Index of the action in the deal's list of actions."""
    trick: int
    """The trick it belongs to (1-based; declarations before the first card: trick 1)."""
    phase: str
    played: Action
    choices: tuple[Choice, ...]
    """Every action tried, best first (empty when the action was forced)."""
    worlds: int
    """Sampled deals behind the values (0 when the action was the only one allowed)."""
    exact: bool
    """Were the sampled deals solved exactly (play compulsory and small)?"""
    cost: float
    """The best mean result less the played action's, in counters (0 for the best)."""
    error: float
    """The standard error of ``cost`` over the sampled deals."""
    mark: str | None
    said: tuple[Line, ...]
    """Why the best did better, a line each: a line naming a move other than a card is a
    :class:`~engine.sentence.Sentence` naming it as a :class:`~engine.sentence.Move`, so a
    page says it as its button does (:func:`engine.review_words.named`); :attr:`why` is the
    plain text."""
    tried: int
    """How many actions were on offer (``len(choices)`` is how many were tried)."""
    hidden: int = 0
    """How many cards the player could not see (``game.unseen``): what each sampled deal
    deals at random."""
    solved: int = 0
    """How many of the sampled deals were solved exactly (when ``exact``: a deal whose search
    ran past its positions, ``search_nodes``, was played out instead)."""
    deals: int = 0
    """How many different deals the sampled ones are (when ``exact``; 0: not counted). Once
    the cards unseen can lie only one way (two-hand Sixty-Six with the stock gone: they are
    all the other hand), every sampled deal is that one deal, and the page says so, not "24
    sampled deals"."""

    @property
    def why(self) -> tuple[str, ...]:
        """The lines of :attr:`said` in plain text, each move by the engine's words ("after
        stand you take 0.1 tricks"), as a notebook and the terminal print them."""
        return tuple(str(line) for line in self.said)

    @property
    def forced(self) -> bool:
        return not self.choices

    @property
    def best(self) -> Choice | None:
        return self.choices[0] if self.choices else None

    @property
    def played_choice(self) -> Choice | None:
        return next((c for c in self.choices if c.action == self.played), None)


@dataclass(frozen=True)
class HandReview:
    """A whole deal reviewed from one seat."""

    game_id: str
    seat: int
    unit: str
    thresholds: tuple[float, float, float]
    decisions: tuple[Decision, ...]
    record: tuple[tuple[int, Action], ...]
    """What happened: every action in order, by seat (shown, never used in the judgement)."""
    tricks: tuple[tuple[tuple[tuple[int, int], ...], int], ...]
    """What happened: the finished tricks, every card, and who took each."""
    result: float
    """What the deal was worth to the seat, in counters."""
    seconds: float

    @property
    def cost(self) -> float:
        """The decisions' costs added up, in counters. Not what the deal lost: each cost is
        judged on its own, from what the seat could see at that moment and against the best
        choice there, so the sum can be more than a deal is worth (4.01 game points over a
        hand of Sixty-Six, which is worth 3 at most): :func:`costs_words` says so."""
        return sum(d.cost for d in self.decisions)

    def marked(self) -> list[Decision]:
        return [d for d in self.decisions if d.mark]

    def counts(self) -> dict[str, int]:
        """How many decisions got each mark."""
        c = Counter(d.mark for d in self.decisions if d.mark)
        return {m: c.get(m, 0) for m in MARKS}


def costs_words(r: HandReview, deal: str = "deal") -> str:
    """The decisions' costs added up, said as what they are (:attr:`HandReview.cost`): a sum
    of costs each judged on its own, not what the ``deal`` lost. It once read "Expected
    result given away over the hand: 4.01 game points", more than a hand of Sixty-Six is
    worth.

    >>> r = HandReview("loo", 1, "red counters", (0.35, 0.75, 1.5), (), (), (), 0.0, 0.0)
    >>> costs_words(r)
    "Your decisions' costs add up to 0 red counters (each judged on its own, from what you could see then: a sum, not what the deal lost)."
    """
    return (
        f"Your decisions' costs add up to {units(r.cost, r.unit)} (each judged on its own, "
        f"from what you could see then: a sum, not what the {deal} lost)."
    )


def thresholds_text(game: Game[Any]) -> str:
    """The game's marks in words, as the review documents them."""
    unit = game.amount_unit
    return "; ".join(
        f"{m} ({SYMBOLS[m]}): at least {units(t, unit)} given away"
        for m, t in zip(MARKS, game.review_marks, strict=True)
    )


def deal_size(game: Game[Any], deals: int = DEAL_SIZE_DEALS, seed: int = 0) -> float:
    """What a deal moves for one player, in counters of ``game.amount_unit``: the mean size of
    P0's result, won or lost, over ``deals`` seeded deals among rule-of-thumb players at the
    game's usual table (:meth:`~engine.game.Game.usual_players`). The scale of the game's
    marks (:data:`MARK_SHARES`).

    >>> from engine.games.sixty_six import SIXTY_SIX
    >>> round(deal_size(SIXTY_SIX, deals=20), 2)
    1.2
    """
    players = game.usual_players(game.make_opts(None))
    total = 0.0
    for k in range(deals):
        start = game.new_deal(players=players, seed=seed + k)
        bots = {p: make_bot("rule_of_thumb", seed + k + p) for p in range(players)}
        end, _ = play_out(game, start, bots)
        total += abs(game.value(end, 0)) / game.units_per_counter
    return total / deals


def sure(cost: float, error: float) -> bool:
    """Is a cost more than :data:`SIGNIFICANCE` standard errors, as the page shows both
    (:func:`~engine.review_words.shown`)? Judged on the unrounded figures, a cost of 0.544
    with an error of 0.2705 was marked and read "Cost: 0.54 counters (± 0.27)", under a
    caption saying a mark needs more than twice the ±."""
    return shown(cost) > SIGNIFICANCE * shown(error)


def mark_for(game: Game[Any], cost: float, error: float) -> str | None:
    """The mark a cost earns: the heaviest threshold it reaches, if the sample is sure of it,
    each judged on the figures as the page shows them (a cost of 0.347 reads "0.35", which the
    marks' words call an inaccuracy at Loo)."""
    if not sure(cost, error):
        return None
    found = None
    for m, t in zip(MARKS, game.review_marks, strict=True):
        if shown(cost) >= t - 1e-9:
            found = m
    return found


def _side_tricks(game: Game[Any], state: Any, seat: int) -> int:
    me = game.side(state, seat)
    return sum(t for p, t in enumerate(state.tricks) if game.side(state, p) == me)


def _state_value(
    game: Game[Any], state: Any, seat: int, deadline: float, nodes: Positions | None = None
) -> float | None:
    """The exact value of a full state for ``seat`` (None if the search runs past ``deadline``
    or the positions ``nodes`` has left)."""
    if game.is_over(state):
        return float(game.value(state, seat))
    vals = game.search(state, seat, deadline, nodes)
    if not vals:
        return None
    mover = game.current_player(state)
    assert mover is not None
    mine = game.side(state, mover) == game.side(state, seat)
    return game.search_points(max(vals.values()) if mine else min(vals.values()))


def _solve_world(
    game: Game[Any],
    world: Any,
    seat: int,
    cands: list[Action],
    search_nodes: int | None,
    search_s: float | None = None,
) -> dict[Action, float]:
    """The exact value of every candidate action in one sampled deal, or nothing if the search
    visits more than ``search_nodes`` positions (None: no limit) or runs past ``search_s``
    seconds (None: no clock). One search from the player's own move values every action
    it tries at once (each reply searched with the window alpha-beta leaves it, not on its
    own); an action it leaves out (a card it plays as a marriage, or every action but an
    obvious one) is searched after it is taken."""
    deadline = time.perf_counter() + search_s if search_s else 0.0
    nodes = Positions(search_nodes) if search_nodes else None
    root = game.search(world, seat, deadline, nodes)
    if root is None:
        return {}
    out: dict[Action, float] = {}
    for a in cands:
        if a in root:
            out[a] = game.search_points(root[a])
            continue
        v = _state_value(game, game.apply(world, a), seat, deadline, nodes)
        if v is None:
            return {}
        out[a] = v
    return out


def _candidates(
    game: Game[Any], legal: list[Action], view: Any, played: Action, rng: random.Random
) -> tuple[list[Action], int]:
    if len(legal) <= MAX_CHOICES:
        return legal, len(legal)
    keep = [played]
    thumb = game.heuristic_action(view, random.Random(0))
    if thumb not in keep:
        keep.append(thumb)
    rest = [a for a in legal if a not in keep]
    rng.shuffle(rest)
    return keep + rest[: MAX_CHOICES - len(keep)], len(legal)


def review_decision(
    game: Game[Any],
    view: Any,
    seat: int,
    played: Action,
    *,
    step: int = 0,
    worlds: int = WORLDS,
    exact_worlds: int = EXACT_WORLDS,
    seed: int | str = 0,
    search_nodes: int | None = SEARCH_NODES,
    search_s: float | None = None,
) -> Decision:
    """Judge ``played`` in ``view`` (what ``seat`` could see when he chose: never the full
    state). ``worlds`` sampled deals are played out per action while play is open,
    ``exact_worlds`` solved exactly once ``game.searchable(view)``, each search cut off after
    ``search_nodes`` positions (None: none), and after ``search_s`` seconds of wall clock if
    given (None, the default: no clock, which a busy machine would reach sooner)."""
    rng = random.Random(f"review:{seed}:{step}")
    phase, trick_no = view.phase, len(view.history) + 1
    legal = game.legal_actions(view)
    if played not in legal:
        # a view may leave out an action that rests on cards it hides (a widow not yet
        # taken); the action was taken in the deal, and every sampled deal holds those cards
        legal = [*legal, played]
    hidden = game.unseen(view)
    if len(legal) == 1:
        return Decision(step, trick_no, phase, played, (), 0, False, 0.0, 0.0, None, (), 1, hidden)
    cands, offered = _candidates(game, legal, view, played, rng)
    exact = game.searchable(view)
    n = exact_worlds if exact else worlds
    k = len(view.history)
    on_table = view.phase == "play"
    vals: dict[Action, list[float]] = {a: [] for a in cands}
    shade: dict[Action, float] = dict.fromkeys(cands, 0.0)
    takes: dict[Action, int] = dict.fromkeys(cands, 0)
    tricks: dict[Action, int] = dict.fromkeys(cands, 0)
    loses: dict[Action, int] = dict.fromkeys(cands, 0)
    takers: dict[Action, Counter[int]] = {a: Counter() for a in cands}
    measures: dict[Action, Counter[str]] = {a: Counter() for a in cands}
    me = None
    searched: dict[Any, dict[Action, float]] = {}
    n_solved = 0
    for _ in range(n):
        world = game.determinize(view, rng)
        if me is None:
            me = game.side(world, seat)
        dice = rng.randrange(2**32)
        solved: dict[Action, float] = {}
        if exact:
            # the same deal drawn again (nothing left to chance: the stock gone, every unseen
            # card in the one other hand) has the same exact values: searched once
            if world not in searched:
                searched[world] = _solve_world(game, world, seat, cands, search_nodes, search_s)
            solved = searched[world]
            n_solved += bool(solved)
        for a in cands:
            after = game.apply(world, a)
            end = game.playout(after, random.Random(dice))
            measures[a].update(game.review_measures(view, after, end, seat))
            v = solved.get(a, float(game.value(end, seat)))
            vals[a].append(v)
            shade[a] += game.rollout_value(end, seat)
            tricks[a] += _side_tricks(game, end, seat)
            loses[a] += v < 0
            if on_table and a.kind == "play" and len(end.history) > k:
                winner = end.history[k][1]
                if game.side(end, winner) == me:
                    takes[a] += 1
                else:
                    takers[a][winner] += 1
    unit = game.units_per_counter
    choices = [
        Choice(
            a,
            sum(vals[a]) / n / unit,
            takes[a] / n if on_table and a.kind == "play" else None,
            tricks[a] / n,
            loses[a] / n,
            _taker(takers[a]),
            {k: v / n for k, v in measures[a].items()},
        )
        for a in cands
    ]
    order = {a: i for i, a in enumerate(cands)}
    # ties: the action taken first (a tie is no mistake), then the playouts' finer score
    choices.sort(
        key=lambda c: (-round(c.mean, 9), c.action != played, -shade[c.action], order[c.action])
    )
    best = choices[0]
    diffs = [(x - y) / unit for x, y in zip(vals[best.action], vals[played], strict=True)]
    mine = next(c for c in choices if c.action == played)
    # the cost is the best's figure less yours as the page shows them, to the hundredth: the
    # mean of the differences rounded on its own read "expected 2.12 ... expected 2.66 ...
    # cost 0.53" (the same number: the mean difference is the difference of the means)
    cost = max(0.0, round(shown(best.mean) - shown(mine.mean), 2))
    spread = sum(diffs) / n
    var = sum((d - spread) ** 2 for d in diffs) / (n - 1) if n > 1 else 0.0
    error = math.sqrt(var / n)
    mark = mark_for(game, cost, error) if best.action != played else None
    # words only for a cost the sample is sure of: a tenth of a counter within the noise
    # has no story to tell, and a rule of thumb read into it would mislead
    said = cost > 0 and sure(cost, error)
    why = _why(game, view, seat, mine, best) if said and best.action != played else ()
    return Decision(
        step, trick_no, phase, played, tuple(choices), n, exact, cost, error, mark, why, offered,
        hidden, n_solved, len(searched),
    )  # fmt: skip


def _taker(takers: Counter[int]) -> int | None:
    """The seat that takes the trick whenever the player loses it, else None: the words name
    him with the share of the sampled deals the player loses it in. The seat that took it most
    often was named so, and 'Leading the 3♦ let P3 take the trick ... in 100% of the sampled
    deals' was said of a P3 who took it in 32% of them, the other three players the rest.

    >>> _taker(Counter({2: 40})), _taker(Counter({2: 19, 3: 16})), _taker(Counter())
    (2, None, None)
    """
    return next(iter(takers)) if len(takers) == 1 else None


def _thumb_too(action: Action) -> str:
    """The rule of thumb agrees with the best action: a card by its face, any other choice
    as "the best" (its engine words, 'rob 9♠', 'meld Q♦', 'bid 2', are not the page's; "the
    same choice" read as the learner's own, just marked a mistake)."""
    if action.kind == "play" and action.card is not None:
        return f"The rule of thumb plays {action.card.pretty} here too."
    return "The rule of thumb makes the best choice here too."


def _the(action: Action) -> Part:
    """An action inside a sentence: a card with its article ("the 2♠": "2♠ brings more tricks
    ... with 7♣" read as a note, not a sentence), anything else as :func:`label` says it,
    named as a move (a page says its button)."""
    if action.kind == "play" and action.card is not None:
        return f"the {label(action)}"
    return named(action)


def _why(game: Game[Any], view: Any, seat: int, mine: Choice, best: Choice) -> tuple[Line, ...]:
    """The difference between the action taken and the best in words, from the sample: the
    game's own words where it has them, else the trick taken, the tricks and the losses."""
    a, b = _the(mine.action), _the(best.action)
    out: list[Line] = list(game.review_why(view, seat, mine, best))
    thumb = game.heuristic_action(view, random.Random(0))
    if out:
        if thumb == best.action:
            out.append(_thumb_too(best.action))
        return tuple(out)
    unit = game.amount_unit
    if mine.takes_trick is not None and best.takes_trick is not None:
        gap = best.takes_trick - mine.takes_trick
        if gap >= 0.2:
            lead = not view.trick
            who = f"P{mine.taker}" if mine.taker is not None else "another player"
            verb = "leading" if lead else "playing"
            out.append(
                Sentence.of(
                    f"Take the trick while you can: {verb} ",
                    a,
                    f" let {who} take this trick {in_deals(1 - mine.takes_trick)}, and the "
                    f"{unit} that go with it; with ",
                    b,
                    f" you take it {in_them(best.takes_trick)}.",
                )
            )
        elif gap <= -0.2 and best.tricks >= mine.tricks:
            out.append(
                Sentence.of(
                    "Keep your winner: ",
                    a,
                    f" takes this trick {in_deals(mine.takes_trick)} and ",
                    b,
                    f" {in_them(best.takes_trick)}, but ",
                    b,
                    f" ends the deal with as many tricks or more ({best.tricks:.1f} against "
                    f"{mine.tricks:.1f} on average) and more {unit}.",
                )
            )
    if not out and best.tricks - mine.tricks >= 0.3:
        out.append(
            Sentence.of(
                opening(b),
                f" brings more tricks: {best.tricks:.1f} on average against {mine.tricks:.1f} "
                "with ",
                a,
                ".",
            )
        )
    if mine.loses - best.loses >= 0.15:
        out.append(
            Sentence.of(
                "Play safe: after ",
                a,
                f" the deal ends in a loss {in_deals(mine.loses)}; after ",
                b,
                f" {in_them(best.loses)}.",
            )
        )
    if thumb == best.action:
        out.append(_thumb_too(best.action))
    return tuple(out)


def review_hand(
    game: Game[Any],
    start: Any,
    actions: Sequence[Action],
    seat: int,
    *,
    worlds: int = WORLDS,
    exact_worlds: int = EXACT_WORLDS,
    seed: int | str = 0,
    search_nodes: int | None = SEARCH_NODES,
    search_s: float | None = None,
) -> HandReview:
    """Replay ``actions`` from ``start`` and judge every decision ``seat`` took, each from his
    view at that moment (:func:`review_decision`)."""
    began = time.perf_counter()
    state = start
    decisions: list[Decision] = []
    record: list[tuple[int, Action]] = []
    for i, action in enumerate(actions):
        mover = game.current_player(state)
        if mover is None:
            raise ValueError(f"action {i + 1} ({action}) comes after the end of the deal")
        if mover == seat:
            decisions.append(
                review_decision(
                    game,
                    game.view(state, seat),
                    seat,
                    action,
                    step=i,
                    worlds=worlds,
                    exact_worlds=exact_worlds,
                    seed=seed,
                    search_nodes=search_nodes,
                    search_s=search_s,
                )
            )
        record.append((mover, action))
        state = game.apply(state, action)
    result = float(game.value(state, seat)) / game.units_per_counter if game.is_over(state) else 0.0
    return HandReview(
        game.id,
        seat,
        game.amount_unit,
        game.review_marks,
        tuple(decisions),
        tuple(record),
        tuple(state.history),
        result,
        time.perf_counter() - began,
    )


def solved_words(d: Decision, every: str = ", solved exactly") -> str:
    """How the sampled deals were valued, to follow their number: nothing when they were
    played out, ``every`` when each was solved exactly, else how many were (a search past its
    positions, or a clock a caller gave it, leaves its deal played out)."""
    if not d.exact:
        return ""
    if d.solved == d.worlds:
        return every
    if not d.solved:
        return ", played out (every exact search was too long to finish)"
    return f", {d.solved} solved exactly, the rest played out (their search was too long to finish)"


def deals_words(d: Decision, unseen: bool = False, every: str = ", solved exactly") -> str:
    """The sampled deals behind a decision's figures: how many, how many of them differ when
    a deal drawn twice was solved once (``d.deals``), with ``unseen`` the cards they deal (the
    ones the player could not see), and how they were valued (:func:`solved_words`).

    Two-hand Sixty-Six with the stock gone read "24 sampled deals of the 5 cards you could not
    see, each solved exactly": those cards are all the other hand, and the 24 one deal.

    >>> d = Decision(0, 7, "play", Action("pass"), (), 24, True, 0.0, 0.0, None, (), 2, 5, 24, 1)
    >>> deals_words(d, unseen=True)
    '24 sampled deals, all the same one (the 5 cards you could not see can lie only one way), solved exactly'
    >>> from dataclasses import replace
    >>> deals_words(replace(d, deals=9), unseen=True, every=", each solved exactly")
    '24 sampled deals (9 different) of the 5 cards you could not see, each solved exactly'
    """
    cards = "card" if d.hidden == 1 else "cards"
    hidden = f"the {d.hidden} {cards} you could not see" if unseen and d.hidden else ""
    if d.exact and d.deals == 1 and d.worlds > 1:
        lie = f" ({hidden} can lie only one way)" if hidden else ""
        return f"{d.worlds} sampled deals, all the same one{lie}{solved_words(d)}"
    differ = f" ({d.deals} different)" if d.exact and 1 < d.deals < d.worlds else ""
    of = f" of {hidden}" if hidden else ""
    return f"{d.worlds} sampled deals{differ}{of}{solved_words(d, every)}"


def before_play(d: Decision) -> bool:
    """Was ``d`` made before the first card (declaring, bidding, exchanging, robbing the
    dealer's ace)? The review shows such decisions under "Before play", not under trick 1."""
    return d.phase != "play" and d.trick == 1


def decision_line(d: Decision, said: Callable[[Action], str] = label) -> str:
    """One line for a decision: what was played, the best, the cost and the mark; each move
    ``said`` as :func:`move_label` says it for the game (by default the engine's word)."""
    when = "before play" if before_play(d) else f"trick {d.trick}"
    if d.forced:
        return f"{when}: {said(d.played)} (the only action allowed)"
    best = d.best
    assert best is not None
    mine = d.played_choice
    assert mine is not None
    how = deals_words(d)
    if best.action == d.played:
        return f"{when}: {said(d.played)}: best ({amount(mine.mean)}; {how})"
    mark = f" {SYMBOLS[d.mark]} {d.mark}" if d.mark else ""
    return (
        f"{when}: {said(d.played)} ({amount(mine.mean)}){mark}: best "
        f"{said(best.action)} ({amount(best.mean)}), cost {amount(d.cost)}; {how}"
    )


def move_label(game: Game[Any]) -> Callable[[Action], str]:
    """How the plain-text review labels a decision of ``game``: a card by its face, any other
    move as the game names it to the player (:meth:`~engine.game.Game.move_words`: Rams'
    ``take the widow``, then ``play this deal`` for the stand after it), where it gave the
    engine's word (``widow``, then ``stand``, which read as the engine's name for play).

    >>> from engine.games.pool.rams import RAMS
    >>> said = move_label(RAMS)
    >>> said(Action("widow")), said(Action("stand")), said(Action.parse("AS"))
    ('take the widow', 'play this deal', 'A♠')
    """

    def said(action: Action) -> str:
        if action.kind == "play" and action.card is not None:
            return label(action)
        return game.move_words(action)

    return said


def marks_text(counts: dict[str, int]) -> str:
    """The marks counted (:meth:`HandReview.counts`) in words: ``1 mistake``, or ``none``."""
    said = [f"{n} {m if n == 1 else PLURALS[m]}" for m, n in counts.items() if n]
    return ", ".join(said) or "none"


def review_text(r: HandReview) -> str:
    """A reviewed hand in plain text, for a notebook or a terminal: each decision of the seat
    (:func:`decision_line`, with the words of why beneath it), the marks counted, then what
    happened, every trick's cards and who took it (in words), which the judgement never saw.

    >>> from engine.games.sixty_six import SIXTY_SIX
    >>> from engine.search import seeded_deal
    >>> start, actions, seat = seeded_deal(SIXTY_SIX, players=2, seed=1)
    >>> r = review_hand(SIXTY_SIX, start, actions, seat, worlds=8, exact_worlds=2, seed=1)
    >>> lines = review_text(r).splitlines()
    >>> for line in lines[:2]:
    ...     print(line)
    P1's decisions, each judged from what P1 could see at that moment
    (results in game points; giving away 0.2 or more is an inaccuracy ?!, 0.45 a mistake ?, 0.9 a blunder ??):
    >>> marks_text({"inaccuracy": 2, "mistake": 0, "blunder": 1})
    '2 inaccuracies, 1 blunder'
    >>> lines[-len(r.tricks) - 1]
    'What happened (every card, shown only now):'
    """
    # "0.2 or more is an inaccuracy ?!, 0.45 a mistake ?, 0.9 a blunder ??"
    marks = ", ".join(
        f"{t:g} {'or more is an' if k == 0 else 'a'} {m} {SYMBOLS[m]}"
        for k, (m, t) in enumerate(zip(MARKS, r.thresholds, strict=True))
    )
    lines = [
        f"P{r.seat}'s decisions, each judged from what P{r.seat} could see at that moment",
        f"(results in {r.unit}; giving away {marks}):",
    ]
    said = move_label(REGISTRY.get(r.game_id))
    for d in r.decisions:
        lines.append("  " + decision_line(d, said))
        lines += ["      " + why for why in d.why]
    lines += [f"Marks: {marks_text(r.counts())}", "What happened (every card, shown only now):"]
    for k, (plays, winner) in enumerate(r.tricks, 1):  # each trick's taker in words, no arrow
        lines.append(f"  trick {k}: {trick_said(plays, winner)}")
    return "\n".join(lines)
