"""Checks every lesson inherits: its pictures show what its text says.

A lesson is data, and the engine draws it; nothing stops a step's prose from naming a card its
position does not hold, or a step about closing the stock from showing a position where nobody
may close. These checks read each step and question against the engine's own account of the
position (:meth:`engine.game.Game.table_cards`, ``legal_actions``, ``refusals``), so a new
game's lesson gets them for nothing. ``trickbook check`` and ``make test`` run them over every
lesson file; each problem is one line naming the file, the step or question and what is wrong:

* every card the text names (``A♠``, ``10♥``, ``QS``, "the 9 of trumps") is in the picture: in
  a hand, the trick, a won pile, the stock, the widow or the turned card;
* a position with a player to move gives that player cards, and a step that shows the legal
  actions has at least one;
* a step about an action (exchange, close, claim, meld, the widow, stand, pass, defend, rob,
  bid) shows that action: on offer, or refused with the rule the page prints;
* a step asking which moves the player may choose (``show: declare``) counts right at least
  one of a kind taught by then: a task leaves out the kinds no step up to it teaches a rule
  allowing (:func:`lessons.teaching.untaught`), and would leave nothing right to tick;
* a step whose every move is made of cards picked from the hand ("How many?": ``exchange 2
  4C 7H``) lets the learner pick them (``show: legal``), not tick a word (``show: declare``);
* the page's own sentences agree (:func:`engine.quiz.legal_words` above the engine's reasons);
* a question about counted cards draws every card the engine counts;
* a step or question whose hand is smaller than the seat would hold at that point of a real
  deal (:meth:`engine.game.Game.cards_held`) says so in its text or prompt (:data:`PARTIAL`),
  so that a learner who counts the cards is not misled.
* a pool's size the text or prompt says ("the pool holds 20", "a pool of 6", "with 10 in the
  pool") comes with its unit, counters (Loo's red or white), as the picture, the settlement
  and the answer form say it (:func:`unit_problems`).

A quiz picture must also never show the answer; that needs the drawing itself, so
``tests/lessons/test_quiz_pictures.py`` checks it over every question (curated and generated)
with the facts each kind declares (:data:`engine.quiz_tells.ASKS`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from engine.cards import CARDS, Card, CardParseError, Suit
from engine.game import REGISTRY
from engine.quiz import Question, explanation, legal_words, words_for
from engine.rules import normalise
from engine.scenario import Scenario, ScenarioError, from_dict
from lessons.teaching import allowing, kinds_taught, untaught

if TYPE_CHECKING:  # only for annotations: the loader imports this module
    from lessons.loader import Lesson, Step

_RANK = r"(10|[2-9JQKA])"
_PRETTY = re.compile(rf"(?<![\w♠♥♦♣]){_RANK}([♠♥♦♣])")
_CODE = re.compile(rf"\b{_RANK}([SHDC])\b")
_WORD_RANKS = {
    "ace": "A",
    "king": "K",
    "queen": "Q",
    "jack": "J",
    "ten": "10",
    "nine": "9",
    "eight": "8",
    "seven": "7",
}
_SUIT_WORDS = {"spades": "S", "hearts": "H", "diamonds": "D", "clubs": "C"}
_WORDS = re.compile(
    r"\b(ace|king|queen|jack|ten|nine|eight|seven|10|[2-9])\s+of\s+"
    r"(spades|hearts|diamonds|clubs|trumps)\b",
    re.IGNORECASE,
)
_SYMBOL = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}

# The words that make a step *about* an action, by the action word they mean. A word after
# "after" or "before" names the moment, not the subject ("After closing, marriages count").
ACTION_WORDS: dict[str, str] = {
    "exchange": "exchange",
    "close": "close",
    "closing": "close",
    "claim": "claim",
    "marriage": "meld",
    "marriages": "meld",
    "meld": "meld",
    "widow": "widow",
    "stand": "stand",
    "pass": "pass",
    "defend": "defend",
    "defends": "defend",
    "rob": "rob",
    "bid": "bid",
    "declare": "declare",
}
_ACTION = re.compile(
    r"(?<!after )(?<!before )\b(" + "|".join(sorted(ACTION_WORDS, key=len, reverse=True)) + r")\b"
    r"(?!-)",  # "widow-taker" names a player, not the action
    re.IGNORECASE,
)


def card_mentions(text: str, trump: int | None = None) -> list[Card]:
    """The cards a text names, in order: pretty (``10♥``), code (``QS``) and word forms ("the
    ace of spades", "the 9 of trumps" when ``trump``, a :class:`~engine.cards.Suit`, is known).

    >>> text = "P1 leads the Q♠; you hold 10H and the 9 of trumps"
    >>> [c.code for c in card_mentions(text, Suit.HEARTS)]
    ['QS', '10H', '9H']
    >>> [c.code for c in card_mentions(text, 1)]  # 1 is diamonds (engine.cards.Suit)
    ['QS', '10H', '9D']
    """
    found: list[tuple[int, Card]] = []
    for m in _PRETTY.finditer(text):
        found.append((m.start(), Card.parse(m.group(1) + _SYMBOL[m.group(2)])))
    for m in _CODE.finditer(text):
        try:
            found.append((m.start(), Card.parse(m.group(1) + m.group(2))))
        except CardParseError:
            continue
    for m in _WORDS.finditer(text):
        rank = _WORD_RANKS.get(m.group(1).lower(), m.group(1))
        suit = m.group(2).lower()
        if suit == "trumps":
            if trump is None or trump < 0:
                continue
            letter = Suit(trump).letter
        else:
            letter = _SUIT_WORDS[suit]
        found.append((m.start(), Card.parse(rank + letter)))
    seen: list[Card] = []
    for _, c in sorted(found, key=lambda x: x[0]):
        if c not in seen:
            seen.append(c)
    return seen


def mentioned(text: str) -> int:
    """The cards ``text`` names (:func:`card_mentions`), as a mask: a picture keeps them face up."""
    mask = 0
    for c in card_mentions(text):
        mask |= 1 << int(c)
    return mask


def visible(scn: Scenario) -> int:
    """Every card the position's picture shows face up (the game's ``table_cards``), a mask."""
    mask = 0
    for m in scn.game.table_cards(scn.state).values():
        mask |= m
    return mask


def _where(scn: Scenario) -> str:
    places = scn.game.table_cards(scn.state)
    return "; ".join(
        f"{k}: {' '.join(CARDS[c].pretty for c in range(52) if m >> c & 1)}"
        for k, m in places.items()
    )


def missing_cards(text: str, scn: Scenario) -> list[Card]:
    """The cards ``text`` names that the position's picture does not show."""
    shown = visible(scn)
    return [c for c in card_mentions(text, scn.state.trump) if not shown >> int(c) & 1]


