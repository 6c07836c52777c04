"""A malformed lesson file: past where it is, its error reads one colon a sentence, as a bad
scenario file's does (tests/engine/test_one_colon_bad_input.py) and every refusal
(tests/engine/test_one_colon_a_sentence.py).

A teacher who edits ``lessons/<game>.yaml`` reads these errors from ``trickbook check`` (one
line a problem) and on the Learn page at ``make run`` (the first, then "(and N more problems:
run ...)"); a notebook shows the same after "Cannot read that: ". Each is its location, then
what is wrong: ``lessons/loo.yaml: steps[3].scenario.trick[1]: play 4♣ is not allowed, because
P2 must follow suit: he holds Q♠ and 10♠ — seed 003: “…”``. The location is the file, then the
field's path (``steps[3].scenario.hands.P1[0]``, ``quiz[2].expect``), a step or question's
picture checked against its words (:mod:`lessons.checks`) named with its id: ``steps[0]
(crosses): ``. Past it each sentence (:func:`test_one_colon_bad_input.said_sentences`) holds at
most one colon.

For every lesson, two files written from it:

* **broken** — a handful of mutations the file cannot be read with, each in a field of its own:
  a card that is no card in a step's position, a move the rules refuse written into a step's
  trick (or its declarations, bids or rob where no step's trick can hold one), a quote
  misspelt (one with a colon of its own where there is one), a step's title left out, a step's
  text of a wrong type, a rule id the game does not have in ``teaches``, a ``show`` and a
  question ``kind`` that are no kind, a chapter named again after another, a question's prompt
  left out;
* **read** — a file that loads, with what the loader checks only then: a question whose stated
  ``expect`` the engine contradicts, the intro naming a reading by its id (one whose label has
  a colon where there is one), every step's ``teaches`` left out (a passage several rules
  quote with different notes, moves no step yet teaches), a step that shows the legal moves
  asking instead which words may be chosen where its position has some on offer.

Both are checked with ``trickbook check`` on their folder (in this process) and the broken one
with :func:`lessons.load_file` as the Learn page and a notebook show it. Each mutation's field
must be named, a refused play its card.
"""

from __future__ import annotations

import copy
import re
from collections import defaultdict
from pathlib import Path
from typing import Any

import pytest
import yaml
from test_one_colon_bad_input import refused_moves, said_sentences, with_move

import engine.games  # noqa: F401  (registers the games)
from bench import stress_malformed as malformed
from engine.game import REGISTRY
from engine.scenario import ScenarioError, from_dict, parse_yaml, read_source
from lessons import available, load
from lessons.loader import LESSONS_DIR, LessonError, _shows, load_file
from ui.notebook_errors import learner_message

_WHERE = re.compile(r"(?P<field>[A-Za-z_]\w*(?:\[\d+\]|\.[\w-]+)*)(?: \([\w-]+\))?: ")
"""A field's path, and a step's or question's id after it (lessons.checks names them so)."""


def _dump(data: Any, path: Path) -> None:
    path.write_text(
        yaml.dump(data, Dumper=malformed.SafeDumper, allow_unicode=True, sort_keys=False),
        encoding="utf-8",
    )


def _refused_in_a_step(gid: str, skip: int) -> tuple[int, dict[str, Any], str, str] | None:
    """A step (not ``skip``) whose position, with a move the rules refuse written in as its
    next move, cannot be read: ``(step index, its scenario, the field, the card)``. A card in
    a trick first, else a declaration, bid or rob."""
    lesson = load(gid)
    found: list[tuple[int, dict[str, Any], str, str]] = []
    for i, step in enumerate(lesson.steps):
        scn = step.scenario
        if i == skip or scn is None:
            continue
        seat = scn.game.current_player(scn.state)
        if seat is None or seat < 0:
            continue
        for a in refused_moves(scn.game, scn.state, seat):
            in_play = scn.state.phase == "play"
            if (a.kind == "play") != in_play and a.kind != "rob":
                continue
            moved = with_move(gid, dict(scn.data), seat, a)
            if moved is None:
                continue
            try:
                from_dict(moved[0], "x")
            except ScenarioError:
                card = a.card.pretty if a.kind == "play" and a.card is not None else ""
                if card:
                    return i, moved[0], moved[1], card
                found.append((i, moved[0], moved[1], ""))
    return found[0] if found else None


