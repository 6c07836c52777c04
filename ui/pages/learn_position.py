"""Learn's pictures of a step's position with the engine's answer (:func:`step_view`,
:func:`draw_position`) and the same step under the other reading where its answer differs
(:func:`readings_differ`); split from ui/pages/learn.py (the lesson's page, its tasks and its
moving through the steps), which draws them."""

from __future__ import annotations

import contextlib
from collections.abc import Collection, Sequence
from dataclasses import replace
from functools import partial
from typing import Any

import streamlit as st

from engine.cards import listed
from engine.game import Game, Ground, either_of
from engine.quiz import Question, legal_words
from engine.quiz_words import explanation_said
from engine.refusal import BECAUSE
from engine.scenario import Scenario, ScenarioError, from_dict
from engine.sentence import Sentence
from lessons import Lesson, Step, load
from lessons.tasks import named, step_seat
from lessons.teaching import taught_later
from ui.cards import PICTURE_WIDTH, TableView, table_view
from ui.format import capital, does, md, says_reason
from ui.labels import word_labels
from ui.pages.common import (
    bullets,
    cite,
    draw_view,
    free_options,
    reading_name,
    reasons,
    settlement_table,
)
from ui.play_table import action_label
from ui.tables import game_ui

# A step's pictures are keyed by their order (card_picture's place) and stand in fixed boxes
# (_lesson), so Next, Back or an answer draws over the old picture: a new element (a new key,
# or one moved down by a task's heading) was mounted empty, at no height until drawn, and the
# step under it jumped. First the task's or the solved position; then, where its answer
# differs, the position under the learner's reading. A place left empty goes at the run's end.
PLACES = ("learn-0", "learn-1")

SHOW_KIND = {
    "legal": "legal_cards",
    "trick_winner": "trick_winner",
    "settlement": "settlement",
    "declare": "declare",
}


@st.cache_resource
def lesson_for(game_id: str) -> Lesson:
    """The lesson as written (steps keep their own readings); loaded once per process."""
    return load(game_id)


# ---- the position with its answer ------------------------------------------------------------
def still_view(state: Any, **kw: Any) -> TableView:
    """The table of a step that shows no decision (no ``show``: the deal, the pool; ``show:
    cards``: the card order of a suit): every hand face up, and nobody's turn, so no seat's turn
    tag ("P1 to play", "may rob, then play"), and no box of the duties at this trick (the
    tables' ``duties`` option: Spoil Five's and Forty-Five's "Now: Leading: any card."), which
    would teach a move the step is not about."""
    view = table_view(state, reveal=True, highlight=False, duties=False, **kw)
    return replace(view, seats=tuple(replace(seat, to_move=False) for seat in view.seats))


def step_view(game: Game[Any], step: Step, scn: Scenario, caption: str = "") -> TableView:
    """The table a step's position is drawn as, with what it shows: a trick's winner marked, the
    mover's moves, or (a step with no decision) nobody's turn (:func:`still_view`)."""
    s = scn.state
    show = step.show
    # what a later step teaches is not drawn yet (Linger Longer's trump box on 'deal')
    later = taught_later(lesson_for(game.id), step)
    # a settlement of a game a trick in the position ended (Linger Longer's last trick): that
    # trick in the middle, as the text tells it, not "the game is over" beside it
    ended_by_trick = show == "settlement" and bool(scn.data.get("trick"))
    if (show == "trick_winner" or ended_by_trick) and s.history:
        plays, winner = s.history[-1]
        card = next(c for p, c in plays if p == winner)
        seat = step_seat(step)  # a step that seats the learner tells him "you win"
        wins = does(winner, -1 if seat is None else seat, "win", "you")
        return table_view(
            s,
            duties=False,  # the steps teach the duties one at a time: no "Now" box
            viewer=seat,
            reveal=True,
            highlight=False,
            trick=plays,
            marked=[card],
            caption=caption,
            trick_title=f"{game.trick_title(s)}: {wins}",
            untaught=later,
        )
    if show is None or show == "cards":
        return still_view(s, caption=caption, named=named(step), untaught=later)
    mover = game.current_player(s) if show in ("legal", "declare") else None
    return table_view(
        s,
        duties=False,
        viewer=mover if mover is not None and mover >= 0 else None,
        reveal=True,
        highlight=show == "legal",
        caption=caption,
        named=named(step),
        untaught=later,
    )