def _mover_problem(scn: Scenario) -> str | None:
    g, s = scn.game, scn.state
    mover = g.current_player(s)
    if mover is None or mover < 0 or g.is_over(s):
        return None
    if not s.hands[mover] and not g.hands_face_down(s):
        return (
            f"P{mover} is to move, but the picture gives him no cards "
            f"(give his hand: hands.P{mover})"
        )
    if not g.legal_actions(s):
        return f"P{mover} is to move, but the engine offers him no action"
    return None


def about_actions(title: str, game: Any) -> list[str]:
    """The action words a step's title makes it about (only the game's own actions)."""
    mine = set(words_for(game)) | {"play"}
    out = []
    for m in _ACTION.finditer(title):
        word = ACTION_WORDS[m.group(1).lower()]
        if word in mine and word not in out:
            out.append(word)
    return out


def _page_lines(step: Step, labels: dict[str, str]) -> tuple[str, list[str]]:
    """The head sentence and the reasons the Learn page prints under a step's position."""
    assert step.scenario is not None and step.show is not None
    scn = step.scenario
    kind = {"legal": "legal_cards"}.get(step.show, step.show)
    head = legal_words(scn.game, scn.state, step.show, labels)
    lines, _ = explanation(Question(id=step.id, kind=kind, prompt="", scenario=scn))
    return head, lines


