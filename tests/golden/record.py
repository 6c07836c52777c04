"""Golden traces: what the engine does, recorded so a restructuring can prove it changed nothing.

For every registered game, variant and player count, over seeded deals, one line per decision:
the player to move, the legal actions, every refusal (action, rule id, reason), the seeded
random and rule-of-thumb bots' choices (the deal follows them in turn), then the settlement JSON
and ``render`` at the end. Also ``trickbook answer`` over every scenario in ``docs/examples/``
and in every lesson (steps and quiz, with the quiz's answers and explanations), and generated
practice questions of every kind with their answers and explanations.

One trace per game (``loo``, ``rams``, ...). Loo and Sixty-Six, recorded first, keep their
200 seeds and chosen counts (:data:`PLAYERS`), and their scenarios and questions stay in
``answers`` and ``practice``; every other game's are in ``answers_more`` and ``practice_more``,
so the first four files did not change when the others were added. A game registered later
gets a trace of its own (``--write GAME answers_more practice_more``, named in the commit).

    python tests/golden/record.py           # compare with the stored traces (exit 1 on a diff)
    python tests/golden/record.py --write   # record them anew (say why in the commit)
    python tests/golden/record.py rams      # only the traces named (with or without --write)

The traces are stored gzipped (mtime 0) in ``tests/golden/*.txt.gz``; ``test_golden.py``
compares them.
"""

from __future__ import annotations

import gzip
import json
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import engine.games  # noqa: E402,F401  (registers the games)
from engine import quiz  # noqa: E402
from engine.bots import RandomBot, RuleOfThumbBot  # noqa: E402
from engine.game import REGISTRY  # noqa: E402
from engine.scenario import action_text, answer, load_file  # noqa: E402

HERE = Path(__file__).resolve().parent
SEEDS = 200
# The games recorded first (before the pool family was built), with the player counts to record.
PLAYERS = {"loo": (3, 4, 5, 6, 8), "sixty_six": (2, 3, 4)}
# Every other game: each variant at every player count it allows (``player_counts``), over this
# many seeds each, about 200 deals a game and never fewer than 15 seeds: a game with many
# variants x counts gets fewer (Spoil Five's 3 x 8, Rams' 19). The test's CPU stays small (the
# new traces together about 8 s of the suite's; measured when they were added).
GAME_SEEDS = {
    "irish_loo": 33,  # 1 variant x 6 counts
    "five_card_loo": 17,  # 2 x 6
    "rams": 15,  # 19
    "rounce": 29,  # 1 x 7
    "bierspiel": 25,  # 2 x 4
    "spoil_five": 15,  # 3 x 8
    "forty_five": 17,  # 6 x 3
    "napoleon": 20,  # 2 x 5
    "linger_longer": 33,  # 2 x 3
}
LEAST_SEEDS = 15  # a game registered later, until it is given its own number
PRACTICE_SEEDS = 25  # per kind, for the games of PLAYERS
PRACTICE_MORE_SEEDS = 20  # per kind, for the others
# a kind whose answer is costly (Napoleon's bid estimate: ~140 ms of Monte-Carlo a question)
PRACTICE_SLOW = {"bid_estimate": 5}


def _players(game: Any, variant: str) -> tuple[int, ...]:
    opts = game.make_opts(variant)
    if game.id not in PLAYERS:
        return tuple(game.player_counts(opts))
    lo, hi = game.players_range(opts)
    return tuple(n for n in PLAYERS[game.id] if lo <= n <= hi)


def deal_lines(game: Any, variant: str, players: int, seed: int) -> Iterator[str]:
    state = game.new_deal(players=players, dealer=seed % players, seed=seed, variant=variant)
    rnd, thumb = RandomBot(seed), RuleOfThumbBot(seed)
    step = 0
    while not game.is_over(state):
        seat = game.current_player(state)
        legal = [action_text(a) for a in game.legal_actions(state)]
        refused = [f"{action_text(r.action)}={r.rule.id}:{r.reason}" for r in game.refusals(state)]
        a_rnd = rnd.choose(game, state, seat)
        a_thumb = thumb.choose(game, state, seat)
        chosen = a_thumb if step % 2 else a_rnd
        yield (
            f"P{seat} legal[{' '.join(legal)}] refused[{' | '.join(refused)}] "
            f"random={action_text(a_rnd)} thumb={action_text(a_thumb)}"
        )
        state = game.apply(state, chosen)
        step += 1
    yield "settlement " + json.dumps(game.settlement_json(state), sort_keys=True)
    yield from game.render(state).splitlines()


