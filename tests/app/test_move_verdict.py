"""Play's moves besides a card (a declaration, a bid, robbing, closing, claiming, an exchange,
the cards ticked laid down, a question's "… anyway") are sent with each run with what a press
on each shows at once (ui.play_verdict.move_verdict, ui.components.move_verdicts: issue 12 part
5), and the press's run then says the same words: the move's line first in the latest moves
(or the refusal under the buttons). Checked over seeded tables of every game that has such
moves (the table logic the page's callback runs, on a copy of the table), and on the page
itself (AppTest) for Napoleon's bids and Sixty-Six's close.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from apptools import nodes
from deals import move_on
from streamlit.testing.v1 import AppTest
from test_hand_verdict import _table, agrees

import ui.games  # noqa: F401
from engine.cards import CARDS, cards_in
from engine.game import REGISTRY, Action, Game
from ui.components import MOVES, key_class
from ui.play_table import (
    Table,
    composed_action,
    composed_kinds,
    offered_moves,
    play_or_ask,
)
from ui.play_verdict import move_verdict
from ui.tables import game_ui

OpenApp = Callable[..., AppTest]

# every game with a move besides a card, and the kinds its first turns offer the learner
MOVE_GAMES = {
    "irish_loo": {"stand", "pass", "exchange"},
    "five_card_loo": {"stand", "pass", "exchange"},
    "rams": {"stand", "pass", "widow", "rams"},
    "rounce": {"stand", "pass", "widow"},
    "bierspiel": {"auf", "stand", "pass", "widow"},
    "sixty_six": {"close", "meld", "exchange", "claim"},
    "spoil_five": {"rob"},
    "forty_five": {"rob", "decline"},
    "napoleon": {"bid", "pass", "trump"},
}


def move_turns(game: Game[Any], seed: int, turns: int) -> Iterator[tuple[Table, list[Action]]]:
    """The learner's first ``turns`` turns with a move besides a card open to him, on a table
    dealt from ``seed`` (everyone's moves by the rule of thumb and at random, a deal over
    followed by the next, a game won by a new table): the table and the moves the page draws an enabled button for
    (``offered_moves``, as ``_declare`` and ``_other_actions`` ask it; a composed kind's one
    button, for each number of its cards ticked, first in the hand)."""
    ui, rng = game_ui(game.id), random.Random(seed)
    t = _table(game, seed)
    for _ in range(600):
        moved = move_on(game, t, lambda: _table(game, rng.randrange(10**6)))
        if moved is not None:
            t = moved
            continue
        s = t.state
        view = ui.seen(s, t.seat)
        legal = game.legal_actions(view)
        composed = composed_kinds(legal) if s.phase != "play" else set()
        besides = frozenset({"play"} if s.phase == "play" else set())
        moves = [a for a, r in offered_moves(game, view, legal, besides) if r is None]
        if composed:
            kind = sorted(composed)[0]
            hand = game.hand_order(view, [int(c) for c in cards_in(view.hands[t.seat])])
            moves = [a for a in legal if a.kind != kind]
            moves += [
                composed_action(game, s, kind, tuple(CARDS[c] for c in hand[:n]))
                for n in range(len(hand) + 1)
            ]
        if moves:
            yield t, moves
            turns -= 1
            if not turns:
                return
        # the learner by the rule of thumb or at random (Napoleon's trumps named: his bid won)
        mine = game.heuristic_action(view, rng) if rng.random() < 0.5 else rng.choice(legal)
        play_or_ask(game, t, mine, confirmed=True)


@pytest.mark.parametrize("game_id", sorted(MOVE_GAMES))
def test_every_move_verdict_is_what_its_press_then_says(game_id: str) -> None:
    """Every move's button of the learner's first 10 turns with one, on 2 seeded tables a
    game: the verdict sent is what the press's run says (the move's line first in the latest
    moves, or the refusal; a move the game asks about first: none, and the question; its
    "… anyway": the line), each kind the game offers met."""
    game = REGISTRY.get(game_id)
    kinds: set[str] = set()
    verdicts: set[str] = set()
    wrong = []
    for seed in (3, 8):
        for t, moves in move_turns(game, seed, 10):
            for action in moves:
                kinds.add(action.kind)
                v = move_verdict(game, t, action)
                verdicts.add(v.kind if v is not None else "asked")
                why = agrees(game, t, action, v)
                if v is None and why is None:  # the question: its "… anyway"
                    why = agrees(game, t, action, move_verdict(game, t, action, True), True)
                if why:
                    wrong.append(f"seed {seed}, {action}: {why}")
    assert not wrong, wrong
    assert MOVE_GAMES[game_id] <= kinds, kinds
    assert "play" in verdicts, verdicts


def moves_sent(at: AppTest, key: str = "tb-moves") -> dict[str, Any] | None:
    """The data of the page's moves' verdicts (``ui.components.move_verdicts``) keyed
    ``key``, or None where the page draws none."""
    found = [
        n
        for n in nodes(at.main)
        if getattr(n, "type", "") == "bidi_component"
        and n.proto.component_name == MOVES
        and json.loads(n.proto.json)
    ]
    found = [n for n in found if n.proto.id.endswith(key) or key in n.proto.id]
    if not found:
        return None
    data: dict[str, Any] = json.loads(found[0].proto.json)
    return data


def _latest(at: AppTest) -> str:
    (latest,) = [
        n.value for n in nodes(at.main) if 'class="tb-latest"' in str(getattr(n, "value", ""))
    ]
    return str(latest)


def test_napoleon_s_bids_are_said_at_once_in_the_words_the_page_then_shows(app: OpenApp) -> None:
    """Napoleon's first turn is a bid: each enabled bid's button (and Pass, Nap) is sent with
    its verdict by the class its box carries (``st-key-<key>``), the Hint with none; a bid
    pressed, the latest moves begin with its words, outside their live region (said once, at
    the press), the replies inside it."""
    at = app("napoleon:play", seed=5)
    data = moves_sent(at)
    assert data is not None
    buttons = [b for b in at.button if ":decl:" in str(b.key) and not b.disabled]
    assert buttons
    assert set(data["moves"]) == {key_class(str(b.key)) for b in buttons}
    assert all(v["kind"] == "play" for v in data["moves"].values()), data
    bid = next(b for b in buttons if ":decl:bid" in str(b.key))
    said = data["moves"][key_class(str(bid.key))]
    bid.click().run()
    latest = _latest(at)
    assert latest.count('aria-live="polite"') == 1, latest
    own, _, rest = latest.partition('<span role="status" aria-live="polite">')
    assert own.endswith(f"<span>{said['html']}</span> "), latest
    assert said["text"] not in rest
    assert not at.error


def test_sixty_six_s_close_is_said_at_once(app: OpenApp) -> None:
    """Sixty-Six's buttons under the cards (close, a marriage, the trump nine's exchange, the
    claim) are sent with their verdicts: on the table of seed 5, Close pressed, the latest
    moves begin with the words its verdict said."""
    at = app("sixty_six:play", seed=5)
    t = at.session_state["sixty_six:table"]
    game = REGISTRY.get("sixty_six")
    close = Action("close")
    assert close in game.legal_actions(t.state), game.legal_actions(t.state)
    data = moves_sent(at)
    assert data is not None
    key = key_class(f"sixty_six:act:{close}")
    said = data["moves"][key]
    assert said["kind"] == "play" and said["text"] == move_verdict(game, t, close).text
    at.button(key=f"sixty_six:act:{close}").click().run()
    assert f"<span>{said['html']}</span>" in _latest(at)
