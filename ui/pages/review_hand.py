"""Play's "Review this hand": the deal just finished, walked trick by trick, each of the
learner's decisions judged by the engine's hand review (:mod:`engine.review`).

For every decision the page shows the learner's view at that moment (the cards he could see),
what he did, the engine's best choice and its expected result over the sampled deals, what his
choice cost, the mark, and the words why; then, apart and labelled so, what happened in that
trick with every card shown. The judgement is the engine's, from the learner's view only; the
page adds no card knowledge of its own.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import streamlit as st

from engine.cards import CARDS, listed
from engine.game import Action, Game
from engine.review import (
    EXACT_WORLDS,
    PLURALS,
    SYMBOLS,
    WORLDS,
    Decision,
    HandReview,
    amount,
    before_play,
    costs_words,
    deals_words,
    label,
    review_hand,
    thresholds_text,
)
from engine.review_words import pct, units
from engine.rules import Rule
from ui.format import md
from ui.labels import said_in_labels
from ui.pages.common import cite, draw, say
from ui.play_table import (
    Table,
    actions_in_hand_order,
    card_or_label,
    deal_word,
    decided,
    quoted,
    refused_buttons,
)
from ui.tables import game_ui

MARK_KIND = {"inaccuracy": "info", "mistake": "warning", "blunder": "error"}
# sampled deals per decision (the review's own defaults; the tests make them small)
SAMPLES = {"worlds": WORLDS, "exact_worlds": EXACT_WORLDS}


def _key(game: Game[Any]) -> str:
    return f"{game.id}:hand_review"


def _stored(game: Game[Any], t: Table) -> HandReview | None:
    """The review of this table's current deal, if the learner asked for it."""
    saved = st.session_state.get(_key(game))
    if saved and saved[0] == (t.deal_no, len(t.deals[-1][1]) if t.deals else 0):
        review: HandReview = saved[1]
        return review
    return None


def _on_review(game: Game[Any], t: Table) -> None:
    seed, actions = t.deals[-1]
    review = review_hand(game, t.start, actions, t.seat, seed=seed, **SAMPLES)
    st.session_state[_key(game)] = ((t.deal_no, len(actions)), review)


def section(game: Game[Any], t: Table) -> None:
    """Under a finished deal: the button, then the review once asked for."""
    st.subheader(f"Review this {deal_word(game)}")
    if not t.deals:
        return
    review = _stored(game, t)
    if review is None:
        if not decided(game, t):  # no button whose one answer is "nothing to review"
            say("info", _nothing(game))
            return
        st.caption(
            f"{question(game, t)} The computer judges each of your decisions from what you "
            "could see at that moment: it deals the cards you could not see at random, many "
            "times, and plays every choice out in each of those deals."
        )
        st.button(
            f"Review this {deal_word(game)}",
            key=f"{game.id}:review_hand",
            on_click=_on_review,
            args=(game, t),
            type="primary",
        )
        return
    show(game, t, review)


def question(game: Game[Any], t: Table) -> str:
    """What the review asks, by the finished deal's result for the learner, read as the Play
    page's result line reads it: the game's own verdict where it has one (Sixty-Six's loser
    pays no account, Spoil Five's winner is paid from a pool the stakes went into before the
    deal), else the engine's settlement for his account. "Where did you lose?" only after a
    deal he lost, not after one he won. A game that reads a deal against the others
    (:attr:`GameUI.standing`, Bierspiel's race to wipe out points) is asked so: a deal that
    gained a point while another player gained four was no win."""
    ui = game_ui(game.id)
    if ui.standing is not None:
        rank, deal = ui.standing(t.state, t.seat), deal_word(game)
        if rank < 0:
            return f"Another player did better this {deal}: where did you fall behind?"
        if rank > 0:
            return f"You did best at the table this {deal}: could you have done better still?"
        return "Where could you have done better?"
    if ui.verdict is not None:
        kind = ui.verdict(t.state, t.seat)[0]
        net = {"success": 1, "info": 0}.get(kind, -1)  # warning, error: lost
    else:
        settle = game.settlement(t.state)
        net = settle.net().get(ui.account(t.state, t.seat), 0) if settle else 0
    if net < 0:
        return "Where did you lose?"
    if net > 0:
        return "You won: could you have won more?"
    return "Where could you have done better?"


