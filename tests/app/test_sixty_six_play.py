"""Sixty-Six's Play page under AppTest: marriages, closing, claiming, whole hands and a whole
game to 7, three- and four-hand tables, the computer's levels and the "count for me" aid.

The situations are found with the page's own table logic (``ui.pages.play.new_table`` and
``human_move``, the functions its buttons call): the learner follows a simple strategy over
seeded deals until the wanted position comes up; the test then opens the page with that seed
and clicks the same moves, so the page reaches the same position (the computer plays at the
seeded "rule of thumb" level, which does not depend on timing).
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from typing import Any

import pytest
from apptools import check_replay, click, hand_buttons, html_table, markdown, open_box, play_card
from streamlit.testing.v1 import AppTest

import ui.games  # noqa: F401
from engine.bots import MonteCarloBot
from engine.cards import CARDS, cards_in
from engine.game import Action
from engine.games.sixty_six import CLAIM, CLOSE, EXCHANGE, SIXTY_SIX, hand_points, nine_of
from ui.format import md
from ui.pages import play
from ui.pages.common import free_options
from ui.tables import game_ui

OpenApp = Callable[..., AppTest]
Strategy = Callable[[play.Table], Action]
Goal = Callable[[play.Table], bool]

G = SIXTY_SIX
GID = G.id
UI = game_ui(GID)
SETTINGS = {"variant": "seed", "options": {o.name: o.default for o in free_options(G)}}


def setup(players: int = 2, level: str = "rule of thumb", seat: int = 0) -> dict[str, Any]:
    return {"players": players, "seat": seat, "bots": level}


def key(a: Action) -> str:
    """The page's button for an action besides a card (a card is played by ``move``)."""
    assert a.kind != "play", a
    return f"{GID}:act:{a}"


def move(at: AppTest, a: Action) -> None:
    """The learner's move as he makes it: his card played, else its button clicked."""
    if a.kind == "play":
        assert a.card is not None
        play_card(at, GID, a.card)
    else:
        click(at, key(a))


def legal(t: play.Table) -> list[Action]:
    return G.legal_actions(G.view(t.state, t.seat))


def first_card(t: play.Table) -> Action:
    return next(a for a in legal(t) if a.kind == "play")


def habit(t: play.Table) -> Action:
    """The rule-of-thumb move for the learner, but never a claim (the tests claim on purpose)."""
    a = G.heuristic_action(G.view(t.state, t.seat), random.Random(0))
    return first_card(t) if a == CLAIM else a


def closer(t: play.Table) -> Action:
    """Close the stock at the first chance, else play the first legal card."""
    return CLOSE if CLOSE in legal(t) else first_card(t)


def find_seed(strategy: Strategy, goal: Goal, cfg: dict[str, Any], tries: int = 300) -> int:
    """The first seed whose first hand, the learner following ``strategy``, comes to a turn of
    his where ``goal`` holds."""
    for seed in range(tries):
        t = play.new_table(G, dict(cfg), SETTINGS, seed)
        while not G.is_over(t.state):
            if goal(t):
                return seed
            assert play.human_move(G, t, strategy(t))
    raise AssertionError("no seed among the first {tries} reaches the position")


def open_play(app: OpenApp, seed: int, cfg: dict[str, Any]) -> AppTest:
    return app(f"{GID}:play", **{f"{GID}__seed": seed, f"{GID}__play_cfg": dict(cfg)})


def table(at: AppTest) -> play.Table:
    t: play.Table = at.session_state[f"{GID}:table"]
    return t


def drive(at: AppTest, strategy: Strategy, goal: Goal, check: bool = False) -> None:
    """Click the learner's moves (as ``strategy`` picks them) until ``goal`` holds."""
    for _ in range(60):
        t = table(at)
        if goal(t):
            return
        assert not G.is_over(t.state), "the hand ended first"
        if check:
            check_actions(at)
        move(at, strategy(t))
    raise AssertionError("the goal was not reached")


