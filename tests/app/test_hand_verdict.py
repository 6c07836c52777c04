"""Play's hand sends, for every card, what a click on it shows at once (ui.play_verdict: issue 12
part 5), and the click's run then says the same words: a refused card's refusal under the cards,
a card played the first line of the latest moves. Checked over seeded positions of every game
with card play (the table logic the page's callback runs, on a copy of the table), and on the
page itself (AppTest) for Loo and Sixty-Six.
"""

from __future__ import annotations

import copy
import json
import random
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from apptools import hand, hand_cards, nodes, play_card
from deals import HEAD_THE_TRICK, move_on
from streamlit.testing.v1 import AppTest

import ui.games  # noqa: F401
from engine.cards import CARDS, Card, cards_in
from engine.game import REGISTRY, Action, Game
from engine.scenario import from_dict
from ui.format import md, red_html
from ui.pages.common import free_options
from ui.play_table import Table, new_table, play_or_ask
from ui.play_verdict import Verdict, card_verdicts
from ui.tables import game_ui

OpenApp = Callable[..., AppTest]


def _table(game: Game[Any], seed: int) -> Table:
    settings = {
        "variant": game.default_variant,
        "options": {o.name: o.default for o in free_options(game)},
    }
    players = game.usual_players(game.make_opts(game.default_variant))
    return new_table(game, {"players": players, "seat": 0, "bots": "random"}, settings, seed)


def card_turns(game: Game[Any], seed: int, turns: int) -> Iterator[tuple[Table, list[int]]]:
    """The learner's first ``turns`` turns to play a card, on tables dealt from ``seed`` (his
    declarations and the computer's moves by the rule of thumb and at random): the table and
    his hand, in the order the page draws it."""
    ui, rng = game_ui(game.id), random.Random(seed)
    t = _table(game, seed)
    for _ in range(400):
        if move_on(game, t) is not None:
            continue
        s = t.state
        view = ui.seen(s, t.seat)
        if s.phase == "play":
            yield t, game.hand_order(view, [int(c) for c in cards_in(view.hands[t.seat])])
            turns -= 1
            if not turns:
                return
        play_or_ask(game, t, game.heuristic_action(view, rng), confirmed=True)
    raise AssertionError(f"{game.id} seed {seed}: too few turns to play a card")


def pressed(game: Game[Any], t: Table, action: Action, confirmed: bool = False) -> Table:
    """The table after a click on ``action`` (a card, or another move's button: test_move_verdict),
    as the page's callback plays it (on a copy)."""
    after = copy.deepcopy(t)
    after.verdicts = None
    play_or_ask(game, after, action, confirmed)
    return after


def agrees(
    game: Game[Any], t: Table, action: Action, verdict: Verdict | None, confirmed: bool = False
) -> str | None:
    """Why the run after a click on ``action`` does not say ``verdict``, or None where it does:
    a move played is the first line of the latest moves, marked as the learner's own (its words
    were said at the click), and a card played has left the hand."""
    after = pressed(game, t, action, confirmed)
    if verdict is None:
        return None if after.confirm is not None else "no verdict, and no question asked"
    if verdict.html != red_html(verdict.text):
        return f"html {verdict.html!r} is not the text's"
    if verdict.kind == "error":
        return None if after.message == ("error", verdict.text) else f"run said {after.message}"
    line = after.events[after.last] if after.events[after.last :] else None
    if verdict.kind == "play" and line == verdict.text and after.message is None:
        if after.own != after.last:
            return "the latest moves' own line not marked"
        if action.kind != "play" or action.card is None:
            return None
        held = cards_in(game_ui(game.id).seen(after.state, t.seat).hands[t.seat])
        return None if CARDS[action.card] not in [int(c) for c in held] else "card kept"
    return f"{verdict.kind} {verdict.text!r}, the run's first line {line!r}"


GAMES = [g.id for g in REGISTRY]


