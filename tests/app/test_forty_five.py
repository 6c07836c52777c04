"""Forty-Five in the app under AppTest: every page; robbing by the ace's holder and by the
dealer, a privileged renege allowed and one refused, each clicked through the Play page's own
buttons; and a whole game to 45 with a computer partner against two computer opponents. (The
"Now" box naming the ace holder's rob: tests/app/test_spoil_five.py, over both games; the page
helpers both use: tests/app/rob_pages.py.)

Positions are found with the page's own table logic (``ui.pages.play.new_table`` and
``human_move``): the learner plays the rule of thumb over seeded deals until the wanted moment
comes up; the test then opens the page with that seed and clicks the same moves.
"""

from __future__ import annotations

from typing import Any

from apptools import click, everything, markdown, play_card
from rob_pages import Moment, OpenApp, RobPages, lone_privileged
from streamlit.testing.v1 import AppTest

import ui.games  # noqa: F401
from engine.cards import CARDS
from engine.games.forty_five import FORTY_FIVE
from engine.games.forty_five.core import rank_of
from ui.pages import play
from ui.tables import game_ui

G = FORTY_FIVE
GID = G.id
# the page's helpers, Spoil Five's too (tests/app/rob_pages.py)
P = RobPages(G)
SETTINGS, setup, thumb = P.settings, P.setup, P.thumb
move, table, open_play = P.move, P.table, P.open_play


def find(cfg: dict[str, Any], moment: Moment, deals: int = 1, tries: int = 600) -> int:
    """A seed whose table, the learner playing the rule of thumb, reaches ``moment`` (a
    test of the learner's view when it is his turn) within ``deals`` deals."""
    for seed in range(tries):
        if play_to(play.new_table(G, dict(cfg), SETTINGS, seed), moment, deals):
            return seed
    raise AssertionError(f"no seed among the first {tries} reaches that moment")


def play_to(t: play.Table, moment: Moment, deals: int) -> bool:
    """Play the table on, the learner by the rule of thumb, until ``moment`` (True) or the
    end of ``deals`` deals or of the game (False)."""
    for _ in range(deals):
        if P.play_until(t, moment):
            return True
        if t.state.winner >= 0:
            break
        play.next_deal(G, t)
    return not G.is_over(t.state) and bool(moment(G.view(t.state, t.seat)))


def reach(at: AppTest, moment: Moment, deals: int) -> play.Table:
    """The page's table played on to ``moment`` by the table logic, as :func:`find` plays it,
    and the page drawn there: for a moment some deals in, clicking every move and Continue
    through the page took a run a click (the privileged renege's twelve deals, most of the
    test's 5.5 s of CPU), and whole deals clicked through the page are
    test_a_game_to_45_with_partners' and tests/app/test_pages.py's."""
    t = table(at)
    assert play_to(t, moment, deals)
    at.run()
    assert not at.exception, at.exception
    return t


def click_until(at: AppTest, moment: Moment, deals: int = 1) -> play.Table:
    """Click the learner's rule-of-thumb moves (Continue after a trick, Next deal after a
    deal) until ``moment``."""
    for _ in range(200):
        t = table(at)
        if G.is_over(t.state):
            click(at, f"{GID}:next_deal")
            continue
        if moment(G.view(t.state, t.seat)):
            return t
        if t.pause:
            click(at, f"{GID}:continue")
            continue
        move(at, t, thumb(t))
    raise AssertionError("the moment never came")


def test_every_page_opens(app: OpenApp) -> None:
    pages = {
        "quiz": "You are P2. Which cards may you play",
        "rules": "Forty-Five",
        "progress": "Forty-Five",
        "play": "P0+P2",
    }
    P.every_page_says(app, "is Spoil Five played by two", pages)


def _my_rob(seat: int, kind: str) -> Moment:
    def moment(v: Any) -> bool:
        return v.to_move == seat and v.rob_seat == seat and v.rob_kind == kind and v.robber < 0

    return moment


