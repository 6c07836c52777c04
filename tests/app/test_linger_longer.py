"""Linger Longer in the app under AppTest: every page; a whole game clicked through the Play
page's own card buttons (and Continue after each trick) to its last player, at each of the
three computer levels; the still-in question on the Quiz page, its picture not giving the
answer away.

The learner plays the rule of thumb from his own view; the computer plays at the seeded level.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from typing import Any

import pytest
from apptools import card_button, click, go, markdown, open_box, play_card
from deals import play_out as play_out_table
from streamlit.testing.v1 import AppTest

import ui.games  # noqa: F401
from engine.cards import CARDS
from engine.game import Action
from engine.games.linger_longer import LINGER_LONGER
from lessons import load
from ui.cards import table_view
from ui.format import capital
from ui.pages import play

OpenApp = Callable[..., AppTest]

G = LINGER_LONGER
GID = G.id


def learner(t: play.Table) -> Action:
    return G.heuristic_action(G.view(t.state, t.seat), random.Random(0))


def table(at: AppTest) -> play.Table:
    t: play.Table = at.session_state[f"{GID}:table"]
    return t


def everything(at: AppTest) -> str:
    parts = [markdown(at)]
    for group in (at.caption, at.success, at.warning, at.info, at.error):
        parts += [e.value for e in group]
    return "\n".join(parts)


def play_out(at: AppTest) -> play.Table:
    """Click the learner's cards (and Continue after each trick) to the end of the game."""
    for _ in range(120):
        t = table(at)
        if G.is_over(t.state):
            return t
        if t.pause:
            click(at, f"{GID}:continue")
            continue
        a = learner(t)
        assert a.card is not None
        assert not card_button(at, GID, a.card).disabled
        play_card(at, GID, a.card)
    raise AssertionError("the game did not end")


def test_every_page_opens(app: OpenApp) -> None:
    at = app(f"{GID}:learn")
    assert "a good game to start with in learning the trump games" in markdown(at)
    for page, words in (
        ("quiz", "You are P2. Which cards may you play?"),
        ("rules", "Linger Longer"),
        ("progress", "Linger Longer"),
        ("play", "Stock:"),
        # a dealt stock never runs out, so the two readings of its running out never part
        ("compare", "In this game the two readings never part"),
    ):
        go(at, f"{GID}:{page}")
        text = everything(at) + "\n".join(h.value for h in [*at.subheader, *at.title, *at.header])
        assert words in text, page
        assert not at.exception, (page, at.exception)


@pytest.mark.parametrize("level", ["random", "rule of thumb", "Monte-Carlo"])
def test_a_game_to_its_last_player(app: OpenApp, level: str) -> None:
    cfg: dict[str, Any] = {"players": 4, "seat": 0, "bots": level}
    at = app(f"{GID}:play", **{f"{GID}__seed": 3, f"{GID}__play_cfg": cfg})
    assert table(at).bots == level
    t = play_out(at)
    s = t.state
    assert G.is_over(s) and 0 <= s.winner < 4
    text = everything(at) + "\n".join(t.events)
    assert G.end_reason(s)[:1].upper() + G.end_reason(s)[1:] in text
    # how the game ended, said once, under the table (the latest moves): the table's caption
    # said it again, and the log, which holds the moves before the latest, a third time
    said = capital(G.end_reason(s, t.seat)) + "."
    # (the replay's last trick, further down, shows the game ending with its caption)
    assert everything(at).split("Every hand as dealt.")[0].count(said) == 1
    assert "Out of cards, out of the game" in "\n".join(t.events)
    net = G.quiz_amounts(s)
    assert sum(net.values()) == 0 and net[f"P{s.winner}"] == 3
    # the result line in the game's words: the stake the game won or lost moves, not a count
    # of tricks (which Linger Longer does not score), and "1 counter", not "1 counters"; who
    # won is the latest moves' to say (test_result_box_leaves_the_winner_to_the_log)
    if s.winner == 0:
        assert "Each of the 3 others pays you 1 counter, 3 counters in all." in text
    else:
        assert f"you pay P{s.winner} 1 counter." in text.replace("You pay", "you pay")
    assert not re.search(r"You won \d+ tricks?:", everything(at))


def test_quiz_who_is_still_in(app: OpenApp) -> None:
    k = next(i for i, q in enumerate(load(GID).quiz) if q.id == "q_still_in")
    at = app(f"{GID}:quiz", **{f"{GID}__quiz_start": k})
    qs = at.session_state[f"{GID}:quiz"]
    assert qs.current is not None and qs.current.id == "q_still_in"
    before = everything(at)
    # the picture shows the trick before it is judged: nobody marked out, nothing drawn
    assert "out after trick" not in before and "last card" not in before
    base = f"{GID}:quiz:{qs.index}:{qs.attempt}"
    boxes = {b.label: b for b in at.checkbox if b.key.startswith(base)}
    assert set(boxes) == {"P0", "P1", "P2", "P3"}
    for label, box in boxes.items():
        box.check() if label in ("P0", "P2", "P3") else box.uncheck()
    at.button(key=f"{base}:check").click().run()
    assert not at.exception, at.exception
    text = everything(at)
    assert "Not quite. The right answer: P0 and P1 (P1's :red[2♥] won the trick)." in text
    assert "P2 and P3 played their last card: out" in text


