"""A bad scenario file, a bad notebook call and a bad ``trickbook answer``: past where it is, the
error reads one colon a sentence, as a refusal does (tests/engine/test_one_colon_a_sentence.py).

A scenario's error is its location, then what is wrong: ``FILE: field 'trick[2]': play 9♦ is
not allowed, because P0 must follow suit: he holds 5♠ — seed 003: “…”``. The location is a
prefix of labels, each closed by its colon: the file (``<scenario>`` for data read from no
file; a notebook leaves it out, a lesson writes ``lessons/loo.yaml: questions[3].scenario``),
then ``field '...'`` (or ``scenario`` for the whole). ``trickbook`` puts ``trickbook: `` before
it, a notebook cell its verdict (``Cannot read that: ``, ``Not in this game: ``, ``Not now: ``;
a refused move is joined ``Not allowed, because ...``). Past that prefix the message is held to
one colon a sentence: a refused move is said as the refusals are said everywhere else, what
is refused, then ", because " (:data:`engine.refusal.BECAUSE`), then the rule's reason, which
has a colon of its own. Before, the errors chained them: "play 9♦ is not allowed: P0 must
follow suit: he holds 5♠", "P1 may not meld Q♠: the stock is exhausted: marriages may no
longer be melded".

The inputs, over every registered game:

* **malformed** — every file in docs/examples mutated as ``make stress`` mutates them
  (:func:`bench.stress_malformed.mutations`: a field dropped, wrong types, unknown and
  duplicate cards, numbers out of range, broken YAML, ...), and the positions before each
  example's last move (its last card, or its play and last declaration or bid left out);
* **refused** — each move the rules refuse at each of those positions (the ``illegal`` that
  ``trickbook answer`` lists) written into the file as the next move, in the field the game
  reads it from: a card to ``trick``, a declaration to ``declarations``, a bid to ``bids``, a
  rob to ``rob``; and a few written by hand where no example reaches one (a Sixty-Six meld, a
  Spoil Five rob);
* **notebook** — each of those errors as a notebook cell shows it
  (:func:`ui.notebook_errors.learner_message`), and a learner's bad calls: a card refused by
  ``apply``, a card or move typed wrong, a table the game is not for, a variant it does not
  have, the next deal asked of one in play;
* **cli** — ``trickbook answer`` on a file with a card refused in its trick, for every game.

Each error must still name its file and field, and a refused move its card. A sentence is
:func:`test_one_colon_a_sentence.sentences`' sentence; a field's value written as the file
writes it, in braces (``{revoke: P2}``), is an example, not a sentence, and is left out as a
quotation is.
"""

from __future__ import annotations

import json
import random
import re
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from test_one_colon_a_sentence import sentences

import engine.games  # noqa: F401  (registers the games)
from bench import stress_malformed as malformed
from engine.cards import CARDS, Card, CardParseError
from engine.game import REGISTRY, Action, ActionParseError, DealError, IllegalAction, NotNow
from engine.quiz import AnswerFormatError, check
from engine.scenario import (
    NO_FILE,
    ScenarioError,
    from_dict,
    load_file,
    parse_json,
    parse_yaml,
    read_source,
)
from lessons import load
from lessons.loader import LessonError
from ui.notebook_errors import learner_message

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = sorted((ROOT / "docs" / "examples").glob("*.*"))
_COLON = re.compile(r":(?=\s|$)")
_EXAMPLE = re.compile(r"\{[^{}]*\}")  # a field's value as the file writes it: {revoke: P2}
PLAY_FIELDS = ("trick", "tricks", "tricks_won", "leader", "exchanged", "irregularity", "rob")
MOVE_FIELD = {"napoleon": "bids", "spoil_five": "rob", "forty_five": "rob"}
"""Where a game's scenario reads a move that is not a card (else ``declarations``)."""
HAND_WRITTEN: list[tuple[dict[str, Any], str, str, str]] = [  # refused moves no example reaches
    (  # a card that does not follow suit (Irish Loo's examples stop before play)
        {
            "game": "irish_loo",
            "players": 4,
            "dealer": "P0",
            "trump": "H",
            "declarations": {"P1": "stand", "P2": "stand", "P3": "pass", "P0": "stand"},
            "exchanged": {"P1": 0, "P2": 0, "P0": 0},
            "hands": {"P2": ["KS", "3S"]},
            "trick": ["P1 QS", "P2 AD"],
        },
        "trick[1]",
        "A\u2666",
        "play",
    ),
    (  # a marriage shown with the stock exhausted (the card form: its queen led now)
        {
            "game": "sixty_six",
            "turned": "JH",
            "tricks": {"P0": 3, "P1": 3},
            "leader": "P1",
            "hands": {"P1": ["KS"]},
            "marriages": ["P1 QS"],
            "trick": ["P1 QS"],
        },
        "trick[0]",
        "Q\u2660",
        "move",
    ),
    (  # a rob by a player who does not hold the trump ace
        {
            "game": "spoil_five",
            "players": 4,
            "dealer": "P0",
            "turn_card": "7H",
            "hands": {"P2": ["4C", "8C", "9D", "KD"]},
            "rob": {"player": "P2", "discard": "2S"},
        },
        "rob.player",
        "",
        "move",
    ),
]