def test_robbing_by_the_ace_holder(app: OpenApp) -> None:
    cfg = setup(2)
    moment = _my_rob(0, "ace")
    at = open_play(app, find(cfg, moment), cfg)
    t = click_until(at, moment)
    hand = t.state.hands[0]
    r = rank_of(t.state.trump)
    put = next(c for c in range(52) if hand >> c & 1 and not r.is_trump(c))
    assert not at.button(key=f"{GID}:act:rob {CARDS[put].code}").disabled
    click(at, f"{GID}:act:rob {CARDS[put].code}")
    s = table(at).state
    assert s.robber == 0 and s.hands[0] >> s.turned & 1 and not s.hands[0] >> put & 1
    assert f"You rob: put out the {CARDS[put].pretty}" in "\n".join(table(at).events)


def test_robbing_by_the_dealer(app: OpenApp) -> None:
    """The learner deals the second deal; the ace is turned up."""
    cfg = setup(2)
    moment = _my_rob(0, "dealer")
    at = open_play(app, find(cfg, moment, deals=6), cfg)
    t = reach(at, moment, deals=6)
    assert t.state.phase == "rob" and t.state.dealer == 0
    assert "Your turn to rob or let it lie" in markdown(at)
    lie = at.button(key=f"{GID}:decl:decline")
    assert "lie" in lie.label
    hand = t.state.hands[0]
    put = next(c for c in range(52) if hand >> c & 1)
    click(at, f"{GID}:decl:rob {CARDS[put].code}")
    s = table(at).state
    assert s.robber == 0 and s.hands[0] >> s.turned & 1 and CARDS[s.turned].rank == 14


def test_a_privileged_renege_allowed(app: OpenApp) -> None:
    cfg = setup(4)
    moment = lone_privileged(higher=True)
    at = open_play(app, find(cfg, moment, deals=8), cfg)
    t = reach(at, moment, deals=8)
    r = rank_of(t.state.trump)
    plain = next(c for c in range(52) if t.state.hands[0] >> c & 1 and not r.is_trump(c))
    play_card(at, GID, CARDS[plain])
    assert not table(at).message
    assert CARDS[plain].pretty in "\n".join(table(at).events)


def test_a_privileged_renege_refused(app: OpenApp) -> None:
    cfg = setup(4)
    moment = lone_privileged(higher=False)
    at = open_play(app, find(cfg, moment, deals=12), cfg)
    t = reach(at, moment, deals=12)
    s = t.state
    r = rank_of(s.trump)
    trump = next(c for c in range(52) if s.hands[0] >> c & 1 and r.is_trump(c))
    plain = next(c for c in range(52) if s.hands[0] >> c & 1 and not r.is_trump(c))
    play_card(at, GID, CARDS[plain])
    said = everything(at).lower()
    led = CARDS[s.trick[0][1]].pretty.lower()
    assert f"you may not hold back the {CARDS[trump].pretty.lower()} here: the {led} led" in said
    assert table(at).state == s  # nothing changed


def test_a_game_to_45_with_partners(app: OpenApp) -> None:
    """The learner (P0) and his computer partner (P2) against P1 and P3: deals are played
    with the table logic up to the last one, which is clicked through the page to the end of
    the game; the score sheet has a row per deal."""
    cfg = setup(4)
    t = play.new_table(G, dict(cfg), SETTINGS, 3)
    assert t.players == 4 and sorted(t.computer) == [1, 2, 3]
    deals = 0
    while True:
        P.play_until(t)
        deals += 1
        if t.state.winner >= 0:
            break
        nxt = G.next_deal(t.state, seed=0)
        play.next_deal(G, t)
        if max(nxt.scores) >= 35:  # the game may end with the next deal: play it on the page
            break
    assert t.state.winner < 0
    at = app(f"{GID}:play", **{f"{GID}__table": t, f"{GID}__play_cfg": dict(cfg)})
    clicks = 0
    while clicks < 60:
        t = table(at)
        if t.state.winner >= 0:
            break
        clicks += 1
        if G.is_over(t.state):
            click(at, f"{GID}:next_deal")
        elif t.pause:
            click(at, f"{GID}:continue")
        else:
            move(at, t, thumb(t))
    s = table(at).state
    assert clicks >= 3 and s.winner >= 0 and max(G.scores_after(s)) >= 45
    text = everything(at)
    # who won the game, told to the learner, once, in the result box before the deal's line
    finished = game_ui(GID).game_over(s, 0)
    assert finished.startswith("Your side (P0+P2) reaches" if s.winner == 0 else "P1+P3 reach")
    assert text.count("the game (the game is 45)") == 1 and finished in text, text
    sheet = G.score_table(s)
    assert len(sheet) == s.deal_no and sheet[-1][f"{G.side_name(s, s.winner)} total"] >= 45
    assert at.button(key=f"{GID}:new_game_after")


