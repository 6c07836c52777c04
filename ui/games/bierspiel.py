"""Bierspiel's table and page words, on the pool family's table (ui/games/pool.py).

The pool's place on the table shows the chalked crosses instead (points left, seat by seat);
the turned 7♦, while it lies face up, sits beside the trump card; a face-down lead is named
in the caption and drawn as the table sees it, face down; before the dealer's "Auf" nobody's
cards are shown.
"""

from __future__ import annotations

from dataclasses import replace

from engine.cards import CARDS, Suit
from engine.game import Action
from engine.games.loo import LooState
from engine.games.pool.bierspiel import BIERSPIEL, BOTH, CROSS, SEVEN, chalk
from engine.ledger import seat_account
from ui.cards import CardState, SeatView, TableOptions, TableView, card_svg
from ui.format import capital, named, plural
from ui.games.pool import (
    GAME_UI_LOO,
    RAMS_LABELS,
    RAMS_VERBS,
    TABLE_HOOKS,
    loo_result_text,
    pool_turn,
    rams_tell,
)
from ui.games.pool_result import pool_verdict
from ui.tables import passes_left, register_ui

G = BIERSPIEL
AUF = "to say \u201cAuf\u201d"  # the dealer's word of command before anyone looks at his cards
# the rules a Learn picture's words and boxes rest on, drawn only from the step teaching them
# (``TableOptions.untaught``): the word of command; the widow dealt in the centre
AUF_RULE = "bierspiel.auf"
WIDOW_DEALT = "bierspiel.widow_dealt"


def bierspiel_turn(state: LooState) -> str | None:
    """What the seat to move is to do while it is not playing a card: the dealer's "Auf"."""
    return AUF if G.before_auf(state) else pool_turn(state)


def drawn_trick(state: LooState, view: TableView) -> int:
    """The number (0-based) of the trick the picture draws: the current one, or a finished
    one (a trick just won, a replay, a "who wins?" question) found by its cards; -1 if none."""
    if state.trick:
        return len(state.history)
    cards = [c for _, c, _ in view.trick]
    return next((k for k, (p, _) in enumerate(state.history) if [c for _, c in p] == cards), -1)


CROSS_SAID = f"X = {CROSS} points"  # the crosses box's key: a whole chalked cross


def crosses_shown(state: LooState, quiz: bool = False) -> list[tuple[int, int]]:
    """(points left, points wiped out so far this deal) for each seat, as the table says them.
    During the deal the chalk stands as the tricks won have wiped it, a point a trick (seed
    002: "When a trick is won, a beer-soaked finger wipes out the centre of a cross"; it had
    shown the points from before the deal until the settlement); once the deal is over, as
    settled, fresh crosses too. A quiz picture shows the points before the deal and no wipe:
    what a finished deal gains is its answer, and a trick just credited names its winner."""
    if quiz:
        return [(c, 0) for c in state.counters]
    left = G.points_left(state)
    if state.phase == "over":  # the settlement below says what the deal moved
        return [(p, 0) for p in left]
    return [(p, c - p) for p, c in zip(left, state.counters, strict=True)]


def wiped_note(wiped: int, html: bool = False) -> str:
    """The note beside a seat's points left during the deal, "(3 wiped out this deal)"; ""
    for none."""
    if not wiped:
        return ""
    note = f" ({wiped} wiped out this deal)"
    return f'<span style="font-size:12px">{note}</span>' if html else note


def part_said(shown: list[tuple[int, int]]) -> str:
    """Under the chalk, what each figure in it stands for, as the heading tells an X: "2 = a
    cross wiped down to 2 points", "3 = a cross wiped down to 3 points", each figure shown
    once, a line each, in the order of the rows. A figure alone read as a count of crosses
    ("P1: 3" beside "X = 5 points", look11, /bierspiel-quiz?question=q_beer); the key then
    told the first figure only, and "P2: X 1" under "3 = a cross wiped down to 3 points" was
    left to be guessed (words29, the same question). "" where every cross is whole or wiped
    out."""
    parts = dict.fromkeys(p % CROSS for p, _ in shown if p % CROSS)
    if not parts:
        return ""
    # a line each: "...; 1 = a cross wiped down to 1 point" on one line broke before "point"
    # at 390 px
    return "".join(
        f'<div style="font-size:12px">{k} = a cross wiped down to {plural(k, "point")}</div>'
        for k in parts
    )


