"""One deal, two rule texts: the same seeded deal played under two named variants side by
side, with the same decisions, and the first point where the readings part.

The deal is dealt under the first variant and read under the second with
``game.under_variant`` (the same cards in the same places). Then both sides take the *same*
actions, one at a time: the first side's (from a script, such as the learner's own deal, or
from seeded computer players), applied to the second side too while the second side allows it.
At every step the engine is asked, on each side, who is to act, which actions are allowed (the
refused ones with their rule), and, when a trick ends, who wins it under which rule; at the end,
the settlement. The first place where an answer differs is the **parting**:

* ``turn`` — a different player is to act, or one side's deal is over (a widow dealt under one
  text only, a flush that ends the deal);
* ``legal`` — an action allowed on one side is refused on the other (each refusal with its rule);
* ``winner`` — the same cards make a different trick winner (each side's trick rule);
* ``settlement`` — the deal ends the same way but is settled differently (each transfer's rule).

Once the action taken on the first side is refused on the second, the second side plays on
with its own seeded computer players, so both deals still run to their ends.

>>> from engine.games.sixty_six import SIXTY_SIX
>>> c = compare(SIXTY_SIX, players=2, seed=0, variants=("seed", "strict_second_phase_german_practice"))
>>> c.parting is not None and c.parting.kind
'legal'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.cards import CARDS
from engine.compare_words import ENGINE_WORDS as ENGINE_WORDS  # (pages import these from here)
from engine.compare_words import PARTING_WORDS as PARTING_WORDS
from engine.compare_words import Words as Words
from engine.compare_words import action_name as action_name
from engine.compare_words import value_words as value_words
from engine.game import REGISTRY, Action, DealError, Game, Option, Refusal, either_of
from engine.ledger import Transfer, format_counters, moves_said
from engine.refusal import BECAUSE as BECAUSE  # what is refused, then why (one colon)
from engine.rules import Rule
from engine.search.bots import RandomBot, make_bot
from engine.search.montecarlo import MonteCarloBot
from engine.search.thumb import RuleOfThumbBot
from engine.sentence import Sentence, Who, does

KINDS = ("turn", "legal", "winner", "settlement")


@dataclass(frozen=True)
class Step:
    """One action on one side, and what the engine said about the position before it."""

    index: int
    seat: int
    action: Action
    legal: tuple[Action, ...]
    trick: tuple[tuple[int, int], ...] | None = None
    """The trick this action finished (its plays), or None."""
    winner: int | None = None
    together: bool = True
    """Was the same action taken on both sides here?"""


@dataclass(frozen=True)
class Side:
    """One reading's deal from start to end."""

    variant: str
    label: str
    start: Any
    end: Any
    steps: tuple[Step, ...]
    settlement: dict[str, Any]
    """``game.settlement_json`` of the end (empty if the deal could not end)."""


@dataclass(frozen=True)
class Parting:
    """The first point where the two readings give different answers."""

    kind: str
    step: int
    """Index of the step (the position before that action); the number of steps for a
    settlement."""
    seat: int | None
    said: tuple[Sentence, Sentence]
    """What each side says there: sentences that name their seats as fields, so a page tells
    them to the learner's seat (``said[k].text(seat)``: "you are to declare")."""
    rules: tuple[tuple[Rule, ...], tuple[Rule, ...]]
    """The rules each side cites there."""
    refusals: tuple[tuple[Refusal, ...], tuple[Refusal, ...]] = ((), ())

    @property
    def text(self) -> tuple[str, str]:
        """What each side says there, in the third person ("P1 is to declare")."""
        return (self.said[0].text(), self.said[1].text())


