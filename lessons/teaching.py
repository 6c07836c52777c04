"""Which Learn step teaches each rule: one answer for the Rules page's brief, Review's and the
Quiz's "Learn:" links (:func:`teaching_steps`), and when a rule is first taught, for what a
step may show or offer before it (:func:`first_teaching_steps`).

A step teaches a rule where it declares it (``teaches:`` in the lesson file), whether or not
its quote holds the rule's words, or where its quote is the rule's very words (same source, the
same passage once folded as :func:`engine.rules.normalise` folds it). A step whose longer
passage merely holds a rule's words does not teach it: Linger Longer's 'last_left' quotes "The
last one left, ..., wins the game.", which holds the words of the stake rule ("wins the
game."), taught by the step 'stake'. No step at all is better than a step about another rule:
guessing one (a step whose position refused a card by the rule, or whose words shared a third
of its statement) linked Bierspiel's "Three to six play" to "A turned 7♦ does not fix trumps"
(tests/app/test_teaching_step_declared.py).

Of the steps teaching a rule, a link goes to the rule's own step, where the rule is the step's
subject (:func:`own_step`), not to the first that names it in passing: Spoil Five's link for
"The A♥ is always the third trump" went to 'order_diamonds' (the diamond trumps, declaring the
A♥ among them), not to 'ace_of_hearts'; Loo's heading to 'follow_head', whose subject is
following suit, not to 'head_any_better', which quotes heading's sentence.

>>> import engine.games
>>> from engine.game import REGISTRY
>>> from lessons import load
>>> taught = teaching_steps(load("spoil_five"), REGISTRY.get("spoil_five").rules)
>>> taught["spoil_five.lead"].id, taught["spoil_five.rob_dealer"].id
('lead', 'rob_dealer')
>>> taught["spoil_five.ace_of_hearts"].id
'ace_of_hearts'
"""

from __future__ import annotations

import dataclasses
import threading
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.game import REGISTRY
from engine.rules import Rule, normalise

if TYPE_CHECKING:  # only for annotations: the loader imports lessons.checks, which imports this
    from lessons.loader import Lesson, Step


def first_teaching_steps(
    lesson: Lesson, rules: Iterable[Rule], reading: str | None = None
) -> dict[str, Step]:
    """Each rule of ``rules`` a step teaches → the first step teaching it: the first declaring
    it, else the first quoting its very words (see the module's docstring); rules no step
    teaches are left out. From that step on the lesson has taught it: what a step's picture
    may show, and a task offer, before it (:func:`taught_later`, :func:`kinds_taught`). With
    ``reading``, only the steps of that reading count."""
    steps = _of_reading(lesson, reading)
    book = list(rules)
    known = {r.id for r in book}
    out: dict[str, Step] = {}
    for step in steps:
        for rule_id in step.teaches:
            if rule_id in known:
                out.setdefault(rule_id, step)
    said = {(r.id, r.seed): normalise(r.quote) for r in book if r.id not in out}
    for step in steps:
        quote = normalise(step.rule.quote)
        for (rule_id, seed), words in said.items():
            if quote and seed == step.rule.seed and words == quote:
                out.setdefault(rule_id, step)
    return out


def teaching_steps(
    lesson: Lesson, rules: Iterable[Rule], reading: str | None = None
) -> dict[str, Step]:
    """Each rule of ``rules`` a step teaches → the step that teaches it best, its own step
    (:func:`own_step`, of the steps declaring it or quoting its very words); rules no step
    teaches are left out. With ``reading``, only the steps of that reading count (the brief
    gives another reading's steps their own place, under the reading's name)."""
    quoted = [(s, normalise(s.rule.quote)) for s in _of_reading(lesson, reading)]
    out: dict[str, Step] = {}
    for r in rules:
        words = normalise(r.quote)
        says = [(s, bool(words) and s.rule.seed == r.seed and q == words) for s, q in quoted]
        found = [(s, said) for s, said in says if said or r.id in s.teaches]
        if found:
            out[r.id] = own_step(lesson, r, found)
    return out


