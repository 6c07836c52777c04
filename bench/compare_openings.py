"""``python -m bench.compare_openings [--deep LINES] [GAME ...]``: the deal the Compare page
opens each pair of readings on, at every table size it offers.

The page opens a pair on the first deal where the readings part, found by a short search
(``ui.pages.compare.OPEN_LINES`` lines of play from deal 0). This sweeps every game, ordered
pair of readings and table size, and prints the cases where that search finds nothing and the
game names no deal (:meth:`engine.game.Game.compare_opening`) nor says they never part. With
``--deep LINES`` it searches those cases on from deal 0 for up to ``LINES`` lines and prints
the entries of the game's ``compare_openings`` it found (checked to part within the page's
search of that deal alone). Not a benchmark (no ``run()``): ``make bench`` leaves it out.
A sweep takes a few minutes of CPU; the deep search of a case up to a minute.
"""

from __future__ import annotations

import argparse
import itertools
import sys
import time
from typing import Any

import engine.games  # noqa: F401  (registers every game)
from engine.compare import search_parting
from engine.game import REGISTRY, Game
from ui.pages.compare import OPEN_LINES, shared_players

DEEP_DEALS = 3000  # deals the deep search may go through


def opens(game: Game[Any], a: str, b: str, players: int) -> str:
    """How the page opens the pair at this table: 'never', 'named N', 'found N' or 'none'."""
    if game.readings_never_part(a, b, players) is not None:
        return "never"
    known = game.compare_opening(a, b, players)
    pair = (a, b)
    if known is not None:
        s = search_parting(game, players=players, variants=pair, seeds=[known], budget=OPEN_LINES)
        return f"named {known}" if s.found is not None else f"named {known}, but it does not part"
    s = search_parting(game, players=players, variants=pair, seeds=range(100), budget=OPEN_LINES)
    return "none" if s.found is None else f"found {s.found.seed}"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.compare_openings")
    parser.add_argument("--deep", type=int, default=0, metavar="LINES")
    parser.add_argument("games", nargs="*", help="game ids (default: every game)")
    args = parser.parse_args(argv)
    games = [REGISTRY.get(g) for g in args.games] if args.games else list(REGISTRY)
    missing: list[tuple[Game[Any], str, str, int]] = []
    for game in games:
        for a, b in itertools.permutations(game.variants, 2):
            for n in shared_players(game, a, b):
                how = opens(game, a, b, n)
                print(f"{game.id} {a} / {b} at {n}: {how}", flush=True)
                if how == "none" or how.endswith("not part"):
                    missing.append((game, a, b, n))
    print(f"{len(missing)} case(s) open on deal 0 with nothing to compare")
    searched: set[tuple[str, frozenset[str], int]] = set()
    for game, a, b, n in missing if args.deep else ():
        if (game.id, frozenset((a, b)), n) in searched:
            continue  # (the other order: the same deals, the same decisions)
        searched.add((game.id, frozenset((a, b)), n))
        start = time.process_time()
        s = search_parting(
            game, players=n, variants=(a, b), seeds=range(DEEP_DEALS), budget=args.deep
        )
        took = f"{s.lines} lines, {time.process_time() - start:.1f} s of CPU"
        if s.found is None:
            print(f"{game.id}: ({a!r}, {b!r}, {n}): no parting ({took})")
            continue
        seed = s.found.seed
        alone = search_parting(game, players=n, variants=(a, b), seeds=[seed], budget=OPEN_LINES)
        if alone.found is None:
            print(f"{game.id}: ({a!r}, {b!r}, {n}): deal {seed} parts only past {OPEN_LINES} lines")
            continue
        print(f"{game.id}: ({a!r}, {b!r}, {n}): {seed},  # after {took}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