def bierspiel_table(state: LooState, view: TableView, o: TableOptions) -> TableView:
    """The crosses for the pool, the turned 7♦, and the face-down lead named. A quiz asking
    what a finished deal gains shows the crosses before it, which the answer depends on, and
    not those after, which give it away; the caption of a question asking what the dealer
    may do before "Auf" (a Learn task, the Quiz page) does not tell him to say it. Where the
    page tells the moves and the trick's story (``told``: Play), the caption does not name the
    face-down lead: Play had said it three times at once, in the caption ('P3 had no trump
    for the trump lead: a card was led face down and called for a trump.'), the log's line
    ('P3 plays a card face down: no trump for the trump lead, so it calls for a trump.') and,
    once the trick was won, its story, which cites the rule. A Learn step before the one
    teaching the word of command ('The word of command') says no "Auf" (the first step, 'Three
    crosses of five', said it under the picture and in the trick's place, three steps early),
    nor draws the widow before a step tells it is dealt (``o.untaught``)."""
    quiz, told = o.quiz, o.told
    untold = {"Pool", "Widow"} if WIDOW_DEALT in o.untaught else {"Pool"}
    # the dealer or the eldest "take up" the trump card (seed 002), they do not "rob" it
    extras = [
        (label, inner.replace(" robbed</div>", " taken up</div>"))
        for label, inner in view.extras
        if label not in untold
    ]
    shown = crosses_shown(state, quiz)
    rows = "".join(
        f'<div style="white-space:nowrap">P{i}: <b>{chalk(p)}</b>{wiped_note(w, True)}</div>'
        for i, (p, w) in enumerate(shown)
    )
    # a quiz shows the crosses as they stood before the deal, and says so once a trick is won
    before = quiz and (state.phase == "over" or any(state.tricks))
    label = "Crosses before the deal" if before else "Crosses"
    lines = f'<div class="tb-lines" style="font-size:14px">{rows}</div>' + part_said(shown)
    # the box shows chalk marks, not a number ("X X 2": two whole crosses of five and one
    # wiped down to 2, seed 002's "Three crosses ... representing five points each"): the
    # heading says what an X counts (look6: "Crosses (points left)" over "X X 2")
    extras.append((f"{label} ({CROSS_SAID})", lines))
    if state.seven_turned == SEVEN:
        extras.insert(1, ("Turned first", card_svg(SEVEN, "normal", 56)))
    caption = view.caption
    trick = view.trick
    k = drawn_trick(state, view)
    plays = state.trick if state.trick else state.history[k][0] if k >= 0 else ()
    if plays and G.face_down(state, plays, k):
        seat, card = plays[0]
        calls = "calls" if state.trick else "called"
        you = view.seats[seat].name.endswith("(you)")  # the learner led it
        # drawn face down, not among the faces as if a higher card of its suit beat it: a
        # seat that did not lead it sees its back, and the page says no more; its leader
        # knows it, and so does the reader of a picture that hides no hand (Learn, Quiz: the
        # lesson's text names it): its face, marked "face down"
        known = you or not any(x.backs for x in view.seats if not x.name.endswith("(you)"))
        led = f"{CARDS[card].pretty} was led face down" if known else "a card was led face down"
        # a question on the cards still to come to it ("which may you play?") is asked about
        # the call: its picture says the card was led face down, not what that asks of him
        call = "" if quiz and state.trick else f" and {calls} for a trump"
        if not told:
            caption = (
                f"{'You' if you else f'P{seat}'} had no trump for the trump lead: {led}{call}. "
                + caption
            ).strip()
        if trick:  # the leader's card may take the trick (nobody had a trump): marked so
            won = trick[0][2] == "marked"
            down: CardState = (
                ("down_known_marked" if won else "down_known")
                if known
                else ("down_marked" if won else "down")
            )
            trick = ((trick[0][0], trick[0][1], down), *trick[1:])
    if G.before_auf(state):
        you = view.seats[state.dealer].name.endswith("(you)")  # the learner deals: to him
        who = "You have" if you else f"P{state.dealer} (dealer) has"
        # the turn is told only where the picture draws it: a Learn step before the one
        # teaching it draws no trump box ("P0 (dealer) has turned the trump" pointed at nothing)
        turned = any(k.startswith("Trumps") for k, _ in extras)
        speaker = "you say" if you else "he says" if turned else "the dealer says"
        # a question's picture says where the deal stands, not the word it asks for
        until = f"until {speaker} \u201cAuf\u201d"
        unsaid = quiz or AUF_RULE in o.untaught
        looks = "has looked at his cards yet" if unsaid else f"looks at his cards {until}"
        said = f"{who} turned the trump: nobody {looks}" if turned else f"Nobody {looks}"
        caption = f"{said}. {caption}".strip()
    seats = view.seats
    holder = G.turn_holder(state)
    if holder >= 0:  # the dealer, or the eldest after the dealer passed, "take up" the trump
        seats = tuple(
            replace(
                x,
                tags=tuple(t for t in x.tags if t != "robbed the trump")
                + (("took up the trump",) if i == holder else ()),
            )
            for i, x in enumerate(seats)
        )
    empty = view.empty_trick
    if G.before_auf(state):
        # a Learn step before the word is taught names it nowhere: the dealer is "to move"
        auf = AUF_RULE not in o.untaught
        seats = tuple(replace(x, turn=AUF if auf else "to move") if x.to_move else x for x in seats)
        seats = face_down(state, seats)
        # nobody declares before the word (it had said "declaring first", the family's words
        # for the declaring phase, over the dealer "to say “Auf”"); a question's
        # picture does not name the word it asks for
        dealer = "you say" if view.seats[state.dealer].name.endswith("(you)") else "the dealer says"
        empty = "the dealer moves first" if quiz or not auf else f"{dealer} “Auf” first"
    css = view.css if any(k == "Widow" for k, _ in extras) else ""  # (the widow's overlap)
    return replace(
        view,
        seats=seats,
        trick=trick,
        extras=tuple(extras),
        caption=caption,
        empty_trick=empty,
        css=css,
    )