def empty_play_list(head: str) -> bool:
    """Does the Learn line name no card where it says which may be played? It says them as a
    list (83dbdc3), so an empty one reads "may play (highlighted)".

    >>> [empty_play_list(h) for h in ("You may play (highlighted).", "P2 may play:",
    ...  "You may play any card in hand: (all highlighted).", "You may play 9♠ or 4♠ (highlighted).")]
    [True, True, True, False]
    """
    return bool(
        re.search(r"may play(?: any card in hand:)?:?\s*\(", head)
        or re.search(r"may play(?: any card in hand)?:?\s*$", head.rstrip(".").rstrip())
    )


def sentence_problems(step: Step, labels: dict[str, str] | None = None) -> list[str]:
    """Where the Learn page's sentences for a step would contradict each other."""
    if step.scenario is None or step.show not in ("legal", "declare"):
        return []
    head, lines = _page_lines(step, labels or {})
    g, s = step.scenario.game, step.scenario.state
    out = []
    every = any(line.startswith("every card in hand may be played") for line in lines)
    play_refused = any(r.action.kind == "play" for r in g.refusals(s))
    if empty_play_list(head):
        out.append(f"the page says \u201c{head}\u201d: a list of playable cards with nothing in it")
    if "may not be played" in head and (every or not play_refused):
        out.append(
            "the page says the dimmed cards may not be played, but no card is refused"
            + (" and the reasons say every card in hand may be played" if every else "")
        )
    if "any card" in head and play_refused:
        out.append("the page says any card may be played, but the engine refuses some")
    plays = any(a.kind == "play" for a in g.legal_actions(s))
    if step.show == "legal" and ("may play" in head) != plays:
        out.append(f"a step that shows the legal moves, but the page says \u201c{head}\u201d")
    return out


def step_problems(step: Step, game: Any) -> list[str]:
    """Every way a step's picture fails its text (empty: it shows what it says)."""
    scn = step.scenario
    if scn is None:
        return []
    out = []
    missing = missing_cards(f"{step.title}\n{step.text}", scn)
    if missing:
        out.append(
            f"the text names {' '.join(c.pretty for c in missing)}, which the picture does not "
            f"show (it shows {_where(scn) or 'no card'})"
        )
    out += _short_problems(scn, step.text, "text")
    why = _mover_problem(scn)
    if why:
        out.append(why)
    g, s = scn.game, scn.state
    if step.show in ("legal", "declare"):
        acts = g.legal_actions(s)
        if step.show == "legal" and not acts:
            out.append("shows the moves the rules allow, but nothing is on offer")
        # a step showing the moves offers every one, allowed or refused (lessons/tasks.py)
        shown = {a.kind for a in acts} | {
            r.action.kind
            for r in g.refusals(s)
            if step.show == "legal" or r.action.kind in words_for(g)
        }
        for word in about_actions(step.title, g):
            if word not in shown:
                out.append(
                    f"is about {word!r} (its title), but the page shows no {word!r} on offer "
                    f"or refused (on offer: {', '.join(sorted({a.kind for a in acts}))})"
                )
        out += sentence_problems(step)
        picked = {a.kind for a in acts if a.cards}
        if step.show == "declare" and picked and {a.kind for a in acts} == picked:
            out.append(
                f"asks which words may be chosen, but every move here ({', '.join(sorted(picked))}) "
                "is made of cards from the hand: set show to legal, so that the learner chooses "
                "the cards"
            )
    return out


# What a prompt says when its picture gives a seat only some of his cards.
PARTIAL = "only the cards that matter are shown"


def _before_last_card(scn: Scenario) -> tuple[Scenario, int]:
    """The position a picture of a finished trick draws, and the seat that played its last card
    (-1: no finished trick). The scenario gives the whole trick, which the engine judges at once
    (counted to its winner, and in Sixty-Six with the stock open both players draw), but Learn
    and Quiz draw it lying on the table before anyone takes it: that moment is the position
    with the last card back in its player's hand, his turn to play it, where
    :meth:`~engine.game.Game.cards_held` counts rightly (Sixty-Six's rank step: five cards
    each beside the trick of trick 1, where after the draw each would hold six). A scenario
    this cannot rebuild is returned as it is."""
    trick = scn.data.get("trick")
    if not isinstance(trick, list) or len(trick) <= len(scn.state.trick):
        return scn, -1
    name, _, card = str(trick[-1]).partition(" ")
    hands = dict(scn.data.get("hands") or {})
    hands[name] = [*(hands.get(name) or []), card]
    try:
        before = from_dict({**scn.data, "hands": hands, "trick": trick[:-1]}, scn.source)
    except ScenarioError:
        return scn, -1
    return before, int(name[1:]) if name[1:].isdigit() else -1