def broken_file(gid: str, data: dict[str, Any]) -> list[tuple[str, str]]:
    """Make in the lesson's ``data`` the mutations it cannot be read with; for each the field
    its error must name (a refused move's field is its root: a declaration refused whole is
    told at ``declarations``) and the card it must name ("" for none)."""
    steps, quiz = data["steps"], data["quiz"]
    want: list[tuple[str, str]] = []
    card_at = next(
        i
        for i, s in enumerate(steps)
        if isinstance((s.get("scenario") or {}).get("hands"), dict)
        and any(isinstance(h, list) and h for h in s["scenario"]["hands"].values())
    )
    seat, held = next((k, h) for k, h in steps[card_at]["scenario"]["hands"].items() if h)
    held[0] = "ZQ"
    want.append((f"steps[{card_at}].scenario.hands.{seat}[0]", ""))
    refused = _refused_in_a_step(gid, card_at)
    assert refused is not None, gid
    at, position, field, card = refused
    steps[at]["scenario"] = position
    want.append((f"steps[{at}].scenario.{re.split(r'[.[]', field)[0]}", card))
    free = [i for i in range(len(steps)) if i not in (card_at, at)]
    # a quote misspelt: one with a colon of its own where the lesson has one ("Recommended:
    # ...", "A deck of 24 cards: ..."), the seed's or RULES.md's
    k = next((i for i in free if ": " in steps[i]["source"]["quote"][:50]), free[0])
    free.remove(k)
    steps[k]["source"] = {**steps[k]["source"], "quote": steps[k]["source"]["quote"] + " indeed"}
    want.append((f"steps[{k}].source.quote", ""))
    k = free.pop(0)
    del steps[k]["title"]
    want.append((f"steps[{k}].title", ""))
    k = free.pop(0)
    steps[k]["text"] = {"x": [1, 2]}
    want.append((f"steps[{k}].text", ""))
    k = free.pop(0)
    steps[k]["teaches"] = [f"{gid}.no_such_rule"]
    want.append((f"steps[{k}].teaches", ""))
    k = free.pop(0)
    steps[k]["show"] = "winner"
    want.append((f"steps[{k}].show", ""))
    # a chapter named again after another: its name, the teacher's words, has a colon
    steps[0]["chapter"] = "The deal: who gives the cards"
    steps[len(steps) // 2]["chapter"] = "Another chapter"
    steps[-1]["chapter"] = steps[0]["chapter"]
    want.append((f"steps[{len(steps) - 1}].chapter", ""))
    quiz[0]["kind"] = "winner"
    want.append(("quiz[0].kind", ""))
    del quiz[1]["prompt"]
    want.append(("quiz[1].prompt", ""))
    return want


def read_file(gid: str, data: dict[str, Any]) -> list[tuple[str, str]]:
    """Make in the lesson's ``data`` what only a lesson that loads is checked for: a
    contradicted ``expect``, a reading named by its id, no step's ``teaches``, steps that show
    the legal moves asking for words."""
    lesson = load(gid)
    want = []
    for i, q in enumerate(data["quiz"]):
        said = q.get("expect")
        if isinstance(said, list) and len(said) > 1:
            q["expect"] = said[:-1]
        elif isinstance(said, str) and re.fullmatch(r"P\d", said):
            q["expect"] = "P1" if said == "P0" else "P0"
        else:
            continue
        want.append((f"quiz[{i}].expect", ""))
        break
    # a reading named by its id, where the page shows its label (one with a colon first)
    game = REGISTRY.get(gid)
    labels = {v.name: v.label for v in game.variants.values()}
    labels.update((o.name, o.label) for o in game.options if o.name not in labels)
    ids = sorted((": " not in label, name) for name, label in labels.items() if "_" in name)
    if ids:
        data["intro"] += f" Compare the reading {ids[0][1]}."
        want.append(("intro", ""))
    for step, raw in zip(lesson.steps, data["steps"], strict=True):
        raw.pop("teaches", None)
        if step.show == "legal" and step.scenario and _shows(step.scenario, "declare") is None:
            raw["show"] = "declare"
    return want


class Said:
    """What a teacher reads, by game: each line with its location and what it must name."""

    def __init__(self) -> None:
        self.lines: list[tuple[str, str, str]] = []  # (game, file, line)
        self.want: dict[str, list[tuple[str, str]]] = {}  # file -> (field, card)
        self.errors: list[tuple[str, str, LessonError]] = []  # (game, file, error)


@pytest.fixture(scope="module")
def said(tmp_path_factory: pytest.TempPathFactory) -> Said:
    """The broken files as :func:`lessons.load_file` refuses them (its errors are the lines
    ``trickbook check`` prints for the file); the read ones, and one broken, through
    ``trickbook check``."""
    folder = tmp_path_factory.mktemp("lessons")
    out = Said()
    game_of: dict[str, str] = {}
    for gid in available():
        data = parse_yaml(read_source(LESSONS_DIR / f"{gid}.yaml"))
        for name, mutate in (("broken", broken_file), ("read", read_file)):
            mutated = copy.deepcopy(data)
            f = folder / name / f"{gid}.yaml"
            f.parent.mkdir(exist_ok=True)
            out.want[str(f)] = mutate(gid, mutated)
            _dump(mutated, f)
            game_of[str(f)] = gid
        with pytest.raises(LessonError) as e:
            load_file(folder / "broken" / f"{gid}.yaml")
        out.errors.append((gid, str(folder / "broken" / f"{gid}.yaml"), e.value))
        out.lines += [(gid, out.errors[-1][1], line) for line in e.value.errors]
    one = out.errors[0]
    code, text, _ = malformed.run_cli(["check", str(folder / "read"), one[1]])
    assert code == 2, text
    printed = text.strip().splitlines()
    assert [ln for ln in printed if ln.startswith(f"{one[1]}: ")] == one[2].errors
    for line in printed:
        named = next((n for n in game_of if line.startswith(f"{n}: ")), "")
        assert named, f"a line that names no file: {line!r}"
        if named != one[1]:
            out.lines.append((game_of[named], named, line))
    return out


def _past_location(f: str, line: str) -> tuple[str, str]:
    """The field a line names, and what it says past it."""
    where = _WHERE.match(line.removeprefix(f"{f}: "))
    assert where is not None, f"a line that names no field: {line!r}"
    return where.group("field"), line.removeprefix(f"{f}: ")[where.end() :]


def _listed(failures: dict[str, set[str]]) -> str:
    return "\n".join(
        f"{gid} ({len(bad)}):\n" + "\n".join(f"    {x}" for x in sorted(bad))
        for gid, bad in sorted(failures.items())
        if bad
    )


def test_each_mutation_is_told_at_its_field(said: Said) -> None:
    """Every mutation is named by its file and field (a refused play by its card too), and
    every file has its problems told."""
    for f, want in said.want.items():
        lines = [line for _, g, line in said.lines if g == f]
        assert lines, f
        for field, card in want:
            at = [
                ln
                for ln in lines
                if re.match(rf"{re.escape(field)}(?:$|[.[])", _past_location(f, ln)[0])
            ]
            assert at, (field, lines)
            assert any(card in ln for ln in at), (card, at)
    assert len(said.lines) > 10 * len(available()), len(said.lines)


def test_trickbook_check_says_each_problem_past_its_location_one_colon_a_sentence(
    said: Said,
) -> None:
    failures: dict[str, set[str]] = defaultdict(set)
    for gid, f, line in said.lines:
        failures[gid].update(said_sentences(_past_location(f, line)[1]))
    listed = _listed(failures)
    assert not listed, "two colons in one sentence:\n" + listed


def test_the_learn_page_and_a_notebook_say_the_first_problem_so(said: Said) -> None:
    """:class:`LessonError` as the Learn page shows it (its ``str``) and as a notebook cell
    does: the first problem, then how many more, past the file and field one colon a
    sentence."""
    failures: dict[str, set[str]] = defaultdict(set)
    for gid, f, e in said.errors:
        first = next(line for g, ff, line in said.lines if ff == f)
        more = len(e.errors) - 1
        assert more > 0 and str(e).startswith(first) and e.errors[0] == first, (first, str(e))
        failures[gid].update(said_sentences(_past_location(f, str(e))[1]))
        shown = (learner_message(e) or "").splitlines()[0]
        assert shown.removeprefix("Cannot read that: ") == str(e), shown
    listed = _listed(failures)
    assert not listed, "two colons in one sentence:\n" + listed


def test_a_step_picture_problem_names_its_step(said: Said) -> None:
    """The checks a lesson that loads is held to (:mod:`lessons.checks`) are reached: a step's
    picture against its words, named by the step's index and id."""
    steps = [
        line
        for _, f, line in said.lines
        if "/read/" in f and re.match(r"steps\[\d+\] \(", line.removeprefix(f"{f}: "))
    ]
    assert len({line.split(": ")[0] for line in steps}) >= 3, steps


def test_the_page_s_sentence_is_quoted_as_the_page_says_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A Learn sentence that lists no card (:func:`lessons.checks.empty_play_list`'s form,
    "... any card in hand: (all highlighted).") is quoted in the problem, not written into its
    sentence: its colon is the page's."""
    import lessons.checks as checks

    step = next(s for s in load("loo").steps if s.show == "legal")
    monkeypatch.setattr(
        checks, "legal_words", lambda *a, **k: "You may play any card in hand: (all highlighted)."
    )
    said = checks.sentence_problems(step)
    (problem,) = [p for p in said if "any card in hand" in p]
    assert not said_sentences(problem), problem
