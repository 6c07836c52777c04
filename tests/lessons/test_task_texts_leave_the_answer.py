"""A Learn step's text teaches its rule and sets its position; the task under it asks the
learner to apply the rule there, so the text must not give that application away. The review
of 2026-12-03 found steps ending on their task's answer: Rams' dealer_card ('Here two play: you
may play, pass, take the widow or announce rams') over 'Which of these may you choose now?',
Rounce's pone ('play as you are, rob, or take the widow'), Rams' follow ('but you must play the
7♣') over 'Play a card the rules allow', Forty-Five's which_wins ('P3 takes the trick') over
'Who wins this trick?'.

The rule may be said in general terms ('If you hold a card of the suit led, you must play
one'). What is checked is the part of a text about the position itself: a sentence that names
a seat, a card, 'here' or 'you are'. Such a sentence must not say what the learner may, must or
need not do there (nor tell him what to play or lay down), nor list two of his cards as the
alternatives ('the 7♦ or the J♠'); a short sentence going on about such a sentence ('You must
play it.', 'You may lead any card.') is read with it. In a declaring step a sentence telling
"you" what you may or must do and naming a move ('You may *stand* ..., *take the widow* ...,
or *pass*') gives the answer wherever it stands: the rule is told of a player, the dealer, the
pone, and the position then says who you are. In a trick-winner step no sentence names the
winner's seat or card with what it does to the trick ('wins', 'takes the trick', 'beats').

Words are not meaning: a few old texts gave their answer in other words ('You *stand* or you
*pass*', 'you hold the Q♣ and the A♣, both higher', '"Auf". Say it.') and were rewritten by
reading; this check holds the patterns most of them shared (it fails for 92 of the 135 task
steps as they were at 40d3120)."""

from __future__ import annotations

import re

import pytest

from engine.cards import CARDS
from lessons import load
from lessons.loader import LESSONS_DIR
from lessons.tasks import task_for

GAMES = sorted(p.stem for p in LESSONS_DIR.glob("*.yaml"))  # every lesson, a new one too
TASK_STEPS = [
    (game, step.id) for game in GAMES for step in load(game).steps if task_for(step) is not None
]

_QUOTED = re.compile(r"\"[^\"]*\"|“[^”]*”")
_CARD = re.compile(r"(?:10|[2-9AKQJ])[♠♥♦♣]")
# a sentence about the position: it names a seat, a card, the place or the learner there
_POSITION = re.compile(
    r"\bP\d\b|\bhere\b|(?<!if )\byou are\b|\byou, (?:the|P\d)\b|^You hold\b|" + _CARD.pattern, re.I
)
# a sentence that goes on about the one before ("... only the Q♥. You must play it.", "You
# are P1. You may lead any card.")
_BACK = re.compile(r"\b(?:it|them|either)[.!]$|\bmay \w+ any\b", re.I)
# what the learner may or must do there, or an order to do it
_ALLOWED = re.compile(
    r"\bmay\b|\bmay not\b|\bbut not\b|\bcannot\b|\bcan't\b|\bmust\b|\bneed not\b"
    r"|\byou could\b|\bany card\b|\bany of your\b|\beither of them\b|\bone of them\b"
    r"|\byou have \w+ choices\b|\byour only (?:bid|move|choice)\b"
    r"|(?:^|[:;] )(?:play|lead|throw|take|trump|rob|keep|pass|stand|say)\b"
    r"|\blay (?:one|it|them) down\b|" + _CARD.pattern + r",? or (?:the )?" + _CARD.pattern,
    re.I,
)
# a declaring step's sentence that tells "you" which moves are yours, wherever it stands
_YOU_MAY = re.compile(r"\byou(?:, [^,]+,)? (?:may|must|cannot|need not|could|might)\b", re.I)
_MOVES = re.compile(
    r"\bplay|\bstand\b|\bwidow\b|\bpass|\brams\b|\brob\b|\btake up\b|\bdiscard|\bAuf\b|\bbid"
    r"|\bnap\b|\bdefend|\bchange\b|\bclose\b|\bclaim\b|\bshow\b|\bswap\b",
    re.I,
)
# who takes the trick
_WINS = re.compile(r"\bwins\b|\btakes? (?:the|this) trick\b|\bbeats\b|\btrumps the trick\b", re.I)