def summary(game: Game[Any], review: HandReview, state: Any = None) -> str:
    """The review's first line: the marks, their costs added up (said as a sum, not as what
    the deal lost: :func:`engine.review.costs_words`), and the deal's result (told
    as the Play page tells it when ``state``, the finished deal, is given)."""
    counts = review.counts()
    marks = ", ".join(f"{n} {m if n == 1 else PLURALS[m]}" for m, n in counts.items() if n)
    judged = sum(1 for d in review.decisions if not d.forced)
    return (
        f"{len(review.decisions)} decision{'' if len(review.decisions) == 1 else 's'} of "
        f"yours, {judged} with a choice: "
        f"{marks or 'no marks'}. {costs_words(review, deal_word(game))} "
        f"{_result_words(game, review, state)}"
    )


def _result_words(game: Game[Any], review: HandReview, state: Any = None) -> str:
    """The deal's result for the learner. A game with its own result line on the Play page
    (GameUI.verdict) says it so: three-hand Sixty-Six's dealer, sitting out, scores what the
    hand's winner scores, which the margin over the one opponent (``review.result``) leaves
    out."""
    verdict = game_ui(game.id).verdict
    if verdict is not None and state is not None and game.is_over(state):
        return verdict(state, review.seat)[1]
    r, unit, deal = review.result, review.unit, deal_word(game)
    if r > 0:
        return f"The {deal} won you {units(r, unit)}."
    if r < 0:
        return f"The {deal} cost you {units(-r, unit)}."
    return f"The {deal} left you even."


# when a cost earns its mark, in a learner's words: the ± a cost carries said once, and no
# statistics ("sampling noise") or timing (make bench measures the review's time)
MARK_WHEN = (
    "The ± after a cost says how far the sampled deals may be off: a cost earns its mark only "
    "when it is more than twice that, so a mark is not the luck of the sample."
)


def _nothing(game: Game[Any]) -> str:
    return f"You made no decision this {deal_word(game)}: there is nothing to review."


# The choices table's five columns in a phone's width: Streamlit's table cells (16 px of font,
# 6 px each side) made a Forty-Five table 351 px wide in an expander 324 px wide at 390 px,
# its "loss" column cut off at the right edge. Sent by the Play page with its own styles
# (ui.pages.play.page), not by :func:`show`: the review is drawn in the table's fragment, and a
# style alone in an st.html goes to the page's event container, where a fragment's run put it
# in place of a style the whole page had sent there (look5: after "Review this game" at 390 px,
# app.py's phone rules were gone and the replay's tabs scrolled sideways again)
TABLE_CSS = (
    "<style>.st-key-tb-hand-review table{font-size:.875em}"
    ".st-key-tb-hand-review :is(th,td){padding:.25rem .3rem}</style>"
)


def show(game: Game[Any], t: Table, review: HandReview) -> None:
    with st.container(key="tb-hand-review"):
        if not review.decisions:  # (a review kept from before: the page offers none now)
            say("info", _nothing(game))
            return
        say("info", summary(game, review, t.state))
        st.caption(f"Marks for {game.name}: {thresholds_text(game)}. {MARK_WHEN}")
        # a tab per trick, and one before the first card for declaring, bidding, exchanging
        tricks = sorted({_tab(d) for d in review.decisions})
        names = [
            ("Before play" if k == 0 else f"Trick {k}")
            + "".join(f" {SYMBOLS[d.mark]}" for d in review.decisions if _tab(d) == k and d.mark)
            for k in tricks
        ]
        states = _states(game, t, review)
        for tab, k in zip(st.tabs(names), tricks, strict=True):
            with tab:
                for d in review.decisions:
                    if _tab(d) == k:
                        _decision(game, t, d, states[d.step])
                if k:
                    _what_happened(game, review, k)