@dataclass(frozen=True)
class Comparison:
    game_id: str
    seed: int
    players: int
    sides: tuple[Side, Side]
    parting: Parting | None
    together: int
    """How many actions were the same on both sides before they parted."""
    options: tuple[tuple[Option, Any, Any], ...] = field(default_factory=tuple)
    """Each option the two variants set differently, with its value on each side."""
    words: Words | None = None
    """The words the parting is said in (None: the engine's): :func:`comparison_text` names
    the action taken at the parting and the search's decisions in them too."""

    def said(self, step: int) -> str:
        """The action of the first side's ``step`` in the comparison's words, as its parting
        sentences name an action ("“Play”" on the page's words, the engine's "stand")."""
        game, side = REGISTRY.get(self.game_id), self.sides[0]
        state = side.start
        for s in side.steps[:step]:
            state = game.apply(state, s.action)
        return (self.words or ENGINE_WORDS).action(state, side.steps[step].action)


def variant_pairs(game: Game[Any]) -> list[tuple[str, str]]:
    """The default variant against each of the others (empty for a game with one reading)."""
    base = game.default_variant
    return [(base, v) for v in game.variants if v != base]


def differing_options(game: Game[Any], a: str, b: str) -> tuple[tuple[Option, Any, Any], ...]:
    va, vb = game.options_for(a), game.options_for(b)
    return tuple((o, va[o.name], vb[o.name]) for o in game.options if va[o.name] != vb[o.name])


Bot = RandomBot | RuleOfThumbBot | MonteCarloBot


def _bots(players: int, level: str, seed: int) -> dict[int, Bot]:
    return {p: make_bot(level, seed * 100 + p) for p in range(players)}


def refused_said(seat: int, refusal: Refusal) -> Sentence:
    """A refusal of ``seat``'s action, its reason told to him as it is written to him ("you
    must follow suit: you hold A♣"), said of him to anyone else ("P1 must follow suit: he
    holds A♣"), by its fields (:meth:`Refusal.said_of`); a reason in words only names nobody
    ("the dealer has already said “Auf”") and reads the same to everyone.

    >>> from engine.games.sixty_six import SIXTY_SIX
    >>> c = compare(SIXTY_SIX, players=2, seed=0, variants=("seed", "strict_second_phase_german_practice"))
    >>> why = refused_said(c.parting.seat, c.parting.refusals[1][0])
    >>> why.text(), why.text(c.parting.seat)
    ('P1 has no card of the suit led and must trump: he holds 10♣ and Q♣', 'You have no card of the suit led and must trump: you hold 10♣ and Q♣')
    """
    said = refusal.said_of(seat)
    return Sentence.of(refusal.reason) if said is None else said


def compare(
    game: Game[Any],
    *,
    players: int,
    seed: int,
    variants: tuple[str, str] | None = None,
    dealer: int = 0,
    script: Sequence[Action] = (),
    level: str = "rule_of_thumb",
    bot_seed: int = 0,
    words: Words = ENGINE_WORDS,
) -> Comparison:
    """Play deal ``seed`` under two variants (by default the game's default and its first
    other) with the same decisions: ``script`` first, then seeded ``level`` computer players;
    the parting is said in ``words``. Raises ValueError when the game has one reading or a
    variant does not allow ``players``."""
    if variants is None:
        pairs = variant_pairs(game)
        if not pairs:
            raise ValueError(f"{game.name} has one reading only: nothing to compare")
        variants = pairs[0]
    va, vb = variants
    _fits(game, players, variants)
    start_a = game.new_deal(players=players, dealer=dealer, seed=seed, variant=va)
    start_b = game.under_variant(start_a, vb)
    return compare_states(
        game, start_a, start_b, script=script, level=level, bot_seed=bot_seed, seed=seed,
        words=words,
    )  # fmt: skip


def _fits(game: Game[Any], players: int, variants: tuple[str, str]) -> None:
    for v in variants:
        lo, hi = game.players_range(game.make_opts(v))
        if not lo <= players <= hi:
            raise DealError(f"{game.variants[v].label} is for {lo} to {hi} players, not {players}")