AUTHORED = [  # the scenario tests' positions that join a reason to what is refused
    # a word after declaring ended (tests/engine/test_audit4_rams_rounce_bierspiel.py)
    "game: rams\nplayers: 4\ndealer: P0\nturn_card: 9S\n"
    "declarations: {P1: pass, P2: pass, P3: pass, P0: stand}\n",
    # cards where nobody plays (tests/engine/test_napoleon_audit.py)
    "game: napoleon\nplayers: 4\nbids: [pass, pass, pass, pass]\ntrick: [P1 AS]\n",
    "game: napoleon\nplayers: 4\nbids: [pass, pass]\ntricks_won: {P1: 1}\n",
    # the dealer's pass where he must bid (tests/engine/test_napoleon_rules.py)
    "game: napoleon\nvariant: dealer_forced_one\nplayers: 3\ndealer: P0\n"
    "bids: {P1: pass, P2: pass, P0: pass}\n",
    # a card after an irregularity ended the deal (tests/engine/test_rules_audit_sf45.py)
    "game: spoil_five\nplayers: 3\ndealer: P0\nturn_card: 9S\n"
    "tricks: [[P1 5S, P2 2D, P0 2C], [P1 JS, P2 3D, P0 3C], [P1 AH, P2 4D, P0 4C], "
    "[P1 KH, P2 5H, P0 3H]]\njink: jink\nirregularities: [{player: P1, kind: exposed_card}]\n"
    "trick: [P1 QH, P2 6H, P0 7H]\n",
    # a turned 7♦ (tests/engine/test_bierspiel_rules.py)
    "game: bierspiel\nplayers: 4\nturn_card: 7D\n",
    # a rob putting out two (tests/engine/test_rams_rob_discards_refused.py)
    "game: rams\nplayers: 4\ndealer: P0\nturn_card: 9S\nhands: {P0: [8D, JD, 7C, AC, KC]}\n"
    "declarations: {P1: stand, P2: stand, P3: stand, P0: rob 2 8D JD}\n",
    # exchanges, and a word, given where declaring ended the deal
    "game: irish_loo\nplayers: 5\ndealer: P0\npool: 9\nturn_card: 2H\n"
    "declarations: {P1: pass, P2: pass, P3: pass, P4: pass}\nexchanged: {P1: 2}\n",
    "game: irish_loo\nplayers: 5\ndealer: P0\npool: 9\nturn_card: 2H\n"
    "declarations: {P1: pass, P2: pass, P3: pass, P4: pass, P0: stand}\n",
]


def said_sentences(text: str) -> list[str]:
    """The sentences of ``text`` with two colons or more (a field's example left out)."""
    while _EXAMPLE.search(text):
        text = _EXAMPLE.sub("\u2026", text)
    return [x for x in sentences(text) if len(_COLON.findall(x)) > 1]


def _read(path: Path) -> dict[str, Any]:
    text = read_source(path)
    data = parse_json(text) if path.suffix == ".json" else parse_yaml(text)
    assert isinstance(data, dict)
    return data


