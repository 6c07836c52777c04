"""Napoleon in the app under AppTest: every page; a nap bid and made, a nap bid and failed, and
a deal whose play stops early, each clicked through the Play page's own buttons (bids, the
trump suit, cards).

The deals are found with the page's own table logic (``ui.pages.play.new_table`` and
``human_move``): the learner follows a fixed strategy over seeded deals until the wanted ending
comes up; the test then opens the page with that seed and clicks the same moves (the computer
plays at the seeded rule-of-thumb level).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

from apptools import card_button, click, go, is_picture, markdown, nodes, play_card
from deals import moving_as
from deals import play_out as play_out_table
from streamlit.testing.v1 import AppTest

import ui.games  # noqa: F401
from engine.cards import CARDS
from engine.game import Action
from engine.games.napoleon import NAP, NAPOLEON, TRUMPS
from engine.games.napoleon.scoring import rate
from engine.games.napoleon.search import best_estimate, best_suit
from lessons import load
from lessons.tasks import task_for
from ui.cards import table_view
from ui.format import md
from ui.pages import play
from ui.pages.common import free_options
from ui.tables import game_ui

OpenApp = Callable[..., AppTest]
Strategy = Callable[[play.Table], Action]
Goal = Callable[[play.Table], bool]

G = NAPOLEON
GID = G.id
SETTINGS = {"variant": "seed", "options": {o.name: o.default for o in free_options(G)}}


def setup(players: int = 2) -> dict[str, Any]:
    return {"players": players, "seat": 0, "bots": "rule of thumb"}


def key(a: Action) -> str:
    """The page's button for a bid or a trump suit."""
    assert a.kind != "play", a
    return f"{GID}:decl:{a}"


def move(at: AppTest, a: Action) -> None:
    """The learner's move as he makes it: his card played, else its button clicked, open."""
    if a.kind == "play" and a.card is not None:
        assert not card_button(at, GID, a.card).disabled
        play_card(at, GID, a.card)
        return
    assert not at.button(key=key(a)).disabled
    click(at, key(a))


def nap_player(t: play.Table) -> Action:
    """Bid nap, name the suit the rule of thumb likes best, then play as the rule of thumb."""
    view = G.view(t.state, t.seat)
    if view.phase == "declare":
        return NAP
    if view.phase == "trump":
        return TRUMPS[best_suit(view.hands[t.seat], view.n)[0]]
    return G.heuristic_action(view, random.Random(0))


def bid_two(t: play.Table) -> Action:
    view = G.view(t.state, t.seat)
    if view.phase == "declare":
        return Action("bid", number=2)
    return nap_player(t)


def find_seed(strategy: Strategy, goal: Goal, cfg: dict[str, Any], tries: int = 400) -> int:
    for seed in range(tries):
        t = play.new_table(G, dict(cfg), SETTINGS, seed)
        play_out_table(G, t, moving_as(strategy, t))
        if goal(t):
            return seed
    raise AssertionError(f"no seed among the first {tries} ends that way")


def made_early(t: play.Table) -> bool:
    """The learner bid and made his bid before the fifth trick: play stopped there."""
    s = t.state
    return s.bidder == 0 and s.result == "made" and len(s.history) < 5


def table(at: AppTest) -> play.Table:
    t: play.Table = at.session_state[f"{GID}:table"]
    return t


def play_out(at: AppTest, strategy: Strategy) -> play.Table:
    """Click the learner's moves (and Continue after each trick) to the end of the deal."""
    for _ in range(40):
        t = table(at)
        if G.is_over(t.state):
            return t
        if t.pause:
            click(at, f"{GID}:continue")
            continue
        move(at, strategy(t))
    raise AssertionError("the deal did not end")


def everything(at: AppTest) -> str:
    """Every text the page shows: markdown, captions and the result boxes."""
    parts = [markdown(at)]
    for group in (at.caption, at.success, at.warning, at.info, at.error):
        parts += [e.value for e in group]
    return "\n".join(parts)


def open_play(app: OpenApp, seed: int, cfg: dict[str, Any]) -> AppTest:
    return app(f"{GID}:play", **{f"{GID}__seed": seed, f"{GID}__play_cfg": dict(cfg)})