def compare_states(
    game: Game[Any],
    start_a: Any,
    start_b: Any,
    *,
    script: Sequence[Action] = (),
    level: str = "rule_of_thumb",
    bot_seed: int = 0,
    seed: int = 0,
    words: Words = ENGINE_WORDS,
) -> Comparison:
    """:func:`compare` from two opening states of the same deal (their ``opts`` name the
    variants)."""
    n = start_a.n
    bots_a, bots_b = _bots(n, level, bot_seed), _bots(n, level, bot_seed)
    a, b = start_a, start_b
    steps_a: list[Step] = []
    steps_b: list[Step] = []
    parting: Parting | None = None
    together = True
    shared = 0
    i = 0
    limit = 10_000  # a deal that never ends is a bug; stop rather than hang a page
    while not (game.is_over(a) and game.is_over(b)) and i < limit:
        ma, mb = game.current_player(a), game.current_player(b)
        la = game.legal_actions(a) if ma is not None else []
        lb = game.legal_actions(b) if mb is not None else []
        if together and parting is None:
            parting = _turn_or_legal(game, a, b, ma, mb, la, lb, i, words)
        act_a = None
        if ma is not None:
            act_a = script[i] if i < len(script) else bots_a[ma].choose(game, a, ma)
        if together and ma is not None and ma == mb and act_a in lb:
            assert act_a is not None
            a2, b2 = game.apply(a, act_a), game.apply(b, act_a)
            sa, sb = _step(i, ma, act_a, la, a, a2), _step(i, mb, act_a, lb, b, b2)
            steps_a.append(sa)
            steps_b.append(sb)
            shared += 1
            if parting is None and sa.winner != sb.winner:
                parting = _winner(game, a2, b2, sa, i)
            a, b = a2, b2
        else:
            together = False
            if ma is not None and act_a is not None:
                a2 = game.apply(a, act_a)
                steps_a.append(_step(i, ma, act_a, la, a, a2, together=False))
                a = a2
            if mb is not None:
                act_b = bots_b[mb].choose(game, b, mb)
                b2 = game.apply(b, act_b)
                steps_b.append(_step(i, mb, act_b, lb, b, b2, together=False))
                b = b2
        i += 1
    ja, jb = _settled(game, a), _settled(game, b)
    if parting is None and _net(game, a) != _net(game, b):
        parting = _settlement(game, a, b, i, words)
    sides = (
        Side(start_a.opts.variant, game.variants[start_a.opts.variant].label, start_a, a,
             tuple(steps_a), ja),
        Side(start_b.opts.variant, game.variants[start_b.opts.variant].label, start_b, b,
             tuple(steps_b), jb),
    )  # fmt: skip
    return Comparison(
        game.id,
        seed,
        n,
        sides,
        parting,
        shared,
        differing_options(game, sides[0].variant, sides[1].variant),
        words,
    )


def comparison_text(c: Comparison, steered: Sequence[int] = ()) -> str:
    """A comparison in plain text, for a notebook or a terminal: the two readings, each rule
    they set differently (its value on each side), then where they part, what each side says
    there and the rules it cites, as the app's Compare page shows them side by side. ``steered``
    (a :class:`Found`'s): the decisions the search made in place of the computer players,
    named last.

    >>> from engine.games.sixty_six import SIXTY_SIX
    >>> c = compare(SIXTY_SIX, players=2, seed=0, variants=("seed", "strict_second_phase_german_practice"))
    >>> print(comparison_text(c))
    The lesson texts (Trump Games and a web page)  |  German practice: strict later play
      Later play: head the trick and trump: no | yes
    The readings part at action 17: an action allowed under one reading is refused under the other. The action taken there, P1's Q♣, is allowed under both, so the two deals take the same 22 actions, to the end.
      The lesson texts (Trump Games and a web page): P1 may play A♠, 10♠ or K♠ (besides 10♣ or Q♣, which both readings allow)
      German practice: strict later play: A♠, 10♠ and K♠ refused, because P1 has no card of the suit led and must trump: he holds 10♣ and Q♣
          [sixty_six.strict.trump] German practice (variant): in later play, trump when you cannot follow.
    """
    a, b = c.sides
    lines = [f"{a.label}  |  {b.label}"]
    lines += [
        f"  {option.label}: {value_words(va)} | {value_words(vb)}" for option, va, vb in c.options
    ]
    p = c.parting
    if p is None:
        lines.append("In this deal the two readings never part.")
    else:
        lines.append(parting_line(c))
        for side, text, rules in zip(c.sides, p.text, p.rules, strict=True):
            lines.append(f"  {side.label}: {text}")
            lines += [f"      [{r.id}] {r.statement}" for r in rules]
    if steered:
        steps = c.sides[0].steps
        made = [f"action {k + 1}, P{steps[k].seat}: {c.said(k)}" for k in steered]
        lines.append("  Made by the search, not the computer players: " + "; ".join(made))
    return "\n".join(lines)


