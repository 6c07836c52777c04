"""The ``trickbook`` command.

* ``trickbook answer FILE``   — the engine's answers for a scenario, as JSON
* ``trickbook check PATH``    — validate every lesson and scenario file under PATH (added by
  :mod:`lessons.cli`, the ``trickbook`` console script, since lessons sit above the engine)
* ``trickbook play GAME``     — play a deal in the terminal against computer players
* ``trickbook games``         — the games the engine knows

A malformed file prints one line naming the file, the field and what was expected, and exits
with status 2 (never a traceback).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
from collections.abc import Sequence
from typing import Any

import engine.games  # noqa: F401  (registers the games)
from engine.cards import listed
from engine.game import REGISTRY, Action, ActionParseError, IllegalAction
from engine.ledger import Transfer, format_counters, settlement_told
from engine.scenario import ScenarioError, answer, load_file
from engine.search.thumb import advice


def cmd_answer(args: argparse.Namespace) -> int:
    scn = load_file(args.file)
    print(json.dumps(answer(scn), indent=2, ensure_ascii=False))
    return 0


def cmd_games(args: argparse.Namespace) -> int:
    for g in REGISTRY:
        print(f"{g.id:12} {g.name}: {g.description}")
    return 0


def cmd_play(args: argparse.Namespace) -> int:
    """A deal in the terminal: you are P0; the others play by rule of thumb."""
    game: Any = REGISTRY.get(args.game)
    rng = random.Random(args.seed)
    opts = game.make_opts(args.variant)
    players = args.players or game.usual_players(opts)
    state = game.new_deal(players=players, seed=args.seed, variant=args.variant)
    while not game.is_over(state):
        seat = game.current_player(state)
        if seat != 0:
            act = game.heuristic_action(game.view(state, seat), rng)
            print(f"P{seat}: {act.pretty}")
            state = game.apply(state, act)
            continue
        print(game.render(game.view(state, 0)))
        moves = listed([a.pretty for a in game.legal_actions(state)], "or")  # "pass, ... or nap"
        try:
            text = input(f"your move ({moves}; or 'hint'): ").strip()
        except EOFError:
            return 0
        if text == "hint":
            print(hint_line(game, state, args.seed))
            continue
        if not text:  # Enter alone: what to type, not "not an action: ''"
            move = Action.parse(typed_example(game.legal_actions(state), text))
            print(f"Nothing typed: type your move, e.g. {typed(move)}, or 'hint'.")
            continue
        try:
            state = game.apply(state, Action.parse(text))
        except (ActionParseError, IllegalAction) as e:
            print(e)
            example = typed_example(game.legal_actions(state), text)
            if example:
                print(f"  for example: {example}")
    print(game.render(state))
    for line in settlement_lines(game, state):
        print(f"  {line}")
    return 0


def settlement_lines(game: Any, state: Any, seat: int | None = 0) -> list[str]:
    """A finished deal's settlement as the terminal prints it under the table, told to the
    player (P0, "you"; a notebook passes ``seat=None``: told to nobody, every seat named), in Play's words (:func:`engine.ledger.settlement_told`): a reason once,
    then its moves, each amount in counters, the game's unit said once a move ("P2 made his
    bid of 1: P2 takes 1 counter from you, 1 from P1 ..."), where it printed "P0 -> P2: 1 (P2
    made his bid of 1)" once per transfer, the amount in the ledger's units (Loo's thirds)."""
    settle = game.settlement(state)
    if settle is None:
        return []
    per = game.units_per_counter

    def amount(t: Transfer) -> str:
        return format_counters(t.amount, per)

    return settlement_told(settle, amount, seat, game.amount_unit) or ["Nothing changes hands."]


def typed(act: Action) -> str:
    """How a move is typed, with its face where the code differs: ``5H for the 5♥``, ``pass``,
    ``exchange 2 3D KH for exchange 2 3♦ K♥``."""
    code = str(act).removeprefix("play ")
    face = act.card.pretty if act.kind == "play" and act.card is not None else act.pretty
    return code if code == face else f"{code} for {'the ' if act.kind == 'play' else ''}{face}"