TABLE_HOOKS[G.spec.name] = bierspiel_table


def face_down(state: LooState, seats: tuple[SeatView, ...]) -> tuple[SeatView, ...]:
    """The seats as the table stands before "Auf": every hand dealt lies face down, the
    learner's and the dealer's too, whatever the picture was asked to reveal (a question's
    mover, a lesson's hand), for nobody has looked at his cards yet (seed 002: "No player
    is allowed to look at his cards until the trump is turned, and the dealer gives the word
    of command: \u201cAuf.\u201d"), as the caption says. Each hand dealt is its five backs,
    also where the position drawn holds no cards for it (Play's view before "Auf": ``seen``
    keeps them off the page, which had drawn "cards not shown" on every seat); a seat dealt
    none (the dealer when six play) keeps its note."""
    dealt = G.order(state)  # who declares: every seat dealt cards
    return tuple(
        replace(x, faces=(), backs=G.spec.hand, note="") if i in dealt else x
        for i, x in enumerate(seats)
    )


def fresh_crosses(points: int) -> str:
    """Points paid in chalk, as the crosses they are: "a fresh cross", "2 fresh crosses"."""
    k = points // CROSS
    return "a fresh cross" if k == 1 else f"{k} fresh crosses"


def pass_price(state: LooState) -> str:
    """What the pone's pass costs him, when it does: the engine's settlement of the deal it
    ends (bierspiel.pone, after Rams': a fresh cross for him, five wiped out for the dealer),
    in the words of his account's line ("take a fresh cross"); "" for any other pass."""
    if not G.pass_costs(state):
        return ""
    settled = G.settlement(G.apply(state, Action("pass")))
    me = seat_account(state.to_move)
    paid = sum(t.amount for t in settled.transfers if t.payer == me) if settled else 0
    return f"take {fresh_crosses(paid)}" if paid else ""


def bierspiel_label(state: LooState, action: Action) -> str:
    price = pass_price(state) if action.kind == "pass" else ""
    if price:
        return f"Pass: {price}"
    if action.kind == "auf":
        return "Say \u201cAuf\u201d"
    if action.kind == "rob" and action.number == 2:
        if not action.cards:  # the words questions' choice, whatever the discards
            return LABELS[BOTH]
        return f"Take both turned cards, discard {' '.join(c.pretty for c in action.cards)}"
    tc = CARDS[state.turn_card].pretty if state.turn_card >= 0 else "the trump"
    if action.kind == "rob" and action.card is not None:
        return f"Take up {tc}, discard {action.card.pretty}"
    if action.kind == "rob" and action.number == 1 and action.cards:  # one ticked, refused
        return f"Take up {tc}, discard {action.cards[0].pretty}"
    if action.kind == "rob" and action.number is not None:
        # Play's cards ticked fit no take-up (none, or three and more): the button says what
        # would, not "Take up the trump" (seed 002: the dealer "can take both cards into his
        # hand, discarding others in their place"; the eldest takes up the trump card alone)
        both = any(a.kind == "rob" and a.number == 2 for a in G.legal_actions(state))
        return f"Tick 1 card to take up {tc}" + (", 2 to take both" if both else "")
    if action.kind == "stand" and G.taking_up(state):
        return "Keep my hand"
    return LABELS.get(action.kind, action.kind.capitalize())


