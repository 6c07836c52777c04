"""What the notebooks print reads as a teacher reads it, not as Python or the engine's code
names: a reading by its name, not its variant id ('foster1897: P3 may: ...', 'standard
['AC']'); no Python reprs ("declared: ('pass', 'stand', ...)", 'points left: [14, 12, 14,
20] - beer: None', a pandas Series' 'dtype: int64'); a rule by its statement or book, not by
its id in a table or a transfer's line ('P1 -> pool 3 irish_loo.flush_payment'); and
'even' for a player who neither pays nor receives, not '+0'."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from notebook_output import joined

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY

NOTEBOOKS = sorted((Path(__file__).resolve().parents[2] / "notebooks").glob("*.ipynb"))

VARIANT_IDS = sorted({v for g in REGISTRY for v in g.variants}, key=len, reverse=True)
# a line that names a reading by its id: 'foster1897: ...', 'standard [...]', 'rules_md', or
# two readings compared, 'rules_md | rob_with_king: ...' (notebooks 10 and 11, nbread4)
BY_ID = re.compile(
    rf"^\s*({'|'.join(map(re.escape, VARIANT_IDS))})(:|\s\[|\s\||$)|\w+_\w+=(True|False)"
)
REPR = re.compile(r"\('\w|\['\w|\[\d+, \d|\bNone\b|^dtype: |\bTrue\b|\bFalse\b")
GAME_IDS = "|".join(sorted((g.id for g in REGISTRY), key=len, reverse=True))
# a rule id outside the brackets that mark it as a reference beside the words
RULE_ID = re.compile(rf"(?<![\[\w.])({GAME_IDS})\.[a-z_]+(\.[a-z_]+)*(?![\]\w])")
PLUS_ZERO = re.compile(r"(?<![\w.])\+0(?![\d/⅓⅔⅕⅖⅗⅘½])")


def printed(path: Path) -> list[str]:
    """Every line a notebook's saved outputs show: streams, plain text, tables' cells (a line
    broken for a phone read whole: notebook_output.joined)."""
    lines = []
    for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
        for out in cell.get("outputs", []):
            data = out.get("data", {})
            for text in (out.get("text", ""), data.get("text/plain", "")):
                lines += joined("".join(text))
            html = "".join(data.get("text/html", ""))
            lines += re.findall(r"<t[dh][^>]*>([^<]*)</t[dh]>", html)
    return lines


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_a_reading_is_printed_by_its_name(path: Path) -> None:
    assert [line for line in printed(path) if BY_ID.search(line)] == []


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_no_python_repr_is_printed(path: Path) -> None:
    lines = [line for line in printed(path) if not line.startswith("{")]  # the JSON answer
    assert [line for line in lines if REPR.search(line)] == []


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_a_rule_is_printed_by_its_words_not_its_id(path: Path) -> None:
    assert [line for line in printed(path) if RULE_ID.search(line)] == []


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_nobody_is_printed_as_plus_zero(path: Path) -> None:
    assert [line for line in printed(path) if PLUS_ZERO.search(line)] == []


def test_a_reading_s_rule_is_compared_in_words() -> None:
    """Notebook 06 printed Linger Longer's two readings as 'When the stock runs out: play_on |
    reshuffle', the option's values as the engine names them."""
    from engine.compare import compare, comparison_text

    text = comparison_text(compare(REGISTRY.get("linger_longer"), players=5, seed=0))
    assert "When the stock runs out: play on | reshuffle" in text
    assert "play_on" not in text


# the quiz's kinds by the engine's names (those a lesson step's 'shows' does not share)
KIND_CODES = re.compile(
    r"(?<![.\w])(legal_cards|card_points|game_points|should_claim|may_act|"
    r"bid_estimate|still_in)\b"
)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_a_kind_of_question_is_named_as_the_quiz_page_names_it(path: Path) -> None:
    """Notebooks 02, 05, 06, 10 and 11 counted their quiz's questions by 'kind' and 'form'
    codes ('legal_cards  cards  6'); the Quiz page heads them 'Which cards may be played?'."""
    assert [line for line in printed(path) if KIND_CODES.search(line)] == []


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_no_widget_is_saved_as_its_repr(path: Path) -> None:
    """Each quiz box was saved as "VBox(children=(HTML(value='<div style=..." (a widget's
    plain text): what a code host showed where the box stood. It is saved as its question."""
    saved = [
        "".join(out.get("data", {}).get("text/plain", ""))
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]
        for out in cell.get("outputs", [])
    ]
    assert [t[:60] for t in saved if re.match(r"\w+\(children=", t)] == []


def _code(path: Path) -> list[str]:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return ["".join(c["source"]) for c in cells if c["cell_type"] == "code"]


# the notebooks that compare their readings deal by deal (07, 09, 10 and 11)
COMPARING = [p for p in NOTEBOOKS if any("find_parting(GAME" in c for c in _code(p))]


@pytest.mark.parametrize("path", COMPARING, ids=lambda p: p.stem)
def test_two_readings_that_never_part_are_named_by_their_names(path: Path) -> None:
    """The comparisons' cell, where two readings do not part in the deals it searches, says so
    by the readings' names: 07 and 09 printed "standard | ecarte_rank: in none of ..." (their
    saved outputs never show it, every pair parting there; a teacher's other players or seeds
    may). The cell is run as written, the search finding nothing: 0.01 s."""
    from engine.compare import comparison_text, variant_pairs

    code = _code(path)
    game = REGISTRY.get(re.findall(r"GAME = REGISTRY\.get\(\"(\w+)\"\)", "\n".join(code))[0])
    lines: list[str] = []
    names = {
        "GAME": game,
        "variant_pairs": variant_pairs,
        "comparison_text": comparison_text,
        "find_parting": lambda *a, **k: None,  # (no deal of those searched parts them)
        "show": lambda *v, sep=" ": lines.extend(sep.join(map(str, v)).splitlines()),
    }
    exec(next(c for c in code if "find_parting(GAME" in c), names)
    assert [line for line in lines if BY_ID.search(line)] == []
    for a, b in variant_pairs(game):
        said = f"{game.variants[a].label} | {game.variants[b].label}:"
        assert any(line.startswith(said) for line in lines), (said, lines)
