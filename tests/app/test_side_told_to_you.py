"""The partnership games' results told to a learner name his side "your side": four-hand
Sixty-Six's and Forty-Five's (4 and 6 players) settlement lines, score sheet and game-over
line read "P1+P3 take 81 points" to P1, where the result box said "Your side (P1+P3) lost this
deal". Told to a seat (engine.ledger.told), the side that holds it is "your side (P1+P3)" where
a line first names it, "your side" after that and "your side's" for "P1+P3's", its verb
agreeing ("Your side (P1+P3) takes 81 points", "your side scores 1 game point"); the other side
keeps its name; the result box leaves out the reason a settlement line says below it, as
it did when both read "P1+P3 take 81 points". Every reason form is reached over seeded deals: a deal won, every trick, a tie
and a carried point (Sixty-Six), the odd trick, all five, counting out and the tricks credited
to the side that did not (Forty-Five, per trick)."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import pytest
from test_record_told_to_you import names_side

import ui.games  # noqa: F401
from engine.game import REGISTRY
from ui.pages.play_record import settlement_lines
from ui.tables import GAME_UI

SIDE = r"P\d+(?:\+P\d+)+"
# a verb said of partners in the plural, left so after "your side"
PLURAL = re.compile(r"\b[Yy]our side(?: \([^)]*\))? (take|win|count|score|reach|have|are)\b")


def deals(game_id: str, n: int) -> Iterator[Any]:
    """Finished deals near the game's end, by random legal moves (seeded)."""
    game = REGISTRY.get(game_id)
    for seed in range(80 if game_id == "sixty_six" else 40):
        rng = random.Random(seed)
        if game_id == "sixty_six":
            s = game.new_deal(players=n, dealer=seed % n, seed=seed, scores=(5, 6), carry=seed % 2)
        else:
            variant = "per_trick" if seed % 2 else None
            s = game.new_deal(
                players=n, dealer=seed % n, seed=seed, variant=variant, scores=(35, 40)
            )
        for _ in range(400):
            if game.is_over(s):
                break
            s = game.apply(s, rng.choice(game.legal_actions(s)))
        yield s


def lines(game_id: str, s: Any, seat: int) -> list[str]:
    """What Play shows of a deal's result, told to ``seat`` (-1: seat-neutral): the record's
    settlement lines, the score sheet's why and the game-over line."""
    game, ui = REGISTRY.get(game_id), GAME_UI[game_id]
    out = [line for line, _ in settlement_lines(game, game.settlement(s), seat)]
    assert ui.score_sheet is not None and ui.game_over is not None
    out += [str(row["why"]) for row in ui.score_sheet(s, seat)]
    return [*out, ui.game_over(s, seat)]


def side_of(n: int, seat: int) -> str:
    return "+".join(f"P{p}" for p in range(seat % 2, n, 2))


def check(line: str, seat: int, n: int) -> None:
    """The learner's side is never called by its seats alone, its verb agrees, and a line
    names it in full before it says "your side" alone."""
    assert not names_side(line, seat), line
    assert not PLURAL.search(line), line
    said = re.findall(rf"[Yy]our side(?:'s| \(({SIDE})\))?", line)
    if said and not line.lower().startswith("your side's"):
        assert said[0] == side_of(n, seat), line


@pytest.mark.parametrize(("game_id", "n"), [("sixty_six", 4), ("forty_five", 4), ("forty_five", 6)])
def test_the_learners_side_is_your_side(game_id: str, n: int) -> None:
    forms: set[str] = set()
    for s in deals(game_id, n):
        neutral = lines(game_id, s, -1)
        for seat in range(n):
            told = lines(game_id, s, seat)
            assert len(told) == len(neutral)
            for line, was in zip(told, neutral, strict=True):
                check(line, seat, n)
                theirs = side_of(n, seat + 1)
                # the other side keeps its name, as often as the seat-neutral words say it
                assert len(re.findall(rf"(?<![+\w]){re.escape(theirs)}(?![+\w])", line)) == len(
                    re.findall(rf"(?<![+\w]){re.escape(theirs)}(?![+\w])", was)
                ), (was, line)
                if names_side(was, seat):
                    assert re.search(r"\b[Yy]our side", line), (was, line)
                    forms.add(re.sub(r"\d+", "#", line.split(":")[0]))
                else:
                    assert line == was
            kind, box = GAME_UI[game_id].verdict(s, seat)  # the result box
            # a deal that ends the game: Play's box says the game first (the game-over line,
            # which names the side in full when it wins), then the deal
            finished = GAME_UI[game_id].game_over(s, seat)
            check(f"{finished} {box}" if finished else box, seat, n)
            if kind == "success":  # "Your side (P1+P3) scores 1 ... Your side takes 81 ..."
                # (Forty-Five's: "Your side (P1+P3) won this deal and needs 15 more ...": the
                # points are its caption's, on Play just above the box); "Your side scores"
                # after the game-over line named it ("Your side (P1+P3) reaches 7 ...")
                scores = "won this deal" if game_id == "forty_five" else "scores"
                full = not finished.startswith("Your side (")
                side = f"Your side ({side_of(n, seat)})" if full else "Your side"
                assert box.startswith(f"{side} {scores}"), box
                # the box is the learner's part alone: the why is the settlement line below
                # with its rule ("Your side takes 81 points" is "P1+P3 take 81 points" said
                # to P1), which the page had cut from the box by matching its sentences
                assert ". " not in box, box
    # every form the reasons take of the learner's side, reached and read
    want = {
        "sixty_six": {
            "Your side (P#+P#) takes # points (# to #) (+# carried from a tied hand)",
            "Your side (P#+P#) takes every trick",
            "Your side (P#+P#) takes # points (# to #)",
        },
        "forty_five": {
            "Your side ({}) wins # tricks to #, {}",
            "Your side ({}) counts out, {} taking your side's score to #",
            "Your side's # trick{}, credited at # as {} won, before {} counted out",
        },
    }[game_id]
    side = "+".join(["P#"] * (n // 2))
    for form in want:
        pattern = re.escape(form).replace(r"\{\}", ".*")
        pattern = pattern.replace(re.escape("P#+P#"), re.escape(side))
        assert any(re.fullmatch(pattern, f) for f in forms), (form, sorted(forms))


def test_the_record_before_told_a_side_by_its_seats() -> None:
    """The words the learner reported: P1, at four-hand Sixty-Six, read "P1+P3 take 81
    points"; now "Your side (P1+P3) takes 81 points: your side scores 1 game point"."""
    game = REGISTRY.get("sixty_six")
    for s in deals("sixty_six", 4):
        out = game.outcome(s)
        if out is not None and out.winner == 1 and not s.carry and "points (66" in out.reason:
            pts = out.reason.split()[2]
            told = [line for line, _ in settlement_lines(game, game.settlement(s), 1)]
            assert told == [
                f"Your side (P1+P3) takes {pts} points (66 to 99): your side scores 1 game point"
            ]
            assert [line for line, _ in settlement_lines(game, game.settlement(s), 0)] == [
                f"P1+P3 take {pts} points (66 to 99): P1+P3 score 1 game point"
            ]
            return
    raise AssertionError("P1+P3 won no hand by 66 to 99 points")