def test_every_page_opens(app: OpenApp) -> None:
    at = app(f"{GID}:learn")
    assert "is a bidding game for two to six players" in markdown(at)
    for page, words in (
        ("quiz", "You are P3, to move"),
        ("rules", "Napoleon"),
        ("progress", "Napoleon"),
        ("compare", "Compare readings: Napoleon"),
        ("play", "Your turn to bid"),
    ):
        go(at, f"{GID}:{page}")
        text = markdown(at) + "\n".join(h.value for h in [*at.subheader, *at.title, *at.header])
        assert words in text, page
        assert not at.exception, (page, at.exception)
    # the bids are buttons from the engine's legal actions; none refused before any bid
    labels = {b.key: b.label for b in at.button if b.key and b.key.startswith(f"{GID}:decl:")}
    assert labels[f"{GID}:decl:pass"] == "Pass" and labels[f"{GID}:decl:nap"] == "Nap (all 5)"
    assert labels[f"{GID}:decl:bid 3"] == "Bid 3"


def test_a_nap_made_through_the_page(app: OpenApp) -> None:
    cfg = setup(2)

    def made(t: play.Table) -> bool:
        return t.state.bidder == 0 and t.state.bid == 5 and t.state.result == "made"

    at = open_play(app, find_seed(nap_player, made, cfg), cfg)
    t = play_out(at, nap_player)
    assert made(t) and len(t.state.history) == 5
    text = everything(at)
    # the outcome in the settlement's words, once, in the line of latest moves; the box says
    # what it comes to for the learner from each other player, and why, the Settlement's
    # table the totals (no line of moves under it)
    assert "You made nap." in "\n".join(t.events)
    won, lost = G.settlement(t.state).transfers[0].amount, rate(5, False)[0]
    (box,) = [b.value for b in at.success]
    assert (
        box
        == f"You collect {won} counters from each other player: a made nap collects twice the {lost} a failed one pays."
    ), box
    assert "You made nap: P1 \u2192 you" not in text
    assert "napoleon.nap_pays" in text


def test_a_nap_failed_stops_at_the_first_trick_lost(app: OpenApp) -> None:
    cfg = setup(3)

    def failed(t: play.Table) -> bool:
        s = t.state
        return s.bidder == 0 and s.bid == 5 and s.result == "failed" and len(s.history) < 5

    at = open_play(app, find_seed(nap_player, failed, cfg), cfg)
    t = play_out(at, nap_player)
    s = t.state
    assert failed(t) and s.against == 1
    # the box, told to the learner: what he pays each other player, and why (it had said the
    # rule alone, 'A nap failed pays only 5 counters to each other player, half what one made
    # collects.', under the line 'You failed nap. ...')
    (box,) = [b.value for b in at.warning]
    paid = G.settlement(s).transfers[0].amount
    assert box.startswith(f"You pay each other player {paid} counters: a failed nap pays half"), box
    assert "You failed nap." in "\n".join(t.events)
    # to the learner, in the second person, as the rest of the log ("You bid nap."), after the
    # outcome and without the bid again ('..., less than your bid of nap')
    assert "You failed nap. The others have won 1 trick, so you can take at most 4" in (
        " ".join(t.events)
    )


def test_play_stops_as_soon_as_a_bid_is_made(app: OpenApp) -> None:
    cfg = setup(3)

    at = open_play(app, find_seed(bid_two, made_early, cfg), cfg)
    t = play_out(at, bid_two)
    s = t.state
    assert made_early(t) and s.bidder_tricks == s.bid == 2
    left = 5 - len(s.history)
    (box,) = [b.value for b in at.success]
    assert box == "You collect 2 counters from each other player: a made bid collects its number."
    # the outcome told to the learner, as the rest of the log ("You bid 2."), then why play
    # stopped, without the bid again ('You have won 2 tricks, your bid of 2; ...')
    said = f"The {left} trick{'s' if left > 1 else ''} left cannot change that."
    assert f"You made your bid of 2. {said}" in " ".join(t.events)
    # said once, where the learner looks, the line of latest moves under the table: the table's
    # caption said it again, and the log (the moves before the latest) a third time (and
    # Play's trick story is the trick's)
    assert everything(at).count(said) == 1
    assert said not in table_view(t.state, viewer=t.seat, **game_ui(GID).table_kw).caption


