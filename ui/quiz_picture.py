"""A quiz question's picture, chosen in one place for both front ends: the Quiz and Review pages
(``ui.pages.quiz``) and the notebooks' quiz box (``ui.widgets.question_html``); and a Learn
task's (``ui.pages.learn``), drawn with the same ``quiz`` option of the tables.

Before the answer the picture shows nothing the question asks for; after it, the answer: each
card of a choose-all hand with its verdict (chosen and right, left out, chosen wrongly, rightly
left alone), a judged trick credited with its deciding card marked. The seat the question is
about sits at the bottom before and after, so a teacher's notebook and the app show one picture.

The picture says whose turn it is, and what he is to do only where the question offers him one
kind of move (:func:`said_as_asked`): every game's table tags its seat to move with the game's
own words ("to rob or let it lie", "to bid"), which would name the very moves a question asks him
to choose among. It says it in the same words after the answer as before it (a picture whose
tag turned from "to move" into "to declare" once checked read as a different position).

No Streamlit here: the notebooks import this module.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import replace
from functools import partial
from typing import Any

from engine.cards import CARDS, said
from engine.quiz import JUDGED_KINDS, MOVER_KINDS, Feedback, Question
from engine.quiz_words import NEUTRAL_TURN as NEUTRAL_TURN  # (the prompts say it too)
from lessons.checks import mentioned
from lessons.tasks import Task
from ui.cards import PICTURE_WIDTH, CardState, NoDrawing, TableView, table_html, table_view
from ui.format import capital, does, says_reason
from ui.tables import game_ui

# Kinds whose answer turns on the cards the mover has taken in tricks: a generated question of
# one draws every seat's won cards, face up, with the other hands as the mover sees them.
# walk13: Sixty-Six's generated "You are P0, to move. Should you claim now?" drew only his hand
# (one 9♥ at trick 12) and the trick counts, where the engine's answer read "You have 72 in cards
# + 0 in marriages = 72 ≥ 66": a count of cards the learner was never shown.
COUNTED_KINDS = ("should_claim",)
# Kinds asked of a finished hand whose score may count its last trick (Sixty-Six's 10 for it):
# the picture draws that trick in the middle with its winner, as Play ends a hand. walk13:
# /sixty_six-quiz?seed=57337&kind=game_points&level=2, four-hand played out, said only "the
# hand is over" over the four piles; P0+P2's cards count 94, which scores 1, and the answer was
# 2: "P0+P2 take 104 points", the 10 for a last trick the picture never showed them take.
LAST_TRICK_KINDS = ("game_points",)


def question_view(q: Question, fb: Feedback | None, curated: bool = True) -> TableView | None:
    """The table a question is drawn on (None: the game has no drawing), before the answer
    (``fb`` None) or after it.

    Three pictures, by question:

    - a trick to judge (``JUDGED_KINDS``, and a settlement a trick in the position ended,
      :func:`ended_by_trick`): every hand and the trick just finished, before the answer the
      game's own unjudged position (no trick credited, no card drawn, nobody out), after it the
      trick credited and its deciding card marked;
    - a generated deal (``curated`` False) asking for cards or words: the mover's hand alone;
      asking whether to claim (:data:`COUNTED_KINDS`): that, and every seat's won cards;
    - any other: every hand, the cards the prompt names face up (a widow waiting to be taken
      stays face down, as in Learn, unless the prompt names one of its cards), and the mover
      named "P2 (you)" when the prompt says "You are P2" (``MOVER_KINDS``); a hand's score
      (:data:`LAST_TRICK_KINDS`) with its last trick and who won it.

    The seat the question is about is drawn at the bottom (a judged trick's is not: its mover
    would be the winner). After a choose-all card answer each card of that seat's hand shows
    what became of it (:func:`verdict`)."""
    s = q.state
    kw: dict[str, Any] = {"quiz": fb is None, "highlight": False}
    ended = ended_by_trick(q)
    if q.kind in JUDGED_KINDS or ended:
        if fb is None:
            s = game_ui(q.game.id).unjudged(s)
        plays, won = q.state.history[-1] if ended else (q.shown_trick(), -1)
        marked = list(fb.marked) if fb else []
        if fb is not None and ended:  # the card that won the trick, and with it the game
            marked.append(dict(plays)[won])
        title = q.game.trick_title(q.state)
        if fb is not None and q.state.history:
            # answered, the trick is credited: its title names the winner, as Learn's and a
            # hand review's do, for the boxes of won tricks beside it leave it out (each card
            # is drawn once: ui.games.won_tricks.not_shown)
            done, winner = q.state.history[-1]
            if list(done) == list(plays):
                title = f"{title}: {does(winner, -1, 'win')}"
        kw.update(reveal=True, trick=tuple(plays), marked=marked, trick_title=title)
    elif not curated and q.kind in COUNTED_KINDS and q.seat is not None:
        # a generated "should you claim?": the cards each seat has taken, as the mover saw them
        # taken, the count his answer turns on (a curated one names his in its prompt); the
        # other hands stay as he sees them, face down
        s = q.game.view(s, q.seat)
        kw.update(viewer=q.seat, reveal=True)
    elif not curated and (q.form in ("cards", "words") or q.kind in MOVER_KINDS):
        # generated deals: the other hands stay face down where one player is to decide (a
        # Napoleon bid asked as a number showed every hand of the deal to the bidder)
        kw.update(viewer=q.seat)
    else:
        kw.update(reveal=True, named=mentioned(q.prompt), last_trick=last_trick_known(q))
        if q.kind in MOVER_KINDS:
            kw.update(viewer=q.seat)
    try:
        view = table_view(s, **kw)
    except NoDrawing:
        return None
    if fb is not None and said_below(view.caption, fb):
        view = replace(view, caption="")
    if fb is None or not (q.kind in JUDGED_KINDS or ended):
        # the turn said as the question said it, after the answer too: the mover's tag and the
        # empty trick keep their words ("to move", not "to declare" once the answer is checked);
        # a judged trick's picture has nobody to move until the answer credits the trick
        view = said_as_asked(view, offered_kinds(q))
    seat = q.seat if q.kind not in JUDGED_KINDS else None
    if seat is None or not 0 <= seat < len(view.seats):
        return view
    view = replace(view, bottom=seat)
    if fb is not None and q.kind == "legal_cards":
        mine = view.seats[seat]
        faces = tuple((c, verdict(c, fb)) for c, _ in mine.faces)
        view = replace(
            view, seats=tuple(replace(v, faces=faces) if v is mine else v for v in view.seats)
        )
    return view


def task_view(
    task: Task,
    text_cards: int = 0,
    seat: int | None = None,
    untaught: frozenset[str] = frozenset(),
) -> TableView:
    """A Learn task's table, as the decision finds it: nothing lit, no winner marked, no duty
    line, and, as in a quiz picture, nothing that names the moves the task asks about.
    ``text_cards``: the cards the step's text names (kept face up); ``seat``: the learner's,
    where the step seats him (a trick's winner is asked of any seat); ``untaught``: the rules
    a later step teaches (:func:`lessons.teaching.taught_later`), whose pieces are left out
    as on the step's own picture (Sixty-Six's trump card on 'The ten ranks above the king')."""
    q = task.question
    s = q.state
    if task.kind == "trick_winner":
        view = table_view(
            game_ui(q.game.id).unjudged(s),
            viewer=seat,
            reveal=True,
            highlight=False,
            trick=q.shown_trick(),
            trick_title=q.game.trick_title(s),
            quiz=True,
            untaught=untaught,
        )
    else:  # the decider sits at the bottom, where the answer's picture puts him too
        view = table_view(
            s,
            viewer=task.seat,
            reveal=True,
            highlight=False,
            quiz=True,
            named=text_cards,
            untaught=untaught,
        )
    return said_as_asked(view, offered_kinds(q))


# A question's words for the turn where it offers more than one kind of move, the same for
# every game: whose turn it is (NEUTRAL_TURN, imported above), and in the empty trick that no
# card is played yet (where a card is among his moves) or that he moves before the trick
# (where none is: the declaring, Spoil Five's robbing dealer), which says what comes first as
# the games' own words do ("declaring first", tests/app/test_declaring_trick_row.py) without
# naming the move
NEUTRAL_TRICK = "no cards played yet"


def moves_before(name: str) -> str:
    """The empty trick's words while ``name``'s seat moves before anyone plays a card to it:
    "P2 moves before this trick", "you move before this trick"."""
    who = name.split(" (")[0]
    return (
        "you move before this trick" if name.endswith("(you)") else f"{who} moves before this trick"
    )


def offered_kinds(q: Question) -> frozenset[str]:
    """The kinds of move (:attr:`engine.game.Action.kind`) a question on ``q.state`` offers
    the player to move: every action the engine has on offer there, allowed or refused
    (:meth:`engine.game.Game.on_offer`, a Learn task's buttons), and the words a words
    question about his move chooses among (Irish Loo's "How many?" is asked among stand, pass
    and exchange, where the engine offers only exchanges). None once nobody is to move."""
    g, s = q.game, q.state
    if g.current_player(s) is None:
        return frozenset()
    acts = g.on_offer(s)
    if q.form == "words" and q.kind in MOVER_KINDS:
        acts += [g.word_action(w) for w in q.choices()]
    return frozenset(a.kind for a in acts)


def said_as_asked(view: TableView, kinds: Collection[str]) -> TableView:
    """``view`` as a question's picture says the turn, given the ``kinds`` of move the question
    offers its mover (:func:`offered_kinds`): with one kind ("to play" over a choice of cards,
    "to name trumps") the game's own words stand; with more, the seat to move is "to move",
    and an empty trick says no card is played yet, or, where no card is among his moves, that
    he moves before the trick (:func:`moves_before`), where a game's words ("to rob or
    let it lie", "bidding first") would name the moves the question asks him to choose among."""
    movers = [seat for seat in view.seats if seat.to_move]
    if len(kinds) < 2 or not movers:
        return view
    seats = tuple(replace(s, turn=NEUTRAL_TURN) if s.to_move else s for s in view.seats)
    empty = NEUTRAL_TRICK if "play" in kinds else moves_before(movers[0].name)
    return replace(view, seats=seats, empty_trick=view.empty_trick if view.trick else empty)


def said_below(caption: str, fb: Feedback) -> bool:
    """Whether the feedback's reasons, drawn under the answered picture, say its ``caption``
    (:func:`ui.format.says_reason`), whatever the question's kind: a reason that is the
    caption's sentence, whole, or says it and goes on ("..., less than his bid of 3; the 1
    trick left cannot change that: play stops here", Napoleon's q_stop_beaten under the same
    words as caption; Linger Longer's "P3 is the last player left holding cards: P3 wins the
    game", q_still_in_empty); or one of the settlement's sentences (:attr:`Feedback.settled`)
    the caption says, with what its moves take (Spoil Five's "P1 won three tricks and takes
    the pool." over "P1 won three tricks: P1 takes 9 from the pool"; Forty-Five's "P1 wins 3
    tricks to 2, the odd trick: P1 scores 5 points"). walk13 saw it twice, under the picture
    and as the first line of Why; the caption goes, the reason stays. A caption no reason
    says whole stays: a part of a reason is not it, nor is a reason that only opens a longer
    caption (Napoleon's why a deal ended early, over "P1 failed nap: ...")."""
    said = capital(caption.strip().rstrip("."))
    if not said:
        return False
    lines = (capital(line.strip().rstrip(".")) for line in fb.explanation)
    return any(says_reason(line, said) for line in lines) or any(
        says_reason(said, capital(s)) for s in fb.settled
    )


def last_trick_known(q: Question) -> bool:
    """A :data:`LAST_TRICK_KINDS` question on a hand whose last trick's cards are known (a
    scenario may give the tricks by count only, its prompt saying what they scored)."""
    history = q.state.history
    return q.kind in LAST_TRICK_KINDS and bool(history) and bool(history[-1][0])


def ended_by_trick(q: Question) -> bool:
    """A settlement question on a game a trick in its position ended (Linger Longer's last
    trick): who won that trick is what the question turns on, so its picture draws the trick
    to be judged, as "who wins this trick?" does, not the trick already credited to him."""
    return q.kind == "settlement" and bool(q.scenario.data.get("trick")) and bool(q.state.history)


def question_picture(q: Question, fb: Feedback | None, curated: bool = True) -> str | None:
    """:func:`question_view` drawn (None: the game has no drawing), at the width of every
    still picture (:data:`ui.cards.PICTURE_WIDTH`)."""
    view = question_view(q, fb, curated)
    return None if view is None else table_html(view, PICTURE_WIDTH)


def verdict(card: int, fb: Feedback) -> CardState:
    """A card's look after a choose-all answer (ui.cards: right / missed / wrong / illegal)."""
    c = CARDS[card]
    chose, allowed = c in (fb.given or ()), c in (fb.right or ())
    if chose:
        return "right" if allowed else "wrong"
    return "missed" if allowed else "illegal"


def feedback_key(q: Question, fb: Feedback) -> str:
    """What the looks of the cards mean after a choose-all card answer, with the cards."""
    given, right = set(fb.given or ()), set(fb.right or ())
    dimmed = set(q.choices()) - given - right
    parts = [
        ("\u2713 green: chosen, and allowed", given & right),
        ("+ blue, dashed: allowed, but left out", right - given),
        ("\u2717 red: chosen, but not allowed", given - right),
    ]

    def listed(cs: set[Any]) -> str:  # as the table draws the hand, as a sentence lists them
        return said(map(int, cs), partial(q.game.hand_order, q.state))

    looks = [f"{words} ({listed(cs)})" for words, cs in parts if cs]
    rest = f"; dimmed: not allowed, rightly left out ({listed(dimmed)})"
    return "On the table: " + "; ".join(looks) + (rest if dimmed else "") + "."