def short_hands(scn: Scenario) -> list[tuple[int, int, int]]:
    """``(seat, given, held)`` for each hand the scenario gives with fewer cards than the
    seat holds at that point of a real deal (:meth:`engine.game.Game.cards_held`); a finished
    trick is counted as the picture draws it, on the table (:func:`_before_last_card`)."""
    before, last = _before_last_card(scn)
    out = []
    for seat, mask in enumerate(scn.state.hands):
        held = before.game.cards_held(before.state, seat) if mask else None
        if held is not None:
            held -= seat == last  # he has played it: the card lies on the trick
            if mask.bit_count() < held:
                out.append((seat, mask.bit_count(), held))
    return out


def _short_problems(scn: Scenario, text: str, field: str) -> list[str]:
    """A hand smaller than a real deal's at that point, which ``text`` does not call partial."""
    if PARTIAL in text.lower():
        return []
    return [
        f"gives P{seat} {given} cards where he would hold {held} at this point: give his whole "
        f"hand, or say in the {field} that {PARTIAL}"
        for seat, given, held in short_hands(scn)
    ]


# A pool's size said in the words ("the pool holds 20", "a pool of 6", "with 10 in the pool"),
# and the words that give it its unit after the number
_POOL_SIZE = re.compile(
    r"\bpool (?:holds|held|of|with)\s+(?:only |just )?(\d+)\b(?!\s+(?:red|white|counters?)\b)"
    r"|\b(\d+) in the pool\b",
    re.IGNORECASE,
)


def unit_problems(text: str, game: Any, field: str) -> list[str]:
    """A pool's size in ``text`` without its unit, in a game played for counters: the picture's
    pool ("20 counters"), the settlement and the Quiz's answer form ("Write each amount in
    counters") say the unit, and Rams' q_fifths asked "The pool holds 25. ... What does each
    player receive or pay?" with none.

    >>> from engine.game import REGISTRY
    >>> unit_problems("The pool holds 20: P1 takes 12.", REGISTRY.get("rams"), "text")
    ["says 'pool holds 20' without its unit: say 'pool holds 20 counters' in the text"]
    >>> unit_problems("A pool of 6 red, and 10 counters in the pool.", REGISTRY.get("loo"), "prompt")
    []
    """
    if "counters" not in game.amount_unit:
        return []  # points and game points: no pool to size
    unit = game.amount_unit.split()[0]  # "red" (Loo's, as its lessons say it), or "counters"
    out = []
    for m in _POOL_SIZE.finditer(" ".join(text.split())):
        said = m.group(0)
        number = m.group(1) or m.group(2)
        fixed = said.replace(number, f"{number} {unit}", 1)
        out.append(f"says {said!r} without its unit: say {fixed!r} in the {field}")
    return out


def question_problems(q: Question) -> list[str]:
    """Every way a question's picture fails its prompt: cards named but not drawn, a mover
    without cards, cards the engine counts that are not drawn."""
    scn = q.scenario
    out = unit_problems(q.prompt, q.game, "prompt")
    missing = missing_cards(q.prompt, scn)
    if missing:
        out.append(
            f"the prompt names {' '.join(c.pretty for c in missing)}, which the picture does not "
            f"show (it shows {_where(scn) or 'no card'})"
        )
    out += _short_problems(scn, q.prompt, "prompt")
    if q.kind in ("legal_cards", "declare", "may_act", "should_claim"):
        why = _mover_problem(scn)
        if why:
            out.append(why)
    if q.kind in ("card_points", "should_claim"):
        lines, _ = explanation(q)
        shown = visible(scn)
        counted = [c for line in lines for c in card_mentions(line) if not shown >> int(c) & 1]
        if counted:
            out.append(
                f"the engine counts {' '.join(c.pretty for c in counted)}, which the picture "
                "does not show"
            )
        if q.kind == "card_points":
            seat = q.seat
            if (
                seat is not None
                and q.state.tricks[seat]
                and not any(
                    k.startswith(f"P{seat}'s tricks") for k in scn.game.table_cards(q.state)
                )
            ):
                out.append(f"asks for P{seat}'s card points but draws none of the cards he took")
    return out