def _sentences(text: str) -> list[str]:
    plain = " ".join(_QUOTED.sub('""', text).split())
    return [s for s in re.split(r"(?<=[.!?])\s+", plain) if s]


def said_of_the_position(text: str, kind: str, winner: str = "") -> list[str]:
    """The sentences of ``text`` that state the answer to a task of ``kind`` on its position;
    ``winner`` (a trick-winner task): a pattern for the seat or the card that takes it."""
    if kind == "trick_winner":
        return [s for s in _sentences(text) if re.search(winner, s) and _WINS.search(s)]
    out, before = [], False
    for s in _sentences(text):
        about = bool(_POSITION.search(s)) or (before and bool(_BACK.search(s)))
        if (about and _ALLOWED.search(s)) or (
            kind == "declare" and _YOU_MAY.search(s) and _MOVES.search(s)
        ):
            out.append(s)
        before = about
    return out


def giveaways(game: str, step_id: str, text: str | None = None) -> list[str]:
    """The sentences of a step's text (or of ``text``, its title) that state its task's answer
    for the position."""
    step = load(game).step(step_id)
    task = task_for(step)
    assert task is not None
    winner = ""
    if task.kind == "trick_winner":
        seat = task.answer()
        card = CARDS[dict(task.question.shown_trick())[seat]].pretty
        winner = rf"\bP{seat}\b|{re.escape(card)}"
    return said_of_the_position(step.text if text is None else text, task.kind, winner)


@pytest.mark.parametrize(("game", "step_id"), TASK_STEPS)
def test_a_task_step_s_text_leaves_the_answer_to_the_learner(game: str, step_id: str) -> None:
    assert giveaways(game, step_id) == []


@pytest.mark.parametrize(
    ("kind", "text", "found"),
    [
        # the old texts, as the review and the reading of every step found them
        ("declare", "Here two play: you may play, pass, take the widow or announce rams.", True),
        (
            "declare",
            "You are P1, the eldest: you may play, take the widow or pass, but not announce rams.",
            True,
        ),
        ("declare", "You may *stand* with your own cards, *take the widow*, or *pass*.", True),
        (
            "declare",
            "You, P3, have neither refused it nor dropped out: you may still take it.",
            True,
        ),
        ("declare", "With P1 and P3 playing you have five choices: pass, play, rob.", True),
        ("declare", "You might keep the K♦ trump and change the other two.", True),
        (
            "legal_cards",
            "You, P2, hold one club, the 7♣: it cannot win, but you must play the 7♣.",
            True,
        ),
        ("legal_cards", "You are P1 with A♥ 9♥ Q♣ 9♣ K♦: lead a nine.", True),
        ("legal_cards", "You hold the K♣, and only the Q♥ in trumps. You must play it.", True),
        ("legal_cards", "You are P2: you hold the K♣, but the call wants the 7♦ or the J♠.", True),
        ("legal_cards", "You hold hearts, but you need not follow: you may trump instead.", True),
        ("legal_cards", "P0 dealt, so you, P1, lead the first trick. You may lead any card.", True),
        ("declare", "You are P1 and took it: you hold A♠ K♠ 2♥ Q♣ 9♣ 7♦ and lay one down.", True),
        ("legal_cards", "P1 has bid 2, so you, P2, may pass or bid 3, 4 or nap.", True),
        ("trick_winner", "The A♥ is the third trump, above the K♦: P3 takes the trick.", True),
        ("trick_winner", "P0 threw the 2♠ on the clubs: a trump, so it wins.", True),
        # the rule in general terms, the position told, a quote: the learner still answers
        ("legal_cards", "If you hold a card of the suit led, you must play one.", False),
        (
            "legal_cards",
            "If you are the eldest hand, you must lead a trump if you have one.",
            False,
        ),
        ("legal_cards", "P1 leads the Q♠. You are P2 with K♠ 3♠ A♥.", False),
        ("legal_cards", 'Foster says the holder "must rob". You are P1.', False),
        ("declare", "The dealer must play against one player: he may not pass. You are P0.", False),
        (
            "declare",
            "Which of the moves below (play, pass, take the widow) are yours to make?",
            False,
        ),
        ("trick_winner", "A trump beats any spade. Here P3 throws the 2♥.", False),
    ],
)
def test_the_check_reads_what_a_text_says_of_its_position(
    kind: str, text: str, found: bool
) -> None:
    hits = said_of_the_position(text, kind, winner=r"\bP[03]\b|2♠|A♥|2♥")
    assert bool(hits) is found, hits