def parting_line(c: Comparison) -> str:
    """Where the readings part (the first answer that differs) and how long the two deals take
    the same actions, as one statement: where the action taken at the parting is allowed under
    both (a card refused under one, another trick winner), the deals go on alike past it, and
    the line says so ("The same for 22 actions, though the readings part at action 17" read as
    a contradiction)."""
    p = c.parting
    assert p is not None
    n, k, said = c.together, p.step + 1, PARTING_WORDS[p.kind]
    same = "1 action" if n == 1 else f"{n} actions"
    if p.kind == "settlement" or k > n:  # the two deals go separate ways at the parting
        where = "the settlement" if p.kind == "settlement" else f"action {k}"
        if n == 0:
            return f"The readings part at once, at {where}: {said}."
        return f"The same for {same}; they part at {where}: {said}."
    taken = f"P{c.sides[0].steps[p.step].seat}'s {c.said(p.step)}"
    every = all(len(side.steps) == n for side in c.sides)  # alike to the end of both deals
    shared = f"the same {same}, to the end" if every else f"the same first {same}"
    last = "of both deals" if every else "action the two deals share"
    rest = f"so the two deals take {shared}" if k < n else f"and is the last {last}"
    return (
        f"The readings part at action {k}: {said}. The action taken there, {taken}, is "
        f"allowed under both, {rest}."
    )


@dataclass(frozen=True)
class Found:
    """A deal where two readings part, and the decisions that lead there."""

    seed: int
    script: tuple[Action, ...]
    """The decisions taken before the computer players carry on (empty: theirs throughout)."""
    steered: tuple[int, ...]
    """Indices in ``script`` of the decisions the search chose, not the computer players."""
    comparison: Comparison
    tried: int
    """How many lines of play were compared to find it."""


@dataclass(frozen=True)
class Search:
    """What :func:`search_parting` tried, and what it found: a page says which deals it
    searched ("the next 100" overstated a search that ran out of lines after 20)."""

    first: int
    """The first deal looked at."""
    found: Found | None
    searched: int
    """How many deals, from the first, were searched every way the search tries (the
    computer players' own decisions, one changed, a deal's first round) without a parting."""
    played: int
    """How many, from the first, were played at least under the computer players' own
    decisions (more than ``searched`` where the lines ran out mid-way)."""
    lines: int
    """Lines of play compared."""
    out_of_lines: bool
    """Did the search stop at its budget, before the deals it was given ran out?"""