def _without_last(value: Any) -> Any:
    if isinstance(value, list):
        return value[:-1]
    if isinstance(value, dict):
        return dict(list(value.items())[:-1])
    return value


def earlier(data: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Positions before the example's: its last card left out; its play left out (the end of
    declaring, or of bidding); and its last declaration or bid too."""
    if isinstance(data.get("trick"), list) and data["trick"]:
        yield {**data, "trick": data["trick"][:-1]}
    before = {k: v for k, v in data.items() if k not in PLAY_FIELDS}
    if before != data:
        yield before
    for key in ("declarations", "bids"):
        if data.get(key):
            yield {**before, key: _without_last(data[key])}


def out_of_hand(data: dict[str, Any], seat: int, card: Card) -> dict[str, Any]:
    """``data`` with ``card`` taken out of ``seat``'s hand as given: a card played (or put out)
    is no longer held."""
    hands = data.get("hands")
    if not isinstance(hands, dict):
        return data
    held = hands.get(f"P{seat}")
    if not isinstance(held, list):
        return data
    kept = [c for c in held if Card.parse(str(c)) != card]
    return {**data, "hands": {**hands, f"P{seat}": kept}}


def with_move(game_id: str, data: dict[str, Any], seat: int, a: Action) -> tuple[Any, str] | None:
    """``data`` with ``a`` written in as ``seat``'s next move, and the field it is written in;
    None for a move of a kind this test does not write (an exchange, a claim)."""
    if a.kind == "play" and a.card is not None:
        trick = data.get("trick") or []
        if not isinstance(trick, list):
            return None
        data = {**data, "trick": [*trick, f"P{seat} {a.card.code}"]}
        return out_of_hand(data, seat, a.card), f"trick[{len(trick)}]"
    field = MOVE_FIELD.get(game_id, "declarations")
    if field == "rob":
        if a.kind != "rob" or not a.named_cards:
            return None
        put_out = a.named_cards[0]
        data = {**data, "rob": {"player": f"P{seat}", "discard": put_out.code}}
        return out_of_hand(data, seat, put_out), "rob"
    if field == "bids" and a.kind not in ("bid", "pass", "nap"):
        return None
    if field == "declarations" and a.kind not in REGISTRY.get(game_id).declaration_words:
        return None
    if isinstance(data.get(field), list):  # bids in turn from the dealer's left: the seats
        return None  # are not named
    said = dict(data.get(field) or {})
    key = f"P{seat}"
    said[key] = f"{said[key]}, {a}" if key in said else str(a)
    return {**data, field: said}, f"{field}.{key}"


def refused_moves(game: Any, s: Any, seat: int) -> list[Action]:
    """The moves refused at ``s``: those ``trickbook answer`` lists (:meth:`Game.refusals`),
    each card held that may not be played, each declaration word not allowed."""
    legal = game.legal_actions(s)
    out = [r.action for r in game.refusals(s)]
    out += [Action.parse(f"play {CARDS[c]}") for c in range(52) if s.hands[seat] >> c & 1]
    out += [game.word_action(w) for w in game.declaration_words]
    return [a for a in dict.fromkeys(out) if a not in legal and game.explain(s, a)]


class Errors:
    """The errors met, with what each must name."""

    def __init__(self) -> None:
        self.scenario: list[tuple[str, ScenarioError, str, Any]] = []
        """(game, error, the card it must name or "", the data it was read from)"""
        self.refused: dict[str, set[str]] = defaultdict(set)  # game -> kinds of move refused
        self.states: dict[str, tuple[Any, Action]] = {}  # game -> a state, a card it refuses

    def build(self, data: Any, source: str, card: str = "") -> ScenarioError | None:
        try:
            from_dict(data, source)
        except ScenarioError as e:
            gid = str(data.get("game")) if isinstance(data, dict) else ""
            self.scenario.append((gid, e, card, data))
            return e
        return None


def collect(tmp: Path) -> Errors:
    out = Errors()
    rng = random.Random(14)
    for k, path in enumerate(EXAMPLES):
        shown = str(path.relative_to(ROOT))
        game_id = str(_read(path)["game"])
        for n, m in enumerate(malformed.mutations(path, rng, per_kind=1)):
            if m.name in ("huge file", "non-UTF-8 bytes", "deep YAML nesting"):
                continue  # refused unread, the same words for every file (tests/stress)
            f = tmp / f"{k}-{n}{m.suffix}"
            f.write_bytes(m.data)
            try:
                load_file(f)
            except ScenarioError as e:
                out.scenario.append((game_id, e, "", None))
        data = _read(path)
        for pos in (data, *earlier(data)):
            try:
                scn = from_dict(pos, shown)
            except ScenarioError as e:
                out.scenario.append((game_id, e, "", pos))
                continue
            seat = scn.game.current_player(scn.state)
            if seat is None or seat < 0:
                continue
            for a in refused_moves(scn.game, scn.state, seat):
                # a card before play, a word in play: read otherwise in a file (a rob has its
                # own field, read in play too)
                in_play = scn.state.phase == "play"
                if a.kind == "play" and not in_play:
                    continue
                if a.kind != "play" and in_play and MOVE_FIELD.get(game_id) != "rob":
                    continue
                moved = with_move(game_id, pos, seat, a)
                if moved is None:
                    continue
                card = a.card.pretty if a.card is not None else ""
                err = out.build(moved[0], shown, card)
                if err is None:  # a word read otherwise in a file ("stand, stand": kept his hand)
                    assert a.kind != "play", (shown, str(a), moved[0])
                    continue
                root = re.split(r"[.\[]", moved[1])[0]  # (a declaration refused whole: its field)
                assert re.split(r"[.\[]", err.path)[0] == root, (shown, str(a), str(err))
                if err.rules:  # refused by a rule, cited
                    out.refused[game_id].add("play" if a.kind == "play" else "move")
                if a.kind == "play":
                    out.states.setdefault(game_id, (scn.state, a))
    for text in AUTHORED:
        assert out.build(parse_yaml(text), "authored.yaml") is not None, text
    for data, field, card, kind in HAND_WRITTEN:
        err = out.build(data, "hand-written.yaml", card)
        assert err is not None and err.path == field, (data, err)
        if err.rules:  # refused by a rule, cited
            out.refused[str(data["game"])].add(kind)
    return out


@pytest.fixture(scope="module")
def errors(tmp_path_factory: pytest.TempPathFactory) -> Errors:
    return collect(tmp_path_factory.mktemp("malformed"))


def test_every_game_has_its_moves_refused(errors: Errors) -> None:
    """The inputs reach a refused card in every game, and a refused move that is not a card
    (a declaration, a bid, a rob, a meld) in every game that has one."""
    for game in REGISTRY:
        wanted = {"play", "move"} if game.declaration_words or game.id in MOVE_FIELD else {"play"}
        assert errors.refused[game.id] >= wanted, (game.id, errors.refused[game.id])
    assert len(errors.scenario) > 500, len(errors.scenario)


def test_a_scenario_error_is_its_location_then_one_colon_a_sentence(errors: Errors) -> None:
    """As its author reads it (``str``) and as a learner does (:meth:`message_plain`, the
    rules cited by their books): the file and field first, then the message."""
    failures: dict[str, set[str]] = defaultdict(set)
    for gid, e, card, _ in errors.scenario:
        where = f"field '{e.path}'" if e.path else "scenario"
        assert e.source not in ("", NO_FILE) and str(e) == f"{e.source}: {where}: {e.detail}"
        assert card in e.detail, (card, str(e))
        for text in (e.detail, e.detail_plain):
            failures[gid].update(said_sentences(text))
    listed = "\n".join(
        f"{gid} ({len(said)}):\n" + "\n".join(f"    {x}" for x in sorted(said))
        for gid, said in sorted(failures.items())
        if said
    )
    assert not listed, "two colons in one sentence:\n" + listed


def test_a_notebook_says_a_bad_scenario_past_its_verdict_and_location(errors: Errors) -> None:
    failures: set[str] = set()
    for _, e, _, _ in errors.scenario:
        first = (learner_message(e) or "").splitlines()[0]
        where = f"field '{e.path}'" if e.path else "scenario"
        prefix = f"Cannot read that: {e.source}: {where}: "
        assert first.startswith(prefix), first
        failures.update(said_sentences(first.removeprefix(prefix)))
    assert not failures, "two colons in one sentence:\n" + "\n".join(sorted(failures))


def _bad_calls(errors: Errors) -> Iterator[tuple[str, BaseException]]:
    """A learner's bad calls in a notebook cell, and the verdict each is shown under."""
    for gid, (state, a) in sorted(errors.states.items()):
        game = REGISTRY.get(gid)
        try:
            game.apply(state, a)
        except IllegalAction as e:
            yield "Not allowed, because ", e
        try:
            game.next_deal(state)
        except NotNow as e:
            yield "Not now: ", e
        for knobs in ({"players": 99}, {"variant": "nope"}):
            try:
                game.new_deal(**knobs)
            except DealError as e:
                yield "Not in this game: ", e
        lesson = load(gid)
        try:  # an answer of no form the question reads
            check(lesson.quiz[0], "P9 zz")
        except AnswerFormatError as e:
            yield "Cannot read that: ", e
        try:  # a question named wrong: the lesson's file is the location
            lesson.question("q_nope")
        except LessonError as e:
            yield f"Cannot read that: lessons/{gid}.yaml: ", e
    try:
        REGISTRY.get("napolen")
    except DealError as e:
        yield "Cannot read that: ", e
    for typed in ("ZQ", "10X", ""):
        try:
            Card.parse(typed)
        except CardParseError as e:
            yield "Cannot read that: ", e
    for typed in ("zz", "play ZQ", "bid x"):
        try:
            Action.parse(typed)
        except ActionParseError as e:
            yield "Cannot read that: ", e