def test_a_refused_bid_is_a_disabled_button_with_its_rule(app: OpenApp) -> None:
    """In the second deal the learner (P0) deals and bids last, after the two computers."""
    cfg = setup(3)

    def outbid(seed: int) -> bool:
        t = play.new_table(G, dict(cfg), SETTINGS, seed)
        play_out_table(G, t, moving_as(nap_player, t))
        play.next_deal(G, t)
        return t.state.to_move == 0 and t.state.bid > 0

    seed = next(k for k in range(200) if outbid(k))
    at = open_play(app, seed, cfg)
    play_out(at, nap_player)
    click(at, f"{GID}:next_deal")
    s = table(at).state
    assert s.dealer == 0 and s.to_move == 0 and s.bid >= 1
    b = at.button(key=key(Action("bid", number=1)))
    assert b.disabled and not b.help  # the reason is said below it, not again on hover
    # the refused bids said once, together, under the buttons, which stand in the bids' order
    # (walk12: "Bid 1 is not open to you: P3 has bid 3: a bid must be higher.", then the
    # same for Bid 2 and Bid 3; the buttons read Pass, Bid 4, Bid 1, Bid 2, Bid 3, Nap)
    refused = [r for r in G.refusals(G.view(s, 0)) if r.action.kind == "bid"]
    lines = [c.value for c in at.caption if "not open to you" in c.value]
    assert len(lines) == len({r.reason for r in refused}) == 1, lines
    assert lines[0].startswith("\u201cBid 1\u201d") and lines[0].endswith(
        f"not open to you, because {refused[0].reason}."
    )
    assert all(f"Bid {r.action.number}" in lines[0] for r in refused)
    bids = [
        int(x.key.rsplit(" ", 1)[-1])
        for x in at.button
        if x.key and x.key.startswith(f"{GID}:decl:bid ")
    ]
    assert bids == sorted(bids) and len(bids) >= 2, bids
    legal = {k for k in (key(a) for a in G.legal_actions(G.view(s, 0)))}
    enabled = {
        x.key for x in at.button if x.key and x.key.startswith(f"{GID}:decl:") and not x.disabled
    }
    assert enabled == legal


def _quiz_at(app: OpenApp, qid: str) -> tuple[AppTest, Any]:
    k = next(i for i, q in enumerate(load(GID).quiz) if q.id == qid)
    at = app(f"{GID}:quiz", **{f"{GID}__quiz_start": k})
    qs = at.session_state[f"{GID}:quiz"]
    assert qs.current is not None and qs.current.id == qid
    return at, qs


def test_quiz_what_would_you_bid_shows_the_engines_estimate(app: OpenApp) -> None:
    at, qs = _quiz_at(app, "q_bid_strong")
    assert "expected tricks" not in everything(at)  # the picture does not give it away
    base = f"{GID}:quiz:{qs.index}:{qs.attempt}"
    at.text_input(key=f"{base}:number").set_value("4")
    at.button(key=f"{base}:check").click().run()
    assert not at.exception, at.exception
    text = everything(at)
    assert "A sound bid. The best bid for this hand: nap." in text  # 4 is within one trick
    suit, e = best_estimate(G.expected_tricks(qs.current.state, 1))
    assert suit is not None and md(f"expected tricks {suit.symbol} {e:.1f}") in text


def test_quiz_what_would_you_bid_takes_the_bid_in_words(app: OpenApp) -> None:
    """A bid is said in the game's words too: 'nap' for 5, 'pass' for 0 (003: 'he may pass or
    may bid from one to five'; five is 'nap'); it was refused as "'nap' is not a whole number"."""
    at, qs = _quiz_at(app, "q_bid_strong")
    base = f"{GID}:quiz:{qs.index}:{qs.attempt}"
    at.text_input(key=f"{base}:number").set_value("Nap")
    at.button(key=f"{base}:check").click().run()
    assert not at.exception, at.exception
    text = everything(at)
    assert "A sound bid. The best bid for this hand: nap." in text
    assert "is not a whole number" not in text


