"""The audits' round trip: positions of seeded random deals written back as scenario files
(docs/scenarios.md) and answered by ``trickbook answer``, so a scenario reader is held against
the engine's own state. It found positions the readers refused or answered wrongly (a rob's
turn-up in another hand, tricks only counted) that no hand-written case had reached."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator
from typing import Any

import engine.games  # noqa: F401  (registers the games)
from engine.cards import Card
from engine.game import Action, Game
from engine.scenario import Scenario, ScenarioError, answer, from_dict


def positions(
    game: Game[Any], seeds: range, players: tuple[int, ...], moves: int
) -> Iterator[tuple[random.Random, str, Any]]:
    """For each seed: a deal (a table size and a variant drawn from the seed) played at random
    for up to ``moves`` actions, while it is not over."""
    for rng, variant, s, _ in walks(game, seeds, players, moves):
        yield rng, variant, s


Deal = Callable[[random.Random, str, int], dict[str, Any]]
Pick = Callable[[random.Random, list[Action]], Action]


def walks(
    game: Game[Any],
    seeds: range,
    players: tuple[int, ...],
    moves: int,
    deal: Deal | None = None,
    pick: Pick | None = None,
) -> Iterator[tuple[random.Random, str, Any, list[tuple[int, Action]]]]:
    """:func:`positions` with the actions taken, each by its seat. With no ``players`` the
    variant is drawn first and the table size from the sizes it allows; ``deal`` gives more
    arguments to ``new_deal`` (a pool, scores), drawn from the seed, and ``pick`` chooses each
    action (by default any legal one, evenly)."""
    for seed in seeds:
        rng = random.Random(seed)
        if players:
            n = rng.choice(players)
            variant = rng.choice(sorted(game.variants))
        else:
            variant = rng.choice(sorted(game.variants))
            n = rng.choice(game.player_counts(game.make_opts(variant)))
        more = deal(rng, variant, n) if deal else {}
        s = game.new_deal(players=n, dealer=seed % n, seed=seed, variant=variant, **more)
        taken: list[tuple[int, Action]] = []
        for _ in range(rng.randint(0, moves)):
            if game.is_over(s):
                break
            legal = list(game.legal_actions(s))
            action = pick(rng, legal) if pick else rng.choice(legal)
            seat = game.current_player(s)
            assert seat is not None
            taken.append((seat, action))
            s = game.apply(s, action)
        yield rng, variant, s, taken


def codes(mask: int) -> list[str]:
    return [Card(c).code for c in range(52) if mask >> c & 1]


def plays(trick: tuple[tuple[int, int], ...]) -> list[str]:
    return [f"P{p} {Card(c).code}" for p, c in trick]


def engine_legal(game: Game[Any], state: Any) -> list[str]:
    """The state's legal actions as ``trickbook answer`` prints them (a card by its code)."""
    return sorted(
        Card(a.card).code if a.kind == "play" and a.card is not None else str(a)
        for a in game.legal_actions(state)
    )


def engine_answer(game: Game[Any], state: Any) -> dict[str, Any]:
    """``trickbook answer``'s answer for the engine's own state (no file read)."""
    return answer(Scenario(game=game, state=state, source="engine"))


def answered(data: dict[str, Any]) -> dict[str, Any]:
    return answer(from_dict(data, "round_trip"))


def disagreement(game: Game[Any], state: Any, data: dict[str, Any]) -> str:
    """Where ``trickbook answer`` on ``data`` parts from the engine's ``state`` (its settlement
    once the deal is over; else the mover and, his hand given, his legal actions), in a line
    after the file; '' where they agree."""
    try:
        a = answered(data)
    except ScenarioError as e:
        return f"{data}\n  refused {e}"
    if game.is_over(state):
        want = engine_answer(game, state)["settlement"]
        got = a.get("settlement")
        return "" if got == want else f"{data}\n  answer {got}\n  engine {want}"
    mover = f"P{game.current_player(state)}"
    if a.get("to_move") != mover:
        return f"{data}\n  answer to_move {a.get('to_move')} engine {mover}"
    if "hand_unknown" in a or sorted(a.get("legal", [])) == engine_legal(game, state):
        return ""
    return f"{data}\n  answer {sorted(a.get('legal', []))}\n  engine {engine_legal(game, state)}"


Write = Callable[[Any, list[tuple[int, Action]], random.Random], "dict[str, Any] | None"]


def audit(
    game: Game[Any],
    walked: Iterable[tuple[random.Random, str, Any, list[tuple[int, Action]]]],
    write: Write,
) -> tuple[int, list[str]]:
    """Each position of :func:`walks` written as a file by ``write`` (None: left out) and held
    against the state: how many were compared, and each :func:`disagreement`."""
    seen, bad = 0, []
    for rng, _, s, taken in walked:
        d = write(s, taken, rng)
        if d is None:
            continue
        why = disagreement(game, s, d)
        if why:
            bad.append(why)
        seen += 1
    return seen, bad


def answered_legal(data: dict[str, Any]) -> list[str] | None:
    """The answer's legal actions, or None where it says the mover's hand is unknown."""
    a = answered(data)
    return None if "hand_unknown" in a else sorted(a.get("legal", []))


def some_hands(s: Any, rng: random.Random, out: int = 0) -> dict[str, list[str]]:
    """The hands now, by seat; in three files of ten some are left out (unknown), never the
    mover's, nor those of the seats in ``out`` (a foul hand, abandoned)."""
    drop = rng.random() < 0.3
    return {
        f"P{p}": codes(h)
        for p, h in enumerate(s.hands)
        if not out >> p & 1 and not (drop and p != s.to_move and rng.random() < 0.5)
    }


def trick_fields(s: Any, counted: bool, leads: bool = True) -> dict[str, Any]:
    """The tricks so far (``tricks`` in full, or ``tricks_won`` and the ``leader`` when no trick
    is under way and ``leads``) and the trick under way."""
    d: dict[str, Any] = {}
    if s.history and counted:
        d["tricks_won"] = {f"P{p}": k for p, k in enumerate(s.tricks) if k}
        if not s.trick and leads:
            d["leader"] = f"P{s.leader}"
    elif s.history:
        d["tricks"] = [plays(t) for t, _ in s.history]
    if s.trick:
        d["trick"] = plays(s.trick)
    return d