def search_parting(
    game: Game[Any],
    *,
    players: int,
    variants: tuple[str, str],
    seeds: Sequence[int],
    budget: int = 3000,
    skip: int = 0,
    words: Words = ENGINE_WORDS,
) -> Search:
    """The first deal of ``seeds`` where the two readings part, within ``budget`` lines of
    play, and how far the search got. Some readings part only after a choice the computer
    players do not make (declining to rob where robbing is optional, everyone passing before
    the dealer), so the search tries, ten deals at a time, the fewest changed decisions first:

    1. the computer players' own decisions (:func:`compare`);
    2. one decision changed: each other action allowed on both sides, at each decision of
       that line, the computer players carrying on after it;
    3. every line of a deal's first decisions, up to one a player (a bidding round), in the
       order the engine lists the actions, the computer players carrying on after it (at
       most ``PREFIX_LINES`` lines a deal).

    The budget counts lines, not seconds, so the same search finds the same deal every time,
    and a search given more lines tries the same lines first: ``skip`` lines an earlier search
    of the same deals compared without a parting (its :attr:`Search.lines`) are counted, not
    played again, so a search carries on where one that ran out stopped. The deal found is
    said in ``words`` (:func:`compare`).

    >>> from engine.games.linger_longer import LINGER_LONGER
    >>> s = search_parting(LINGER_LONGER, players=4, variants=tuple(LINGER_LONGER.variants)[:2],
    ...                    seeds=range(5, 25), budget=40)
    >>> s.found is None, s.searched, s.played, s.out_of_lines
    (True, 0, 10, True)
    """
    tried = 0
    searched = played = 0
    first = seeds[0] if len(seeds) else 0

    def attempt(seed: int, script: Sequence[Action]) -> Comparison:
        return compare(
            game, players=players, seed=seed, variants=variants, script=script, words=words
        )

    def found(seed: int, script: tuple[Action, ...], c: Comparison) -> Search:
        f = Found(seed, script, _steered(game, c.sides[0], len(script)), c, tried)
        return Search(first, f, searched, played, tried, False)

    def ran_out() -> Search:
        return Search(first, None, searched, played, tried, True)

    for at in range(0, len(seeds), 10):
        block = seeds[at : at + 10]
        lines = {}
        for seed in block:  # (played again after a skip: the lines below start from them)
            c = attempt(seed, ())
            tried += 1
            if c.parting is not None:
                return found(seed, (), c)
            lines[seed] = c.sides[0].steps
        played = at + len(block)
        for seed in block:
            line = [s.action for s in lines[seed]]
            # the two deals where each decision is changed: the line is the same on both
            # sides up to there (it never parts), so the change is played on from there, not
            # from the deal (the computer players are not asked before it either way)
            a = game.new_deal(players=players, dealer=0, seed=seed, variant=variants[0])
            b = game.under_variant(a, variants[1])
            for i, step in enumerate(lines[seed]):
                for other in step.legal:
                    if tried >= budget:
                        return ran_out()
                    if other == step.action:
                        continue
                    tried += 1
                    if tried > skip and compare_states(game, a, b, script=[other]).parting:
                        return found(seed, (*line[:i], other), attempt(seed, [*line[:i], other]))
                a, b = game.apply(a, step.action), game.apply(b, step.action)
        for seed in block:
            start = game.new_deal(players=players, dealer=0, seed=seed, variant=variants[0])
            frontier: list[tuple[tuple[Action, ...], Any]] = [((), start)]
            lines_here = 0
            for _ in range(players):  # breadth first: the shortest lines first
                deeper = []
                for prefix, state in frontier:
                    if game.current_player(state) is None:
                        continue
                    for act in game.legal_actions(state):
                        script = (*prefix, act)
                        if tried >= budget:
                            return ran_out()
                        if lines_here >= PREFIX_LINES:
                            break
                        lines_here += 1
                        tried += 1
                        if tried > skip and (c := attempt(seed, script)).parting:
                            return found(seed, script, c)
                        deeper.append((script, game.apply(state, act)))
                frontier = deeper
        searched = at + len(block)
    return Search(first, None, searched, played, tried, False)


def find_parting(
    game: Game[Any],
    *,
    players: int,
    variants: tuple[str, str],
    seeds: Sequence[int],
    budget: int = 3000,
    words: Words = ENGINE_WORDS,
) -> Found | None:
    """The first deal of ``seeds`` where the two readings part, or None within ``budget``
    lines of play (:func:`search_parting`, which also says how far it got), said in
    ``words``."""
    return search_parting(
        game, players=players, variants=variants, seeds=seeds, budget=budget, words=words
    ).found


PREFIX_LINES = 300  # lines of a deal's first decisions tried (step 3 of find_parting)


