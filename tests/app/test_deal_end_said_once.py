"""What a finished Napoleon or Spoil Five deal says on Play, each thing once (learner walk).

(1) Napoleon's Bid box still said "P1 bids 2" / "P1 bids nap" once the deal was over
(/napoleon-learn?step=stop, the question q_nap_failed), where the rest of the page says it as
past ("P1 bid 2"); the text diagram too. (2) After every deal the note beside "Next deal" read
"(after all passed, the same dealer deals again)", even after a deal played out. (3) A deal
everyone passed said "Everyone passed" on Play four times (the Trumps box, the line under the
table, the result line, the Settlement's line before its rule, which repeats it); a spoiled
Spoil Five deal said "Nobody won three tricks: the deal is spoiled and the pool stays" under
the table and again in the Settlement before its rule, and "carries over" twice in a row (the
result line and the note beside "Next deal"). Now the line under the table says it, the
Settlement cites the rule alone, and the next-deal note says who deals.

(4) Seen on a phone (390x2200) after those deals: "What happened" said the line under the
table again (the log held every move, the latest too), the Settlement's 'Rule: If everyone
passes, nobody pays and the cards are dealt again.' said the note's words again (the rule is
cited once, with its source, in the Settlement's fold), and Spoil Five's Pool box ('spoiled: it
stays, and each adds one next deal') and the counters' caption ('(a spoiled pool stays, and
each adds one)') said again what the caption and the result line say. Now the page, its log
included, says each once.

(5) The spoiled pool's staying was still said twice outside folds: 'the pool stays' in the
caption and 'The pool of 7 carries over into the next deal, and each adds one to it' in the
result line. Now the caption says it stays, the result line what the learner takes, and the
words beside "Next deal" what the next deal adds to this pool ("each adds a counter to this
pool, making 10")."""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator
from html import unescape
from typing import Any

import pytest
from apptools import click, html_tables, is_picture, play_card
from deals import moving_as, play_out
from streamlit.testing.v1 import AppTest

import ui.games  # noqa: F401
from engine.game import REGISTRY, Action
from engine.games.napoleon.play import bid_word, stop_reason
from engine.games.napoleon.text import render
from lessons import load
from ui.cards import table_view
from ui.format import capital, does
from ui.pages import play
from ui.tables import game_ui

OpenApp = Callable[..., AppTest]
NAP = REGISTRY.get("napoleon")
SPOIL = REGISTRY.get("spoil_five")
CFG = {"players": 3, "seat": 0, "bots": "rule of thumb"}
Learner = Callable[[Any], Any]  # the learner's move in his view of the deal


def _shown(node: Any) -> Iterator[Any]:
    """The elements under ``node`` in page order, those in a fold left out (the settlement's
    rules quoted with their sources)."""
    for child in getattr(node, "children", {}).values():
        if getattr(child, "type", "") != "expander":
            yield child
            yield from _shown(child)


def _page_text(at: AppTest) -> str:
    """The main area's words in page order (Markdown, captions, result boxes and the table's
    picture, tags stripped) outside folds, the log of the moves before the latest included
    (it holds none of the lines under the table since the log stopped repeating them)."""
    found = []
    for n in _shown(at.main):
        if is_picture(n):
            found.append(unescape(re.sub(r"<[^>]+>", " ", n.proto.json)))
        elif getattr(n, "type", "") in ("markdown", "caption", "alert") or hasattr(n, "icon"):
            value = getattr(n, "value", "")
            if isinstance(value, str):
                found.append(unescape(re.sub(r"<[^>]+>", "", value)))
    return "\n".join(found)


def _folded(at: AppTest) -> str:
    """The words in the page's folds (the settlement's rules, quoted with their sources)."""
    return "\n".join(
        str(getattr(n, "value", ""))
        for x in at.main.expander
        for n in _shown(x)
        if isinstance(getattr(n, "value", ""), str)
    )


def _play_to_end(at: AppTest, game: Any, move: Learner) -> play.Table:
    """The page's deal played out by clicks, the learner's moves chosen by ``move``."""
    for _ in range(60):
        t: play.Table = at.session_state[f"{game.id}:table"]
        if game.is_over(t.state):
            return t
        if t.pause:
            click(at, f"{game.id}:continue")
            continue
        a = move(game_ui(game.id).seen(t.state, t.seat))
        if a.kind == "play" and a.card is not None:
            play_card(at, game.id, a.card)
        else:
            click(at, f"{game.id}:decl:{a}")
    raise AssertionError("the deal did not end")