def test_the_reshuffle_reading_is_switched_on_each_page(app: OpenApp) -> None:
    """Learn, Quiz and Play each offer the reading where the played cards are reshuffled into
    a new stock; Play deals under it and the Quiz asks questions of it."""
    at = app(f"{GID}:play")
    open_box(at, f"{GID}:play:rules_box", f"{GID}:play:setup_box")
    at.radio(key=f"w:{GID}:play:variant").set_value("reshuffle").run()
    click(at, f"{GID}:new_game")
    t = table(at)
    assert t.variant == "reshuffle" and t.state.opts.stock_out == "reshuffle"
    assert G.is_over(play_out(at).state)
    go(at, f"{GID}:quiz")
    open_box(at, f"{GID}:quiz:rules_box")
    at.radio(key=f"w:{GID}:quiz:variant").set_value("reshuffle").run()
    assert not at.exception, at.exception
    qs = at.session_state[f"{GID}:quiz"]
    assert qs.current is not None and qs.current.state.opts.stock_out == "reshuffle"
    go(at, f"{GID}:learn")
    open_box(at, f"{GID}:learn:rules_box")
    at.radio(key=f"w:{GID}:learn:variant").set_value("reshuffle").run()
    assert not at.exception, at.exception
    assert at.radio(key=f"w:{GID}:learn:variant").value == "reshuffle"
    assert "When the stock runs out, the cards played so far are shuffled" in "\n".join(
        c.value for c in at.caption
    )


def test_the_counters_table_names_its_columns(app: OpenApp) -> None:
    """The running table's header is its first row's keys: the 'start' row names every column
    the games' rows fill (it named only 'deal', over unnamed cells); the first is headed
    'game', as the page names a Linger Longer game ('Next game', 'Replay this game')."""
    cfg: dict[str, Any] = {"players": 4, "seat": 0, "bots": "rule of thumb"}
    at = app(f"{GID}:play", **{f"{GID}__seed": 3, f"{GID}__play_cfg": cfg})
    play_out(at)
    html = markdown(at)
    head = html[html.index("<th>game</th>") :].split("</tr>")[0]
    assert head == (
        "<th>game</th><th>dealer</th><th>result</th><th>P0</th><th>P1</th><th>P2</th><th>P3</th>"
    ), head


def test_the_winner_is_not_drawn_out_and_nobody_is_out_after_trick_0() -> None:
    """Learn, 'Down to one card each': P3 wins the last trick with his last card. His seat
    said 'out after trick 1' beside 'winner', greyed like a seat that had dropped out; P0, with
    no cards before the position's first trick, was 'out after trick 0'. The stock is empty,
    set by hand, so no trick is numbered and no tricks won counted (test_linger_hand_set_numbers)."""
    step = load(GID).step("last_trick")
    assert step.scenario is not None
    seats = table_view(step.scenario.state, reveal=True).seats
    assert seats[3].tags == ("winner",) and not seats[3].out
    assert seats[0].tags == ("dealer", "out") and seats[0].out
    assert seats[1].tags == ("out after the trick shown",) and seats[1].out


def test_the_reshuffle_step_says_why_its_stock_is_so_big() -> None:
    """Learn 'Another reading: shuffle the played cards': the picture's stock shows 47 cards
    after a four-card trick, which the text did not explain (a position set up by hand: every
    card not in a hand counts as played). The text now gives the engine's count."""
    step = load(GID).step("reshuffle")
    assert step.scenario is not None
    s = step.scenario.state
    assert s.reshuffled and f"and {len(s.stock)} are left" in step.text


def test_the_games_first_line_names_the_turned_card_with_its_article() -> None:
    """'P4 deals 5 cards each and turns the 10♠', as Spoil Five's 'turns up the J♦' (it read
    'turns 10♠')."""
    from ui.games.linger_longer import deal_intro

    s = G.new_deal(players=5, seed=3)
    turned = CARDS[s.turned].pretty
    assert f"turns the {turned}: " in deal_intro(s, (s.dealer + 1) % 5)
    assert f"You deal 5 cards each and turn the {turned}: " in deal_intro(s, s.dealer)


def test_result_box_leaves_the_winner_to_the_log(app: OpenApp) -> None:
    """Who won the game is said once at its end, in the latest moves ('P3 is the last player
    left holding cards: P3 wins the game.'): the result box under them had said it again
    ('You dropped out after trick 4, and P3 wins the game: you pay him 1 counter.', 'You win
    the game: each of the 3 others pays you ...'); it keeps the learner's stake, and when he
    dropped out. Games the learner wins and games he loses, played through the page's table
    and drawn on the Play page."""
    seen = set()
    for seed in range(1, 30):
        cfg = {"players": 4, "seat": 0, "bots": "random"}
        t = play.new_table(G, cfg, {"variant": G.default_variant, "options": {}}, seed)
        play_out_table(
            G, t, random.Random(seed).choice
        )  # (the learner's cards at random, as the page plays them)
        s = t.state
        if (s.winner == t.seat) in seen:
            continue
        at = app()
        at.session_state[f"{GID}:table"] = t
        go(at, f"{GID}:play")
        said = capital(G.end_reason(s, t.seat))
        (latest,) = [m.value for m in at.markdown if 'class="tb-latest"' in m.value]
        assert said in re.sub(r"<[^>]+>", "", latest)  # the log says who won and why
        (box,) = [*at.success, *at.warning]
        assert not re.search(r"\bwins? the game\b", box.value), box.value  # the box does not
        assert "counter" in box.value  # its stake
        out = s.out[t.seat]
        if out > 0:
            assert f"You dropped out after trick {s.trick_no(out)}" in box.value
        seen.add(s.winner == t.seat)
        if len(seen) == 2:
            break
    assert seen == {True, False}  # a game won, a game lost
