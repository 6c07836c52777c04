"""Play's deal record says each thing once. Since d23f64d it lists every settlement transfer
for every game, and for Sixty-Six, Napoleon, Spoil Five, Forty-Five and Linger Longer those
lines repeated the game's own result line above them ('P1+P3 score 5. P1+P3 win 3 tricks to
2: the odd trick (3 tricks) scores 5.' and then 'P1+P3 win 3 tricks to 2: the odd trick (3
tricks) scores 5: game points → P1+P3 5 points · rule ...'), and a failed bid paid to each
other player read 'P0 failed 3: P0 → P1 3 counters', 'P0 failed 3: P0 → P2 3 counters', ...
Now a settlement line gives a reason once for all its transfers, and the result line leaves
out what a settlement line below says again with its rule; a reason the table's caption says
is not said again under "Settlement" (test_play_settlement_caption_once).

One deal of each game is played on its Play page (AppTest), the learner at random, the
others by rule of thumb; the lines are read off the page."""

from __future__ import annotations

import random
import re
from collections.abc import Callable

import pytest
from apptools import nodes
from deals import play_out
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.game import REGISTRY
from engine.ledger import SCORES, Settlement, Transfer
from ui.pages.play_record import settlement_shown, transfer_lines
from ui.play_table import Table
from ui.tables import game_ui

OpenApp = Callable[..., AppTest]
GAMES = {"sixty_six": 3, "napoleon": 4, "spoil_five": 4, "forty_five": 4, "linger_longer": 4}


def words(text: str) -> str:
    """What a sentence says, whoever it is told to: 'You win' and 'P0 wins' read alike."""
    text = re.sub(r"\b(you|your|p0)\b", "", text.lower())
    text = re.sub(r"\bhave\b", "has", text)
    return " ".join(w.removesuffix("s") for w in re.findall(r"[\w+]+", text))


@pytest.mark.parametrize(("gid", "players"), GAMES.items())
@pytest.mark.parametrize("seed", [1, 2])
def test_the_deal_record_says_each_thing_once(
    app: OpenApp, gid: str, players: int, seed: int
) -> None:
    game = REGISTRY.get(gid)
    ui = game_ui(gid)
    cfg = {"players": players, "seat": 0, "bots": "rule of thumb"}
    at = app(f"{gid}:play", seed=seed, **{f"{gid}__play_cfg": cfg})
    t: Table = at.session_state[f"{gid}:table"]
    play_out(game, t, random.Random(seed).choice)
    at.run()
    assert not at.exception, at.exception
    texts = [n.value for n in nodes(at.main) if getattr(n, "type", "") == "markdown"]
    lines = [
        x for x in texts if " \u2192 " in x and " \u00b7 rule: " in x
    ]  # the settlement's lines
    settle = game.settlement(t.state)
    assert settle is not None
    # each reason once, but one the table's caption or the log's last line tells: the
    # Settlement leaves it out, as the game declares (the table gives its points; Forty-Five
    # captions a deal with its transfer's reason)
    shown = {line for line, _ in settlement_shown(game, t) if " \u2192 " in line}
    assert len(lines) == len(shown), (lines, shown)
    reasons = []
    for line in lines:
        head = line[: line.index(" \u2192 ")]
        reasons.append(head[: head.rindex(": ")])
    assert len(set(reasons)) == len(reasons), lines  # a reason said once
    assert ui.verdict is not None
    # (what follows its first colon: Play's box leaves out a head the latest moves said,
    # Napoleon's 'You failed nap')
    headline = ui.verdict(t.state, 0)[1].split(". ")[0].split(": ")[-1].lower()
    boxes = (*at.success, *at.warning, *at.info)
    (result,) = [a.value for a in boxes if headline in a.value.lower()]
    # a sentence told to the learner too ('You claim correctly ...'): the settlement lines
    # are told to him since f2f2f67, so the rule-citing one says it for both
    for sentence in re.split(r"(?<=\.)\s+", result):
        said = words(sentence)
        assert all(said != words(r) for r in reasons), (sentence, lines)


def test_a_settlement_line_names_a_payer_and_the_unit_once() -> None:
    """Three-hand Sixty-Six's failed close read 'game points → P0 3 game points, game points
    → P2 3 game points' (now in words, the two scoring alike said once: 'P0 and P2 each score 3
    game points'); a failed bid 'P0 → P1 3 counters, P0 → P2 3 counters' (now the payer and
    the unit named once: 'P0 → P1 3 counters, P2 3')."""
    why, rule = "P1 closed and claims wrongly", "sixty_six.closer_fails"
    score = Settlement(
        (
            Transfer("game points", "P0", 3, why, rule, taken_said=SCORES),
            Transfer("game points", "P2", 3, why, rule, taken_said=SCORES),
        )
    )
    assert transfer_lines(REGISTRY.get("sixty_six"), score) == {
        (why, rule): "P0 and P2 each score 3 game points"
    }
    bid = "P0 failed his bid of 3"
    paid = Settlement((Transfer("P0", "P1", 3, bid), Transfer("P0", "P2", 3, bid)))
    assert transfer_lines(REGISTRY.get("napoleon"), paid) == {
        (bid, ""): "P0 \u2192 P1 3 counters, P2 3"
    }


def test_a_two_hand_count_out_is_said_once() -> None:
    """Two-hand Forty-Five's result box said 'You score 5. You count out: with 1 trick
    credited at 5 each you reach 45.' above the settlement line 'You count out: ... you reach
    45: game points → you 5': the repeat check compared the box with the reason's third-person
    words ('P1 counts out: ... he reaches 45'), and 'he reaches' never read as 'you reach'.
    Both were made the reason's sentence told to the learner (engine/sentence.py), and the
    page cut the box to its first sentence; now the box says the learner's part alone, and
    the why is the settlement's line, told to him."""
    from ui.pages.play_record import settlement_lines

    game, ui = REGISTRY.get("forty_five"), game_ui("forty_five")
    rng = random.Random(0)
    s = game.new_deal(players=2, dealer=0, seed=0, variant="per_trick", scores=(35, 40))
    while not game.is_over(s):
        s = game.apply(s, rng.choice(game.legal_actions(s)))
    assert s.result == "counted_out" and s.winner == 1
    assert ui.verdict is not None
    kind, text = ui.verdict(s, 1)
    # (the game won: no "needs ... for game"; the points are the caption's, above the box)
    assert text == "You won this deal."
    lines = [line for line, _ in settlement_lines(game, game.settlement(s), 1)]
    reach = "You count out, 1 trick credited at 5 each taking your score to 45: "
    assert [line for line in lines if line.startswith(reach)], lines
