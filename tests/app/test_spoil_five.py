"""Spoil Five in the app under AppTest: every page; robbing by the dealer and by the trump
ace's holder; a privileged renege allowed and one refused; a jink won and a jink lost; and a
spoiled pool carried into the next deal — each clicked through the Play page's own buttons.

Positions are found with the page's own table logic (``ui.pages.play.new_table`` and
``human_move``): the learner plays the rule of thumb (or a fixed choice) over seeded deals
until the wanted moment comes up; the test then opens the page with that seed and clicks the
same moves.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable
from typing import Any

from apptools import click, go, is_picture, markdown, nodes
from streamlit.testing.v1 import AppTest

import ui.games  # noqa: F401
from engine.cards import CARDS
from engine.game import Action
from engine.games.spoil_five import JINK, SPOIL_FIVE, privileged_mask, rank_of
from ui.cards import cards_of
from ui.format import md
from ui.pages import play
from ui.pages.common import free_options

OpenApp = Callable[..., AppTest]
Moment = Callable[[Any], bool]
Strategy = Callable[[play.Table], Action]

G = SPOIL_FIVE
GID = G.id
SETTINGS = {"variant": "rules_md", "options": {o.name: o.default for o in free_options(G)}}


def setup(players: int = 3) -> dict[str, Any]:
    return {"players": players, "seat": 0, "bots": "rule of thumb"}


def thumb(t: play.Table) -> Action:
    return G.heuristic_action(G.view(t.state, t.seat), random.Random(0))


def jinker(t: play.Table) -> Action:
    """The rule of thumb, but always going on for five after three tricks."""
    return JINK if t.state.phase == "jink" else thumb(t)


def key(t: play.Table, a: Action) -> str:
    """The page's button for an action: a card in hand, a rob in play, or a declaration."""
    if a.kind == "play" and a.card is not None:
        return f"{GID}:card:{a.card.code}"
    return f"{GID}:{'act' if t.state.phase == 'play' else 'decl'}:{a}"


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
            while not G.is_over(t.state):
                if t.pause:
                    t.pause = False
                    play.advance(G, t)
                    continue
                if not hit and moment(G.view(t.state, t.seat)):
                    if after is None:
                        return seed
                    hit = True
                assert play.human_move(G, t, strategy(t))
            if hit:
                break
            play.next_deal(G, t)
        if hit and after is not None and after(t.state):
            return seed
    raise AssertionError(f"no seed among the first {tries} reaches that moment")


def table(at: AppTest) -> play.Table:
    t: play.Table = at.session_state[f"{GID}:table"]
    return t


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
        click(at, key(t, strategy(t)))
    raise AssertionError("the moment never came")


def everything(at: AppTest) -> str:
    parts = [markdown(at)]
    for group in (at.caption, at.success, at.warning, at.info, at.error):
        parts += [e.value for e in group]
    return "\n".join(parts)


def open_play(app: OpenApp, seed: int, cfg: dict[str, Any]) -> AppTest:
    return app(f"{GID}:play", **{f"{GID}__seed": seed, f"{GID}__play_cfg": dict(cfg)})


def test_every_page_opens(app: OpenApp) -> None:
    at = app(f"{GID}:learn")
    assert "is a pool game for three to ten players" in markdown(at)
    for page, words in (
        ("quiz", "Who wins this trick"),
        ("rules", "Spoil Five"),
        ("progress", "Spoil Five"),
        ("play", "Pool"),
    ):
        go(at, f"{GID}:{page}")
        text = everything(at) + "\n".join(h.value for h in [*at.subheader, *at.title, *at.header])
        assert words in text, page


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