def own_step(lesson: Lesson, rule: Rule, found: list[tuple[Step, bool]]) -> Step:
    """Of the steps ``found`` teaching ``rule`` (each with whether its quote is the rule's very
    words), in the lesson's order, the rule's own step, where the rule is the step's subject:
    of the lesson's own reading, the rule first in its ``teaches:`` and its quote the rule's
    words, else either (Loo's heading: 'head_any_better', quoting heading's sentence, not
    'follow_head', declaring it after following suit); of those alike, one the lesson names
    for the rule (step 'ace_of_hearts' for ``spoil_five.ace_of_hearts``, which
    'order_diamonds' declares and quotes too); then one whose position has the rule at work
    (:func:`at_work`) and that teaches its own passage alone (it declares no rule quoting
    another: :func:`sources_beside`); then the first.

    Napoleon's 'rising' and 'all_pass' quote one sentence of the rules notes, "strictly rising
    bids, and a redeal if everyone passes.", the words of both rules: the redeal links
    'all_pass', whose deal is thrown in (its settlement cites the redeal), and the rising bids
    'rising', where a lower bid is refused. Forty-Five's A♥ stays at 'order_hearts', under the
    card order: 'which_wins' has it at work in its trick and quotes its passage too, but
    declares who wins a trick, quoted from Foster (its subject). Loo's ``loo.dealer_must_play``
    links 'defend' ("The dealer against a single player"), whose passage is the rule's and
    whose position refuses the dealer's pass by it; the later 'lone_widow_002' quotes it for
    the readings of a lone widow-taker."""
    name = rule.id.rsplit(".", 1)[-1]

    def rank(step: Step, said: bool) -> tuple[bool, int, bool]:
        own = (step.variant or lesson.variant) == lesson.variant
        first = step.teaches[:1] == (rule.id,)
        return (own, int(first) + int(said), step.id == name)

    ranks = [rank(s, said) for s, said in found]
    tied = [s for (s, _), k in zip(found, ranks, strict=True) if k == max(ranks)]
    if len(tied) > 1:  # the position decides (worked out only here: a few steps a lesson)
        book = REGISTRY.get(lesson.game).rules
        shown = [s for s in tied if rule.id in at_work(s) and not sources_beside(s, book)]
        tied = shown or tied
    return tied[0]


def at_work(step: Step) -> frozenset[str]:
    """The ids of the rules the engine decides the step's position by: those refusing a move
    there and those allowing one (:meth:`engine.game.Game.grounds`, not a rule saying only
    what a move costs), the rule giving the trick a step about its winner shows, and the
    rules the settlement of a finished deal cites.

    >>> from lessons import load
    >>> lesson = load("napoleon")
    >>> sorted(at_work(lesson.step("all_pass"))), "napoleon.rising_bids" in at_work(lesson.step("rising"))
    (['napoleon.redeal'], True)
    """
    if step.scenario is None:
        return frozenset()
    g, s = step.scenario.game, step.scenario.state
    ids = {r.rule.id for r in g.refusals(s)}
    ids.update(x.rule.id for a in g.legal_actions(s) for x in g.grounds(s, a) if x.allows)
    if step.show == "trick_winner" and g.last_trick_info(s) is not None:
        ids.add(g.trick_winner_rule(s).id)
    settled = g.settlement(s) if g.is_over(s) else None
    if settled is not None:
        ids.update(x.rule for x in [*settled.transfers, *settled.notes] if x.rule)
    return frozenset(ids)


def _of_reading(lesson: Lesson, reading: str | None) -> list[Step]:
    return [s for s in lesson.steps if reading is None or (s.variant or lesson.variant) == reading]