# ---- titles ---------------------------------------------------------------------------------
# A step's title stands above its position and task, so it names the situation ("When the
# dealer passes", "The dealer against one player"), not its outcome: Bierspiel's eldest_takes
# was titled "The dealer passes, the eldest takes up the trump" above "You are P1. Which of
# these may you choose now?", whose answer is take up the trump or keep the hand. A rule named
# in general terms stays ("Follow suit", "Trumps must follow trumps", "The highest trump
# wins"), as it does in a text; what is checked is a title that, for a move besides a card
# the task offers (a declaration, a rob, a meld, a claim), orders it ("Take the widow",
# "Claim 66"), offers moves as the alternatives ("Stand or pass"), says the mover does it
# ("the eldest takes up the trump", "the dealer bids 1", "Everyone plays a rams") or says it
# is refused, spent or still open ("No general rams", "The widow goes once", "Each bid must be
# higher").
# A title about any task must not call the choice the learner's ("Robbing is your choice") or
# point at the position's cards ("play one of them", "play one or the other").

# a kind of move → how a title orders it, and how it says the mover makes it
_MOVE_WORDS = {
    "stand": (r"stand|play|keep", r"stands|plays|keeps"),
    "widow": (r"take", r"takes"),
    "pass": (r"pass", r"passes"),
    "rams": (r"announce", r"announces"),
    "rob": (r"rob|take up", r"robs|takes up"),
    "discard": (r"discard", r"discards"),
    "defend": (r"defend", r"defends"),
    "exchange": (r"exchange|change", r"exchanges|changes"),
    "claim": (r"claim", r"claims"),
    "close": (r"close", r"closes"),
    "meld": (r"show|meld", r"shows|melds"),
    "bid": (r"bid", r"bids"),
    "auf": (r"say", r"says"),
    "trump": (r"name", r"names"),
    "decline": (r"decline|let it lie", r"declines|lets it lie"),
}
# ... and how it names the move as a thing refused, spent or open ("No general rams")
_MOVE_NOUNS = {
    "widow": r"widow",
    "rams": r"rams|rounce",
    "pass": r"pass",
    "rob": r"rob|robbing",
    "bid": r"bids?",
    "meld": r"marriages?",
    "auf": r"[\"“]?Auf[\"”]?",
    "claim": r"claim",
}
# whoever a title may say makes the move: anyone, or the mover's seat (_offered adds it)
_ROLES = r"you|he|a player|everyone|nobody|anyone|whoever|the holder(?: of [\w ]+?)?"


def _offered(game: str, step_id: str) -> tuple[list[str], list[str]]:
    """The kinds of move besides a card that a step's task offers, allowed or refused, and
    the names of the mover's seat (the dealer, the eldest, the pone)."""
    step = load(game).step(step_id)
    task = task_for(step)
    assert task is not None and step.scenario is not None
    if task.kind == "declare":
        kinds = [str(c).split()[0] for c in task.choices()]
    elif task.kind == "legal_cards":
        kinds = [a.kind for a in task.moves() if a.kind != "play"]
    else:
        return [], []
    data = step.scenario.data
    n = int(data.get("players") or 2)
    dealer = int(str(data.get("dealer") or "P0")[1:])
    roles = []
    if task.seat == dealer:
        roles.append("the dealer")
    if task.seat == (dealer + 1) % n:
        roles += ["the eldest(?: hand)?", "the non-dealer"]
    if task.seat == (dealer - 1) % n and n > 2:
        roles.append("the pone")
    return list(dict.fromkeys(kinds)), roles