def reading_id_problems(text: str, game: Any) -> list[str]:
    """A text naming a reading or an option by its id (``eb_compulsory_rob``), where the page's
    reading switch shows its label: the learner looks for a word no control bears.

    >>> reading_id_problems("Switch to the variant *eb_compulsory_rob*.", REGISTRY.get("spoil_five"))
    ["names the reading 'eb_compulsory_rob' by its id: the page calls it “Robbing compulsory (1911 Britannica)”"]
    """
    labels = {v.name: v.label for v in game.variants.values()}
    labels.update((o.name, o.label) for o in game.options if o.name not in labels)
    return [
        f"names the reading {name!r} by its id: the page calls it \u201c{label}\u201d"
        for name, label in labels.items()
        if "_" in name and re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text)
    ]


def note_problems(step: Step, game: Any) -> list[str]:
    """Rules quoting the step's very passage with different notes, none of them declared by the
    step (``teaches:``): the loader shows under the quote the note of the rule the step
    declares (:func:`lessons.loader.quoted_note`), so an undeclared choice showed no note at all
    (Bierspiel's crosses, whose passage the rule of no general rams quotes too with a note of
    its own; Spoil Five's dealer's robbing, whose sentence holds the lead's)."""
    said = normalise(step.rule.quote)
    quoting = [
        r
        for r in game.rules
        if r.seed == step.rule.seed and not r.guard and normalise(r.quote) == said
    ]
    if len({r.note for r in quoting}) < 2 or any(r.id in step.teaches for r in quoting):
        return []
    ids = ", ".join(r.id for r in quoting)
    return [
        f"teaches names none of the rules that quote this passage with different notes ({ids}): "
        "declare the step's own"
    ]


def untaught_problems(lesson: Lesson, step: Step) -> list[str]:
    """A declaring step whose every right move is of a kind no step up to it teaches (its
    task would have nothing right to tick): the kinds, and where the lesson teaches each."""
    if step.show != "declare" or step.scenario is None:
        return []
    q = Question(id=step.id, kind="declare", prompt="", scenario=step.scenario)
    kinds = {q.game.word_action(w).kind for w in q.solve()}
    held = untaught(lesson, step, kinds)
    if not kinds or set(held) != kinds:
        return []
    taught = kinds_taught(lesson)
    where = [
        f"{k} (a rule allowing it: {', '.join(sorted(allowing(lesson)[k]))}; "
        + next(
            (f"first taught by step {s.id!r})" for s in lesson.steps if k in taught[s.id]),
            "taught by no step)",
        )
        for k in held
    ]
    return [
        "asks which moves the player may choose, but no step up to it teaches a rule allowing "
        f"any right one: {'; '.join(where)}. Teach one first (teaches: [rule id]), or move the step"
    ]


def check_lesson(lesson: Lesson) -> list[str]:
    """Every picture-against-text problem in a lesson, one line each."""
    game = REGISTRY.get(lesson.game)
    out: list[str] = [f"{lesson.path}: intro: {p}" for p in reading_id_problems(lesson.intro, game)]
    for i, step in enumerate(lesson.steps):
        for p in [
            *reading_id_problems(f"{step.title}\n{step.text}", game),
            *unit_problems(f"{step.title}\n{step.text}", game, "text"),
        ]:
            out.append(f"{lesson.path}: steps[{i}] ({step.id}): {p}")
    for i, step in enumerate(lesson.steps):
        for p in [
            *step_problems(step, game),
            *note_problems(step, game),
            *untaught_problems(lesson, step),
        ]:
            out.append(f"{lesson.path}: steps[{i}] ({step.id}): {p}")
    for i, q in enumerate(lesson.quiz):
        for p in question_problems(q):
            out.append(f"{lesson.path}: quiz[{i}] ({q.id}): {p}")
    return out


def all_problems(lessons: Iterable[Lesson]) -> list[str]:
    return [p for lesson in lessons for p in check_lesson(lesson)]
