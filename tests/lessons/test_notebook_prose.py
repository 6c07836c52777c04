"""What a teacher reads in the notebooks' prose, checked against the code beside it: a count
the text names is the count the cells play, and a pointer to another section points where the
thing it names is shown."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from notebook_output import joined
from notebook_output import printed as out_text

NOTEBOOKS = sorted((Path(__file__).resolve().parents[2] / "notebooks").glob("*.ipynb"))
NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}


def cells(path: Path) -> list[tuple[str, str]]:
    """Each cell as (its type, its source)."""
    nb = json.loads(path.read_text(encoding="utf-8"))
    return [(c["cell_type"], "".join(c["source"])) for c in nb["cells"]]


def sections(path: Path) -> dict[int, str]:
    """Each numbered section ("## 4. ...") as the text of its cells, up to the next heading."""
    out: dict[int, str] = {}
    current: int | None = None
    for _, source in cells(path):
        heading = re.match(r"## (\d+)\.", source)
        if source.startswith("## "):
            current = int(heading.group(1)) if heading else None
        if current is not None:
            out[current] = out.get(current, "") + source + "\n"
    return out


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_a_section_pointed_to_shows_the_other_reading(path: Path) -> None:
    """'... offers the other as an option (section N shows one)': section N switches a reading
    in its code (Irish Loo's introduction pointed to section 5, the settlement, while the
    option, lead_duties, is switched in section 4)."""
    text = "\n".join(s for kind, s in cells(path) if kind == "markdown")
    by_number = sections(path)
    for n in map(int, re.findall(r"section (\d+) shows", text)):
        assert re.search(r"under_options|variant|options", by_number.get(n, "")), (
            f"{path.name}: section {n} is pointed to for another reading but shows none"
        )


def test_irish_loo_counts_the_players_in_against_the_dealer() -> None:
    """The dealer's choice depends on how many stood before him: the text's count is the
    stands the next cell plays ('P1, P2 and P3 stand' were said to be two players)."""
    path = next(p for p in NOTEBOOKS if p.name.startswith("03_"))
    all_cells = cells(path)
    k = next(i for i, (_, s) in enumerate(all_cells) if "against him" in s)
    said = re.search(r"(\w+) players are in against him", all_cells[k][1])
    assert said is not None
    moves = re.search(r"for move in (\[[^\]]*\])", all_cells[k + 1][1])
    assert moves is not None
    assert NUMBERS[said.group(1).lower()] == json.loads(moves.group(1)).count("stand")


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_a_question_s_picture_comes_before_its_answer(path: Path) -> None:
    """A question is shown, then answered: its picture (``question_html(q)``) comes between its
    prompt and the first ``grade``. Irish Loo's, Five-card Loo's and Rams' notebooks printed the
    prompt, a wrong and a right answer, and only then the position; Rams' printed another
    question's settlement between them, so the picture seemed to be that question's."""
    code = [source for kind, source in cells(path) if kind == "code"]
    for k, source in enumerate(code):
        for name in re.findall(r"question_html\((\w+)\)", source):
            asked = [i for i in range(k + 1) if re.search(rf"^{name} = ", code[i], re.M)]
            assert asked, f"{path.name}: {name} is drawn before it is asked"
            graded = [i for i in range(asked[-1], k + 1) if "grade(" in code[i]]
            assert graded == [], f"{path.name}: {name}'s picture follows an answer: {source!r}"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_a_practice_question_shows_its_position(path: Path) -> None:
    """A generated question is asked about a position the reader has not seen: the cell that
    makes it shows it (the table in text, its trick, or its picture) beside the prompt, as the
    curated ones do. Rams' and Rounce's printed the prompt and the engine's answer only
    ('You are P2. Which cards may you play?' then ['10D'])."""
    for kind, source in cells(path):
        if kind == "code" and "practice(" in source:
            assert re.search(r"render\(|shown_trick\(|history\[|question_html\(|draw\(", source), (
                f"{path.name}: {source!r}"
            )


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_a_section_says_what_it_shows_before_its_code(path: Path) -> None:
    """A teacher reads a section's words before its code: a heading is followed by prose, in
    its own cell or the next. Rounce's three sections were a heading each over bare code."""
    all_cells = cells(path)
    for k, (kind, source) in enumerate(all_cells):
        if kind == "markdown" and source.startswith("## "):
            said = source.split("\n", 1)[1].strip() if "\n" in source else ""
            after = all_cells[k + 1] if k + 1 < len(all_cells) else ("", "")
            assert said or after[0] == "markdown", f"{path.name}: {source!r} over bare code"


