"""The ``trickbook`` command.

* ``trickbook answer FILE``   — the engine's answers for a scenario, as JSON
* ``trickbook check PATH``    — validate every lesson and scenario file under PATH
* ``trickbook play GAME``     — play a deal in the terminal against computer players
* ``trickbook games``         — the games the engine knows

A malformed file prints one line naming the file, the field and what was expected, and exits
with status 2 (never a traceback).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY, Action, ActionParseError, IllegalAction
from engine.scenario import ScenarioError, answer, load_file

SCENARIO_SUFFIXES = {".yaml", ".yml", ".json"}


def cmd_answer(args: argparse.Namespace) -> int:
    scn = load_file(args.file)
    print(json.dumps(answer(scn), indent=2, ensure_ascii=False))
    return 0


def check_paths(paths: Sequence[str]) -> list[str]:
    """Every problem in the lesson and scenario files under ``paths``, one line each."""
    from lessons.loader import check_path, is_lesson_file  # lessons depend on the engine

    errors: list[str] = []
    files: list[Path] = []
    for p in map(Path, paths):
        if p.is_dir():
            files += sorted(f for f in p.rglob("*") if f.suffix.lower() in SCENARIO_SUFFIXES)
        elif p.exists():
            files.append(p)
        else:
            errors.append(f"{p}: no such file or folder")
    for f in files:
        if is_lesson_file(f):
            errors += check_path(f)
        else:
            try:
                load_file(f)
            except ScenarioError as e:
                errors.append(str(e))
    return errors


def cmd_check(args: argparse.Namespace) -> int:
    errors = check_paths(args.paths)
    for e in errors:
        print(e, file=sys.stderr)
    if errors:
        return 2
    print("ok")
    return 0


def cmd_games(args: argparse.Namespace) -> int:
    for g in REGISTRY:
        print(f"{g.id:12} {g.name}: {g.description}")
    return 0


def cmd_play(args: argparse.Namespace) -> int:
    """A deal in the terminal: you are P0; the others play by rule of thumb."""
    game: Any = REGISTRY.get(args.game)
    rng = random.Random(args.seed)
    players = args.players or (5 if game.min_players <= 5 <= game.max_players else game.min_players)
    state = game.new_deal(players=players, seed=args.seed, variant=args.variant)
    while not game.is_over(state):
        seat = game.current_player(state)
        if seat != 0:
            act = game.heuristic_action(game.view(state, seat), rng)
            print(f"P{seat}: {act.pretty}")
            state = game.apply(state, act)
            continue
        print(game.render(game.view(state, 0)))
        legal = ", ".join(a.pretty for a in game.legal_actions(state))
        try:
            text = input(f"your move ({legal}; 'hint'): ").strip()
        except EOFError:
            return 0
        if text == "hint":
            print("legal:", legal)
            continue
        try:
            state = game.apply(state, Action.parse(text))
        except (ActionParseError, IllegalAction) as e:
            print(e)
    print(game.render(state))
    for t in game.settlement(state) or ():
        print(f"  {t.payer} -> {t.payee}: {t.amount} ({t.reason})")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="trickbook", description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    a = sub.add_parser("answer", help="print the engine's answers for a scenario file as JSON")
    a.add_argument("file")
    a.set_defaults(fn=cmd_answer)
    c = sub.add_parser("check", help="validate lesson and scenario files")
    c.add_argument("paths", nargs="+")
    c.set_defaults(fn=cmd_check)
    g = sub.add_parser("games", help="list the games")
    g.set_defaults(fn=cmd_games)
    p = sub.add_parser("play", help="play a deal in the terminal")
    p.add_argument("game")
    p.add_argument("--players", type=int, default=None, help="default: 5 where allowed")
    p.add_argument("--seed", type=int, default=None)
    p.add_argument("--variant", default=None)
    p.set_defaults(fn=cmd_play)
    args = ap.parse_args(argv)
    try:
        return int(args.fn(args))
    except (ScenarioError, ValueError, KeyError) as e:
        print(f"trickbook: {e}".replace("\n", " "), file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
