"""Seeded random deals that several test files check, played and drawn once in a process.

A seeded random deal (:func:`positions`): dealt with the seat on P0's right dealing
(``dealer=players - 1``), then a random legal action (``random.Random(seed)``) at every turn
until the deal ends. The Play-table files (tests/app: test_felt_red_signs, test_seat_tags_red,
test_trump_sign_chip, test_trump_sign_every_game) each wrote this loop out again and drew every
position of the same deals from the same seats (:func:`drawn`): each now checks its property on
the one drawing. ``make test`` hands a game's tests of those files to one worker, one after
another (suite_groups.SHARED_DRAWINGS), so each drawing is made once for them all.

A deal and its drawings are functions of their arguments (seeded; nothing in the engine or
``ui.cards`` keeps state between calls, and no test changes a state or a TableView), so the
one made first is handed out again: the same positions, the same HTML.

A Play table played on as the page plays it (:func:`walk`, :func:`play_until`,
:func:`play_out`): a finished trick let go, else the learner's move (seeded random, most
often), the computer players answering; and one step of it where the learner has nothing to
decide (:func:`move_on`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from functools import lru_cache
from typing import Any

import engine.games  # noqa: F401  (registers the games)
import ui.games  # noqa: F401  (registers the drawings)
from engine.game import REGISTRY, Action, Game
from ui.cards import TableView, table_html, table_view
from ui.play_table import Table, advance, next_deal, play_or_ask
from ui.tables import game_ui

WIDTH = 46  # the Play page's table width (table_html's em)

# A Loo position (a scenario dict, engine.scenario.from_dict) where P0 must head the Q♠ P4 led
# with his K♠: the 3♠ (head the trick) and the A♦ (follow suit) are refused. Play's refusals
# (test_pages, test_play_cards), the rules they lapse (test_review) and a quiz question's missed
# rules (test_lapse_on_rules_missed) are checked on it.
HEAD_THE_TRICK: dict[str, Any] = {
    "game": "loo",
    "players": 5,
    "dealer": "P3",
    "pool": 3,
    "hands": {
        "P0": ["KS", "3S", "AD"],
        "P1": ["2C", "5D", "9H"],
        "P2": ["4C", "6D", "8H"],
        "P3": ["7C", "JD", "10H"],
        "P4": ["3C", "4D"],
    },
    "trick": ["P4 QS"],
    "turn_card": "2H",
}

Drawing = tuple[tuple[TableView, str], ...]


@lru_cache(maxsize=512)
def positions(game_id: str, players: int, seed: int) -> tuple[Any, ...]:
    """Every position of the seeded random deal, from the deal to its end (both included)."""
    g = REGISTRY.get(game_id)
    s = g.new_deal(players=players, dealer=players - 1, seed=seed)
    rng = random.Random(seed)
    out = [s]
    while not g.is_over(s):
        s = g.apply(s, rng.choice(list(g.legal_actions(s))))
        out.append(s)
    return tuple(out)


# one game's drawings at a time: a deal's drawings from one seat are ~0.5 MB of HTML, and the
# files ask for one game's deals together (suite_groups), then the next game's
_DRAWN: dict[tuple[str, int, int, int], Drawing] = {}


def drawn(game_id: str, players: int, seed: int, viewer: int) -> Drawing:
    """Each position of :func:`positions` as the Play table draws it for ``viewer``: its view
    (``ui.cards.table_view``) and that view's HTML (``ui.cards.table_html``, the page's width)."""
    key = (game_id, players, seed, viewer)
    if key not in _DRAWN:
        if any(k[0] != game_id for k in _DRAWN):
            _DRAWN.clear()
        views = (table_view(s, viewer=viewer) for s in positions(game_id, players, seed))
        _DRAWN[key] = tuple((v, table_html(v, WIDTH)) for v in views)
    return _DRAWN[key]


def move_on(game: Game[Any], t: Table, new_game: Callable[[], Table] | None = None) -> Table | None:
    """One step of a Play table where the learner has nothing to decide, taken as the page
    takes it: a deal over, the next deal (a game won too, where ``new_game`` is None); a game
    won (Sixty-Six's, Forty-Five's), ``new_game()``'s table (a new table, or the page's "New
    game" pressed); paused on a finished trick, the play goes on. Returns the table to go on
    with (``t``, or the new game's), or None where it is the learner's move. The tests that
    walk Play tables turn by turn (test_hand_verdict's card_turns, test_move_verdict's
    move_turns, test_play_hint_words) each wrote this step out again."""
    if game.is_over(t.state):
        if new_game is not None and game_ui(game.id).game_over(t.state, t.seat):
            return new_game()
        next_deal(game, t)
        return t
    if t.pause:
        t.pause = False
        advance(game, t)
        return t
    return None


def walk(game: Game[Any], t: Table, choose: Callable[[list[Action]], Action]) -> Iterator[Table]:
    """The table's deal played on as Play plays it, ``t`` handed back at each moment the page
    waits for the learner: paused on a finished trick (``t.pause``, shown until "Continue"),
    or his move. Resumed, the walk lets the pause go as "Continue" does, or plays his move as
    his click does (``ui.play_table.play_or_ask``, a question confirmed): the action ``choose``
    picks from those the engine allows him in his view (``random.Random(seed).choice``: the
    seeded random learner most tests want), the computer players answering. It ends where the
    deal ends. Twenty-three files of tests/app (apptools' play_until and game_won, rob_pages'
    play_until among them) each wrote this loop out again, with its own stop and learner."""
    seen = game_ui(game.id).seen
    while not game.is_over(t.state):
        yield t
        if t.pause:
            t.pause = False
            advance(game, t)
            continue
        mover = game.current_player(t.state)
        assert mover == t.seat, f"{game.id}: P{mover} to move, not the learner, after advance"
        action = choose(list(game.legal_actions(seen(t.state, t.seat))))
        played = play_or_ask(game, t, action, confirmed=True)
        assert played, f"{game.id}: the learner's {action} was refused: {t.message}"


def moving_as(move: Callable[[Table], Action], t: Table) -> Callable[[list[Action]], Action]:
    """A ``choose`` for :func:`walk` whose learner decides from the table itself, not among
    the legal actions handed to him: ``move(t)`` (a rule of thumb, a test's strategy)."""
    return lambda _legal: move(t)


def play_until(
    game: Game[Any],
    t: Table,
    choose: Callable[[list[Action]], Action],
    stop: Callable[[Table], bool],
) -> bool:
    """:func:`walk` until ``stop(t)`` holds at the learner's move (not paused on a trick):
    True there, ``t`` as it stands; False when the deal ends first."""
    return any(stop(x) for x in walk(game, t, choose) if not x.pause)


def play_out(game: Game[Any], t: Table, choose: Callable[[list[Action]], Action]) -> Table:
    """:func:`walk` to the deal's end; the table, over."""
    for _ in walk(game, t, choose):
        pass
    return t