def test_spoil_five_draws_the_rob_on_offer() -> None:
    """Section 2, 'Deal a seeded hand, and rob', drew only the deal, P1 to lead; the rob was
    offered and taken in text. A picture of the moment it is offered (P3 to play, 'may rob,
    then play') stands between the cell that lists the rob and the one that takes it."""
    path = next(p for p in NOTEBOOKS if p.name.startswith("10_"))
    nb = json.loads(path.read_text(encoding="utf-8"))["cells"]

    def printed(c: dict[str, object]) -> str:
        outs = c.get("outputs", [])
        assert isinstance(outs, list)
        return "".join(out_text(o) for o in outs)

    offered = next(i for i, c in enumerate(nb) if " may: rob " in printed(c))
    taken = next(i for i, c in enumerate(nb) if 'Action.parse("rob ' in "".join(c["source"]))
    drawn = [i for i, c in enumerate(nb) if "draw(" in "".join(c["source"])]
    assert any(offered < i < taken for i in drawn), (offered, taken, drawn)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_a_question_about_cards_is_shown_before_it_is_graded(path: Path) -> None:
    """A question answered with cards, words or a player (``grade(q, [...])``, ``grade(q,
    "P0")``) is about a hand or a trick: the notebook shows it (its picture, its trick, its
    table) before grading it. Spoil Five's graded 'Diamonds are trumps. Who wins this trick?'
    and Rounce's 'P1 led the 8♥. You are P2. Which cards may you play?' with the trick or the
    hand nowhere on the page. A settlement (``grade(q, {...})``) is told in its prompt."""
    shown: dict[str, bool] = {}
    for kind, source in cells(path):
        if kind != "code":
            continue
        for line in source.splitlines():
            asked = re.match(r"(\w+) = .*(questions\(|\.quiz\b|practice\()", line)
            if asked:
                shown[asked.group(1)] = False
            for name in list(shown):
                if re.search(
                    rf"question_html\({name}\b|{name}\.shown_trick\(|render\({name}\.state|"
                    rf"draw\({name}\.state",
                    line,
                ):
                    shown[name] = True
            graded = re.search(r"grade\((\w+), *([\[\"])", line)
            if graded and graded.group(1) in shown:
                assert shown[graded.group(1)], f"{path.name}: {line.strip()} shows nothing first"


def test_bierspiel_prints_each_suit_order_once() -> None:
    """Section 1 prints the trump order under each trump suit, then the plain suits as they
    follow with spades trumps. It printed the spade trumps twice, the loop's 'S trumps: A♠ 7♦
    K♠ ...' and again as the first line of the ranking's description ('Trumps (spades), best
    first: A♠ 7♦ K♠ ...')."""
    path = next(p for p in NOTEBOOKS if p.name.startswith("09_"))
    nb = json.loads(path.read_text(encoding="utf-8"))["cells"]
    start = next(i for i, c in enumerate(nb) if "".join(c["source"]).startswith("## 1."))
    end = next(i for i, c in enumerate(nb) if "".join(c["source"]).startswith("## 2."))
    printed = "".join(out_text(o) for c in nb[start:end] for o in c.get("outputs", []))
    orders = [line.split(":", 1)[1].split(" (")[0] for line in joined(printed)]
    assert len(orders) == 7, printed  # the trumps under each suit, the plain suits under spades
    assert len(set(orders)) == len(orders), printed


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_the_prose_names_the_engine_not_this_app(path: Path) -> None:
    """A notebook runs the engine, not the app: 05's trump section said 'this app has him name
    a suit he holds' (the engine's rule napoleon.trump_held, refused in the cell above it). The
    app is named as the app where a notebook points to it ('the app's Compare page')."""
    for kind, source in cells(path):
        if kind == "markdown":
            assert "this app" not in source.lower(), f"{path.name}: {source[:80]!r}"