def draw_position(
    game: Game[Any],
    step: Step,
    scn: Scenario,
    caption: str = "",
    said: Sequence[str] = (),
    place: str = PLACES[0],
    box: Any = None,
    held: Collection[str] = (),
) -> None:
    """Draw the step's position with what it shows (:func:`step_view`), and the engine's
    reasons (those ``said`` already, by a task's verdict, left out), its picture under
    ``place``, in ``box`` if given (else where the page is drawing, as the reasons).
    ``held``: the kinds of move the step's task holds back (:attr:`lessons.tasks.Task.held`),
    left out of the lines as the task leaves them out of its choices."""
    s = scn.state
    show = step.show
    with box if box is not None else contextlib.nullcontext():
        draw_view(partial(step_view, game, step, scn, caption), s, PICTURE_WIDTH, place)
    if show is None or show == "cards":
        return
    q = Question(id=step.id, kind=SHOW_KIND[show], prompt="", scenario=scn)
    why, rules = explanation_said(q, leave=held)  # a move named is a part (reasons: its box)
    lines: list[Sentence | str] = list(why)
    heads: tuple[str, ...] = ()  # a settlement's reasons the caption says (with their moves)
    if show in ("legal", "declare"):
        # to the mover: the picture above names him "(you)", the task says "You are P2"
        line = legal_words(game, s, show, may_words(game, s), to_mover=True, leave=held)
        st.markdown(md(line))
    if show == "legal":  # the moves beyond a card that a rule refuses (robbing with the ace)
        beyond = [r for r in game.refusals(s) if r.action.kind not in ("play", *held)]
        told_here = [line.text() for line in why]
        lines = [*lines, *refused_lines(game, s, told=told_here, held=held)]
        rules = [*rules, *dict.fromkeys(r.rule for r in beyond if r.rule not in rules)]
    elif show == "settlement" and game.is_over(s):  # (in play under another reading, a Loo
        # flush under the lesson text's: the lines below say nothing is settled yet, and the
        # engine gives a deal in play no settlement table)
        settlement_table(game, s)
        # a line the picture's caption says already is not said again under it: Spoil Five's
        # spoiled deal read 'Nobody won three tricks: the deal is spoiled and the pool stays.'
        # under the picture and once more as the one reason below the table
        shown = table_view(s, reveal=True, caption=caption).caption.strip().removesuffix(".")
        said = [*said, shown] if shown else said
        # nor with the moves it settles after it, the table above giving them: Forty-Five's
        # 'P0+P2 count out: with 2 tricks credited at 5 each, P0+P2's score reaches 45.' under
        # the picture, then '... reaches 45: points → P0+P2 10' (and so every settled step of
        # Forty-Five's lesson)
        settle = game.settlement(s)
        moved = settle.transfers if settle else ()
        # (or the caption says the reason on, with what its moves take: Spoil Five's 'P1 won
        # three tricks and takes the pool.' over 'P1 won three tricks: P1 takes 7 from the pool')
        reasons_said = {t.reason for t in moved if says_reason(shown, capital(t.reason))}
        heads = tuple(f"{capital(r)}: " for r in reasons_said)
    elif show == "trick_winner":
        note = game_ui(game.id).rejudge_note(s)
        if note:
            lines = [*lines, note]
    told = {capital(line) for line in said}
    left = [
        line
        for line in reasons(game, q.kind, s, lines)
        if line not in told and not line.startswith(heads)
    ]
    if left:  # (a settled step whose every reason the caption says draws no empty list: Spoil
        # Five's three_tricks left an empty Markdown element, a gap, between table and fold)
        bullets(left)
    if rules:
        # the learner's words, not the program's (it read "The rules the engine applied")
        with st.expander(f"The {'rules' if len(rules) > 1 else 'rule'} behind this step"):
            for r in rules:
                cite(r)