@pytest.mark.parametrize("game_id", GAMES)
def test_every_card_verdict_is_what_its_click_then_says(game_id: str) -> None:
    """Every card of the learner's first 10 turns to play, on 2 seeded tables a game: the
    verdict sent is what the click's run says (the refusal, or the latest moves' first line);
    refused and played cards both met in every game (Sixty-Six's and Spoil Five's refusals
    only once the stock is closed or a suit led must be followed: 7 and 3 of them)."""
    game = REGISTRY.get(game_id)
    kinds: set[str] = set()
    wrong = []
    for seed in (3, 8):
        for t, held in card_turns(game, seed, 10):
            verdicts = card_verdicts(game, t, held)
            assert list(verdicts) == [CARDS[c].code for c in held]
            for code, v in verdicts.items():
                kinds.add(v.kind if v is not None else "asked")
                why = agrees(game, t, Action("play", Card.parse(code)), v)
                if why:
                    wrong.append(f"seed {seed}, {code}: {why}")
    assert not wrong, wrong
    assert {"play", "error"} <= kinds, kinds


def test_verdicts_are_kept_for_the_position() -> None:
    """The same position asked again (a hint, a refused card, a setting: the page redrawn) is
    answered from the table, not computed again; a new position afresh."""
    game = REGISTRY.get("loo")
    t, held = next(card_turns(game, 3, 1))
    first = card_verdicts(game, t, held)
    assert card_verdicts(game, t, held) is not first  # (a dict per call: each run's own)
    assert t.verdicts is not None and t.verdicts[2] is not None
    kept = t.verdicts
    card_verdicts(game, t, held)
    assert t.verdicts is kept
    t.state = game.apply(t.state, game.legal_actions(t.state)[0])  # (a new position)
    card_verdicts(game, t, held)
    assert t.verdicts is not kept


def _sent(at: AppTest) -> dict[str, dict[str, str] | None]:
    return {c["code"]: c.get("verdict") for c in hand_cards(at)}


@pytest.mark.parametrize("game_id,seed", [("loo", 3), ("sixty_six", 5)])
def test_the_page_says_what_the_hand_sent(app: OpenApp, game_id: str, seed: int) -> None:
    """On the page: each refused card clicked shows the refusal the hand sent for it (the card
    stays, the words under the cards are the verdict's), then the first card played shows the
    verdict's words as the latest moves' first line, its card gone. Loo in a trick the learner
    must head (two of his three cards refused), Sixty-Six on its first lead (none refused)."""
    at = app(f"{game_id}:play", **{f"{game_id}__seed": seed})
    if game_id == "loo":
        t = at.session_state["loo:table"]
        t.state = t.start = from_dict(HEAD_THE_TRICK, "test").state
        t.deals, t.pause, t.message = [], False, None
        at.run()
    sent = _sent(at)
    assert sent and all(v is not None for v in sent.values()), sent
    refused = [c for c, v in sent.items() if v is not None and v["kind"] == "error"]
    assert len(refused) == (2 if game_id == "loo" else 0), refused
    nonce = json.loads(hand(at).proto.json)["nonce"]  # type: ignore[union-attr]
    for code, v in sent.items():
        assert v is not None
        if v["kind"] != "error":
            continue
        play_card(at, game_id, code)
        assert [e.value for e in at.error] == [md(v["text"])]
        assert code in _sent(at)
        now = json.loads(hand(at).proto.json)["nonce"]  # type: ignore[union-attr]
        assert now != nonce  # (hand.js hands the words over to the page's on a new one)
        nonce = now
    code, v = next((c, v) for c, v in sent.items() if v is not None and v["kind"] == "play")
    play_card(at, game_id, code)
    latest = [
        n.value for n in nodes(at.main) if 'class="tb-latest"' in str(getattr(n, "value", ""))
    ]
    assert len(latest) == 1 and f">{v['html']}" in latest[0], (latest, v)
    assert code not in _sent(at)
    assert not at.error


def test_verdicts_cost_little_a_position() -> None:
    """Computing a hand's verdicts is a small part of a run: under 20 ms for Loo's and
    Sixty-Six's first turns (measured over every game's first 10 turns of 2 tables, load 3-4:
    a median 0.05-0.38 ms a position, 0.74 ms at most; kept, 0.002-0.005 ms)."""
    for game_id in ("loo", "sixty_six"):
        game = REGISTRY.get(game_id)
        t, held = next(card_turns(game, 3, 1))
        start = time.perf_counter()
        for _ in range(5):
            t.verdicts = None
            card_verdicts(game, t, held)
        assert (time.perf_counter() - start) / 5 < 0.02, game_id
