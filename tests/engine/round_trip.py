"""The audits' round trip: positions of seeded random deals written back as scenario files
(docs/scenarios.md) and answered by ``trickbook answer``, so a scenario reader is held against
the engine's own state. It found positions the readers refused or answered wrongly (a rob's
turn-up in another hand, tricks only counted) that no hand-written case had reached."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

import engine.games  # noqa: F401  (registers the games)
from engine.cards import Card
from engine.game import Action, Game
from engine.scenario import Scenario, answer, from_dict


def positions(
    game: Game[Any], seeds: range, players: tuple[int, ...], moves: int
) -> Iterator[tuple[random.Random, str, Any]]:
    """For each seed: a deal (a table size and a variant drawn from the seed) played at random
    for up to ``moves`` actions, while it is not over."""
    for rng, variant, s, _ in walks(game, seeds, players, moves):
        yield rng, variant, s


Deal = Callable[[random.Random, str, int], dict[str, Any]]


def walks(
    game: Game[Any], seeds: range, players: tuple[int, ...], moves: int, deal: Deal | None = None
) -> Iterator[tuple[random.Random, str, Any, list[tuple[int, Action]]]]:
    """:func:`positions` with the actions taken, each by its seat. With no ``players`` the
    variant is drawn first and the table size from the sizes it allows; ``deal`` gives more
    arguments to ``new_deal`` (a pool, scores), drawn from the seed."""
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
            action, seat = rng.choice(game.legal_actions(s)), game.current_player(s)
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