def test_a_notebooks_bad_call_is_its_verdict_then_one_colon_a_sentence(errors: Errors) -> None:
    failures: set[str] = set()
    calls = list(_bad_calls(errors))
    for verdict, e in calls:
        first = (learner_message(e) or "").splitlines()[0]
        assert first.startswith(verdict), first
        failures.update(said_sentences(first.removeprefix(verdict)))
    assert len(calls) > 6 * len(REGISTRY.ids()), len(calls)
    assert not failures, "two colons in one sentence:\n" + "\n".join(sorted(failures))


def test_trickbook_answer_names_the_file_the_field_and_the_card(
    errors: Errors, tmp_path: Path
) -> None:
    """``trickbook answer`` on a file whose trick holds a card the rules refuse, every game: one
    line, exit 2, ``trickbook: FILE: field 'trick[i]': play X is not allowed, because ...``."""
    failures: set[str] = set()
    done: set[str] = set()
    for gid, e, card, data in errors.scenario:
        if gid in done or not card or not e.path.startswith("trick["):
            continue
        done.add(gid)
        f = tmp_path / f"{gid}.json"
        f.write_text(json.dumps(data), encoding="utf-8")
        code, text, _ = malformed.run_cli(["answer", str(f)])
        prefix = f"trickbook: {f}: field '{e.path}': "
        line = text.strip()
        assert code == 2 and "\n" not in line and line.startswith(prefix), (gid, text)
        assert card in line, (card, line)
        failures.update(said_sentences(line.removeprefix(prefix)))
    assert done == set(REGISTRY.ids())
    assert not failures, "two colons in one sentence:\n" + "\n".join(sorted(failures))


def test_the_docs_show_what_trickbook_answer_says(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """docs/scenarios.md shows a refused card's error as ``trickbook answer`` prints it: the
    Linger Longer example with P2's 4♣ taken from his hand and added to the trick."""
    shown = next(
        line
        for line in (ROOT / "docs" / "scenarios.md").read_text(encoding="utf-8").splitlines()
        if line.startswith("trickbook: follow.yaml: ")
    )
    data = _read(ROOT / "docs" / "examples" / "linger_longer_follow.yaml")
    data = out_of_hand({**data, "trick": [*data["trick"], "P2 4C"]}, 2, Card.parse("4C"))
    (tmp_path / "follow.yaml").write_text(json.dumps(data), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    code, text, _ = malformed.run_cli(["answer", "follow.yaml"])
    assert (code, text.strip()) == (2, shown)