def refused_lines(
    game: Game[Any], state: Any, told: Sequence[str] = (), held: Collection[str] = ()
) -> list[str]:
    """The moves beyond a card that a rule refuses here, by their buttons' words, each reason
    said once: the moves it refuses share its line (Five-card Loo's short pack read "“Exchange
    3” is not allowed: only 2 cards are left in the pack to deal from" three times over, for 3,
    4 and 5), and a reason one of the lines ``told`` says already (the engine's explanation:
    Sixty-Six's "meld K♦ and meld Q♦: a marriage is shown when you lead") is not said again.
    The kinds of move ``held`` back by the step's task are not said at all (Sixty-Six's first
    lead, offering its cards alone, read "“Exchange the 9♥ for the J♥” is not allowed"). A
    reason has a colon of its own ("only P2 is in against you: you must play for yourself"), so
    "because" joins it (:data:`engine.refusal.BECAUSE`), not another colon.

    >>> from lessons import load
    >>> scn = load("five_card_loo").step("short_pack").scenario
    >>> refused_lines(scn.game, scn.state)
    ['“Exchange 3”, “Exchange 4” and “Exchange 5” are not allowed, because only 2 cards are left in the pack to deal from']
    """
    moves: dict[str, list[str]] = {}
    for r in game.refusals(state):
        if r.action.kind not in ("play", *held):
            moves.setdefault(str(r.reason), []).append(f"“{action_label(game, state, r.action)}”")
    return [
        f"{listed(names)} {'is' if len(names) == 1 else 'are'} not allowed{BECAUSE}{why}"
        for why, names in moves.items()
        if not any(why in line for line in told)
    ]


def _costs_differ(mine: Scenario, other: Scenario) -> list[tuple[str, Ground]]:
    """Where the same moves are allowed under both readings but the engine gives another ground
    for one (:meth:`Game.grounds`: a chance to rob let pass is free under one reading and costs
    the deal under another): the chosen reading's grounds, each with the moves it covers."""
    g, s, t = mine.game, mine.state, other.state
    moved: dict[tuple[str, str], tuple[list[str], Ground]] = {}
    for a in other.game.legal_actions(t):
        theirs = other.game.grounds(t, a)
        if [x.rule.id for x in g.grounds(s, a)] == [x.rule.id for x in theirs]:
            continue
        for ground in theirs:
            names, _ = moved.setdefault((ground.rule.id, ground.reason), ([], ground))
            names.append(action_label(other.game, t, a))
    return [(_moves_text(names), ground) for names, ground in moved.values()]


def may_words(game: Game[Any], state: Any) -> dict[str, str]:
    """Each action word as it follows "You may ...": the game's verb for it ("name trumps",
    "announce rams", "take up the trump"), else the button's words (:func:`word_labels`), which
    can be a name ("Trumps") or the player's own words ("Keep my hand"). The verb carries the
    button's detail (:func:`label_detail`): "pass (pay the dealer 5)", "claim the pool (7)"."""
    verbs = game_ui(game.id).action_verbs
    return {
        w: verbs[w] + label_detail(label) if w in verbs else label
        for w, label in word_labels(game, state).items()
    }


def label_detail(label: str) -> str:
    """What a button says beyond naming its move, as a sentence's list says it: the words
    after its colon, or its closing part in brackets; "" if none.

    >>> label_detail("Pass: pay the dealer 5"), label_detail("Claim the pool (7)")
    (' (pay the dealer 5)', ' (7)')
    >>> label_detail("Trumps"), label_detail("Keep my hand")
    ('', '')
    """
    head, colon, rest = label.partition(": ")
    if colon:
        return f" ({rest})"
    head, bracket, rest = label.rpartition(" (")
    return f" ({rest}" if bracket and rest.endswith(")") else ""