def steer_text(script: Sequence[Action], steered: Sequence[int]) -> str:
    """A found deal's decisions in a few characters (a link's ``steer``): each decision the
    search chose, by its text (``pass``, ``QS``), and a number for a run of decisions the
    computer players take there themselves (:func:`_steered` decides which), ``.`` between
    them. :func:`steered_script` rebuilds the script from it.

    >>> steer_text([Action("pass"), Action("stand"), Action("pass")], (0, 2))
    'pass.1.pass'
    """
    parts: list[str] = []
    run = 0
    for k, act in enumerate(script):
        if k not in steered:
            run += 1
            continue
        if run:
            parts.append(str(run))
            run = 0
        text = str(act)
        parts.append(text[5:] if act.kind == "play" and Action.parse(text[5:]) == act else text)
    if run:
        parts.append(str(run))
    return ".".join(parts)


def steered_script(
    game: Game[Any],
    *,
    players: int,
    seed: int,
    variants: tuple[str, str],
    text: str,
    words: Words = ENGINE_WORDS,
) -> tuple[tuple[Action, ...], tuple[int, ...]]:
    """The decisions a :func:`steer_text` names, replayed on deal ``seed`` under both
    readings: the script for :func:`compare` and the indices the search chose. Every decision
    must be allowed under both readings where it is taken (the search steers only while the
    two deals are still the same); ValueError says which decision and why not, naming it in
    ``words``."""
    va, vb = variants
    _fits(game, players, variants)
    a = game.new_deal(players=players, dealer=0, seed=seed, variant=va)
    b = game.under_variant(a, vb)
    script: list[Action] = []
    chosen: list[int] = []
    parts: list[tuple[str, int, Action | None]] = []  # all read before any is played
    for word in text.split("."):
        if word.isdigit() and int(word) > 0:
            parts.append((word, int(word), None))
            continue
        try:
            parts.append((word, 1, Action.parse(word)))
        except ValueError:
            raise ValueError(
                f"{word!r} is neither an action (such as pass or QS) nor a number of "
                "the computer players' own decisions"
            ) from None
    for word, count, given in parts:
        for _ in range(count):
            k = len(script)
            seat = game.current_player(a)
            if seat is None:
                raise ValueError(f"the deal is over after {k} decisions, before {word!r}")
            own = make_bot("rule_of_thumb", seat).choose(game, a, seat)
            act = own if given is None else given
            for state, v in ((a, va), (b, vb)):
                label = game.variants[v].label
                if game.current_player(state) != seat:
                    raise ValueError(
                        f"decision {k + 1} is P{seat}'s under one reading only, so it is "
                        f"not one decision of both: {label} has " + _mover_words(game, state)
                    )
                if act not in game.legal_actions(state):
                    why = game.explain(state, act)
                    raise ValueError(
                        f"decision {k + 1}, P{seat}'s {words.action(state, act)}, is not allowed "
                        f"under {label}"
                        + (f"{BECAUSE}{refused_said(seat, why[0]).text()}" if why else "")
                    )
            if act != own:
                chosen.append(k)
            script.append(act)
            a, b = game.apply(a, act), game.apply(b, act)
    return tuple(script), tuple(chosen)


def _mover_words(game: Game[Any], state: Any) -> str:
    who = game.current_player(state)
    return "the deal over" if who is None else f"P{who} to {state.phase}"


def _steered(game: Game[Any], side: Side, n: int) -> tuple[int, ...]:
    """Which of the first ``n`` decisions of ``side`` a computer player would not take there."""
    out = []
    state = side.start
    for k, step in enumerate(side.steps[:n]):
        if make_bot("rule_of_thumb", step.seat).choose(game, state, step.seat) != step.action:
            out.append(k)
        state = game.apply(state, step.action)
    return tuple(out)


def _net(game: Game[Any], state: Any) -> dict[str, int]:
    """Who receives or pays what (the amounts, not the rules cited: two texts may word one
    payment differently and still agree on it)."""
    st = game.settlement(state) if game.is_over(state) else None
    return {k: v for k, v in st.net().items() if v} if st else {}


def _settled(game: Game[Any], state: Any) -> dict[str, Any]:
    return game.settlement_json(state) if game.is_over(state) else {}