def check_actions(at: AppTest) -> None:
    """Meld, exchange, close and claim buttons: enabled exactly for the engine's legal actions;
    a refused one is disabled, with the engine's reason below it."""
    t = table(at)
    view = G.view(t.state, t.seat)
    acts = G.legal_actions(view)
    buttons = {b.key: b for b in at.button if b.key and b.key.startswith(f"{GID}:act:")}
    assert {k for k, b in buttons.items() if not b.disabled} == {
        key(a) for a in acts if a.kind != "play"
    }
    captions = "\n".join(c.value for c in at.caption)
    for r in G.refusals(view):
        if r.action.kind == "play" or r.action in acts or not UI.shows_refusal(view, r.action):
            continue
        b = buttons[key(r.action)]
        assert b.disabled and not b.help  # the reason is in the caption, not a tooltip too
        assert r.reason in captions
    cards = {b.code for b in hand_buttons(at, GID)}
    assert cards == {CARDS[c].code for c in cards_in(view.hands[t.seat])}


def settlement(at: AppTest) -> Any:
    return html_table(at, "game points")


def sheet(at: AppTest) -> Any:
    """The score sheet (an HTML table, every cell text; the finished hand's row leaves its
    why to the log's last line, so a sheet of one hand has none: test_sheet_why_told_once)."""
    return html_table(at, "hand")


def finish_hand(at: AppTest, strategy: Strategy = first_card, check: bool = False) -> None:
    drive(at, strategy, lambda t: G.is_over(t.state), check)


# ---- marriages ----------------------------------------------------------------------------------
def test_a_marriage_melded_through_the_page_is_shown_and_scored(app: OpenApp) -> None:
    def goal(t: play.Table) -> bool:  # a marriage to show after a won trick (so it scores now)
        return any(a.kind == "meld" for a in legal(t)) and bool(t.state.history)

    cfg = setup()
    at = open_play(app, find_seed(first_card, goal, cfg), cfg)
    drive(at, first_card, goal)
    meld = next(a for a in legal(table(at)) if a.kind == "meld")
    assert meld.card is not None
    value = 40 if meld.card.suit == table(at).state.trump else 20
    button = at.button(key=key(meld))
    assert not button.disabled
    assert f"({value}" in button.label and "Meld" in button.label
    before = table(at).state.melds[0]
    click(at, key(meld))
    t = table(at)
    assert t.state.melds[0] == before + value  # scored at once: it follows a won trick
    assert (0, meld.card.suit, value) in t.state.marriages
    log = "\n".join(t.events)
    assert "You show the marriage" in log and f"lead the {meld.card.pretty}" in log
    assert f"marriage {meld.card.suit.symbol} {value}" in markdown(at)  # the table's tag
    finish_hand(at)
    notes = " ".join(html_table(at, "won by")["notes"])
    assert "You show the marriage" in notes  # the replay says so, to the learner (P0)
    row = settlement(at).set_index("player").loc["P0 (you)"]
    assert int(row["marriages"]) >= value
    assert int(row["hand points"]) == int(row["card points"]) + int(row["last trick"]) + int(
        row["marriages"]
    )


def test_the_nine_of_trumps_exchanged_through_the_page(app: OpenApp) -> None:
    def goal(t: play.Table) -> bool:
        return EXCHANGE in legal(t)

    cfg = setup()
    at = open_play(app, find_seed(first_card, goal, cfg), cfg)
    drive(at, first_card, goal)
    s = table(at).state
    nine, up = CARDS[nine_of(s.trump)], CARDS[s.stock[-1]]
    assert at.button(key=key(EXCHANGE)).label == md(
        f"Exchange the {nine.pretty} for the {up.pretty}"
    )
    click(at, key(EXCHANGE))
    s = table(at).state
    assert s.exchanged_by == 0 and s.stock[-1] == nine and (s.hands[0] >> up) & 1
    assert f"You exchange the {nine.pretty} for the {up.pretty}" in "\n".join(table(at).events)
    assert f'aria-label="{nine.name}"' in markdown(at)  # the 9 now lies under the stock
    assert EXCHANGE not in legal(table(at))