def bierspiel_tell(before: LooState, mover: int, action: Action, seat: int) -> str:
    you = mover == seat
    who = "You" if you else f"P{mover}"
    if action.kind == "auf":
        return f"{who} {'say' if you else 'says'} \u201cAuf\u201d: the cards may be looked at."
    if action.kind == "rob" and action.number == 2:
        tc = CARDS[before.turn_card].pretty
        cards = " ".join(c.pretty for c in action.cards) if you else "two cards"
        verbs = ("take", "discard") if you else ("takes", "discards")
        return f"{who} {verbs[0]} up the 7\u2666 and {tc} and {verbs[1]} {cards}."
    if action.kind == "stand" and G.taking_up(before):
        return f"{who} {'keep' if you else 'keeps'} {'your' if you else 'his'} hand."
    if (
        action.kind == "play"
        and action.card is not None
        and not before.trick
        and G.face_down(before, ((mover, int(action.card)),), len(before.history))
    ):
        # the others see its back: the card is named to its leader only
        card = action.card.pretty if you else "a card"
        return (
            f"{who} {'play' if you else 'plays'} {card} face down: no trump for the trump "
            "lead, so it calls for a trump."
        )
    return rams_tell(before, mover, action, seat)


def bierspiel_intro(state: LooState, seat: int = -1) -> str:
    """The deal's first line, told to ``seat``: "You deal and turn 10♥ for trumps."."""
    tc = CARDS[state.turn_card].pretty if state.turn_card >= 0 else "?"
    seven = (
        " (the 7\u2666 was turned first: it does not fix trumps)" if state.seven_turned >= 0 else ""
    )
    who = "You deal and turn" if state.dealer == seat else f"P{state.dealer} deals and turns"
    return f"{who} {tc} for trumps{seven}."


def bierspiel_result(state: LooState, seat: int = -1) -> str:
    """How the deal ended and who pays for the beer, told to ``seat``."""
    text = loo_result_text(state, seat)
    beer = G.beer(state)
    pays = "you pay" if beer == seat else f"P{beer} pays"
    return text + (f"; {pays} for the beer" if beer >= 0 else "")


def bierspiel_start_row(state: LooState) -> dict[str, str]:
    row = {"dealer": "", "result": ""}
    row.update({f"P{i}": str(p) for i, p in enumerate(state.counters)})
    return row


def bierspiel_ledger_row(state: LooState, seat: int = -1) -> dict[str, str]:
    left = G.points_after(state)
    row = {"dealer": f"P{state.dealer}", "result": bierspiel_result(state, seat)}
    row.update({f"P{i}": str(p) for i, p in enumerate(left)})
    return row


def bierspiel_status(state: LooState, seat: int = -1) -> str:
    """Play's caption line: the points left as the table's crosses show them (during the deal,
    each trick won has wiped out one: "P3 12 (3 wiped out this deal)")."""
    shown = crosses_shown(state)
    return "Points left: " + ", ".join(f"P{i} {p}{wiped_note(w)}" for i, (p, w) in enumerate(shown))


def bierspiel_moved(state: LooState, got: int, paid: int) -> str:
    """What the deal moves for the learner on the chalk: a point won is wiped out from his
    crosses, a penalty is a fresh cross (of five points): "you wipe out 2 points and take a
    fresh cross" (the end of :func:`ui.games.pool.pool_verdict`'s line)."""
    parts = [f"you wipe out {got} point{'s' if got != 1 else ''}"] if got else []
    if paid:
        parts.append(f"you take {fresh_crosses(paid)}")
    return " and ".join(parts) or "you wipe out nothing and take no fresh cross"


def bierspiel_standing(state: LooState, seat: int) -> int:
    """How the finished deal went for ``seat`` against the others (:attr:`GameUI.standing`):
    behind if he pays for the beer, else by what each gained in it (points wiped out less
    fresh crosses, the engine's settlement), his against the best of the others'. Every
    player in wipes out points: one point while another wipes out four is no win."""
    if G.beer(state) == seat:
        return -1
    settle = G.settlement(state)
    net = settle.net() if settle else {}
    mine = net.get(seat_account(seat), 0)
    best = max(net.get(seat_account(p), 0) for p in range(state.n) if p != seat)
    return (mine > best) - (mine < best)