def _step(
    i: int, seat: int, action: Action, legal: list[Action], before: Any, after: Any,
    together: bool = True,
) -> Step:  # fmt: skip
    if len(after.history) > len(before.history):
        plays, winner = after.history[-1]
        return Step(i, seat, action, tuple(legal), tuple(plays), winner, together)
    return Step(i, seat, action, tuple(legal), together=together)


def _turn_or_legal(
    game: Game[Any],
    a: Any,
    b: Any,
    ma: int | None,
    mb: int | None,
    la: list[Action],
    lb: list[Action],
    i: int,
    said: Words,
) -> Parting | None:
    if ma != mb or a.phase != b.phase:
        # each side's refusal of what the other side's player may do first
        ta = tuple(game.explain(a, lb[0])[:1]) if lb and ma is not None else ()
        tb = tuple(game.explain(b, la[0])[:1]) if la and mb is not None else ()

        def words(
            state: Any, who: int | None, legal: list[Action], refused: tuple[Refusal, ...]
        ) -> Sentence:
            if who is None:  # the deal ended here on this side only (a flush, say)
                # (a clause of its own: the settlement's reasons end in a colon, "P0 shows a
                # flush and takes the pool: P0 takes 5 red counters from the pool")
                return "the deal is over; " + _settlement_words(game, state, said)[0]
            text = Sentence.of(Who(f"P{who}"), " ") + said.turn(state, f"P{who}")
            if legal:  # his choices, any one of which he may take: "claim or jink"
                text += f": {_choices(said, state, _hand_ordered(game, state, legal))}"
            for r in refused:  # what the other side's player does first, refused here
                text += f"; {said.action(state, r.action)} refused{BECAUSE}" + refused_said(who, r)
            return text

        def rules(state: Any, who: int | None, refused: tuple[Refusal, ...]) -> tuple[Rule, ...]:
            if who is None:
                return _settlement_words(game, state)[1]
            return tuple(r.rule for r in refused)

        return Parting(
            "turn",
            i,
            ma,
            (words(a, ma, la, ta), words(b, mb, lb, tb)),
            (rules(a, ma, ta), rules(b, mb, tb)),
            (ta, tb),
        )
    # listed as the mover's hand is drawn (the refusals' own lists already are)
    only_a = _hand_ordered(game, a, [x for x in la if x not in lb])
    only_b = _hand_ordered(game, b, [x for x in lb if x not in la])
    if not only_a and not only_b:
        return None
    # each side's refusal of what the other allows: the rule that forbids it there
    rb = tuple(r for x in only_a for r in game.explain(b, x)[:1])
    ra = tuple(r for x in only_b for r in game.explain(a, x)[:1])

    def allowed_words(state: Any, allowed: list[Action], refused: tuple[Refusal, ...]) -> Sentence:
        parts = []
        if allowed and ma is not None:
            plays = all(x.kind == "play" for x in allowed)
            verb = "play " if plays else said.choose
            either = said.names(state, allowed, "or")  # "5♣ or 6♣"
            # what both readings allow him too, of the same kind (a card beside the cards): a
            # list of the parting cards alone read as all he might play ("P1 may play A♠, 10♠
            # or K♠" of a hand that also held 10♣ Q♣, playable under both)
            kinds = {x.kind for x in allowed}
            both = [x for x in _hand_ordered(game, state, la) if x in lb and x.kind in kinds]
            also = said.names(state, both, "or") if both else ""
            besides = f" (besides {also}, which both readings allow)" if also else ""
            parts.append(Sentence.of(Who(f"P{ma}"), f" may {verb}{either}{besides}"))
        # one line per reason: "10♠ and K♠ refused, because ..."
        by_reason: dict[str, tuple[Sentence, list[Action]]] = {}
        for r in refused:
            reason = Sentence.of(r.reason) if ma is None else refused_said(ma, r)
            by_reason.setdefault(reason.text(), (reason, []))[1].append(r.action)
        for reason, acts in by_reason.values():
            parts.append(f"{said.names(state, acts)} refused{BECAUSE}" + reason)
        return Sentence.joined(parts, "; ")

    return Parting(
        "legal",
        i,
        ma,
        (allowed_words(a, only_a, ra), allowed_words(b, only_b, rb)),
        (_unique(r.rule for r in ra), _unique(r.rule for r in rb)),
        (ra, rb),
    )