def sources_beside(step: Step, rules: Iterable[Rule]) -> list[tuple[tuple[Rule, ...], Rule]]:
    """The other sources a step gives: for each passage its quote does not hold (another book,
    or other words) that a rule the step declares (``teaches:``) quotes, the rules quoting it
    and one of them for its quote, book and note. Forty-Five's 'follow_or_trump' quotes the
    rules notes' "must follow suit if possible, or trump." and declares who leads, which rests
    on Foster's "These names are given to Spoil Five ...": a step teaching two rules gives each
    rule's source, as the Rules page does.

    >>> import engine.games
    >>> from engine.game import REGISTRY
    >>> from lessons import load
    >>> step = load("forty_five").step("follow_or_trump")
    >>> [(ids, r.book_shown) for ids, r in
    ...  [([x.id for x in rs], r) for rs, r in sources_beside(step, REGISTRY.get("forty_five").rules)]]
    [(['forty_five.lead'], "Foster's Hoyle, 1897")]
    """
    book = {r.id: r for r in rules}
    held = normalise(step.rule.quote)
    groups: dict[tuple[str, str], list[Rule]] = {}
    for rule_id in step.teaches:
        r = book.get(rule_id)
        if r is None or r.guard:
            continue
        words = normalise(r.quote)
        if r.seed == step.rule.seed and held and words and (words in held or held in words):
            continue
        groups.setdefault((r.seed, words), []).append(r)
    return [(tuple(rs), rs[0]) for rs in groups.values()]


# ---- the kinds of move a step has taught -----------------------------------------------------
# A task offers a kind of move besides a card (rob, close, claim, meld, the widow) only once a
# step up to it has taught a rule allowing that kind: read from what the steps declare and
# quote (:func:`first_teaching_steps`) and the rules the engine grounds such moves in, by the role
# the engine declares for each (:attr:`engine.refusal.Ground.role`), never from the steps'
# words. Computed once per lesson.


def allowing(lesson: Lesson) -> dict[str, frozenset[str]]:
    """Each kind of move besides a card that a position of the lesson's steps allows → the ids
    of the rules that let the player make it there (:meth:`engine.game.Game.grounds` whose
    role is ``"allows"``), over all those positions: standing and passing by the game's
    declaring rule (``rams.declare``), a bid by Napoleon's one turn. A rule saying only what a
    move costs or scores does not teach it: the pone's pass is not taught by the five it costs
    him (``rams.pone``), nor closing by the game points a closer who fails gives away. A kind
    no rule allows at any of those positions is not in it (nothing to wait for).

    >>> from lessons import load
    >>> sorted(allowing(load("sixty_six"))["close"]), sorted(allowing(load("rams"))["pass"])
    (['sixty_six.close'], ['rams.declare', 'rams.lesson_000.declare'])
    """
    out: dict[str, set[str]] = {}
    for step in lesson.steps:
        if step.scenario is None:
            continue
        g, s = step.scenario.game, step.scenario.state
        for a in g.legal_actions(s):
            if a.kind != "play":
                ids = (r.rule.id for r in g.grounds(s, a) if r.allows)
                out.setdefault(a.kind, set()).update(ids)
    return {k: frozenset(ids) for k, ids in out.items() if ids}


@dataclass(frozen=True)
class _Taught:
    """What a lesson's steps teach, in its order."""

    allowed: Mapping[str, frozenset[str]]  # :func:`allowing`
    at: Mapping[str, int]  # step id → its index
    since: Mapping[str, int]  # rule id → the index of the step first teaching it
    kinds: Mapping[str, frozenset[str]]  # step id → the kinds taught at or before it


def kinds_taught(lesson: Lesson) -> Mapping[str, frozenset[str]]:
    """Each step's id → the kinds of move (of :func:`allowing`) taught at or before it: those
    with a rule allowing them that a step up to it teaches (declares or quotes). Sixty-Six's
    'marriage_value' quotes what a marriage scores, which does not teach that it may be shown;
    it declares the rule that allows showing one (``sixty_six.marriage_after_trick``), so the
    meld is taught from it, and not at 'draw', the step before.

    >>> from lessons import load
    >>> taught = kinds_taught(load("sixty_six"))
    >>> sorted(taught["draw"]), sorted(taught["marriage_value"])
    ([], ['meld'])
    """
    return _per_lesson(lesson).kinds