def title_giveaways(title: str, kinds: list[str], roles: list[str]) -> list[str]:
    """What in ``title`` gives away a task that offers the moves ``kinds`` (besides a card)
    to a mover named by ``roles``: a short reason for each."""
    out = []
    if re.search(r"\byour choice\b|\bplay one (?:of them|or the other)\b", title, re.I):
        out.append("calls the choice the learner's, or points at the cards he holds")
    words = [_MOVE_WORDS[k] for k in kinds if k in _MOVE_WORDS]
    if not words:
        return out
    order = "|".join(w[0] for w in words)
    does = "|".join(w[1] for w in words)
    move = f"(?:{order}|{does})"
    if re.search(rf"(?:^|: )(?:{order})\b", title, re.I):
        out.append("orders a move")
    if re.search(rf"\b{move}\b[\w ,]*\bor (?:\w+ )?{move}\b", title, re.I):
        out.append("offers moves as the alternatives")
    if re.search(rf"\b(?:{'|'.join([_ROLES, *roles])})(?: \w+)? (?:{does})\b", title, re.I):
        out.append("says the mover makes a move")
    nouns = "|".join(_MOVE_NOUNS[k] for k in kinds if k in _MOVE_NOUNS)
    spent = (
        rf"\bno (?:general )?(?:{nouns})\b|\b(?:{nouns}) (?:goes|must|still)\b|\bbefore (?:{nouns})"
    )
    if nouns and re.search(spent, title, re.I):
        out.append("says a move is refused, spent or still open")
    return out


@pytest.mark.parametrize(("game", "step_id"), TASK_STEPS)
def test_a_task_step_s_title_names_the_situation_not_the_answer(game: str, step_id: str) -> None:
    step = load(game).step(step_id)
    assert title_giveaways(step.title, *_offered(game, step_id)) == []
    # nor, above a trick, who takes it (as the text may not)
    assert giveaways(game, step_id, step.title) == []


@pytest.mark.parametrize(
    ("title", "kinds", "roles", "found"),
    [
        # titles as they were: each gave part of its task's answer
        ("The dealer passes, the eldest takes up the trump", ["stand", "rob"], ["the eldest"], 1),
        ("Stand or pass", ["stand", "pass", "exchange"], [], 2),
        ("Declaring: stand, take the widow, or pass", ["stand", "widow", "pass"], [], 2),
        ("“How many?”: exchange cards", ["stand", "pass", "exchange"], [], 1),
        ("Another reading: the dealer bids 1", ["pass", "bid"], ["the dealer"], 1),
        ("Everyone plays a rams", ["stand", "pass", "rob"], ["the dealer"], 1),
        ("No general rams", ["stand", "rams"], [], 1),
        ("The widow goes once", ["stand", "widow"], [], 1),
        ('Nobody looks before "Auf"', ["auf", "stand"], ["the dealer"], 1),
        ("Claim 66", ["close", "claim"], [], 1),
        ("The other reading: play one of them", [], [], 1),
        # the situation named, or a rule in general terms: the learner still answers
        ("When the dealer passes", ["stand", "rob", "pass"], ["the eldest"], 0),
        ("The dealer against one player", ["stand", "pass"], ["the dealer"], 0),
        ("The widow already taken", ["stand", "widow", "pass"], [], 0),
        ("The pone, after two passes", ["stand", "widow", "pass"], ["the pone"], 0),
        ("Follow suit", [], [], 0),
        ("Trumps must follow trumps", [], [], 0),
        ("Robbing compulsory (another reading punishes letting it pass)", ["rob"], [], 0),
    ],
)
def test_the_check_reads_what_a_title_says_of_the_answer(
    title: str, kinds: list[str], roles: list[str], found: int
) -> None:
    assert len(title_giveaways(title, kinds, roles)) == found, title_giveaways(title, kinds, roles)