def _choices(said: Words, state: Any, actions: list[Action], most: int = 8) -> str:
    """A seat's choices joined with "or", the first ``most`` of a longer list named and the
    rest counted ("9♠, ..., 4♦ or 3 more"), so that a cut list does not read as all of them."""
    if len(actions) <= most:
        return said.names(state, actions, "or")
    shown = [said.action(state, a) for a in actions[:most]]
    return either_of([*shown, f"{len(actions) - most} more"])


def _hand_ordered(game: Game[Any], state: Any, actions: list[Action]) -> list[Action]:
    """``actions`` with the cards of each kind in the order the mover's hand is drawn
    (``game.hand_order``), not by card code; kinds, and actions without a card, keep their
    place."""
    kinds = list(dict.fromkeys(x.kind for x in actions))
    out: list[Action] = []
    for kind in kinds:
        same = [x for x in actions if x.kind == kind]
        cards = [int(x.card) for x in same if x.card is not None]
        rank = {c: k for k, c in enumerate(game.hand_order(state, cards))}
        out += sorted(same, key=lambda x: rank[int(x.card)] if x.card is not None else -1)
    return out


def _unique(rules: Any) -> tuple[Rule, ...]:
    out: list[Rule] = []
    for r in rules:
        if r not in out:
            out.append(r)
    return tuple(out)


def _winner(game: Game[Any], a: Any, b: Any, step: Step, i: int) -> Parting:
    assert step.trick is not None
    plays = Sentence.joined(
        (Sentence.of(Who(f"P{p}"), f" {CARDS[c].pretty}") for p, c in step.trick), " · "
    )

    def words(state: Any) -> Sentence:
        w = state.history[-1][1]
        card = next(c for p, c in state.history[-1][0] if p == w)
        won = (*does(f"P{w}", "wins", "win"), f" the trick with {CARDS[card].pretty}")
        return plays + Sentence.of(": ", *won)

    return Parting(
        "winner",
        i,
        step.seat,
        (words(a), words(b)),
        ((game.trick_winner_rule(a),), (game.trick_winner_rule(b),)),
    )


def _settlement_words(
    game: Game[Any], state: Any, said: Words = ENGINE_WORDS
) -> tuple[Sentence, tuple[Rule, ...]]:
    """Each transfer of a finished deal in words (the page's, if it gives them), and the rules
    behind them."""
    st = game.settlement(state)
    if st is None:
        return Sentence.of("the deal did not end"), ()
    ids = [t.rule for t in st.transfers] + [n.rule for n in st.notes]
    rules = _unique(game.rules[r] for r in ids if r in game.rules)
    if said.settlement is not None:
        return said.settlement(state), rules
    per = game.units_per_counter

    def amount(t: Transfer) -> str:  # bare: the unit is said once a move (moves_said)
        return format_counters(t.amount, per)

    # a reason said once, its moves after it, as Play and the Compare page say them (a payer
    # named once, players moving alike together: "P0 and P2 each score 1 game point"), where
    # each transfer said its reason again; a move into or out of the pool in words; the unit
    # once a move ("P2 collects 2 counters from P0 and 2 from P1")
    moved = moves_said(st.transfers, amount, game.amount_unit)
    lines = [reason + ": " + moves for reason, moves in moved.values()]
    text = Sentence.joined(lines, "; ") if lines else Sentence.of("nothing changes hands")
    return Sentence.joined([text, *(n.sentence for n in st.notes)], "; "), rules


def _settlement(game: Game[Any], a: Any, b: Any, i: int, said: Words) -> Parting:
    (ta, ra), (tb, rb) = _settlement_words(game, a, said), _settlement_words(game, b, said)
    return Parting("settlement", i, None, (ta, tb), (ra, rb))