def untaught(lesson: Lesson, step: Step, kinds: Iterable[str]) -> tuple[str, ...]:
    """Of ``kinds`` (kinds of move on offer at ``step``'s position), those a rule allows
    (:func:`allowing`) that no step of ``lesson`` up to ``step`` teaches, sorted. A kind whose
    move the engine refuses there by a rule taught by then is taught too: the step sets the
    learner that refusal (Bierspiel's 'auf' offers the widow, refused until the word "Auf").
    A step not in the lesson is read alone (its own rules, its own position)."""
    if any(st is step for st in lesson.steps) or step in lesson.steps:
        known = _per_lesson(lesson)
    else:
        known = _computed(dataclasses.replace(lesson, steps=(step,), quiz=()))
    i = known.at[step.id]
    refused: set[str] = set()
    if step.scenario is not None:
        g, s = step.scenario.game, step.scenario.state
        refused = {r.action.kind for r in g.refusals(s) if known.since.get(r.rule.id, i + 1) <= i}
    held = {k for k in kinds if k in known.allowed and k not in known.kinds[step.id]}
    return tuple(sorted(held - refused))


def taught_later(lesson: Lesson, step: Step) -> frozenset[str]:
    """The ids of the rules a step of ``lesson`` after ``step`` teaches first
    (:func:`first_teaching_steps`): what ``step``'s picture is not to show yet (Linger Longer's
    trump box on 'deal', a step before 'trump_card' teaches how trumps are fixed:
    :attr:`ui.cards.TableOptions.untaught`), read by its id. A step not in the lesson: none.

    >>> from lessons import load
    >>> lesson = load("linger_longer")
    >>> "linger_longer.trump_card" in taught_later(lesson, lesson.step("deal"))
    True
    >>> "linger_longer.trump_card" in taught_later(lesson, lesson.step("trump_card"))
    False
    """
    known = _per_lesson(lesson)
    i = known.at.get(step.id)
    if i is None:
        return frozenset()
    return frozenset(rule_id for rule_id, k in known.since.items() if k > i)


def allowing_taught(lesson: Lesson, step: Step) -> dict[str, tuple[str, ...]]:
    """Each kind of move besides a card (of :func:`allowing`) → the ids of the rules allowing
    it that a step of ``lesson`` up to ``step`` teaches, sorted: what a Learn try may cite for
    a move whose own rule at that position a later step teaches (Rams' 'dealer_card', under
    the lesson text, allows rams by ``rams.lesson_000.rams``, which 'rams_000' teaches later;
    Foster's ``rams.general_rams`` taught the move before). A step not in the lesson: none.

    >>> from lessons import load
    >>> lesson = load("rams")
    >>> allowing_taught(lesson, lesson.step("dealer_card"))["rams"]
    ('rams.general_rams',)
    """
    known = _per_lesson(lesson)
    i = known.at.get(step.id)
    if i is None:
        return {}
    return {
        kind: tuple(sorted(r for r in ids if known.since.get(r, i + 1) <= i))
        for kind, ids in known.allowed.items()
    }


# A lesson's steps (by identity: a read lesson is shared, and a lesson re-read in another
# variant shares its steps) → what they teach. A Learn page asks for every step's task.
_DONE: dict[int, tuple[tuple[Step, ...], _Taught]] = {}
_DONE_MAX = 64
_DONE_LOCK = threading.Lock()


def _per_lesson(lesson: Lesson) -> _Taught:
    known = _DONE.get(id(lesson.steps))
    if known is not None and known[0] is lesson.steps:
        return known[1]
    found = _computed(lesson)
    with _DONE_LOCK:  # (the app's sessions run in threads)
        _DONE[id(lesson.steps)] = (lesson.steps, found)  # (kept: its id is not reused)
        while len(_DONE) > _DONE_MAX:
            del _DONE[next(iter(_DONE))]
    return found


def _computed(lesson: Lesson) -> _Taught:
    allowed = allowing(lesson)
    first = first_teaching_steps(lesson, REGISTRY.get(lesson.game).rules)
    at = {st.id: i for i, st in enumerate(lesson.steps)}
    since = {rule_id: at[st.id] for rule_id, st in first.items()}
    kinds = {
        st.id: frozenset(
            k for k, ids in allowed.items() if any(since.get(r, len(at)) <= i for r in ids)
        )
        for i, st in enumerate(lesson.steps)
    }
    return _Taught(allowed, at, since, kinds)