def test_quiz_which_bids_may_be_made(app: OpenApp) -> None:
    at, qs = _quiz_at(app, "q_may_bid")
    base = f"{GID}:quiz:{qs.index}:{qs.attempt}"
    boxes = {b.label: b for b in at.checkbox if b.key.startswith(base)}
    # as Play's buttons say them: "Nap (all 5)"
    assert {"pass", "bid 3", "nap (all 5)"} <= {label.lower() for label in boxes}
    for label, box in boxes.items():
        box.check() if label.lower() in ("pass", "bid 3", "bid 4", "nap (all 5)") else box.uncheck()
    at.button(key=f"{base}:check").click().run()
    assert not at.exception, at.exception
    text = everything(at)
    assert "bid 3" in text and "a bid must be higher" in text


def test_the_counters_table_names_its_columns(app: OpenApp) -> None:
    """The running table's header is its first row's keys: the 'start' row names every column
    the deals' rows fill (it named only 'deal', over unnamed cells)."""
    cfg = setup(3)
    at = open_play(app, 0, cfg)
    play_out(at, bid_two)
    html = markdown(at)
    head = html[html.index("<th>deal</th>") :].split("</tr>")[0]
    assert head == (
        "<th>deal</th><th>dealer</th><th>result</th><th>P0</th><th>P1</th><th>P2</th>"
    ), head


def test_the_bid_box_counts_from_where_the_deal_stands() -> None:
    """Learn 'Who takes the trick', after its trick: P1 bid 3 and has 1 trick, the others 1.
    The box said 'needs 2 more tricks; beaten once the others win 3': one count still to
    win, the other a total, side by side. Both now count what is still to win."""
    step = load(GID).step("trick")
    assert step.scenario is not None
    s = step.scenario.state
    assert (s.bidder_tricks, s.against) == (1, 1)
    bid = dict(table_view(s).extras)["Bid"]
    assert "needs 2 more tricks; the others need 2 more to beat the bid" in bid


def test_the_replay_names_the_bids_in_the_order_spoken() -> None:
    """Beside the hands as dealt: 'Bids: P0 pass; P1 1; P2 2.' read as if P1 were called 1.
    Now each bid is said as at the table, in the order the players spoke."""
    s = load(GID).step("payments").scenario
    assert s is not None
    assert game_ui(GID).deal_notes(s.state, -1)[0] == (
        "Bids: P1 bid 3; P2 passed; P3 passed; P0 passed."
    )


def test_the_nap_step_shows_the_bidding_ended_by_a_nap() -> None:
    """Learn 'Nap' said the bidding ends at once and the bidder names trumps, with no
    picture. Its position: P1 bid nap first, nobody after him spoke, and he names trumps."""
    step = load(GID).step("nap")
    assert step.scenario is not None
    s = step.scenario.state
    assert s.bids == (-1, 5, -1, -1) and s.phase == "trump" and s.to_move == 1
    seats = table_view(s).seats
    assert seats[1].tags == ("bid nap", "bidder") and seats[1].turn == "to name trumps"
    assert all(seats[p].tags == t for p, t in ((0, ("dealer",)), (2, ()), (3, ())))


def test_naming_trumps_is_a_step_with_its_task() -> None:
    """The lesson never taught that the highest bidder names trumps, nor that he may name only
    a suit he holds (napoleon.trump_held), which Play refuses. Its step: P1 bid 3 and may
    name spades, hearts or diamonds, not clubs, and the task asks him to."""
    step = load(GID).step("name_trump")
    assert step.rule.quote == G.rules["napoleon.name_trump"].quote
    task = task_for(step)
    assert task is not None and task.seat == 1
    refused = {str(r.action): r.rule.id for r in G.refusals(task.question.state)}
    assert refused == {"trump C": "napoleon.trump_held"}
    assert {str(a) for a in task.choices()} == {"trump S", "trump H", "trump D", "trump C"}


def test_during_the_bidding_the_bid_box_says_highest_so_far() -> None:
    """Learn 'Each bid must be higher': P1 has bid 2 and P2 is to bid. The box read 'P1 bids
    2' as if the bidding were over; P2 and P3 may still outbid him."""
    s = load(GID).step("rising").scenario
    assert s is not None and s.state.phase == "declare"
    bid = dict(table_view(s.state, quiz=True).extras)["Bid"]
    assert "P1 bids 2" in bid and "the highest bid so far" in bid