def _tab(d: Decision) -> int:
    """The review tab of a decision: its trick, or 0 for one made before the first card."""
    return 0 if before_play(d) else d.trick


def _states(game: Game[Any], t: Table, review: HandReview) -> dict[int, Any]:
    """The position before each of the learner's decisions (replayed from the deal)."""
    out: dict[int, Any] = {}
    state = t.start
    for i, (_, action) in enumerate(review.record):
        out[i] = state
        state = game.apply(state, action)
    return out


def _decision(game: Game[Any], t: Table, d: Decision, before: Any) -> None:
    ui = game_ui(game.id)
    view = ui.seen(before, t.seat)

    def said(a: Action) -> str:  # as the Play page's button says it ("Take the widow")
        return card_or_label(game, view, a)

    marked = [int(d.played.card)] if d.played.card is not None else []
    draw(
        view,
        viewer=t.seat,
        highlight=False,
        marked=marked,
        caption="What you could see when you chose.",
        **ui.table_kw,
    )
    if d.forced:
        text, rules = forced_words(game, view, d.played, said)
        st.markdown(text)
        for rule in rules:
            cite(rule, rule_id=False)
        return
    best, mine = d.best, d.played_choice
    assert best is not None and mine is not None
    unit = game.amount_unit
    # the sampled deals in a sentence of their own: inside "(expected -5, over ...)" their
    # count came in parentheses within parentheses, "over 24 sampled deals (20 different) of
    # the 44 cards you could not see, each solved exactly)"
    how = f"Figures from {deals_words(d, unseen=True, every=', each solved exactly')}."
    if all(amount(c.mean) == amount(mine.mean) for c in d.choices):
        # not "the best choice here" where no choice was better or worse: a rams already lost,
        # "You: K♠, the best choice here (expected -20 counters ...)" beside four cards at -20
        say(
            "success",
            f"You: {said(d.played)}: every choice tried here comes to the same (expected "
            f"{units(mine.mean, unit)}). {how}",
        )
    elif best.action == d.played or d.cost < 1e-9:
        say(
            "success",
            f"You: {said(d.played)}, the best choice here (expected {units(mine.mean, unit)}). "
            f"{how}",
        )
    else:
        # the unit once, with the first figure: the other two are in the same unit (it was
        # said three times a line: "-0.74 red counters ... 0.7 red counters ... 1.44 red
        # counters")
        text = (
            f"You: {said(d.played)} (expected {units(mine.mean, unit)}). Best: "
            f"{said(best.action)} (expected {amount(best.mean)}). "
            f"Cost: {amount(d.cost)} (± {amount(d.error)}). {how}"
        )
        if d.mark:
            say(MARK_KIND[d.mark], f"{SYMBOLS[d.mark]} {d.mark.capitalize()}. {text}")
        else:
            st.markdown(md(text))
        # each move a line names as a move (engine.sentence.Move) said as its button is in the
        # position decided in, in quotes: Rams' "after stand" reads "after “Play”", Forty-Five's
        # "after putting out the 2♠ to rob" "after “Rob: put out 2♠, take the A♣”"; the rule's
        # own words stay as they are ("too weak to play")
        for line in d.said:
            st.markdown(md(f"- {said_in_labels(game, before, line)}"))
    with st.expander("Every choice the search tried"):
        # a Markdown table, not a data frame: its cells wrap, so a phone shows all five columns
        st.markdown(choices_table(d, said))
        st.caption(
            f"Expected: the mean result in {unit}; trick: how often your side takes the trick "
            "on the table; tricks: your tricks at the end, on average; loss: how often the "
            f"{deal_word(game)} ends in a loss."
        )
        if len(d.choices) < d.tried:
            st.caption(f"{len(d.choices)} of the {d.tried} choices on offer were tried.")
        # (no decision_line here: it said the sentences above again, "trick 1: 5♥ (-0.74) ?
        # mistake: best A♥ (0.7), cost 1.44; 120 sampled deals", under the table)


