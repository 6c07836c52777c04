"""Spoil Five in the app under AppTest: every page; robbing by the dealer and by the trump
ace's holder; a privileged renege allowed and one refused; a jink won and a jink lost; and a
spoiled pool carried into the next deal — each clicked through the Play page's own buttons;
the "Now" box naming the ace holder's rob, Forty-Five's too. The page helpers both games'
tests use: tests/app/rob_pages.py.

Positions are found with the page's own table logic (``ui.pages.play.new_table`` and
``human_move``): the learner plays the rule of thumb (or a fixed choice) over seeded deals
until the wanted moment comes up; the test then opens the page with that seed and clicks the
same moves.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

import pytest
from apptools import (
    card_button,
    click,
    everything,
    hand_buttons,
    is_picture,
    markdown,
    nodes,
    play_card,
)
from deals import moving_as, play_out
from rob_pages import Moment, OpenApp, RobPages, lone_privileged
from streamlit.testing.v1 import AppTest

import ui.games  # noqa: F401
from engine.cards import CARDS
from engine.game import Action
from engine.games.spoil_five import JINK, SPOIL_FIVE, rank_of
from ui.cards import cards_of
from ui.format import md
from ui.pages import play

Strategy = Callable[[play.Table], Action]

G = SPOIL_FIVE
GID = G.id
# the page's helpers, Forty-Five's too (tests/app/rob_pages.py)
P = RobPages(G)
SETTINGS, setup, thumb = P.settings, P.setup, P.thumb
move, table, open_play = P.move, P.table, P.open_play


def jinker(t: play.Table) -> Action:
    """The rule of thumb, but always going on for five after three tricks."""
    return JINK if t.state.phase == "jink" else thumb(t)


def find(
    cfg: dict[str, Any],
    moment: Moment,
    deals: int = 1,
    tries: int = 800,
    strategy: Strategy = thumb,
    after: Callable[[Any], bool] | None = None,
) -> int:
    """A seed whose table, the learner playing ``strategy``, reaches ``moment`` (a test of the
    learner's view when it is his turn) within ``deals`` deals — and, given ``after``, whose
    deal then ends as ``after`` asks of the final state."""
    for seed in range(tries):
        t = play.new_table(G, dict(cfg), SETTINGS, seed)
        hit = False
        for _ in range(deals):
            if P.play_until(t, moment, strategy):
                if after is None:
                    return seed
                hit = True
                P.play_until(t, None, strategy)  # the deal played on to its end
            if hit:
                break
            play.next_deal(G, t)
        if hit and after is not None and after(t.state):
            return seed
    raise AssertionError(f"no seed among the first {tries} reaches that moment")


def click_until(
    at: AppTest, moment: Moment, strategy: Strategy = thumb, stop_over: bool = False
) -> play.Table:
    """Click the learner's moves (Continue after a trick, Next deal after a deal) until
    ``moment`` (or, ``stop_over``, the end of the deal)."""
    for _ in range(300):
        t = table(at)
        if G.is_over(t.state):
            if stop_over:
                return t
            click(at, f"{GID}:next_deal")
            continue
        if t.pause:  # the trick just finished stays on the table until Continue
            click(at, f"{GID}:continue")
            continue
        if moment(G.view(t.state, t.seat)):
            return t
        move(at, t, strategy(t))
    raise AssertionError("the moment never came")


def test_every_page_opens(app: OpenApp) -> None:
    pages = {"quiz": "Who wins this trick", "rules": "Spoil Five", "progress": "Spoil Five"}
    P.every_page_says(app, "is a pool game for three to ten players", {**pages, "play": "Pool"})


def _my_rob(kind: str) -> Moment:
    def moment(v: Any) -> bool:
        return v.to_move == 0 and v.robber == 0 and v.rob_kind == kind and v.rob_done == ""

    return moment


def test_robbing_by_the_ace_holder(app: OpenApp) -> None:
    cfg = setup(3)
    moment = _my_rob("ace")
    at = open_play(app, find(cfg, moment), cfg)
    t = click_until(at, moment)
    hand = t.state.hands[0]
    r = rank_of(t.state.trump)
    put = next(c for c in range(52) if hand >> c & 1 and not r.is_trump(c))
    button = at.button(key=f"{GID}:act:rob {CARDS[put].code}")
    assert not button.disabled and "Rob: put out" in button.label
    click(at, f"{GID}:act:rob {CARDS[put].code}")
    s = table(at).state
    assert s.rob_done == "robbed" and s.hands[0] >> s.turn_card & 1 and not s.hands[0] >> put & 1
    assert f"You rob: put out the {CARDS[put].pretty}" in "\n".join(table(at).events)


def test_robbing_by_the_dealer(app: OpenApp) -> None:
    """The learner deals the second deal, and an ace is turned up."""
    cfg = setup(3)
    moment = _my_rob("dealer")
    at = open_play(app, find(cfg, moment, deals=2, tries=3000), cfg)
    t = click_until(at, moment)
    assert t.state.phase == "rob" and t.state.dealer == 0
    assert "lie" in at.button(key=f"{GID}:decl:decline").label
    put = next(c for c in range(52) if t.state.hands[0] >> c & 1)
    click(at, f"{GID}:decl:rob {CARDS[put].code}")
    s = table(at).state
    assert s.rob_done == "robbed" and s.hands[0] >> s.turn_card & 1
    assert CARDS[s.turn_card].rank == 14 and s.phase == "play"


def test_a_privileged_renege_allowed(app: OpenApp) -> None:
    cfg = setup(5)
    moment = lone_privileged(higher=True)
    at = open_play(app, find(cfg, moment, tries=3000), cfg)
    t = click_until(at, moment)
    r = rank_of(t.state.trump)
    plain = next(c for c in range(52) if t.state.hands[0] >> c & 1 and not r.is_trump(c))
    assert not card_button(at, GID, plain).disabled
    play_card(at, GID, CARDS[plain])
    assert not table(at).message
    assert CARDS[plain].pretty in "\n".join(table(at).events)


def test_a_privileged_renege_refused(app: OpenApp) -> None:
    cfg = setup(5)
    moment = lone_privileged(higher=False)
    at = open_play(app, find(cfg, moment, tries=3000), cfg)
    t = click_until(at, moment)
    s = t.state
    r = rank_of(s.trump)
    trump = next(c for c in range(52) if s.hands[0] >> c & 1 and r.is_trump(c))
    plain = next(c for c in range(52) if s.hands[0] >> c & 1 and not r.is_trump(c))
    play_card(at, GID, CARDS[plain])
    said = re.sub(r":red\[([^\]]*)\]", r"\1", everything(at).lower())  # red card names
    led = CARDS[s.trick[0][1]].pretty.lower()
    assert f"you may not hold back the {CARDS[trump].pretty.lower()} here: the {led} led" in said
    assert table(at).state == s  # nothing changed


def _at_jink(v: Any) -> bool:
    return v.phase == "jink" and v.to_move == 0


def _jink(app: OpenApp, five: bool) -> tuple[AppTest, play.Table]:
    cfg = setup(3)

    def ends(s: Any) -> bool:
        return s.result == ("five" if five else "jink_failed") and s.jinker == 0

    seed = find(cfg, _at_jink, tries=5000, strategy=jinker, after=ends)
    at = open_play(app, seed, cfg)
    click_until(at, _at_jink, strategy=jinker)
    assert "Jink: go on for all five" in at.button(key=f"{GID}:decl:jink").label
    assert "Your turn to claim or jink." in markdown(at)
    assert "Claim the pool" in at.button(key=f"{GID}:decl:claim").label
    click(at, f"{GID}:decl:jink")
    t = click_until(at, lambda v: False, strategy=jinker, stop_over=True)
    assert ends(t.state)
    return at, t


def test_jinking_won(app: OpenApp) -> None:
    at, t = _jink(app, five=True)
    s = t.state
    assert G.settlement(s).net()["P0"] == s.pool + (s.n - 1)
    assert "won all five tricks" in everything(at)


def test_jinking_lost(app: OpenApp) -> None:
    at, t = _jink(app, five=False)
    s = t.state
    assert not G.settlement(s).transfers and G.pool_after(s) == s.pool
    assert "he loses the pool" in everything(at)


def test_a_spoiled_pool_carried_over(app: OpenApp) -> None:
    cfg = setup(3)
    seed = next(k for k in range(200) if _first_deal_spoiled(cfg, k))
    at = open_play(app, seed, cfg)
    t = click_until(at, lambda v: False, stop_over=True)
    s = t.state
    assert s.result == "spoiled"
    # nothing changes hands, and the settlement's rules name the one that spoiled it (a
    # settlement note), not "Nothing was scored"
    assert G.settlement(s).notes and "Nothing was scored" not in everything(at)
    assert md(G.rules["spoil_five.spoiled"].statement) in everything(at)
    before = G.balances_after(s)
    click(at, f"{GID}:next_deal")
    nxt = table(at).state
    assert nxt.pool == s.pool + s.n  # the pool stays, and each adds one
    assert nxt.counters == tuple(before[f"P{p}"] - 1 for p in range(s.n))
    assert "spoiled" in everything(at).lower()


def _first_deal_spoiled(cfg: dict[str, Any], seed: int) -> bool:
    t = play.new_table(G, dict(cfg), SETTINGS, seed)
    play_out(G, t, moving_as(thumb, t))
    return bool(t.state.result == "spoiled")


def test_play_at_three_levels_with_the_pool_carried_over() -> None:
    """The Play page's table logic at each computer level: deals follow one another, a spoiled
    pool carries into the next deal (each adds one) and a won pool starts afresh."""
    for level in play.levels(G):
        cfg = {"players": 3, "seat": 0, "bots": level}
        t = play.new_table(G, dict(cfg), SETTINGS, 5)
        assert t.bots == level
        P.play_until(t)
        end = t.state
        play.next_deal(G, t)
        nxt = t.state
        assert nxt.dealer == (end.dealer + 1) % end.n
        if end.result in ("spoiled", "jink_failed"):
            assert nxt.pool == end.pool + nxt.n and nxt.carried == end.pool
        else:
            assert nxt.carried == 0 and nxt.pool == 2 * nxt.n + 1
    assert play.levels(G) == ["random", "rule of thumb", "Monte-Carlo"]


def _must_follow(v: Any) -> bool:
    """The learner to play to a plain lead, holding that suit, another suit and no trump."""
    if v.phase != "play" or v.to_move != 0 or not v.trick:
        return False
    r = rank_of(v.trump)
    hand, led = v.hands[0], v.trick[0][1]
    suit = hand & r.suit_mask[r.follows[led]]
    return not r.is_trump(led) and not hand & r.trump_mask and suit and hand & ~suit


def test_a_refusal_citing_a_web_source_shows_its_address_unescaped(app: OpenApp) -> None:
    """The 1911 Britannica's address (underscores in it) reads as written: no backslash."""
    cfg = setup(3)
    at = open_play(app, find(cfg, _must_follow), cfg)
    t = click_until(at, _must_follow)
    # the hand row in the game's order with this deal's trump (Game.hand_order)
    row = [b.code for b in hand_buttons(at, GID)]
    assert row == [CARDS[c].code for c in G.hand_order(t.state, cards_of(t.state.hands[0]))]
    r = rank_of(t.state.trump)
    led = t.state.trick[0][1]
    other = next(
        c for c in range(52) if t.state.hands[0] >> c & 1 and r.follows[c] != r.follows[led]
    )
    play_card(at, GID, CARDS[other])
    (shown,) = [e.value for e in at.error]
    assert "https://en.wikisource.org/wiki/1911_Encyclop%C3%A6dia_Britannica/Spoil-five" in shown
    assert "\\" not in shown


def test_the_end_of_a_deal_speaks_to_the_learner_as_you() -> None:
    """Play's table caption and the line under it: "Trick 4 goes to you (6♠). You won three
    tricks and take the pool.", not "... P0 won three tricks and takes the pool." beside the
    learner's own "You play 6♠"; another seat's win keeps its name."""
    from engine.scenario import from_dict
    from ui.games.spoil_five import move_notes, spoil_five_table

    def over(won: dict[str, int], **more: Any) -> Any:
        data = {"game": "spoil_five", "players": 3, "dealer": "P0", "turn_card": "9S"}
        return from_dict({**data, "tricks_won": won, **more}, "test").state

    s = over({"P1": 3, "P0": 1, "P2": 1})
    assert spoil_five_table(s, viewer=1).caption == "You won three tricks and take the pool."
    assert spoil_five_table(s, viewer=0).caption == "P1 won three tricks and takes the pool."
    before = s._replace(phase="play", result="", winner=-1, to_move=1)
    assert move_notes(before, s, 1) == ["You won three tricks and take the pool."]
    assert move_notes(before, s, 2) == ["P1 won three tricks and takes the pool."]


# the trump ace's holder, P1, with the turn-up; the seat whose view is asked too
ROB_NOW = {
    "spoil_five": (3, "9S", "9♠", ["AS", "2H", "7D", "KC", "3S"], 2),
    "forty_five": (2, "6C", "6♣", ["AC", "8S", "KH", "3C", "9D"], 0),
}


@pytest.mark.parametrize("gid", ROB_NOW)
def test_the_now_line_says_the_ace_holder_may_rob(gid: str) -> None:
    """The table's "Now" box, at the turn of the trump ace's holder before his first card,
    said only "Leading: any card." while his seat read "may rob, then play": it names the
    rob too (robbing, RULES.md §5; Forty-Five's as Spoil Five's). Another seat's view, which
    does not know who holds the ace, says nothing of it."""
    from engine.game import REGISTRY
    from engine.scenario import from_dict
    from ui.games.forty_five import duties_now as forty_five_duties
    from ui.games.spoil_five import duties_now as spoil_five_duties

    duties_now: Callable[[Any], str]
    duties_now = spoil_five_duties if gid == "spoil_five" else forty_five_duties
    players, turned, face, hand, other = ROB_NOW[gid]
    data = {"game": gid, "players": players, "dealer": "P0", "turn_card": turned}
    s = from_dict({**data, "hands": {"P1": hand}}, "test").state
    assert duties_now(s) == (
        f"P1 holds the ace of trumps and may rob the {face} before his first card: put out a "
        f"card, take the {face}. Leading: any card."
    )
    assert duties_now(REGISTRY.get(gid).view(s, other)) == "Leading: any card."


def test_the_rules_page_names_every_reading() -> None:
    """Spoil Five's Rules page, "Other readings": it named the strict privilege reading but
    not the 1911 Britannica's compulsory robbing, which the lesson's robbing step mentions and
    Play's rules offer; the lesson now shows that reading on the robbing position (as
    Forty-Five's does), so the page lists it too."""
    from lessons import load
    from ui.pages.rules import brief

    readings = dict(brief(SPOIL_FIVE, load("spoil_five")).readings)
    others = {v for v in SPOIL_FIVE.variants if v != SPOIL_FIVE.default_variant}
    assert others <= set(readings)
    rules = [r.id for rs in readings.values() for r in rs]
    assert "spoil_five.eb_compulsory_rob" in rules


def test_a_deal_won_without_a_jink_shows_every_hand_still_held(app: OpenApp) -> None:
    """A deal won at the third trick (claimed, or won at the fourth) ends with cards unplayed:
    they are drawn face up, so the learner sees the hands the deal stopped on (they stayed
    face down; Linger Longer's and Sixty-Six's ends show them)."""
    cfg = setup(3)

    def early(s: Any) -> bool:
        return s.result == "won" and len(s.history) < 5

    at = open_play(app, find(cfg, lambda v: True, after=early), cfg)
    s = click_until(at, lambda v: False, stop_over=True).state
    assert early(s)
    picture = next(json.loads(n.proto.json) for n in nodes(at.main) if is_picture(n))
    assert "face-down card" not in picture
    others = [c for seat in range(1, s.n) for c in cards_of(s.hands[seat])]
    assert others  # (the deal ended with cards in the others' hands)
    for c in others:
        assert f'data-card="{CARDS[c].code}"' in picture, CARDS[c]