def _in_his_view(game: Any, move: Learner) -> Callable[[play.Table], Action]:
    """The learner's move as ``move`` makes it in his view of a table's deal."""
    seen = game_ui(game.id).seen
    return lambda t: move(seen(t.state, t.seat))


def _deal_ending(
    app: OpenApp, game: Any, results: tuple[str, ...], learner: Callable[[int], Learner]
) -> tuple[AppTest, play.Table]:
    """Play opened on the first seed whose deal ends in one of ``results``, the learner moving
    as ``learner(seed)`` chooses, played out on the page."""
    settings = {"variant": game.default_variant, "options": {}}
    for seed in range(200):
        t = play.new_table(game, dict(CFG), settings, seed)
        play_out(game, t, moving_as(_in_his_view(game, learner(seed)), t))
        if t.state.result in results:
            break
    else:
        raise AssertionError(f"no {game.id} deal in 200 ends {results}")
    at = app(f"{game.id}:play", **{f"{game.id}__seed": seed, f"{game.id}__play_cfg": dict(CFG)})
    t = _play_to_end(at, game, learner(seed))
    assert t.state.result in results, f"seed {seed}: the page's deal ended {t.state.result!r}"
    return at, t


def _first_legal(seed: int) -> Learner:  # (Napoleon's first legal action is a pass)
    return lambda view: NAP.legal_actions(view)[0]


def _bids(seed: int) -> Learner:  # a bid if one is open, so that the deal is played
    rng = random.Random(seed)

    def move(view: Any) -> Any:
        acts = NAP.legal_actions(view)
        bids = [a for a in acts if a.kind == "bid"]
        return bids[0] if bids else rng.choice(acts)

    return move


def _any_card(seed: int) -> Learner:
    rng = random.Random(seed)
    return lambda view: rng.choice(SPOIL.legal_actions(view))


def test_the_bid_is_said_as_past_once_the_deal_is_over() -> None:
    lesson = load("napoleon")
    over = [lesson.step("stop").scenario, lesson.question("q_nap_failed").scenario]
    for scn in over:
        assert scn is not None and scn.state.phase == "over"
        s = scn.state
        who = f"P{s.bidder}"
        bid = dict(table_view(s).extras)["Bid"]
        assert f"{who} bid {bid_word(s.bid)}<" in bid and f"{who} bids" not in bid, bid
        assert f"{who} bid {bid_word(s.bid)}" in render(s).splitlines()[0]
        mine = dict(table_view(s, viewer=s.bidder).extras)["Bid"]
        assert f"You bid {bid_word(s.bid)}<" in mine
    rising = lesson.step("rising").scenario  # still bidding: the bid so far, in the present
    assert rising is not None and rising.state.phase == "declare"
    assert "P1 bids 2" in dict(table_view(rising.state).extras)["Bid"]


def test_a_deal_everyone_passed_says_so_once(app: OpenApp) -> None:
    at, t = _deal_ending(app, NAP, ("all_passed",), _first_legal)
    s = t.state
    text = _page_text(at)
    why = capital(stop_reason(s, t.seat)) + "."
    assert text.count(why) == 1, text  # the line under the table
    assert text.lower().count("everyone passed") == 1, text
    # the rule cited once, with its source, in the Settlement's fold: its statement, in the
    # note's words, stood as 'Rule: ...' right under the note said under the table
    redeal = NAP.rules["napoleon.redeal"].statement
    assert text.count(redeal) == 0 and _folded(at).count(redeal) == 1, text
    nxt = NAP.next_deal(s, seed=1)
    assert nxt.dealer == s.dealer  # the engine deals again from the same seat
    assert f"{does(nxt.dealer, t.seat, 'deal')} again" in text, text


def test_after_a_deal_played_out_nobody_deals_again(app: OpenApp) -> None:
    at, t = _deal_ending(app, NAP, ("made", "failed"), _bids)
    assert NAP.next_deal(t.state, seed=1).dealer == (t.state.dealer + 1) % t.state.n
    text = _page_text(at)
    assert "The deal passes to the left." in text
    assert "again" not in text and "all passed" not in text, text