def hint_line(game: Any, state: Any, seed: int | None) -> str:
    """The terminal's hint: the computer's rule-of-thumb move from what the player to move may
    see, how to type it, and why (``Game.heuristic_move``: every game's habits say theirs; a
    card the only one the rules allow said to be so: :func:`engine.search.thumb.advice`).
    The move is named once, first; the reason says only why ("Hint: the computer's rule of
    thumb would stand. You hold a trump or an ace."), as Play's hint does (ui/play_table.py
    ``thumb_advice``). Its own generator, seeded by the deal, so asking for a hint changes
    none of the computer players' later moves."""
    seat = game.current_player(state)
    act, why = advice(game, game.view(state, seat), random.Random(seed))
    code = str(act).removeprefix("play ")
    # a move named as the game's refusals name it ("would say “Auf”", not "would auf"; "would
    # rob the trump, putting out 8♦", not "would rob 8♦"), with no "here" after it, which
    # followed such a phrase badly ("would jink, going on for all five tricks here")
    said = act.pretty if act.kind == "play" else game.move_words(act)
    how = "" if code == said else f" (type {code})"
    because = f" {why[:1].upper()}{why[1:]}." if why else ""
    return f"Hint: the computer's rule of thumb would {said}{how}.{because}"


def typed_example(legal: Sequence[Action], text: str) -> str:
    """A move to type, for a line no legal move has the shape of: the refusal says why it is
    not allowed (Irish Loo's "How many?": "say how many cards you exchange, and which"), the
    example how one is written, in the codes ``Action.parse`` reads: ``exchange 2 3D KH``.
    Of the same kind as the line typed where there is one (its number if it named one, two
    cards at most); empty where the line has a legal move's shape (a card refused by a duty:
    the reason is all there is to say)."""
    try:
        typed: Action | None = Action.parse(text)
    except ActionParseError:
        typed = None

    def shape(a: Action) -> tuple[Any, ...]:
        return a.kind, a.number, len(a.cards), a.card is None, a.suit is None

    if not legal or (typed is not None and any(shape(a) == shape(typed) for a in legal)):
        return ""
    # the kind and number typed, even where a card in the line could not be read
    words = text.split()
    kind = typed.kind if typed is not None else (words[0].lower() if words else "")
    number = typed.number if typed is not None else None
    if typed is None and len(words) > 1 and words[1].isdigit():
        number = int(words[1])
    same = [a for a in legal if a.kind == kind] or list(legal)
    same = [a for a in same if number is not None and a.number == number] or same
    return str(max(same, key=lambda a: (len(a.cards) <= 2, len(a.cards))))


def parser() -> tuple[argparse.ArgumentParser, Any]:
    """The engine's commands; a front end adds its own to the returned sub-parsers
    (``lessons.cli`` adds ``check``: the engine does not know about lessons)."""
    ap = argparse.ArgumentParser(prog="trickbook", description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    a = sub.add_parser("answer", help="print the engine's answers for a scenario file as JSON")
    a.add_argument("file")
    a.set_defaults(fn=cmd_answer)
    g = sub.add_parser("games", help="list the games")
    g.set_defaults(fn=cmd_games)
    p = sub.add_parser("play", help="play a deal in the terminal")
    p.add_argument("game")
    p.add_argument("--players", type=int, default=None, help="default: 5 where allowed")
    p.add_argument("--seed", type=int, default=None)
    p.add_argument("--variant", default=None)
    p.set_defaults(fn=cmd_play)
    return ap, sub


def run(ap: argparse.ArgumentParser, argv: Sequence[str] | None) -> int:
    """Parse and run one command; a malformed file is one line on stderr and exit status 2."""
    args = ap.parse_args(argv)
    try:
        return int(args.fn(args))
    except (ScenarioError, ValueError, KeyError) as e:
        print(f"trickbook: {e}".replace("\n", " "), file=sys.stderr)
        return 2
    except BrokenPipeError:
        # the reader stopped early (`trickbook answer f.yaml | head`): not an error of ours, and
        # no traceback; stdout goes to devnull so the interpreter's own flush at exit is quiet
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


def main(argv: Sequence[str] | None = None) -> int:
    return run(parser()[0], argv)


if __name__ == "__main__":
    sys.exit(main())