def _moves_text(names: list[str]) -> str:
    """Moves by their button words, "Play 3♣", "Play A♣" read as "Playing 3♣ or A♣"."""
    if all(n.startswith("Play ") for n in names):
        cards = [n.removeprefix("Play ") for n in names]
        return "Playing " + either_of(cards)
    return ", ".join(names)


def reads_otherwise(game: Game[Any], step: Step, own: str, s: dict[str, Any]) -> bool:
    """Whether the learner's reading (``s``: the variant and the free options) is not the
    step's own (``own``, with the options its position sets, each else at its default): only
    then is there another reading of the step to show."""
    if s["variant"] != own:
        return True
    step_options = step.scenario.data.get("options", {}) if step.scenario is not None else {}
    return any(
        bool(s["options"].get(o.name, o.default)) != bool(step_options.get(o.name, o.default))
        for o in free_options(game)
    )


def other_reading(
    game: Game[Any], step: Step, s: dict[str, Any], held: Collection[str] = ()
) -> None:
    """The same position under the learner's chosen reading, when it differs from the step's
    (``held``: as :func:`draw_position`)."""
    assert step.scenario is not None
    data = dict(step.scenario.data)
    data["variant"] = s["variant"]
    data["options"] = {**data.get("options", {}), **s["options"]}
    label = reading_name(game, s)  # as the rules box's header names it
    try:
        other = from_dict(data, step.scenario.source)
    except ScenarioError as e:
        # the scenario's field and its message, as a sentence ("its leader is required: ...")
        # where the message goes on from the field's name; a message that is a sentence of its
        # own ("P0 cannot hold the trump card 10♥: ...") is said as it is, without the field
        said = e.detail_plain  # its rule cited by the book's name, as the page's rules are
        goes_on = "." not in e.path and said.startswith(("is ", "are ", "must "))
        why = f"its {e.path.replace('_', ' ')} {said}" if e.path and goes_on else said
        st.info(md(f"Under your chosen rules ({label}) this position cannot arise: {why}."))
        return
    if step.show is None or step.show == "cards":
        return
    kind = SHOW_KIND[step.show]
    mine = Question(id=step.id, kind=kind, prompt="", scenario=step.scenario).solve()
    theirs = Question(id=step.id, kind=kind, prompt="", scenario=other).solve()
    if mine == theirs:
        costs = _costs_differ(step.scenario, other) if step.show == "legal" else []
        if not costs:
            st.caption(f"Under your chosen rules ({label}) the answer here is the same.")
            return
        st.info(
            md(
                f"Under your chosen rules ({label}) the same moves are allowed, but not on the "
                "same terms:"
            )
        )
        for names, ground in costs:
            st.markdown(md(f"- {names}: {ground.reason}"))
        with st.expander("The rules of your chosen reading"):
            for rule in dict.fromkeys(ground.rule for _, ground in costs):
                cite(rule)
        return
    st.warning(md(readings_differ(game, step, label)))
    draw_position(game, step, other, place=PLACES[1], held=held)


def readings_differ(game: Game[Any], step: Step, label: str) -> str:
    """The heading over the position under the learner's reading (``label``) where its answer
    differs from the step's, naming both readings: two variants need not be two texts
    (Forty-Five's per-trick count is Foster's as much as the odd trick is), so it does not
    say the texts disagree. Both names in brackets, as they are written: "this step shows Per
    trick, counting out" set a reading's capital mid-sentence."""
    own = game.variants[step.variant or lesson_for(game.id).variant].label
    return (
        f"The readings differ here: this step follows other rules ({own}); "
        f"under your chosen rules ({label}):"
    )
