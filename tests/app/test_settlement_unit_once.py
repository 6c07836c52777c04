"""A settlement says its game's one unit once a move, on every page.

Play's record and the Compare words said the unit on every amount ("P2 collects 2 counters
from P0 and 2 counters from P1"), Quiz and Learn's reasons on none but a score ("P2 collects 2
from P0 and 2 from P1"), and the Loo family's units disagreed: "3 red" on Play (the page's
unit), "3 red counters" in the engine, as seed 002 says ("three red counters"). Now each move
says the game's unit once, on its first amount: "P2 collects 2 counters from P0 and 2 from P1",
"P1 pays 20 counters to double the pool, 5 to P0 ...", "P0 and P2 each pay 3 red counters into
the next pool".

Seeded deals of every game, played out at random at each count of players it allows (up to 6):
Play's settlement lines, its log line of a deal ended short and its result line (the pool
family's), the Quiz/Learn reasons of a settlement question, and the Compare words (the engine's
and the page's).
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.compare import _settlement_words
from engine.game import REGISTRY
from engine.quiz import Question, explanation
from engine.scenario import Scenario
from ui.compare_words import settled
from ui.games.pool_result import pool_end_notes
from ui.pages.play_record import transfer_lines
from ui.tables import game_ui

# an amount as the pages write it ("3", "3⅓", "⅓"), not a seat's digit ("P0")
AMOUNT = re.compile(r"(?<![\w/+])(\d+[⅓⅔⅕⅖⅗⅘½]?|[⅓⅔⅕⅖⅗⅘½])(?![\w/])")
# what follows an amount that goes on a move already said: ", 5 to P0", " and 2 from P1", an
# arrow's next payee ", you 3"
GOES_ON = re.compile(r"(?:, | and )(?:(?:P\d(?:\+P\d)*|you|your side) )?$")
UNITS = re.compile(r" (red counters?|red|counters?|game points?|points?)\b")
SEATS = (0, 1)


def unit_said(amount: str, unit: str) -> str:
    """An amount with its unit, singular for one: "1 counter", "3 red counters"."""
    return f"{amount} {unit.removesuffix('s') if amount == '1' else unit}"


def _played(game: Any, seed: int, players: int) -> tuple[Any, Any]:
    """A deal played out at random: the state before the last move, and the finished one."""
    before = s = game.new_deal(players=players, seed=seed)
    rng = random.Random(seed)
    while not game.is_over(s):
        before, s = s, game.apply(s, rng.choice(game.legal_actions(s)))
    return before, s


def unit_faults(moves: str, unit: str) -> list[str]:
    """Where ``moves`` (a settlement line's moves, its reason left out) does not say ``unit``
    once a move: a move's first amount without it (or with another), an amount going on a move
    with a unit again.

    >>> unit_faults("P2 collects 2 counters from P0 and 2 from P1", "counters")
    []
    >>> unit_faults("P2 collects 2 counters from P0 and 2 counters from P1", "counters")
    ["'2' goes on a move but says ' counters'"]
    >>> unit_faults("P0 and P2 each pay 3 red into the next pool", "red counters")
    ["'3' opens a move without ' red counters'"]
    """
    faults = []
    for m in AMOUNT.finditer(moves):
        after = moves[m.end() :]
        said = UNITS.match(after)
        if GOES_ON.search(moves[: m.start()]):
            if said:
                faults.append(f"{m.group()!r} goes on a move but says {said.group()!r}")
        elif not after.startswith(unit_said(m.group(), unit)[len(m.group()) :]) or (
            said and said.group(1) not in (unit, unit.removesuffix("s"))
        ):
            faults.append(f"{m.group()!r} opens a move without {' ' + unit!r}")
    return faults


def _moves_of(piece: str, reasons: set[str], notes: set[str]) -> str | None:
    """A settlement piece's moves: its reason cut off; None for a note."""
    if piece in notes:
        return None
    for why in sorted(reasons, key=len, reverse=True):
        if piece.lower().startswith(why.lower() + ": "):
            return piece[len(why) + 2 :]
    return piece


def _said(game: Any, before: Any, s: Any) -> list[tuple[str, str]]:
    """Every settlement move's text a page says for the finished deal ``s``: (where, moves)."""
    st = game.settlement(s)
    out: list[tuple[str, str]] = []
    for seat in SEATS:
        out += [("play", m) for m in transfer_lines(game, st, seat).values()]
    q = Question(id="x", kind="settlement", prompt="", scenario=Scenario(game, s))
    lines, _ = explanation(q)
    reasons = {t.reason for t in st.transfers} if st else set()
    notes = {n.text for n in st.notes} if st else set()
    for line in lines:
        if (moves := _moves_of(line, reasons, notes)) is not None and line != moves:
            out.append(("quiz", moves))
    for where, text in (
        ("compare", _settlement_words(game, s)[0].text()),
        ("compare page", settled(game, s).text()),
    ):
        # each reason and note cut out (a reason may hold "; " itself: Sixty-Six's "P2 claims
        # wrongly with only 0; the dealer scores the same"), the moves left between them
        for why in sorted(reasons | notes, key=len, reverse=True):
            text = re.sub(re.escape(why) + "(: )?", "; ", text, flags=re.IGNORECASE)
        out += [(where, piece) for piece in text.split("; ") if piece.strip()]
    if hasattr(s, "spec"):  # the pool family's log line of a deal ended short
        for seat in SEATS:
            for line in pool_end_notes(before, s, seat):
                if ": " in line and any(t.paid_said for t in st.transfers):
                    out.append(("play log", line.rstrip(".").rsplit(": ", 1)[1]))
    return out


@pytest.mark.parametrize("game_id", [g.id for g in REGISTRY])
def test_a_unit_once_a_move_and_the_games_own(game_id: str) -> None:
    game = REGISTRY.get(game_id)
    unit = game.amount_unit
    assert game_ui(game_id).unit == unit, (game_ui(game_id).unit, unit)  # Play's unit: the game's
    faults, seen = [], 0
    for players in [n for n in game.player_counts(game.make_opts(None)) if n <= 6]:
        for seed in range(6):
            before, s = _played(game, seed, players)
            for where, moves in _said(game, before, s):
                seen += bool(AMOUNT.search(moves))
                faults += [(where, moves, f) for f in unit_faults(moves, unit)]
            if hasattr(s, "spec"):  # the pool family's result line: "you receive 3 red counters"
                text = game_ui(game_id).verdict(s, 0)[1]  # type: ignore[misc]
                for m in re.finditer(r"\b(receive|pay) (\d\S*)", text):
                    if not text[m.start() :].startswith(
                        f"{m.group(1)} {unit_said(m.group(2), unit)}"
                    ):
                        faults.append(("verdict", text, m.group()))
    assert seen, game_id  # moves with amounts were said
    assert not faults, faults[:6]


def test_the_defenders_note_says_red_counters() -> None:
    """Loo's defender note said "(8 red)" where every amount around it said "red counters":
    the lesson's defended pool, in the engine's note, Play's record, the Quiz/Learn reasons and
    the Compare words."""
    from lessons import load
    from ui.pages.play_record import settlement_lines

    scn = load("loo").step("defender_settles").scenario
    assert scn is not None
    game, s = scn.game, scn.state
    st = game.settlement(s)
    texts = [n.text for n in st.notes] + [line for line, _ in settlement_lines(game, st, 0)]
    texts += explanation(Question(id="x", kind="settlement", prompt="", scenario=scn))[0]
    texts += [_settlement_words(game, s)[0].text(), settled(game, s).text()]
    assert all("defended the pool" in t for t in texts[:1])
    said = [t for t in texts if "the payment for" in t]
    assert len(said) >= 4, texts
    for text in said:
        assert "(8 red counters)" in text, text
        assert not re.search(r" red\b(?! counter)", text), text