def game_trace(game: Any) -> Iterator[str]:
    seeds = SEEDS if game.id in PLAYERS else GAME_SEEDS.get(game.id, LEAST_SEEDS)
    for variant in game.variants:
        for players in _players(game, variant):
            for seed in range(seeds):
                yield f"## {game.id} {variant} players={players} seed={seed}"
                yield from deal_lines(game, variant, players, seed)


def _scenario_files() -> list[Path]:
    ex = sorted((ROOT / "docs" / "examples").glob("*"))
    return [p for p in ex if p.suffix in (".yaml", ".yml", ".json")]


def answers_trace(first: bool = True) -> Iterator[str]:
    """``trickbook answer`` over the scenarios of the games of :data:`PLAYERS` (``first``), or
    of every other game."""
    from lessons import available, load

    for p in _scenario_files():
        scn = load_file(p)
        if (scn.game.id in PLAYERS) != first:
            continue
        yield f"## {p.relative_to(ROOT)}"
        yield json.dumps(answer(scn), sort_keys=True, ensure_ascii=False)
    for game_id in available():
        if (game_id in PLAYERS) != first:
            continue
        lesson = load(game_id)
        for step in lesson.steps:
            if step.scenario is not None:
                yield f"## {game_id} step {step.id}"
                yield json.dumps(answer(step.scenario), sort_keys=True, ensure_ascii=False)
        for q in lesson.quiz:
            yield f"## {game_id} quiz {q.id} ({q.kind})"
            yield json.dumps(answer(q.scenario), sort_keys=True, ensure_ascii=False)
            yield f"answer: {quiz.answer_text(q, q.solve())}"
            lines, rules = quiz.explanation(q)
            yield from (f"why: {line}" for line in lines)
            yield "rules: " + " ".join(r.id for r in rules)


def practice_trace(first: bool = True) -> Iterator[str]:
    """Practice questions of every kind for the games of :data:`PLAYERS` (``first``), or for
    every other game."""
    for game in REGISTRY:
        if (game.id in PLAYERS) != first:
            continue
        for kind in quiz.kinds_for(game):
            seeds = PRACTICE_SEEDS if first else PRACTICE_SLOW.get(kind, PRACTICE_MORE_SEEDS)
            for seed in range(seeds):
                q = quiz.practice(game.id, seed, kind=kind)
                yield f"## {game.id} {kind} seed={seed}"
                yield q.prompt
                yield from game.render(q.state).splitlines()
                yield f"answer: {quiz.answer_text(q, q.solve())}"
                lines, rules = quiz.explanation(q)
                yield from (f"why: {line}" for line in lines)
                yield "rules: " + " ".join(r.id for r in rules)


def traces() -> dict[str, Iterator[str]]:
    random.seed(0)  # nothing should depend on it; belt and braces
    out: dict[str, Iterator[str]] = {g.id: game_trace(g) for g in REGISTRY if g.id in PLAYERS}
    out["answers"] = answers_trace()
    out["practice"] = practice_trace()
    out.update((g.id, game_trace(g)) for g in REGISTRY if g.id not in PLAYERS)
    out["answers_more"] = answers_trace(first=False)
    out["practice_more"] = practice_trace(first=False)
    return out


def path_for(name: str) -> Path:
    return HERE / f"{name}.txt.gz"


def first_difference(name: str, lines: list[str]) -> str | None:
    """None when the trace matches the stored one; else where they first differ."""
    p = path_for(name)
    if not p.exists():
        return f"{p.name}: no stored trace (run tests/golden/record.py --write)"
    stored = gzip.decompress(p.read_bytes()).decode("utf-8").splitlines()
    header = ""
    for i, (a, b) in enumerate(zip(stored, lines, strict=False)):
        if a.startswith("## "):
            header = a
        if a != b:
            return f"{p.name} line {i + 1} (under {header!r}):\n  stored: {a}\n  now:    {b}"
    if len(stored) != len(lines):
        return f"{p.name}: {len(stored)} lines stored, {len(lines)} now"
    return None


def main(argv: list[str]) -> int:
    write = "--write" in argv
    only = [a for a in argv if not a.startswith("--")]
    bad = 0
    for name, it in traces().items():
        if only and name not in only:
            continue
        lines = list(it)
        if write:
            data = ("\n".join(lines) + "\n").encode("utf-8")
            path_for(name).write_bytes(gzip.compress(data, mtime=0))
            print(f"{name}: {len(lines)} lines written")
            continue
        diff = first_difference(name, lines)
        if diff:
            bad += 1
            print(diff)
        else:
            print(f"{name}: {len(lines)} lines, unchanged")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