def _lone_privileged(higher: bool) -> Moment:
    """The learner follows a trump lead holding one privileged trump, alone among his
    trumps, above (``higher``) or below the card led."""

    def moment(v: Any) -> bool:
        if v.phase != "play" or v.to_move != 0 or not v.trick:
            return False
        r = rank_of(v.trump)
        led = v.trick[0][1]
        trumps = v.hands[0] & r.trump_mask
        if not r.is_trump(led) or trumps.bit_count() != 1 or trumps == v.hands[0]:
            return False
        card = trumps.bit_length() - 1
        return bool(privileged_mask(v.trump) >> card & 1) and (
            bool(r.above[led] >> card & 1) == higher
        )

    return moment


def test_a_privileged_renege_allowed(app: OpenApp) -> None:
    cfg = setup(5)
    moment = _lone_privileged(higher=True)
    at = open_play(app, find(cfg, moment, tries=3000), cfg)
    t = click_until(at, moment)
    r = rank_of(t.state.trump)
    plain = next(c for c in range(52) if t.state.hands[0] >> c & 1 and not r.is_trump(c))
    assert not at.button(key=f"{GID}:card:{CARDS[plain].code}").disabled
    click(at, f"{GID}:card:{CARDS[plain].code}")
    assert not table(at).message
    assert CARDS[plain].pretty in "\n".join(table(at).events)


def test_a_privileged_renege_refused(app: OpenApp) -> None:
    cfg = setup(5)
    moment = _lone_privileged(higher=False)
    at = open_play(app, find(cfg, moment, tries=3000), cfg)
    t = click_until(at, moment)
    s = t.state
    r = rank_of(s.trump)
    trump = next(c for c in range(52) if s.hands[0] >> c & 1 and r.is_trump(c))
    plain = next(c for c in range(52) if s.hands[0] >> c & 1 and not r.is_trump(c))
    click(at, f"{GID}:card:{CARDS[plain].code}")
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
    while not G.is_over(t.state):
        if t.pause:
            t.pause = False
            play.advance(G, t)
            continue
        assert play.human_move(G, t, thumb(t))
    return bool(t.state.result == "spoiled")


def test_play_at_three_levels_with_the_pool_carried_over() -> None:
    """The Play page's table logic at each computer level: deals follow one another, a spoiled
    pool carries into the next deal (each adds one) and a won pool starts afresh."""
    for level in play.levels(G):
        cfg = {"players": 3, "seat": 0, "bots": level}
        t = play.new_table(G, dict(cfg), SETTINGS, 5)
        assert t.bots == level
        while not G.is_over(t.state):
            if t.pause:
                t.pause = False
                play.advance(G, t)
                continue
            assert play.human_move(G, t, thumb(t))
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
    row = [b.key.rsplit(":", 1)[1] for b in at.button if b.key.startswith(f"{GID}:card:")]
    assert row == [CARDS[c].code for c in G.hand_order(t.state, cards_of(t.state.hands[0]))]
    r = rank_of(t.state.trump)
    led = t.state.trick[0][1]
    other = next(
        c for c in range(52) if t.state.hands[0] >> c & 1 and r.follows[c] != r.follows[led]
    )
    click(at, f"{GID}:card:{CARDS[other].code}")
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


def test_the_now_line_says_the_ace_holder_may_rob() -> None:
    """The table's "Now" box, at the turn of the trump ace's holder before his first card,
    said only "Leading: any card." while his seat read "may rob, then play": it names the
    rob too (robbing, RULES.md §5). Another seat's view, which does not know who holds the
    ace, says nothing of it."""
    from engine.scenario import from_dict
    from ui.games.spoil_five import duties_now

    data = {"game": "spoil_five", "players": 3, "dealer": "P0", "turn_card": "9S"}
    s = from_dict({**data, "hands": {"P1": ["AS", "2H", "7D", "KC", "3S"]}}, "test").state
    assert duties_now(s) == (
        "P1 holds the ace of trumps and may rob the 9♠ before his first card: put out a "
        "card, take the 9♠. Leading: any card."
    )
    assert duties_now(SPOIL_FIVE.view(s, 2)) == "Leading: any card."


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