# ---- closing ------------------------------------------------------------------------------------
def test_closing_the_stock_then_a_card_not_following_is_refused(app: OpenApp) -> None:
    def goal(t: play.Table) -> bool:  # closed by the learner, who must now follow suit
        s = t.state
        return (
            s.closed_by == 0
            and bool(s.trick)
            and any(r.action.kind == "play" for r in G.refusals(G.view(s, 0)))
        )

    cfg = setup()
    at = open_play(app, find_seed(closer, goal, cfg), cfg)
    drive(at, closer, lambda t: CLOSE in legal(t))
    click(at, key(CLOSE))
    t = table(at)
    assert t.state.closed_by == 0
    text = markdown(at)
    assert "closed by you" in text and "turned down" in text  # the learner, P0, closed it
    assert "You close the stock" in "\n".join(t.events)
    drive(at, closer, goal)
    t = table(at)
    refused = next(r for r in G.refusals(G.view(t.state, 0)) if r.action.kind == "play")
    trick = t.state.trick
    move(at, refused.action)
    assert table(at).state.trick == trick  # the card was not played
    msg = at.error[0].value
    assert "You must follow suit" in msg and "Trump Games" in msg and "seed 000" not in msg
    # Later Play's duty in its own words, which closing brings in (sixty_six.closed_follow_suit,
    # its premise the closing sentence), not the sentence about an exhausted stock
    assert "must follow suit to the lead if he can" in msg and "exhausted" not in msg
    click(at, f"{GID}:hint")
    hint = at.info[0].value
    for a in legal(table(at)):
        if a.kind == "play" and a.card is not None:
            assert a.card.pretty in hint
    assert refused.action.card is not None and refused.action.card.pretty not in hint
    assert f'data-card="{refused.action.card.code}" data-state="illegal"' in markdown(at)


# ---- claiming -----------------------------------------------------------------------------------
def test_a_claim_under_66_asks_first_with_the_learners_own_count(app: OpenApp) -> None:
    """A claim under 66 plays nothing yet: it asks, with the count the learner's view shows;
    "Keep playing" leaves the hand as it was, and playing a card drops the question."""
    at = open_play(app, 1, setup())
    t = table(at)
    before = t.state
    mine = hand_points(G.view(t.state, 0), 0)
    assert mine < 66
    click(at, key(CLAIM))
    assert table(at).state is before and not G.is_over(before)
    assert [w.value for w in at.warning] == [
        f"You have {mine}; a wrong claim ends the hand and gives P1 2 game points \u2014 "
        "claim anyway?"
    ]
    assert at.button(key=f"{GID}:confirm").label == "Claim 66 anyway"
    click(at, f"{GID}:cancel")
    assert table(at).state is before and table(at).confirm is None
    assert not at.warning and f"{GID}:confirm" not in {b.key for b in at.button}
    click(at, key(CLAIM))
    move(at, first_card(table(at)))  # playing a card instead drops the question
    assert table(at).confirm is None and table(at).state is not before
    assert not any("claim anyway" in w.value for w in at.warning)


def test_a_claim_at_66_or_more_is_not_asked_about() -> None:
    def goal(t: play.Table) -> bool:
        return hand_points(t.state, 0) >= 66 and CLAIM in legal(t)

    cfg = setup()
    t = play.new_table(G, dict(cfg), SETTINGS, find_seed(habit, goal, cfg))
    while not goal(t):
        assert play.human_move(G, t, habit(t))
    assert UI.confirm(G.view(t.state, 0), 0, CLAIM) is None
    assert play.play_or_ask(G, t, CLAIM) and G.is_over(t.state)


def test_a_wrong_claim_gives_the_opponent_two_game_points(app: OpenApp) -> None:
    at = open_play(app, 1, setup())
    assert hand_points(table(at).state, 0) < 66
    click(at, key(CLAIM))
    assert not G.is_over(table(at).state)  # asked first
    click(at, f"{GID}:confirm")
    t = table(at)
    assert G.is_over(t.state) and t.state.claimant == 0
    assert at.warning[0].value.startswith("You lost this hand: P1 scores 2 game points")
    # told to the learner once, in the line of latest moves (not in the box, and no
    # Settlement line 'You claim wrongly with only 0: P1 scores 2: game points → P1 2')
    assert "You claim wrongly" not in at.warning[0].value
    assert "You claim wrongly with only" in " ".join(t.events)
    assert " \u00b7 rule: *" not in markdown(at) and "scores 2:" not in markdown(at)
    assert "P0 claims" not in markdown(at)
    rows = settlement(at).set_index("player")
    assert rows.loc["P1", "game points"] == "2" and rows.loc["P0 (you)", "game points"] == "0"
    assert list(sheet(at)["result"]) == ["claim"]
    assert at.button(key=f"{GID}:next_deal").label == "Next hand"