def test_a_spoiled_deal_says_so_once(app: OpenApp) -> None:
    at, t = _deal_ending(app, SPOIL, ("spoiled",), _any_card)
    text = _page_text(at)
    caption = table_view(t.state, viewer=t.seat, reveal=True).caption
    assert caption.startswith("Nobody won three tricks")
    assert text.count(caption.removesuffix(".")) == 1, text  # under the table
    rule = SPOIL.rules[SPOIL.settlement(t.state).notes[0].rule].statement
    assert text.count(rule) == 0 and _folded(at).count(rule) == 1, text
    # that the pool stays the caption says, and what the next deal adds to it the words beside
    # "Next deal": the Pool box ('spoiled: it stays, and each adds one next deal') and the
    # counters' caption ('(a spoiled pool stays, and each adds one)') said them again, and
    # the result line said both a second time ('The pool of 7 carries over into the next
    # deal, and each adds one to it'); it says what the learner takes
    assert text.count("pool stays") == 1 and "carries over" not in text, text
    nxt = SPOIL.next_deal(t.state, seed=1)
    beside = capital(game_ui(SPOIL.id).next_deal(t.state, t.seat)) + "."
    assert text.count("adds") == 1 and beside in text and f"making {nxt.pool}." in beside, text


def _others_take(seed: int) -> Learner:
    """The learner's cheapest-looking card (his first legal one): deals another seat wins."""
    return lambda view: SPOIL.legal_actions(view)[0]


def test_a_pool_another_took_is_said_once_above_the_settlement(app: OpenApp) -> None:
    """(6) After a deal another seat won, the caption said 'P1 won three tricks and takes the
    pool.' and the result line right under it 'P1 takes the pool of 7.' again; it says what
    the learner takes (nothing) and lets the caption say who took the pool. The Settlement
    below keeps its line of counters moved ('P1 takes the pool: pool → P1 7 counters')."""
    at, t = _deal_ending(app, SPOIL, ("won",), _others_take)
    s = t.state
    assert s.winner != t.seat, "a deal the learner won: the test wants another's"
    text = _page_text(at)
    above = text.split("\nSettlement\n", 1)[0]
    caption = table_view(s, viewer=t.seat, reveal=True).caption
    assert caption == f"P{s.winner} won three tricks and takes the pool.", caption
    assert above.count("takes the pool") == 1, above  # the caption, in the table's picture
    assert "You take nothing this deal." in above, above


@pytest.mark.parametrize("results", [("won", "five"), ("spoiled",)])
def test_the_pool_carried_is_said_by_the_sheet_alone(
    app: OpenApp, results: tuple[str, ...]
) -> None:
    """(7) The Settlement's pool row said 'held 7; next pool 0 (before the next deal's
    stakes)' (a pool left: 'held 11, which stays: next pool 11 ...') over the counters across
    deals, whose row for the deal says 'pool 7' and 'pool after 0' (/spoil_five-play?seed=1,
    three players, 390 px). The sheet is the record: the pool row keeps its figures (the
    stake the pool holds, what it paid out) and leaves its note to the sheet. The engine's
    row keeps the note (the Quiz, Learn, notebooks and ``trickbook answer`` show it alone)."""
    at, t = _deal_ending(app, SPOIL, results, _any_card)
    s = t.state
    note = next(r["note"] for r in SPOIL.settlement_rows(s) if r["player"] == "pool")
    assert "next pool" in note  # the engine's words, as the Quiz shows them
    text = _page_text(at)
    assert "next pool" not in text and f"held {s.pool}" not in text, text
    sheet = next(x for x in html_tables(at) if x and "pool after" in x[0])
    left = SPOIL.balances_after(s)["pool"]
    assert sheet[-1]["pool"] == str(s.pool) and sheet[-1]["pool after"] == str(left), sheet


def _latest(at: AppTest) -> str:
    """The line of latest moves under the table, tags stripped."""
    (line,) = [m.value for m in at.markdown if 'class="tb-latest"' in m.value]
    return unescape(re.sub(r"<[^>]+>", "", line))


@pytest.mark.parametrize("result", ["made", "failed"])
def test_a_bid_decided_early_is_said_once(app: OpenApp, result: str) -> None:
    """(8) A bid made before the last trick read 'P3 has won 2 tricks, his bid of 2; the 3
    tricks left cannot change that. P3 made his bid of 2.' under the table (/napoleon-play?
    seed=1, four players, 390 px; failed: 'the others have won 3 tricks: P1 can take at most
    2, less than his bid of 3; ... P1 failed his bid of 3.'): the outcome, in the
    settlement's words, then why play stopped without the bid again."""
    at, t = _deal_ending(app, NAP, (result,), _bids)
    s = t.state
    line = _latest(at)
    outcome = capital(NAP.settlement(s).transfers[0].told(t.seat)) + "."
    assert line.count(outcome) == 1, line
    assert len(re.findall(r"\bbid of \d|\bnap\b", line)) == 1, line
    if len(s.history) < 5:  # play stopped early: why, after the outcome
        assert "cannot change that" in line.split(outcome, 1)[1], line
