"""The learner's cards are the controls: the hand is one element (ui.components.hand), each
face inside its own "Play Q♠" button (clicking the face presses that button, as the Chromium
test checks), so a click on a face goes the button's way — refused with its rule, or played.
The page also asks the browser (ui.components) for a skip link to the cards and for the focus
back on them after every move.
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Callable
from typing import Any

import pytest
from apptools import (
    TIMEOUT,
    card_button,
    click,
    hand,
    hand_buttons,
    hand_cards,
    nodes,
    play_card,
    trigger,
)
from deals import HEAD_THE_TRICK
from streamlit.testing.v1 import AppTest
from streamlit.testing.v1.element_tree import Block

import ui.games  # noqa: F401
from engine.cards import CARDS, Card, cards_in
from engine.game import REGISTRY
from engine.games.sixty_six import CLAIM
from engine.scenario import from_dict
from ui.components import HAND, HELPER
from ui.pages import play
from ui.tables import GAME_UI

OpenApp = Callable[..., AppTest]


def box(at: AppTest, key: str) -> Block:
    found = [n for n in nodes(at.main) if isinstance(n, Block) and getattr(n, "key", None) == key]
    assert len(found) == 1, (key, len(found))
    return found[0]


def helper(at: AppTest) -> dict[str, Any]:
    """What the page asked of the browser helper (the component's data)."""
    found = [
        n
        for n in nodes(at.main)
        if getattr(n, "type", "") == "bidi_component" and n.proto.component_name == HELPER
    ]
    assert len(found) == 1
    data: dict[str, Any] = json.loads(found[0].proto.json)
    return data


def game_of(game_id: str) -> Any:
    return next(g for g in REGISTRY if g.id == game_id)


@pytest.mark.parametrize("game_id", ["loo", "sixty_six"])
def test_the_hand_is_one_element_with_a_button_a_card_its_face_inside(
    app: OpenApp, game_id: str
) -> None:
    """One element (ui.components.hand), not a box, a face and an st.button a card: each card
    its code, its plain label (the button's accessible name) and its face, in the hand's
    order."""
    at = app(f"{game_id}:play", **{f"{game_id}__seed": 3})
    t = at.session_state[f"{game_id}:table"]
    game = game_of(game_id)
    view = GAME_UI[game_id].seen(t.state, t.seat)
    hand = game.hand_order(view, [int(c) for c in cards_in(view.hands[t.seat])])
    components = [n for n in nodes(at.main) if getattr(n, "type", "") == "bidi_component"]
    assert [n.proto.component_name for n in components].count(HAND) == 1
    assert not [b for b in at.button if b.key and ":card:" in b.key]  # no st.button a card
    assert not [n for n in nodes(at.main) if str(getattr(n, "key", "")).startswith("tb-card-")]
    cards = hand_cards(at)
    assert [c["code"] for c in cards] == [CARDS[c].code for c in hand]
    assert [b.code for b in hand_buttons(at, game_id)] == [CARDS[c].code for c in hand]
    for c, drawn_card in zip(hand, cards, strict=True):
        card = CARDS[c]
        face = drawn_card["face"]
        assert f'data-card="{card.code}"' in face and f'aria-label="{card.name}"' in face
        assert 'data-state="normal"' in face and 'href="#tb-suit-' in face  # (shapes shared)
        button = card_button(at, game_id, card)
        # the accessible name is the label itself: no Markdown such as ":red[...]"
        assert button.label == drawn_card["label"] == f"Play {card.pretty}"
        assert re.fullmatch(r"Play (10|[2-9JQKA])[♠♥♦♣]", button.label)
        assert not button.disabled
    assert game.current_player(t.state) == t.seat


def test_while_the_computer_players_think_the_cards_are_shut_and_a_click_plays_nothing() -> None:
    """The run that shows the learner's move while slow computer players think (Sixty-Six's
    Monte-Carlo) draws his cards shut, Hint too; a click sent all the same plays nothing."""
    game = game_of("sixty_six")
    s = {"variant": game.default_variant, "options": {}}
    t = play.new_table(game, {"players": 2, "seat": 0, "bots": "Monte-Carlo"}, s, 4)
    first = next(a for a in game.legal_actions(t.state) if a.kind == "play")
    assert play.play_or_ask(game, t, first, answer=False) and t.waiting
    before = (t.state, list(t.events))

    def page() -> None:
        import streamlit as st

        from engine.game import REGISTRY
        from ui.pages import play

        play._hand(next(g for g in REGISTRY if g.id == "sixty_six"), st.session_state["t"])

    at = AppTest.from_function(page, default_timeout=TIMEOUT)
    at.session_state["t"] = t
    at.session_state["tb:where"] = "sixty_six-play"
    at.run()
    assert not at.exception, at.exception
    shut = hand_buttons(at, "sixty_six")
    assert len(shut) == 5 and all(b.disabled for b in shut)
    assert at.button(key="sixty_six:hint").disabled
    trigger(at, hand(at), "play", shut[0].code)
    assert (t.state, t.events) == before and t.waiting


def test_a_card_clicked_goes_the_buttons_way_refused_with_its_rule_then_played(
    app: OpenApp,
) -> None:
    at = app("loo:play")
    t = at.session_state["loo:table"]
    t.state = t.start = from_dict(HEAD_THE_TRICK, "test").state
    t.deals, t.pause, t.message = [], False, None
    at.run()
    assert helper(at)["nonce"] == ""  # a page just opened keeps the focus where it is
    assert helper(at)["page"] == "loo-play"  # (a new page folds the sidebar on a phone)
    play_card(at, "loo", "3S")
    t = at.session_state["loo:table"]
    assert t.state.trick == ((4, Card.parse("QS")),)  # nothing was played
    assert len(at.error) == 1
    assert at.error[0].value.startswith(
        "You cannot play 3♠. You must head the trick: K♠ beats the Q♠ on the table"
    )
    asked = helper(at)
    assert asked["focus"] == ".st-key-tb-hand" and asked["nonce"] == "1"  # back to the cards
    play_card(at, "loo", "KS")
    assert not at.error
    latest = "\n".join(m.value for m in at.markdown if "tb-latest" in m.value)
    assert latest.count("You play K♠.") == 1
    assert helper(at)["nonce"] == "2"


def test_the_skip_link_and_the_focus_follow_where_the_learner_acts(app: OpenApp) -> None:
    at = app("loo:play", seed=3)
    asked = helper(at)
    assert asked["skip"] == {"label": "Skip to your cards", "target": ".st-key-tb-hand"}
    for _ in range(10):  # play until a trick is over: the Continue button is the control
        t = at.session_state["loo:table"]
        if t.pause:
            break
        card = game_of("loo").legal_actions(t.state)[0].card
        play_card(at, "loo", card)
    asked = helper(at)
    assert asked["skip"] == {"label": "Skip to your move", "target": ".st-key-tb-next"}
    assert asked["focus"] == ".st-key-tb-next"
    assert [b.key for b in box(at, "tb-next").children.values()] == ["loo:continue"]


def test_a_claim_waiting_for_its_answer_takes_the_focus(app: OpenApp) -> None:
    at = app(
        "sixty_six:play",
        sixty_six__seed=1,
        sixty_six__play_cfg={"players": 2, "seat": 0, "bots": "rule of thumb"},
    )
    click(at, f"sixty_six:act:{CLAIM}")
    asked = helper(at)
    assert asked["focus"] == ".st-key-tb-confirm"
    keys = [b.key for b in box(at, "tb-confirm").children.values()]
    assert keys == ["sixty_six:cancel", "sixty_six:confirm"]  # "Keep playing" first


def test_slow_computer_players_answer_after_the_learners_move_is_drawn(app: OpenApp) -> None:
    """Monte-Carlo (tenths of a second a move): the learner's card is drawn first, its hand not
    yet playable and the focus left alone, then the replies (issue 12, part 5); the same table
    as when the replies come at once, and a run of the whole page answers before it draws."""
    game = game_of("sixty_six")
    at = app("sixty_six:play", sixty_six__seed=4)
    t = at.session_state["sixty_six:table"]
    assert play.slow_replies(t)  # (Sixty-Six's default level)
    twin = copy.deepcopy(t)  # (its computer players too, as seeded)
    first = next(a for a in game.legal_actions(t.state) if a.kind == "play")
    assert play.play_or_ask(game, twin, first, answer=False)
    assert twin.waiting and game.current_player(twin.state) != twin.seat
    assert twin.events[twin.last :] == [f"You play {first.card.pretty}."]
    play.computer_replies(game, twin)
    assert not twin.waiting and game.current_player(twin.state) == twin.seat
    # the page: a whole-page run (AppTest's) answers at once
    play_card(at, "sixty_six", first.card)
    t = at.session_state["sixty_six:table"]
    assert not t.waiting and (t.state, t.events) == (twin.state, twin.events)
    assert helper(at)["focus"] == ".st-key-tb-hand" and helper(at)["nonce"] == "1"
    assert all(not b.disabled for b in hand_buttons(at, "sixty_six"))


def test_a_next_deal_may_wait_for_the_computer_players_too() -> None:
    """ "Next deal" with slow computer players: the deal is drawn first, then their moves (the
    same as at once); Sixty-Six's first lead is the computer's in half the deals."""
    game = game_of("sixty_six")
    s = {"variant": game.default_variant, "options": {}}
    t = play.new_table(game, {"players": 2, "seat": 0, "bots": "random"}, s, 5)
    waited = 0
    for _ in range(6):
        while not game.is_over(t.state):
            t.pause = False
            acts = game.legal_actions(GAME_UI["sixty_six"].seen(t.state, t.seat))
            play.play_or_ask(game, t, acts[0], confirmed=True)
        if GAME_UI["sixty_six"].game_over(t.state, t.seat):
            break
        now, later = t, copy.deepcopy(t)
        play.next_deal(game, now)
        play.next_deal(game, later, answer=False)
        waited += later.waiting
        assert later.waiting == (game.current_player(later.state) != later.seat)
        play.computer_replies(game, later)
        assert (later.state, later.events, later.waiting) == (now.state, now.events, False)
        t = now
    assert waited  # (the computer led some of these deals)