def test_a_correct_claim_scores_what_the_engine_says(app: OpenApp) -> None:
    def goal(t: play.Table) -> bool:
        return hand_points(t.state, 0) >= 66

    cfg = setup()
    at = open_play(app, find_seed(habit, goal, cfg), cfg)
    drive(at, habit, goal)
    click(at, key(CLAIM))
    t = table(at)
    out = G.outcome(t.state)
    assert out is not None and out.winner == 0
    gp = out.game_points[0]
    assert at.success[0].value.startswith(f"You score {gp} game point")
    # told to the learner once, in the settlement's line with its rule: "you" for P0
    assert "You claim correctly" not in at.success[0].value
    assert "You claim correctly" in markdown(at)  # the latest moves; its table the points
    assert "game points \u2192 you" not in markdown(at) and "P0 claims" not in markdown(at)
    assert settlement(at).set_index("player").loc["P0 (you)", "game points"] == str(gp)
    assert int(sheet(at)["P0 total"].iloc[-1]) == gp


# ---- whole hands and a whole game ---------------------------------------------------------------
def test_a_whole_hand_to_its_settlement_and_the_next_hand(app: OpenApp) -> None:
    at = open_play(app, 4, setup())
    finish_hand(at, habit, check=True)  # the action buttons checked at every turn
    t = table(at)
    assert settlement(at)["player"].tolist() == ["P0 (you)", "P1"]  # Play seats him at P0
    assert sheet(at)["hand"].tolist() == ["1"]
    check_replay(at, t.state.history, t.seat)
    labels = [tab.label for tab in at.tabs]
    assert labels[0] == "As dealt" and labels[-1] == f"Trick {len(t.state.history)}"
    text = markdown(at)
    hidden = [c for h in t.state.hands for c in cards_in(h)]
    for c in hidden:  # the end of the hand shows every card left
        assert f'aria-label="{CARDS[c].name}"' in text
    dealer = t.state.dealer
    click(at, f"{GID}:next_deal")
    t = table(at)
    assert t.state.hand_no == 2 and t.state.dealer == 1 - dealer and not G.is_over(t.state)
    assert len(t.state.sheet) == 1
    # the game points on the felt's box and the sheet, not on the line over the table
    (line,) = [c.value for c in at.caption if c.value.startswith("Hand 2 · ")]
    assert "game points" not in line


def test_a_whole_game_to_seven_then_a_new_game(app: OpenApp) -> None:
    at = open_play(app, 11, setup(level="random"))
    for _ in range(400):  # moves and hands
        keys = {b.key for b in at.button}
        if f"{GID}:new_game_after" in keys:
            break
        if f"{GID}:next_deal" in keys:
            click(at, f"{GID}:next_deal")
            continue
        t = table(at)
        a = G.heuristic_action(G.view(t.state, t.seat), random.Random(0))  # claims at 66
        move(at, a)
    else:
        raise AssertionError("the game did not end")
    t = table(at)
    winner = G.game_winner(t.state)
    assert winner is not None
    totals = G.scores_after(t.state)
    assert totals[winner] >= 7 and max(t.state.scores) < 7
    # told to the learner: "You reach 7 game points and win the game", else "P1 reaches ..."
    said = "You reach" if winner == t.seat else f"P{winner} reaches"
    assert any(said in m.value and " the game" in m.value for m in [*at.success, *at.warning])
    rows = sheet(at)
    assert len(rows) == t.state.hand_no >= 2
    assert int(rows[f"P{winner} total"].iloc[-1]) == totals[winner]
    click(at, f"{GID}:new_game_after")
    t = table(at)
    assert t.state.hand_no == 1 and t.state.scores == (0, 0) and t.bots == "random"