def bierspiel_trick_told(state: LooState, seat: int) -> list[str] | None:
    """The engine's note on a trick led face down (:meth:`Bierspiel.trick_notes`), told to
    ``seat``: "You had no trump for the trump lead and led 8♦ face down; it cannot win: nobody
    had a trump, so you, the leader, win it" (it had said "P0 ..., so P0, the leader, wins
    it" to the learner at P0), "..., here your 7♦ (...)". None for another trick: the
    engine's note on the 7♦ names no seat. Nobody trumped the call exactly where its leader
    won it (the face-down card cannot win: he takes it only then)."""
    if not state.history or not state.history[-1][0]:
        return None
    i = len(state.history) - 1
    plays, winner = state.history[i]
    if not G.face_down(state, plays, i):
        return None
    lead_seat, lead = plays[0]
    who = named(lead_seat, seat, "you")
    won = (
        f"nobody had a trump, so {who}, the leader, {'win' if lead_seat == seat else 'wins'} it"
        if winner == lead_seat
        else "the highest trump played to the call wins"
    )
    note = (
        f"{capital(who)} had no trump for the trump lead and led {CARDS[lead].pretty} face "
        f"down; it cannot win: {won}"
    )
    card = next(c for p, c in plays if p == winner)
    if card == SEVEN and state.trump_suit not in (None, Suit.DIAMONDS):
        whose = "your" if winner == seat else f"P{winner}'s"
        note += (
            f", here {whose} 7\u2666 (the 7\u2666 is always a trump, second only to the ace "
            "of trumps)"
        )
    return [note]


# the settlement table's beer column: the seed's words say who the 1 is
BEER_NOTE = (
    f"Beer: 1 for the player who pays for the beer, 0 for the others. {G.rule('beer').cite_plain()}"
)

# taking both turned cards (after a turned 7\u2666) is a words question's choice of its own
LABELS = {
    **RAMS_LABELS,
    "auf": "Say \u201cAuf\u201d",
    "rob": "Take up the trump",
    BOTH: "Take up both cards",
}
VERBS = {
    **RAMS_VERBS,
    "auf": "say \u201cAuf\u201d",
    "rob": "take up the trump",
    BOTH: "take up both cards",
}

GAME_UI_BIERSPIEL = register_ui(
    G.id,
    replace(
        GAME_UI_LOO,
        action_labels=LABELS,
        action_verbs=VERBS,
        tell=bierspiel_tell,
        label=bierspiel_label,
        deal_intro=bierspiel_intro,
        result_text=bierspiel_result,
        verdict=lambda s, seat: pool_verdict(s, seat, bierspiel_moved),
        trick_told=bierspiel_trick_told,
        standing=bierspiel_standing,
        start_row=bierspiel_start_row,
        ledger_row=bierspiel_ledger_row,
        status=bierspiel_status,
        turn=bierspiel_turn,
        unit="points",
        # a settlement question asks what each player gains in chalk, as its prompts and the
        # answer form's hint say (points wiped out, fresh crosses), not who receives or pays
        kind_labels={"settlement": "What does each player gain?"},
        column_notes={"beer": BEER_NOTE},
        ledger_title="Crosses across deals",
        sheet_records=frozenset({"points left"}),  # its row: each seat's points left
        ledger_caption="Everyone's points left (three crosses of five to start) after each "
        "deal; the last to wipe out his third cross pays for the beer.",
        next_deal=passes_left("the crosses carry over (fresh crosses once the beer is decided)"),
        # before "Auf" nobody has looked at his cards: no hand reaches the page (the table
        # draws their backs: face_down)
        seen=lambda s, seat: s._replace(hands=(0,) * s.n) if G.before_auf(s) else s,
        # taking both turned cards: a button of its own only where a 7\u2666 lets the dealer
        # (rams, which the game lacks, is never on offer: Game.absent_kinds)
        shows_refusal=lambda s, a: (
            a.kind != "auf"
            and (a.kind != "rob" or s.to_move == s.dealer)
            and (a.number != 2 or s.seven_turned == SEVEN)
        ),
        level_help={
            "rule of thumb": "plays on two trumps or a trump and an ace, takes up the trump "
            "(both cards when the 7\u2666 was turned), leads trumps when due, wins cheaply, "
            "else sheds low"
        },
    ),
)