def test_the_result_line_agrees_with_who_scored() -> None:
    """The Play page's result line: one player of the two-hand game scores ("P1 scores 5",
    not "P1 score 5"); partners score as a side ("Your side (P0+P2) scores 5", "P1+P3 score
    5"); a learner whose side did not score is told he lost (it read "P1 scores 5." alone)."""
    from engine.scenario import from_dict
    from ui.games.forty_five import verdict

    def line(players: int, won: dict[str, int]) -> str:
        data = {"game": "forty_five", "players": players, "dealer": "P0", "turn_card": "8H"}
        return verdict(from_dict({**data, "tricks_won": won}, "test").state, 0)[1]

    def why(players: int, won: dict[str, int]) -> str:
        """The Settlement's first line, told to P0: why the deal scored (the box leaves it
        to that line, which cites its rule)."""
        from engine.game import REGISTRY
        from ui.pages.play_record import settlement_lines

        data = {"game": "forty_five", "players": players, "dealer": "P0", "turn_card": "8H"}
        state = from_dict({**data, "tricks_won": won}, "test").state
        game = REGISTRY.get("forty_five")
        return settlement_lines(game, game.settlement(state), 0)[0][0]

    # (and what each side needs for game: the points scored are the caption's, above it)
    assert (
        line(2, {"P0": 2, "P1": 3}) == "You lost this deal and need 45 more for game; P1 needs 40."
    )
    assert why(2, {"P0": 2, "P1": 3}).startswith("P1 wins 3 tricks to 2")
    assert (
        line(2, {"P0": 3, "P1": 2}) == "You won this deal and need 40 more for game; P1 needs 45."
    )
    assert why(2, {"P0": 3, "P1": 2}).startswith(
        "You win 3 tricks to 2, the odd trick: you score 5 points"
    )
    assert line(4, {"P0": 2, "P2": 1, "P1": 2}) == (
        "Your side (P0+P2) won this deal and needs 40 more for game; P1+P3 need 45."
    )
    assert why(4, {"P0": 2, "P2": 1, "P1": 2}).startswith("Your side")  # it read "P0+P2 win 3"
    assert " wins 3" in why(4, {"P0": 2, "P2": 1, "P1": 2})
    assert line(4, {"P0": 1, "P1": 2, "P3": 2}) == (
        "Your side (P0+P2) lost this deal and needs 45 more for game; P1+P3 need 40."
    )
    assert why(4, {"P0": 1, "P1": 2, "P3": 2}).startswith("P1+P3 win 4")


def test_the_game_won_line_agrees_with_one_player() -> None:
    """The two-hand game: "P1 reaches 45 and wins the game", not "P1 reach 45 and win"; to
    the learner who won it, "You reach 45 and win the game."; partners "reach" and "win"."""
    from engine.scenario import from_dict
    from ui.games.forty_five import game_over, move_notes

    data = {"game": "forty_five", "dealer": "P0", "turn_card": "8H"}
    two = from_dict(
        {**data, "players": 2, "scores": {"P0": 30, "P1": 40}, "tricks_won": {"P0": 2, "P1": 3}},
        "test",
    ).state
    assert game_over(two) == "P1 reaches 45 and wins the game (the game is 45)."
    assert game_over(two, 1) == "You reach 45 and win the game (the game is 45)."
    # the log says how the deal ended; the game won is the box's (it said "reach 45" over
    # the box's true total)
    before = two._replace(phase="play", result="", winner=-1, to_move=1)
    assert move_notes(before, two, 1) == [
        "You win 3 tricks to 2, the odd trick: you score 5 points."
    ]
    won = {"P0": 2, "P2": 1, "P1": 2}
    four = {**data, "players": 4, "scores": {"P0+P2": 40, "P1+P3": 0}, "tricks_won": won}
    assert game_over(from_dict(four, "test").state).startswith("P0+P2 reach 45 and win the game")