# ---- three- and four-hand ---------------------------------------------------------------------
@pytest.mark.parametrize("players", [3, 4])
def test_three_and_four_hand_with_computer_seats(app: OpenApp, players: int) -> None:
    at = open_play(app, 2, setup(players=players))
    t = table(at)
    assert t.state.n == players and sorted(t.computer) == list(range(1, players))
    text = markdown(at)
    if players == 4:
        assert "P2 (partner)" in text and "(even over your partner)" in text
        # the dealer (P3) took the turned trump card: everyone has seen it in his hand
        assert f'aria-label="{CARDS[t.state.turned].name}"' in text
        assert f"{GID}:act:claim" not in {b.key for b in at.button}  # no claiming in four-hand
    else:
        assert "the dealer sits out" in text  # P2 deals and sits out
    finish_hand(at, check=True)
    names = settlement(at)["player"].tolist()
    assert names == (["P0+P2 (your side)", "P1+P3"] if players == 4 else ["P0 (you)", "P1", "P2"])
    click(at, f"{GID}:next_deal")
    t = table(at)
    if players == 3:  # now the learner deals and sits out: the computers play the hand through
        assert t.state.dealer == 0 and G.is_over(t.state)
        assert f"{GID}:next_deal" in {b.key for b in at.button} or (
            f"{GID}:new_game_after" in {b.key for b in at.button}
        )
    else:
        assert t.state.hand_no == 2 and not G.is_over(t.state)


# ---- the computer's levels ----------------------------------------------------------------------
def test_monte_carlo_is_the_default_level_and_plays(app: OpenApp) -> None:
    at = app(f"{GID}:play", **{f"{GID}__seed": 3})
    t = table(at)
    assert t.bots == "Monte-Carlo" and isinstance(t.computer[1], MonteCarloBot)
    open_box(at, f"{GID}:play:setup_box")
    assert at.radio(key=f"w:{GID}:bots").value == "Monte-Carlo"
    assert at.radio(key=f"w:{GID}:bots").options[0].startswith("random")
    for _ in range(3):
        move(at, first_card(table(at)))
    t = table(at)
    assert t.think and all(ms < 5000 for ms in t.think)
    assert any("ms a move" in c.value for c in at.caption)
    at.radio(key=f"w:{GID}:bots").set_value("random").run()
    assert table(at).bots == "random"
    assert type(table(at).computer[1]).__name__ == "RandomBot"


# ---- the count-for-me aid and what the learner may see ----------------------------------------
def test_count_for_me_is_off_by_default_and_never_shows_hidden_cards(app: OpenApp) -> None:
    def goal(t: play.Table) -> bool:  # each side has taken a trick
        return bool(t.state.tricks[0] and t.state.tricks[1])

    cfg = setup()
    at = open_play(app, find_seed(first_card, goal, cfg), cfg)
    drive(at, first_card, goal)

    def page_text() -> str:
        return markdown(at) + "\n".join(i.value for i in [*at.info, *at.caption])

    def no_leak() -> None:
        s = table(at).state
        text = page_text()
        secret = (s.hands[1] & ~s.known[1]) | sum(1 << c for c in s.stock[:-1])
        for c in cards_in(secret):
            assert f'aria-label="{CARDS[c].name}"' not in text and CARDS[c].code not in {
                b.key.rsplit(":", 1)[-1] for b in at.button if b.key
            }

    assert at.toggle(key=f"w:{GID}:aid").value is False
    text = page_text()
    assert "Your count" not in text and "Your tricks" not in text
    assert not re.search(r">\d+ points</span>", text)  # no seat's tag shows his points
    no_leak()
    at.toggle(key=f"w:{GID}:aid").set_value(True).run()
    s = table(at).state
    text = markdown(at)
    assert "Your count" in text
    mine = f"= {s.points[0]}"
    assert "Your tricks: " in text and mine in text
    assert "P1's tricks: " in text
    assert f"You have {hand_points(s, 0)}" in text
    no_leak()
    move(at, first_card(table(at)))  # the aid stays on for the next move
    assert "Your count" in markdown(at)
    at.toggle(key=f"w:{GID}:aid").set_value(False).run()
    assert "Your count" not in markdown(at)


def test_levels_follow_what_each_engine_offers() -> None:
    from engine.games.loo import LOO

    assert play.levels(G) == ["random", "rule of thumb", "Monte-Carlo"]
    assert play.default_level(G) == "Monte-Carlo"
    # Monte-Carlo exactly where the engine declares a sampling search
    assert play.levels(LOO) == ["random", "rule of thumb"] + ["Monte-Carlo"] * LOO.supports_search
    assert play.default_level(LOO) == "rule of thumb"