def forced_words(
    game: Game[Any], view: Any, played: Action, said: Callable[[Action], str] = label
) -> tuple[str, tuple[Rule, ...]]:
    """A decision the rules made for the learner, in Markdown, and the rules that made it: his
    action, then what else of its kind he might have taken (the other cards he held; for a
    move, the other moves Play draws) and why each was not allowed, one line per reason, as
    the engine refuses them at ``view``, the position as he saw it (so a reason names only
    cards he could see). It said only "You: 2♥, the only action the rules allowed." beside a
    5♣ the learner had tried and Play had refused ("you have no card of the suit led and must
    trump"), and Napoleon's bidder's first lead, 5♠ of five cards, with no word of the rule;
    an action with nothing else to take (his last card) is said to be the only one he had."""
    you = f"You: **{md(said(played))}**"  # the bold around the escaped label, not inside it
    if played.kind == "play":
        others = [r for r in game.refusals(view) if r.action.kind == "play"]
    else:
        others = list(refused_buttons(game, view, [played]).values())
    if not others:
        return f"{you}, the only action you had.", ()
    order = {
        a: k for k, a in enumerate(actions_in_hand_order(game, view, [r.action for r in others]))
    }
    by_reason: dict[str, tuple[Rule, list[Action]]] = {}
    for r in sorted(others, key=lambda r: order[r.action]):
        by_reason.setdefault(r.reason, (r.rule, []))[1].append(r.action)
    lines = [f"{you}, the only action the rules allowed."]
    for reason, (_, acts) in by_reason.items():
        names = listed(
            said(a) if a.kind == "play" and a.card is not None else quoted(said(a)) for a in acts
        )
        verb = "was" if len(acts) == 1 else "were"
        lines.append(md(f"{names} {verb} not allowed, because {reason.rstrip('.')}."))
    rules = tuple(dict.fromkeys(rule for rule, _ in by_reason.values()))
    return "  \n".join(lines), rules


COLUMNS = ("choice", "expected", "trick", "tricks", "loss")
"""The choices table's short headings (a phone shows all five; the caption says each)."""


def choices_table(d: Decision, label: Callable[[Action], str] = label) -> str:
    """Every action tried, best first, as a Markdown table (red suits coloured)."""
    lines = ["| " + " | ".join(COLUMNS) + " |", "|" + "---|" * len(COLUMNS)]
    for c in d.choices:
        cells = (
            md(label(c.action)) + (" (yours)" if c.action == d.played else ""),
            md(amount(c.mean)),
            # (engine.review_words.pct: a share only rounding to none or every deal reads
            # "1%" or "99%", as the review's words say it: 0.996 had read "100%")
            "" if c.takes_trick is None else pct(c.takes_trick),
            f"{c.tricks:.1f}",
            pct(c.loses),
        )
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def _what_happened(game: Game[Any], review: HandReview, k: int) -> None:
    """The trick as it was played, every card shown (the record, not the judgement)."""
    if k - 1 >= len(review.tricks):
        return
    plays, winner = review.tricks[k - 1]
    # the learner's card under his seat's name on the table ("P0 (you)"), as "you took it"
    cards = " · ".join(
        f"P{p}{' (you)' if p == review.seat else ''} {CARDS[c].pretty}" for p, c in plays
    )
    who = "you" if winner == review.seat else f"P{winner}"
    st.markdown(f"**What happened** in trick {k}: " + md(f"{cards}; {who} took it."))