def test_when_everyone_passed_no_trumps_are_to_be_named() -> None:
    """Learn 'If everyone passes': the deal is over and thrown in, yet the table said trumps
    were 'named by the highest bidder', of whom there is none."""
    s = load(GID).step("all_pass").scenario
    assert s is not None and s.state.result == "all_passed"
    # (none named: why is the caption's, "Everyone passed: ...", and the seats' tags)
    trumps = dict(table_view(s.state).extras)["Trumps"]
    assert "none named" in trumps and "highest bidder" not in trumps


def test_the_deal_is_told_to_the_learner() -> None:
    """The deal's first line on Play, to the learner who deals or bids first ("You deal ...",
    not "P0 deals"), as Sixty-Six's and Bierspiel's."""
    from engine.games.pool.bierspiel import BIERSPIEL
    from ui.games.bierspiel import bierspiel_intro
    from ui.games.napoleon import deal_intro

    s = G.new_deal(players=4, dealer=0, seed=1)
    assert deal_intro(s, 0) == "You deal five cards each; P1 bids first."
    assert deal_intro(s, 1) == "P0 deals five cards each; you bid first."
    assert deal_intro(s) == "P0 deals five cards each; P1 bids first."
    b = BIERSPIEL.new_deal(players=4, dealer=2, seed=1)
    assert bierspiel_intro(b, 2).startswith("You deal and turn ")
    assert bierspiel_intro(b, 0).startswith("P2 deals and turns ")


def test_the_bid_box_tells_the_bidder_his_bid() -> None:
    """Play, the learner the bidder: the table's bid box read 'P0 bids nap' to P0 (seen on
    /napoleon-play?seed=3&seat=0, the learner bidding nap), though the seat is labelled 'P0
    (you)' and the deal's first line says 'you bid first': to him it says 'You bid nap'."""
    s = NAPOLEON.new_deal(players=5, dealer=4, seed=3)
    s = NAPOLEON.apply(s, NAP)
    assert s.bidder == 0
    assert "You bid nap" in dict(table_view(s, viewer=0).extras)["Bid"]
    assert "P0 bids nap" in dict(table_view(s, viewer=1).extras)["Bid"]


def test_a_deal_stopped_early_shows_every_hand_still_held(app: OpenApp) -> None:
    """Play stops once the bid is decided: the cards nobody played are drawn face up, so the
    learner sees why (they stayed face down; Linger Longer's and Sixty-Six's ends show them)."""
    cfg = setup(3)

    at = open_play(app, find_seed(bid_two, made_early, cfg), cfg)
    s = play_out(at, bid_two).state
    picture = next(json.loads(n.proto.json) for n in nodes(at.main) if is_picture(n))
    assert "face-down card" not in picture
    for seat in range(1, s.n):
        held = [CARDS[c] for c in range(52) if s.hands[seat] >> c & 1]
        assert held  # (play stopped with cards in every hand)
        for card in held:
            assert f'data-card="{card.code}"' in picture, (seat, card)


def test_a_nap_that_ends_the_bidding_says_who_does_not_bid() -> None:
    """Play at 1400 px, the learner dealing (walk12): "P1 bids 4. P2 passes. P3 bids nap: all
    five tricks. P3 names clubs ♣ trumps.": the learner, who bids last, was never asked, and
    nothing said why. Nap cannot be beaten (every bid must be higher, and nap is all five):
    the line after the nap says so, naming who does not bid."""
    ui = game_ui(GID)
    s = G.new_deal(players=4, dealer=0, seed=1)  # P1 bids first, the learner (P0) last
    before = G.apply(s, Action("pass"))
    after = G.apply(before, NAP)  # P2: P3 and the dealer are never asked
    assert after.phase == "trump" and before.bids[3] < 0 and before.bids[0] < 0
    ends = "Nap cannot be beaten, so the bidding ends: "
    assert ui.move_notes(before, after, 0) == [ends + "P3 and you do not bid."]
    assert ui.move_notes(before, after, 3) == [ends + "you and P0 do not bid."]
    # the dealer, bidding last, naps: nobody is left out, and nothing more is said
    last = G.apply(G.apply(before, Action("pass")), Action("pass"))
    assert last.to_move == 0
    assert ui.move_notes(last, G.apply(last, NAP), 0) == []
